// Survey program for scripts/ptx-asm-survey.py: instantiates a broad set of
// the CUDA toolkit cccl headers (CUB, Thrust, libcu++, cuda::ptx, cooperative
// groups) so that clang emits the inline PTX they hold. Compiled, never run.
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/execution_policy.h>
#include <cuda/std/bit>
#include <cuda/std/atomic>
#include <cuda/std/barrier>
#include <cuda/std/latch>
#include <cuda/std/semaphore>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/annotated_ptr>
#include <cuda/ptx>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void k_bits(unsigned *o, unsigned long long x) {
  unsigned v = o[threadIdx.x];
  o[0] = cuda::std::popcount(v) + cuda::std::countl_zero(v) + cuda::std::countr_zero(v) +
         cuda::std::bit_width(v) + cuda::std::bit_ceil(v) + cuda::std::bit_floor(v) +
         cuda::std::rotl(v, 3) + cuda::std::popcount(x) + cuda::std::countl_zero(x) + (unsigned)cuda::std::bit_floor(x);
}
template <int B> __global__ void k_cub(const int *in, int *out) {
  using R = cub::BlockReduce<int, B>; using S = cub::BlockScan<int, B>;
  using RS = cub::BlockRadixSort<int, B, 4>; using W = cub::WarpReduce<int>;
  using L = cub::BlockLoad<int, B, 4, cub::BLOCK_LOAD_TRANSPOSE>;
  using H = cub::BlockHistogram<unsigned char, B, 4, 256>;
  __shared__ union { typename R::TempStorage r; typename S::TempStorage s; typename RS::TempStorage rs;
    typename W::TempStorage w[B / 32]; typename L::TempStorage l; typename H::TempStorage h; } t;
  __shared__ unsigned hist[256];
  int items[4]; L(t.l).Load(in, items); __syncthreads();
  RS(t.rs).Sort(items); __syncthreads();
  int x = in[threadIdx.x];
  int a = R(t.r).Sum(x); __syncthreads();
  int b; S(t.s).ExclusiveSum(x, b); __syncthreads();
  int c = W(t.w[threadIdx.x / 32]).Sum(x);
  unsigned char hv[4] = {1, 2, 3, 4}; H(t.h).Histogram(hv, hist);
  cub::LoadDirectWarpStriped(0, in, items); out[threadIdx.x] = a + b + c + items[0] + items[1] +
      cub::ThreadLoad<cub::LOAD_LDG>(in) + cub::ThreadLoad<cub::LOAD_CS>(in) + cub::ThreadLoad<cub::LOAD_CV>(in) + cub::ThreadLoad<cub::LOAD_VOLATILE>(in);
  cub::ThreadStore<cub::STORE_CG>(out + 1, a); cub::ThreadStore<cub::STORE_WT>(out + 2, b);
  out[3] = cub::ShuffleIndex<32>(x, 0, 0xffffffffu) + cub::ShuffleDown<32>(x, 1, 31, 0xffffffffu);
}
template __global__ void k_cub<128>(const int *, int *);
void host_algos(int *d, int *o, size_t n) {
  void *tmp = nullptr; size_t bytes = 0;
  cub::DeviceReduce::Sum(tmp, bytes, d, o, n);
  cub::DeviceScan::InclusiveSum(tmp, bytes, d, o, n);
  cub::DeviceRadixSort::SortKeys(tmp, bytes, d, o, n);
  cub::DeviceSelect::If(tmp, bytes, d, o, o, n, [] __device__ (int v) { return v > 0; });
  cub::DeviceHistogram::HistogramEven(tmp, bytes, d, o, 10, 0, 100, n);
  cub::DeviceSegmentedReduce::Sum(tmp, bytes, d, o, 3, d, d + 1);
  thrust::device_ptr<int> p(d);
  thrust::sort(thrust::device, p, p + n);
  thrust::reduce(thrust::device, p, p + n);
  thrust::inclusive_scan(thrust::device, p, p + n, p);
}
__global__ void k_cg(int *o) {
  cg::thread_block b = cg::this_thread_block();
  auto t32 = cg::tiled_partition<32>(b); auto t4 = cg::tiled_partition<4>(b);
  auto co = cg::coalesced_threads();
  int v = o[b.thread_rank()];
  o[0] = cg::reduce(t32, v, cg::plus<int>()) + cg::reduce(t4, v, cg::greater<int>()) + cg::reduce(co, v, cg::bit_or<int>()) +
         cg::inclusive_scan(t32, v) + cg::exclusive_scan(co, v) + t32.shfl_down(v, 1) + t32.any(v) + t32.ballot(v) + t32.match_any(v);
  __shared__ int s[256];
  cg::memcpy_async(b, s, o, sizeof(int) * 256); cg::wait(b);
  b.sync(); o[1] = s[3];
}
__global__ void k_grid(int *o) { cg::grid_group g = cg::this_grid(); o[g.thread_rank()] = 1; g.sync(); }
__global__ void k_std(int *o, cuda::std::atomic<int> *a) {
  #pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ alignas(cuda::barrier<cuda::thread_scope_block>) char barbuf[sizeof(cuda::barrier<cuda::thread_scope_block>)];
  auto &bar = *reinterpret_cast<cuda::barrier<cuda::thread_scope_block>*>(barbuf);
  __shared__ int s[64];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  cuda::memcpy_async(s, o, sizeof(s), bar);
  bar.arrive_and_wait();
  cuda::atomic_ref<int, cuda::thread_scope_device> r(o[0]);
  r.fetch_add(1); r.fetch_max(3); r.store(2, cuda::std::memory_order_release); (void)r.load(cuda::std::memory_order_acquire);
  a->fetch_add(1, cuda::std::memory_order_relaxed); a->exchange(3); int e = 0; a->compare_exchange_strong(e, 1);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_block);
  cuda::std::atomic_ref<float> fr(*(float *)o); fr.fetch_add(1.0f);
  cuda::std::atomic_ref<double> dr(*(double *)o); dr.fetch_add(1.0);
  cuda::std::latch *l = (cuda::std::latch *)o; l->count_down();
  o[1] = s[threadIdx.x];
}
__global__ void k_pipe(int *o) {
  auto pipe = cuda::make_pipeline();
  __shared__ int s[64];
  pipe.producer_acquire(); cuda::memcpy_async(s + threadIdx.x, o + threadIdx.x, sizeof(int), pipe); pipe.producer_commit();
  pipe.consumer_wait(); o[threadIdx.x] = s[threadIdx.x]; pipe.consumer_release();
  cuda::annotated_ptr<int, cuda::access_property::persisting> ap(o); ap[1] = 2;
  cuda::discard_memory(o, 128);
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__global__ void k_ptx90(int *o, unsigned long long *mb) {
  __shared__ alignas(16) int s[64];
  __shared__ cuda::std::uint64_t bar;
  namespace ptx = cuda::ptx;
  ptx::mbarrier_init(&bar, 1); ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  ptx::fence_proxy_async(ptx::space_shared);
  auto st = ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 256);
  ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, s, o, 256, &bar);
  while (!ptx::mbarrier_try_wait(&bar, st)) {}
  ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, o, s, 256);
  ptx::cp_async_bulk_commit_group(); ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
  ptx::barrier_cluster_arrive(); ptx::barrier_cluster_wait();
  o[0] = ptx::get_sreg_clusterid_x() + ptx::get_sreg_cluster_ctarank() + ptx::getctarank(ptx::space_cluster, s) + ptx::get_sreg_laneid();
  ptx::fence(ptx::sem_acq_rel, ptx::scope_gpu); ptx::fence_proxy_alias();
  o[1] = ptx::bmsk_clamp(3u, 4u) + ptx::prmt(1u, 2u, 3u);
  ptx::red_async(ptx::op_add, (unsigned *)s, 1u, &bar);
  ptx::st_async((int *)s, 1, &bar);
}
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1000 && defined(__CUDA_ARCH_FEAT_SM100_ALL)
__global__ void k_ptx100(unsigned *o) {
  namespace ptx = cuda::ptx;
  __shared__ unsigned addr;
  ptx::tcgen05_alloc(ptx::cta_group_1, &addr, 32); ptx::tcgen05_fence_before_thread_sync(); ptx::tcgen05_dealloc(ptx::cta_group_1, addr, 32);
  ptx::tcgen05_relinquish_alloc_permit(ptx::cta_group_1);
}
#endif
