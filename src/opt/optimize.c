/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: opt — nvvm-opt's transforms: the optimization pipeline, NVVM
 * reflect, the math options, the NVVM IR 1.5 translation, warpgroup MMAs
 * kept in their kernels (no header is shared by the whole room, so its role
 * is written here); may use: core, ptx, llvm, verify.
 *
 * nvt_optimize(): the optimization pipeline of nvvm-opt (see opt.h for the
 * steps), and nvt_opt_run(): nvvm-opt's whole sequence around it. LLVM's
 * pipelines run through LLVMRunPasses with an NVPTX target machine, so
 * that the NVPTX passes registered as pipeline callbacks (NVVMReflect,
 * NVVMIntrRange) and the NVPTX cost models take part, as in
 * `opt -O3 -mtriple=nvptx64 -mcpu=sm_XX`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/opt.h>

#include "opt/mathopts.h"
#include "opt/reflect.h"
#include "opt/wgmma.h"
#include "llvm/split.h"

/* IR instructions (before optimization) per part when the count is
 * automatic: a part of 1,500 instructions is about 60 ms of -O3 (thrust,
 * 13,000 instructions, 0.55 s), well above what a part costs (its lazy read
 * and a job). */
#define NVT_OPT_SPLIT_CHUNK 1500

static int flag_to_math(enum nvt_flag f)
{
	return f == NVT_FLAG_ON ? 1 : f == NVT_FLAG_OFF ? 0 : NVT_MATH_UNSET;
}

static const char *level_pipeline(enum nvt_opt_level l)
{
	switch (l) {
	case NVT_OPT_O0: return "default<O0>";
	case NVT_OPT_O1: return "default<O1>";
	case NVT_OPT_O2: return "default<O2>";
	default: return "default<O3>";
	}
}

static LLVMTargetMachineRef make_tm(LLVMModuleRef m, const char *cpu, enum nvt_opt_level l, const char *file,
				    struct nvt_diags *d)
{
	const char *triple = LLVMGetTarget(m);

	if (!triple || strncmp(triple, "nvptx", 5))
		triple = NULL;
	return nvt_llvm_target_machine(triple, cpu, NULL,
				       l == NVT_OPT_O0 ? 0 : l == NVT_OPT_O1 ? 1 : l == NVT_OPT_O2 ? 2 : 3,
				       file, d);
}

struct pipeline {
	const char *name;   /* LLVM's textual pipeline */
	const char *cpu;
	enum nvt_opt_level level;
	bool hide_reflect;  /* leave __CUDA_ARCH queries for nvvm-llc */
	const char *file;
	bool params_global;  /* nvt_llvm_params_global after the pipeline */
};

/* The pipeline on one module, in the module's context. */
static int run_pipeline(LLVMModuleRef m, const struct pipeline *pl, struct nvt_diags *diags)
{
	LLVMTargetMachineRef tm = make_tm(m, pl->cpu, pl->level, pl->file, diags);
	LLVMPassBuilderOptionsRef po;
	LLVMErrorRef e;

	if (!tm)
		return -EINVAL;
	if (pl->hide_reflect)
		nvt_reflect_hide(m);
	po = LLVMCreatePassBuilderOptions();
	LLVMPassBuilderOptionsSetVerifyEach(po, 0);
	const char *ran = pl->name;
	e = LLVMRunPasses(m, ran, tm, po);
	/* Kernel pointer parameters are global (llvm/llvm.h): what the
	 * code generator knows, told to the module after the pipeline. */
	int cast = !e && pl->params_global ? nvt_llvm_params_global(m, tm, &e) : 0;
	if (cast > 0 && e)
		ran = NVT_PARAMS_GLOBAL_PIPELINE;
	LLVMDisposePassBuilderOptions(po);
	if (pl->hide_reflect)
		nvt_reflect_unhide(m);
	LLVMDisposeTargetMachine(tm);
	if (cast < 0)
		return cast;
	if (e) {
		char *msg = LLVMGetErrorMessage(e);
		nvt_error(diags, "pipeline", pl->file, NULL, "LLVM pipeline '%s' failed: %s", ran, msg);
		LLVMDisposeErrorMessage(msg);
		return -EINVAL;
	}
	return 0;
}

