/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What fatbin entries are made of, independent of reading or writing them:
 * names of kinds, flags and compressions; arch labels; what a cubin and a
 * PTX file say about their target. Every probe here takes untrusted bytes
 * and checks each offset against the buffer before reading.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fatbin/fatbin_internal.h"
#include "ptx/lex.h"

NVT_API const char *nvt_fatbin_kind_name(unsigned kind)
{
	static __thread char buf[16];

	switch (kind) {
	case NVT_FATBIN_KIND_PTX: return "ptx";
	case NVT_FATBIN_KIND_CUBIN: return "cubin";
	case NVT_FATBIN_KIND_LTOIR: return "ltoir";
	case NVT_FATBIN_KIND_RELOC_PTX: return "reloc-ptx";
	}
	snprintf(buf, sizeof(buf), "kind-0x%x", kind & 0xffffu);
	return buf;
}

NVT_API const char *nvt_fatbin_compression_name(enum nvt_fatbin_compression c)
{
	switch (c) {
	case NVT_FATBIN_COMPRESS_DEFAULT: return "zstd";
	case NVT_FATBIN_COMPRESS_NONE: return "none";
	case NVT_FATBIN_COMPRESS_ZSTD: return "zstd";
	case NVT_FATBIN_COMPRESS_LZ4: return "lz4";
	case NVT_FATBIN_COMPRESS_LZ4_FRAME: return "lz4-frame";
	case NVT_FATBIN_COMPRESS_ZLIB: return "zlib";
	case NVT_FATBIN_COMPRESS_UNKNOWN: break;
	}
	return "unknown";
}

static const struct {
	uint64_t bit;
	const char *name;
} flag_names[] = {
	{ NVT_FATBIN_FLAG_64BIT, "64bit" },
	{ NVT_FATBIN_FLAG_DEBUG, "debug" },
	{ NVT_FATBIN_FLAG_CUDA, "cuda" },
	{ NVT_FATBIN_FLAG_OPENCL, "opencl" },
	{ NVT_FATBIN_FLAG_LINUX, "linux" },
	{ NVT_FATBIN_FLAG_MAC, "mac" },
	{ NVT_FATBIN_FLAG_WINDOWS, "windows" },
	{ NVT_FATBIN_FLAG_ZLIB, "zlib" },
	{ NVT_FATBIN_FLAG_LZ4, "lz4" },
	{ NVT_FATBIN_FLAG_LZ4_FRAME, "lz4-frame" },
	{ NVT_FATBIN_FLAG_ZSTD, "zstd" },
	{ NVT_FATBIN_FLAG_LTO_KEY, "lto-key" },
	{ NVT_FATBIN_FLAG_ARCH_SPECIFIC, "arch-specific" },
	{ NVT_FATBIN_FLAG_FAMILY_SPECIFIC, "family-specific" },
	{ NVT_FATBIN_FLAG_COMPAT_BLOB, "compat" },
};

NVT_API int nvt_fatbin_flags_format(uint64_t flags, char *buf, size_t size)
{
	size_t len = 0;
	uint64_t rest = flags;

#define EMIT(...)                                                                          \
	do {                                                                               \
		int k_ = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, \
				  __VA_ARGS__);                                            \
		if (k_ > 0)                                                                \
			len += (size_t)k_;                                                 \
	} while (0)
	if (size)
		buf[0] = 0;
	for (size_t i = 0; i < ARRAY_SIZE(flag_names); i++) {
		if (!(flags & flag_names[i].bit))
			continue;
		EMIT("%s%s", len ? "|" : "", flag_names[i].name);
		rest &= ~flag_names[i].bit;
	}
	if (rest)
		EMIT("%s0x%llx", len ? "|" : "", (unsigned long long)rest);
	if (!flags)
		EMIT("none");
#undef EMIT
	return (int)len;
}

enum nvt_fatbin_compression fb_compression_of_flags(uint64_t flags)
{
	switch (flags & NVT_FATBIN_FLAG_COMPRESSED_MASK) {
	case 0: return NVT_FATBIN_COMPRESS_NONE;
	case NVT_FATBIN_FLAG_ZLIB: return NVT_FATBIN_COMPRESS_ZLIB;
	case NVT_FATBIN_FLAG_LZ4: return NVT_FATBIN_COMPRESS_LZ4;
	case NVT_FATBIN_FLAG_LZ4_FRAME: return NVT_FATBIN_COMPRESS_LZ4_FRAME;
	case NVT_FATBIN_FLAG_ZSTD: return NVT_FATBIN_COMPRESS_ZSTD;
	}
	return NVT_FATBIN_COMPRESS_UNKNOWN;
}

