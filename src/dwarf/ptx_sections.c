/* SPDX-License-Identifier: Apache-2.0 */
/*
 * PTX text <-> DWARF sections.
 *
 * A PTX debug section is a block
 *
 *     .section .debug_info
 *     {
 *     $L__label:                       labels may sit inside a section
 *     .b8 1, 2, 3                      byte directives with operand lists
 *     .b32 .debug_abbrev               symbolic operands
 *     .b64 $L__func_begin0+16          symbol plus constant
 *     .b32 $L__a-$L__b                 label differences
 *     }
 *
 * We turn it into the bytes it denotes, where a symbolic operand reads as
 * zeros and is kept beside as a reference (struct dw_ref), plus the labels
 * and their offsets. Writing does the reverse. Reading then writing gives
 * the same bytes, references and labels (the unit tests check this on
 * LLVM's own output), which is what lets us rewrite only the sections we
 * edit and keep every other byte of the PTX as it was.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"
#include "ptx/lex.h"

void nvt_dw_ref_free(struct dw_ref *r)
{
	free(r->sym);
	free(r->sym2);
	r->sym = r->sym2 = NULL;
}

int nvt_dw_ref_copy(struct dw_ref *dst, const struct dw_ref *src)
{
	*dst = *src;
	dst->sym = src->sym ? nvt_strdup(src->sym) : NULL;
	dst->sym2 = src->sym2 ? nvt_strdup(src->sym2) : NULL;
	if ((src->sym && !dst->sym) || (src->sym2 && !dst->sym2)) {
		nvt_dw_ref_free(dst);
		return -ENOMEM;
	}
	return 0;
}

int nvt_dw_sec_put(struct dw_section *s, const void *p, size_t n)
{
	if (nvt_grow(s->data, s->cap, s->len + n))
		return -ENOMEM;
	if (n)
		memcpy(s->data + s->len, p, n);
	s->len += n;
	return 0;
}

int nvt_dw_sec_add_ref(struct dw_section *s, const struct dw_ref *r)
{
	struct dw_ref *slot = nvt_push_slot(s->refs, s->nrefs, s->caprefs);

	if (!slot)
		return -ENOMEM;
	if (nvt_dw_ref_copy(slot, r)) {
		s->nrefs--;
		return -ENOMEM;
	}
	return 0;
}

int nvt_dw_sec_add_label(struct dw_section *s, const char *name, size_t off)
{
	struct dw_label *l = nvt_push_slot(s->labels, s->nlabels, s->caplabels);

	if (!l)
		return -ENOMEM;
	l->name = nvt_strdup(name);
	l->off = off;
	if (!l->name) {
		s->nlabels--;
		return -ENOMEM;
	}
	return 0;
}

size_t nvt_dw_lower_bound(const void *base, size_t n, size_t size, size_t key_at, size_t key)
{
	const unsigned char *a = base;
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		size_t k;

		memcpy(&k, a + mid * size + key_at, sizeof(k));
		if (k < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

size_t nvt_dw_sec_ref_lower(const struct dw_section *s, size_t off)
{
	/* refs are appended in offset order while parsing and encoding (and
	 * sorted after reading an ELF's relocations) */
	return nvt_dw_lower_bound(s->refs, s->nrefs, sizeof(*s->refs), offsetof(struct dw_ref, off), off);
}

const struct dw_ref *nvt_dw_sec_ref_at(const struct dw_section *s, size_t off)
{
	size_t i = nvt_dw_sec_ref_lower(s, off);

	return i < s->nrefs && s->refs[i].off == off ? &s->refs[i] : NULL;
}

long nvt_dw_sec_label_off(const struct dw_section *s, const char *name)
{
	for (size_t i = 0; i < s->nlabels; i++)
		if (!strcmp(s->labels[i].name, name))
			return (long)s->labels[i].off;
	return -1;
}

static void section_free(struct dw_section *s)
{
	free(s->name);
	free(s->data);
	for (size_t i = 0; i < s->nrefs; i++)
		nvt_dw_ref_free(&s->refs[i]);
	free(s->refs);
	for (size_t i = 0; i < s->nlabels; i++)
		free(s->labels[i].name);
	free(s->labels);
	memset(s, 0, sizeof(*s));
}

void nvt_dw_sections_free(struct dw_sections *secs)
{
	for (size_t i = 0; i < secs->n; i++)
		section_free(&secs->s[i]);
	free(secs->s);
	memset(secs, 0, sizeof(*secs));
}

