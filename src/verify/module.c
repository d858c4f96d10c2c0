/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The verifier's entry point and its module layer: LLVM's own verifier,
 * target triple, data layout, !nvvmir.version, !nvvm.annotations,
 * intrinsic globals, global variables, aliases, ifuncs, linkage, comdats,
 * DLL storage and identifiers. Then it walks every function (function.c),
 * every instruction (instruction.c) and every intrinsic call (intrinsic.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Comdat.h>
#include <llvm-c/Target.h>

#include "verify/verify_api.h"
#include "verify/vinternal.h"
#include "llvm/frontend.h"

/* The layouts the messages show as examples: LLVM 22's own (short) one for
 * nvptx64, and the NVVM IR spec's long form that every libNVVM accepts
 * (NVT_DL_EXAMPLE_NVVM, verify_api.h). */
#define DL_EXAMPLE_LLVM "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

static bool starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static bool ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && !strcmp(s + n - m, suffix);
}

/* LLVM's own verifier first: our rules assume well-formed IR. Its report
 * is several lines; each becomes one diagnostic. Returns false when the
 * module is broken (the other layers are then skipped: they would trip on
 * what LLVM already rejected). */
static bool check_llvm_ir(struct vctx *v)
{
	char *msg = NULL;
	bool broken = LLVMVerifyModule(v->m, LLVMReturnStatusAction, &msg);

	if (broken && msg) {
		/* LLVM's report: a reason line, then the offending values, one
		 * a line. One diagnostic: the reason, the values quoted after it. */
		struct nvt_strbuf sb = { 0 };
		char *save = NULL, *reason = strtok_r(msg, "\n", &save);
		for (char *line = strtok_r(NULL, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
			while (*line == ' ')
				line++;
			nvt_strbuf_printf(&sb, "%s%s", sb.len ? "; " : "", line);
		}
		vreport(v, R_LLVM_IR, NVT_ERROR, NULL, NULL, NULL, "invalid LLVM IR: %s%s%s%s", reason ? reason : "",
			sb.len ? " (in '" : "", sb.len ? sb.data : "", sb.len ? "')" : "");
		nvt_strbuf_free(&sb);
	}
	if (msg)
		LLVMDisposeMessage(msg);
	return !broken;
}

static void check_triple(struct vctx *v)
{
	const char *t = LLVMGetTarget(v->m);

	v->is64 = true;
	if (!t || !*t) {
		verr(v, R_TARGET_TRIPLE, NULL, NULL,
		     "module has no target triple: expected 'nvptx64-nvidia-cuda' (64-bit) or 'nvptx-nvidia-cuda'");
		return;
	}
	if (starts(t, "nvptx-"))
		v->is64 = false;
	else if (!starts(t, "nvptx64-")) {
		verr(v, R_TARGET_TRIPLE, NULL, NULL,
		     "target triple '%s' is not an NVPTX triple: expected 'nvptx64-*-cuda' (64-bit) or 'nvptx-*-cuda'", t);
		return;
	}
	if (ends(t, "-nvcl") && v->dialect == NVT_DIALECT_LLVM) {
		/* OpenCL: LLVM emits texmode_independent for it. */
		v->nvcl = true;
		return;
	}
	if (!ends(t, "-cuda"))
		verr(v, R_TARGET_TRIPLE, NULL, NULL,
		     "target triple '%s' does not end in '-cuda': expected '%s-*-cuda'%s", t,
		     v->is64 ? "nvptx64" : "nvptx",
		     ends(t, "-gpulibs") ? " (a libdevice module is linked into a program with nvvm-link, not compiled alone)" : "");
}

/* The data layout, component by component: the byte order, the pointer
 * size the triple implies, and the alignments NVPTX code assumes. LLVM's
 * short layouts leave most entries to defaults, so the effective values
 * are read through TargetData rather than from the string. */
static void check_data_layout(struct vctx *v)
{
	const char *dl = LLVMGetDataLayoutStr(v->m);
	const char *ex = v->dialect == NVT_DIALECT_NVVM ? NVT_DL_EXAMPLE_NVVM : DL_EXAMPLE_LLVM;

	if (!dl || !*dl) {
		/* LLVM's code generators use the target's own layout then;
		 * libNVVM insists on one (and aborts without it for compute_100). */
		if (v->dialect == NVT_DIALECT_NVVM)
			verr(v, R_DATA_LAYOUT, NULL, NULL, "module has no data layout: a valid one is '%s'", ex);
		return;
	}
	LLVMTargetDataRef td = LLVMCreateTargetData(dl);
	if (!td) {
		verr(v, R_DATA_LAYOUT, NULL, NULL, "data layout '%s' cannot be parsed: a valid one is '%s'", dl, ex);
		return;
	}
	if (LLVMByteOrder(td) != LLVMLittleEndian)
		verr(v, R_DATA_LAYOUT, NULL, NULL,
		     "data layout '%s' is big-endian: NVPTX is little-endian ('e'); a valid one is '%s'", dl, ex);
	unsigned psize = LLVMPointerSize(td) * 8, want = v->is64 ? 64 : 32;
	if (psize != want)
		verr(v, R_DATA_LAYOUT, NULL, NULL,
		     "data layout '%s' has %u-bit generic pointers but the triple '%s' needs %u-bit ones; a valid one is '%s'",
		     dl, psize, LLVMGetTarget(v->m), want, ex);
	static const struct { unsigned bits; unsigned align; bool flt; } need[] = {
		{ 1, 1, false }, { 8, 1, false }, { 16, 2, false }, { 32, 4, false }, { 64, 8, false },
		{ 128, 16, false }, { 32, 4, true }, { 64, 8, true },
	};
	for (size_t i = 0; i < ARRAY_SIZE(need); i++) {
		LLVMTypeRef t = need[i].flt ? (need[i].bits == 32 ? LLVMFloatTypeInContext(v->c)
								   : LLVMDoubleTypeInContext(v->c))
					    : LLVMIntTypeInContext(v->c, need[i].bits);
		unsigned a = LLVMABIAlignmentOfType(td, t);
		if (a != need[i].align)
			verr(v, R_DATA_LAYOUT, NULL, NULL,
			     "data layout '%s' aligns %s%u to %u bits but NVPTX needs %u; a valid one is '%s'", dl,
			     need[i].flt ? "f" : "i", need[i].bits, a * 8, need[i].align * 8, ex);
	}
	LLVMDisposeTargetData(td);
}

static bool const_u32(LLVMValueRef val, unsigned *out)
{
	if (!val || !LLVMIsAConstantInt(val) || LLVMGetIntTypeWidth(LLVMTypeOf(val)) > 64)
		return false;
	unsigned long long x = LLVMConstIntGetZExtValue(val);
	if (x > 0xffffffffu)
		return false;
	*out = (unsigned)x;
	return true;
}

/* !nvvmir.version: llvm dialect: absent means 1.0, majors 1 and 2; nvvm
 * dialect: what libNVVM 13 accepts, 2.0 and debug 3.0..3.2; both: a major
 * above 2 or a debug major above 3 is from a newer producer. */
static void check_version(struct vctx *v)
{
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(v->m, "nvvmir.version", &n);
	bool nvvm = v->dialect == NVT_DIALECT_NVVM;

	if (!n) {
		if (nvvm)
			verr(v, R_NVVMIR_VERSION, NULL, NULL,
			     "module has no !nvvmir.version, which means NVVM IR 1.0; libNVVM 13 needs 2.0: "
			     "add !nvvmir.version = !{!{i32 2, i32 0}}");
		return;
	}
	if (!ops)
		return;
	for (unsigned i = 0; i < n; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		unsigned x[4] = { 0 };
		bool ok = k == 2 || k == 4;
		if (ok) {
			LLVMValueRef e[4];
			LLVMGetMDNodeOperands(ops[i], e);
			for (unsigned j = 0; j < k && ok; j++)
				ok = const_u32(e[j], &x[j]);
		}
		if (!ok) {
			verr(v, R_NVVMIR_VERSION, NULL, NULL,
			     "!nvvmir.version operand %u is not {i32 major, i32 minor} or {i32 major, i32 minor, "
			     "i32 debug-major, i32 debug-minor}", i);
			continue;
		}
		if (x[0] > 2 || x[0] == 0)
			verr(v, R_NVVMIR_VERSION, NULL, NULL,
			     "NVVM IR version %u.%u is not supported: this verifier knows versions 1.x and 2.x", x[0], x[1]);
		else if (nvvm && (x[0] != 2 || x[1] != 0))
			verr(v, R_NVVMIR_VERSION, NULL, NULL,
			     "NVVM IR version %u.%u is not supported by libNVVM 13, which needs exactly 2.0", x[0], x[1]);
		if (k == 4) {
			if (x[2] > 3)
				verr(v, R_NVVMIR_VERSION, NULL, NULL,
				     "NVVM debug metadata version %u.%u is not supported: the newest is 3.2", x[2], x[3]);
			else if (nvvm && (x[2] != 3 || x[3] > 2))
				verr(v, R_NVVMIR_VERSION, NULL, NULL,
				     "NVVM debug metadata version %u.%u is not supported by libNVVM 13, which accepts 3.0 to 3.2",
				     x[2], x[3]);
		}
	}
	free(ops);
}

/* Does some !nvvm.annotations entry mark global `g` with `key`? */
bool vhas_annotation(struct vctx *v, LLVMValueRef g, const char *key)
{
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(v->m, "nvvm.annotations", &n);
	bool found = false;

	if (!ops)
		return false;
	for (unsigned i = 0; i < n && !found; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		if (k < 3 || k > 64)
			continue;
		LLVMValueRef e[64];
		LLVMGetMDNodeOperands(ops[i], e);
		if (e[0] != g)
			continue;
		for (unsigned j = 1; j + 1 < k; j += 2) {
			unsigned len = 0;
			const char *s = e[j] ? LLVMGetMDString(e[j], &len) : NULL;
			if (s && len == strlen(key) && !memcmp(s, key, len))
				found = true;
		}
	}
	free(ops);
	return found;
}

/* !nvvm.annotations after LLVM 22's upgrade: what is left are texture,
 * surface, sampler, managed and keys LLVM does not know. Each entry is
 * {global, MDString key, i32 value, ...}. */
static void check_annotations(struct vctx *v)
{
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(v->m, "nvvm.annotations", &n);

	if (!ops)
		return;
	for (unsigned i = 0; i < n && !vstop(v); i++) {
		unsigned k = LLVMIsAMDNode(ops[i]) ? LLVMGetMDNodeNumOperands(ops[i]) : 0;
		LLVMValueRef *e = k ? calloc(k, sizeof(*e)) : NULL;
		if (k && !e)
			break;
		if (k)
			LLVMGetMDNodeOperands(ops[i], e);
		LLVMValueRef g = k ? e[0] : NULL;
		size_t gl = 0;
		const char *gname = g && LLVMIsAGlobalValue(g) ? vname(g, &gl) : NULL;
		if (!k || !g || !LLVMIsAGlobalValue(g)) {
			verr(v, R_ANNOTATION, NULL, NULL,
			     "!nvvm.annotations operand %u does not start with a global variable or function", i);
		} else if ((k - 1) % 2) {
			vreport(v, R_ANNOTATION, NVT_ERROR, NULL, NULL, gname,
				"!nvvm.annotations operand %u for '%.*s' has %u operands after the global: expected "
				"(MDString, i32) pairs", i, (int)gl, gname, k - 1);
		} else {
			for (unsigned j = 1; j + 1 < k; j += 2) {
				unsigned len = 0, val;
				const char *key = e[j] ? LLVMGetMDString(e[j], &len) : NULL;
				if (!key) {
					vreport(v, R_ANNOTATION, NVT_ERROR, NULL, NULL, gname,
						"!nvvm.annotations operand %u for '%.*s': operand %u is not a property name (MDString)",
						i, (int)gl, gname, j);
					continue;
				}
				if (!const_u32(e[j + 1], &val)) {
					vreport(v, R_ANNOTATION, NVT_ERROR, NULL, NULL, gname,
						"!nvvm.annotations operand %u for '%.*s': the value of '%.*s' is not an i32 constant",
						i, (int)gl, gname, (int)len, key);
					continue;
				}
				bool tex = len == 7 && !memcmp(key, "texture", 7);
				bool surf = len == 7 && !memcmp(key, "surface", 7);
				bool samp = len == 7 && !memcmp(key, "sampler", 7);
				if ((tex || surf || samp) && !LLVMIsAGlobalVariable(g))
					vreport(v, R_ANNOTATION, NVT_ERROR, NULL, NULL, gname,
						"!nvvm.annotations: '%.*s' annotates '%.*s', which is not a global variable",
						(int)len, key, (int)gl, gname);
				if (samp && !v->nvcl)
					vreport(v, R_SAMPLER_TEXMODE, NVT_ERROR, NULL, NULL, gname,
						"sampler variable '%.*s' needs texmode_independent, which LLVM emits only for the "
						"'nvptx64-nvidia-nvcl' triple: ptxas rejects .samplerref under texmode_unified",
						(int)gl, gname);
			}
		}
		free(e);
	}
	free(ops);
}

/* §2: [a-zA-Z$_][a-zA-Z$_0-9]*. LLVM writes '.' as "_$_" in the PTX, so the
 * host (cuModuleGetFunction) does not find the IR name. */
static void check_identifier(struct vctx *v, LLVMValueRef g, bool is_fn)
{
	size_t n;
	const char *s = vname(g, &n);
	bool dot = false, other = false;

	if (!n || (n > 5 && !memcmp(s, "llvm.", 5)))
		return;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '.')
			dot = true;
		else if (!(isalnum(c) || c == '_' || c == '$') || (i == 0 && isdigit(c)))
			other = true;
	}
	if (!dot && !other)
		return;
	LLVMLinkage l = LLVMGetLinkage(g);
	bool local = l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
	if (v->dialect == NVT_DIALECT_NVVM) {
		/* libNVVM 13 checks the names PTX exports, not local ones. */
		if (local)
			return;
		vreport(v, R_IDENTIFIER, NVT_ERROR, NULL, NULL, s,
			"%s '%.*s' is not a valid NVVM identifier: names match [a-zA-Z$_][a-zA-Z$_0-9]*",
			is_fn ? "function" : "global variable", (int)n, s);
		return;
	}
	if (local || !dot)
		return;
	struct nvt_strbuf sb = { 0 };
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '.')
			nvt_strbuf_puts(&sb, "_$_");
		else
			nvt_strbuf_append(&sb, &s[i], 1);
	}
	vreport(v, R_IDENTIFIER, NVT_WARNING, NULL, NULL, NULL,
		"%s '%.*s' is emitted as '%s' in the PTX: host code looking it up by its IR name will not find it",
		is_fn ? "function" : "global variable", (int)n, s, sb.data ? sb.data : "");
	nvt_strbuf_free(&sb);
}

