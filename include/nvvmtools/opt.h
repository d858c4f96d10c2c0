/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The optimization pipeline of nvvm-opt: NVVM IR in, optimized NVVM IR out,
 * in memory.
 *
 * nvt_optimize() runs, on one module:
 *   1. the math settings: what the module records (module flags
 *      "nvvm-reflect-ftz", "nvvm-tools.prec-div", "nvvm-tools.prec-sqrt",
 *      "nvvm-tools.fma") combined with the options, libNVVM's defaults for
 *      the rest (ftz=0 prec-div=1 prec-sqrt=1 fma=1); an option that
 *      contradicts a recorded value is an error;
 *   2. __nvvm_reflect resolution (nvt_reflect below);
 *   3. the math settings turned into IR (denormal attributes for ftz,
 *      contraction for fma, div.full / sqrt.approx for prec-div=0 /
 *      prec-sqrt=0) and recorded in the module, so that nvvm-llc does not
 *      undo them; with an arch, the arch record "nvvm-tools.arch";
 *   4. LLVM's pipeline for the level (default<O3> ...) with the NVPTX
 *      target machine of the arch (sm_75 when none is given: it only
 *      drives cost models; __CUDA_ARCH is then left for nvvm-llc).
 * Verification is the caller's (nvvm-opt verifies before and after).
 */
#ifndef NVVMTOOLS_OPT_H
#define NVVMTOOLS_OPT_H

#include <nvvmtools/codegen.h>
#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/module.h>

#ifdef __cplusplus
extern "C" {
#endif

struct nvt_opt_opts {
	size_t sz;
	enum nvt_opt_level opt_level; /* NVT_OPT_DEFAULT = -O3 */
	/* "sm_90": resolves __nvvm_reflect("__CUDA_ARCH"), sets the target
	 * machine and is recorded in the module ("nvvm-tools.arch"). NULL:
	 * __CUDA_ARCH queries stay in the module for nvvm-llc. */
	const char *arch;
	enum nvt_flag ftz;       /* flush f32 denormals to zero (default off) */
	enum nvt_flag prec_div;  /* IEEE f32 division (default on) */
	enum nvt_flag prec_sqrt; /* IEEE f32 square root (default on) */
	enum nvt_flag fma;       /* contract fmul+fadd (default on) */
	/* An LLVM textual pipeline run instead of the level's ("instcombine,
	 * simplifycfg"); NULL: the level's. */
	const char *passes;
};
#define nvt_opt_opts__last_field passes

/* Optimize `mod` in place. Returns 0, or a negative errno (-EINVAL after
 * reporting why: unknown arch, conflicting math settings, a pipeline LLVM
 * rejects). */
NVT_API int nvt_optimize(struct nvt_module *mod, const struct nvt_opt_opts *opts,
			 struct nvt_diags *diags);

struct nvt_reflect_opts {
	size_t sz;
	/* "sm_90": __CUDA_ARCH becomes 900. NULL: __CUDA_ARCH calls are left
	 * for LLVM's NVVMReflect in codegen, which knows the target. */
	const char *arch;
	/* __CUDA_FTZ and __CUDA_PREC_SQRT answers; UNSET: the module's record
	 * ("nvvm-reflect-ftz", "nvvm-tools.prec-sqrt"), else libNVVM's default
	 * (0 and 1). */
	enum nvt_flag ftz;
	enum nvt_flag prec_sqrt;
};
#define nvt_reflect_opts__last_field prec_sqrt

/* Replace every call __nvvm_reflect("NAME") / llvm.nvvm.reflect(...) by
 * its answer: __CUDA_ARCH (SM * 10; only with an arch), __CUDA_FTZ,
 * __CUDA_PREC_SQRT; any other name answers 0, as libNVVM does. LLVM 22's
 * own NVVMReflect knows only the first two and answers 0 for
 * __CUDA_PREC_SQRT, which would select libdevice's approximate square
 * root: code generators must call this before LLVM's pipeline. `*count`
 * (may be NULL) receives the number of calls replaced. */
NVT_API int nvt_reflect(struct nvt_module *mod, const struct nvt_reflect_opts *opts,
			unsigned *count, struct nvt_diags *diags);

#ifdef __cplusplus
}
#endif
#endif
