/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The verifier's rule table and its reporting: every diagnostic goes
 * through vreport(), which applies the rule's dialects, names the function,
 * and locates the problem (source file:line from the debug location, or the
 * instruction itself quoted when the IR carries no debug location).
 *
 * The table is the single list of rules: doc/verifier.md documents each
 * entry and a unit test checks that the two agree.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "verify/vinternal.h"

#define L NVT_RULE_IN_LLVM
#define N NVT_RULE_IN_NVVM

static const struct nvt_verify_rule rules[R_COUNT] = {
	[R_LLVM_IR] = { "llvm-ir", "module", L | N, "1",
			  "the module is valid LLVM IR (LLVM's own verifier)" },
	[R_TARGET_TRIPLE] = { "target-triple", "module", L | N, "3.23",
			      "the target triple is nvptx64-*-cuda or nvptx-*-cuda" },
	[R_DATA_LAYOUT] = { "data-layout", "module", L | N, "3.22",
			    "little endian, pointer size of the triple, natural integer and float alignments" },
	[R_NVVMIR_VERSION] = { "nvvmir-version", "module", L | N, "3.13",
			       "!nvvmir.version is an IR version (and debug version) the dialect accepts" },
	[R_ANNOTATION] = { "annotation", "module", L | N, "11",
			   "!nvvm.annotations entries are {global, (MDString, i32)*}" },
	[R_INTRINSIC_GLOBAL] = { "intrinsic-global", "module", L | N, "7",
				 "llvm.global_ctors and llvm.global_dtors are not supported" },
	[R_GLOBAL_ADDRESS_SPACE] = { "global-address-space", "module", L | N, "3.9, 10.1",
				     "global variables live in the generic, global, shared or constant space" },
	[R_GLOBAL_THREAD_LOCAL] = { "global-thread-local", "module", L | N, "3.5, 3.9",
				    "thread_local variables are not supported" },
	[R_GLOBAL_SECTION] = { "global-section", "module", L | N, "3.9",
			       "no explicit section other than llvm.metadata" },
	[R_SHARED_INITIALIZER] = { "shared-initializer", "module", L | N, "3.9",
				   "shared variables have no initializer other than undef/poison" },
	[R_TEXSURF_VARIABLE] = { "texsurf-variable", "module", L | N, "12.1",
				 "texture/surface variables are named i64 globals in the global space, never loaded or stored" },
	[R_ALIAS] = { "alias", "module", L | N, "3.11", "aliases only of non-kernel function definitions" },
	[R_IFUNC] = { "ifunc", "module", L | N, "3.12", "ifuncs are not supported" },
	[R_LINKAGE] = { "linkage", "module", L | N, "3.1", "extern_weak and appending linkage are not supported" },
	[R_COMDAT] = { "comdat", "module", N, "3.6", "comdats are ignored by NVPTX (warning)" },
	[R_DLL_STORAGE] = { "dll-storage", "module", N, "3.4", "DLL storage classes are ignored by NVPTX (warning)" },
	[R_IDENTIFIER] = { "identifier", "module", L | N, "2",
			   "exported names match [a-zA-Z$_][a-zA-Z$_0-9]* (llvm: a warning naming the PTX spelling of a dot)" },
	[R_RESERVED_IDENTIFIER] = { "reserved-identifier", "module", L | N, "PTX",
				    "no global value is named after a PTX predefined identifier (WARP_SZ)" },
	[R_GLOBAL_INITIALIZER] = { "global-initializer", "module", L | N, "3.9, PTX",
				   "initializers hold addresses only of global, constant or generic objects, as 64-bit values, "
				   "without arithmetic on them or cycles between variables" },
	[R_INTEGER_WIDTH] = { "integer-width", "module", L | N, "4, PTX",
			      "global variables and kernel parameters use integers PTX has (i1, i8, i16, i32, multiples of 64 bits)" },
	[R_CONSTANT_SIZE] = { "constant-size", "module", L | N, "ptxas",
			      "the constant space variables of a module take at most 64 KiB" },
	[R_CUDA_BUILTIN_VARIABLE] = { "cuda-builtin-variable", "module", L | N, "frontend",
				      "llvm: no load or store through threadIdx/blockIdx/blockDim/gridDim; nvvm: not declared at all (libNVVM)" },
	[R_DEVICE_RUNTIME_STUB] = { "device-runtime-stub", "module", L | N, "frontend",
				    "no device-runtime function defined by the CUDA headers' failing stub (warning)" },
	[R_ALIGNMENT_LIMIT] = { "alignment-limit", "module", L | N, "ptxas",
				"global variables and allocas are aligned to at most 2^31 (LLVM allows 2^32, which ptxas "
				"cannot represent); nvvm: allocas to at most 2^23, as libNVVM" },
	[R_CONSTANT_POINTER_PARAMETER] = { "constant-pointer-parameter", "module", L | N, "ptxas",
					   "not both a kernel parameter that points to the constant space (.ptr .const) and "
					   "a constant-to-generic addrspacecast (cvta.const) in one module" },

	[R_FUNCTION_ATTRIBUTE] = { "function-attribute", "function", L | N, "3.18",
				   "none of the 17 CPU-only function attributes" },
	[R_FUNCTION_SECTION] = { "function-section", "function", L | N, "3.10", "functions have no explicit section" },
	[R_FUNCTION_ALIGNMENT] = { "function-alignment", "function", N, "3.10",
				   "functions have no explicit alignment (clang gives C++ methods align 2; NVPTX ignores it)" },
	[R_FUNCTION_GC] = { "function-gc", "function", L | N, "3.10, 3.15", "functions have no garbage collector" },
	[R_FUNCTION_PREFIX_DATA] = { "function-prefix-data", "function", L | N, "3.10, 3.16",
				     "functions have no prefix data" },
	[R_FUNCTION_PROLOGUE_DATA] = { "function-prologue-data", "function", L | N, "3.10",
				       "functions have no prologue data" },
	[R_FUNCTION_PERSONALITY] = { "function-personality", "function", L | N, "3.10",
				     "functions have no personality" },
	[R_KERNEL_RETURN] = { "kernel-return", "function", L | N, "11.3", "kernels return void" },
	[R_NARROW_INTEGER_ABI] = { "narrow-integer-abi", "function", L | N, "3.2.1",
				   "integer parameters/returns narrower than 32 bits carry zeroext/signext (warning)" },
	[R_PARAM_ATTRIBUTE] = { "param-attribute", "function", L | N, "3.14",
				"no inalloca, swiftself, swifterror, preallocated parameters" },
	[R_CLUSTER] = { "cluster", "function", L | N, "deep dive",
			"cluster dimensions only on kernels, sm_90+, all zero or none zero, max blocks non-zero" },
	[R_CLUSTER_RANK_CONFLICT] = { "cluster-rank-conflict", "function", L | N, "ptxas",
				      "not both cluster dimensions (.reqnctapercluster) and .maxclusterrank" },
	[R_LAUNCH_BOUNDS_NON_KERNEL] = { "launch-bounds-non-kernel", "function", L | N, "11.3",
					 "maxntid/reqntid/minctasm/maxnreg only on kernels (warning)" },
	[R_LAUNCH_BOUNDS] = { "launch-bounds", "function", L | N, "11.3, ptxas",
			      "a kernel's maxntid/reqntid (1 to 3) and minctasm/maxnreg (1) values are integers from 1 to 2^32-1; "
			      "not both maxntid and reqntid" },
	[R_ZERO_SIZED_PARAMETER] = { "zero-sized-parameter", "function", L | N, "ptxas",
				     "no parameter or return value of a zero-sized type (empty struct, [0 x T])" },
	[R_KERNEL_PARAMETER_SIZE] = { "kernel-parameter-size", "function", L | N, "PTX, ptxas",
				      "a kernel's parameters take at most 32764 bytes (more than 4352 need sm_70 and PTX ISA "
				      "8.1, which nvvm-llc then chooses)" },

	[R_UNSUPPORTED_INSTRUCTION] = { "unsupported-instruction", "instruction", L | N, "8.1, 8.8",
					"no indirectbr, invoke, resume, landingpad, callbr or funclet pads" },
	[R_ALLOCA] = { "alloca", "instruction", L | N, "8.6.1, 10.3",
		       "alloca in the generic space with a constant element count" },
	[R_ATOMIC_LOAD_STORE] = { "atomic-load-store", "instruction", N, "8.6.2, 8.6.3",
				  "no atomic load or store" },
	[R_FENCE] = { "fence", "instruction", N, "8.6.4", "no fence instruction" },
	[R_SYNCSCOPE] = { "syncscope", "instruction", L | N, "PTX",
			  "syncscopes PTX can express: system, device, block; cluster on sm_90+" },
	[R_CMPXCHG] = { "cmpxchg", "instruction", L | N, "8.6.5",
			"cmpxchg on i32/i64 (i128 on sm_90+; llvm: i8/i16 too)" },
	[R_ATOMICRMW] = { "atomicrmw", "instruction", L | N, "8.6.6, 13.1",
			  "atomicrmw operations and types per SM; no nand in the nvvm dialect" },
	[R_ATOMIC_ADDRESS_SPACE] = { "atomic-address-space", "instruction", L | N, "8.6.5, 8.6.6",
				     "atomics only on generic, global or shared pointers" },
	[R_ADDRSPACECAST] = { "addrspacecast", "instruction", L | N, "10.2.2",
			      "one side of an addrspacecast is generic, the other a known space" },
	[R_FUNCTION_POINTER_ACCESS] = { "function-pointer-access", "instruction", L | N, "10.2.1",
					"no load or store through a function pointer" },
	[R_TENSOR_MEMORY_ACCESS] = { "tensor-memory-access", "instruction", L | N, "deep dive",
				     "no load or store in tensor memory (address space 6)" },
	[R_BLOCKADDRESS] = { "blockaddress", "instruction", L | N, "5", "blockaddress is not supported" },
	[R_UNSUPPORTED_TYPE] = { "unsupported-type", "instruction", L | N, "4",
				 "no fp128, x86_fp80, ppc_fp128, x86_amx or token types" },
	[R_INLINE_ASM] = { "inline-asm", "instruction", L | N, "6.1",
			   "inline asm constraints PTX registers can satisfy; no Intel dialect" },
	[R_PRAGMA_UNROLL] = { "pragma-unroll", "instruction", L | N, "6.2",
			      "!pragma unroll is rejected: use llvm.loop.unroll.count" },
	[R_CALLALIGN] = { "callalign", "instruction", L | N, "3.2.1",
			  "!callalign holds increasing i32 (position << 16 | power-of-two alignment)" },
	[R_TAIL_CALL] = { "tail-call", "instruction", N, "8.8", "no musttail or notail call markers" },
	[R_VA_ARG] = { "va-arg", "instruction", N, "3.2.1, 8.8", "no va_arg instruction" },
	[R_KERNEL_CALL] = { "kernel-call", "instruction", L | N, "11.3, PTX",
			    "kernels are launched, never called" },
	[R_READ_ONLY_STORE] = { "read-only-store", "instruction", L | N, "10.1, PTX",
				"no store, atomic store or memory write to the constant (4) or parameter (101) space, "
				"also not through generic pointers cast only from them" },
	[R_ATOMIC_TYPE] = { "atomic-type", "instruction", L, "PTX",
			    "atomic loads and stores of scalars only; i128 ones not seq_cst" },
	[R_SHARED_CLUSTER_ARCH] = { "shared-cluster-arch", "instruction", L | N, "PTX",
				    "pointers into shared::cluster (address space 7) need sm_90 or newer" },
	[R_GRID_CONSTANT_STORE] = { "grid-constant-store", "instruction", L | N, "PTX",
				    "no store, atomic or memory write into a kernel's grid_constant byval parameter" },

	[R_UNSUPPORTED_INTRINSIC] = { "unsupported-intrinsic", "intrinsic", L | N, "9, 13",
				      "every llvm.* function called is an intrinsic LLVM 22 knows" },
	[R_LEGACY_INTRINSIC] = { "legacy-intrinsic", "intrinsic", L, "13.6",
				 "NVVM IR 1.5 warp intrinsics are translated (nvvm-opt) before codegen" },
	[R_INTRINSIC_ARCH] = { "intrinsic-arch", "intrinsic", L | N, "13, deep dive",
			       "the intrinsic exists on the target arch (table of src/verify/intrinsics)" },
	[R_INTRINSIC_CONSTANT_ARG] = { "intrinsic-constant-arg", "intrinsic", L | N, "13.6",
				       "mode/layout operands that must be constants are constants" },
	[R_MEMORY_INTRINSIC_CONSTANT] = { "memory-intrinsic-constant", "intrinsic", L | N, "9.4",
					  "memcpy/memmove/memset never write the constant space" },
	[R_TEXSURF_HANDLE] = { "texsurf-handle", "intrinsic", L | N, "12.2",
			       "llvm.nvvm.texsurf.handle takes metadata wrapping a texture/surface variable" },
	[R_SAMPLER_TEXMODE] = { "sampler-texmode", "intrinsic", L | N, "ptxas",
				"sampler variables need texmode_independent (an nvcl triple)" },
};