/* --- the pipeline in parts ----------------------------------------------------
 * The module is split as llvm/split.h says (closed components; small
 * leaf helpers copied). Each part is optimized on its own: part 0 is the
 * module itself with the other parts' definitions deleted, every other
 * part a lazy read of the module's bitcode in a context of its own (only
 * its own bodies are read: nvt_split_run), optimized
 * on any thread and written back to bitcode there. The parts are then read
 * into the module's context and linked into part 0 in part order.
 *
 * Why the result is what one module would give: the pipeline's
 * interprocedural passes (inliner, IPSCCP, GlobalOpt, dead-argument
 * elimination, attribute inference) only use what they see of a symbol's
 * uses, and every use of an internal symbol is in its part; external
 * symbols are never assumed about. What differs: the order of functions
 * (part by part), identical constants of two parts are not merged, and a
 * copied helper may be inlined in one part and kept in another. The linker
 * keeps identical named metadata once (!nvvmir.version, !llvm.ident), and
 * renames a private or internal symbol a pass created under a name another
 * part also created (deterministically: parts are linked in order). */

struct opt_split {
	struct nvt_split plan;
	const struct pipeline *pl;
	LLVMMemoryBufferRef *out; /* part -> the optimized part's bitcode (parts 1..) */
	double *cpu_ms;           /* part -> the thread's CPU time on it */
};

/* The pipeline on one part; parts 1.. are written to bitcode in their own
 * context, for the link back. */
static int opt_work(LLVMModuleRef m, unsigned part, void *arg, struct nvt_diags *d)
{
	struct opt_split *os = arg;
	int err = run_pipeline(m, os->pl, d);

	if (!err && part && !(os->out[part] = LLVMWriteBitcodeToMemoryBuffer(m)))
		err = -ENOMEM;
	return err;
}

/* What the parts took (nvt_opt_times). */
struct part_times {
	unsigned parts;
	double sum_ms, max_ms;
};

static int run_split(struct nvt_module *mod, const struct pipeline *pl, unsigned want,
		     unsigned jobs, const char *makeflags, struct part_times *pt,
		     struct nvt_diags *diags)
{
	struct opt_split os = { .pl = pl };
	int err = nvt_split_plan(mod->mod, want, NVT_OPT_SPLIT_CHUNK, &os.plan);

	if (err)
		return err;
	if (os.plan.n_parts <= 1) {
		nvt_split_free(&os.plan);
		return run_pipeline(mod->mod, pl, diags);
	}
	os.out = calloc(os.plan.n_parts, sizeof(*os.out));
	os.cpu_ms = calloc(os.plan.n_parts, sizeof(*os.cpu_ms));
	if (!os.out || !os.cpu_ms) {
		err = -ENOMEM;
		goto out;
	}
	err = nvt_split_run(&os.plan, mod->mod, pl->file, NULL, jobs, makeflags, opt_work, &os,
			    os.cpu_ms, diags);
	pt->parts = os.plan.n_parts;
	for (unsigned i = 0; i < os.plan.n_parts; i++) {
		pt->sum_ms += os.cpu_ms[i];
		if (os.cpu_ms[i] > pt->max_ms)
			pt->max_ms = os.cpu_ms[i];
	}
	/* Link the parts back, in order, in the module's context. */
	for (unsigned i = 1; !err && i < os.plan.n_parts; i++) {
		LLVMModuleRef pm = NULL;
		if (LLVMParseBitcodeInContext2(mod->ctx, os.out[i], &pm)) {
			nvt_error(diags, "internal", pl->file, NULL,
				  "optimized part %u of the module could not be read back", i);
			err = -EINVAL;
		} else if (LLVMLinkModules2(mod->mod, pm)) { /* takes pm */
			nvt_error(diags, "internal", pl->file, NULL,
				  "optimized part %u of the module could not be linked back", i);
			err = -EINVAL;
		}
	}
	if (!err)
		nvt_split_restore_comdats(mod->mod, &os.plan);
out:
	for (unsigned i = 0; os.out && i < os.plan.n_parts; i++)
		if (os.out[i])
			LLVMDisposeMemoryBuffer(os.out[i]);
	free(os.out);
	free(os.cpu_ms);
	nvt_split_free(&os.plan);
	return err;
}

