/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: core — the LLVM-free ground floor: strings and growable arrays
 * (util.c), diagnostics and the rule registry (diag.c, rules.def), the
 * library's own reports over them (report.c), inputs and atomic outputs
 * (io.c), the arch table (arch.c), the CUDA toolkit search (cuda.c); may
 * use: nothing.
 *
 * Private helpers shared by every part of the library.
 */
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
 * the fields we do not know are zero. "Known" ends at the end of the last
 * field (type##__last_field), not at sizeof(struct type): the trailing
 * padding of an old struct is where a newer header puts its next field, so
 * checking only from sizeof would let an old library silently ignore a
 * field set by a newer caller. NVT_OPTS (common.h) zeroes the padding, so
 * a correctly declared struct always passes. A non-zero unknown byte, or a
 * size smaller than sizeof(size_t), is -EINVAL with an `options` error
 * naming the struct and the byte when `diags` is not NULL. */
bool nvt_opts_valid(const void *opts, size_t known_end, size_t user_size, const char *type,
		    struct nvt_diags *diags); /* report.c */
/* The same check without a report (util.c): false when the size is below
 * sizeof(size_t), or with *bad (may be NULL) the first non-zero unknown
 * byte. */
bool nvt_opts_known(const void *opts, size_t known_end, size_t user_size, size_t *bad);
#define nvt_offsetofend(TYPE, FIELD) (offsetof(TYPE, FIELD) + sizeof(((TYPE *)0)->FIELD))
#define OPTS_VALID_DIAG(opts, type, diags)                                                  \
	(!(opts) || nvt_opts_valid((opts), nvt_offsetofend(struct type, type##__last_field), \
				   (opts)->sz, #type, (diags)))
#define OPTS_VALID(opts, type)                                                              \
	(!(opts) || nvt_opts_known((opts), nvt_offsetofend(struct type, type##__last_field), \
				   (opts)->sz, NULL))
/* Result structs (nvt_link_stats, nvt_dwarf_stats) also start with sz: the
 * library copies the `known` bytes it has into `*user` up to user->sz (the
 * sz field itself kept) and zeroes the rest, so that a caller built against
 * a newer header reads 0 for fields this library does not know. Returns
 * -EINVAL when the caller's sz is below sizeof(size_t). */
int nvt_result_fill(void *user, const void *known, size_t known_size);
#define OPTS_HAS(opts, field)                                                               \
	((opts) && (opts)->sz >= offsetof(__typeof__(*(opts)), field) + sizeof((opts)->field))
#define OPTS_GET(opts, field, fallback) (OPTS_HAS(opts, field) ? (opts)->field : (fallback))

/* Growable arrays: the one way the code base grows an array. Makes room
 * for `need` elements of `elem` bytes in the array *arrp (a pointer to the
 * array pointer, of any type) whose capacity *cap counts elements: the
 * capacity at least doubles (from 16), so n pushes cost O(n). Sizes are
 * overflow-checked: a need whose bytes do not fit in size_t is -ENOMEM, as
 * is an allocation failure; either way the array and *cap are unchanged.
 * New elements are not initialized. */
int nvt_grow_array(void *arrp, size_t *cap, size_t need, size_t elem);
/* nvt_grow(arr, cap, need): arr an lvalue pointer, cap an lvalue size_t. */
#define nvt_grow(arr, cap, need) nvt_grow_array(&(arr), &(cap), (need), sizeof(*(arr)))
/* nvt_push_slot(arr, n, cap): the address of a new last element (n is
 * incremented), or NULL on -ENOMEM with nothing changed. */
#define nvt_push_slot(arr, n, cap) (nvt_grow((arr), (cap), (n) + 1) ? NULL : &(arr)[(n)++])

/* A sorted index of the names of an array's elements, for lookups in
 * O(log n) where a linear strcmp scan made the -g fixer quadratic (a CUTLASS
 * module at -O0 -g has tens of thousands of symbols). Built once over
 * `n` elements of `stride` bytes whose `char *` name lies at `name_off`;
 * equal names keep their array order. The names are borrowed, not copied:
 * the array must outlive the index and not move. */
struct nvt_name_ent {
	const char *name;
	size_t idx;
};
struct nvt_name_index {
	struct nvt_name_ent *e;
	size_t n;
};
int nvt_name_index_build(struct nvt_name_index *ix, const void *base, size_t n, size_t stride,
			 size_t name_off);
/* The elements named `name`, in array order: the first entry, *count of them
 * (NULL and 0 when there is none). */
const struct nvt_name_ent *nvt_name_index_find(const struct nvt_name_index *ix, const char *name,
					       size_t *count);
void nvt_name_index_free(struct nvt_name_index *ix);

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

/* A private temporary directory (flat) for nvt_output_remove_temporaries
 * to remove on a signal: register before mkdtemp, unregister before the
 * path is freed. Returns a slot or -1 (table full: not removed). */
int nvt_tmp_dir_register(const char *path);
void nvt_tmp_dir_unregister(int slot);

/* Writes all `size` bytes to fd, retrying after EINTR and short writes:
 * 0, or -errno of the failed write (-EIO if it wrote nothing). Only
 * write(2): async-signal-safe, for the fatal-error and crash handlers. */
int nvt_write_full(int fd, const void *data, size_t size);
/* End the process by `sig` with its default action (the status, and the core
 * dump where the default makes one, a waiting parent or shell expects):
 * the action reset, the signal unblocked (it is blocked while its own
 * handler runs), raised. Async-signal-safe: for signal handlers. */
_Noreturn void nvt_die_of_signal(int sig);

/* FNV-1a, 64-bit, over n bytes, continuing from h (NVT_FNV1A_INIT to
 * start): stable ids (fatpack's default module id) and fingerprints. */
#define NVT_FNV1A_INIT 0xcbf29ce484222325ull
uint64_t nvt_fnv1a(uint64_t h, const void *p, size_t n);

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
 * never a command-line option (report.c). */
enum nvt_severity nvt_report_hint(struct nvt_diags *d, enum nvt_severity sev, const char *rule,
				  const char *file, const char *entity, const char *hint,
				  const char *fmt, ...) __attribute__((format(printf, 7, 8)));

#endif
