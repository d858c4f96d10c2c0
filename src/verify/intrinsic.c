/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The intrinsic layer: every call to an llvm.* function.
 *
 *  - A name LLVM 22 does not know is an "unsupported intrinsic": LLVM
 *    would emit it as a call to an undefined .extern function and ptxas
 *    fails late. The NVVM IR 1.5 spellings of the warp intrinsics are the
 *    exception: nvt_translate_legacy() rewrites them (src/opt/legacy.c);
 *    the llvm dialect asks for that translation, the nvvm dialect accepts
 *    them as the spec (and libNVVM 13) does, checking their constant modes.
 *  - Known llvm.nvvm.* intrinsics are checked against the requirement
 *    table (src/verify/intrinsics.h, data in intrinsics.def): the arch
 *    set, 64-bit pointers, and whether LLVM 22 can compile them at all.
 *  - LLVM's target-independent math intrinsics (llvm.sin, llvm.pow, ...)
 *    only where NVPTX has an instruction for them (§9.4); LLVM lowers the
 *    others to C library calls the GPU does not have and ends the process
 *    ("no libcall available", "Cannot select"). The table below is
 *    measured (tests/sweep/constructs.py, the math-* and convert-*
 *    classes); libdevice has a function for each.
 *  - llvm.memcpy/memmove/memset never write the constant space (§9.4).
 *  - llvm.nvvm.texsurf.handle takes a metadata wrapper around a texture or
 *    surface variable (§12.2).
 */
#include <stdio.h>
#include <stdlib.h>

#include "verify/intrinsics.h"
#include "verify/vinternal.h"

static bool starts(const char *s, size_t n, const char *prefix)
{
	size_t m = strlen(prefix);
	return n >= m && !memcmp(s, prefix, m);
}

/* The §13.6 spellings LLVM 22 does not know. Returns the operand indices
 * that must be constants (bit mask), or 0 when `name` is not legacy. */
static unsigned legacy_constant_ops(const char *name, size_t n)
{
	if (n == strlen("llvm.nvvm.shfl.sync.i32") && starts(name, n, "llvm.nvvm.shfl.sync.i32"))
		return 1u << 1; /* mode */
	if (n == strlen("llvm.nvvm.vote.sync") && starts(name, n, "llvm.nvvm.vote.sync"))
		return 1u << 1; /* mode */
	if (starts(name, n, "llvm.nvvm.hmma.")) {
		if (strstr(name, ".mma."))
			return (1u << 0) | (1u << 1); /* rowcol, satf */
		return 1u << 2;                       /* ld/st: rowcol */
	}
	return 0;
}

static void check_legacy(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n,
			 unsigned const_ops)
{
	const char *to = starts(name, n, "llvm.nvvm.shfl.") ? "llvm.nvvm.shfl.sync.{idx,up,down,bfly}.i32p"
			 : starts(name, n, "llvm.nvvm.vote.") ? "llvm.nvvm.vote.{all,any,uni,ballot}.sync"
							      : "llvm.nvvm.wmma.*";
	verr(v, R_LEGACY_INTRINSIC, fn, call,
	     "'%.*s' is the NVVM IR 1.5 spelling, which LLVM 22 does not know (it would emit a call ptxas "
	     "rejects): translate it to %s with nvvm-opt", (int)n, name, to);
	unsigned nargs = LLVMGetNumArgOperands(call);
	for (unsigned i = 0; i < nargs && i < 32; i++) {
		if (!(const_ops & (1u << i)))
			continue;
		LLVMValueRef a = LLVMGetOperand(call, i);
		if (!LLVMIsAConstantInt(a))
			verr(v, R_INTRINSIC_CONSTANT_ARG, fn, call, "operand %u of '%.*s' (the mode) must be a constant",
			     i + 1, (int)n, name);
	}
}

/* Op0: metadata wrapping a texture/surface variable (an MDNode whose only
 * operand is the variable, or the variable as metadata). */
