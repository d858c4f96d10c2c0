/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The verifier for code inside the library that holds a bare LLVMModuleRef
 * (nvvm-llc's driver, nvvm-link, src/opt): the same as nvt_verify() of
 * <nvvmtools/verify.h>, with the input name for diagnostics passed
 * explicitly.
 */
#ifndef NVT_VERIFY_API_H
#define NVT_VERIFY_API_H

#include <nvvmtools/verify.h>
#include "llvm/llvm.h"

int nvt_verify_llvm_module(LLVMModuleRef m, const struct nvt_verify_opts *opts, const char *file,
			   struct nvt_diags *diags);

#endif
