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

/* The functions found to issue wgmma, in the order found; few (the
 * helpers of a GEMM or attention kernel), so membership is a scan. */
struct found {
	LLVMValueRef *v;
	size_t n, cap;
};

static bool found_has(const struct found *s, LLVMValueRef f)
{
	for (size_t i = 0; i < s->n; i++)
		if (s->v[i] == f)
			return true;
	return false;
}

static int found_add(struct found *s, LLVMValueRef f)
{
	if (found_has(s, f))
		return 0;
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 16;
		LLVMValueRef *p = realloc(s->v, cap * sizeof(*p));
		if (!p)
			return -ENOMEM;
		s->v = p;
		s->cap = cap;
	}
	s->v[s->n++] = f;
	return 0;
}

static bool calls_itself(LLVMValueRef f)
{
	for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef in = LLVMGetUser(u);
		if (LLVMIsACallInst(in) && LLVMGetCalledValue(in) == f &&
		    LLVMGetBasicBlockParent(LLVMGetInstructionParent(in)) == f)
			return true;
	}
	return false;
}

int nvt_opt_inline_wgmma(LLVMModuleRef m, unsigned *marked)
{
	struct found s = { 0 };
	int err = 0;

	*marked = 0;
	/* The functions that issue wgmma themselves. */
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f))
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b && !err; b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in)) {
				LLVMValueRef callee = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
				if (callee && is_wgmma(callee)) {
					err = found_add(&s, f);
					break;
				}
			}
	/* Their callers issue it too once they are inlined: the list grows
	 * while it is walked, each function's direct callers once. */
	for (size_t i = 0; i < s.n && !err; i++) {
		if (nvt_llvm_is_kernel(s.v[i]))
			continue;
		for (LLVMUseRef u = LLVMGetFirstUse(s.v[i]); u && !err; u = LLVMGetNextUse(u)) {
			LLVMValueRef in = LLVMGetUser(u);
			if (LLVMIsACallInst(in) && LLVMGetCalledValue(in) == s.v[i])
				err = found_add(&s, LLVMGetBasicBlockParent(LLVMGetInstructionParent(in)));
		}
	}
	unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	for (size_t i = 0; i < s.n && !err; i++) {
		LLVMValueRef f = s.v[i];
		if (nvt_llvm_is_kernel(f) || calls_itself(f) ||
		    LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline) ||
		    LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, always))
			continue;
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
		(*marked)++;
	}
	free(s.v);
	return err;
}
