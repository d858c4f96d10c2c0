__device__ __noinline__ float warp_sum(float v, int width) {
  for (int o = width / 2; o > 0; o /= 2) v += __nvvm_shfl_sync_down_f32(0xffffffffu, v, o, 31);
  return v;
}
__global__ void reduce_sum(const float *in, float *out, int n) {
  __shared__ float buf[256];
  unsigned t = tid_x();
  float acc = 0.f;
  for (int i = ctaid_x() * 256 + t; i < n; i += 256 * 64) acc += in[i];
  buf[t] = acc;
  syncthreads();
  for (unsigned s = 128; s > 32; s >>= 1) { if (t < s) buf[t] += buf[t + s]; syncthreads(); }
  if (t < 32) { float v = warp_sum(buf[t] + buf[t + 32], 32); if (t == 0) out[ctaid_x()] = v; }
}
