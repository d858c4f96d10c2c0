/* SPDX-License-Identifier: Apache-2.0 */
/* nvvm-link: link NVVM IR modules, archives and libdevice into one module.
 * Argument parsing only; the linker is src/link (include/nvvmtools/link.h). */
/* nvt_llvm_install_fatal_error_handler(): an experimental, tool-only export (common.h). */
#define NVT_EXPERIMENTAL
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/link.h>
#include <nvvmtools/cuda.h>
#include <nvvmtools/arch.h>
#include <nvvmtools/codegen.h>

#include "toolcommon.h"

static const char usage_text[] =
	"Usage: nvvm-link [options] INPUT... [-o OUT]\n"
	"\n"
	"Link NVVM IR modules into one module (bitcode on stdout by default).\n"
	"\n";

enum {
	O_WHOLE = 1, O_NO_WHOLE, O_LAZY, O_LIBDEVICE, O_CUDA_PATH, O_INTERNALIZE, O_INTERNALIZE_VARS,
	O_EXPORT, O_EXPORT_LIST, O_ALLOW_UNDEF, O_OUT, O_TEXT, O_FORCE, O_NVVMIR_VERSION,
	O_ANNOTATIONS, O_VERIFY, O_DIALECT, O_ARCH, O_STATS,
};

static const struct tool_opt opts[] = {
	TOOL_SECTION_TITLE("Inputs (the kind is detected from the content):"),
	{ .spell = "FILE.bc, FILE.ll",
	  .help = "a module (bitcode, bitcode wrapper or LLVM IR text),\n"
		  "linked whole; '-' reads one from standard input (once)" },
	{ .spell = "LIB.a",
	  .help = "an ar archive of modules: a member is linked only when it\n"
		  "defines a symbol that is still undefined (passes repeat\n"
		  "until nothing changes)" },
	TOOL_OPT(O_WHOLE, "whole-archive", 0, TOOL_NO_ARG, 0, NULL, "link every member of the archives that follow"),
	TOOL_OPT(O_NO_WHOLE, "no-whole-archive", 0, TOOL_NO_ARG, 0, NULL, "back to linking members on demand"),
	TOOL_OPT(O_LAZY, "lazy", 0, TOOL_REQ_ARG, 0, "FILE",
	  "a lazy module: only the definitions the other inputs need,\n"
	  "transitively, are linked, and they become internal;\n"
	  "unused function bodies are never read (repeatable)"),
	TOOL_OPT(O_LIBDEVICE, "libdevice", 0, TOOL_OPT_ARG, 0, "PATH",
	  "lazily link CUDA's libdevice: PATH, or the\n"
	  "nvvm/libdevice/libdevice.10.bc of the CUDA toolkit: the\n"
	  "--cuda-path, else the first of $CUDA_HOME, $CUDA_PATH,\n"
	  "/usr/local/cuda that is one (the error lists each tried)"),
	TOOL_OPT(O_CUDA_PATH, "cuda-path", 0, TOOL_REQ_ARG, 0, "DIR",
	  "the CUDA toolkit to find libdevice in (one that is not a\n"
	  "toolkit is an error)"),
	TOOL_SECTION_TITLE("Symbols:"),
	TOOL_OPT(O_INTERNALIZE, "internalize", 0, TOOL_NO_ARG, 0, NULL,
	  "make every function internal except kernels, exported\n"
	  "symbols and llvm.used, then remove dead definitions;\n"
	  "kernels are never internalized or removed, and variables\n"
	  "stay visible to the host"),
	TOOL_OPT(O_INTERNALIZE_VARS, "internalize-variables", 0, TOOL_NO_ARG, 0, NULL, "with --internalize: variables too"),
	TOOL_OPT(O_EXPORT, "export", 0, TOOL_REQ_ARG, 0, "SYM",
	  "keep SYM external under --internalize (repeatable; one\n"
	  "name each, as a symbol name may hold a comma)"),
	TOOL_OPT(O_EXPORT_LIST, "export-list", 0, TOOL_REQ_ARG, 0, "FILE",
	  "the same for every name in FILE (one a line, '#' comments)"),
	TOOL_OPT(O_ALLOW_UNDEF, "allow-undefined", 0, TOOL_NO_ARG, 0, NULL,
	  "keep references no input defines (for a later nvlink);\n"
	  "without it they are errors naming every module using them"),
	TOOL_SECTION_TITLE("Output:"),
	TOOL_OPT(O_OUT, NULL, 'o', TOOL_REQ_ARG, 0, "FILE", "write to FILE (default: standard output)"),
	TOOL_OPT(O_TEXT, NULL, 'S', TOOL_NO_ARG, 0, NULL, "write LLVM IR text instead of bitcode"),
	TOOL_OPT(O_FORCE, NULL, 'f', TOOL_NO_ARG, 0, NULL, "write bitcode to a terminal anyway"),
	TOOL_OPT(O_NVVMIR_VERSION, "nvvmir-version", 0, TOOL_REQ_ARG, 0, "X.Y[,DX.DY]",
	  "stamp this !nvvmir.version (default: the highest of the\n"
	  "inputs', none if no input has one)"),
	TOOL_OPT(O_ANNOTATIONS, "annotations", 0, TOOL_REQ_ARG, 0, "spec|upgraded",
	  "spec: also write kernels and launch bounds as spec-form\n"
	  "!nvvm.annotations (for consumers that expect them);\n"
	  "--annotations=upgraded (the default) writes only LLVM's form"),
	TOOL_OPT(O_VERIFY, "verify", 0, TOOL_NO_ARG, 0, NULL,
	  "verify the linked module: LLVM's verifier, then the\n"
	  "NVVM verifier (doc/verifier.md)"),
	TOOL_OPT(O_DIALECT, "dialect", 0, TOOL_REQ_ARG, 0, "llvm|nvvm", "the NVVM verifier's rules for --verify (default llvm)"),
	TOOL_OPT(O_ARCH, "arch", 0, TOOL_REQ_ARG, TOOL_DASH1, "sm_XX", "apply the arch-gated rules of that arch for --verify"),
	TOOL_OPT(O_STATS, "stats", 0, TOOL_NO_ARG, 0, NULL, "print what was linked to standard error"),
	TOOL_OPT_END,
};

