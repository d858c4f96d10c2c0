/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The PTX DWARF section reader (src/dwarf/ptx_sections.c: `.section
 * .debug_*` blocks, .b8/.b16/.b32/.b64 data, label and symbol operands,
 * label definitions), the PTX symbol scan, and what nvvm-dwarfdump and
 * nvvm-llc do with the result: decode, dump, verify, and the address-class
 * fix with its re-encoding and rewrite of the sections (forced, so that the
 * writer runs on every input that decodes).
 */
/* the decoded-section accessors: experimental, test-only exports (common.h) */
#define NVT_EXPERIMENTAL
#include <errno.h>

#include <nvvmtools/dwarf.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t sink = 0;
	struct nvt_diags *d = fuzz_diags(&sink);
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx((const char *)data, size, &(struct nvt_dwarf_opts){ .sz = sizeof(struct nvt_dwarf_opts), .name = "fuzz.ptx" }, d);

	if (dw) {
		NVT_OPTS(nvt_dwarf_dump_opts, o, .no_locations = false);
		NVT_OPTS(nvt_dwarf_stats, st, .var_dies = 0);
		char *out = NULL;
		size_t len = 0;

		for (size_t i = 0; i < nvt_dwarf__section_count(dw); i++) {
			struct nvt_dwarf_ref ref;
			size_t off;
			for (size_t j = 0; j < nvt_dwarf__ref_count(dw, i); j++)
				FUZZ_ASSERT(!nvt_dwarf__ref(dw, i, j, &ref));
			for (size_t j = 0; j < nvt_dwarf__label_count(dw, i); j++)
				FUZZ_ASSERT(nvt_dwarf__label(dw, i, j, &off));
		}
		if (!nvt_dwarf__dump(dw, &o, &out, &len)) {
			FUZZ_ASSERT(strlen(out) == len);
			free(out);
		}
		(void)nvt_dwarf__stats(dw, &st);
		(void)nvt_dwarf__verify(dw, d);
		nvt_dwarf__free(dw);

		/* The fix works on a malloc'd copy it may replace. */
		NVT_OPTS(nvt_dwarf_fix_opts, fo, .force_rewrite = true, .name = "fuzz.ptx");
		char *ptx = fuzz_cstr(data, size);
		size_t ptx_len = size, changed = 0;
		int err = nvt_dwarf__fix_ptx(&ptx, &ptx_len, &fo, &changed, d);
		/* made in place (address_class.c splice): a whole, terminated
		 * text, or on -ENOMEM possibly none */
		FUZZ_ASSERT(err ? (err == -ENOMEM || (ptx && ptx_len == size))
				: (ptx && ptx[ptx_len] == '\0'));
		free(ptx);
	}
	nvt_diags__free(d);
	return 0;
}
