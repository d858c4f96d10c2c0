/* SPDX-License-Identifier: Apache-2.0 */
/*
 * `nvt-intrinsic-sweep sweep [--ptxas PATH] [-j N] [--known FILE] [ARCH...]`:
 * the acceptance sweep of doc/intrinsics.md. For every arch (default: every
 * arch CUDA 13's ptxas supports) and every intrinsic case:
 *   - the table (verify/intrinsics.h) says the arch cannot have it: the
 *     cases go into one module and nvt_verify_requirements must report one
 *     error per case (our diagnostic) and nothing is compiled;
 *   - otherwise the cases are grouped by the PTX version the table asks
 *     for; each group is one module that goes through nvt_verify_requirements
 *     (which must report nothing and choose that same version) and LLVM
 *     codegen in a forked child; the PTX goes through ptxas. A child that
 *     dies is bisected down to the cases that kill it.
 * Every case ends up in one class: ok (PTX accepted by ptxas), diag (our
 * diagnostic), llvmdiag (LLVM reported an error, which our pipeline turns
 * into a diagnostic), abort (LLVM ended the process: must be 0), ptxas (our
 * PTX rejected: must be 0 unless listed in --known with a reason), build
 * (the sweep could not build the case: listed). Exit status 1 if any abort,
 * unexplained ptxas rejection, or disagreement with the table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "probe.h"
#include "runner.h"
#include "verify/intrinsics.h"
#include "../common/slurp.h"

enum cls { C_OK, C_DIAG, C_LLVMDIAG, C_ABORT, C_PTXAS, C_BUILD, C_MISMATCH, C_NCLS };
static const char *cls_name[] = { "ok", "diag", "llvmdiag", "abort", "ptxas", "build", "mismatch" };

static const char *ptxas_path;
static char **known; /* keys whose ptxas rejection is explained */
static int nknown;

struct arch_result {
	int count[C_NCLS];
};

static bool is_known(const char *key)
{
	for (int i = 0; i < nknown; i++)
		if (!strcmp(known[i], key))
			return true;
	return false;
}

static FILE *out; /* the worker's detail lines: "CLASS\tARCH\tKEY\tDETAIL" */

static void mark(const struct icase *c, const struct nvt_arch *a, enum cls k, const char *detail,
		 struct arch_result *r)
{
	r->count[k]++;
	if (k != C_OK && k != C_DIAG)
		fprintf(out, "%s\t%s\t%s\t%.200s\n", cls_name[k], a->name, c->key, detail ? detail : "");
}

/* Kernel index owning PTX line `line` (the last ".entry k_N" at or before it). */
static int kernel_at_line(const char *ptx, long line)
{
	long l = 1;
	int k = -1;
	for (const char *p = ptx; *p && l <= line; p++) {
		if ((p == ptx || p[-1] == '\n') && !strncmp(p, ".visible .entry k_", 18))
			k = atoi(p + 18);
		if (*p == '\n')
			l++;
	}
	return k;
}

/* Assemble `ptx_path`; on rejection, blame the kernels ptxas names. Returns
 * the number of cases marked. */
static int run_ptxas(const struct icase *cases, const int *idx, int n, const struct nvt_arch *a,
		      const char *ptx_path, struct arch_result *r)
{
	char cmd[1024], logpath[] = "/tmp/nvt-sweep-ptxas-XXXXXX";
	int fd = mkstemp(logpath), rc;
	char *log, *ptx;
	char *bad = calloc((size_t)n, 1);

	if (!ptxas_path) {
		for (int i = 0; i < n; i++)
			mark(&cases[idx[i]], a, C_OK, NULL, r);
		free(bad);
		if (fd >= 0)
			close(fd), unlink(logpath);
		return 0;
	}
	close(fd);
	/* Never "-o /dev/null": ptxas deletes its output file when it fails,
	 * and as root that removes the device node. */
	char cubin[96];
	snprintf(cubin, sizeof(cubin), "%s.cubin", ptx_path);
	snprintf(cmd, sizeof(cmd), "'%s' -arch=%s -O0 -c -o '%s' '%s' >'%s' 2>&1", ptxas_path,
		 a->name, cubin, ptx_path, logpath);
	rc = system(cmd);
	unlink(cubin);
	if (rc && getenv("NVT_SWEEP_KEEP")) {
		/* debugging: keep what ptxas rejected */
		char keep[160];
		snprintf(keep, sizeof(keep), "cp '%s' '%s.kept.%d'", ptx_path, ptx_path, n);
		if (system(keep))
			fprintf(stderr, "cannot keep %s\n", ptx_path);
	}
	if (rc == 0) {
		for (int i = 0; i < n; i++)
			mark(&cases[idx[i]], a, C_OK, NULL, r);
		unlink(logpath);
		free(bad);
		return 0;
	}
	log = test_slurp(logpath, NULL);
	ptx = test_slurp(ptx_path, NULL);
	/* "ptxas /tmp/x.ptx, line 123; error   : ..." */
	int blamed = 0;
	for (char *l = log; l && *l;) {
		char *nl = strchr(l, '\n'), *p = strstr(l, ", line ");
		if (nl)
			*nl = 0;
		if (p && strstr(l, "error")) {
			int k = kernel_at_line(ptx, atol(p + 7));
			for (int i = 0; i < n; i++)
				if (idx[i] == k && !bad[i]) {
					bad[i] = 1;
					blamed++;
					const struct icase *c = &cases[idx[i]];
					mark(c, a, is_known(c->key) ? C_OK : C_PTXAS, strchr(p, ';') ? strchr(p, ';') + 1 : p, r);
				}
		}
		l = nl ? nl + 1 : NULL;
	}
	if (!blamed && n > 1) {
		/* ptxas failed (or crashed) without naming a line: the caller
		 * bisects the batch */
		free(log);
		free(ptx);
		free(bad);
		unlink(logpath);
		return 1;
	}
	if (!blamed) {
		const char *why = WIFSIGNALED(rc) || (WIFEXITED(rc) && WEXITSTATUS(rc) > 128)
					  ? "ptxas crashed" : "ptxas failed without naming a line";
		mark(&cases[idx[0]], a, is_known(cases[idx[0]].key) ? C_OK : C_PTXAS, why, r);
	} else {
		for (int i = 0; i < n; i++)
			if (!bad[i])
				mark(&cases[idx[i]], a, C_OK, NULL, r);
	}
	free(log);
	free(ptx);
	free(bad);
	unlink(logpath);
	return 0;
}

