/* SPDX-License-Identifier: Apache-2.0 */
/* Private helpers shared by every part of the library. */
#ifndef NVT_SUPPORT_INTERNAL_H
#define NVT_SUPPORT_INTERNAL_H

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Options-struct handling (libbpf's OPTS_VALID/OPTS_GET): a caller built
 * against a newer header may pass a bigger struct; that is fine as long as
 * the fields we do not know are zero. */
bool nvt_opts_valid(const void *opts, size_t known_size, size_t user_size, const char *type);
/* The known size is sizeof(struct type), not the end of its last field:
 * callers fill options with designated initializers, which leave trailing
 * padding unspecified, so only bytes past the whole struct we know are
 * checked (they are fields of a newer header). type##__last_field is kept
 * as documentation of where each struct ends and must name a real field. */
#define OPTS_VALID(opts, type)                                                              \
	((void)sizeof(((struct type *)0)->type##__last_field),                              \
	 !(opts) || nvt_opts_valid((opts), sizeof(struct type), (opts)->sz, #type))
#define OPTS_HAS(opts, field)                                                               \
	((opts) && (opts)->sz >= offsetof(__typeof__(*(opts)), field) + sizeof((opts)->field))
#define OPTS_GET(opts, field, fallback) (OPTS_HAS(opts, field) ? (opts)->field : (fallback))

/* Growable byte buffer. All functions return 0 or -ENOMEM. */
struct nvt_strbuf {
	char *data;
	size_t len;
	size_t cap;
};
int nvt_strbuf_reserve(struct nvt_strbuf *sb, size_t extra);
int nvt_strbuf_append(struct nvt_strbuf *sb, const void *data, size_t len);
int nvt_strbuf_puts(struct nvt_strbuf *sb, const char *s);
int nvt_strbuf_printf(struct nvt_strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int nvt_strbuf_vprintf(struct nvt_strbuf *sb, const char *fmt, va_list ap);
/* Hand the NUL-terminated contents over to the caller (free() them). */
char *nvt_strbuf_detach(struct nvt_strbuf *sb, size_t *len);
void nvt_strbuf_free(struct nvt_strbuf *sb);

/* A private temporary directory (flat) for nvt_output__remove_temporaries
 * to remove on a signal: register before mkdtemp, unregister before the
 * path is freed. Returns a slot or -1 (table full: not removed). */
int nvt_tmp_dir_register(const char *path);
void nvt_tmp_dir_unregister(int slot);

char *nvt_strdup(const char *s);
char *nvt_strndup(const char *s, size_t n);
char *nvt_asprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Shorthands for reporting; all return the (possibly adjusted) severity. */
#define nvt_error(d, rule, file, entity, ...) \
	nvt_diags__reportf((d), NVT_ERROR, (rule), (file), 0, 0, (entity), __VA_ARGS__)
#define nvt_warn(d, rule, file, entity, ...) \
	nvt_diags__reportf((d), NVT_WARNING, (rule), (file), 0, 0, (entity), __VA_ARGS__)
#define nvt_note(d, rule, file, entity, ...) \
	nvt_diags__reportf((d), NVT_NOTE, (rule), (file), 0, 0, (entity), __VA_ARGS__)
/* A record with a hint (struct nvt_diag.hint): advice in the API's terms,
 * never a command-line option. */
enum nvt_severity nvt_report_hint(struct nvt_diags *d, enum nvt_severity sev, const char *rule,
				  const char *file, const char *entity, const char *hint,
				  const char *fmt, ...) __attribute__((format(printf, 7, 8)));

#endif
