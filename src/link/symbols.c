/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Symbol resolution across the inputs, before they are merged.
 *
 * LLVM's module linker resolves linkage itself (strong over weak/linkonce,
 * the larger of two commons), but it reports little and checks less: two
 * variables of different address spaces or types are silently merged, the
 * spec's unsupported linkage types are linked and later miscompiled
 * (../shared/notes C), annotations are concatenated. So every externally
 * visible symbol of every input is recorded here first, with where it was
 * defined, its type and its annotation properties, and each conflict is
 * reported naming both files. Nothing is merged when a rule is broken.
 *
 * Properties come in two forms because LLVM 22 upgrades most spec-form
 * !nvvm.annotations when it reads a module: kernel-ness is the ptx_kernel
 * calling convention, launch bounds are "nvvm.*" function attributes,
 * `align` is alignstack on a parameter or the return value; texture,
 * surface, sampler, managed (and unknown keys) stay metadata. Both forms
 * are compared by property name.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Target.h>

#include "link/linker.h"
#include "llvm/frontend.h"

enum sym_class { SYM_UNDEF, SYM_AVAIL, SYM_WEAK, SYM_COMMON, SYM_STRONG };

struct sym_prop {
	char *key;          /* "nvvm.maxntid", "managed", "align of parameter 2" */
	char *value;
	const char *file;   /* the input that stated it first */
	bool is_fn_attr;    /* a string function attribute (merged into the result) */
};

struct sym_entry {
	char *name;
	bool is_func;
	unsigned as;             /* variables: address space */
	LLVMTypeRef type;        /* value type (function type for functions) */
	bool type_is_decl;
	bool type_is_common;
	bool dyn_shared;         /* every occurrence so far: extern __shared__ T x[] */
	const char *type_file;
	const char *kind_file;   /* where it was first seen */
	enum sym_class best;
	const char *strong_file;
	int kernel;              /* -1 unknown, 0 device function (a definition), 1 kernel */
	const char *kernel_file;
	bool kernel_from_decl;
	struct sym_prop *props;
	size_t n_props, cap_props;
};

/* ---- table ------------------------------------------------------------ */

