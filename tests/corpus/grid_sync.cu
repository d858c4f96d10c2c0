// corpus: rdc=also
// A cooperative launch: grid-wide barrier between two phases, as iterative
// solvers write it. Device code only needs the grid group; the host side
// launches with cudaLaunchCooperativeKernel.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(float *a, float *b, int n, int iters) {
  cg::grid_group grid = cg::this_grid();
  for (int it = 0; it < iters; ++it) {
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n;
         i += grid.num_threads())
      b[i] = 0.5f * (a[i] + (i + 1 < n ? a[i + 1] : 0.f));
    grid.sync();
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n;
         i += grid.num_threads())
      a[i] = b[i];
    grid.sync();
  }
  if (grid.is_valid() && grid.thread_rank() == 0)
    a[0] = (float)grid.num_blocks();
}

int main() {
  float *a, *b;
  int n = 1024, it = 4;
  cudaMalloc(&a, n * 4);
  cudaMalloc(&b, n * 4);
  void *args[] = {&a, &b, &n, &it};
  cudaLaunchCooperativeKernel((void *)two_phase, dim3(8), dim3(128), args, 0, 0);
  return 0;
}
