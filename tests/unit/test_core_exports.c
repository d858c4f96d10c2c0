/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The version scripts and the public headers agree: every NVT_API function
 * declared in a header is listed in the map of its library, and every name
 * in a map is declared. Core headers belong to libnvvmtools-core, the rest
 * to libnvvmtools.
 */
#include <ctype.h>
#include <dirent.h>
#include "test.h"
#include "../common/slurp.h"

#define MAXN 2048
static char *names[2][MAXN];
static int n_names[2];
static char *mapped[2][MAXN];
static int n_mapped[2];

static const char *const core_headers[] = { "common.h", "diag.h", "io.h", "arch.h",
					    "fatbin.h", "dwarf.h", "cuda.h", NULL };

static int is_core(const char *h)
{
	for (int i = 0; core_headers[i]; i++)
		if (!strcmp(core_headers[i], h))
			return 1;
	return 0;
}

/* "NVT_API <type> name(" — take the identifier before the first '(' */
static void scan_header(const char *path, int lib)
{
	char *s = test_slurp(path, NULL), *p;

	if (!s)
		return;
	for (p = s; (p = strstr(p, "NVT_API ")); p += 8) {
		if (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
			continue;
		char *paren = strchr(p, '(');
		char *semi = strchr(p, ';');
		if (!paren || (semi && semi < paren) || !strncmp(p, "NVT_API __", 10))
			continue;
		char *e = paren;
		while (e > p && isspace((unsigned char)e[-1]))
			e--;
		char *b = e;
		while (b > p && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
			b--;
		if (e > b && n_names[lib] < MAXN)
			names[lib][n_names[lib]++] = strndup(b, (size_t)(e - b));
	}
	free(s);
}

static void scan_map(const char *path, int lib)
{
	char *s = test_slurp(path, NULL), *line;
	int in_global = 0;

	CHECK(s != NULL);
	if (!s)
		return;
	for (line = strtok(s, "\n"); line; line = strtok(NULL, "\n")) {
		while (isspace((unsigned char)*line))
			line++;
		if (!strncmp(line, "global:", 7)) { in_global = 1; continue; }
		if (!strncmp(line, "local:", 6)) { in_global = 0; continue; }
		if (!in_global || !*line || *line == '/' || *line == '*' || *line == '}')
			continue;
		char *semi = strchr(line, ';');
		if (semi && n_mapped[lib] < MAXN)
			mapped[lib][n_mapped[lib]++] = strndup(line, (size_t)(semi - line));
	}
	free(s);
}

static int contains(char **list, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(list[i], s))
			return 1;
	return 0;
}

int main(void)
{
	const char *src = getenv("NVT_SOURCE_DIR");
	char path[4096];
	DIR *dir;
	struct dirent *de;

	if (!src) {
		printf("NVT_SOURCE_DIR not set: skipped\n");
		return 77;
	}
	snprintf(path, sizeof(path), "%s/include/nvvmtools", src);
	dir = opendir(path);
	CHECK(dir != NULL);
	while (dir && (de = readdir(dir))) {
		size_t l = strlen(de->d_name);
		if (l < 3 || strcmp(de->d_name + l - 2, ".h"))
			continue;
		char h[4400];
		snprintf(h, sizeof(h), "%s/%s", path, de->d_name);
		scan_header(h, is_core(de->d_name) ? 0 : 1);
	}
	if (dir)
		closedir(dir);
	snprintf(path, sizeof(path), "%s/src/libnvvmtools-core.map", src);
	scan_map(path, 0);
	snprintf(path, sizeof(path), "%s/src/libnvvmtools.map", src);
	scan_map(path, 1);
	for (int lib = 0; lib < 2; lib++) {
		for (int i = 0; i < n_names[lib]; i++) {
			if (!contains(mapped[lib], n_mapped[lib], names[lib][i])) {
				fprintf(stderr, "declared NVT_API but not in %s map: %s\n",
					lib ? "libnvvmtools" : "core", names[lib][i]);
				test_failed++;
			} else {
				test_passed++;
			}
		}
		for (int i = 0; i < n_mapped[lib]; i++) {
			if (!contains(names[lib], n_names[lib], mapped[lib][i])) {
				fprintf(stderr, "in %s map but not declared NVT_API: %s\n",
					lib ? "libnvvmtools" : "core", mapped[lib][i]);
				test_failed++;
			} else {
				test_passed++;
			}
		}
	}
	CHECK(n_names[0] > 10);
	return TEST_DONE();
}
