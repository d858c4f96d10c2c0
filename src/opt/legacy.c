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
 *   hmma.mMnNkK.ld.{a,b,c}, st.c, mma (rowcol, satf constants)
 *       -> llvm.nvvm.wmma.mMnNkK.{load.a,load.b,load.c,store.d}.{row,col}.stride.TYPE.pAS and
 *          llvm.nvvm.wmma.mMnNkK.mma.{row,col}.{row,col}.D.C[.satfinite]; the spec's i32
 *          elements (two f16 each) become LLVM's <2 x half> with bitcasts
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include <nvvmtools/opt.h>

#include "opt/legacy.h"
#include "core/internal.h"

/* A value's name, "" when it has none. */
static const char *vname(LLVMValueRef val, size_t *len)
{
	size_t n = 0;
	const char *s = LLVMGetValueName2(val, &n);

	if (len)
		*len = s ? n : 0;
	return s ? s : "";
}

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

/* A value of the 1.5 fragment type (i32 elements holding two f16 each, or
 * float) from a value of LLVM's (<2 x half> or float), element by element. */
static LLVMValueRef convert_agg(struct xl *x, LLVMValueRef from, LLVMTypeRef to)
{
	unsigned n = LLVMCountStructElementTypes(to);
	LLVMValueRef agg = LLVMGetPoison(to);

	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef e = LLVMBuildExtractValue(x->b, from, i, "");
		LLVMTypeRef et = LLVMStructGetTypeAtIndex(to, i);
		if (LLVMTypeOf(e) != et)
			e = LLVMBuildBitCast(x->b, e, et, "");
		agg = LLVMBuildInsertValue(x->b, agg, e, i, "");
	}
	return agg;
}

static LLVMValueRef convert_scalar(struct xl *x, LLVMValueRef v, LLVMTypeRef to)
{
	return LLVMTypeOf(v) == to ? v : LLVMBuildBitCast(x->b, v, to, "");
}

/* hmma.mMnNkK.{ld.a, ld.b, ld.c.f16, ld.c.f32, st.c.f16, st.c.f32, mma.D.C}
 * -> wmma.mMnNkK.{load.a, load.b, load.c, store.d}.LAYOUT.stride.TYPE.pAS
 *    / wmma.mMnNkK.mma.ALAYOUT.BLAYOUT.D.C[.satfinite]. */
