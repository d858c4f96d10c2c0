/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fatpack: create, list, extract, verify and embed NVIDIA fatbins (and
 * fatbinary's command line: tools/fatpack-fatbinary.c).
 * A thin front end over include/nvvmtools/fatbin.h: argument parsing,
 * file reading and writing, and the text of `list`.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/cuda.h>
#include <nvvmtools/fatbin.h>
#include <nvvmtools/io.h>

#include "fatpack.h"
#include "toolcommon.h"

static struct tool T = { .name = "fatpack" };

enum {
	O_OUT = 1, O_FORCE, O_COMPRESS, O_COMPRESS_LEVEL, O_COMPRESS_ALL, O_MINIFY, O_IDENT,
	O_PTXAS_OPTIONS, O_DEBUG, O_CUBINS_FOR, O_CUDA_PATH, O_ARCH, O_KIND, O_PARTIAL, O_HOST, O_RDC,
	O_MODULE_ID, O_SYMBOL,
};

#define OUT_OPT(meta, what) TOOL_OPT(O_OUT, "output", 'o', TOOL_REQ_ARG, 0, meta, what)
#define FORCE_OPT TOOL_OPT(O_FORCE, NULL, 'f', TOOL_NO_ARG, 0, NULL, "write binary output to a terminal anyway")

static const struct tool_opt create_opts[] = {
	OUT_OPT("OUT", "the fatbin ('-' = stdout)"),
	TOOL_OPT(O_COMPRESS, "compress", 0, TOOL_REQ_ARG, 0, "zstd|lz4|none",
		 "compression of PTX and LTO-IR (default zstd;\n"
		 "lz4 is fatbinary's 'speed' mode, for drivers < 12.4)"),
	TOOL_OPT(O_COMPRESS_LEVEL, "compress-level", 0, TOOL_REQ_ARG, 0, "N",
		 "compression level (zstd 1..22, default 9;\n"
		 "lz4: N > 0 selects LZ4-HC)"),
	TOOL_OPT(O_COMPRESS_ALL, "compress-all", 0, TOOL_NO_ARG, 0, NULL, "compress cubins too"),
	TOOL_OPT(O_MINIFY, "minify-ptx", 0, TOOL_NO_ARG, 0, NULL, "rewrite PTX as fatbinary does (comments, blanks)"),
	TOOL_OPT(O_IDENT, "ident", 0, TOOL_REQ_ARG, 0, "STR", "identifier stored in every entry"),
	TOOL_OPT(O_PTXAS_OPTIONS, "ptxas-options", 0, TOOL_REQ_ARG, 0, "STR",
		 "options block of PTX entries (the ptxas command line)"),
	TOOL_OPT(O_DEBUG, NULL, 'g', TOOL_NO_ARG, 0, NULL, "mark entries as debug (and compress cubins)"),
	TOOL_OPT(O_CUBINS_FOR, "cubins-for", 0, TOOL_REQ_ARG, 0, "sm_XX,...",
		 "also run ptxas on the PTX inputs for these archs\n"
		 "and pack the cubins (PTX with the highest arch that\n"
		 "runs on each target is used)"),
	TOOL_OPT(O_CUDA_PATH, "cuda-path", 0, TOOL_REQ_ARG, 0, "DIR",
		 "CUDA toolkit for ptxas (else $CUDA_HOME, $CUDA_PATH,\n"
		 "/usr/local/cuda); one that is not a toolkit is an error"),
	FORCE_OPT,
	TOOL_OPT_END,
};

static const struct tool_opt extract_opts[] = {
	OUT_OPT("DIR", "the directory to write to"),
	TOOL_OPT(O_ARCH, "arch", 0, TOOL_REQ_ARG, TOOL_DASH1, "sm_90,sm_100a", "only these archs"),
	TOOL_OPT(O_KIND, "kind", 0, TOOL_REQ_ARG, 0, "ptx,cubin,ltoir", "only these kinds"),
	TOOL_OPT(O_PARTIAL, "partial", 0, TOOL_NO_ARG, 0, NULL, "write the entries that decode even if others fail"),
	TOOL_OPT_END,
};

static const struct tool_opt embed_opts[] = {
	OUT_OPT("OUT.o", "the object ('-' = stdout)"),
	TOOL_OPT(O_HOST, "host", 0, TOOL_REQ_ARG, 0, "x86_64|aarch64", "the host ELF machine (default x86_64)"),
	TOOL_OPT(O_RDC, "rdc", 0, TOOL_NO_ARG, 0, NULL, "__nv_relfatbin and __nv_module_id, for nvcc -dlink"),
	TOOL_OPT(O_MODULE_ID, "module-id", 0, TOOL_REQ_ARG, 0, "ID", "with --rdc: the module id"),
	TOOL_OPT(O_SYMBOL, "symbol", 0, TOOL_REQ_ARG, 0, "NAME", "a global symbol over the fatbin bytes"),
	FORCE_OPT,
	TOOL_OPT_END,
};

static const struct tool_opt no_opts[] = { TOOL_OPT_END };

static const char help_head[] =
	"Usage: fatpack COMMAND [options] ...\n"
	"Create, inspect and embed NVIDIA fatbins (multi-architecture containers of PTX,\n"
	"cubins and LTO-IR that the CUDA driver, nvlink and nvJitLink load).\n"
	"\n"
	"Commands (the options of the command and the common ones may come before or\n"
	"after it):\n"
	"  create -o OUT [options] INPUT...\n"
	"      Pack inputs into one fatbin. An INPUT is a PTX file (arch from .target,\n"
	"      version from .version), a cubin (arch from its ELF header; the a/f variant\n"
	"      from its .nv.compat section and ptxas note), or KIND:ARCH:FILE with KIND\n"
	"      ptx, cubin or ltoir (LTO-IR needs this form) and ARCH like sm_90a.\n"
	"      '-' reads one input from stdin. Entries are sorted by arch, variant, kind.\n";
static const char help_list[] =
	"  list FILE\n"
	"      Print every entry of a fatbin, of a host object, executable or shared\n"
	"      library (.nv_fatbin and __nv_relfatbin sections), or of a cubin: index,\n"
	"      container, kind, arch, version, flags, compression, stored and uncompressed\n"
	"      size, identifier. Decompresses nothing.\n"
	"  extract FILE -o DIR [--arch=LIST] [--kind=LIST] [--partial]\n"
	"      Write every entry, decompressed, to DIR as cCONTAINER-eENTRY.ARCH[.IDENT].EXT\n"
	"      (ext ptx, cubin, ltoir, reloc.ptx); PTX without its trailing NUL.\n"
	"      All or nothing: if an entry fails, no file is written (and a DIR created\n"
	"      by this run is removed) unless --partial.\n";
static const char help_verify[] =
	"  verify FILE\n"
	"      Check the structure of every entry (sizes, alignment, kinds, flags, payloads\n"
	"      that decompress to their declared size, PTX NUL, options blocks, cubin arch).\n"
	"      Reports the first problem of each entry with its offset and field.\n"
	"  embed IN.fatbin -o OUT.o [--host=x86_64|aarch64] [--rdc [--module-id=ID]]\n"
	"        [--symbol=NAME]\n"
	"      Write a host ELF relocatable object holding the fatbin as nvcc's objects do:\n"
	"      .nv_fatbin (or __nv_relfatbin and __nv_module_id with --rdc, for nvcc -dlink)\n"
	"      and the .nvFatBinSegment wrapper (symbol __fatbinwrapID). --symbol=NAME adds a\n"
	"      global symbol over the fatbin bytes for cuModuleLoadData(&mod, NAME).\n";

static const char help_fatbinary[] =
	"  fatbinary [NVIDIA fatbinary's options]\n"
	"      NVIDIA fatbinary's command line (--create, --image3=..., --embedded-fatbin,\n"
	"      ...), as clang and nvcc run it; also when fatpack is run under the name\n"
	"      fatbinary. It keeps NVIDIA's syntax, not the one above, and must be the\n"
	"      first argument. See fatpack fatbinary --help.\n";

static void help(struct tool *t)
{
	(void)t;
	fputs(help_head, stdout);
	tool_print_opts(create_opts, 4);
	fputs(help_list, stdout);
	tool_print_opts(extract_opts, 4);
	fputs(help_verify, stdout);
	tool_print_opts(embed_opts, 4);
	fputs(help_fatbinary, stdout);
	fputs("\n", stdout);
	tool_print_common_help();
	fputs("\nExit status: 0 success, 1 error (including problems found by verify), 2 usage error.\n",
	      stdout);
}

static void version(struct tool *t)
{
	(void)t;
	printf("fatpack (nvvm-tools) %s\n", nvt_version());
}

static char *read_whole(const char *path, struct nvt_blob **blob)
{
	*blob = nvt_blob__read_opts(path, &(struct nvt_read_opts){ .sz = sizeof(struct nvt_read_opts), .max_size = T.max_input_size }, T.diags);
	return *blob ? (char *)nvt_blob__data(*blob) : NULL;
}

/* ---------------------------------------------------------------- create */

struct input {
	const char *arg;
	const char *path;
	unsigned kind; /* 0 = detect */
	char arch[32];
	struct nvt_blob *blob;
};

static bool parse_explicit(const char *arg, struct input *in)
{
	static const struct {
		const char *prefix;
		unsigned kind;
	} kinds[] = {
		{ "ptx:", NVT_FATBIN_KIND_PTX },     { "cubin:", NVT_FATBIN_KIND_CUBIN },
		{ "elf:", NVT_FATBIN_KIND_CUBIN },   { "ltoir:", NVT_FATBIN_KIND_LTOIR },
		{ "nvvm:", NVT_FATBIN_KIND_LTOIR },
	};
	for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		size_t l = strlen(kinds[k].prefix);
		if (strncmp(arg, kinds[k].prefix, l))
			continue;
		const char *arch = arg + l, *colon = strchr(arch, ':');
		if (!colon || colon == arch || (size_t)(colon - arch) >= sizeof(in->arch) || !colon[1])
			tool_usage_error(&T, "bad input '%s' (expected KIND:ARCH:FILE)", arg);
		memcpy(in->arch, arch, (size_t)(colon - arch));
		in->arch[colon - arch] = 0;
		in->kind = kinds[k].kind;
		in->path = colon + 1;
		return true;
	}
	return false;
}

