/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The small fatbin helpers that fatpack is built from and that a driver or
 * JIT calls directly: the PTX header parser, the choice of PTX for a
 * --cubins-for arch, entry file names and extraction, arch spelling.
 * No CUDA needed.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/fatbin.h>

#include "test.h"

static struct test_diag_log logbuf;
static struct nvt_diags *diags;

static const char ptx90[] = "//\n// .target sm_20 in a comment\n/* .version 1.0\n.target sm_30 */\n"
			    ".version 7.8\n.target sm_90, debug\n.address_size 64\n.visible .entry k() { ret; }\n";
static const char ptx75[] = ".version 6.3\n.target sm_75\n.address_size 64\n.visible .entry k() { ret; }\n";
static const char ptx90a[] = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k() { ret; }\n";
static const char ptx100f[] = ".version 8.8\n.target sm_100f\n.address_size 64\n.visible .entry k() { ret; }\n";

static void test_ptx_header(void)
{
	unsigned ma = 0, mi = 0;
	char t[32];
	const char *why = NULL;

	/* directives in // and block comments do not count */
	CHECK_INT(nvt_ptx_header_parse(ptx90, sizeof(ptx90) - 1, &ma, &mi, t, sizeof(t), &why), 0);
	CHECK_INT(ma, 7);
	CHECK_INT(mi, 8);
	CHECK_STR(t, "sm_90");
	CHECK_INT(nvt_ptx_header_parse(ptx90a, sizeof(ptx90a), &ma, &mi, t, sizeof(t), NULL), 0);
	CHECK_STR(t, "sm_90a");
	CHECK_INT(ma * 10 + mi, 80);
	/* truncated to the buffer */
	CHECK_INT(nvt_ptx_header_parse(ptx90a, sizeof(ptx90a), &ma, &mi, t, 4, NULL), 0);
	CHECK_STR(t, "sm_");
	/* missing directives, named */
	const char nover[] = ".target sm_80\n";
	CHECK_INT(nvt_ptx_header_parse(nover, sizeof(nover) - 1, &ma, &mi, t, sizeof(t), &why), -EINVAL);
	CHECK_STR(why, "no .version directive");
	const char notgt[] = ".version 7.0\n.address_size 64\n";
	CHECK_INT(nvt_ptx_header_parse(notgt, sizeof(notgt) - 1, &ma, &mi, t, sizeof(t), &why), -EINVAL);
	CHECK_STR(why, "no .target directive");
	/* scanning stops at a NUL */
	const char nul[] = ".version 7.0\n\0.target sm_80\n";
	CHECK_INT(nvt_ptx_header_parse(nul, sizeof(nul) - 1, &ma, &mi, t, sizeof(t), &why), -EINVAL);
	CHECK_STR(why, "no .target directive");
	CHECK_INT(nvt_ptx_header_parse(NULL, 0, &ma, &mi, t, sizeof(t), NULL), -EINVAL);
	CHECK_INT(nvt_ptx_header_parse(ptx75, sizeof(ptx75), &ma, &mi, t, 0, NULL), -EINVAL);
}

static void test_pick_ptx(void)
{
	struct nvt_fatbin_ptx_candidate c[5] = {
		{ ptx75, sizeof(ptx75) - 1, NULL },
		{ NULL, 0, NULL },                  /* not PTX */
		{ ptx90a, sizeof(ptx90a) - 1, NULL },
		{ ptx90, sizeof(ptx90) - 1, NULL },
		{ ptx100f, sizeof(ptx100f) - 1, NULL },
	};

	/* the highest arch that runs there */
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_80"), 0);
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_90"), 3);
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_120"), 3);  /* sm_100f is family 10 only */
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_103"), 4);
	/* sm_90a code runs on sm_90a only, and beats sm_90 there by order */
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "90a"), 2);
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_75"), 0);
	CHECK_INT(nvt_fatbin_pick_ptx(c + 2, 1, "sm_80"), -ENOENT);
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_99"), -EINVAL);
	CHECK_INT(nvt_fatbin_pick_ptx(c, 0, "sm_90"), -ENOENT);
	/* a label overrides .target; an unknown label is skipped */
	c[0].arch = "sm_100";
	CHECK_INT(nvt_fatbin_pick_ptx(c, 5, "sm_100"), 0);
	c[0].arch = "sm_7x";
	CHECK_INT(nvt_fatbin_pick_ptx(c, 1, "sm_120"), -ENOENT);
	/* unreadable PTX without a label is skipped */
	struct nvt_fatbin_ptx_candidate junk[2] = { { "junk", 4, NULL }, { ptx75, sizeof(ptx75) - 1, NULL } };
	CHECK_INT(nvt_fatbin_pick_ptx(junk, 2, "sm_80"), 1);
}

