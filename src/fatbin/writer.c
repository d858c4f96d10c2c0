/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Writing a fatbin: one container, entries sorted by (SM, variant, kind)
 * (or in the order added, with keep_order, as fatbinary's command line),
 * each a 64-byte header, the identifier, the options block, then the
 * payload padded to 8 bytes. With compression NONE and fatbinary's entry
 * order, the bytes equal `fatbinary --compress=false` (PTX minified).
 *
 * Which entries are compressed follows fatbinary: PTX and LTO-IR always,
 * cubins with compress_all or debug. Compression runs on a few threads
 * when there is enough data; each entry is compressed on its own, so the
 * bytes do not depend on the thread count.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fatbin/fatbin_internal.h"

struct fb_input {
	unsigned kind;
	unsigned sm;
	char variant;
	unsigned major, minor;
	const unsigned char *data; /* what the payload holds before compression */
	size_t size;
	bool owned;          /* data is ours to free (not borrowed) */
	unsigned char *hdr;  /* entry header + tail, built by finalize */
	size_t hsize;
	char *identifier;
	char *options;
	unsigned char *compat; /* owned copy of .nv.compat, or NULL */
	size_t compat_size;
	char *source;
	bool compress;
	void *cdata; /* compressed bytes after finalize */
	size_t csize;
	int cerr;
};

struct nvt_fatbin {
	struct nvt_diags *diags;
	char *name;
	enum nvt_fatbin_compression compression;
	int level;
	bool compress_all, minify, debug, keep_order, producer_cuda;
	struct fb_input *in;
	size_t n, cap;
	bool failed, finalized;
	size_t out_size;     /* total, known after finalize */
	unsigned char *out;  /* assembled on demand by nvt_fatbin__data */
};

/* zstd level when none is given. Chosen so that the default output is no
 * larger than fatbinary's default while staying well under its time (see
 * bench/bench-fatpack.sh). */
#define FB_DEFAULT_ZSTD_LEVEL 9

NVT_API struct nvt_fatbin *nvt_fatbin__new(const struct nvt_fatbin_opts *opts, struct nvt_diags *diags)
{
	struct nvt_fatbin *fb;

	if (!OPTS_VALID_DIAG(opts, nvt_fatbin_opts, diags))
		return errno = EINVAL, NULL;
	fb = calloc(1, sizeof(*fb));
	if (!fb)
		return errno = ENOMEM, NULL;
	fb->diags = diags;
	fb->compression = OPTS_GET(opts, compression, NVT_FATBIN_COMPRESS_DEFAULT);
	if (fb->compression == NVT_FATBIN_COMPRESS_DEFAULT)
		fb->compression = NVT_FATBIN_COMPRESS_ZSTD;
	if (fb->compression != NVT_FATBIN_COMPRESS_NONE && fb->compression != NVT_FATBIN_COMPRESS_ZSTD &&
	    fb->compression != NVT_FATBIN_COMPRESS_LZ4) {
		free(fb);
		return errno = EINVAL, NULL;
	}
	fb->level = OPTS_GET(opts, compress_level, 0);
	fb->compress_all = OPTS_GET(opts, compress_all, false);
	fb->minify = OPTS_GET(opts, minify_ptx, false);
	fb->debug = OPTS_GET(opts, debug, false);
	fb->keep_order = OPTS_GET(opts, keep_order, false);
	fb->producer_cuda = OPTS_GET(opts, producer_cuda, false);
	fb->name = nvt_strdup(OPTS_GET(opts, name, NULL) ? opts->name : "<fatbin>");
	if (!fb->name) {
		free(fb);
		return errno = ENOMEM, NULL;
	}
	return fb;
}

static void input_free(struct fb_input *in)
{
	if (in->owned)
		free((void *)in->data);
	free(in->hdr);
	free(in->identifier);
	free(in->options);
	free(in->compat);
	free(in->source);
	free(in->cdata);
}

NVT_API void nvt_fatbin__free(struct nvt_fatbin *fb)
{
	if (!fb)
		return;
	for (size_t i = 0; i < fb->n; i++)
		input_free(&fb->in[i]);
	free(fb->in);
	free(fb->out);
	free(fb->name);
	free(fb);
}

NVT_API size_t nvt_fatbin__entry_count(const struct nvt_fatbin *fb)
{
	return fb->n;
}

static const char *arch_str(unsigned sm, char variant, char *buf, size_t n)
{
	snprintf(buf, n, "sm_%u%s", sm, variant == 'a' ? "a" : variant == 'f' ? "f" : "");
	return buf;
}

static int fail(struct nvt_fatbin *fb, const char *source, const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int fail(struct nvt_fatbin *fb, const char *source, const char *rule, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	nvt_diags__vreportf(fb->diags, NVT_ERROR, rule, source, 0, 0, NULL, fmt, ap);
	va_end(ap);
	fb->failed = true;
	return -EINVAL;
}

/* Cubin and LTO-IR bytes go in unchanged: borrowed when the caller
 * promises they outlive the fatbin, else copied. */
static int keep_bytes(struct fb_input *in, const void *code, size_t size,
		      const struct nvt_fatbin_entry_opts *opts)
{
	if (OPTS_GET(opts, borrow, false)) {
		in->data = code;
		in->size = size;
		return 0;
	}
	unsigned char *d = malloc(size ? size : 1);
	if (!d)
		return -ENOMEM;
	memcpy(d, code, size);
	in->data = d;
	in->size = size;
	in->owned = true;
	return 0;
}

static int add_entry(struct nvt_fatbin *fb, unsigned kind, const void *code, size_t size,
		     const char *arch, const struct nvt_fatbin_entry_opts *opts)
{
	const char *src, *why = NULL;
	struct fb_input in = { .kind = kind };
	char a1[24], a2[24];

	if (!OPTS_VALID_DIAG(opts, nvt_fatbin_entry_opts, fb->diags))
		return -EINVAL;
	src = OPTS_GET(opts, name, NULL) ? opts->name : "<memory>";
	if (fb->finalized)
		return fail(fb, src, "fatbin-usage", "cannot add '%s': the fatbin is already finalized", src);
	if (!code && size)
		return -EINVAL;
	if (arch && fb_arch_parse(arch, &in.sm, &in.variant))
		return fail(fb, src, "fatbin-arch", "invalid arch '%s' for '%s' (expected sm_NN, sm_NNa or sm_NNf)",
			    arch, src);

	if (kind == NVT_FATBIN_KIND_PTX) {
		char target[32];
		unsigned sm;
		char variant;
		if (nvt_ptx_header_parse(code, size, &in.major, &in.minor, target, sizeof(target), &why))
			return fail(fb, src, "fatbin-ptx", "'%s' is not usable PTX: %s", src, why);
		if (fb_arch_parse(target, &sm, &variant))
			return fail(fb, src, "fatbin-ptx", "'%s': unknown .target '%s'", src, target);
		if (!arch) {
			in.sm = sm;
			in.variant = variant;
		} else if (sm != in.sm || variant != in.variant) {
			return fail(fb, src, "fatbin-arch-mismatch",
				    "arch mismatch for '%s': .target says %s, the label says %s", src,
				    arch_str(sm, variant, a1, sizeof(a1)), arch_str(in.sm, in.variant, a2, sizeof(a2)));
		}
		if (fb->minify) {
			char *m;
			if (nvt_ptx_minify(code, size, &m, &in.size))
				return -ENOMEM;
			in.data = (unsigned char *)m;
			in.owned = true;
		} else {
			const char *nul = memchr(code, 0, size);
			size_t len = nul ? (size_t)(nul - (const char *)code) : size;
			unsigned char *d = malloc(len + 1);
			if (!d)
				return -ENOMEM;
			memcpy(d, code, len);
			d[len] = 0;
			in.data = d;
			in.size = len + 1;
			in.owned = true;
		}
	} else if (kind == NVT_FATBIN_KIND_CUBIN) {
		struct fb_cubin_info ci;
		if (fb_cubin_probe(code, size, &ci, &why))
			return fail(fb, src, "fatbin-cubin", "'%s' is not a cubin: %s", src, why);
		if (!arch) {
			in.sm = ci.sm;
			in.variant = ci.variant;
		} else if (ci.sm != in.sm) {
			return fail(fb, src, "fatbin-arch-mismatch",
				    "arch mismatch for '%s': the cubin's ELF header says sm_%u, the label says %s",
				    src, ci.sm, arch_str(in.sm, in.variant, a2, sizeof(a2)));
		}
		in.major = 1;
		in.minor = 8;
		if (keep_bytes(&in, code, size, opts))
			return -ENOMEM;
		/* sm_100+ entries carry the .nv.compat blob (fatbinary does so;
		 * drivers use it to check compatibility without opening the ELF). */
		if (in.sm >= 100 && ci.compat) {
			in.compat = malloc(ci.compat_size + 1);
			if (!in.compat) {
				input_free(&in);
				return -ENOMEM;
			}
			memcpy(in.compat, ci.compat, ci.compat_size);
			in.compat_size = ci.compat_size;
		}
	} else {
		const unsigned char *p = code;
		if (size < 8 || rd32(p) != 0x7F4E43EDu)
			return fail(fb, src, "fatbin-ltoir", "'%s' is not LTO-IR (no magic 0x7F4E43ED)", src);
		if (!arch)
			return fail(fb, src, "fatbin-arch",
				    "LTO-IR '%s' does not say its arch: give it as ltoir:sm_NN:%s", src, src);
		in.major = p[4];
		in.minor = p[5];
		if (keep_bytes(&in, code, size, opts))
			return -ENOMEM;
	}

	for (size_t i = 0; !fb->keep_order && i < fb->n; i++) {
		if (fb->in[i].kind == kind && fb->in[i].sm == in.sm && fb->in[i].variant == in.variant) {
			int err = fail(fb, src, "fatbin-duplicate",
				       "duplicate %s entry for %s: '%s' and '%s'", nvt_fatbin_kind_name(kind),
				       arch_str(in.sm, in.variant, a1, sizeof(a1)), fb->in[i].source, src);
			input_free(&in);
			return err;
		}
	}
	in.source = nvt_strdup(src);
	if (OPTS_GET(opts, identifier, NULL))
		in.identifier = nvt_strdup(opts->identifier);
	if (OPTS_GET(opts, options, NULL))
		in.options = nvt_strdup(opts->options);
	if (!in.source || (OPTS_GET(opts, identifier, NULL) && !in.identifier) ||
	    (OPTS_GET(opts, options, NULL) && !in.options)) {
		input_free(&in);
		return -ENOMEM;
	}
	if (nvt_grow(fb->in, fb->cap, fb->n + 1)) {
		input_free(&in);
		return -ENOMEM;
	}
	fb->in[fb->n++] = in;
	return 0;
}

NVT_API int nvt_fatbin__add_ptx(struct nvt_fatbin *fb, const void *code, size_t size, const char *arch,
				const struct nvt_fatbin_entry_opts *opts)
{
	return add_entry(fb, NVT_FATBIN_KIND_PTX, code, size, arch, opts);
}

NVT_API int nvt_fatbin__add_cubin(struct nvt_fatbin *fb, const void *code, size_t size, const char *arch,
				  const struct nvt_fatbin_entry_opts *opts)
{
	return add_entry(fb, NVT_FATBIN_KIND_CUBIN, code, size, arch, opts);
}

NVT_API int nvt_fatbin__add_ltoir(struct nvt_fatbin *fb, const void *code, size_t size, const char *arch,
				  const struct nvt_fatbin_entry_opts *opts)
{
	return add_entry(fb, NVT_FATBIN_KIND_LTOIR, code, size, arch, opts);
}

/* The order of entries: SM, then variant (plain, a, f), then kind (cubin,
 * LTO-IR, PTX), which is how nvcc lays out -gencode lists. Kind+arch is
 * unique, so the key is total. */
static int kind_rank(unsigned k)
{
	return k == NVT_FATBIN_KIND_CUBIN ? 0 : k == NVT_FATBIN_KIND_LTOIR ? 1 : 2;
}

static int variant_rank(char v)
{
	return v == 0 ? 0 : v == 'a' ? 1 : 2;
}

static int cmp_input(const void *a, const void *b)
{
	const struct fb_input *x = a, *y = b;

	if (x->sm != y->sm)
		return x->sm < y->sm ? -1 : 1;
	if (variant_rank(x->variant) != variant_rank(y->variant))
		return variant_rank(x->variant) - variant_rank(y->variant);
	return kind_rank(x->kind) - kind_rank(y->kind);
}

struct compress_job {
	struct nvt_fatbin *fb;
	size_t next;
	pthread_mutex_t lock;
};

static void compress_one(struct nvt_fatbin *fb, struct fb_input *in, void **ctx)
{
	int level = fb->level;

	if (!level && fb->compression == NVT_FATBIN_COMPRESS_ZSTD)
		level = FB_DEFAULT_ZSTD_LEVEL;
	in->cerr = fb_compress(fb->compression, level, in->data, in->size, &in->cdata, &in->csize, ctx);
}

static void *compress_worker(void *arg)
{
	struct compress_job *job = arg;
	void *ctx = NULL;

	for (;;) {
		pthread_mutex_lock(&job->lock);
		size_t i = job->next;
		while (i < job->fb->n && !job->fb->in[i].compress)
			i++;
		job->next = i + 1;
		pthread_mutex_unlock(&job->lock);
		if (i >= job->fb->n) {
			fb_compress_ctx_free(ctx);
			return NULL;
		}
		compress_one(job->fb, &job->fb->in[i], &ctx);
	}
}

static void compress_all(struct nvt_fatbin *fb)
{
	size_t total = 0, count = 0;
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	pthread_t th[8];
	unsigned nth = 0;
	struct compress_job job = { .fb = fb };

	for (size_t i = 0; i < fb->n; i++)
		if (fb->in[i].compress)
			total += fb->in[i].size, count++;
	if (cpus > 1 && count > 1 && total > (256u << 10)) {
		pthread_mutex_init(&job.lock, NULL);
		unsigned want = (unsigned)(cpus < 8 ? cpus : 8);
		if (want > count)
			want = (unsigned)count;
		for (nth = 0; nth + 1 < want; nth++)
			if (pthread_create(&th[nth], NULL, compress_worker, &job))
				break;
		compress_worker(&job);
		for (unsigned t = 0; t < nth; t++)
			pthread_join(th[t], NULL);
		pthread_mutex_destroy(&job.lock);
		return;
	}
	void *ctx = NULL;
	for (size_t i = 0; i < fb->n; i++)
		if (fb->in[i].compress)
			compress_one(fb, &fb->in[i], &ctx);
	fb_compress_ctx_free(ctx);
}

static size_t header_size(const struct fb_input *in)
{
	size_t hs = FB_ENTRY_HDR;

	if (in->identifier)
		hs += round8(strlen(in->identifier) + 1);
	if (in->kind != NVT_FATBIN_KIND_CUBIN)
		hs += 8 + round8((in->options ? strlen(in->options) : 0) + 1);
	else if (in->compat)
		hs += 8 + round8(in->compat_size + 1);
	return hs;
}

/* The header (64 bytes + identifier + options block) of one entry. */
static int build_header(struct nvt_fatbin *fb, struct fb_input *in)
{
	size_t hs = header_size(in), tail = FB_ENTRY_HDR;
	size_t stored = in->compress ? in->csize : in->size;
	uint64_t flags = NVT_FATBIN_FLAG_64BIT | NVT_FATBIN_FLAG_LINUX;
	unsigned char *h = calloc(1, hs);

	if (!h)
		return -ENOMEM;
	if (fb->debug)
		flags |= NVT_FATBIN_FLAG_DEBUG;
	if (fb->producer_cuda)
		flags |= NVT_FATBIN_FLAG_CUDA;
	if (in->variant == 'a')
		flags |= NVT_FATBIN_FLAG_ARCH_SPECIFIC;
	if (in->variant == 'f')
		flags |= NVT_FATBIN_FLAG_FAMILY_SPECIFIC;
	if (in->compat && in->kind == NVT_FATBIN_KIND_CUBIN)
		flags |= NVT_FATBIN_FLAG_COMPAT_BLOB;
	if (in->compress)
		flags |= fb->compression == NVT_FATBIN_COMPRESS_LZ4 ? NVT_FATBIN_FLAG_LZ4 : NVT_FATBIN_FLAG_ZSTD;
	wr16(h + FBE_KIND, (uint16_t)in->kind);
	wr16(h + FBE_HVERSION, FB_ENTRY_HEADER_VERSION);
	wr32(h + FBE_HSIZE, (uint32_t)hs);
	wr64(h + FBE_PSIZE, round8(stored));
	wr16(h + FBE_MINOR, (uint16_t)in->minor);
	wr16(h + FBE_MAJOR, (uint16_t)in->major);
	wr32(h + FBE_ARCH, in->sm);
	wr64(h + FBE_FLAGS, flags);
	if (in->compress) {
		wr32(h + FBE_CSIZE, (uint32_t)in->csize);
		wr64(h + FBE_USIZE, in->size);
	}
	if (in->identifier) {
		size_t l = strlen(in->identifier);
		wr32(h + FBE_IDOFF, (uint32_t)tail);
		wr32(h + FBE_IDLEN, (uint32_t)l);
		memcpy(h + tail, in->identifier, l);
		tail += round8(l + 1);
	}
	if (in->kind != NVT_FATBIN_KIND_CUBIN) {
		size_t l = in->options ? strlen(in->options) : 0;
		wr32(h + FBE_OPTOFF, (uint32_t)tail);
		wr32(h + tail, (uint32_t)(tail + 8));
		wr32(h + tail + 4, (uint32_t)l);
		if (l)
			memcpy(h + tail + 8, in->options, l);
	} else if (in->compat) {
		/* fatbinary stores a zero byte, then the section, with the
		 * section's size in the length field. */
		wr32(h + FBE_OPTOFF, (uint32_t)tail);
		wr32(h + tail, (uint32_t)(tail + 8));
		wr32(h + tail + 4, (uint32_t)in->compat_size);
		memcpy(h + tail + 9, in->compat, in->compat_size);
	}
	in->hdr = h;
	in->hsize = hs;
	return 0;
}

NVT_API int nvt_fatbin__finalize(struct nvt_fatbin *fb)
{
	uint64_t total = FB_CONTAINER_HDR;

	if (fb->finalized)
		return fb->out_size ? 0 : -EINVAL;
	fb->finalized = true;
	if (fb->failed)
		return -EINVAL;
	if (fb->n > 1 && !fb->keep_order) /* in is NULL without inputs: not for qsort */
		qsort(fb->in, fb->n, sizeof(*fb->in), cmp_input);
	for (size_t i = 0; i < fb->n; i++) {
		struct fb_input *in = &fb->in[i];
		in->compress = fb->compression != NVT_FATBIN_COMPRESS_NONE &&
			       (in->kind != NVT_FATBIN_KIND_CUBIN || fb->compress_all || fb->debug);
	}
	compress_all(fb);
	for (size_t i = 0; i < fb->n; i++) {
		struct fb_input *in = &fb->in[i];
		if (in->cerr) {
			fail(fb, in->source, "fatbin-compress", "cannot compress '%s' with %s: %s", in->source,
			     nvt_fatbin_compression_name(fb->compression), nvt_strerror(in->cerr));
			return in->cerr;
		}
		if (in->compress && in->csize > UINT32_MAX)
			return fail(fb, in->source, "fatbin-compress",
				    "compressed size of '%s' (%zu bytes) does not fit the 32-bit field", in->source,
				    in->csize);
		int err = build_header(fb, in);
		if (err)
			return err;
		total += in->hsize + round8(in->compress ? in->csize : in->size);
	}
	fb->out_size = (size_t)total;
	return 0;
}

static void container_header(const struct nvt_fatbin *fb, unsigned char *c)
{
	wr32(c, NVT_FATBIN_MAGIC);
	wr16(c + 4, 1);
	wr16(c + 6, FB_CONTAINER_HDR);
	wr64(c + 8, fb->out_size - FB_CONTAINER_HDR);
}

NVT_API int nvt_fatbin__write(struct nvt_fatbin *fb, struct nvt_output *out)
{
	static const unsigned char zeros[8];
	unsigned char c[FB_CONTAINER_HDR];
	int err;

	if (!fb->finalized || !fb->out_size)
		return -EINVAL;
	if (fb->out)
		return nvt_output__write(out, fb->out, fb->out_size);
	container_header(fb, c);
	err = nvt_output__write(out, c, sizeof(c));
	for (size_t i = 0; !err && i < fb->n; i++) {
		const struct fb_input *in = &fb->in[i];
		size_t stored = in->compress ? in->csize : in->size;
		err = nvt_output__write(out, in->hdr, in->hsize);
		if (!err)
			err = nvt_output__write(out, in->compress ? in->cdata : in->data, stored);
		if (!err && round8(stored) != stored)
			err = nvt_output__write(out, zeros, (size_t)(round8(stored) - stored));
	}
	return err;
}

NVT_API const void *nvt_fatbin__data(struct nvt_fatbin *fb, size_t *size)
{
	if (size)
		*size = 0;
	if (!fb->finalized || !fb->out_size)
		return NULL;
	if (!fb->out) {
		unsigned char *p = malloc(fb->out_size);
		size_t off = FB_CONTAINER_HDR;
		if (!p)
			return NULL;
		container_header(fb, p);
		for (size_t i = 0; i < fb->n; i++) {
			const struct fb_input *in = &fb->in[i];
			size_t stored = in->compress ? in->csize : in->size;
			memcpy(p + off, in->hdr, in->hsize);
			off += in->hsize;
			memcpy(p + off, in->compress ? in->cdata : in->data, stored);
			memset(p + off + stored, 0, (size_t)(round8(stored) - stored));
			off += round8(stored);
		}
		fb->out = p;
	}
	if (size)
		*size = fb->out_size;
	return fb->out;
}
