/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Inline PTX scanner and the PTX instruction table (contract in asm.h).
 *
 * Comments, strings and blanks are the PTX lexer's (lex.h); the words
 * (opcodes, labels) are read here, because an asm string is a template of
 * LLVM's, not PTX yet: "${0:r}", "%=" and "${:uid}" may sit inside a word,
 * braces included, which no PTX token allows.
 *
 * Why a scanner and not a PTX parser: all we need from an inline asm string
 * is which instructions (and special registers) it uses. What the string
 * may hold is what ptxas accepts inside a function body, after LLVM has
 * substituted operands, so the lexer only has to find statement
 * boundaries reliably: ';' ends a statement (newlines do not), '{' and '}'
 * open and close scopes where a statement starts but group vector operands
 * inside one, labels end with a single ':' ("shared::cta" has two), and
 * LLVM's operand and unique-id references ("$0", "${0:r}", "${:uid}")
 * may sit anywhere, braces included.
 */
#include <stdio.h>
#include <stdlib.h>

#include "core/internal.h"
#include "ptx/asm.h"
#include "ptx/lex.h"

static const struct nvt_ptx_insn table[] = {
#define NVT_PTX_INSN(key, mod, archs, min_ptx, sample) { key, mod, archs, min_ptx, sample },
#include "ptx/insns.def"
#undef NVT_PTX_INSN
};

size_t nvt_ptx_insn__count(void)
{
	return ARRAY_SIZE(table);
}

const struct nvt_ptx_insn *nvt_ptx_insn__at(size_t i)
{
	return i < ARRAY_SIZE(table) ? &table[i] : NULL;
}

/* Blanks between the words of an asm string (isspace's in the C locale). */
static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* [*p, *p + *n) without its leading and trailing blanks. */
static void trim(const char **p, size_t *n)
{
	while (*n && is_space(**p))
		++*p, --*n;
	while (*n && is_space((*p)[*n - 1]))
		--*n;
}

/* --- lexer ------------------------------------------------------------- */

struct lexer {
	const char *p, *end;
};

/* Skip whitespace and comments (the PTX lexer's). */
static void skip_blank(struct lexer *lx)
{
	struct nvt_ptx_lexer pl;
	struct nvt_ptx_tok t;

	nvt_ptx_lexer__init(&pl, lx->p, (size_t)(lx->end - lx->p), NVT_PTX_LEX_ALL);
	while (nvt_ptx_lexer__next(&pl, &t) == NVT_PTX_TOK_SPACE || t.kind == NVT_PTX_TOK_NEWLINE ||
	       t.kind == NVT_PTX_TOK_COMMENT)
		lx->p = t.s + t.n;
}

/* Past an LLVM reference "${...}" at p (p[0] == '$', p[1] == '{'). */
static const char *skip_llvm_ref(const char *p, const char *end)
{
	p += 2;
	while (p < end && *p != '}')
		p++;
	return p < end ? p + 1 : end;
}

/* A word: what ends at whitespace, ';', ',', a comment, '[' or a brace
 * that is not part of "${...}". ptxas reads "tcgen05.st.sync.aligned.
 * 16x64b.x4.b32[$0]" (CUTLASS writes it so) as an opcode and an address. */
static const char *word_end(const char *p, const char *end)
{
	while (p < end) {
		if (is_space(*p) || *p == ';' || *p == ',' || *p == '{' || *p == '}' || *p == '[')
			break;
		if (*p == '/' && p + 1 < end && (p[1] == '/' || p[1] == '*'))
			break;
		if (*p == '$' && p + 1 < end && p[1] == '{') {
			p = skip_llvm_ref(p, end);
			continue;
		}
		p++;
	}
	return p;
}

/* If the word [p, e) starts with a label "NAME:" (a single ':' before any
 * '.'), return the end of the label; else NULL. */
