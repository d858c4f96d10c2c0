/* SPDX-License-Identifier: Apache-2.0 */
/* A minimal unit-test harness: CHECK* macros count failures; main returns
 * TEST_DONE(): 0 if all passed, 1 otherwise, and prints "N passed, N failed". */
#ifndef NVT_TEST_H
#define NVT_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/diag.h>

static int test_passed, test_failed;

#define CHECK(cond)                                                                   \
	do {                                                                          \
		if (cond) {                                                           \
			test_passed++;                                                \
		} else {                                                              \
			test_failed++;                                                \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
		}                                                                     \
	} while (0)

#define CHECK_INT(a, b)                                                               \
	do {                                                                          \
		long long _a = (long long)(a), _b = (long long)(b);                   \
		if (_a == _b) {                                                       \
			test_passed++;                                                \
		} else {                                                              \
			test_failed++;                                                \
			fprintf(stderr, "%s:%d: CHECK_INT failed: %s == %lld, expected %s == %lld\n", \
				__FILE__, __LINE__, #a, _a, #b, _b);                  \
		}                                                                     \
	} while (0)

#define CHECK_STR(a, b)                                                               \
	do {                                                                          \
		const char *_a = (a), *_b = (b);                                      \
		if (_a && _b && !strcmp(_a, _b)) {                                    \
			test_passed++;                                                \
		} else {                                                              \
			test_failed++;                                                \
			fprintf(stderr, "%s:%d: CHECK_STR failed: %s == \"%s\", expected \"%s\"\n", \
				__FILE__, __LINE__, #a, _a ? _a : "(null)", _b ? _b : "(null)"); \
		}                                                                     \
	} while (0)

#define TEST_DONE()                                                                   \
	(printf("%d passed, %d failed\n", test_passed, test_failed), test_failed ? 1 : 0)

/* Records diagnostics for inspection. */
struct test_diag_log {
	int count;
	char text[64][512];
	int severity[64];
};

static inline void test_diag_cb(const struct nvt_diag *d, void *ctx)
{
	struct test_diag_log *l = ctx;
	if (l->count < 64) {
		nvt_diag__format(d, NVT_DIAG_TEXT, "test", l->text[l->count], sizeof(l->text[0]));
		l->severity[l->count] = d->severity;
	}
	l->count++;
}

static inline int test_log_has(const struct test_diag_log *l, const char *needle)
{
	for (int i = 0; i < l->count && i < 64; i++)
		if (strstr(l->text[i], needle))
			return 1;
	return 0;
}

#endif
