/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Translation of the NVVM IR 1.5 warp intrinsics (§13.6) into LLVM 22's.
 * LLVM 22 does not know the 1.5 names: it keeps them as calls to external
 * functions named llvm.nvvm.*, and ptxas rejects the result. libNVVM 13
 * still accepts them, so producers written against the spec emit them.
 *
 *   shfl.sync.i32(mask, mode, a, b, c) -> {i32,i1}
 *       mode 0..3 -> llvm.nvvm.shfl.sync.{idx,up,down,bfly}.i32p(mask, a, b, c), same result type
 *   vote.sync(mask, mode, pred) -> {i32,i1}
 *       0 ALL, 1 ANY, 2 EQ -> llvm.nvvm.vote.{all,any,uni}.sync(mask, pred): the i1 element
 *       3 BALLOT           -> llvm.nvvm.vote.ballot.sync(mask, pred): the i32 element
 *   texsurf.handle.p1(metadata @g, @g) -> llvm.nvvm.texsurf.handle.internal.p1(@g)
 *       (§12.2's form, which LLVM 22 cannot select)
 *   hmma.* -> not translated yet: an error naming llvm.nvvm.wmma.* as the replacement
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "verify/vinternal.h"

struct xl {
	LLVMModuleRef m;
	LLVMContextRef c;
	LLVMBuilderRef b;
	const char *file;
	struct nvt_diags *d;
	unsigned count;
	int err;
};

static LLVMValueRef intrinsic_decl(struct xl *x, const char *name, LLVMTypeRef *over, size_t nover,
				   LLVMTypeRef *fty)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
	LLVMValueRef f;

	if (!id)
		return NULL;
	f = LLVMGetIntrinsicDeclaration(x->m, id, over, nover);
	if (f && fty)
		*fty = LLVMGlobalGetValueType(f);
	return f;
}

static void fail(struct xl *x, LLVMValueRef fn, LLVMValueRef call, const char *fmt, const char *name)
{
	size_t n;
	const char *fname = vname(fn, &n);
	char *s = LLVMPrintValueToString(call);
	const char *p = s;
	while (p && *p == ' ')
		p++;
	nvt_diags__reportf(x->d, NVT_ERROR, "legacy-intrinsic", x->file, LLVMGetDebugLocLine(call), 0, fname,
			   "function '%.*s': cannot translate '%s': %s (in '%s')", (int)n, fname, name, fmt,
			   p ? p : "");
	LLVMDisposeMessage(s);
	x->err = -EINVAL;
}

static bool const_mode(LLVMValueRef v, unsigned long long *out)
{
	if (!LLVMIsAConstantInt(v))
		return false;
	*out = LLVMConstIntGetZExtValue(v);
	return true;
}

static bool xl_shfl(struct xl *x, LLVMValueRef fn, LLVMValueRef call, const char *name)
{
	static const char *const modes[] = { "idx", "up", "down", "bfly" };
	unsigned long long mode;
	char nn[64];
	LLVMTypeRef fty;

	if (LLVMGetNumArgOperands(call) != 5 || !const_mode(LLVMGetOperand(call, 1), &mode) || mode > 3) {
		fail(x, fn, call, "the mode (operand 2) must be a constant 0 (idx), 1 (up), 2 (down) or 3 (bfly)", name);
		return false;
	}
	snprintf(nn, sizeof(nn), "llvm.nvvm.shfl.sync.%s.i32p", modes[mode]);
	LLVMValueRef f = intrinsic_decl(x, nn, NULL, 0, &fty);
	if (!f) {
		fail(x, fn, call, "LLVM 22 lacks the replacement", name);
		return false;
	}
	LLVMValueRef args[4] = { LLVMGetOperand(call, 0), LLVMGetOperand(call, 2), LLVMGetOperand(call, 3),
				 LLVMGetOperand(call, 4) };
	LLVMPositionBuilderBefore(x->b, call);
	LLVMValueRef nc = LLVMBuildCall2(x->b, fty, f, args, 4, "");
	LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
	LLVMReplaceAllUsesWith(call, nc);
	return true;
}

