// corpus:
// Thrust algorithms on device vectors with device lambdas and functors:
// the kernels come from Thrust's CUDA backend (CUB underneath).
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/count.h>

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
  thrust::device_vector<float> v(1000);
  thrust::sequence(v.begin(), v.end(), 1.f);
  thrust::transform(v.begin(), v.end(), v.begin(),
                    [] __device__(float x) { return 1.f / x; });
  float ss = thrust::transform_reduce(v.begin(), v.end(), square(), 0.f,
                                      thrust::plus<float>());
  int odd = thrust::count_if(thrust::counting_iterator<int>(0),
                             thrust::counting_iterator<int>(1000),
                             [] __device__(int i) { return i & 1; });
  return ss > 2.f || odd != 500;
}
