// corpus: gpu-arch=sm_80 archs=sm_80,sm_90,sm_120 refuse=sm_75 rdc=also
// Asynchronous copies to shared memory the ways CUDA 13 code writes them:
// cuda::memcpy_async with a cuda::barrier and with a cuda::pipeline
// (libcu++), cooperative_groups::memcpy_async + wait, and the
// __pipeline_memcpy_async primitives of cuda_pipeline.h; a double-buffered
// loop as in tiled kernels.
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cuda_pipeline.h>
namespace cg = cooperative_groups;

__global__ void barrier_copy(const float *in, float *out, int n)
{
	__shared__ float tile[256];
	// clang refuses a __shared__ object with a constructor (nvcc code
	// suppresses the diagnostic): raw storage, initialized by one thread
	using barrier_t = cuda::barrier<cuda::thread_scope_block>;
	__shared__ alignas(barrier_t) unsigned char bar_mem[sizeof(barrier_t)];
	barrier_t &bar = *reinterpret_cast<barrier_t *>(bar_mem);
	auto block = cg::this_thread_block();
	if (block.thread_rank() == 0)
		init(&bar, block.size());
	block.sync();
	cuda::memcpy_async(block, tile, in + blockIdx.x * 256, sizeof(float) * 256, bar);
	bar.arrive_and_wait();
	int i = threadIdx.x;
	if (blockIdx.x * 256 + i < n)
		out[blockIdx.x * 256 + i] = tile[i] * tile[255 - i];
}

__global__ void pipeline_copy(const int *in, int *out, int tiles)
{
	constexpr int stages = 2;
	__shared__ int buf[stages][128];
	using state_t = cuda::pipeline_shared_state<cuda::thread_scope_block, stages>;
	__shared__ alignas(state_t) unsigned char state_mem[sizeof(state_t)];
	auto block = cg::this_thread_block();
	auto pipe = cuda::make_pipeline(block, reinterpret_cast<state_t *>(state_mem));
	int acc = 0;
	for (int t = 0, fetch = 0; t < tiles; t++) {
		for (; fetch < tiles && fetch < t + stages; fetch++) {
			pipe.producer_acquire();
			cuda::memcpy_async(block, buf[fetch % stages], in + fetch * 128,
					   cuda::aligned_size_t<16>(sizeof(int) * 128), pipe);
			pipe.producer_commit();
		}
		pipe.consumer_wait();
		acc += buf[t % stages][threadIdx.x];
		block.sync();
		pipe.consumer_release();
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void cg_copy(const double *in, double *out)
{
	__shared__ double s[64];
	auto block = cg::this_thread_block();
	auto warp = cg::tiled_partition<32>(block);
	cg::memcpy_async(block, s, in, sizeof(double) * 64);
	cg::wait(block);
	double v = s[threadIdx.x % 64];
	v = cg::reduce(warp, v, cg::plus<double>());
	if (warp.thread_rank() == 0)
		out[warp.meta_group_rank()] = v;
}

__global__ void primitives_copy(const float4 *in, float4 *out)
{
	__shared__ float4 s[2][64];
	int i = threadIdx.x;
	__pipeline_memcpy_async(&s[0][i], &in[i], sizeof(float4));
	__pipeline_commit();
	__pipeline_memcpy_async(&s[1][i], &in[64 + i], sizeof(float4), 0);
	__pipeline_commit();
	__pipeline_wait_prior(1);
	float4 a = s[0][i];
	__pipeline_wait_prior(0);
	float4 b = s[1][63 - i];
	out[i] = make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