static void test_filename(void)
{
	struct nvt_fatbin_entry e = { .container = 2, .in_container = 7, .kind = NVT_FATBIN_KIND_CUBIN, .sm = 90,
				      .variant = 'a' };
	char buf[128];

	CHECK_INT(nvt_fatbin_entry__filename(&e, buf, sizeof(buf)), (int)strlen("c0002-e007.sm_90a.cubin"));
	CHECK_STR(buf, "c0002-e007.sm_90a.cubin");
	e.kind = NVT_FATBIN_KIND_PTX;
	e.variant = 'f';
	e.sm = 100;
	e.identifier = "../k.cu x";
	nvt_fatbin_entry__filename(&e, buf, sizeof(buf));
	CHECK_STR(buf, "c0002-e007.sm_100f.___k_cu_x.ptx");
	e.identifier = "";
	e.variant = 0;
	e.kind = NVT_FATBIN_KIND_LTOIR;
	e.container = 12345;
	e.in_container = 0;
	nvt_fatbin_entry__filename(&e, buf, sizeof(buf));
	CHECK_STR(buf, "c12345-e000.sm_100.ltoir");
	e.kind = NVT_FATBIN_KIND_RELOC_PTX;
	nvt_fatbin_entry__filename(&e, buf, sizeof(buf));
	CHECK_STR(buf, "c12345-e000.sm_100.reloc.ptx");
	e.kind = 0x77;
	nvt_fatbin_entry__filename(&e, buf, sizeof(buf));
	CHECK_STR(buf, "c12345-e000.sm_100.bin");
	/* identifiers are cut to 64 characters */
	char longid[100];
	memset(longid, 'x', sizeof(longid) - 1);
	longid[sizeof(longid) - 1] = 0;
	e.identifier = longid;
	int need = nvt_fatbin_entry__filename(&e, buf, sizeof(buf));
	CHECK_INT(need, (int)strlen("c12345-e000.sm_100..bin") + 64);
	/* snprintf semantics: truncated, still terminated */
	CHECK_INT(nvt_fatbin_entry__filename(&e, buf, 8), need);
	CHECK_STR(buf, "c12345-");
}

static void test_extract(void)
{
	NVT_OPTS(nvt_fatbin_entry_opts, eo, .identifier = "k.cu");
	struct nvt_fatbin *fb = nvt_fatbin__new(NULL, diags);
	size_t n, sz;
	void *out;

	CHECK_INT(nvt_fatbin__add_ptx(fb, ptx75, sizeof(ptx75) - 1, NULL, &eo), 0);
	CHECK_INT(nvt_fatbin__finalize(fb), 0);
	const void *d = nvt_fatbin__data(fb, &n);
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(d, n, NULL, diags);
	CHECK(r != NULL);
	/* decompress gives the stored text with its NUL; extract the file */
	CHECK_INT(nvt_fatbin_reader__decompress(r, 0, &out, &sz), 0);
	CHECK_INT(sz, sizeof(ptx75));
	free(out);
	CHECK_INT(nvt_fatbin_reader__extract(r, 0, &out, &sz), 0);
	CHECK_INT(sz, sizeof(ptx75) - 1);
	CHECK(!memcmp(out, ptx75, sz));
	free(out);
	CHECK_INT(nvt_fatbin_reader__extract(r, 1, &out, &sz), -EINVAL);
	char buf[64];
	nvt_fatbin_entry__filename(nvt_fatbin_reader__entry(r, 0), buf, sizeof(buf));
	CHECK_STR(buf, "c0000-e000.sm_75.k_cu.ptx");
	nvt_fatbin_reader__free(r);
	nvt_fatbin__free(fb);
}

static void test_arch_canonical(void)
{
	char b[16];

	CHECK_INT(nvt_arch_canonical("90a", b, sizeof(b)), 0);
	CHECK_STR(b, "sm_90a");
	CHECK_INT(nvt_arch_canonical("compute_90a", b, sizeof(b)), 0);
	CHECK_STR(b, "sm_90a");
	CHECK_INT(nvt_arch_canonical("sm_100f", b, sizeof(b)), 0);
	CHECK_STR(b, "sm_100f");
	/* spelling only: an arch newer than the table passes */
	CHECK_INT(nvt_arch_canonical("sm_999", b, sizeof(b)), 0);
	CHECK_STR(b, "sm_999");
	CHECK_INT(nvt_arch_canonical("sm_", b, sizeof(b)), -EINVAL);
	CHECK_INT(nvt_arch_canonical("", b, sizeof(b)), -EINVAL);
	CHECK_INT(nvt_arch_canonical("gfx90a", b, sizeof(b)), -EINVAL);
	CHECK_INT(nvt_arch_canonical(NULL, b, sizeof(b)), -EINVAL);
	CHECK_INT(nvt_arch_canonical("90a", b, 6), -ERANGE);
	CHECK_INT(nvt_arch_canonical("90a", b, 7), 0);
}

int main(void)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &logbuf);

	diags = nvt_diags__new(&o);
	test_ptx_header();
	test_pick_ptx();
	test_filename();
	test_extract();
	test_arch_canonical();
	nvt_diags__free(diags);
	return TEST_DONE();
}
