// corpus: rdc=also
// Inline PTX as hand-tuned kernels and library headers write it: special
// registers, bit manipulation (lop3, prmt, shf, bfe, bfind, bmsk which needs
// PTX ISA 7.6), scoped registers and predicates in braces, non-coherent
// and cache-hinted loads, memory clobbers, and a 64-bit output.
#include <cstdint>

__device__ __forceinline__ unsigned lane_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__device__ __forceinline__ unsigned lop3_xor3(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}

__device__ __forceinline__ unsigned mask_bits(unsigned pos, unsigned len) {
  unsigned d;
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(d) : "r"(pos), "r"(len));
  return d;
}

__device__ __forceinline__ float ldg_nc(const float *p) {
  float v;
  asm volatile("ld.global.nc.L1::no_allocate.f32 %0, [%1];" : "=f"(v) : "l"(p));
  return v;
}

__device__ __forceinline__ int clamp_add(int a, int b) {
  int r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      ".reg .s32 t;\n\t"
      "add.sat.s32 t, %1, %2;\n\t"
      "setp.lt.s32 p, t, 0;\n\t"
      "selp.s32 %0, 0, t, p;\n\t"
      "}"
      : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__device__ __forceinline__ uint64_t globaltimer() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void bits(const unsigned *in, unsigned *out, const float *f, float *g) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = in[i], b = in[i + 1], c = in[i + 2];
  unsigned p, s, e, hi;
  asm("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(p) : "r"(a), "r"(b));
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(s) : "r"(a), "r"(b), "r"(c & 31));
  asm("bfe.u32 %0, %1, 8, 8;" : "=r"(e) : "r"(a));
  asm("bfind.u32 %0, %1;" : "=r"(hi) : "r"(b | 1));
  out[i] = lop3_xor3(a, b, c) + p + s + e + hi + mask_bits(lane_id(), 5) +
           clamp_add((int)a, (int)b);
  g[i] = ldg_nc(f + i);
  asm volatile("membar.gl;" ::: "memory");
  if (i == 0)
    out[0] = (unsigned)globaltimer();
}
