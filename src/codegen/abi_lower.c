/* SPDX-License-Identifier: Apache-2.0 */
/*
 * IR rewrites the NVVM ABI needs before LLVM 22 generates PTX for one arch
 * (see cg.h and doc/abi.md).
 *
 * 1. available_externally functions become weak_odr. The NVVM IR spec §15.1
 *    maps available_externally to .weak with the body; LLVM 22 drops such
 *    functions entirely (no body, no prototype) and ptxas then fails on the
 *    call. weak_odr is the linkage LLVM emits as `.weak .func` with its body,
 *    and its "one definition" promise matches available_externally's.
 *
 * 2. atomicrmw follows the PTX ABI chapter 4. LLVM 22 lowers fences, atomic
 *    loads/stores and cmpxchg with the right ordering and scope, but every
 *    atomicrmw it lowers to a single `atom` comes out as a relaxed atom with
 *    the implicit .gpu scope, whatever the ordering and syncscope: a
 *    seq_cst system-scope atomicAdd loses both its ordering and its scope.
 *    For the operations LLVM lowers to one `atom`, we emit the ABI's
 *    recommended mapping ourselves, as an inline-asm `atom` instruction:
 *        monotonic  atom.relaxed.S        acquire  atom.acquire.S
 *        release    atom.release.S        acq_rel  atom.acq_rel.S
 *        seq_cst    fence.sc.S; atom.acquire.S   (the fence as an IR fence)
 *    with S = .sys (default scope), .gpu ("device"), .cta ("block"),
 *    .cluster ("cluster", sm_90+). Operations LLVM expands into a cmpxchg
 *    loop (8/16-bit arithmetic, nand, fsub, fmin/fmax, ...) are left alone:
 *    the expansion keeps the ordering and scope on the cmpxchg, which LLVM
 *    lowers correctly. 8/16-bit and/or/xor, which LLVM widens to a 32-bit
 *    atom, are widened here the same way and then emitted as above.
 *    Before sm_70 PTX has no .sem on atom: the ordering becomes fences
 *    around a relaxed `atom.S` (sm_60+), and before sm_60 there are no
 *    scopes at all (fences around LLVM's own atom).
 *
 * 3. Integer parameters and return values narrower than 32 bits without
 *    zeroext/signext get zeroext, the NVVM IR spec's default (3.2.1).
 *
 * 4. Sync scopes PTX has no form for are errors here, not LLVM aborts:
 *    "singlethread" on any atomic instruction or fence (clang makes
 *    std::atomic_signal_fence a singlethread fence; llc-22 aborts on it),
 *    "cluster" before sm_90, any other name.
 *
 * 5. CUDA's atomic functions are not C++ atomics. clang-22 compiles
 *    atomicAdd/atomicMax/atomicCAS/... to `atomicrmw`/`cmpxchg ... seq_cst`
 *    without a syncscope (its builtins carry no ordering), and it drops
 *    the scope of every scoped builtin (__scoped_atomic_*, __hip_atomic_*)
 *    for NVPTX: no clang module has a syncscope. nvcc writes one relaxed
 *    `atom` at the implicit .gpu scope for the same source, and libNVVM
 *    reads NVVM IR the same way (spec 1.5 §3.26: no memory model). Taken
 *    at their letter, chapter 4 would put a fence.sc.sys before every
 *    atomicAdd of every histogram. So, by default (NVT_ATOMICS_AUTO), an
 *    atomicrmw or cmpxchg that is seq_cst (both orderings), at the default
 *    scope, strong and not volatile -- the shape of a CUDA atomic function
 *    -- becomes `monotonic syncscope("device")` and LLVM's own lowering
 *    writes nvcc's `atom[.space].op`. Whatever else (an explicit
 *    syncscope, a weaker or mixed ordering, weak, volatile, atomic loads,
 *    stores and fences) keeps the chapter 4 mapping. The C++ memory model
 *    of CUDA (cuda::atomic_ref, cuda::std::atomic) reaches us as inline
 *    PTX from libcu++ and is not ours to map. NVT_ATOMICS_CUDA makes every
 *    default-scope atomicrmw/cmpxchg a CUDA atomic whatever its ordering
 *    (libNVVM's reading); NVT_ATOMICS_MEMORY_MODEL keeps chapter 4 for all.
 *    The legacy NVVM atomic intrinsics of the spec §13.1
 *    (llvm.nvvm.atomic.load.add.f32/f64, .inc.32, .dec.32) reach us
 *    upgraded by LLVM's IR reader to `atomicrmw ... seq_cst` at the
 *    default scope, so they are CUDA atomics too, which is what they mean.
 *
 * 6. A byval argument is written at the call site as `.param .align A` with
 *    A from the call's own attributes, while the callee declares its
 *    parameter with the callee's `align`: when the two differ (clang writes
 *    `align` on both; hand-written and merged IR often only on the callee)
 *    ptxas fails ("Alignment of argument does not match formal
 *    parameter"). The callee's alignment is what its code may assume, so
 *    a direct call takes it: the call gets the callee's explicit `align`,
 *    or none when the callee has none (both sides then compute the same).
 *
 * 7. A kernel's pointer parameter with `align 4294967296` (LLVM's largest)
 *    is written as `.ptr .align 4294967296`, past what ptxas reads
 *    ("Constant overflow"). The attribute is a promise about the pointee:
 *    a smaller one, 2^31 (ptxas' largest), is still true, so it is lowered.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "codegen/abi.h"
#include "codegen/cg.h"

enum scope { SC_SYSTEM, SC_DEVICE, SC_BLOCK, SC_CLUSTER, SC_SINGLETHREAD, SC_UNKNOWN };

struct lower {
	LLVMModuleRef m;
	LLVMContextRef ctx;
	LLVMTargetDataRef td;
	LLVMBuilderRef b;
	const struct nvt_arch *arch;
	const char *file;
	struct nvt_diags *d;
	unsigned ssid[5]; /* ids of the names we know, indexed by enum scope */
	enum nvt_atomics atomics;
	unsigned errors;
};