struct dw_section *nvt_dw_section_find(struct dw_sections *secs, const char *name)
{
	for (size_t i = 0; i < secs->n; i++)
		if (!strcmp(secs->s[i].name, name))
			return &secs->s[i];
	return NULL;
}

const struct dw_section *nvt_dw_section_cfind(const struct dw_sections *secs, const char *name)
{
	return nvt_dw_section_find((struct dw_sections *)secs, name);
}

/* ---- the reader ---------------------------------------------------------------- */

/* The tokens come from the PTX lexer (src/ptx/lex.h): comments,
 * strings and whitespace never reach the reader. A data directive's
 * operands are newline-sensitive (they start on the directive's line and
 * each sits on one line; after a ',' the list may go on on the next line),
 * which the token lines tell. */
struct reader {
	struct nvt_ptx_lexer lx;
	/* The token after lx's position, and the lexer past it, once peeked:
	 * the reader looks at almost every token before taking it, and -g's
	 * sections are most of a PTX file (rd_peek, rd_next). */
	struct nvt_ptx_tok ahead;
	struct nvt_ptx_lexer after;
	bool have_ahead;
	unsigned line; /* of the diagnostics: the token at fault */
	const char *file;
	struct nvt_diags *d;
	int errors;
	bool lexer_reported;
};

static enum nvt_ptx_tok_kind rd_peek(struct reader *rd, struct nvt_ptx_tok *t)
{
	if (!rd->have_ahead) {
		rd->after = rd->lx;
		nvt_ptx_lexer__next(&rd->after, &rd->ahead);
		rd->have_ahead = true;
	}
	*t = rd->ahead;
	return t->kind;
}

static enum nvt_ptx_tok_kind rd_next(struct reader *rd, struct nvt_ptx_tok *t)
{
	if (!rd->have_ahead)
		return nvt_ptx_lexer__next(&rd->lx, t);
	rd->lx = rd->after;
	rd->have_ahead = false;
	*t = rd->ahead;
	return t->kind;
}

__attribute__((format(printf, 2, 3))) static void lex_error(struct reader *rd, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	nvt_diags__reportf(rd->d, NVT_ERROR, "ptx-dwarf-syntax", rd->file, rd->line, 0, NULL, "%s",
			   msg);
	rd->errors++;
}

/* An unterminated comment or string the lexer met: reported once. */
static void lexer_problem(struct reader *rd)
{
	if (!rd->lx.error || rd->lexer_reported)
		return;
	rd->lexer_reported = true;
	rd->line = rd->lx.err_line;
	lex_error(rd, "%s", rd->lx.error);
}

static bool is_name(const struct nvt_ptx_tok *t)
{
	return t->kind == NVT_PTX_TOK_IDENT || t->kind == NVT_PTX_TOK_DIRECTIVE;
}

static bool next_on_line(struct reader *rd, struct nvt_ptx_tok *t, unsigned line)
{
	return rd_peek(rd, t) != NVT_PTX_TOK_EOF && t->line == line;
}

/* An integer literal token (C's: decimal, 0x hex, 0 octal), whole. */
static bool number_value(const struct nvt_ptx_tok *t, unsigned long long *v)
{
	char buf[72], *e;

	if (t->n >= sizeof(buf) || !isdigit((unsigned char)t->s[0]))
		return false;
	memcpy(buf, t->s, t->n);
	buf[t->n] = 0;
	errno = 0;
	*v = strtoull(buf, &e, 0);
	return !errno && *e == 0;
}

/* One operand on `line`: terms joined by + and -, at most one added and
 * one subtracted symbol. On error *r owns nothing: a symbol already copied
 * before a later term failed is freed here, not by the caller. */
