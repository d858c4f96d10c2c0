/* rdcapp: calls a kernel whose device code spans two files. */
#include <stdio.h>
#include <cuda_runtime_api.h>

int rdc_twice(float *d, int n);

int main(void)
{
	float h[4] = { 1, 2, 3, 4 }, *d;
	if (cudaMalloc((void **)&d, sizeof(h)) != cudaSuccess) {
		printf("rdcapp: no CUDA device\n");
		return 2;
	}
	cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
	if (rdc_twice(d, 4))
		return 1;
	cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
	printf("rdcapp: %g %g %g %g\n", h[0], h[1], h[2], h[3]);
	return h[3] == 8.0f ? 0 : 1;
}