static uint64_t hash_str(const char *s)
{
	uint64_t h = 1469598103934665603ull;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

static struct sym_entry **slot(struct nvt_linker *l, const char *name)
{
	size_t mask = l->cap_syms - 1, i = hash_str(name) & mask;

	while (l->syms[i] && strcmp(l->syms[i]->name, name))
		i = (i + 1) & mask;
	return &l->syms[i];
}

static struct sym_entry *sym_get(struct nvt_linker *l, const char *name, bool create)
{
	struct sym_entry **s, *e;

	if (!l->cap_syms) {
		if (!create)
			return NULL;
		l->syms = calloc(256, sizeof(*l->syms));
		if (!l->syms)
			return NULL;
		l->cap_syms = 256;
	}
	s = slot(l, name);
	if (*s || !create)
		return *s;
	if ((l->n_syms + 1) * 2 > l->cap_syms) {
		size_t old = l->cap_syms;
		struct sym_entry **ov = l->syms;
		l->syms = calloc(old * 2, sizeof(*l->syms));
		if (!l->syms) {
			l->syms = ov;
			return NULL;
		}
		l->cap_syms = old * 2;
		for (size_t i = 0; i < old; i++)
			if (ov[i])
				*slot(l, ov[i]->name) = ov[i];
		free(ov);
		s = slot(l, name);
	}
	e = calloc(1, sizeof(*e));
	if (!e)
		return NULL;
	e->name = nvt_strdup(name);
	if (!e->name) {
		free(e);
		return NULL;
	}
	e->kernel = -1;
	*s = e;
	l->n_syms++;
	return e;
}

void link_symbols_free(struct nvt_linker *l)
{
	for (size_t i = 0; i < l->cap_syms; i++) {
		struct sym_entry *e = l->syms[i];
		if (!e)
			continue;
		for (size_t j = 0; j < e->n_props; j++) {
			free(e->props[j].key);
			free(e->props[j].value);
		}
		free(e->props);
		free(e->name);
		free(e);
	}
	free(l->syms);
	l->syms = NULL;
	l->cap_syms = l->n_syms = 0;
}

/* ---- types ------------------------------------------------------------ */

char *link_type_str(LLVMTypeRef t)
{
	char *s = LLVMPrintTypeToString(t);
	char *r = nvt_strdup(s ? s : "?");

	LLVMDisposeMessage(s);
	return r;
}

/* Two types are the same for a C linker: identical, or structurally equal
 * (a context renames a second %struct.S to %struct.S.0 when modules are
 * loaded into it), an opaque struct matching any struct. `abi` relaxes
 * pointers to "same size" (a generic and a global pointer are passed
 * alike). */
static bool same_type(LLVMTypeRef a, LLVMTypeRef b, LLVMTargetDataRef td, bool abi, int depth)
{
	LLVMTypeKind ka, kb;

	if (a == b)
		return true;
	if (depth > 32)
		return true; /* recursive types: assume equal below this depth */
	ka = LLVMGetTypeKind(a);
	kb = LLVMGetTypeKind(b);
	if (ka != kb)
		return false;
	switch (ka) {
	case LLVMIntegerTypeKind:
		return LLVMGetIntTypeWidth(a) == LLVMGetIntTypeWidth(b);
	case LLVMPointerTypeKind:
		if (abi)
			return LLVMABISizeOfType(td, a) == LLVMABISizeOfType(td, b);
		return LLVMGetPointerAddressSpace(a) == LLVMGetPointerAddressSpace(b);
	case LLVMArrayTypeKind:
		return LLVMGetArrayLength2(a) == LLVMGetArrayLength2(b) &&
		       same_type(LLVMGetElementType(a), LLVMGetElementType(b), td, abi, depth + 1);
	case LLVMVectorTypeKind:
		return LLVMGetVectorSize(a) == LLVMGetVectorSize(b) &&
		       same_type(LLVMGetElementType(a), LLVMGetElementType(b), td, abi, depth + 1);
	case LLVMStructTypeKind: {
		if (LLVMIsOpaqueStruct(a) || LLVMIsOpaqueStruct(b))
			return true;
		unsigned n = LLVMCountStructElementTypes(a);
		if (n != LLVMCountStructElementTypes(b) || LLVMIsPackedStruct(a) != LLVMIsPackedStruct(b))
			return false;
		for (unsigned i = 0; i < n; i++)
			if (!same_type(LLVMStructGetTypeAtIndex(a, i), LLVMStructGetTypeAtIndex(b, i), td,
				       abi, depth + 1))
				return false;
		return true;
	}
	case LLVMFunctionTypeKind: {
		unsigned n = LLVMCountParamTypes(a);
		if (n != LLVMCountParamTypes(b) || LLVMIsFunctionVarArg(a) != LLVMIsFunctionVarArg(b))
			return false;
		if (!same_type(LLVMGetReturnType(a), LLVMGetReturnType(b), td, true, depth + 1))
			return false;
		LLVMTypeRef pa[n ? n : 1], pb[n ? n : 1];
		LLVMGetParamTypes(a, pa);
		LLVMGetParamTypes(b, pb);
		for (unsigned i = 0; i < n; i++)
			if (!same_type(pa[i], pb[i], td, true, depth + 1))
				return false;
		return true;
	}
	default:
		return true; /* same kind of float, void, label, metadata, token... */
	}
}

bool link_types_compatible(LLVMTypeRef a, LLVMTypeRef b, LLVMTargetDataRef td, bool decl_a,
			   bool decl_b)
{
	if (same_type(a, b, td, false, 0))
		return true;
	/* extern int a[];  ->  [0 x i32] declaration, matches any [N x i32]. */
	if (LLVMGetTypeKind(a) == LLVMArrayTypeKind && LLVMGetTypeKind(b) == LLVMArrayTypeKind) {
		if ((decl_a && !LLVMGetArrayLength2(a)) || (decl_b && !LLVMGetArrayLength2(b)))
			return same_type(LLVMGetElementType(a), LLVMGetElementType(b), td, false, 1);
	}
	return false;
}

/* ---- recording ---------------------------------------------------------- */

static int add_prop(struct nvt_linker *l, struct sym_entry *e, const char *key, const char *value,
		    const char *file, bool fn_attr)
{
	for (size_t i = 0; i < e->n_props; i++) {
		struct sym_prop *p = &e->props[i];
		if (strcmp(p->key, key))
			continue;
		if (!strcmp(p->value, value))
			return 0; /* equal: merges into one */
		nvt_error(l->diags, "annotation-conflict", file, e->name,
			  "conflicting annotation '%s' on '%s': %s in %s but %s in %s", key, e->name,
			  p->value, p->file, value, file);
		return -EINVAL;
	}
	if (nvt_grow(e->props, e->cap_props, e->n_props + 1))
		return -ENOMEM;
	struct sym_prop *v = e->props;
	v[e->n_props].key = nvt_strdup(key);
	v[e->n_props].value = nvt_strdup(value);
	v[e->n_props].file = file;
	v[e->n_props].is_fn_attr = fn_attr;
	if (!v[e->n_props].key || !v[e->n_props].value)
		return -ENOMEM;
	e->n_props++;
	return 0;
}

static int record_fn_props(struct nvt_linker *l, struct sym_entry *e, LLVMValueRef f,
			   const char *file, bool is_decl)
{
	int bad = 0;
	unsigned n = LLVMGetAttributeCountAtIndex(f, LLVMAttributeFunctionIndex);
	int kernel = nvt_llvm_is_kernel(f);

	/* Kernel-ness: a definition states it either way; a declaration only
	 * when it carries ptx_kernel (a plain declaration of a kernel defined
	 * elsewhere links). */
	if (kernel || !is_decl) {
		if (e->kernel >= 0 && e->kernel != kernel && !(e->kernel_from_decl && is_decl)) {
			nvt_error(l->diags, "annotation-conflict", file, e->name,
				  "conflicting annotation 'kernel' on '%s': %s in %s but %s in %s",
				  e->name, e->kernel ? "a kernel" : "a device function", e->kernel_file,
				  kernel ? "a kernel" : "a device function", file);
			bad = 1;
		} else if (e->kernel < 0 || (e->kernel_from_decl && !is_decl)) {
			e->kernel = kernel;
			e->kernel_file = file;
			e->kernel_from_decl = is_decl;
		}
	}
	if (n) {
		LLVMAttributeRef attrs[n];
		LLVMGetAttributesAtIndex(f, LLVMAttributeFunctionIndex, attrs);
		for (unsigned i = 0; i < n; i++) {
			unsigned kl = 0, vl = 0;
			if (!LLVMIsStringAttribute(attrs[i]))
				continue;
			const char *k = LLVMGetStringAttributeKind(attrs[i], &kl);
			const char *v = LLVMGetStringAttributeValue(attrs[i], &vl);
			if (kl < 5 || strncmp(k, "nvvm.", 5))
				continue;
			char *ks = nvt_strndup(k, kl), *vs = nvt_strndup(v ? v : "", vl);
			int err = ks && vs ? add_prop(l, e, ks, vs, file, true) : -ENOMEM;
			free(ks);
			free(vs);
			if (err == -ENOMEM)
				return err;
			bad |= err < 0;
		}
	}
	/* The spec's `align` annotation becomes alignstack on the parameter
	 * (or on the return value for index 0). */
	unsigned kind = LLVMGetEnumAttributeKindForName("alignstack", 10);
	unsigned np = LLVMCountParams(f);
	for (unsigned idx = 0; idx <= np; idx++) {
		LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(f, idx, kind);
		if (!a)
			continue;
		char key[64], val[32];
		if (idx)
			snprintf(key, sizeof(key), "align of parameter %u", idx);
		else
			snprintf(key, sizeof(key), "align of the return value");
		snprintf(val, sizeof(val), "%llu", (unsigned long long)LLVMGetEnumAttributeValue(a));
		int err = add_prop(l, e, key, val, file, false);
		if (err == -ENOMEM)
			return err;
		bad |= err < 0;
	}
	return bad ? -EINVAL : 0;
}

/* The !nvvm.annotations entries that stay metadata after LLVM's upgrade. */
static int record_md_props(struct nvt_linker *l, LLVMModuleRef m, const char *file)
{
	unsigned n;
	LLVMValueRef *ops = nvt_llvm_named_operands(m, "nvvm.annotations", &n);
	int bad = 0;

	if (!ops)
		return n ? -ENOMEM : 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		if (k < 3)
			continue;
		LLVMValueRef f[k];
		LLVMGetMDNodeOperands(ops[i], f);
		if (!f[0] || !(LLVMIsAGlobalVariable(f[0]) || LLVMIsAFunction(f[0])))
			continue;
		LLVMLinkage lk = LLVMGetLinkage(f[0]);
		if (lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage)
			continue;
		char *name = nvt_llvm_value_name(f[0]);
		struct sym_entry *e = name ? sym_get(l, name, true) : NULL;
		free(name);
		if (!e) {
			free(ops);
			return -ENOMEM;
		}
		for (unsigned j = 1; j + 1 < k; j += 2) {
			unsigned kl = 0;
			const char *key = f[j] ? LLVMGetMDString(f[j], &kl) : NULL;
			if (!key || !f[j + 1] || !LLVMIsAConstantInt(f[j + 1]))
				continue;
			char ks[128], vs[160];
			unsigned long long v = LLVMConstIntGetZExtValue(f[j + 1]);
			snprintf(ks, sizeof(ks), "%.*s", (int)kl, key);
			snprintf(vs, sizeof(vs), "%llu", v);
			/* A variable is one of texture, surface or sampler: two
			 * inputs that disagree on which are in conflict. */
			if (!strcmp(ks, "texture") || !strcmp(ks, "surface") || !strcmp(ks, "sampler")) {
				if (!v)
					continue;
				snprintf(vs, sizeof(vs), "%s", ks);
				snprintf(ks, sizeof(ks), "texture/surface/sampler");
			}
			int err = add_prop(l, e, ks, vs, file, false);
			if (err == -ENOMEM) {
				free(ops);
				return err;
			}
			bad |= err < 0;
		}
	}
	free(ops);
	return bad ? -EINVAL : 0;
}

