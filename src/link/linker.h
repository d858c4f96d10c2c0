/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: link — nvvm-link: inputs, archives, lazy inputs (libdevice), symbol
 * resolution, metadata merge, internalize; may use: core, ptx, llvm, verify.
 *
 * nvvm-link internals, shared by the files of src/link/:
 *   linker.c      the public API and the order of the steps
 *   load.c        reading inputs into the shared context; per-input facts
 *   check.c       triple, data layout and !nvvmir.version checks
 *   archive.c     ar archives (GNU/BSD name tables) and member pulling
 *   lazy.c        lazy inputs (libdevice) and libdevice discovery
 *   symbols.c     symbol resolution, annotation conflicts, undefined symbols
 *   metadata.c    !nvvmir.version and !nvvm.annotations of the result
 *   internalize.c internalize + dead definition removal
 *
 * Every module lives in one LLVM context owned by the destination module,
 * because LLVMLinkModules2 moves between modules of one context only.
 */
#ifndef NVT_LINK_LINKER_H
#define NVT_LINK_LINKER_H

#include <nvvmtools/link.h>

#include "llvm/llvm.h"


/* An NVVM IR version: major.minor, and the debug metadata version when the
 * node had four operands. */
struct nvt_ir_version {
	bool present;     /* the module had a node */
	unsigned major, minor;
	bool has_debug;
	unsigned dmajor, dminor;
};

/* A sorted list of names (symbol sets of one input). */
struct nvt_names {
	char **v;
	size_t n, cap;
};
int names_add(struct nvt_names *s, const char *name);
void names_sort(struct nvt_names *s); /* sorts and removes duplicates */
bool names_has(const struct nvt_names *s, const char *name);
void names_free(struct nvt_names *s);

enum input_state {
	INPUT_LOADED,   /* loaded, not linked yet */
	INPUT_LINKED,   /* moved into the destination */
	INPUT_SKIPPED,  /* not needed (archive member, lazy input) */
	INPUT_BAD,      /* failed to load or broke a rule */
};

/* One module input: a file, an archive member or a lazy module. */
struct link_input {
	char *name;              /* "a.bc", "lib.a(m.bc)", "<stdin>" */
	struct nvt_blob *blob;   /* the bytes (lazy modules read them late) */
	unsigned flags;          /* NVT_LINK_* */
	bool is_member;
	bool load_lazy;          /* read without materializing (archive members) */
	bool probed;             /* read in a child already (opts.isolate) */
	bool prescanned;         /* a child read these bytes, or the input LLVM wrote them from: no byte scans */
	enum input_state state;
	struct nvt_module *mod;  /* while loaded */
	/* facts gathered when loaded, kept after the module is gone */
	int ptr_bits;            /* 32 or 64 (from the triple) */
	char *triple, *datalayout;
	struct nvt_ir_version version;
	unsigned version_nodes;  /* operands of !nvvmir.version */
	bool has_debug_cu;
	struct nvt_names defs;   /* externally visible definitions */
	struct nvt_names decls;  /* external declarations (references) */
	unsigned lazy_linked;    /* definitions linked from a lazy input */
};

struct archive_member {
	struct link_input *in;   /* NULL when the member is not IR */
	bool pulled;
};

struct link_archive {
	char *name;
	struct nvt_blob *blob;
	bool whole;
	struct archive_member *members;
	size_t n_members, cap_members;
};

struct sym_prop;
struct sym_entry;

/* The linked module's name until its first input names it, and when no
 * input has a name (doc/nvvm-link.md: "The linked module's name"). */
#define NVT_LINKED_MODULE_NAME "<linked>"

struct nvt_linker {
	struct nvt_linker_opts opts;
	char *nvvmir_version;    /* copy of opts.nvvmir_version */
	char *module_name;
	char *first_source;      /* source_filename of the first module linked */
	bool module_named;       /* opts.module_name was given */
	struct nvt_diags *diags;
	unsigned errors_before;  /* errors diags had when the linker was made */
	struct nvt_module *dest; /* owns the shared context */
	bool finalized;
	bool stdin_used;
	bool have_target;        /* dest has a triple/data layout */
	struct link_input *target_from; /* the input that gave it */

