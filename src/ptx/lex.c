/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The PTX lexer (contract in ptx_lex.h, token rules in doc/ptx-lexer.md).
 *
 * The rules are the PTX ISA's (section "Syntax": identifiers, literals,
 * comments) with three choices of ours, each because a reader needs it:
 *  - dots inside a word belong to it ("ld.param.u32", "%tid.x",
 *    ".v4.u32"): instructions, special registers and types are one token,
 *    which is how every reader looks at them; so do "::" sub-spaces
 *    (".shared::cta");
 *  - a string ends at the end of its line, and a backslash does not
 *    escape a newline: what fatbinary's PTX rewriting does (the minifier
 *    reproduces it byte for byte) and what ptxas accepts;
 *  - a byte that starts nothing else is a PUNCT token of its own (NUL,
 *    '#', bytes >= 0x80), so that no input stops the lexer.
 */
#include <stdint.h>
#include <string.h>

#include "ptx/lex.h"

static bool is_alpha(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* PTX's followsym: [a-zA-Z0-9_$] */
static bool is_follow(unsigned char c)
{
	return is_alpha(c) || is_digit(c) || c == '_' || c == '$';
}

static bool is_blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

void nvt_ptx_lexer__init(struct nvt_ptx_lexer *lx, const char *text, size_t len, unsigned flags)
{
	if (!text)
		len = 0;
	lx->text = text ? text : "";
	lx->p = lx->text;
	lx->end = lx->text + len;
	lx->line_start = lx->text;
	lx->line = 1;
	lx->flags = flags;
	lx->error = NULL;
	lx->err_line = lx->err_col = 0;
}

/* The rest of a word from p: follow characters, '.' before a follow
 * character, "::" before a letter, '_' or '$'. */
static const char *word_end(const char *p, const char *end)
{
	while (p < end) {
		unsigned char c = (unsigned char)*p;

		if (is_follow(c)) {
			p++;
		} else if (c == '.' && p + 1 < end && is_follow((unsigned char)p[1])) {
			p += 2;
		} else if (c == ':' && p + 2 < end && p[1] == ':' &&
			   (is_alpha((unsigned char)p[2]) || p[2] == '_' || p[2] == '$')) {
			p += 3;
		} else {
			break;
		}
	}
	return p;
}

/* A number from p (a digit, or '.' then a digit). Hexadecimal, octal,
 * binary and 0f/0d float literals are a word; a decimal one may have an
 * exponent with a sign ("1.5e-3"). */
static const char *number_end(const char *p, const char *end)
{
	bool prefixed = false;
	const char *q = p;

	if (end - p >= 2 && p[0] == '0') {
		switch (p[1]) {
		case 'x': case 'X': case 'b': case 'B': case 'f': case 'F': case 'd': case 'D':
			prefixed = true;
			break;
		}
	}
	while (q < end) {
		unsigned char c = (unsigned char)*q;

		if (is_follow(c) || c == '.') {
			q++;
		} else if ((c == '+' || c == '-') && !prefixed && (q[-1] == 'e' || q[-1] == 'E') &&
			   q + 1 < end && is_digit((unsigned char)q[1])) {
			q += 2;
		} else {
			break;
		}
	}
	return q;
}

static void set_error(struct nvt_ptx_lexer *lx, const struct nvt_ptx_tok *t, const char *msg)
{
	if (lx->error)
		return;
	lx->error = msg;
	lx->err_line = t->line;
	lx->err_col = t->col;
}

/* One token of any kind at lx->p (not at the end). */
static void lex_one(struct nvt_ptx_lexer *lx, struct nvt_ptx_tok *t)
{
	const char *p = lx->p, *end = lx->end, *q = p + 1;
	unsigned char c = (unsigned char)*p;

	t->s = p;
	t->off = (size_t)(p - lx->text);
	t->line = lx->line;
	t->col = (unsigned)(p - lx->line_start) + 1;
	t->bad = false;
	if (c == '\n') {
		t->kind = NVT_PTX_TOK_NEWLINE;
		lx->line++;
		lx->line_start = q;
	} else if (is_blank(c)) {
		while (q < end && is_blank((unsigned char)*q))
			q++;
		t->kind = NVT_PTX_TOK_SPACE;
	} else if (c == '/' && q < end && *q == '/') {
		const char *nl = memchr(q, '\n', (size_t)(end - q));
		q = nl ? nl : end;
		t->kind = NVT_PTX_TOK_COMMENT;
	} else if (c == '/' && q < end && *q == '*') {
		const char *s = q + 1;
		const char *e = (size_t)(end - s) >= 2 ? memmem(s, (size_t)(end - s), "*/", 2) : NULL;

		t->kind = NVT_PTX_TOK_COMMENT;
		q = e ? e + 2 : end;
		if (!e) {
			t->bad = true;
			set_error(lx, t, "unterminated block comment");
		}
		for (const char *nl = memchr(p, '\n', (size_t)(q - p)); nl;
		     nl = memchr(nl + 1, '\n', (size_t)(q - nl - 1))) {
			lx->line++;
			lx->line_start = nl + 1;
		}
	} else if (c == '"') {
		while (q < end && *q != '"' && *q != '\n')
			q += (*q == '\\' && q + 1 < end && q[1] != '\n') ? 2 : 1;
		t->kind = NVT_PTX_TOK_STRING;
		if (q < end && *q == '"') {
			q++;
		} else {
			t->bad = true;
			set_error(lx, t, "unterminated string");
		}
	} else if (is_digit(c) || (c == '.' && q < end && is_digit((unsigned char)*q))) {
		q = number_end(p, end);
		t->kind = NVT_PTX_TOK_NUMBER;
	} else if (c == '.' && q < end &&
		   (is_alpha((unsigned char)*q) || *q == '_' || *q == '$' || *q == '%')) {
		q = word_end(q + 1, end);
		t->kind = NVT_PTX_TOK_DIRECTIVE;
	} else if (is_alpha(c) || c == '_' ||
		   ((c == '$' || c == '%') && q < end && is_follow((unsigned char)*q))) {
		q = word_end(q, end);
		t->kind = NVT_PTX_TOK_IDENT;
	} else {
		t->kind = NVT_PTX_TOK_PUNCT;
	}
	t->n = (size_t)(q - p);
	lx->p = q;
}

enum nvt_ptx_tok_kind nvt_ptx_lexer__next(struct nvt_ptx_lexer *lx, struct nvt_ptx_tok *t)
{
	for (;;) {
		/* Blanks and newlines the caller does not want are passed here,
		 * without making a token of each (PTX's DWARF sections are a
		 * blank between every two numbers: half of all tokens). */
		if (!(lx->flags & NVT_PTX_LEX_SPACE)) {
			const char *p = lx->p;

			for (; p < lx->end; p++) {
				if (*p == '\n') {
					lx->line++;
					lx->line_start = p + 1;
				} else if (!is_blank((unsigned char)*p)) {
					break;
				}
			}
			lx->p = p;
		}
		if (lx->p >= lx->end) {
			t->kind = NVT_PTX_TOK_EOF;
			t->s = lx->end;
			t->n = 0;
			t->off = (size_t)(lx->end - lx->text);
			t->line = lx->line;
			t->col = (unsigned)(lx->end - lx->line_start) + 1;
			t->bad = false;
			return t->kind;
		}
		lex_one(lx, t);
		switch (t->kind) {
		case NVT_PTX_TOK_COMMENT:
			if (lx->flags & NVT_PTX_LEX_COMMENTS)
				return t->kind;
			break;
		case NVT_PTX_TOK_SPACE:
		case NVT_PTX_TOK_NEWLINE:
			if (lx->flags & NVT_PTX_LEX_SPACE)
				return t->kind;
			break;
		default:
			return t->kind;
		}
	}
}

enum nvt_ptx_tok_kind nvt_ptx_lexer__peek(const struct nvt_ptx_lexer *lx, struct nvt_ptx_tok *t)
{
	struct nvt_ptx_lexer copy = *lx;

	return nvt_ptx_lexer__next(&copy, t);
}

/* Passes the tokens that start before offset `stop`, counting the
 * punctuation `open` up and `close` down in *depth (never below 0); with
 * `until_zero`, stops after the `close` that takes *depth to 0 and returns
 * its position (else NULL). Byte by byte, no token made: of all tokens,
 * only a comment or a string can hold another token's first byte ('/' and
 * '"' start nothing else, and no other token holds a brace, a '/' or a
 * '"'), so only those two are read as lex_one reads them (the same ends,
 * lines and errors); every other byte is passed as it is. The passes over
 * whole PTX files (the canonical order, groups of -g's DWARF sections) cost
 * a tenth of lexing them. */
static const char *scan(struct nvt_ptx_lexer *lx, size_t stop, char open, char close,
			size_t *depth, bool until_zero)
{
	const char *end = lx->end;
	const char *lim = stop < (size_t)(end - lx->text) ? lx->text + stop : end;
	unsigned char stops[256] = { 0 };

	stops['\n'] = stops['/'] = stops['"'] = 1;
	stops[(unsigned char)open] = stops[(unsigned char)close] = 1;
	while (lx->p < lim) {
		const char *p = lx->p;
		char c;

		while (p < lim && !stops[(unsigned char)*p])
			p++;
		lx->p = p;
		if (p == lim)
			break;
		c = *p;

		if (c == '\n') {
			lx->line++;
			lx->line_start = p + 1;
			lx->p = p + 1;
		} else if (c == '/' || c == '"') {
			struct nvt_ptx_tok t;
			lex_one(lx, &t); /* a comment, a string or a '/' */
		} else if (c == open) {
			(*depth)++;
			lx->p = p + 1;
		} else if (c == close) {
			lx->p = p + 1;
			if (*depth && !--*depth && until_zero)
				return p;
		} else {
			lx->p = p + 1;
		}
	}
	return NULL;
}

void nvt_ptx_lexer__count_until(struct nvt_ptx_lexer *lx, size_t upto, char open, char close,
				size_t *depth)
{
	scan(lx, upto, open, close, depth, false);
}

bool nvt_ptx_lexer__skip_group(struct nvt_ptx_lexer *lx, char open, char close,
			       struct nvt_ptx_tok *last)
{
	size_t depth = 1;
	const char *at = scan(lx, SIZE_MAX, open, close, &depth, true);

	if (last) {
		if (at) {
			*last = (struct nvt_ptx_tok){
				.kind = NVT_PTX_TOK_PUNCT, .s = at, .n = 1,
				.off = (size_t)(at - lx->text), .line = lx->line,
				.col = (unsigned)(at - lx->line_start) + 1,
			};
		} else {
			nvt_ptx_lexer__next(lx, last); /* EOF */
		}
	}
	return at != NULL;
}

bool nvt_ptx_tok__is(const struct nvt_ptx_tok *t, const char *s)
{
	size_t n = strlen(s);

	return t->n == n && !memcmp(t->s, s, n);
}

bool nvt_ptx_tok__is_space(const struct nvt_ptx_tok *t, const char *base)
{
	size_t n = strlen(base);

	return t->kind == NVT_PTX_TOK_DIRECTIVE && t->n >= n && !memcmp(t->s, base, n) &&
	       (t->n == n || (t->n > n + 1 && t->s[n] == ':' && t->s[n + 1] == ':'));
}

bool nvt_ptx_is_identifier(const char *s, size_t n)
{
	if (!n || !(is_alpha((unsigned char)s[0]) || s[0] == '_' || s[0] == '$'))
		return false;
	if ((s[0] == '_' || s[0] == '$') && n == 1)
		return false;
	for (size_t i = 1; i < n; i++)
		if (!is_follow((unsigned char)s[i]))
			return false;
	return true;
}

const char *nvt_ptx_tok_kind__name(enum nvt_ptx_tok_kind k)
{
	switch (k) {
	case NVT_PTX_TOK_EOF: return "end of text";
	case NVT_PTX_TOK_DIRECTIVE: return "directive";
	case NVT_PTX_TOK_IDENT: return "identifier";
	case NVT_PTX_TOK_NUMBER: return "number";
	case NVT_PTX_TOK_STRING: return "string";
	case NVT_PTX_TOK_PUNCT: return "punctuation";
	case NVT_PTX_TOK_COMMENT: return "comment";
	case NVT_PTX_TOK_SPACE: return "space";
	case NVT_PTX_TOK_NEWLINE: return "newline";
	}
	return "?";
}
