__device__ int counters[8];
__constant__ int lut[16] = {0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15};
__device__ __noinline__ int classify(int v, int *hits) { int c = lut[v & 15]; if (c > 7) (*hits)++; return c; }
__global__ void mixed_kernel(const int *in, int *out, int n, int mode) {
  int hits = 0;
  int local[4] = {0, 0, 0, 0};
  for (int i = tid_x(); i < n; i += ntid_x()) {
    int c = classify(in[i], &hits);
    local[c & 3] += c;
    if (mode) out[i] = c;
  }
  for (int k = 0; k < 4; k++) __nvvm_atom_add_gen_i(&counters[k], local[k]);
  counters[4 + (tid_x() & 3)] = hits;
}
