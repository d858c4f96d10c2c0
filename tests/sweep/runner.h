/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Compiling a batch of intrinsic cases in a forked child, so that LLVM's
 * fatal errors ("Cannot select", report_fatal_error) and crashes end only
 * the child; and bisecting a batch whose child died down to the cases that
 * kill it.
 */
#ifndef NVT_SWEEP_RUNNER_H
#define NVT_SWEEP_RUNNER_H

#include <stdbool.h>

#include <nvvmtools/arch.h>
#include "cases.h"

enum run_status {
	RUN_OK = 0,        /* compiled to PTX */
	RUN_BUILD = 3,     /* the case could not be built / LLVM's verifier rejected it */
	RUN_FATAL = 4,     /* LLVM fatal error (report_fatal_error / Cannot select) */
	RUN_DIAG = 5,      /* our requirement check reported an error (sweep mode) */
	RUN_CRASH = 6,     /* killed by a signal (abort, segfault) */
	RUN_OTHER = 7,     /* anything else (exit status 1: LLVM's default diagnostic handler) */
	RUN_LLVMDIAG = 8,  /* LLVM reported an error diagnostic (our pipeline reports it; no abort) */
};

struct run_opts {
	const struct nvt_arch *arch;
	unsigned ptx;          /* PTX ISA version to compile with; 0 = from our requirements */
	bool ptr32;            /* nvptx-nvidia-cuda (32-bit pointers) instead of nvptx64 */
	bool use_requirements; /* run nvt_verify_requirements first (sweep mode) */
	const char *ptx_path;  /* write the PTX here, or NULL */
	char reason[512];      /* out: first line of LLVM's message when it failed */
	unsigned used_ptx;     /* out: the PTX version used (sweep mode) */
	unsigned diag_errors;  /* out: errors nvt_verify_requirements reported (sweep mode) */
};

/* Build cases[idx[0..n)] into one module and compile it in a child. */
enum run_status run_batch(const struct icase *cases, const int *idx, int n, struct run_opts *o);

/* Test every case of idx[0..n): status[i] gets its own status; batches
 * that fail are bisected (chunks of at most `chunk`). */
void run_bisect(const struct icase *cases, const int *idx, int n, struct run_opts *o, int chunk,
		enum run_status *status, char (*reasons)[160]);

#endif
