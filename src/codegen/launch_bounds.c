/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Register limits of launch-bounded kernels hold for what they call
 * (doc/abi.md, "Launch bounds and called functions").
 *
 * A kernel with launch bounds (nvvm.maxntid, nvvm.reqntid, nvvm.minctasm,
 * nvvm.maxnreg: clang's __launch_bounds__, or the !nvvm.annotations that
 * LLVM 22's reader upgrades into those attributes) gets a register limit
 * from ptxas. ptxas applies that limit to the internal (.func without
 * .visible) functions the kernel calls, compiling each under the lowest
 * limit of its callers; an externally visible function (.visible or .weak)
 * may be called from other modules, so ptxas compiles it on its own, and a
 * kernel that calls one needing more registers than its limit is refused:
 * "Entry function 'k' with max regcount of 64 calls function 'f' with
 * regcount of 108". clang leaves device functions visible (nvcc makes them
 * internal in whole-program mode, and in -rdc mode calls an internal copy
 * `f$N` from the kernel), so every clang program with a launch-bounded
 * kernel that calls a heavy __noinline__ function fails in ptxas.
 *
 * The answer here, nvcc's -rdc answer carried through the whole call
 * graph: every function a launch-bounded kernel reaches by direct calls
 * (through any number of functions, recursion included) gets an internal
 * copy `NAME$lb`; in the bounded kernels and in the copies, direct calls
 * go to the copies. Everything else is left as it was: the visible
 * functions keep their bodies, names, linkage and addresses for other
 * modules, function pointers and kernels without bounds, and an internal
 * original nothing calls any more is removed. The copies are internal and
 * reachable only from bounded kernels (not from an indirect call: ptxas
 * does not apply a kernel's limit to what an indirect call may reach), so
 * ptxas compiles them under the lowest limit of their kernels, with
 * spills where needed, as nvcc's. Only functions whose body is this one
 * for sure are copied: internal, private, external, linkonce_odr, weak_odr
 * and available_externally. The copies carry no debug info (the C API
 * cannot give them a DISubprogram of their own): -g describes the
 * originals.
 *
 * What cannot be fixed from the PTX, reported as notes (rule
 * "launch-bounds-call") by the arch-independent checks, once: an indirect
 * call (ptxas checks every possible target, compiled on its own: nvcc's
 * PTX fails the same way), and a callee another module may replace (weak,
 * linkonce). A callee only declared here is defined in
 * another module and checked when nvlink links the program.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "codegen/cg.h"


struct lb {
	LLVMModuleRef m;
	const char *file;
	struct nvt_diags *d; /* NULL: rewrite silently */
	LLVMValueRef *fns;   /* every function, sorted by address, for lookup */
	size_t n_fns;
	unsigned char *state; /* per fns[] entry: 0 unseen, 1 walked */
	LLVMValueRef *work;
	size_t n_work, cap_work;
	LLVMValueRef *wrap; /* functions to copy, in the order found */
	size_t n_wrap, cap_wrap;
	/* old -> new values while copying one function (open addressing) */
	LLVMValueRef *mk, *mv;
	size_t mcap;
};

static size_t hash_ptr(const void *p, size_t cap)
{
	uintptr_t x = (uintptr_t)p;

	x ^= x >> 17;
	x *= (uintptr_t)0x9E3779B97F4A7C15ull;
	return (size_t)(x >> 7) & (cap - 1);
}

static void map_put(struct lb *L, LLVMValueRef k, LLVMValueRef v)
{
	size_t i = hash_ptr(k, L->mcap);

	while (L->mk[i] && L->mk[i] != k)
		i = (i + 1) & (L->mcap - 1);
	L->mk[i] = k;
	L->mv[i] = v;
}

static LLVMValueRef map_get(const struct lb *L, LLVMValueRef k)
{
	size_t i = hash_ptr(k, L->mcap);

	while (L->mk[i]) {
		if (L->mk[i] == k)
			return L->mv[i];
		i = (i + 1) & (L->mcap - 1);
	}
	return NULL;
}

static int cmp_ptr(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(LLVMValueRef const *)a, y = (uintptr_t)*(LLVMValueRef const *)b;

	return x < y ? -1 : x > y;
}

static long fn_index(const struct lb *L, LLVMValueRef f)
{
	LLVMValueRef *p = L->n_fns ? bsearch(&f, L->fns, L->n_fns, sizeof(*L->fns), cmp_ptr) : NULL;

	return p ? (long)(p - L->fns) : -1;
}

static const char *name_of(LLVMValueRef f)
{
	size_t len = 0;
	const char *s = LLVMGetValueName2(f, &len);

	return s && len ? s : "<unnamed>";
}

static bool bounded(LLVMValueRef f)
{
	static const char *const attrs[] = { "nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm",
					     "nvvm.maxnreg" };

	if (LLVMIsDeclaration(f) || !nvt_llvm_is_kernel(f))
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(attrs); i++)
		if (LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, attrs[i],
						  (unsigned)strlen(attrs[i])))
			return true;
	return false;
}

