/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The function layer: what a function definition may carry. The 17 CPU
 * attributes NVIDIA's verifier rejects, sections, alignment, GC,
 * prefix/prologue data, personality, kernel return types, the width of
 * integer parameters, parameter attributes no PTX ABI has, and the launch
 * and cluster properties (LLVM 22 turns the !nvvm.annotations of the spec
 * into the "nvvm.*" string attributes read here).
 */
#include <stdio.h>
#include <stdlib.h>

#include "verify/vinternal.h"

/* Function-level only: `align`/`alignstack` on parameters and returns are
 * what LLVM 22 makes of <align> annotations and are fine; `convergent` is
 * accepted, as libNVVM does. `nobuiltin` is on every operator new/delete
 * clang declares or defines (C++ [replaceable allocation functions]): it only
 * tells the optimizer not to treat the function as the library one, and LLVM
 * compiles it correctly, so only the nvvm dialect refuses it (as libNVVM
 * does, "nobuiltin function attribute is not supported"). */
static const char *const bad_fn_attrs[] = {
	"builtin", "jumptable", "naked", "nobuiltin", "noimplicitfloat", "noredzone",
	"nonlazybind", "returns_twice", "safestack", "sanitize_address", "sanitize_memory",
	"sanitize_thread", "ssp", "sspreq", "sspstrong", "alignstack", "uwtable",
};

static const char *const bad_param_attrs[] = {
	"inalloca", "swiftself", "swifterror", "preallocated", "swiftasync",
};

/* Indices into v->attr_kind: bad_fn_attrs, then bad_param_attrs, then these. */
enum {
	A_NOBUILTIN = 3, /* bad_fn_attrs[3] */
	A_PARAM = ARRAY_SIZE(bad_fn_attrs),
	A_ZEROEXT = A_PARAM + ARRAY_SIZE(bad_param_attrs),
	A_SIGNEXT,
	A_COUNT
};
_Static_assert(A_COUNT <= VATTR_MAX, "VATTR_MAX too small for function.c's attribute kinds");

/* The kinds, by name, once per verifier call: LLVM's name lookup is a
 * string switch, far dearer than the attribute test itself. */
static void attr_kinds(struct vctx *v)
{
	const char *name;

	for (unsigned i = 0; i < A_COUNT; i++) {
		name = i < A_PARAM     ? bad_fn_attrs[i]
		       : i < A_ZEROEXT ? bad_param_attrs[i - A_PARAM]
		       : i == A_ZEROEXT ? "zeroext"
					: "signext";
		v->attr_kind[i] = LLVMGetEnumAttributeKindForName(name, strlen(name));
	}
	v->attr_kinds_ready = true;
}

_Static_assert(A_NOBUILTIN < ARRAY_SIZE(bad_fn_attrs), "A_NOBUILTIN indexes bad_fn_attrs");

static bool has_enum_attr(struct vctx *v, LLVMValueRef fn, LLVMAttributeIndex idx, unsigned which)
{
	unsigned kind = v->attr_kind[which];

	return kind && LLVMGetEnumAttributeAtIndex(fn, idx, kind) != NULL;
}

/* The value of string attribute `key` on the function, or NULL. */
static const char *str_attr(LLVMValueRef fn, const char *key, unsigned *len)
{
	LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, key,
							   (unsigned)strlen(key));
	return a ? LLVMGetStringAttributeValue(a, len) : NULL;
}

/* "2,1,1" -> up to 3 numbers; returns how many were read, -1 if malformed. */
static int parse_dims(const char *s, unsigned len, unsigned long out[3])
{
	char buf[64];
	int n = 0;

	if (len >= sizeof(buf))
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	for (char *p = buf; *p && n < 3;) {
		char *end;
		out[n++] = strtoul(p, &end, 10);
		if (end == p)
			return -1;
		p = end;
		if (*p == ',')
			p++;
		else if (*p)
			return -1;
	}
	return n;
}

