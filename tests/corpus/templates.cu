// corpus: rdc=also
// Templates as generic GPU libraries write them: kernels over functors and
// lambdas, variadic packs, policies as template parameters, static member
// data, if constexpr on types, CRTP, and many instantiations.
#include <cuda_runtime.h>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda/std/limits>

template <typename T> struct Plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <typename T> struct Min {
  __device__ T operator()(T a, T b) const { return b < a ? b : a; }
  static constexpr T identity = cuda::std::numeric_limits<T>::max();
};

template <int BLOCK, typename T, typename Op>
__global__ void reduce(const T *in, T *out, int n, T init, Op op) {
  __shared__ T s[BLOCK];
  T acc = init;
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
    acc = op(acc, in[i]);
  s[threadIdx.x] = acc;
  __syncthreads();
#pragma unroll
  for (int w = BLOCK / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + w]);
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

template <typename... Ts> __device__ auto sum_all(Ts... xs) { return (xs + ... + 0); }

template <typename Derived> struct Kernel {
  __device__ void run(int i) { static_cast<Derived *>(this)->body(i); }
};
struct Doubler : Kernel<Doubler> {
  float *p;
  __device__ void body(int i) { p[i] *= 2.f; }
};

template <typename K> __global__ void launch_crtp(K k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) k.run(i);
}

template <typename T> __global__ void convert(const T *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if constexpr (cuda::std::is_floating_point_v<T>)
    out[i] = (float)in[i];
  else if constexpr (cuda::std::is_signed_v<T>)
    out[i] = (float)in[i] * 0.5f;
  else
    out[i] = (float)(in[i] >> 1);
}

template <typename F> __global__ void apply_lambda(float *p, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = f(p[i], sum_all(i, 1, 2u, 3ll));
}

int main() {
  float *f;
  cudaMalloc(&f, 4096);
  reduce<256><<<4, 256>>>(f, f, 1024, 0.f, Plus<float>());
  reduce<128><<<4, 128>>>((const int *)f, (int *)f, 1024, Min<int>::identity, Min<int>());
  reduce<64><<<4, 64>>>((const double *)f, (double *)f, 256, 0.0, Plus<double>());
  Doubler d;
  d.p = f;
  launch_crtp<<<4, 256>>>(d, 1024);
  convert<<<1, 32>>>((const int *)f, f, 32);
  convert<<<1, 32>>>((const unsigned char *)f, f, 32);
  convert<<<1, 32>>>((const double *)f, f, 32);
  float k = 3.f;
  apply_lambda<<<1, 32>>>(f, 32, [k] __device__(float x, long long s) { return x * k + s; });
  return 0;
}
