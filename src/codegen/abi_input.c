/* SPDX-License-Identifier: Apache-2.0 */
/*
 * NVVM ABI checks on the input module, before any codegen and independent
 * of the target arch (see cg.h). Each check reports every offending entity
 * (so that one run lists every problem) and the function returns -EINVAL
 * once at the end when any check failed.
 *
 * What is checked, and why it cannot be left to LLVM 22:
 *  - the target triple: nvptx64-*-cuda only. libdevice's
 *    nvptx64-nvidia-gpulibs is a library to link, and 32-bit nvptx modules
 *    produce PTX that ptxas 13 no longer assembles;
 *  - linkage types the NVVM IR spec (§3.1) does not support: LLVM accepts
 *    extern_weak and appending on globals and silently miscompiles them
 *    (a zero-initialized definition without a directive), and an
 *    extern_weak function becomes a .weak declaration ptxas cannot resolve;
 *  - aggregates passed by value whose alignment exceeds 128 bytes: the PTX
 *    ABI (§2.3 note D) allows 1..128; llc emits `.align 256` for a byval
 *    align 256 parameter, which ptxas rejects, and silently under-aligns
 *    the others;
 *  - the prototypes of the system calls of PTX ABI chapter 3 (vprintf,
 *    malloc, free, __assertfail): the driver implements them with a fixed
 *    signature, a different one is undefined behaviour at run time;
 *  - names of non-local symbols that are not PTX identifiers: LLVM renames
 *    only local symbols, so an external "a.b" reaches ptxas as a syntax
 *    error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "codegen/abi.h"
#include "codegen/cg.h"
#include "llvm/frontend.h"
#include "ptx/lex.h"

struct in_ctx {
	LLVMModuleRef m;
	LLVMContextRef ctx;
	const char *file;
	struct nvt_diags *d;
	unsigned errors;
};

const char *nvt_cg_value_name(LLVMValueRef v)
{
	size_t len = 0;
	const char *s = LLVMGetValueName2(v, &len);

	return s && len ? s : "<unnamed>";
}

static bool is_llvm_reserved(LLVMValueRef v)
{
	size_t len = 0;
	const char *s = LLVMGetValueName2(v, &len);

	return s && len > 5 && !strncmp(s, "llvm.", 5);
}

/* --- target triple ------------------------------------------------------ */

static void check_triple(struct in_ctx *c)
{
	const char *t = LLVMGetTarget(c->m);
	char arch[32] = "", vendor[64] = "", os[64] = "";
	const char *p, *q;

	if (!t || !*t) {
		nvt_error(c->d, "target-triple", c->file, NULL,
			  "module has no target triple; nvvm-llc compiles NVVM IR for "
			  "nvptx64-nvidia-cuda (add: target triple = \"nvptx64-nvidia-cuda\")");
		c->errors++;
		return;
	}
	/* arch-vendor-os[-environment] */
	p = strchr(t, '-');
	if (p && (size_t)(p - t) < sizeof(arch)) {
		memcpy(arch, t, (size_t)(p - t));
		q = strchr(p + 1, '-');
		if (q && (size_t)(q - p - 1) < sizeof(vendor)) {
			const char *e = strchr(q + 1, '-');
			size_t n = e ? (size_t)(e - q - 1) : strlen(q + 1);

			memcpy(vendor, p + 1, (size_t)(q - p - 1));
			if (n < sizeof(os)) {
				memcpy(os, q + 1, n);
				os[n] = '\0';
			}
		}
	}
	if (!strcmp(arch, "nvptx64") && !strcmp(os, "cuda"))
		return;
	if (!strcmp(arch, "nvptx64") && !strcmp(os, "gpulibs")) {
		nvt_error(c->d, "target-triple", c->file, t,
			  "target triple '%s' marks a library that is linked into a module "
			  "(libdevice), not a module to compile: link it with nvvm-link first",
			  t);
	} else if (!strcmp(arch, "nvptx") && !strcmp(os, "cuda")) {
		nvt_error(c->d, "target-triple", c->file, t,
			  "target triple '%s' is 32-bit: ptxas 13 no longer assembles 32-bit "
			  "PTX and NVIDIA's linkers require 64-bit entries; compile the source "
			  "for nvptx64-nvidia-cuda",
			  t);
	} else {
		nvt_error(c->d, "target-triple", c->file, t,
			  "target triple '%s' is not an NVVM target: expected nvptx64-*-cuda", t);
	}
	c->errors++;
}

