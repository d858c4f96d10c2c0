/* SPDX-License-Identifier: Apache-2.0 */
/* Whole-file reading for the test programs (unit tests, the sweep, the
 * libNVVM differential test): the bytes plus a NUL, and their count. */
#ifndef NVT_TEST_SLURP_H
#define NVT_TEST_SLURP_H

#include <stdio.h>
#include <stdlib.h>

/* NULL if the file cannot be read; *len (when len is not NULL) is the size. */
static inline char *test_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
		buf = malloc((size_t)n + 1);
		if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		}
		if (buf) {
			buf[n] = '\0';
			if (len)
				*len = (size_t)n;
		}
	}
	fclose(f);
	return buf;
}

#endif