static enum scope scope_of(struct lower *L, LLVMValueRef in)
{
	unsigned id = LLVMGetAtomicSyncScopeID(in);

	for (unsigned i = 0; i < ARRAY_SIZE(L->ssid); i++)
		if (L->ssid[i] == id)
			return (enum scope)i;
	return SC_UNKNOWN;
}

/* The C API has no syncscope id -> name lookup: read it back from the
 * printed instruction. */
static char *scope_name(LLVMValueRef in)
{
	char *txt = LLVMPrintValueToString(in);
	char *p = txt ? strstr(txt, "syncscope(\"") : NULL, *q, *out;

	if (!p) {
		LLVMDisposeMessage(txt);
		return nvt_strdup("?");
	}
	p += 11;
	q = strchr(p, '"');
	out = nvt_strndup(p, q ? (size_t)(q - p) : strlen(p));
	LLVMDisposeMessage(txt);
	return out;
}

static const char *inst_kind(LLVMValueRef in)
{
	switch (LLVMGetInstructionOpcode(in)) {
	case LLVMFence: return "fence";
	case LLVMLoad: return "atomic load";
	case LLVMStore: return "atomic store";
	case LLVMAtomicCmpXchg: return "cmpxchg";
	case LLVMAtomicRMW: return "atomicrmw";
	default: return "atomic instruction";
	}
}

/* Reports a scope PTX cannot express; returns false when it did. */
static bool check_scope(struct lower *L, LLVMValueRef f, LLVMValueRef in, enum scope sc)
{
	const char *fname = nvt_cg_value_name(f);

	if (sc == SC_SINGLETHREAD) {
		nvt_error(L->d, "atomic-scope", L->file, fname,
			  "%s with syncscope(\"singlethread\") in function '%s': PTX has no "
			  "single-thread scope (the narrowest is .cta, syncscope(\"block\"))",
			  inst_kind(in), fname);
	} else if (sc == SC_CLUSTER && L->arch->sm < 90) {
		nvt_error(L->d, "atomic-scope", L->file, fname,
			  "%s with syncscope(\"cluster\") in function '%s': the .cluster scope "
			  "needs sm_90 or later, not %s",
			  inst_kind(in), fname, L->arch->name);
	} else if (sc == SC_UNKNOWN) {
		char *n = scope_name(in);

		nvt_error(L->d, "atomic-scope", L->file, fname,
			  "%s with syncscope(\"%s\") in function '%s': PTX knows only the "
			  "scopes \"block\", \"cluster\", \"device\" and the default system scope",
			  inst_kind(in), n ? n : "?", fname);
		free(n);
	} else {
		return true;
	}
	L->errors++;
	return false;
}