/* The CUDA builtin variables clang declares in every module
 * (llvm/frontend.h): storage-less extern_weak globals. In the llvm
 * dialect they are fine as long as nothing reads or writes memory through
 * them (codegen removes them, or gives an address-only use at -O0 a byte of
 * its own); libNVVM 13 rejects their extern_weak linkage. */
static void check_cuda_builtin(struct vctx *v, LLVMValueRef g)
{
	size_t n;
	const char *name = vname(g, &n);
	char var[64], msg[512];

	snprintf(var, sizeof(var), "%.*s", (int)n, name);
	if (v->dialect == NVT_DIALECT_NVVM) {
		nvt_fe_msg_builtin_strict(msg, sizeof(msg), var);
		vreport(v, R_CUDA_BUILTIN_VARIABLE, NVT_ERROR, NULL, NULL, name, "%s", msg);
		return;
	}
	LLVMValueRef in = nvt_fe_builtin_access(g);
	if (!in)
		return;
	LLVMValueRef f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(in));
	size_t fl;
	const char *fs = vname(f, &fl);
	char fn[256];
	snprintf(fn, sizeof(fn), "%.*s", (int)fl, fs);
	nvt_fe_msg_builtin_access(msg, sizeof(msg), var, fn);
	vreport(v, R_CUDA_BUILTIN_VARIABLE, NVT_ERROR, NULL, in, name, "%s", msg);
}

