/* SPDX-License-Identifier: Apache-2.0 */
/* The private growable-array, string-buffer and name-index helpers
 * (src/core/util.c). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/internal.h"
#include "test.h"

struct pair {
	int a;
	double b;
};

static void test_grow(void)
{
	struct pair *v = NULL;
	size_t n = 0, cap = 0;

	/* nothing needed: nothing allocated */
	CHECK_INT(nvt_grow(v, cap, 0), 0);
	CHECK(v == NULL);
	CHECK_INT(cap, 0);
	/* many pushes keep every element and grow geometrically */
	size_t reallocs = 0, last_cap = 0;
	for (int i = 0; i < 10000; i++) {
		struct pair *p = nvt_push_slot(v, n, cap);
		CHECK(p != NULL);
		if (!p)
			break;
		p->a = i;
		p->b = i * 0.5;
		if (cap != last_cap) {
			reallocs++;
			last_cap = cap;
		}
	}
	CHECK_INT(n, 10000);
	CHECK(cap >= n);
	CHECK(reallocs <= 11); /* 16, 32, ... 16384 */
	int ok = 1;
	for (size_t i = 0; i < n; i++)
		ok &= v[i].a == (int)i && v[i].b == (double)i * 0.5;
	CHECK(ok);
	/* a need within the capacity changes nothing */
	struct pair *before = v;
	size_t cap_before = cap;
	CHECK_INT(nvt_grow(v, cap, cap), 0);
	CHECK(v == before);
	CHECK_INT(cap, cap_before);
	/* a need whose size overflows size_t is -ENOMEM, the array intact */
	CHECK_INT(nvt_grow(v, cap, SIZE_MAX / sizeof(*v) + 1), -ENOMEM);
	CHECK_INT(nvt_grow(v, cap, SIZE_MAX), -ENOMEM);
	CHECK(v == before);
	CHECK_INT(cap, cap_before);
	CHECK_INT(v[9999].a, 9999);
	free(v);

	/* a jump past the doubling gets exactly enough at least */
	unsigned char *b = NULL;
	size_t bcap = 0;
	CHECK_INT(nvt_grow(b, bcap, 1000), 0);
	CHECK(bcap >= 1000);
	b[999] = 1;
	free(b);
}

static void test_strbuf(void)
{
	struct nvt_strbuf sb = { 0 };

	CHECK_INT(nvt_strbuf_puts(&sb, "abc"), 0);
	CHECK_INT(nvt_strbuf_printf(&sb, "-%d", 42), 0);
	CHECK_STR(sb.data, "abc-42");
	CHECK(sb.cap >= 256);
	for (int i = 0; i < 1000; i++)
		CHECK_INT(nvt_strbuf_append(&sb, "x", 1), 0);
	CHECK_INT(sb.len, 1006);
	CHECK_INT(sb.data[sb.len], 0);
	/* the reserve whose length overflows is refused, the buffer intact */
	CHECK_INT(nvt_strbuf_reserve(&sb, SIZE_MAX - 3), -ENOMEM);
	CHECK_INT(nvt_strbuf_reserve(&sb, SIZE_MAX), -ENOMEM);
	CHECK_INT(sb.len, 1006);
	size_t len;
	char *s = nvt_strbuf_detach(&sb, &len);
	CHECK_INT(len, 1006);
	CHECK(s && !strncmp(s, "abc-42xx", 8));
	CHECK(sb.data == NULL && sb.cap == 0);
	free(s);

	/* printf formats into the room the buffer has and again only when the
	 * text does not fit: every length around the room, the text whole and
	 * terminated, nothing past it changed */
	for (size_t fill = 240; fill <= 256; fill++) {
		struct nvt_strbuf p = { 0 };
		char want[600];

		CHECK_INT(nvt_strbuf_reserve(&p, 0), 0);
		size_t cap = p.cap; /* 256 */
		for (size_t i = 0; i < fill; i++)
			nvt_strbuf_append(&p, "a", 1);
		CHECK_INT(nvt_strbuf_printf(&p, "%s-%zu", "0123456789", fill), 0);
		memset(want, 'a', fill);
		snprintf(want + fill, sizeof(want) - fill, "0123456789-%zu", fill);
		CHECK_STR(p.data, want);
		CHECK_INT(p.len, strlen(want));
		CHECK(p.len + 1 <= cap ? p.cap == cap : p.cap > p.len);
		nvt_strbuf_free(&p);
	}
}

