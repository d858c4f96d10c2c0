// corpus: gpu-arch=sm_90 archs=sm_90,sm_100,sm_120 refuse=sm_75,sm_80 rdc=also
// Hopper-style data movement through libcu++'s cuda::ptx wrappers (the
// inline PTX CUTLASS and CCCL emit): an mbarrier in shared memory with
// expect_tx, cp.async.bulk from global to shared and back, a bulk tensor
// copy through a __grid_constant__ CUtensorMap (TMA), fence.proxy.async,
// mbarrier try_wait loops with parity, and the bulk async-group waits.
#include <cuda/ptx>
#include <cuda/barrier>
#include <cuda.h>
namespace ptx = cuda::ptx;

__global__ void bulk_roundtrip(const int4 *in, int4 *out, int n)
{
	__shared__ alignas(128) int4 tile[256];
	__shared__ uint64_t bar;
	if (threadIdx.x == 0) {
		ptx::mbarrier_init(&bar, 1);
		ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
	}
	__syncthreads();
	if (threadIdx.x == 0) {
		ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile,
				   in + blockIdx.x * 256, sizeof(tile), &bar);
		ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta,
					       ptx::space_shared, &bar, sizeof(tile));
	}
	while (!ptx::mbarrier_try_wait_parity(&bar, 0))
		;
	int4 v = tile[threadIdx.x];
	tile[threadIdx.x] = make_int4(v.w, v.z, v.y, v.x + n);
	ptx::fence_proxy_async(ptx::space_shared);
	__syncthreads();
	if (threadIdx.x == 0) {
		ptx::cp_async_bulk(ptx::space_global, ptx::space_shared,
				   out + blockIdx.x * 256, tile, sizeof(tile));
		ptx::cp_async_bulk_commit_group();
		ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
	}
}

__global__ void tma_tile(const __grid_constant__ CUtensorMap map, float *out)
{
	__shared__ alignas(128) float tile[32][32];
	__shared__ uint64_t bar;
	if (threadIdx.x == 0) {
		ptx::mbarrier_init(&bar, blockDim.x);
		ptx::fence_proxy_async(ptx::space_shared);
	}
	__syncthreads();
	uint64_t token;
	if (threadIdx.x == 0) {
		int32_t coords[2] = {(int32_t)blockIdx.x * 32, (int32_t)blockIdx.y * 32};
		ptx::cp_async_bulk_tensor(ptx::space_shared, ptx::space_global, &tile[0][0],
					  &map, coords, &bar);
		token = ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta,
						       ptx::space_shared, &bar, sizeof(tile));
	} else {
		token = ptx::mbarrier_arrive(&bar);
	}
	while (!ptx::mbarrier_try_wait(&bar, token))
		;
	float s = 0;
	for (int i = 0; i < 32; i++)
		s += tile[i][threadIdx.x % 32];
	out[(blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x] = s;
}

__global__ void sregs(unsigned *out)
{
	unsigned r = ptx::get_sreg_clusterid_x() + ptx::get_sreg_cluster_ctarank() +
		     ptx::get_sreg_nsmid() + ptx::get_sreg_warpid() +
		     (unsigned)ptx::get_sreg_globaltimer() + ptx::get_sreg_lanemask_lt();
	out[threadIdx.x] = r ^ ptx::getctarank(ptx::space_cluster, out);
}
