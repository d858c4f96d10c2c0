/* SPDX-License-Identifier: Apache-2.0 */
/*
 * PTX DWARF reader/writer (src/dwarf):
 *  - round trip: LLVM 22's PTX (the .ptx files of tests/dwarf-corpus/ptx) decoded,
 *    re-encoded and written back gives the same section bytes, the same
 *    symbolic operands and the same labels;
 *  - the fixer gives every located variable/parameter a matching class,
 *    keeps every DIE reference pointing at the same DIE (the dump with
 *    offsets and classes masked is unchanged), moves .debug_pubnames, and
 *    is idempotent;
 *  - the lexer: lists, label differences, labels in sections, .b16,
 *    negative numbers, comments; and its errors;
 *  - the fixer's text made in place (marker lines and sections that
 *    shrink or grow), and every realloc of a fix failed in turn.
 */
/* the decoded-section accessors: experimental, test-only exports (common.h) */
#define NVT_EXPERIMENTAL
#include <dirent.h>
#include <sys/stat.h>

#include <nvvmtools/dwarf.h>
#include "dwarf/dwarf_internal.h" /* nvt_strbuf, the LEB128 readers */
#include "test.h"

/* Options naming the input, as every caller gives them. */
#define NAMED(n) (&(struct nvt_dwarf_opts){ .sz = sizeof(struct nvt_dwarf_opts), .name = (n) })
#include "../common/slurp.h"

static struct nvt_diags *new_diags(struct test_diag_log *log)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = log);
	memset(log, 0, sizeof(*log));
	return nvt_diags__new(&o);
}

/* Sections, refs and labels of a and b are identical. */
static int same_sections(const struct nvt_dwarf *a, const struct nvt_dwarf *b)
{
	if (nvt_dwarf__section_count(a) != nvt_dwarf__section_count(b))
		return 0;
	for (size_t i = 0; i < nvt_dwarf__section_count(a); i++) {
		const uint8_t *da, *db;
		size_t la, lb;
		const char *na = nvt_dwarf__section(a, i, &da, &la);
		const char *nb = nvt_dwarf__section(b, i, &db, &lb);
		if (strcmp(na, nb) || la != lb || (la && memcmp(da, db, la)))
			return 0;
		if (nvt_dwarf__ref_count(a, i) != nvt_dwarf__ref_count(b, i) ||
		    nvt_dwarf__label_count(a, i) != nvt_dwarf__label_count(b, i))
			return 0;
		for (size_t j = 0; j < nvt_dwarf__ref_count(a, i); j++) {
			struct nvt_dwarf_ref ra, rb;
			nvt_dwarf__ref(a, i, j, &ra);
			nvt_dwarf__ref(b, i, j, &rb);
			if (ra.offset != rb.offset || ra.size != rb.size || strcmp(ra.sym, rb.sym) ||
			    !ra.sym2 != !rb.sym2 || (ra.sym2 && strcmp(ra.sym2, rb.sym2)) ||
			    ra.addend != rb.addend)
				return 0;
		}
		for (size_t j = 0; j < nvt_dwarf__label_count(a, i); j++) {
			size_t oa, ob;
			const char *la_ = nvt_dwarf__label(a, i, j, &oa);
			const char *lb_ = nvt_dwarf__label(b, i, j, &ob);
			if (strcmp(la_, lb_) || oa != ob)
				return 0;
		}
	}
	return 1;
}

/* The dump with hex offsets, unit lengths, address classes and locations
 * removed: what must not change when the fixer edits DIEs. */
static char *masked_dump(const struct nvt_dwarf *dw)
{
	char *text = NULL, *out, *o;
	size_t len;

	if (nvt_dwarf__dump(dw, NULL, &text, &len))
		return NULL;
	out = o = calloc(1, len + 1);
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (strstr(line, "DW_AT_address_class") || strstr(line, "DW_AT_location") ||
		    strstr(line, "Compile Unit:") || strstr(line, "file format"))
			continue;
		if (strchr(line, '[') && strstr(line, "): DW_OP"))
			continue; /* location list entries */
		for (char *p = line; *p; p++) {
			if (p[0] == '0' && p[1] == 'x') {
				p += 2;
				while (*p && strchr("0123456789abcdef", *p))
					p++;
				*o++ = '#';
				if (!*p)
					break;
			}
			*o++ = *p;
		}
		*o++ = '\n';
	}
	free(text);
	return out;
}

