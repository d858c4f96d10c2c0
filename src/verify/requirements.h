/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The requirement table's entry points (requirements.c over the intrinsic
 * table of intrinsics.c): what a module needs from an arch and a PTX ISA
 * version. Code generation calls them per target arch; they live with the
 * verifier because they read the same table, and this header is what
 * codegen includes, so that verify never includes codegen.
 */
#ifndef NVT_VERIFY_REQUIREMENTS_H
#define NVT_VERIFY_REQUIREMENTS_H

#include <nvvmtools/arch.h>
#include "llvm/llvm.h"

/* Walk every call to an llvm.nvvm.* intrinsic (and any other construct with
 * a gate) in `m`: an intrinsic `arch` cannot have at all is an error naming
 * the intrinsic, the function and the archs that have it (rule
 * "intrinsic-arch"); otherwise raise *min_ptx to the lowest PTX ISA version
 * every construct needs. `debug` adds what full debug sections need (7.0).
 * *min_ptx comes in holding the arch's own minimum. */
int nvt_verify_requirements(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			unsigned *min_ptx, const char *file, struct nvt_diags *d);

/* The same, saying what sets the bounds, so that a version error can name
 * it: need->min_ptx comes in holding the arch's minimum and goes out raised;
 * need->max_ptx goes out as the newest version every construct allows (some
 * intrinsics are gone from later PTX ISA versions: vote without .sync), 0
 * when nothing limits it. */
struct nvt_cg_need {
	unsigned min_ptx;
	unsigned max_ptx;
	char min_by[288]; /* "intrinsic 'llvm.nvvm.elect.sync'"; "" when the arch sets it */
	char max_by[288]; /* "intrinsic 'llvm.nvvm.vote.all'"; "" when nothing limits it */
	/* Inline asm uses an instruction the PTX table does not know: choose
	 * the newest version the limits allow, since nothing lower is known to
	 * be enough. newest_by says which ("inline asm 'foo.b32' in function
	 * 'k' (not in the PTX instruction table)"). */
	bool newest;
	char newest_by[288];
};
int nvt_verify_requirements_ex(LLVMModuleRef m, const struct nvt_arch *arch, bool debug,
			   struct nvt_cg_need *need, const char *file, struct nvt_diags *d);
/* True when `m` calls a target-independent intrinsic that LLVM 22 cannot
 * select below some sm (llvm.tanh: sm_75) and `arch` is below it: the
 * driver then folds the branches __nvvm_reflect decided, so that only live
 * calls are left for nvt_verify_requirements_ex to report. */
bool nvt_cg_gated_below_arch(LLVMModuleRef m, const struct nvt_arch *arch);

#endif