static void check_texsurf_handle(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n)
{
	LLVMValueRef md = LLVMGetOperand(call, 0);
	LLVMValueRef g = NULL;

	if (md && (LLVMIsAMDNode(md) || LLVMIsAValueAsMetadata(md)) && LLVMGetMDNodeNumOperands(md) == 1) {
		LLVMValueRef e[1];
		LLVMGetMDNodeOperands(md, e);
		g = e[0];
	}
	if (!g || !LLVMIsAGlobalVariable(g)) {
		verr(v, R_TEXSURF_HANDLE, fn, call,
		     "operand 1 of '%.*s' must be metadata wrapping a texture or surface variable", (int)n, name);
		return;
	}
	if (!vhas_annotation(v, g, "texture") && !vhas_annotation(v, g, "surface")) {
		size_t gl;
		const char *gn = vname(g, &gl);
		verr(v, R_TEXSURF_HANDLE, fn, call,
		     "'%.*s' takes a handle of '%.*s', which no !nvvm.annotations entry marks as texture or surface",
		     (int)n, name, (int)gl, gn);
	}
}

static void check_table(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, const char *base)
{
	const struct nvt_intrinsic_req *row = NULL;
	char need[256];

	if (!v->arch) {
		/* No arch: only what fails on every arch. */
		size_t nrows = 0;
		row = nvt_intrinsic__lookup(name, base, &nrows);
		if (!row)
			return;
		if (row->flags & NVT_INTR_NO_CODEGEN)
			verr(v, R_UNSUPPORTED_INTRINSIC, fn, call,
			     "'%s' is known to LLVM 22 but its NVPTX backend cannot compile it on any arch%s%s", name,
			     row->note ? ": " : "", row->note ? row->note : "");
		else if ((row->flags & NVT_INTR_PTR64) && !v->is64)
			verr(v, R_INTRINSIC_ARCH, fn, call, "'%s' needs 64-bit pointers (an nvptx64 triple)", name);
		return;
	}
	unsigned min_ptx = 0;
	enum nvt_intrinsic_status st = nvt_intrinsic__check(name, base, v->arch, v->is64, &min_ptx, &row);
	switch (st) {
	case NVT_INTRINSIC_OK:
	case NVT_INTRINSIC_UNKNOWN:
		break;
	case NVT_INTRINSIC_NO_CODEGEN:
		verr(v, R_UNSUPPORTED_INTRINSIC, fn, call,
		     "'%s' is known to LLVM 22 but its NVPTX backend cannot compile it on any arch%s%s", name,
		     row && row->note ? ": " : "", row && row->note ? row->note : "");
		break;
	case NVT_INTRINSIC_NOT_ON_ARCH:
		nvt_intrinsic__describe(name, base, need, sizeof(need));
		verr(v, R_INTRINSIC_ARCH, fn, call, "'%s' is not available on %s%s: it needs %s", name, v->arch->name,
		     v->is64 ? "" : " with 32-bit pointers", need);
		break;
	}
}

/* What NVPTX in LLVM 22 can select of a target-independent math intrinsic,
 * by the element type of its first operand and the call's afn flag
 * (measured for f16, bf16, f32, f64, <2 x f32>, <2 x f16> on sm_75, sm_90,
 * sm_100 and sm_120). */
enum {
	M_NEVER = 1 << 0,     /* no PTX instruction: always a C library call */
	M_APPROX = 1 << 1,    /* only the .approx instruction: afn, not on f64 */
	M_NO_F64 = 1 << 2,    /* an instruction, but not for f64 */
	M_POWI = 1 << 3,      /* a constant exponent is expanded; a variable one is pow */
	M_NO_V_HALF = 1 << 4, /* not on vectors of f16 */
	M_CANON = 1 << 5,     /* not on bf16 or vectors of f16 */
	M_F32X2 = 1 << 6,     /* not on vectors of f32 from sm_100 on (f32x2 registers) */
};