/* --- atomicrmw -------------------------------------------------------------- */

/* How an operation/type pair becomes one PTX atom, or NULL when LLVM
 * expands it into a cmpxchg loop (then we keep it). */
struct atom_form {
	const char *op;   /* "add.u32" */
	char constraint;  /* value register class */
	bool negate;      /* sub: add the negated value */
	bool widen;       /* 8/16-bit and/or/xor: done on the containing word */
};

static bool atom_form_of(const struct lower *L, LLVMAtomicRMWBinOp op, LLVMTypeRef t,
			 struct atom_form *af)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	unsigned bits = k == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
	bool i32 = bits == 32, i64 = bits == 64;
	unsigned sm = L->arch->sm;

	memset(af, 0, sizeof(*af));
	af->constraint = i64 ? 'l' : 'r';
	switch (op) {
	case LLVMAtomicRMWBinOpAdd:
	case LLVMAtomicRMWBinOpSub:
		if (!i32 && !i64)
			return false;
		af->op = i32 ? "add.u32" : "add.u64";
		af->negate = op == LLVMAtomicRMWBinOpSub;
		return true;
	case LLVMAtomicRMWBinOpAnd:
	case LLVMAtomicRMWBinOpOr:
	case LLVMAtomicRMWBinOpXor: {
		static const char *const n32[] = { "and.b32", "or.b32", "xor.b32" };
		static const char *const n64[] = { "and.b64", "or.b64", "xor.b64" };
		int i = op == LLVMAtomicRMWBinOpAnd ? 0 : op == LLVMAtomicRMWBinOpOr ? 1 : 2;

		if (bits == 8 || bits == 16) {
			af->widen = true;
			af->op = n32[i];
			af->constraint = 'r';
			return true;
		}
		if (!i32 && !i64)
			return false;
		af->op = i32 ? n32[i] : n64[i];
		return true;
	}
	case LLVMAtomicRMWBinOpXchg:
		if (i32 || i64) {
			af->op = i32 ? "exch.b32" : "exch.b64";
			return true;
		}
		if (k == LLVMFloatTypeKind) {
			af->op = "exch.b32";
			af->constraint = 'f';
			return true;
		}
		if (k == LLVMDoubleTypeKind) {
			af->op = "exch.b64";
			af->constraint = 'd';
			return true;
		}
		if (k == LLVMPointerTypeKind && LLVMSizeOfTypeInBits(L->td, t) == 64) {
			af->op = "exch.b64";
			af->constraint = 'l';
			return true;
		}
		return false;
	case LLVMAtomicRMWBinOpMax:
	case LLVMAtomicRMWBinOpMin:
	case LLVMAtomicRMWBinOpUMax:
	case LLVMAtomicRMWBinOpUMin: {
		bool mx = op == LLVMAtomicRMWBinOpMax || op == LLVMAtomicRMWBinOpUMax;
		bool u = op == LLVMAtomicRMWBinOpUMax || op == LLVMAtomicRMWBinOpUMin;

		if (!i32 && !i64)
			return false;
		af->op = mx ? (u ? (i32 ? "max.u32" : "max.u64") : (i32 ? "max.s32" : "max.s64"))
			    : (u ? (i32 ? "min.u32" : "min.u64") : (i32 ? "min.s32" : "min.s64"));
		return true;
	}
	case LLVMAtomicRMWBinOpUIncWrap:
	case LLVMAtomicRMWBinOpUDecWrap:
		if (!i32)
			return false;
		af->op = op == LLVMAtomicRMWBinOpUIncWrap ? "inc.u32" : "dec.u32";
		return true;
	case LLVMAtomicRMWBinOpFAdd:
		switch (k) {
		case LLVMFloatTypeKind:
			af->op = "add.f32";
			af->constraint = 'f';
			return true;
		case LLVMDoubleTypeKind:
			if (sm < 60)
				return false;
			af->op = "add.f64";
			af->constraint = 'd';
			return true;
		case LLVMHalfTypeKind:
			/* needs PTX 6.3: the lowest version of every arch from
			 * sm_75 on; sm_70/72 are left to LLVM */
			if (sm < 75)
				return false;
			af->op = "add.noftz.f16";
			af->constraint = 'h';
			return true;
		case LLVMBFloatTypeKind:
			if (sm < 90)
				return false;
			af->op = "add.noftz.bf16";
			af->constraint = 'h';
			return true;
		default:
			return false;
		}
	default:
		return false; /* nand, fsub, fmin/fmax, usub_*: cmpxchg loops */
	}
}