/* An internal or private function that is only ever called directly: all
 * its callers are in this module (its address goes nowhere else). */
static bool only_called_here(LLVMValueRef fn)
{
	LLVMLinkage l = LLVMGetLinkage(fn);

	if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
		return false;
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != fn)
			return false;
	}
	return true;
}

/* idx: LLVMAttributeReturnIndex (the return value) or parameter idx.
 * Only where another module can be on the other side of the call: every
 * caller of a local function whose address never escapes is compiled with
 * it, so both sides extend the same way. LLVM's own passes make such
 * functions (at -O1 and up, argument promotion turns the byval __half of
 * cuda_fp16.h's helpers into a bare i16), and a warning on them would name
 * no fault of the input's. */
static void check_narrow(struct vctx *v, LLVMValueRef fn, LLVMTypeRef t, LLVMAttributeIndex idx)
{
	char what[32];

	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) >= 32 ||
	    LLVMGetIntTypeWidth(t) == 1)
		return;
	if (only_called_here(fn))
		return;
	if (has_enum_attr(v, fn, idx, A_ZEROEXT) || has_enum_attr(v, fn, idx, A_SIGNEXT))
		return;
	if (idx == LLVMAttributeReturnIndex)
		snprintf(what, sizeof(what), "the return value");
	else
		snprintf(what, sizeof(what), "parameter %u", (unsigned)idx);
	vwarn(v, R_NARROW_INTEGER_ABI, fn, NULL,
	      "%s is i%u without zeroext or signext: it is passed as 32 bits and zeroext is assumed", what,
	      LLVMGetIntTypeWidth(t));
}

static void check_cluster(struct vctx *v, LLVMValueRef fn)
{
	unsigned dlen = 0, rlen = 0;
	const char *dims = str_attr(fn, "nvvm.cluster_dim", &dlen);
	const char *rank = str_attr(fn, "nvvm.maxclusterrank", &rlen);
	bool kernel = nvt_llvm_is_kernel(fn);

	if (!dims && !rank)
		return;
	if (!kernel)
		verr(v, R_CLUSTER, fn, NULL,
		     "cluster dimensions and cluster maximum blocks are only allowed on kernels");
	if (varch_below(v, 90))
		verr(v, R_CLUSTER, fn, NULL,
		     "cluster dimensions and cluster maximum blocks need sm_90 or newer, not %s", v->arch->name);
	if (dims) {
		unsigned long d[3] = { 1, 1, 1 };
		int n = parse_dims(dims, dlen, d);
		if (n < 0) {
			verr(v, R_CLUSTER, fn, NULL, "cluster dimensions '%.*s' are not 1 to 3 numbers",
			     (int)dlen, dims);
		} else {
			int zeros = 0;
			for (int i = 0; i < n; i++)
				zeros += d[i] == 0;
			if (zeros && zeros != n)
				verr(v, R_CLUSTER, fn, NULL,
				     "cluster dimensions '%.*s': if one dimension is 0, all of them must be 0",
				     (int)dlen, dims);
		}
	}
	if (rank) {
		unsigned long r[3];
		if (parse_dims(rank, rlen, r) == 1 && r[0] == 0)
			verr(v, R_CLUSTER, fn, NULL, "cluster maximum blocks (maxclusterrank) must be non-zero");
	}
	if (dims && rank)
		verr(v, R_CLUSTER_RANK_CONFLICT, fn, NULL,
		     "cluster dimensions '%.*s' (.reqnctapercluster) and maxclusterrank %.*s "
		     "(.maxclusterrank) are both given: ptxas rejects the pair as conflicting directives",
		     (int)dlen, dims, (int)rlen, rank);
}

/* The launch bounds of a kernel as LLVM 22 reads them: a list of decimal
 * numbers separated by commas, each read as an unsigned 32-bit integer. A
 * value LLVM cannot read is an LLVM error at codegen; a zero (or a number
 * past 32 bits, which LLVM reads modulo 2^32 and may turn into zero) is
 * written as is, and ptxas rejects it ("Positive non-zero value expected
 * for maxntid"). Values past the hardware's limits (maxntid 2048, minctasm
 * 64) are only warnings of ptxas, which then ignores the directive: they are
 * left alone. */
