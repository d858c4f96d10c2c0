extern "C" __global__ void add1(int *p) { p[threadIdx.x] += 1; }