static const char *space_suffix(unsigned as, unsigned sm)
{
	switch (as) {
	case 0: return "";
	case 1: return ".global";
	case 3: return ".shared";
	case 7: return sm >= 90 ? ".shared::cluster" : NULL;
	default: return NULL;
	}
}

static const char *scope_suffix(enum scope sc)
{
	switch (sc) {
	case SC_SYSTEM: return ".sys";
	case SC_DEVICE: return ".gpu";
	case SC_BLOCK: return ".cta";
	case SC_CLUSTER: return ".cluster";
	default: return "";
	}
}

static void build_fence(struct lower *L, LLVMAtomicOrdering o, LLVMValueRef like)
{
	LLVMBuildFenceSyncScope(L->b, o, LLVMGetAtomicSyncScopeID(like), "");
}

/* One inline-asm atom: T asm(ptr, T). */
static LLVMValueRef build_atom(struct lower *L, const char *text, char vc, LLVMValueRef ptr,
			       LLVMValueRef val)
{
	LLVMTypeRef pt = LLVMTypeOf(ptr), vt = LLVMTypeOf(val);
	LLVMTypeRef params[2] = { pt, vt };
	LLVMTypeRef fty = LLVMFunctionType(vt, params, 2, false);
	unsigned as = LLVMGetPointerAddressSpace(pt);
	char pc = LLVMPointerSizeForAS(L->td, as) == 4 ? 'r' : 'l';
	char cons[32];
	LLVMValueRef fn, args[2] = { ptr, val };

	snprintf(cons, sizeof(cons), "=%c,%c,%c,~{memory}", vc, pc, vc);
	fn = LLVMGetInlineAsm(fty, text, strlen(text), cons, strlen(cons), true, false,
			      LLVMInlineAsmDialectATT, false);
	return LLVMBuildCall2(L->b, fty, fn, args, 2, "");
}