/* Linkage, comdat, DLL storage and the identifier: shared by variables and
 * functions. */
static void check_global_value(struct vctx *v, LLVMValueRef g, bool is_fn)
{
	size_t n;
	const char *name = vname(g, &n);
	bool alias = LLVMIsAGlobalAlias(g) != NULL;
	const char *what = is_fn ? "function" : alias ? "alias" : "global variable";
	LLVMLinkage l = LLVMGetLinkage(g);
	bool intrinsic = n > 5 && !memcmp(name, "llvm.", 5);

	if (!is_fn && nvt_fe_is_cuda_builtin(g)) {
		check_cuda_builtin(v, g);
		return;
	}
	if (is_fn && nvt_fe_is_device_runtime_stub(g)) {
		char fn[256], msg[512];
		snprintf(fn, sizeof(fn), "%.*s", (int)n, name);
		nvt_fe_msg_device_runtime_stub(msg, sizeof(msg), fn);
		vreport(v, R_DEVICE_RUNTIME_STUB, NVT_WARNING, NULL, NULL, name, "%s", msg);
	}
	if (l == LLVMExternalWeakLinkage)
		vreport(v, R_LINKAGE, NVT_ERROR, NULL, NULL, name,
			"%s '%.*s' has extern_weak linkage, which NVVM IR does not support (llc silently %s)", what,
			(int)n, name, is_fn ? "emits an unresolvable .weak declaration" : "turns it into a zero-initialized definition");
	else if (l == LLVMAppendingLinkage && !intrinsic)
		vreport(v, R_LINKAGE, NVT_ERROR, NULL, NULL, name,
			"%s '%.*s' has appending linkage, which NVVM IR does not support", what, (int)n, name);
	if (intrinsic)
		return;
	/* The one predefined identifier of PTX without a '%': ptxas cannot
	 * parse a symbol of that name. */
	if (n == 7 && !memcmp(name, "WARP_SZ", 7))
		vreport(v, R_RESERVED_IDENTIFIER, NVT_ERROR, NULL, NULL, name,
			"%s 'WARP_SZ' is named after a PTX predefined identifier, which ptxas cannot parse as a "
			"symbol: rename it", what);
	/* LLVMGetComdat() takes a GlobalObject: not an alias. */
	if (!alias && LLVMGetComdat(g))
		vreport(v, R_COMDAT, NVT_WARNING, NULL, NULL, name,
			"%s '%.*s' is in a comdat, which NVPTX ignores", what, (int)n, name);
	if (LLVMGetDLLStorageClass(g) != LLVMDefaultStorageClass)
		vreport(v, R_DLL_STORAGE, NVT_WARNING, NULL, NULL, name,
			"%s '%.*s' has a DLL storage class (%s), which NVPTX ignores", what, (int)n, name,
			LLVMGetDLLStorageClass(g) == LLVMDLLImportStorageClass ? "dllimport" : "dllexport");
	check_identifier(v, g, is_fn);
}