#undef L
#undef N

NVT_API size_t nvt_verify_rule_count(void)
{
	return R_COUNT;
}

NVT_API const struct nvt_verify_rule *nvt_verify_rule_at(size_t i)
{
	return i < R_COUNT ? &rules[i] : NULL;
}

NVT_API const struct nvt_verify_rule *nvt_verify_rule_find(const char *name)
{
	for (size_t i = 0; name && i < R_COUNT; i++)
		if (!strcmp(rules[i].name, name))
			return &rules[i];
	return NULL;
}

NVT_API int nvt_dialect_parse(const char *text, enum nvt_dialect *dialect)
{
	if (text && !strcmp(text, "llvm"))
		*dialect = NVT_DIALECT_LLVM;
	else if (text && !strcmp(text, "nvvm"))
		*dialect = NVT_DIALECT_NVVM;
	else
		return -EINVAL;
	return 0;
}

NVT_API const char *nvt_dialect_name(enum nvt_dialect dialect)
{
	return dialect == NVT_DIALECT_NVVM ? "nvvm" : "llvm";
}

bool vrule_on(const struct vctx *v, enum vrule rule)
{
	unsigned bit = v->dialect == NVT_DIALECT_NVVM ? NVT_RULE_IN_NVVM : NVT_RULE_IN_LLVM;

	return (rules[rule].dialects & bit) != 0;
}

