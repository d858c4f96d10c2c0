/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: fatbin — CUDA fatbins without LLVM: layout, reader, writer, checks,
 * compression, the host ELF object, ptxas runs, the PTX minifier; may use:
 * core, ptx.
 *
 * Private to src/fatbin: header layout, little-endian access, ELF probes,
 * compression back ends. doc/fatbin-format.md is the prose version.
 */
#ifndef NVT_FATBIN_INTERNAL_H
#define NVT_FATBIN_INTERNAL_H

#include "core/internal.h"
#include <nvvmtools/fatbin.h>

/* Container header: magic u32, version u16, header size u16, fat size u64. */
#define FB_CONTAINER_HDR 16u
/* Entry header, fixed part; identifier and options block follow. */
#define FB_ENTRY_HDR 64u
#define FB_ENTRY_HEADER_VERSION 0x0101u

/* Field offsets inside the entry header. */
enum {
	FBE_KIND = 0x00,          /* u16 */
	FBE_HVERSION = 0x02,      /* u16 */
	FBE_HSIZE = 0x04,         /* u32 */
	FBE_PSIZE = 0x08,         /* u64 */
	FBE_CSIZE = 0x10,         /* u32 */
	FBE_OPTOFF = 0x14,        /* u32 */
	FBE_MINOR = 0x18,         /* u16 */
	FBE_MAJOR = 0x1a,         /* u16 */
	FBE_ARCH = 0x1c,          /* u32 */
	FBE_IDOFF = 0x20,         /* u32 */
	FBE_IDLEN = 0x24,         /* u32 */
	FBE_FLAGS = 0x28,         /* u64 */
	FBE_RESERVED = 0x30,      /* u64 */
	FBE_USIZE = 0x38,         /* u64 */
};

/* Flag bits we know; anything else is reported by verify. */
#define FB_KNOWN_FLAGS                                                                          \
	(NVT_FATBIN_FLAG_64BIT | NVT_FATBIN_FLAG_DEBUG | NVT_FATBIN_FLAG_CUDA |                 \
	 NVT_FATBIN_FLAG_OPENCL | NVT_FATBIN_FLAG_LINUX | NVT_FATBIN_FLAG_MAC |                 \
	 NVT_FATBIN_FLAG_WINDOWS | NVT_FATBIN_FLAG_COMPRESSED_MASK | NVT_FATBIN_FLAG_LTO_KEY | \
	 NVT_FATBIN_FLAG_ARCH_SPECIFIC | NVT_FATBIN_FLAG_FAMILY_SPECIFIC |                      \
	 NVT_FATBIN_FLAG_COMPAT_BLOB)

static inline uint16_t rd16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline uint32_t rd32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t rd64(const unsigned char *p) { return rd32(p) | (uint64_t)rd32(p + 4) << 32; }
static inline void wr16(unsigned char *p, uint16_t v) { p[0] = (unsigned char)v; p[1] = (unsigned char)(v >> 8); }
static inline void wr32(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}
static inline void wr64(unsigned char *p, uint64_t v)
{
	wr32(p, (uint32_t)v);
	wr32(p + 4, (uint32_t)(v >> 32));
}
static inline uint64_t round8(uint64_t v) { return (v + 7) & ~(uint64_t)7; }

/* ---- layout.c ---------------------------------------------------------- */

/* Compression named by the flag bits (NONE if none, UNKNOWN if several). */
enum nvt_fatbin_compression fb_compression_of_flags(uint64_t flags);

/* What a CUDA ELF (cubin) says about itself. */
struct fb_cubin_info {
	unsigned sm;          /* from e_flags */
	char variant;         /* 'a' from .nv.compat, 'f' from the ptxas note, else 0 */
	const unsigned char *compat; /* .nv.compat contents, or NULL */
	size_t compat_size;
	uint64_t extent;      /* bytes the ELF covers (headers, sections, tables) */
	bool relocatable;     /* ET_REL */
};
/* Probe a cubin. Returns 0, or -EINVAL with *why set to a static reason
 * ("not an ELF file", "not a CUDA ELF (e_machine 62)", "truncated"...). */
int fb_cubin_probe(const unsigned char *p, size_t n, struct fb_cubin_info *info, const char **why);

/* One section of a host ELF, as fb_elf_sections() sees it. */
struct fb_elf_section {
	unsigned index;
	const char *name; /* NUL-terminated inside the name table, or "" */
	uint32_t type;
	uint64_t offset, size; /* in bounds of the file when in_file */
	bool in_file;          /* false: NULL, NOBITS and the CUDA memory-only types,
				* whose offset and size are not checked */
};
/* Call `cb` for each section of the ELF at p (32 or 64-bit, little-endian),
 * in section-table order; stops when cb returns non-zero and returns that.
 * Returns -EINVAL with *why when the headers are out of bounds. */
int fb_elf_sections(const unsigned char *p, size_t n,
		    int (*cb)(const struct fb_elf_section *s, void *ctx), void *ctx, const char **why);
/* e_machine of an ELF (0 when not an ELF). */
unsigned fb_elf_machine(const unsigned char *p, size_t n);

/* The `.version` and `.target` of PTX text: nvt_ptx_header_parse() (public,
 * include/nvvmtools/fatbin.h; defined in layout.c). */

/* Parse an arch label ("sm_90a", "compute_90a", "90a") into SM and
 * variant; accepts any SM number (the table in arch.h is not consulted so
 * that future SMs can be packed). Returns 0 or -EINVAL. */
int fb_arch_parse(const char *s, unsigned *sm, char *variant);

/* ---- compress.c -------------------------------------------------------- */

/* Compress `n` bytes with `c` (ZSTD or LZ4) at `level` (0 = default).
 * *out malloc'd. `*ctx` caches a compression context between calls of one
 * thread (NULL at first; release with fb_compress_ctx_free). Returns 0,
 * -ENOMEM or -EIO. */
int fb_compress(enum nvt_fatbin_compression c, int level, const void *in, size_t n, void **out,
		size_t *out_n, void **ctx);
void fb_compress_ctx_free(void *ctx);
/* Decompress exactly `expect` bytes. Returns 0, -EINVAL (corrupt or size
 * differs; *why set) or -ENOMEM. */
int fb_decompress(enum nvt_fatbin_compression c, const void *in, size_t n, size_t expect, void **out,
		  const char **why);

#endif
