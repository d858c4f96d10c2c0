/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Jobs on threads (src/llvm/jobs.c): the runner the codegen (one job
 * per arch, or per part of a module) and the optimizer (per part) share,
 * the client side of GNU make's jobserver, and the log that replays what
 * jobs reported in job order. LLVM-free, but only the LLVM library needs it.
 */
#ifndef NVT_SUPPORT_JOBS_H
#define NVT_SUPPORT_JOBS_H

#include <stdbool.h>
#include <stddef.h>

#include <nvvmtools/diag.h>

typedef void (*nvt_job_fn)(void *ctx, size_t index);

/* Run fn(ctx, i) for i in 0..n-1 on up to `jobs` threads (0 = online CPUs;
 * the calling thread is one of them). With a jobserver in `makeflags`, the
 * first thread uses the slot make gave this process and every further one
 * runs only while it holds a token taken from make (returned when it
 * stops). Every index is run exactly once, in no particular order. */
void nvt_run_jobs(size_t n, unsigned jobs, const char *makeflags, nvt_job_fn fn, void *ctx);

/* Diagnostics a job records while it runs (on any thread, into an nvt_diags
 * of its own), replayed into the caller's diags in job order once every job
 * is done: the caller sees the same messages in the same order whatever the
 * thread count, and its diags need not be thread-safe. */
struct nvt_diag_rec;
struct nvt_diag_log {
	struct nvt_diag_rec *v;
	size_t n, cap;
	bool oom; /* a record was lost */
};
/* A new nvt_diags that records into `log` (NULL when out of memory). */
struct nvt_diags *nvt_diag_log__diags(struct nvt_diag_log *log);
void nvt_diag_log__replay(const struct nvt_diag_log *log, struct nvt_diags *d);
void nvt_diag_log__clear(struct nvt_diag_log *log);

/* The CPU time of the calling thread, in milliseconds (what a job spent). */
double nvt_thread_cpu_ms(void);

/* The number of online CPUs (at least 1). */
unsigned nvt_online_cpus(void);

/* GNU make jobserver client. */
struct nvt_jobserver;
/* Parse MAKEFLAGS (--jobserver-auth=fifo:PATH, --jobserver-auth=R,W or
 * the older --jobserver-fds=R,W; the last one given wins, as in make) and
 * open it. NULL when there is none, or when its descriptors are not open
 * pipes (make closes them for recipes it does not know to be recursive:
 * then we simply run without). */
struct nvt_jobserver *nvt_jobserver_open(const char *makeflags);
/* Take one token, waiting at most timeout_ms (0 = do not wait). Returns 1
 * and the token byte, 0 when none came in time, -1 when the jobserver is
 * gone (every writer closed, or an error). */
int nvt_jobserver_acquire(struct nvt_jobserver *js, int timeout_ms, unsigned char *token);
/* Give a token back (always do: make counts them). */
void nvt_jobserver_release(struct nvt_jobserver *js, unsigned char token);
void nvt_jobserver_close(struct nvt_jobserver *js);

#endif