static const char *label_end(const char *p, const char *e)
{
	for (const char *q = p; q < e; q++) {
		if (*q == '$' && q + 1 < e && q[1] == '{') {
			q = skip_llvm_ref(q, e) - 1;
			continue;
		}
		if (*q == '.')
			return NULL;
		if (*q == ':')
			return q > p && !(q + 1 < e && q[1] == ':') ? q + 1 : NULL;
	}
	return NULL;
}

/* The rest of a statement: up to ';' (not inside a string or comment: the
 * PTX lexer's tokens), or the end of the text. Returns the end of the
 * operands (before ';'). */
static const char *statement_end(struct lexer *lx)
{
	struct nvt_ptx_lexer pl;
	struct nvt_ptx_tok t;

	nvt_ptx_lexer__init(&pl, lx->p, (size_t)(lx->end - lx->p), 0);
	while (nvt_ptx_lexer__next(&pl, &t) != NVT_PTX_TOK_EOF)
		if (nvt_ptx_tok__punct(&t, ';'))
			return t.s;
	return lx->end;
}

static bool is_letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Append [p, p + n) to the opcode buffer at `at`, as much as fits. */
static size_t copy_part(char *buf, size_t at, const char *p, size_t n)
{
	if (n > NVT_PTX_OP_MAX - at)
		n = NVT_PTX_OP_MAX - at;
	memcpy(buf + at, p, n);
	return at + n;
}

int nvt_ptx_asm__statements(const char *text, size_t len, nvt_ptx_stmt_fn fn, void *ctx)
{
	struct lexer lx = { text, text + len };
	char opbuf[NVT_PTX_OP_MAX];

	if (!text)
		return 0;
	for (;;) {
		struct nvt_ptx_stmt s = { 0 };
		const char *w, *e, *l;

		skip_blank(&lx);
		if (lx.p >= lx.end)
			return 0;
		if (*lx.p == '{' || *lx.p == '}' || *lx.p == ';' || *lx.p == ',') {
			lx.p++;
			continue;
		}
		w = lx.p;
		e = word_end(w, lx.end);
		if (e == w) { /* a stray character: step over it */
			lx.p++;
			continue;
		}
		/* Labels, possibly several, possibly glued to what follows. */
		if ((l = label_end(w, e))) {
			lx.p = l;
			continue;
		}
		if (*w == '@') { /* guard: "@p", "@!%p1", "@$3" */
			s.predicated = true;
			lx.p = e;
			skip_blank(&lx);
			w = lx.p;
			e = word_end(w, lx.end);
			if (e == w)
				continue;
		}
		s.op = w;
		s.op_len = (size_t)(e - w);
		s.directive = *w == '.';
		lx.p = e;
		skip_blank(&lx);
		/* "prmt .b32 d, a, b, c": ptxas takes blanks between an opcode
		 * and its modifiers (flashinfer writes them); the modifiers are
		 * joined to the opcode in `op`, as if written without them */
		if (!s.directive && lx.p + 1 < lx.end && *lx.p == '.' && is_letter(lx.p[1])) {
			size_t n = copy_part(opbuf, 0, w, s.op_len);
			while (lx.p + 1 < lx.end && *lx.p == '.' && is_letter(lx.p[1])) {
				e = word_end(lx.p, lx.end);
				n = copy_part(opbuf, n, lx.p, (size_t)(e - lx.p));
				lx.p = e;
				skip_blank(&lx);
			}
			s.op = opbuf;
			s.op_len = n;
		}
		s.operands = lx.p;
		e = statement_end(&lx);
		s.operands_len = (size_t)(e - s.operands);
		while (s.operands_len && is_space(s.operands[s.operands_len - 1]))
			s.operands_len--;
		lx.p = e < lx.end ? e + 1 : e;
		int r = fn(&s, ctx);
		if (r)
			return r;
	}
}

/* --- table lookup ------------------------------------------------------- */

