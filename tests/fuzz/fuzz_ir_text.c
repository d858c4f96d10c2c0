/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The scans nvt_module__load runs on LLVM IR text before LLVM parses it:
 * the !nvvm.annotations shape check (src/llvm/annotations.c's text
 * reader: metadata definitions, tuples, types, integer literals, escapes)
 * and the line pre-scans of src/llvm/module.c (named debug-call
 * results, module flags, value numbers). LLVM's parser itself is not run.
 */
#include <nvvmtools/io.h>

#include "llvm/llvm.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t sink = 0;
	struct nvt_diags *d = fuzz_diags(&sink);
	struct nvt_blob *b = nvt_blob__from_memory(data, size, "fuzz.ll", false);

	FUZZ_ASSERT(b);
	/* Bitcode goes to LLVM's reader inside nvt_annotations_check: only
	 * inputs that read as text are ours. */
	if (nvt_blob__kind(b) == NVT_INPUT_LLVM_TEXT) {
		(void)nvt_annotations_check(b, d);
		(void)nvt_llvm_text_prescan(b, d);
	}
	nvt_blob__free(b);
	nvt_diags__free(d);
	return 0;
}
