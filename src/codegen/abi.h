/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Private declarations shared by the NVVM ABI files of src/codegen
 * (abi_input.c, abi_lower.c, abi_ptx.c) and their unit tests. The driver
 * only sees cg.h; nothing here is exported from the library.
 */
#ifndef NVT_CODEGEN_ABI_H
#define NVT_CODEGEN_ABI_H

#include <stdbool.h>
#include <stddef.h>

/* --- the PTX linkage directives of the NVVM IR spec §15.1 ----------------- */
enum nvt_ptx_link {
	NVT_PTX_LINK_NONE = 0, /* no directive: private/internal */
	NVT_PTX_LINK_VISIBLE,
	NVT_PTX_LINK_EXTERN,
	NVT_PTX_LINK_WEAK,
	NVT_PTX_LINK_COMMON,
	NVT_PTX_LINK_UNSUPPORTED, /* a linkage the spec does not support */
};

/* What a top-level PTX declaration declares. */
enum nvt_ptx_kind {
	NVT_PTX_FUNC = 0, /* .func */
	NVT_PTX_ENTRY,    /* .entry (kernel) */
	NVT_PTX_VAR,      /* a variable in a state space */
};

/* The state space of a variable (functions: NVT_PTX_SPACE_NONE). */
enum nvt_ptx_space {
	NVT_PTX_SPACE_NONE = 0,
	NVT_PTX_SPACE_GLOBAL,
	NVT_PTX_SPACE_SHARED,
	NVT_PTX_SPACE_CONST,
	NVT_PTX_SPACE_LOCAL,
	NVT_PTX_SPACE_OTHER, /* .tex and other legacy spaces */
};

/* One declaration or definition found at the top level of a PTX text.
 * `name` points into the text (not NUL-terminated: use name_len). */
struct nvt_ptx_sym {
	enum nvt_ptx_kind kind;
	enum nvt_ptx_space space;
	enum nvt_ptx_link link;
	bool definition; /* functions: has a body; variables: always true
			    unless .extern */
	const char *name;
	size_t name_len;
	unsigned line; /* 1-based line of the declaration in the PTX */
};

/* Parse every top-level symbol declaration of `ptx` (comments, strings,
 * function bodies, initializers and .section blocks are skipped; `.alias`
 * lines declare nothing new). On success *syms is a malloc'ed array of
 * *count records (NULL when 0). Returns 0, -ENOMEM, or -EINVAL when the text
 * ends inside a comment, string or brace block (then *syms holds what was
 * parsed before, which the caller frees). */
int nvt_ptx_parse_symbols(const char *ptx, size_t len, struct nvt_ptx_sym **syms, size_t *count);

/* "" for none, ".visible", ".extern", ".weak", ".common". */
const char *nvt_ptx_link_name(enum nvt_ptx_link link);
/* ".global", ".shared", ... ("" for none). */
const char *nvt_ptx_space_name(enum nvt_ptx_space space);

/* The name LLVM 22's NVPTX backend gives a symbol with local linkage:
 * every '.' and '@' becomes "_$_" (NVPTXAssignValidGlobalNames). Returns a
 * malloc'ed string, or NULL on allocation failure. */
char *nvt_ptx_clean_name(const char *name, size_t len);

/* The directive the NVVM IR spec §15.1 prescribes for an LLVM linkage
 * (LLVMLinkage value), for a definition or a declaration, in `space`
 * (variables; NVT_PTX_SPACE_NONE for functions). */
enum nvt_ptx_link nvt_ptx_expected_link(int llvm_linkage, bool definition,
					enum nvt_ptx_space space);

#endif