int fb_arch_parse(const char *s, unsigned *sm, char *variant)
{
	unsigned v = 0;
	size_t digits = 0;

	if (!s)
		return -EINVAL;
	if (!strncmp(s, "sm_", 3))
		s += 3;
	else if (!strncmp(s, "compute_", 8))
		s += 8;
	else if (!strncmp(s, "lto_", 4))
		s += 4;
	while (*s >= '0' && *s <= '9' && digits < 4) {
		v = v * 10 + (unsigned)(*s++ - '0');
		digits++;
	}
	if (!digits || v < 10)
		return -EINVAL;
	*variant = 0;
	if (*s == 'a' || *s == 'f')
		*variant = *s++;
	if (*s)
		return -EINVAL;
	*sm = v;
	return 0;
}

/* ------------------------------------------------------------------------
 * Cubins. A cubin is an ELF with e_machine EM_CUDA (190). The SM is in
 * e_flags: bits 8..15 from ELF ABI version 8 on (CUDA 12.8+, e.g.
 * 0x06005a04 for sm_90), bits 0..7 before. The a/f variant is not in the
 * header: sm_XXa cubins carry attribute 0x09 = 1 in .nv.compat (records
 * of {u8 format, u8 attribute, u16 value}, format 4 = {u16 size, bytes}),
 * and ptxas records its command line ("-arch sm_100f") in the
 * .note.nv.tkinfo note, which is the only place 'f' shows.
 * ---------------------------------------------------------------------- */

#define EM_CUDA_ 190

struct elf_view {
	const unsigned char *p;
	size_t n;
	bool is64;
	uint64_t shoff;
	unsigned shnum, shentsize, shstrndx;
};

static bool in_bounds(size_t n, uint64_t off, uint64_t len)
{
	return off <= n && len <= n - off;
}

/* Section header i: name offset, type, offset, size. */
/* Sections that occupy no bytes of the file: SHT_NULL, SHT_NOBITS, and the
 * CUDA-specific nobits types ptxas -c writes in relocatable cubins:
 * .nv.global (SHT_LOPROC + 7) and .nv.shared.FUNC (SHT_LOPROC + 0xa). Their
 * offset and size describe memory, not file data: a relocatable cubin with a
 * 4 KB uninitialized __device__ array has .nv.global ending past the file. */
static bool section_has_no_file_data(uint32_t type)
{
	return type == 0 || type == 8 || type == 0x70000007u || type == 0x7000000au;
}

static bool elf_section(const struct elf_view *e, unsigned i, uint32_t *name, uint32_t *type,
			uint64_t *off, uint64_t *size)
{
	const unsigned char *s = e->p + e->shoff + (uint64_t)i * e->shentsize;

	*name = rd32(s);
	*type = rd32(s + 4);
	if (e->is64) {
		*off = rd64(s + 0x18);
		*size = rd64(s + 0x20);
	} else {
		*off = rd32(s + 0x10);
		*size = rd32(s + 0x14);
	}
	return true;
}

static int elf_open(const unsigned char *p, size_t n, struct elf_view *e, const char **why)
{
	memset(e, 0, sizeof(*e));
	if (n < 52 || memcmp(p, "\177ELF", 4)) {
		*why = "not an ELF file";
		return -EINVAL;
	}
	if (p[5] != 1) {
		*why = "big-endian ELF";
		return -EINVAL;
	}
	e->p = p;
	e->n = n;
	e->is64 = p[4] == 2;
	if (e->is64) {
		if (n < 64) {
			*why = "truncated ELF header";
			return -EINVAL;
		}
		e->shoff = rd64(p + 0x28);
		e->shentsize = rd16(p + 0x3a);
		e->shnum = rd16(p + 0x3c);
		e->shstrndx = rd16(p + 0x3e);
	} else {
		e->shoff = rd32(p + 0x20);
		e->shentsize = rd16(p + 0x2e);
		e->shnum = rd16(p + 0x30);
		e->shstrndx = rd16(p + 0x32);
	}
	if (e->shnum && (e->shentsize < (e->is64 ? 64u : 40u) ||
			 !in_bounds(n, e->shoff, (uint64_t)e->shnum * e->shentsize))) {
		*why = "section header table out of bounds";
		return -EINVAL;
	}
	if (e->shnum && e->shstrndx >= e->shnum) {
		*why = "section name table index out of range";
		return -EINVAL;
	}
	return 0;
}

/* Name of section i, or NULL when it is not a NUL-terminated string
 * inside the name table. */
static const char *elf_section_name(const struct elf_view *e, uint32_t name)
{
	uint32_t nm, type;
	uint64_t off, size;

	elf_section(e, e->shstrndx, &nm, &type, &off, &size);
	if (!in_bounds(e->n, off, size) || name >= size)
		return NULL;
	const char *s = (const char *)e->p + off + name;
	if (!memchr(s, 0, size - name))
		return NULL;
	return s;
}

