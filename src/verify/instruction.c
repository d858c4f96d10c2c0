/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The instruction layer: instructions with no GPU meaning, allocas,
 * atomics (orderings, sync scopes, types per SM, address spaces), address
 * space casts, loads and stores PTX cannot express, unsupported types and
 * constants, inline asm constraints, and the metadata NVVM IR gives a
 * meaning (!pragma, !callalign). Calls to llvm.* functions go on to the
 * intrinsic layer (intrinsic.c).
 */
#include <stdio.h>
#include <stdlib.h>

#include "verify/vinternal.h"

static const char *opcode_name(LLVMOpcode op)
{
	switch (op) {
	case LLVMIndirectBr: return "indirectbr";
	case LLVMInvoke: return "invoke";
	case LLVMResume: return "resume";
	case LLVMLandingPad: return "landingpad";
	case LLVMCallBr: return "callbr";
	case LLVMCatchSwitch: return "catchswitch";
	case LLVMCatchRet: return "catchret";
	case LLVMCleanupRet: return "cleanupret";
	case LLVMCatchPad: return "catchpad";
	case LLVMCleanupPad: return "cleanuppad";
	default: return NULL;
	}
}

static unsigned ptr_as(LLVMValueRef p)
{
	LLVMTypeRef t = LLVMTypeOf(p);

	return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(t) : 0;
}

/* Address spaces an addrspacecast may name: the spec's in the nvvm
 * dialect; LLVM 22 also lowers casts to shared::cluster (7) and param (101). */
static bool cast_as_known(const struct vctx *v, unsigned as)
{
	if (as == AS_GENERIC || as == AS_GLOBAL || as == AS_SHARED || as == AS_CONST || as == AS_LOCAL)
		return true;
	return v->dialect == NVT_DIALECT_LLVM && (as == AS_SHARED_CLUSTER || as == AS_PARAM);
}

static void check_cast(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, unsigned from, unsigned to)
{
	/* constant-pointer-parameter (module.c) pairs the first with a
	 * kernel's constant-space pointer parameter. */
	if (from == AS_CONST && to == AS_GENERIC && !v->cast_inst) {
		v->cast_fn = fn;
		v->cast_inst = inst;
	}
	if (!cast_as_known(v, from) || !cast_as_known(v, to)) {
		unsigned bad = !cast_as_known(v, from) ? from : to;
		verr(v, R_ADDRSPACECAST, fn, inst, "addrspacecast %s address space %u (%s), which is not supported",
		     bad == from ? "from" : "to", bad, vas_name(bad));
		return;
	}
	if (from == to || from == AS_GENERIC || to == AS_GENERIC)
		return;
	/* LLVM 22 lowers shared -> shared::cluster (mapa-free, same CTA). */
	if (v->dialect == NVT_DIALECT_LLVM && from == AS_SHARED && to == AS_SHARED_CLUSTER)
		return;
	verr(v, R_ADDRSPACECAST, fn, inst,
	     "addrspacecast from %s (%u) to %s (%u): a cast between two non-generic address spaces is not "
	     "supported; go through generic (0)", vas_name(from), from, vas_name(to), to);
}

/* Constants inside operands: blockaddress, and constant-expression
 * addrspacecasts (they are emitted like the instruction). */
static void scan_constant(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef c, int depth)
{
	if (!c || depth > 4)
		return;
	if (LLVMIsABlockAddress(c)) {
		verr(v, R_BLOCKADDRESS, fn, inst, "blockaddress is not supported: PTX has no indirect branches");
		return;
	}
	if (!LLVMIsAConstantExpr(c))
		return;
	if (LLVMGetConstOpcode(c) == LLVMAddrSpaceCast)
		check_cast(v, fn, inst, ptr_as(LLVMGetOperand(c, 0)), ptr_as(c));
	int n = LLVMGetNumOperands(c);
	for (int i = 0; i < n; i++)
		scan_constant(v, fn, inst, LLVMGetOperand(c, (unsigned)i), depth + 1);
}