static int optimize(struct nvt_module *mod, const struct nvt_opt_opts *opts, struct part_times *pt,
		    struct nvt_diags *diags)
{
	const char *file = mod->name;
	const char *arch_name = OPTS_GET(opts, arch, NULL);
	enum nvt_opt_level level = OPTS_GET(opts, opt_level, NVT_OPT_DEFAULT);
	const char *passes = OPTS_GET(opts, passes, NULL);
	const struct nvt_arch *arch = NULL;
	struct nvt_math_settings rec, want, s;
	int err;

	if (!OPTS_VALID_DIAG(opts, nvt_opt_opts, diags))
		return -EINVAL;
	nvt_module_changed(mod);
	if (arch_name && !(arch = nvt_arch_find(arch_name))) {
		nvt_error(diags, "arch", file, NULL, "unknown arch '%s' (expected e.g. sm_90)", arch_name);
		return -EINVAL;
	}
	/* nvvm-llc refuses a module recorded for another arch; so do we. */
	char *recorded_arch = nvt_arch_record_read(mod->mod, file, diags);
	if (recorded_arch && arch && strcmp(recorded_arch, arch->name)) {
		nvt_error(diags, "arch-record", file, NULL,
			  "module was optimized for %s (module flag nvvm-tools.arch) and cannot be optimized for %s",
			  recorded_arch, arch->name);
		free(recorded_arch);
		return -EINVAL;
	}
	if (!arch && recorded_arch)
		arch = nvt_arch_find(recorded_arch);
	bool had_record = recorded_arch != NULL;
	free(recorded_arch);

	/* 1. Math settings: recorded + options + libNVVM's defaults. */
	nvt_math_settings_init(&rec);
	nvt_math_settings_init(&want);
	if (nvt_math_read(mod->mod, &rec, file, diags))
		return -EINVAL;
	want.v[NVT_MATH_FTZ] = flag_to_math(OPTS_GET(opts, ftz, NVT_FLAG_UNSET));
	want.v[NVT_MATH_PREC_DIV] = flag_to_math(OPTS_GET(opts, prec_div, NVT_FLAG_UNSET));
	want.v[NVT_MATH_PREC_SQRT] = flag_to_math(OPTS_GET(opts, prec_sqrt, NVT_FLAG_UNSET));
	want.v[NVT_MATH_FMA] = flag_to_math(OPTS_GET(opts, fma, NVT_FLAG_UNSET));
	if (nvt_math_resolve(&rec, &want, &s, file, diags))
		return -EINVAL;

	/* 2. Reflect, with the resolved answers. */
	NVT_OPTS(nvt_reflect_opts, ro, .arch = arch ? arch->name : NULL,
		 .ftz = s.v[NVT_MATH_FTZ] ? NVT_FLAG_ON : NVT_FLAG_OFF,
		 .prec_sqrt = s.v[NVT_MATH_PREC_SQRT] ? NVT_FLAG_ON : NVT_FLAG_OFF);
	if ((err = nvt_reflect(mod, &ro, NULL, diags)))
		return err;

	/* 3. Settings into IR, and on record. */
	if ((err = nvt_math_apply(mod->mod, &s, file, diags)))
		return err;
	if ((err = nvt_math_record(mod->mod, &s)))
		return err;
	if (arch && !had_record && (err = nvt_arch_record_write(mod->mod, arch->name)))
		return err;

	/* 3b. Functions that issue wgmma are inlined into their kernels
	 * (opt/wgmma.c): ptxas serializes a wgmma pipeline split by a call. */
	if (!passes && level != NVT_OPT_O0) {
		unsigned marked;
		if ((err = nvt_opt_inline_wgmma(mod->mod, &marked)))
			return err;
	}

