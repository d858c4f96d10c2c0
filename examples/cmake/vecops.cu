// Kernels with host wrappers (called from app.c); sqrtf and expf come from
// libdevice (nvvmtools_add_fatbin LIBDEVICE).
#include "vecops.h"

__global__ void norm_kernel(float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] = sqrtf(x[i]) + expf(-x[i]);
}

extern "C" int vec_norm(float *d, int n)
{
	norm_kernel<<<(n + 255) / 256, 256>>>(d, n);
	return cudaGetLastError() == cudaSuccess ? 0 : -1;
}
