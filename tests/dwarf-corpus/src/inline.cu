static __device__ __forceinline__ float sq(float x) { return x * x; }
static __device__ __forceinline__ float norm3(float a, float b, float c) { float s = sq(a) + sq(b) + sq(c); return __builtin_sqrtf(s); }
__global__ void norms(const float *x, const float *y, const float *z, float *out, int n) {
  int i = ctaid_x() * ntid_x() + tid_x();
  if (i < n) out[i] = norm3(x[i], y[i], z[i]);
}
__device__ float clampf(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }
__global__ void clamp_all(float *v, float lo, float hi, int n) {
  for (int i = tid_x(); i < n; i += ntid_x()) v[i] = clampf(v[i], lo, hi);
}