/* PTX has .b8/.b16/.b32/.b64 (and .pred): a global or kernel parameter of
 * another width is written as e.g. ".u24", which ptxas cannot parse. LLVM
 * splits multiples of 64 bits into .b64 pieces. */
static LLVMTypeRef odd_integer(LLVMTypeRef t, int depth)
{
	if (depth > 16)
		return NULL;
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: {
		unsigned w = LLVMGetIntTypeWidth(t);
		return w == 1 || w == 8 || w == 16 || w == 32 || w % 64 == 0 ? NULL : t;
	}
	case LLVMArrayTypeKind:
	case LLVMVectorTypeKind:
		return odd_integer(LLVMGetElementType(t), depth + 1);
	case LLVMStructTypeKind: {
		unsigned n = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < n; i++) {
			LLVMTypeRef r = odd_integer(LLVMStructGetTypeAtIndex(t, i), depth + 1);
			if (r)
				return r;
		}
		return NULL;
	}
	default:
		return NULL;
	}
}

/* What NVPTX's initializer printer can write: the address of a global
 * value (plus a constant offset), as a pointer or as an integer as wide as
 * a pointer. Reports the first problem of `c`; *refs collects the global
 * variables the initializer refers to (for the cycle check). */
struct init_walk {
	struct vctx *v;
	LLVMValueRef g;
	const char *problem;
	char buf[160];
};

