/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The PTX lexer (src/ptx/lex.h) and every reader of PTX text built
 * on it that needs no LLVM module: the header parser, the minifier, the
 * DWARF section reader and PTX symbol scan, the ABI post-check's symbol
 * scanner, --lineinfo's debug post-processing, the inline-asm scanner.
 *
 * Properties checked on every input:
 *  - with NVT_PTX_LEX_ALL the tokens tile the input (each starts where the
 *    last ended, none is empty, the last ends at the end), their line and
 *    column agree with the newlines before them, and each kind starts and
 *    ends as the contract says;
 *  - with no flags the tokens are the ALL tokens less comments, blanks and
 *    newlines; peek returns what next returns;
 *  - the lexer's error is the first bad token's;
 *  - the minifier writes no more than it read, NUL-terminated;
 *  - the lineinfo post-processing only removes bytes.
 */
#include <nvvmtools/fatbin.h>

#include "codegen/abi.h"
#include "codegen/cg.h"
#include "dwarf/dwarf_internal.h"
#include "ptx/asm.h"
#include "ptx/lex.h"
#include "fuzz.h"

static bool is_alpha(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static void check_token(const struct nvt_ptx_tok *t)
{
	unsigned char c = (unsigned char)t->s[0];

	FUZZ_ASSERT(t->n > 0);
	switch (t->kind) {
	case NVT_PTX_TOK_DIRECTIVE:
		FUZZ_ASSERT(c == '.' && t->n >= 2);
		break;
	case NVT_PTX_TOK_IDENT:
		FUZZ_ASSERT(is_alpha(c) || c == '_' || ((c == '$' || c == '%') && t->n >= 2));
		break;
	case NVT_PTX_TOK_NUMBER:
		FUZZ_ASSERT((c >= '0' && c <= '9') || c == '.');
		break;
	case NVT_PTX_TOK_STRING:
		FUZZ_ASSERT(c == '"' && (t->bad || (t->n >= 2 && t->s[t->n - 1] == '"')));
		FUZZ_ASSERT(!memchr(t->s, '\n', t->n));
		break;
	case NVT_PTX_TOK_COMMENT:
		FUZZ_ASSERT(c == '/' && t->n >= 2 && (t->s[1] == '/' || t->s[1] == '*'));
		if (t->s[1] == '/')
			FUZZ_ASSERT(!memchr(t->s, '\n', t->n) && !t->bad);
		else
			FUZZ_ASSERT(t->bad || (t->n >= 4 && !memcmp(t->s + t->n - 2, "*/", 2)));
		break;
	case NVT_PTX_TOK_SPACE:
		for (size_t i = 0; i < t->n; i++)
			FUZZ_ASSERT(strchr(" \t\r\f\v", t->s[i]) && t->s[i]);
		break;
	case NVT_PTX_TOK_NEWLINE:
		FUZZ_ASSERT(t->n == 1 && c == '\n');
		break;
	case NVT_PTX_TOK_PUNCT:
		FUZZ_ASSERT(t->n == 1);
		break;
	default:
		FUZZ_ASSERT(0);
	}
	FUZZ_ASSERT(!t->bad || t->kind == NVT_PTX_TOK_STRING || t->kind == NVT_PTX_TOK_COMMENT);
}

static void check_lexer(const char *text, size_t size)
{
	struct nvt_ptx_lexer all, sig;
	struct nvt_ptx_tok t, s, p;
	size_t at = 0, line_start = 0;
	unsigned line = 1;
	bool bad_seen = false;

	nvt_ptx_lexer__init(&all, text, size, NVT_PTX_LEX_ALL);
	nvt_ptx_lexer__init(&sig, text, size, 0);
	for (;;) {
		nvt_ptx_lexer__peek(&all, &p);
		nvt_ptx_lexer__next(&all, &t);
		FUZZ_ASSERT(p.kind == t.kind && p.off == t.off && p.n == t.n);
		FUZZ_ASSERT(t.off == at && t.s == text + at && t.line == line &&
			    t.col == at - line_start + 1);
		if (t.kind == NVT_PTX_TOK_EOF) {
			FUZZ_ASSERT(at == size && t.n == 0);
			break;
		}
		check_token(&t);
		if (t.bad && !bad_seen) {
			bad_seen = true;
			FUZZ_ASSERT(all.error && all.err_line == t.line && all.err_col == t.col);
		}
		for (size_t i = 0; i < t.n; i++)
			if (t.s[i] == '\n') {
				line++;
				line_start = at + i + 1;
			}
		at += t.n;
		if (t.kind == NVT_PTX_TOK_COMMENT || t.kind == NVT_PTX_TOK_SPACE ||
		    t.kind == NVT_PTX_TOK_NEWLINE)
			continue;
		nvt_ptx_lexer__next(&sig, &s);
		FUZZ_ASSERT(s.kind == t.kind && s.off == t.off && s.n == t.n && s.line == t.line);
	}
	FUZZ_ASSERT(bad_seen == (all.error != NULL));
	FUZZ_ASSERT(nvt_ptx_lexer__next(&sig, &s) == NVT_PTX_TOK_EOF);
	FUZZ_ASSERT(nvt_ptx_lexer__next(&all, &t) == NVT_PTX_TOK_EOF); /* EOF stays */

	/* skip_group ends on a '}' or at the end */
	nvt_ptx_lexer__init(&sig, text, size, 0);
	if (nvt_ptx_lexer__skip_group(&sig, '{', '}', &t))
		FUZZ_ASSERT(nvt_ptx_tok__punct(&t, '}'));
	else
		FUZZ_ASSERT(t.kind == NVT_PTX_TOK_EOF);
}

static int on_stmt(const struct nvt_ptx_stmt *s, void *ctx)
{
	size_t *n = ctx;

	*n += s->op_len + s->operands_len;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	size_t sink = 0;
	struct nvt_diags *d = fuzz_diags(&sink);

	check_lexer(text, size);

	unsigned ma, mi;
	char target[16];
	if (!nvt_ptx_header_parse(text, size, &ma, &mi, target, sizeof(target), NULL))
		FUZZ_ASSERT(target[0] && strlen(target) < sizeof(target) && ma < 1000 && mi < 1000);

	char *min = NULL;
	size_t min_size = 0;
	if (!nvt_ptx_minify(text, size, &min, &min_size)) {
		FUZZ_ASSERT(min_size >= 1 && min_size <= size + 1 && min[min_size - 1] == 0);
		free(min);
	}

	struct dw_sections secs = { 0 };
	/* on error the section being read is left without its extent */
	if (!nvt_dw_sections_parse(&secs, text, size, "fuzz.ptx", d))
		for (size_t i = 0; i < secs.n; i++)
			FUZZ_ASSERT(secs.s[i].src_begin < secs.s[i].src_end &&
				    secs.s[i].src_end <= size);
	nvt_dw_sections_free(&secs);

	struct ptx_symtab st;
	if (!nvt_ptx_symtab_scan(&st, text, size))
		for (size_t i = 0; i < st.nfuncs; i++)
			FUZZ_ASSERT(st.funcs[i].body_end <= size);
	nvt_ptx_symtab_free(&st);

	struct nvt_ptx_sym *syms = NULL;
	size_t nsyms = 0;
	(void)nvt_ptx_parse_symbols(text, size, &syms, &nsyms);
	for (size_t i = 0; i < nsyms; i++)
		FUZZ_ASSERT(syms[i].name >= text && syms[i].name + syms[i].name_len <= text + size);
	free(syms);

	char *ptx = fuzz_cstr(data, size);
	size_t len = size;
	if (!nvt_cg_postprocess_debug(&ptx, &len, 1, "fuzz.ptx", d))
		FUZZ_ASSERT(len <= size && strlen(ptx) <= len);
	free(ptx);

	(void)nvt_ptx_asm__statements(text, size, on_stmt, &sink);
	nvt_diags__free(d);
	return 0;
}
