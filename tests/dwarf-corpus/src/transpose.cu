__global__ void transpose(const float *in, float *out, int w, int h) {
  __shared__ float tile[32][33];
  int x = ctaid_x() % (w / 32) * 32 + tid_x() % 32, y = ctaid_x() / (w / 32) * 32 + tid_x() / 32;
  for (int j = 0; j < 32; j += 8) tile[tid_x() / 32 + j][tid_x() % 32] = in[(y + j) * w + x];
  syncthreads();
  x = ctaid_x() / (w / 32) * 32 + tid_x() % 32; y = ctaid_x() % (w / 32) * 32 + tid_x() / 32;
  for (int j = 0; j < 32; j += 8) out[(y + j) * h + x] = tile[tid_x() % 32][tid_x() / 32 + j];
}
__global__ void copy2d(const float *in, float *out, int w) { int x = tid_x(), y = ctaid_x(); out[y * w + x] = in[y * w + x]; }
