/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fatpack's fatbinary front end: NVIDIA fatbinary's command line, as clang's
 * CUDA driver, clang-linker-wrapper and nvcc run it, over the same writer
 * as `fatpack create` (include/nvvmtools/fatbin.h). fatpack enters it when
 * it is run under the name `fatbinary` or as `fatpack fatbinary ...`.
 *
 * Why the settings below: they are what make the output equal NVIDIA's
 * for the same invocation (doc/fatbinary-compat.md names the invocations
 * compared): entries in command-line order, PTX rewritten as fatbinary
 * does, zstd level 5, cubins compressed only with -g, --device-c or
 * --compress-all. --embedded-fatbin writes the C file nvcc compiles into
 * the host object, in fatbinary's form byte for byte.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/fatbin.h>
#include <nvvmtools/io.h>

#include "fatpack.h"
#include "toolcommon.h"

static struct tool T = { .name = "fatbinary" };

/* fatbinary's --compress-mode: default and balance are zstd level 5 (the
 * level whose output equals fatbinary's, measured); size is a high zstd
 * level (fatbinary's exact level could not be told apart from 16..22 on
 * small inputs, see doc); speed is LZ4. */
#define FB_ZSTD_LEVEL 5
#define FB_ZSTD_LEVEL_SIZE 19
#define FB_MAX_OPTF_DEPTH 8

enum opt_id {
	O_32, O_64, O_CMDLINE, O_CICC, O_COMPRESS, O_COMPRESS_ALL, O_COMPRESS_MODE, O_CREATE, O_DEBUG,
	O_DEVICE_C, O_EMBEDDED, O_HELP, O_IDENT, O_IMAGE, O_IMAGE2, O_IMAGE3, O_LINK, O_NO_ASM, O_OPTF,
	O_VERSION, O_CUDA,
};

/* Long name, short name (both accepted after '-' or '--'), takes a value. */
static const struct fb_opt {
	const char *name, *alias;
	bool value;
	enum opt_id id;
} fb_opts[] = {
	{ "32", NULL, false, O_32 },
	{ "64", NULL, false, O_64 },
	{ "cmdline", NULL, true, O_CMDLINE },
	{ "cicc-cmdline", NULL, true, O_CICC },
	{ "compress", NULL, true, O_COMPRESS },
	{ "compress-all", NULL, false, O_COMPRESS_ALL },
	{ "compress-mode", NULL, true, O_COMPRESS_MODE },
	{ "create", NULL, true, O_CREATE },
	{ "debug", "g", false, O_DEBUG },
	{ "device-c", "c", false, O_DEVICE_C },
	{ "embedded-fatbin", "fatbin", true, O_EMBEDDED },
	{ "help", "h", false, O_HELP },
	{ "ident", NULL, true, O_IDENT },
	{ "image", NULL, true, O_IMAGE },
	{ "image2", NULL, true, O_IMAGE2 },
	{ "image3", NULL, true, O_IMAGE3 },
	{ "link", NULL, false, O_LINK },
	{ "no-asm", NULL, false, O_NO_ASM },
	{ "options-file", "optf", true, O_OPTF },
	{ "version", "V", false, O_VERSION },
	{ "cuda", NULL, false, O_CUDA },
};