static int parse_operand(struct reader *rd, unsigned line, struct dw_ref *r, int64_t *num,
			 bool *symbolic)
{
	struct nvt_ptx_tok t;
	int sign = 1;
	bool any = false;
	int err = -EINVAL;

	memset(r, 0, sizeof(*r));
	*num = 0;
	*symbolic = false;
	rd->line = line;
	for (;;) {
		if (!next_on_line(rd, &t, line))
			break;
		rd_next(rd, &t);
		if (nvt_ptx_tok__punct(&t, '+') || nvt_ptx_tok__punct(&t, '-')) {
			if (t.s[0] == '-')
				sign = -sign;
			continue;
		}
		if (t.kind == NVT_PTX_TOK_NUMBER) {
			unsigned long long v;

			if (!number_value(&t, &v)) {
				lex_error(rd, "bad number '%.*s' in debug section", (int)t.n, t.s);
				goto fail;
			}
			/* two's-complement wrap, as the assembler does: a .b64 of
			 * 0xffffffffffffffff plus a term must not be signed overflow */
			*num = (int64_t)((uint64_t)*num + (sign > 0 ? (uint64_t)v : -(uint64_t)v));
		} else if (nvt_ptx_tok__punct(&t, '(')) {
			lex_error(rd, "parenthesized expressions are not supported in debug sections");
			goto fail;
		} else if (is_name(&t)) {
			char **slot = sign > 0 ? &r->sym : &r->sym2;
			if (*slot) {
				lex_error(rd, "operand with two %s symbols in debug section",
					  sign > 0 ? "added" : "subtracted");
				goto fail;
			}
			*slot = nvt_strndup(t.s, t.n);
			if (!*slot) {
				err = -ENOMEM;
				goto fail;
			}
			*symbolic = true;
		} else {
			lex_error(rd, "unexpected character '%c' in debug section operand", t.s[0]);
			goto fail;
		}
		any = true;
		sign = 1;
		if (next_on_line(rd, &t, line) &&
		    (nvt_ptx_tok__punct(&t, '+') || nvt_ptx_tok__punct(&t, '-')))
			continue;
		break;
	}
	if (!any) {
		lex_error(rd, "missing operand in debug section");
		goto fail;
	}
	if (r->sym2 && !r->sym) {
		lex_error(rd, "operand subtracts symbol '%s' from a number", r->sym2);
		goto fail;
	}
	r->addend = *num;
	return 0;
fail:
	nvt_dw_ref_free(r);
	*symbolic = false;
	return err;
}

/* The operand list of a .bN directive on `line`. */
static int parse_data(struct reader *rd, struct dw_section *s, unsigned size, unsigned line)
{
	for (;;) {
		struct nvt_ptx_tok t;
		struct dw_ref r;
		int64_t num;
		bool sym;
		uint8_t buf[8] = { 0 };
		int err = parse_operand(rd, line, &r, &num, &sym);

		if (err)
			return err;
		if (sym) {
			r.off = s->len;
			r.size = size;
			err = nvt_dw_sec_add_ref(s, &r);
			nvt_dw_ref_free(&r);
			if (err)
				return err;
		} else {
			if (size < 8) {
				int64_t lo = -((int64_t)1 << (size * 8 - 1));
				int64_t hi = (int64_t)(((uint64_t)1 << (size * 8)) - 1);
				if (num < lo || num > hi)
					lex_error(rd, "value %lld does not fit .b%u", (long long)num,
						  size * 8);
			}
			nvt_dw_put_le(buf, (uint64_t)num, size);
		}
		if (nvt_dw_sec_put(s, buf, size))
			return -ENOMEM;
		if (next_on_line(rd, &t, line) && nvt_ptx_tok__punct(&t, ',')) {
			rd_next(rd, &t);
			/* a list may continue on the next line */
			rd_peek(rd, &t);
			line = t.line;
			continue;
		}
		if (next_on_line(rd, &t, line) && nvt_ptx_tok__punct(&t, ';'))
			rd_next(rd, &t);
		return 0;
	}
}

/* LLVM writes its DWARF sections as `.b8 N` lines, one byte a line (most of
 * a -g PTX file: 83,000 lines of 95,000 on tests/corpus/cub_block.cu at
 * -O0 -g), and lexing each line into tokens was half of this reader's time.
 * So lines that are `.b8` and a list of plain decimal bytes (0 or no
 * leading zero, at most 255; ", " between them, a list going on after a
 * ',' on the next line, an optional ';') are read here from the bytes, as
 * many as follow each other. Anything else on a line (a label, a symbol, a
 * comment, a sign, hex or octal, a value that does not fit, a carriage
 * return) stops the scan before that line, and the tokens read it (and
 * report what is wrong with it). The line's `.b8` may be the token the
 * reader peeked already (parse_data peeks past each list for a ','). */
static bool blank(char c)
{
	return c == ' ' || c == '\t';
}

/* A list of decimal bytes from q to the end of its line (and the lines a
 * trailing ',' continues it on), appended to s; *q, *line, *line_start
 * past it. False (s as it was) when the list holds anything else. */
