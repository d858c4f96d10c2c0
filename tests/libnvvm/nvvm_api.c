/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvvm-api: one program written against the libNVVM interface (declared by
 * our own <nvvmtools/nvvm-open.h>), linked against libnvvm.so.4 and run
 * once with NVIDIA's libnvvm and once with libnvvm-open (LD_LIBRARY_PATH
 * chooses which: the program is the same binary both times). It performs
 * the steps given on its command line on one program and prints what every
 * call returned, so that api_diff.py can compare the two libraries.
 *
 *   nvvm-api STEP...
 *
 * Steps:
 *   add=FILE[@NAME]     nvvmAddModuleToProgram (NAME "-": a NULL name;
 *                       default: FILE's base name)
 *   lazy=FILE[@NAME]    nvvmLazyAddModuleToProgram
 *   addnul=FILE[@NAME]  nvvmAddModuleToProgram with a size that counts
 *                       the NUL after the file's bytes (strlen + 1, as
 *                       many front ends pass it)
 *   addnull, lazynull   the same with a NULL buffer
 *   addempty            a module of size 0
 *   verify[:O1,O2...]   nvvmVerifyProgram with those options
 *   compile[:O1,...]    nvvmCompileProgram
 *   nullarray=N         nvvmCompileProgram(prog, N, NULL)
 *   negcount            nvvmCompileProgram(prog, -1, {"-opt=3"})
 *   nullstring          nvvmCompileProgram(prog, 1, {NULL})
 *   logsize             print whether the log of the last verify or
 *                       compile is empty ("log size 1") or not
 *   ptx=FILE            write the compiled result (when there is one)
 *   has=TEXT            print whether the compiled result contains TEXT
 *   versions            nvvmVersion, nvvmIRVersion, nvvmGetErrorString 0..11
 *   nullprog            every call with a NULL program
 *   destroy             nvvmDestroyProgram (then every call on the
 *                       handle: `stale` runs them; NVIDIA's crashes there)
 *   stale               every call on the destroyed handle
 *   nullout             the four result/log calls with NULL out pointers
 *                       (NVIDIA's crashes there)
 *   threads=N:FILE:OPT  N threads, each its own program compiling FILE
 *                       with OPT at once, 3 rounds; all PTX must be equal
 *
 * Output: one line per call, "STEP -> NVVM_...", the log of verify and
 * compile indented by "  | ", and "result size 1" / "result size >1".
 * Exit 0 unless the program could not run its steps (2).
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/nvvm-open.h>
#include "../common/slurp.h"

static nvvmProgram prog;

static const char *rname(nvvmResult r)
{
	return nvvmGetErrorString(r);
}

static void show_log(void)
{
	size_t n = 0;
	nvvmResult r = nvvmGetProgramLogSize(prog, &n);

	if (r != NVVM_SUCCESS) {
		printf("  log size -> %s\n", rname(r));
		return;
	}
	char *s = malloc(n + 1);
	if (!s)
		exit(2);
	memset(s, 0x55, n + 1);
	r = nvvmGetProgramLog(prog, s);
	if (r != NVVM_SUCCESS) {
		printf("  log -> %s\n", rname(r));
	} else {
		if (strlen(s) != n - 1)
			printf("  log size %zu but strlen %zu\n", n, strlen(s));
		for (char *line = strtok(s, "\n"); line; line = strtok(NULL, "\n"))
			printf("  | %s\n", line);
	}
	free(s);
}

static char *result(size_t *size)
{
	size_t n = 0;
	nvvmResult r = nvvmGetCompiledResultSize(prog, &n);

	if (r != NVVM_SUCCESS) {
		printf("  result size -> %s\n", rname(r));
		return NULL;
	}
	char *s = malloc(n + 1);
	if (!s)
		exit(2);
	s[0] = 'X';
	r = nvvmGetCompiledResult(prog, s);
	if (r != NVVM_SUCCESS) {
		printf("  result -> %s\n", rname(r));
		free(s);
		return NULL;
	}
	*size = n;
	return s;
}

static void show_result(void)
{
	size_t n = 0;
	char *s = result(&n);

	if (!s)
		return;
	printf("  result size %s\n", n == 1 ? "1" : n > 1 ? ">1" : "0");
	if (n >= 1 && strlen(s) != n - 1)
		printf("  result size %zu but strlen %zu\n", n, strlen(s));
	free(s);
}

/* "-opt=0,-g" -> array; returns the count. */
static int split_opts(char *text, const char **out, int max)
{
	int n = 0;

	if (!text || !*text)
		return 0;
	for (char *o = strtok(text, ","); o && n < max; o = strtok(NULL, ","))
		out[n++] = o;
	return n;
}

static void add_step(const char *arg, bool lazy, bool nul)
{
	char *file = strdup(arg);
	char *at = strrchr(file, '@');
	const char *name;

	if (at) {
		*at = '\0';
		name = strcmp(at + 1, "-") ? at + 1 : NULL;
	} else {
		name = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
	}
	size_t len = 0;
	char *src = test_slurp(file, &len);
	if (!src) {
		printf("cannot read %s\n", file);
		exit(2);
	}
	/* test_slurp leaves a NUL after the bytes: len + 1 counts it. */
	if (nul)
		len++;
	nvvmResult r = lazy ? nvvmLazyAddModuleToProgram(prog, src, len, name)
			    : nvvmAddModuleToProgram(prog, src, len, name);
	printf("%s %s -> %s\n", lazy ? "lazy" : nul ? "addnul" : "add", name ? name : "(null)",
	       rname(r));
	free(src);
	free(file);
}

static void run_step(const char *step, bool compile, int n, const char **opts)
{
	nvvmResult r = compile ? nvvmCompileProgram(prog, n, opts) : nvvmVerifyProgram(prog, n, opts);

	printf("%s -> %s\n", step, rname(r));
	show_log();
	if (compile)
		show_result();
}

static void every_call(const char *what, nvvmProgram p)
{
	size_t n = 0;
	char buf[16];
	const char *o[] = { "-opt=3" };

	printf("%s: add %s lazy %s verify %s compile %s\n", what,
	       rname(nvvmAddModuleToProgram(p, "x", 1, "x")),
	       rname(nvvmLazyAddModuleToProgram(p, "x", 1, "x")), rname(nvvmVerifyProgram(p, 1, o)),
	       rname(nvvmCompileProgram(p, 0, NULL)));
	printf("%s: result size %s result %s log size %s log %s\n", what,
	       rname(nvvmGetCompiledResultSize(p, &n)), rname(nvvmGetCompiledResult(p, buf)),
	       rname(nvvmGetProgramLogSize(p, &n)), rname(nvvmGetProgramLog(p, buf)));
}

struct thread_job {
	const char *src;
	size_t len;
	const char *opt;
	char *ptx;
	nvvmResult rc;
};

static void *thread_main(void *arg)
{
	struct thread_job *j = arg;
	nvvmProgram p = NULL;
	const char *o[] = { j->opt };

	j->rc = nvvmCreateProgram(&p);
	if (!j->rc)
		j->rc = nvvmAddModuleToProgram(p, j->src, j->len, "thread");
	if (!j->rc)
		j->rc = nvvmCompileProgram(p, 1, o);
	size_t n = 0;
	if (!j->rc)
		j->rc = nvvmGetCompiledResultSize(p, &n);
	if (!j->rc && (j->ptx = malloc(n)))
		j->rc = nvvmGetCompiledResult(p, j->ptx);
	nvvmDestroyProgram(&p);
	return NULL;
}

static void threads_step(const char *arg)
{
	char *a = strdup(arg);
	char *file = strchr(a, ':');
	char *opt = file ? strchr(file + 1, ':') : NULL;

	if (!opt) {
		printf("bad threads step %s\n", arg);
		exit(2);
	}
	*file++ = '\0';
	*opt++ = '\0';
	int n = atoi(a);
	size_t len = 0;
	char *src = test_slurp(file, &len);
	if (!src || n < 1 || n > 64)
		exit(2);
	struct thread_job *jobs = calloc((size_t)n, sizeof(*jobs));
	pthread_t *tids = calloc((size_t)n, sizeof(*tids));
	int bad = 0, differ = 0;
	char *first = NULL;
	for (int round = 0; round < 3; round++) {
		for (int i = 0; i < n; i++) {
			jobs[i] = (struct thread_job){ .src = src, .len = len, .opt = opt };
			if (pthread_create(&tids[i], NULL, thread_main, &jobs[i]))
				exit(2);
		}
		for (int i = 0; i < n; i++) {
			pthread_join(tids[i], NULL);
			if (jobs[i].rc != NVVM_SUCCESS || !jobs[i].ptx)
				bad++;
			else if (!first)
				first = strdup(jobs[i].ptx);
			else if (strcmp(first, jobs[i].ptx))
				differ++;
			free(jobs[i].ptx);
		}
	}
	printf("threads %d x 3: failed %d, PTX differing %d\n", n, bad, differ);
	free(first);
	free(jobs);
	free(tids);
	free(src);
	free(a);
}

int main(int argc, char **argv)
{
	nvvmProgram stale = NULL;

	if (nvvmCreateProgram(&prog) != NVVM_SUCCESS) {
		printf("nvvmCreateProgram failed\n");
		return 2;
	}
	for (int i = 1; i < argc; i++) {
		char *step = argv[i];
		const char *opts[32];

		if (!strncmp(step, "add=", 4)) {
			add_step(step + 4, false, false);
		} else if (!strncmp(step, "lazy=", 5)) {
			add_step(step + 5, true, false);
		} else if (!strncmp(step, "addnul=", 7)) {
			add_step(step + 7, false, true);
		} else if (!strcmp(step, "addnull") || !strcmp(step, "lazynull")) {
			nvvmResult r = step[0] == 'a' ? nvvmAddModuleToProgram(prog, NULL, 8, "n")
						      : nvvmLazyAddModuleToProgram(prog, NULL, 8, "n");
			printf("%s -> %s\n", step, rname(r));
		} else if (!strcmp(step, "addempty")) {
			printf("%s -> %s\n", step, rname(nvvmAddModuleToProgram(prog, "", 0, "empty")));
		} else if (!strncmp(step, "verify", 6) || !strncmp(step, "compile", 7)) {
			char *copy = strdup(step);
			char *c = strchr(copy, ':');
			int n = split_opts(c ? c + 1 : NULL, opts, 32);
			run_step(step, step[0] == 'c', n, n ? opts : NULL);
			free(copy);
		} else if (!strncmp(step, "nullarray=", 10)) {
			run_step(step, true, atoi(step + 10), NULL);
		} else if (!strcmp(step, "negcount")) {
			opts[0] = "-opt=3";
			run_step(step, true, -1, opts);
		} else if (!strcmp(step, "nullstring")) {
			opts[0] = NULL;
			run_step(step, true, 1, opts);
		} else if (!strncmp(step, "ptx=", 4)) {
			size_t n = 0;
			char *s = result(&n);
			FILE *f = fopen(step + 4, "wb");
			if (!s || !f)
				return 2;
			fputs(s, f);
			fclose(f);
			free(s);
		} else if (!strcmp(step, "logsize")) {
			size_t n = 0;
			nvvmResult r = nvvmGetProgramLogSize(prog, &n);
			printf("log size -> %s %s\n", rname(r), n == 1 ? "1" : n > 1 ? ">1" : "0");
		} else if (!strncmp(step, "has=", 4)) {
			size_t n = 0;
			char *s = result(&n);
			printf("has %s: %s\n", step + 4, s && strstr(s, step + 4) ? "yes" : "no");
			free(s);
		} else if (!strcmp(step, "versions")) {
			int a = -1, b = -1, c = -1, d = -1;
			nvvmResult r = nvvmVersion(&a, &b);
			printf("nvvmVersion -> %s %d.%d\n", rname(r), a, b);
			r = nvvmIRVersion(&a, &b, &c, &d);
			printf("nvvmIRVersion -> %s %d.%d debug %d.%d\n", rname(r), a, b, c, d);
			for (int e = -1; e <= 11; e++)
				printf("nvvmGetErrorString(%d) = %s\n", e, nvvmGetErrorString((nvvmResult)e));
		} else if (!strcmp(step, "nullprog")) {
			printf("create(NULL) %s destroy(NULL) %s\n", rname(nvvmCreateProgram(NULL)),
			       rname(nvvmDestroyProgram(NULL)));
			nvvmProgram z = NULL;
			printf("destroy(&NULL) %s\n", rname(nvvmDestroyProgram(&z)));
			every_call("null program", NULL);
		} else if (!strcmp(step, "destroy")) {
			stale = prog;
			printf("destroy -> %s\n", rname(nvvmDestroyProgram(&prog)));
			prog = NULL;
		} else if (!strcmp(step, "nullout")) {
			printf("NULL out: result size %s result %s log size %s log %s\n",
			       rname(nvvmGetCompiledResultSize(prog, NULL)),
			       rname(nvvmGetCompiledResult(prog, NULL)),
			       rname(nvvmGetProgramLogSize(prog, NULL)),
			       rname(nvvmGetProgramLog(prog, NULL)));
		} else if (!strcmp(step, "stale")) {
			every_call("destroyed program", stale);
		} else if (!strncmp(step, "threads=", 8)) {
			threads_step(step + 8);
		} else {
			printf("unknown step %s\n", step);
			return 2;
		}
		fflush(stdout);
	}
	if (prog)
		nvvmDestroyProgram(&prog);
	return 0;
}
