// corpus: rdc=also
// The CUDA builtin variables as real kernels use them: 1D/2D/3D global
// indices, grid-stride loops, warpSize, and helpers that take them by
// reference (their address reaches the callee until inlining removes it).
#include <cuda_runtime.h>

struct Idx3 { unsigned x, y, z; };

__device__ __noinline__ unsigned flat_thread(const uint3 &t, const dim3 &b) {
  return t.x + b.x * (t.y + b.y * t.z);
}

__device__ Idx3 global_index() {
  Idx3 r;
  r.x = blockIdx.x * blockDim.x + threadIdx.x;
  r.y = blockIdx.y * blockDim.y + threadIdx.y;
  r.z = blockIdx.z * blockDim.z + threadIdx.z;
  return r;
}

__global__ void fill3d(float *out, unsigned nx, unsigned ny, unsigned nz) {
  Idx3 g = global_index();
  if (g.x < nx && g.y < ny && g.z < nz)
    out[(g.z * ny + g.y) * nx + g.x] = (float)flat_thread(threadIdx, blockDim);
}

__global__ void saxpy_stride(int n, float a, const float *__restrict__ x,
                             float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

__global__ void lane_info(int *lane, int *warp, int *nwarps) {
  unsigned t = threadIdx.x;
  lane[t] = t % warpSize;
  warp[t] = t / warpSize;
  if (t == 0)
    *nwarps = (blockDim.x * blockDim.y * blockDim.z + warpSize - 1) / warpSize;
}

// Warp-level primitives real reductions use.
__global__ void warp_ops(const int *in, int *out, unsigned *ballots) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int off = warpSize / 2; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffffu, v, off);
  unsigned b = __ballot_sync(0xffffffffu, v > 0);
  unsigned m = __match_any_sync(__activemask(), v & 7);
  int all = __all_sync(0xffffffffu, v != 0);
  int any = __any_sync(0xffffffffu, v < 0);
  int x = __shfl_xor_sync(0xffffffffu, v, 1) + __shfl_up_sync(0xffffffffu, v, 1) +
          __shfl_sync(0xffffffffu, v, 0);
  if ((threadIdx.x & 31) == 0) {
    out[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32] = v + x + all + any;
    ballots[blockIdx.x] = b ^ m;
  }
  __syncwarp();
  __syncthreads();
  if (__syncthreads_count(v > 0) == 0 && __syncthreads_or(v) && __syncthreads_and(v))
    out[0] = -1;
}

__global__ void clocks(long long *t, unsigned *smid) {
  long long s = clock64();
  unsigned id;
  asm("mov.u32 %0, %%smid;" : "=r"(id));
  __threadfence();
  __threadfence_block();
  t[threadIdx.x] = clock64() - s + clock();
  smid[threadIdx.x] = id + __popc(threadIdx.x) + __clz(blockIdx.x) + __ffs(threadIdx.y);
  __nanosleep(100);
}

int main() {
  float *o;
  cudaMalloc(&o, 64 * sizeof(float));
  fill3d<<<dim3(2, 2, 2), dim3(4, 2, 2)>>>(o, 8, 4, 4);
  saxpy_stride<<<4, 128>>>(64, 2.f, o, o);
  return 0;
}