static bool fast_b8_list(struct dw_section *s, const char **qp, const char *end, unsigned *line,
			 const char **line_start, int *err)
{
	const char *q = *qp, *ls = *line_start;
	unsigned ln = *line;
	size_t start_len = s->len;

	for (;;) {
		while (q < end && blank(*q))
			q++;
		if (q == end || *q < '0' || *q > '9')
			break;
		unsigned v = (unsigned)(*q++ - '0');
		if (v == 0 && q < end && *q >= '0' && *q <= '9')
			break; /* octal */
		while (q < end && *q >= '0' && *q <= '9' && v <= 255)
			v = v * 10 + (unsigned)(*q++ - '0');
		if (v > 255 || (q < end && (isalnum((unsigned char)*q) || *q == '.' || *q == '_' || *q == '$')))
			break;
		uint8_t byte = (uint8_t)v;
		if (nvt_dw_sec_put(s, &byte, 1)) {
			*err = -ENOMEM;
			break;
		}
		while (q < end && blank(*q))
			q++;
		if (q < end && *q == ',') {
			for (q++; q < end && (blank(*q) || *q == '\n'); q++)
				if (*q == '\n') {
					ln++;
					ls = q + 1;
				}
			continue;
		}
		if (q < end && *q == ';')
			q++;
		while (q < end && blank(*q))
			q++;
		if (q != end && *q != '\n')
			break;
		*qp = q;
		*line = ln;
		*line_start = ls;
		return true;
	}
	s->len = start_len;
	return false;
}

static int fast_b8_lines(struct reader *rd, struct dw_section *s)
{
	int err = 0;

	for (;;) {
		struct nvt_ptx_lexer at;
		const char *q;

		if (rd->have_ahead) {
			if (rd->ahead.kind != NVT_PTX_TOK_DIRECTIVE || !nvt_ptx_tok__is(&rd->ahead, ".b8"))
				break;
			at = rd->after;
			q = at.p;
		} else {
			at = rd->lx;
			for (q = at.p; q < at.end && (blank(*q) || *q == '\n'); q++)
				if (*q == '\n') {
					at.line++;
					at.line_start = q + 1;
				}
			if (at.end - q < 4 || memcmp(q, ".b8", 3))
				break;
			q += 3;
		}
		if (q == at.end || !blank(*q))
			break;
		if (!fast_b8_list(s, &q, at.end, &at.line, &at.line_start, &err))
			break;
		at.p = q;
		rd->lx = at;
		rd->have_ahead = false;
	}
	return err;
}

/* Body of one section, after its '{'; *close gets the '}'. */
static int parse_body(struct reader *rd, struct dw_section *s, struct nvt_ptx_tok *close)
{
	for (;;) {
		struct nvt_ptx_tok t, next;

		int ferr = fast_b8_lines(rd, s);
		if (ferr)
			return ferr;
		rd_next(rd, &t);
		rd->line = t.line;
		if (t.kind == NVT_PTX_TOK_EOF) {
			lexer_problem(rd);
			rd->line = t.line;
			lex_error(rd, "section '%s' is not closed with '}'", s->name);
			return -EINVAL;
		}
		if (nvt_ptx_tok__punct(&t, '}')) {
			*close = t;
			return 0;
		}
		if (!is_name(&t)) {
			lex_error(rd, "unexpected character '%c' in section '%s'", t.s[0], s->name);
			return -EINVAL;
		}
		if (rd_peek(rd, &next) && nvt_ptx_tok__punct(&next, ':') &&
		    next.off == t.off + t.n) {
			char *name = nvt_strndup(t.s, t.n);
			int err = name ? nvt_dw_sec_add_label(s, name, s->len) : -ENOMEM;
			free(name);
			if (err)
				return err;
			rd_next(rd, &next);
			continue;
		}
		unsigned size = 0;
		if (nvt_ptx_tok__is(&t, ".b8"))
			size = 1;
		else if (nvt_ptx_tok__is(&t, ".b16"))
			size = 2;
		else if (nvt_ptx_tok__is(&t, ".b32"))
			size = 4;
		else if (nvt_ptx_tok__is(&t, ".b64"))
			size = 8;
		if (!size) {
			lex_error(rd, "unknown directive '%.*s' in section '%s' (expected .b8, .b16, .b32, .b64 or a label)",
				  (int)t.n, t.s, s->name);
			return -EINVAL;
		}
		int err = parse_data(rd, s, size, t.line);
		if (err)
			return err;
	}
}

int nvt_dw_sections_parse(struct dw_sections *secs, const char *ptx, size_t len, const char *file,
			  struct nvt_diags *d)
{
	struct reader rd = { .line = 1, .file = file, .d = d };
	struct nvt_ptx_tok t;