bool vstop(const struct vctx *v)
{
	return nvt_diags__limit_reached(v->d);
}

bool varch_below(struct vctx *v, unsigned sm)
{
	bool below = v->arch && v->arch->sm < sm;

	if (below)
		v->in_gate = true;
	return below;
}

const char *vname(LLVMValueRef val, size_t *len)
{
	size_t n = 0;
	const char *s = LLVMGetValueName2(val, &n);

	if (len)
		*len = s ? n : 0;
	return s ? s : "";
}

const char *vas_name(unsigned as)
{
	switch (as) {
	case AS_GENERIC: return "generic";
	case AS_GLOBAL: return "global";
	case 2: return "reserved";
	case AS_SHARED: return "shared";
	case AS_CONST: return "constant";
	case AS_LOCAL: return "local";
	case AS_TMEM: return "tensor memory";
	case AS_SHARED_CLUSTER: return "shared::cluster";
	case AS_PARAM: return "param";
	default: return "unknown";
	}
}

LLVMValueRef vstrip_casts(LLVMValueRef val)
{
	for (int depth = 0; val && depth < 8; depth++) {
		if (LLVMIsAConstantExpr(val)) {
			LLVMOpcode op = LLVMGetConstOpcode(val);
			if (op == LLVMBitCast || op == LLVMAddrSpaceCast) {
				val = LLVMGetOperand(val, 0);
				continue;
			}
		}
		break;
	}
	return val;
}