static bool term_matches(const char *t, size_t len, const struct nvt_arch *a)
{
	char name[24];

	if (!len || len >= sizeof(name))
		return false;
	memcpy(name, t, len);
	name[len] = 0;
	if (name[len - 1] == '+') {
		name[len - 1] = 0;
		const struct nvt_arch *from = nvt_arch_find(name);
		return from && a->sm >= from->sm;
	}
	return !strcmp(a->name, name);
}

bool nvt_ptx_insn__arch_in(const char *p, const struct nvt_arch *a)
{
	if (!a || !p)
		return false;
	while (*p) {
		size_t len = strcspn(p, ",");
		if (term_matches(p, len, a))
			return true;
		p += len;
		if (*p == ',')
			p++;
	}
	return false;
}

int nvt_ptx_insn__describe_archs(const char *archs, char *buf, size_t size)
{
	size_t n = 0, terms = 1, len = strlen(archs);
	int w = 0;

	for (const char *q = archs; *q; q++)
		terms += *q == ',';
	if (size)
		buf[0] = 0;
	for (const char *p = archs; *p; n++) {
		size_t tl = strcspn(p, ",");
		const char *sep = n == 0 ? "" : n + 1 == terms ? " or " : ", ";
		if (tl && p[tl - 1] == '+')
			w = snprintf(buf + strlen(buf), size - strlen(buf), "%s%.*s or later", sep,
				     (int)(tl - 1), p);
		else
			w = snprintf(buf + strlen(buf), size - strlen(buf), "%s%.*s", sep, (int)tl, p);
		if (w < 0 || strlen(buf) + 1 >= size)
			break;
		p += tl;
		if (*p == ',')
			p++;
	}
	(void)len;
	return (int)strlen(buf);
}

/* The end of the operand that starts at p: its top-level ',' or `end`
 * ("{a, b}" and "[a, {b}]" are one operand each, "d|p" is one). */
static const char *operand_end(const char *p, const char *end)
{
	unsigned depth = 0;

	for (; p < end; p++) {
		if (*p == '{' || *p == '[' || *p == '(')
			depth++;
		else if ((*p == '}' || *p == ']' || *p == ')') && depth)
			depth--;
		else if (*p == ',' && !depth)
			break;
	}
	return p;
}

/* Operands of a statement's operand text: its top-level commas plus one,
 * 0 when there is none. */
static unsigned count_operands(const char *p, size_t len)
{
	const char *end = p + len;
	unsigned n = 0;
	bool any = false;

	for (const char *q = p; q < end; q++)
		if (*q != ' ' && *q != '\t' && *q != '\n' && *q != '\r')
			any = true;
	if (!any)
		return 0;
	for (p = operand_end(p, end); p < end; p = operand_end(p + 1, end))
		n++;
	return n + 1;
}

/* Whether the opcode op/len begins with the dotted prefix key. */
static bool key_matches(const char *key, const char *op, size_t len)
{
	size_t kl = strlen(key);
	return kl <= len && !memcmp(key, op, kl) && (kl == len || op[kl] == '.');
}

/* Whether the token mod (ml bytes) is one of the dot-separated tokens of
 * op (len bytes) after its first kl bytes: "sp" in "mma.sp.sync" (kl 3). */
static bool has_one_token(const char *mod, size_t ml, const char *op, size_t len, size_t kl)
{
	const char *p = op + kl, *end = op + len;

	while (p < end) {
		const char *t = p + (*p == '.');
		const char *q = t;
		while (q < end && *q != '.')
			q++;
		if ((size_t)(q - t) == ml && !memcmp(t, mod, ml))
			return true;
		p = q;
	}
	return false;
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '.';
}

/* Whether the sink "_" is one of the operands, alone or an element of a
 * vector or a "d|p" pair ("{f0, _, f1, _}", "_|p"). */
static bool has_sink(const char *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (p[i] == '_' && (i == 0 || !(ident_char(p[i - 1]) || p[i - 1] == '%' || p[i - 1] == '$')) &&
		    (i + 1 == len || !ident_char(p[i + 1])))
			return true;
	return false;
}

