/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The verifier for code inside the library that holds a bare LLVMModuleRef
 * (nvvm-llc's driver, nvvm-link): the same as nvt_verify() and
 * nvt_verify__translate_legacy() of <nvvmtools/verify.h>, with the input
 * name for diagnostics passed explicitly.
 */
#ifndef NVT_VERIFY_API_H
#define NVT_VERIFY_API_H

#include <nvvmtools/verify.h>
#include "support/llvm.h"

int nvt_verify_llvm_module(LLVMModuleRef m, const struct nvt_verify_opts *opts, const char *file,
			   struct nvt_diags *diags);
int nvt_translate_legacy_llvm_module(LLVMModuleRef m, unsigned *count, const char *file,
				     struct nvt_diags *diags);
/* Whether `m` declares one of the functions the translation above rewrites
 * (without it, the translation changes nothing). Reads only. */
bool nvt_legacy_llvm_module_has(LLVMModuleRef m);

#endif