static void compile_group(const struct icase *cases, const int *idx, int n,
			  const struct nvt_arch *a, unsigned want_ptx, const char *ptx_path,
			  struct arch_result *r)
{
	struct run_opts o = { .arch = a, .use_requirements = true, .ptx_path = ptx_path };
	enum run_status rs = run_batch(cases, idx, n, &o);

	if (rs == RUN_OK) {
		if (o.used_ptx != want_ptx) {
			char d[96];
			snprintf(d, sizeof(d), "requirements chose PTX %u, the table says %u", o.used_ptx,
				 want_ptx);
			for (int i = 0; i < n; i++)
				mark(&cases[idx[i]], a, C_MISMATCH, d, r);
			return;
		}
		if (!run_ptxas(cases, idx, n, a, ptx_path, r))
			return;
	}
	if (n > 1) {
		compile_group(cases, idx, n / 2, a, want_ptx, ptx_path, r);
		compile_group(cases, idx + n / 2, n - n / 2, a, want_ptx, ptx_path, r);
		return;
	}
	switch (rs) {
	case RUN_OK:
		break; /* unreachable: run_ptxas marks single cases itself */
	case RUN_BUILD:
		mark(&cases[idx[0]], a, C_BUILD, o.reason, r);
		break;
	case RUN_DIAG:
		mark(&cases[idx[0]], a, C_MISMATCH, o.reason, r); /* table said ok */
		break;
	case RUN_LLVMDIAG:
	case RUN_OTHER:
		mark(&cases[idx[0]], a, C_LLVMDIAG, o.reason, r);
		break;
	default:
		mark(&cases[idx[0]], a, C_ABORT, o.reason, r);
	}
}

static void sweep_arch(const struct icase *cases, int ncases, const struct nvt_arch *a,
		       struct arch_result *r)
{
	int *idx = malloc(sizeof(int) * (size_t)ncases), n;
	char ptx_path[64];
	static const unsigned versions[] = { 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77,
					     78, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90 };

	snprintf(ptx_path, sizeof(ptx_path), "/tmp/nvt-sweep-%d-%s.ptx", (int)getpid(), a->name);
	/* 1. what the table refuses: our diagnostic, one per case */
	n = 0;
	for (int i = 0; i < ncases; i++) {
		const struct icase *c = &cases[i];
		if (c->skip)
			continue;
		enum nvt_intrinsic_status st = nvt_intrinsic__check(c->key, c->base, a, true, NULL, NULL);
		if (st == NVT_INTRINSIC_NOT_ON_ARCH || st == NVT_INTRINSIC_NO_CODEGEN)
			idx[n++] = i;
	}
	if (n) {
		struct run_opts o = { .arch = a, .use_requirements = true };
		enum run_status rs = run_batch(cases, idx, n, &o);
		if (rs == RUN_DIAG && o.diag_errors == (unsigned)n) {
			for (int i = 0; i < n; i++)
				mark(&cases[idx[i]], a, C_DIAG, NULL, r);
		} else {
			for (int i = 0; i < n; i++)
				mark(&cases[idx[i]], a, C_MISMATCH, "table refuses it, requirements did not",
				     r);
		}
	}
	/* 2. the rest, one module per PTX version */
	for (size_t v = 0; v < sizeof(versions) / sizeof(versions[0]); v++) {
		n = 0;
		for (int i = 0; i < ncases; i++) {
			const struct icase *c = &cases[i];
			unsigned p = 0;
			if (c->skip)
				continue;
			enum nvt_intrinsic_status st = nvt_intrinsic__check(c->key, c->base, a, true, &p, NULL);
			if (st == NVT_INTRINSIC_UNKNOWN)
				p = a->min_ptx;
			else if (st != NVT_INTRINSIC_OK)
				continue;
			if (p == versions[v])
				idx[n++] = i;
		}
		if (n)
			compile_group(cases, idx, n, a, versions[v], ptx_path, r);
	}
	unlink(ptx_path);
	free(idx);
}

