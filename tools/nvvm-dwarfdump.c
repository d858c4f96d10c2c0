/* SPDX-License-Identifier: Apache-2.0 */
/* nvvm-dwarfdump: print, check and fix the DWARF of PTX files and cubins
 * (logic: src/dwarf). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/dwarf.h>
#include <nvvmtools/io.h>

#include "core/internal.h"
#include "toolcommon.h"

static struct tool T = { .name = "nvvm-dwarfdump" };

static const char usage_text[] =
	"Usage: nvvm-dwarfdump [options] FILE...\n"
	"Print the DWARF of PTX files (the .section .debug_* blocks) or cubins (ELF\n"
	"from ptxas -g), check the CUDA address classes of the PTX ABI, or fix them.\n"
	"FILE is a PTX file, a cubin, or - for stdin; the kind is read from the content.\n"
	"\n";

enum { O_DEBUG_INFO = 1, O_VERIFY, O_STATS, O_FIX, O_OUT, O_NO_PARAM, O_NO_LOCS, O_STRICT };

static const struct tool_opt opts[] = {
	TOOL_SECTION_TITLE("Modes (one; default --debug-info):"),
	TOOL_OPT(O_DEBUG_INFO, "debug-info", 0, TOOL_NO_ARG, 0, NULL,
		 "the DIE tree with attribute names, like\n"
		 "llvm-dwarfdump --debug-info; address classes by\n"
		 "their CUDA names (ADDR_param_space, ...)"),
	TOOL_OPT(O_VERIFY, "verify", 0, TOOL_NO_ARG, 0, NULL,
		 "check the structure (abbreviations, forms, DIE\n"
		 "references, line tables' file and directory\n"
		 "indices, DW_AT_stmt_list/decl_file, location\n"
		 "lists), then that every located variable/parameter\n"
		 "DIE has a DW_AT_address_class matching its location\n"
		 "(register 2, local depot 6, .param 7, a global\n"
		 "symbol its state space); exit 1 when one does not"),
	TOOL_OPT(O_STATS, "stats", 0, TOOL_NO_ARG, 0, NULL,
		 "how many variable/parameter DIEs have a location,\n"
		 "a class, a matching class, by class (one block per\n"
		 "FILE, and a total when there are several)"),
	TOOL_OPT(O_FIX, "fix", 0, TOOL_NO_ARG, 0, NULL,
		 "(PTX only) add/correct the address classes and\n"
		 "describe never-written kernel parameters at their\n"
		 ".param symbol, as nvvm-llc -g does; writes PTX"),
	TOOL_SECTION_TITLE("Options:"),
	TOOL_OPT(O_OUT, NULL, 'o', TOOL_REQ_ARG, 0, "FILE", "write the output to FILE (default: stdout)"),
	TOOL_OPT(O_NO_PARAM, "no-param-space", 0, TOOL_NO_ARG, 0, NULL,
		 "with --fix: ignore the param-unwritten markers"),
	TOOL_OPT(O_NO_LOCS, "no-locations", 0, TOOL_NO_ARG, 0, NULL,
		 "with --debug-info: do not expand location lists"),
	TOOL_OPT(O_STRICT, "strict", 0, TOOL_NO_ARG, 0, NULL,
		 "with --verify: a register-only location list without\n"
		 "an address class (NVVM's, nvcc -G's) is an error,\n"
		 "not a warning (PTX ABI 5.2 to the letter)"),
	TOOL_OPT_END,
};

/* The library's advice is in API terms; ours names our options. */
static const struct tool_hint hints[] = {
	{ "dwarf-address-class", "nvt_dwarf__fix_ptx() adds it to PTX", "nvvm-dwarfdump --fix adds it to PTX" },
	{ "dwarf-address-class-loclist", "nvt_dwarf__fix_ptx() adds it to PTX", "nvvm-dwarfdump --fix adds it to PTX" },
	{ NULL },
};

static void version(struct tool *t)
{
	(void)t;
	printf("nvvm-dwarfdump (nvvm-tools) %s\n", nvt_version());
	printf("reads DWARF 2-4 from PTX (.section .debug_*) and from cubins\n");
}

enum mode { M_DUMP, M_VERIFY, M_STATS, M_FIX };


/* The whole output, written at the end (no partial output). Running out
 * of memory is remembered and reported once, so that the run still frees
 * everything it holds on its way out. */
struct out {
	struct nvt_strbuf sb;
	bool oom;
};

