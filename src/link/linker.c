/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The public linker API and the order of the steps of a link:
 *
 *   add_*      read each input into the shared context and check it alone
 *              (kind, triple, !nvvmir.version); archives list their members
 *              and which symbols each defines; lazy inputs are read
 *              without materializing anything.
 *   finalize   1. the ordinary inputs, in order: compare with the target of
 *                 the first, resolve their symbols against the ones before
 *                 (conflicts name both files), move into the destination;
 *              2. until nothing changes: pull archive members that define
 *                 an undefined symbol, link what lazy inputs provide;
 *              3. internalize what came from lazy inputs and verify it;
 *              4. undefined symbols; debug compile units;
 *              5. --internalize and dead definition removal;
 *              6. one !nvvmir.version, annotations of what remains;
 *              7. --verify.
 * Every step reports every problem it finds before the link fails, and a
 * step that needs a consistent module is not run after an error.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Analysis.h>

#include <nvvmtools/arch.h>
#include "link/linker.h"
#include <nvvmtools/cuda.h>
#include "verify/verify_api.h"

LLVMModuleRef link_dest_module(struct nvt_linker *l)
{
	return l->dest->mod;
}

NVT_API struct nvt_linker *nvt_linker__new(const struct nvt_linker_opts *opts,
					   struct nvt_diags *diags)
{
	struct nvt_linker *l;
	LLVMContextRef ctx;
	LLVMModuleRef m;

	if (!OPTS_VALID_DIAG(opts, nvt_linker_opts, diags))
		return errno = EINVAL, NULL;
	l = calloc(1, sizeof(*l));
	if (!l)
		return errno = ENOMEM, NULL;
	l->opts.sz = sizeof(l->opts);
	l->opts.allow_undefined = OPTS_GET(opts, allow_undefined, false);
	l->opts.internalize = OPTS_GET(opts, internalize, false);
	l->opts.internalize_variables = OPTS_GET(opts, internalize_variables, false);
	l->opts.verify = OPTS_GET(opts, verify, false);
	l->opts.annotations_spec = OPTS_GET(opts, annotations_spec, false);
	l->opts.dialect = OPTS_GET(opts, dialect, NVT_DIALECT_LLVM);
	l->opts.max_input_size = OPTS_GET(opts, max_input_size, 0);
	l->opts.isolate = OPTS_GET(opts, isolate, false);
	l->opts.isolate_cpu_seconds = OPTS_GET(opts, isolate_cpu_seconds, 0);
	l->opts.isolate_timeout_ms = OPTS_GET(opts, isolate_timeout_ms, 0);
	{
		/* Keep the arch table's own string: nothing to copy or free. */
		const char *va = OPTS_GET(opts, verify_arch, NULL);
		const struct nvt_arch *arch = va ? nvt_arch_find(va) : NULL;
		if ((va && !arch) || (unsigned)l->opts.dialect > NVT_DIALECT_NVVM) {
			nvt_error(diags, "options", NULL, va, "invalid verifier arch or dialect for nvvm-link");
			free(l);
			return errno = EINVAL, NULL;
		}
		l->opts.verify_arch = arch ? arch->name : NULL;
	}
	l->diags = diags;
	l->errors_before = nvt_diags__error_count(diags);
	const char *v = OPTS_GET(opts, nvvmir_version, NULL);
	const char *name = OPTS_GET(opts, module_name, NULL);
	/* Until the first input names it (finalize): a neutral name, never
	 * a tool's, for what API callers see in diagnostics. */
	l->module_name = nvt_strdup(name ? name : NVT_LINKED_MODULE_NAME);
	l->module_named = name != NULL;
	if (v) {
		struct nvt_ir_version pv;
		if (link_parse_version(v, &pv) < 0) {
			nvt_error(diags, "nvvmir-version", NULL, NULL,
				  "invalid NVVM IR version '%s': expected MAJOR.MINOR or "
				  "MAJOR.MINOR,DEBUGMAJOR.DEBUGMINOR",
				  v);
			free(l->module_name);
			free(l);
			return errno = EINVAL, NULL;
		}
		l->nvvmir_version = nvt_strdup(v);
	}
	ctx = l->module_name ? nvt_llvm_context_new(diags, l->module_name) : NULL;
	if (!ctx) {
		free(l->nvvmir_version);
		free(l->module_name);
		free(l);
		return errno = ENOMEM, NULL;
	}
	m = LLVMModuleCreateWithNameInContext(l->module_name, ctx);
	l->dest = nvt_module_wrap(ctx, m, l->module_name, true, diags);
	if (!l->dest) {
		LLVMDisposeModule(m);
		nvt_llvm_context_free(ctx);
		free(l->nvvmir_version);
		free(l->module_name);
		free(l);
		return errno = ENOMEM, NULL;
	}
	return l;
}