static const struct math_row {
	const char *name; /* after "llvm.", before the type suffix */
	unsigned flags;
	const char *libdevice; /* __nv_NAME / __nv_NAMEf; NULL: none */
} math_rows[] = {
	{ "acos", M_NEVER, "acos" },
	{ "asin", M_NEVER, "asin" },
	{ "atan", M_NEVER, "atan" },
	{ "atan2", M_NEVER, "atan2" },
	{ "canonicalize", M_CANON | M_F32X2, NULL },
	{ "cos", M_APPROX, "cos" },
	{ "cosh", M_NEVER, "cosh" },
	{ "exp", M_NEVER, "exp" },
	{ "exp10", M_NEVER, "exp10" },
	{ "exp2", M_NO_F64, "exp2" },
	{ "llrint", M_NEVER, "llrint" },
	{ "llround", M_NEVER, "llround" },
	{ "log", M_NEVER, "log" },
	{ "log10", M_NEVER, "log10" },
	{ "log2", M_NEVER, "log2" },
	{ "lrint", M_NEVER, "llrint" },
	{ "lround", M_NEVER, "llround" },
	{ "modf", M_NEVER, "modf" },
	{ "pow", M_NEVER, "pow" },
	{ "powi", M_POWI, "powi" },
	{ "sin", M_APPROX, "sin" },
	{ "sincos", M_APPROX | M_NO_V_HALF | M_F32X2, "sincos" },
	{ "sincospi", M_NEVER, "sincospi" },
	{ "sinh", M_NEVER, "sinh" },
	{ "tan", M_NEVER, "tan" },
	{ "tanh", M_APPROX, "tanh" },
};

/* The row of llvm.NAME.<types>, or NULL. */
static const struct math_row *math_row(const char *name, size_t n)
{
	if (!starts(name, n, "llvm."))
		return NULL;
	name += 5;
	n -= 5;
	for (size_t i = 0; i < ARRAY_SIZE(math_rows); i++) {
		size_t m = strlen(math_rows[i].name);
		if (n > m && name[m] == '.' && !memcmp(name, math_rows[i].name, m))
			return &math_rows[i];
	}
	return NULL;
}

static LLVMTypeRef scalar_of(LLVMTypeRef t, bool *vec)
{
	*vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
	return *vec ? LLVMGetElementType(t) : t;
}

static void math_error(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n,
		       const struct math_row *r, bool f64, const char *why)
{
	if (r->libdevice)
		verr(v, R_MATH_INTRINSIC, fn, call,
		     "'%.*s' %s, and NVPTX has no C math library to call: call libdevice's __nv_%s%s "
		     "(nvvm-link --libdevice)", (int)n, name, why, r->libdevice, f64 ? "" : "f");
	else
		verr(v, R_MATH_INTRINSIC, fn, call, "'%.*s' %s", (int)n, name, why);
}

/* The arch-free part: what fails on every arch. */
static void check_math(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n,
		       const struct math_row *r, bool afn)
{
	LLVMValueRef a0 = LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, 0) : NULL;
	bool vec;
	LLVMTypeRef el = a0 ? scalar_of(LLVMTypeOf(a0), &vec) : NULL;
	LLVMTypeKind k = el ? LLVMGetTypeKind(el) : LLVMVoidTypeKind;
	bool f64 = k == LLVMDoubleTypeKind;

	if (!el)
		return;
	if (r->flags & M_NEVER)
		math_error(v, fn, call, name, n, r, f64, "has no PTX instruction");
	else if ((r->flags & (M_APPROX | M_NO_F64)) && f64)
		math_error(v, fn, call, name, n, r, f64, "has no PTX instruction for double");
	else if ((r->flags & M_APPROX) && !afn)
		math_error(v, fn, call, name, n, r, f64,
			   "without the afn flag has no PTX instruction (PTX has only an approximation, which "
			   "LLVM uses for f16, bf16 and f32 calls marked afn)");
	else if ((r->flags & M_NO_V_HALF) && vec && k == LLVMHalfTypeKind)
		math_error(v, fn, call, name, n, r, f64, "on vectors of half cannot be selected by LLVM 22");
	else if ((r->flags & M_CANON) && (k == LLVMBFloatTypeKind || (vec && k == LLVMHalfTypeKind)))
		math_error(v, fn, call, name, n, r, f64,
			   "on bfloat or vectors of half cannot be selected by LLVM 22 (NVPTX has no "
			   "canonicalizing instruction for them)");
	else if ((r->flags & M_POWI) && LLVMGetNumArgOperands(call) > 1 &&
		 !LLVMIsAConstantInt(LLVMGetOperand(call, 1)))
		math_error(v, fn, call, name, n, r, f64,
			   "with a variable exponent becomes llvm.pow, which has no PTX instruction");
}

