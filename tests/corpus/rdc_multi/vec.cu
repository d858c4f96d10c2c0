// rdc_multi: the shared device functions and variables.
#include "common.h"

__device__ unsigned long long ops_done;
__constant__ Config config = {2.0f, 3};
__device__ float scratch[1024];

__device__ float axpy1(float a, float x, float y) { return fmaf(a, x, y); }

__device__ float dot_chunk(const float *x, const float *y, int n) {
  float s = 0.f;
  for (int i = 0; i < n; ++i) s = fmaf(x[i], y[i], s);
  return s;
}

__device__ void count_ops(unsigned n) { atomicAdd(&ops_done, (unsigned long long)n); }