static const char epilog[] =
	"The linked module is named after the first input: its source_filename\n"
	"(clang's k.cu), else the input's file name (doc/nvvm-link.md).\n"
	"\n"
	"Exit status: 0 success, 1 an input broke a rule (every problem is reported),\n"
	"2 usage error.\n";

/* The library's advice is in API terms; ours names our options. */
static const struct tool_hint hints[] = {
	{ "undefined-symbol", "set allow_undefined in nvt_linker_opts to keep it for a later link",
	  "use --allow-undefined to keep it for a later link" },
	{ "undefined-symbol", "link libdevice: nvt_linker__add_libdevice()", "link libdevice (--libdevice)" },
	{ "libdevice-not-found", NULL,
	  "give --libdevice=PATH, --cuda-path=DIR or set CUDA_HOME to the CUDA toolkit" },
	{ NULL },
};

enum arg_kind { ARG_INPUT, ARG_LAZY, ARG_LIBDEVICE };

struct arg {
	enum arg_kind kind;
	const char *value; /* path; NULL for --libdevice without one */
	bool whole;
};

static void version(struct tool *t)
{
	(void)t;
	tool_print_llvm_version("nvvm-link", nvt_llvm_version(), TOOL_LLVM_LINKAGE);
}

static bool valid_version(const char *s)
{
	unsigned a, b, c, d;
	int n = 0;

	if (sscanf(s, "%u.%u%n", &a, &b, &n) == 2 && !s[n])
		return true;
	n = 0;
	return sscanf(s, "%u.%u,%u.%u%n", &a, &b, &c, &d, &n) == 4 && !s[n];
}