/* The PTX ABI's system calls (ptx-interoperability, "System Calls"). */
static int check_syscall(struct nvt_linker *l, LLVMValueRef f, const char *name, const char *file,
			 int ptr_bits)
{
	LLVMContextRef c = l->dest->ctx;
	LLVMTypeRef p = LLVMPointerTypeInContext(c, 0);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
	LLVMTypeRef sz = LLVMIntTypeInContext(c, ptr_bits == 32 ? 32 : 64);
	LLVMTypeRef v = LLVMVoidTypeInContext(c), want;

	if (!strcmp(name, "vprintf"))
		want = LLVMFunctionType(i32, (LLVMTypeRef[]){ p, p }, 2, false);
	else if (!strcmp(name, "malloc"))
		want = LLVMFunctionType(p, (LLVMTypeRef[]){ sz }, 1, false);
	else if (!strcmp(name, "free"))
		want = LLVMFunctionType(v, (LLVMTypeRef[]){ p }, 1, false);
	else if (nvt_cxx_alloc_syscall_name(name)) /* aligned operator new (nvcc) */
		want = LLVMFunctionType(p, (LLVMTypeRef[]){ sz, sz }, 2, false);
	else
		want = LLVMFunctionType(v, (LLVMTypeRef[]){ p, p, i32, p, sz }, 5, false);
	LLVMTypeRef have = LLVMGlobalGetValueType(f);
	if (have == want)
		return 0;
	char *hs = link_type_str(have), *ws = link_type_str(want);
	nvt_error(l->diags, "syscall-prototype", file, name,
		  "declaration of the PTX system call '%s' has type %s, expected %s", name,
		  hs ? hs : "?", ws ? ws : "?");
	free(hs);
	free(ws);
	return -EINVAL;
}