static void check_file(const char *path)
{
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	size_t len, len2, len3, changed = 99;
	char *orig = test_slurp(path, &len);
	struct nvt_dwarf *a, *b, *c;

	CHECK(orig != NULL);
	if (!orig)
		return;
	a = nvt_dwarf__from_ptx(orig, len, NAMED(path), d);
	CHECK(a != NULL);
	CHECK(nvt_dwarf__section_count(a) >= 3);
	CHECK(nvt_dwarf__die_count(a) > 3);

	/* pure round trip: decode, encode, write */
	char *t2 = strdup(orig);
	len2 = len;
	NVT_OPTS(nvt_dwarf_fix_opts, rt, .force_rewrite = true, .no_address_classes = true,
		 .no_param_space = true, .name = path);
	CHECK_INT(nvt_dwarf__fix_ptx(&t2, &len2, &rt, &changed, d), 0);
	CHECK_INT(changed, 0);
	b = nvt_dwarf__from_ptx(t2, len2, NAMED(path), d);
	CHECK(b != NULL);
	CHECK(same_sections(a, b));
	if (!same_sections(a, b))
		fprintf(stderr, "round trip differs: %s\n", path);

	/* the fixer */
	char *t3 = strdup(orig);
	len3 = len;
	NVT_OPTS(nvt_dwarf_fix_opts, fx, .name = path);
	CHECK_INT(nvt_dwarf__fix_ptx(&t3, &len3, &fx, &changed, d), 0);
	c = nvt_dwarf__from_ptx(t3, len3, NAMED(path), d);
	CHECK(c != NULL);
	if (c) {
		NVT_OPTS(nvt_dwarf_stats, sa);
		NVT_OPTS(nvt_dwarf_stats, sc);
		nvt_dwarf__stats(a, &sa);
		nvt_dwarf__stats(c, &sc);
		CHECK_INT(sc.located, sa.located);
		CHECK_INT(sc.matching, sc.located);
		CHECK_INT(sc.with_class, sc.located);
		CHECK_INT(nvt_dwarf__verify(c, d), 0);
		/* every edit that was needed, and only those */
		CHECK_INT(changed, sa.located - sa.matching);
		char *ma = masked_dump(a), *mc = masked_dump(c);
		CHECK(ma && mc && !strcmp(ma, mc));
		free(ma);
		free(mc);
		/* idempotent */
		size_t again = 99, l4 = len3;
		char *t4 = strdup(t3);
		CHECK_INT(nvt_dwarf__fix_ptx(&t4, &l4, &fx, &again, d), 0);
		CHECK_INT(again, 0);
		CHECK(l4 == len3 && !memcmp(t4, t3, len3));
		free(t4);
	}
	CHECK_INT(nvt_diags__error_count(d), 0);
	nvt_dwarf__free(a);
	nvt_dwarf__free(b);
	nvt_dwarf__free(c);
	free(orig);
	free(t2);
	free(t3);
	nvt_diags__free(d);
}

static const char LEX[] =
	".version 7.8\n.target sm_90, debug\n.address_size 64\n"
	"/* .section .debug_fake { .b8 1 } inside a comment is not a section */\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n$L__a:\n ret;\n$L__b:\n}\n"
	"\t.section\t.debug_loc\n\t{\n"
	"$L__debug_loc0:\n"
	".b64 $L__a\n.b64 $L__b+4 // comment\n"
	".b8 1, 2,\n    3 /* inner */, 255\n"
	".b16 -1, 0x1234\n"
	".b32 $L__b-$L__a, -2\n"
	".b32 .debug_info+16\n"
	"$L__end:\n"
	"\t}\n";