static int cmd_create(int argc, char **argv)
{
	NVT_OPTS(nvt_fatbin_opts, fo);
	const char *out = NULL, *ident = NULL, *ptxas_opts = NULL, *cuda = NULL;
	/* owned by T: freed by tool_finish and by a usage error's exit */
	struct input *ins = tool_alloc(&T, (size_t)argc + 1, sizeof(*ins));
	const char **cubins_for = tool_alloc(&T, (size_t)argc + 1, sizeof(*cubins_for));
	size_t n_cubins = 0;
	int n = 0, id;
	bool force = false;
	const char *v;

	while ((id = tool_next(&T, &v)) != TOOL_END) {
		switch (id) {
		case TOOL_POSITIONAL:
			ins[n].arg = v;
			if (!parse_explicit(v, &ins[n]))
				ins[n].path = v;
			n++;
			break;
		case O_OUT: out = v; break;
		case O_COMPRESS:
			if (!strcmp(v, "zstd"))
				fo.compression = NVT_FATBIN_COMPRESS_ZSTD;
			else if (!strcmp(v, "lz4"))
				fo.compression = NVT_FATBIN_COMPRESS_LZ4;
			else if (!strcmp(v, "none"))
				fo.compression = NVT_FATBIN_COMPRESS_NONE;
			else
				tool_usage_error(&T, "unknown compression '%s' (expected zstd, lz4 or none)", v);
			break;
		case O_COMPRESS_LEVEL:
			fo.compress_level = (int)tool_uint_arg(&T, "--compress-level", NULL, v, 1, 22);
			break;
		case O_COMPRESS_ALL: fo.compress_all = true; break;
		case O_MINIFY: fo.minify_ptx = true; break;
		case O_DEBUG: fo.debug = true; break;
		case O_FORCE: force = true; break;
		case O_IDENT: ident = v; break;
		case O_PTXAS_OPTIONS: ptxas_opts = v; break;
		case O_CUBINS_FOR: {
			size_t k;
			const char **list = tool_list(&T, T.spelled, v, &k);
			for (size_t j = 0; j < k; j++) {
				if (n_cubins == (size_t)argc)
					tool_usage_error(&T, "too many archs in --cubins-for");
				cubins_for[n_cubins++] = tool_arch(&T, T.spelled, list[j])->name;
			}
			break;
		}
		case O_CUDA_PATH: cuda = v; break;
		}
	}
	if (!out)
		tool_usage_error(&T, "create needs -o OUT");
	if (!n)
		tool_usage_error(&T, "create needs at least one input");
	tool_diags_init(&T);
	fo.name = out;
	/* The toolkit first: a --cuda-path that is not one is an error even
	 * when nothing needs ptxas, and the only one (the inputs are not read). */
	struct nvt_cuda_toolkit *tk = n_cubins || cuda ? tool_cuda_toolkit(&T, cuda) : NULL;
	if ((n_cubins || cuda) && !tk)
		return tool_finish(&T); /* reported; one error, not one more per input */

	struct nvt_fatbin *fb = nvt_fatbin__new(&fo, T.diags);
	if (!fb) {
		tool_error(&T, "cannot create the fatbin: %s", strerror(errno));
		nvt_cuda_toolkit__free(tk);
		return tool_finish(&T);
	}
	NVT_OPTS(nvt_fatbin_entry_opts, eo, .identifier = ident);
	for (int i = 0; i < n; i++) {
		struct input *in = &ins[i];
		if (!read_whole(in->path, &in->blob))
			continue;
		const void *d = nvt_blob__data(in->blob);
		size_t sz = nvt_blob__size(in->blob);
		if (!in->kind) {
			switch (nvt_blob__kind(in->blob)) {
			case NVT_INPUT_PTX: in->kind = NVT_FATBIN_KIND_PTX; break;
			case NVT_INPUT_ELF: in->kind = NVT_FATBIN_KIND_CUBIN; break;
			case NVT_INPUT_LTOIR: in->kind = NVT_FATBIN_KIND_LTOIR; break;
			default:
				nvt_diags__reportf(T.diags, NVT_ERROR, "fatbin-input", nvt_blob__name(in->blob), 0, 0,
						   NULL, "'%s' is %s, not PTX, a cubin or LTO-IR",
						   nvt_blob__name(in->blob), nvt_input_kind_name(nvt_blob__kind(in->blob)));
				continue;
			}
		}
		eo.name = nvt_blob__name(in->blob);
		const char *arch = in->arch[0] ? in->arch : NULL;
		if (in->kind == NVT_FATBIN_KIND_PTX) {
			eo.options = ptxas_opts;
			nvt_fatbin__add_ptx(fb, d, sz, arch, &eo);
		} else if (in->kind == NVT_FATBIN_KIND_CUBIN) {
			eo.options = NULL;
			eo.borrow = true; /* the blob lives until the fatbin is written */
			nvt_fatbin__add_cubin(fb, d, sz, arch, &eo);
		} else {
			eo.options = NULL;
			eo.borrow = true;
			nvt_fatbin__add_ltoir(fb, d, sz, arch, &eo);
		}
		eo.borrow = false;
	}
	if (n_cubins && tk && !nvt_diags__error_count(T.diags)) {
		const char *ptxas = nvt_cuda_toolkit__ptxas_path(tk);
		NVT_OPTS(nvt_ptxas_opts, po, .options = ptxas_opts, .tmp_dir = tool_tmp_dir());
		/* owned by T, like ins */
		struct nvt_fatbin_ptx_candidate *cands = tool_alloc(&T, (size_t)n + 1, sizeof(*cands));
		for (int i = 0; i < n; i++) {
			if (ins[i].kind != NVT_FATBIN_KIND_PTX || !ins[i].blob)
				continue;
			cands[i].ptx = nvt_blob__data(ins[i].blob);
			cands[i].size = nvt_blob__size(ins[i].blob);
			cands[i].arch = ins[i].arch[0] ? ins[i].arch : NULL;
		}
		if (!ptxas) {
			tool_error(&T, "--cubins-for: the CUDA toolkit '%s' (%s) has no executable bin/ptxas",
				   nvt_cuda_toolkit__root(tk), nvt_cuda_toolkit__origin(tk));
		} else {
			for (size_t c = 0; c < n_cubins; c++) {
				const struct nvt_arch *target = nvt_arch_find(cubins_for[c]);
				int pick = nvt_fatbin_pick_ptx(cands, (size_t)n, target->name);
				struct input *src = pick >= 0 ? &ins[pick] : NULL;
				if (!src) {
					tool_error(&T, "--cubins-for: no PTX input can be compiled for %s", target->name);
					continue;
				}
				void *cubin;
				size_t csz;
				if (nvt_ptxas_run(ptxas, nvt_blob__data(src->blob), nvt_blob__size(src->blob),
						  target->name, &po, &cubin, &csz, T.diags))
					continue;
				char *label = NULL;
				if (asprintf(&label, "%s (ptxas %s)", nvt_blob__name(src->blob), target->name) < 0)
					label = NULL;
				eo.name = label ? label : target->name;
				eo.options = NULL;
				nvt_fatbin__add_cubin(fb, cubin, csz, target->name, &eo);
				free(label);
				free(cubin);
			}
		}
	}
	nvt_cuda_toolkit__free(tk);
	if (!nvt_diags__error_count(T.diags) && !nvt_fatbin__finalize(fb)) {
		const char **paths = calloc((size_t)n + 1, sizeof(*paths));
		for (int i = 0; paths && i < n; i++)
			paths[i] = ins[i].path;
		NVT_OPTS(nvt_output_opts, oo, .binary = true, .force = force, .inputs = paths,
			 .n_inputs = (size_t)n);
		struct nvt_output *o = nvt_output__open(out, &oo, T.diags);
		if (o && !nvt_fatbin__write(fb, o))
			nvt_output__commit(o);
		else
			nvt_output__abort(o);
		free(paths);
	}
	nvt_fatbin__free(fb);
	for (int i = 0; i < n; i++)
		nvt_blob__free(ins[i].blob);
	return tool_finish(&T); /* frees ins */
}

