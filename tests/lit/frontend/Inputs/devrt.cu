// Device-side launches and the device runtime, for relocatable device code
// (-fgpu-rdc -D__CUDACC_RDC__): the calls stay external and libcudadevrt
// (or the driver, for the graph entry points) defines them at the device
// link. Written for the nvvm-tools tests.
#include <cuda_runtime.h>

__global__ void child(int *p, int v) { p[threadIdx.x] = v; }

__global__ void parent(int *p, cudaGraphConditionalHandle h, cudaGraphExec_t ge) {
  if (threadIdx.x == 0) {
    child<<<1, 32>>>(p, 7);
    void *m = nullptr;
    if (cudaMalloc(&m, 64) == cudaSuccess)
      cudaFree(m);
    int d = 0;
    cudaGetDevice(&d);
    cudaGraphSetConditional(h, d != 0);
    cudaGraphLaunch(ge, cudaStreamGraphTailLaunch);
  }
}
