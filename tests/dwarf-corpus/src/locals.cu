__device__ __noinline__ int sum_array(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
__global__ void stack_array(int *out, int seed) {
  int tmp[16];
  for (int i = 0; i < 16; i++) tmp[i] = seed * i + (int)tid_x();
  out[tid_x()] = sum_array(tmp, 16);
}
__global__ void write_param(int *out, int n) {
  n = n * 2 + 1;          /* the kernel parameter is written */
  while (n > 100) n -= 7;
  out[tid_x()] = n;
}
