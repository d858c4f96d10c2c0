// corpus: gpu-arch=sm_90 archs=sm_90,sm_120 rdc=also
// Thread block clusters (sm_90): compile-time __cluster_dims__, the
// cluster group, distributed shared memory through map_shared_rank, and
// cluster barriers.
// The CUDA headers enable cluster_group for nvcc only; clang 22 has the
// sm_90 cluster builtins they need, which this macro tells them.
#define _CG_CLUSTER_INTRINSICS_AVAILABLE 1
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) exchange(int *out) {
  __shared__ int slot[64];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank();
  slot[threadIdx.x] = (int)(rank * 1000 + threadIdx.x);
  cluster.sync();
  int *peer = cluster.map_shared_rank(slot, (rank + 1) % cluster.num_blocks());
  out[blockIdx.x * blockDim.x + threadIdx.x] = peer[threadIdx.x];
  cluster.sync();
}

__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128)
    cluster_hist(const int *in, int n, int *bins) {
  extern __shared__ int hist[];
  cg::cluster_group cluster = cg::this_cluster();
  int per_block = 32;
  for (int i = threadIdx.x; i < per_block; i += blockDim.x) hist[i] = 0;
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int b = in[i] & 127;
    int *dst = cluster.map_shared_rank(hist, b / per_block);
    atomicAdd(dst + b % per_block, 1);
  }
  cluster.sync();
  for (int i = threadIdx.x; i < per_block; i += blockDim.x)
    atomicAdd(&bins[cluster.block_rank() * per_block + i], hist[i]);
  dim3 ci = cluster.block_index();
  if (threadIdx.x == 0 && ci.x == 0) bins[128] = cluster.dim_blocks().x;
}