/* Linkages whose body is the one every caller gets. */
static bool splittable(LLVMValueRef f)
{
	switch (LLVMGetLinkage(f)) {
	case LLVMExternalLinkage:
	case LLVMLinkOnceODRLinkage:
	case LLVMWeakODRLinkage:
	case LLVMAvailableExternallyLinkage:
		return true;
	default:
		return false;
	}
}

static bool local(LLVMValueRef f)
{
	LLVMLinkage l = LLVMGetLinkage(f);

	return l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
}

static int push(LLVMValueRef **v, size_t *n, size_t *cap, LLVMValueRef x)
{
	if (nvt_grow(*v, *cap, *n + 1))
		return -ENOMEM;
	(*v)[(*n)++] = x;
	return 0;
}

/* Walk what `kernel` reaches by direct calls. */
static int walk(struct lb *L, LLVMValueRef kernel)
{
	int err = 0;

	L->n_work = 0;
	if ((err = push(&L->work, &L->n_work, &L->cap_work, kernel)))
		return err;
	while (L->n_work && !err) {
		LLVMValueRef f = L->work[--L->n_work];
		bool noted = false;

		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !err;
		     bb = LLVMGetNextBasicBlock(bb)) {
			for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !err;
			     in = LLVMGetNextInstruction(in)) {
				LLVMValueRef callee;
				long k;

				if (!LLVMIsACallInst(in) && !LLVMIsAInvokeInst(in))
					continue;
				callee = LLVMGetCalledValue(in);
				if (LLVMIsAInlineAsm(callee))
					continue;
				if (!LLVMIsAFunction(callee)) {
					if (L->d && !noted) {
						noted = true;
						nvt_note(L->d, "launch-bounds-call", L->file, name_of(f),
							 "kernel '%s' has launch bounds, and function '%s' "
							 "it reaches makes an indirect call: ptxas refuses "
							 "it if a possible callee needs more registers than "
							 "the kernel's limit (nvcc's PTX has the same limit)",
							 name_of(kernel), name_of(f));
					}
					continue;
				}
				if (LLVMGetIntrinsicID(callee) || LLVMIsDeclaration(callee) ||
				    nvt_llvm_is_kernel(callee))
					continue;
				k = fn_index(L, callee);
				if (k < 0 || L->state[k])
					continue;
				L->state[k] = 1;
				if (local(callee) || splittable(callee)) {
					err = push(&L->wrap, &L->n_wrap, &L->cap_wrap, callee);
					if (!err)
						err = push(&L->work, &L->n_work, &L->cap_work, callee);
				} else if (L->d) {
					nvt_note(L->d, "launch-bounds-call", L->file, name_of(callee),
						 "kernel '%s' has launch bounds and calls '%s', which "
						 "another module may replace (weak linkage): it keeps its "
						 "own register count, and ptxas refuses the kernel if "
						 "that is more than the kernel's limit",
						 name_of(kernel), name_of(callee));
				}
			}
		}
	}
	return err;
}

