// nvcc -G test program: a loop variable that lives in registers only, so
// NVVM describes it with a location list (and leaves out its address class).
__device__ int gdev;
__device__ int helper(int a, int b) { int t = a * b; return t + gdev; }
__global__ void kern(int *out, int n)
{
	__shared__ int sh[64];
	int local[8];
	int i = threadIdx.x;
	for (int k = 0; k < 8; k++)
		local[k] = k * n;
	sh[i & 63] = local[i & 7];
	__syncthreads();
	out[i] = helper(sh[(i + 1) & 63], n);
}