/* ------------------------------------------------------------------ list */

static void arch_label(const struct nvt_fatbin_entry *e, char *buf, size_t n)
{
	snprintf(buf, n, "sm_%u%s", e->sm, e->variant == 'a' ? "a" : e->variant == 'f' ? "f" : "");
}

static const char *source_name(enum nvt_fatbin_source s)
{
	return s == NVT_FATBIN_SOURCE_FATBIN ? "fatbin" : s == NVT_FATBIN_SOURCE_CUBIN ? "cubin" : "host ELF";
}

/* Read FILE and open a reader on it; NULL after reporting. */
static struct nvt_fatbin_reader *open_reader(const char *path, struct nvt_blob **blob)
{
	*blob = nvt_blob__read_opts(path, &(struct nvt_read_opts){ .sz = sizeof(struct nvt_read_opts), .max_size = T.max_input_size }, T.diags);
	if (!*blob)
		return NULL;
	NVT_OPTS(nvt_fatbin_reader_opts, ro, .name = nvt_blob__name(*blob));
	return nvt_fatbin_reader__open(nvt_blob__data(*blob), nvt_blob__size(*blob), &ro, T.diags);
}

/* "1 entry", "2 entries" */
static const char *plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

static void one_file_arg(const char *cmd, const char **file)
{
	const char *v;

	while (tool_next(&T, &v) != TOOL_END) {
		/* no options of their own: only FILE reaches here */
		if (*file)
			tool_usage_error(&T, "%s takes one FILE, got '%s' and '%s'", cmd, *file, v);
		*file = v;
	}
	if (!*file)
		tool_usage_error(&T, "%s needs a FILE", cmd);
}

