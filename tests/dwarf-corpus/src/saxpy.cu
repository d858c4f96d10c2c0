__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = ctaid_x() * ntid_x() + tid_x();
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void saxpy_strided(int n, float a, const float *x, float *y) {
  for (int i = ctaid_x() * ntid_x() + tid_x(); i < n; i += ntid_x() * 1024) y[i] = a * x[i] + y[i];
}
