#define TILE 16
__global__ void matmul_tiled(const float *A, const float *B, float *C, int N) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = tid_x() % TILE, ty = tid_x() / TILE;
  int row = ctaid_x() / (N / TILE) * TILE + ty, col = ctaid_x() % (N / TILE) * TILE + tx;
  float sum = 0.f;
  for (int t = 0; t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    syncthreads();
    for (int k = 0; k < TILE; k++) sum += As[ty][k] * Bs[k][tx];
    syncthreads();
  }
  C[row * N + col] = sum;
}
__global__ void matmul_naive(const float *A, const float *B, float *C, int N) {
  int row = ctaid_x(), col = tid_x();
  float s = 0.f;
  for (int k = 0; k < N; k++) s += A[row * N + k] * B[k * N + col];
  C[row * N + col] = s;
}