static int cmd_list(void)
{
	const char *file = NULL;
	struct nvt_blob *blob;
	struct nvt_fatbin_reader *r;
	struct nvt_output *o;

	one_file_arg("list", &file);
	tool_diags_init(&T);
	r = open_reader(file, &blob);
	if (!r) {
		nvt_blob__free(blob);
		return tool_finish(&T);
	}
	o = nvt_output__open(NULL, NULL, T.diags);
	if (o) {
		size_t n = nvt_fatbin_reader__entry_count(r);
		char line[1024], arch[24], flags[256], ver[24];
		bool seen[2048] = { false };
		size_t nc = nvt_fatbin_reader__container_count(r);
		int len = snprintf(line, sizeof(line), "%s: %s, %zu %s, %zu %s\n", nvt_blob__name(blob),
				   source_name(nvt_fatbin_reader__source(r)), nc, plural(nc, "container", "containers"),
				   n, plural(n, "entry", "entries"));
		nvt_output__write(o, line, (size_t)len);
		len = snprintf(line, sizeof(line), "%5s %5s %-9s %-8s %-7s %-12s %-48s %10s %12s %s\n", "index",
			       "cont", "kind", "arch", "version", "compression", "flags", "stored", "uncompressed",
			       "identifier");
		nvt_output__write(o, line, (size_t)len);
		for (size_t i = 0; i < n; i++) {
			const struct nvt_fatbin_entry *e = nvt_fatbin_reader__entry(r, i);
			arch_label(e, arch, sizeof(arch));
			nvt_fatbin_flags_format(e->flags, flags, sizeof(flags));
			snprintf(ver, sizeof(ver), "%u.%u", e->version_major, e->version_minor);
			len = snprintf(line, sizeof(line), "%5zu %5u %-9s %-8s %-7s %-12s %-48s %10llu %12llu %s\n", i,
				       e->container, nvt_fatbin_kind_name(e->kind), arch, ver,
				       nvt_fatbin_compression_name(e->compression), flags,
				       (unsigned long long)e->stored_size, (unsigned long long)e->uncompressed_size,
				       e->identifier ? e->identifier : "-");
			if (len > (int)sizeof(line) - 1)
				len = (int)sizeof(line) - 1;
			nvt_output__write(o, line, (size_t)len);
			unsigned key = e->sm * 3 + (e->variant == 'a' ? 1 : e->variant == 'f' ? 2 : 0);
			if (key < 2048)
				seen[key] = true;
		}
		/* The question users ask of a library: which GPUs? */
		nvt_output__write(o, "archs:", 6);
		for (unsigned k = 0; k < 2048; k++) {
			if (!seen[k])
				continue;
			len = snprintf(line, sizeof(line), " sm_%u%s", k / 3, k % 3 == 1 ? "a" : k % 3 == 2 ? "f" : "");
			nvt_output__write(o, line, (size_t)len);
		}
		nvt_output__write(o, "\n", 1);
		nvt_output__commit(o);
	}
	nvt_fatbin_reader__free(r);
	nvt_blob__free(blob);
	return tool_finish(&T);
}

