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
	"\n"
	"Inputs (the kind is detected from the content):\n"
	"  FILE.bc, FILE.ll        a module (bitcode, bitcode wrapper or LLVM IR text),\n"
	"                          linked whole; '-' reads one from standard input (once)\n"
	"  LIB.a                   an ar archive of modules: a member is linked only when it\n"
	"                          defines a symbol that is still undefined (passes repeat\n"
	"                          until nothing changes)\n"
	"  --whole-archive         link every member of the archives that follow\n"
	"  --no-whole-archive      back to linking members on demand\n"
	"  --lazy FILE             a lazy module: only the definitions the other inputs need,\n"
	"                          transitively, are linked, and they become internal;\n"
	"                          unused function bodies are never read (repeatable)\n"
	"  --libdevice[=PATH]      lazily link CUDA's libdevice: PATH, or the\n"
	"                          nvvm/libdevice/libdevice.10.bc of the CUDA toolkit: the\n"
	"                          --cuda-path, else the first of $CUDA_HOME, $CUDA_PATH,\n"
	"                          /usr/local/cuda that is one (the error lists each tried)\n"
	"  --cuda-path=DIR         the CUDA toolkit to find libdevice in (one that is not a\n"
	"                          toolkit is an error)\n"
	"\n"
	"Symbols:\n"
	"  --internalize           make every function internal except kernels, exported\n"
	"                          symbols and llvm.used, then remove dead definitions;\n"
	"                          kernels are never internalized or removed, and variables\n"
	"                          stay visible to the host\n"
	"  --internalize-variables with --internalize: variables too\n"
	"  --export=SYM            keep SYM external under --internalize (repeatable)\n"
	"  --export-list=FILE      the same for every name in FILE (one a line, '#' comments)\n"
	"  --allow-undefined       keep references no input defines (for a later nvlink);\n"
	"                          without it they are errors naming every module using them\n"
	"\n"
	"Output:\n"
	"  -o FILE                 write to FILE (default: standard output)\n"
	"  -S                      write LLVM IR text instead of bitcode\n"
	"  -f                      write bitcode to a terminal anyway\n"
	"  --nvvmir-version=X.Y[,DX.DY]\n"
	"                          stamp this !nvvmir.version (default: the highest of the\n"
	"                          inputs', none if no input has one)\n"
	"  --annotations=spec      also write kernels and launch bounds as spec-form\n"
	"                          !nvvm.annotations (for consumers that expect them);\n"
	"                          --annotations=upgraded (the default) writes only LLVM's form\n"
	"  --verify                verify the linked module: LLVM's verifier, then the\n"
	"                          NVVM verifier (doc/verifier.md)\n"
	"  --dialect=llvm|nvvm     the NVVM verifier's rules for --verify (default llvm)\n"
	"  --arch=sm_XX            apply the arch-gated rules of that arch for --verify\n"
	"  --stats                 print what was linked to standard error\n"
	"\n"
	"General:\n"
	"  --help                  this text\n"
	"  --version               the version of nvvm-link and of its LLVM\n"
	"\n"
	"Exit status: 0 success, 1 an input broke a rule (every problem is reported),\n"
	"2 usage error.\n";

enum arg_kind { ARG_INPUT, ARG_LAZY, ARG_LIBDEVICE };

struct arg {
	enum arg_kind kind;
	const char *value; /* path; NULL for --libdevice without one */
	bool whole;
};

