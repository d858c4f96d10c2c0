// corpus: rdc=also
// Kernel parameters as real launches pass them: __grid_constant__ structs
// whose address is taken, large by-value structs, arrays in structs,
// vector types, pointers to const, and a 4 KB parameter block.
#include <cuda_runtime.h>

struct Params {
  float scale[16];
  int dims[4];
  const float *src;
  float *dst;
  double bias;
};

struct Big {
  int table[1000];
};

__device__ float lookup(const Params *p, int i) { return p->scale[i & 15] * p->src[i]; }

__global__ void apply(const __grid_constant__ Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.dims[0]) p.dst[i] = lookup(&p, i) + (float)p.bias;
}

__global__ void with_table(const __grid_constant__ Big b, int *out) {
  const int *row = &b.table[threadIdx.x % 1000];
  out[threadIdx.x] = *row;
}

__global__ void by_value(Params p, float4 v, double2 d, char c, short s, long long q,
                         int *out) {
  p.scale[0] += v.x;
  out[threadIdx.x] = (int)(p.scale[threadIdx.x & 15] + d.y + c + s + q);
}

int main() {
  Params p = {};
  apply<<<1, 32>>>(p);
  return 0;
}
