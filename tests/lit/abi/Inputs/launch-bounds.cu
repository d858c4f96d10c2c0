// Launch-bounded kernels calling device functions LLVM does not inline
// (tests/lit/abi/launch-bounds-clang.test). heavy() needs about 100
// registers when compiled on its own; the kernels' bounds allow 64
// (1024 threads, or 256 threads x 4 blocks per SM on 64K registers).
// The thread index comes from the sreg builtin, so that this test does not
// depend on how the builtin variables are handled.

#define TID __nvvm_read_ptx_sreg_tid_x()

__device__ __noinline__ float heavy(const float *a, int n, float x)
{
	float r[24];
#pragma unroll
	for (int i = 0; i < 24; i++)
		r[i] = a[i * n] * x + i;
	float s = 0.f;
#pragma unroll
	for (int k = 0; k < 8; k++)
#pragma unroll
		for (int i = 0; i < 24; i++)
			s += r[i] * r[(i + k) % 24] + __sinf(r[(i * 7 + k) % 24]);
	return s;
}

// Recursion: the copy calls itself.
__device__ __noinline__ float walk(const float *a, int n, float x)
{
	return n <= 0 ? heavy(a, 3, x) : walk(a, n - 1, x) * 0.5f + a[n];
}

__global__ void __launch_bounds__(1024) k1024(const float *a, float *o, int n)
{
	o[TID] = heavy(a + TID, n, 2.f);
}

__global__ void __launch_bounds__(256, 4) k256x4(const float *a, float *o, int n)
{
	o[TID] = walk(a + TID, n & 7, 3.f);
}

// Without bounds: calls the original.
__global__ void plain(const float *a, float *o, int n)
{
	o[TID] = heavy(a + TID, n, 4.f);
}