static void check_lexer(void)
{
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(LEX, sizeof(LEX) - 1, NAMED("lex.ptx"), d);
	const uint8_t *p;
	size_t n, off;
	struct nvt_dwarf_ref r;

	CHECK(dw != NULL);
	if (!dw)
		return;
	CHECK_INT(nvt_dwarf__section_count(dw), 1);
	CHECK_STR(nvt_dwarf__section(dw, 0, &p, &n), ".debug_loc");
	CHECK_INT(n, 8 + 8 + 4 + 4 + 8 + 4);
	CHECK(p[16] == 1 && p[17] == 2 && p[18] == 3 && p[19] == 255);
	CHECK(p[20] == 0xff && p[21] == 0xff && p[22] == 0x34 && p[23] == 0x12);
	CHECK(p[28] == 0xfe && p[31] == 0xff);
	CHECK_INT(nvt_dwarf__ref_count(dw, 0), 4);
	nvt_dwarf__ref(dw, 0, 1, &r);
	CHECK_STR(r.sym, "$L__b");
	CHECK_INT(r.addend, 4);
	CHECK_INT(r.offset, 8);
	nvt_dwarf__ref(dw, 0, 2, &r);
	CHECK_STR(r.sym2, "$L__a");
	CHECK_INT(r.size, 4);
	nvt_dwarf__ref(dw, 0, 3, &r);
	CHECK_STR(r.sym, ".debug_info");
	CHECK_INT(r.addend, 16);
	CHECK_INT(nvt_dwarf__label_count(dw, 0), 2);
	CHECK_STR(nvt_dwarf__label(dw, 0, 1, &off), "$L__end");
	CHECK_INT(off, n);

	/* written back and read again: the same */
	char *t = strdup(LEX);
	size_t tl = sizeof(LEX) - 1;
	NVT_OPTS(nvt_dwarf_fix_opts, rt, .force_rewrite = true, .name = "lex.ptx");
	CHECK_INT(nvt_dwarf__fix_ptx(&t, &tl, &rt, NULL, d), 0);
	struct nvt_dwarf *dw2 = nvt_dwarf__from_ptx(t, tl, NAMED("lex.ptx"), d);
	CHECK(dw2 && same_sections(dw, dw2));
	CHECK(strstr(t, ".b32 $L__b-$L__a\n") != NULL);
	CHECK(strstr(t, ".b32 .debug_info+16\n") != NULL);
	CHECK(strstr(t, "/* .section .debug_fake") != NULL);
	nvt_dwarf__free(dw2);
	free(t);
	nvt_dwarf__free(dw);
	CHECK_INT(nvt_diags__error_count(d), 0);
	nvt_diags__free(d);
}

static void expect_error(const char *ptx, const char *needle)
{
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(ptx, strlen(ptx), NAMED("bad.ptx"), d);

	CHECK(dw == NULL);
	CHECK(test_log_has(&log, needle));
	if (!test_log_has(&log, needle))
		fprintf(stderr, "expected '%s', got '%s'\n", needle, log.count ? log.text[0] : "");
	nvt_dwarf__free(dw);
	nvt_diags__free(d);
}

/* The reader's byte scan of `.b8` lines (ptx_sections.c, fast_b8_lines)
 * against its tokens: plain decimal lists (a list going on after a ',',
 * tabs, a ';') are scanned; hex, octal, a comment, a label, .b16 are left
 * to the tokens; the bytes, the label's offset and the lines of errors
 * after scanned lines are what the tokens alone give. */
static const char FAST[] = ".version 7.8\n"
			   ".section .debug_abbrev {\n" /* 2 */
			   ".b8 1\n"
			   ".b8 2, 3,\n"
			   "    4\n"                   /* 5: the list goes on */
			   "\t.b8\t5 ;\n"
			   ".b8 0x10\n"                /* 7: hex, the tokens */
			   ".b8 010\n"                 /* 8: octal 8 */
			   ".b8 255 // a comment\n"
			   "$L__x:\n"                  /* 10 */
			   ".b8 0, 6\n"
			   ".b16 258\n"
			   ".b8 7\n"
			   "}\n";