static void walk_init(struct init_walk *w, LLVMValueRef c, int depth)
{
	if (w->problem || !c || depth > 64)
		return;
	if (LLVMIsAGlobalValue(c)) {
		unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(c));
		if (as == AS_SHARED || as == AS_LOCAL) {
			size_t n;
			const char *name = vname(c, &n);
			snprintf(w->buf, sizeof(w->buf),
				 "refers to '%.*s' in the %s space: PTX initializers hold addresses of global, constant "
				 "or generic objects only", (int)(n > 60 ? 60 : n), name, vas_name(as));
			w->problem = w->buf;
		}
		return;
	}
	if (LLVMIsAConstantExpr(c)) {
		LLVMOpcode op = LLVMGetConstOpcode(c);
		if (op == LLVMPtrToInt) {
			LLVMTypeRef t = LLVMTypeOf(c);
			if (LLVMGetIntTypeWidth(t) != (w->v->is64 ? 64u : 32u)) {
				snprintf(w->buf, sizeof(w->buf),
					 "converts an address to i%u: PTX initializers hold addresses as %u-bit values only",
					 LLVMGetIntTypeWidth(t), w->v->is64 ? 64 : 32);
				w->problem = w->buf;
				return;
			}
		} else if (op != LLVMGetElementPtr && op != LLVMAddrSpaceCast && op != LLVMBitCast &&
			   op != LLVMIntToPtr) {
			/* sub/add/mul... of addresses: LLVM 22's printer aborts
			 * ("Unsupported expression in static initializer"). */
			bool addr = false;
			int n = LLVMGetNumOperands(c);
			for (int i = 0; i < n && !addr; i++) {
				LLVMValueRef o = LLVMGetOperand(c, (unsigned)i);
				addr = o && (LLVMIsAConstantExpr(o) || LLVMIsAGlobalValue(o));
			}
			if (addr) {
				snprintf(w->buf, sizeof(w->buf),
					 "computes with addresses ('%s'): PTX initializers hold an address plus a constant "
					 "offset only", LLVMGetConstOpcode(c) == LLVMSub ? "sub" : "arithmetic");
				w->problem = w->buf;
				return;
			}
		}
	}
	if (LLVMIsAConstantExpr(c) || LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c) || LLVMIsAConstantVector(c)) {
		int n = LLVMGetNumOperands(c);
		for (int i = 0; i < n && !w->problem; i++)
			walk_init(w, LLVMGetOperand(c, (unsigned)i), depth + 1);
	}
}

/* Does constant `c` refer to `target`, directly or (hops > 0) through the
 * initializers of the variables it refers to? LLVM's NVPTX printer emits
 * variables in dependency order and aborts on a cycle ("Circular
 * dependency found in global variable set"). Cycles of one or two
 * variables are looked for: longer ones cost more than they are worth. */
static bool init_reaches(LLVMValueRef c, LLVMValueRef target, int hops, int depth)
{
	if (!c || depth > 64)
		return false;
	if (LLVMIsAGlobalVariable(c))
		return c == target || (hops > 0 && init_reaches(LLVMGetInitializer(c), target, hops - 1, 0));
	if (LLVMIsAConstantExpr(c) || LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c) || LLVMIsAConstantVector(c)) {
		int n = LLVMGetNumOperands(c);
		for (int i = 0; i < n; i++)
			if (init_reaches(LLVMGetOperand(c, (unsigned)i), target, hops, depth + 1))
				return true;
	}
	return false;
}

