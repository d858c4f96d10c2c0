// The second module of rdc-a.cu. Written for the nvvm-tools tests.
extern __shared__ double smem[];
__device__ float scale = 0.5f;
__device__ float twice(float x) { return 2.0f * x + threadIdx.x; }
__global__ void kb(double *o) {
  smem[threadIdx.x] = o[threadIdx.x];
  __syncthreads();
  dim3 t = threadIdx;
  o[t.x] = smem[0] + twice(1.0f);
}
