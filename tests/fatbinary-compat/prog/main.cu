#include <cstdio>
#include "prog.h"

__global__ void iota_kernel(float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] = (float)i;
}

int main()
{
	const int n = 1000;
	float *d, h[n];
	if (cudaMalloc(&d, n * sizeof(float)) != cudaSuccess) {
		printf("no device\n");
		return 1;
	}
	iota_kernel<<<(n + 255) / 256, 256>>>(d, n);
	scale(d, 2.0f, n);
	cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
	cudaFree(d);
	printf("%g %g\n", h[1], h[n - 1]);
	return h[n - 1] == 2.0f * (n - 1) ? 0 : 1;
}
