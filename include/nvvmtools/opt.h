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
 *      target machine of the arch (the functions' "target-cpu", else
 *      sm_75, when none is given: it only drives cost models; __CUDA_ARCH
 *      is then left for nvvm-llc);
 *   5. at -O1..-O3 (not with `passes`), for the CUDA triple: the generic
 *      pointer parameters of kernels (not byval, not optnone) taken as
 *      global, as LLVM's code generator takes them, and address-space
 *      inference run, so that isspacep.global tests on them fold and what
 *      they guarded is deleted before code generation (doc/nvvm-opt.md).
 * Verification is not part of nvt_optimize(); nvt_opt_run() below is the
 * whole of nvvm-opt: translate the NVVM IR 1.5 spellings, verify,
 * optimize, verify again.
 */
#ifndef NVVMTOOLS_OPT_H
#define NVVMTOOLS_OPT_H

#include <nvvmtools/codegen.h>
#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>

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
	/* Parts the module is split into for the level's pipeline, each
	 * optimized on its own on up to `jobs` threads and linked back in
	 * order (doc/nvvm-opt.md, "Partitions"): 0 = by size (one part per
	 * 1,500 instructions, at most 4), 1 = never, N = at most N (up to 64).
	 * Only definitions that use nothing of each other go to different
	 * parts; never with `passes`, at -O0, or with debug info. The result
	 * never depends on `jobs`. */
	unsigned partitions;
	unsigned jobs;          /* 0 = online CPUs */
	/* MAKEFLAGS, for GNU make's jobserver (as nvt_codegen_opts.makeflags). */
	const char *makeflags;
};
#define nvt_opt_opts__last_field makeflags

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

/* Translate the NVVM IR 1.5 spellings of the warp-level intrinsics (§13.6),
 * which LLVM 22 does not know and would emit as calls to undefined
 * functions, into LLVM 22's intrinsics:
 *   llvm.nvvm.shfl.sync.i32(mask, mode, a, b, c)  -> llvm.nvvm.shfl.sync.{idx,up,down,bfly}p.i32
 *   llvm.nvvm.vote.sync(mask, mode, pred)         -> llvm.nvvm.vote.{all,any,uni,ballot}.sync
 *   llvm.nvvm.texsurf.handle.p1(metadata @g, @g)   -> llvm.nvvm.texsurf.handle.internal.p1(@g)
 *   llvm.nvvm.hmma.mMnNkK.{ld,st,mma}.*           -> llvm.nvvm.wmma.mMnNkK.* (i32 fragment
 *                                                    elements <-> <2 x half> by bitcasts)
 * The {i32, i1} results of the 1.5 forms are rebuilt from the new ones.
 * A mode operand that is not a constant, or a form without an LLVM 22
 * equivalent, is an error (rule "legacy-intrinsic") and the call is left
 * as it was. `*count` (may be NULL) receives the number of calls rewritten.
 * Returns 0, or -EINVAL when something could not be translated. */
NVT_API int nvt_translate_legacy(struct nvt_module *mod, unsigned *count,
				 struct nvt_diags *diags);

/* What nvt_opt_run() spent in each step, in milliseconds of wall-clock
 * time; a step that did not run is -1. */
struct nvt_opt_times {
	size_t sz;
	double translate_ms;
	double verify_ms;
	double optimize_ms;
	double verify_after_ms;
	/* The partitioned optimization (nvt_opt_opts.partitions): the parts,
	 * 0 when the module was optimized whole; the CPU time of the threads
	 * on all parts together and on the longest one (the rest of
	 * optimize_ms is serial: the split, the link back). */
	unsigned parts;
	double parts_cpu_ms;
	double part_cpu_max_ms;
};
#define nvt_opt_times__last_field part_cpu_max_ms

struct nvt_opt_run_opts {
	size_t sz;
	const struct nvt_opt_opts *opt;       /* nvt_optimize()'s options; NULL: defaults */
	const struct nvt_verify_opts *verify; /* both verifications'; NULL: defaults */
	/* Keep the NVVM IR 1.5 spellings (the llvm dialect then rejects
	 * them). Without it they are translated first, except when only
	 * verifying in the nvvm dialect, which accepts them as they are. */
	bool no_translate;
	bool no_verify;   /* skip both verifications */
	bool verify_only; /* translate (see above) and verify; do not optimize */
	struct nvt_opt_times *times; /* NULL: not measured */
};
#define nvt_opt_run_opts__last_field times

/* The sequence of nvvm-opt on `mod`, in place: nvt_translate_legacy(),
 * nvt_verify(), nvt_optimize(), and nvt_verify() again (our own pipeline
 * must not make a valid module invalid: a failure there is a bug,
 * reported with the verifier's rule). Stops at the first step that
 * reports an error. Returns 0, -EINVAL after reporting why (or for bad
 * opts, or verify_only with no_verify), or another negative errno. */
NVT_API int nvt_opt_run(struct nvt_module *mod, const struct nvt_opt_run_opts *opts,
			struct nvt_diags *diags);

#ifdef __cplusplus
}
#endif
#endif
