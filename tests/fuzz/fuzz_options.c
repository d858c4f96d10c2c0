/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The option-value parsers the tools call on their command lines: numbers
 * (tool_parse_uint: -j, --max-errors, --max-input-size), arch names
 * (--arch, fatpack's arch labels), PTX versions (--ptx-version) and the
 * `.version`/`.target` header scan of PTX given to fatpack. The input is
 * split at NUL bytes into several values.
 */
#include <nvvmtools/arch.h>
#include <nvvmtools/fatbin.h>

#include "fatbin/fatbin_internal.h"
#include "toolcommon.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = fuzz_cstr(data, size);
	const char *why = NULL;
	unsigned major = 0, minor = 0, v = 0, sm = 0;
	char target[32], variant = 0;

	for (const char *p = s; p <= s + size; p += strlen(p) + 1) {
		const struct nvt_arch *a = nvt_arch_find(p);
		if (a)
			FUZZ_ASSERT(a->name && a->sm);
		(void)tool_parse_uint(p);
		(void)nvt_ptx_version_parse(p, &v);
		(void)fb_arch_parse(p, &sm, &variant);
	}
	if (!nvt_ptx_header_parse(data, size, &major, &minor, target, sizeof(target), &why))
		FUZZ_ASSERT(memchr(target, 0, sizeof(target)));
	free(s);
	return 0;
}
