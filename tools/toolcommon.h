/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: tools — the thin mains: option tables, library calls, printing
 * diagnostics, signals, exits; may use: core, ptx, fatbin, dwarf, llvm,
 * verify, link, opt, codegen.
 *
 * What every tool main shares: the option table and its parser, --help,
 * diagnostic printing, common flags, exits.
 */
#ifndef NVT_TOOLCOMMON_H
#define NVT_TOOLCOMMON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include <nvvmtools/arch.h>
#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>

#define EXIT_ERROR 1
#define EXIT_USAGE 2

/* The option table (one per tool, or per fatpack command): every tool
 * parses its command line with tool_next() over such a table plus the
 * common options (diagnostics, input limits, --help, --version), and
 * prints --help from the same tables, so that what a tool accepts and what
 * its help says cannot drift apart. One syntax for every tool
 * (doc/tools.md):
 *   --name=VALUE or --name VALUE (an optional value only as --name=VALUE);
 *   -x VALUE or -xVALUE for the short options (-o, -j); -O2 attached only;
 *   comma lists where an option takes several values (--arch=sm_80,sm_90),
 *   and repeating the option adds to the list;
 *   an empty value (--arch=) is an error; '--' ends the options, '-' is stdin.
 * Options that nvcc or libNVVM spell with one dash (-arch, -ftz=1,
 * -lineinfo, -Werror) are accepted with one or two (TOOL_DASH1). */
enum tool_arg {
	TOOL_NO_ARG,  /* a switch */
	TOOL_REQ_ARG, /* --name=V, --name V, -xV, -x V */
	TOOL_OPT_ARG, /* --name or --name=V */
};

#define TOOL_DASH1 0x1    /* the long name also with one dash */
#define TOOL_ATTACHED 0x2 /* the short option's value is attached only (-O2) */
#define TOOL_SECTION 0x4  /* help only: a section title ("Output:") */
#define TOOL_HIDDEN 0x8   /* accepted, not shown by --help */

struct tool_opt {
	int id;            /* what tool_next returns for it (> 0) */
	const char *name;  /* long name without dashes, or NULL */
	char shrt;         /* short option letter, or 0 */
	enum tool_arg arg;
	unsigned flags;    /* TOOL_* */
	const char *meta;  /* the value in --help: "FILE", "ARCH[,ARCH...]" */
	const char *help;  /* lines separated by '\n'; for TOOL_SECTION the title */
	const char *spell; /* --help's left column when not made from the above
			    * ("-O0, -O1, -O2, -O3"); with no name and no
			    * short letter: a help-only line ("FILE.bc") */
	const struct tool_opt *include; /* this entry is that whole table */
};
/* An option (TOOL_OPT) or one with its own --help spelling (TOOL_OPT_SPELL). */
#define TOOL_OPT(id_, name_, shrt_, arg_, flags_, meta_, help_)                                  \
	{ .id = (id_), .name = (name_), .shrt = (shrt_), .arg = (arg_), .flags = (flags_),        \
	  .meta = (meta_), .help = (help_) }
#define TOOL_OPT_SPELL(id_, name_, shrt_, arg_, flags_, meta_, help_, spell_)                    \
	{ .id = (id_), .name = (name_), .shrt = (shrt_), .arg = (arg_), .flags = (flags_),        \
	  .meta = (meta_), .help = (help_), .spell = (spell_) }
#define TOOL_SECTION_TITLE(title) { .flags = TOOL_SECTION, .help = (title) }
#define TOOL_INCLUDE(table) { .include = (table) }
#define TOOL_OPT_END { 0 }

/* tool_next's answers besides an option's id. */
#define TOOL_END 0
#define TOOL_POSITIONAL (-1)

/* libNVVM's math options (-ftz=0|1, -prec-div=0|1, -prec-sqrt=0|1,
 * -fma=0|1), as nvvm-opt and nvvm-llc take them: TOOL_INCLUDE(tool_math_opts),
 * ids TOOL_ID_FTZ.. TOOL_ID_FMA; tool_math() stores one. */
enum { TOOL_ID_FTZ = 900, TOOL_ID_PREC_DIV, TOOL_ID_PREC_SQRT, TOOL_ID_FMA };
extern const struct tool_opt tool_math_opts[];

/* The CLI advice for the library's records of `rule` whose hint is `api`
 * (NULL: any): shown in place of the library's hint. */
struct tool_hint {
	const char *rule;
	const char *api;
	const char *hint;
};

struct tool {
	const char *name;    /* "nvvm-llc" */
	const char *command; /* fatpack's command, for messages; or NULL */
	/* --help: usage (the first lines), the tool's table, the common
	 * options and the option syntax, then the epilog ("Exit status: ..."). */
	const char *usage;
	const struct tool_opt *opts;
	const char *epilog;
	void (*help)(struct tool *t);    /* replaces the generated help (fatpack) */
	void (*version)(struct tool *t); /* --version */
	/* CLI advice for library diagnostics, by rule: printed in place of
	 * the library's hint, which speaks of API options. */
	const struct tool_hint *hints;

	enum nvt_diag_format format; /* --diag-format */
	unsigned max_errors;        /* --max-errors */
	bool werror;                /* -Werror */
	bool no_warnings;           /* -w */
	unsigned long long max_input_size; /* --max-input-size (0: the library's default) */
	bool no_isolate;            /* --no-isolate: LLVM reads IR in this process */
	unsigned reader_cpu_seconds; /* --reader-cpu-limit (0: the library's default) */
	unsigned long long reader_timeout_ms; /* --reader-timeout (0: the library's default) */
	struct nvt_diags *diags;
	/* Fingerprints of the LLVM messages printed (print_diag): an
	 * open-addressing set, 0 marks a free slot. */
	uint64_t *llvm_seen;
	size_t n_llvm_seen, cap_llvm_seen;
	/* Memory the tool's main owns (tool_alloc, tool_strdup): freed with
	 * diags on every way out (tool_finish, tool_exit, tool_usage_error),
	 * so that --help, usage errors and early exits leak nothing. */
	void **owned;
	size_t n_owned, cap_owned;

