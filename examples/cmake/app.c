/* vecapp: a C program calling kernels packed by nvvmtools_add_fatbin(). */
#include <stdio.h>
#include <cuda_runtime_api.h>
#include "vecops.h"

int main(void)
{
	enum { N = 1024 };
	float h[N], *x, *y;
	for (int i = 0; i < N; i++)
		h[i] = (float)i;
	if (cudaMalloc((void **)&x, sizeof(h)) != cudaSuccess || cudaMalloc((void **)&y, sizeof(h)) != cudaSuccess) {
		printf("vecapp: no CUDA device\n");
		return 2;
	}
	cudaMemcpy(x, h, sizeof(h), cudaMemcpyHostToDevice);
	cudaMemcpy(y, h, sizeof(h), cudaMemcpyHostToDevice);
	if (vec_norm(x, N) || vec_saxpy(2.0f, x, y, N))
		return 1;
	cudaMemcpy(h, y, sizeof(h), cudaMemcpyDeviceToHost);
	printf("vecapp: y[4] = %g\n", h[4]);
	return 0;
}
