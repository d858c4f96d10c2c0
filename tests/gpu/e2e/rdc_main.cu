// gpu-e2e, separate compilation (-fgpu-rdc): the kernels here call a device
// function, a __device__ counter and a __constant__ defined only in
// rdc_lib.cu, and the parent kernel launches the child from the device (the
// device runtime: nvlink -lcudadevrt). nvvm-link joins the two modules.
extern __device__ int rdc_square_plus(int x); // rdc_lib.cu
extern __device__ unsigned rdc_calls;        // rdc_lib.cu
extern __constant__ int rdc_scale;           // rdc_lib.cu

extern "C" __global__ void rdc_child(int *out, int base)
{
	int i = base + threadIdx.x;

	out[i] = rdc_square_plus(i) * rdc_scale;
	atomicAdd(&rdc_calls, 1u);
}

// One child grid of 32 threads per parent thread.
extern "C" __global__ void rdc_parent(int *out, int nchild)
{
	if (threadIdx.x < nchild)
		rdc_child<<<1, 32>>>(out, (int)threadIdx.x * 32);
}
