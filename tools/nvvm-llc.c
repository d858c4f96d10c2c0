/* SPDX-License-Identifier: Apache-2.0 */
/* nvvm-llc: NVVM IR to PTX for one or several archs (logic: src/codegen). */
/* nvt_llvm_install_fatal_error_handler(): an experimental, tool-only export (common.h). */
#define NVT_EXPERIMENTAL
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/codegen.h>
#include <nvvmtools/io.h>
#include <nvvmtools/module.h>

#include "toolcommon.h"

static struct tool T = { .name = "nvvm-llc" };

static void usage(void)
{
	printf("Usage: nvvm-llc [options] [INPUT]\n"
	       "Compile NVVM IR (INPUT: .bc, .ll, or - or nothing for stdin; the kind is read from the\n"
	       "content) to PTX that follows the NVVM and PTX ABIs, for one or several archs.\n"
	       "\n"
	       "Target:\n"
	       "  --arch=ARCH[,ARCH...]    sm_XX, sm_XXa, sm_XXf, or compute_XX (a synonym);\n"
	       "                           repeatable; default %s\n"
	       "  --ptx-version=X.Y        write this PTX ISA version (default: the lowest that\n"
	       "                           the arch and every construct in the module need)\n"
	       "  --max-ptx-version=X.Y    the newest version the consumer accepts: a module\n"
	       "                           that needs more is an error naming what needs it\n"
	       "Output:\n"
	       "  -o FILE                  one arch: the PTX file (default: stdout)\n"
	       "  -o DIR                   several archs (or an existing directory): one\n"
	       "                           DIR/STEM.ARCH.ptx per arch, STEM from INPUT\n"
	       "                           (for stdin: the module's source_filename, else\n"
	       "                           'stdin'); written only if every arch succeeds\n"
	       "  --stem=NAME              STEM for -o DIR (default: see -o DIR)\n"
	       "  -j N, --jobs=N           compile up to N archs at once (default: min(archs,\n"
	       "                           CPUs)); under make -j, extra threads take job slots\n"
	       "                           from make's jobserver\n"
	       "  -f                       accepted for symmetry with the other tools\n"
	       "Code generation:\n"
	       "  -O0, -O1, -O2, -O3       codegen optimization level (default -O3)\n"
	       "  -g                       full debug info (DWARF sections; PTX >= 7.0)\n"
	       "  --lineinfo               line tables only (.file/.loc, no debug sections)\n"
	       "  --atomics=auto|cuda|memory-model\n"
	       "                           atomicrmw/cmpxchg without a syncscope: auto (default):\n"
	       "                           seq_cst ones are CUDA's atomicAdd/atomicCAS/..., one\n"
	       "                           relaxed .gpu atom as nvcc writes them, the rest the PTX\n"
	       "                           ABI's mapping; cuda: all of them are CUDA atomics;\n"
	       "                           memory-model: the PTX ABI's mapping for all\n"
	       "Verification (the NVVM verifier runs before codegen, see doc/verifier.md):\n"
	       "  --dialect=llvm|nvvm      rules to check: what LLVM 22 compiles (default) or\n"
	       "                           the NVVM IR contract of libNVVM 13 (strict)\n"
	       "  --no-verify              skip the NVVM verifier (LLVM's own still runs)\n"
	       "Math (libNVVM's options; applied only where the module records no setting,\n"
	       "and an error when they contradict one):\n"
	       "  -ftz=0|1                 flush f32 denormals to zero (default 0)\n"
	       "  -prec-div=0|1            IEEE f32 division; 0 = div.full.f32 (default 1)\n"
	       "  -prec-sqrt=0|1           IEEE f32 square root; 0 = sqrt.approx (default 1)\n"
	       "  -fma=0|1                 contract multiply-add into fma (default 1)\n"
	       "%s"
	       "Other:\n"
	       "  --help                   show this help\n"
	       "  --version                show versions (tool, LLVM, NVVM IR, PTX ISA)\n"
	       "\n"
	       "Exit status: 0 success, 1 error, 2 usage error.\n",
	       NVT_DEFAULT_ARCH, tool_diag_help);
}

static void version(void)
{
	tool_print_llvm_version("nvvm-llc", nvt_llvm_version());
}

static unsigned parse_ptx(const char *opt, const char *v)
{
	unsigned ver;

	if (nvt_ptx_version_parse(v, &ver))
		tool_usage_error(&T, "%s needs a PTX ISA version X.Y, got '%s'", opt, v);
	return ver;
}

