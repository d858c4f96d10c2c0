/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Differential test: our verifier (nvvm dialect) against libNVVM's
 * nvvmVerifyProgram (+ nvvmCompileProgram when it verifies), case by case.
 *
 *   nvvm-diff LIBNVVM PROBE VERIFY_LIT_DIR CASES_DIR DISAGREEMENTS WORKDIR
 *
 * Cases: every ok.ll and bad.ll part of the tests/lit/verify .ll files
 * (modern opaque-pointer IR: libNVVM's LLVM 20 reader, compute_100), and
 * every .ll file of tests/libnvvm/cases (LLVM-7-style typed-pointer text: both
 * compute_90, LLVM 7 reader, and compute_100). libNVVM runs in a child
 * process (nvvm-probe), because it abort()s on some inputs: an abort
 * counts as a rejection. Verdicts are accept/reject (warnings accept).
 *
 * Every disagreement must be listed in DISAGREEMENTS ("KEY reason", KEY =
 * FILE:PART:compute_NN, also listed in doc/verifier.md); an unlisted one
 * fails the test. Exit 0 pass, 1 fail, 77 skipped (no libNVVM).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nvvmtools/diag.h>
#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>
#include "../common/slurp.h"

static char *listed;  /* the disagreements file */
static int failures, agreements, known;

/* libNVVM's verdict: 1 accept, 0 reject (also on abort), -1 cannot run. */
static int libnvvm_accepts(const char *probe, const char *lib, const char *file, const char *arch,
			   char *why, size_t whysz)
{
	int fds[2];

	if (pipe(fds))
		return -1;
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fds[1], 1);
		dup2(fds[1], 2);
		close(fds[0]);
		execl(probe, probe, lib, file, arch, "compile", (char *)NULL);
		_exit(3);
	}
	close(fds[1]);
	size_t n = 0;
	ssize_t r;
	char buf[4096];
	while ((r = read(fds[0], buf, sizeof(buf))) > 0)
		if (n < whysz - 1) {
			size_t c = (size_t)r < whysz - 1 - n ? (size_t)r : whysz - 1 - n;
			memcpy(why + n, buf, c);
			n += c;
		}
	why[n] = '\0';
	for (char *p = why; *p; p++)
		if (*p == '\n')
			*p = ' ';
	close(fds[0]);
	int st;
	waitpid(pid, &st, 0);
	if (WIFSIGNALED(st)) {
		snprintf(why, whysz, "libNVVM aborted (signal %d)", WTERMSIG(st));
		return 0;
	}
	if (WEXITSTATUS(st) == 3)
		return -1;
	return WEXITSTATUS(st) == 0;
}

static void count_diag(const struct nvt_diag *d, void *ctx)
{
	char *first = ctx;
	if (d->severity == NVT_ERROR && !*first)
		snprintf(first, 512, "%s [%s]", d->message, d->rule ? d->rule : "");
}

static int ours_accepts(const char *file, const char *arch, char *why, size_t whysz)
{
	char first[512] = "";
	NVT_OPTS(nvt_diags_opts, dopts, .callback = count_diag, .ctx = first);
	struct nvt_diags *d = nvt_diags__new(&dopts);
	struct nvt_module *m = nvt_module__load_file(file, NULL, d);
	int ok = 0;

	if (m) {
		NVT_OPTS(nvt_verify_opts, vo, .dialect = NVT_DIALECT_NVVM, .arch = arch);
		nvt_verify(m, &vo, d);
		nvt_module__free(m);
	}
	ok = nvt_diags__error_count(d) == 0;
	snprintf(why, whysz, "%s", first);
	nvt_diags__free(d);
	return ok;
}

