/* Minimal CUDA keywords and builtins for clang -nocudainc (corpus only). */
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __attribute__((always_inline))
struct uint3_ { unsigned x, y, z; };
static __device__ __forceinline__ unsigned tid_x(void) { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ __forceinline__ unsigned ntid_x(void) { return __nvvm_read_ptx_sreg_ntid_x(); }
static __device__ __forceinline__ unsigned ctaid_x(void) { return __nvvm_read_ptx_sreg_ctaid_x(); }
static __device__ __forceinline__ void syncthreads(void) { __nvvm_bar_sync(0); }