static void check_fast_b8(void)
{
	static const uint8_t want[] = { 1, 2, 3, 4, 5, 16, 8, 255, 0, 6, 2, 1, 7 };
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(FAST, sizeof(FAST) - 1, NAMED("fast.ptx"), d);
	const uint8_t *p;
	size_t n, off;

	CHECK(dw != NULL);
	if (dw) {
		CHECK_STR(nvt_dwarf__section(dw, 0, &p, &n), ".debug_abbrev");
		CHECK_INT(n, sizeof(want));
		CHECK(n == sizeof(want) && !memcmp(p, want, n));
		CHECK_INT(nvt_dwarf__label_count(dw, 0), 1);
		CHECK_STR(nvt_dwarf__label(dw, 0, 0, &off), "$L__x");
		CHECK_INT(off, 8);
	}
	CHECK_INT(nvt_diags__error_count(d), 0);
	nvt_dwarf__free(dw);
	nvt_diags__free(d);
	/* errors on the line after scanned ones, continued lists counted */
	expect_error(".section .debug_info {\n.b8 1, 2,\n3\n.b8 4\n.b8 256\n}\n",
		     "bad.ptx:5: error: value 256 does not fit .b8");
	expect_error(".section .debug_info {\n.b8 1\n\n.b8 2\n.b9 3\n}\n",
		     "bad.ptx:5: error: unknown directive '.b9'");
	expect_error(".section .debug_info {\n.b8 1, 2,\n}\n", "bad.ptx:3:");
	expect_error(".section .debug_info {\n.b8 1\n.b8 2\n", "bad.ptx:4: error: section '.debug_info' is not closed");
}

static void check_errors(void)
{
	expect_error(".section .debug_info {\n.b8 1\n", "bad.ptx:3: error: section '.debug_info' is not closed");
	expect_error(".section .debug_info {\n.b9 1\n}\n", "bad.ptx:2: error: unknown directive '.b9'");
	expect_error(".section .debug_info {\n.b8 256\n}\n", "value 256 does not fit .b8");
	expect_error(".section .debug_info {\n.b32 a+b\n}\n", "operand with two added symbols");
	expect_error(".section .debug_info {\n.b32 1-a\n}\n", "subtracts symbol 'a' from a number");
	expect_error(".section .debug_info\n.b8 1\n", "has no '{' block");
	/* DWARF errors */
	expect_error(".section .debug_info {\n.b32 100\n.b8 2, 0\n.b32 0\n.b8 8\n}\n",
		     "has length 0x64 but the section has 0x7 bytes left");
	expect_error(".section .debug_abbrev { .b8 0 }\n.section .debug_info {\n.b32 8\n.b8 5, 0\n.b32 0\n.b8 8, 0\n}\n",
		     "has DWARF version 5");
	expect_error(".section .debug_abbrev { .b8 0 }\n.section .debug_info {\n.b32 8\n.b8 2, 0\n.b32 0\n.b8 8, 1\n}\n",
		     "uses abbreviation 1, which table 0x0 lacks");
	/* not an ELF */
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	CHECK(nvt_dwarf__from_elf("abc", 3, NAMED("x.cubin"), d) == NULL);
	CHECK(test_log_has(&log, "x.cubin: error: not an ELF file"));
	nvt_diags__free(d);
}

/* The PTX ABI's chapter 6 example, as printed there (with its
 * .debug_pubnames): p is at its .param symbol with class 7, i and j in
 * registers with class 2. */
/* Operand errors after a symbol was already copied: the copy must be
 * freed (LeakSanitizer in the sanitizer build), and a .b64 that wraps
 * past INT64_MAX is two's complement, not signed overflow (UBSan). */
