/* SPDX-License-Identifier: Apache-2.0 */
/* nvvm-llc: NVVM IR to PTX for one or several archs (logic: src/codegen). */
/* nvt_llvm_install_fatal_error_handler() and nvt_codegen__part_stats() (--time-report):
 * experimental, tool-only exports (common.h). */
#define NVT_EXPERIMENTAL
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/codegen.h>
#include <nvvmtools/io.h>
#include <nvvmtools/module.h>

#include "toolcommon.h"

static struct tool T = { .name = "nvvm-llc" };

static const char usage_text[] =
	"Usage: nvvm-llc [options] [INPUT]\n"
	"Compile NVVM IR (INPUT: .bc, .ll, or - or nothing for stdin; the kind is read from the\n"
	"content) to PTX that follows the NVVM and PTX ABIs, for one or several archs.\n"
	"\n";

enum {
	O_ARCH = 1, O_PTX_VERSION, O_MAX_PTX_VERSION, O_OUT, O_STEM, O_JOBS, O_FORCE, O_OPT, O_DEBUG,
	O_LINEINFO, O_ATOMICS, O_DIALECT, O_NO_VERIFY, O_PARTITIONS, O_TIME_REPORT,
};

static const struct tool_opt opts[] = {
	TOOL_SECTION_TITLE("Target:"),
	TOOL_OPT(O_ARCH, "arch", 0, TOOL_REQ_ARG, TOOL_DASH1, "ARCH[,ARCH...]",
		 "sm_XX, sm_XXa, sm_XXf, or compute_XX (a synonym);\n"
		 "repeatable; default " NVT_DEFAULT_ARCH),
	TOOL_OPT(O_PTX_VERSION, "ptx-version", 0, TOOL_REQ_ARG, 0, "X.Y",
		 "write this PTX ISA version (default: the lowest that\n"
		 "the arch and every construct in the module need)"),
	TOOL_OPT(O_MAX_PTX_VERSION, "max-ptx-version", 0, TOOL_REQ_ARG, 0, "X.Y",
		 "the newest version the consumer accepts: a module\n"
		 "that needs more is an error naming what needs it"),
	TOOL_SECTION_TITLE("Output:"),
	TOOL_OPT(O_OUT, NULL, 'o', TOOL_REQ_ARG, 0, "FILE", "one arch: the PTX file (default: stdout)"),
	{ .spell = "-o DIR",
	  .help = "several archs (or an existing directory): one\n"
		  "DIR/STEM.ARCH.ptx per arch, STEM from INPUT\n"
		  "(for stdin: the module's source_filename, else\n"
		  "'stdin'); written only if every arch succeeds;\n"
		  "a DIR named *.ptx is refused (a file name by mistake)" },
	TOOL_OPT(O_STEM, "stem", 0, TOOL_REQ_ARG, 0, "NAME", "STEM for -o DIR (default: see -o DIR)"),
	TOOL_OPT(O_JOBS, "jobs", 'j', TOOL_REQ_ARG, 0, "N",
		 "compile up to N archs, or the parts of one arch, at\n"
		 "once (default: the CPUs); under make -j, extra threads\n"
		 "take job slots from make's jobserver"),
	TOOL_OPT(O_PARTITIONS, "partitions", 0, TOOL_REQ_ARG, 0, "N",
		 "split one arch's module into at most N parts that\n"
		 "share no definitions, compiled in parallel and joined\n"
		 "(default 0: one part per 1,500 instructions, at most\n"
		 "4, a power of two; 1: never; never with -g/--lineinfo\n"
		 "on a module with debug info); the PTX is the same for\n"
		 "any -j"),
	TOOL_OPT(O_TIME_REPORT, "time-report", 0, TOOL_NO_ARG, 0, NULL,
		 "print the parts of each arch, each part's thread\n"
		 "CPU time and the tool's phases (read, compile,\n"
		 "write) to stderr (doc/nvvm-llc.md)"),
	TOOL_OPT(O_FORCE, NULL, 'f', TOOL_NO_ARG, 0, NULL, "accepted for symmetry with the other tools"),
	TOOL_SECTION_TITLE("Code generation:"),
	TOOL_OPT_SPELL(O_OPT, NULL, 'O', TOOL_REQ_ARG, TOOL_ATTACHED, "N",
		       "codegen optimization level (default -O3)", "-O0, -O1, -O2, -O3"),
	TOOL_OPT(O_DEBUG, NULL, 'g', TOOL_NO_ARG, 0, NULL, "full debug info (DWARF sections; PTX >= 7.0)"),
	TOOL_OPT(O_LINEINFO, "lineinfo", 0, TOOL_NO_ARG, TOOL_DASH1, NULL,
		 "line tables only (.file/.loc, no debug sections)"),
	TOOL_OPT(O_ATOMICS, "atomics", 0, TOOL_REQ_ARG, 0, "auto|cuda|memory-model",
		 "atomicrmw/cmpxchg without a syncscope: auto (default):\n"
		 "seq_cst ones are CUDA's atomicAdd/atomicCAS/..., one\n"
		 "relaxed .gpu atom as nvcc writes them, the rest the PTX\n"
		 "ABI's mapping; cuda: all of them are CUDA atomics;\n"
		 "memory-model: the PTX ABI's mapping for all"),
	TOOL_SECTION_TITLE("Verification (the NVVM verifier runs before codegen, see doc/verifier.md):"),
	TOOL_OPT(O_DIALECT, "dialect", 0, TOOL_REQ_ARG, 0, "llvm|nvvm",
		 "rules to check: what LLVM 22 compiles (default) or\n"
		 "the NVVM IR contract of libNVVM 13 (strict)"),
	TOOL_OPT(O_NO_VERIFY, "no-verify", 0, TOOL_NO_ARG, 0, NULL, "skip the NVVM verifier (LLVM's own still runs)"),
	TOOL_SECTION_TITLE("Math (libNVVM's options; applied only where the module records no setting,\n"
			   "and an error when they contradict one):"),
	TOOL_INCLUDE(tool_math_opts),
	TOOL_OPT_END,
};

