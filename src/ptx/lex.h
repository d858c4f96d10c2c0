/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: ptx — PTX knowledge without LLVM: the one PTX lexer (lex.c), the
 * inline-asm scanner and the instruction table (asm.c, insns.def); may use:
 * core.
 *
 * The PTX lexer: the one place that knows where PTX comments, strings,
 * directives, identifiers and numbers begin and end. Every reader of PTX
 * text in the library goes through it (the ABI post-check, the PTX symbol
 * scanner of the DWARF fixer, the DWARF section reader, the header parser,
 * the debug post-processing, the canonical-order pass, the minifier, the
 * inline-asm scanner's comments and strings), so that a brace in a comment
 * or a "//" in a string means the same to all of them. doc/ptx-lexer.md
 * states the token rules.
 *
 * LLVM-free and private: compiled into both libraries through nvt-util
 * (like ptx_asm.c), never exported.
 *
 * Usage:
 *     struct nvt_ptx_lexer lx;
 *     struct nvt_ptx_tok t;
 *     nvt_ptx_lexer__init(&lx, text, len, 0);
 *     while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
 *         ...;
 *     if (lx.error) ... lx.error, lx.err_line, lx.err_col
 *
 * The lexer never fails: an unterminated string or block comment is
 * returned as a token with `bad` set, and the first such problem is
 * recorded in the lexer (error, err_line, err_col) for the caller to
 * report or ignore. With NVT_PTX_LEX_ALL every byte of the text belongs to
 * exactly one token, in order (the minifier relies on it). The lexer is a
 * plain struct: copying it saves a position (peeking, backtracking).
 */
#ifndef NVT_SUPPORT_PTX_LEX_H
#define NVT_SUPPORT_PTX_LEX_H

#include <stdbool.h>
#include <stddef.h>

enum nvt_ptx_tok_kind {
	NVT_PTX_TOK_EOF = 0,
	NVT_PTX_TOK_DIRECTIVE, /* .version .b32 .shared::cta .v4.u32 */
	NVT_PTX_TOK_IDENT,     /* k %r1 $L__BB0_2 %tid.x ld.param.u32 sm_90a */
	NVT_PTX_TOK_NUMBER,    /* 42 0x1FU 0f3F800000 0d3FF0000000000000 1.5 1e-5 .5 */
	NVT_PTX_TOK_STRING,    /* "a.cu", quotes included */
	NVT_PTX_TOK_PUNCT,     /* one byte of anything else: { } ( ) [ ] ; , : + - = < > @ ! ... */
	NVT_PTX_TOK_COMMENT,   /* "// ..." (newline not included) or a block comment */
	NVT_PTX_TOK_SPACE,     /* a run of ' ' '\t' '\r' '\f' '\v' */
	NVT_PTX_TOK_NEWLINE,   /* one '\n' */
};

/* nvt_ptx_lexer__init flags: which tokens are returned besides the
 * significant ones (skipped tokens still count lines). */
enum {
	NVT_PTX_LEX_COMMENTS = 1u << 0, /* return COMMENT tokens */
	NVT_PTX_LEX_SPACE = 1u << 1,    /* return SPACE and NEWLINE tokens */
	NVT_PTX_LEX_ALL = NVT_PTX_LEX_COMMENTS | NVT_PTX_LEX_SPACE,
};

struct nvt_ptx_tok {
	enum nvt_ptx_tok_kind kind;
	const char *s; /* into the text; at EOF the end of the text */
	size_t n;
	size_t off;    /* s - text */
	unsigned line; /* 1-based line of s */
	unsigned col;  /* 1-based byte column of s */
	bool bad;      /* an unterminated string or block comment */
};

struct nvt_ptx_lexer {
	const char *text, *p, *end;
	const char *line_start; /* start of the line p is on (columns) */
	unsigned line;
	unsigned flags;
	/* The first unterminated string or block comment, or NULL. */
	const char *error; /* "unterminated string", "unterminated block comment" */
	unsigned err_line, err_col;
};

void nvt_ptx_lexer__init(struct nvt_ptx_lexer *lx, const char *text, size_t len, unsigned flags);

/* The next token into *t (also returned as its kind); EOF forever at the end. */
enum nvt_ptx_tok_kind nvt_ptx_lexer__next(struct nvt_ptx_lexer *lx, struct nvt_ptx_tok *t);

/* The next token without consuming it. */
enum nvt_ptx_tok_kind nvt_ptx_lexer__peek(const struct nvt_ptx_lexer *lx, struct nvt_ptx_tok *t);

/* After an opening `open` was read: read up to and including the matching
 * `close` (nesting counted; comments and strings are tokens, so their
 * braces are not). *last (may be NULL) gets the closing token. Returns
 * false at the end of the text. */
bool nvt_ptx_lexer__skip_group(struct nvt_ptx_lexer *lx, char open, char close,
			       struct nvt_ptx_tok *last);
/* Pass the text up to offset `upto`, counting the punctuation `open` up
 * and `close` down in *depth, never below 0. A comment or string that
 * starts before `upto` and ends after it is passed whole (lx->p then lies
 * beyond `upto`); any other token is passed up to `upto` only, so give it
 * line starts, which only a block comment can straddle. A tenth of the work
 * of a loop over next(): the canonical-order pass reads whole PTX files
 * this way. */
void nvt_ptx_lexer__count_until(struct nvt_ptx_lexer *lx, size_t upto, char open, char close,
				size_t *depth);

/* Whether the token's text is exactly s. */
bool nvt_ptx_tok__is(const struct nvt_ptx_tok *t, const char *s);
/* Whether the token is the punctuation character c. */
static inline bool nvt_ptx_tok__punct(const struct nvt_ptx_tok *t, char c)
{
	return t->kind == NVT_PTX_TOK_PUNCT && t->s[0] == c;
}
/* Whether t names the state space or directive `base` itself or one of its
 * sub-spaces: ".shared" matches ".shared" and ".shared::cta". */
bool nvt_ptx_tok__is_space(const struct nvt_ptx_tok *t, const char *base);

/* Whether s[0..n) is a whole PTX identifier: [a-zA-Z][a-zA-Z0-9_$]* or
 * [_$][a-zA-Z0-9_$]+ (no '%' register names, no '.' directives). */
bool nvt_ptx_is_identifier(const char *s, size_t n);

/* The name of a token kind ("directive", "identifier", ...). */
const char *nvt_ptx_tok_kind__name(enum nvt_ptx_tok_kind k);

#endif