static void check_operand_cleanup(void)
{
	expect_error(".section .debug_info {\n.b32 a-b-c\n}\n", "operand with two subtracted symbols");
	expect_error(".section .debug_info {\n.b32 a+(4)\n}\n", "parenthesized expressions are not supported");
	expect_error(".section .debug_info {\n.b32 a+#\n}\n", "unexpected character '#' in debug section operand");
	expect_error(".section .debug_info {\n.b32 a-b+1-c\n}\n", "operand with two subtracted symbols");

	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	static const char wrap[] = ".section .debug_fake {\n.b64 0x7fffffffffffffff+1, 0xffffffffffffffff+2\n}\n";
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(wrap, sizeof(wrap) - 1, NAMED("wrap.ptx"), d);
	const uint8_t *p = NULL;
	size_t n = 0;

	CHECK(dw != NULL);
	if (dw) {
		CHECK_STR(nvt_dwarf__section(dw, 0, &p, &n), ".debug_fake");
		CHECK_INT(n, 16);
		CHECK(n == 16 && p[0] == 0 && p[6] == 0 && p[7] == 0x80); /* INT64_MIN */
		CHECK(n == 16 && p[8] == 1 && p[15] == 0);                 /* 1 */
	}
	CHECK_INT(nvt_diags__error_count(d), 0);
	nvt_dwarf__free(dw);
	nvt_diags__free(d);
}

/* LEB128 readers at the edges of 64 bits. */
static void check_leb(void)
{
	static const struct {
		uint8_t b[10];
		size_t n;
		int64_t s;
	} cases[] = {
		{ { 0x7f }, 1, -1 },
		{ { 0x80, 0x7f }, 2, -128 },
		{ { 0x3f }, 1, 63 },
		/* nine bytes: the sign bit lands at bit 63 (was signed overflow) */
		{ { 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x40 }, 9, INT64_MIN / 2 },
		{ { 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x7f }, 10, INT64_MIN },
		{ { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00 }, 10, INT64_MAX },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int64_t v = 0;
		CHECK_INT(nvt_dw_sleb(cases[i].b, cases[i].n, &v), cases[i].n);
		CHECK(v == cases[i].s);
	}
	uint64_t u = 0;
	static const uint8_t umax[10] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01 };
	CHECK_INT(nvt_dw_uleb(umax, 10, &u), 10);
	CHECK(u == UINT64_MAX);
	int64_t v;
	CHECK_INT(nvt_dw_sleb(umax, 9, &v), 0); /* truncated: no last byte */
}

/* The fixer's output is made in its input's buffer (address_class.c
 * splice): marker lines before, between and after the sections, a section
 * that shrinks when written back (LLVM's byte a line) and one that grows
 * (bytes without blanks), text between and after them. */
static void check_splice(void)
{
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	struct nvt_strbuf in = { 0 }, want = { 0 }, plain = { 0 };
	static const char head[] = ".version 7.8\n.target sm_90, debug\n.address_size 64\n";
	static const char body[] = ".visible .entry k()\n{\n\tret;\n}\n";
	static const char mark[] = "// nvt-dwarf: param-unwritten k 1 a\n";

	nvt_strbuf_printf(&in, "%s%s%s\t.section\t.debug_loc\n\t{\n", head, mark, body);
	nvt_strbuf_printf(&want, "%s%s\t.section\t.debug_loc\n\t{\n.b8 1", head, body);
	for (int i = 1; i <= 20; i++)
		nvt_strbuf_printf(&in, ".b8 %d\n", i);
	for (int i = 2; i <= 20; i++)
		nvt_strbuf_printf(&want, "%s%d", i == 17 ? "\n.b8 " : ", ", i);
	nvt_strbuf_printf(&in, "\t}\n// between\n%s\t.section\t.debug_str\n\t{\n.b8 ", mark);
	nvt_strbuf_printf(&want, "\n\t}\n// between\n\t.section\t.debug_str\n\t{\n.b8 65");
	for (int i = 65; i <= 82; i++)
		nvt_strbuf_printf(&in, "%d,", i);
	for (int i = 66; i <= 82; i++)
		nvt_strbuf_printf(&want, "%s%d", i == 81 ? "\n.b8 " : ", ", i);
	nvt_strbuf_printf(&in, "0\n\t}\n%s// tail\n", mark);
	nvt_strbuf_printf(&want, ", 0\n\t}\n// tail\n");

	size_t len = in.len, changed = 99;
	char *t = strdup(in.data);
	NVT_OPTS(nvt_dwarf_fix_opts, rt, .force_rewrite = true, .no_param_space = true,
		 .no_address_classes = true, .name = "splice.ptx");
	CHECK_INT(nvt_dwarf__fix_ptx(&t, &len, &rt, &changed, d), 0);
	CHECK(t && len == want.len && !memcmp(t, want.data, len) && !t[len]);
	if (t && strcmp(t, want.data))
		fprintf(stderr, "splice: got\n%s\nwanted\n%s\n", t, want.data);
	free(t);

	/* nothing to rewrite: only the marker lines go, the rest as it was */
	for (const char *p = in.data, *e; *p; p = e) {
		e = strchr(p, '\n') + 1;
		if (strncmp(p, mark, sizeof(mark) - 1))
			nvt_strbuf_append(&plain, p, (size_t)(e - p));
	}
	t = strdup(in.data);
	len = in.len;
	NVT_OPTS(nvt_dwarf_fix_opts, fx, .no_param_space = true, .name = "splice.ptx");
	CHECK_INT(nvt_dwarf__fix_ptx(&t, &len, &fx, &changed, d), 0);
	CHECK_INT(changed, 0);
	CHECK(t && len == plain.len && !strcmp(t, plain.data));
	free(t);
	CHECK_INT(nvt_diags__error_count(d), 0);
	nvt_strbuf_free(&in);
	nvt_strbuf_free(&want);
	nvt_strbuf_free(&plain);
	nvt_diags__free(d);
}