int main(int argc, char **argv)
{
	NVT_OPTS(nvt_codegen_opts, o);
	const char *archs[64], *input = NULL, *out = NULL, *stem_opt = NULL;
	size_t n_archs = 0;
	size_t n_storage = 0; /* --arch options seen */
	bool dashdash = false;
	struct nvt_codegen *cg;
	struct nvt_blob *blob;
	int rc;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int r;

		if (tool_single_input(&T, a, &dashdash, &input))
			continue;
		if ((r = tool_diag_flag(&T, a)) != 0)
			continue;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage();
			tool_exit(&T, 0);
		}
		if (!strcmp(a, "--version")) {
			version();
			tool_exit(&T, 0);
		}
		if (!strncmp(a, "--arch=", 7) || !strcmp(a, "--arch") || !strncmp(a, "-arch=", 6) ||
		    !strcmp(a, "-arch")) {
			const char *v = strchr(a, '=');
			if (v)
				v++;
			else if (++i < argc)
				v = argv[i];
			else
				tool_usage_error(&T, "%s needs a value", a);
			if (!*v)
				tool_usage_error(&T, "%s needs a value", a);
			if (n_storage == 64)
				tool_usage_error(&T, "too many --arch options");
			/* owned by T (freed by tool_finish or a usage error's exit):
			 * archs[] points into it */
			char *copy = tool_strdup(&T, v), *save = NULL;
			n_storage++;
			for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
				if (n_archs == 64)
					tool_usage_error(&T, "too many archs (at most 64)");
				if (!nvt_arch_find(t)) {
					char list[2048] = "";
					size_t len = 0;
					for (size_t k = 0; k < nvt_arch_count() && len + 16 < sizeof(list); k++)
						len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
									k ? ", " : "", nvt_arch_at(k)->name);
					tool_usage_error(&T, "unknown arch '%s' (valid: %s)", t, list);
				}
				archs[n_archs++] = t;
			}
			continue;
		}
		if (!strcmp(a, "-o")) {
			if (++i >= argc)
				tool_usage_error(&T, "-o needs a file or directory name");
			out = argv[i];
			continue;
		}
		if (!strncmp(a, "-o", 2)) {
			out = a + 2;
			continue;
		}
		if (!strcmp(a, "-j") || !strncmp(a, "-j", 2) || !strncmp(a, "--jobs=", 7)) {
			const char *v = !strncmp(a, "--jobs=", 7) ? a + 7 : a[2] ? a + 2 : NULL;
			if (!v && ++i < argc)
				v = argv[i];
			long n = tool_parse_uint(v);
			if (n < 1 || n > 1024)
				tool_usage_error(&T, "-j needs a number of jobs from 1 to 1024, got '%s'",
						 v ? v : "");
			o.jobs = (unsigned)n;
			continue;
		}
		if (a[1] == 'O' && a[0] == '-') {
			if (a[2] >= '0' && a[2] <= '3' && !a[3])
				o.opt_level = (enum nvt_opt_level)(NVT_OPT_O0 + (a[2] - '0'));
			else
				tool_usage_error(&T, "unknown optimization level '%s' (use -O0, -O1, -O2 or -O3)", a);
			continue;
		}
		if (!strcmp(a, "-g")) {
			o.debug = NVT_DEBUG_FULL;
			continue;
		}
		if (!strcmp(a, "--lineinfo") || !strcmp(a, "-lineinfo")) {
			o.debug = NVT_DEBUG_LINEINFO;
			continue;
		}
		if (!strncmp(a, "--ptx-version=", 14)) {
			o.ptx_version = parse_ptx("--ptx-version", a + 14);
			continue;
		}
		if (!strncmp(a, "--max-ptx-version=", 18)) {
			o.max_ptx_version = parse_ptx("--max-ptx-version", a + 18);
			continue;
		}
		int mk;
		bool mon;
		if (tool_math_flag(&T, a, &mk, &mon)) {
			enum nvt_flag *math[4] = { &o.ftz, &o.prec_div, &o.prec_sqrt, &o.fma };
			*math[mk] = mon ? NVT_FLAG_ON : NVT_FLAG_OFF;
			continue;
		}
		if (!strncmp(a, "--atomics=", 10)) {
			const char *v = a + 10;
			if (!strcmp(v, "auto"))
				o.atomics = NVT_ATOMICS_AUTO;
			else if (!strcmp(v, "cuda"))
				o.atomics = NVT_ATOMICS_CUDA;
			else if (!strcmp(v, "memory-model"))
				o.atomics = NVT_ATOMICS_MEMORY_MODEL;
			else
				tool_usage_error(&T, "unknown atomics mapping '%s' (use auto, cuda or memory-model)", v);
			continue;
		}
		if (!strcmp(a, "--no-verify")) {
			o.no_verify = true;
			continue;
		}
		if (!strncmp(a, "--dialect=", 10)) {
			if (nvt_dialect_parse(a + 10, &o.dialect))
				tool_usage_error(&T, "unknown dialect '%s' (use llvm or nvvm)", a + 10);
			continue;
		}
		if (!strncmp(a, "--stem=", 7)) {
			stem_opt = a + 7;
			/* a file name part: DIR/STEM.ARCH.ptx */
			if (!*stem_opt || strchr(stem_opt, '/') || !strcmp(stem_opt, ".") || !strcmp(stem_opt, ".."))
				tool_usage_error(&T, "--stem needs a file name without '/', got '%s'", stem_opt);
			continue;
		}
		if (!strcmp(a, "-f"))
			continue;
		tool_usage_error(&T, "unknown option '%s'", a);
	}
	if (!input)
		input = "-"; /* like opt and llc: no INPUT reads stdin */
	if (!n_archs)
		archs[n_archs++] = NVT_DEFAULT_ARCH;

	/* Directory mode: several archs, or -o naming an existing directory. */
	struct stat st;
	bool dir_mode = n_archs > 1 ||
			(out && strcmp(out, "-") && stat(out, &st) == 0 && S_ISDIR(st.st_mode));
	/* "-o -" is stdout, which holds one PTX file only (it would otherwise
	 * become a directory named "-"). */
	if (n_archs > 1 && (!out || !strcmp(out, "-")))
		tool_usage_error(&T, "several archs need -o DIR (one STEM.ARCH.ptx file each)");

	tool_diags_init(&T);
	nvt_llvm_install_fatal_error_handler(T.name, T.format == NVT_DIAG_JSON);
	o.makeflags = getenv("MAKEFLAGS");
	cg = nvt_codegen__new(&o, T.diags);
	if (!cg)
		return tool_finish(&T), EXIT_ERROR;
	for (size_t i = 0; i < n_archs; i++)
		nvt_codegen__add_arch(cg, archs[i]);

	NVT_OPTS(nvt_read_opts, ro, .max_size = T.max_input_size);
	blob = nvt_blob__read_opts(input, &ro, T.diags);
	/* Damaged bitcode that crashes LLVM's reader crashes a child, not us
	 * (nvt_module_probe_canonical): an error naming the input, exit 1.
	 * What the child read and verified is compiled from the bitcode LLVM
	 * wrote of it there, for every arch: LLVM never reads the input's own
	 * bytes in this process (doc/robustness.md). */
	if (blob && !T.no_isolate) {
		NVT_OPTS(nvt_module_opts, po);
		struct nvt_blob *canon = NULL;
		if (nvt_module_probe_canonical(blob, &po, T.diags, &canon) < 0) {
			nvt_blob__free(blob);
			blob = NULL;
		} else if (canon) {
			nvt_blob__free(blob);
			blob = canon;
		}
	}
	/* -Werror may have turned a warning from add_arch into an error:
	 * any error at all means no output. */
	if (blob && nvt_codegen__compile(cg, blob) == 0 && !nvt_diags__error_count(T.diags)) {
		NVT_OPTS(nvt_output_opts, oo, .inputs = &input, .n_inputs = 1);
		size_t n = nvt_codegen__arch_count(cg);
		const char *stem = stem_opt ? stem_opt : nvt_codegen__stem(cg);
		bool ok = stem != NULL;

		if (dir_mode && ok) {
			/* Every file is staged inside DIR and renamed at the end;
			 * on any error none is, and a DIR this run created is
			 * removed again: never an empty directory. */
			struct nvt_outdir *od = nvt_outdir__open(out, &oo, T.diags);
			ok = od != NULL;
			for (size_t i = 0; ok && i < n; i++) {
				size_t len;
				const char *ptx = nvt_codegen__ptx(cg, i, &len);
				char *name = NULL;

				if (asprintf(&name, "%s.%s.ptx", stem, nvt_codegen__arch_name(cg, i)) < 0) {
					ok = false;
					break;
				}
				if (nvt_outdir__write(od, name, ptx, len))
					ok = false;
				free(name);
			}
			if (od && ok)
				ok = nvt_outdir__commit(od) == 0;
			else
				nvt_outdir__abort(od);
		} else if (ok) {
			size_t len;
			const char *ptx = nvt_codegen__ptx(cg, 0, &len);
			struct nvt_output *po = nvt_output__open(out, &oo, T.diags);

			ok = po && !nvt_output__write(po, ptx, len);
			if (po && ok)
				ok = nvt_output__commit(po) == 0;
			else
				nvt_output__abort(po);
		}
		if (!ok && !nvt_diags__error_count(T.diags))
			tool_error(&T, "out of memory");
	}
	nvt_blob__free(blob);
	nvt_codegen__free(cg);
	rc = tool_finish(&T); /* frees the --arch copies */
	return rc;
}
