/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The fatbin API in memory: writer, reader, verify, embed, PTX minify.
 * No CUDA needed: cubins are minimal CUDA ELF headers made here.
 */
#include <errno.h>
#include <stdint.h>

#include <nvvmtools/cuda.h>
#include <nvvmtools/fatbin.h>

#include "test.h"

static struct test_diag_log logbuf;
static struct nvt_diags *diags;

/* nvt_fatbin_verify() naming the input. */
static int verify_named(const void *data, size_t size, const char *name)
{
	NVT_OPTS(nvt_fatbin_reader_opts, ro, .name = name);
	return nvt_fatbin_verify(data, size, &ro, diags);
}

static void reset_log(void)
{
	memset(&logbuf, 0, sizeof(logbuf));
}

static const char ptx90[] = "//\n// comment\n//\n.version 7.8\n.target sm_90\n.address_size 64\n"
			    "\n.visible .entry k()\n{\n\tret;   // done\n}\n";
static const char ptx80[] = ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k() { ret; }\n";

/* A cubin as far as the fatbin layer looks: an ELF64 header with
 * e_machine EM_CUDA, ABI version 8 and the SM in e_flags bits 8..15. */
static void make_cubin(unsigned char *p, unsigned sm)
{
	memset(p, 0, 64);
	memcpy(p, "\177ELF", 4);
	p[4] = 2;  /* ELFCLASS64 */
	p[5] = 1;  /* little-endian */
	p[6] = 1;
	p[7] = 0x41; /* CUDA OS/ABI */
	p[8] = 8;  /* ABI version */
	p[0x10] = 2; /* ET_EXEC */
	p[0x12] = 190;
	p[0x14] = 1;
	p[0x30] = 0x02;
	p[0x31] = (unsigned char)sm;
	p[0x33] = 0x06;
	p[0x34] = 64; /* e_ehsize */
}

static void test_minify(void)
{
	char *out;
	size_t n;
	static const char in[] = "\t.version 8.0   // c\nA\t  B\nC \t D\nE \"x  // y\" F\n"
				 "I /* c1 */  /* c2 */ J\n M /* a\nb */ N\r\n  \n";
	static const char want[] = ".version 8.0 \nA\tB\nC D\nE \"x  // y\" F\nI   J\nM  N\r\n\n";

	CHECK_INT(nvt_ptx_minify(in, sizeof(in) - 1, &out, &n), 0);
	CHECK_INT(n, sizeof(want));
	CHECK(n == sizeof(want) && !memcmp(out, want, n));
	free(out);
	/* nothing after a NUL is read; one NUL is appended */
	CHECK_INT(nvt_ptx_minify("ab\0cd", 5, &out, &n), 0);
	CHECK_INT(n, 3);
	CHECK(!memcmp(out, "ab", 3));
	free(out);
}

static void test_names(void)
{
	char buf[128];

	CHECK_STR(nvt_fatbin_kind_name(NVT_FATBIN_KIND_PTX), "ptx");
	CHECK_STR(nvt_fatbin_kind_name(NVT_FATBIN_KIND_LTOIR), "ltoir");
	CHECK_STR(nvt_fatbin_kind_name(0x77), "kind-0x77");
	CHECK_STR(nvt_fatbin_compression_name(NVT_FATBIN_COMPRESS_LZ4_FRAME), "lz4-frame");
	CHECK_STR(nvt_fatbin_compression_name(NVT_FATBIN_COMPRESS_UNKNOWN), "unknown");
	nvt_fatbin_flags_format(0x1208011ull | (1ull << 40), buf, sizeof(buf));
	CHECK_STR(buf, "64bit|linux|zstd|family-specific|compat|0x10000000000");
	nvt_fatbin_flags_format(0, buf, sizeof(buf));
	CHECK_STR(buf, "none");
	/* snprintf semantics: the full length is returned even when cut */
	CHECK_INT(nvt_fatbin_flags_format(0x11, buf, 4), 11);
	CHECK_STR(buf, "64b");
}

