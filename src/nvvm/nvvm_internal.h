/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: nvvm — libnvvm-open: libNVVM's C interface (nvvm*) over the library;
 * may use: core, ptx, llvm, verify, link, opt, codegen, dwarf.
 *
 * libnvvm-open internals: the program object behind an nvvmProgram handle
 * and the three steps of a verify or compile (options, module preparation,
 * the pipeline). doc/libnvvm-open.md describes the behaviour.
 */
#ifndef NVT_NVVM_INTERNAL_H
#define NVT_NVVM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include <nvvmtools/codegen.h>
#include <nvvmtools/nvvm-open.h>

#include "core/internal.h"

/* One module added to a program: the bytes are the caller's, copied. */
struct nvvm_input {
	char *name; /* "<unnamed>" when the caller gave NULL */
	void *data;
	size_t size;
	bool lazy;
};

struct _nvvmProgram {
	struct nvvm_input *inputs;
	size_t n_inputs, cap_inputs;
	size_t n_eager;            /* inputs added by nvvmAddModuleToProgram */
	struct nvt_strbuf log;     /* of the last verify or compile */
	char *ptx;                 /* of the last successful compile, or NULL */
	size_t ptx_len;
	bool legacy_ir;            /* NVVM_OPEN_LEGACY_IR was set at creation */
};

/* The name of the environment variable that turns the compatibility mode
 * for libNVVM 11/12 front ends on ("1"), read by nvvmCreateProgram only. */
#define NVVM_OPEN_LEGACY_ENV "NVVM_OPEN_LEGACY_IR"

/* ---- options.c -------------------------------------------------------- */

struct nvvm_options {
	char arch[24];               /* "sm_75" */
	enum nvt_opt_level opt;      /* NVT_OPT_O0 .. NVT_OPT_O3 */
	bool debug;                  /* -g */
	enum nvt_flag ftz, prec_div, prec_sqrt, fma;
	int jump_table_density;      /* 0..101 */
	unsigned jobs;               /* -jobs= (ours): 0 = online CPUs */
};

/* Parse an option array as nvvmCompileProgram/nvvmVerifyProgram receive
 * it. Returns NVVM_SUCCESS or NVVM_ERROR_INVALID_OPTION (then a line
 * saying why is in log, except for the array-shape errors, which libNVVM
 * does not log either). */
nvvmResult nvvm_options_parse(int n, const char **opts, struct nvvm_options *out,
			      struct nvt_strbuf *log);

/* ---- pipeline.c ------------------------------------------------------- */

/* Link (and verify, or optimize and generate PTX) the program's modules.
 * The log has been cleared and the result freed by the caller. */
nvvmResult nvvm_run(struct _nvvmProgram *p, const struct nvvm_options *o, bool compile);

/* ---- input.c ---------------------------------------------------------- */

/* Read one module added with nvvmAddModuleToProgram: the !nvvmir.version
 * gate (libNVVM 13 takes major version 2 only; a module without one is
 * 1.0), in the legacy mode the upgrade of 1.x modules, and with
 * verify_arch ("sm_90") the NVVM verifier on the module alone. On success *data and *size are the bytes to
 * link: the input's own, or (upgraded) a malloc'ed bitcode buffer the
 * caller frees when *owned. Returns NVVM_SUCCESS,
 * NVVM_ERROR_IR_VERSION_MISMATCH (log says which module and version),
 * NVVM_ERROR_OUT_OF_MEMORY, or -1 when the module could not be read or
 * does not verify (diags have reported why). */
struct nvt_diags;
int nvvm_prepare_input(const struct nvvm_input *in, bool legacy, const char *verify_arch,
		       struct nvt_diags *diags, struct nvt_strbuf *log, const void **data,
		       size_t *size, bool *owned);

#endif