/* --------------------------------------------------------------- extract */

static bool in_list(const char *list, const char *item)
{
	size_t l = strlen(item);

	for (const char *p = list; p && *p;) {
		const char *c = strchr(p, ',');
		size_t n = c ? (size_t)(c - p) : strlen(p);
		if (n == l && !strncmp(p, item, l))
			return true;
		p = c ? c + 1 : NULL;
	}
	return false;
}

static int cmd_extract(void)
{
	const char *file = NULL, *dir = NULL, *kinds = NULL, *v;
	struct nvt_blob *blob;
	struct nvt_fatbin_reader *r;
	char *archs_canon = NULL;
	bool partial = false;

	int id;

	while ((id = tool_next(&T, &v)) != TOOL_END) {
		switch (id) {
		case TOOL_POSITIONAL:
			if (file)
				tool_usage_error(&T, "extract takes one FILE, got '%s' and '%s'", file, v);
			file = v;
			break;
		case O_OUT: dir = v; break;
		case O_ARCH: {
			/* canonical "sm_90a" names, so that 90a and compute_90a
			 * match; the list is owned by T */
			size_t k;
			const char **list = tool_list(&T, T.spelled, v, &k);
			size_t len = archs_canon ? strlen(archs_canon) : 0, cap = len + strlen(v) * 2 + 16;
			char *canon = tool_alloc(&T, 1, cap);
			if (archs_canon)
				memcpy(canon, archs_canon, len);
			for (size_t j = 0; j < k; j++) {
				if (len)
					canon[len++] = ',';
				if (nvt_arch_canonical(list[j], canon + len, cap - len - 1))
					tool_unknown_arch(&T, T.spelled, list[j]);
				len += strlen(canon + len);
			}
			archs_canon = canon;
			break;
		}
		case O_KIND: {
			size_t k;
			const char **list = tool_list(&T, T.spelled, v, &k);
			for (size_t j = 0; j < k; j++)
				if (strcmp(list[j], "ptx") && strcmp(list[j], "cubin") && strcmp(list[j], "ltoir") &&
				    strcmp(list[j], "reloc-ptx"))
					tool_usage_error(&T, "unknown kind '%s' in --kind (expected ptx, cubin, ltoir, reloc-ptx)",
							 list[j]);
			if (kinds) {
				char *both = tool_alloc(&T, 1, strlen(kinds) + strlen(v) + 2);
				sprintf(both, "%s,%s", kinds, v);
				kinds = both;
			} else {
				kinds = v;
			}
			break;
		}
		case O_PARTIAL: partial = true; break;
		}
	}
	if (!file)
		tool_usage_error(&T, "extract needs a FILE");
	if (!dir)
		tool_usage_error(&T, "extract needs -o DIR");
	tool_diags_init(&T);
	r = open_reader(file, &blob);
	if (!r) {
		nvt_blob__free(blob);
		return tool_finish(&T);
	}
	/* All or nothing unless --partial: every entry is staged inside DIR
	 * and renamed into it only when all of them decoded and were written;
	 * a DIR this run created is removed again on failure. */
	struct nvt_outdir *od = NULL;
	NVT_OPTS(nvt_output_opts, oo, .force = true);
	if (!partial && !(od = nvt_outdir__open(dir, &oo, T.diags))) {
		/* reported */
	} else if (partial && mkdir(dir, 0777) < 0 && errno != EEXIST) {
		tool_error(&T, "cannot create directory '%s': %s", dir, strerror(errno));
	} else {
		size_t written = 0;
		for (size_t i = 0; i < nvt_fatbin_reader__entry_count(r); i++) {
			const struct nvt_fatbin_entry *e = nvt_fatbin_reader__entry(r, i);
			char arch[24], path[4096], name[256];
			arch_label(e, arch, sizeof(arch));
			if (archs_canon && !in_list(archs_canon, arch))
				continue;
			if (kinds && !in_list(kinds, nvt_fatbin_kind_name(e->kind)))
				continue;
			nvt_fatbin_entry__filename(e, name, sizeof(name));
			void *data;
			size_t size;
			if (nvt_fatbin_reader__extract(r, i, &data, &size))
				continue;
			if (od) {
				if (!nvt_outdir__write(od, name, data, size))
					written++;
			} else {
				snprintf(path, sizeof(path), "%s/%s", dir, name);
				if (!nvt_write_file(path, data, size, &oo, T.diags))
					written++;
			}
			free(data);
		}
		if (od) {
			if (nvt_diags__error_count(T.diags))
				nvt_outdir__abort(od);
			else
				nvt_outdir__commit(od);
		}
		if (!nvt_diags__error_count(T.diags))
			printf("%zu %s written to %s\n", written, plural(written, "entry", "entries"), dir);
		else if (partial)
			printf("%zu %s written to %s (--partial: others failed)\n", written,
			       plural(written, "entry", "entries"), dir);
	}
	nvt_fatbin_reader__free(r);
	nvt_blob__free(blob);
	return tool_finish(&T); /* frees archs_canon */
}