static void lower_rmw(struct lower *L, LLVMValueRef rmw, enum scope sc)
{
	LLVMAtomicOrdering o = LLVMGetOrdering(rmw);
	LLVMValueRef ptr = LLVMGetOperand(rmw, 0), val = LLVMGetOperand(rmw, 1);
	LLVMTypeRef vt = LLVMTypeOf(val);
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
	unsigned sm = L->arch->sm;
	const char *space = space_suffix(as, sm);
	bool has_sem = sm >= 70, has_scope = sm >= 60;
	const char *sem = NULL;
	struct atom_form af;
	LLVMValueRef res, shift = NULL;
	LLVMTypeRef i32 = LLVMInt32TypeInContext(L->ctx);
	char text[128];

	if (!atom_form_of(L, LLVMGetAtomicRMWBinOp(rmw), vt, &af) || !space)
		return; /* LLVM's own expansion (cmpxchg loop) is correct */

	LLVMPositionBuilderBefore(L->b, rmw);
	LLVMSetCurrentDebugLocation2(L->b, LLVMInstructionGetDebugLoc(rmw));

	if (!has_scope) {
		/* sm < 60: no scopes, no .sem. Keep LLVM's atom, relaxed, and
		 * order it with fences. */
		if (o == LLVMAtomicOrderingSequentiallyConsistent)
			build_fence(L, LLVMAtomicOrderingSequentiallyConsistent, rmw);
		else if (o == LLVMAtomicOrderingRelease || o == LLVMAtomicOrderingAcquireRelease)
			build_fence(L, LLVMAtomicOrderingRelease, rmw);
		LLVMSetOrdering(rmw, LLVMAtomicOrderingMonotonic);
		if (o == LLVMAtomicOrderingAcquire || o == LLVMAtomicOrderingAcquireRelease ||
		    o == LLVMAtomicOrderingSequentiallyConsistent) {
			LLVMValueRef next = LLVMGetNextInstruction(rmw);

			LLVMPositionBuilderBefore(L->b, next);
			build_fence(L, LLVMAtomicOrderingAcquire, rmw);
		}
		return;
	}

	switch (o) {
	case LLVMAtomicOrderingMonotonic: sem = ".relaxed"; break;
	case LLVMAtomicOrderingAcquire: sem = ".acquire"; break;
	case LLVMAtomicOrderingRelease: sem = ".release"; break;
	case LLVMAtomicOrderingAcquireRelease: sem = ".acq_rel"; break;
	default: sem = ".acquire"; break; /* seq_cst: after fence.sc */
	}
	if (o == LLVMAtomicOrderingSequentiallyConsistent)
		build_fence(L, LLVMAtomicOrderingSequentiallyConsistent, rmw);
	else if (!has_sem &&
		 (o == LLVMAtomicOrderingRelease || o == LLVMAtomicOrderingAcquireRelease))
		build_fence(L, LLVMAtomicOrderingRelease, rmw);

	snprintf(text, sizeof(text), "atom%s%s%s.%s $0, [$1], $2;", has_sem ? sem : "",
		 scope_suffix(sc), space, af.op);

	if (af.negate)
		val = LLVMBuildNeg(L->b, val, "");
	if (af.widen) {
		/* The word that holds the 8/16-bit value, and its position. */
		LLVMTypeRef ity = LLVMIntPtrTypeForASInContext(L->ctx, L->td, as);
		unsigned bits = LLVMGetIntTypeWidth(vt);
		LLVMValueRef pi = LLVMBuildPtrToInt(L->b, ptr, ity, "");
		LLVMValueRef word = LLVMBuildIntToPtr(
			L->b, LLVMBuildAnd(L->b, pi, LLVMConstInt(ity, ~(unsigned long long)3, false), ""),
			LLVMTypeOf(ptr), "");
		LLVMValueRef off = LLVMBuildTrunc(
			L->b, LLVMBuildAnd(L->b, pi, LLVMConstInt(ity, 3, false), ""), i32, "");
		LLVMValueRef v32;

		shift = LLVMBuildShl(L->b, off, LLVMConstInt(i32, 3, false), "");
		v32 = LLVMBuildShl(L->b, LLVMBuildZExt(L->b, val, i32, ""), shift, "");
		if (LLVMGetAtomicRMWBinOp(rmw) == LLVMAtomicRMWBinOpAnd) {
			/* keep the other bytes: and with all ones outside the value */
			LLVMValueRef mask = LLVMBuildShl(
				L->b, LLVMConstInt(i32, (1ull << bits) - 1, false), shift, "");
			v32 = LLVMBuildOr(L->b, v32, LLVMBuildNot(L->b, mask, ""), "");
		}
		ptr = word;
		val = v32;
	}
	res = build_atom(L, text, af.constraint, ptr, val);
	if (af.widen)
		res = LLVMBuildTrunc(L->b, LLVMBuildLShr(L->b, res, shift, ""), vt, "");
	if (!has_sem && (o == LLVMAtomicOrderingAcquire || o == LLVMAtomicOrderingAcquireRelease ||
			 o == LLVMAtomicOrderingSequentiallyConsistent))
		build_fence(L, LLVMAtomicOrderingAcquire, rmw);

	LLVMReplaceAllUsesWith(rmw, res);
	LLVMInstructionEraseFromParent(rmw);
}

/* --- narrow integer parameters -------------------------------------------------
 * NVVM IR spec 3.2.1: an integer argument or return value narrower than 32
 * bits should carry zeroext or signext, and "zeroext will be assumed if not
 * set"; the PTX ABI (2.3 note A) passes it widened to 32 bits, extended.
 * LLVM 22 treats a narrow value without either attribute as any-extended
 * (the upper bits of the .b32 are garbage), so a callee built by another
 * NVVM compiler would read a wrong value. Supplying the spec's default
 * makes both sides extend with zeros. Kernels (.entry) are left alone:
 * their parameters keep their own size (.u8, .u16). */

static bool narrow_int(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) < 32;
}

