/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The NVVM IR 1.5 translation (legacy.c) for code inside the library that
 * holds a bare LLVMModuleRef (nvvm-llc's driver): nvt_translate_legacy() of
 * <nvvmtools/opt.h> with the input name for diagnostics passed explicitly.
 */
#ifndef NVT_OPT_LEGACY_H
#define NVT_OPT_LEGACY_H

#include "llvm/llvm.h"

int nvt_translate_legacy_llvm_module(LLVMModuleRef m, unsigned *count, const char *file,
				     struct nvt_diags *diags);
/* Whether `m` declares one of the functions the translation rewrites
 * (without it, the translation changes nothing). Reads only. */
bool nvt_legacy_llvm_module_has(LLVMModuleRef m);

#endif
