// Device code of our own whose asm is written the ways public kernels
// write it: an opcode glued to its address, modifiers after a blank, the
// 16x32bx2 tensor-memory store, ldmatrix of 6-bit data, packs of four
// 8-bit floats (cvt.rs, multimem), a sparse mma's metadata (read by
// scripts/ptx-asm-archs.py, ptx-asm-archs.test).
#include <stdint.h>
__device__ void tmem_store(uint32_t taddr, uint32_t a, uint32_t b)
{
	asm volatile("tcgen05.st.sync.aligned.16x64b.x2.b32[%0], {%1, %2};" ::"r"(taddr), "r"(a), "r"(b));
	asm volatile("tcgen05.st.sync.aligned.16x32bx2.x2.b32[%0], 4, {%1, %2};" ::"r"(taddr), "r"(a), "r"(b));
}
__device__ uint32_t select_bytes(uint32_t x, uint32_t y, uint32_t s)
{
	uint32_t r;
	asm("{ .reg .b32 t; prmt .b32 t, %1, %2, %3; mov.b32 %0, t; }" : "=r"(r) : "r"(x), "r"(y), "r"(s));
	return r;
}
__device__ void load_fp6(uint32_t smem, uint32_t &a, uint32_t &b)
{
	asm volatile("ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%0, %1}, [%2];"
		     : "=r"(a), "=r"(b)
		     : "r"(smem));
}
__device__ uint32_t to_fp8x4(float a, float b, float c, float d, uint32_t bits)
{
	uint32_t r;
	asm("cvt.rs.satfinite.e4m3x4.f32 %0, {%1, %2, %3, %4}, %5;" : "=r"(r) : "f"(a), "f"(b), "f"(c), "f"(d), "r"(bits));
	return r;
}
__device__ uint32_t sum_fp8x4(const void *mc)
{
	uint32_t r;
	asm volatile("multimem.ld_reduce.global.add.acc::f16.e4m3x4 %0, [%1];" : "=r"(r) : "l"(mc) : "memory");
	return r;
}
// an "n" operand: the sweep writes an immediate (1) in its place
__device__ uint32_t rotate(uint32_t x)
{
	uint32_t r;
	asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "n"(8));
	return r;
}