/* Whether the last operand is an integer literal ("1", "-2", "0x10"). */
static bool last_is_immediate(const char *p, size_t len)
{
	const char *end = p + len, *last = p;

	for (const char *q = operand_end(p, end); q < end; q = operand_end(q + 1, end))
		last = q + 1;
	size_t n = (size_t)(end - last);
	trim(&last, &n);
	end = last + n;
	if (last < end && *last == '-')
		last++;
	if (end - last > 1 && end[-1] == 'U')
		end--; /* 1U */
	if (end - last > 2 && last[0] == '0' && (last[1] == 'x' || last[1] == 'X')) {
		for (last += 2; last < end; last++)
			if (!strchr("0123456789abcdefABCDEF", *last))
				return false;
		return true;
	}
	if (last == end)
		return false;
	for (; last < end; last++)
		if (*last < '0' || *last > '9')
			return false;
	return true;
}

/* Whether every '+'-separated token of mod is among op's tokens after its
 * first kl bytes ("m16n8k16+e4m3": the fp8 form of that shape), no token
 * written after a '!' is ("block_scale+!scale_vec::1X": a block scale with
 * the default vector size, which tcgen05 has from a later version than the
 * explicit sizes), and the operand tokens hold of the statement's operand
 * text (ops/ol; NULL: no operands): "#N" (N operands: "#4", the
 * three-input min of sm_100), "#imm" (the last operand is an integer
 * literal: tcgen05.mma's scale-input-d) and "_" (an operand is the sink). */
static bool has_token(const char *mod, const char *op, size_t len, size_t kl, const char *ops, size_t ol)
{
	for (;;) {
		const char *plus = strchr(mod, '+');
		bool absent = *mod == '!';
		size_t ml;
		bool has;

		mod += absent;
		ml = plus ? (size_t)(plus - mod) : strlen(mod);
		if (ml == 4 && !memcmp(mod, "#imm", 4))
			has = ops && last_is_immediate(ops, ol);
		else if (*mod == '#')
			has = strtoul(mod + 1, NULL, 10) == (ops ? count_operands(ops, ol) : 0);
		else if (ml == 1 && *mod == '_')
			has = ops && has_sink(ops, ol);
		else
			has = has_one_token(mod, ml, op, len, kl);
		if (has == absent)
			return false;
		if (!plus)
			return true;
		mod = plus + 1;
	}
}

/* A special register's name: "%clusterid.x" -> "%clusterid"; "%envreg3" ->
 * "%envreg" if there is no exact row; "%pm0_64" -> "%pm_64". */
static size_t sreg_key(const char *op, size_t len, char *buf, size_t size, bool strip)
{
	size_t n = 0, i = 0;
	bool stripped = false;

	while (i < len && op[i] != '.' && n + 1 < size) {
		if (strip && !stripped && op[i] >= '0' && op[i] <= '9' && i > 1) {
			while (i < len && op[i] >= '0' && op[i] <= '9')
				i++;
			stripped = true;
			continue;
		}
		buf[n++] = op[i++];
	}
	buf[n] = 0;
	return n;
}

static enum nvt_ptx_insn_status check_sreg(const char *op, size_t len,
					   const struct nvt_arch *arch, unsigned *min_ptx,
					   const struct nvt_ptx_insn **row)
{
	char name[64];

	for (int strip = 0; strip < 2; strip++) {
		sreg_key(op, len, name, sizeof(name), strip);
		for (size_t i = 0; i < ARRAY_SIZE(table); i++) {
			if (table[i].key[0] != '%' || strcmp(table[i].key, name))
				continue;
			for (size_t j = i; j < ARRAY_SIZE(table) && !strcmp(table[j].key, name); j++) {
				if (nvt_ptx_insn__arch_in(table[j].archs, arch)) {
					*min_ptx = table[j].min_ptx;
					return NVT_PTX_INSN_OK;
				}
			}
			if (row)
				*row = &table[i];
			return NVT_PTX_INSN_NOT_ON_ARCH;
		}
	}
	return NVT_PTX_INSN_UNKNOWN;
}

