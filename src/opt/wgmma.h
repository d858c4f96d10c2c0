/* SPDX-License-Identifier: Apache-2.0 */
/* Warpgroup MMAs stay in their kernels (wgmma.c). */
#ifndef NVT_OPT_WGMMA_H
#define NVT_OPT_WGMMA_H

#include "llvm/llvm.h"

/* Mark alwaysinline every defined non-kernel function of m that issues
 * wgmma (inline asm or an llvm.nvvm.wgmma intrinsic), itself or through
 * the functions it calls, unless it is noinline or calls itself; *marked:
 * how many were marked. 0, or -ENOMEM. */
int nvt_opt_inline_wgmma(LLVMModuleRef m, unsigned *marked);

#endif
