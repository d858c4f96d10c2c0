// corpus: rdc=also
// __launch_bounds__ on kernels whose work is in heavy non-inlined callees
// (many live values, an unrolled FMA chain), with min-blocks that force a
// low register budget, plus a recursive device function.
#define N 48

__device__ __noinline__ void heavy(const float *__restrict__ in, float *__restrict__ out,
                                   int stride) {
  float acc[N];
#pragma unroll
  for (int k = 0; k < N; ++k) acc[k] = in[k * stride];
#pragma unroll
  for (int r = 0; r < 8; ++r)
#pragma unroll
    for (int k = 0; k < N; ++k)
      acc[k] = fmaf(acc[k], acc[(k + r + 1) % N], acc[(k * 7 + r) % N]);
#pragma unroll
  for (int k = 0; k < N; ++k) out[k * stride] = acc[k];
}

__device__ __noinline__ double heavy_d(const double *p, int n) {
  double a[16];
#pragma unroll
  for (int k = 0; k < 16; ++k) a[k] = p[k];
  for (int i = 0; i < n; ++i)
#pragma unroll
    for (int k = 0; k < 16; ++k) a[k] = fma(a[k], a[(k + 5) & 15], a[(k + 11) & 15]);
  double s = 0;
#pragma unroll
  for (int k = 0; k < 16; ++k) s += a[k];
  return s;
}

__device__ int depth_sum(int n) { return n <= 0 ? 0 : n + depth_sum(n - 1); }

__global__ void __launch_bounds__(256, 4) bounded(const float *in, float *out, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  heavy(in + i, out + i, stride);
}

__global__ void __launch_bounds__(128, 8) bounded_d(const double *in, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = heavy_d(in + 16 * i, n) + depth_sum(i & 7);
}

// The same heavy callee from a kernel without bounds: ptxas must give it one
// register allocation that both callers accept.
__global__ void unbounded(const float *in, float *out, int stride) {
  heavy(in + threadIdx.x, out + threadIdx.x, stride);
}

__global__ void __launch_bounds__(1024) wide(float *out) {
  out[threadIdx.x] = (float)threadIdx.x;
}

__global__ void __launch_bounds__(64, 2) with_max_blocks(const float *in, float *out) {
  heavy(in + threadIdx.x, out + threadIdx.x, 64);
}
