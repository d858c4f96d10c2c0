__device__ unsigned global_hist[64];
__global__ void histogram(const unsigned char *data, int n) {
  __shared__ unsigned local_hist[64];
  if (tid_x() < 64) local_hist[tid_x()] = 0;
  syncthreads();
  for (int i = ctaid_x() * ntid_x() + tid_x(); i < n; i += ntid_x() * 128)
    __nvvm_atom_add_gen_i((int *)&local_hist[data[i] & 63], 1);
  syncthreads();
  if (tid_x() < 64) __nvvm_atom_add_gen_i((int *)&global_hist[tid_x()], (int)local_hist[tid_x()]);
}
