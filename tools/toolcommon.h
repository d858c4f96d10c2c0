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
	struct nvt_diags *diags;
};

/* Handle the diagnostic flags every tool has: --diag-format=text|json,
 * --max-errors=N, -Werror, -w. Returns 1 if `arg` was one of them, 0 if
 * not, -1 on a bad value (a usage message was printed). */
int tool_diag_flag(struct tool *t, const char *arg);
/* Create t->diags printing to stderr in t->format. Exits 1 on failure. */
void tool_diags_init(struct tool *t);
/* Report a usage error ("NAME: error: MSG") with a hint and exit 2. */
void tool_usage_error(struct tool *t, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
/* Report an error through t->diags (so --diag-format applies). */
void tool_error(struct tool *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Free diags and return 1 if any error was reported, else 0; checks stdout. */
int tool_finish(struct tool *t);
/* The help text shared by every tool for the diagnostic flags. */
extern const char tool_diag_help[];
/* Parse a non-negative integer option value; -1 if not one. */
long tool_parse_uint(const char *s);

#endif
