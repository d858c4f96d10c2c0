/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt_optimize(): the optimization pipeline of nvvm-opt (see opt.h for the
 * steps), and nvt_opt_run(): nvvm-opt's whole sequence around it. LLVM's
 * pipelines run through LLVMRunPasses with an NVPTX target machine, so that the NVPTX passes registered as pipeline callbacks
 * (address-space inference, NVVMReflect, NVVMIntrRange) and the NVPTX
 * cost models take part, as in `opt -O3 -mtriple=nvptx64 -mcpu=sm_XX`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/opt.h>

#include "opt/mathopts.h"
#include "opt/reflect.h"

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

NVT_API int nvt_optimize(struct nvt_module *mod, const struct nvt_opt_opts *opts, struct nvt_diags *diags)
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

	/* 4. LLVM's pipeline with the NVPTX target machine. */
	LLVMTargetMachineRef tm = make_tm(mod->mod, arch ? arch->name : NVT_DEFAULT_ARCH, level, file, diags);
	if (!tm)
		return -EINVAL;
	if (!arch)
		nvt_reflect_hide(mod->mod);
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	LLVMPassBuilderOptionsSetVerifyEach(po, 0);
	LLVMErrorRef e = LLVMRunPasses(mod->mod, passes ? passes : level_pipeline(level), tm, po);
	LLVMDisposePassBuilderOptions(po);
	if (!arch)
		nvt_reflect_unhide(mod->mod);
	LLVMDisposeTargetMachine(tm);
	if (e) {
		char *msg = LLVMGetErrorMessage(e);
		nvt_error(diags, "pipeline", file, NULL, "LLVM pipeline '%s' failed: %s",
			  passes ? passes : level_pipeline(level), msg);
		LLVMDisposeErrorMessage(msg);
		return -EINVAL;
	}
	return 0;
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
	err = nvt_optimize(mod, oo, diags);
	step_end(ms[2], &t0);
	if (err || no_verify)
		return err;
	err = nvt_verify(mod, vo, diags);
	step_end(ms[3], &t0);
	return err;
}
