// Device-side cudaMalloc without -D__CUDACC_RDC__: the CUDA 13 headers then
// define the runtime entry points as stubs that return 999. Written for the
// nvvm-tools tests.
__global__ void alloc(int *out) {
  void *m = nullptr;
  int d = 0;
  out[0] = cudaMalloc(&m, 16) + cudaGetDevice(&d);
}
