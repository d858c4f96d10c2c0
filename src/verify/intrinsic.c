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
