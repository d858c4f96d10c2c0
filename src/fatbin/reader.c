/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading fatbins from whatever holds them: a bare container file, the
 * .nv_fatbin / __nv_relfatbin sections of host objects, executables and
 * shared libraries (where the static linker concatenated one container
 * per object, each 8-aligned), or a lone cubin.
 *
 * Opening only decodes headers: a 500 MB library with thousands of
 * containers is listed from its mapping without copying or decompressing
 * a byte. Every field is checked against the bytes that hold it before it
 * is used: a container never reaches past its section, an entry never past
 * its container, an identifier or options string never past its header.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fatbin/fatbin_internal.h"

struct nvt_fatbin_reader {
	const unsigned char *p;
	size_t n;
	char *name;
	struct nvt_diags *diags;
	enum nvt_fatbin_source source;
	uint64_t max_uncompressed;
	struct nvt_fatbin_entry *entries;
	size_t n_entries, cap;
	size_t n_containers;
};

static int push_entry(struct nvt_fatbin_reader *r, const struct nvt_fatbin_entry *e)
{
	if (nvt_grow(r->entries, r->cap, r->n_entries + 1))
		return -ENOMEM;
	r->entries[r->n_entries] = *e;
	r->entries[r->n_entries].index = (unsigned)r->n_entries;
	r->n_entries++;
	return 0;
}

static int bad(struct nvt_fatbin_reader *r, uint64_t off, const char *fmt, const char *what,
	       uint64_t a, uint64_t b)
{
	char msg[256];

	snprintf(msg, sizeof(msg), fmt, what, (unsigned long long)a, (unsigned long long)b);
	nvt_error(r->diags, "fatbin-format", r->name, NULL, "offset 0x%llx: %s",
		  (unsigned long long)off, msg);
	return -EINVAL;
}

/* Decode the entry header at `e` (absolute offset), known to lie with its
 * payload inside [e, end). Only fields needing bounds get checked here;
 * verify.c judges the rest. */
static void decode_entry(const struct nvt_fatbin_reader *r, uint64_t e, struct nvt_fatbin_entry *out)
{
	const unsigned char *h = r->p + e;
	uint32_t hs = rd32(h + FBE_HSIZE);

	memset(out, 0, sizeof(*out));
	out->offset = e;
	out->kind = rd16(h + FBE_KIND);
	out->header_version = rd16(h + FBE_HVERSION);
	out->header_size = hs;
	out->payload_size = rd64(h + FBE_PSIZE);
	out->version_minor = rd16(h + FBE_MINOR);
	out->version_major = rd16(h + FBE_MAJOR);
	out->sm = rd32(h + FBE_ARCH);
	out->flags = rd64(h + FBE_FLAGS);
	out->variant = (out->flags & NVT_FATBIN_FLAG_ARCH_SPECIFIC)     ? 'a'
		       : (out->flags & NVT_FATBIN_FLAG_FAMILY_SPECIFIC) ? 'f'
									  : 0;
	out->compression = fb_compression_of_flags(out->flags);
	out->payload = h + hs;
	uint32_t cs = rd32(h + FBE_CSIZE);
	if (out->compression != NVT_FATBIN_COMPRESS_NONE && cs && cs <= out->payload_size) {
		out->stored_size = cs;
		out->uncompressed_size = rd64(h + FBE_USIZE);
	} else {
		out->stored_size = out->payload_size;
		out->uncompressed_size = out->compression == NVT_FATBIN_COMPRESS_NONE
						 ? out->payload_size
						 : rd64(h + FBE_USIZE);
	}
	uint32_t io = rd32(h + FBE_IDOFF), il = rd32(h + FBE_IDLEN);
	if (io >= FB_ENTRY_HDR && io < hs && il < hs - io && h[io + il] == 0)
		out->identifier = (const char *)h + io;
	uint32_t oo = rd32(h + FBE_OPTOFF);
	if (oo >= FB_ENTRY_HDR && oo <= hs - 8 && hs >= 8) {
		uint32_t so = rd32(h + oo), sl = rd32(h + oo + 4);
		if (so >= FB_ENTRY_HDR && so <= hs && sl <= hs - so) {
			out->options_blob = h + so;
			out->options_size = sl;
			if (!(out->flags & NVT_FATBIN_FLAG_COMPAT_BLOB) && sl < hs - so && h[so + sl] == 0)
				out->options = (const char *)h + so;
		}
	}
}

