__global__ void scan_block(const int *in, int *out, int n) {
  __shared__ int temp[512];
  int t = tid_x();
  int pout = 0, pin = 1;
  temp[t] = t < n ? in[t] : 0;
  syncthreads();
  for (int off = 1; off < 256; off *= 2) {
    pout = 1 - pout; pin = 1 - pout;
    if (t >= off) temp[pout * 256 + t] = temp[pin * 256 + t] + temp[pin * 256 + t - off];
    else temp[pout * 256 + t] = temp[pin * 256 + t];
    syncthreads();
  }
  if (t < n) out[t] = temp[pout * 256 + t];
}
