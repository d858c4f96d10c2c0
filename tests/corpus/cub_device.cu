// corpus:
// Device-wide CUB algorithms called from host code: their kernels
// (single-pass reduce, decoupled look-back scan, histogram) are
// instantiated by the host calls, as in every program that uses them.
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>

int main() {
  int n = 1 << 16;
  float *in, *out;
  int *hist;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&hist, 64 * sizeof(int));
  void *tmp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Sum(tmp, bytes, in, out, n);
  cudaMalloc(&tmp, bytes);
  cub::DeviceReduce::Sum(tmp, bytes, in, out, n);
  cub::DeviceReduce::Max(tmp, bytes, in, out, n);
  cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
  cub::DeviceHistogram::HistogramEven(tmp, bytes, in, hist, 65, 0.f, 1.f, n);
  return 0;
}