/* Walk the containers in [start, end) of the input. */
static int parse_region(struct nvt_fatbin_reader *r, uint64_t start, uint64_t end, const char *section)
{
	uint64_t off = start;

	while (off < end) {
		/* Linkers pad between containers; zero bytes are padding. */
		if (r->p[off] == 0) {
			off++;
			continue;
		}
		if (end - off < FB_CONTAINER_HDR)
			return bad(r, off, "%s: %llu bytes left, a container header needs %llu",
				   "truncated container header", end - off, FB_CONTAINER_HDR);
		if (rd32(r->p + off) != NVT_FATBIN_MAGIC)
			return bad(r, off, "%s: 0x%08llx, expected 0x%08llx", "bad container magic",
				   rd32(r->p + off), NVT_FATBIN_MAGIC);
		uint64_t hs = rd16(r->p + off + 6);
		uint64_t fs = rd64(r->p + off + 8);
		if (hs < FB_CONTAINER_HDR || hs > end - off)
			return bad(r, off + 6, "%s %llu out of range (16..%llu)", "container header size",
				   hs, end - off);
		if (fs > end - off - hs)
			return bad(r, off + 8, "%s %llu exceeds the %llu bytes that follow",
				   "container fat size", fs, end - off - hs);
		uint64_t e = off + hs, cend = off + hs + fs;
		unsigned in_c = 0;
		while (e < cend) {
			if (cend - e < FB_ENTRY_HDR) {
				bool zeros = true;
				for (uint64_t k = e; k < cend && zeros; k++)
					zeros = r->p[k] == 0;
				if (zeros)
					break;
				return bad(r, e, "%s: %llu bytes left, an entry header needs %llu",
					   "truncated entry header", cend - e, FB_ENTRY_HDR);
			}
			uint64_t ehs = rd32(r->p + e + FBE_HSIZE);
			uint64_t ps = rd64(r->p + e + FBE_PSIZE);
			if (ehs < FB_ENTRY_HDR || ehs > cend - e)
				return bad(r, e + FBE_HSIZE, "%s %llu out of range (64..%llu)",
					   "entry header size", ehs, cend - e);
			if (ps > cend - e - ehs)
				return bad(r, e + FBE_PSIZE, "%s %llu exceeds the %llu bytes left in the container",
					   "entry payload size", ps, cend - e - ehs);
			struct nvt_fatbin_entry ent;
			decode_entry(r, e, &ent);
			ent.container = (unsigned)r->n_containers;
			ent.container_offset = off;
			ent.in_container = in_c++;
			ent.section = section;
			if (push_entry(r, &ent))
				return -ENOMEM;
			e += ehs + ps;
		}
		r->n_containers++;
		off = cend;
	}
	return 0;
}

struct section_walk {
	struct nvt_fatbin_reader *r;
	int err;
};

static int section_cb(const struct fb_elf_section *s, void *ctx)
{
	struct section_walk *w = ctx;
	const char *name = NULL;

	if (!strcmp(s->name, ".nv_fatbin"))
		name = ".nv_fatbin";
	else if (!strcmp(s->name, "__nv_relfatbin"))
		name = "__nv_relfatbin";
	/* Only sections with file data: a SHT_NULL ".nv_fatbin" is not
	 * bounds-checked and may point anywhere (fuzz target fatbin_elf). */
	if (!name || !s->in_file || !s->size)
		return 0;
	w->err = parse_region(w->r, s->offset, s->offset + s->size, name);
	return w->err ? 1 : 0;
}

NVT_API struct nvt_fatbin_reader *nvt_fatbin_reader__open(const void *data, size_t size,
							  const struct nvt_fatbin_reader_opts *opts,
							  struct nvt_diags *diags)
{
	struct nvt_fatbin_reader *r;
	const unsigned char *p = data;
	int err = 0;