	nvt_ptx_lexer__init(&rd.lx, ptx, len, 0);
	while (rd_next(&rd, &t) != NVT_PTX_TOK_EOF) {
		/* A block that no .section opens (a function's body) holds no
		 * section: passed without making its tokens. */
		if (nvt_ptx_tok__punct(&t, '{')) {
			rd.have_ahead = false;
			nvt_ptx_lexer__skip_group(&rd.lx, '{', '}', NULL);
			continue;
		}
		if (t.kind != NVT_PTX_TOK_DIRECTIVE || !nvt_ptx_tok__is(&t, ".section"))
			continue;
		const char *line_start = t.s;
		while (line_start > ptx && line_start[-1] != '\n')
			line_start--;
		unsigned sec_line = t.line;
		rd_next(&rd, &t);
		rd.line = t.line;
		if (!is_name(&t)) {
			lex_error(&rd, ".section without a name");
			return -EINVAL;
		}
		struct dw_section *s = nvt_push_slot(secs->s, secs->n, secs->cap);
		if (!s)
			return -ENOMEM;
		memset(s, 0, sizeof(*s));
		s->name = nvt_strndup(t.s, t.n);
		if (!s->name)
			return -ENOMEM;
		rd_next(&rd, &t);
		if (!nvt_ptx_tok__punct(&t, '{')) {
			rd.line = sec_line;
			lex_error(&rd, "section '%s' has no '{' block", s->name);
			return -EINVAL;
		}
		int err = parse_body(&rd, s, &t);
		if (err)
			return err;
		s->src_begin = (size_t)(line_start - ptx);
		s->src_end = t.off + 1;
	}
	lexer_problem(&rd);
	return rd.errors ? -EINVAL : 0;
}

/* ---- the writer ---------------------------------------------------------------- */

static int write_ref(struct nvt_strbuf *out, const struct dw_ref *r)
{
	int err = nvt_strbuf_printf(out, ".b%u %s", r->size * 8, r->sym);

	if (!err && r->sym2)
		err = nvt_strbuf_printf(out, "-%s", r->sym2);
	if (!err && r->addend > 0)
		err = nvt_strbuf_printf(out, "+%lld", (long long)r->addend);
	else if (!err && r->addend < 0)
		err = nvt_strbuf_printf(out, "-%llu", (unsigned long long)-(uint64_t)r->addend);
	return err ? err : nvt_strbuf_puts(out, "\n");
}

static int cmp_label(const void *a, const void *b)
{
	const struct dw_label *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	return strcmp(x->name, y->name);
}

int nvt_dw_section_write(const struct dw_section *s, struct nvt_strbuf *out)
{
	struct dw_label *labels = NULL;
	size_t li = 0, ri = 0, off = 0;
	int err;

	if (s->nlabels) {
		labels = malloc(s->nlabels * sizeof(*labels));
		if (!labels)
			return -ENOMEM;
		memcpy(labels, s->labels, s->nlabels * sizeof(*labels));
		/* stable for labels at one offset is not needed: names are unique */
		qsort(labels, s->nlabels, sizeof(*labels), cmp_label);
	}
	err = nvt_strbuf_printf(out, "\t.section\t%s\n\t{\n", s->name);
	while (!err && off <= s->len) {
		while (!err && li < s->nlabels && labels[li].off == off)
			err = nvt_strbuf_printf(out, "%s:\n", labels[li++].name);
		if (err || off == s->len)
			break;
		if (ri < s->nrefs && s->refs[ri].off == off) {
			err = write_ref(out, &s->refs[ri]);
			off += s->refs[ri].size;
			ri++;
			continue;
		}
		/* a run of plain bytes up to the next label or ref, 16 a line */
		size_t stop = s->len;
		if (ri < s->nrefs && s->refs[ri].off < stop)
			stop = s->refs[ri].off;
		if (li < s->nlabels && labels[li].off < stop)
			stop = labels[li].off;
		if (stop - off > 16)
			stop = off + 16;
		/* one line built here: a printf per byte was 9% of nvvm-llc -g */
		char line[4 + 16 * 5 + 2], *q = line;
		memcpy(q, ".b8 ", 4);
		q += 4;
		for (size_t i = off; i < stop; i++) {
			unsigned v = s->data[i];
			if (i != off) {
				*q++ = ',';
				*q++ = ' ';
			}
			if (v >= 100)
				*q++ = (char)('0' + v / 100);
			if (v >= 10)
				*q++ = (char)('0' + v / 10 % 10);
			*q++ = (char)('0' + v % 10);
		}
		*q++ = '\n';
		err = nvt_strbuf_append(out, line, (size_t)(q - line));
		off = stop;
	}
	if (!err)
		err = nvt_strbuf_puts(out, "\t}");
	free(labels);
	return err;
}