static void out_printf(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out_printf(struct out *o, const char *fmt, ...)
{
	va_list ap;

	if (o->oom)
		return;
	va_start(ap, fmt);
	if (nvt_strbuf_vprintf(&o->sb, fmt, ap) == -ENOMEM)
		o->oom = true;
	va_end(ap);
}

/* The fixed PTX, --fix's whole output (it takes one file), taken over as
 * the output instead of copied: a -g PTX is hundreds of MB. */
static void out_take(struct out *o, char *text, size_t len)
{
	nvt_strbuf_free(&o->sb);
	o->sb = (struct nvt_strbuf){ .data = text, .len = len, .cap = len + 1 };
}

static double pct(size_t a, size_t b)
{
	return b ? 100.0 * (double)a / (double)b : 100.0;
}

static void put_stats(struct out *o, const char *name, const struct nvt_dwarf_stats *s,
		      const size_t *by_class)
{
	out_printf(o, "%s:\n", name);
	out_printf(o, "  variable/parameter DIEs:      %zu\n", s->var_dies);
	out_printf(o, "  with a location:              %zu (%zu through location lists)\n",
		   s->located, s->location_lists);
	out_printf(o, "  located, with a class:        %zu (%.1f%%)\n", s->with_class,
		   pct(s->with_class, s->located));
	out_printf(o, "  located, class matches:       %zu (%.1f%%)\n", s->matching,
		   pct(s->matching, s->located));
	for (unsigned c = 1; c <= NVT_ADDR_CLASS_MAX; c++)
		if (by_class[c])
			out_printf(o, "  %-29s %zu\n", nvt_addr_class_name(c), by_class[c]);
	out_printf(o, "  %-29s %zu\n", "no class:", by_class[0]);
}

int main(int argc, char **argv)
{
	enum mode mode = M_DUMP;
	bool mode_set = false, no_param = false, no_locs = false, strict = false;
	const char *output = NULL;
	const char **files = tool_alloc(&T, (size_t)argc + 1, sizeof(*files)); /* freed by tool_finish */
	size_t nfiles = 0;
	struct out o = { 0 };
	NVT_OPTS(nvt_dwarf_stats, total);
	size_t total_by_class[NVT_ADDR_CLASS_MAX + 1] = { 0 };
	int verify_bad = 0;

	const char *v;
	int id;

	T.usage = usage_text;
	T.opts = opts;
	T.epilog = "Exit status: 0 success, 1 error (or a --verify failure), 2 usage error.\n";
	T.version = version;
	T.hints = hints;
	tool_begin(&T, argc, argv, 1);
	while ((id = tool_next(&T, &v)) != TOOL_END) {
		enum mode m;

		switch (id) {
		case TOOL_POSITIONAL: files[nfiles++] = v; continue;
		case O_NO_PARAM: no_param = true; continue;
		case O_NO_LOCS: no_locs = true; continue;
		case O_STRICT: strict = true; continue;
		case O_OUT: output = v; continue;
		case O_DEBUG_INFO: m = M_DUMP; break;
		case O_VERIFY: m = M_VERIFY; break;
		case O_STATS: m = M_STATS; break;
		default: m = M_FIX; break;
		}
		if (mode_set && m != mode)
			tool_usage_error(&T, "options '%s' and an earlier mode exclude each other (one of --debug-info, --verify, --stats, --fix)", T.spelled);
		mode = m;
		mode_set = true;
	}
	if (!nfiles)
		tool_usage_error(&T, "no input file (use - for stdin)");
	if (strict && mode != M_VERIFY)
		tool_usage_error(&T, "--strict goes with --verify");
	if (mode == M_FIX && nfiles != 1)
		tool_usage_error(&T, "--fix takes exactly one PTX file, got %zu", nfiles);
	tool_diags_init(&T);

	for (size_t f = 0; f < nfiles; f++) {
		struct nvt_blob *b = nvt_blob__read_opts(files[f], &(struct nvt_read_opts){ .sz = sizeof(struct nvt_read_opts), .max_size = T.max_input_size }, T.diags);
		struct nvt_dwarf *dw = NULL;
		if (!b)
			continue;
		const char *name = nvt_blob__name(b);
		enum nvt_input_kind k = nvt_blob__kind(b);
		if (k != NVT_INPUT_PTX && k != NVT_INPUT_ELF) {
			nvt_diags__reportf(T.diags, NVT_ERROR, "input-kind", name, 0, 0, NULL,
					   "expected PTX or a cubin (ELF), got %s", nvt_input_kind_name(k));
			nvt_blob__free(b);
			continue;
		}
		if (mode == M_FIX) {
			if (k != NVT_INPUT_PTX) {
				nvt_diags__reportf(T.diags, NVT_ERROR, "input-kind", name, 0, 0, NULL,
						   "--fix works on PTX, not on %s", nvt_input_kind_name(k));
				nvt_blob__free(b);
				continue;
			}
			/* the fixer rewrites a copy; the input goes before it
			 * runs (a -g PTX is hundreds of MB) */
			size_t len = nvt_blob__size(b), changed = 0;
			char *text = malloc(len + 1), *fname = nvt_strdup(name);
			if (!text || !fname) {
				tool_error(&T, "out of memory");
				free(text);
				free(fname);
				nvt_blob__free(b);
				continue;
			}
			memcpy(text, nvt_blob__data(b), len);
			text[len] = 0;
			nvt_blob__free(b);
			NVT_OPTS(nvt_dwarf_fix_opts, fo, .no_param_space = no_param, .name = fname);
			if (nvt_dwarf__fix_ptx(&text, &len, &fo, &changed, T.diags) == 0) {
				out_take(&o, text, len);
				text = NULL;
			}
			free(text);
			free(fname);
			continue;
		}
		NVT_OPTS(nvt_dwarf_opts, dwo, .name = name);
		if (k == NVT_INPUT_ELF)
			dw = nvt_dwarf__from_elf(nvt_blob__data(b), nvt_blob__size(b), &dwo, T.diags);
		else
			dw = nvt_dwarf__from_ptx(nvt_blob__data(b), nvt_blob__size(b), &dwo, T.diags);
		if (!dw) {
			nvt_blob__free(b);
			continue;
		}
		if (mode == M_DUMP) {
			NVT_OPTS(nvt_dwarf_dump_opts, dopts, .no_locations = no_locs);
			char *text = NULL;
			size_t len = 0;
			if (nvt_dwarf__dump(dw, &dopts, &text, &len) == 0)
				out_printf(&o, "%s%.*s", f ? "\n" : "", (int)len, text);
			else
				tool_error(&T, "%s: out of memory printing the DWARF", name);
			free(text);
		} else if (mode == M_VERIFY) {
			/* 0 or -EINVAL (errors reported); the report says
			 * what was checked, so that "ok" reads as what it is */
			NVT_OPTS(nvt_dwarf_verify_opts, vo, .strict = strict);
			NVT_OPTS(nvt_dwarf_verify_report, r);
			int err = nvt_dwarf__verify_opts(dw, &vo, &r, T.diags);
			verify_bad += err != 0;
			out_printf(&o, "%s: %s: %zu located variable/parameter DIEs, %zu without a matching address class; checked: units %zu, DIEs %zu, abbreviations %zu, forms %zu, references %zu, ",
				   name, err ? "FAILED" : "ok", r.located, r.class_mismatch, r.units, r.dies,
				   r.abbrevs, r.attrs, r.refs);
			if (k == NVT_INPUT_ELF)
				out_printf(&o, "line tables %zu (files %zu, directories %zu), ", r.line_tables,
					   r.files, r.dirs);
			else
				out_printf(&o, "files %zu (.file directives), ", r.files);
			out_printf(&o, "location lists %zu, address classes%s\n", r.loclists,
				   strict ? " (strict)" : "");
		} else {
			NVT_OPTS(nvt_dwarf_stats, s);
			size_t by_class[NVT_ADDR_CLASS_MAX + 1];
			nvt_dwarf__stats(dw, &s);
			for (unsigned c = 0; c <= NVT_ADDR_CLASS_MAX; c++)
				by_class[c] = nvt_dwarf__class_count(dw, c);
			put_stats(&o, name, &s, by_class);
			total.var_dies += s.var_dies;
			total.located += s.located;
			total.with_class += s.with_class;
			total.matching += s.matching;
			total.location_lists += s.location_lists;
			total.unlocated_with_class += s.unlocated_with_class;
			for (unsigned c = 0; c <= NVT_ADDR_CLASS_MAX; c++)
				total_by_class[c] += by_class[c];
		}
		nvt_dwarf__free(dw);
		nvt_blob__free(b);
	}
	if (mode == M_STATS && nfiles > 1)
		put_stats(&o, "total", &total, total_by_class);
	if (o.oom)
		tool_error(&T, "out of memory building the output");
	else if (!nvt_diags__error_count(T.diags) || mode == M_VERIFY) {
		NVT_OPTS(nvt_output_opts, oo, .force = true);
		if (nvt_write_file(output, o.sb.data ? o.sb.data : "", o.sb.len, &oo, T.diags))
			tool_error(&T, "cannot write the output");
	}
	nvt_strbuf_free(&o.sb);
	int rc = tool_finish(&T);
	return rc ? rc : (verify_bad ? EXIT_ERROR : 0);
}
