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
 * Consumers accept verbatim PTX too; minifying only makes the payload
 * smaller and matches fatbinary's bytes.
 */
#include <stdlib.h>

#include "fatbin/fatbin_internal.h"

NVT_API int nvt_ptx_minify(const char *ptx, size_t size, char **out, size_t *out_size)
{
	const char *nul = memchr(ptx, 0, size);
	size_t n = nul ? (size_t)(nul - ptx) : size;
	char *o = malloc(n + 1);
	size_t k = 0, i = 0;
	bool line_start = true;

	if (!o)
		return -ENOMEM;
	while (i < n) {
		char c = ptx[i];
		if (c == ' ' || c == '\t') {
			if (!line_start)
				o[k++] = c;
			while (i < n && (ptx[i] == ' ' || ptx[i] == '\t'))
				i++;
			continue;
		}
		if (c == '/' && i + 1 < n && ptx[i + 1] == '/') {
			while (i < n && ptx[i] != '\n')
				i++;
			continue;
		}
		if (c == '/' && i + 1 < n && ptx[i + 1] == '*') {
			const char *e = memmem(ptx + i + 2, n - i - 2, "*/", 2);
			i = e ? (size_t)(e - ptx) + 2 : n;
			line_start = false;
			continue;
		}
		line_start = false;
		if (c == '"') {
			o[k++] = ptx[i++];
			while (i < n && ptx[i] != '"' && ptx[i] != '\n') {
				if (ptx[i] == '\\' && i + 1 < n && ptx[i + 1] != '\n')
					o[k++] = ptx[i++];
				o[k++] = ptx[i++];
			}
			if (i < n && ptx[i] == '"')
				o[k++] = ptx[i++];
			continue;
		}
		if (c == '\n')
			line_start = true;
		o[k++] = c;
		i++;
	}
	o[k++] = 0;
	*out = o;
	*out_size = k;
	return 0;
}
