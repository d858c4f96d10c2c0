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

/* The data layout the verifier's data-layout message shows for the nvvm
 * dialect (libNVVM's); libnvvm-open's compile says the same words. */
#define NVT_DL_EXAMPLE_NVVM                                                                   \
	"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-" \
	"f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

int nvt_verify_llvm_module(LLVMModuleRef m, const struct nvt_verify_opts *opts, const char *file,
			   struct nvt_diags *diags);

#endif