static void check_launch_values(struct vctx *v, LLVMValueRef fn)
{
	static const struct {
		const char *key;
		int max_dims;
	} launch[] = {
		{ "nvvm.maxntid", 3 }, { "nvvm.reqntid", 3 }, { "nvvm.minctasm", 1 }, { "nvvm.maxnreg", 1 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(launch); i++) {
		unsigned len = 0;
		const char *val = str_attr(fn, launch[i].key, &len);
		const char *name = launch[i].key + 5;
		int n = 0;
		bool bad_form = false, reported = false;
		unsigned long long product = 1;

		if (!val)
			continue;
		for (unsigned p = 0; p <= len && !bad_form; n++) {
			unsigned q = p;
			unsigned long long x = 0;
			bool wide = false;
			while (q < len && val[q] >= '0' && val[q] <= '9') {
				x = x * 10 + (unsigned)(val[q] - '0');
				if (x > 0xffffffffull)
					wide = true, x = 0xffffffffull + 1;
				q++;
			}
			if (q == p || (q < len && val[q] != ',') || n == launch[i].max_dims) {
				bad_form = true;
				break;
			}
			if (x == 0 || wide) {
				verr(v, R_LAUNCH_BOUNDS, fn, NULL,
				     "'%s' value \"%.*s\": %s %.*s is %s: ptxas accepts only values from 1 to "
				     "4294967295",
				     name, (int)len, val, launch[i].max_dims > 1 ? "dimension" : "the number",
				     (int)(q - p), val + p, wide ? "wider than 32 bits" : "zero");
				reported = true;
				break;
			}
			product *= x;
			if (product > (1ull << 31))
				product = (1ull << 31) + 1;
			p = q + 1;
		}
		/* ptxas 13.0 dies of a division by zero on ".maxntid 4294967295"
		 * (2^31 threads are only a warning; the hardware's limit is 1024). */
		if (!bad_form && !reported && launch[i].max_dims > 1 && product > (1ull << 31))
			verr(v, R_LAUNCH_BOUNDS, fn, NULL,
			     "'%s' value \"%.*s\": more than 2^31 threads in a block, which crashes ptxas (a block "
			     "holds at most 1024)", name, (int)len, val);
		if (bad_form)
			verr(v, R_LAUNCH_BOUNDS, fn, NULL, "'%s' value \"%.*s\" is not %s", name, (int)len, val,
			     launch[i].max_dims > 1 ? "1 to 3 decimal numbers separated by commas"
						    : "a decimal number");
	}
	unsigned ml = 0, rl = 0;
	const char *max = str_attr(fn, "nvvm.maxntid", &ml), *req = str_attr(fn, "nvvm.reqntid", &rl);
	if (max && req)
		verr(v, R_LAUNCH_BOUNDS, fn, NULL,
		     "maxntid \"%.*s\" and reqntid \"%.*s\" are both given: ptxas rejects .maxntid with .reqntid "
		     "(reqntid alone already bounds the block)", (int)ml, max, (int)rl, req);
}

/* A type of size zero: LLVM aborts on such a parameter ("Empty parameter
 * types are not supported") and ptxas rejects such a return value. */
static bool zero_sized(LLVMValueRef fn, LLVMTypeRef t)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn));
	LLVMTypeKind k = LLVMGetTypeKind(t);

	if (k != LLVMStructTypeKind && k != LLVMArrayTypeKind)
		return false;
	return td && LLVMTypeIsSized(t) && LLVMABISizeOfType(td, t) == 0;
}