static struct nvt_fatbin *build(bool reverse, enum nvt_fatbin_compression c, size_t *size,
				const void **data)
{
	NVT_OPTS(nvt_fatbin_opts, o, .compression = c);
	NVT_OPTS(nvt_fatbin_entry_opts, eo, .identifier = "k.cu", .options = "-O3");
	unsigned char cubin[64];
	struct nvt_fatbin *fb = nvt_fatbin__new(&o, diags);

	make_cubin(cubin, 90);
	if (!reverse) {
		CHECK_INT(nvt_fatbin__add_ptx(fb, ptx90, sizeof(ptx90) - 1, NULL, &eo), 0);
		CHECK_INT(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), NULL, NULL), 0);
		CHECK_INT(nvt_fatbin__add_ptx(fb, ptx80, sizeof(ptx80) - 1, "sm_80", NULL), 0);
	} else {
		CHECK_INT(nvt_fatbin__add_ptx(fb, ptx80, sizeof(ptx80) - 1, "80", NULL), 0);
		CHECK_INT(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), "compute_90", NULL), 0);
		CHECK_INT(nvt_fatbin__add_ptx(fb, ptx90, sizeof(ptx90), NULL, &eo), 0); /* with its NUL */
	}
	CHECK_INT(nvt_fatbin__entry_count(fb), 3);
	CHECK(nvt_fatbin__data(fb, NULL) == NULL);
	CHECK_INT(nvt_fatbin__finalize(fb), 0);
	*data = nvt_fatbin__data(fb, size);
	return fb;
}

static void test_write_read(void)
{
	size_t n1, n2;
	const void *d1, *d2;
	struct nvt_fatbin *a = build(false, NVT_FATBIN_COMPRESS_DEFAULT, &n1, &d1);
	struct nvt_fatbin *b = build(true, NVT_FATBIN_COMPRESS_DEFAULT, &n2, &d2);

	/* same entries in another order: the same bytes */
	CHECK(d1 && d2 && n1 == n2 && !memcmp(d1, d2, n1));
	CHECK_INT(verify_named(d1, n1, "a"), 0);

	NVT_OPTS(nvt_fatbin_reader_opts, ro, .name = "a");
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(d1, n1, &ro, diags);
	CHECK(r != NULL);
	CHECK_INT(nvt_fatbin_reader__source(r), NVT_FATBIN_SOURCE_FATBIN);
	CHECK_INT(nvt_fatbin_reader__container_count(r), 1);
	CHECK_INT(nvt_fatbin_reader__entry_count(r), 3);
	CHECK(nvt_fatbin_reader__entry(r, 3) == NULL);
	const struct nvt_fatbin_entry *e0 = nvt_fatbin_reader__entry(r, 0);
	const struct nvt_fatbin_entry *e1 = nvt_fatbin_reader__entry(r, 1);
	const struct nvt_fatbin_entry *e2 = nvt_fatbin_reader__entry(r, 2);
	/* order: sm_80 ptx, sm_90 cubin, sm_90 ptx */
	CHECK_INT(e0->kind, NVT_FATBIN_KIND_PTX);
	CHECK_INT(e0->sm, 80);
	CHECK_INT(e0->version_major, 7);
	CHECK_INT(e0->version_minor, 0);
	CHECK(e0->options && !*e0->options); /* empty options block is present */
	CHECK(e0->identifier == NULL);
	CHECK_INT(e1->kind, NVT_FATBIN_KIND_CUBIN);
	CHECK_INT(e1->sm, 90);
	CHECK_INT(e1->compression, NVT_FATBIN_COMPRESS_NONE);
	CHECK_INT(e1->flags, NVT_FATBIN_FLAG_64BIT | NVT_FATBIN_FLAG_LINUX);
	CHECK_INT(e1->offset % 8, 0);
	CHECK_INT(e2->kind, NVT_FATBIN_KIND_PTX);
	CHECK_INT(e2->compression, NVT_FATBIN_COMPRESS_ZSTD);
	CHECK_INT(e2->uncompressed_size, sizeof(ptx90));
	CHECK_STR(e2->identifier, "k.cu");
	CHECK_STR(e2->options, "-O3");
	CHECK_INT(e2->header_size, 64 + 8 + 8 + 8);

	void *out;
	size_t on;
	CHECK_INT(nvt_fatbin_reader__decompress(r, 2, &out, &on), 0);
	CHECK(on == sizeof(ptx90) && !memcmp(out, ptx90, on)); /* verbatim, with one NUL */
	free(out);
	CHECK_INT(nvt_fatbin_reader__decompress(r, 1, &out, &on), 0);
	CHECK_INT(on, 64); /* cut to the ELF's extent, not the padded payload */
	free(out);
	CHECK_INT(nvt_fatbin_reader__decompress(r, 9, &out, &on), -EINVAL);
	uint64_t e2_offset = e2->offset; /* entries live as long as their reader */
	nvt_fatbin_reader__free(r);

	/* a lower limit than the entry's uncompressed size is an error */
	NVT_OPTS(nvt_fatbin_reader_opts, lim, .max_uncompressed = 16);
	r = nvt_fatbin_reader__open(d1, n1, &lim, diags);
	reset_log();
	CHECK_INT(nvt_fatbin_reader__decompress(r, 2, &out, &on), -EINVAL);
	CHECK(out == NULL);
	CHECK(test_log_has(&logbuf, "exceeds the limit of 16 bytes"));
	nvt_fatbin_reader__free(r);

	/* a 4 GiB claim: an error, not an allocation */
	unsigned char *copy = malloc(n1);
	memcpy(copy, d1, n1);
	uint64_t big = 1ull << 32;
	memcpy(copy + e2_offset + 0x38, &big, 8);
	r = nvt_fatbin_reader__open(copy, n1, NULL, diags);
	reset_log();
	CHECK_INT(nvt_fatbin_reader__decompress(r, 2, &out, &on), -EINVAL);
	CHECK(test_log_has(&logbuf, "uncompressed size 4294967296 exceeds the limit"));
	nvt_fatbin_reader__free(r);
	CHECK_INT(verify_named(copy, n1, "copy"), -EINVAL);
	/* truncated: the reader refuses the framing */
	reset_log();
	CHECK(nvt_fatbin_reader__open(copy, n1 - 8, NULL, diags) == NULL);
	CHECK_INT(errno, EINVAL);
	CHECK(test_log_has(&logbuf, "container fat size"));
	free(copy);

	/* uncompressed: no entry carries a compression bit */
	struct nvt_fatbin *c = build(false, NVT_FATBIN_COMPRESS_NONE, &n2, &d2);
	r = nvt_fatbin_reader__open(d2, n2, NULL, diags);
	for (size_t i = 0; i < 3; i++)
		CHECK_INT(nvt_fatbin_reader__entry(r, i)->compression, NVT_FATBIN_COMPRESS_NONE);
	nvt_fatbin_reader__free(r);
	CHECK_INT(verify_named(d2, n2, "c"), 0);
	nvt_fatbin__free(c);
	c = build(false, NVT_FATBIN_COMPRESS_LZ4, &n2, &d2);
	CHECK_INT(verify_named(d2, n2, "lz4"), 0);
	nvt_fatbin__free(c);

	nvt_fatbin__free(a);
	nvt_fatbin__free(b);
}