/* --- linkage ------------------------------------------------------------ */

/* The IR spelling of a linkage the NVVM ABI does not support and the rule
 * that reports it (each a literal, for the rule registry's check); NULL
 * for the supported ones. */
static const char *unsupported_linkage(LLVMLinkage l, const char **rule)
{
	switch (l) {
	case LLVMExternalWeakLinkage: *rule = "linkage-extern-weak"; return "extern_weak";
	case LLVMAppendingLinkage: *rule = "linkage-appending"; return "appending";
	case LLVMLinkerPrivateLinkage: *rule = "linkage-linker-private"; return "linker_private";
	case LLVMLinkerPrivateWeakLinkage: *rule = "linkage-linker-private-weak"; return "linker_private_weak";
	case LLVMDLLImportLinkage: *rule = "linkage-dllimport"; return "dllimport";
	case LLVMDLLExportLinkage: *rule = "linkage-dllexport"; return "dllexport";
	case LLVMGhostLinkage: *rule = "linkage-ghost"; return "ghost";
	default: return NULL;
	}
}

static void check_linkage(struct in_ctx *c, LLVMValueRef v, const char *what)
{
	const char *rule = NULL;
	const char *bad = unsupported_linkage(LLVMGetLinkage(v), &rule);
	const char *name = nvt_cg_value_name(v);

	if (bad) {
		nvt_error(c->d, rule, c->file, name,
			  "%s '%s' has %s linkage, which the NVVM ABI does not support "
			  "(NVVM IR spec 3.1; LLVM would miscompile it)",
			  what, name, bad);
		c->errors++;
	}
	switch (LLVMGetDLLStorageClass(v)) {
	case LLVMDLLImportStorageClass:
	case LLVMDLLExportStorageClass:
		nvt_error(c->d, "linkage-dllstorage", c->file, name,
			  "%s '%s' has a dllimport/dllexport storage class, which the NVVM ABI "
			  "does not support (NVVM IR spec 3.1)",
			  what, name);
		c->errors++;
		break;
	default:
		break;
	}
}

/* Only symbols that reach the PTX under their own name matter: LLVM
 * renames local ones and numbers unnamed ones itself. */
static void check_symbol_name(struct in_ctx *c, LLVMValueRef v, const char *what)
{
	size_t len = 0;
	const char *s = LLVMGetValueName2(v, &len);
	LLVMLinkage l = LLVMGetLinkage(v);

	if (!len || l == LLVMInternalLinkage || l == LLVMPrivateLinkage || nvt_ptx_is_identifier(s, len))
		return;
	nvt_error(c->d, "symbol-name", c->file, s,
		  "%s '%s' is visible outside the module but its name is not a PTX identifier "
		  "([a-zA-Z_$][a-zA-Z0-9_$]*); ptxas would reject it and it cannot be renamed",
		  what, s);
	c->errors++;
}

/* --- aggregates passed by value ---------------------------------------- */

static unsigned attr_kind(const char *name)
{
	return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

static bool is_aggregate(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind:
	case LLVMArrayTypeKind:
	case LLVMVectorTypeKind:
		return true;
	default:
		return false;
	}
}

/* The alignment the PTX .param of argument `idx` (1-based; 0 = the return
 * value) will carry, or 0 when it is not passed as a byte array. `get`
 * reads an enum attribute at an index of the function or call. */
typedef LLVMAttributeRef (*attr_get_fn)(LLVMValueRef, LLVMAttributeIndex, unsigned);