	struct link_input **inputs; /* in command-line order (modules and lazy) */
	size_t n_inputs, cap_inputs;
	struct link_archive **archives;
	size_t n_archives, cap_archives;
	/* the order of linking for non-lazy inputs: files in order; archives
	 * are resolved after them */
	struct nvt_names exports;
	struct nvt_names lazy_linked_names; /* made internal at the end */

	/* symbol table (symbols.c) */
	struct sym_entry **syms;
	size_t n_syms, cap_syms;  /* open addressing, cap is a power of 2 */

	struct nvt_link_stats stats;
	struct nvt_isolate *iso; /* the inputs' isolated reader (opts.isolate) */
};

/* load.c */
/* Load one module input (blob already set); gathers its facts and runs the
 * per-input checks. Returns 0 or -errno (input marked INPUT_BAD). */
int link_load_input(struct nvt_linker *l, struct link_input *in);
/* trusted.c */
bool link_is_known_libdevice(const struct nvt_blob *blob);
struct link_input *link_input_new(const char *name, const struct nvt_blob *blob, unsigned flags);
/* Takes `blob` (a file read by the linker itself: no copy); frees it on failure. */
struct link_input *link_input_adopt(const char *name, struct nvt_blob *blob, unsigned flags);
void link_input_free(struct link_input *in);
int link_add_input(struct nvt_linker *l, struct link_input *in);
/* Gather defs/decls of a loaded module (no materialization). */
int link_scan_symbols(struct link_input *in, LLVMModuleRef m);
/* The undefined external symbols of the destination, sorted. */
int link_dest_undefined(struct nvt_linker *l, struct nvt_names *out);
/* Move a loaded (checked) input into the destination. */
int link_move_into_dest(struct nvt_linker *l, struct link_input *in);
bool link_is_intrinsic_name(const char *name);
bool link_is_syscall_name(const char *name);

/* check.c */
int link_check_triple(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m);
int link_check_version(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m);
/* Compare an input's target (triple bits, data layout) with the destination's. */
int link_check_against_dest(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m);
/* Parse "X.Y" or "X.Y,DX.DY". */
int link_parse_version(const char *s, struct nvt_ir_version *v);

/* archive.c */
int link_add_archive(struct nvt_linker *l, const char *name, const struct nvt_blob *blob,
		     unsigned flags);
void link_archive_free(struct link_archive *a);
/* Walk the members of the ar archive at p: `fn` for each member that is
 * not a symbol or long-name table, with its name and data. Header errors
 * are reported naming `name` (-EINVAL); a non-archive is -EINVAL without a
 * report; fn's non-zero return ends the walk and is returned. */
typedef int (*link_ar_member_fn)(void *ctx, const char *mname, const unsigned char *data,
				 size_t size);
int link_archive_walk(const unsigned char *p, size_t size, const char *name,
		      struct nvt_diags *diags, link_ar_member_fn fn, void *ctx);
/* One pass over the archives: pull members that define an undefined
 * symbol. Returns the number pulled or -errno. */
int link_archives_pass(struct nvt_linker *l, const struct nvt_names *undef);

/* lazy.c */
int link_lazy_prepare(struct nvt_linker *l, struct link_input *in);
/* One pass over the lazy inputs; returns the number linked or -errno. */
int link_lazy_pass(struct nvt_linker *l, const struct nvt_names *undef);
int link_lazy_finish(struct nvt_linker *l);

/* symbols.c */
int link_symbols_add(struct nvt_linker *l, struct link_input *in, LLVMModuleRef m);
int link_symbols_check_undefined(struct nvt_linker *l);
int link_symbols_apply_props(struct nvt_linker *l);
void link_symbols_free(struct nvt_linker *l);
bool link_types_compatible(LLVMTypeRef a, LLVMTypeRef b, LLVMTargetDataRef td, bool decl_a,
			   bool decl_b);
char *link_type_str(LLVMTypeRef t);

/* metadata.c */
int link_metadata_finish(struct nvt_linker *l);

/* internalize.c */
int link_internalize(struct nvt_linker *l);
int link_remove_dead(struct nvt_linker *l);

/* linker.c */
LLVMModuleRef link_dest_module(struct nvt_linker *l);

/* Function and variable definitions in m. */
unsigned link_count_definitions(LLVMModuleRef m);

#endif
