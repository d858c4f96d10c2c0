/* SPDX-License-Identifier: Apache-2.0 */
/* Internal helpers of reflect.c (the public entry is nvt_reflect in opt.h). */
#ifndef NVT_CODEGEN_REFLECT_H
#define NVT_CODEGEN_REFLECT_H

#include "support/llvm.h"

/* Rename __nvvm_reflect / llvm.nvvm.reflect so that LLVM's NVVMReflect
 * (which the NVPTX target machine puts in every pipeline) does not answer
 * the queries left for codegen; nvt_reflect_unhide() restores the names. */
void nvt_reflect_hide(LLVMModuleRef m);
void nvt_reflect_unhide(LLVMModuleRef m);

#endif
