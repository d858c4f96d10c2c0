/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The `ar` reader of nvvm-link (src/link/archive.c): GNU and BSD member
 * names, the long-name table, symbol tables, sizes and padding. Members
 * are handed to a callback that checks they lie inside the input; handing
 * them to LLVM's bitcode reader (which nvvm-link does next) would fuzz
 * LLVM, not us.
 */
#include "link/linker.h"
#include "fuzz.h"

struct walk {
	const uint8_t *data;
	size_t size, sink;
};

static int on_member(void *ctx, const char *mname, const unsigned char *p, size_t n)
{
	struct walk *w = ctx;

	FUZZ_ASSERT(p >= w->data && n <= w->size && (size_t)(p - w->data) <= w->size - n);
	w->sink += strlen(mname) + n;
	/* What add_member does next (without LLVM): tell the member's kind. */
	(void)nvt_input_kind_detect(p, n);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct walk w = { .data = data, .size = size };
	struct nvt_diags *d = fuzz_diags(&w.sink);

	(void)link_archive_walk(data, size, "fuzz.a", d, on_member, &w);
	nvt_diags__free(d);
	return 0;
}
