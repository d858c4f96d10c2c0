// corpus: gpu-arch=sm_80 archs=sm_80,sm_90,sm_120 refuse=sm_75 rdc=also
// Tensor cores and narrow floats as real kernels use them: wmma fragments
// (fp16 with fp32 accumulation, bf16, tf32), __half/__half2 and
// __nv_bfloat16 arithmetic and conversions, fp8 (e4m3/e5m2) conversions,
// and the sm_80 warp reductions (__reduce_add_sync and friends).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <mma.h>
using namespace nvcuda;

__global__ void wmma_f16(const __half *a, const __half *b, float *c, int lda)
{
	wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;
	wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
	wmma::fill_fragment(fc, 0.0f);
	for (int k = 0; k < lda; k += 16) {
		wmma::load_matrix_sync(fa, a + k, lda);
		wmma::load_matrix_sync(fb, b + k, lda);
		wmma::mma_sync(fc, fa, fb, fc);
	}
	for (int i = 0; i < fc.num_elements; i++)
		fc.x[i] *= 0.5f;
	wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void wmma_bf16_tf32(const __nv_bfloat16 *a, const __nv_bfloat16 *b,
			       const float *x, const float *y, float *c)
{
	wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
	wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> fb;
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
	wmma::fill_fragment(fc, 0.0f);
	wmma::load_matrix_sync(fa, a, 16);
	wmma::load_matrix_sync(fb, b, 16);
	wmma::mma_sync(fc, fa, fb, fc);
	wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> ta;
	wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> tb;
	wmma::fragment<wmma::accumulator, 16, 16, 8, float> tc;
	wmma::load_matrix_sync(ta, x, 8);
	wmma::load_matrix_sync(tb, y, 8);
	for (int i = 0; i < ta.num_elements; i++)
		ta.x[i] = wmma::__float_to_tf32(ta.x[i]);
	wmma::fill_fragment(tc, 1.0f);
	wmma::mma_sync(tc, ta, tb, tc);
	for (int i = 0; i < fc.num_elements; i++)
		fc.x[i] += tc.x[i];
	wmma::store_matrix_sync(c, fc, 16, wmma::mem_col_major);
}

__global__ void narrow_floats(const float *in, __half *h, __nv_bfloat16 *bf,
			      __nv_fp8_e4m3 *e4, __nv_fp8_e5m2 *e5, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float v = in[i];
	__half hv = __float2half_rn(v);
	__half2 h2 = __halves2half2(hv, __hmul(hv, __float2half(2.0f)));
	h2 = __hfma2(h2, h2, __float2half2_rn(1.0f));
	h[i] = __hadd(__low2half(h2), __high2half(h2));
	__nv_bfloat16 b = __float2bfloat16(v);
	b = __hmax(b, __float2bfloat16(0.0f));
	bf[i] = __hfma(b, b, __float2bfloat16(-1.0f));
	e4[i] = __nv_fp8_e4m3(v);
	e5[i] = __nv_fp8_e5m2(v * 0.25f);
	float back = float(e4[i]) + float(e5[i]) + __half2float(h[i]) + __bfloat162float(bf[i]);
	out[i] = back + __half2float(hsin(hv)) + __half2float(hexp(hv)) + __bfloat162float(hsqrt(b));
}

__global__ void warp_reduce(const unsigned *in, unsigned *out, int *imin)
{
	unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
	unsigned mask = __activemask();
	unsigned s = __reduce_add_sync(mask, v);
	unsigned m = __reduce_max_sync(0xffffffffu, v);
	int mn = __reduce_min_sync(0xffffffffu, (int)v - 100);
	unsigned o = __reduce_or_sync(0xffffffffu, v) ^ __reduce_and_sync(0xffffffffu, v) ^
		     __reduce_xor_sync(0xffffffffu, v);
	if ((threadIdx.x & 31) == 0) {
		out[blockIdx.x * 3] = s;
		out[blockIdx.x * 3 + 1] = m;
		out[blockIdx.x * 3 + 2] = o;
		atomicMin(imin, mn);
	}
}
