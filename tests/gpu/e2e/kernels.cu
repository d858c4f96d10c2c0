// gpu-e2e kernels: one translation unit of CUDA C++ that does what real GPU
// code does (builtin variables, dynamic and static shared memory, warp
// shuffles and votes, inline PTX, atomics of every width, libdevice math,
// CUB's block algorithms, printf, a cooperative grid sync, __constant__ and
// __device__ variables set and read by the host). clang-22 compiles it with
// the CUDA 13 headers; our pipeline turns it into a fatbin; gpu_e2e.c runs
// every kernel through the CUDA driver API and checks each result against
// the same computation on the CPU. The kernels are extern "C" so that the
// host finds them by name in any build (ours, nvcc's).
#include <cooperative_groups.h>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <stdint.h>

#include "e2e_shared.h"

namespace cg = cooperative_groups;

// Set by the host (cuModuleGetGlobal + cuMemcpyHtoD) before e2e_globals runs.
__constant__ float e2e_coef[4];
// Counted up by e2e_globals, read back by the host.
__device__ unsigned e2e_counter;

// Every builtin variable, on a 3-D grid of 3-D blocks: 8 words a thread.
extern "C" __global__ void e2e_builtins(unsigned *out)
{
	unsigned t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
	unsigned b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
	unsigned n = blockDim.x * blockDim.y * blockDim.z;
	unsigned *o = out + (b * n + t) * 8;

	o[0] = threadIdx.x;
	o[1] = threadIdx.y;
	o[2] = threadIdx.z;
	o[3] = blockIdx.x;
	o[4] = blockIdx.y;
	o[5] = blockIdx.z;
	o[6] = blockDim.x | blockDim.y << 8 | blockDim.z << 16;
	o[7] = gridDim.x | gridDim.y << 8 | gridDim.z << 16 | (unsigned)warpSize << 24;
}

// Grid-stride sum: warp shuffles, then one partial a warp in dynamic shared
// memory (extern __shared__, sized at launch), then the first warp.
extern "C" __global__ void e2e_reduce(const float *in, float *out, int n)
{
	extern __shared__ float partial[];
	float v = 0.0f;

	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
		v += in[i];
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_down_sync(0xffffffffu, v, o);
	if ((threadIdx.x & 31) == 0)
		partial[threadIdx.x >> 5] = v;
	__syncthreads();
	if (threadIdx.x < 32) {
		v = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : 0.0f;
		for (int o = 16; o > 0; o >>= 1)
			v += __shfl_down_sync(0xffffffffu, v, o);
		if (threadIdx.x == 0)
			out[blockIdx.x] = v;
	}
}

// Atomics of every kind CUDA code uses, relaxed, at device and block scope.
extern "C" __global__ void e2e_atomics(const int *in, int n, struct e2e_atomic_out *r)
{
	__shared__ unsigned block_count;
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (threadIdx.x == 0)
		block_count = 0;
	__syncthreads();
	if (i < n) {
		int v = in[i];
		int old, assumed;

		atomicAdd(&r->bins[v & 15], 1u);
		atomicAdd(&r->fsum, (float)(v & 3));
		atomicMax(&r->imax, v);
		atomicMin(&r->imin, v);
		atomicAdd(&r->usum, (unsigned long long)v);
		atomicAdd(&r->dsum, (double)(v & 7));
		old = r->cas;
		do {
			assumed = old;
			old = atomicCAS(&r->cas, assumed, assumed + 1);
		} while (old != assumed);
		atomicInc(&r->inc, 1000u);
		atomicOr(&r->orbits, 1u << (v & 31));
		atomicAnd(&r->andbits, ~(1u << (v % 29)));
		atomicXor(&r->xorbits, (unsigned)v);
		atomicExch(&r->exch_seen, 1);
		atomicSub(&r->sub, v & 1);
		atomicAdd_block(&block_count, 1u);
	}
	__syncthreads();
	if (threadIdx.x == 0)
		atomicAdd_system(&r->block_count, block_count);
}

// Inline PTX: a special register, bit reversal, the high word of a product,
// a carry chain, and a scoped braces block with its own register.
extern "C" __global__ void e2e_inline_asm(const unsigned *in, unsigned *out)
{
	unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned a = in[2 * t], b = in[2 * t + 1];
	unsigned lane, rev, hi, lo, carry, mad;

	asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
	asm("brev.b32 %0, %1;" : "=r"(rev) : "r"(a));
	asm("mul.hi.u32 %0, %1, %2;" : "=r"(hi) : "r"(a), "r"(b));
	asm("add.cc.u32 %0, %2, %3;\n\taddc.u32 %1, 0, 0;" : "=r"(lo), "=r"(carry) : "r"(a), "r"(b));
	asm("{\n\t.reg .u32 t0;\n\tmul.lo.u32 t0, %1, 3;\n\tadd.u32 %0, t0, %2;\n\t}" : "=r"(mad) : "r"(a), "r"(b));
	out[5 * t + 0] = lane;
	out[5 * t + 1] = rev;
	out[5 * t + 2] = hi;
	out[5 * t + 3] = lo ^ carry << 31;
	out[5 * t + 4] = mad;
}

// libdevice math, single and double precision (checked against libm).
extern "C" __global__ void e2e_math_f(const float *x, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float v = x[i];
		float *o = out + 8 * i;

		o[0] = sinf(v);
		o[1] = cosf(v);
		o[2] = expf(v * 0.25f);
		o[3] = logf(fabsf(v) + 1.0f);
		o[4] = powf(fabsf(v) + 0.5f, 1.7f);
		o[5] = sqrtf(fabsf(v));
		o[6] = tanhf(v * 0.3f);
		o[7] = v / (fabsf(v) + 3.0f);
	}
}

