#include "prog.h"

__global__ void scale_kernel(float *x, float a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] *= a;
}

void scale(float *d, float a, int n)
{
	scale_kernel<<<(n + 255) / 256, 256>>>(d, a, n);
}
