/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What CUDA front ends (clang with the CUDA headers) put in every module and
 * what must therefore be recognised alike by nvvm-link, the verifier and
 * codegen: one predicate and one message per fact, used by all three
 * (src/llvm/frontend.c; doc/abi.md "Frontend facts").
 *
 *  - the CUDA builtin variables threadIdx, blockIdx, blockDim, gridDim
 *    (warpSize too, should a front end declare it so): extern_weak globals
 *    of the empty struct %struct.__cuda_builtin_<name>_t, without storage;
 *    their members are read through the sreg intrinsics;
 *  - dynamic shared memory (`extern __shared__ T buf[];`): an external
 *    addrspace(3) declaration of a zero-length array, sized by the launch;
 *  - the device runtime's entry points (device-side launches, cudaMalloc,
 *    graphs...), which libcudadevrt or the CUDA driver defines at the
 *    device link, and the stubs the CUDA headers define instead without
 *    -D__CUDACC_RDC__;
 *  - libdevice itself (triple nvptx64-nvidia-gpulibs, __nv_* definitions)
 *    and the __nv_* functions a module calls.
 */
#ifndef NVT_SUPPORT_FRONTEND_H
#define NVT_SUPPORT_FRONTEND_H

#include "llvm/llvm.h"

/* Rule names, the same in every tool (doc/diagnostics.md). */
#define NVT_RULE_CUDA_BUILTIN "cuda-builtin-variable"
#define NVT_RULE_DEVRT_SYMBOL "device-runtime-symbol"
#define NVT_RULE_DEVRT_STUB "device-runtime-stub"
#define NVT_RULE_LIBDEVICE_INPUT "libdevice-input"
#define NVT_RULE_LIBDEVICE_UNLINKED "libdevice-unlinked"

/* The alignment dynamic shared arrays get in the PTX (at least): nvcc's. */
#define NVT_DYNAMIC_SHARED_ALIGN 16

/* A CUDA builtin variable: extern_weak, named threadIdx, blockIdx,
 * blockDim, gridDim or warpSize, whose value type is clang's empty struct
 * __cuda_builtin_<name>_t, { i8 } (by shape: LLVM's linker renames it to
 * any isomorphic struct). Any other extern_weak global is not one. */
bool nvt_fe_is_cuda_builtin(LLVMValueRef gv);

/* The first instruction that reads or writes memory through the builtin
 * variable `gv` (following casts, GEPs, constant expressions, phis and
 * selects within a function; loads, stores to it, atomics, memory
 * intrinsics), or NULL when every use only takes its address (passes it
 * to a call, stores the pointer, compares it). */
LLVMValueRef nvt_fe_builtin_access(LLVMValueRef gv);

/* An `extern __shared__ T buf[];`: an external declaration in the shared
 * address space (3) of a zero-length array. */
bool nvt_fe_is_dynamic_shared(LLVMValueRef gv);

/* A function name that the CUDA device runtime provides at the device link
 * (libcudadevrt, or the driver for the graph entry points), as clang-22
 * calls them with the CUDA 13 headers. */
bool nvt_fe_is_device_runtime_name(const char *name, size_t len);

/* A function the CUDA 13 headers define as a stub failing with 999
 * (cudaErrorUnknown) when the source is compiled without
 * -D__CUDACC_RDC__: a definition, in NVVM IR, of a device-runtime name. */
bool nvt_fe_is_device_runtime_stub(LLVMValueRef fn);

/* libdevice, recognised by its content: target triple *-*-gpulibs and at
 * least one __nv_* definition (bodies still to be materialized count). */
bool nvt_fe_is_libdevice_module(LLVMModuleRef m);

/* "__nv_" names: libdevice's functions. */
bool nvt_fe_is_libdevice_name(const char *name, size_t len);

/* The messages, one per fact, written into buf (truncated to n). */
void nvt_fe_msg_builtin_access(char *buf, size_t n, const char *var, const char *fn);
void nvt_fe_msg_builtin_strict(char *buf, size_t n, const char *var);
void nvt_fe_msg_device_runtime(char *buf, size_t n, const char *name);
void nvt_fe_msg_device_runtime_stub(char *buf, size_t n, const char *name);

#endif