static void copy_attrs(LLVMValueRef from, LLVMValueRef to, LLVMValueRef call, unsigned n_params)
{
	for (long i = -1; i <= (long)n_params; i++) {
		LLVMAttributeIndex idx = i < 0 ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex
					       : (LLVMAttributeIndex)i;
		unsigned n = LLVMGetAttributeCountAtIndex(from, idx);
		LLVMAttributeRef *a;

		if (!n || !(a = calloc(n, sizeof(*a))))
			continue;
		LLVMGetAttributesAtIndex(from, idx, a);
		for (unsigned k = 0; k < n; k++) {
			if (to)
				LLVMAddAttributeAtIndex(to, idx, a[k]);
			if (call && i >= 0)
				LLVMAddCallSiteAttribute(call, idx, a[k]);
		}
		free(a);
	}
}

/* An internal copy of `f` named NAME$lb, with f's attributes and calling
 * convention: every instruction cloned, operands mapped to the copy's
 * arguments, blocks and instructions; phis rebuilt (the C API cannot
 * retarget an incoming block). */
static LLVMValueRef copy_function(struct lb *L, LLVMValueRef f, LLVMBuilderRef b)
{
	LLVMContextRef ctx = LLVMGetModuleContext(L->m);
	LLVMTypeRef fty = LLVMGlobalGetValueType(f);
	unsigned n = LLVMCountParams(f);
	size_t count = n + 1, len = 0;
	const char *nm = LLVMGetValueName2(f, &len);
	char *orig = nvt_strndup(nm, len), *name = orig ? nvt_asprintf("%s$lb", orig) : NULL;
	LLVMValueRef g;

	free(orig);
	if (!name)
		return NULL;
	g = LLVMAddFunction(L->m, name, fty);
	free(name);
	LLVMSetFunctionCallConv(g, LLVMGetFunctionCallConv(f));
	LLVMSetLinkage(g, LLVMInternalLinkage);
	if (LLVMGetAlignment(f))
		LLVMSetAlignment(g, LLVMGetAlignment(f));
	copy_attrs(f, g, NULL, n);

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
			count += 2;
	for (L->mcap = 16; L->mcap < 2 * count; L->mcap *= 2)
		;
	free(L->mk);
	free(L->mv);
	L->mk = calloc(L->mcap, sizeof(*L->mk));
	L->mv = calloc(L->mcap, sizeof(*L->mv));
	if (!L->mk || !L->mv) {
		LLVMDeleteFunction(g);
		return NULL;
	}
	for (unsigned i = 0; i < n; i++)
		map_put(L, LLVMGetParam(f, i), LLVMGetParam(g, i));
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
		map_put(L, LLVMBasicBlockAsValue(bb),
			LLVMBasicBlockAsValue(LLVMAppendBasicBlockInContext(ctx, g, "")));
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		LLVMPositionBuilderAtEnd(b, LLVMValueAsBasicBlock(map_get(L, LLVMBasicBlockAsValue(bb))));
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
			LLVMValueRef c;

			if (LLVMIsAPHINode(in)) {
				c = LLVMBuildPhi(b, LLVMTypeOf(in), "");
			} else {
				c = LLVMInstructionClone(in);
				LLVMInsertIntoBuilder(b, c);
			}
			/* the locations' scope is f's DISubprogram, which a
			 * second function may not share */
			LLVMInstructionSetDebugLoc(c, NULL);
			map_put(L, in, c);
		}
	}
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
			LLVMValueRef c = map_get(L, in);

			if (LLVMIsAPHINode(in)) {
				for (unsigned k = 0; k < LLVMCountIncoming(in); k++) {
					LLVMValueRef v = LLVMGetIncomingValue(in, k), mv = map_get(L, v);
					LLVMBasicBlockRef ib = LLVMValueAsBasicBlock(
						map_get(L, LLVMBasicBlockAsValue(LLVMGetIncomingBlock(in, k))));

					if (!mv)
						mv = v;
					LLVMAddIncoming(c, &mv, &ib, 1);
				}
				continue;
			}
			for (int k = 0; k < LLVMGetNumOperands(c); k++) {
				LLVMValueRef op = LLVMGetOperand(c, (unsigned)k), mv;

				if (op && (mv = map_get(L, op)))
					LLVMSetOperand(c, (unsigned)k, mv);
			}
		}
	}
	return g;
}

