#!/bin/sh
# gen-synthetic.sh N: the CUDA source of the synthetic N-kernel module of
# bench-opt.sh and bench-set.sh (loops, a device helper per kernel; no
# barriers: libNVVM's LLVM 20 reader mis-handles LLVM 22's barrier intrinsic
# names, see bench-set.sh's prep). Written to stdout; compiled by the caller.
N=${1:-128}
echo '#define __global__ __attribute__((global))'
echo '#define __device__ __attribute__((device))'
echo 'static __device__ unsigned tid() { return __nvvm_read_ptx_sreg_tid_x() + __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x(); }'
i=0
while [ $i -lt "$N" ]; do
  cat <<K
__device__ float helper$i(const float *a, int n, float s) {
  float acc = 0.f;
  for (int j = 0; j < n; ++j) acc += a[j] * s + (float)(j % ($i + 3));
  return acc;
}
extern "C" __global__ void k$i(const float *a, float *b, int n, float s) {
  unsigned t = tid();
  if (t < (unsigned)n) {
    float x = a[t];
    for (int r = 0; r < ($i % 7) + 2; ++r) x = x * s + helper$i(a + (t & 15), 8, x) / (r + 1.5f);
    b[t] = x > 0 ? x : -x * $i.5f;
  }
}
K
  i=$((i + 1))
done
