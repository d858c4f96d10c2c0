/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Replays fuzz inputs through a target without libFuzzer (like LLVM's
 * StandaloneFuzzTargetMain.c, written anew): each argument is a file or a
 * directory whose regular files (sorted by name) are fed one by one. ctest
 * runs it over tests/fuzz/<target>/, so every seed and every regression
 * input of a finding runs in `make test` and under ASan in `make test-asan`.
 * Exit 0 when all ran; a crash is the test's failure.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	size_t n = 0, cap = 0;

	if (!f) {
		perror(path);
		return 1;
	}
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 4096;
			buf = realloc(buf, cap);
			if (!buf)
				abort();
		}
		size_t r = fread(buf + n, 1, cap - n, f);
		if (!r)
			break;
		n += r;
	}
	fclose(f);
	/* An exact-size copy so that ASan sees reads past the input's end. */
	unsigned char *exact = malloc(n ? n : 1);
	if (!exact)
		abort();
	memcpy(exact, buf, n);
	free(buf);
	LLVMFuzzerTestOneInput(exact, n);
	free(exact);
	return 0;
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_path(const char *path, size_t *count)
{
	struct stat st;

	if (stat(path, &st)) {
		perror(path);
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		(*count)++;
		return run_file(path);
	}
	DIR *d = opendir(path);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0;
	int rc = 0;

	if (!d) {
		perror(path);
		return 1;
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		names = realloc(names, (n + 1) * sizeof(*names));
		if (!names)
			abort();
		size_t len = strlen(path) + strlen(e->d_name) + 2;
		names[n] = malloc(len);
		if (!names[n])
			abort();
		snprintf(names[n++], len, "%s/%s", path, e->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof(*names), cmp);
	for (size_t i = 0; i < n; i++) {
		if (!stat(names[i], &st) && S_ISREG(st.st_mode)) {
			(*count)++;
			rc |= run_file(names[i]);
		}
		free(names[i]);
	}
	free(names);
	return rc;
}

int main(int argc, char **argv)
{
	size_t count = 0;
	int rc = 0;

	if (LLVMFuzzerInitialize)
		LLVMFuzzerInitialize(&argc, &argv);
	for (int i = 1; i < argc; i++)
		rc |= run_path(argv[i], &count);
	if (!count) {
		fprintf(stderr, "%s: no input files\n", argv[0]);
		return 1;
	}
	printf("%s: %zu inputs ran\n", argv[0], count);
	return rc;
}
