/* SPDX-License-Identifier: Apache-2.0 */
/* What every tool main shares: diagnostic printing, common flags, exits. */
#ifndef NVT_TOOLCOMMON_H
#define NVT_TOOLCOMMON_H

#include <stdbool.h>
#include <stdio.h>

#include <nvvmtools/diag.h>

#define EXIT_ERROR 1
#define EXIT_USAGE 2

struct tool {
	const char *name;           /* "nvvm-llc" */
	enum nvt_diag_format format; /* --diag-format */
	unsigned max_errors;        /* --max-errors */
	bool werror;                /* -Werror */
	bool no_warnings;           /* -w */
	unsigned long long max_input_size; /* --max-input-size (0: the library's default) */
	bool no_isolate;            /* --no-isolate: LLVM reads IR in this process */
	struct nvt_diags *diags;
	/* Memory the tool's main owns (tool_alloc, tool_strdup): freed with
	 * diags on every way out (tool_finish, tool_exit, tool_usage_error),
	 * so that --help, usage errors and early exits leak nothing. */
	void **owned;
	size_t n_owned, cap_owned;
};

/* Handle the diagnostic flags every tool has: --diag-format=text|json,
 * --max-errors=N, -Werror, -w. Returns 1 if `arg` was one of them, 0 if
 * not, -1 on a bad value (a usage message was printed). */
int tool_diag_flag(struct tool *t, const char *arg);
/* Create t->diags printing to stderr in t->format. Exits 1 (through
 * tool_exit) on failure. */
void tool_diags_init(struct tool *t);
/* Report a usage error ("NAME: error: MSG") with a hint, release what the
 * tool owns and exit 2. */
void tool_usage_error(struct tool *t, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
/* Report an error through t->diags (so --diag-format applies). */
void tool_error(struct tool *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Return 1 if any error was reported, else 0; checks stdout; then
 * tool_release: owned memory must not be used after it. */
int tool_finish(struct tool *t);
/* Zeroed memory for n objects of `size` bytes, owned by the tool (freed
 * by tool_release); never NULL: exits 1 when out of memory. */
void *tool_alloc(struct tool *t, size_t n, size_t size);
/* A copy of s owned by the tool, as tool_alloc. */
char *tool_strdup(struct tool *t, const char *s);
/* Free everything the tool owns and t->diags. Idempotent. */
void tool_release(struct tool *t);
/* tool_release, then exit with rc: the way out of main before
 * tool_finish (--help, --version, early errors). */
void tool_exit(struct tool *t, int rc) __attribute__((noreturn));
/* The help text shared by every tool for the diagnostic flags. */
extern const char tool_diag_help[];
/* Parse a non-negative integer option value; -1 if not one. */
long tool_parse_uint(const char *s);

/* --version of the tools over LLVM: the project version, LLVM's, the NVVM
 * IR versions read and the highest PTX ISA written (the same lines in
 * nvvm-link, nvvm-opt and nvvm-llc). */
void tool_print_llvm_version(const char *tool, const char *llvm_version);

/* libNVVM's math options, as nvvm-opt and nvvm-llc take them: -ftz=0|1,
 * -prec-div=0|1, -prec-sqrt=0|1, -fma=0|1 (also spelled with two dashes).
 * Returns 1 when `arg` is one of them, with *which = 0 (ftz), 1 (prec-div),
 * 2 (prec-sqrt) or 3 (fma) and *on its value; a bad value is a usage error. */
int tool_math_flag(struct tool *t, const char *arg, int *which, bool *on);

/* The one positional INPUT of nvvm-opt and nvvm-llc: returns 1 when `arg`
 * is it ("-" for stdin, anything after "--", or any non-option), storing
 * it in *input, or is the "--" that ends the options; a second INPUT is a
 * usage error. Returns 0 for an option. */
int tool_single_input(struct tool *t, const char *arg, bool *dashdash, const char **input);

/* The CUDA toolkit for the tools: `cuda_path` (--cuda-path, or NULL), else
 * $CUDA_HOME, $CUDA_PATH, /usr/local/cuda, read here (the library reads no
 * environment) and searched by nvt_cuda_toolkit__find(). NULL after
 * reporting why (an explicit path that is not a toolkit, or none found,
 * followed by a note saying what to set). */
struct nvt_cuda_toolkit *tool_cuda_toolkit(struct tool *t, const char *cuda_path);
/* $TMPDIR for the library's temporary directories (NULL: the default). */
const char *tool_tmp_dir(void);

#endif
