/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Internal pieces of the codegen driver (codegen.c): target handling
 * (target.c) and the parallel runner with its GNU make jobserver client
 * (parallel.c).
 */
#ifndef NVT_CODEGEN_DRIVER_H
#define NVT_CODEGEN_DRIVER_H

#include <nvvmtools/arch.h>
#include "support/llvm.h"

/* --- target.c ------------------------------------------------------------- */

/* Whether LLVM 22 has a "+ptxNN" feature for version `v` (3.2 ... 9.0, not
 * every minor exists: 4.4, 6.6, 7.9, 8.9 ... do not). */
bool nvt_ptx_version_known(unsigned v);

/* Why a PTX version is needed, for messages. */
struct nvt_ptx_need {
	unsigned version;
	const char *why; /* "the arch sm_90", "full debug sections (-g)", ... */
	char buf[320];
	/* The newest version every construct allows (0 = no limit) and what
	 * sets it ("intrinsic 'llvm.nvvm.vote.all'"). */
	unsigned cap;
	char cap_why[320];
	/* Something needs a version nobody can name (an instruction in inline
	 * asm that the PTX table does not know): without --ptx-version the
	 * newest version --max-ptx-version, the cap and LLVM allow is chosen;
	 * newest_why names it ("inline asm 'foo.b32' in function 'k' ..."). */
	bool newest;
	char newest_why[320];
};

/* Choose the PTX version for `arch`: the highest of the arch's minimum,
 * `module_min` (what nvt_cg_requirements said, with debug folded in by the
 * caller through `need`), validated against `requested` (0 = none) and
 * `max` (0 = none). Reports errors (rule "ptx-version") and returns 0 or
 * -EINVAL; *chosen is set on success. */
int nvt_choose_ptx_version(const struct nvt_arch *arch, const struct nvt_ptx_need *need,
			   unsigned requested, unsigned max, unsigned *chosen, const char *file,
			   struct nvt_diags *d);

/* Replace "target-cpu"/"target-features" on every function by `arch` and
 * "+ptxNN" so that passes reading per-function subtargets agree with the target
 * machine. */
void nvt_set_target_attrs(LLVMModuleRef m, const char *arch, unsigned ptx);

/* The distinct "target-cpu" value functions carry (the first one found,
 * malloc'ed), or NULL when none has one. */
char *nvt_module_target_cpu(LLVMModuleRef m);

/* Emit PTX for `m` (already prepared) with CPU `arch`, features +ptxNN and
 * codegen level 0..3. On success *ptx is malloc'ed, NUL-terminated. */
int nvt_emit_ptx(LLVMModuleRef m, const char *arch, unsigned ptx, int level, char **ptx_out,
		 size_t *len, const char *file, struct nvt_diags *d);

/* --- parallel.c ----------------------------------------------------------- */

typedef void (*nvt_job_fn)(void *ctx, size_t index);

/* Run fn(ctx, i) for i in 0..n-1 on up to `jobs` threads (0 = online CPUs;
 * the calling thread is one of them). With a jobserver in `makeflags`, the
 * first thread uses the slot make gave this process and every further one
 * runs only while it holds a token taken from make (returned when it
 * stops). Every index is run exactly once, in no particular order. */
void nvt_run_jobs(size_t n, unsigned jobs, const char *makeflags, nvt_job_fn fn, void *ctx);

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
