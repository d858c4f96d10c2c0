/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Diagnostics: every error, warning and note the library produces is a
 * record (struct nvt_diag) handed to one callback owned by the caller.
 *
 * A struct nvt_diags collects them for one run: it counts errors and
 * warnings, applies -Werror (warnings become errors) and --max-errors
 * (after N errors further ones are counted but not delivered, and one note
 * says so), and forwards each record to the callback. Library code keeps
 * going after an error where it can, so that one run reports every problem.
 *
 * The text form is   FILE:LINE:COL: SEVERITY: MESSAGE [RULE]
 * (FILE, LINE, COL and RULE each omitted when unknown; with no file at all
 * the tool name stands in its place), followed by a line FILE: hint: HINT
 * when there is a hint; the JSON form one object a line:
 * {"severity":..,"rule":..,"file":..,"line":..,"column":..,"entity":..,"message":..,"hint":..}
 * with "line", "column" and "hint" present only when known.
 */
#ifndef NVVMTOOLS_DIAG_H
#define NVVMTOOLS_DIAG_H

#include <nvvmtools/common.h>
#include <stdarg.h>

#ifdef __cplusplus
extern "C" {
#endif

enum nvt_severity {
	NVT_NOTE = 0,
	NVT_WARNING = 1,
	NVT_ERROR = 2,
};

/* One diagnostic. Strings are owned by the reporter and valid only during
 * the callback; copy what you keep. */
struct nvt_diag {
	enum nvt_severity severity;
	const char *rule;    /* stable rule name, e.g. "linkage-extern-weak"; may be NULL */
	const char *file;    /* input file ("<stdin>" for -); may be NULL */
	unsigned line;       /* 1-based; 0 = unknown */
	unsigned column;     /* 1-based; 0 = unknown */
	const char *entity;  /* symbol, function, section... the message is about; may be NULL */
	const char *message; /* lowercase, no trailing period; names the entity */
	/* Advice on what to do about it, in the API's terms (an options
	 * field, a function), or NULL; tools print their own command-line
	 * advice in its place. */
	const char *hint;
};

typedef void (*nvt_diag_fn)(const struct nvt_diag *diag, void *ctx);

struct nvt_diags_opts {
	size_t sz;
	nvt_diag_fn callback; /* NULL: records are only counted */
	void *ctx;            /* passed to callback */
	unsigned max_errors;  /* 0 = no limit */
	bool werror;          /* warnings are reported as errors */
	bool no_warnings;     /* warnings are dropped (-w) */
};
#define nvt_diags_opts__last_field no_warnings

struct nvt_diags;

NVT_API struct nvt_diags *nvt_diags__new(const struct nvt_diags_opts *opts);
NVT_API void nvt_diags__free(struct nvt_diags *diags);

/* Report one record (severity adjusted by werror/no_warnings). NULL diags
 * is allowed and drops the record. Returns the severity it was given. */
NVT_API enum nvt_severity nvt_diags__report(struct nvt_diags *diags, const struct nvt_diag *diag);

/* printf-style convenience over nvt_diags__report(). */
NVT_API enum nvt_severity nvt_diags__reportf(struct nvt_diags *diags, enum nvt_severity sev,
					     const char *rule, const char *file, unsigned line,
					     unsigned column, const char *entity, const char *fmt, ...)
	__attribute__((format(printf, 8, 9)));
NVT_API enum nvt_severity nvt_diags__vreportf(struct nvt_diags *diags, enum nvt_severity sev,
					      const char *rule, const char *file, unsigned line,
					      unsigned column, const char *entity, const char *fmt,
					      va_list ap);

NVT_API unsigned nvt_diags__error_count(const struct nvt_diags *diags);
NVT_API unsigned nvt_diags__warning_count(const struct nvt_diags *diags);
/* True once max_errors errors were reported: callers may stop early. */
NVT_API bool nvt_diags__limit_reached(const struct nvt_diags *diags);

enum nvt_diag_format {
	NVT_DIAG_TEXT = 0,
	NVT_DIAG_JSON = 1,
};

/* Format one record into buf (snprintf semantics: returns the length the
 * full text needs, without the NUL; no trailing newline). `tool` stands in
 * for the location when the record has no file. */
NVT_API int nvt_diag__format(const struct nvt_diag *diag, enum nvt_diag_format fmt,
			     const char *tool, char *buf, size_t size);

NVT_API const char *nvt_severity_name(enum nvt_severity sev);

/* The registry of rules: every rule name a diagnostic of the library or the
 * tools can carry, of every part, each listed in doc/diagnostics.md. The
 * verifier's rules have more details in nvt_verify_rule_* (verify.h). */
struct nvt_rule {
	const char *name;            /* as in struct nvt_diag's rule */
	const char *part;            /* "common", "io", "frontend", "link", "opt", "codegen",
	                                "dwarf", "fatbin" or "verify" */
	enum nvt_severity severity;  /* what it is reported with by default */
	const char *summary;         /* one line: what breaks the rule */
};

NVT_API size_t nvt_rule_count(void);
/* NULL past the end. */
NVT_API const struct nvt_rule *nvt_rule_at(size_t index);
/* NULL if no rule has that name. */
NVT_API const struct nvt_rule *nvt_rule_find(const char *name);

#ifdef __cplusplus
}
#endif
#endif