/* The library's advice is in API terms; ours names our options. */
static const struct tool_hint hints[] = {
	{ "libdevice-unlinked", NULL, "link libdevice first: nvvm-link --libdevice" },
	{ "debug-line-tables-variables", NULL,
	  "compile without -g/--lineinfo, or make the module again with clang -g or -gline-tables-only" },
	{ NULL },
};

static void version(struct tool *t)
{
	(void)t;
	tool_print_llvm_version("nvvm-llc", nvt_llvm_version(), TOOL_LLVM_LINKAGE);
}

static unsigned parse_ptx(const char *opt, const char *v)
{
	unsigned ver;

	if (nvt_ptx_version_parse(v, &ver))
		tool_usage_error(&T, "%s needs a PTX ISA version X.Y, got '%s'", opt, v);
	return ver;
}

/* CPU time of the children waited for: the isolated reader. */
static double children_cpu_ms(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_CHILDREN, &ru))
		return 0;
	return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
	       (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

/* --time-report's clock readings (ms): wall at each phase's end, CPU
 * of this process and of its waited-for children around the compile. */
struct llc_clock {
	double start, read, compiled, end;
	double cpu0, cpu, child0, child;
};

/* --time-report: one line per part, "nvvm-llc: time: ARCH part K/N MS ms
 * (D definitions, I instructions)"; a whole-module compile is part 1/1.
 * Then the tool's phases: what the parts' CPU times leave out (the input's
 * isolated read and parse, the checks, the join, -g's DWARF fix) is the
 * compile's CPU time less theirs. */
static void report_parts(const struct nvt_codegen *cg, const struct llc_clock *c)
{
	for (size_t i = 0; i < nvt_codegen__arch_count(cg); i++) {
		unsigned n = nvt_codegen__part_count(cg, i);
		for (unsigned k = 0; k < n; k++) {
			unsigned defs = 0;
			unsigned long insns = 0;
			double ms = 0;
			nvt_codegen__part_stats(cg, i, k, &defs, &insns, &ms);
			fprintf(stderr, "nvvm-llc: time: %s part %u/%u %.2f ms (%u definitions, %lu instructions)\n",
				nvt_codegen__arch_name(cg, i), k + 1, n, ms, defs, insns);
		}
	}
	fprintf(stderr, "nvvm-llc: time: read %.2f ms\n", c->read - c->start);
	fprintf(stderr,
		"nvvm-llc: time: compile %.2f ms (CPU %.2f ms in this process, %.2f ms in the "
		"isolated reader)\n", c->compiled - c->read, c->cpu - c->cpu0, c->child - c->child0);
	fprintf(stderr, "nvvm-llc: time: write %.2f ms\n", c->end - c->compiled);
	fprintf(stderr, "nvvm-llc: time: total %.2f ms\n", c->end - c->start);
}

int main(int argc, char **argv)
{
	NVT_OPTS(nvt_codegen_opts, o);
	const char *archs[64], *input = NULL, *out = NULL, *stem_opt = NULL, *v;
	size_t n_archs = 0;
	struct nvt_codegen *cg;
	struct nvt_blob *blob;
	int rc, id, mk;
	bool mon, time_report = false;

	T.usage = usage_text;
	T.opts = opts;
	T.epilog = "Exit status: 0 success, 1 error, 2 usage error.\n";
	T.version = version;
	T.hints = hints;
	tool_begin(&T, argc, argv, 1);
	while ((id = tool_next(&T, &v)) != TOOL_END) {
		switch (id) {
		case TOOL_POSITIONAL: tool_single_input(&T, v, &input); break;
		case O_ARCH: {
			size_t n;
			const char **list = tool_list(&T, T.spelled, v, &n);
			for (size_t k = 0; k < n; k++) {
				if (n_archs == 64)
					tool_usage_error(&T, "too many archs (at most 64)");
				archs[n_archs++] = tool_arch(&T, T.spelled, list[k])->name;
			}
			break;
		}
		case O_OUT: out = v; break;
		case O_JOBS: o.jobs = tool_uint_arg(&T, "-j", "of jobs ", v, 1, 1024); break;
		case O_PARTITIONS: o.partitions = tool_uint_arg(&T, "--partitions", NULL, v, 0, 64); break;
		case O_OPT:
			if (v[0] < '0' || v[0] > '3' || v[1])
				tool_usage_error(&T, "unknown optimization level '-O%s' (use -O0, -O1, -O2 or -O3)", v);
			o.opt_level = (enum nvt_opt_level)(NVT_OPT_O0 + (v[0] - '0'));
			break;
		case O_DEBUG: o.debug = NVT_DEBUG_FULL; break;
		case O_LINEINFO: o.debug = NVT_DEBUG_LINEINFO; break;
		case O_PTX_VERSION: o.ptx_version = parse_ptx("--ptx-version", v); break;
		case O_MAX_PTX_VERSION: o.max_ptx_version = parse_ptx("--max-ptx-version", v); break;
		case O_ATOMICS:
			if (!strcmp(v, "auto"))
				o.atomics = NVT_ATOMICS_AUTO;
			else if (!strcmp(v, "cuda"))
				o.atomics = NVT_ATOMICS_CUDA;
			else if (!strcmp(v, "memory-model"))
				o.atomics = NVT_ATOMICS_MEMORY_MODEL;
			else
				tool_usage_error(&T, "unknown atomics mapping '%s' (expected auto, cuda or memory-model)", v);
			break;
		case O_NO_VERIFY: o.no_verify = true; break;
		case O_DIALECT:
			if (nvt_dialect_parse(v, &o.dialect))
				tool_usage_error(&T, "unknown dialect '%s' (expected llvm or nvvm)", v);
			break;
		case O_STEM:
			stem_opt = v;
			/* a file name part: DIR/STEM.ARCH.ptx */
			if (strchr(stem_opt, '/') || !strcmp(stem_opt, ".") || !strcmp(stem_opt, ".."))
				tool_usage_error(&T, "--stem needs a file name without '/', got '%s'", stem_opt);
			break;
		case O_FORCE: break;
		case O_TIME_REPORT: time_report = true; break;
		default:
			if (tool_math(&T, id, v, &mk, &mon)) {
				enum nvt_flag *math[4] = { &o.ftz, &o.prec_div, &o.prec_sqrt, &o.fma };
				*math[mk] = mon ? NVT_FLAG_ON : NVT_FLAG_OFF;
			}
			break;
		}
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
	/* "-o app.ptx --arch=sm_80,sm_90" is a file name by mistake: it would
	 * become a directory named app.ptx. A directory that exists already
	 * is taken as it is. */
	size_t out_len = out ? strlen(out) : 0;
	if (dir_mode && out_len > 4 && !strcmp(out + out_len - 4, ".ptx") &&
	    !(stat(out, &st) == 0 && S_ISDIR(st.st_mode)))
		tool_usage_error(&T, "-o %s names a PTX file, but %zu archs make one file each: give a "
			     "directory (-o DIR, created if needed; not named *.ptx), or one --arch",
			     out, n_archs);

	tool_diags_init(&T);
	nvt_llvm_install_fatal_error_handler(T.name, T.format == NVT_DIAG_JSON);
	o.makeflags = getenv("MAKEFLAGS");
	o.isolate = !T.no_isolate; /* damaged bitcode crashes a child, not us */
	o.isolate_cpu_seconds = T.reader_cpu_seconds;
	o.isolate_timeout_ms = T.reader_timeout_ms;
	cg = nvt_codegen__new(&o, T.diags);
	if (!cg)
		return tool_finish(&T), EXIT_ERROR;
	for (size_t i = 0; i < n_archs; i++)
		nvt_codegen__add_arch(cg, archs[i]);

	NVT_OPTS(nvt_read_opts, ro, .max_size = T.max_input_size);
	struct llc_clock clk = { .start = tool_clock_ms(CLOCK_MONOTONIC) };
	blob = nvt_blob__read_opts(input, &ro, T.diags);
	clk.read = tool_clock_ms(CLOCK_MONOTONIC);
	clk.cpu0 = tool_clock_ms(CLOCK_PROCESS_CPUTIME_ID);
	clk.child0 = children_cpu_ms();
	/* -Werror may have turned a warning from add_arch into an error:
	 * any error at all means no output. */
	int cerr = blob ? nvt_codegen__compile(cg, blob) : -EINVAL;
	clk.cpu = tool_clock_ms(CLOCK_PROCESS_CPUTIME_ID);
	clk.child = children_cpu_ms();
	clk.compiled = tool_clock_ms(CLOCK_MONOTONIC);
	/* A failure the library had no memory to describe still ends in an
	 * error (and exit 1), never in silence. */
	if (cerr && !nvt_diags__error_count(T.diags))
		nvt_diags__reportf(T.diags, NVT_ERROR, cerr == -ENOMEM ? "out-of-memory" : "internal",
				   input, 0, 0, NULL, "%s",
				   cerr == -ENOMEM ? "out of memory while compiling this input"
						   : nvt_strerror(-cerr));
	if (!cerr && !nvt_diags__error_count(T.diags)) {
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
	if (time_report && !cerr) {
		clk.end = tool_clock_ms(CLOCK_MONOTONIC);
		report_parts(cg, &clk);
	}
	nvt_blob__free(blob);
	nvt_codegen__free(cg);
	rc = tool_finish(&T); /* frees the --arch copies */
	return rc;
}