static const char *opt_value(struct tool *t, int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	const char *a = argv[*i];

	if (!strncmp(a, name, n) && a[n] == '=')
		return a + n + 1;
	if (!strcmp(a, name)) {
		if (*i + 1 >= argc)
			tool_usage_error(t, "%s needs a value", name);
		return argv[++*i];
	}
	return NULL;
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
	struct tool t = { .name = "nvvm-link" };
	NVT_OPTS(nvt_linker_opts, lo);
	/* owned by t: freed on every way out, usage errors and --help included */
	struct arg *args = tool_alloc(&t, (size_t)argc + 1, sizeof(*args));
	const char **exports = tool_alloc(&t, (size_t)argc + 1, sizeof(*exports));
	const char **export_lists = tool_alloc(&t, (size_t)argc + 1, sizeof(*export_lists));
	size_t n_args = 0, n_exports = 0, n_lists = 0;
	const char *out_path = NULL, *cuda_path = NULL, *v;
	bool text = false, force = false, whole = false, stats = false, inputs_done = false;
	int stdin_count = 0, regular = 0;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int r;

		if (inputs_done || a[0] != '-' || !strcmp(a, "-")) {
			args[n_args++] = (struct arg){ ARG_INPUT, a, whole };
			stdin_count += !strcmp(a, "-");
			regular++;
			continue;
		}
		if (!strcmp(a, "--")) {
			inputs_done = true;
			continue;
		}
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage_text, stdout);
			fputs("\n", stdout);
			fputs(tool_diag_help, stdout);
			tool_exit(&t, 0);
		}
		if (!strcmp(a, "--version")) {
			tool_print_llvm_version("nvvm-link", nvt_llvm_version());
			tool_exit(&t, 0);
		}
		if ((r = tool_diag_flag(&t, a)) != 0)
			continue;
		if (!strcmp(a, "-S"))
			text = true;
		else if (!strcmp(a, "-f"))
			force = true;
		else if (!strcmp(a, "--stats"))
			stats = true;
		else if (!strcmp(a, "--whole-archive"))
			whole = true;
		else if (!strcmp(a, "--no-whole-archive"))
			whole = false;
		else if (!strcmp(a, "--internalize"))
			lo.internalize = true;
		else if (!strcmp(a, "--internalize-variables"))
			lo.internalize_variables = true;
		else if (!strcmp(a, "--allow-undefined"))
			lo.allow_undefined = true;
		else if (!strcmp(a, "--verify"))
			lo.verify = true;
		else if (!strncmp(a, "--dialect=", 10)) {
			if (nvt_dialect_parse(a + 10, &lo.dialect))
				tool_usage_error(&t, "unknown dialect '%s' (use llvm or nvvm)", a + 10);
		} else if (!strncmp(a, "--arch=", 7)) {
			if (!nvt_arch_find(a + 7))
				tool_usage_error(&t, "unknown arch '%s'", a + 7);
			lo.verify_arch = a + 7;
		}
		else if (!strcmp(a, "--libdevice"))
			args[n_args++] = (struct arg){ ARG_LIBDEVICE, NULL, false };
		else if (!strncmp(a, "--libdevice=", 12)) {
			if (!a[12])
				tool_usage_error(&t, "--libdevice= needs a path");
			args[n_args++] = (struct arg){ ARG_LIBDEVICE, a + 12, false };
		} else if (!strncmp(a, "--annotations=", 14)) {
			if (!strcmp(a + 14, "spec"))
				lo.annotations_spec = true;
			else if (!strcmp(a + 14, "upgraded"))
				lo.annotations_spec = false;
			else
				tool_usage_error(&t, "unknown --annotations form '%s' (expected spec or upgraded)",
						 a + 14);
		} else if ((v = opt_value(&t, argc, argv, &i, "-o")) != NULL)
			out_path = v;
		else if (!strncmp(a, "-o", 2) && a[2])
			out_path = a + 2;
		else if ((v = opt_value(&t, argc, argv, &i, "--lazy")) != NULL) {
			args[n_args++] = (struct arg){ ARG_LAZY, v, false };
			stdin_count += !strcmp(v, "-");
		} else if ((v = opt_value(&t, argc, argv, &i, "--cuda-path")) != NULL)
			cuda_path = v;
		else if ((v = opt_value(&t, argc, argv, &i, "--export")) != NULL)
			exports[n_exports++] = v;
		else if ((v = opt_value(&t, argc, argv, &i, "--export-list")) != NULL)
			export_lists[n_lists++] = v;
		else if ((v = opt_value(&t, argc, argv, &i, "--nvvmir-version")) != NULL) {
			if (!valid_version(v))
				tool_usage_error(&t, "invalid --nvvmir-version '%s' (expected X.Y or X.Y,DX.DY)", v);
			lo.nvvmir_version = v;
		} else
			tool_usage_error(&t, "unknown option '%s'", a);
	}
	if (!regular)
		tool_usage_error(&t, "no input modules");
	if (stdin_count > 1)
		tool_usage_error(&t, "standard input ('-') can be read only once");
	if (lo.internalize_variables && !lo.internalize)
		tool_usage_error(&t, "--internalize-variables needs --internalize");

	lo.max_input_size = t.max_input_size;
	lo.isolate = !t.no_isolate;
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