static bool same_group(const struct nvt_ptx_insn *a, const struct nvt_ptx_insn *b)
{
	return !strcmp(a->key, b->key) &&
	       (a->mod == b->mod || (a->mod && b->mod && !strcmp(a->mod, b->mod)));
}

enum nvt_ptx_insn_status nvt_ptx_insn__check(const char *op, size_t len, const char *ops, size_t ol,
					     const struct nvt_arch *arch, unsigned *min_ptx,
					     const struct nvt_ptx_insn **row)
{
	unsigned need = 0;
	bool known = false;
	unsigned tmp;

	if (!min_ptx)
		min_ptx = &tmp;
	*min_ptx = 0;
	if (row)
		*row = NULL;
	if (len && op[0] == '%')
		return check_sreg(op, len, arch, min_ptx, row);
	/* The longest KEY that matches: modifier rows of shorter keys do not
	 * apply (see ptx_asm.h). */
	if (!len)
		return NVT_PTX_INSN_UNKNOWN;
	/* Rows whose key does not start with the opcode's first byte cannot
	 * match: testing that byte first keeps the scans of the table cheap
	 * (inline asm of CUB checked this table for most of a millisecond per
	 * call before). A row that does not match is passed alone: the rows
	 * of its group share its key and do not match either. */
	size_t longest = 0;
	for (size_t i = 0; i < ARRAY_SIZE(table); i++)
		if (table[i].key[0] == op[0] && key_matches(table[i].key, op, len) &&
		    strlen(table[i].key) > longest)
			longest = strlen(table[i].key);
	for (size_t i = 0; i < ARRAY_SIZE(table);) {
		const struct nvt_ptx_insn *r = &table[i];
		size_t g = i + 1;

		if (r->key[0] != op[0] || !key_matches(r->key, op, len)) {
			i = g;
			continue;
		}
		while (g < ARRAY_SIZE(table) && same_group(r, &table[g]))
			g++;
		if (!r->mod || (strlen(r->key) == longest && has_token(r->mod, op, len, strlen(r->key), ops, ol))) {
			size_t j;
			if (!r->mod)
				known = true;
			for (j = i; j < g && !nvt_ptx_insn__arch_in(table[j].archs, arch); j++)
				;
			if (j == g) {
				if (row)
					*row = r;
				return NVT_PTX_INSN_NOT_ON_ARCH;
			}
			if (table[j].min_ptx > need)
				need = table[j].min_ptx;
		}
		i = g;
	}
	if (!known)
		return NVT_PTX_INSN_UNKNOWN;
	*min_ptx = need;
	return NVT_PTX_INSN_OK;
}

/* Forms later PTX ISA versions removed (measured with CUDA 13's ptxas:
 * accepted at 6.3, rejected at 6.4 on sm_75). A short list, not a table
 * column: only the warp-synchronous instructions without .sync are gone. */
static const struct {
	const char *key, *without, *archs;
	unsigned max_ptx;
} removed[] = {
	{ "shfl", "sync", "sm_70+", 63 },
	{ "vote", "sync", "sm_70+", 63 },
};

unsigned nvt_ptx_insn__max_ptx(const char *op, size_t len, const struct nvt_arch *arch)
{
	for (size_t i = 0; i < ARRAY_SIZE(removed); i++)
		if (key_matches(removed[i].key, op, len) &&
		    !has_token(removed[i].without, op, len, strlen(removed[i].key), NULL, 0) &&
		    nvt_ptx_insn__arch_in(removed[i].archs, arch))
			return removed[i].max_ptx;
	return 0;
}

/* --- a whole string ----------------------------------------------------- */