int sweep_main(int argc, char **argv)
{
	const struct nvt_arch *archs[64];
	int narchs = 0, jobs = 2, bad = 0;
	struct icase *cases;
	int ncases;
	const char *known_path = NULL;

	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--ptxas") && i + 1 < argc)
			ptxas_path = argv[++i];
		else if (!strcmp(argv[i], "-j") && i + 1 < argc)
			jobs = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--known") && i + 1 < argc)
			known_path = argv[++i];
		else if (nvt_arch_find(argv[i]) && narchs < 64)
			archs[narchs++] = nvt_arch_find(argv[i]);
		else {
			fprintf(stderr, "sweep: unknown argument %s\n", argv[i]);
			return 2;
		}
	}
	if (ptxas_path && access(ptxas_path, X_OK))
		ptxas_path = NULL;
	if (!ptxas_path)
		printf("sweep: no ptxas: PTX is not assembled (aborts are still checked)\n");
	if (!narchs)
		for (size_t i = 0; i < nvt_arch_count(); i++)
			if (nvt_arch_at(i)->ptxas)
				archs[narchs++] = nvt_arch_at(i);
	if (known_path) {
		FILE *f = fopen(known_path, "r");
		char line[512];
		while (f && fgets(line, sizeof(line), f)) {
			if (line[0] == '#' || line[0] == '\n')
				continue;
			line[strcspn(line, "\t\n")] = 0;
			known = realloc(known, sizeof(char *) * (size_t)(nknown + 1));
			known[nknown++] = strdup(line);
		}
		if (f)
			fclose(f);
	}
	ncases = cases_enumerate(&cases);
	if (ncases < 0)
		return 1;

	/* One worker process per arch, `jobs` at a time; each writes its
	 * counts and detail lines to a file, read back in arch order. */
	char paths[64][64];
	pid_t pids[64];
	int running = 0;
	for (int i = 0; i < narchs; i++) {
		snprintf(paths[i], sizeof(paths[i]), "/tmp/nvt-sweep-%d-%d.out", (int)getpid(), i);
		if (running == jobs) {
			wait(NULL);
			running--;
		}
		fflush(stdout);
		pids[i] = fork();
		if (pids[i] == 0) {
			struct arch_result r;
			memset(&r, 0, sizeof(r));
			out = fopen(paths[i], "w");
			if (!out)
				_exit(1);
			sweep_arch(cases, ncases, archs[i], &r);
			fprintf(out, "COUNTS");
			for (int k = 0; k < C_NCLS; k++)
				fprintf(out, " %d", r.count[k]);
			fprintf(out, "\n");
			fclose(out);
			_exit(0);
		}
		running++;
	}
	while (wait(NULL) > 0)
		;
	int total[C_NCLS] = { 0 };
	printf("%-9s", "arch");
	for (int k = 0; k < C_NCLS; k++)
		printf(" %9s", cls_name[k]);
	printf("\n");
	for (int i = 0; i < narchs; i++) {
		FILE *f = fopen(paths[i], "r");
		char line[1024];
		int cnt[C_NCLS] = { 0 }, got = 0;
		while (f && fgets(line, sizeof(line), f)) {
			if (!strncmp(line, "COUNTS", 6)) {
				char *p = line + 6;
				for (int k = 0; k < C_NCLS; k++)
					cnt[k] = (int)strtol(p, &p, 10);
				got = 1;
			} else {
				fputs(line, stderr);
			}
		}
		if (f)
			fclose(f);
		unlink(paths[i]);
		if (!got) {
			printf("%-9s worker died\n", archs[i]->name);
			bad++;
			continue;
		}
		printf("%-9s", archs[i]->name);
		for (int k = 0; k < C_NCLS; k++) {
			printf(" %9d", cnt[k]);
			total[k] += cnt[k];
		}
		printf("\n");
	}
	printf("%-9s", "total");
	for (int k = 0; k < C_NCLS; k++)
		printf(" %9d", total[k]);
	printf("\n");
	bad += total[C_ABORT] + total[C_PTXAS] + total[C_MISMATCH];
	printf("sweep: %s (%d aborts, %d ptxas rejections, %d table mismatches)\n",
	       bad ? "FAILED" : "passed", total[C_ABORT], total[C_PTXAS], total[C_MISMATCH]);
	free(cases);
	return bad ? 1 : 0;
}
