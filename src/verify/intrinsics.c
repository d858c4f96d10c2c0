/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The intrinsic requirement table (see intrinsics.h). The rows are data in
 * intrinsics.def; this file only looks them up and reads the ARCHS terms.
 * Nothing is cached or initialized: every function is pure, so the codegen
 * threads (one per arch) can call them concurrently.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptx/asm.h"
#include "verify/intrinsics.h"

static const struct nvt_intrinsic_req rows[] = {
#define NVT_INTRINSIC(name, archs, min_ptx, max_ptx, flags, note) \
	{ name, archs, min_ptx, max_ptx, flags, note },
#include "verify/intrinsics.def"
#undef NVT_INTRINSIC
};

#define NROWS (sizeof(rows) / sizeof(rows[0]))

size_t nvt_intrinsic__count(void)
{
	return NROWS;
}

const struct nvt_intrinsic_req *nvt_intrinsic__at(size_t i)
{
	return i < NROWS ? &rows[i] : NULL;
}

/* Binary search for the first row named exactly `name` (len bytes). */
static const struct nvt_intrinsic_req *find_n(const char *name, size_t len)
{
	size_t lo = 0, hi = NROWS;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strncmp(rows[mid].name, name, len);
		if (c == 0 && rows[mid].name[len])
			c = 1; /* the row's name is longer: it sorts after */
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < NROWS && !strncmp(rows[lo].name, name, len) && !rows[lo].name[len])
		return &rows[lo];
	return NULL;
}

const struct nvt_intrinsic_req *nvt_intrinsic__find_exact(const char *name)
{
	return name ? find_n(name, strlen(name)) : NULL;
}

static size_t group_size(const struct nvt_intrinsic_req *first)
{
	size_t n = 1;
	while (first + n < rows + NROWS && !strcmp(first[n].name, first->name))
		n++;
	return n;
}

const struct nvt_intrinsic_req *nvt_intrinsic__lookup(const char *name, const char *base,
						      size_t *nrows)
{
	const struct nvt_intrinsic_req *r = NULL;
	char pat[256];

	if (!name)
		return NULL;
	if (!base)
		base = name;
	r = find_n(name, strlen(name));
	if (!r && strcmp(base, name))
		r = find_n(base, strlen(base));
	/* Family patterns: "a.b.c.d" -> "a.b.c.*", "a.b.*", ... never
	 * shorter than "llvm.nvvm.*" (which has no row). */
	if (!r && strlen(base) < sizeof(pat) - 2) {
		strcpy(pat, base);
		for (char *dot = strrchr(pat, '.'); !r && dot && dot - pat > 9;
		     dot = strrchr(pat, '.')) {
			dot[1] = '*';
			dot[2] = 0;
			r = find_n(pat, strlen(pat));
			*dot = 0;
		}
	}
	if (r && nrows)
		*nrows = group_size(r);
	return r;
}

/* One ARCHS term against an arch: "sm_80+" or an exact name. */
bool nvt_intrinsic__arch_in(const struct nvt_intrinsic_req *row, const struct nvt_arch *a)
{
	/* one reading of arch lists for both tables (src/ptx/asm.c) */
	return nvt_ptx_insn__arch_in(row->archs, a);
}

enum nvt_intrinsic_status nvt_intrinsic__check(const char *name, const char *base,
					       const struct nvt_arch *arch, bool ptr64,
					       unsigned *min_ptx,
					       const struct nvt_intrinsic_req **row_out)
{
	size_t n = 0;
	const struct nvt_intrinsic_req *r = nvt_intrinsic__lookup(name, base, &n);

	if (row_out)
		*row_out = r;
	if (!r)
		return NVT_INTRINSIC_UNKNOWN;
	if (r->flags & (NVT_INTR_NO_CODEGEN | NVT_INTR_BAD_PTX))
		return NVT_INTRINSIC_NO_CODEGEN;
	for (size_t i = 0; i < n; i++) {
		if (!nvt_intrinsic__arch_in(&r[i], arch))
			continue;
		if (row_out)
			*row_out = &r[i];
		if ((r[i].flags & NVT_INTR_PTR64) && !ptr64)
			return NVT_INTRINSIC_NOT_ON_ARCH;
		if (r[i].max_ptx && arch->min_ptx > r[i].max_ptx)
			return NVT_INTRINSIC_NOT_ON_ARCH;
		if (min_ptx)
			*min_ptx = r[i].min_ptx > arch->min_ptx ? r[i].min_ptx : arch->min_ptx;
		return NVT_INTRINSIC_OK;
	}
	return NVT_INTRINSIC_NOT_ON_ARCH;
}

struct nvt_strbuf_lite {
	char *buf;
	size_t size, len;
};

static void put(struct nvt_strbuf_lite *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(struct nvt_strbuf_lite *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(sb->len < sb->size ? sb->buf + sb->len : NULL,
		      sb->len < sb->size ? sb->size - sb->len : 0, fmt, ap);
	va_end(ap);
	if (n > 0)
		sb->len += (size_t)n;
}

/* "sm_80+" -> "sm_80 or later"; exact names as they are; the last two
 * joined by "or". */
static void describe_archs(const char *archs, struct nvt_strbuf_lite *sb)
{
	const char *p = archs;
	size_t nterms = 0, i = 0;

	for (const char *q = p; *q; q++)
		nterms += *q == ',';
	nterms++;
	while (*p) {
		size_t len = strcspn(p, ",");
		if (i)
			put(sb, "%s", i + 1 == nterms ? " or " : ", ");
		if (len && p[len - 1] == '+')
			put(sb, "%.*s or later", (int)(len - 1), p);
		else
			put(sb, "%.*s", (int)len, p);
		i++;
		p += len;
		if (*p == ',')
			p++;
	}
}

int nvt_intrinsic__describe(const char *name, const char *base, char *buf, size_t size)
{
	struct nvt_strbuf_lite sb = { buf, size, 0 };
	size_t n = 0;
	const struct nvt_intrinsic_req *r = nvt_intrinsic__lookup(name, base, &n);
	char v[8];

	if (size)
		buf[0] = 0;
	if (!r) {
		put(&sb, "nothing: LLVM 22 does not know it");
		return (int)sb.len;
	}
	if (r->flags & NVT_INTR_NO_CODEGEN) {
		put(&sb, "an arch on which LLVM 22 can compile it, and there is none%s%s",
		    r->note ? ": " : "", r->note ? r->note : "");
		return (int)sb.len;
	}
	if (r->flags & NVT_INTR_BAD_PTX) {
		put(&sb, "a backend whose PTX for it ptxas accepts; LLVM 22's is rejected%s%s",
		    r->note ? ": " : "", r->note ? r->note : "");
		return (int)sb.len;
	}
	for (size_t i = 0; i < n; i++) {
		if (i)
			put(&sb, "; or ");
		describe_archs(r[i].archs, &sb);
		put(&sb, " with PTX ISA %s", nvt_ptx_version_format(r[i].min_ptx, v, sizeof(v)));
		if (r[i].max_ptx)
			put(&sb, " to %s", nvt_ptx_version_format(r[i].max_ptx, v, sizeof(v)));
		if (r[i].flags & NVT_INTR_PTR64)
			put(&sb, " and 64-bit pointers");
	}
	return (int)sb.len;
}
