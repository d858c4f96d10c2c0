/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The intrinsic cases shared by the table probe (scripts/gen-intrinsics-table.sh
 * runs `nvt-intrinsic-sweep probe`) and the sweep test: every llvm.nvvm.*
 * intrinsic LLVM 22 knows, enumerated through the C API, each instantiated
 * with concrete overload types and wrapped in a minimal kernel.
 *
 * A kernel for case N is
 *     define ptx_kernel void @k_N(ptr addrspace(1) %in, ptr addrspace(1) %out)
 * every non-immarg argument is a volatile load from %in (so nothing folds),
 * every immarg argument a constant, and every result (each struct field) is
 * stored volatile to %out (so a pure intrinsic is not dropped before
 * instruction selection, which would hide a missing pattern).
 */
#ifndef NVT_SWEEP_CASES_H
#define NVT_SWEEP_CASES_H

#include <stdbool.h>
#include <stddef.h>

#include <llvm-c/Core.h>

struct icase {
	unsigned id;        /* LLVM intrinsic ID (valid for this LLVM build only) */
	char base[160];     /* llvm.nvvm.foo (the base name LLVM reports) */
	char key[300];      /* table key: base name, or the mangled name when overloaded */
	char types[48];     /* overload types ("f32,p0"), "" when not overloaded */
	const char *skip;   /* why this intrinsic has no case, or NULL */
};

/* Enumerate every llvm.nvvm.* intrinsic and its cases (one per overload
 * instantiation; one skipped entry per intrinsic that gets none). Returns
 * the number of entries in *out (malloc'ed), or -1. */
int cases_enumerate(struct icase **out);

/* Add kernel "k_<index>" calling the case's intrinsic to m. Returns 0, or -1
 * if the case cannot be built (message in *why, static). */
int cases_add_kernel(LLVMModuleRef m, const struct icase *c, unsigned index, const char **why);

/* "constant operands: arg 5, arg 6; arg 5 in [0, 4)" for the case's
 * declaration (immarg parameters and their range() attributes), or "". */
int cases_immarg_note(const struct icase *c, char *buf, size_t size);

/* Index of a kernel name "k_N", or -1. */
int cases_kernel_index(const char *name, size_t len);

#endif