/* Modules of the shared context must go before the context does. */
static void free_input_modules(struct nvt_linker *l)
{
	for (size_t i = 0; i < l->n_inputs; i++) {
		nvt_module__free(l->inputs[i]->mod);
		l->inputs[i]->mod = NULL;
	}
	for (size_t a = 0; a < l->n_archives; a++)
		for (size_t k = 0; k < l->archives[a]->n_members; k++) {
			struct link_input *in = l->archives[a]->members[k].in;
			if (in) {
				nvt_module__free(in->mod);
				in->mod = NULL;
			}
		}
}

NVT_API void nvt_linker__free(struct nvt_linker *l)
{
	if (!l)
		return;
	free_input_modules(l);
	for (size_t i = 0; i < l->n_inputs; i++)
		link_input_free(l->inputs[i]);
	free(l->inputs);
	for (size_t a = 0; a < l->n_archives; a++)
		link_archive_free(l->archives[a]);
	free(l->archives);
	link_symbols_free(l);
	names_free(&l->exports);
	names_free(&l->lazy_linked_names);
	nvt_module__free(l->dest);
	nvt_isolate_free(l->iso);
	free(l->nvvmir_version);
	free(l->module_name);
	free(l->first_source);
	free(l);
}

static int add_blob(struct nvt_linker *l, const struct nvt_blob *blob, struct nvt_blob *owned,
		    unsigned flags);

NVT_API int nvt_linker__add_blob(struct nvt_linker *l, const struct nvt_blob *blob, unsigned flags)
{
	return add_blob(l, blob, NULL, flags);
}

/* `owned`, when given, is `blob` handed over (no copy needed); it is freed
 * here in every case. */
static int add_blob(struct nvt_linker *l, const struct nvt_blob *blob, struct nvt_blob *owned,
		    unsigned flags)
{
	const char *name;
	enum nvt_input_kind kind;
	struct link_input *in;
	int err;

	if (!l || !blob || (flags & ~(unsigned)(NVT_LINK_LAZY | NVT_LINK_WHOLE_ARCHIVE))) {
		nvt_blob__free(owned);
		return -EINVAL;
	}
	name = nvt_blob__name(blob);
	kind = nvt_blob__kind(blob);
	if (l->finalized) {
		nvt_error(l->diags, "usage", name, NULL, "input added after the link was finalized");
		nvt_blob__free(owned);
		return -EINVAL;
	}
	if (kind == NVT_INPUT_ARCHIVE) {
		if (flags & NVT_LINK_LAZY) {
			nvt_error(l->diags, "archive", name, NULL,
				  "an archive cannot be a lazy input: its members are already linked "
				  "only when needed");
			nvt_blob__free(owned);
			return -EINVAL;
		}
		unsigned before = nvt_diags__error_count(l->diags);
		/* members are copied out of the archive */
		err = link_add_archive(l, name, blob, flags);
		if (err == -EINVAL && nvt_diags__error_count(l->diags) == before)
			nvt_error(l->diags, "archive", name, NULL, "malformed archive");
		nvt_blob__free(owned);
		return err;
	}
	in = owned ? link_input_adopt(name, owned, flags & NVT_LINK_LAZY)
		   : link_input_new(name, blob, flags & NVT_LINK_LAZY);
	if (!in)
		return -ENOMEM;
	err = link_add_input(l, in);
	if (err) {
		link_input_free(in);
		return err;
	}
	err = link_load_input(l, in);
	/* in->flags: link_load_input makes libdevice given as a plain input lazy */
	if (!err && (in->flags & NVT_LINK_LAZY))
		err = link_lazy_prepare(l, in);
	return err;
}