	if (!OPTS_VALID_DIAG(opts, nvt_fatbin_reader_opts, diags) || (!data && size))
		return errno = EINVAL, NULL;
	r = calloc(1, sizeof(*r));
	if (!r)
		return errno = ENOMEM, NULL;
	r->p = p;
	r->n = size;
	r->diags = diags;
	r->name = nvt_strdup(OPTS_GET(opts, name, NULL) ? opts->name : "<memory>");
	r->max_uncompressed = OPTS_GET(opts, max_uncompressed, 0);
	if (!r->max_uncompressed)
		r->max_uncompressed = NVT_FATBIN_MAX_UNCOMPRESSED;
	if (!r->name) {
		free(r);
		return errno = ENOMEM, NULL;
	}
	if (size >= 4 && rd32(p) == NVT_FATBIN_MAGIC) {
		r->source = NVT_FATBIN_SOURCE_FATBIN;
		err = parse_region(r, 0, size, NULL);
	} else if (fb_elf_machine(p, size) == 190) {
		struct fb_cubin_info ci;
		const char *why = NULL;
		r->source = NVT_FATBIN_SOURCE_CUBIN;
		err = fb_cubin_probe(p, size, &ci, &why);
		if (err) {
			nvt_error(diags, "fatbin-format", r->name, NULL, "bad cubin: %s", why);
		} else {
			struct nvt_fatbin_entry e = {
				.kind = NVT_FATBIN_KIND_CUBIN,
				.sm = ci.sm,
				.variant = ci.variant,
				.version_major = 1,
				.version_minor = 8,
				.flags = NVT_FATBIN_FLAG_64BIT,
				.compression = NVT_FATBIN_COMPRESS_NONE,
				.payload = p,
				.payload_size = size,
				.stored_size = size,
				.uncompressed_size = size,
				.header_version = FB_ENTRY_HEADER_VERSION,
			};
			if (ci.variant == 'a')
				e.flags |= NVT_FATBIN_FLAG_ARCH_SPECIFIC;
			if (ci.variant == 'f')
				e.flags |= NVT_FATBIN_FLAG_FAMILY_SPECIFIC;
			err = push_entry(r, &e);
			r->n_containers = 1;
		}
	} else if (size >= 4 && !memcmp(p, "\177ELF", 4)) {
		struct section_walk w = { .r = r };
		const char *why = NULL;
		r->source = NVT_FATBIN_SOURCE_HOST_ELF;
		err = fb_elf_sections(p, size, section_cb, &w, &why);
		if (err == 1)
			err = w.err;
		else if (err)
			nvt_error(diags, "fatbin-format", r->name, NULL, "bad ELF file: %s", why);
	} else if (size == 0) {
		/* an interrupted build's output, most often: say so rather
		 * than speak of first bytes there are none of */
		nvt_error(diags, "fatbin-format", r->name, NULL,
			  "the file is empty (a fatbin starts with 0xBA55ED50, a cubin or host object with \\177ELF)");
		err = -EINVAL;
	} else {
		nvt_error(diags, "fatbin-format", r->name, NULL,
			  "not a fatbin, cubin or ELF file (first bytes are not 0xBA55ED50 or \\177ELF)");
		err = -EINVAL;
	}
	if (err) {
		nvt_fatbin_reader__free(r);
		return errno = -err, NULL;
	}
	return r;
}

NVT_API void nvt_fatbin_reader__free(struct nvt_fatbin_reader *r)
{
	if (!r)
		return;
	free(r->entries);
	free(r->name);
	free(r);
}

NVT_API enum nvt_fatbin_source nvt_fatbin_reader__source(const struct nvt_fatbin_reader *r)
{
	return r->source;
}

NVT_API size_t nvt_fatbin_reader__container_count(const struct nvt_fatbin_reader *r)
{
	return r->n_containers;
}

NVT_API size_t nvt_fatbin_reader__entry_count(const struct nvt_fatbin_reader *r)
{
	return r->n_entries;
}

NVT_API const struct nvt_fatbin_entry *nvt_fatbin_reader__entry(const struct nvt_fatbin_reader *r,
								size_t i)
{
	return i < r->n_entries ? &r->entries[i] : NULL;
}