static void check_scope(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, const char *what)
{
	unsigned id = LLVMGetAtomicSyncScopeID(inst);

	if (id == v->ss_singlethread) {
		verr(v, R_SYNCSCOPE, fn, inst,
		     "%s with syncscope(\"singlethread\"): PTX has no single-thread scope (use block)", what);
	} else if (id == v->ss_cluster) {
		if (varch_below(v, 90))
			verr(v, R_SYNCSCOPE, fn, inst, "%s with syncscope(\"cluster\") needs sm_90 or newer, not %s", what,
			     v->arch->name);
	} else if (id != v->ss_system && id != v->ss_block && id != v->ss_device) {
		verr(v, R_SYNCSCOPE, fn, inst,
		     "%s has a sync scope PTX cannot express: the scopes are system (default), \"device\", "
		     "\"block\" and \"cluster\"", what);
	}
}

static void check_atomic_space(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef ptr,
			       const char *what)
{
	unsigned as = ptr_as(ptr);

	if (as == AS_GENERIC || as == AS_GLOBAL || as == AS_SHARED)
		return;
	/* LLVM 22 selects cmpxchg and atomic loads/stores on shared::cluster;
	 * atomicrmw there ends in "Cannot select". */
	if (v->dialect == NVT_DIALECT_LLVM && as == AS_SHARED_CLUSTER && strcmp(what, "atomicrmw"))
		return;
	verr(v, R_ATOMIC_ADDRESS_SPACE, fn, inst,
	     "%s on a pointer in address space %u (%s): atomics work only on generic, global or shared memory",
	     what, as, vas_name(as));
}

static const char *type_text(LLVMTypeRef t, char *buf, size_t size)
{
	char *s = LLVMPrintTypeToString(t);
	snprintf(buf, size, "%s", s);
	LLVMDisposeMessage(s);
	return buf;
}

/* An atomic load, store or cmpxchg aligned below its size: LLVM 22 would
 * make it a C library call (__atomic_load_4 ...) that NVPTX does not have
 * and fails ("unsupported atomic load"). atomicrmw is compiled either way. */
static void check_atomic_align(struct vctx *v, enum vrule rule, LLVMValueRef fn, LLVMValueRef inst, LLVMTypeRef t,
			       const char *what)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(v->m);
	unsigned align = LLVMGetAlignment(inst);
	unsigned long long size;

	if (!td || !LLVMTypeIsSized(t) || LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		return;
	size = LLVMStoreSizeOfType(td, t);
	if (align && size > 1 && align < size)
		verr(v, rule, fn, inst,
		     "%s of %llu bytes aligned to %u: atomics need their natural alignment (LLVM would call a C "
		     "library function NVPTX does not have)", what, size, align);
}

static void check_cmpxchg(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst)
{
	LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(inst, 2));
	char tb[64];

	check_atomic_space(v, fn, inst, LLVMGetOperand(inst, 0), "cmpxchg");
	vcheck_write_origin(v, fn, inst, LLVMGetOperand(inst, 0), "cmpxchg");
	check_scope(v, fn, inst, "cmpxchg");
	check_atomic_align(v, R_CMPXCHG, fn, inst, t, "cmpxchg");
	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		return;
	unsigned w = LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
	if (w == 32 || w == 64)
		return;
	if (w == 128) {
		if (varch_below(v, 90))
			verr(v, R_CMPXCHG, fn, inst, "cmpxchg on i128 needs sm_90 or newer, not %s", v->arch->name);
		return;
	}
	/* LLVM 22 widens i8/i16 cmpxchg into a 32-bit loop; libNVVM rejects it. */
	if ((w == 8 || w == 16) && v->dialect == NVT_DIALECT_LLVM)
		return;
	verr(v, R_CMPXCHG, fn, inst, "cmpxchg on %s is not supported: only i32 and i64 (i128 on sm_90+)%s",
	     type_text(t, tb, sizeof(tb)), v->dialect == NVT_DIALECT_LLVM ? ", i8 and i16" : "");
}

static const char *rmw_name(LLVMAtomicRMWBinOp op)
{
	static const char *const names[] = {
		"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd",
		"fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum",
	};
	return (unsigned)op < ARRAY_SIZE(names) ? names[op] : "unknown";
}

/* atomicrmw. llvm dialect: LLVM 22 expands what PTX lacks into cmpxchg
 * loops, so every operation and width up to 64 bits compiles; i128 needs
 * a 128-bit cmpxchg (sm_90). nvvm dialect: the spec's list (§8.6.6) plus
 * what LLVM makes of §13.1's intrinsics (fadd, uinc_wrap, udec_wrap). */
