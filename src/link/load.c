/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading link inputs into the linker's shared LLVM context, gathering the
 * facts the later steps need (target, version, debug CU, which symbols the
 * input defines and references), and moving a checked input into the
 * destination module.
 *
 * The facts are gathered once, when the input is loaded, and kept after
 * LLVMLinkModules2 has consumed the module: the undefined-symbol error
 * names every input that referenced a symbol, and the version merge needs
 * the version of every input that was linked.
 */
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Linker.h>

#include "link/linker.h"
#include "llvm/frontend.h"

/* ---- sorted name sets ----------------------------------------------- */

int names_add(struct nvt_names *s, const char *name)
{
	if (nvt_grow(s->v, s->cap, s->n + 1))
		return -ENOMEM;
	s->v[s->n] = nvt_strdup(name);
	if (!s->v[s->n])
		return -ENOMEM;
	s->n++;
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void names_sort(struct nvt_names *s)
{
	size_t w = 0;

	if (!s->n)
		return;
	qsort(s->v, s->n, sizeof(*s->v), cmp_str);
	for (size_t r = 1; r < s->n; r++) {
		if (!strcmp(s->v[r], s->v[w]))
			free(s->v[r]);
		else
			s->v[++w] = s->v[r];
	}
	s->n = w + 1;
}

bool names_has(const struct nvt_names *s, const char *name)
{
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(s->v[mid], name);
		if (!c)
			return true;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

void names_free(struct nvt_names *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/* ---- inputs ----------------------------------------------------------- */

struct link_input *link_input_adopt(const char *name, struct nvt_blob *blob, unsigned flags)
{
	struct link_input *in = calloc(1, sizeof(*in));

	if (!in) {
		nvt_blob__free(blob);
		return NULL;
	}
	in->name = nvt_strdup(name);
	in->blob = blob;
	in->flags = flags;
	if (!in->name || !in->blob) {
		link_input_free(in);
		return NULL;
	}
	return in;
}

struct link_input *link_input_new(const char *name, const struct nvt_blob *blob, unsigned flags)
{
	/* Own a copy: lazy modules read their bodies from these bytes during
	 * the link, long after the caller's blob may be gone. */
	return link_input_adopt(name,
				nvt_blob__from_memory(nvt_blob__data(blob), nvt_blob__size(blob), name, true),
				flags);
}

void link_input_free(struct link_input *in)
{
	if (!in)
		return;
	nvt_module__free(in->mod);
	nvt_blob__free(in->blob);
	names_free(&in->defs);
	names_free(&in->decls);
	free(in->triple);
	free(in->datalayout);
	free(in->name);
	free(in);
}

int link_add_input(struct nvt_linker *l, struct link_input *in)
{
	if (nvt_grow(l->inputs, l->cap_inputs, l->n_inputs + 1))
		return -ENOMEM;
	l->inputs[l->n_inputs++] = in;
	return 0;
}

bool link_is_intrinsic_name(const char *name)
{
	/* llvm.* are intrinsics and LLVM's special globals; __nvvm_reflect is
	 * resolved by the NVVMReflect pass of code generation (libdevice calls
	 * it), so it is never a link-time symbol. */
	return !strncmp(name, "llvm.", 5) || !strcmp(name, "__nvvm_reflect");
}

bool link_is_syscall_name(const char *name)
{
	return !strcmp(name, "vprintf") || !strcmp(name, "malloc") || !strcmp(name, "free") ||
	       !strcmp(name, "__assertfail") || nvt_cxx_alloc_syscall_name(name);
}

static bool is_local(LLVMLinkage lk)
{
	return lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage;
}

static int scan_one(struct link_input *in, LLVMValueRef gv, bool is_decl)
{
	size_t len = 0;
	const char *name = LLVMGetValueName2(gv, &len);

	if (!name || !len || is_local(LLVMGetLinkage(gv)) || link_is_intrinsic_name(name))
		return 0;
	return names_add(is_decl ? &in->decls : &in->defs, name);
}

int link_scan_symbols(struct link_input *in, LLVMModuleRef m)
{
	int err = 0;

	/* LLVMIsDeclaration is true only for a function without a body that
	 * is not waiting to be materialized: reading it materializes nothing. */
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f))
		err = scan_one(in, f, LLVMIsDeclaration(f));
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g && !err; g = LLVMGetNextGlobal(g))
		err = scan_one(in, g, LLVMIsDeclaration(g));
	for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a && !err; a = LLVMGetNextGlobalAlias(a))
		err = scan_one(in, a, false);
	names_sort(&in->defs);
	names_sort(&in->decls);
	return err;
}

