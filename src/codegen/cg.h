/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: codegen — nvvm-llc: ABI checks and lowering, PTX emission per arch
 * and part, canonical order, debug post-processing; may use: core, ptx,
 * llvm, verify, link, opt, dwarf.
 *
 * Internal contract between the pieces of src/codegen (the verifier's
 * requirement table, which codegen calls, is in verify/requirements.h). The driver (codegen.c) runs, for one input module:
 *
 *   once:     nvt_cg_check_input()          arch-independent ABI checks
 *   per arch, on the arch's own copy of the module (own LLVM context):
 *             arch record / target attrs     (codegen.c)
 *             nvt_verify_requirements_ex()       intrinsic gates + PTX version bounds
 *             math options                   (codegen.c)
 *             nvt_cg_lower_abi()             IR rewrites the NVVM ABI needs
 *             nvt_cg_launch_bounds()         callees of launch-bounded kernels
 *             nvt_cg_remat()                 hoisted values computed again in loops
 *             LLVM codegen to PTX text       (codegen.c)
 *             nvt_cg_canonical_order()       reproducible variable order
 *             nvt_cg_postprocess_debug()     --lineinfo stripping, DWARF fixes
 *             nvt_cg_check_ptx_linkage()     §15.1 directive table
 *
 * Every function reports through `d` naming `file` and the entity, keeps
 * going after an error where it can (so one run reports everything), and
 * returns 0 or a negative errno (-EINVAL when it reported an error).
 */
#ifndef NVT_CODEGEN_CG_H
#define NVT_CODEGEN_CG_H

#include <nvvmtools/arch.h>
#include <nvvmtools/codegen.h>
#include "llvm/llvm.h"
#include "verify/requirements.h"

/* --- abi_input.c ----------------------------------------------------------
 * Checks before codegen that do not depend on the arch: target triple
 * (nvptx64-*-cuda; gpulibs -> "use nvvm-link"; nvptx-*-cuda -> 32-bit
 * refusal), unsupported linkage (extern_weak, appending, ifuncs), by-value
 * aggregate parameters aligned to more than 128, system-call prototypes
 * (vprintf, malloc, free, __assertfail). */
int nvt_cg_check_input(LLVMModuleRef m, const char *file, struct nvt_diags *d);
/* A value's name for messages: "<unnamed>" when it has none. */
const char *nvt_cg_value_name(LLVMValueRef v);

/* --- frontend.c -----------------------------------------------------------
 * Per-arch rewrites of the frontend facts of llvm/frontend.h: unused
 * CUDA builtin variables are deleted, address-only ones become a local
 * byte; dynamic shared arrays get nvcc's 16-byte minimum alignment. */
int nvt_cg_lower_frontend(LLVMModuleRef m, const char *file, struct nvt_diags *d);

/* --- abi_lower.c ----------------------------------------------------------
 * IR rewrites before codegen for `arch`: available_externally functions are
 * kept as .weak with their body; atomicrmw gets the ordering/scope mapping
 * of the PTX ABI chapter 4 (fences around a relaxed atom, or the scoped
 * intrinsic), except the CUDA atomic functions `atomics` selects, which
 * become one relaxed .gpu atom as nvcc writes them; syncscopes PTX cannot
 * express are errors. */
int nvt_cg_lower_abi(LLVMModuleRef m, const struct nvt_arch *arch, enum nvt_atomics atomics,
		     const char *file, struct nvt_diags *d);

/* --- launch_bounds.c ------------------------------------------------------
 * Launch-bounded kernels and the externally visible functions they reach
 * by direct calls: each such function becomes internal (NAME$lb, every
 * direct call goes to it) behind a wrapper with its name, so that ptxas
 * compiles it under the kernels' register limit. `rewrite` false: change
 * nothing, report as notes what cannot be fixed (indirect calls, callees
 * another module may replace); true: rewrite, report nothing. */
int nvt_cg_launch_bounds(LLVMModuleRef m, bool rewrite, const char *file, struct nvt_diags *d);

/* --- remat.c --------------------------------------------------------------
 * Before codegen at -O1 and up: cheap loop-invariant instructions (a cast,
 * an integer operation with a constant, a constant-offset getelementptr)
 * whose operand is live in the loop anyway are computed again in the loop
 * blocks that use them, instead of holding a register across the loop
 * (ptxas allocates the registers LICM's hoisting asks for). Returns the
 * number of clones, or -ENOMEM. */
int nvt_cg_remat(LLVMModuleRef m);

/* --- abi_ptx.c ------------------------------------------------------------
 * After codegen: every linkage directive in `ptx` against the table of the
 * NVVM IR spec §15.1, computed from the IR module that produced it. A
 * mismatch is an internal error naming the symbol (rule "ptx-linkage"). */
int nvt_cg_check_ptx_linkage(LLVMModuleRef m, const char *ptx, size_t len, const char *file,
			     struct nvt_diags *d);

/* --- debug post-processing (src/codegen/debug.c; DWARF edits in src/dwarf) --
 * mode 0: no debug info was requested (nothing to do; debug info was
 * stripped from the IR before codegen); 1: --lineinfo: remove the `debug`
 * target flag and every .section .debug_* block, keep .file/.loc; 2: -g:
 * fix the DWARF (address classes). May replace *ptx (malloc'ed). */
int nvt_cg_postprocess_debug(char **ptx, size_t *len, int mode, const char *file,
			     struct nvt_diags *d);

/* --- canon.c ----------------------------------------------------------------
 * Right after LLVM prints: the module-level variable declarations (and the
 * "has been demoted" comments) and each function's demoted .shared
 * variables in a deterministic order computed from `m` (LLVM's own order
 * depends on pointer hashing). Lines are permuted in place; the length does
 * not change. 0 or -ENOMEM. */
int nvt_cg_canonical_order(LLVMModuleRef m, char *ptx, size_t len);
/* Before codegen: unnamed global variables and functions are named
 * "__unnamed_N" in module order (LLVM would number them in its printing
 * order, which depends on addresses). */
int nvt_cg_name_unnamed(LLVMModuleRef m);

#endif
