/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Structural verification of fatbins. The reader already refuses framing
 * that is out of bounds (one error for the whole input, since nothing
 * after it can be located); here each entry is judged on its own and the
 * first rule it breaks is reported with the absolute offset of the field,
 * so that a user can look at it with xxd. The rules are the facts in
 * doc/fatbin-format.md that NVIDIA's consumers were seen to depend on.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fatbin/fatbin_internal.h"

struct vctx {
	const struct nvt_fatbin_reader *r;
	const struct nvt_fatbin_entry *e;
	const char *name;
	struct nvt_diags *diags;
};

/* field_off is relative to the entry header; signed, since a container field
 * (its version) lies before the entry. */
static int problem(struct vctx *v, int64_t field_off, const char *field, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int problem(struct vctx *v, int64_t field_off, const char *field, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	nvt_error(v->diags, "fatbin-verify", v->name, NULL, "offset 0x%llx: entry %u (%s sm_%u), field %s: %s",
		  (unsigned long long)((int64_t)v->e->offset + field_off), v->e->index,
		  nvt_fatbin_kind_name(v->e->kind), v->e->sm, field, msg);
	return 1;
}

static bool known_kind(unsigned k)
{
	return k == NVT_FATBIN_KIND_PTX || k == NVT_FATBIN_KIND_CUBIN || k == NVT_FATBIN_KIND_LTOIR ||
	       k == NVT_FATBIN_KIND_RELOC_PTX;
}

/* Header checks; returns 1 after reporting the first problem, else 0. */
static int check_header(struct vctx *v, const unsigned char *base)
{
	const struct nvt_fatbin_entry *e = v->e;
	const unsigned char *h = base + e->offset;
	uint32_t cs = rd32(h + FBE_CSIZE);
	uint64_t us = rd64(h + FBE_USIZE);

	if (rd16(base + e->container_offset + 4) != 1)
		return problem(v, (int64_t)e->container_offset + 4 - (int64_t)e->offset, "container version",
			       "%u, expected 1", rd16(base + e->container_offset + 4));
	if ((e->offset - e->container_offset) % 8)
		return problem(v, 0, "entry start", "not 8-byte aligned in its container");
	if (!known_kind(e->kind))
		return problem(v, FBE_KIND, "kind", "unknown kind 0x%x", e->kind);
	if (e->header_version != FB_ENTRY_HEADER_VERSION)
		return problem(v, FBE_HVERSION, "header version", "0x%04x, expected 0x0101", e->header_version);
	if (e->header_size % 8)
		return problem(v, FBE_HSIZE, "header size", "%u is not a multiple of 8", e->header_size);
	if (e->payload_size % 8)
		return problem(v, FBE_PSIZE, "payload size", "%llu is not a multiple of 8",
			       (unsigned long long)e->payload_size);
	if (!(e->flags & NVT_FATBIN_FLAG_64BIT))
		return problem(v, FBE_FLAGS, "flags", "0x%llx lacks the 64-bit flag 0x1 that every consumer needs",
			       (unsigned long long)e->flags);
	if (e->flags & ~FB_KNOWN_FLAGS)
		return problem(v, FBE_FLAGS, "flags", "unknown bits 0x%llx",
			       (unsigned long long)(e->flags & ~FB_KNOWN_FLAGS));
	if (e->compression == NVT_FATBIN_COMPRESS_UNKNOWN)
		return problem(v, FBE_FLAGS, "flags", "several compression bits in 0x%llx",
			       (unsigned long long)(e->flags & NVT_FATBIN_FLAG_COMPRESSED_MASK));
	if ((e->flags & NVT_FATBIN_FLAG_ARCH_SPECIFIC) && (e->flags & NVT_FATBIN_FLAG_FAMILY_SPECIFIC))
		return problem(v, FBE_FLAGS, "flags", "both arch-specific and family-specific");
	if (e->compression != NVT_FATBIN_COMPRESS_NONE) {
		if (!cs)
			return problem(v, FBE_CSIZE, "compressed size", "0 on a compressed entry");
		if (cs > e->payload_size)
			return problem(v, FBE_CSIZE, "compressed size", "%u exceeds the payload size %llu", cs,
				       (unsigned long long)e->payload_size);
		if (!us)
			return problem(v, FBE_USIZE, "uncompressed size", "0 on a compressed entry");
	} else if (cs) {
		return problem(v, FBE_CSIZE, "compressed size", "%u on an entry without a compression flag", cs);
	}
	uint32_t io = rd32(h + FBE_IDOFF), il = rd32(h + FBE_IDLEN);
	if (io && !e->identifier)
		return problem(v, FBE_IDOFF, "identifier", "offset %u length %u is not a NUL-terminated string "
			       "inside the %u-byte header", io, il, e->header_size);
	uint32_t oo = rd32(h + FBE_OPTOFF);
	if (oo && !e->options_blob)
		return problem(v, FBE_OPTOFF, "options offset", "%u: the options block is not inside the %u-byte header",
			       oo, e->header_size);
	if (oo && !(e->flags & NVT_FATBIN_FLAG_COMPAT_BLOB) && !e->options)
		return problem(v, oo + 4, "options", "the options string is not NUL-terminated");
	if (!oo && (e->kind == NVT_FATBIN_KIND_PTX || e->kind == NVT_FATBIN_KIND_LTOIR))
		return problem(v, FBE_OPTOFF, "options offset",
			       "0: %s entries need an options block (nvJitLink crashes without one)",
			       nvt_fatbin_kind_name(e->kind));
	if ((e->flags & NVT_FATBIN_FLAG_COMPAT_BLOB) && !oo)
		return problem(v, FBE_OPTOFF, "options offset", "0 although the compat flag 0x1000000 is set");
	return 0;
}

static int check_payload(struct vctx *v)
{
	const struct nvt_fatbin_entry *e = v->e;
	void *data = NULL;
	size_t n = 0;
	int rc = 0;

	if (e->flags & NVT_FATBIN_FLAG_LTO_KEY)
		return 0; /* NVIDIA's transformed LTO-IR: nothing we can check */
	if (nvt_fatbin_reader__decompress(v->r, e->index, &data, &n)) {
		/* the reader reported why */
		return 1;
	}
	if (e->kind == NVT_FATBIN_KIND_PTX || e->kind == NVT_FATBIN_KIND_RELOC_PTX) {
		if (!memchr(data, 0, n))
			rc = problem(v, e->header_size, "payload", "PTX has no NUL terminator inside its %zu bytes", n);
	} else if (e->kind == NVT_FATBIN_KIND_CUBIN) {
		struct fb_cubin_info ci;
		const char *why = NULL;
		if (fb_cubin_probe(data, n, &ci, &why))
			rc = problem(v, e->header_size, "payload", "not a valid cubin: %s", why);
		else if (ci.sm != e->sm)
			rc = problem(v, FBE_ARCH, "arch", "label sm_%u but the cubin's ELF header says sm_%u", e->sm,
				     ci.sm);
	} else if (e->kind == NVT_FATBIN_KIND_LTOIR) {
		if (n < 4 || rd32(data) != 0x7F4E43EDu)
			rc = problem(v, e->header_size, "payload", "LTO-IR without its magic 0x7F4E43ED");
	}
	free(data);
	return rc;
}

NVT_API int nvt_fatbin_verify(const void *data, size_t size, const struct nvt_fatbin_reader_opts *opts,
			      struct nvt_diags *diags)
{
	struct nvt_fatbin_reader *r;
	struct vctx v = { .name = OPTS_GET(opts, name, NULL) ? opts->name : "<memory>",
			  .diags = diags };
	int problems = 0;

	r = nvt_fatbin_reader__open(data, size, opts, diags);
	if (!r)
		return errno == ENOMEM ? -ENOMEM : -EINVAL;
	v.r = r;
	if (nvt_fatbin_reader__source(r) == NVT_FATBIN_SOURCE_HOST_ELF && !nvt_fatbin_reader__entry_count(r)) {
		nvt_error(diags, "fatbin-verify", v.name, NULL, "no .nv_fatbin or __nv_relfatbin section");
		problems++;
	}
	for (size_t i = 0; i < nvt_fatbin_reader__entry_count(r); i++) {
		v.e = nvt_fatbin_reader__entry(r, i);
		if (nvt_fatbin_reader__source(r) == NVT_FATBIN_SOURCE_CUBIN)
			continue; /* the reader probed it whole */
		if (check_header(&v, data) || check_payload(&v))
			problems++;
		if (nvt_diags__limit_reached(diags))
			break;
	}
	nvt_fatbin_reader__free(r);
	return problems ? -EINVAL : 0;
}
