// Declarations shared by the three translation units of rdc_multi.
#pragma once
#include <cuda_runtime.h>

struct Config {
  float alpha;
  int rounds;
};

extern __device__ unsigned long long ops_done;
extern __constant__ Config config;
extern __device__ float scratch[1024];

__device__ float axpy1(float a, float x, float y);
__device__ float dot_chunk(const float *x, const float *y, int n);
__device__ void count_ops(unsigned n);

__global__ void axpy(float *y, const float *x, int n);
__global__ void dot(const float *x, const float *y, float *out, int n);
__global__ void smooth(float *y, int n);
