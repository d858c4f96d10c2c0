/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The library's own reports through a caller's nvt_diags: the options
 * check that names the offending byte, and records with a hint. Linked
 * into both libraries like util.c, and built only on the exported
 * diagnostics API (diag.c), so that the LLVM library, which cannot reach
 * the core library's private functions, reports the same way.
 */
#include "core/internal.h"

bool nvt_opts_valid(const void *opts, size_t known_end, size_t user_size, const char *type,
		    struct nvt_diags *diags)
{
	size_t bad = 0;

	if (nvt_opts_known(opts, known_end, user_size, &bad))
		return true;
	if (!diags)
		return false;
	if (user_size < sizeof(size_t))
		nvt_error(diags, "options", NULL, type,
			  "%s: sz is %zu, less than the size of its sz field (declare it with "
			  "NVT_OPTS)", type, user_size);
	else
		nvt_error(diags, "options", NULL, type,
			  "%s: byte %zu of %zu is not zero, but this library (%s) knows the "
			  "struct only up to byte %zu: an option of a newer version, or "
			  "padding that was not zeroed (declare it with NVT_OPTS)",
			  type, bad, user_size, nvt_version(), known_end);
	return false;
}

/* A diagnostic with advice: the message says what is wrong, the hint what
 * an API caller can do about it (the tools print their own CLI advice in
 * its place, by rule: tools/toolcommon.c). */
enum nvt_severity nvt_report_hint(struct nvt_diags *d, enum nvt_severity sev, const char *rule,
				  const char *file, const char *entity, const char *hint,
				  const char *fmt, ...)
{
	struct nvt_strbuf sb = { 0 };
	struct nvt_diag diag = {
		.severity = sev, .rule = rule, .file = file, .entity = entity, .hint = hint,
	};
	enum nvt_severity ret;
	va_list ap;

	va_start(ap, fmt);
	if (nvt_strbuf_vprintf(&sb, fmt, ap))
		diag.message = "out of memory while formatting a diagnostic";
	else
		diag.message = sb.data ? sb.data : "";
	va_end(ap);
	ret = nvt_diags__report(d, &diag);
	nvt_strbuf_free(&sb);
	return ret;
}
