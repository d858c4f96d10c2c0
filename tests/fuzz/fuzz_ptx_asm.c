/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The inline-asm PTX scanner (src/ptx/asm.c): statements, labels, guards,
 * scopes, comments and strings of an asm string, then what the string
 * needs on a few archs (the instruction table lookups), as the verifier
 * and nvvm-llc's PTX-version choice run it.
 */
#include <nvvmtools/arch.h>

#include "ptx/asm.h"
#include "fuzz.h"

struct scan {
	const char *text;
	size_t len, sink, n;
};

static int on_stmt(const struct nvt_ptx_stmt *s, void *ctx)
{
	struct scan *sc = ctx;

	/* Every slice the scanner hands out lies inside the text, but an
	 * opcode joined from parts ("prmt .b32"): that one is in the
	 * scanner's buffer, no longer than it, and every byte readable. */
	if (s->op >= sc->text && s->op < sc->text + sc->len) {
		FUZZ_ASSERT(s->op_len <= sc->len && (size_t)(s->op - sc->text) <= sc->len - s->op_len);
	} else {
		FUZZ_ASSERT(!s->directive && s->op_len <= NVT_PTX_OP_MAX);
		for (size_t i = 0; i < s->op_len; i++)
			sc->sink += (unsigned char)s->op[i];
	}
	if (s->operands)
		FUZZ_ASSERT(s->operands >= sc->text && s->operands_len <= sc->len &&
			    (size_t)(s->operands - sc->text) <= sc->len - s->operands_len);
	sc->sink += s->op_len + s->operands_len + s->directive + s->predicated;
	return ++sc->n > 100000; /* the stop path */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const archs[] = { "sm_75", "sm_90a", "sm_120" };
	struct scan sc = { .text = (const char *)data, .len = size };

	(void)nvt_ptx_asm__statements((const char *)data, size, on_stmt, &sc);
	for (size_t i = 0; i < sizeof(archs) / sizeof(archs[0]); i++) {
		const struct nvt_arch *a = nvt_arch_find(archs[i]);
		struct nvt_ptx_asm_need need;

		FUZZ_ASSERT(a);
		nvt_ptx_asm__needs((const char *)data, size, a, &need);
		FUZZ_ASSERT(memchr(need.min_insn, 0, sizeof(need.min_insn)) &&
			    memchr(need.unknown_insn, 0, sizeof(need.unknown_insn)) &&
			    memchr(need.bad_insn, 0, sizeof(need.bad_insn)) &&
			    memchr(need.bad_archs, 0, sizeof(need.bad_archs)) &&
			    memchr(need.max_insn, 0, sizeof(need.max_insn)));
	}
	return 0;
}
