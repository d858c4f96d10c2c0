// corpus: rdc=also
// CUB block- and warp-level collectives from the toolkit's cccl headers:
// BlockLoad/BlockStore, BlockReduce, BlockScan, WarpReduce, WarpScan.
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

template <int THREADS, int ITEMS>
__global__ void block_prefix(const int *in, int *out, int *totals) {
  using Load = cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Store = cub::BlockStore<int, THREADS, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Scan = cub::BlockScan<int, THREADS>;
  using Reduce = cub::BlockReduce<int, THREADS>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
    typename Reduce::TempStorage reduce;
  } tmp;
  int items[ITEMS];
  int off = blockIdx.x * THREADS * ITEMS;
  Load(tmp.load).Load(in + off, items);
  __syncthreads();
  int agg;
  Scan(tmp.scan).ExclusiveSum(items, items, agg);
  __syncthreads();
  Store(tmp.store).Store(out + off, items);
  __syncthreads();
  int mx = Reduce(tmp.reduce).Reduce(items[0], cuda::maximum<>{});
  if (threadIdx.x == 0) {
    totals[2 * blockIdx.x] = agg;
    totals[2 * blockIdx.x + 1] = mx;
  }
}
template __global__ void block_prefix<128, 4>(const int *, int *, int *);

__global__ void warp_stats(const float *in, float *sums, float *scans) {
  using WR = cub::WarpReduce<float>;
  using WS = cub::WarpScan<float>;
  __shared__ typename WR::TempStorage wr[4];
  __shared__ typename WS::TempStorage ws[4];
  int w = threadIdx.x / 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float s = WR(wr[w]).Sum(v);
  float p;
  WS(ws[w]).InclusiveSum(v, p);
  scans[blockIdx.x * blockDim.x + threadIdx.x] = p;
  if (threadIdx.x % 32 == 0)
    sums[blockIdx.x * 4 + w] = s;
}

__global__ void block_reduce_raking(const double *in, double *out) {
  using R = cub::BlockReduce<double, 256, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>;
  __shared__ typename R::TempStorage t;
  double v = R(t).Sum(in[blockIdx.x * 256 + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}