static bool xl_vote(struct xl *x, LLVMValueRef fn, LLVMValueRef call, const char *name)
{
	static const char *const modes[] = { "all", "any", "uni", "ballot" };
	unsigned long long mode;
	char nn[64];
	LLVMTypeRef fty;

	if (LLVMGetNumArgOperands(call) != 3 || !const_mode(LLVMGetOperand(call, 1), &mode) || mode > 3) {
		fail(x, fn, call, "the mode (operand 2) must be a constant 0 (all), 1 (any), 2 (eq) or 3 (ballot)", name);
		return false;
	}
	snprintf(nn, sizeof(nn), "llvm.nvvm.vote.%s.sync", modes[mode]);
	LLVMValueRef f = intrinsic_decl(x, nn, NULL, 0, &fty);
	if (!f) {
		fail(x, fn, call, "LLVM 22 lacks the replacement", name);
		return false;
	}
	LLVMValueRef args[2] = { LLVMGetOperand(call, 0), LLVMGetOperand(call, 2) };
	LLVMPositionBuilderBefore(x->b, call);
	LLVMValueRef nc = LLVMBuildCall2(x->b, fty, f, args, 2, "");
	LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
	LLVMTypeRef st = LLVMTypeOf(call);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(x->c), i1 = LLVMInt1TypeInContext(x->c);
	LLVMValueRef agg = LLVMGetPoison(st), i32v, i1v;
	if (mode == 3) {
		i32v = nc;
		i1v = LLVMBuildICmp(x->b, LLVMIntNE, nc, LLVMConstInt(i32, 0, 0), "");
	} else {
		i1v = nc;
		i32v = LLVMBuildZExt(x->b, nc, i32, "");
	}
	(void)i1;
	agg = LLVMBuildInsertValue(x->b, agg, i32v, 0, "");
	agg = LLVMBuildInsertValue(x->b, agg, i1v, 1, "");
	LLVMReplaceAllUsesWith(call, agg);
	return true;
}

/* texsurf.handle(metadata @g, @g): the spec's form (§12.2), which LLVM 22
 * cannot select -> texsurf.handle.internal(@g), which it can. */
static bool xl_texsurf(struct xl *x, LLVMValueRef fn, LLVMValueRef call, const char *name)
{
	LLVMTypeRef fty;

	if (LLVMGetNumArgOperands(call) != 2) {
		fail(x, fn, call, "expected (metadata, pointer) operands", name);
		return false;
	}
	LLVMValueRef g = LLVMGetOperand(call, 1);
	LLVMTypeRef over[1] = { LLVMTypeOf(g) };
	LLVMValueRef f = intrinsic_decl(x, "llvm.nvvm.texsurf.handle.internal", over, 1, &fty);
	if (!f) {
		fail(x, fn, call, "LLVM 22 lacks the replacement", name);
		return false;
	}
	LLVMPositionBuilderBefore(x->b, call);
	LLVMValueRef nc = LLVMBuildCall2(x->b, fty, f, &g, 1, "");
	LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
	LLVMReplaceAllUsesWith(call, nc);
	return true;
}

NVT_API int nvt_verify__translate_legacy(struct nvt_module *mod, unsigned *count, struct nvt_diags *diags)
{
	struct xl x = { .m = mod->mod, .c = mod->ctx, .file = mod->name, .d = diags };
	LLVMValueRef next;

	if (count)
		*count = 0;
	x.b = LLVMCreateBuilderInContext(x.c);
	if (!x.b)
		return -ENOMEM;
	for (LLVMValueRef f = LLVMGetFirstFunction(x.m); f; f = next) {
		next = LLVMGetNextFunction(f);
		size_t n;
		const char *nm = vname(f, &n);
		bool shfl = !strcmp(nm, "llvm.nvvm.shfl.sync.i32");
		bool vote = !strcmp(nm, "llvm.nvvm.vote.sync");
		bool hmma = !strncmp(nm, "llvm.nvvm.hmma.", 15);
		bool tsh = !strncmp(nm, "llvm.nvvm.texsurf.handle.", 25) && !strstr(nm, ".internal");
		if (!shfl && !vote && !hmma && !tsh)
			continue;
		char *name = nvt_strndup(nm, n);
		LLVMUseRef u = LLVMGetFirstUse(f), un;
		for (; u; u = un) {
			un = LLVMGetNextUse(u);
			LLVMValueRef call = LLVMGetUser(u);
			if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != f)
				continue;
			LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
			bool ok;
			if (hmma) {
				fail(&x, fn, call,
				     "the hmma forms have no automatic translation yet: rewrite them to llvm.nvvm.wmma.*", name);
				ok = false;
			} else {
				ok = shfl   ? xl_shfl(&x, fn, call, name)
				     : vote ? xl_vote(&x, fn, call, name)
					    : xl_texsurf(&x, fn, call, name);
			}
			if (ok) {
				LLVMInstructionEraseFromParent(call);
				x.count++;
			}
		}
		if (!LLVMGetFirstUse(f))
			LLVMDeleteFunction(f);
		free(name);
	}
	LLVMDisposeBuilder(x.b);
	if (count)
		*count = x.count;
	return x.err;
}
