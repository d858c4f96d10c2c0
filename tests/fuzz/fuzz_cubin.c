/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ELF/cubin readers: the cubin probe and section walk the fatbin code
 * uses (fb_cubin_probe, fb_elf_sections), and the DWARF of a cubin read
 * with libelf (nvt_dwarf__from_elf) then decoded, printed, counted and
 * checked as `nvvm-dwarfdump` and `--verify` do.
 */
#include <nvvmtools/dwarf.h>

#include "fatbin/fatbin_internal.h"
#include "fuzz.h"

static int on_section(const struct fb_elf_section *s, void *ctx)
{
	size_t *sink = ctx;
	*sink += strlen(s->name) + s->type;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t sink = 0;
	struct nvt_diags *d = fuzz_diags(&sink);
	struct fb_cubin_info info;
	const char *why = NULL;

	if (!fb_cubin_probe(data, size, &info, &why))
		FUZZ_ASSERT(info.extent <= size && (!info.compat || info.compat >= data));
	(void)fb_elf_sections(data, size, on_section, &sink, &why);
	(void)fb_elf_machine(data, size);

	struct nvt_dwarf *dw = nvt_dwarf__from_elf(data, size, &(struct nvt_dwarf_opts){ .sz = sizeof(struct nvt_dwarf_opts), .name = "fuzz" }, d);
	if (dw) {
		NVT_OPTS(nvt_dwarf_dump_opts, o, .no_locations = false);
		NVT_OPTS(nvt_dwarf_stats, st, .var_dies = 0);
		char *out = NULL;
		size_t len = 0;

		if (!nvt_dwarf__dump(dw, &o, &out, &len))
			free(out);
		(void)nvt_dwarf__stats(dw, &st);
		(void)nvt_dwarf__verify(dw, d);
		nvt_dwarf__free(dw);
	}
	nvt_diags__free(d);
	return 0;
}
