// corpus: rdc=also
// Module-scope device data: __constant__
// tables and structs (filled with cudaMemcpyToSymbol), __device__ globals
// with initializers, a device pointer table, and a static device counter.
// (__managed__ is not here: clang 22 ignores it for CUDA, HIP only.)
#include <cuda_runtime.h>

struct Coeffs {
  float a, b, c;
  int n;
};

__constant__ float filter[64];
__constant__ Coeffs coeffs = {1.f, 2.f, 3.f, 4};
__constant__ int lut[4] = {1, 1, 2, 3};
__device__ int device_counter;
__device__ float device_table[3] = {0.5f, 0.25f, 0.125f};
__device__ const char *device_names[] = {"alpha", "beta", "gamma"};
__device__ int managed_flag = 7;
__device__ float managed_out[256];
static __device__ unsigned long long ticks;

__global__ void convolve(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = 0.f;
  for (int k = 0; k < 64; ++k)
    s += filter[k] * in[(i + k) % n];
  out[i] = coeffs.a * s + coeffs.b + lut[i & 3] + device_table[i % 3];
  managed_out[i & 255] = s * managed_flag;
  atomicAdd(&device_counter, 1);
  atomicAdd(&ticks, 1ull);
  if (i == 0 && device_names[coeffs.n & 1][0] == 'b') managed_flag = 0;
}

int main() {
  float h[64] = {};
  cudaMemcpyToSymbol(filter, h, sizeof h);
  float *d;
  cudaMalloc(&d, 1024 * 4);
  convolve<<<4, 256>>>(d, d, 1024);
  cudaDeviceSynchronize();
  int flag;
  cudaMemcpyFromSymbol(&flag, managed_flag, sizeof flag);
  return flag;
}
