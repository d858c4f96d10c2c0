/* SPDX-License-Identifier: Apache-2.0 */
/* Internal helpers of reflect.c (the public entry is nvt_reflect in opt.h). */
#ifndef NVT_OPT_REFLECT_H
#define NVT_OPT_REFLECT_H

#include "llvm/llvm.h"

/* Rename __nvvm_reflect / llvm.nvvm.reflect so that LLVM's NVVMReflect
 * (which the NVPTX target machine puts in every pipeline) does not answer
 * the queries left for codegen; nvt_reflect_unhide() restores the names. */
/* nvt_reflect() on a bare module with the answers given: `arch` NULL
 * leaves __CUDA_ARCH, ftz and prec_sqrt are 0/1 (code generators pass
 * their resolved math settings). */
int nvt_reflect_llvm_module(LLVMModuleRef m, const char *arch, int ftz, int prec_sqrt, unsigned *count,
			    const char *file, struct nvt_diags *diags);

void nvt_reflect_hide(LLVMModuleRef m);
void nvt_reflect_unhide(LLVMModuleRef m);

#endif
