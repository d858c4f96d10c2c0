// corpus: rdc=also
// Static and dynamic shared memory: a tiled transpose with a padded static
// tile, a dynamic buffer carved into arrays of several types, one extern
// buffer reused under another type by a template, and a 16-byte aligned
// dynamic buffer.
#include <cuda_runtime.h>
#define TILE 32

__global__ void transpose(float *out, const float *in, int w, int h) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += blockDim.y)
    if (x < w && y + j < h)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += blockDim.y)
    if (x < h && y + j < w)
      out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern __shared__ unsigned char dyn_bytes[];

__global__ void carve(const int *ki, const double *kd, double *out, int n) {
  double *d = reinterpret_cast<double *>(dyn_bytes);
  int *i = reinterpret_cast<int *>(d + n);
  d[threadIdx.x] = kd[threadIdx.x];
  i[threadIdx.x] = ki[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = d[n - 1 - threadIdx.x] * i[(threadIdx.x + 1) % n];
}

template <typename T> struct SharedArray {
  __device__ T *get() {
    extern __shared__ int dyn_words[];
    return reinterpret_cast<T *>(dyn_words);
  }
};

template <typename T>
__global__ void reverse(T *data, int n) {
  T *s = SharedArray<T>().get();
  s[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = s[n - 1 - threadIdx.x];
}
template __global__ void reverse<float>(float *, int);
template __global__ void reverse<double2>(double2 *, int);
template __global__ void reverse<short>(short *, int);

extern __shared__ __align__(16) float4 dyn_vec[];
__global__ void vec_stage(float4 *out, const float4 *in) {
  __shared__ int flag;
  if (threadIdx.x == 0) flag = 1;
  dyn_vec[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  float4 v = dyn_vec[blockDim.x - 1 - threadIdx.x];
  out[threadIdx.x] = make_float4(v.x * flag, v.y, v.z, v.w);
}

int main() {
  float *p;
  cudaMalloc(&p, 1 << 20);
  transpose<<<dim3(4, 4), dim3(TILE, 8)>>>(p, p, 128, 128);
  reverse<float><<<1, 64, 64 * sizeof(float)>>>(p, 64);
  return 0;
}
