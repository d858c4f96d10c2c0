/* SPDX-License-Identifier: Apache-2.0 */
/* nvvm-opt: options, then nvt_opt_run() (translate, verify, optimize, verify; src/opt) and write. */
/* nvt_llvm_install_fatal_error_handler(): an experimental, tool-only export (common.h). */
#define NVT_EXPERIMENTAL
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/codegen.h>
#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include <nvvmtools/opt.h>
#include <nvvmtools/verify.h>

#include "toolcommon.h"

static struct tool T = { .name = "nvvm-opt" };

/* --time-report: the wall time of each library call main makes, so that a
 * benchmark can compare the verifier's own work with LLVM's parse of the same
 * module inside one process (process-level timing cannot separate them).
 * Phases that did not run are not printed; the order and the line format
 * ("nvvm-opt: time: PHASE MS ms") are stable and documented in doc/nvvm-opt.md. */
enum phase { PH_PARSE, PH_TRANSLATE, PH_VERIFY, PH_OPTIMIZE, PH_VERIFY_AFTER, PH_WRITE, PH__N };
static const char *const phase_name[PH__N] = {
	[PH_PARSE] = "parse",       [PH_TRANSLATE] = "translate",       [PH_VERIFY] = "verify",
	[PH_OPTIMIZE] = "optimize", [PH_VERIFY_AFTER] = "verify-after", [PH_WRITE] = "write",
};
static double phase_ms[PH__N];
/* The partitioned optimization: parts, their CPU time in all and the longest. */
static unsigned parts;
static double parts_ms, part_max_ms;
static bool phase_ran[PH__N];
static bool time_report;

static double now_ms(void)
{
	return tool_clock_ms(CLOCK_MONOTONIC);
}

/* Close phase `p` begun at *t0 and start the next one at now. */
static void phase_end(enum phase p, double *t0)
{
	double t = now_ms();

	phase_ms[p] += t - *t0;
	phase_ran[p] = true;
	*t0 = t;
}

static void print_time_report(double start)
{
	if (!time_report)
		return;
	for (int p = 0; p < PH__N; p++)
		if (phase_ran[p]) {
			fprintf(stderr, "nvvm-opt: time: %s %.2f ms\n", phase_name[p], phase_ms[p]);
			if (p == PH_OPTIMIZE && parts > 1)
				fprintf(stderr, "nvvm-opt: time: parts %u cpu %.2f ms longest %.2f ms\n",
					parts, parts_ms, part_max_ms);
		}
	fprintf(stderr, "nvvm-opt: time: total %.2f ms\n", now_ms() - start);
}

static const char usage_text[] =
	"Usage: nvvm-opt [options] [INPUT] [-o OUTPUT]\n"
	"Verify NVVM IR (INPUT: .bc, .ll, or - or nothing for stdin), optimize it for NVPTX, verify\n"
	"it again and write it (bitcode, or LLVM text with -S).\n"
	"\n";

enum {
	O_VERIFY_ONLY = 1, O_NO_VERIFY, O_DIALECT, O_NO_TRANSLATE, O_OPT, O_PASSES, O_ARCH, O_OUT,
	O_TEXT, O_FORCE, O_TIME_REPORT, O_PARTITIONS, O_JOBS,
};