static void check_initializer(struct vctx *v, LLVMValueRef g, LLVMValueRef init, const char *name, size_t n)
{
	struct init_walk w = { .v = v, .g = g };

	walk_init(&w, init, 0);
	if (w.problem)
		vreport(v, R_GLOBAL_INITIALIZER, NVT_ERROR, NULL, NULL, name, "the initializer of '%.*s' %s", (int)n,
			name, w.problem);
	else if (init_reaches(init, g, 1, 0))
		vreport(v, R_GLOBAL_INITIALIZER, NVT_ERROR, NULL, NULL, name,
			"the initializer of '%.*s' refers to '%.*s' itself (directly or through other variables): "
			"NVPTX writes variables in dependency order and cannot write a cycle",
			(int)n, name, (int)n, name);
}

static void check_global_variable(struct vctx *v, LLVMValueRef g)
{
	size_t n;
	const char *name = vname(g, &n);
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
	const char *what;

	check_global_value(v, g, false);
	if (n > 5 && !memcmp(name, "llvm.", 5)) {
		if (!strcmp(name, "llvm.global_ctors") || !strcmp(name, "llvm.global_dtors"))
			vreport(v, R_INTRINSIC_GLOBAL, NVT_ERROR, NULL, NULL, name,
				"'%s' is not supported: GPU modules have no constructors or destructors (llvm.used "
				"and llvm.compiler.used are fine)", name);
		return;
	}
	if (as != AS_GENERIC && as != AS_GLOBAL && as != AS_SHARED && as != AS_CONST)
		vreport(v, R_GLOBAL_ADDRESS_SPACE, NVT_ERROR, NULL, NULL, name,
			"global variable '%.*s' is in address space %u (%s): globals live in generic (0), global (1), "
			"shared (3) or constant (4)", (int)n, name, as, vas_name(as));
	if (LLVMIsThreadLocal(g))
		vreport(v, R_GLOBAL_THREAD_LOCAL, NVT_ERROR, NULL, NULL, name,
			"global variable '%.*s' is thread_local, which GPUs do not have", (int)n, name);
	const char *sec = LLVMGetSection(g);
	if (sec && *sec && strcmp(sec, "llvm.metadata"))
		vreport(v, R_GLOBAL_SECTION, NVT_ERROR, NULL, NULL, name,
			"global variable '%.*s' has section '%s': only 'llvm.metadata' is allowed", (int)n, name, sec);
	LLVMValueRef init = LLVMGetInitializer(g);
	/* A common variable must have a zero initializer in LLVM IR: it is the
	 * linkage's syntax, not an initialization, and LLVM emits the variable
	 * as `.weak .shared` without one (spec 15.1: common outside the global
	 * space is .weak). libNVVM refuses it all the same. */
	bool common_ok = LLVMGetLinkage(g) == LLVMCommonLinkage && v->dialect == NVT_DIALECT_LLVM;
	if (as == AS_SHARED && init && !LLVMIsUndef(init) && !LLVMIsPoison(init) && !common_ok)
		vreport(v, R_SHARED_INITIALIZER, NVT_ERROR, NULL, NULL, name,
			"shared variable '%.*s' has an initializer: shared memory cannot be initialized (use undef, "
			"and store the value in a kernel)", (int)n, name);
	if (init && !LLVMIsUndef(init) && !LLVMIsPoison(init) && !LLVMIsNull(init))
		check_initializer(v, g, init, name, n);
	/* LLVM's largest alignment, 2^32, is beyond what ptxas reads ("Constant
	 * overflow"). The C API reads alignments as unsigned, so 2^32 reads as
	 * 0, and so does the preferred alignment (never 0 otherwise). */
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(v->m);
	if (td && LLVMTypeIsSized(LLVMGlobalGetValueType(g)) && !LLVMPreferredAlignmentOfGlobal(td, g))
		vreport(v, R_ALIGNMENT_LIMIT, NVT_ERROR, NULL, NULL, name,
			"global variable '%.*s' is aligned to 4294967296 bytes: PTX alignments go up to 2147483648 "
			"(ptxas: Constant overflow)", (int)n, name);
	LLVMTypeRef odd = odd_integer(LLVMGlobalGetValueType(g), 0);
	if (odd)
		vreport(v, R_INTEGER_WIDTH, NVT_ERROR, NULL, NULL, name,
			"global variable '%.*s' holds an i%u: PTX has no %u-bit data type (use i8, i16, i32, i64 "
			"or a multiple of 64 bits)", (int)n, name, LLVMGetIntTypeWidth(odd), LLVMGetIntTypeWidth(odd));
	bool tex = vhas_annotation(v, g, "texture"), surf = !tex && vhas_annotation(v, g, "surface");
	if (tex || surf) {
		what = tex ? "texture" : "surface";
		LLVMTypeRef t = LLVMGlobalGetValueType(g);
		if (as != AS_GLOBAL || LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 64 || !n)
			vreport(v, R_TEXSURF_VARIABLE, NVT_ERROR, NULL, NULL, name,
				"%s variable '%.*s' must be a named i64 global in the global address space (1)", what,
				(int)n, name);
		/* §12.1: only metadata, the handle intrinsic and llvm.used may
		 * use it: a load or store of the variable is an error. */
		for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			if (LLVMIsALoadInst(user) || LLVMIsAStoreInst(user)) {
				LLVMValueRef f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
				vreport(v, R_TEXSURF_VARIABLE, NVT_ERROR, f, user, NULL,
					"%s variable '%.*s' is %s: it may only be used through llvm.nvvm.texsurf.handle",
					what, (int)n, name, LLVMIsALoadInst(user) ? "loaded" : "stored to");
			}
		}
	}
}