static bool has_ext(LLVMValueRef fc, bool call, unsigned idx, unsigned zext, unsigned sext)
{
	if (call)
		return LLVMGetCallSiteEnumAttribute(fc, idx, zext) ||
		       LLVMGetCallSiteEnumAttribute(fc, idx, sext);
	return LLVMGetEnumAttributeAtIndex(fc, idx, zext) || LLVMGetEnumAttributeAtIndex(fc, idx, sext);
}

static void default_zeroext(struct lower *L, LLVMValueRef fc, bool call, LLVMTypeRef fty)
{
	unsigned zext = LLVMGetEnumAttributeKindForName("zeroext", 7);
	unsigned sext = LLVMGetEnumAttributeKindForName("signext", 7);
	LLVMAttributeRef za = LLVMCreateEnumAttribute(L->ctx, zext, 0);
	unsigned n = LLVMCountParamTypes(fty);
	LLVMTypeRef *pt = n ? calloc(n, sizeof(*pt)) : NULL;

	if (n && !pt)
		return;
	if (n)
		LLVMGetParamTypes(fty, pt);
	for (unsigned i = 0; i <= n; i++) {
		LLVMTypeRef t = i == 0 ? LLVMGetReturnType(fty) : pt[i - 1];

		if (!narrow_int(t) || has_ext(fc, call, i, zext, sext))
			continue;
		if (call)
			LLVMAddCallSiteAttribute(fc, i, za);
		else
			LLVMAddAttributeAtIndex(fc, i, za);
	}
	free(pt);
}

static void narrow_params(struct lower *L, LLVMValueRef f)
{
	if (LLVMGetIntrinsicID(f))
		return;
	if (!nvt_llvm_is_kernel(f))
		default_zeroext(L, f, false, LLVMGlobalGetValueType(f));
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
		     in = LLVMGetNextInstruction(in)) {
			LLVMValueRef callee;

			if (!LLVMIsACallInst(in) && !LLVMIsAInvokeInst(in))
				continue;
			callee = LLVMGetCalledValue(in);
			if (LLVMIsAInlineAsm(callee) ||
			    (LLVMIsAFunction(callee) && (LLVMGetIntrinsicID(callee) ||
							 nvt_llvm_is_kernel(callee))))
				continue;
			default_zeroext(L, in, true, LLVMGetCalledFunctionType(in));
		}
	}
}

/* --- byval alignment at call sites (6. above) ------------------------------- */

static void match_byval_align(struct lower *L, LLVMValueRef f)
{
	unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
	unsigned alignk = LLVMGetEnumAttributeKindForName("align", 5);

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
			LLVMValueRef callee;
			unsigned n;

			if (!LLVMIsACallInst(in))
				continue;
			callee = LLVMGetCalledValue(in);
			if (!LLVMIsAFunction(callee) || LLVMGetIntrinsicID(callee) ||
			    LLVMGlobalGetValueType(callee) != LLVMGetCalledFunctionType(in))
				continue;
			n = LLVMCountParams(callee);
			for (unsigned i = 1; i <= n; i++) {
				LLVMAttributeRef fa, ca;
				uint64_t want, have;

				if (!LLVMGetEnumAttributeAtIndex(callee, i, byval) ||
				    !LLVMGetCallSiteEnumAttribute(in, i, byval))
					continue;
				fa = LLVMGetEnumAttributeAtIndex(callee, i, alignk);
				ca = LLVMGetCallSiteEnumAttribute(in, i, alignk);
				want = fa ? LLVMGetEnumAttributeValue(fa) : 0;
				have = ca ? LLVMGetEnumAttributeValue(ca) : 0;
				if (want == have)
					continue;
				if (ca)
					LLVMRemoveCallSiteEnumAttribute(in, i, alignk);
				if (fa)
					LLVMAddCallSiteAttribute(in, i, LLVMCreateEnumAttribute(L->ctx, alignk, want));
			}
		}
	}
}

/* --- kernel pointer parameter alignment (7. above) ---------------------------- */

#define PTX_MAX_ALIGN 2147483648ull

