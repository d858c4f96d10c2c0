/* SPDX-License-Identifier: Apache-2.0 */
/* Private helpers linked into both libraries: options validation, strings. */
#include <stdio.h>
#include <stdlib.h>

#include "support/internal.h"

bool nvt_opts_valid(const void *opts, size_t known_size, size_t user_size, const char *type)
{
	const unsigned char *p = opts;

	(void)type;
	if (user_size < sizeof(size_t))
		return false;
	for (size_t i = known_size; i < user_size; i++)
		if (p[i])
			return false;
	return true;
}

int nvt_strbuf_reserve(struct nvt_strbuf *sb, size_t extra)
{
	size_t need = sb->len + extra + 1;
	char *p;

	if (need <= sb->cap)
		return 0;
	size_t cap = sb->cap ? sb->cap : 256;
	while (cap < need)
		cap *= 2;
	p = realloc(sb->data, cap);
	if (!p)
		return -ENOMEM;
	sb->data = p;
	sb->cap = cap;
	return 0;
}

int nvt_strbuf_append(struct nvt_strbuf *sb, const void *data, size_t len)
{
	if (nvt_strbuf_reserve(sb, len))
		return -ENOMEM;
	if (len)
		memcpy(sb->data + sb->len, data, len);
	sb->len += len;
	sb->data[sb->len] = '\0';
	return 0;
}

int nvt_strbuf_puts(struct nvt_strbuf *sb, const char *s)
{
	return nvt_strbuf_append(sb, s, strlen(s));
}

int nvt_strbuf_vprintf(struct nvt_strbuf *sb, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return -EINVAL;
	if (nvt_strbuf_reserve(sb, (size_t)n))
		return -ENOMEM;
	vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
	return 0;
}

int nvt_strbuf_printf(struct nvt_strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = nvt_strbuf_vprintf(sb, fmt, ap);
	va_end(ap);
	return err;
}

char *nvt_strbuf_detach(struct nvt_strbuf *sb, size_t *len)
{
	char *p;

	if (nvt_strbuf_reserve(sb, 0))
		return NULL;
	p = sb->data;
	if (len)
		*len = sb->len;
	sb->data = NULL;
	sb->len = sb->cap = 0;
	return p;
}

void nvt_strbuf_free(struct nvt_strbuf *sb)
{
	free(sb->data);
	sb->data = NULL;
	sb->len = sb->cap = 0;
}

char *nvt_strdup(const char *s)
{
	return s ? strdup(s) : NULL;
}

char *nvt_strndup(const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (!p)
		return NULL;
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *nvt_asprintf(const char *fmt, ...)
{
	struct nvt_strbuf sb = { 0 };
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = nvt_strbuf_vprintf(&sb, fmt, ap);
	va_end(ap);
	if (err) {
		nvt_strbuf_free(&sb);
		return NULL;
	}
	return nvt_strbuf_detach(&sb, NULL);
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