static void check_atomicrmw(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst)
{
	LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(inst);
	LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(inst, 1));
	LLVMTypeKind k = LLVMGetTypeKind(t);
	unsigned w = k == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
	char tb[64];

	check_atomic_space(v, fn, inst, LLVMGetOperand(inst, 0), "atomicrmw");
	vcheck_write_origin(v, fn, inst, LLVMGetOperand(inst, 0), "atomicrmw");
	check_scope(v, fn, inst, "atomicrmw");
	if (w == 128 && varch_below(v, 90))
		verr(v, R_ATOMICRMW, fn, inst, "atomicrmw %s on i128 needs sm_90 or newer (128-bit cmpxchg), not %s",
		     rmw_name(op), v->arch->name);
	if (v->dialect == NVT_DIALECT_LLVM)
		return;
	switch (op) {
	case LLVMAtomicRMWBinOpXchg:
	case LLVMAtomicRMWBinOpAdd:
	case LLVMAtomicRMWBinOpSub:
	case LLVMAtomicRMWBinOpAnd:
	case LLVMAtomicRMWBinOpOr:
	case LLVMAtomicRMWBinOpXor:
	case LLVMAtomicRMWBinOpMax:
	case LLVMAtomicRMWBinOpMin:
	case LLVMAtomicRMWBinOpUMax:
	case LLVMAtomicRMWBinOpUMin:
		if (w != 32 && w != 64 && !(op == LLVMAtomicRMWBinOpXchg && (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMPointerTypeKind)))
			verr(v, R_ATOMICRMW, fn, inst, "atomicrmw %s on %s is not supported: only i32 and i64",
			     rmw_name(op), type_text(t, tb, sizeof(tb)));
		break;
	case LLVMAtomicRMWBinOpUIncWrap:
	case LLVMAtomicRMWBinOpUDecWrap:
		if (w != 32)
			verr(v, R_ATOMICRMW, fn, inst,
			     "atomicrmw %s on %s is not supported: only i32 (atom.inc/atom.dec.u32)", rmw_name(op),
			     type_text(t, tb, sizeof(tb)));
		break;
	case LLVMAtomicRMWBinOpFAdd:
		if (k == LLVMFloatTypeKind)
			break;
		if (k == LLVMDoubleTypeKind) {
			if (varch_below(v, 60))
				verr(v, R_ATOMICRMW, fn, inst, "atomicrmw fadd on double needs sm_60 or newer, not %s",
				     v->arch->name);
			break;
		}
		verr(v, R_ATOMICRMW, fn, inst, "atomicrmw fadd on %s is not supported: only float and double",
		     type_text(t, tb, sizeof(tb)));
		break;
	default:
		verr(v, R_ATOMICRMW, fn, inst, "atomicrmw %s is not supported in NVVM IR", rmw_name(op));
		break;
	}
}

/* "=r,r,~{memory}": each alternative's letters must be a PTX register
 * class or an immediate. */
static void check_inline_asm(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef ia)
{
	size_t len = 0;
	const char *s = LLVMGetInlineAsmConstraintString(ia, &len);
	const char *ok = v->dialect == NVT_DIALECT_NVVM ? "chrlfdnmi" : "bchrlqfdnmiNXsE";

	if (LLVMGetInlineAsmDialect(ia) == LLVMInlineAsmDialectIntel)
		verr(v, R_INLINE_ASM, fn, inst, "inline asm in the Intel dialect is not supported");
	for (size_t i = 0; i < len;) {
		size_t j = i;
		while (j < len && s[j] != ',')
			j++;
		size_t k = i;
		while (k < j && strchr("=+&*%!^", s[k]))
			k++;
		if (k < j && s[k] == '~') {
			i = j + 1;
			continue; /* clobber */
		}
		for (; k < j; k++) {
			char c = s[k];
			if ((c >= '0' && c <= '9') || c == '|')
				continue;
			if (c == '{' || !strchr(ok, c)) {
				verr(v, R_INLINE_ASM, fn, inst,
				     "inline asm constraint '%.*s' is not supported: PTX operands use c (i8), h (i16), r (i32), "
				     "l (i64), f (f32), d (f64)%s or n (immediate)",
				     (int)(j - i), s + i, v->dialect == NVT_DIALECT_LLVM ? ", b (pred), q (i128), m (memory)" : "");
				break;
			}
		}
		i = j + 1;
	}
}