struct needs_ctx {
	const struct nvt_arch *arch;
	struct nvt_ptx_asm_need *out;
};

/* src/len into dst as a NUL-terminated string cut to fit `size`. */
static void copy_cut(char *dst, size_t size, const char *src, size_t len)
{
	if (len >= size)
		len = size - 1;
	memcpy(dst, src, len);
	dst[len] = 0;
}

/* What a row's operand tokens ask, in words (NULL: nothing of operands). */
static const char *operand_note(const char *mod)
{
	for (const char *p = mod; *p;) {
		size_t ml = strcspn(p, "+");
		if (ml == 1 && *p == '_')
			return " with the sink '_' as an operand";
		if (ml == 4 && !memcmp(p, "#imm", 4))
			return " with an immediate last operand";
		p += ml + (p[ml] == '+');
	}
	return NULL;
}

static void account(struct needs_ctx *c, const char *op, size_t len, const char *ops, size_t ol)
{
	struct nvt_ptx_asm_need *o = c->out;
	const struct nvt_ptx_insn *row = NULL;
	unsigned v = 0;

	unsigned cap = nvt_ptx_insn__max_ptx(op, len, c->arch);
	if (cap && (!o->max_ptx || cap < o->max_ptx)) {
		o->max_ptx = cap;
		copy_cut(o->max_insn, sizeof(o->max_insn), op, len);
	}
	switch (nvt_ptx_insn__check(op, len, ops, ol, c->arch, &v, &row)) {
	case NVT_PTX_INSN_OK:
		if (v > o->min_ptx) {
			o->min_ptx = v;
			copy_cut(o->min_insn, sizeof(o->min_insn), op, len);
		}
		break;
	case NVT_PTX_INSN_NOT_ON_ARCH:
		if (!o->not_on_arch) {
			o->not_on_arch = true;
			copy_cut(o->bad_insn, sizeof(o->bad_insn), op, len);
			/* a row about operands: say so, since the opcode alone is
			 * there ("mma...e4m3" on sm_90, but not with a sink) */
			const char *why = row && row->mod ? operand_note(row->mod) : NULL;
			if (why)
				snprintf(o->bad_insn + strlen(o->bad_insn), sizeof(o->bad_insn) - strlen(o->bad_insn),
					 "%s", why);
			snprintf(o->bad_archs, sizeof(o->bad_archs), "%s", row ? row->archs : "");
		}
		break;
	case NVT_PTX_INSN_UNKNOWN:
		/* an unknown special register may be a .reg the asm declared */
		if (len && op[0] == '%')
			break;
		if (!o->unknown) {
			o->unknown = true;
			copy_cut(o->unknown_insn, sizeof(o->unknown_insn), op, len);
		}
		break;
	}
}

static int needs_stmt(const struct nvt_ptx_stmt *s, void *ctx)
{
	struct needs_ctx *c = ctx;
	const char *p = s->operands, *end = s->operands + s->operands_len;

	if (s->directive)
		return 0;
	c->out->statements++;
	account(c, s->op, s->op_len, s->operands, s->operands_len);
	/* Special registers among the operands ("%%laneid" in GCC-style text
	 * is "%laneid"; "%0" and "%=" are placeholders). */
	while (p < end) {
		if (*p != '%') {
			p++;
			continue;
		}
		while (p < end && *p == '%')
			p++;
		const char *q = p;
		if (q >= end || !((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || *q == '_'))
			continue;
		while (q < end && ident_char(*q))
			q++;
		account(c, p - 1, (size_t)(q - p + 1), NULL, 0);
		p = q;
	}
	return 0;
}

void nvt_ptx_asm__needs(const char *text, size_t len, const struct nvt_arch *arch,
			struct nvt_ptx_asm_need *out)
{
	struct needs_ctx c = { arch, out };

	memset(out, 0, sizeof(*out));
	nvt_ptx_asm__statements(text, len, needs_stmt, &c);
}