/* realloc failing once, on the armed call: this test is linked with
 * -Wl,--wrap=realloc (tests/CMakeLists.txt), so every realloc of the
 * library's objects comes here. */
void *__real_realloc(void *p, size_t n);
void *__wrap_realloc(void *p, size_t n);
static long realloc_calls, realloc_fail_at = -1;

void *__wrap_realloc(void *p, size_t n)
{
	if (realloc_calls++ == realloc_fail_at)
		return NULL;
	return __real_realloc(p, n);
}

/* Every realloc of a fix (decoding, encoding, writing, the splice) failed
 * in turn: -ENOMEM with the text as it was, or gone (*ptx NULL) once the
 * splice has begun; never a crash or a half-made text (LeakSanitizer sees
 * the leaks under test-asan). A failed shrink is no failure. */
static void check_fix_out_of_memory(const char *srcdir)
{
	char path[4096];
	size_t len, good_len, changed;
	long calls;

	snprintf(path, sizeof(path), "%s/tests/dwarf-corpus/ptx/llc22-O0-abi_example.ptx", srcdir);
	char *orig = test_slurp(path, &len);
	CHECK(orig != NULL);
	if (!orig)
		return;
	/* a marker line too, so that the splice has a cut before the sections */
	struct nvt_strbuf in = { 0 };
	const char *after = strstr(orig, ".address_size 64\n");
	CHECK(after != NULL);
	if (!after) {
		free(orig);
		return;
	}
	after += strlen(".address_size 64\n");
	nvt_strbuf_append(&in, orig, (size_t)(after - orig));
	nvt_strbuf_puts(&in, "// nvt-dwarf: param-unwritten _Z4testPi 1 p\n");
	nvt_strbuf_puts(&in, after);
	free(orig);

	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);
	NVT_OPTS(nvt_dwarf_fix_opts, fx, .name = path);
	char *good = strdup(in.data);
	good_len = in.len;
	realloc_calls = 0;
	CHECK_INT(nvt_dwarf__fix_ptx(&good, &good_len, &fx, &changed, d), 0);
	calls = realloc_calls;
	CHECK(calls > 10);
	for (long k = 0; k < calls; k++) {
		struct nvt_diags *dk = new_diags(&log);
		char *t = strdup(in.data);
		size_t tl = in.len;
		realloc_calls = 0;
		realloc_fail_at = k;
		int err = nvt_dwarf__fix_ptx(&t, &tl, &fx, &changed, dk);
		realloc_fail_at = -1;
		if (err == 0) {
			CHECK(t && tl == good_len && !memcmp(t, good, tl));
		} else {
			CHECK_INT(err, -ENOMEM);
			CHECK((!t && !tl) || (t && tl == in.len && !strcmp(t, in.data)));
		}
		free(t);
		nvt_diags__free(dk);
	}
	free(good);
	nvt_strbuf_free(&in);
	nvt_diags__free(d);
}

