struct Acc { float sum; int count; };
__device__ __noinline__ void acc_add(Acc *a, float v) { a->sum += v; a->count++; }
__global__ void mean_rows(const float *m, float *out, int cols) {
  Acc acc = {0.f, 0};
  const float *row = m + ctaid_x() * cols;
  for (int c = tid_x(); c < cols; c += ntid_x()) acc_add(&acc, row[c]);
  out[ctaid_x() * ntid_x() + tid_x()] = acc.count ? acc.sum / acc.count : 0.f;
}
__global__ void fill(unsigned *dst, unsigned value, unsigned n) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  unsigned step = ntid_x() * 64u;
  for (; i < n; i += step) dst[i] = value ^ i;
}