NVT_API int nvt_linker__add_file(struct nvt_linker *l, const char *path, unsigned flags)
{
	struct nvt_blob *b;

	if (!l || !path)
		return -EINVAL;
	if (!strcmp(path, "-")) {
		if (l->stdin_used) {
			nvt_error(l->diags, "usage", "<stdin>", NULL,
				  "standard input ('-') can be read only once");
			return -EINVAL;
		}
		l->stdin_used = true;
	}
	NVT_OPTS(nvt_read_opts, ro, .max_size = l->opts.max_input_size);
	b = nvt_blob__read_opts(path, &ro, l->diags);
	if (!b)
		return errno ? -errno : -EIO;
	return add_blob(l, b, b, flags);
}

NVT_API int nvt_linker__add_libdevice(struct nvt_linker *l, const char *path,
				      const struct nvt_cuda_toolkit *toolkit)
{
	const char *found;

	if (!l || (!path && !toolkit))
		return -EINVAL;
	if (path)
		return nvt_linker__add_file(l, path, NVT_LINK_LAZY);
	found = nvt_cuda_toolkit__libdevice_path(toolkit);
	if (found)
		return nvt_linker__add_file(l, found, NVT_LINK_LAZY);
	nvt_error(l->diags, "libdevice-not-found", nvt_cuda_toolkit__root(toolkit), "libdevice",
		  "libdevice not found: the CUDA toolkit '%s' (%s) has no readable "
		  "nvvm/libdevice/libdevice.10.bc",
		  nvt_cuda_toolkit__root(toolkit), nvt_cuda_toolkit__origin(toolkit));
	return -ENOENT;
}

NVT_API int nvt_linker__add_export(struct nvt_linker *l, const char *symbol)
{
	int err;

	if (!l || !symbol || !*symbol)
		return -EINVAL;
	err = names_add(&l->exports, symbol);
	names_sort(&l->exports);
	return err;
}

NVT_API int nvt_linker__add_export_list(struct nvt_linker *l, const char *path)
{
	struct nvt_blob *b;
	const char *p, *end;
	int err = 0;

	if (!l || !path)
		return -EINVAL;
	NVT_OPTS(nvt_read_opts, ro, .max_size = l->opts.max_input_size);
	b = nvt_blob__read_opts(path, &ro, l->diags);
	if (!b)
		return errno ? -errno : -EIO;
	p = nvt_blob__data(b);
	end = p + nvt_blob__size(b);
	while (p < end && !err) {
		const char *e = memchr(p, '\n', (size_t)(end - p));
		const char *s = p, *t = e ? e : end;
		while (s < t && (*s == ' ' || *s == '\t' || *s == '\r'))
			s++;
		while (t > s && (t[-1] == ' ' || t[-1] == '\t' || t[-1] == '\r'))
			t--;
		if (t > s && *s != '#') {
			char *name = nvt_strndup(s, (size_t)(t - s));
			err = name ? names_add(&l->exports, name) : -ENOMEM;
			free(name);
		}
		p = e ? e + 1 : end;
	}
	names_sort(&l->exports);
	nvt_blob__free(b);
	return err;
}

/* The verifier the result goes through with --verify.
 * SWITCH HERE to the NVVM verifier (include/nvvmtools/verify.h) once it
 * exists: this is the only call site. Until then LLVM's own verifier. */
