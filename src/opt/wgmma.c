/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Warpgroup MMAs stay in their kernels (doc/nvvm-opt.md, "wgmma and the
 * inliner").
 *
 * sm_90a's wgmma.mma_async runs as an asynchronous pipeline that ptxas
 * tracks within one function: a wgmma sequence split over a call is
 * serialized ("wgmma pipeline crossing function boundary", C7510; C7520
 * when the compiler-inserted warpgroup barriers end up in a called
 * function), and a function that holds such a pipeline made ptxas run for
 * more than ten minutes at 4.5 GB on one public attention kernel
 * (ThunderKittens' H100 backward pass, where nvcc's PTX takes a second).
 * nvcc inlines every one of those functions; LLVM's inliner leaves the
 * large ones (each called twice) out of line. So before the pipeline,
 * every function that issues wgmma, itself (inline asm or an
 * llvm.nvvm.wgmma intrinsic) or through the functions it calls, is marked
 * alwaysinline, unless the source said noinline or it calls itself. Code
 * without wgmma is left to LLVM's inliner.
 */
#include <stdlib.h>
#include <string.h>

#include "opt/wgmma.h"
#include "support/llvm.h"

struct fn {
	LLVMValueRef f;
	size_t *callees;   /* indices into the sorted array */
	size_t n_callees, cap_callees;
	bool wgmma;
	bool self_call;
};

static int by_ptr(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const struct fn *)a)->f, y = (uintptr_t)((const struct fn *)b)->f;
	return x < y ? -1 : x > y;
}

static struct fn *find(struct fn *fns, size_t n, LLVMValueRef f)
{
	struct fn key = { .f = f };
	return bsearch(&key, fns, n, sizeof(*fns), by_ptr);
}

/* Whether a call's target is wgmma: inline asm whose text has a wgmma
 * instruction, or one of LLVM's wgmma intrinsics. */
static bool is_wgmma(LLVMValueRef callee)
{
	size_t len = 0;
	const char *s;

	if (LLVMIsAInlineAsm(callee)) {
		s = LLVMGetInlineAsmAsmString(callee, &len);
		return s && len >= 6 && memmem(s, len, "wgmma.", 6);
	}
	if (!LLVMIsAFunction(callee))
		return false;
	s = LLVMGetValueName2(callee, &len);
	return len > 16 && !strncmp(s, "llvm.nvvm.wgmma.", 16);
}

static int add_callee(struct fn *f, size_t idx)
{
	if (f->n_callees == f->cap_callees) {
		size_t cap = f->cap_callees ? 2 * f->cap_callees : 4;
		size_t *p = realloc(f->callees, cap * sizeof(*p));
		if (!p)
			return -ENOMEM;
		f->callees = p;
		f->cap_callees = cap;
	}
	f->callees[f->n_callees++] = idx;
	return 0;
}

int nvt_opt_inline_wgmma(LLVMModuleRef m, unsigned *marked)
{
	struct fn *fns = NULL;
	size_t n = 0, cap = 0;
	int err = 0;

	*marked = 0;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		if (n == cap) {
			size_t c = cap ? 2 * cap : 64;
			struct fn *p = realloc(fns, c * sizeof(*p));
			if (!p) {
				err = -ENOMEM;
				goto out;
			}
			fns = p;
			cap = c;
		}
		fns[n++] = (struct fn){ .f = f };
	}
	if (!n)
		goto out;
	qsort(fns, n, sizeof(*fns), by_ptr);

	/* Direct uses of wgmma, and the call graph between definitions. */
	bool any = false;
	for (size_t i = 0; i < n; i++) {
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fns[i].f); b; b = LLVMGetNextBasicBlock(b)) {
			for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in)) {
				if (!LLVMIsACallInst(in))
					continue;
				LLVMValueRef callee = LLVMGetCalledValue(in);
				if (!callee)
					continue;
				if (is_wgmma(callee)) {
					fns[i].wgmma = any = true;
					continue;
				}
				struct fn *t = LLVMIsAFunction(callee) ? find(fns, n, callee) : NULL;
				if (!t)
					continue;
				if (t == &fns[i])
					fns[i].self_call = true;
				else if ((err = add_callee(&fns[i], (size_t)(t - fns))))
					goto out;
			}
		}
	}
	if (!any)
		goto out;
	/* A caller of a function that issues wgmma issues it too, once that
	 * function is inlined: to a fixed point (the call graph is small next
	 * to the module's instructions). */
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < n; i++) {
			if (fns[i].wgmma)
				continue;
			for (size_t j = 0; j < fns[i].n_callees; j++)
				if (fns[fns[i].callees[j]].wgmma && !nvt_llvm_is_kernel(fns[fns[i].callees[j]].f)) {
					fns[i].wgmma = changed = true;
					break;
				}
		}
	}
	unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	for (size_t i = 0; i < n; i++) {
		LLVMValueRef f = fns[i].f;
		if (!fns[i].wgmma || fns[i].self_call || nvt_llvm_is_kernel(f) ||
		    LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline) ||
		    LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, always))
			continue;
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
		(*marked)++;
	}
out:
	for (size_t i = 0; i < n; i++)
		free(fns[i].callees);
	free(fns);
	return err;
}