static enum sym_class classify(LLVMLinkage lk, bool is_decl)
{
	if (is_decl)
		return SYM_UNDEF;
	switch (lk) {
	case LLVMLinkOnceAnyLinkage:
	case LLVMLinkOnceODRLinkage:
	case LLVMWeakAnyLinkage:
	case LLVMWeakODRLinkage:
		return SYM_WEAK;
	case LLVMCommonLinkage:
		return SYM_COMMON;
	case LLVMAvailableExternallyLinkage:
		return SYM_AVAIL;
	default:
		return SYM_STRONG;
	}
}

static int add_global(struct nvt_linker *l, LLVMTargetDataRef td, struct link_input *in,
		      LLVMValueRef gv, bool is_func)
{
	size_t len = 0;
	const char *name = LLVMGetValueName2(gv, &len);
	LLVMLinkage lk = LLVMGetLinkage(gv);
	bool is_decl = LLVMIsDeclaration(gv);
	struct sym_entry *e;
	int bad = 0;

	if (!len || lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage)
		return 0;
	if (link_is_intrinsic_name(name))
		return 0; /* llvm.used, llvm.global_ctors (appending) and intrinsics */
	/* clang declares the CUDA builtin variables in every module; they have
	 * no storage and no definition anywhere (llvm/frontend.h). */
	if (!is_func && nvt_fe_is_cuda_builtin(gv))
		return 0;
	if (lk == LLVMExternalWeakLinkage || lk == LLVMAppendingLinkage) {
		nvt_error(l->diags, "unsupported-linkage", in->name, name,
			  "'%s' has linkage %s, which NVVM IR does not support (spec 3.1)", name,
			  nvt_llvm_linkage_name(lk));
		return -EINVAL;
	}
	if (LLVMGetDLLStorageClass(gv) != LLVMDefaultStorageClass) {
		nvt_error(l->diags, "unsupported-linkage", in->name, name,
			  "'%s' has DLL storage class %s, which NVVM IR does not support (spec 3.1, 3.4)",
			  name, LLVMGetDLLStorageClass(gv) == LLVMDLLImportStorageClass ? "dllimport"
											: "dllexport");
		return -EINVAL;
	}
	if (is_func && is_decl && link_is_syscall_name(name))
		return check_syscall(l, gv, name, in->name, in->ptr_bits);
	if (is_func && nvt_fe_is_device_runtime_stub(gv)) {
		char msg[512];

		nvt_fe_msg_device_runtime_stub(msg, sizeof(msg), name);
		nvt_warn(l->diags, NVT_RULE_DEVRT_STUB, in->name, name, "%s", msg);
	}

	e = sym_get(l, name, true);
	if (!e)
		return -ENOMEM;
	enum sym_class cls = classify(lk, is_decl);
	LLVMTypeRef type = LLVMGlobalGetValueType(gv);
	unsigned as = is_func ? 0 : LLVMGetPointerAddressSpace(LLVMTypeOf(gv));
	bool dyn_shared = !is_func && nvt_fe_is_dynamic_shared(gv);

	if (!e->kind_file) {
		e->kind_file = in->name;
		e->is_func = is_func;
		e->as = as;
		e->type = type;
		e->type_file = in->name;
		e->type_is_decl = is_decl;
		e->type_is_common = cls == SYM_COMMON;
		e->dyn_shared = dyn_shared;
	} else if (e->is_func != is_func) {
		nvt_error(l->diags, "symbol-kind", in->name, name,
			  "'%s' is a %s in %s but a %s in %s", name, e->is_func ? "function" : "variable",
			  e->kind_file, is_func ? "function" : "variable", in->name);
		return -EINVAL;
	} else {
		if (!is_func && e->as != as) {
			nvt_error(l->diags, "symbol-address-space", in->name, name,
				  "'%s' is in address space %u in %s but in address space %u in %s", name,
				  e->as, e->type_file, as, in->name);
			bad = 1;
		}
		bool common = cls == SYM_COMMON || e->type_is_common;
		/* Declarations of dynamic shared memory all name the one region
		 * the launch sizes: `extern __shared__ float a[]` in one module and
		 * `extern __shared__ char a[]` in another are the same bytes. */
		bool dyn = dyn_shared && e->dyn_shared;
		e->dyn_shared = dyn;
		if (!bad && !common && !dyn &&
		    !link_types_compatible(e->type, type, td, e->type_is_decl, is_decl)) {
			char *a = link_type_str(e->type), *b = link_type_str(type);
			nvt_error(l->diags, "symbol-type", in->name, name,
				  "'%s' has incompatible types: %s in %s but %s in %s", name, a ? a : "?",
				  e->type_file, b ? b : "?", in->name);
			free(a);
			free(b);
			bad = 1;
		}
		/* Prefer a definition's type as the one later inputs are compared to. */
		if (!bad && e->type_is_decl && !is_decl) {
			e->type = type;
			e->type_file = in->name;
			e->type_is_decl = false;
			e->type_is_common = cls == SYM_COMMON;
		}
	}
	if (cls == SYM_STRONG && e->best == SYM_STRONG) {
		nvt_error(l->diags, "duplicate-symbol", in->name, name,
			  "'%s' is defined in both %s and %s", name, e->strong_file, in->name);
		bad = 1;
	}
	if (cls == SYM_STRONG && !e->strong_file)
		e->strong_file = in->name;
	if (cls > e->best)
		e->best = cls;
	/* An alias of a function counts as a function for kind and type checks,
	 * but it has no attributes or calling convention of its own: asking the
	 * function-only C API about one crashes LLVM. */
	if (is_func && LLVMIsAFunction(gv)) {
		int err = record_fn_props(l, e, gv, in->name, is_decl);
		if (err == -ENOMEM)
			return err;
		bad |= err < 0;
	}
	return bad ? -EINVAL : 0;
}

