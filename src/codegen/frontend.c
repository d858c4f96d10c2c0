/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Per-arch rewrites of what CUDA front ends put in every module
 * (llvm/frontend.h, doc/abi.md "Frontend facts"), on the arch's own copy
 * of the module, after nvt_cg_check_input() has refused what cannot work:
 *
 *  - CUDA builtin variables never reach the PTX as declarations: unused
 *    ones are deleted. One whose address is still taken (clang -O0 passes
 *    &threadIdx as `this` to `operator dim3()`, which never dereferences
 *    it: the struct is empty) becomes a module-local, zero-initialized
 *    definition of its one-byte struct, which is exactly what llc-22 makes
 *    of an extern_weak variable anyway (a definition without a linking
 *    directive), made explicit. Reads and writes through one were refused
 *    before (rule cuda-builtin-variable).
 *  - Dynamic shared memory (`extern __shared__ T buf[]`) is declared with
 *    at least 16-byte alignment, as nvcc declares it: code written for nvcc
 *    casts `extern __shared__ char buf[]` to float4* and relies on it.
 */
#include "codegen/cg.h"
#include "llvm/frontend.h"

int nvt_cg_lower_frontend(LLVMModuleRef m, const char *file, struct nvt_diags *d)
{
	LLVMValueRef g, next;

	(void)file;
	(void)d;
	for (g = LLVMGetFirstGlobal(m); g; g = next) {
		next = LLVMGetNextGlobal(g);
		if (nvt_fe_is_cuda_builtin(g)) {
			if (!LLVMGetFirstUse(g)) {
				LLVMDeleteGlobal(g);
				continue;
			}
			LLVMSetLinkage(g, LLVMInternalLinkage);
			LLVMSetInitializer(g, LLVMConstNull(LLVMGlobalGetValueType(g)));
		} else if (nvt_fe_is_dynamic_shared(g)) {
			if (LLVMGetAlignment(g) < NVT_DYNAMIC_SHARED_ALIGN)
				LLVMSetAlignment(g, NVT_DYNAMIC_SHARED_ALIGN);
		}
	}
	return 0;
}
