// rdc_multi: a device-side driver launching kernels defined in kernels.cu,
// and the host program.
#include "common.h"

__global__ void pipeline(float *x, float *y, float *result, int n) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    axpy<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(y, x, n);
    dot<<<(n / 16 + 127) / 128, 128, 0, cudaStreamTailLaunch>>>(x, y, result, n);
    count_ops(2);
  }
}

__global__ void report(unsigned long long *out) { *out = ops_done + (unsigned long long)config.rounds; }

int main() {
  float *x, *y, *r;
  int n = 1024;
  cudaMalloc(&x, n * 4);
  cudaMalloc(&y, n * 4);
  cudaMalloc(&r, 4);
  pipeline<<<1, 32>>>(x, y, r, n);
  void *args[] = {&y, &n};
  cudaLaunchCooperativeKernel((void *)smooth, dim3(4), dim3(128), args, 0, 0);
  unsigned long long *ops;
  cudaMalloc(&ops, 8);
  report<<<1, 1>>>(ops);
  cudaDeviceSynchronize();
  return 0;
}