/* ptxas: "File uses too much global constant data (0x1000000 bytes,
 * 0x10000 max)": the constant bank a module's .const variables share. */
static void check_constant_size(struct vctx *v)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(v->m);
	unsigned long long total = 0;

	if (!td)
		return;
	for (LLVMValueRef g = LLVMGetFirstGlobal(v->m); g; g = LLVMGetNextGlobal(g)) {
		LLVMTypeRef t = LLVMGlobalGetValueType(g);
		if (LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != AS_CONST || LLVMIsDeclaration(g) || !LLVMTypeIsSized(t))
			continue;
		total += LLVMABISizeOfType(td, t);
	}
	if (total > 65536)
		verr(v, R_CONSTANT_SIZE, NULL, NULL,
		     "the module's constant space variables take %llu bytes: the constant bank holds 65536", total);
}
/* ptxas refuses the whole program when a kernel takes a pointer to the
 * constant space (LLVM writes `.param .u64 .ptr .const`) and any code
 * converts a constant-space address to generic (cvta.const): "Program
 * using constant pointers passed as entry function parameter cannot use
 * cvta.const" (measured: also when the two are in different kernels).
 * Neither can be dropped without changing what the code means: ptxas
 * compiles loads through a .ptr .const parameter differently. libNVVM 13
 * writes the same PTX. */
static void check_constant_pointer_parameter(struct vctx *v)
{
	size_t kn;
	const char *kname;

	if (!v->cptr_kernel || !v->cast_inst)
		return;
	kname = vname(v->cptr_kernel, &kn);
	verr(v, R_CONSTANT_POINTER_PARAMETER, v->cast_fn, v->cast_inst,
	     "constant-space address cast to generic (cvta.const) in a module where kernel '%.*s' takes parameter "
	     "%u as a pointer to the constant space (.ptr .const): ptxas rejects a program with both; pass that "
	     "parameter as a generic or global pointer", (int)kn, kname, v->cptr_param);
}

static void check_alias(struct vctx *v, LLVMValueRef a)
{
	size_t n;
	const char *name = vname(a, &n);
	LLVMValueRef t = vstrip_casts(LLVMAliasGetAliasee(a));

	check_global_value(v, a, false);
	if (!t || !LLVMIsAFunction(t) || LLVMIsDeclaration(t) || nvt_llvm_is_kernel(t)) {
		const char *why = !t || !LLVMIsAFunction(t) ? "is not a function"
				  : nvt_llvm_is_kernel(t)              ? "is a kernel"
							       : "is only a declaration";
		vreport(v, R_ALIAS, NVT_ERROR, NULL, NULL, name,
			"alias '%.*s': its aliasee %s; NVPTX supports aliases of non-kernel function definitions only",
			(int)n, name, why);
	}
}

static int resolve_arch(struct vctx *v, const char *arch)
{
	if (arch) {
		v->arch = nvt_arch_find(arch);
		if (!v->arch) {
			nvt_error(v->d, "arch", v->file, NULL, "unknown arch '%s' (expected e.g. sm_90 or sm_90a)", arch);
			return -EINVAL;
		}
		return 0;
	}
	/* The record `nvvm-opt --arch` leaves: "nvvm-tools.arch". */
	LLVMMetadataRef md = LLVMGetModuleFlag(v->m, "nvvm-tools.arch", strlen("nvvm-tools.arch"));
	if (md) {
		LLVMValueRef val = LLVMMetadataAsValue(v->c, md);
		unsigned len = 0;
		const char *s = LLVMGetMDString(val, &len);
		char buf[32];
		if (s && len < sizeof(buf)) {
			memcpy(buf, s, len);
			buf[len] = '\0';
			v->arch = nvt_arch_find(buf);
		}
	}
	return 0;
}

