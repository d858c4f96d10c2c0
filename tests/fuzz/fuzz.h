/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Shared by the fuzz targets (doc/fuzzing.md). Each target defines
 * LLVMFuzzerTestOneInput; it is linked either with libFuzzer (-DNVT_FUZZ=ON)
 * or with standalone_main.c, which replays a seed corpus in `make test`.
 */
#ifndef NVT_FUZZ_H
#define NVT_FUZZ_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/diag.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Diagnostics are formatted (the format paths run) but never printed:
 * a finding is a sanitizer report or a failed check, not a message. */
static void fuzz_diag_sink(const struct nvt_diag *d, void *ctx)
{
	size_t *n = ctx;
	*n += strlen(d->message) + (d->file ? strlen(d->file) : 0) +
	      (d->entity ? strlen(d->entity) : 0) + (d->rule ? strlen(d->rule) : 0);
}

static inline struct nvt_diags *fuzz_diags(size_t *sink)
{
	NVT_OPTS(nvt_diags_opts, o, .callback = fuzz_diag_sink, .ctx = sink);
	return nvt_diags__new(&o);
}

/* A NUL-terminated copy of the input (text readers that need one). */
static inline char *fuzz_cstr(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	if (!s)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/* A check that must hold whatever the input: abort, which libFuzzer and
 * the replay driver both report as a crash, after naming the check (a
 * finding's log then says which property failed). */
#define FUZZ_ASSERT(c)                                                                    \
	((c) ? (void)0                                                                    \
	     : (fprintf(stderr, "%s:%d: FUZZ_ASSERT failed: %s\n", __FILE__, __LINE__, #c), \
		abort()))
#endif