/* !callalign: increasing i32 values, each (position << 16) | alignment,
 * position 0 the return value, alignment a power of two. */
static void check_callalign(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef md)
{
	unsigned n = LLVMGetMDNodeNumOperands(md);
	unsigned nargs = LLVMGetNumArgOperands(inst);
	LLVMValueRef *e = n ? calloc(n, sizeof(*e)) : NULL;
	unsigned long long prev = 0;

	if (n && !e)
		return;
	if (n)
		LLVMGetMDNodeOperands(md, e);
	for (unsigned i = 0; i < n; i++) {
		if (!e[i] || !LLVMIsAConstantInt(e[i]) || LLVMGetIntTypeWidth(LLVMTypeOf(e[i])) != 32) {
			verr(v, R_CALLALIGN, fn, inst, "!callalign operand %u is not an i32 constant", i);
			continue;
		}
		unsigned long long x = LLVMConstIntGetZExtValue(e[i]);
		unsigned pos = (unsigned)(x >> 16), al = (unsigned)(x & 0xffff);
		if (!al || (al & (al - 1)))
			verr(v, R_CALLALIGN, fn, inst, "!callalign operand %u: alignment %u is not a power of two", i, al);
		if (pos > nargs)
			verr(v, R_CALLALIGN, fn, inst, "!callalign operand %u names argument %u but the call has %u", i,
			     pos, nargs);
		if (i && x <= prev)
			verr(v, R_CALLALIGN, fn, inst, "!callalign operands are not in increasing order (%llu after %llu)", x,
			     prev);
		prev = x;
	}
	free(e);
}

/* PTX converts between floating point and integers of at most 64 bits;
 * LLVM 22 lowers wider conversions (i65 and up, __fixdfti, __floattidf)
 * to C library calls NVPTX does not have and ends the process
 * ("unsupported library call operation"). */
static void check_wide_conversion(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMOpcode op)
{
	bool to_int = op == LLVMFPToSI || op == LLVMFPToUI;
	LLVMTypeRef t = to_int ? LLVMTypeOf(inst) : LLVMTypeOf(LLVMGetOperand(inst, 0));

	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) <= 64)
		return;
	verr(v, R_WIDE_CONVERSION, fn, inst,
	     "%s %s a %u-bit integer: NVPTX converts between floating point and integers of at most 64 bits "
	     "and has no C library for wider ones", op == LLVMFPToSI ? "fptosi" : op == LLVMFPToUI ? "fptoui"
	     : op == LLVMSIToFP ? "sitofp" : "uitofp", to_int ? "to" : "from", LLVMGetIntTypeWidth(t));
}

static void check_call(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst)
{
	LLVMValueRef callee = LLVMGetCalledValue(inst);

	if (LLVMIsAInlineAsm(callee)) {
		check_inline_asm(v, fn, inst, callee);
		return;
	}
	if (LLVMIsACallInst(inst)) {
		LLVMTailCallKind tk = LLVMGetTailCallKind(inst);
		if (tk == LLVMTailCallKindMustTail || tk == LLVMTailCallKindNoTail)
			verr(v, R_TAIL_CALL, fn, inst, "the %s call marker is not supported",
			     tk == LLVMTailCallKindMustTail ? "musttail" : "notail");
	}
	LLVMValueRef md = LLVMGetMetadata(inst, v->md_callalign);
	if (md)
		check_callalign(v, fn, inst, md);
	LLVMValueRef f = vstrip_casts(callee);
	if (f && LLVMIsAFunction(f)) {
		size_t n;
		const char *name = vname(f, &n);
		if (n > 5 && !memcmp(name, "llvm.", 5)) {
			vcheck_intrinsic_call(v, fn, inst, f);
			return;
		}
		if (nvt_llvm_is_kernel(f))
			verr(v, R_KERNEL_CALL, fn, inst,
			     "call of kernel '%.*s': kernels are launched, not called (ptxas: Illegal call target, "
			     "device function expected); call a device function that both share", (int)n, name);
	} else if (LLVMGetInstructionCallConv(inst) == LLVMPTXKernelCallConv) {
		verr(v, R_KERNEL_CALL, fn, inst, "indirect call with the ptx_kernel calling convention: kernels are "
		     "launched, not called");
	}
	/* A definition is checked with its function; a declaration or an
	 * indirect callee only here. */
	if (!f || !LLVMIsAFunction(f) || LLVMIsDeclaration(f))
		vcheck_zero_sized(v, fn, inst, LLVMGetCalledFunctionType(inst));
}

