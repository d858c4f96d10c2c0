/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Internal pieces of the codegen driver (codegen.c): target handling
 * (target.c) and the partitioned emission (partition.c). The thread runner
 * with its GNU make jobserver client is src/llvm/jobs.c.
 */
#ifndef NVT_CODEGEN_DRIVER_H
#define NVT_CODEGEN_DRIVER_H

#include <nvvmtools/arch.h>
#include "llvm/llvm.h"
#include "llvm/jobs.h"

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
 * `module_min` (what nvt_verify_requirements said, with debug folded in by the
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

/* Emit PTX for `m` (already prepared) with CPU `arch`, features +ptxNN and
 * codegen level 0..3. On success *ptx is malloc'ed, NUL-terminated. */
int nvt_emit_ptx(LLVMModuleRef m, const char *arch, unsigned ptx, int level, char **ptx_out,
		 size_t *len, const char *file, struct nvt_diags *d);

/* nvt_emit_ptx's two ways, for the test that they agree: streamed through
 * an anonymous file (returns 1 where the system has no memfd or /proc) and
 * through LLVM's memory buffer. -EINVAL with *msg set when LLVM fails. */
int nvt_emit_ptx_streamed(LLVMTargetMachineRef tm, LLVMModuleRef m, char **ptx_out, size_t *len,
			  char **msg);
/* Freed memory back to the system (glibc's malloc_trim) after work that
 * made a PTX of `ptx_len` bytes, when that is big (64 MiB or more). */
void nvt_cg_trim_heap(size_t ptx_len);
int nvt_emit_ptx_in_memory(LLVMTargetMachineRef tm, LLVMModuleRef m, char **ptx_out, size_t *len,
			   char **msg);

/* --- partition.c ------------------------------------------------------------ */

/* What emitting one arch's PTX needs. */
struct nvt_cg_emit {
	const struct nvt_arch *arch;
	unsigned ptx_version;  /* the chosen one */
	int level;             /* codegen level 0..3 */
	unsigned parts;        /* 0 = by size, 1 = whole, N = at most N (nvt_codegen_opts) */
	unsigned jobs;         /* threads for the parts (nvt_run_jobs) */
	const char *makeflags;
	const char *file;
};

#define NVT_CG_STATS_PARTS 64
struct nvt_cg_emit_stats {
	unsigned parts;
	double cpu_ms[NVT_CG_STATS_PARTS];   /* thread CPU time of each part */
	unsigned defs[NVT_CG_STATS_PARTS];   /* definitions in each part */
	unsigned long weight[NVT_CG_STATS_PARTS]; /* instructions in each part */
};

/* PTX for `m`, prepared for codegen (debug info stripped if parts may be
 * used), split into parts as partition.c explains: PTX, canonical variable
 * order, linkage check, per part, then joined. `m` is changed (it becomes
 * part 0). *ptx is malloc'ed; `st` (may be NULL) gets the parts' figures.
 * Reports into `d`; 0 or a negative errno. */
int nvt_cg_emit(LLVMModuleRef m, const struct nvt_cg_emit *e, char **ptx, size_t *len,
		struct nvt_cg_emit_stats *st, struct nvt_diags *d);

#endif
