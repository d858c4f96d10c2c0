/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The options-struct contract (include/nvvmtools/common.h), for every entry
 * point that takes an options struct:
 *  - a struct from a newer header (sz larger than this library's struct)
 *    whose extra bytes are zero is accepted;
 *  - one non-zero byte past the last field the library knows is -EINVAL
 *    (NULL + errno EINVAL for constructors), with an `options` error naming
 *    the struct where the entry point has a diags handle;
 *  - the check starts at the end of TYPE__last_field, not at sizeof: with
 *    sz = sizeof, a non-zero byte in the trailing padding is refused too
 *    (a newer header's next field lives there);
 *  - sz = 0 is refused.
 * And NVT_OPTS zeroes that padding, so a struct it declares always passes.
 * Result structs (nvt_link_stats, nvt_dwarf_stats) are filled up to sz with
 * the bytes past the known fields zeroed.
 *
 * The list of entry points is checked against the headers: every NVT_API
 * function with a `struct nvt_*_opts *` parameter must be in the table
 * below, so a new one cannot be added without this test covering it.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdalign.h>
#include <stdint.h>
#include <unistd.h>

#include <nvvmtools/codegen.h>
#include <nvvmtools/cuda.h>
#include <nvvmtools/dwarf.h>
#include <nvvmtools/fatbin.h>
#include <nvvmtools/io.h>
#include <nvvmtools/link.h>
#include <nvvmtools/module.h>
#include <nvvmtools/opt.h>
#include <nvvmtools/verify.h>

#include "test.h"
#include "../common/slurp.h"

static struct test_diag_log logbuf;
static struct nvt_diags *diags;
static char tmpdir[] = "/tmp/nvt-opts-XXXXXX";
static char ir_path[256];

static const char IR[] = "target datalayout = \"e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64\"\n"
			 "target triple = \"nvptx64-nvidia-cuda\"\n"
			 "define void @k() {\n  ret void\n}\n";
static const char PTX[] = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry k() { ret; }\n";

static struct nvt_blob *ir_blob(void)
{
	return nvt_blob__from_memory(IR, sizeof(IR) - 1, "k.ll", false);
}

/* ---- one caller per entry point: 0 / a negative errno ---------------- */

static int ret_ptr(void *p)
{
	return p ? 0 : -(errno ? errno : EINVAL);
}

static int c_diags_new(const void *o)
{
	struct nvt_diags *d = nvt_diags__new(o);
	int err = ret_ptr(d);
	nvt_diags__free(d);
	return err;
}

static int c_blob_read_opts(const void *o)
{
	struct nvt_blob *b = nvt_blob__read_opts(ir_path, o, diags);
	int err = ret_ptr(b);
	nvt_blob__free(b);
	return err;
}

static int c_output_open(const void *o)
{
	char p[300];
	snprintf(p, sizeof(p), "%s/out", tmpdir);
	struct nvt_output *out = nvt_output__open(p, o, diags);
	int err = ret_ptr(out);
	nvt_output__abort(out);
	return err;
}

static int c_write_file(const void *o)
{
	char p[300];
	snprintf(p, sizeof(p), "%s/written", tmpdir);
	return nvt_write_file(p, "x", 1, o, diags);
}

static int c_outdir_open(const void *o)
{
	char p[300];
	snprintf(p, sizeof(p), "%s/dir", tmpdir);
	struct nvt_outdir *od = nvt_outdir__open(p, o, diags);
	int err = ret_ptr(od);
	nvt_outdir__abort(od);
	return err;
}

static int c_fatbin_new(const void *o)
{
	struct nvt_fatbin *fb = nvt_fatbin__new(o, diags);
	int err = ret_ptr(fb);
	nvt_fatbin__free(fb);
	return err;
}

static int c_fatbin_add(const void *o, int kind)
{
	static const unsigned char ltoir[16] = { 0xED, 0x43, 0x4E, 0x7F };
	struct nvt_fatbin *fb = nvt_fatbin__new(NULL, diags);
	int err;

	if (!fb)
		return -ENOMEM;
	if (kind == 0)
		err = nvt_fatbin__add_ptx(fb, PTX, sizeof(PTX) - 1, NULL, o);
	else if (kind == 1)
		err = nvt_fatbin__add_ltoir(fb, ltoir, sizeof(ltoir), "sm_90", o);
	else /* not a cubin: refused by the content check, after the options */
		err = nvt_fatbin__add_cubin(fb, "not an elf", 10, "sm_90", o);
	nvt_fatbin__free(fb);
	return err;
}

static int c_fatbin_add_ptx(const void *o) { return c_fatbin_add(o, 0); }
static int c_fatbin_add_ltoir(const void *o) { return c_fatbin_add(o, 1); }
static int c_fatbin_add_cubin(const void *o) { return c_fatbin_add(o, 2); }

/* A small valid fatbin, built once. */
static void *fatbin;
static size_t fatbin_size;

static int c_reader_open(const void *o)
{
	struct nvt_fatbin_reader *r = nvt_fatbin_reader__open(fatbin, fatbin_size, o, diags);
	int err = ret_ptr(r);
	nvt_fatbin_reader__free(r);
	return err;
}

static int c_fatbin_verify(const void *o)
{
	return nvt_fatbin_verify(fatbin, fatbin_size, o, diags);
}

static int c_fatbin_embed(const void *o)
{
	void *obj = NULL;
	size_t n = 0;
	int err = nvt_fatbin_embed(fatbin, fatbin_size, o, &obj, &n, diags);
	free(obj);
	return err;
}

static int c_dwarf_from_ptx(const void *o)
{
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(PTX, sizeof(PTX) - 1, o, diags);
	int err = ret_ptr(dw);
	nvt_dwarf__free(dw);
	return err;
}

static int c_dwarf_from_elf(const void *o)
{
	/* not an ELF: an `elf` error after the options check */
	struct nvt_dwarf *dw = nvt_dwarf__from_elf("abcd", 4, o, diags);
	int err = ret_ptr(dw);
	nvt_dwarf__free(dw);
	return err;
}

static int c_dwarf_dump(const void *o)
{
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(PTX, sizeof(PTX) - 1, NULL, diags);
	char *text = NULL;
	size_t len;
	int err = dw ? nvt_dwarf__dump(dw, o, &text, &len) : -ENOMEM;
	free(text);
	nvt_dwarf__free(dw);
	return err;
}

static int c_dwarf_fix_ptx(const void *o)
{
	char *p = strdup(PTX);
	size_t len = sizeof(PTX) - 1;
	int err = p ? nvt_dwarf__fix_ptx(&p, &len, o, NULL, diags) : -ENOMEM;
	free(p);
	return err;
}

static int c_dwarf_verify(const void *o)
{
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(PTX, sizeof(PTX) - 1, NULL, diags);
	int err = dw ? nvt_dwarf__verify_opts(dw, o, NULL, diags) : -ENOMEM;
	nvt_dwarf__free(dw);
	return err;
}

static int c_module_load(const void *o)
{
	struct nvt_blob *b = ir_blob();
	struct nvt_module *m = nvt_module__load(b, o, diags);
	int err = ret_ptr(m);
	nvt_module__free(m);
	nvt_blob__free(b);
	return err;
}

static int c_module_load_file(const void *o)
{
	struct nvt_module *m = nvt_module__load_file(ir_path, o, diags);
	int err = ret_ptr(m);
	nvt_module__free(m);
	return err;
}

static int c_module_probe(const void *o)
{
	struct nvt_blob *b = ir_blob();
	int err = nvt_module_probe(b, o, diags);
	nvt_blob__free(b);
	return err;
}

static int c_module_probe_canonical(const void *o)
{
	struct nvt_blob *b = ir_blob();
	struct nvt_blob *canon = NULL;
	int err = nvt_module_probe_canonical(b, o, diags, &canon);
	nvt_blob__free(canon);
	nvt_blob__free(b);
	return err;
}

static int c_linker_new(const void *o)
{
	struct nvt_linker *l = nvt_linker__new(o, diags);
	int err = ret_ptr(l);
	nvt_linker__free(l);
	return err;
}

static int c_cuda_toolkit_find(const void *o)
{
	struct nvt_cuda_toolkit *tk = NULL;
	/* with valid options: a toolkit found or a `cuda-toolkit` error */
	int err = nvt_cuda_toolkit__find(o, &tk, diags);
	nvt_cuda_toolkit__free(tk);
	return err;
}

static int c_ptxas_run(const void *o)
{
	void *cubin = NULL;
	size_t n = 0;
	/* no such ptxas: -ENOENT after the options check */
	int err = nvt_ptxas_run("/nonexistent/ptxas", PTX, sizeof(PTX) - 1, "sm_90", o, &cubin, &n, diags);
	free(cubin);
	return err;
}

/* Module-level passes: a fresh module each time. */
static int with_module(const void *o, int which)
{
	struct nvt_blob *b = ir_blob();
	struct nvt_module *m = nvt_module__load(b, NULL, diags);
	int err = -ENOMEM;

	if (m) {
		if (which == 0)
			err = nvt_verify(m, o, diags);
		else if (which == 1)
			err = nvt_optimize(m, o, diags);
		else if (which == 2)
			err = nvt_reflect(m, o, NULL, diags);
		else
			err = nvt_opt_run(m, o, diags);
	}
	nvt_module__free(m);
	nvt_blob__free(b);
	return err;
}

static int c_verify(const void *o) { return with_module(o, 0); }
static int c_optimize(const void *o) { return with_module(o, 1); }
static int c_reflect(const void *o) { return with_module(o, 2); }
static int c_opt_run(const void *o) { return with_module(o, 3); }

static int c_codegen_new(const void *o)
{
	struct nvt_codegen *cg = nvt_codegen__new(o, diags);
	int err = ret_ptr(cg);
	nvt_codegen__free(cg);
	return err;
}

/* ---- the table --------------------------------------------------------- */

#define END(T) (offsetof(struct T, T##__last_field) + sizeof(((struct T *)0)->T##__last_field))
/* has_diags: the entry point reports through a diags handle. must_pass:
 * with valid options the call succeeds (else it fails for another reason,
 * by design of the caller above, and only the absence of an `options`
 * error is checked). */
#define ENTRY(fn, T, call, has_diags, must_pass) \
	{ #fn, #T, sizeof(struct T), END(T), call, has_diags, must_pass }

struct entry {
	const char *fn, *type;
	size_t size, end;
	int (*call)(const void *opts);
	bool has_diags, must_pass;
};

static const struct entry entries[] = {
	ENTRY(nvt_diags__new, nvt_diags_opts, c_diags_new, false, true),
	ENTRY(nvt_blob__read_opts, nvt_read_opts, c_blob_read_opts, true, true),
	ENTRY(nvt_output__open, nvt_output_opts, c_output_open, true, true),
	ENTRY(nvt_write_file, nvt_output_opts, c_write_file, true, true),
	ENTRY(nvt_outdir__open, nvt_output_opts, c_outdir_open, true, true),
	ENTRY(nvt_fatbin__new, nvt_fatbin_opts, c_fatbin_new, true, true),
	ENTRY(nvt_fatbin__add_ptx, nvt_fatbin_entry_opts, c_fatbin_add_ptx, true, true),
	ENTRY(nvt_fatbin__add_ltoir, nvt_fatbin_entry_opts, c_fatbin_add_ltoir, true, true),
	ENTRY(nvt_fatbin__add_cubin, nvt_fatbin_entry_opts, c_fatbin_add_cubin, true, false),
	ENTRY(nvt_fatbin_reader__open, nvt_fatbin_reader_opts, c_reader_open, true, true),
	ENTRY(nvt_fatbin_verify, nvt_fatbin_reader_opts, c_fatbin_verify, true, true),
	ENTRY(nvt_fatbin_embed, nvt_fatbin_embed_opts, c_fatbin_embed, true, true),
	ENTRY(nvt_dwarf__from_ptx, nvt_dwarf_opts, c_dwarf_from_ptx, true, true),
	ENTRY(nvt_dwarf__from_elf, nvt_dwarf_opts, c_dwarf_from_elf, true, false),
	ENTRY(nvt_dwarf__dump, nvt_dwarf_dump_opts, c_dwarf_dump, false, true),
	ENTRY(nvt_dwarf__fix_ptx, nvt_dwarf_fix_opts, c_dwarf_fix_ptx, true, true),
	ENTRY(nvt_dwarf__verify_opts, nvt_dwarf_verify_opts, c_dwarf_verify, true, true),
	ENTRY(nvt_module__load, nvt_module_opts, c_module_load, true, true),
	ENTRY(nvt_module__load_file, nvt_module_opts, c_module_load_file, true, true),
	ENTRY(nvt_module_probe, nvt_module_opts, c_module_probe, true, true),
	ENTRY(nvt_module_probe_canonical, nvt_module_opts, c_module_probe_canonical, true, true),
	ENTRY(nvt_linker__new, nvt_linker_opts, c_linker_new, true, true),
	ENTRY(nvt_cuda_toolkit__find, nvt_cuda_toolkit_opts, c_cuda_toolkit_find, true, false),
	ENTRY(nvt_ptxas_run, nvt_ptxas_opts, c_ptxas_run, true, false),
	ENTRY(nvt_verify, nvt_verify_opts, c_verify, true, true),
	ENTRY(nvt_optimize, nvt_opt_opts, c_optimize, true, true),
	ENTRY(nvt_reflect, nvt_reflect_opts, c_reflect, true, true),
	ENTRY(nvt_opt_run, nvt_opt_run_opts, c_opt_run, true, true),
	ENTRY(nvt_codegen__new, nvt_codegen_opts, c_codegen_new, true, true),
};

/* Room for any options struct plus a newer header's extra fields. */
static alignas(16) unsigned char buf[1024];

static int run(const struct entry *e, size_t sz, size_t poke, unsigned char value)
{
	memset(buf, 0, sizeof(buf));
	memcpy(buf, &sz, sizeof(sz));
	if (poke)
		buf[poke] = value;
	logbuf.count = 0;
	errno = 0;
	return e->call(buf);
}

static bool options_error(const struct entry *e)
{
	char needle[128];
	snprintf(needle, sizeof(needle), "%s: byte", e->type);
	return test_log_has(&logbuf, needle) && test_log_has(&logbuf, "[options]");
}

static int padded;

static void check_entry(const struct entry *e)
{
	int err;

	/* A newer caller's bigger struct, its new fields zero: accepted. */
	err = run(e, e->size + 24, 0, 0);
	if (e->must_pass && err)
		fprintf(stderr, "%s: rc %d with valid options\n", e->fn, err);
	CHECK(!e->must_pass || err == 0);
	CHECK(!test_log_has(&logbuf, "[options]"));

	/* One non-zero byte past this library's struct: refused. */
	for (size_t at = e->size; at < e->size + 24; at += 7) {
		err = run(e, e->size + 24, at, 0x5a);
		if (err != -EINVAL)
			fprintf(stderr, "%s: byte %zu set: rc %d\n", e->fn, at, err);
		CHECK_INT(err, -EINVAL);
		CHECK(!e->has_diags || options_error(e));
	}

	/* sz = sizeof, a non-zero byte in the trailing padding: refused (a
	 * newer header's next field may live there). */
	if (e->end < e->size) {
		padded++;
		for (size_t at = e->end; at < e->size; at++) {
			err = run(e, e->size, at, 0xa5);
			CHECK_INT(err, -EINVAL);
			CHECK(!e->has_diags || options_error(e));
		}
		/* the same struct with its padding zero passes */
		err = run(e, e->size, 0, 0);
		CHECK(!e->must_pass || err == 0);
	}

	/* A size that cannot even hold sz. */
	err = run(e, 0, 0, 0);
	CHECK_INT(err, -EINVAL);
	CHECK(!e->has_diags || test_log_has(&logbuf, "[options]"));
}

/* ---- NVT_OPTS zeroes the padding ---------------------------------------- */

/* Dirty the stack where the next call's locals will be. */
static __attribute__((noinline)) void dirty_stack(void)
{
	volatile unsigned char junk[4096];
	for (size_t i = 0; i < sizeof(junk); i++)
		junk[i] = 0xee;
}

static __attribute__((noinline)) void check_nvt_opts(void)
{
	/* every field set: nothing forces a compiler to zero the padding */
	NVT_OPTS(nvt_diags_opts, d, .callback = NULL, .ctx = NULL, .max_errors = 3, .werror = true,
		 .no_warnings = true);
	NVT_OPTS(nvt_verify_opts, v, .dialect = NVT_DIALECT_LLVM, .arch = NULL,
		 .arch_rules_only = false, .skip_llvm_verifier = true);
	const unsigned char *p = (const unsigned char *)&d;
	size_t end = END(nvt_diags_opts);
	int dirty = 0;

	CHECK(end < sizeof(d)); /* the test needs padding to look at */
	for (size_t i = end; i < sizeof(d); i++)
		dirty |= p[i];
	CHECK_INT(dirty, 0);
	p = (const unsigned char *)&v;
	dirty = 0;
	for (size_t i = END(nvt_verify_opts); i < sizeof(v); i++)
		dirty |= p[i];
	CHECK_INT(dirty, 0);
	CHECK_INT(d.sz, sizeof(d));
	CHECK_INT(d.max_errors, 3);
	CHECK(d.werror && d.no_warnings);
	struct nvt_diags *dd = nvt_diags__new(&d);
	CHECK(dd != NULL);
	nvt_diags__free(dd);
	CHECK_INT(with_module(&v, 0), 0);
}

/* ---- result structs ----------------------------------------------------- */

static void check_results(void)
{
	struct nvt_linker *l = nvt_linker__new(NULL, diags);
	struct nvt_blob *b = ir_blob();

	CHECK(l && b && nvt_linker__add_blob(l, b, 0) == 0);
	struct nvt_module *m = l ? nvt_linker__finalize(l) : NULL;
	CHECK(m != NULL);
	/* bigger than known: the library's fields filled, the rest zeroed */
	struct nvt_link_stats *st = (struct nvt_link_stats *)buf;
	memset(buf, 0x77, sizeof(buf));
	st->sz = sizeof(*st) + 16;
	CHECK_INT(nvt_linker__stats(l, st), 0);
	CHECK_INT(st->modules_linked, 1);
	int dirty = 0;
	for (size_t i = END(nvt_link_stats); i < sizeof(*st) + 16; i++)
		dirty |= buf[i];
	CHECK_INT(dirty, 0);
	CHECK_INT(buf[sizeof(*st) + 16], 0x77); /* nothing past sz */
	/* an older, smaller struct: only what fits */
	memset(buf, 0x77, sizeof(buf));
	st->sz = offsetof(struct nvt_link_stats, members_pulled);
	CHECK_INT(nvt_linker__stats(l, st), 0);
	CHECK_INT(st->modules_linked, 1);
	CHECK_INT(buf[offsetof(struct nvt_link_stats, members_pulled)], 0x77);
	st->sz = 0;
	CHECK_INT(nvt_linker__stats(l, st), -EINVAL);
	nvt_module__free(m);
	nvt_linker__free(l);
	nvt_blob__free(b);

	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(PTX, sizeof(PTX) - 1, NULL, diags);
	struct nvt_dwarf_stats *ds = (struct nvt_dwarf_stats *)buf;
	memset(buf, 0x77, sizeof(buf));
	ds->sz = sizeof(*ds) + 8;
	CHECK_INT(nvt_dwarf__stats(dw, ds), 0);
	CHECK_INT(ds->var_dies, 0);
	CHECK_INT(ds->sz, sizeof(*ds) + 8);
	dirty = 0;
	for (size_t i = sizeof(size_t); i < sizeof(*ds) + 8; i++)
		dirty |= buf[i];
	CHECK_INT(dirty, 0);
	ds->sz = 3;
	CHECK_INT(nvt_dwarf__stats(dw, ds), -EINVAL);
	nvt_dwarf__free(dw);
}

/* ---- every options entry point of the headers is in the table ---------- */

static bool in_table(const char *fn)
{
	for (size_t i = 0; i < sizeof(entries) / sizeof(entries[0]); i++)
		if (!strcmp(entries[i].fn, fn))
			return true;
	return false;
}

static int scan_header(const char *path)
{
	char *s = test_slurp(path, NULL), *p;
	int found = 0;

	CHECK(s != NULL);
	if (!s)
		return 0;
	for (p = s; (p = strstr(p, "NVT_API ")); p += 8) {
		char *paren = strchr(p, '('), *semi = strchr(p, ';');
		if (!paren || !semi || semi < paren)
			continue;
		/* the parameter list: an options struct (not a result struct) */
		char *q = paren;
		bool opts = false;
		while ((q = strstr(q, "struct nvt_")) && q < semi) {
			char *w = q + 7;
			while (isalnum((unsigned char)*w) || *w == '_')
				w++;
			if (w - q > 5 && !strncmp(w - 5, "_opts", 5))
				opts = true;
			q = w;
		}
		if (!opts)
			continue;
		char *e = paren, *b;
		while (e > p && isspace((unsigned char)e[-1]))
			e--;
		for (b = e; b > p && (isalnum((unsigned char)b[-1]) || b[-1] == '_'); b--)
			;
		char name[128];
		snprintf(name, sizeof(name), "%.*s", (int)(e - b), b);
		found++;
		if (!in_table(name)) {
			fprintf(stderr, "%s takes an options struct but is not tested here\n", name);
			test_failed++;
		} else {
			test_passed++;
		}
	}
	free(s);
	return found;
}

static void check_coverage(void)
{
	const char *src = getenv("NVT_SOURCE_DIR");
	char path[4096];
	int found = 0;

	CHECK(src != NULL);
	if (!src)
		return;
	snprintf(path, sizeof(path), "%s/include/nvvmtools", src);
	DIR *dir = opendir(path);
	struct dirent *de;
	CHECK(dir != NULL);
	while (dir && (de = readdir(dir))) {
		size_t l = strlen(de->d_name);
		if (l < 3 || strcmp(de->d_name + l - 2, ".h"))
			continue;
		char h[4400];
		snprintf(h, sizeof(h), "%s/%s", path, de->d_name);
		found += scan_header(h);
	}
	if (dir)
		closedir(dir);
	/* the scanner sees them (and the table has no stale names) */
	CHECK_INT(found, (int)(sizeof(entries) / sizeof(entries[0])));
}

int main(void)
{
	NVT_OPTS(nvt_diags_opts, dopts, .callback = test_diag_cb, .ctx = &logbuf);
	diags = nvt_diags__new(&dopts);
	CHECK(diags != NULL);
	CHECK(mkdtemp(tmpdir) != NULL);
	snprintf(ir_path, sizeof(ir_path), "%s/k.ll", tmpdir);
	FILE *f = fopen(ir_path, "w");
	CHECK(f != NULL);
	if (f) {
		fputs(IR, f);
		fclose(f);
	}
	struct nvt_fatbin *fb = nvt_fatbin__new(NULL, diags);
	CHECK(fb && nvt_fatbin__add_ptx(fb, PTX, sizeof(PTX) - 1, NULL, NULL) == 0 &&
	      nvt_fatbin__finalize(fb) == 0);
	const void *d = fb ? nvt_fatbin__data(fb, &fatbin_size) : NULL;
	fatbin = d ? malloc(fatbin_size) : NULL;
	CHECK(fatbin != NULL);
	if (fatbin)
		memcpy(fatbin, d, fatbin_size);
	nvt_fatbin__free(fb);

	for (size_t i = 0; i < sizeof(entries) / sizeof(entries[0]); i++)
		check_entry(&entries[i]);
	printf("%zu entry points, %d with trailing padding checked\n",
	       sizeof(entries) / sizeof(entries[0]), padded);
	CHECK(padded >= 4);
	dirty_stack();
	check_nvt_opts();
	check_results();
	check_coverage();

	free(fatbin);
	nvt_diags__free(diags);
	char cmd[300];
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmpdir);
	CHECK(system(cmd) == 0);
	return TEST_DONE();
}
