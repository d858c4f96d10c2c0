// clang22-cuda13.h: what public CUDA code expects from nvcc and the CUDA 13
// headers give it only under nvcc (force-included by measure-public.py
// --compat). It changes no device code semantics: it adds declarations clang
// 22's CUDA wrappers lack for CUDA 13 and the CUDA 12 signature of
// cudaMemAdvise, so the programs compile and our pipeline can be measured.
#pragma once
#include <cmath>
#include <ctime> // host clock(), which nvcc's headers bring in
#include <cuda_runtime.h>

// Host-side isfinite/isnan/isinf on float and double: CUDA 13's
// math_functions.h no longer declares the global ones clang's cmath wrapper
// expects, so host reference code (validate_result & co.) does not compile.
using std::isfinite;
using std::isinf;
using std::isnan;

// Host min/max on mixed arithmetic types, as nvcc's math_functions.hpp
// provides them to host code.
template <typename A, typename B>
static inline __host__ auto max(A a, B b) -> decltype(a > b ? a : b) { return a > b ? a : b; }
template <typename A, typename B>
static inline __host__ auto min(A a, B b) -> decltype(a < b ? a : b) { return a < b ? a : b; }

// Cache-hinted stores __stcs/__stcg/__stwb on float, float4 and int4 (CUDA's
// sm_32_intrinsics.h has them; clang 22's __clang_cuda_intrinsics.h only
// __stwt and the __ld* loads).
#define NVT_COMPAT_ST(name, op)                                                              \
  static __device__ __forceinline__ void name(float *p, float v) {                           \
    asm volatile("st.global." op ".f32 [%0], %1;" ::"l"(p), "f"(v) : "memory");             \
  }                                                                                          \
  static __device__ __forceinline__ void name(float4 *p, float4 v) {                         \
    asm volatile("st.global." op ".v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(p), "f"(v.x),       \
                 "f"(v.y), "f"(v.z), "f"(v.w) : "memory");                                   \
  }                                                                                          \
  static __device__ __forceinline__ void name(int4 *p, int4 v) {                             \
    asm volatile("st.global." op ".v4.s32 [%0], {%1, %2, %3, %4};" ::"l"(p), "r"(v.x),       \
                 "r"(v.y), "r"(v.z), "r"(v.w) : "memory");                                   \
  }
NVT_COMPAT_ST(__stcs, "cs")
NVT_COMPAT_ST(__stcg, "cg")
NVT_COMPAT_ST(__stwb, "wb")

// CUDA 12's cudaMemAdvise(ptr, count, advice, device); CUDA 13 takes a
// cudaMemLocation.
#if CUDART_VERSION >= 13000
static inline cudaError_t nvt_compat_mem_advise(const void *p, size_t n, cudaMemoryAdvise a,
                                                int dev) {
  cudaMemLocation loc;
  loc.type = dev == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  loc.id = dev;
  return cudaMemAdvise(p, n, a, loc);
}
#define cudaMemAdvise nvt_compat_mem_advise
#endif