/* Find 'sm_<sm>' followed by a or f and a non-alphanumeric byte. */
static char variant_in_text(const unsigned char *p, size_t n, unsigned sm)
{
	char pat[16];
	int l = snprintf(pat, sizeof(pat), "sm_%u", sm);

	for (size_t i = 0; l > 0 && i + (size_t)l + 1 <= n; i++) {
		if (memcmp(p + i, pat, (size_t)l))
			continue;
		unsigned char c = p[i + (size_t)l];
		unsigned char d = i + (size_t)l + 1 < n ? p[i + (size_t)l + 1] : 0;
		bool d_alnum = (d >= '0' && d <= '9') || (d >= 'a' && d <= 'z') || (d >= 'A' && d <= 'Z');
		if ((c == 'a' || c == 'f') && !d_alnum)
			return (char)c;
	}
	return 0;
}

static bool compat_arch_specific(const unsigned char *p, size_t n)
{
	size_t i = 0;

	while (i + 4 <= n) {
		unsigned fmt = p[i], attr = p[i + 1];
		unsigned val = rd16(p + i + 2);
		if (fmt == 4) {
			i += 4 + val;
			continue;
		}
		if (fmt < 1 || fmt > 3)
			break;
		if (attr == 0x09 && fmt == 2 && (val & 0xff) == 1)
			return true;
		i += 4;
	}
	return false;
}

int fb_cubin_probe(const unsigned char *p, size_t n, struct fb_cubin_info *info, const char **why)
{
	struct elf_view e;
	uint64_t extent;
	uint32_t flags;
	unsigned machine, abiver;
	int err;

	memset(info, 0, sizeof(*info));
	err = elf_open(p, n, &e, why);
	if (err)
		return err;
	machine = rd16(p + 0x12);
	if (machine != EM_CUDA_) {
		static __thread char buf[64];
		snprintf(buf, sizeof(buf), "not a CUDA ELF (e_machine %u, expected 190)", machine);
		*why = buf;
		return -EINVAL;
	}
	info->relocatable = rd16(p + 0x10) == 1;
	abiver = p[8];
	flags = e.is64 ? rd32(p + 0x30) : rd32(p + 0x24);
	info->sm = abiver >= 8 ? (flags >> 8) & 0xff : flags & 0xff;
	extent = e.is64 ? rd16(p + 0x34) : rd16(p + 0x28);
	/* e_ehsize is the file's word like every other extent: a header
	 * claiming more bytes than the file has is damage (found by the cubin
	 * fuzz target: the probe said "valid" with extent past the end). */
	if (extent > n) {
		*why = "ELF header size (e_ehsize) past the end of the file";
		return -EINVAL;
	}
	if (e.shnum) {
		uint64_t end = e.shoff + (uint64_t)e.shnum * e.shentsize;
		if (end > extent)
			extent = end;
	}
	{ /* program headers */
		uint64_t phoff = e.is64 ? rd64(p + 0x20) : rd32(p + 0x1c);
		unsigned phentsize = e.is64 ? rd16(p + 0x36) : rd16(p + 0x2a);
		unsigned phnum = e.is64 ? rd16(p + 0x38) : rd16(p + 0x2c);
		if (phnum) {
			if (!in_bounds(n, phoff, (uint64_t)phnum * phentsize) ||
			    phentsize < (e.is64 ? 56u : 32u)) {
				*why = "program header table out of bounds";
				return -EINVAL;
			}
			if (phoff + (uint64_t)phnum * phentsize > extent)
				extent = phoff + (uint64_t)phnum * phentsize;
			for (unsigned i = 0; i < phnum; i++) {
				const unsigned char *ph = p + phoff + (uint64_t)i * phentsize;
				uint64_t off = e.is64 ? rd64(ph + 8) : rd32(ph + 4);
				uint64_t fsz = e.is64 ? rd64(ph + 0x20) : rd32(ph + 0x10);
				if (!in_bounds(n, off, fsz)) {
					*why = "segment out of bounds";
					return -EINVAL;
				}
				if (off + fsz > extent)
					extent = off + fsz;
			}
		}
	}
	const unsigned char *tkinfo = NULL;
	size_t tkinfo_n = 0;
	for (unsigned i = 0; i < e.shnum; i++) {
		uint32_t nm, type;
		uint64_t off, size;
		elf_section(&e, i, &nm, &type, &off, &size);
		if (section_has_no_file_data(type))
			continue;
		if (!in_bounds(n, off, size)) {
			*why = "section out of bounds";
			return -EINVAL;
		}
		if (off + size > extent)
			extent = off + size;
		const char *name = elf_section_name(&e, nm);
		if (!name)
			continue;
		if (!strcmp(name, ".nv.compat")) {
			info->compat = p + off;
			info->compat_size = (size_t)size;
		} else if (!strcmp(name, ".note.nv.tkinfo")) {
			tkinfo = p + off;
			tkinfo_n = (size_t)size;
		}
	}
	info->extent = extent;
	if (info->compat && compat_arch_specific(info->compat, info->compat_size))
		info->variant = 'a';
	else if (tkinfo)
		info->variant = variant_in_text(tkinfo, tkinfo_n, info->sm);
	return 0;
}

