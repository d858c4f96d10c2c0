// corpus: rdc=only devrt=yes
// Dynamic parallelism (CDP2): kernels that launch kernels into the
// fire-and-forget and tail-launch streams, with dynamic shared memory,
// and a device-side cudaMalloc/cudaGetLastError.
#include <cuda_runtime.h>

__global__ void child(int *data, int depth) {
  extern __shared__ int scratch[];
  scratch[threadIdx.x] = data[threadIdx.x] + depth;
  __syncthreads();
  data[threadIdx.x] = scratch[blockDim.x - 1 - threadIdx.x];
}

__global__ void finish(int *data) { data[0] = -data[0]; }

__global__ void parent(int *data, int depth) {
  if (threadIdx.x == 0) {
    child<<<1, 64, 64 * sizeof(int), cudaStreamFireAndForget>>>(data, depth);
    if (depth > 0)
      parent<<<1, 1, 0, cudaStreamFireAndForget>>>(data + 64, depth - 1);
    finish<<<1, 1, 0, cudaStreamTailLaunch>>>(data);
    if (cudaGetLastError() != cudaSuccess)
      data[1] = -1;
  }
}

__global__ void scratch_alloc(int **out) {
  int *p = nullptr;
  if (cudaMalloc((void **)&p, 256) == cudaSuccess) {
    p[0] = 42;
    *out = p;
  }
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  child<<<1, 32, 32 * sizeof(int), s>>>(p, 1);
  cudaStreamDestroy(s);
}

int main() {
  int *d;
  cudaMalloc(&d, 4096);
  parent<<<1, 32>>>(d, 2);
  return 0;
}