static void test_write_full(void)
{
	int fds[2];
	char big[200000], back[sizeof(big)];
	size_t got = 0;

	for (size_t i = 0; i < sizeof(big); i++)
		big[i] = (char)(i * 7);
	CHECK_INT(pipe(fds), 0);
	/* more than a pipe holds: the writer is a child, the parent reads */
	pid_t pid = fork();
	if (pid == 0) {
		close(fds[0]);
		_exit(nvt_write_full(fds[1], big, sizeof(big)) == 0 ? 0 : 1);
	}
	close(fds[1]);
	while (got < sizeof(back)) {
		ssize_t n = read(fds[0], back + got, sizeof(back) - got);
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fds[0]);
	int status = -1;
	waitpid(pid, &status, 0);
	CHECK_INT(status, 0);
	CHECK_INT(got, sizeof(big));
	CHECK(!memcmp(big, back, sizeof(big)));
	/* a bad descriptor is its -errno */
	CHECK_INT(nvt_write_full(-1, "x", 1), -EBADF);
	CHECK_INT(nvt_write_full(-1, "", 0), 0);
}

struct named {
	int pad;
	char *name;
};

static void test_name_index(void)
{
	static char b[] = "b", a1[] = "a", c[] = "c", a2[] = "a", a3[] = "a";
	struct named v[] = { { 0, b }, { 1, a1 }, { 2, c }, { 3, a2 }, { 4, a3 } };
	struct nvt_name_index ix;
	const struct nvt_name_ent *e;
	size_t n = 99;

	CHECK_INT(nvt_name_index_build(&ix, v, 5, sizeof(v[0]), offsetof(struct named, name)), 0);
	/* equal names: every one, in array order */
	e = nvt_name_index_find(&ix, "a", &n);
	CHECK(e != NULL);
	CHECK_INT(n, 3);
	CHECK_INT(e[0].idx, 1);
	CHECK_INT(e[1].idx, 3);
	CHECK_INT(e[2].idx, 4);
	e = nvt_name_index_find(&ix, "c", &n);
	CHECK(e && n == 1 && e->idx == 2);
	/* absent names, below, between and above the others */
	CHECK(nvt_name_index_find(&ix, "", &n) == NULL && n == 0);
	CHECK(nvt_name_index_find(&ix, "ab", &n) == NULL && n == 0);
	CHECK(nvt_name_index_find(&ix, "d", &n) == NULL && n == 0);
	nvt_name_index_free(&ix);
	CHECK(ix.e == NULL && ix.n == 0);
	/* an empty array: no allocation, nothing found */
	CHECK_INT(nvt_name_index_build(&ix, NULL, 0, sizeof(v[0]), offsetof(struct named, name)), 0);
	CHECK(nvt_name_index_find(&ix, "a", &n) == NULL && n == 0);
	nvt_name_index_free(&ix);

	/* many names: each found at its own index */
	enum { N = 5000 };
	struct named *w = calloc(N, sizeof(*w));
	char (*names)[16] = calloc(N, sizeof(*names));
	CHECK(w && names);
	for (int i = 0; i < N; i++) {
		snprintf(names[i], sizeof(names[i]), "f%d", (i * 7919) % N);
		w[i].name = names[i];
	}
	CHECK_INT(nvt_name_index_build(&ix, w, N, sizeof(*w), offsetof(struct named, name)), 0);
	for (int i = 0; i < N; i++) {
		e = nvt_name_index_find(&ix, names[i], &n);
		CHECK(e && n == 1 && e->idx == (size_t)i);
	}
	nvt_name_index_free(&ix);
	free(w);
	free(names);
}

int main(void)
{
	test_grow();
	test_write_full();
	test_strbuf();
	test_name_index();
	return TEST_DONE();
}