static const struct tool_opt opts[] = {
	TOOL_SECTION_TITLE("Verification:"),
	TOOL_OPT(O_VERIFY_ONLY, "verify-only", 0, TOOL_NO_ARG, 0, NULL,
		 "verify and stop: no output; exit 0 (valid) or 1"),
	TOOL_OPT(O_NO_VERIFY, "no-verify", 0, TOOL_NO_ARG, 0, NULL, "skip both verifications"),
	TOOL_OPT(O_DIALECT, "dialect", 0, TOOL_REQ_ARG, 0, "llvm|nvvm",
		 "llvm: what LLVM 22's NVPTX backend compiles (default);\n"
		 "nvvm: NVVM IR as libNVVM 13 accepts it (strict)"),
	TOOL_OPT(O_NO_TRANSLATE, "no-translate", 0, TOOL_NO_ARG, 0, NULL,
		 "keep the NVVM IR 1.5 spellings (shfl.sync.i32,\n"
		 "vote.sync, texsurf.handle) instead of translating\n"
		 "them to LLVM 22's intrinsics first (the llvm dialect\n"
		 "then rejects them); --verify-only in the nvvm dialect\n"
		 "never translates"),
	TOOL_SECTION_TITLE("Optimization:"),
	TOOL_OPT_SPELL(O_OPT, NULL, 'O', TOOL_REQ_ARG, TOOL_ATTACHED, "N",
		       "LLVM's pipeline for that level with the NVPTX target\n"
		       "machine (default -O3)",
		       "-O0, -O1, -O2, -O3"),
	TOOL_OPT(O_PASSES, "passes", 0, TOOL_REQ_ARG, 0, "PIPELINE", "run this LLVM textual pipeline instead"),
	TOOL_OPT(O_PARTITIONS, "partitions", 0, TOOL_REQ_ARG, 0, "N",
		 "optimize the module in at most N parts that share no\n"
		 "definitions, in parallel, linked back in order (default\n"
		 "0: one part per 1,500 instructions, at most 4, a power of\n"
		 "two; 1: never;\n"
		 "never with --passes, -O0 or debug info); the output is\n"
		 "the same for any -j"),
	TOOL_OPT(O_JOBS, "jobs", 'j', TOOL_REQ_ARG, 0, "N",
		 "optimize up to N parts at once (default: the CPUs);\n"
		 "under make -j, extra threads take job slots from make"),
	TOOL_OPT(O_ARCH, "arch", 0, TOOL_REQ_ARG, TOOL_DASH1, "sm_XX",
		 "gate the verifier's arch rules, answer\n"
		 "__nvvm_reflect(\"__CUDA_ARCH\"), and record the arch in\n"
		 "the module (nvvm-llc then refuses other archs);\n"
		 "without it __CUDA_ARCH is left to nvvm-llc"),
	TOOL_SECTION_TITLE("Math (libNVVM's options; recorded in the module for nvvm-llc; an option that\n"
			   "contradicts what the module records is an error):"),
	TOOL_INCLUDE(tool_math_opts),
	TOOL_SECTION_TITLE("Output:"),
	TOOL_OPT(O_OUT, NULL, 'o', TOOL_REQ_ARG, 0, "FILE",
		 "output file (default: stdout; bitcode is not written\n"
		 "to a terminal unless -f)"),
	TOOL_OPT(O_TEXT, NULL, 'S', TOOL_NO_ARG, 0, NULL, "write LLVM IR text instead of bitcode"),
	TOOL_OPT(O_FORCE, NULL, 'f', TOOL_NO_ARG, 0, NULL, "write bitcode to a terminal anyway"),
	TOOL_SECTION_TITLE("Other:"),
	TOOL_OPT(O_TIME_REPORT, "time-report", 0, TOOL_NO_ARG, 0, NULL,
		 "print the wall time of each phase to stderr, one line\n"
		 "each: 'nvvm-opt: time: PHASE MS ms' for parse,\n"
		 "translate, verify, optimize, verify-after, write\n"
		 "(those that ran, in that order), then total; after\n"
		 "optimize, 'parts N cpu MS ms longest MS ms' when the\n"
		 "module was split (--partitions)"),
	TOOL_OPT_END,
};

static void version(struct tool *t)
{
	(void)t;
	tool_print_llvm_version("nvvm-opt", nvt_llvm_version(), TOOL_LLVM_LINKAGE);
	printf("verifier dialects: llvm (NVVM IR 1.x and 2.x), nvvm (2.0 with debug 3.0-3.2, as libNVVM 13)\n");
}