static const char help_text[] =
	"Usage: fatbinary [options]   (fatpack's front end for NVIDIA fatbinary's command line)\n"
	"Packs images into a fatbin as NVIDIA's fatbinary does, for clang's CUDA driver,\n"
	"clang-linker-wrapper and nvcc. Options take '-' or '--', values '=V' or ' V'.\n"
	"\n"
	"  --create FILE                 write the fatbin to FILE\n"
	"  --embedded-fatbin FILE        (-fatbin) write the C file nvcc compiles into the\n"
	"                                host object (fatbinary's form)\n"
	"  --image3=kind=K,sm=NN,file=F  an image: K elf (cubin), ptx or nvvm (LTO-IR);\n"
	"                                NN like 80, 90a, 100f\n"
	"  --image=profile=P,file=F      older form: P sm_NN (cubin), compute_NN (PTX), lto_NN\n"
	"  -64                           64-bit code (the default; -32 is refused)\n"
	"  --cmdline STR                 ptxas options stored with PTX images\n"
	"  --cicc-cmdline STR            NVVM options stored with LTO-IR images\n"
	"  --ident STR                   identifier stored in every image\n"
	"  --device-c (-c)               relocatable code: cubins compressed, C file puts the\n"
	"                                fatbin in __nv_relfatbin under __fatbinwrap<module id>\n"
	"  -link                         device-linked code: the C file's wrapper is version 2\n"
	"  --debug (-g)                  debug images (cubins compressed)\n"
	"  --compress true|false         compress PTX and LTO-IR (default true)\n"
	"  --compress-all                compress cubins too\n"
	"  --compress-mode default|size|speed|balance|none\n"
	"  --cuda                        mark images as CUDA (deprecated in fatbinary)\n"
	"  --no-asm                      C file holds a C array instead of assembler\n"
	"  --options-file FILE,... (-optf) read more options from FILE\n"
	"  --help (-h), --version (-V)\n"
	"Refused: -32, --image2 (host objects and libraries), any other option.\n"
	"Exit status: 0 success, 1 error, 2 usage error. See doc/fatbinary-compat.md.\n";

struct image {
	const char *arg; /* the option as given, for messages */
	unsigned kind;
	char arch[32];
	const char *path;
	struct nvt_blob *blob;
};

struct fb_cmd {
	const char *create, *embedded, *cmdline, *cicc, *ident;
	bool device_c, link, no_asm, debug, compress_all, cuda;
	enum nvt_fatbin_compression compression;
	int level;
	struct image *img;
	size_t n_img, cap_img;
};

static const struct fb_opt *find_opt(const char *name, size_t len)
{
	for (size_t i = 0; i < sizeof(fb_opts) / sizeof(fb_opts[0]); i++) {
		const struct fb_opt *o = &fb_opts[i];
		if ((strlen(o->name) == len && !strncmp(o->name, name, len)) ||
		    (o->alias && strlen(o->alias) == len && !strncmp(o->alias, name, len)))
			return o;
	}
	return NULL;
}