/* ---------------------------------------------------------------- verify */

static int cmd_verify(void)
{
	const char *file = NULL;
	struct nvt_blob *blob;

	one_file_arg("verify", &file);
	tool_diags_init(&T);
	blob = nvt_blob__read_opts(file, &(struct nvt_read_opts){ .sz = sizeof(struct nvt_read_opts), .max_size = T.max_input_size }, T.diags);
	if (blob) {
		NVT_OPTS(nvt_fatbin_reader_opts, ro, .name = nvt_blob__name(blob));
		/* 0: valid; -EINVAL: problems, reported; else could not check */
		int err = nvt_fatbin_verify(nvt_blob__data(blob), nvt_blob__size(blob), &ro, T.diags);
		if (err == 0) {
			struct nvt_fatbin_reader *r =
				nvt_fatbin_reader__open(nvt_blob__data(blob), nvt_blob__size(blob), &ro, T.diags);
			if (r) {
				size_t n = nvt_fatbin_reader__entry_count(r);
				size_t nc = nvt_fatbin_reader__container_count(r);
				printf("%s: ok: %zu %s in %zu %s\n", nvt_blob__name(blob), n,
				       plural(n, "entry", "entries"), nc, plural(nc, "container", "containers"));
			}
			nvt_fatbin_reader__free(r);
		} else if (err != -EINVAL) {
			tool_error(&T, "cannot verify '%s': %s", nvt_blob__name(blob), nvt_strerror(err));
		}
	}
	nvt_blob__free(blob);
	return tool_finish(&T);
}

