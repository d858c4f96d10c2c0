/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: verify — the NVVM IR verifier (module, function, instruction and
 * intrinsic layers over a rule table), the intrinsic table, and the
 * requirements: what a module needs from an arch and a PTX version; may use:
 * core, ptx, llvm.
 *
 * Internal contract of the verifier's layers (module.c, function.c,
 * instruction.c, intrinsic.c) and its rule table (rules.c).
 *
 * Every check reports through vreport(), which knows the rule's dialects
 * (a rule that does not apply in the current dialect is dropped there, so
 * the layers do not repeat dialect tests), adds the function and the
 * location, and counts errors. The layers never stop at the first error.
 */
#ifndef NVT_VERIFY_VINTERNAL_H
#define NVT_VERIFY_VINTERNAL_H

#include <nvvmtools/arch.h>
#include <nvvmtools/verify.h>
#include "llvm/llvm.h"

/* Rule identifiers: indices into the table of rules.c, in the order of
 * the NVT_VRULE entries of src/core/rules.def. */
enum vrule {
#define NVT_RULE(id, name, part, sev, summary)
#define NVT_VRULE(id, name, part, sev, summary, layer, dialects, spec) R_##id,
#include "core/rules.def"
#undef NVT_RULE
#undef NVT_VRULE
	R_COUNT
};

/* PTX/NVPTX address spaces. */
enum {
	AS_GENERIC = 0,
	AS_GLOBAL = 1,
	AS_SHARED = 3,
	AS_CONST = 4,
	AS_LOCAL = 5,
	AS_TMEM = 6,
	AS_SHARED_CLUSTER = 7,
	AS_PARAM = 101,
};

#define VATTR_MAX 32   /* attribute kinds function.c caches */
#define VTYPE_CACHE 64 /* representable types remembered (a power of two) */

struct vctx {
	LLVMModuleRef m;
	LLVMContextRef c;
	enum nvt_dialect dialect;
	const struct nvt_arch *arch; /* NULL: no arch gates */
	const char *file;
	struct nvt_diags *d;
	unsigned errors;
	bool is64;   /* nvptx64 triple (or no usable triple) */
	bool nvcl;   /* OpenCL triple: texmode_independent */
	unsigned md_dbg, md_pragma, md_callalign;
	bool arch_rules_only; /* drop every report that is not an arch gate */
	bool in_gate;         /* set by varch_below() for the report that follows */
	unsigned ss_singlethread, ss_system, ss_block, ss_cluster, ss_device;
	/* Per-call caches (the verifier keeps no global state): the enum
	 * attribute kinds function.c asks about, looked up by name once per
	 * call (a string switch in LLVM), and types already found
	 * representable (types are uniqued per context), by pointer hash. */
	unsigned attr_kind[VATTR_MAX];
	bool attr_kinds_ready;
	LLVMTypeRef good_type[VTYPE_CACHE];
	/* constant-pointer-parameter: the first kernel parameter that is a
	 * pointer to the constant space, and the first constant -> generic
	 * addrspacecast (instruction, or constant expression in one). */
	LLVMValueRef cptr_kernel, cast_fn, cast_inst;
	unsigned cptr_param;
};

/* Report one problem. `fn` (may be NULL) is the function it is about,
 * `inst` (may be NULL) the instruction: its debug location (when present)
 * becomes the diagnostic's location, otherwise the instruction is quoted.
 * `entity` names the global for module-level problems (fn NULL). Does
 * nothing when the rule does not apply in v->dialect. */
void vreport(struct vctx *v, enum vrule rule, enum nvt_severity sev, LLVMValueRef fn,
	     LLVMValueRef inst, const char *entity, const char *fmt, ...)
	__attribute__((format(printf, 7, 8)));
#define verr(v, rule, fn, inst, ...) vreport((v), (rule), NVT_ERROR, (fn), (inst), NULL, __VA_ARGS__)
#define vwarn(v, rule, fn, inst, ...) vreport((v), (rule), NVT_WARNING, (fn), (inst), NULL, __VA_ARGS__)

/* Whether `rule` applies in v's dialect. */
bool vrule_on(const struct vctx *v, enum vrule rule);
/* True once diags' --max-errors limit is reached. */
bool vstop(const struct vctx *v);

/* Arch gate: true when an arch is known and it is below sm_`sm`; the
 * report that follows is then marked as an arch gate. */
bool varch_below(struct vctx *v, unsigned sm);