void vcheck_zero_sized(struct vctx *v, LLVMValueRef fn, LLVMValueRef inst, LLVMTypeRef fty)
{
	LLVMTypeRef ret = LLVMGetReturnType(fty);
	unsigned np = LLVMCountParamTypes(fty);
	char *s;

	if (zero_sized(fn, ret)) {
		s = LLVMPrintTypeToString(ret);
		verr(v, R_ZERO_SIZED_PARAMETER, fn, inst,
		     "%s returns the zero-sized type %s, which the PTX calling convention cannot pass",
		     inst ? "the call" : "the function", s);
		LLVMDisposeMessage(s);
	}
	if (!np || np > 4096)
		return;
	LLVMTypeRef *pt = calloc(np, sizeof(*pt));
	if (!pt)
		return;
	LLVMGetParamTypes(fty, pt);
	for (unsigned i = 0; i < np; i++)
		if (zero_sized(fn, pt[i])) {
			s = LLVMPrintTypeToString(pt[i]);
			verr(v, R_ZERO_SIZED_PARAMETER, fn, inst,
			     "parameter %u has the zero-sized type %s, which the PTX calling convention cannot pass "
			     "(LLVM aborts on it)", i + 1, s);
			LLVMDisposeMessage(s);
		}
	free(pt);
}

void vcheck_function_attributes(struct vctx *v, LLVMValueRef fn)
{
	if (!v->attr_kinds_ready)
		attr_kinds(v);
	for (size_t i = 0; i < ARRAY_SIZE(bad_fn_attrs); i++)
		if ((i != A_NOBUILTIN || v->dialect == NVT_DIALECT_NVVM) &&
		    has_enum_attr(v, fn, LLVMAttributeFunctionIndex, (unsigned)i))
			verr(v, R_FUNCTION_ATTRIBUTE, fn, NULL,
			     "function attribute '%s' is not supported: it has no meaning on GPUs", bad_fn_attrs[i]);
}

/* ptxas: "Entry function 'k' uses too much parameter space (0x8000 bytes,
 * 0x7ffc max)"; below PTX ISA 8.1 the maximum is 0x1100 (nvvm-llc raises
 * the version, requirements.c), and before sm_70 there is no 8.1 limit. */
static void check_param_size(struct vctx *v, LLVMValueRef fn)
{
	uint64_t bytes = vkernel_param_bytes(fn);

	if (bytes > VKERNEL_PARAM_MAX)
		verr(v, R_KERNEL_PARAMETER_SIZE, fn, NULL,
		     "the kernel's parameters take %llu bytes: ptxas allows at most %u (pass large data through a "
		     "pointer to global memory)", (unsigned long long)bytes, VKERNEL_PARAM_MAX);
	else if (bytes > VKERNEL_PARAM_SMALL && varch_below(v, 70))
		verr(v, R_KERNEL_PARAMETER_SIZE, fn, NULL,
		     "the kernel's parameters take %llu bytes: %s allows at most %u (more needs sm_70 or newer)",
		     (unsigned long long)bytes, v->arch->name, VKERNEL_PARAM_SMALL);
}