int link_dest_undefined(struct nvt_linker *l, struct nvt_names *out)
{
	LLVMModuleRef m = link_dest_module(l);
	int err = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f)) {
		if (!LLVMIsDeclaration(f) || is_local(LLVMGetLinkage(f)))
			continue;
		size_t len = 0;
		const char *name = LLVMGetValueName2(f, &len);
		if (!len || link_is_intrinsic_name(name) || link_is_syscall_name(name))
			continue;
		err = names_add(out, name);
	}
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g && !err; g = LLVMGetNextGlobal(g)) {
		if (!LLVMIsDeclaration(g) || is_local(LLVMGetLinkage(g)))
			continue;
		/* Defined by no module: the builtin variables have no storage,
		 * dynamic shared memory is sized by the launch. */
		if (nvt_fe_is_cuda_builtin(g) || nvt_fe_is_dynamic_shared(g))
			continue;
		size_t len = 0;
		const char *name = LLVMGetValueName2(g, &len);
		if (!len || link_is_intrinsic_name(name))
			continue;
		err = names_add(out, name);
	}
	names_sort(out);
	return err;
}

static bool has_debug_cu(LLVMModuleRef m)
{
	return LLVMGetNamedMetadata(m, "llvm.dbg.cu", 11) &&
	       LLVMGetNamedMetadataNumOperands(m, "llvm.dbg.cu") > 0;
}

int link_load_input(struct nvt_linker *l, struct link_input *in)
{
	bool lazy = (in->flags & NVT_LINK_LAZY) || in->load_lazy;
	/* An input is loaded again (libdevice named as a plain input, an
	 * archive member scanned then pulled, a lazy input after its scan):
	 * one child reads it, the first time, and every load reads the
	 * bitcode LLVM wrote of it there instead of its own bytes
	 * (doc/robustness.md): the blob is replaced. */
	NVT_OPTS(nvt_module_opts, mo, .lazy = lazy, .share_context_with = l->dest);
	unsigned errors = nvt_diags__error_count(l->diags);
	LLVMModuleRef m;
	int err;

	/* A libdevice release we checked, byte for byte (src/link/trusted.c),
	 * is not untrusted input: no child reads it, and the linker reads its
	 * own bytes, lazily, as llvm-link does. */
	if (l->opts.isolate && !in->probed && link_is_known_libdevice(in->blob))
		in->probed = true;
	if (l->opts.isolate && !in->probed) {
		struct nvt_blob *canon = NULL;

		in->probed = true;
		/* One reader for all the inputs (a fork each would cost more
		 * than a small input's link); without one, a child each. */
		if (!l->iso)
			l->iso = nvt_isolate_new();
		NVT_OPTS(nvt_module_opts, po, .isolate_cpu_seconds = l->opts.isolate_cpu_seconds,
			 .isolate_timeout_ms = l->opts.isolate_timeout_ms);
		err = nvt_module_probe_canonical_in(l->iso, in->blob, &po, l->diags, &canon);
		if (err) {
			in->state = INPUT_BAD;
			return err;
		}
		if (canon) {
			nvt_blob__free(in->blob);
			in->blob = canon;
		}
		/* the bytes it read, or LLVM's writing of them: the
		 * child ran the byte scans on the input */
		in->prescanned = true;
	}
	in->probed = true;
	in->mod = in->prescanned ? nvt_module_load_prescanned(in->blob, &mo, l->diags)
				 : nvt_module__load(in->blob, &mo, l->diags);
	/* LLVM's diagnostics that come later (from the link) name the output. */
	nvt_llvm_context_set_file(l->dest->ctx, l->module_name);
	if (!in->mod) {
		in->state = INPUT_BAD;
		return -errno;
	}
	m = in->mod->mod;
	/* libdevice named as an ordinary input (as users do with llvm-link) is
	 * libdevice: linked as --libdevice links it, lazily (only what the
	 * modules need, made internal), its gpulibs triple and data layout
	 * accepted. Recognised by content, whatever the file is called. */
	if (!lazy && !in->is_member && nvt_fe_is_libdevice_module(m)) {
		nvt_note(l->diags, NVT_RULE_LIBDEVICE_INPUT, in->name, NULL,
			 "this input is libdevice: it is linked lazily, as libdevice is (only "
			 "the functions the modules call, made internal)");
		nvt_module__free(in->mod);
		in->mod = NULL;
		in->flags |= NVT_LINK_LAZY;
		return link_load_input(l, in);
	}
	if (!in->triple) {
		in->triple = nvt_strdup(LLVMGetTarget(m));
		in->datalayout = nvt_strdup(LLVMGetDataLayoutStr(m));
		if (!in->triple || !in->datalayout)
			return -ENOMEM;
	}
	link_check_triple(l, in, m);
	link_check_version(l, in, m);
	in->has_debug_cu = has_debug_cu(m);
	/* LLVM 22 strips debug info whose "Debug Info Version" is not 3 as it
	 * reads the module (the NVVM IR spec's era wrote 1); the text parser
	 * says so, the bitcode reader does not. The flag itself stays. */
	unsigned dv = LLVMGetModuleDebugMetadataVersion(m);
	if (dv && dv != 3)
		nvt_warn(l->diags, "debug-info-version", in->name, NULL,
			 "\"Debug Info Version\" is %u, not 3: LLVM 22 drops the debug info of this "
			 "module",
			 dv);
	if (!in->defs.n && !in->decls.n) {
		err = link_scan_symbols(in, m);
		if (err)
			return err;
	}
	if (nvt_diags__error_count(l->diags) != errors) {
		in->state = INPUT_BAD;
		return -EINVAL;
	}
	in->state = INPUT_LOADED;
	return 0;
}

