/* SPDX-License-Identifier: Apache-2.0 */
/* Private helpers linked into both libraries: options checks, growable
 * arrays, name indexes, strings. Nothing here reports: report.c does, on
 * top of this file and the diagnostics engine. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/internal.h"

bool nvt_opts_known(const void *opts, size_t known_end, size_t user_size, size_t *bad)
{
	const unsigned char *p = opts;

	if (user_size < sizeof(size_t))
		return false;
	for (size_t i = known_end; i < user_size; i++) {
		if (p[i]) {
			if (bad)
				*bad = i;
			return false;
		}
	}
	return true;
}

int nvt_grow_array(void *arrp, size_t *cap, size_t need, size_t elem)
{
	size_t ncap;
	void *p, *np;

	if (need <= *cap)
		return 0;
	if (!elem || need > SIZE_MAX / elem)
		return -ENOMEM;
	ncap = *cap < 16 ? 16 : *cap;
	while (ncap < need)
		ncap = ncap > SIZE_MAX / 2 ? need : ncap * 2;
	if (ncap > SIZE_MAX / elem)
		ncap = need;
	/* arrp points to a pointer of some object type: copied as bytes, so
	 * the stores do not alias a void * object that is not there */
	memcpy(&p, arrp, sizeof(p));
	np = realloc(p, ncap * elem);
	if (!np)
		return -ENOMEM;
	memcpy(arrp, &np, sizeof(np));
	*cap = ncap;
	return 0;
}

static int cmp_name_ent(const void *a, const void *b)
{
	const struct nvt_name_ent *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

int nvt_name_index_build(struct nvt_name_index *ix, const void *base, size_t n, size_t stride,
			 size_t name_off)
{
	ix->e = NULL;
	ix->n = 0;
	if (!n)
		return 0;
	ix->e = calloc(n, sizeof(*ix->e));
	if (!ix->e)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++) {
		const char *name;
		memcpy(&name, (const char *)base + i * stride + name_off, sizeof(name));
		ix->e[i].name = name;
		ix->e[i].idx = i;
	}
	qsort(ix->e, n, sizeof(*ix->e), cmp_name_ent);
	ix->n = n;
	return 0;
}

const struct nvt_name_ent *nvt_name_index_find(const struct nvt_name_index *ix, const char *name,
					       size_t *count)
{
	size_t lo = 0, hi = ix->n, end;

	while (lo < hi) { /* first entry not below name */
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(ix->e[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (end = lo; end < ix->n && !strcmp(ix->e[end].name, name); end++)
		;
	*count = end - lo;
	return end > lo ? &ix->e[lo] : NULL;
}

void nvt_name_index_free(struct nvt_name_index *ix)
{
	free(ix->e);
	ix->e = NULL;
	ix->n = 0;
}

int nvt_result_fill(void *user, const void *known, size_t known_size)
{
	size_t sz = *(const size_t *)user;

	if (sz < sizeof(size_t))
		return -EINVAL;
	size_t n = sz < known_size ? sz : known_size;
	memcpy((char *)user + sizeof(size_t), (const char *)known + sizeof(size_t), n - sizeof(size_t));
	if (sz > n)
		memset((char *)user + n, 0, sz - n);
	return 0;
}

int nvt_strbuf_reserve(struct nvt_strbuf *sb, size_t extra)
{
	if (extra > SIZE_MAX - 1 - sb->len)
		return -ENOMEM;
	size_t need = sb->len + extra + 1;
	/* text buffers start at a line's worth rather than 16 bytes */
	return nvt_grow_array(&sb->data, &sb->cap, need < 256 ? 256 : need, 1);
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

	/* Into the room the buffer has, formatted again only when it did not
	 * fit: measuring first formatted every piece twice (glibc discards a
	 * measured text 64 bytes at a time). */
	size_t room = sb->cap > sb->len ? sb->cap - sb->len : 0;
	va_copy(aq, ap);
	n = vsnprintf(room ? sb->data + sb->len : NULL, room, fmt, aq);
	va_end(aq);
	if (n < 0) {
		if (room)
			sb->data[sb->len] = '\0';
		return -EINVAL;
	}
	if ((size_t)n >= room) {
		if (nvt_strbuf_reserve(sb, (size_t)n)) {
			if (room)
				sb->data[sb->len] = '\0';
			return -ENOMEM;
		}
		vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
	}
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

_Noreturn void nvt_die_of_signal(int sig)
{
	struct sigaction dfl;
	sigset_t set;

	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	pthread_sigmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig); /* not reached: the default action of each ends the process */
}

int nvt_write_full(int fd, const void *data, size_t size)
{
	const char *p = data;

	while (size) {
		ssize_t n = write(fd, p, size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return n < 0 ? -errno : -EIO;
		p += n;
		size -= (size_t)n;
	}
	return 0;
}

uint64_t nvt_fnv1a(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;

	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * 0x100000001b3ull;
	return h;
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