int link_symbols_add(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(link_dest_module(l));
	int bad = 0, err;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		err = add_global(l, td, in, f, true);
		if (err == -ENOMEM)
			return err;
		bad |= err < 0;
	}
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		err = add_global(l, td, in, g, false);
		if (err == -ENOMEM)
			return err;
		bad |= err < 0;
	}
	for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a; a = LLVMGetNextGlobalAlias(a)) {
		err = add_global(l, td, in, a, LLVMGetTypeKind(LLVMGlobalGetValueType(a)) ==
						      LLVMFunctionTypeKind);
		if (err == -ENOMEM)
			return err;
		bad |= err < 0;
	}
	err = record_md_props(l, m, in->name);
	if (err == -ENOMEM)
		return err;
	bad |= err < 0;
	return bad ? -EINVAL : 0;
}

/* Properties stated only on a declaration (a spec-form annotation naming a
 * declared function) are carried over to the definition that won. */
int link_symbols_apply_props(struct nvt_linker *l)
{
	LLVMModuleRef m = link_dest_module(l);

	for (size_t i = 0; i < l->cap_syms; i++) {
		struct sym_entry *e = l->syms[i];
		if (!e || !e->is_func || !e->n_props)
			continue;
		LLVMValueRef f = LLVMGetNamedFunction(m, e->name);
		if (!f || LLVMIsDeclaration(f))
			continue;
		for (size_t j = 0; j < e->n_props; j++) {
			struct sym_prop *p = &e->props[j];
			if (!p->is_fn_attr)
				continue;
			unsigned kl = (unsigned)strlen(p->key);
			if (LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, p->key, kl))
				continue;
			LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
						LLVMCreateStringAttribute(l->dest->ctx, p->key, kl, p->value,
									  (unsigned)strlen(p->value)));
		}
	}
	return 0;
}