/* --- writes through generic pointers ------------------------------------
 * LLVM's address space inference (InferAddressSpaces, in NVPTX's codegen
 * pipeline) turns an access through a generic pointer into one of a
 * specific space when every value the pointer can hold is a cast from that
 * space: a store through a generic pointer cast from the constant space
 * becomes st.const (ptxas: "State space incorrect for instruction 'st'"),
 * from the param space st.param (ptxas 13.0 crashes on sm_90+). A kernel's
 * grid_constant byval parameter is never copied: a write into it becomes
 * a generic st at the parameter's address (ptxas on sm_90+: "State space
 * mismatch between instruction and address"). The trace follows what the
 * inference follows: GEPs, bitcasts, addrspacecasts, phis and selects. */
enum origin { O_NEUTRAL, O_OTHER, O_CONST, O_PARAM, O_GRID };

struct trace {
	LLVMValueRef seen[32];
	unsigned n;
	LLVMValueRef grid; /* the grid_constant argument (O_GRID) */
};

static bool grid_constant_arg(LLVMValueRef a)
{
	LLVMValueRef f = LLVMGetParamParent(a);
	unsigned idx = 0, n = LLVMCountParams(f);

	if (!nvt_llvm_is_kernel(f))
		return false;
	while (idx < n && LLVMGetParam(f, idx) != a)
		idx++;
	if (idx == n)
		return false;
	return LLVMGetStringAttributeAtIndex(f, idx + 1, "nvvm.grid_constant", 18) != NULL &&
	       LLVMGetEnumAttributeAtIndex(f, idx + 1, LLVMGetEnumAttributeKindForName("byval", 5)) != NULL;
}

static enum origin merge(enum origin a, enum origin b)
{
	if (a == O_NEUTRAL)
		return b;
	if (b == O_NEUTRAL)
		return a;
	return a == b ? a : O_OTHER;
}

static enum origin origin_of(struct trace *t, LLVMValueRef p, int depth)
{
	LLVMOpcode op;

	if (depth > 24)
		return O_OTHER;
	for (unsigned i = 0; i < t->n; i++)
		if (t->seen[i] == p)
			return O_NEUTRAL; /* a cycle through a phi adds nothing */
	if (LLVMIsAArgument(p)) {
		if (ptr_as(p) == AS_GENERIC && grid_constant_arg(p)) {
			t->grid = p;
			return O_GRID;
		}
		return O_OTHER;
	}
	if (!(op = nvt_llvm_opcode(p)))
		return O_OTHER;
	if (t->n < ARRAY_SIZE(t->seen))
		t->seen[t->n++] = p;
	else
		return O_OTHER;
	switch (op) {
	case LLVMGetElementPtr:
	case LLVMBitCast:
		return origin_of(t, LLVMGetOperand(p, 0), depth + 1);
	case LLVMAddrSpaceCast: {
		unsigned from = ptr_as(LLVMGetOperand(p, 0));
		if (from == AS_GENERIC)
			return origin_of(t, LLVMGetOperand(p, 0), depth + 1);
		return from == AS_CONST ? O_CONST : from == AS_PARAM ? O_PARAM : O_OTHER;
	}
	case LLVMSelect:
		return merge(origin_of(t, LLVMGetOperand(p, 1), depth + 1), origin_of(t, LLVMGetOperand(p, 2), depth + 1));
	case LLVMPHI: {
		enum origin o = O_NEUTRAL;
		unsigned n = LLVMCountIncoming(p);
		for (unsigned i = 0; i < n && o != O_OTHER; i++)
			o = merge(o, origin_of(t, LLVMGetIncomingValue(p, i), depth + 1));
		return o;
	}
	default:
		return O_OTHER;
	}
}