extern "C" __global__ void e2e_math_d(const double *x, double *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		double v = x[i];
		double *o = out + 6 * i;

		o[0] = sin(v);
		o[1] = exp(v * 0.5);
		o[2] = log1p(fabs(v));
		o[3] = cbrt(v);
		o[4] = atan2(v, 1.5);
		o[5] = erf(v * 0.25);
	}
}

// Compute-bound math for timing: a loop of transcendental calls per element.
extern "C" __global__ void e2e_math_loop(const float *x, float *out, int n, int iters)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float v = x[i], acc = 0.0f;

		for (int k = 0; k < iters; k++) {
			acc += sinf(v + (float)k) * expf(-fabsf(v) * 0.01f * (float)k);
			v = v * 0.999f + 0.001f;
		}
		out[i] = acc;
	}
}

// CUB block algorithms on 128 threads x 4 items: reduce, scan, radix sort.
extern "C" __global__ void e2e_cub(const int *in, int *scan_out, int *sorted_out, int *sum_out)
{
	typedef cub::BlockReduce<int, 128> Reduce;
	typedef cub::BlockScan<int, 128> Scan;
	typedef cub::BlockRadixSort<int, 128, 4> Sort;
	__shared__ union {
		typename Reduce::TempStorage reduce;
		typename Scan::TempStorage scan;
		typename Sort::TempStorage sort;
	} tmp;
	int base = blockIdx.x * 512 + threadIdx.x * 4;
	int items[4], scanned[4];

	for (int j = 0; j < 4; j++)
		items[j] = in[base + j];
	int total = Reduce(tmp.reduce).Sum(items);
	if (threadIdx.x == 0)
		sum_out[blockIdx.x] = total;
	__syncthreads();
	Scan(tmp.scan).InclusiveSum(items, scanned);
	for (int j = 0; j < 4; j++)
		scan_out[base + j] = scanned[j];
	__syncthreads();
	Sort(tmp.sort).Sort(items);
	for (int j = 0; j < 4; j++)
		sorted_out[base + j] = items[j];
}

// Warp votes, match, reduce and the block-wide count: 6 words a thread.
extern "C" __global__ void e2e_vote(const int *in, unsigned *out)
{
	unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
	int v = in[t];
	unsigned *o = out + 6 * t;

	o[0] = __ballot_sync(0xffffffffu, v > 0);
	o[1] = __any_sync(0xffffffffu, v > 90);
	o[2] = __all_sync(0xffffffffu, v > -100);
	o[3] = __syncthreads_count(v > 0);
	o[4] = __reduce_add_sync(0xffffffffu, (unsigned)(v & 0xff));
	o[5] = __match_any_sync(0xffffffffu, v & 3);
}

// printf through the device runtime's vprintf; the host checks stdout.
extern "C" __global__ void e2e_printf(int x)
{
	if (threadIdx.x == 0)
		printf("gpu-e2e printf: block %d x=%d f=%.2f s=%s\n", (int)blockIdx.x, x, 1.5, "ok");
}

// A cooperative launch: every thread writes, the whole grid syncs, every
// thread reads what a thread of another block wrote; twice.
extern "C" __global__ void e2e_grid_sync(int *a, int *b, int n)
{
	cg::grid_group g = cg::this_grid();
	unsigned stride = g.num_threads();

	for (unsigned i = g.thread_rank(); i < (unsigned)n; i += stride)
		a[i] = (int)i * 3 + 1;
	g.sync();
	for (unsigned i = g.thread_rank(); i < (unsigned)n; i += stride)
		b[i] = a[(i + 997) % n];
	g.sync();
	for (unsigned i = g.thread_rank(); i < (unsigned)n; i += stride)
		a[i] = b[(i + 501) % n] - 1;
}

// __constant__ set by the host, a __device__ counter, static shared memory.
extern "C" __global__ void e2e_globals(float *out, int n)
{
	__shared__ float tile[256];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	tile[threadIdx.x] = e2e_coef[threadIdx.x & 3];
	__syncthreads();
	if (i < n) {
		out[i] = tile[(threadIdx.x + 1) % blockDim.x] * (float)i;
		atomicAdd(&e2e_counter, 1u);
	}
}

// Tiled single-precision matrix product (static shared tiles), for timing.
extern "C" __global__ void e2e_sgemm(const float *A, const float *B, float *C, int n)
{
	__shared__ float As[32][33], Bs[32][33];
	int row = blockIdx.y * 32 + threadIdx.y, col = blockIdx.x * 32 + threadIdx.x;
	float acc = 0.0f;

	for (int k0 = 0; k0 < n; k0 += 32) {
		As[threadIdx.y][threadIdx.x] = A[row * n + k0 + threadIdx.x];
		Bs[threadIdx.y][threadIdx.x] = B[(k0 + threadIdx.y) * n + col];
		__syncthreads();
#pragma unroll 8
		for (int k = 0; k < 32; k++)
			acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
		__syncthreads();
	}
	C[row * n + col] = acc;
}

// A 5-point stencil, for timing (memory bound).
extern "C" __global__ void e2e_stencil(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;

	if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
		out[y * w + x] = 0.5f * in[y * w + x] +
				 0.125f * (in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
