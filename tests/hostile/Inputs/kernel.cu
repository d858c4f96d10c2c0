// A small kernel of ours with what LLVM's bitcode reader has the most of to
// read: structs, TBAA, debug info, a device function, shared memory, a
// global. The hostile-input corpus damages its bitcode (tests/hostile/gen.py).
struct Pair {
  float a;
  int b;
  double c[3];
};

__device__ int counter;
__device__ __constant__ float scale[4] = {1.0f, 2.0f, 3.0f, 4.0f};

__device__ __noinline__ float mix(const Pair &p, int i) {
  return p.a * scale[i & 3] + (float)p.c[i % 3] + (float)p.b;
}

__global__ void hostile_kernel(Pair *in, float *out, int n) {
  __shared__ float tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x & 127] = i < n ? mix(in[i], i) : 0.0f;
  __syncthreads();
  if (i < n) {
    out[i] = tile[(threadIdx.x + 1) & 127] + tile[threadIdx.x & 127];
    atomicAdd(&counter, 1);
  }
}