/* The arch gate: vectors of float from sm_100 on, where LLVM 22 holds
 * them in f32x2 registers and cannot select these on them. */
static void check_math_gate(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n,
			    const struct math_row *r)
{
	LLVMValueRef a0 = LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, 0) : NULL;
	bool vec;
	LLVMTypeRef el = a0 ? scalar_of(LLVMTypeOf(a0), &vec) : NULL;

	if (!(r->flags & M_F32X2) || !el || !vec || LLVMGetTypeKind(el) != LLVMFloatTypeKind)
		return;
	if (v->arch && v->arch->sm >= 100) {
		v->in_gate = true;
		math_error(v, fn, call, name, n, r, false,
			   "on a vector of float cannot be selected by LLVM 22 from sm_100 on (f32x2 registers)");
	}
}

/* Other target-independent intrinsics LLVM 22's NVPTX backend cannot
 * compile for any type or arch ("Cannot select", "emitting call to
 * unsupported libcall", crashes; measured like the math table). */
static const struct {
	const char *prefix;
	const char *why;
} no_codegen[] = {
	{ "llvm.matrix.", "the matrix intrinsics are lowered by LLVM's optimizer only when asked to "
			  "(clang -fenable-matrix); NVPTX code generation cannot lower them" },
	{ "llvm.sdiv.fix.", "signed fixed-point division needs a combined divide and remainder NVPTX cannot "
			    "select" },
	{ "llvm.set.rounding", "PTX has no dynamic rounding mode (each instruction names its own)" },
	{ "llvm.get.fpenv.", "PTX has no floating-point environment" },
	{ "llvm.set.fpenv.", "PTX has no floating-point environment" },
	{ "llvm.reset.fpenv", "PTX has no floating-point environment" },
	{ "llvm.get.fpmode.", "PTX has no floating-point environment" },
	{ "llvm.set.fpmode.", "PTX has no floating-point environment" },
	{ "llvm.reset.fpmode", "PTX has no floating-point environment" },
	{ "llvm.fptrunc.round.", "NVPTX cannot select a conversion with a rounding mode from metadata" },
	{ "llvm.clear_cache", "it is a C library call (__clear_cache) NVPTX does not have" },
	{ "llvm.instrprof.", "profile instrumentation needs a profiling runtime the GPU does not have" },
	{ "llvm.coro.", "coroutines are lowered by LLVM's coroutine passes, which code generation does not run" },
	{ "llvm.experimental.guard", "deoptimization needs a runtime the GPU does not have" },
	{ "llvm.experimental.deoptimize", "deoptimization needs a runtime the GPU does not have" },
	{ "llvm.read_register.", "NVPTX has no named registers" },
	{ "llvm.read_volatile_register.", "NVPTX has no named registers" },
	{ "llvm.write_register.", "NVPTX has no named registers" },
	{ "llvm.memcpy.element.unordered.atomic.", "element-wise atomic memory intrinsics are not supported (spec 9)" },
	{ "llvm.memmove.element.unordered.atomic.", "element-wise atomic memory intrinsics are not supported (spec 9)" },
	{ "llvm.memset.element.unordered.atomic.", "element-wise atomic memory intrinsics are not supported (spec 9)" },
	{ "llvm.init.trampoline", "trampolines are not supported (spec 9.10); LLVM 22 crashes on them" },
	{ "llvm.adjust.trampoline", "trampolines are not supported (spec 9.10); LLVM 22 crashes on them" },
	{ "llvm.sponentry", "PTX has no stack pointer to read; LLVM 22 crashes on it" },
	{ "llvm.addressofreturnaddress", "PTX has no return address to read; LLVM 22 crashes on it" },
	{ "llvm.stackguard", "GPUs have no stack protector guard" },
	/* families of other runtimes and targets' code generators (LLVM's
	 * reader takes them, NVPTX cannot select them, or calls runtime
	 * functions that do not exist on the GPU: ptxas rejects the PTX) */
	{ "llvm.objc.", "Objective-C runtime calls do not exist on the GPU" },
	{ "llvm.ptrauth.", "pointer authentication is an AArch64 feature" },
	{ "llvm.asan.", "AddressSanitizer checks need its runtime (use compute-sanitizer)" },
	{ "llvm.hwasan.", "HWAddressSanitizer checks need its runtime" },
	{ "llvm.allow.sanitize.", "the sanitizer checks it guards need their runtimes" },
	{ "llvm.swift.", "Swift's async context does not exist on the GPU" },
	{ "llvm.thread.pointer", "PTX has no thread pointer" },
	{ "llvm.localaddress", "it is a Windows exception-handling intrinsic" },
	{ "llvm.pcmarker", "PTX has no program-counter markers" },
	{ "llvm.preserve.", "the preserve intrinsics are BPF's (CO-RE relocations)" },
	{ "llvm.protected.field.ptr", "NVPTX cannot select it" },
	{ "llvm.ssa.copy", "it exists only inside LLVM's own passes, never in a module" },
	{ "llvm.set.loop.iterations", "hardware-loop intrinsics belong to targets with loop instructions" },
	{ "llvm.start.loop.iterations", "hardware-loop intrinsics belong to targets with loop instructions" },
	{ "llvm.test.set.loop.iterations", "hardware-loop intrinsics belong to targets with loop instructions" },
	{ "llvm.test.start.loop.iterations", "hardware-loop intrinsics belong to targets with loop instructions" },
	{ "llvm.loop.decrement", "hardware-loop intrinsics belong to targets with loop instructions" },
	{ "llvm.loop.dependence.", "NVPTX cannot select it" },
	{ "llvm.vscale", "NVPTX has no scalable vectors" },
	{ "llvm.experimental.vector.extract.last.active", "NVPTX cannot select it" },
	{ "llvm.experimental.vector.histogram.", "NVPTX cannot select it (LLVM writes PTX ptxas rejects)" },
};

