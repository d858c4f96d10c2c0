// corpus: rdc=also
// Every atomic real code uses: the CUDA atomic functions on int, unsigned,
// 64-bit, float and double, with _block and _system scopes, on global and
// shared memory, CAS loops for a custom operation, half-precision adds,
// and libcu++ cuda::atomic_ref / cuda::atomic with explicit orders and scopes.
#include <cuda/atomic>
#include <cuda_fp16.h>

__device__ float atomic_mul(float *addr, float v) {
  int *p = (int *)addr;
  int old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __float_as_int(v * __int_as_float(assumed)));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void histogram(const unsigned char *in, int n, unsigned *bins) {
  __shared__ unsigned local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}

__global__ void every_kind(int *i, unsigned *u, unsigned long long *ull, long long *ll,
                           float *f, double *d, __half2 *h2, __half *h) {
  int t = threadIdx.x;
  atomicAdd(i, t);
  atomicSub(i + 1, t);
  atomicExch(i + 2, t);
  atomicMin(i + 3, -t);
  atomicMax(i + 4, t);
  atomicAnd(i + 5, ~t);
  atomicOr(i + 6, t);
  atomicXor(i + 7, t);
  atomicCAS(i + 8, 0, t);
  atomicInc(u, 100u);
  atomicDec(u + 1, 100u);
  atomicAdd(u + 2, 1u);
  atomicMax(u + 3, (unsigned)t);
  atomicCAS((unsigned short *)(u + 4), (unsigned short)0, (unsigned short)t);
  atomicAdd(ull, 1ull);
  atomicExch(ull + 1, (unsigned long long)t);
  atomicCAS(ull + 2, 0ull, (unsigned long long)t);
  atomicMin(ull + 3, (unsigned long long)t);
  atomicMax(ll, (long long)t);
  atomicAnd(ull + 4, 0xffull);
  atomicAdd(f, 1.5f);
  atomicExch(f + 1, 2.5f);
  atomicAdd(d, 0.25);
  atomicAdd(h2, __floats2half2_rn(1.f, 2.f));
  atomicAdd(h, __float2half(0.5f));
  atomic_mul(f + 2, 1.01f);
  // scoped variants
  atomicAdd_block(i + 9, 1);
  atomicAdd_system(i + 10, 1);
  atomicExch_block(f + 3, 1.f);
  atomicCAS_system(i + 11, 1, 2);
  atomicMax_block(ull + 5, 7ull);
  atomicAdd_system(d + 1, 1.0);
  atomicOr_system(u + 5, 4u);
}

__global__ void libcu(int *counter, float *sum, unsigned long long *flags) {
  cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
  int ticket = c.fetch_add(1, cuda::memory_order_relaxed);
  cuda::atomic_ref<float, cuda::thread_scope_block> s(*sum);
  s.fetch_add(1.0f);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> fl(*flags);
  fl.fetch_or(1ull << (ticket & 63), cuda::memory_order_release);
  unsigned long long expected = 0;
  fl.compare_exchange_strong(expected, 1ull, cuda::memory_order_acq_rel);
  __shared__ cuda::atomic<int, cuda::thread_scope_block> block_count;
  if (threadIdx.x == 0) block_count.store(0, cuda::memory_order_relaxed);
  __syncthreads();
  block_count.fetch_add(1, cuda::memory_order_acq_rel);
  __syncthreads();
  if (threadIdx.x == 0 && block_count.load(cuda::memory_order_acquire) != (int)blockDim.x)
    c.store(-1, cuda::memory_order_seq_cst);
  cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);
  while (c.load(cuda::memory_order_acquire) < 0) {
  }
}