static void clamp_param_align(struct lower *L, LLVMValueRef f)
{
	unsigned alignk = LLVMGetEnumAttributeKindForName("align", 5);
	unsigned n = LLVMCountParams(f);

	if (!nvt_llvm_is_kernel(f))
		return;
	for (unsigned i = 1; i <= n; i++) {
		LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(f, i, alignk);

		/* byval alignments are the copy's own: over 128 is an error
		 * before this (byval-align) */
		if (!a || LLVMGetEnumAttributeValue(a) <= PTX_MAX_ALIGN ||
		    LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(f, i - 1))) != LLVMPointerTypeKind ||
		    LLVMGetEnumAttributeAtIndex(f, i, LLVMGetEnumAttributeKindForName("byval", 5)))
			continue;
		LLVMRemoveEnumAttributeAtIndex(f, i, alignk);
		LLVMAddAttributeAtIndex(f, i, LLVMCreateEnumAttribute(L->ctx, alignk, PTX_MAX_ALIGN));
	}
}

/* Before sm_70, llc-22 refuses (fatal error) atomic loads, stores and
 * cmpxchg with any ordering stronger than monotonic: PTX has no .sem there.
 * The ABI's fence mappings express them with a relaxed access between
 * fences: release side before, acquire side after. */
static void fence_ordered(struct lower *L, LLVMValueRef in)
{
	LLVMOpcode opc = LLVMGetInstructionOpcode(in);
	LLVMAtomicOrdering o = opc == LLVMAtomicCmpXchg ? LLVMGetCmpXchgSuccessOrdering(in)
							: LLVMGetOrdering(in);
	bool sc = o == LLVMAtomicOrderingSequentiallyConsistent;
	bool rel = sc || o == LLVMAtomicOrderingRelease || o == LLVMAtomicOrderingAcquireRelease;
	bool acq = (sc && opc != LLVMStore) || o == LLVMAtomicOrderingAcquire ||
		   o == LLVMAtomicOrderingAcquireRelease;

	if (opc == LLVMFence || o == LLVMAtomicOrderingMonotonic ||
	    o == LLVMAtomicOrderingUnordered || o == LLVMAtomicOrderingNotAtomic)
		return;
	LLVMPositionBuilderBefore(L->b, in);
	LLVMSetCurrentDebugLocation2(L->b, LLVMInstructionGetDebugLoc(in));
	if (rel)
		build_fence(L, sc ? LLVMAtomicOrderingSequentiallyConsistent
				  : LLVMAtomicOrderingRelease, in);
	if (opc == LLVMAtomicCmpXchg) {
		LLVMSetCmpXchgSuccessOrdering(in, LLVMAtomicOrderingMonotonic);
		LLVMSetCmpXchgFailureOrdering(in, LLVMAtomicOrderingMonotonic);
	} else {
		LLVMSetOrdering(in, LLVMAtomicOrderingMonotonic);
	}
	if (acq) {
		LLVMPositionBuilderBefore(L->b, LLVMGetNextInstruction(in));
		build_fence(L, LLVMAtomicOrderingAcquire, in);
	}
}

/* --- CUDA atomic functions (5. above) ------------------------------------------ */

static bool cuda_atomic(const struct lower *L, LLVMValueRef in, enum scope sc)
{
	LLVMOpcode opc = LLVMGetInstructionOpcode(in);
	const LLVMAtomicOrdering sc_ord = LLVMAtomicOrderingSequentiallyConsistent;

	if ((opc != LLVMAtomicRMW && opc != LLVMAtomicCmpXchg) || sc != SC_SYSTEM ||
	    L->atomics == NVT_ATOMICS_MEMORY_MODEL)
		return false;
	if (L->atomics == NVT_ATOMICS_CUDA)
		return true;
	if (LLVMGetVolatile(in))
		return false;
	if (opc == LLVMAtomicRMW)
		return LLVMGetOrdering(in) == sc_ord;
	return !LLVMGetWeak(in) && LLVMGetCmpXchgSuccessOrdering(in) == sc_ord &&
	       LLVMGetCmpXchgFailureOrdering(in) == sc_ord;
}

/* One relaxed atom at .gpu scope: LLVM 22 writes a monotonic atomicrmw as
 * `atom[.space].op` (no .sem/.scope: relaxed, .gpu) and a monotonic
 * device-scope cmpxchg as `atom.relaxed.gpu[.space].cas`; what it expands
 * into a cmpxchg loop gets that cmpxchg. */