static const char *no_codegen_why(const char *name, size_t n)
{
	for (size_t i = 0; i < ARRAY_SIZE(no_codegen); i++)
		if (starts(name, n, no_codegen[i].prefix))
			return no_codegen[i].why;
	return NULL;
}

/* The integer width of an intrinsic's result (the element's for a vector),
 * 0 when it is not an integer. */
static unsigned int_width(LLVMTypeRef t)
{
	bool vec;
	LLVMTypeRef el = scalar_of(t, &vec);
	return LLVMGetTypeKind(el) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(el) : 0;
}

static unsigned result_int_width(LLVMValueRef call)
{
	return int_width(LLVMTypeOf(call));
}

/* A conversion intrinsic (saturating, strict) to or from an integer of
 * `width` bits: over 64 they are C library calls, as the plain conversions
 * are (instruction.c, wide-conversion). */
static void check_conversion_width(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n,
				   unsigned width, bool to_int)
{
	if (width <= 64)
		return;
	if (to_int)
		verr(v, R_WIDE_CONVERSION, fn, call,
		     "'%.*s' converts to a %u-bit integer: NVPTX converts floating point to integers of at most 64 "
		     "bits and has no C library for wider ones", (int)n, name, width);
	else
		verr(v, R_WIDE_CONVERSION, fn, call,
		     "'%.*s' converts from a %u-bit integer: NVPTX converts integers of at most 64 bits to "
		     "floating point and has no C library for wider ones", (int)n, name, width);
}

/* llvm.experimental.constrained.OP (strict floating point): what NVPTX
 * compiles of OP, where OP keeps its plain form's limits (no afn: strict
 * calls are never approximated), plus the ones LLVM 22 fails on only in
 * their strict form. Returns true when the name is a constrained one. */