static int verify_module(LLVMModuleRef m, const struct nvt_verify_opts *opts, const char *file,
			 struct nvt_diags *diags, bool llvm_verified);

NVT_API int nvt_verify(struct nvt_module *mod, const struct nvt_verify_opts *opts,
		       struct nvt_diags *diags)
{
	if (!mod)
		return -EINVAL;
	/* LLVM's verifier passed on this very module already (an isolated
	 * load, unchanged since): every rule of ours still runs. */
	return verify_module(mod->mod, opts, mod->name, diags, mod->llvm_verified);
}

int nvt_verify_llvm_module(LLVMModuleRef m, const struct nvt_verify_opts *opts, const char *file,
			   struct nvt_diags *diags)
{
	return verify_module(m, opts, file, diags, false);
}

static int verify_module(LLVMModuleRef m, const struct nvt_verify_opts *opts, const char *file,
			 struct nvt_diags *diags, bool llvm_verified)
{
	struct vctx v = { 0 };

	if (!m || !OPTS_VALID_DIAG(opts, nvt_verify_opts, diags))
		return -EINVAL;
	v.m = m;
	v.c = LLVMGetModuleContext(m);
	v.d = diags;
	v.dialect = OPTS_GET(opts, dialect, NVT_DIALECT_LLVM);
	v.arch_rules_only = OPTS_GET(opts, arch_rules_only, false);
	v.file = file ? file : "<module>";
	if (v.dialect != NVT_DIALECT_LLVM && v.dialect != NVT_DIALECT_NVVM)
		return -EINVAL;
	if (resolve_arch(&v, OPTS_GET(opts, arch, NULL)))
		return -EINVAL;
	v.md_dbg = LLVMGetMDKindIDInContext(v.c, "dbg", 3);
	v.md_pragma = LLVMGetMDKindIDInContext(v.c, "pragma", 6);
	v.md_callalign = LLVMGetMDKindIDInContext(v.c, "callalign", 9);
	/* Sync scope IDs by name (the C API has no ID -> name lookup). */
	v.ss_singlethread = LLVMGetSyncScopeID(v.c, "singlethread", 12);
	v.ss_system = LLVMGetSyncScopeID(v.c, "", 0);
	v.ss_block = LLVMGetSyncScopeID(v.c, "block", 5);
	v.ss_cluster = LLVMGetSyncScopeID(v.c, "cluster", 7);
	v.ss_device = LLVMGetSyncScopeID(v.c, "device", 6);

	if (!llvm_verified && !OPTS_GET(opts, skip_llvm_verifier, false) && !check_llvm_ir(&v))
		return -EINVAL;
	if (v.arch_rules_only) {
		/* Every report but an arch gate would be dropped: run only the
		 * checks that hold one (none at the module level), in the same
		 * order as below. Without an arch there is no gate at all. */
		for (LLVMValueRef f = LLVMGetFirstFunction(v.m); v.arch && f && !vstop(&v); f = LLVMGetNextFunction(f)) {
			if (LLVMIsDeclaration(f))
				continue;
			vcheck_function_gates(&v, f);
			for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !vstop(&v); bb = LLVMGetNextBasicBlock(bb))
				for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
					vcheck_instruction_gates(&v, f, in);
		}
		return v.errors ? -EINVAL : 0;
	}
	check_triple(&v);
	check_data_layout(&v);
	check_version(&v);
	check_annotations(&v);
	for (LLVMValueRef g = LLVMGetFirstGlobal(v.m); g && !vstop(&v); g = LLVMGetNextGlobal(g))
		check_global_variable(&v, g);
	check_constant_size(&v);
	for (LLVMValueRef a = LLVMGetFirstGlobalAlias(v.m); a && !vstop(&v); a = LLVMGetNextGlobalAlias(a))
		check_alias(&v, a);
	for (LLVMValueRef i = LLVMGetFirstGlobalIFunc(v.m); i && !vstop(&v); i = LLVMGetNextGlobalIFunc(i)) {
		size_t n;
		const char *name = vname(i, &n);
		vreport(&v, R_IFUNC, NVT_ERROR, NULL, NULL, name,
			"ifunc '%.*s' is not supported: GPUs have no load-time symbol resolution", (int)n, name);
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(v.m); f && !vstop(&v); f = LLVMGetNextFunction(f)) {
		check_global_value(&v, f, true);
		if (LLVMIsDeclaration(f)) {
			/* libNVVM checks the attributes of declarations too
			 * (clang's aligned operator new is only declared). */
			if (v.dialect == NVT_DIALECT_NVVM && !LLVMGetIntrinsicID(f))
				vcheck_function_attributes(&v, f);
			continue;
		}
		vcheck_function(&v, f);
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !vstop(&v); bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
				vcheck_instruction(&v, f, in);
	}
	check_constant_pointer_parameter(&v);
	return v.errors ? -EINVAL : 0;
}