void vcheck_write_origin(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef ptr, const char *what)
{
	struct trace t = { .n = 0 };
	enum origin o;

	if (!ptr || LLVMGetTypeKind(LLVMTypeOf(ptr)) != LLVMPointerTypeKind || ptr_as(ptr) != AS_GENERIC)
		return;
	switch ((o = origin_of(&t, ptr, 0))) {
	case O_CONST:
	case O_PARAM: {
		unsigned as = o == O_CONST ? AS_CONST : AS_PARAM;
		verr(v, R_READ_ONLY_STORE, fn, inst,
		     "%s through a generic pointer cast from the %s space (%u), which is read-only on the device "
		     "(LLVM folds the cast into the access)", what, vas_name(as), as);
		break;
	}
	case O_GRID: {
		size_t n;
		const char *name = vname(t.grid, &n);
		verr(v, R_GRID_CONSTANT_STORE, fn, inst,
		     "%s into grid_constant parameter%s%.*s%s: a grid_constant parameter is read-only (it is not "
		     "copied; ptxas on sm_90+: State space mismatch); drop \"nvvm.grid_constant\" to get a "
		     "writable copy", what, n ? " '" : "", (int)n, name, n ? "'" : "");
		break;
	}
	default:
		break;
	}
}

/* Memory that code cannot write: ptxas has no st.const, and st.param
 * outside a call sequence crashes ptxas 13.0. */
static void check_read_only(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, unsigned as, const char *what)
{
	if (as == AS_CONST || as == AS_PARAM)
		verr(v, R_READ_ONLY_STORE, fn, inst, "%s to the %s space (%u), which is read-only on the device", what,
		     vas_name(as), as);
}

/* 128-bit atomic loads and stores are atom.cas/exch.b128, sm_90 and later
 * (below, LLVM 22 fails: "unsupported atomic load"). An arch gate. */
static void check_atomic_i128_arch(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, bool load)
{
	LLVMTypeRef t = LLVMTypeOf(load ? inst : LLVMGetOperand(inst, 0));

	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 128 && varch_below(v, 90))
		verr(v, R_ATOMIC_TYPE, fn, inst, "atomic %s of i128 needs sm_90 or newer (128-bit atomics), not %s",
		     load ? "load" : "store", v->arch->name);
}

/* load/store: atomics (nvvm dialect), tensor memory, function pointers. */
static void check_memory(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef ptr, bool load)
{
	const char *what = load ? "load" : "store";
	unsigned as = ptr_as(ptr);
	/* Only a function or a constant expression can be a function
	 * pointer here (not an instruction or an argument). */
	LLVMValueKind k = LLVMGetValueKind(ptr);
	LLVMValueRef base = k == LLVMFunctionValueKind || k == LLVMConstantExprValueKind ? vstrip_casts(ptr) : NULL;

	if (LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic) {
		verr(v, R_ATOMIC_LOAD_STORE, fn, inst,
		     "atomic %s is not supported in NVVM IR: use a volatile access or an atomicrmw", what);
		check_scope(v, fn, inst, load ? "load atomic" : "store atomic");
		/* LLVM 22 aborts on both ("Cannot select", "NVPTX AtomicCode
		 * Printer does not support seq_cst ordering"). */
		LLVMTypeRef t = LLVMTypeOf(load ? inst : LLVMGetOperand(inst, 0));
		if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
			verr(v, R_ATOMIC_TYPE, fn, inst, "atomic %s of a vector is not supported by NVPTX", what);
		else if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 128 &&
			 LLVMGetOrdering(inst) == LLVMAtomicOrderingSequentiallyConsistent)
			verr(v, R_ATOMIC_TYPE, fn, inst,
			     "seq_cst atomic %s of i128 is not supported by NVPTX (acquire/release/monotonic are)", what);
		check_atomic_i128_arch(v, fn, inst, load);
		check_atomic_align(v, R_ATOMIC_TYPE, fn, inst, t, load ? "atomic load" : "atomic store");
	}
	if (!load) {
		const char *sw = LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic ? "atomic store" : "store";
		check_read_only(v, fn, inst, as, sw);
		vcheck_write_origin(v, fn, inst, ptr, sw);
	}
	if (as == AS_TMEM)
		verr(v, R_TENSOR_MEMORY_ACCESS, fn, inst,
		     "%s in tensor memory (address space 6): tensor memory is accessed through tcgen05 intrinsics", what);
	if (base && LLVMIsAFunction(base)) {
		size_t n;
		const char *name = vname(base, &n);
		verr(v, R_FUNCTION_POINTER_ACCESS, fn, inst, "%s through function pointer '%.*s' is not supported", what,
		     (int)n, name);
	}
}

