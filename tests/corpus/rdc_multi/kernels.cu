// rdc_multi: kernels built on vec.cu's functions and variables.
#include "common.h"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void axpy(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    y[i] = axpy1(config.alpha, x[i], y[i]);
    count_ops(1);
  }
}

__global__ void dot(const float *x, const float *y, float *out, int n) {
  int chunk = 16, i = (blockIdx.x * blockDim.x + threadIdx.x) * chunk;
  if (i < n) {
    float s = dot_chunk(x + i, y + i, min(chunk, n - i));
    atomicAdd(out, s);
    count_ops(chunk);
  }
}

__global__ void smooth(float *y, int n) {
  cg::grid_group g = cg::this_grid();
  for (int r = 0; r < config.rounds; ++r) {
    for (unsigned i = g.thread_rank(); i < (unsigned)n && i < 1024; i += g.num_threads())
      scratch[i] = 0.5f * (y[i] + y[(i + 1) % n]);
    g.sync();
    for (unsigned i = g.thread_rank(); i < (unsigned)n && i < 1024; i += g.num_threads())
      y[i] = scratch[i];
    g.sync();
  }
}