/* Whether anything but f's own body uses f. */
static bool used_outside(LLVMValueRef f)
{
	for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (!LLVMIsAInstruction(user) ||
		    LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)) != f)
			return true;
	}
	return false;
}

/* Direct calls in `f` to a function that has a copy go to the copy (the
 * map holds original -> copy). */
static void retarget_calls(const struct lb *L, LLVMValueRef f)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
			LLVMValueRef callee, copy;

			if (!LLVMIsACallInst(in) && !LLVMIsAInvokeInst(in))
				continue;
			callee = LLVMGetCalledValue(in);
			if (LLVMIsAFunction(callee) && (copy = map_get(L, callee)))
				LLVMSetOperand(in, (unsigned)LLVMGetNumOperands(in) - 1, copy);
		}
	}
}

int nvt_cg_launch_bounds(LLVMModuleRef m, bool rewrite, const char *file, struct nvt_diags *d)
{
	struct lb L = { .m = m, .file = file, .d = rewrite ? NULL : d };
	LLVMBuilderRef b = NULL;
	LLVMValueRef *copies = NULL;
	size_t n = 0;
	int err = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		n++;
	L.fns = n ? calloc(n, sizeof(*L.fns)) : NULL;
	L.state = n ? calloc(n, 1) : NULL;
	if (n && (!L.fns || !L.state)) {
		err = -ENOMEM;
		goto out;
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		L.fns[L.n_fns++] = f;
	if (L.n_fns > 1) /* qsort of a NULL array is undefined, even empty */
		qsort(L.fns, L.n_fns, sizeof(*L.fns), cmp_ptr);

	/* Kernels in module order, each walk sharing what earlier ones saw:
	 * the same module gives the same list in the same order. */
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f))
		if (bounded(f))
			err = walk(&L, f);
	if (err || !rewrite || !L.n_wrap)
		goto out;
	if (!(b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m)))) {
		err = -ENOMEM;
		goto out;
	}
	copies = calloc(L.n_wrap, sizeof(*copies));
	for (size_t i = 0; copies && i < L.n_wrap; i++)
		if (!(copies[i] = copy_function(&L, L.wrap[i], b)))
			break;
	LLVMDisposeBuilder(b);
	if (!copies || (L.n_wrap && !copies[L.n_wrap - 1])) {
		err = -ENOMEM;
		goto out;
	}
	for (L.mcap = 16; L.mcap < 2 * L.n_wrap; L.mcap *= 2)
		;
	free(L.mk);
	free(L.mv);
	L.mk = calloc(L.mcap, sizeof(*L.mk));
	L.mv = calloc(L.mcap, sizeof(*L.mv));
	if (!L.mk || !L.mv) {
		free(copies);
		err = -ENOMEM;
		goto out;
	}
	for (size_t i = 0; i < L.n_wrap; i++)
		map_put(&L, L.wrap[i], copies[i]);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		if (bounded(f))
			retarget_calls(&L, f);
	for (size_t i = 0; i < L.n_wrap; i++)
		retarget_calls(&L, copies[i]);
	/* An internal original only the bounded kernels called is gone (and
	 * then what only it called: until nothing changes). */
	for (bool again = true; again;) {
		again = false;
		for (size_t i = 0; i < L.n_wrap; i++) {
			if (!L.wrap[i] || !local(L.wrap[i]) || used_outside(L.wrap[i]))
				continue;
			LLVMDeleteFunction(L.wrap[i]);
			L.wrap[i] = NULL;
			again = true;
		}
	}
	free(copies);
out:
	free(L.fns);
	free(L.state);
	free(L.work);
	free(L.wrap);
	free(L.mk);
	free(L.mv);
	return err;
}