	/* tool_next's state */
	int argc, argi;
	char **argv;
	bool dashdash;
	const char *spelled; /* the option as written ("--arch", "-o") */
};

/* Start parsing argv[first..argc). Before anything else is looked at:
 * --help/-h and --version anywhere before '--' print and exit 0, and
 * --diag-format anywhere sets the format, so that every usage error after
 * this obeys it whatever the order of the options. */
void tool_begin(struct tool *t, int argc, char **argv, int first);
/* The next option: its id, with *value its value (NULL for a switch or an
 * absent optional value); TOOL_POSITIONAL with *value the argument ("-"
 * included, and everything after "--"); or TOOL_END. The common options
 * are handled here and not returned. An unknown option, a missing or empty
 * value, or a value given to a switch is a usage error. */
int tool_next(struct tool *t, const char **value);
/* How many arguments argv[i] spans as an option of `opts` or a common one:
 * 2 when its value is the next argument, 1 otherwise, 0 when it is no
 * known option. For finding fatpack's command among its options. */
int tool_opt_span(const struct tool_opt *opts, int argc, char **argv, int i);
/* One argument that is a common option other than --help/--version, its
 * value attached (--diag-format=json, -Werror, -w): applied, returns 1;
 * 0 when it is none. For a parser of its own (fatpack's fatbinary front
 * end, which keeps NVIDIA's syntax). */
int tool_common_flag(struct tool *t, const char *arg);
/* Print the generated help (see struct tool). */
void tool_print_help(struct tool *t);
/* Print the lines of one table, indented by `indent` more columns. */
void tool_print_opts(const struct tool_opt *opts, int indent);
/* The common options' help and the option syntax. */
void tool_print_common_help(void);

/* Report a usage error (text: "NAME: error: MSG" and a "Try 'NAME --help'"
 * line; JSON under --diag-format=json: one object, rule "usage", with the
 * same advice as its "hint"), release what the tool owns and exit 2. */
void tool_usage_error(struct tool *t, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
/* The same with advice of the caller's (NULL: none) as the hint: a
 * "NAME: hint: HINT" line before the "Try" line, and JSON's "hint". */
void tool_usage_error_hint(struct tool *t, const char *hint, const char *fmt, ...)
	__attribute__((format(printf, 3, 4), noreturn));
/* Create t->diags printing to stderr in t->format. Exits 1 (through
 * tool_exit) on failure. */
void tool_diags_init(struct tool *t);
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
/* Parse a non-negative integer option value; -1 if not one. */
long tool_parse_uint(const char *s);
/* The value of option `what` ("-j", "--partitions") as a number from lo to
 * hi, or a usage error saying so ("-j needs a number of jobs from 1 to
 * 1024, got 'x'"; `unit` is the "of jobs " part, NULL for none). */
unsigned tool_uint_arg(struct tool *t, const char *what, const char *unit, const char *v,
		       unsigned lo, unsigned hi);

/* --arch values: the one unknown-arch message of every tool. Returns the
 * arch, or reports the usage error "unknown arch 'X' in OPT (valid: ...)"
 * and exits 2. `opt` is the option as written. */
const struct nvt_arch *tool_arch(struct tool *t, const char *opt, const char *name);
void tool_unknown_arch(struct tool *t, const char *opt, const char *name) __attribute__((noreturn));
/* Split a comma list into a tool-owned array of its items (NULL after the
 * last, count in *n); an empty item ("sm_80,,sm_90") is a usage error. */
const char **tool_list(struct tool *t, const char *opt, const char *value, size_t *n);
/* The one INPUT of nvvm-opt and nvvm-llc: a second one is a usage error. */
void tool_single_input(struct tool *t, const char *value, const char **input);

/* Clock `id` (CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID...) in milliseconds,
 * for the tools' --time-report. */
double tool_clock_ms(clockid_t id);
/* A math option (ids TOOL_ID_FTZ..TOOL_ID_FMA; value 0 or 1, else a usage
 * error): *which = 0 (ftz), 1 (prec-div), 2 (prec-sqrt) or 3 (fma), *on its
 * value; false for any other id. */
bool tool_math(struct tool *t, int id, const char *value, int *which, bool *on);

/* --version of the tools over LLVM: the project version, LLVM's and how it
 * is linked, the NVVM IR versions read and the highest PTX ISA written (the
 * same lines in nvvm-link, nvvm-opt and nvvm-llc). The linkage is the
 * tool's own (CMake's NVT_STATIC_LLVM), so each tool passes it. */
#ifdef NVT_TOOL_LLVM_STATIC
#define TOOL_LLVM_LINKAGE "linked statically"
#else
#define TOOL_LLVM_LINKAGE "shared library"
#endif
void tool_print_llvm_version(const char *tool, const char *llvm_version, const char *linkage);

/* The CUDA toolkit for the tools: `cuda_path` (--cuda-path, or NULL), else
 * $CUDA_HOME, $CUDA_PATH, /usr/local/cuda, read here (the library reads no
 * environment) and searched by nvt_cuda_toolkit__find(). NULL after
 * reporting why (an explicit path that is not a toolkit, or none found,
 * followed by a note saying what to set). */
struct nvt_cuda_toolkit *tool_cuda_toolkit(struct tool *t, const char *cuda_path);
/* $TMPDIR for the library's temporary directories (NULL: the default). */
const char *tool_tmp_dir(void);

#endif
