// corpus: rdc=also
// Cooperative groups as reductions and scans use them: this_thread_block,
// tiled_partition (static and dynamic), cg::reduce / inclusive_scan,
// coalesced_threads, labeled_partition.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <typename Group>
__device__ int tile_sum(Group g, int v) {
  for (int i = g.size() / 2; i > 0; i /= 2)
    v += g.shfl_down(v, i);
  return v;
}

__global__ void block_sum(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ int partial[32];
  int idx = block.group_index().x * block.size() + block.thread_rank();
  int v = idx < n ? in[idx] : 0;
  v = tile_sum(warp, v);
  if (warp.thread_rank() == 0)
    partial[warp.meta_group_rank()] = v;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int w = warp.thread_rank() < warp.meta_group_size() ? partial[warp.thread_rank()] : 0;
    w = cg::reduce(warp, w, cg::plus<int>());
    if (warp.thread_rank() == 0)
      atomicAdd(out, w);
  }
}

__global__ void tile_scan(const unsigned *in, unsigned *out, unsigned *maxes) {
  auto block = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(block);
  unsigned v = in[block.thread_rank()];
  unsigned s = cg::inclusive_scan(t16, v);
  unsigned e = cg::exclusive_scan(t16, v, cg::bit_xor<unsigned>());
  unsigned m = cg::reduce(t16, v, cg::greater<unsigned>());
  out[block.thread_rank()] = s + e;
  if (t16.thread_rank() == 0)
    maxes[block.thread_rank() / 16] = m;
  cg::thread_group dyn = cg::tiled_partition(block, 8);
  dyn.sync();
  if (t16.any(v == 0) && t16.all(v < 100))
    out[0] += t16.ballot(v & 1);
}

__global__ void odd_workers(int *counts) {
  if (threadIdx.x & 1) {
    cg::coalesced_group active = cg::coalesced_threads();
    int r = active.thread_rank();
    if (r == 0)
      atomicAdd(counts, active.num_threads());
    active.sync();
    auto lab = cg::labeled_partition(active, (int)(threadIdx.x % 3));
    counts[1 + threadIdx.x] = lab.size() + active.shfl(r, 0);
  }
}

int main() {
  int *p;
  cudaMalloc(&p, 1024);
  block_sum<<<1, 256>>>(p, p, 256);
  return 0;
}
