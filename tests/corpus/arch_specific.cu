// corpus: gpu-arch=sm_100a archs=sm_100a,sm_103a refuse=sm_90,sm_90a,sm_100,sm_120 rdc=also
// Arch-specific (sm_100a) features as CUTLASS 4 and CCCL kernels use them:
// tensor memory through cuda::ptx's tcgen05 wrappers (alloc, dealloc,
// relinquish, fences, commit to an mbarrier), cluster launch control
// (try_cancel and its queries, sm_100), warp-group register reallocation
// (setmaxnreg, inline PTX), elect.sync, and the fp4/fp6 conversions of
// cuda_fp4.h and cuda_fp6.h.
#include <cuda/ptx>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
namespace ptx = cuda::ptx;

__global__ void tmem(float *out)
{
	__shared__ uint32_t tmem_addr;
	__shared__ uint64_t bar;
	if (threadIdx.x == 0)
		ptx::mbarrier_init(&bar, 1);
	__syncthreads();
	if (threadIdx.x < 32) {
		ptx::tcgen05_alloc(ptx::cta_group_1, &tmem_addr, 32);
		ptx::tcgen05_relinquish_alloc_permit(ptx::cta_group_1);
	}
	ptx::tcgen05_fence_before_thread_sync();
	__syncthreads();
	ptx::tcgen05_fence_after_thread_sync();
	if (threadIdx.x == 0)
		ptx::tcgen05_commit(ptx::cta_group_1, &bar);
	while (!ptx::mbarrier_try_wait_parity(&bar, 0))
		;
	out[threadIdx.x] = (float)tmem_addr;
	__syncthreads();
	if (threadIdx.x < 32)
		ptx::tcgen05_dealloc(ptx::cta_group_1, tmem_addr, 32);
}

__global__ void persistent(int *out, int tiles)
{
	__shared__ alignas(16) uint4 response;
	__shared__ uint64_t bar;
	int tile = blockIdx.x;
	if (threadIdx.x == 0)
		ptx::mbarrier_init(&bar, 1);
	__syncthreads();
	for (unsigned phase = 0;; phase ^= 1) {
		if (tile < tiles)
			atomicAdd(&out[tile], (int)threadIdx.x);
		if (threadIdx.x == 0) {
			ptx::clusterlaunchcontrol_try_cancel(&response, &bar);
			ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta,
						       ptx::space_shared, &bar, sizeof(response));
		}
		while (!ptx::mbarrier_try_wait_parity(&bar, phase))
			;
		uint4 r = response;
		if (!ptx::clusterlaunchcontrol_query_cancel_is_canceled(r))
			break;
		tile = (int)ptx::clusterlaunchcontrol_query_cancel_get_first_ctaid_x<uint32_t>(r);
		__syncthreads();
	}
}

// three warp groups: one producer gives registers to two consumers
__global__ void __launch_bounds__(384, 1) producer_consumer(float *out)
{
	unsigned warp_group = threadIdx.x / 128;
	if (warp_group == 0) {
		asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n" ::: "memory");
		unsigned leader;
		asm volatile("{\n\t.reg .pred p;\n\telect.sync %0|p, 0xffffffff;\n\t}\n"
			     : "=r"(leader) :: "memory");
		out[threadIdx.x] = (float)leader;
	} else {
		asm volatile("setmaxnreg.inc.sync.aligned.u32 232;\n" ::: "memory");
		out[threadIdx.x] = 2.0f * threadIdx.x;
	}
}

__global__ void fp4_fp6(const float2 *in, __nv_fp4x2_e2m1 *f4, __nv_fp6_e2m3 *f6,
			__nv_fp6_e3m2 *g6, float *back, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	f4[i] = __nv_fp4x2_e2m1(in[i]);
	f6[i] = __nv_fp6_e2m3(in[i].x);
	g6[i] = __nv_fp6_e3m2(in[i].y);
	float2 r = float2(f4[i]);
	back[i] = r.x + r.y + float(f6[i]) + float(g6[i]);
}