static void run_case(const char *key, const char *file, const char *compute, const char *lib, const char *probe)
{
	char lwhy[1024], owhy[512];
	const char *sm = !strcmp(compute, "compute_75") ? "sm_75" : !strcmp(compute, "compute_90") ? "sm_90" : "sm_100";
	int l = libnvvm_accepts(probe, lib, file, compute, lwhy, sizeof(lwhy));
	int o = ours_accepts(file, sm, owhy, sizeof(owhy));
	char fullkey[512];

	snprintf(fullkey, sizeof(fullkey), "%s:%s", key, compute);
	if (l < 0) {
		printf("SKIP %s: libNVVM could not run\n", fullkey);
		return;
	}
	if (l == o) {
		agreements++;
		return;
	}
	/* Listed? A line starting with the key followed by a space. */
	size_t kl = strlen(fullkey);
	for (const char *p = listed; p && (p = strstr(p, fullkey)); p += kl) {
		if ((p == listed || p[-1] == '\n') && p[kl] == ' ') {
			known++;
			printf("KNOWN %s: libNVVM %s, we %s\n", fullkey, l ? "accept" : "reject", o ? "accept" : "reject");
			return;
		}
	}
	failures++;
	printf("DISAGREE %s: libNVVM %s (%.300s), we %s (%s)\n", fullkey, l ? "accepts" : "rejects", lwhy,
	       o ? "accept" : "reject", owhy);
}

/* Split one lit file into its ok.ll / bad.ll parts. */
static void run_lit_file(const char *dir, const char *name, const char *work, const char *lib, const char *probe)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	char *s = test_slurp(path, NULL);
	if (!s)
		return;
	static const char *const parts[] = { "ok.ll", "bad.ll" };
	for (size_t i = 0; i < 2; i++) {
		char marker[32];
		snprintf(marker, sizeof(marker), ";--- %s\n", parts[i]);
		char *b = strstr(s, marker);
		if (!b)
			continue;
		b += strlen(marker);
		char *e = strstr(b, "\n;--- ");
		size_t len = e ? (size_t)(e - b) + 1 : strlen(b);
		char out[1024], key[512];
		snprintf(out, sizeof(out), "%s/%.*s.%s", work, (int)(strlen(name) - 3), name, parts[i]);
		FILE *f = fopen(out, "wb");
		if (!f)
			continue;
		fwrite(b, 1, len, f);
		fclose(f);
		snprintf(key, sizeof(key), "verify/%s:%s", name, parts[i]);
		run_case(key, out, "compute_100", lib, probe);
	}
	free(s);
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

static int is_ll(const struct dirent *d)
{
	size_t n = strlen(d->d_name);
	return n > 3 && !strcmp(d->d_name + n - 3, ".ll");
}

int main(int argc, char **argv)
{
	if (argc != 7) {
		fprintf(stderr, "usage: nvvm-diff LIBNVVM PROBE VERIFY_LIT_DIR CASES_DIR DISAGREEMENTS WORKDIR\n");
		return 2;
	}
	const char *lib = argv[1], *probe = argv[2];
	if (access(lib, R_OK)) {
		printf("skipped: %s not found (libNVVM is the oracle of this test)\n", lib);
		return 77;
	}
	listed = test_slurp(argv[5], NULL);
	struct dirent **ents;
	int n = scandir(argv[3], &ents, is_ll, by_name);
	for (int i = 0; i < n; i++) {
		run_lit_file(argv[3], ents[i]->d_name, argv[6], lib, probe);
		free(ents[i]);
	}
	if (n > 0)
		free(ents);
	n = scandir(argv[4], &ents, is_ll, by_name);
	for (int i = 0; i < n; i++) {
		char path[1024], key[512];
		snprintf(path, sizeof(path), "%s/%s", argv[4], ents[i]->d_name);
		snprintf(key, sizeof(key), "cases/%s", ents[i]->d_name);
		run_case(key, path, "compute_75", lib, probe);
		run_case(key, path, "compute_90", lib, probe);
		run_case(key, path, "compute_100", lib, probe);
		free(ents[i]);
	}
	if (n > 0)
		free(ents);
	printf("%d agreements, %d known disagreements (doc/verifier.md), %d unlisted disagreements\n", agreements,
	       known, failures);
	free(listed);
	return failures ? 1 : 0;
}
