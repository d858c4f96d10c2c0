/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Writes the debug sections of a PTX file in the input layout of the
 * "dwarf" fuzz target (fuzz_dwarf.c): three 16-bit lengths, .debug_abbrev,
 * .debug_str, .debug_loc, then .debug_info. Made the seeds of
 * tests/fuzz/dwarf/ from nvvm-llc -g and nvcc -G output. Built as
 * fuzz-mkseed-dwarf; usage: fuzz-mkseed-dwarf IN.ptx OUT
 */
/* the decoded-section accessors: experimental, test-only exports (common.h) */
#define NVT_EXPERIMENTAL
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/dwarf.h>

static const uint8_t *sect(const struct nvt_dwarf *dw, const char *name, size_t *n)
{
	for (size_t i = 0; i < nvt_dwarf__section_count(dw); i++) {
		const uint8_t *p;
		if (!strcmp(nvt_dwarf__section(dw, i, &p, n), name))
			return p;
	}
	*n = 0;
	return NULL;
}

int main(int argc, char **argv)
{
	static const char *const names[] = { ".debug_abbrev", ".debug_str", ".debug_loc",
					     ".debug_info" };
	static char buf[1 << 22];
	FILE *f;
	size_t len;

	if (argc != 3 || !(f = fopen(argv[1], "rb")))
		return 2;
	len = fread(buf, 1, sizeof(buf), f);
	fclose(f);
	struct nvt_dwarf *dw = nvt_dwarf__from_ptx(buf, len, &(struct nvt_dwarf_opts){ .sz = sizeof(struct nvt_dwarf_opts), .name = argv[1] }, NULL);
	if (!dw || !(f = fopen(argv[2], "wb")))
		return 1;
	for (int i = 0; i < 3; i++) {
		size_t n;
		sect(dw, names[i], &n);
		if (n > 0xffff)
			return 1;
		fputc((int)(n & 0xff), f);
		fputc((int)(n >> 8), f);
	}
	for (int i = 0; i < 4; i++) {
		size_t n;
		const uint8_t *p = sect(dw, names[i], &n);
		if (n)
			fwrite(p, 1, n, f);
	}
	nvt_dwarf__free(dw);
	return fclose(f) ? 1 : 0;
}