static int link_verify(struct nvt_linker *l)
{
	char *msg = NULL;

	if (!LLVMVerifyModule(link_dest_module(l), LLVMReturnStatusAction, &msg)) {
		LLVMDisposeMessage(msg);
		return 0;
	}
	/* One diagnostic per line of LLVM's report. */
	char *save = NULL;
	for (char *line = strtok_r(msg, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (*line && *line != ' ')
			nvt_error(l->diags, "verify", l->module_name, NULL,
				  "the linked module fails verification: %s", line);
	LLVMDisposeMessage(msg);
	return -EINVAL;
}

/* --verify: LLVM's verifier (invalid IR stops there), then the NVVM one. */
static int link_verify_nvvm(struct nvt_linker *l)
{
	NVT_OPTS(nvt_verify_opts, vo, .dialect = l->opts.dialect, .arch = l->opts.verify_arch);

	if (link_verify(l) < 0)
		return -EINVAL;
	return nvt_verify_llvm_module(link_dest_module(l), &vo, l->module_name, l->diags) ? -EINVAL : 0;
}

/* Function and variable definitions in m (the stats, and lazy/internalize
 * bookkeeping). */
unsigned link_count_definitions(LLVMModuleRef m)
{
	unsigned n = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		n += !LLVMIsDeclaration(f);
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
		n += !LLVMIsDeclaration(g);
	return n;
}

static void check_debug_cus(struct nvt_linker *l)
{
	struct nvt_strbuf sb = { 0 };
	unsigned n = 0;

	for (size_t i = 0; i < l->n_inputs; i++)
		if (l->inputs[i]->state == INPUT_LINKED && l->inputs[i]->has_debug_cu)
			nvt_strbuf_printf(&sb, "%s%s", n++ ? ", " : "", l->inputs[i]->name);
	for (size_t a = 0; a < l->n_archives; a++)
		for (size_t k = 0; k < l->archives[a]->n_members; k++) {
			struct link_input *in = l->archives[a]->members[k].in;
			if (in && in->state == INPUT_LINKED && in->has_debug_cu)
				nvt_strbuf_printf(&sb, "%s%s", n++ ? ", " : "", in->name);
		}
	if (n > 1)
		nvt_warn(l->diags, "debug-multiple-cu", NULL, NULL,
			 "%u inputs carry a debug compile unit (%s): the NVVM IR spec (14) allows at "
			 "most one",
			 n, sb.data);
	nvt_strbuf_free(&sb);
}

static int resolve_on_demand(struct nvt_linker *l)
{
	for (int round = 0; round < 10000; round++) {
		struct nvt_names undef = { 0 };
		int a, z, err = link_dest_undefined(l, &undef);
		if (err)
			return err;
		a = link_archives_pass(l, &undef);
		names_free(&undef);
		if (a < 0)
			return a;
		if ((err = link_dest_undefined(l, &undef)) < 0)
			return err;
		z = link_lazy_pass(l, &undef);
		names_free(&undef);
		if (z < 0)
			return z;
		if (!a && !z)
			return 0;
	}
	return 0;
}

NVT_API struct nvt_module *nvt_linker__finalize(struct nvt_linker *l)
{
	struct nvt_module *out = NULL;
	unsigned regular = 0;
	int err = 0;

	if (!l || l->finalized)
		return errno = EINVAL, NULL;
	l->finalized = true;
	for (size_t i = 0; i < l->n_inputs; i++)
		regular += !(l->inputs[i]->flags & NVT_LINK_LAZY);
	if (!regular && !l->n_archives) {
		/* An input that could not be read was reported already: one
		 * missing file is one error, not two. */
		if (nvt_diags__error_count(l->diags) == l->errors_before)
			nvt_error(l->diags, "no-input", NULL, NULL,
				  l->n_inputs ? "only lazy inputs: nothing needs their definitions (add the "
						"modules that use them)"
					      : "no input modules to link");
		goto fail;
	}
	/* 1. ordinary inputs (and --whole-archive members), in order */
	for (size_t i = 0; i < l->n_inputs; i++) {
		struct link_input *in = l->inputs[i];
		if ((in->flags & NVT_LINK_LAZY) || in->state != INPUT_LOADED)
			continue;
		if (!l->first_source && in->mod) {
			size_t n = 0;
			const char *sf = LLVMGetSourceFileName(in->mod->mod, &n);
			/* its source_filename (clang's "k.cu"), else its file
			 * name without the directory (as nvvm-opt names its
			 * output: the same bytes wherever the input was read) */
			if (!sf || !n || memchr(sf, '\0', n) ||
			    (strlen(in->name) == n && !memcmp(sf, in->name, n))) {
				/* none, or LLVM's text parser's stand-in: the
				 * path it was read by */
				sf = strrchr(in->name, '/') ? strrchr(in->name, '/') + 1 : in->name;
				n = strlen(sf);
			}
			if (!(l->first_source = nvt_strndup(sf, n))) {
				err = -ENOMEM;
				goto fail;
			}
		}
		err = link_move_into_dest(l, in);
		if (err == -ENOMEM)
			goto fail;
	}
	if (nvt_diags__error_count(l->diags) != l->errors_before)
		goto fail;
	/* 2. archives and lazy inputs, until nothing changes */
	if ((err = resolve_on_demand(l)) < 0 || nvt_diags__error_count(l->diags) != l->errors_before)
		goto fail;
	/* 3. what came from lazy inputs */
	link_lazy_finish(l);
	link_symbols_apply_props(l);
	/* operator new/delete that no input defines: what nvcc emits for them
	 * (src/llvm/cxxalloc.c) */
	nvt_cxx_alloc_provide(link_dest_module(l), NULL);
	/* 4. what is left undefined; debug compile units */
	link_symbols_check_undefined(l);
	check_debug_cus(l);
	if (nvt_diags__error_count(l->diags) != l->errors_before)
		goto fail;
	/* 5. internalize */
	if (l->opts.internalize) {
		if ((err = link_internalize(l)) < 0 || (err = link_remove_dead(l)) < 0)
			goto fail;
	}
	/* 6. named metadata; the module is named after the first input (its
	 * source_filename, else its file name): ModuleID and source_filename,
	 * which name nvvm-llc's outputs in a pipe (nvvm-llc -o DIR), unless
	 * the caller named the module. llvm-link writes "llvm-link" there; a
	 * tool's name says nothing about the code, so we do not. */
	if ((err = link_metadata_finish(l)) < 0)
		goto fail;
	if (!l->module_named && l->first_source) {
		char *name = nvt_strdup(l->first_source);
		if (!name) {
			err = -ENOMEM;
			goto fail;
		}
		LLVMSetModuleIdentifier(link_dest_module(l), name, strlen(name));
		LLVMSetSourceFileName(link_dest_module(l), name, strlen(name));
		free(l->dest->name);
		l->dest->name = name;
	}
	/* 7. verify */
	if (l->opts.verify && link_verify_nvvm(l) < 0)
		goto fail;
	if (nvt_diags__error_count(l->diags) != l->errors_before)
		goto fail;
	l->stats.definitions = link_count_definitions(link_dest_module(l));
	free_input_modules(l);
	out = l->dest;
	l->dest = NULL;
	return out;
fail:
	l->stats.definitions = link_count_definitions(link_dest_module(l));
	errno = err == -ENOMEM ? ENOMEM : EINVAL;
	return NULL;
}

NVT_API int nvt_linker__stats(const struct nvt_linker *l, struct nvt_link_stats *stats)
{
	if (!l || !stats)
		return -EINVAL;
	return nvt_result_fill(stats, &l->stats, sizeof(l->stats));
}