static uint64_t param_align(struct in_ctx *c, LLVMTargetDataRef td, LLVMValueRef fc,
			    attr_get_fn get, unsigned idx, LLVMTypeRef ty, bool *is_byval,
			    bool *explicit_align)
{
	LLVMAttributeRef byval = get(fc, idx, attr_kind("byval"));
	LLVMAttributeRef align;

	*is_byval = byval != NULL;
	*explicit_align = false;
	if (byval) {
		LLVMTypeRef bt = LLVMGetTypeAttributeValue(byval);

		align = get(fc, idx, attr_kind("align"));
		*explicit_align = align != NULL;
		/* 64 bits: LLVM's largest alignment is 2^32 */
		if (align)
			return LLVMGetEnumAttributeValue(align);
		return bt && LLVMTypeIsSized(bt) ? LLVMABIAlignmentOfType(td, bt) : 0;
	}
	if (ty && is_aggregate(ty) && LLVMTypeIsSized(ty))
		return LLVMABIAlignmentOfType(td, ty);
	return 0;
}

/* An explicit align attribute reaches the PTX as is (and ptxas rejects
 * it); a natural alignment above 128 is silently lowered to 128 by llc,
 * under-aligning what the callee's code may assume. */
static void report_align(struct in_ctx *c, const char *fname, unsigned idx, LLVMValueRef arg,
			 uint64_t align, bool byval, bool explicit_align, const char *where)
{
	const char *how = byval ? "by value (byval)" : "by value";
	char tail[96];

	if (explicit_align)
		snprintf(tail, sizeof(tail), "llc would emit .align %llu, which ptxas rejects",
			 (unsigned long long)align);
	else
		snprintf(tail, sizeof(tail), "llc would silently align it to 128 only");
	if (idx == 0) {
		nvt_error(c->d, "byval-align", c->file, fname,
			  "return value of %s'%s' is an aggregate aligned to %llu bytes; the PTX ABI "
			  "passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), "
			  "%s",
			  where, fname, (unsigned long long)align, tail);
	} else {
		size_t len = 0;
		const char *an = arg ? LLVMGetValueName2(arg, &len) : NULL;

		nvt_error(c->d, "byval-align", c->file, fname,
			  "parameter %u%s%.*s%s of %s'%s' is passed %s aligned to %llu bytes; the PTX "
			  "ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 "
			  "note D), %s",
			  idx, len ? " ('" : "", (int)len, len ? an : "", len ? "')" : "", where,
			  fname, how, (unsigned long long)align, tail);
	}
	c->errors++;
}

static void check_byval_function(struct in_ctx *c, LLVMTargetDataRef td, LLVMValueRef f)
{
	const char *fname = nvt_cg_value_name(f);
	LLVMTypeRef fty = LLVMGlobalGetValueType(f);
	unsigned n = LLVMCountParams(f);
	bool byval, expl;
	uint64_t a;

	a = param_align(c, td, f, LLVMGetEnumAttributeAtIndex, 0, LLVMGetReturnType(fty), &byval,
			&expl);
	if (a > 128)
		report_align(c, fname, 0, NULL, a, false, false, "function ");
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef arg = LLVMGetParam(f, i);

		a = param_align(c, td, f, LLVMGetEnumAttributeAtIndex, i + 1, LLVMTypeOf(arg),
				&byval, &expl);
		if (a > 128)
			report_align(c, fname, i + 1, arg, a, byval, expl, "function ");
	}
}

/* Indirect calls get a PTX .callprototype with the same .param rules. */
static void check_byval_call(struct in_ctx *c, LLVMTargetDataRef td, LLVMValueRef fn,
			     LLVMValueRef call)
{
	LLVMTypeRef fty = LLVMGetCalledFunctionType(call);
	unsigned n = LLVMGetNumArgOperands(call);
	const char *fname = nvt_cg_value_name(fn);
	char where[512];
	bool byval, expl;
	uint64_t a;

	snprintf(where, sizeof(where), "an indirect call in function ");
	a = param_align(c, td, call, LLVMGetCallSiteEnumAttribute, 0, LLVMGetReturnType(fty),
			&byval, &expl);
	if (a > 128)
		report_align(c, fname, 0, NULL, a, false, false, where);
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef arg = LLVMGetOperand(call, i);

		a = param_align(c, td, call, LLVMGetCallSiteEnumAttribute, i + 1,
				LLVMTypeOf(arg), &byval, &expl);
		if (a > 128)
			report_align(c, fname, i + 1, NULL, a, byval, expl, where);
	}
}