static bool check_constrained(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n)
{
	static const char pre[] = "llvm.experimental.constrained.";
	char plain[64];
	const char *op = name + strlen(pre);
	size_t opn;
	const struct math_row *r;

	if (!starts(name, n, pre))
		return false;
	opn = n - strlen(pre);
	if (opn + 5 >= sizeof(plain))
		return true;
	snprintf(plain, sizeof(plain), "llvm.%.*s", (int)opn, op);
	r = math_row(plain, opn + 5);
	if (r) {
		check_math(v, fn, call, name, n, r, false);
		return true;
	}
	if (starts(op, opn, "frem.") || starts(op, opn, "lround.") || starts(op, opn, "llround.") ||
	    starts(op, opn, "lrint.") || starts(op, opn, "llrint."))
		verr(v, R_MATH_INTRINSIC, fn, call,
		     "'%.*s' has no PTX instruction in its strict form, and NVPTX has no C math library to call: "
		     "use the plain instruction or intrinsic, or libdevice", (int)n, name);
	else if ((starts(op, opn, "fcmp.") || starts(op, opn, "fcmps.")) && LLVMGetNumArgOperands(call) == 4) {
		/* LLVM 22 crashes legalizing them with strict exceptions
		 * (SIGSEGV in SelectionDAG::ReplaceAllUsesWith) */
		unsigned len = 0;
		const char *eb = LLVMGetMDString(LLVMGetOperand(call, 3), &len);
		if (eb && len == 15 && !memcmp(eb, "fpexcept.strict", 15))
			verr(v, R_UNSUPPORTED_INTRINSIC, fn, call,
			     "'%.*s' with exception behavior \"fpexcept.strict\" crashes LLVM 22's NVPTX backend "
			     "(GPUs raise no floating-point exceptions): use \"fpexcept.ignore\" or a plain fcmp",
			     (int)n, name);
	} else if (starts(op, opn, "fptosi.") || starts(op, opn, "fptoui.")) {
		check_conversion_width(v, fn, call, name, n, result_int_width(call), true);
	} else if ((starts(op, opn, "sitofp.") || starts(op, opn, "uitofp.")) && LLVMGetNumArgOperands(call)) {
		check_conversion_width(v, fn, call, name, n, int_width(LLVMTypeOf(LLVMGetOperand(call, 0))), false);
	}
	return true;
}

/* Strict conversions (constrained fptosi, fptoui, sitofp, uitofp,
 * fptrunc, fpext) become C library calls in LLVM 22 below sm_90
 * ("unsupported library call operation"); sm_90 and later compile them. */
static void check_constrained_gate(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n)
{
	static const char *const conv[] = { "fptosi.", "fptoui.", "sitofp.", "uitofp.", "fptrunc.", "fpext." };
	static const char pre[] = "llvm.experimental.constrained.";

	if (!starts(name, n, pre))
		return;
	for (size_t i = 0; i < ARRAY_SIZE(conv); i++)
		if (starts(name + strlen(pre), n - strlen(pre), conv[i]) && varch_below(v, 90)) {
			verr(v, R_UNSUPPORTED_INTRINSIC, fn, call,
			     "'%.*s' (a strict conversion) needs sm_90 or newer for LLVM 22's NVPTX backend, not %s "
			     "(below, it becomes a C library call): use the plain conversion", (int)n, name,
			     v->arch->name);
			return;
		}
}

void vcheck_math_gates(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, LLVMValueRef callee)
{
	size_t n;
	const char *name = vname(callee, &n);
	const struct math_row *r = math_row(name, n);

	if (r)
		check_math_gate(v, fn, call, name, n, r);
	else
		check_constrained_gate(v, fn, call, name, n);
}

/* llvm.fptosi.sat / llvm.fptoui.sat to integers over 64 bits: C library
 * calls, as the plain conversions (instruction.c, wide-conversion). */
static bool check_sat_conversion(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, const char *name, size_t n)
{
	if (!starts(name, n, "llvm.fptosi.sat.") && !starts(name, n, "llvm.fptoui.sat."))
		return false;
	check_conversion_width(v, fn, call, name, n, result_int_width(call), true);
	return true;
}

