// gpu-e2e, separate compilation: the definitions rdc_main.cu uses.
__device__ unsigned rdc_calls;
__constant__ int rdc_scale = 3;

__device__ int rdc_square_plus(int x)
{
	return x * x + 1;
}