/* keep_order: entries in the order added (fatbinary's command line), two of
 * the same kind and arch allowed; producer_cuda: flag 0x4 on every entry. */
static void test_keep_order(void)
{
	NVT_OPTS(nvt_fatbin_opts, o, .keep_order = true, .producer_cuda = true);
	unsigned char cubin[64];
	struct nvt_fatbin *fb = nvt_fatbin__new(&o, diags);
	size_t n;

	make_cubin(cubin, 90);
	CHECK_INT(nvt_fatbin__add_ptx(fb, ptx90, sizeof(ptx90) - 1, NULL, NULL), 0);
	CHECK_INT(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), NULL, NULL), 0);
	CHECK_INT(nvt_fatbin__add_ptx(fb, ptx80, sizeof(ptx80) - 1, NULL, NULL), 0);
	CHECK_INT(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), NULL, NULL), 0); /* a duplicate */
	CHECK_INT(nvt_fatbin__finalize(fb), 0);
	const void *d = nvt_fatbin__data(fb, &n);
	NVT_OPTS(nvt_fatbin_reader_opts, ro, .name = "k");
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(d, n, &ro, diags);
	CHECK(r != NULL);
	CHECK_INT(nvt_fatbin_reader__entry_count(r), 4);
	static const unsigned kinds[] = { NVT_FATBIN_KIND_PTX, NVT_FATBIN_KIND_CUBIN, NVT_FATBIN_KIND_PTX,
					  NVT_FATBIN_KIND_CUBIN };
	static const unsigned sms[] = { 90, 90, 80, 90 };
	for (size_t i = 0; r && i < 4; i++) {
		const struct nvt_fatbin_entry *e = nvt_fatbin_reader__entry(r, i);
		CHECK_INT(e->kind, kinds[i]);
		CHECK_INT(e->sm, sms[i]);
		CHECK(e->flags & NVT_FATBIN_FLAG_CUDA);
	}
	nvt_fatbin_reader__free(r);
	nvt_fatbin__free(fb);

	/* without keep_order the duplicate is refused */
	NVT_OPTS(nvt_fatbin_opts, o2);
	fb = nvt_fatbin__new(&o2, diags);
	reset_log();
	CHECK_INT(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), NULL, NULL), 0);
	CHECK(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), NULL, NULL) < 0);
	CHECK(logbuf.count > 0 && strstr(logbuf.text[logbuf.count - 1], "fatbin-duplicate") != NULL);
	nvt_fatbin__free(fb);
}