static bool xl_hmma(struct xl *x, LLVMValueRef fn, LLVMValueRef call, const char *name)
{
	char shape[16], op[16], t1[8] = "", t2[8] = "";
	const char *rest = name + strlen("llvm.nvvm.hmma.");
	unsigned long long rc, satf = 0;
	char nn[128];
	LLVMTypeRef fty;
	LLVMTypeRef h2 = LLVMVectorType(LLVMHalfTypeInContext(x->c), 2);
	LLVMTypeRef f32 = LLVMFloatTypeInContext(x->c);

	if (sscanf(rest, "%15[^.].%15[^.].%7[^.].%7[^.]", shape, op, t1, t2) < 2 ||
	    (strcmp(shape, "m16n16k16") && strcmp(shape, "m32n8k16") && strcmp(shape, "m8n32k16"))) {
		fail(x, fn, call, "unknown hmma form", name);
		return false;
	}
	unsigned nargs = LLVMGetNumArgOperands(call);
	LLVMPositionBuilderBefore(x->b, call);
	if (!strcmp(op, "ld") || !strcmp(op, "st")) {
		/* (ptr, ldm, rowcol[, elements]) */
		if (nargs < 3 || !const_mode(LLVMGetOperand(call, 2), &rc) || rc > 1) {
			fail(x, fn, call, "rowcol (operand 3) must be a constant 0 (row) or 1 (col)", name);
			return false;
		}
		const char *frag = t1; /* a, b, c */
		const char *ty = !strcmp(frag, "c") ? t2 : "f16";
		bool st = !strcmp(op, "st");
		if ((strcmp(frag, "a") && strcmp(frag, "b") && strcmp(frag, "c")) || (st && strcmp(frag, "c")) ||
		    (strcmp(ty, "f16") && strcmp(ty, "f32"))) {
			fail(x, fn, call, "unknown hmma fragment", name);
			return false;
		}
		snprintf(nn, sizeof(nn), "llvm.nvvm.wmma.%s.%s.%s.%s.stride.%s", shape, st ? "store" : "load",
			 st ? "d" : frag, rc ? "col" : "row", ty);
		LLVMValueRef ptr = LLVMGetOperand(call, 0);
		LLVMTypeRef over[1] = { LLVMTypeOf(ptr) };
		LLVMValueRef f = intrinsic_decl(x, nn, over, 1, &fty);
		if (!f) {
			fail(x, fn, call, "LLVM 22 lacks the replacement", name);
			return false;
		}
		if (!st) {
			LLVMValueRef args[2] = { ptr, LLVMGetOperand(call, 1) };
			LLVMValueRef nc = LLVMBuildCall2(x->b, fty, f, args, 2, "");
			LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
			LLVMReplaceAllUsesWith(call, convert_agg(x, nc, LLVMTypeOf(call)));
			return true;
		}
		/* store: (ptr, elements..., ldm) */
		unsigned np = LLVMCountParamTypes(fty);
		LLVMTypeRef *pt = calloc(np, sizeof(*pt));
		LLVMValueRef *args = calloc(np, sizeof(*args));
		if (!pt || !args || np != nargs - 3 + 2) {
			free(pt);
			free(args);
			fail(x, fn, call, "unexpected number of fragment elements", name);
			return false;
		}
		LLVMGetParamTypes(fty, pt);
		args[0] = ptr;
		for (unsigned i = 3; i < nargs; i++)
			args[i - 2] = convert_scalar(x, LLVMGetOperand(call, i), pt[i - 2]);
		args[np - 1] = LLVMGetOperand(call, 1);
		LLVMValueRef nc = LLVMBuildCall2(x->b, fty, f, args, np, "");
		LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
		free(pt);
		free(args);
		return true;
	}
	if (!strcmp(op, "mma")) {
		/* (rowcol, satf, a0..a7, b0..b7, c...) ; name mma.DTYPE.CTYPE */
		static const char *const lay[4][2] = { { "row", "row" }, { "row", "col" }, { "col", "row" }, { "col", "col" } };
		if (nargs < 18 || !const_mode(LLVMGetOperand(call, 0), &rc) || rc > 3 ||
		    !const_mode(LLVMGetOperand(call, 1), &satf) || satf > 1) {
			fail(x, fn, call, "rowcol (0..3) and satf (0, 1) must be constants", name);
			return false;
		}
		snprintf(nn, sizeof(nn), "llvm.nvvm.wmma.%s.mma.%s.%s.%s.%s%s", shape, lay[rc][0], lay[rc][1], t1, t2,
			 satf ? ".satfinite" : "");
		LLVMValueRef f = intrinsic_decl(x, nn, NULL, 0, &fty);
		unsigned np = f ? LLVMCountParamTypes(fty) : 0;
		if (!f || np != nargs - 2) {
			fail(x, fn, call, f ? "unexpected number of fragment elements" : "LLVM 22 lacks the replacement",
			     name);
			return false;
		}
		LLVMTypeRef *pt = calloc(np, sizeof(*pt));
		LLVMValueRef *args = calloc(np, sizeof(*args));
		if (!pt || !args) {
			free(pt);
			free(args);
			x->err = -ENOMEM;
			return false;
		}
		LLVMGetParamTypes(fty, pt);
		for (unsigned i = 0; i < np; i++)
			args[i] = convert_scalar(x, LLVMGetOperand(call, i + 2), pt[i]);
		LLVMValueRef nc = LLVMBuildCall2(x->b, fty, f, args, np, "");
		LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
		LLVMReplaceAllUsesWith(call, convert_agg(x, nc, LLVMTypeOf(call)));
		free(pt);
		free(args);
		(void)h2;
		(void)f32;
		return true;
	}
	fail(x, fn, call, "unknown hmma operation", name);
	return false;
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

/* Which §13.6 spelling the function named `nm` is. */
enum legacy_form { LF_NONE, LF_SHFL, LF_VOTE, LF_HMMA, LF_TEXSURF };

static enum legacy_form legacy_form(const char *nm)
{
	if (strncmp(nm, "llvm.nvvm.", 10))
		return LF_NONE;
	if (!strcmp(nm, "llvm.nvvm.shfl.sync.i32"))
		return LF_SHFL;
	if (!strcmp(nm, "llvm.nvvm.vote.sync"))
		return LF_VOTE;
	if (!strncmp(nm, "llvm.nvvm.hmma.", 15))
		return LF_HMMA;
	if (!strncmp(nm, "llvm.nvvm.texsurf.handle.", 25) && !strstr(nm, ".internal"))
		return LF_TEXSURF;
	return LF_NONE;
}

bool nvt_legacy_llvm_module_has(LLVMModuleRef m)
{
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		if (legacy_form(vname(f, NULL)) != LF_NONE)
			return true;
	return false;
}

NVT_API int nvt_translate_legacy(struct nvt_module *mod, unsigned *count, struct nvt_diags *diags)
{
	unsigned n = 0;
	int err;

	if (!mod)
		return -EINVAL;
	err = nvt_translate_legacy_llvm_module(mod->mod, &n, mod->name, diags);
	if (err || n)
		nvt_module_changed(mod);
	if (count)
		*count = n;
	return err;
}

int nvt_translate_legacy_llvm_module(LLVMModuleRef m, unsigned *count, const char *file,
				     struct nvt_diags *diags)
{
	struct xl x = { .m = m, .c = LLVMGetModuleContext(m), .file = file ? file : "<module>", .d = diags };
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
		enum legacy_form form = legacy_form(nm);
		bool shfl = form == LF_SHFL, vote = form == LF_VOTE, hmma = form == LF_HMMA;
		if (form == LF_NONE)
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
				ok = xl_hmma(&x, fn, call, name);
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