/* ----------------------------------------------------------------- embed */

static int cmd_embed(void)
{
	NVT_OPTS(nvt_fatbin_embed_opts, eo);
	const char *file = NULL, *out = NULL, *v;
	bool force = false;
	struct nvt_blob *blob;

	int id;

	while ((id = tool_next(&T, &v)) != TOOL_END) {
		switch (id) {
		case TOOL_POSITIONAL:
			if (file)
				tool_usage_error(&T, "embed takes one FILE, got '%s' and '%s'", file, v);
			file = v;
			break;
		case O_OUT: out = v; break;
		case O_HOST:
			if (strcmp(v, "x86_64") && strcmp(v, "aarch64"))
				tool_usage_error(&T, "unknown host '%s' (expected x86_64 or aarch64)", v);
			eo.host = v;
			break;
		case O_RDC: eo.rdc = true; break;
		case O_MODULE_ID: eo.module_id = v; break;
		case O_SYMBOL: eo.symbol = v; break;
		case O_FORCE: force = true; break;
		}
	}
	if (!file)
		tool_usage_error(&T, "embed needs a fatbin FILE");
	if (!out)
		tool_usage_error(&T, "embed needs -o OUT.o");
	if (eo.module_id && !eo.rdc)
		tool_usage_error(&T, "--module-id only applies with --rdc");
	tool_diags_init(&T);
	blob = nvt_blob__read_opts(file, &(struct nvt_read_opts){ .sz = sizeof(struct nvt_read_opts), .max_size = T.max_input_size }, T.diags);
	if (blob) {
		void *obj;
		size_t size;
		if (nvt_blob__kind(blob) == NVT_INPUT_EMPTY) {
			nvt_diags__reportf(T.diags, NVT_ERROR, "fatbin-embed", nvt_blob__name(blob), 0, 0, NULL,
					   "the file is empty (a fatbin starts with 0xBA55ED50)");
		} else if (nvt_blob__kind(blob) != NVT_INPUT_FATBIN) {
			nvt_diags__reportf(T.diags, NVT_ERROR, "fatbin-embed", nvt_blob__name(blob), 0, 0, NULL,
					   "'%s' is %s, not a fatbin", nvt_blob__name(blob),
					   nvt_input_kind_name(nvt_blob__kind(blob)));
		} else if ((eo.name = nvt_blob__name(blob)),
			   !nvt_fatbin_embed(nvt_blob__data(blob), nvt_blob__size(blob), &eo, &obj, &size, T.diags)) {
			const char *in[1] = { file };
			NVT_OPTS(nvt_output_opts, oo, .binary = true, .force = force, .inputs = in, .n_inputs = 1);
			nvt_write_file(out, obj, size, &oo, T.diags);
			free(obj);
		}
	}
	nvt_blob__free(blob);
	return tool_finish(&T);
}

