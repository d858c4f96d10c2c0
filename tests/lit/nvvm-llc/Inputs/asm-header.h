// Wrappers of the kind the CUDA headers' cuda::ptx namespace writes, read
// by scripts/ptx-asm-archs.py (ptx-asm-archs.test).
#include <stdint.h>
static __device__ inline void st_async_b32(uint32_t addr, int32_t v, uint32_t bar)
{
	asm("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];"
	    :
	    : "r"(addr), "r"(v), "r"(bar)
	    : "memory");
}
static __device__ inline void st_async_v2_b64(uint32_t addr, int64_t a, int64_t b, uint32_t bar)
{
	asm("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];"
	    :
	    : "r"(addr), "l"(a), "l"(b), "r"(bar)
	    : "memory");
}
static __device__ inline uint32_t is_global(const void *p)
{
	uint32_t r;
	asm("{\n\t.reg .pred P;\n\t"
	    "isspacep.global P, %1;\n\t"
	    "selp.u32 %0, 1, 0, P;\n\t}"
	    : "=r"(r)
	    : "l"(p));
	return r;
}
static __device__ inline void bulk_copy(uint32_t dst, const void *src, uint32_t size, uint32_t bar)
{
	asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
		     :
		     : "r"(dst), "l"(src), "r"(size), "r"(bar)
		     : "memory");
}
static __device__ inline void tensor_store_3d(const void *map, int32_t y, int32_t z, uint32_t src)
{
	asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [%0, {0, %1, %2}], [%3];"
		     :
		     : "l"(map), "r"(y), "r"(z), "r"(src)
		     : "memory");
}
static __device__ inline void commit(uint64_t *bar)
{
	asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];"
		     :
		     : "l"(bar)
		     : "memory");
}
