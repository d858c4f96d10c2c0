/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The PTX lexer (src/ptx/lex.h): every token kind, positions,
 * unterminated comments and strings, CRLF, NUL bytes, huge inputs; and the
 * LLVM-free readers built on it, on the input that once fooled one of them
 * (a brace inside a comment or a string).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/fatbin.h>

#include "dwarf/dwarf_internal.h"
#include "ptx/lex.h"
#include "test.h"

/* The tokens of `text` as "KIND:TEXT@LINE:COL" separated by spaces
 * (kinds: D I N S P C W L). */
static const char *toks(const char *text, size_t len, unsigned flags)
{
	static char buf[4096];
	static const char kinds[] = "EDINSPCWL";
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;
	size_t n = 0;

	buf[0] = 0;
	nvt_ptx_lexer__init(&lx, text, len, flags);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF && n < sizeof(buf) - 64) {
		char s[40];
		size_t k = t.n < sizeof(s) - 1 ? t.n : sizeof(s) - 1;

		memcpy(s, t.s, k);
		s[k] = 0;
		for (size_t i = 0; i < k; i++)
			if (s[i] == '\n')
				s[i] = '|';
			else if (s[i] == 0)
				s[i] = '0';
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%c:%s@%u:%u%s", n ? " " : "",
				      kinds[t.kind], s, t.line, t.col, t.bad ? "!" : "");
	}
	return buf;
}

#define TOKS(s) toks((s), sizeof(s) - 1, 0)

static void test_kinds(void)
{
	/* directives, dotted words, "::" sub-spaces */
	CHECK_STR(TOKS(".version 8.5\n.target sm_90a, debug"),
		  "D:.version@1:1 N:8.5@1:10 D:.target@2:1 I:sm_90a@2:9 P:,@2:15 I:debug@2:17");
	CHECK_STR(TOKS("ld.param.u32 %r1, [k_param_0+4];"),
		  "I:ld.param.u32@1:1 I:%r1@1:14 P:,@1:17 P:[@1:19 I:k_param_0@1:20 P:+@1:29 "
		  "N:4@1:30 P:]@1:31 P:;@1:32");
	CHECK_STR(TOKS(".shared::cta .v4.u32 %tid.x $L__BB0_2: _ a."),
		  "D:.shared::cta@1:1 D:.v4.u32@1:14 I:%tid.x@1:22 I:$L__BB0_2@1:29 P:"
		  ":@1:38 I:_@1:40 I:a@1:42 P:.@1:43");
	/* '$' and '%' alone are punctuation; "%%" too */
	CHECK_STR(TOKS("$ % %% @!%p1"), "P:$@1:1 P:%@1:3 P:%@1:5 P:%@1:6 P:@@1:8 P:!@1:9 I:%p1@1:10");
	/* numbers: integers, hex/octal/binary, 0f/0d floats, decimal floats with exponents */
	CHECK_STR(TOKS("42 0x1FU 017 0b101 0f3F800000 0D3FF0000000000000 1.5 1e-5 .5 2.5E+10"),
		  "N:42@1:1 N:0x1FU@1:4 N:017@1:10 N:0b101@1:14 N:0f3F800000@1:20 "
		  "N:0D3FF0000000000000@1:31 N:1.5@1:50 N:1e-5@1:54 N:.5@1:59 N:2.5E+10@1:62");
	/* a hex number's 'e' is a digit, not an exponent; '-' after it is an operator */
	CHECK_STR(TOKS("0x1e-5 -1"), "N:0x1e@1:1 P:-@1:5 N:5@1:6 P:-@1:8 N:1@1:9");
	/* every bracket and punctuation is its own token */
	CHECK_STR(TOKS("{}()[]<>;,=+-*/!|&^~?#"),
		  "P:{@1:1 P:}@1:2 P:(@1:3 P:)@1:4 P:[@1:5 P:]@1:6 P:<@1:7 P:>@1:8 P:;@1:9 P:,@1:10 "
		  "P:=@1:11 P:+@1:12 P:-@1:13 P:*@1:14 P:/@1:15 P:!@1:16 P:|@1:17 P:&@1:18 "
		  "P:^@1:19 P:~@1:20 P:?@1:21 P:#@1:22");
	/* strings: escapes, "//" and braces inside are part of them */
	CHECK_STR(TOKS(".file 1 \"a // {b}\\\".cu\" x"),
		  "D:.file@1:1 N:1@1:7 S:\"a // {b}\\\".cu\"@1:9 I:x@1:25");
	/* comments are skipped by default, returned with NVT_PTX_LEX_COMMENTS */
	CHECK_STR(TOKS("a // } {\nb /* { */ c"), "I:a@1:1 I:b@2:1 I:c@2:11");
	CHECK_STR(toks("a // }\nb /* {\n */ c", 19, NVT_PTX_LEX_COMMENTS),
		  "I:a@1:1 C:// }@1:3 I:b@2:1 C:/* {| */@2:3 I:c@3:5");
	CHECK_STR(toks("a\t b\n", 5, NVT_PTX_LEX_ALL), "I:a@1:1 W:\t @1:2 I:b@1:4 L:|@1:5");
	CHECK(!strcmp(nvt_ptx_tok_kind__name(NVT_PTX_TOK_DIRECTIVE), "directive"));
	CHECK(!strcmp(nvt_ptx_tok_kind__name(NVT_PTX_TOK_EOF), "end of text"));
}

