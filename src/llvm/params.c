/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Kernel pointer parameters are global (nvt_llvm_params_global): what
 * LLVM's NVPTX code generator knows of them, told to a module before it
 * reaches the code generator's IR passes. nvvm-opt does it after LLVM's
 * pipeline (doc/nvvm-opt.md, "Kernel parameters"); nvvm-llc on a module
 * that tests address spaces (doc/nvvm-llc.md).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "llvm/llvm.h"

/* Every operand `from` of every user but `except` becomes `to`. The users
 * are taken first: setting an operand moves its use to `to`'s list, and a
 * user holding `from` twice would lose its second use from under a walk.
 * Returns 0 or -ENOMEM. */
static int replace_uses(LLVMValueRef from, LLVMValueRef to, LLVMValueRef except)
{
	size_t n = 0, k = 0;
	LLVMValueRef *users;

	for (LLVMUseRef u = LLVMGetFirstUse(from); u; u = LLVMGetNextUse(u))
		n++;
	if (!(users = malloc(n * sizeof(*users))))
		return -ENOMEM;
	for (LLVMUseRef u = LLVMGetFirstUse(from); u; u = LLVMGetNextUse(u))
		users[k++] = LLVMGetUser(u);
	for (k = 0; k < n; k++) {
		if (users[k] == except)
			continue;
		int ops = LLVMGetNumOperands(users[k]);
		for (int i = 0; i < ops; i++)
			if (LLVMGetOperand(users[k], i) == from)
				LLVMSetOperand(users[k], i, to);
	}
	free(users);
	return 0;
}

/* Kernel pointer parameters point to global memory: a kernel is launched
 * with what the host (or a parent kernel) passes, and neither may pass a
 * shared or local address. LLVM's NVPTX code generator assumes it for every
 * kernel of the CUDA triple (its NVPTXLowerArgs casts each generic pointer
 * parameter to the global space and back), but only at code generation:
 * the optimization pipeline never learns it, and runs no address-space
 * inference. So isspacep.global on a parameter-derived pointer is folded
 * only in the code generator, whose IR passes first work on the dead
 * branch. libcu++'s memcpy_async tests __isGlobal() and keeps a fallback
 * copy loop under `#pragma unroll 64`: on libcxx.cu llc-22 spent half its
 * instructions in ScalarEvolution on the 64 dead copies (doc/nvvm-opt.md,
 * "Kernel parameters"). So the same cast pair is made here and
 * address-space inference folds the test; simplifycfg and dce delete what
 * it guarded. nvvm-opt does it after LLVM's pipeline, not before:
 * InstCombine folds the pair away, and the test is in a callee until the
 * inliner has run. Byval parameters are the parameter space's, not
 * pointers the caller passed. Returns the parameters cast, or -ENOMEM. */
static int cast_params(LLVMModuleRef m)
{
	const char *triple = LLVMGetTarget(m);
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	LLVMTypeRef gptr = LLVMPointerTypeInContext(ctx, 1);
	LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
	unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
	unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
	LLVMBuilderRef b = NULL;
	int n = 0;

	/* Only CUDA's driver interface: make_tm's triple, the CUDA one when
	 * the module names no NVPTX triple. */
	if (triple && !strncmp(triple, "nvptx", 5) && !strstr(triple, "-cuda"))
		return 0;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); n >= 0 && f; f = LLVMGetNextFunction(f)) {
		/* optnone: LLVM's pipeline leaves the function as it is, so do
		 * we (and its -O0 shape keeps what src/codegen/debug_ir.c
		 * reads: a parameter's only store is the argument itself). */
		if (LLVMIsDeclaration(f) || !nvt_llvm_is_kernel(f) ||
		    LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone))
			continue;
		unsigned np = LLVMCountParams(f);
		for (unsigned i = 0; i < np; i++) {
			LLVMValueRef p = LLVMGetParam(f, i);
			if (LLVMTypeOf(p) != ptr || !LLVMGetFirstUse(p) ||
			    LLVMGetEnumAttributeAtIndex(f, i + 1, byval))
				continue;
			if (!b && !(b = LLVMCreateBuilderInContext(ctx)))
				return -ENOMEM;
			LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f)));
			LLVMValueRef g = LLVMBuildAddrSpaceCast(b, p, gptr, "");
			LLVMValueRef c = LLVMBuildAddrSpaceCast(b, g, ptr, "");
			/* Every use of p but g's becomes one of c. Debug records
			 * are not uses and keep describing the parameter. */
			if (replace_uses(p, c, g)) {
				n = -ENOMEM;
				break;
			}
			n++;
		}
	}
	if (b)
		LLVMDisposeBuilder(b);
	return n;
}


int nvt_llvm_params_global(LLVMModuleRef m, LLVMTargetMachineRef tm, LLVMErrorRef *err)
{
	int n = cast_params(m);
	LLVMPassBuilderOptionsRef po;

	*err = NULL;
	if (n <= 0)
		return n;
	if (!(po = LLVMCreatePassBuilderOptions()))
		return -ENOMEM;
	LLVMPassBuilderOptionsSetVerifyEach(po, 0);
	*err = LLVMRunPasses(m, NVT_PARAMS_GLOBAL_PIPELINE, tm, po);
	LLVMDisposePassBuilderOptions(po);
	return n;
}

bool nvt_llvm_has_space_tests(LLVMModuleRef m)
{
	/* Every llvm.nvvm.isspacep.* (global, shared, shared.cluster, local,
	 * const, and any LLVM adds): one walk over the functions. */
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t n = 0;
		const char *name;
		if (!LLVMIsDeclaration(f) || !LLVMGetFirstUse(f))
			continue;
		name = LLVMGetValueName2(f, &n);
		if (n > 19 && !memcmp(name, "llvm.nvvm.isspacep.", 19))
			return true;
	}
	return false;
}