/* --- system calls (PTX ABI chapter 3) ---------------------------------- */

struct syscall {
	const char *name;
	const char *proto; /* as the message shows it */
	const char *by;    /* who defines the prototype; NULL: the PTX ABI */
};

static const struct syscall syscalls[] = {
	{ "vprintf", "i32 @vprintf(ptr, ptr)", NULL },
	{ "malloc", "ptr @malloc(i64)", NULL },
	{ "free", "void @free(ptr)", NULL },
	{ "__assertfail", "void @__assertfail(ptr, ptr, i32, ptr, i64)", NULL },
	/* what nvcc calls for an aligned operator new (src/llvm/cxxalloc.c) */
	{ "__cuda_syscall_aligned_malloc", "ptr @__cuda_syscall_aligned_malloc(i64, i64)",
	  "ptxas (nvcc calls it for an aligned operator new)" },
};

static LLVMTypeRef syscall_type(LLVMContextRef ctx, size_t i)
{
	LLVMTypeRef p = LLVMPointerTypeInContext(ctx, 0);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i64 = LLVMInt64TypeInContext(ctx);
	LLVMTypeRef v = LLVMVoidTypeInContext(ctx);

	switch (i) {
	case 0: {
		LLVMTypeRef a[] = { p, p };
		return LLVMFunctionType(i32, a, 2, false);
	}
	case 1: {
		LLVMTypeRef a[] = { i64 };
		return LLVMFunctionType(p, a, 1, false);
	}
	case 2: {
		LLVMTypeRef a[] = { p };
		return LLVMFunctionType(v, a, 1, false);
	}
	case 4: {
		LLVMTypeRef a[] = { i64, i64 };
		return LLVMFunctionType(p, a, 2, false);
	}
	default: {
		LLVMTypeRef a[] = { p, p, i32, p, i64 };
		return LLVMFunctionType(v, a, 5, false);
	}
	}
}

static void check_syscalls(struct in_ctx *c)
{
	for (size_t i = 0; i < ARRAY_SIZE(syscalls); i++) {
		LLVMValueRef f = LLVMGetNamedFunction(c->m, syscalls[i].name);
		LLVMTypeRef want, have;
		char *s;

		if (!f)
			continue;
		want = syscall_type(c->ctx, i);
		have = LLVMGlobalGetValueType(f);
		if (have != want) {
			s = LLVMPrintTypeToString(have);
			nvt_error(c->d, "syscall-prototype", c->file, syscalls[i].name,
				  "system call '%s' is declared as '%s'; %s requires '%s'",
				  syscalls[i].name, s,
				  syscalls[i].by ? syscalls[i].by : "the PTX ABI (chapter 3)", syscalls[i].proto);
			LLVMDisposeMessage(s);
			c->errors++;
			continue;
		}
		/* With opaque pointers a call may use another function type than
		 * the declaration: each call must match too. */
		for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
			LLVMValueRef call = LLVMGetUser(u);

			if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != f)
				continue;
			have = LLVMGetCalledFunctionType(call);
			if (have == want)
				continue;
			s = LLVMPrintTypeToString(have);
			nvt_error(c->d, "syscall-prototype", c->file, syscalls[i].name,
				  "call to system call '%s' in function '%s' uses the type '%s'; %s "
				  "requires '%s'",
				  syscalls[i].name,
				  nvt_cg_value_name(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call))),
				  s, syscalls[i].by ? syscalls[i].by : "the PTX ABI (chapter 3)",
				  syscalls[i].proto);
			LLVMDisposeMessage(s);
			c->errors++;
		}
	}
}

/* --- frontend facts (llvm/frontend.h) ------------------------------------ */

/* A builtin variable still read or written through after optimization has
 * nothing to read: an error naming the function. Address-only uses (-O0
 * passes &threadIdx as `this` to its conversion operator) are given a byte
 * of their own per arch (nvt_cg_lower_frontend). */