static void check_abi_example(const char *srcdir)
{
	char path[4096];
	size_t len;
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);

	snprintf(path, sizeof(path), "%s/tests/lit/dwarf/Inputs/abi-chapter6.ptx", srcdir);
	char *ptx = test_slurp(path, &len);
	CHECK(ptx != NULL);
	if (!ptx)
		return;
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(ptx, len, NAMED(path), d);
	CHECK(dw != NULL);
	if (dw) {
		NVT_OPTS(nvt_dwarf_stats, s);
		nvt_dwarf__stats(dw, &s);
		CHECK_INT(s.located, 3);
		CHECK_INT(s.matching, 3);
		CHECK_INT(nvt_dwarf__class_count(dw, NVT_ADDR_PARAM), 1);
		CHECK_INT(nvt_dwarf__class_count(dw, NVT_ADDR_REG), 2);
		CHECK_INT(nvt_dwarf__class_count(dw, NVT_ADDR_GLOBAL), 0);
		CHECK_INT(nvt_dwarf__class_count(dw, NVT_ADDR_CLASS_MAX + 1), 0);
		CHECK_INT(nvt_dwarf__verify(dw, d), 0);
		/* what the structural pass checked, in the report */
		NVT_OPTS(nvt_dwarf_verify_opts, vo, .strict = true);
		NVT_OPTS(nvt_dwarf_verify_report, r);
		CHECK_INT(nvt_dwarf__verify_opts(dw, &vo, &r, d), 0);
		CHECK_INT(r.units, 1);
		CHECK_INT(r.dies, 9);
		CHECK_INT(r.abbrevs, 6);
		CHECK_INT(r.refs, 6);
		CHECK_INT(r.files, 1); /* the PTX's .file directives */
		CHECK_INT(r.line_tables, 0);
		CHECK_INT(r.located, 3);
		CHECK_INT(r.class_mismatch, 0);
		CHECK_INT(r.errors, 0);
		/* a report struct too small, unknown non-zero option bytes */
		struct nvt_dwarf_verify_report small = { .sz = 1 };
		CHECK_INT(nvt_dwarf__verify_opts(dw, NULL, &small, d), -EINVAL);
		struct { struct nvt_dwarf_verify_opts o; uint64_t extra; } big = {
			.o = { .sz = sizeof(big) }, .extra = 1 };
		CHECK_INT(nvt_dwarf__verify_opts(dw, &big.o, NULL, d), -EINVAL);
		CHECK_INT(nvt_dwarf__verify_opts(NULL, NULL, NULL, d), -EINVAL);
	}
	nvt_dwarf__free(dw);
	free(ptx);
	nvt_diags__free(d);
}

int main(void)
{
	const char *src = getenv("NVT_SOURCE_DIR");
	char dir[4096];
	DIR *dd;
	struct dirent *de;
	int files = 0;

	CHECK_STR(nvt_addr_class_name(7), "ADDR_param_space");
	CHECK_STR(nvt_addr_class_name(12), "ADDR_generic_space");
	CHECK(nvt_addr_class_name(0) == NULL && nvt_addr_class_name(13) == NULL);
	check_lexer();
	check_leb();
	check_fast_b8();
	check_errors();
	check_operand_cleanup();
	if (!src) {
		fprintf(stderr, "NVT_SOURCE_DIR not set: corpus round trips skipped\n");
		return TEST_DONE();
	}
	check_abi_example(src);
	check_splice();
	check_fix_out_of_memory(src);
	snprintf(dir, sizeof(dir), "%s/tests/dwarf-corpus/ptx", src);
	dd = opendir(dir);
	CHECK(dd != NULL);
	while (dd && (de = readdir(dd))) {
		size_t n = strlen(de->d_name);
		if (n < 5 || strcmp(de->d_name + n - 4, ".ptx"))
			continue;
		char path[8192];
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		check_file(path);
		files++;
	}
	if (dd)
		closedir(dd);
	CHECK(files >= 6);
	return TEST_DONE();
}