	/* 4. LLVM's pipeline with the NVPTX target machine, whole or in parts.
	 * Without an arch, the cost models are those of the arch the front end
	 * compiled for (clang's "target-cpu" on every function), else of the
	 * default arch: NVPTX has one subtarget per target machine and reads
	 * no function's attribute, so sm_75's cost models would keep the SLP
	 * vectorizer from pairing f32 arithmetic that sm_100 has (add.f32x2;
	 * measured: one thrust kernel, 78 registers against 34). The arch of
	 * the cost models is not recorded and does not reach NVVMReflect: the
	 * module stays one for any arch. */
	const struct nvt_arch *model = arch;
	if (!model) {
		char *cpu = nvt_module_target_cpu(mod->mod);
		model = cpu ? nvt_arch_find(cpu) : NULL;
		free(cpu);
	}
	struct pipeline pl = {
		.name = passes ? passes : level_pipeline(level),
		.cpu = model ? model->name : NVT_DEFAULT_ARCH,
		.level = level,
		.hide_reflect = !arch,
		.file = file,
		.params_global = !passes && level != NVT_OPT_O0,
	};
	unsigned parts = passes || level == NVT_OPT_O0 ? 1 : OPTS_GET(opts, partitions, 0);
	if (parts != 1)
		return run_split(mod, &pl, parts, OPTS_GET(opts, jobs, 0),
				 OPTS_GET(opts, makeflags, NULL), pt, diags);
	return run_pipeline(mod->mod, &pl, diags);
}

NVT_API int nvt_optimize(struct nvt_module *mod, const struct nvt_opt_opts *opts, struct nvt_diags *diags)
{
	struct part_times pt = { 0 };

	return optimize(mod, opts, &pt, diags);
}

/* ---- nvt_opt_run: nvvm-opt's sequence ------------------------------------ */

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Close the step begun at *t0 into *ms; restart *t0. */
static void step_end(double *ms, double *t0)
{
	double t = now_ms();

	*ms = t - *t0;
	*t0 = t;
}

NVT_API int nvt_opt_run(struct nvt_module *mod, const struct nvt_opt_run_opts *opts,
			struct nvt_diags *diags)
{
	const struct nvt_verify_opts *vo = OPTS_GET(opts, verify, NULL);
	const struct nvt_opt_opts *oo = OPTS_GET(opts, opt, NULL);
	struct nvt_opt_times *times = OPTS_GET(opts, times, NULL);
	bool no_translate = OPTS_GET(opts, no_translate, false);
	bool no_verify = OPTS_GET(opts, no_verify, false);
	bool verify_only = OPTS_GET(opts, verify_only, false);
	enum nvt_dialect dialect = OPTS_GET(vo, dialect, NVT_DIALECT_LLVM);
	double t0 = now_ms();
	int err = 0;

	if (!mod || !OPTS_VALID_DIAG(opts, nvt_opt_run_opts, diags) || (verify_only && no_verify))
		return -EINVAL;
	/* An older caller's struct may be shorter: only the fields its sz
	 * covers are written (through the slots below). */
	double slot[4] = { -1, -1, -1, -1 }, *ms[4] = { NULL, NULL, NULL, NULL };
	if (times) {
		if (!OPTS_VALID(times, nvt_opt_times))
			return -EINVAL;
		if (OPTS_HAS(times, translate_ms))
			ms[0] = &times->translate_ms;
		if (OPTS_HAS(times, verify_ms))
			ms[1] = &times->verify_ms;
		if (OPTS_HAS(times, optimize_ms))
			ms[2] = &times->optimize_ms;
		if (OPTS_HAS(times, verify_after_ms))
			ms[3] = &times->verify_after_ms;
	}
	for (int i = 0; i < 4; i++)
		if (!ms[i])
			ms[i] = &slot[i];
		else
			*ms[i] = -1;
	/* The NVVM IR 1.5 warp intrinsics become LLVM 22's before anything
	 * looks at the module; the nvvm dialect accepts them as they are, so
	 * verifying only in it leaves them. */
	if (!no_translate && (!verify_only || dialect == NVT_DIALECT_LLVM)) {
		err = nvt_translate_legacy(mod, NULL, diags);
		step_end(ms[0], &t0);
		if (err)
			return err;
	}
	if (!no_verify) {
		err = nvt_verify(mod, vo, diags);
		step_end(ms[1], &t0);
		if (err)
			return err;
	}
	if (verify_only)
		return 0;
	struct part_times pt = { 0 };
	err = optimize(mod, oo, &pt, diags);
	step_end(ms[2], &t0);
	if (times && OPTS_HAS(times, part_cpu_max_ms)) {
		times->parts = pt.parts;
		times->parts_cpu_ms = pt.sum_ms;
		times->part_cpu_max_ms = pt.max_ms;
	}
	if (err || no_verify)
		return err;
	err = nvt_verify(mod, vo, diags);
	step_end(ms[3], &t0);
	return err;
}
