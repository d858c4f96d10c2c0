// corpus: gpu-arch=sm_80 archs=sm_80,sm_90,sm_120 rdc=also
// libcu++ (the toolkit's cccl) as modern kernels use it: cuda::barrier in
// shared memory with cuda::memcpy_async (cp.async on sm_80), the
// pipeline API, cuda::std::span/array/bit, cuda::std::optional, and the
// bit tricks whose headers are written in inline PTX.
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/array>
#include <cuda/std/bit>
#include <cuda/std/optional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <new>
namespace cg = cooperative_groups;

__global__ void staged_copy(const float *in, float *out, int tiles) {
  __shared__ float buf[256];
  // clang refuses __shared__ objects with constructors (nvcc only warns):
  // raw aligned storage, initialized by init(), as clang-built code does.
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ alignas(barrier_t) unsigned char bar_raw[sizeof(barrier_t)];
  barrier_t &bar = *reinterpret_cast<barrier_t *>(bar_raw);
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  for (int t = 0; t < tiles; ++t) {
    cuda::memcpy_async(block, buf, in + t * 256, sizeof(buf), bar);
    bar.arrive_and_wait();
    out[t * 256 + threadIdx.x] = buf[255 - threadIdx.x] * 2.f;
    bar.arrive_and_wait();
  }
}

__global__ void pipelined(const int *in, int *out, int tiles) {
  constexpr int STAGES = 2;
  __shared__ int buf[STAGES][128];
  auto block = cg::this_thread_block();
  using state_t = cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES>;
  __shared__ alignas(state_t) unsigned char state_raw[sizeof(state_t)];
  if (block.thread_rank() == 0) new (state_raw) state_t();
  block.sync();
  auto pipe = cuda::make_pipeline(block, reinterpret_cast<state_t *>(state_raw));
  for (int t = 0; t < tiles; ++t) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, buf[t % STAGES], in + t * 128, sizeof(int) * 128, pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    out[t * 128 + threadIdx.x] = buf[t % STAGES][threadIdx.x] + 1;
    pipe.consumer_release();
  }
}

__device__ cuda::std::optional<int> first_set(cuda::std::span<const unsigned> words) {
  for (size_t i = 0; i < words.size(); ++i)
    if (words[i]) return (int)(i * 32 + cuda::std::countr_zero(words[i]));
  return cuda::std::nullopt;
}

__global__ void bits(const unsigned *w, int *out) {
  cuda::std::array<unsigned, 4> a{w[0], w[1], w[2], w[3]};
  auto r = first_set(cuda::std::span<const unsigned>(a.data(), a.size()));
  auto tup = cuda::std::make_tuple(cuda::std::popcount(a[0]), cuda::std::bit_width(a[1]),
                                   cuda::std::rotl(a[2], 5), cuda::std::bit_ceil(a[3] & 0xffff));
  out[threadIdx.x] = r.value_or(-1) + (int)cuda::std::get<0>(tup) + (int)cuda::std::get<1>(tup) +
                     (int)cuda::std::get<2>(tup) + (int)cuda::std::get<3>(tup);
}
