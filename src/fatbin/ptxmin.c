/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fatbinary's PTX rewriting, reproduced byte for byte (checked against
 * CUDA 13.0's fatbinary by tests/lit/fatpack/oracle-identical.test). The
 * rules, found by feeding it hand-made PTX:
 *
 *  - blanks (space, tab) at the start of a line are dropped;
 *  - any other run of blanks becomes its first character ("A\t  B" ->
 *    "A\tB", "C \t D" -> "C D");
 *  - // comments are dropped up to the end of the line (the newline stays);
 *  - block comments are dropped whole, newlines inside them included, so
 *    the line count is NOT kept when they span lines; the blanks on each
 *    side of one are separate runs (blank, comment, two blanks gives two
 *    blanks);
 *  - string literals ("...", with \" escapes) are copied verbatim, so a
 *    // inside a .file path survives;
 *  - '\r' is not a blank and stays; nothing after a NUL is read;
 *  - one NUL is appended (no newline is added).
 *
 * Comments and strings are the PTX lexer's (src/ptx/lex.h), whose
 * string rule is this one.
 *
 * Consumers accept verbatim PTX too; minifying only makes the payload
 * smaller and matches fatbinary's bytes.
 */
#include <stdlib.h>

#include "fatbin/fatbin_internal.h"
#include "ptx/lex.h"

NVT_API int nvt_ptx_minify(const char *ptx, size_t size, char **out, size_t *out_size)
{
	const char *nul = memchr(ptx, 0, size);
	size_t n = nul ? (size_t)(nul - ptx) : size;
	char *o = malloc(n + 1);
	size_t k = 0;
	bool line_start = true;
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;

	if (!o)
		return -ENOMEM;
	/* Every byte is in one token (NVT_PTX_LEX_ALL). */
	nvt_ptx_lexer__init(&lx, ptx, n, NVT_PTX_LEX_ALL);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
		switch (t.kind) {
		case NVT_PTX_TOK_SPACE:
			/* runs of ' ' and '\t' inside it; '\r' '\f' '\v' are kept */
			for (size_t i = 0; i < t.n;) {
				char c = t.s[i];
				if (c == ' ' || c == '\t') {
					if (!line_start)
						o[k++] = c;
					while (i < t.n && (t.s[i] == ' ' || t.s[i] == '\t'))
						i++;
					continue;
				}
				o[k++] = c;
				line_start = false;
				i++;
			}
			break;
		case NVT_PTX_TOK_COMMENT:
			/* a // comment keeps the line start, a block comment ends it */
			if (t.s[1] == '*')
				line_start = false;
			break;
		case NVT_PTX_TOK_NEWLINE:
			o[k++] = '\n';
			line_start = true;
			break;
		default: /* strings (unterminated ones too) and every other token: verbatim */
			memcpy(o + k, t.s, t.n);
			k += t.n;
			line_start = false;
			break;
		}
	}
	o[k++] = 0;
	*out = o;
	*out_size = k;
	return 0;
}
