/* SPDX-License-Identifier: Apache-2.0 */
/* LLVM IR text parsed into a module, for the unit tests that build their
 * inputs from IR strings. Needs the LLVM headers: tests/unit/test_*.c
 * other than test_core_*. */
#ifndef NVT_TEST_PARSE_IR_H
#define NVT_TEST_PARSE_IR_H

#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

/* The module of `ir` in ctx (its buffer named "t.ll"), or NULL with LLVM's
 * message on stderr. */
static inline LLVMModuleRef test_parse_ir(LLVMContextRef ctx, const char *ir)
{
	LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, strlen(ir), "t.ll");
	LLVMModuleRef m = NULL;
	char *msg = NULL;

	if (LLVMParseIRInContext(ctx, mb, &m, &msg)) {
		fprintf(stderr, "parse: %s\n", msg);
		LLVMDisposeMessage(msg);
		return NULL;
	}
	return m;
}

#endif