static void test_errors(void)
{
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;

	/* an unterminated block comment runs to the end; error at its start */
	CHECK_STR(toks("a\n  /* x\n y", 11, NVT_PTX_LEX_COMMENTS), "I:a@1:1 C:/* x| y@2:3!");
	nvt_ptx_lexer__init(&lx, "a\n  /* x\n y", 11, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
		;
	CHECK_STR(lx.error, "unterminated block comment");
	CHECK_INT(lx.err_line, 2);
	CHECK_INT(lx.err_col, 3);
	CHECK_INT(t.line, 3); /* EOF is on the last line */
	/* "/" "*" "/" opens a comment and does not close it */
	CHECK_STR(toks("/*/", 3, NVT_PTX_LEX_COMMENTS), "C:/*/@1:1!");
	/* a string ends at its line's end (a backslash does not escape the
	 * newline); the first error is kept */
	nvt_ptx_lexer__init(&lx, ".file 1 \"abc\\\n\"x\n/* ", 21, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
		;
	CHECK_STR(lx.error, "unterminated string");
	CHECK_INT(lx.err_line, 1);
	CHECK_INT(lx.err_col, 9);
	CHECK_STR(toks(".file 1 \"abc\\\n\"x\n", 17, 0),
		  "D:.file@1:1 N:1@1:7 S:\"abc\\@1:9! S:\"x@2:1!");
	/* a string cut by the end of the text */
	CHECK_STR(toks("\"ab\\", 4, 0), "S:\"ab\\@1:1!");
	/* no error on good text */
	nvt_ptx_lexer__init(&lx, "a /* b */ \"c\"", 13, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
		;
	CHECK(lx.error == NULL);
	/* NULL text is empty */
	nvt_ptx_lexer__init(&lx, NULL, 5, 0);
	CHECK_INT(nvt_ptx_lexer__next(&lx, &t), NVT_PTX_TOK_EOF);
	CHECK_INT(nvt_ptx_lexer__next(&lx, &t), NVT_PTX_TOK_EOF); /* EOF forever */
}

static void test_bytes(void)
{
	/* CRLF: '\r' is blank, lines count '\n' only */
	CHECK_STR(TOKS(".version 8.0\r\n.target sm_75\r\n"),
		  "D:.version@1:1 N:8.0@1:10 D:.target@2:1 I:sm_75@2:9");
	CHECK_STR(toks("a\r\nb", 4, NVT_PTX_LEX_ALL), "I:a@1:1 W:\r@1:2 L:|@1:3 I:b@2:1");
	/* NUL and bytes >= 0x80 are one-byte punctuation; nothing stops the lexer */
	CHECK_STR(toks("a\0b \xff\"\0\"", 8, 0), "I:a@1:1 P:0@1:2 I:b@1:3 P:\xff@1:5 S:\"0\"@1:6");
	/* a comment hides a NUL too */
	CHECK_STR(toks("x // \0 }\ny", 10, 0), "I:x@1:1 I:y@2:1");
}

/* With NVT_PTX_LEX_ALL the tokens tile the text, whatever it holds. */
static void test_tiling(void)
{
	static const char al[] = " \t\r\n/*\"\\ab.{}$%0x:e+-\f";
	char buf[64];

	srand(7);
	for (int it = 0; it < 20000; it++) {
		size_t n = (size_t)rand() % sizeof(buf), at = 0;
		struct nvt_ptx_lexer lx;
		struct nvt_ptx_tok t;
		bool ok = true;
		unsigned lines = 1;

		for (size_t i = 0; i < n; i++)
			buf[i] = al[rand() % (sizeof(al) - 1)];
		for (size_t i = 0; i < n; i++)
			lines += buf[i] == '\n';
		nvt_ptx_lexer__init(&lx, buf, n, NVT_PTX_LEX_ALL);
		while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
			ok &= t.off == at && t.s == buf + at && t.n > 0;
			at += t.n;
		}
		ok &= at == n && t.off == n && t.line == lines;
		if (!ok) {
			CHECK(ok);
			fprintf(stderr, "input %d: %.*s\n", it, (int)n, buf);
			return;
		}
	}
	CHECK(1);
}

/* Huge inputs: linear time, 64-bit offsets, no recursion. */
static void test_huge(void)
{
	size_t n = 64u << 20;
	char *big = malloc(n);
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;
	size_t count = 0;

	CHECK(big != NULL);
	if (!big)
		return;
	/* one 64 MiB block comment, then a token */
	memset(big, ' ', n);
	memcpy(big, "/*", 2);
	memcpy(big + n - 4, "*/ x", 4);
	nvt_ptx_lexer__init(&lx, big, n, 0);
	CHECK_INT(nvt_ptx_lexer__next(&lx, &t), NVT_PTX_TOK_IDENT);
	CHECK_INT(t.off, n - 1);
	CHECK_INT(nvt_ptx_lexer__next(&lx, &t), NVT_PTX_TOK_EOF);
	/* 8 Mi lines of "{\n" (nesting is counted, not recursed) */
	for (size_t i = 0; i + 1 < n / 4; i += 2)
		big[i] = '{', big[i + 1] = '\n';
	nvt_ptx_lexer__init(&lx, big, n / 4, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
		count++;
	CHECK_INT(count, n / 8);
	CHECK_INT(t.line, n / 8 + 1);
	nvt_ptx_lexer__init(&lx, big, n / 4, 0);
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(!nvt_ptx_lexer__skip_group(&lx, '{', '}', &t));
	CHECK_INT(t.kind, NVT_PTX_TOK_EOF);
	free(big);
}

static void test_helpers(void)
{
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t, p;
	const char text[] = "{ a /* } */ { \"}\" } b } c";

	nvt_ptx_lexer__init(&lx, text, sizeof(text) - 1, 0);
	CHECK_INT(nvt_ptx_lexer__peek(&lx, &p), NVT_PTX_TOK_PUNCT);
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(t.off == p.off && nvt_ptx_tok__punct(&t, '{'));
	CHECK(nvt_ptx_lexer__skip_group(&lx, '{', '}', &t));
	CHECK_INT(t.off, 22); /* the last '}', past the commented and quoted ones */
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(nvt_ptx_tok__is(&t, "c"));
	/* count_until: the tokens that start before an offset, their braces
	 * counted, never below 0; a comment or string that starts before it
	 * is passed whole, its braces not counted; lines stay right. */
	{
		const char txt[] = "} {\n{ /* }\n} */ \"{\" x\n} y";
		size_t depth = 0;

		nvt_ptx_lexer__init(&lx, txt, sizeof(txt) - 1, 0);
		nvt_ptx_lexer__count_until(&lx, 3, '{', '}', &depth);
		CHECK_INT(depth, 1); /* the first '}' found depth 0 */
		nvt_ptx_lexer__count_until(&lx, 8, '{', '}', &depth);
		CHECK_INT(depth, 2);
		CHECK_INT(lx.p - txt, 15); /* past the comment that began at 6 */
		CHECK_INT(lx.line, 3);
		nvt_ptx_lexer__count_until(&lx, 22, '{', '}', &depth);
		CHECK_INT(depth, 2); /* the quoted brace does not count */
		nvt_ptx_lexer__count_until(&lx, 23, '{', '}', &depth);
		CHECK_INT(depth, 1);
		nvt_ptx_lexer__next(&lx, &t);
		CHECK(nvt_ptx_tok__is(&t, "y"));
		CHECK_INT(t.line, 4);
		CHECK_INT(t.col, 3);
		/* an unterminated string in the way is the lexer's error, as for next() */
		nvt_ptx_lexer__init(&lx, "{ \"ab\n}", 8, 0);
		depth = 0;
		nvt_ptx_lexer__count_until(&lx, 8, '{', '}', &depth);
		CHECK_INT(depth, 0);
		CHECK(lx.error != NULL);
	}
	nvt_ptx_lexer__init(&lx, ".shared::cluster .shared .sharedx .global", 41, 0);
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(nvt_ptx_tok__is_space(&t, ".shared"));
	CHECK(!nvt_ptx_tok__is(&t, ".shared"));
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(nvt_ptx_tok__is_space(&t, ".shared"));
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(!nvt_ptx_tok__is_space(&t, ".shared"));
	nvt_ptx_lexer__next(&lx, &t);
	CHECK(!nvt_ptx_tok__is_space(&t, ".shared"));
}

/* The identifier rule the ABI check holds visible symbol names to. */
static void test_identifier(void)
{
	static const char *const yes[] = { "k", "_Z3fooi", "$L__BB0_2", "__cuda_local_var_1", "a$b_9" };
	static const char *const no[] = { "", "_", "$", "9a", "%r1", ".shared", "a.b", "a-b", "a b" };

	for (size_t i = 0; i < ARRAY_SIZE(yes); i++)
		CHECK(nvt_ptx_is_identifier(yes[i], strlen(yes[i])));
	for (size_t i = 0; i < ARRAY_SIZE(no); i++)
		CHECK(!nvt_ptx_is_identifier(no[i], strlen(no[i])));
	/* the length counts, not a NUL */
	CHECK(nvt_ptx_is_identifier("ab.c", 2));
	CHECK(!nvt_ptx_is_identifier("_x", 1));
}

static struct nvt_diags *new_diags(struct test_diag_log *log)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = log);
	memset(log, 0, sizeof(*log));
	return nvt_diags__new(&o);
}

/* ---- the core readers on braces and directives in comments and strings ---- */

/* The DWARF PTX symbol scanner: a debug section holding "}" in a comment
 * and a string does not end early, a function body's braces in comments
 * do not move its end. */
static void test_symtab_braces(void)
{
	static const char ptx[] =
		".version 8.0\n.target sm_75\n.address_size 64\n"
		".visible .entry k(.param .u64 k_p)\n{\n"
		"\t// } not the end\n"
		"$L__func_begin0:\n\tret;\n}\n"
		".global .u32 g; /* { */\n"
		"\t.section\t.debug_str\n\t{\n// }\n.b8 125, 0 /* \"}\" */\n\t}\n"
		".shared .u32 s;\n";
	struct ptx_symtab st;

	CHECK_INT(nvt_ptx_symtab_scan(&st, ptx, sizeof(ptx) - 1), 0);
	CHECK_INT(nvt_ptx_symtab_class(&st, "g"), NVT_ADDR_GLOBAL);
	CHECK_INT(nvt_ptx_symtab_class(&st, "s"), NVT_ADDR_SHARED);
	CHECK_INT(nvt_ptx_symtab_class(&st, "k_p"), NVT_ADDR_PARAM);
	const struct ptx_func *f = nvt_ptx_symtab_label_func(&st, "$L__func_begin0");
	CHECK(f && !strcmp(f->name, "k"));
	CHECK(f && f->body_end == (size_t)(strstr(ptx, "}\n.global") - ptx) + 1);
	nvt_ptx_symtab_free(&st);
}

/* The DWARF section reader: comments with braces inside a section, and
 * an unterminated comment reported with its line. */
static void test_sections(void)
{
	static const char ok[] = ".section .debug_abbrev {\n// }\n.b8 1, /* } */ 2,\n 3 // {\n}\n";
	static const char bad[] = ".section .debug_abbrev {\n.b8 1\n}\n/* open\n";
	struct dw_sections secs = { 0 };
	struct test_diag_log log;
	struct nvt_diags *d = new_diags(&log);

	CHECK_INT(nvt_dw_sections_parse(&secs, ok, sizeof(ok) - 1, "s.ptx", d), 0);
	CHECK_INT(secs.n, 1);
	CHECK(secs.n == 1 && secs.s[0].len == 3 && !memcmp(secs.s[0].data, "\1\2\3", 3));
	CHECK(secs.n == 1 && secs.s[0].src_end == sizeof(ok) - 2);
	nvt_dw_sections_free(&secs);
	CHECK_INT(nvt_dw_sections_parse(&secs, bad, sizeof(bad) - 1, "s.ptx", d), -EINVAL);
	CHECK(test_log_has(&log, "s.ptx:4: error: unterminated block comment"));
	nvt_dw_sections_free(&secs);
	nvt_diags__free(d);
}

/* The header parser: directives in strings and comments do not count,
 * one after a closed comment on its line does. */
static void test_header(void)
{
	static const char ptx[] = "/* .version 1.0 */ .version 7.8 // .target sm_20\n"
				  ".file 1 \"\n.target sm_30\"\n.target sm_90a, debug\n";
	unsigned ma = 0, mi = 0;
	char t[16];

	CHECK_INT(nvt_ptx_header_parse(ptx, sizeof(ptx) - 1, &ma, &mi, t, sizeof(t), NULL), 0);
	CHECK_INT(ma * 10 + mi, 78);
	CHECK_STR(t, "sm_30"); /* the string ended at its line: ".target sm_30" is PTX */
}

int main(void)
{
	test_kinds();
	test_errors();
	test_bytes();
	test_tiling();
	test_huge();
	test_helpers();
	test_identifier();
	test_symtab_braces();
	test_sections();
	test_header();
	return TEST_DONE();
}