static void lower_cuda_atomic(struct lower *L, LLVMValueRef in)
{
	LLVMSetAtomicSyncScopeID(in, L->ssid[SC_DEVICE]);
	if (LLVMGetInstructionOpcode(in) == LLVMAtomicCmpXchg) {
		LLVMSetCmpXchgSuccessOrdering(in, LLVMAtomicOrderingMonotonic);
		LLVMSetCmpXchgFailureOrdering(in, LLVMAtomicOrderingMonotonic);
	} else {
		LLVMSetOrdering(in, LLVMAtomicOrderingMonotonic);
	}
}

/* --- driver ------------------------------------------------------------------ */

static bool is_atomic(LLVMValueRef in)
{
	switch (LLVMGetInstructionOpcode(in)) {
	case LLVMFence:
	case LLVMAtomicCmpXchg:
	case LLVMAtomicRMW:
		return true;
	case LLVMLoad:
	case LLVMStore:
		return LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic;
	default:
		return false;
	}
}

static int lower_function(struct lower *L, LLVMValueRef f)
{
	LLVMValueRef *rmw = NULL;
	size_t n = 0, cap = 0;

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
		     in = LLVMGetNextInstruction(in)) {
			if (!is_atomic(in))
				continue;
			/* Issue 2 / NVVM ABI: scopes PTX cannot express are errors,
			 * also for fence syncscope("singlethread") (what clang makes
			 * of std::atomic_signal_fence), which llc-22 aborts on. */
			enum scope sc = scope_of(L, in);

			if (!check_scope(L, f, in, sc)) {
				continue;
			} else if (!cuda_atomic(L, in, sc) &&
				   LLVMGetInstructionOpcode(in) != LLVMAtomicRMW &&
				   (L->arch->sm >= 70 || LLVMGetInstructionOpcode(in) == LLVMFence)) {
				continue;
			}
			if (nvt_grow(rmw, cap, n + 1)) {
				free(rmw);
				return -ENOMEM;
			}
			rmw[n++] = in;
		}
	}
	/* rewrite only a module that is going to codegen */
	if (!L->errors)
		for (size_t i = 0; i < n; i++) {
			LLVMOpcode opc = LLVMGetInstructionOpcode(rmw[i]);

			if (cuda_atomic(L, rmw[i], scope_of(L, rmw[i])))
				lower_cuda_atomic(L, rmw[i]);
			else if (opc == LLVMAtomicRMW)
				lower_rmw(L, rmw[i], scope_of(L, rmw[i]));
			else
				fence_ordered(L, rmw[i]);
		}
	free(rmw);
	return 0;
}

int nvt_cg_lower_abi(LLVMModuleRef m, const struct nvt_arch *arch, enum nvt_atomics atomics,
		     const char *file, struct nvt_diags *d)
{
	static const char *const names[] = { "", "device", "block", "cluster", "singlethread" };
	struct lower L = { .m = m, .ctx = LLVMGetModuleContext(m), .arch = arch, .file = file,
			   .d = d, .atomics = atomics };
	int err = 0;

	if (!arch)
		return -EINVAL;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		if (LLVMGetLinkage(f) == LLVMAvailableExternallyLinkage && !LLVMIsDeclaration(f))
			LLVMSetLinkage(f, LLVMWeakODRLinkage);
	/* a module that did not go through nvvm-link: same answer for operator
	 * new/delete as the linker's (src/llvm/cxxalloc.c) */
	nvt_cxx_alloc_provide(m, NULL);

	for (unsigned i = 0; i < ARRAY_SIZE(names); i++)
		L.ssid[i] = LLVMGetSyncScopeID(L.ctx, names[i], strlen(names[i]));
	L.td = LLVMGetModuleDataLayout(m);
	L.b = LLVMCreateBuilderInContext(L.ctx);
	if (!L.b)
		return -ENOMEM;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f))
		err = lower_function(&L, f);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err && !L.errors;
	     f = LLVMGetNextFunction(f))
		narrow_params(&L, f);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err && !L.errors;
	     f = LLVMGetNextFunction(f)) {
		match_byval_align(&L, f);
		clamp_param_align(&L, f);
	}
	LLVMDisposeBuilder(L.b);
	if (err)
		return err;
	return L.errors ? -EINVAL : 0;
}
