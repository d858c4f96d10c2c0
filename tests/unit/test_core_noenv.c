/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The library reads no environment (doc/architecture.md): no source file
 * under src/ may call getenv() or secure_getenv() (comments and string
 * literals aside). What the environment says is the tools' to read and
 * pass in (CUDA_HOME and CUDA_PATH through nvt_cuda_toolkit_opts, TMPDIR
 * through nvt_ptxas_opts). A grep in C, so that it runs wherever ctest
 * runs; the scanner itself is checked on a few lines first.
 *
 * One exception, counted exactly: libnvvm-open (src/nvvm), a drop-in
 * libNVVM, reads NVVM_OPEN_LEGACY_IR once in nvvmCreateProgram, because
 * libNVVM's API gives its callers no other channel for a setting they do
 * not know about. A second read there, or one anywhere else, fails.
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "test.h"
#include "../common/slurp.h"

/* Blank out comments, string and character literals in place (newlines
 * kept, so that line numbers stay right). */
static void strip(char *s)
{
	for (char *p = s; *p; p++) {
		if (p[0] == '/' && p[1] == '*') {
			char *e = strstr(p + 2, "*/");
			char *end = e ? e + 2 : p + strlen(p);
			for (; p < end; p++)
				if (*p != '\n')
					*p = ' ';
			p--;
		} else if (p[0] == '/' && p[1] == '/') {
			for (; *p && *p != '\n'; p++)
				*p = ' ';
			p--;
		} else if (*p == '"' || *p == '\'') {
			char q = *p++;
			for (; *p && *p != q && *p != '\n'; p++) {
				if (*p == '\\' && p[1])
					*p++ = ' ';
				*p = ' ';
			}
			if (!*p)
				break;
		}
	}
}

/* Lines of `text` that call getenv or secure_getenv; the first one's number
 * in *line. */
static int calls(char *text, int *line)
{
	static const char *const names[] = { "getenv", "secure_getenv" };
	int n = 0;

	strip(text);
	for (size_t k = 0; k < 2; k++)
		for (char *p = text; (p = strstr(p, names[k])); p += strlen(names[k])) {
			char before = p > text ? p[-1] : ' ';
			char *after = p + strlen(names[k]);
			if (before == '_' || (before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') ||
			    (before >= '0' && before <= '9'))
				continue;
			while (*after == ' ' || *after == '\t' || *after == '\n')
				after++;
			if (*after != '(')
				continue;
			if (!n++) {
				*line = 1;
				for (char *q = text; q < p; q++)
					*line += *q == '\n';
			}
		}
	return n;
}

/* Files allowed to read the environment, and how many calls each. */
static const struct {
	const char *suffix;
	int calls;
} allowed[] = {
	{ "/src/nvvm/program.c", 1 },
};

static int allowed_calls(const char *path)
{
	size_t n = strlen(path);

	for (size_t i = 0; i < sizeof(allowed) / sizeof(allowed[0]); i++) {
		size_t k = strlen(allowed[i].suffix);
		if (n >= k && !strcmp(path + n - k, allowed[i].suffix))
			return allowed[i].calls;
	}
	return 0;
}

static int scan(const char *dir, int *files)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int bad = 0;

	CHECK(d != NULL);
	while (d && (de = readdir(d))) {
		char p[4096];
		struct stat st;
		if (de->d_name[0] == '.')
			continue;
		snprintf(p, sizeof(p), "%s/%s", dir, de->d_name);
		if (stat(p, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			bad += scan(p, files);
			continue;
		}
		size_t n = strlen(de->d_name);
		bool c_or_h = n > 2 && (!strcmp(de->d_name + n - 2, ".c") || !strcmp(de->d_name + n - 2, ".h"));
		if (!c_or_h && !(n > 4 && !strcmp(de->d_name + n - 4, ".def")))
			continue;
		char *text = test_slurp(p, NULL);
		int line = 0;
		CHECK(text != NULL);
		(*files)++;
		int found = text ? calls(text, &line) : 0;
		if (found > allowed_calls(p)) {
			fprintf(stderr, "%s:%d: reads the environment (getenv, %d calls): the library must not; "
					"let the tools read it and pass it in\n", p, line, found);
			bad++;
		}
		free(text);
	}
	if (d)
		closedir(d);
	return bad;
}

int main(void)
{
	const char *src = getenv("NVT_SOURCE_DIR");
	char dir[4096];
	int files = 0, line = 0;

	/* the scanner: calls found, mentions not */
	char t1[] = "int f(void) {\n\treturn !!getenv (\"X\");\n}\n";
	char t2[] = "/* getenv(\"X\") */ // secure_getenv(x)\nconst char *s = \"getenv(\";\n";
	char t3[] = "x = my_getenv(\"X\"); y = getenvironment(1);\n";
	char t4[] = "\n\nz = secure_getenv(\"TMPDIR\");\n";
	CHECK_INT(calls(t1, &line), 1);
	CHECK_INT(line, 2);
	CHECK_INT(calls(t2, &line), 0);
	CHECK_INT(calls(t3, &line), 0);
	CHECK_INT(calls(t4, &line), 1);
	CHECK_INT(line, 3);

	if (!src) {
		printf("NVT_SOURCE_DIR not set: skipped\n");
		return 77;
	}
	snprintf(dir, sizeof(dir), "%s/src", src);
	CHECK_INT(scan(dir, &files), 0);
	CHECK(files > 50); /* the tree was really read */
	printf("%d files under src/ read\n", files);
	return TEST_DONE();
}