static void check_builtin(struct in_ctx *c, LLVMValueRef g)
{
	LLVMValueRef in = nvt_fe_builtin_access(g);
	char msg[512];

	if (!in)
		return;
	nvt_fe_msg_builtin_access(msg, sizeof(msg), nvt_cg_value_name(g),
				  nvt_cg_value_name(LLVMGetBasicBlockParent(LLVMGetInstructionParent(in))));
	nvt_error(c->d, NVT_RULE_CUDA_BUILTIN, c->file, nvt_cg_value_name(g), "%s", msg);
	c->errors++;
}

/* A __nv_* function declared and called: libdevice was not linked, and
 * ptxas would fail later on an unresolved extern. */
static void check_libdevice_calls(struct in_ctx *c, LLVMValueRef f)
{
	size_t len = 0;
	const char *name = LLVMGetValueName2(f, &len);
	struct nvt_strbuf who = { 0 };
	LLVMValueRef seen[8];
	unsigned n = 0;
	bool more = false;

	if (!LLVMIsDeclaration(f) || !nvt_fe_is_libdevice_name(name, len))
		return;
	/* the callers, each once, in use order (at most 8 named) */
	for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u), caller;
		unsigned k;

		if (!LLVMIsAInstruction(user))
			continue;
		caller = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
		for (k = 0; k < n && seen[k] != caller; k++)
			;
		if (k < n)
			continue;
		if (n == ARRAY_SIZE(seen)) {
			more = true;
			continue;
		}
		seen[n++] = caller;
		nvt_strbuf_printf(&who, "%s'%s'", n > 1 ? ", " : "", nvt_cg_value_name(caller));
	}
	if (!n)
		return;
	nvt_report_hint(c->d, NVT_ERROR, NVT_RULE_LIBDEVICE_UNLINKED, c->file, name,
			"link libdevice into the module first: nvt_linker__add_libdevice()",
			"function '%s', called by %s%s, is a libdevice function that is not linked in",
			name, who.data ? who.data : "?", more ? " and others" : "");
	nvt_strbuf_free(&who);
	c->errors++;
}

/* --- driver -------------------------------------------------------------- */

int nvt_cg_check_input(LLVMModuleRef m, const char *file, struct nvt_diags *d)
{
	struct in_ctx c = { .m = m, .ctx = LLVMGetModuleContext(m), .file = file, .d = d };
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);

	check_triple(&c);

	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		/* llvm.used, llvm.global_ctors...: appending by definition and
		 * consumed by LLVM itself, never emitted as symbols. */
		if (is_llvm_reserved(g))
			continue;
		if (nvt_fe_is_cuda_builtin(g)) {
			check_builtin(&c, g);
			continue;
		}
		check_linkage(&c, g, "global variable");
		check_symbol_name(&c, g, "global variable");
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMGetIntrinsicID(f) || is_llvm_reserved(f))
			continue;
		check_linkage(&c, f, "function");
		check_libdevice_calls(&c, f);
		/* unused declarations are not emitted, so their names do not matter */
		if (!LLVMIsDeclaration(f) || LLVMGetFirstUse(f))
			check_symbol_name(&c, f, "function");
		check_byval_function(&c, td, f);
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
		     bb = LLVMGetNextBasicBlock(bb)) {
			for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
			     in = LLVMGetNextInstruction(in)) {
				LLVMValueRef callee;

				if (!LLVMIsACallInst(in) && !LLVMIsAInvokeInst(in))
					continue;
				callee = LLVMGetCalledValue(in);
				if (callee && LLVMIsAFunction(callee))
					continue; /* checked with the callee itself */
				if (callee && LLVMIsAInlineAsm(callee))
					continue;
				check_byval_call(&c, td, f, in);
			}
		}
	}
	for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a; a = LLVMGetNextGlobalAlias(a)) {
		check_linkage(&c, a, "alias");
		check_symbol_name(&c, a, "alias");
	}
	for (LLVMValueRef i = LLVMGetFirstGlobalIFunc(m); i; i = LLVMGetNextGlobalIFunc(i)) {
		nvt_error(d, "linkage-ifunc", file, nvt_cg_value_name(i),
			  "ifunc '%s' is not supported by the NVVM ABI: PTX has no run-time "
			  "symbol resolution",
			  nvt_cg_value_name(i));
		c.errors++;
	}
	check_syscalls(&c);
	return c.errors ? -EINVAL : 0;
}
