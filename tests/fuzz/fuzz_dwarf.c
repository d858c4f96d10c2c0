/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The DWARF decoder (src/dwarf/dwarf_decode.c) and what runs on its
 * result (dump, location lists, stats, verify, re-encode), on raw section
 * bytes without the PTX text around them. Input layout: three 16-bit
 * little-endian lengths (of .debug_abbrev, .debug_str, .debug_loc), those
 * sections in that order, and .debug_info as the rest. tests/fuzz/
 * mkseed_dwarf.c writes real PTX debug sections in this layout.
 */
#include <nvvmtools/dwarf.h>

#include "dwarf/dwarf_internal.h"
#include "fuzz.h"

static void add(struct nvt_dwarf *dw, const char *name, const uint8_t *p, size_t n)
{
	struct dw_section *s = nvt_push_slot(dw->secs.s, dw->secs.n, dw->secs.cap);

	FUZZ_ASSERT(s);
	memset(s, 0, sizeof(*s));
	s->name = nvt_strdup(name);
	FUZZ_ASSERT(s->name && !nvt_dw_sec_put(s, p, n));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = { ".debug_abbrev", ".debug_str", ".debug_loc" };
	size_t sink = 0, off = 6;

	if (size < 6)
		return 0;
	struct nvt_diags *d = fuzz_diags(&sink);
	struct nvt_dwarf *dw = calloc(1, sizeof(*dw));
	FUZZ_ASSERT(dw);
	dw->file = nvt_strdup("fuzz");
	for (int i = 0; i < 3; i++) {
		size_t n = (size_t)data[2 * i] | (size_t)data[2 * i + 1] << 8;
		if (n > size - off)
			n = size - off;
		add(dw, names[i], data + off, n);
		off += n;
	}
	add(dw, ".debug_info", data + off, size - off);
	if (!nvt_dw_decode(dw, dw->file, d)) {
		NVT_OPTS(nvt_dwarf_dump_opts, o, .no_locations = false);
		NVT_OPTS(nvt_dwarf_stats, st, .var_dies = 0);
		char *out = NULL;
		size_t len = 0;

		if (!nvt_dwarf__dump(dw, &o, &out, &len))
			free(out);
		(void)nvt_dwarf__stats(dw, &st);
		(void)nvt_dwarf__verify(dw, d);
		(void)nvt_dw_encode(dw, dw->file, d);
	}
	nvt_dwarf__free(dw);
	nvt_diags__free(d);
	return 0;
}
