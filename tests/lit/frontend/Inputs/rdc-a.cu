// Two relocatable modules sharing device functions, a device variable and
// dynamic shared memory (declared in both). Written for the nvvm-tools tests.
extern __shared__ float smem[];
extern __device__ float scale;
__device__ float twice(float x);
__global__ void ka(float *o) {
  smem[threadIdx.x] = o[threadIdx.x];
  __syncthreads();
  dim3 t = threadIdx; // &threadIdx is `this` of operator dim3() at -O0
  o[t.x] = twice(smem[blockDim.x - 1 - t.x]) * scale;
}
