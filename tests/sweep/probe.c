/* SPDX-License-Identifier: Apache-2.0 */
/*
 * `nvt-intrinsic-sweep probe ARCH...`: MEASURE what LLVM 22 accepts, for
 * scripts/gen-intrinsics-table.sh. For each arch:
 *   1. every case compiled at PTX 9.0 (the newest LLVM 22 has): ok or not;
 *   2. for the ones that fail, once more at the arch's lowest PTX version
 *      (an intrinsic removed in newer PTX would show up here);
 *   3. for the ones that compile, the lowest PTX version that still
 *      compiles (a binary search over the versions LLVM knows, batched);
 *   4. whether they also compile with 32-bit pointers (nvptx-nvidia-cuda).
 * Output, one line per case and arch (TSV):
 *   key  base  arch  status  min_ptx  ptr32  reason
 * status is ok / fatal / crash / build (our case is invalid) / lowonly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probe.h"
#include "runner.h"

static const unsigned ptx_versions[] = { 32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73,
					 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90 };
#define NVERS (int)(sizeof(ptx_versions) / sizeof(ptx_versions[0]))

static const char *status_name(enum run_status s)
{
	switch (s) {
	case RUN_OK: return "ok";
	case RUN_BUILD: return "build";
	case RUN_FATAL: return "fatal";
	case RUN_CRASH: return "crash";
	case RUN_DIAG: return "diag";
	default: return "other";
	}
}

static void probe_arch(const struct icase *cases, int ncases, const struct nvt_arch *a)
{
	int *idx = calloc((size_t)ncases + 1, sizeof(int)), n = 0;
	int *sub = malloc(sizeof(int) * (size_t)ncases);
	enum run_status *st = calloc((size_t)ncases, sizeof(*st));
	enum run_status *st2 = calloc((size_t)ncases, sizeof(*st2));
	char(*why)[160] = calloc((size_t)ncases, 160);
	char(*why2)[160] = calloc((size_t)ncases, 160);
	int *lo = calloc((size_t)ncases, sizeof(int)), *hi = calloc((size_t)ncases, sizeof(int));
	int *p32 = calloc((size_t)ncases, sizeof(int)), *sub_of = malloc(sizeof(int) * (size_t)ncases);
	const char **status = calloc((size_t)ncases, sizeof(char *));
	struct run_opts o = { .arch = a };
	int first = 0;

	while (first < NVERS && ptx_versions[first] < a->min_ptx)
		first++;
	for (int i = 0; i < ncases; i++)
		if (!cases[i].skip)
			idx[n++] = i;

	/* 1. at PTX 9.0 */
	o.ptx = 90;
	run_bisect(cases, idx, n, &o, 64, st, why);
	/* 2. failing ones at the arch's lowest version */
	int ns = 0;
	for (int i = 0; i < n; i++) {
		status[i] = status_name(st[i]);
		if (st[i] != RUN_OK && st[i] != RUN_BUILD)
			sub_of[ns] = i, sub[ns++] = idx[i];
	}
	if (ns && ptx_versions[first] < 90) {
		o.ptx = ptx_versions[first];
		run_bisect(cases, sub, ns, &o, 64, st2, why2);
		for (int j = 0; j < ns; j++)
			if (st2[j] == RUN_OK) {
				status[sub_of[j]] = "lowonly";
				lo[sub_of[j]] = first;
			}
	}
	/* 3. lowest version, parallel binary search: lo[i] fails-or-unknown
	 * below, hi[i] known good. Invariant: compiles at ptx_versions[hi]. */
	for (int i = 0; i < n; i++) {
		lo[i] = first;
		hi[i] = NVERS - 1;
	}
	for (;;) {
		/* Gather every unresolved case by its midpoint. */
		int any = 0;
		for (int v = first; v < NVERS; v++) {
			ns = 0;
			for (int i = 0; i < n; i++) {
				if (st[i] != RUN_OK || lo[i] >= hi[i])
					continue;
				int mid = (lo[i] + hi[i]) / 2;
				if (mid == v)
					sub_of[ns] = i, sub[ns++] = idx[i];
			}
			if (!ns)
				continue;
			any = 1;
			o.ptx = ptx_versions[v];
			run_bisect(cases, sub, ns, &o, 64, st2, NULL);
			for (int j = 0; j < ns; j++) {
				int i = sub_of[j];
				if (st2[j] == RUN_OK)
					hi[i] = v;
				else
					lo[i] = v + 1;
			}
		}
		if (!any)
			break;
	}
	/* 4. 32-bit pointers, at PTX 9.0 */
	ns = 0;
	for (int i = 0; i < n; i++)
		if (st[i] == RUN_OK)
			sub_of[ns] = i, sub[ns++] = idx[i];
	o.ptx = 90;
	o.ptr32 = true;
	run_bisect(cases, sub, ns, &o, 64, st2, NULL);
	for (int j = 0; j < ns; j++)
		p32[sub_of[j]] = st2[j] == RUN_OK ? 1 : 2;

	for (int i = 0; i < n; i++) {
		const struct icase *c = &cases[idx[i]];
		printf("%s\t%s\t%s\t%s\t%u\t%s\t%s\n", c->key, c->base, a->name, status[i],
		       st[i] == RUN_OK ? ptx_versions[hi[i]] : 0,
		       p32[i] == 1 ? "ok" : p32[i] == 2 ? "fail" : "-", st[i] == RUN_OK ? "" : why[i]);
	}
	fflush(stdout);
	free(idx), free(sub), free(st), free(st2), free(why), free(why2), free(lo), free(hi);
	free(p32), free(sub_of), free((void *)status);
}

int probe_main(int argc, char **argv)
{
	struct icase *cases;
	int n = cases_enumerate(&cases);
	if (n < 0) {
		fprintf(stderr, "probe: cannot enumerate intrinsics\n");
		return 1;
	}
	for (int i = 0; i < n; i++)
		if (cases[i].skip)
			printf("%s\t%s\t-\tskip\t0\t-\t%s\n", cases[i].key, cases[i].base, cases[i].skip);
	for (int i = 0; i < argc; i++) {
		const struct nvt_arch *a = nvt_arch_find(argv[i]);
		if (!a) {
			fprintf(stderr, "probe: unknown arch %s\n", argv[i]);
			return 2;
		}
		probe_arch(cases, n, a);
	}
	free(cases);
	return 0;
}