static void test_errors(void)
{
	unsigned char cubin[64];
	struct nvt_fatbin *fb = nvt_fatbin__new(NULL, diags);

	make_cubin(cubin, 90);
	reset_log();
	CHECK_INT(nvt_fatbin__add_cubin(fb, cubin, sizeof(cubin), "sm_80", NULL), -EINVAL);
	CHECK(test_log_has(&logbuf, "the cubin's ELF header says sm_90, the label says sm_80"));
	CHECK_INT(nvt_fatbin__add_ptx(fb, ptx80, sizeof(ptx80) - 1, NULL, NULL), 0);
	NVT_OPTS(nvt_fatbin_entry_opts, eo, .name = "again.ptx");
	CHECK_INT(nvt_fatbin__add_ptx(fb, ptx80, sizeof(ptx80) - 1, NULL, &eo), -EINVAL);
	CHECK(test_log_has(&logbuf, "duplicate ptx entry for sm_80: '<memory>' and 'again.ptx'"));
	CHECK_INT(nvt_fatbin__add_ptx(fb, "nothing", 7, "sm_90", NULL), -EINVAL);
	CHECK(test_log_has(&logbuf, "no .version directive"));
	CHECK_INT(nvt_fatbin__add_ltoir(fb, "\xed\x43\x4e\x7f\x01\x41\x00\x00", 8, NULL, NULL), -EINVAL);
	CHECK(test_log_has(&logbuf, "does not say its arch"));
	CHECK_INT(nvt_fatbin__add_ltoir(fb, "\xed\x43\x4e\x7f\x01\x41\x00\x00", 8, "sm_90", NULL), 0);
	CHECK_INT(nvt_fatbin__add_cubin(fb, ptx80, sizeof(ptx80), NULL, NULL), -EINVAL);
	CHECK(test_log_has(&logbuf, "not an ELF file"));
	CHECK_INT(nvt_fatbin__add_ptx(fb, ptx80, sizeof(ptx80), "sm_9x", NULL), -EINVAL);
	/* a failed add makes finalize fail: no partial fatbin */
	CHECK_INT(nvt_fatbin__finalize(fb), -EINVAL);
	CHECK(nvt_fatbin__data(fb, NULL) == NULL);
	nvt_fatbin__free(fb);

	/* options structs: unknown non-zero tail fields are refused */
	struct {
		struct nvt_fatbin_opts o;
		long extra;
	} big = { .o = { .sz = sizeof(big) }, .extra = 1 };
	CHECK(nvt_fatbin__new(&big.o, diags) == NULL);
	CHECK_INT(errno, EINVAL);
	big.extra = 0;
	fb = nvt_fatbin__new(&big.o, diags);
	CHECK(fb != NULL);
	nvt_fatbin__free(fb);
	NVT_OPTS(nvt_fatbin_opts, zlib, .compression = NVT_FATBIN_COMPRESS_ZLIB);
	CHECK(nvt_fatbin__new(&zlib, diags) == NULL); /* read-only compression */

	/* reading garbage */
	reset_log();
	CHECK(nvt_fatbin_reader__open("hello", 5, NULL, diags) == NULL);
	CHECK(test_log_has(&logbuf, "not a fatbin, cubin or ELF file"));

	/* nvt_ptxas_run's own errors, before and around running ptxas */
	void *pc = (void *)1;
	size_t csz = 1;
	static const char ptx[] = ".version 8.0\n.target sm_80\n.address_size 64\n";
	reset_log();
	CHECK_INT(nvt_ptxas_run("/nonexistent/ptxas", ptx, sizeof(ptx), "sm_99x", NULL, &pc, &csz, diags),
		  -EINVAL);
	CHECK(pc == NULL && csz == 0);
	CHECK(test_log_has(&logbuf, "invalid arch 'sm_99x' for ptxas"));
	reset_log();
	CHECK_INT(nvt_ptxas_run("/nonexistent/ptxas", ptx, sizeof(ptx), "sm_80", NULL, &pc, &csz, diags),
		  -ENOENT);
	CHECK(test_log_has(&logbuf, "cannot run '/nonexistent/ptxas'"));
	/* the temporary directory is the caller's (tools pass $TMPDIR) */
	reset_log();
	NVT_OPTS(nvt_ptxas_opts, po, .tmp_dir = "/nonexistent/tmp");
	CHECK_INT(nvt_ptxas_run("/nonexistent/ptxas", ptx, sizeof(ptx), "sm_80", &po, &pc, &csz, diags),
		  -ENOENT);
	CHECK(test_log_has(&logbuf, "cannot create a temporary directory under '/nonexistent/tmp'"));
	struct { struct nvt_ptxas_opts o; char extra[8]; } bad = { .o = { .sz = sizeof(bad) } };
	bad.extra[0] = 1;
	CHECK_INT(nvt_ptxas_run("/nonexistent/ptxas", ptx, sizeof(ptx), "sm_80", &bad.o, &pc, &csz, diags),
		  -EINVAL);
}