void vcheck_function(struct vctx *v, LLVMValueRef fn)
{
	size_t nlen;
	const char *name = vname(fn, &nlen);
	LLVMTypeRef fty = LLVMGlobalGetValueType(fn);

	(void)name;
	vcheck_function_attributes(v, fn);
	const char *sec = LLVMGetSection(fn);
	if (sec && *sec)
		verr(v, R_FUNCTION_SECTION, fn, NULL, "explicit section '%s' is not allowed on a function", sec);
	if (LLVMGetAlignment(fn))
		verr(v, R_FUNCTION_ALIGNMENT, fn, NULL, "explicit alignment (align %u) is not allowed on a function",
		     LLVMGetAlignment(fn));
	if (LLVMGetGC(fn))
		verr(v, R_FUNCTION_GC, fn, NULL, "garbage collector '%s' is not supported", LLVMGetGC(fn));
	if (LLVMHasPrefixData(fn))
		verr(v, R_FUNCTION_PREFIX_DATA, fn, NULL, "prefix data is not allowed");
	if (LLVMHasPrologueData(fn))
		verr(v, R_FUNCTION_PROLOGUE_DATA, fn, NULL, "prologue data is not allowed");
	if (LLVMHasPersonalityFn(fn)) {
		size_t pl;
		const char *p = vname(vstrip_casts(LLVMGetPersonalityFn(fn)), &pl);
		verr(v, R_FUNCTION_PERSONALITY, fn, NULL,
		     "personality function '%.*s' is not allowed: GPUs have no exception handling", (int)pl, p);
	}

	LLVMTypeRef ret = LLVMGetReturnType(fty);
	if (nvt_llvm_is_kernel(fn) && LLVMGetTypeKind(ret) != LLVMVoidTypeKind) {
		char *t = LLVMPrintTypeToString(ret);
		verr(v, R_KERNEL_RETURN, fn, NULL, "kernel returns '%s': kernels must return void", t);
		LLVMDisposeMessage(t);
	}
	check_narrow(v, fn, ret, LLVMAttributeReturnIndex);
	unsigned np = LLVMCountParams(fn);
	for (unsigned i = 0; i < np; i++) {
		LLVMValueRef p = LLVMGetParam(fn, i);
		check_narrow(v, fn, LLVMTypeOf(p), (LLVMAttributeIndex)(i + 1));
		for (size_t k = 0; k < ARRAY_SIZE(bad_param_attrs); k++)
			if (has_enum_attr(v, fn, (LLVMAttributeIndex)(i + 1), (unsigned)(A_PARAM + k)))
				verr(v, R_PARAM_ATTRIBUTE, fn, NULL,
				     "parameter %u has attribute '%s', which the PTX calling convention does not have",
				     i + 1, bad_param_attrs[k]);
		const char *bt;
		if (vbad_type(LLVMTypeOf(p), &bt))
			verr(v, R_UNSUPPORTED_TYPE, fn, NULL, "parameter %u has type %s, which NVPTX does not support",
			     i + 1, bt);
	}
	const char *bt;
	if (vbad_type(ret, &bt))
		verr(v, R_UNSUPPORTED_TYPE, fn, NULL, "the return type %s is not supported by NVPTX", bt);

	check_cluster(v, fn);
	vcheck_zero_sized(v, fn, NULL, fty);
	if (nvt_llvm_is_kernel(fn)) {
		check_launch_values(v, fn);
		check_param_size(v, fn);
		for (unsigned i = 0; i < np && !v->cptr_kernel; i++) {
			LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
			if (LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == AS_CONST) {
				v->cptr_kernel = fn;
				v->cptr_param = i + 1;
			}
		}
		for (unsigned i = 0; i < np; i++) {
			LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
			unsigned w = LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 32;
			if (!(w == 1 || w == 8 || w == 16 || w == 32 || w % 64 == 0))
				verr(v, R_INTEGER_WIDTH, fn, NULL,
				     "kernel parameter %u is i%u: PTX has no %u-bit parameter type (use a wider integer)",
				     i + 1, LLVMGetIntTypeWidth(t), LLVMGetIntTypeWidth(t));
		}
	} else {
		static const char *const launch[] = { "nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm", "nvvm.maxnreg" };
		for (size_t i = 0; i < ARRAY_SIZE(launch); i++) {
			unsigned len = 0;
			const char *val = str_attr(fn, launch[i], &len);
			if (val)
				vwarn(v, R_LAUNCH_BOUNDS_NON_KERNEL, fn, NULL,
				      "'%s' (\"%.*s\") is only meaningful on kernels: llc ignores it on this device function",
				      launch[i] + 5, (int)len, val);
		}
	}
}

void vcheck_function_gates(struct vctx *v, LLVMValueRef fn)
{
	check_cluster(v, fn); /* sm_90 for cluster dimensions */
	if (nvt_llvm_is_kernel(fn))
		check_param_size(v, fn); /* sm_70 for more than 4352 bytes */
}