NVT_API int nvt_fatbin_reader__decompress(const struct nvt_fatbin_reader *r, size_t i, void **out,
					  size_t *out_size)
{
	const struct nvt_fatbin_entry *e = nvt_fatbin_reader__entry(r, i);
	const char *why = NULL;
	void *buf;
	int err;

	*out = NULL;
	*out_size = 0;
	if (!e)
		return -EINVAL;
	if (e->compression == NVT_FATBIN_COMPRESS_NONE) {
		size_t n = (size_t)e->payload_size;
		if (e->kind == NVT_FATBIN_KIND_CUBIN) {
			struct fb_cubin_info ci;
			if (!fb_cubin_probe(e->payload, n, &ci, &why) && ci.extent <= n)
				n = (size_t)ci.extent;
		}
		buf = malloc(n ? n : 1);
		if (!buf)
			return -ENOMEM;
		memcpy(buf, e->payload, n);
		*out = buf;
		*out_size = n;
		return 0;
	}
	if (e->compression == NVT_FATBIN_COMPRESS_UNKNOWN) {
		nvt_error(r->diags, "fatbin-format", r->name, NULL,
			  "entry %u at offset 0x%llx: unknown compression in flags 0x%llx", e->index,
			  (unsigned long long)e->offset, (unsigned long long)e->flags);
		return -EINVAL;
	}
	if (e->flags & NVT_FATBIN_FLAG_LTO_KEY) {
		nvt_error(r->diags, "fatbin-format", r->name, NULL,
			  "entry %u at offset 0x%llx: payload is NVIDIA's transformed LTO-IR (flag 0x10000), "
			  "which cannot be decoded",
			  e->index, (unsigned long long)e->offset);
		return -EINVAL;
	}
	if (e->uncompressed_size > r->max_uncompressed || e->uncompressed_size > SIZE_MAX / 2) {
		nvt_error(r->diags, "fatbin-format", r->name, NULL,
			  "entry %u at offset 0x%llx: uncompressed size %llu exceeds the limit of %llu bytes",
			  e->index, (unsigned long long)e->offset, (unsigned long long)e->uncompressed_size,
			  (unsigned long long)r->max_uncompressed);
		return -EINVAL;
	}
	err = fb_decompress(e->compression, e->payload, (size_t)e->stored_size,
			    (size_t)e->uncompressed_size, &buf, &why);
	if (err == -EINVAL)
		nvt_error(r->diags, "fatbin-format", r->name, NULL,
			  "entry %u at offset 0x%llx: cannot decompress %s payload: %s", e->index,
			  (unsigned long long)e->offset, nvt_fatbin_compression_name(e->compression), why);
	if (err)
		return err;
	*out = buf;
	*out_size = (size_t)e->uncompressed_size;
	return 0;
}

NVT_API int nvt_fatbin_reader__extract(const struct nvt_fatbin_reader *r, size_t i, void **out,
				       size_t *out_size)
{
	const struct nvt_fatbin_entry *e = nvt_fatbin_reader__entry(r, i);
	int err = nvt_fatbin_reader__decompress(r, i, out, out_size);

	if (err || !e)
		return err;
	/* PTX is stored with a NUL and padding; the file that was packed had
	 * neither */
	if (e->kind == NVT_FATBIN_KIND_PTX || e->kind == NVT_FATBIN_KIND_RELOC_PTX) {
		const char *nul = memchr(*out, 0, *out_size);
		if (nul)
			*out_size = (size_t)(nul - (const char *)*out);
	}
	return 0;
}

NVT_API int nvt_fatbin_entry__filename(const struct nvt_fatbin_entry *e, char *buf, size_t size)
{
	char ident[72] = "";
	const char *ext;

	/* The identifier is free text from the input: keep it readable but
	 * never let it add a directory, a hidden file or a shell metacharacter. */
	if (e->identifier && *e->identifier) {
		size_t k = 0;
		ident[k++] = '.';
		for (const char *s = e->identifier; *s && k < 65; s++)
			ident[k++] = ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
				      *s == '-' || *s == '_')
					     ? *s
					     : '_';
		ident[k] = 0;
	}
	switch (e->kind) {
	case NVT_FATBIN_KIND_PTX: ext = "ptx"; break;
	case NVT_FATBIN_KIND_CUBIN: ext = "cubin"; break;
	case NVT_FATBIN_KIND_LTOIR: ext = "ltoir"; break;
	case NVT_FATBIN_KIND_RELOC_PTX: ext = "reloc.ptx"; break;
	default: ext = "bin"; break;
	}
	/* container and index in it: unique even when two containers (or a
	 * malformed one) hold the same kind and arch twice */
	return snprintf(buf, size, "c%04u-e%03u.sm_%u%s%s.%s", e->container, e->in_container, e->sm,
			e->variant == 'a' ? "a" : e->variant == 'f' ? "f" : "", ident, ext);
}