static const struct {
	const char *name;
	const struct tool_opt *opts;
	int (*run)(int argc, char **argv);
	int (*run0)(void);
} commands[] = {
	{ "create", create_opts, cmd_create, NULL },
	{ "list", no_opts, NULL, cmd_list },
	{ "extract", extract_opts, NULL, cmd_extract },
	{ "verify", no_opts, NULL, cmd_verify },
	{ "embed", embed_opts, NULL, cmd_embed },
};
#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]))

int main(int argc, char **argv)
{
	int ci = 0;

	/* NVIDIA fatbinary's command line, with its own parser (NVIDIA's
	 * syntax): under that name (a link in a directory put first in a
	 * driver's search path), or as the first argument. */
	const char *base = strrchr(argv[0], '/');
	if (!strcmp(base ? base + 1 : argv[0], "fatbinary"))
		return fatpack_fatbinary_main(argc, argv);
	if (argc >= 2 && !strcmp(argv[1], "fatbinary"))
		return fatpack_fatbinary_main(argc - 1, argv + 1);
	T.help = help;
	T.version = version;
	tool_begin(&T, argc, argv, 1);
	/* The command is the first argument that is neither an option nor
	 * an option's value, so that common flags (and the command's own)
	 * may come before it: fatpack --diag-format=json create ... */
	for (int i = 1; i < argc;) {
		int span = 0;
		if (!strcmp(argv[i], "--"))
			break;
		if (argv[i][0] != '-' || !argv[i][1]) {
			ci = i;
			break;
		}
		for (size_t c = 0; c < N_COMMANDS; c++) {
			int s = tool_opt_span(commands[c].opts, argc, argv, i);
			span = s > span ? s : span;
		}
		i += span ? span : 1;
	}
	if (!ci)
		tool_usage_error(&T, "no command (expected create, list, extract, verify, embed or fatbinary)");
	if (!strcmp(argv[ci], "help")) {
		help(&T);
		return 0;
	}
	for (size_t c = 0; c < N_COMMANDS; c++) {
		if (strcmp(argv[ci], commands[c].name))
			continue;
		/* argv without the command: what the command parses */
		char **args = tool_alloc(&T, (size_t)argc + 1, sizeof(*args));
		int n = 0;
		for (int i = 0; i < argc; i++)
			if (i != ci)
				args[n++] = argv[i];
		T.command = commands[c].name;
		T.opts = commands[c].opts;
		tool_begin(&T, n, args, 1);
		return commands[c].run ? commands[c].run(n, args) : commands[c].run0();
	}
	if (!strcmp(argv[ci], "fatbinary"))
		tool_usage_error(&T, "fatbinary must be the first argument (it keeps NVIDIA's syntax)");
	tool_usage_error(&T, "unknown command '%s' (expected create, list, extract, verify, embed or fatbinary)",
			 argv[ci]);
}
