/* SPDX-License-Identifier: Apache-2.0 */
/* The diagnostics engine, record formatting, version and error names. */
#include <stdio.h>
#include <stdlib.h>

#include "core/internal.h"
#include <nvvmtools/diag.h>

NVT_API const char *nvt_version(void)
{
	return NVT_VERSION;
}

NVT_API const char *nvt_strerror(int err)
{
	switch (err < 0 ? -err : err) {
	case 0: return "success";
	case EINVAL: return "invalid input";
	case ENOMEM: return "out of memory";
	case EIO: return "input/output error";
	case ENOENT: return "no such file or directory";
	case EEXIST: return "file exists";
	case ENOTSUP: return "not supported";
	case E2BIG: return "too large";
	case ERANGE: return "out of range";
	case ECANCELED: return "stopped after too many errors";
	case ENOEXEC: return "tool failed";
	default: return strerror(err < 0 ? -err : err);
	}
}


struct nvt_diags {
	nvt_diag_fn callback;
	void *ctx;
	unsigned max_errors;
	bool werror;
	bool no_warnings;
	unsigned errors;
	unsigned warnings;
	bool limit_noted;
};

NVT_API struct nvt_diags *nvt_diags__new(const struct nvt_diags_opts *opts)
{
	struct nvt_diags *d;

	if (!OPTS_VALID(opts, nvt_diags_opts))
		return errno = EINVAL, NULL;
	d = calloc(1, sizeof(*d));
	if (!d)
		return errno = ENOMEM, NULL;
	d->callback = OPTS_GET(opts, callback, NULL);
	d->ctx = OPTS_GET(opts, ctx, NULL);
	d->max_errors = OPTS_GET(opts, max_errors, 0);
	d->werror = OPTS_GET(opts, werror, false);
	d->no_warnings = OPTS_GET(opts, no_warnings, false);
	return d;
}

NVT_API void nvt_diags__free(struct nvt_diags *d)
{
	free(d);
}

NVT_API enum nvt_severity nvt_diags__report(struct nvt_diags *d, const struct nvt_diag *diag)
{
	struct nvt_diag copy = *diag;

	if (!d)
		return diag->severity;
	if (copy.severity == NVT_WARNING) {
		if (d->werror)
			copy.severity = NVT_ERROR;
		else if (d->no_warnings)
			return NVT_NOTE;
	}
	if (copy.severity == NVT_ERROR) {
		d->errors++;
		if (d->max_errors && d->errors > d->max_errors) {
			if (!d->limit_noted && d->callback) {
				char msg[96];
				struct nvt_diag note = { .severity = NVT_NOTE, .rule = "max-errors" };

				snprintf(msg, sizeof(msg),
					 "too many errors (limit %u): further errors are not shown",
					 d->max_errors);
				note.message = msg;
				d->callback(&note, d->ctx);
			}
			d->limit_noted = true;
			return copy.severity;
		}
	} else if (copy.severity == NVT_WARNING) {
		d->warnings++;
	}
	if (d->callback)
		d->callback(&copy, d->ctx);
	return copy.severity;
}

NVT_API enum nvt_severity nvt_diags__vreportf(struct nvt_diags *d, enum nvt_severity sev,
					      const char *rule, const char *file, unsigned line,
					      unsigned column, const char *entity, const char *fmt,
					      va_list ap)
{
	struct nvt_strbuf sb = { 0 };
	struct nvt_diag diag = {
		.severity = sev, .rule = rule, .file = file, .line = line,
		.column = column, .entity = entity,
	};
	enum nvt_severity ret;

	if (nvt_strbuf_vprintf(&sb, fmt, ap))
		diag.message = "out of memory while formatting a diagnostic";
	else
		diag.message = sb.data ? sb.data : "";
	ret = nvt_diags__report(d, &diag);
	nvt_strbuf_free(&sb);
	return ret;
}

NVT_API enum nvt_severity nvt_diags__reportf(struct nvt_diags *d, enum nvt_severity sev,
					     const char *rule, const char *file, unsigned line,
					     unsigned column, const char *entity, const char *fmt, ...)
{
	va_list ap;
	enum nvt_severity ret;

	va_start(ap, fmt);
	ret = nvt_diags__vreportf(d, sev, rule, file, line, column, entity, fmt, ap);
	va_end(ap);
	return ret;
}

NVT_API unsigned nvt_diags__error_count(const struct nvt_diags *d)
{
	return d ? d->errors : 0;
}