int main(int argc, char **argv)
{
	NVT_OPTS(nvt_opt_opts, oo);
	NVT_OPTS(nvt_verify_opts, vo);
	const char *input = NULL, *out = NULL, *v;
	bool verify_only = false, no_verify = false, no_translate = false, text = false, force = false;
	int rc, id, mk;
	bool mon;

	T.usage = usage_text;
	T.opts = opts;
	T.epilog = "Exit status: 0 success, 1 error (including an invalid module), 2 usage error.\n";
	T.version = version;
	tool_begin(&T, argc, argv, 1);
	while ((id = tool_next(&T, &v)) != TOOL_END) {
		switch (id) {
		case TOOL_POSITIONAL: tool_single_input(&T, v, &input); break;
		case O_VERIFY_ONLY: verify_only = true; break;
		case O_TIME_REPORT: time_report = true; break;
		case O_NO_TRANSLATE: no_translate = true; break;
		case O_NO_VERIFY: no_verify = true; break;
		case O_DIALECT:
			if (nvt_dialect_parse(v, &vo.dialect))
				tool_usage_error(&T, "unknown dialect '%s' (expected llvm or nvvm)", v);
			break;
		case O_ARCH: oo.arch = vo.arch = tool_arch(&T, T.spelled, v)->name; break;
		case O_OPT:
			if (v[0] < '0' || v[0] > '3' || v[1])
				tool_usage_error(&T, "unknown optimization level '-O%s' (use -O0, -O1, -O2 or -O3)", v);
			oo.opt_level = (enum nvt_opt_level)(NVT_OPT_O0 + (v[0] - '0'));
			break;
		case O_PASSES: oo.passes = v; break;
		case O_PARTITIONS: oo.partitions = tool_uint_arg(&T, "--partitions", NULL, v, 0, 64); break;
		case O_JOBS: oo.jobs = tool_uint_arg(&T, "-j", "of jobs ", v, 1, 1024); break;
		case O_TEXT: text = true; break;
		case O_FORCE: force = true; break;
		case O_OUT: out = v; break;
		default:
			if (tool_math(&T, id, v, &mk, &mon)) {
				enum nvt_flag *math[4] = { &oo.ftz, &oo.prec_div, &oo.prec_sqrt, &oo.fma };
				*math[mk] = mon ? NVT_FLAG_ON : NVT_FLAG_OFF;
			}
			break;
		}
	}
	if (!input)
		input = "-"; /* like opt and llc: no INPUT reads stdin */
	if (verify_only && no_verify)
		tool_usage_error(&T, "--verify-only and --no-verify exclude each other");
	if (verify_only && out)
		tool_usage_error(&T, "--verify-only writes no output: drop -o %s", out);

	tool_diags_init(&T);
	oo.makeflags = getenv("MAKEFLAGS");
	/* LLVM's reader can still reach report_fatal_error on some invalid
	 * input (the debug-info upgrade verifies a module that declares
	 * Debug Info Version 3 and aborts if it is broken): exit 1 with one
	 * error instead of LLVM's abort. */
	nvt_llvm_install_fatal_error_handler(T.name, T.format == NVT_DIAG_JSON);
	double start = now_ms(), t0 = start;
	NVT_OPTS(nvt_module_opts, lo, .max_input_size = T.max_input_size,
		 .isolate = !T.no_isolate, .isolate_cpu_seconds = T.reader_cpu_seconds,
		 .isolate_timeout_ms = T.reader_timeout_ms);
	struct nvt_module *m = nvt_module__load_file(input, &lo, T.diags);
	phase_end(PH_PARSE, &t0);
	if (!m) {
		print_time_report(start);
		return tool_finish(&T);
	}

	/* translate, verify, optimize, verify: one library call */
	NVT_OPTS(nvt_opt_times, times);
	NVT_OPTS(nvt_opt_run_opts, ro, .opt = &oo, .verify = &vo, .no_translate = no_translate,
		 .no_verify = no_verify, .verify_only = verify_only, .times = &times);
	rc = nvt_opt_run(m, &ro, T.diags);
	const double step_ms[] = { times.translate_ms, times.verify_ms, times.optimize_ms,
				   times.verify_after_ms };
	parts = times.parts;
	parts_ms = times.parts_cpu_ms;
	part_max_ms = times.part_cpu_max_ms;
	for (int p = PH_TRANSLATE; p <= PH_VERIFY_AFTER; p++)
		if (step_ms[p - PH_TRANSLATE] >= 0) {
			phase_ms[p] = step_ms[p - PH_TRANSLATE];
			phase_ran[p] = true;
		}
	t0 = now_ms();
	if (rc && !nvt_diags__error_count(T.diags))
		tool_error(&T, "cannot optimize %s: %s", input, nvt_strerror(-rc));
	if (verify_only || rc) {
		nvt_module__free(m);
		print_time_report(start);
		return tool_finish(&T);
	}
	if (!nvt_diags__error_count(T.diags)) {
		NVT_OPTS(nvt_output_opts, outo, .binary = !text, .force = force, .inputs = &input,
			 .n_inputs = 1);
		struct nvt_output *o = nvt_output__open(out, &outo, T.diags);
		if (o) {
			if (nvt_module__write(m, text, o)) {
				tool_error(&T, "cannot write %s", nvt_output__name(o));
				nvt_output__abort(o);
			} else if (nvt_output__commit(o)) {
				tool_error(&T, "cannot write %s", out ? out : "<stdout>");
			}
		}
		phase_end(PH_WRITE, &t0);
	}
	nvt_module__free(m);
	print_time_report(start);
	rc = tool_finish(&T);
	return rc;
}