/* The destination takes its target from the first module linked into it
 * that is not lazy (libdevice's gpulibs triple must never win). */
static void adopt_target(struct nvt_linker *l, struct link_input *in)
{
	LLVMModuleRef d = link_dest_module(l);

	LLVMSetTarget(d, in->triple);
	LLVMSetDataLayout(d, in->datalayout);
	l->have_target = true;
	l->target_from = in;
}

int link_move_into_dest(struct nvt_linker *l, struct link_input *in)
{
	LLVMModuleRef src;
	unsigned errors = nvt_diags__error_count(l->diags);
	bool failed;

	if (in->state != INPUT_LOADED || !in->mod)
		return -EINVAL;
	if (!(in->flags & NVT_LINK_LAZY)) {
		if (!l->have_target)
			adopt_target(l, in);
		else if (link_check_against_dest(l, in, in->mod->mod) < 0) {
			in->state = INPUT_BAD;
			return -EINVAL;
		}
		if (link_symbols_add(l, in, in->mod->mod) < 0 ||
		    nvt_diags__error_count(l->diags) != errors) {
			in->state = INPUT_BAD;
			return -EINVAL;
		}
	}
	src = in->mod->mod;
	/* LLVM's own link diagnostics (module flag conflicts...) name this input. */
	nvt_llvm_context_set_file(l->dest->ctx, in->name);
	failed = LLVMLinkModules2(link_dest_module(l), src);
	nvt_llvm_context_set_file(l->dest->ctx, l->module_name);
	in->mod->mod = NULL; /* LLVMLinkModules2 destroyed it */
	nvt_module__free(in->mod);
	in->mod = NULL;
	if (failed) {
		if (nvt_diags__error_count(l->diags) == errors)
			nvt_error(l->diags, "link", in->name, NULL, "LLVM's module linker failed on this input");
		in->state = INPUT_BAD;
		return -EINVAL;
	}
	in->state = INPUT_LINKED;
	l->stats.modules_linked += !(in->flags & NVT_LINK_LAZY);
	return 0;
}