/* Name helpers returning a static or value-owned string (never NULL). */
const char *vname(LLVMValueRef v, size_t *len);
const char *vas_name(unsigned as);
/* The function value behind a (possibly cast) constant, or NULL. */
LLVMValueRef vstrip_casts(LLVMValueRef v);
/* The type kind is one NVPTX cannot represent; its name in *what. */
bool vbad_type(LLVMTypeRef t, const char **what);

/* vbad_type() through v's cache of types already found representable. */
static inline bool vbad_type_cached(struct vctx *v, LLVMTypeRef t, const char **what)
{
	size_t h = ((size_t)t >> 4) & (VTYPE_CACHE - 1);

	if (v->good_type[h] == t)
		return false;
	if (vbad_type(t, what))
		return true;
	v->good_type[h] = t;
	return false;
}

/* The bytes a kernel's parameters take in the PTX parameter space, laid
 * out in order, each at its alignment (byval: the pointee, at its explicit
 * or natural alignment, capped at the 128 the PTX ABI allows; otherwise
 * the type's ABI size and alignment). ptxas counts the same way ("uses too
 * much parameter space (0x1108 bytes, 0x1100 max)" for one .align 1 .b8
 * [4360]); ABI sizes make it an upper bound of what NVPTX writes. Inline:
 * codegen's requirements (requirements.c) use it too. */
static inline uint64_t vkernel_param_bytes(LLVMValueRef fn)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn));
	unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
	unsigned alignk = LLVMGetEnumAttributeKindForName("align", 5);
	unsigned n = LLVMCountParams(fn);
	uint64_t off = 0;

	for (unsigned i = 0; td && i < n; i++) {
		LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
		LLVMAttributeRef bv = LLVMGetEnumAttributeAtIndex(fn, i + 1, byval);
		uint64_t align;

		if (bv)
			t = LLVMGetTypeAttributeValue(bv);
		/* a type the verifier refuses (unsupported-type) has no
		 * size to count: a scalable vector's aborts LLVM */
		const char *bad;
		if (!t || !LLVMTypeIsSized(t) || vbad_type(t, &bad))
			continue;
		align = LLVMABIAlignmentOfType(td, t);
		if (bv) {
			LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, i + 1, alignk);
			if (a && LLVMGetEnumAttributeValue(a) > align)
				align = LLVMGetEnumAttributeValue(a);
		}
		if (align > 128)
			align = 128;
		if (!align)
			align = 1;
		off = (off + align - 1) / align * align + LLVMABISizeOfType(td, t);
	}
	return off;
}
/* ptxas: kernel parameters take at most 4352 bytes, 32764 from PTX ISA 8.1
 * on sm_70 and newer. */
#define VKERNEL_PARAM_SMALL 4352u
#define VKERNEL_PARAM_MAX 32764u
#define VKERNEL_PARAM_PTX 81u

/* A write through the generic pointer `ptr` (a store, an atomic, a memory
 * intrinsic's destination) by `inst`: reports it when every pointer it
 * can hold comes from the constant or param space (read-only-store: LLVM
 * folds the cast into st.const / st.param) or from a grid_constant kernel
 * parameter (grid-constant-store). `what`: "store", "atomicrmw", ... */
void vcheck_write_origin(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMValueRef ptr, const char *what);

/* Some !nvvm.annotations entry marks global `g` with property `key`. */
bool vhas_annotation(struct vctx *v, LLVMValueRef g, const char *key);

/* The layers. */
void vcheck_function(struct vctx *v, LLVMValueRef fn);
/* The CPU-only function attributes alone (declarations, nvvm dialect). */
void vcheck_function_attributes(struct vctx *v, LLVMValueRef fn);
void vcheck_instruction(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst);
/* Zero-sized parameter and return types of a function type (of `fn` itself
 * when inst is NULL, of the call `inst` otherwise). */
void vcheck_zero_sized(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMTypeRef fty);
void vcheck_intrinsic_call(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, LLVMValueRef callee);
/* The arch-gated math intrinsic checks alone (vcheck_instruction_gates). */
void vcheck_math_gates(struct vctx *v, LLVMValueRef fn, LLVMValueRef call, LLVMValueRef callee);
/* With arch_rules_only: only the checks that contain an arch gate (every
 * other report would be dropped anyway), in the same order as the full
 * layers, so the reports are the same at a fraction of the cost. */
void vcheck_function_gates(struct vctx *v, LLVMValueRef fn);
void vcheck_instruction_gates(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst);

#endif