NVT_API unsigned nvt_diags__warning_count(const struct nvt_diags *d)
{
	return d ? d->warnings : 0;
}

NVT_API bool nvt_diags__limit_reached(const struct nvt_diags *d)
{
	return d && d->max_errors && d->errors >= d->max_errors;
}

NVT_API const char *nvt_severity_name(enum nvt_severity sev)
{
	switch (sev) {
	case NVT_NOTE: return "note";
	case NVT_WARNING: return "warning";
	case NVT_ERROR: return "error";
	}
	return "unknown";
}

static void json_string(struct nvt_strbuf *sb, const char *key, const char *s)
{
	nvt_strbuf_printf(sb, ",\"%s\":", key);
	if (!s) {
		nvt_strbuf_puts(sb, "null");
		return;
	}
	nvt_strbuf_puts(sb, "\"");
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': nvt_strbuf_puts(sb, "\\\""); break;
		case '\\': nvt_strbuf_puts(sb, "\\\\"); break;
		case '\n': nvt_strbuf_puts(sb, "\\n"); break;
		case '\t': nvt_strbuf_puts(sb, "\\t"); break;
		case '\r': nvt_strbuf_puts(sb, "\\r"); break;
		default:
			if (*p < 0x20)
				nvt_strbuf_printf(sb, "\\u%04x", *p);
			else
				nvt_strbuf_append(sb, p, 1);
		}
	}
	nvt_strbuf_puts(sb, "\"");
}

NVT_API int nvt_diag__format(const struct nvt_diag *diag, enum nvt_diag_format fmt,
			     const char *tool, char *buf, size_t size)
{
	struct nvt_strbuf sb = { 0 };
	int n;

	if (fmt == NVT_DIAG_JSON) {
		nvt_strbuf_printf(&sb, "{\"severity\":\"%s\"", nvt_severity_name(diag->severity));
		json_string(&sb, "rule", diag->rule);
		json_string(&sb, "file", diag->file);
		/* Unknown is absent, not 0: a consumer cannot mistake it for a
		 * position (lines and columns are 1-based). */
		if (diag->line)
			nvt_strbuf_printf(&sb, ",\"line\":%u", diag->line);
		if (diag->line && diag->column)
			nvt_strbuf_printf(&sb, ",\"column\":%u", diag->column);
		json_string(&sb, "entity", diag->entity);
		json_string(&sb, "message", diag->message ? diag->message : "");
		if (diag->hint)
			json_string(&sb, "hint", diag->hint);
		nvt_strbuf_puts(&sb, "}");
	} else {
		const char *where = diag->file ? diag->file : tool ? tool : "nvvm-tools";

		nvt_strbuf_puts(&sb, where);
		if (diag->file && diag->line) {
			nvt_strbuf_printf(&sb, ":%u", diag->line);
			if (diag->column)
				nvt_strbuf_printf(&sb, ":%u", diag->column);
		}
		nvt_strbuf_printf(&sb, ": %s: %s", nvt_severity_name(diag->severity),
				  diag->message ? diag->message : "");
		if (diag->rule)
			nvt_strbuf_printf(&sb, " [%s]", diag->rule);
		if (diag->hint)
			nvt_strbuf_printf(&sb, "\n%s: hint: %s", where, diag->hint);
	}
	if (!sb.data)
		return -ENOMEM;
	n = (int)sb.len;
	if (buf && size) {
		size_t c = sb.len < size - 1 ? sb.len : size - 1;
		memcpy(buf, sb.data, c);
		buf[c] = '\0';
	}
	nvt_strbuf_free(&sb);
	return n;
}

/* ---- the rule registry (src/core/rules.def) ---- */

static const struct nvt_rule rules[] = {
#define NVT_RULE(id, name, part, sev, summary) { name, #part, NVT_##sev, summary },
#define NVT_VRULE(id, name, part, sev, summary, layer, dialects, spec) { name, #part, NVT_##sev, summary },
#include "core/rules.def"
#undef NVT_RULE
#undef NVT_VRULE
};

NVT_API size_t nvt_rule_count(void)
{
	return ARRAY_SIZE(rules);
}

NVT_API const struct nvt_rule *nvt_rule_at(size_t index)
{
	return index < ARRAY_SIZE(rules) ? &rules[index] : NULL;
}

NVT_API const struct nvt_rule *nvt_rule_find(const char *name)
{
	for (size_t i = 0; name && i < ARRAY_SIZE(rules); i++)
		if (!strcmp(rules[i].name, name))
			return &rules[i];
	return NULL;
}
