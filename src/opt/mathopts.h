/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Module settings that travel with NVVM IR between our tools: the math
 * options libNVVM has (-ftz, -prec-div, -prec-sqrt, -fma) and the arch a
 * module was optimized for. nvvm-opt records them when it optimizes,
 * nvvm-llc reads them so that its defaults never undo what was decided
 * earlier, and both apply them to the IR the same way.
 *
 * Where a setting lives in the IR (module flags, agreed names):
 *   "nvvm-reflect-ftz"      i32 0/1 (LLVM's own: NVVMReflect answers
 *                           __nvvm_reflect("__CUDA_FTZ") with it; clang
 *                           writes it with behavior Override)
 *   "nvvm-tools.prec-div"   i32 0/1
 *   "nvvm-tools.prec-sqrt"  i32 0/1
 *   "nvvm-tools.fma"        i32 0/1
 *   "nvvm-tools.arch"       MDString, e.g. "sm_90"
 * Our own flags use behavior Error, so that llvm-link refuses to merge two
 * modules that were built with different settings.
 *
 * How a setting becomes code (measured on LLVM 22.1.8, see doc/nvvm-llc.md):
 *   ftz=1        "denormal-fp-math-f32"="preserve-sign,preserve-sign" on
 *                every defined function: NVPTX then emits the .ftz forms
 *   fma=1 / 0    add / remove the `contract` fast-math flag on every
 *                floating-point instruction that can carry one: NVPTX fuses
 *                fmul+fadd into fma.rn only when both are `contract`, and
 *                writes mul.rn/add.rn (which ptxas never fuses) otherwise
 *   prec-div=0   every scalar `fdiv float` becomes llvm.nvvm.div.full(.ftz):
 *                div.full.f32, as libNVVM; no process-wide cl::opt is used
 *   prec-sqrt=0  every llvm.sqrt.f32 becomes llvm.nvvm.sqrt.approx(.ftz).f
 */
#ifndef NVT_OPT_MATHOPTS_H
#define NVT_OPT_MATHOPTS_H

#include "llvm/llvm.h"

/* A tri-state setting: NVT_MATH_UNSET means "not recorded / not given". */
#define NVT_MATH_UNSET (-1)

enum nvt_math_key {
	NVT_MATH_FTZ = 0,
	NVT_MATH_PREC_DIV,
	NVT_MATH_PREC_SQRT,
	NVT_MATH_FMA,
	NVT_MATH_COUNT
};

struct nvt_math_settings {
	int v[NVT_MATH_COUNT]; /* 0, 1 or NVT_MATH_UNSET */
};

/* libNVVM's defaults: ftz=0 prec-div=1 prec-sqrt=1 fma=1. */
extern const struct nvt_math_settings nvt_math_defaults;

/* "ftz", "prec-div", ... (the option names, without the dash). */
const char *nvt_math_option_name(enum nvt_math_key k);

/* All settings UNSET. */
void nvt_math_settings_init(struct nvt_math_settings *s);

/* Read what the module records. A flag that is present but not an i32 0/1
 * is an error (rule "module-setting") naming the flag. */
int nvt_math_read(LLVMModuleRef m, struct nvt_math_settings *out, const char *file,
		  struct nvt_diags *d);

/* Combine what the module records with explicit options: a recorded value
 * wins over nothing; an option fills what is not recorded; an option that
 * contradicts a recorded value is an error (rule "math-option-conflict")
 * naming both; what is still unset takes libNVVM's default. `out` is
 * always complete (no UNSET) when this returns 0. */
int nvt_math_resolve(const struct nvt_math_settings *recorded,
		     const struct nvt_math_settings *options, struct nvt_math_settings *out,
		     const char *file, struct nvt_diags *d);

/* Record every set value as a module flag where the module has none yet
 * (an existing flag is never duplicated: the verifier forbids that). */
int nvt_math_record(LLVMModuleRef m, const struct nvt_math_settings *s);

/* Turn complete settings into IR (see the table above). */
int nvt_math_apply(LLVMModuleRef m, const struct nvt_math_settings *s, const char *file,
		   struct nvt_diags *d);

/* The arch record: "nvvm-tools.arch". nvt_arch_record_read returns a
 * malloc'ed copy, or NULL when absent (or not a string: error reported). */
char *nvt_arch_record_read(LLVMModuleRef m, const char *file, struct nvt_diags *d);
int nvt_arch_record_write(LLVMModuleRef m, const char *arch);

#endif