static void test_embed(void)
{
	NVT_OPTS(nvt_fatbin_opts, o);
	struct nvt_fatbin *fb = nvt_fatbin__new(&o, diags);
	size_t n, on, on2;
	void *obj, *obj2;

	nvt_fatbin__add_ptx(fb, ptx90, sizeof(ptx90) - 1, NULL, NULL);
	nvt_fatbin__finalize(fb);
	const void *d = nvt_fatbin__data(fb, &n);

	NVT_OPTS(nvt_fatbin_embed_opts, eo, .rdc = true, .module_id = "_m", .symbol = "blob");
	CHECK_INT(nvt_fatbin_embed(d, n, &eo, &obj, &on, diags), 0);
	CHECK(on > n && !memcmp(obj, "\177ELF", 4));
	CHECK_INT(((unsigned char *)obj)[0x12], 62); /* x86-64 */
	CHECK_INT(nvt_fatbin_embed(d, n, &eo, &obj2, &on2, diags), 0);
	CHECK(on == on2 && !memcmp(obj, obj2, on)); /* deterministic */
	free(obj2);
	/* the reader finds the container in __nv_relfatbin */
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(obj, on, NULL, diags);
	CHECK(r != NULL);
	CHECK_INT(nvt_fatbin_reader__source(r), NVT_FATBIN_SOURCE_HOST_ELF);
	CHECK_INT(nvt_fatbin_reader__entry_count(r), 1);
	CHECK_STR(nvt_fatbin_reader__entry(r, 0)->section, "__nv_relfatbin");
	nvt_fatbin_reader__free(r);
	CHECK(memmem(obj, on, "__fatbinwrap_m", 15) != NULL);
	CHECK(memmem(obj, on, "blob", 5) != NULL);
	free(obj);

	NVT_OPTS(nvt_fatbin_embed_opts, arm, .host = "aarch64");
	CHECK_INT(nvt_fatbin_embed(d, n, &arm, &obj, &on, diags), 0);
	CHECK_INT(((unsigned char *)obj)[0x12], 183);
	free(obj);
	NVT_OPTS(nvt_fatbin_embed_opts, bad, .host = "mips");
	CHECK_INT(nvt_fatbin_embed(d, n, &bad, &obj, &on, diags), -EINVAL);
	CHECK_INT(nvt_fatbin_embed("abcdefghijklmnopq", 17, NULL, &obj, &on, diags), -EINVAL);
	nvt_fatbin__free(fb);
}

int main(void)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &logbuf);

	diags = nvt_diags__new(&o);
	test_minify();
	test_names();
	test_write_read();
	test_keep_order();
	test_errors();
	test_embed();
	nvt_diags__free(diags);
	return TEST_DONE();
}