bool vis_kernel(LLVMValueRef f)
{
	return LLVMGetFunctionCallConv(f) == 71; /* CallingConv::PTX_Kernel */
}

bool vbad_type(LLVMTypeRef t, const char **what)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMFP128TypeKind: *what = "fp128"; return true;
	case LLVMX86_FP80TypeKind: *what = "x86_fp80"; return true;
	case LLVMPPC_FP128TypeKind: *what = "ppc_fp128"; return true;
	case LLVMX86_AMXTypeKind: *what = "x86_amx"; return true;
	case LLVMTokenTypeKind: *what = "token"; return true;
	case LLVMVectorTypeKind:
	case LLVMScalableVectorTypeKind:
	case LLVMArrayTypeKind:
		return vbad_type(LLVMGetElementType(t), what);
	case LLVMStructTypeKind: {
		unsigned n = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < n; i++)
			if (vbad_type(LLVMStructGetTypeAtIndex(t, i), what))
				return true;
		return false;
	}
	default:
		return false;
	}
}

/* The instruction as LLVM prints it, on one line, trimmed, and cut at a
 * length that keeps diagnostics readable. */
static char *instr_text(LLVMValueRef inst)
{
	char *s = LLVMPrintValueToString(inst);
	const char *p = s ? s : "";
	struct nvt_strbuf sb = { 0 };
	char *out;

	while (*p == ' ')
		p++;
	size_t n = strcspn(p, "\n");
	bool cut = n > 160;
	nvt_strbuf_append(&sb, p, cut ? 160 : n);
	if (cut)
		nvt_strbuf_puts(&sb, "...");
	if (s)
		LLVMDisposeMessage(s);
	out = nvt_strbuf_detach(&sb, NULL);
	return out;
}