int link_symbols_check_undefined(struct nvt_linker *l)
{
	struct nvt_names undef = { 0 };
	int err = link_dest_undefined(l, &undef), bad = 0;

	if (err)
		return err;
	if (l->opts.allow_undefined)
		goto out;
	for (size_t i = 0; i < undef.n; i++) {
		struct nvt_strbuf who = { 0 };
		unsigned n = 0;
		if (nvt_fe_is_device_runtime_name(undef.v[i], strlen(undef.v[i]))) {
			char msg[512];

			nvt_fe_msg_device_runtime(msg, sizeof(msg), undef.v[i]);
			nvt_note(l->diags, NVT_RULE_DEVRT_SYMBOL, NULL, undef.v[i], "%s", msg);
			continue;
		}
		/* The diagnostic's file is the first input that references the
		 * symbol (JSON readers get it in "file"); the message names
		 * them all. */
		const char *first = NULL;
		for (size_t k = 0; k < l->n_inputs; k++) {
			struct link_input *in = l->inputs[k];
			if (in->state != INPUT_LINKED || !names_has(&in->decls, undef.v[i]))
				continue;
			nvt_strbuf_printf(&who, "%s%s", n++ ? ", " : "", in->name);
			if (!first)
				first = in->name;
		}
		for (size_t a = 0; a < l->n_archives; a++)
			for (size_t k = 0; k < l->archives[a]->n_members; k++) {
				struct link_input *in = l->archives[a]->members[k].in;
				if (!in || in->state != INPUT_LINKED || !names_has(&in->decls, undef.v[i]))
					continue;
				nvt_strbuf_printf(&who, "%s%s", n++ ? ", " : "", in->name);
				if (!first)
					first = in->name;
			}
		/* libdevice was linked but does not define it: a damaged or
		 * foreign libdevice file, which the error must name. */
		const char *lazy_name = NULL;
		for (size_t k = 0; k < l->n_inputs && !lazy_name; k++)
			if (l->inputs[k]->flags & NVT_LINK_LAZY)
				lazy_name = l->inputs[k]->name;
		if (lazy_name && nvt_fe_is_libdevice_name(undef.v[i], strlen(undef.v[i])))
			nvt_error(l->diags, "undefined-symbol", lazy_name, undef.v[i],
				  "undefined symbol '%s', referenced by %s: a libdevice function that "
				  "this lazily linked input (libdevice?) does not define; is it damaged "
				  "or another library?",
				  undef.v[i], who.data ? who.data : "the linked modules");
		else if (nvt_fe_is_libdevice_name(undef.v[i], strlen(undef.v[i])))
			nvt_report_hint(l->diags, NVT_ERROR, "undefined-symbol", first, undef.v[i],
					"link libdevice: nvt_linker__add_libdevice()",
					"undefined symbol '%s', referenced by %s: a libdevice function",
					undef.v[i], who.data ? who.data : "the linked modules");
		else
			nvt_report_hint(l->diags, NVT_ERROR, "undefined-symbol", first, undef.v[i],
					"set allow_undefined in nvt_linker_opts to keep it for a later link",
					"undefined symbol '%s', referenced by %s",
					undef.v[i], who.data ? who.data : "the linked modules");
		nvt_strbuf_free(&who);
		bad = 1;
	}
out:
	names_free(&undef);
	return bad ? -EINVAL : 0;
}