/* One "key=value,key=value" image spec. `form` is "--image3" or "--image". */
static void parse_image(struct fb_cmd *c, const char *form, const char *spec)
{
	char *s = tool_strdup(&T, spec), *save = NULL;
	struct image im = { .arg = spec };
	const char *kind = NULL, *sm = NULL, *profile = NULL;
	bool image3 = !strcmp(form, "--image3");

	for (char *t = strtok_r(s, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(t, '=');
		if (!eq)
			tool_usage_error(&T, "%s=%s: '%s' is not key=value", form, spec, t);
		*eq = 0;
		const char *v = eq + 1;
		if (!strcmp(t, "file"))
			im.path = v;
		else if (image3 && !strcmp(t, "kind"))
			kind = v;
		else if (image3 && !strcmp(t, "sm"))
			sm = v;
		else if (!image3 && !strcmp(t, "profile"))
			profile = v;
		else
			tool_usage_error(&T, "%s=%s: unknown key '%s' (expected %s)", form, spec, t,
					 image3 ? "kind, sm and file" : "profile and file");
	}
	if (!im.path || !*im.path)
		tool_usage_error(&T, "%s=%s: no file=", form, spec);
	if (image3) {
		if (!kind)
			tool_usage_error(&T, "%s=%s: no kind= (expected elf, ptx or nvvm)", form, spec);
		if (!strcmp(kind, "elf"))
			im.kind = NVT_FATBIN_KIND_CUBIN;
		else if (!strcmp(kind, "ptx"))
			im.kind = NVT_FATBIN_KIND_PTX;
		else if (!strcmp(kind, "nvvm"))
			im.kind = NVT_FATBIN_KIND_LTOIR;
		else
			tool_usage_error(&T, "%s=%s: unknown kind '%s' (expected elf, ptx or nvvm)", form, spec, kind);
		if (!sm || !*sm)
			tool_usage_error(&T, "%s=%s: no sm= (the arch, like 80 or 90a)", form, spec);
		if (strlen(sm) >= sizeof(im.arch))
			tool_usage_error(&T, "%s=%s: arch '%s' too long", form, spec, sm);
		strcpy(im.arch, sm);
	} else {
		static const struct {
			const char *prefix;
			unsigned kind;
		} pk[] = { { "sm_", NVT_FATBIN_KIND_CUBIN },
			   { "compute_", NVT_FATBIN_KIND_PTX },
			   { "lto_", NVT_FATBIN_KIND_LTOIR } };
		if (!profile)
			tool_usage_error(&T, "%s=%s: no profile= (sm_NN, compute_NN or lto_NN)", form, spec);
		for (size_t k = 0; k < sizeof(pk) / sizeof(pk[0]) && !im.kind; k++) {
			size_t l = strlen(pk[k].prefix);
			if (!strncmp(profile, pk[k].prefix, l) && profile[l] && strlen(profile + l) < sizeof(im.arch)) {
				im.kind = pk[k].kind;
				strcpy(im.arch, profile + l);
			}
		}
		if (!im.kind)
			tool_usage_error(&T, "%s=%s: unknown profile '%s' (expected sm_NN, compute_NN or lto_NN)", form,
					 spec, profile);
	}
	if (c->n_img == c->cap_img) {
		size_t cap = c->cap_img ? c->cap_img * 2 : 8;
		struct image *n = tool_alloc(&T, cap, sizeof(*n));
		if (c->n_img)
			memcpy(n, c->img, c->n_img * sizeof(*n));
		c->img = n; /* the old array stays owned by T until the end */
		c->cap_img = cap;
	}
	c->img[c->n_img++] = im;
}

static void parse_args(struct fb_cmd *c, int argc, char **argv, int depth);

/* --options-file: whitespace-separated words, "double quotes" group. */
static void options_file(struct fb_cmd *c, const char *list, int depth)
{
	char *l = tool_strdup(&T, list), *save = NULL;

	if (depth >= FB_MAX_OPTF_DEPTH)
		tool_usage_error(&T, "--options-file nested more than %d deep at '%s'", FB_MAX_OPTF_DEPTH, list);
	for (char *path = strtok_r(l, ",", &save); path; path = strtok_r(NULL, ",", &save)) {
		NVT_OPTS(nvt_read_opts, ro, .max_size = 1u << 20);
		if (!T.diags)
			tool_diags_init(&T);
		struct nvt_blob *b = nvt_blob__read_opts(path, &ro, T.diags);
		if (!b)
			tool_exit(&T, tool_finish(&T));
		size_t n = nvt_blob__size(b);
		char *text = tool_alloc(&T, n + 1, 1);
		memcpy(text, nvt_blob__data(b), n);
		nvt_blob__free(b);
		char **words = tool_alloc(&T, n / 2 + 2, sizeof(*words));
		int nw = 0;
		for (char *p = text, *w; *p;) {
			while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
				p++;
			if (!*p)
				break;
			w = words[nw++] = p;
			bool q = false;
			for (; *p && (q || !(*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')); p++) {
				if (*p == '"')
					q = !q;
				else
					*w++ = *p;
			}
			if (q)
				tool_usage_error(&T, "%s: unterminated '\"'", path);
			if (*p)
				p++;
			*w = 0;
		}
		parse_args(c, nw, words, depth + 1);
	}
}

static void parse_args(struct fb_cmd *c, int argc, char **argv, int depth)
{
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		if (a[0] != '-' || !a[1])
			tool_usage_error(&T, "unexpected argument '%s' (images are given with --image3=kind=K,sm=NN,file=F)", a);
		if (tool_common_flag(&T, a))
			continue;
		const char *name = a + (a[1] == '-' ? 2 : 1);
		const char *eq = strchr(name, '=');
		const struct fb_opt *o = find_opt(name, eq ? (size_t)(eq - name) : strlen(name));
		if (!o)
			tool_usage_error(&T, "unknown option '%s' (fatpack's fatbinary front end takes the options "
					     "that clang and nvcc pass: see fatbinary --help)", a);
		const char *v = NULL;
		if (o->value) {
			if (eq)
				v = eq + 1;
			else if (i + 1 < argc)
				v = argv[++i];
			else
				tool_usage_error(&T, "option '%s' needs a value", a);
		} else if (eq) {
			tool_usage_error(&T, "option '%.*s' takes no value", (int)(eq - a), a);
		}
		switch (o->id) {
		case O_32:
			tool_usage_error(&T, "-32: 32-bit device code is not supported (every CUDA 13 consumer "
					     "needs the 64-bit flag)");
		case O_64: break;
		case O_CMDLINE: c->cmdline = v; break;
		case O_CICC: c->cicc = v; break;
		case O_COMPRESS:
			if (!strcmp(v, "false"))
				c->compression = NVT_FATBIN_COMPRESS_NONE;
			else if (strcmp(v, "true"))
				tool_usage_error(&T, "--compress needs true or false, got '%s'", v);
			break;
		case O_COMPRESS_ALL: c->compress_all = true; break;
		case O_COMPRESS_MODE:
			if (!strcmp(v, "default") || !strcmp(v, "balance"))
				c->level = FB_ZSTD_LEVEL;
			else if (!strcmp(v, "size"))
				c->level = FB_ZSTD_LEVEL_SIZE;
			else if (!strcmp(v, "speed"))
				c->level = -1;
			else if (!strcmp(v, "none"))
				c->level = -2;
			else
				tool_usage_error(&T, "--compress-mode needs default, size, speed, balance or none, got '%s'", v);
			break;
		case O_CREATE: c->create = v; break;
		case O_DEBUG: c->debug = true; break;
		case O_DEVICE_C: c->device_c = true; break;
		case O_EMBEDDED: c->embedded = v; break;
		case O_HELP:
			fputs(help_text, stdout);
			tool_exit(&T, 0);
		case O_IDENT: c->ident = v; break;
		case O_IMAGE: parse_image(c, "--image", v); break;
		case O_IMAGE2:
			tool_usage_error(&T, "--image2=%s: images from host objects and libraries are not supported", v);
		case O_IMAGE3: parse_image(c, "--image3", v); break;
		case O_LINK: c->link = true; break;
		case O_NO_ASM: c->no_asm = true; break;
		case O_OPTF: options_file(c, v, depth); break;
		case O_VERSION:
			printf("fatbinary: fatpack (nvvm-tools) %s, NVIDIA fatbinary's command line\n", nvt_version());
			tool_exit(&T, 0);
		case O_CUDA: c->cuda = true; break;
		}
	}
}

/* ------------------------------------------------- the embedded C file */

struct cbuf {
	struct nvt_output *o;
	int err;
};

static void put(struct cbuf *b, const char *s)
{
	if (!b->err)
		b->err = nvt_output__write(b->o, s, strlen(s));
}

static uint64_t quad(const unsigned char *d)
{
	uint64_t v = 0;
	for (int i = 7; i >= 0; i--)
		v = v << 8 | d[i];
	return v;
}

/* The text fatbinary writes for --embedded-fatbin, byte for byte (see
 * doc/fatbinary-compat.md): the container as 64-bit words, four a line,
 * in an asm() block (or a C array with --no-asm), then the
 * __fatBinC_Wrapper_t that the host registration code finds. */
static int write_embedded(struct nvt_output *o, const unsigned char *d, size_t size, const struct fb_cmd *c)
{
	struct cbuf b = { .o = o };
	const char *sect = c->device_c ? "__nv_relfatbin" : ".nv_fatbin";
	size_t nq = size / 8, full = nq / 4 * 4;
	char line[256];

	put(&b, "#ifndef __SKIP_INTERNAL_FATBINARY_HEADERS\n#include \"fatbinary_section.h\"\n#endif\n"
		"#define __CUDAFATBINSECTION  \".nvFatBinSegment\"\n");
	snprintf(line, sizeof(line), "#define __CUDAFATBINDATASECTION  \"%s\"\n", sect);
	put(&b, line);
	if (!c->no_asm) {
		snprintf(line, sizeof(line), "asm(\n\".section %s, \\\"a\\\"\\n\"\n\".align 8\\n\"\n\"fatbinData:\\n\"\n", sect);
		put(&b, line);
		/* four words a line; the last, shorter line separates with ", " */
		for (size_t q = 0; q < nq; q += 4) {
			bool last = q >= full;
			size_t k = last ? nq - q : 4;
			put(&b, "\".quad ");
			for (size_t j = 0; j < k; j++) {
				snprintf(line, sizeof(line), "%s0x%016llx", j ? (last ? ", " : ",") : "",
					 (unsigned long long)quad(d + 8 * (q + j)));
				put(&b, line);
			}
			put(&b, "\\n\"\n");
		}
		put(&b, "\".text\\n\");\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n");
		snprintf(line, sizeof(line), "extern const unsigned long long fatbinData[%zu];\n", nq);
		put(&b, line);
		put(&b, "#ifdef __cplusplus\n}\n#endif\n");
	} else {
		put(&b, "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\nstatic const unsigned long long fatbinData[] "
			"__attribute__ ((section (__CUDAFATBINDATASECTION)))= {");
		/* four words a line, each line ending in ","; the rest without */
		for (size_t q = 0; q < nq; q++) {
			snprintf(line, sizeof(line), "0x%016llxull%s", (unsigned long long)quad(d + 8 * q),
				 q < full ? ((q % 4 == 3) ? ",\n" : ",") : (q + 1 < nq ? "," : ""));
			put(&b, line);
		}
		put(&b, "\n};\n\n#ifdef __cplusplus\n}\n#endif\n\n");
	}
	put(&b, "#ifdef __cplusplus\nextern \"C\" {\n#endif\n");
	if (c->device_c)
		put(&b, "#undef __FATIDNAME_CORE\n#undef __FATIDNAME\n#define __FATIDNAME_CORE(x) __fatbinwrap##x\n"
			"#define __FATIDNAME(x) __FATIDNAME_CORE(x)\nextern const __fatBinC_Wrapper_t "
			"__FATIDNAME(__NV_MODULE_ID) ");
	else
		put(&b, "static const __fatBinC_Wrapper_t __fatDeviceText ");
	put(&b, "__attribute__ ((aligned (8))) __attribute__ ((section (__CUDAFATBINSECTION)))= \n");
	put(&b, c->link ? "\t{ 0x466243b1, 2, fatbinData, (void**)__cudaPrelinkedFatbins };\n"
			: "\t{ 0x466243b1, 1, fatbinData, 0 };\n");
	put(&b, "#ifdef __cplusplus\n}\n#endif\n");
	return b.err;
}

/* ----------------------------------------------------------------- main */

int fatpack_fatbinary_main(int argc, char **argv)
{
	struct fb_cmd c = { .compression = NVT_FATBIN_COMPRESS_DEFAULT, .level = FB_ZSTD_LEVEL };

	if (argc < 2)
		tool_usage_error(&T, "nothing to do (expected --create FILE or --embedded-fatbin FILE "
				     "and --image3=kind=K,sm=NN,file=F; see --help)");
	parse_args(&c, argc - 1, argv + 1, 0);
	if (!c.create && !c.embedded)
		tool_usage_error(&T, "nothing to write: give --create FILE and/or --embedded-fatbin FILE");
	if (c.create && c.embedded && !strcmp(c.create, c.embedded))
		tool_usage_error(&T, "--create and --embedded-fatbin name the same file '%s'", c.create);
	if (!T.diags)
		tool_diags_init(&T);

	NVT_OPTS(nvt_fatbin_opts, fo, .minify_ptx = true, .keep_order = true, .debug = c.debug,
		 .producer_cuda = c.cuda, .compress_all = c.compress_all || c.device_c,
		 .name = c.create ? c.create : c.embedded);
	if (c.compression == NVT_FATBIN_COMPRESS_NONE || c.level == -2) {
		fo.compression = NVT_FATBIN_COMPRESS_NONE;
	} else if (c.level == -1) {
		fo.compression = NVT_FATBIN_COMPRESS_LZ4;
	} else {
		fo.compression = NVT_FATBIN_COMPRESS_ZSTD;
		fo.compress_level = c.level;
	}
	struct nvt_fatbin *fb = nvt_fatbin__new(&fo, T.diags);
	if (!fb) {
		tool_error(&T, "cannot create the fatbin: %s", strerror(errno));
		return tool_finish(&T);
	}
	for (size_t i = 0; i < c.n_img; i++) {
		struct image *im = &c.img[i];
		im->blob = nvt_blob__read_opts(im->path, &(struct nvt_read_opts){ .sz = sizeof(struct nvt_read_opts),
										.max_size = T.max_input_size },
					       T.diags);
		if (!im->blob)
			continue;
		const void *d = nvt_blob__data(im->blob);
		size_t sz = nvt_blob__size(im->blob);
		NVT_OPTS(nvt_fatbin_entry_opts, eo, .identifier = c.ident, .name = nvt_blob__name(im->blob),
			 .borrow = true);
		if (im->kind == NVT_FATBIN_KIND_PTX) {
			eo.options = c.cmdline;
			nvt_fatbin__add_ptx(fb, d, sz, im->arch, &eo);
		} else if (im->kind == NVT_FATBIN_KIND_CUBIN) {
			nvt_fatbin__add_cubin(fb, d, sz, im->arch, &eo);
		} else {
			eo.options = c.cicc;
			nvt_fatbin__add_ltoir(fb, d, sz, im->arch, &eo);
		}
	}
	size_t size = 0;
	const unsigned char *data = NULL;
	if (!nvt_diags__error_count(T.diags) && !nvt_fatbin__finalize(fb))
		data = nvt_fatbin__data(fb, &size);
	if (data) {
		/* both outputs or neither */
		const char **paths = tool_alloc(&T, c.n_img + 1, sizeof(*paths));
		for (size_t i = 0; i < c.n_img; i++)
			paths[i] = c.img[i].path;
		NVT_OPTS(nvt_output_opts, oo, .binary = true, .inputs = paths, .n_inputs = c.n_img);
		struct nvt_output *of = c.create ? nvt_output__open(c.create, &oo, T.diags) : NULL;
		oo.binary = false;
		struct nvt_output *oc = c.embedded ? nvt_output__open(c.embedded, &oo, T.diags) : NULL;
		bool ok = (!c.create || of) && (!c.embedded || oc);
		if (ok && of && nvt_output__write(of, data, size))
			ok = false;
		if (ok && oc && write_embedded(oc, data, size, &c))
			ok = false;
		if (ok && of) {
			ok = !nvt_output__commit(of); /* frees of */
			of = NULL;
		}
		if (ok && oc) {
			ok = !nvt_output__commit(oc);
			oc = NULL;
		}
		nvt_output__abort(of);
		nvt_output__abort(oc);
		if (!ok && !nvt_diags__error_count(T.diags))
			tool_error(&T, "cannot write the output: %s", strerror(errno));
	}
	nvt_fatbin__free(fb);
	for (size_t i = 0; i < c.n_img; i++)
		nvt_blob__free(c.img[i].blob);
	return tool_finish(&T);
}