int main(int argc, char **argv)
{
	struct tool t = { .name = "nvvm-link", .usage = usage_text, .opts = opts, .epilog = epilog,
			  .version = version, .hints = hints };
	NVT_OPTS(nvt_linker_opts, lo);
	/* owned by t: freed on every way out, usage errors and --help included */
	struct arg *args = tool_alloc(&t, (size_t)argc + 1, sizeof(*args));
	const char **exports = tool_alloc(&t, (size_t)argc + 1, sizeof(*exports));
	const char **export_lists = tool_alloc(&t, (size_t)argc + 1, sizeof(*export_lists));
	size_t n_args = 0, n_exports = 0, n_lists = 0;
	const char *out_path = NULL, *cuda_path = NULL, *v;
	bool text = false, force = false, whole = false, stats = false;
	int stdin_count = 0, regular = 0, id;

	tool_begin(&t, argc, argv, 1);
	while ((id = tool_next(&t, &v)) != TOOL_END) {
		switch (id) {
		case TOOL_POSITIONAL:
			args[n_args++] = (struct arg){ ARG_INPUT, v, whole };
			stdin_count += !strcmp(v, "-");
			regular++;
			break;
		case O_TEXT: text = true; break;
		case O_FORCE: force = true; break;
		case O_STATS: stats = true; break;
		case O_WHOLE: whole = true; break;
		case O_NO_WHOLE: whole = false; break;
		case O_INTERNALIZE: lo.internalize = true; break;
		case O_INTERNALIZE_VARS: lo.internalize_variables = true; break;
		case O_ALLOW_UNDEF: lo.allow_undefined = true; break;
		case O_VERIFY: lo.verify = true; break;
		case O_DIALECT:
			if (nvt_dialect_parse(v, &lo.dialect))
				tool_usage_error(&t, "unknown dialect '%s' (expected llvm or nvvm)", v);
			break;
		case O_ARCH:
			lo.verify_arch = tool_arch(&t, t.spelled, v)->name;
			break;
		case O_LIBDEVICE:
			args[n_args++] = (struct arg){ ARG_LIBDEVICE, v, false };
			break;
		case O_ANNOTATIONS:
			if (!strcmp(v, "spec"))
				lo.annotations_spec = true;
			else if (!strcmp(v, "upgraded"))
				lo.annotations_spec = false;
			else
				tool_usage_error(&t, "unknown --annotations form '%s' (expected spec or upgraded)", v);
			break;
		case O_OUT: out_path = v; break;
		case O_LAZY:
			args[n_args++] = (struct arg){ ARG_LAZY, v, false };
			stdin_count += !strcmp(v, "-");
			break;
		case O_CUDA_PATH: cuda_path = v; break;
		case O_EXPORT: exports[n_exports++] = v; break;
		case O_EXPORT_LIST: export_lists[n_lists++] = v; break;
		case O_NVVMIR_VERSION:
			if (!valid_version(v))
				tool_usage_error(&t, "invalid --nvvmir-version '%s' (expected X.Y or X.Y,DX.DY)", v);
			lo.nvvmir_version = v;
			break;
		}
	}
	if (!regular)
		tool_usage_error(&t, "no input modules");
	if (stdin_count > 1)
		tool_usage_error(&t, "standard input ('-') can be read only once");
	if (lo.internalize_variables && !lo.internalize)
		tool_usage_error(&t, "--internalize-variables needs --internalize");

	lo.max_input_size = t.max_input_size;
	lo.isolate = !t.no_isolate;
	lo.isolate_cpu_seconds = t.reader_cpu_seconds;
	lo.isolate_timeout_ms = t.reader_timeout_ms;
	tool_diags_init(&t);
	/* LLVM's reader can still reach report_fatal_error on some invalid
	 * input (the debug-info upgrade verifies a module that declares
	 * Debug Info Version 3 and aborts if it is broken): exit 1 with one
	 * error instead of LLVM's abort. */
	nvt_llvm_install_fatal_error_handler(t.name, t.format == NVT_DIAG_JSON);
	struct nvt_linker *l = nvt_linker__new(&lo, t.diags);
	if (!l) {
		tool_error(&t, "cannot create the linker: %s", nvt_strerror(-errno));
		return tool_finish(&t);
	}
	/* The toolkit when --libdevice needs a search, and always for a
	 * --cuda-path (one that is not a toolkit is an error). A failed
	 * search is reported once, here, not again per --libdevice. */
	bool search = cuda_path != NULL;
	for (size_t i = 0; i < n_args; i++)
		search |= args[i].kind == ARG_LIBDEVICE && !args[i].value;
	struct nvt_cuda_toolkit *tk = search ? tool_cuda_toolkit(&t, cuda_path) : NULL;
	for (size_t i = 0; i < n_exports; i++)
		nvt_linker__add_export(l, exports[i]);
	for (size_t i = 0; i < n_lists; i++)
		nvt_linker__add_export_list(l, export_lists[i]);
	/* Every input is read even after an error, so that one run reports all. */
	for (size_t i = 0; i < n_args; i++) {
		switch (args[i].kind) {
		case ARG_INPUT:
			nvt_linker__add_file(l, args[i].value, args[i].whole ? NVT_LINK_WHOLE_ARCHIVE : 0);
			break;
		case ARG_LAZY:
			nvt_linker__add_file(l, args[i].value, NVT_LINK_LAZY);
			break;
		case ARG_LIBDEVICE:
			if (args[i].value || tk)
				nvt_linker__add_libdevice(l, args[i].value, tk);
			break;
		}
	}
	struct nvt_module *m = nvt_linker__finalize(l);
	if (stats) {
		NVT_OPTS(nvt_link_stats, st);
		nvt_linker__stats(l, &st);
		fprintf(stderr,
			"nvvm-link: stats: modules linked %u, archive members pulled %u, lazy "
			"definitions linked %u, definitions %u, internalized %u, removed %u\n",
			st.modules_linked, st.members_pulled, st.lazy_definitions, st.definitions,
			st.internalized, st.removed);
	}
	if (m) {
		const char *ins[argc > 0 ? argc : 1];
		size_t n_ins = 0;
		for (size_t i = 0; i < n_args; i++)
			if (args[i].value)
				ins[n_ins++] = args[i].value;
		NVT_OPTS(nvt_output_opts, oo, .binary = !text, .force = force, .inputs = ins,
			 .n_inputs = n_ins);
		struct nvt_output *o = nvt_output__open(out_path, &oo, t.diags);
		if (o) {
			if (nvt_module__write(m, text, o) < 0) {
				tool_error(&t, "cannot write %s", nvt_output__name(o));
				nvt_output__abort(o);
			} else if (nvt_output__commit(o) < 0) {
				tool_error(&t, "cannot write %s", out_path ? out_path : "<stdout>");
			}
		}
		nvt_module__free(m);
	}
	nvt_linker__free(l);
	nvt_cuda_toolkit__free(tk);
	return tool_finish(&t); /* frees args, exports, export_lists */
}
