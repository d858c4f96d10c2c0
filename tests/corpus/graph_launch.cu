// corpus: rdc=only devrt=yes
// Device graph launch: a kernel launches an instantiated graph (device
// launch mode) into the fire-and-forget and tail streams, and sets a
// conditional-node handle, as CUDA 12.3+ graph programs do.
#include <cuda_runtime.h>

__global__ void step(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 0.5f;
}

__global__ void scheduler(cudaGraphExec_t work, cudaGraphExec_t done, int rounds) {
  if (threadIdx.x == 0) {
    for (int r = 0; r < rounds; ++r)
      cudaGraphLaunch(work, cudaStreamGraphFireAndForget);
    cudaGraphLaunch(done, cudaStreamGraphTailLaunch);
  }
}

__global__ void loop_cond(cudaGraphConditionalHandle h, const float *x, float eps) {
  if (threadIdx.x == 0)
    cudaGraphSetConditional(h, x[0] > eps ? 1u : 0u);
}

int main() {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphExec_t e;
  cudaGraphInstantiate(&e, g, cudaGraphInstantiateFlagDeviceLaunch);
  scheduler<<<1, 1>>>(e, e, 3);
  return 0;
}