/* fence, cmpxchg and atomicrmw: the checks the full layer and the gated
 * run (vcheck_instruction_gates) both make, each holding arch gates. */
static void check_atomic_op(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMOpcode op)
{
	switch (op) {
	case LLVMFence:
		check_scope(v, fn, inst, "fence");
		break;
	case LLVMAtomicCmpXchg:
		check_cmpxchg(v, fn, inst);
		break;
	case LLVMAtomicRMW:
		check_atomicrmw(v, fn, inst);
		break;
	default:
		break;
	}
}

static void check_cluster_space(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst);

void vcheck_instruction(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(inst);
	const char *bt;

	if (vstop(v))
		return;
	const char *bad = opcode_name(op);
	if (bad) {
		verr(v, R_UNSUPPORTED_INSTRUCTION, fn, inst,
		     "'%s' is not supported: GPUs have no exception handling or indirect branches", bad);
		return;
	}
	bool type_reported = vbad_type_cached(v, LLVMTypeOf(inst), &bt) ||
			     (op == LLVMAlloca && vbad_type_cached(v, LLVMGetAllocatedType(inst), &bt));
	if (type_reported)
		verr(v, R_UNSUPPORTED_TYPE, fn, inst, "type %s is not supported by NVPTX", bt);
	int nops = LLVMGetNumOperands(inst);
	for (int i = 0; i < nops; i++) {
		LLVMValueRef o = LLVMGetOperand(inst, (unsigned)i);
		if (!o)
			continue;
		/* One query for the kind (this loop is the verifier's hottest):
		 * scan_constant() acts only on blockaddress and constant
		 * expressions, so other constants need not go there. */
		LLVMValueKind k = LLVMGetValueKind(o);
		if (k == LLVMBasicBlockValueKind)
			continue;
		if (k == LLVMBlockAddressValueKind || k == LLVMConstantExprValueKind)
			scan_constant(v, fn, inst, o, 0);
		if (op != LLVMCall && !type_reported && vbad_type_cached(v, LLVMTypeOf(o), &bt)) {
			verr(v, R_UNSUPPORTED_TYPE, fn, inst, "type %s is not supported by NVPTX", bt);
			break;
		}
	}
	if (LLVMGetMetadata(inst, v->md_pragma)) {
		LLVMValueRef md = LLVMGetMetadata(inst, v->md_pragma);
		unsigned len = 0;
		const char *key = NULL;
		if (LLVMGetMDNodeNumOperands(md) >= 1) {
			LLVMValueRef e[8];
			if (LLVMGetMDNodeNumOperands(md) <= 8) {
				LLVMGetMDNodeOperands(md, e);
				key = e[0] ? LLVMGetMDString(e[0], &len) : NULL;
			}
		}
		if (key && len == 6 && !memcmp(key, "unroll", 6))
			verr(v, R_PRAGMA_UNROLL, fn, inst,
			     "!pragma unroll is not supported: use !llvm.loop with llvm.loop.unroll.count instead");
	}

	check_cluster_space(v, fn, inst);
	switch (op) {
	case LLVMAlloca: {
		unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(inst));
		if (as != AS_GENERIC)
			verr(v, R_ALLOCA, fn, inst,
			     "alloca in address space %u (%s): allocas are generic pointers to local memory", as,
			     vas_name(as));
		LLVMValueRef cnt = LLVMGetOperand(inst, 0);
		if (cnt && !LLVMIsAConstant(cnt))
			verr(v, R_ALLOCA, fn, inst, "alloca with a variable element count is not supported");
		/* The C API reads alignments as unsigned: LLVM's largest, 2^32,
		 * reads as 0 (an alloca always has one). */
		if (!LLVMGetAlignment(inst))
			verr(v, R_ALIGNMENT_LIMIT, fn, inst,
			     "alloca aligned to 4294967296 bytes: PTX alignments go up to 2147483648 (ptxas: Constant "
			     "overflow)");
		else if (v->dialect == NVT_DIALECT_NVVM && LLVMGetAlignment(inst) > (1u << 23))
			verr(v, R_ALIGNMENT_LIMIT, fn, inst,
			     "alloca aligned to %u bytes: NVVM IR allows at most 8388608 (libNVVM: alloca align must "
			     "be <= 2^23)", LLVMGetAlignment(inst));
		break;
	}
	case LLVMLoad:
		check_memory(v, fn, inst, LLVMGetOperand(inst, 0), true);
		break;
	case LLVMStore:
		check_memory(v, fn, inst, LLVMGetOperand(inst, 1), false);
		break;
	case LLVMFence:
		verr(v, R_FENCE, fn, inst, "fence is not supported in NVVM IR: use llvm.nvvm.membar.* or llvm.nvvm.fence.*");
		/* fall through */
	case LLVMAtomicCmpXchg:
	case LLVMAtomicRMW:
		check_atomic_op(v, fn, inst, op);
		break;
	case LLVMAddrSpaceCast:
		check_cast(v, fn, inst, ptr_as(LLVMGetOperand(inst, 0)), ptr_as(inst));
		break;
	case LLVMVAArg:
		verr(v, R_VA_ARG, fn, inst, "va_arg is not supported in NVVM IR");
		break;
	case LLVMFPToSI:
	case LLVMFPToUI:
	case LLVMSIToFP:
	case LLVMUIToFP:
		check_wide_conversion(v, fn, inst, op);
		break;
	case LLVMCall:
		check_call(v, fn, inst);
		break;
	default:
		break;
	}
}

