/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvt_optimize(): the optimization pipeline of nvvm-opt (see opt.h for the
 * steps). LLVM's pipelines run through LLVMRunPasses with an NVPTX target
 * machine, so that the NVPTX passes registered as pipeline callbacks
 * (address-space inference, NVVMReflect, NVVMIntrRange) and the NVPTX
 * cost models take part, as in `opt -O3 -mtriple=nvptx64 -mcpu=sm_XX`.
 */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/opt.h>

#include "codegen/mathopts.h"
#include "codegen/reflect.h"

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
	LLVMTargetRef t = NULL;
	char *err = NULL;

	nvt_llvm_init_nvptx();
	if (!triple || strncmp(triple, "nvptx", 5))
		triple = "nvptx64-nvidia-cuda";
	if (LLVMGetTargetFromTriple(triple, &t, &err)) {
		nvt_error(d, "target", file, NULL, "cannot create the NVPTX target for '%s': %s", triple,
			  err ? err : "unknown error");
		LLVMDisposeMessage(err);
		return NULL;
	}
	LLVMCodeGenOptLevel cl = l == NVT_OPT_O0 ? LLVMCodeGenLevelNone
				 : l == NVT_OPT_O1 ? LLVMCodeGenLevelLess
				 : l == NVT_OPT_O2 ? LLVMCodeGenLevelDefault
						   : LLVMCodeGenLevelAggressive;
	return LLVMCreateTargetMachine(t, triple, cpu, "", cl, LLVMRelocDefault, LLVMCodeModelDefault);
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