void vreport(struct vctx *v, enum vrule rule, enum nvt_severity sev, LLVMValueRef fn,
	     LLVMValueRef inst, const char *entity, const char *fmt, ...)
{
	struct nvt_strbuf sb = { 0 };
	const char *file = v->file;
	char *srcfile = NULL, *itext = NULL, *fname = NULL;
	unsigned line = 0, col = 0;
	va_list ap;

	bool gate = v->in_gate;

	v->in_gate = false;
	if (!vrule_on(v, rule) || (v->arch_rules_only && !gate))
		return;
	if (fn) {
		size_t n;
		const char *s = vname(fn, &n);
		fname = nvt_strndup(s, n);
		nvt_strbuf_printf(&sb, "function '%s': ", fname ? fname : "");
	}
	va_start(ap, fmt);
	nvt_strbuf_vprintf(&sb, fmt, ap);
	va_end(ap);

	if (inst && LLVMIsAInstruction(inst)) {
		unsigned flen = 0, dlen = 0;
		const char *f = LLVMGetDebugLocFilename(inst, &flen);
		if (f && flen) {
			const char *dir = LLVMGetDebugLocDirectory(inst, &dlen);
			if (dir && dlen && f[0] != '/')
				srcfile = nvt_asprintf("%.*s/%.*s", (int)dlen, dir, (int)flen, f);
			else
				srcfile = nvt_strndup(f, flen);
			line = LLVMGetDebugLocLine(inst);
			col = LLVMGetDebugLocColumn(inst);
			file = srcfile;
		} else {
			itext = instr_text(inst);
			nvt_strbuf_printf(&sb, " (in '%s')", itext ? itext : "");
		}
	}
	nvt_diags__reportf(v->d, sev, rules[rule].name, file, line, col,
			   entity ? entity : fname, "%s", sb.data ? sb.data : "out of memory");
	/* Count what the caller asked for as an error even when -Werror or -w
	 * changed what was delivered: the return value follows the rules. */
	if (sev == NVT_ERROR)
		v->errors++;
	nvt_strbuf_free(&sb);
	free(srcfile);
	free(itext);
	free(fname);
}
