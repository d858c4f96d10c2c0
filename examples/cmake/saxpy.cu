// A second translation unit: its own kernel and wrapper.
#include "vecops.h"

__global__ void saxpy_kernel(float a, const float *x, float *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		y[i] = a * x[i] + y[i];
}

extern "C" int vec_saxpy(float a, const float *x, float *y, int n)
{
	saxpy_kernel<<<(n + 255) / 256, 256>>>(a, x, y, n);
	return cudaGetLastError() == cudaSuccess ? 0 : -1;
}