/* shared::cluster (address space 7) exists from sm_90 on: ptxas rejects
 * every access to it and every cvta below ("Feature '::cluster' requires
 * .target sm_90 or higher"). */
static void check_cluster_space(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst)
{
	LLVMTypeRef t = LLVMTypeOf(inst);
	bool hit = LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == AS_SHARED_CLUSTER;
	int n = LLVMGetNumOperands(inst);

	for (int i = 0; i < n && !hit; i++) {
		LLVMValueRef o = LLVMGetOperand(inst, (unsigned)i);
		if (!o || LLVMGetValueKind(o) == LLVMBasicBlockValueKind)
			continue;
		t = LLVMTypeOf(o);
		hit = LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == AS_SHARED_CLUSTER &&
		      !LLVMIsAConstantPointerNull(o) && !LLVMIsUndef(o);
	}
	if (!hit || LLVMIsAPHINode(inst) || LLVMIsASelectInst(inst))
		return;
	if (LLVMIsACallInst(inst)) {
		/* Passing the pointer on is fine; memcpy/memset access it. */
		size_t cn;
		LLVMValueRef f = vstrip_casts(LLVMGetCalledValue(inst));
		const char *cname = f && LLVMIsAFunction(f) ? vname(f, &cn) : "";
		if (strncmp(cname, "llvm.mem", 8))
			return;
	}
	if (varch_below(v, 90))
		verr(v, R_SHARED_CLUSTER_ARCH, fn, inst,
		     "pointer into shared::cluster (address space 7): it needs sm_90 or newer, not %s", v->arch->name);
}

void vcheck_instruction_gates(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst)
{
	if (vstop(v))
		return;
	check_cluster_space(v, fn, inst);
	/* The gated checks of vcheck_instruction(): sync scope "cluster",
	 * i128 cmpxchg, atomicrmw and atomic load/store, f64 atomicrmw fadd (every place that
	 * calls varch_below() here), the math intrinsics on f32 vectors from
	 * sm_100 on (intrinsic.c), with the same calls in the same order. */
	switch (LLVMGetInstructionOpcode(inst)) {
	case LLVMLoad:
	case LLVMStore:
		if (LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic) {
			bool load = LLVMGetInstructionOpcode(inst) == LLVMLoad;
			check_scope(v, fn, inst, load ? "load atomic" : "store atomic");
			check_atomic_i128_arch(v, fn, inst, load);
		}
		break;
	case LLVMFence:
	case LLVMAtomicCmpXchg:
	case LLVMAtomicRMW:
		check_atomic_op(v, fn, inst, LLVMGetInstructionOpcode(inst));
		break;
	case LLVMCall: {
		LLVMValueRef f = vstrip_casts(LLVMGetCalledValue(inst));
		size_t n = 0;
		const char *name = f && LLVMIsAFunction(f) ? vname(f, &n) : "";
		if (n > 5 && !memcmp(name, "llvm.", 5))
			vcheck_math_gates(v, fn, inst, f);
		break;
	}
	default:
		break;
	}
}