void vcheck_intrinsic_call(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, LLVMValueRef callee)
{
	size_t n;
	const char *name = vname(callee, &n);
	unsigned id = LLVMGetIntrinsicID(callee);

	if (!id) {
		unsigned legacy = legacy_constant_ops(name, n);
		if (legacy) {
			if (v->dialect == NVT_DIALECT_LLVM) {
				check_legacy(v, fn, call, name, n, legacy);
			} else {
				unsigned nargs = LLVMGetNumArgOperands(call);
				for (unsigned i = 0; i < nargs && i < 32; i++)
					if ((legacy & (1u << i)) && !LLVMIsAConstantInt(LLVMGetOperand(call, i)))
						verr(v, R_INTRINSIC_CONSTANT_ARG, fn, call,
						     "operand %u of '%.*s' must be a constant", i + 1, (int)n, name);
			}
			return;
		}
		verr(v, R_UNSUPPORTED_INTRINSIC, fn, call,
		     "unsupported intrinsic '%.*s': LLVM 22 does not know it and would emit a call to an undefined "
		     "function, which ptxas rejects", (int)n, name);
		return;
	}
	/* Intrinsics of other targets: LLVM knows them, NVPTX cannot select
	 * them (libNVVM fails in compile: "unsupported operation"). */
	static const char *const foreign[] = {
		"llvm.x86.", "llvm.arm.", "llvm.aarch64.", "llvm.amdgcn.", "llvm.r600.", "llvm.ppc.",
		"llvm.mips.", "llvm.hexagon.", "llvm.riscv.", "llvm.wasm.", "llvm.s390.", "llvm.bpf.",
		"llvm.loongarch.", "llvm.spv.", "llvm.dx.", "llvm.xcore.", "llvm.ve.", "llvm.systemz.",
	};
	for (size_t i = 0; i < ARRAY_SIZE(foreign); i++) {
		if (starts(name, n, foreign[i])) {
			verr(v, R_UNSUPPORTED_INTRINSIC, fn, call,
			     "unsupported intrinsic '%.*s': it belongs to another target, which NVPTX cannot compile",
			     (int)n, name);
			return;
		}
	}
	const struct math_row *mr = math_row(name, n);
	if (mr) {
		check_math(v, fn, call, name, n, mr,
			   LLVMCanValueUseFastMathFlags(call) && (LLVMGetFastMathFlags(call) & LLVMFastMathApproxFunc));
		check_math_gate(v, fn, call, name, n, mr);
		return;
	}
	if (check_sat_conversion(v, fn, call, name, n))
		return;
	if (check_constrained(v, fn, call, name, n)) {
		check_constrained_gate(v, fn, call, name, n);
		return;
	}
	const char *why = no_codegen_why(name, n);
	/* a constant floating-point passthru: "Cannot select: f32 = Constant<0>" */
	if (!why && starts(name, n, "llvm.experimental.vector.compress.") && LLVMGetNumArgOperands(call) == 3) {
		LLVMValueRef pt = LLVMGetOperand(call, 2);
		bool vec;
		LLVMTypeRef el = scalar_of(LLVMTypeOf(pt), &vec);
		LLVMTypeKind k = LLVMGetTypeKind(el);
		if (LLVMIsConstant(pt) && !LLVMIsUndef(pt) && !LLVMIsPoison(pt) &&
		    (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMHalfTypeKind ||
		     k == LLVMBFloatTypeKind))
			why = "LLVM 22 cannot select it with a constant floating-point passthru vector (pass a "
			      "non-constant vector or poison)";
	}
	/* unsigned fixed-point division widens to twice the width: i64 is a
	 * 128-bit division, a C library call */
	if (!why && (starts(name, n, "llvm.udiv.fix.")) && result_int_width(call) > 32)
		why = "unsigned fixed-point division of more than 32 bits is a 128-bit division, a C library call "
		      "NVPTX does not have";
	/* fixed-point multiplication of odd widths: LLVM 22 never finishes
	 * legalizing the saturating i1 ones, and cannot select i2 to i7 */
	if (!why && (starts(name, n, "llvm.smul.fix.") || starts(name, n, "llvm.umul.fix."))) {
		unsigned w = result_int_width(call);
		if (w != 8 && w != 16 && w != 32 && w != 64)
			why = "fixed-point multiplication on integers other than 8, 16, 32 or 64 bits";
	}
	/* the offset of llvm.load.relative is one integer: LLVM's verifier
	 * lets a vector through, on which instruction selection never ends */
	if (!why && starts(name, n, "llvm.load.relative.") && LLVMGetNumArgOperands(call) == 2 &&
	    LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, 1))) != LLVMIntegerTypeKind)
		why = "its offset must be one integer, not a vector";
	if (why) {
		verr(v, R_UNSUPPORTED_INTRINSIC, fn, call, "'%.*s' cannot be compiled for NVPTX: %s", (int)n, name, why);
		return;
	}
	if (starts(name, n, "llvm.memcpy.") || starts(name, n, "llvm.memmove.") || starts(name, n, "llvm.memset.") ||
	    starts(name, n, "llvm.memcpy.inline.") || starts(name, n, "llvm.memset.inline.")) {
		LLVMValueRef dst = LLVMGetOperand(call, 0);
		LLVMTypeRef t = LLVMTypeOf(dst);
		if (LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == AS_CONST)
			verr(v, R_MEMORY_INTRINSIC_CONSTANT, fn, call,
			     "'%.*s' writes to the constant address space (4), which is read-only on the device", (int)n,
			     name);
		/* ptxas: "Program uses 32-bit address ... conflicting with
		 * .address_size 64"; st.param crashes ptxas. */
		if (LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == AS_PARAM)
			verr(v, R_READ_ONLY_STORE, fn, call,
			     "'%.*s' writes to the parameter space (101), which is read-only on the device", (int)n, name);
		if (LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == AS_GENERIC) {
			char what[80];
			snprintf(what, sizeof(what), "memory write by '%.*s'", (int)(n < 56 ? n : 56), name);
			vcheck_write_origin(v, fn, call, dst, what);
		}
		for (unsigned i = 0; i < 2; i++) {
			LLVMValueRef p = LLVMGetOperand(call, i);
			LLVMTypeRef pt = p ? LLVMTypeOf(p) : NULL;
			if (pt && LLVMGetTypeKind(pt) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(pt) == AS_TMEM) {
				verr(v, R_TENSOR_MEMORY_ACCESS, fn, call,
				     "'%.*s' in tensor memory (address space 6): tensor memory is accessed through tcgen05 "
				     "intrinsics", (int)n, name);
				break;
			}
		}
		return;
	}
	if (!starts(name, n, "llvm.nvvm."))
		return;
	if (starts(name, n, "llvm.nvvm.texsurf.handle.internal")) {
		/* LLVM 22 selects the handle only as the operand of a
		 * texture/surface instruction (it becomes the .texref name). */
		for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			LLVMValueRef cf = LLVMIsACallInst(user) ? vstrip_casts(LLVMGetCalledValue(user)) : NULL;
			size_t cl = 0;
			const char *cn = cf && LLVMIsAFunction(cf) ? vname(cf, &cl) : "";
			if (!starts(cn, cl, "llvm.nvvm.tex.") && !starts(cn, cl, "llvm.nvvm.tld4.") &&
			    !starts(cn, cl, "llvm.nvvm.suld.") && !starts(cn, cl, "llvm.nvvm.sust.") &&
			    !starts(cn, cl, "llvm.nvvm.txq.") && !starts(cn, cl, "llvm.nvvm.suq.")) {
				verr(v, R_TEXSURF_HANDLE, fn, call,
				     "the handle '%.*s' returns is used other than as the operand of a texture or surface "
				     "intrinsic, which LLVM 22 cannot select", (int)n, name);
				break;
			}
		}
		return;
	}
	if (starts(name, n, "llvm.nvvm.texsurf.handle.")) {
		check_texsurf_handle(v, fn, call, name, n);
		if (v->dialect == NVT_DIALECT_LLVM)
			verr(v, R_LEGACY_INTRINSIC, fn, call,
			     "'%.*s' (the spec's metadata form) cannot be compiled by LLVM 22: translate it to "
			     "llvm.nvvm.texsurf.handle.internal with nvvm-opt", (int)n, name);
		return;
	}
	size_t blen = 0;
	const char *b = LLVMIntrinsicGetName(id, &blen);
	char *base = b ? nvt_strndup(b, blen) : NULL;
	if (!v->arch_rules_only) /* code generators check the table themselves */
		check_table(v, fn, call, name, base);
	free(base);
}