/* ------------------------------------------------------------------------
 * PTX: the first `.version X.Y` and `.target sm_XX[a|f][, ...]` outside
 * comments and strings (the PTX lexer's tokens). ptxas requires both
 * before any other directive, so only a directive that starts its line
 * counts; nothing after a NUL is PTX.
 * ---------------------------------------------------------------------- */

/* "X.Y" with up to three digits each (what follows is ignored). */
static bool version_number(const struct nvt_ptx_tok *t, unsigned *major, unsigned *minor)
{
	size_t k = 0;
	unsigned ma = 0, mi = 0, nd = 0;

	while (k < t->n && t->s[k] >= '0' && t->s[k] <= '9' && nd < 3)
		ma = ma * 10 + (unsigned)(t->s[k++] - '0'), nd++;
	if (!nd || k >= t->n || t->s[k] != '.')
		return false;
	k++;
	nd = 0;
	while (k < t->n && t->s[k] >= '0' && t->s[k] <= '9' && nd < 3)
		mi = mi * 10 + (unsigned)(t->s[k++] - '0'), nd++;
	if (!nd)
		return false;
	*major = ma;
	*minor = mi;
	return true;
}

NVT_API int nvt_ptx_header_parse(const void *ptx, size_t n, unsigned *major, unsigned *minor, char *target,
			    size_t target_size, const char **why)
{
	const char *p = ptx, *why_unused, *nul;
	bool have_version = false, have_target = false;
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t, arg;
	unsigned prev_line = 0;

	if (!why)
		why = &why_unused;
	if (!target || !target_size) {
		*why = "no room for the .target";
		return -EINVAL;
	}
	if (!p)
		n = 0;
	nul = n ? memchr(p, 0, n) : NULL;
	if (nul)
		n = (size_t)(nul - p);
	nvt_ptx_lexer__init(&lx, p, n, 0);
	while (!(have_version && have_target) && nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
		bool first = t.line != prev_line;

		prev_line = t.line;
		if (!first || t.kind != NVT_PTX_TOK_DIRECTIVE ||
		    nvt_ptx_lexer__peek(&lx, &arg) == NVT_PTX_TOK_EOF || arg.line != t.line)
			continue;
		if (!have_version && nvt_ptx_tok__is(&t, ".version") && arg.kind == NVT_PTX_TOK_NUMBER) {
			nvt_ptx_lexer__next(&lx, &arg);
			have_version = version_number(&arg, major, minor);
		} else if (!have_target && nvt_ptx_tok__is(&t, ".target") &&
			   (arg.kind == NVT_PTX_TOK_IDENT || arg.kind == NVT_PTX_TOK_NUMBER)) {
			size_t k = arg.n < target_size - 1 ? arg.n : target_size - 1;

			nvt_ptx_lexer__next(&lx, &arg);
			memcpy(target, arg.s, k);
			target[k] = 0;
			have_target = k > 0;
		}
	}
	if (!have_version) {
		*why = "no .version directive";
		return -EINVAL;
	}
	if (!have_target) {
		*why = "no .target directive";
		return -EINVAL;
	}
	return 0;
}

unsigned fb_elf_machine(const unsigned char *p, size_t n)
{
	if (n < 52 || memcmp(p, "\177ELF", 4) || p[5] != 1)
		return 0;
	return rd16(p + 0x12);
}

int fb_elf_sections(const unsigned char *p, size_t n,
		    int (*cb)(const struct fb_elf_section *s, void *ctx), void *ctx, const char **why)
{
	struct elf_view e;
	int err = elf_open(p, n, &e, why);

	if (err)
		return err;
	for (unsigned i = 0; i < e.shnum; i++) {
		struct fb_elf_section s = { .index = i };
		uint32_t nm;
		elf_section(&e, i, &nm, &s.type, &s.offset, &s.size);
		s.in_file = !section_has_no_file_data(s.type);
		if (s.in_file && !in_bounds(n, s.offset, s.size)) {
			*why = "section out of bounds";
			return -EINVAL;
		}
		s.name = elf_section_name(&e, nm);
		if (!s.name)
			s.name = "";
		err = cb(&s, ctx);
		if (err)
			return err;
	}
	return 0;
}
