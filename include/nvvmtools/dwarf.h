/* SPDX-License-Identifier: Apache-2.0 */
/*
 * PTX DWARF: read, check, fix and print the debug information of a PTX file
 * or of a cubin.
 *
 * A PTX producer writes DWARF 2 as byte directives (PTX ABI, chapter 5):
 *
 *     .section .debug_info
 *     {
 *     .b32 581                  // unit length
 *     .b8 2, 0                  // version
 *     .b32 .debug_abbrev        // symbolic: offset of a section
 *     .b64 $L__func_begin0      // symbolic: a label in the code
 *     .b32 $L__debug_loc0       // symbolic: a label inside another section
 *     .b32 $L__a-$L__b          // a label difference
 *     }
 *
 * nvt_dwarf__from_ptx() turns every `.section .debug_*` block into the
 * section's bytes plus a list of symbolic references (a "reference" is an
 * operand that names a symbol: its bytes are zero and the reference says
 * which symbol, which second symbol is subtracted, and which constant is
 * added), plus the labels defined inside the section. It then decodes the
 * abbreviations, the compile units, their DIEs and the location lists.
 * nvt_dwarf__from_elf() does the same from the .debug_* sections of a cubin
 * (ptxas -g output), taking symbolic references from .rela.debug_*.
 *
 * CUDA address classes (PTX ABI 5.2): every DW_TAG_variable and
 * DW_TAG_formal_parameter DIE that has a DW_AT_location carries
 * DW_AT_address_class, and the class matches the location:
 *   DW_OP_reg* / DW_OP_regx                    2 ADDR_reg_space
 *   DW_OP_addr of a .local symbol (the depot)  6 ADDR_local_space
 *   DW_OP_addr of a .param symbol              7 ADDR_param_space
 *   DW_OP_addr of a .global/.const/.shared     5 / 4 / 8
 *   DW_OP_addr of a .tex/.surf/.sampler symbol 10 / 9 / 11
 *   DW_OP_addr of a function                   1 ADDR_code_space
 *   DW_OP_addr of a symbol of unknown space    12 ADDR_generic_space
 *   DW_OP_fbreg                                6; DW_OP_breg*        12
 * A location list or a DW_OP_piece composite whose parts differ: the one
 * memory class among its parts when there is one (register parts describe
 * themselves through DW_OP_regx, the class is needed to pick the memory
 * segment of the others); 2 when no part is in memory; the first memory
 * part's class when parts are in different memory spaces (reported by
 * verify as a warning). doc/ptx-dwarf.md gives the reasons.
 *
 * All functions report through `diags` naming the file and the DIE, and
 * never print. Output is deterministic.
 */
#ifndef NVVMTOOLS_DWARF_H
#define NVVMTOOLS_DWARF_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CUDA address classes, the values of DW_AT_address_class (PTX ABI 5.2). */
enum nvt_addr_class {
	NVT_ADDR_NONE = 0, /* no class (the attribute is absent) */
	NVT_ADDR_CODE = 1,
	NVT_ADDR_REG = 2,
	NVT_ADDR_SREG = 3,
	NVT_ADDR_CONST = 4,
	NVT_ADDR_GLOBAL = 5,
	NVT_ADDR_LOCAL = 6,
	NVT_ADDR_PARAM = 7,
	NVT_ADDR_SHARED = 8,
	NVT_ADDR_SURF = 9,
	NVT_ADDR_TEX = 10,
	NVT_ADDR_TEX_SAMPLER = 11,
	NVT_ADDR_GENERIC = 12,
};
#define NVT_ADDR_CLASS_MAX 12

/* "ADDR_param_space" for 7, ...; NULL for a value outside 1..12. */
NVT_API const char *nvt_addr_class_name(unsigned cls);

/* The decoded debug sections of one PTX file or cubin. */
struct nvt_dwarf;

struct nvt_dwarf_opts {
	size_t sz;
	const char *name; /* the input's name in diagnostics; NULL: "<ptx>" / "<elf>" */
};
#define nvt_dwarf_opts__last_field name

/* Parse the `.section .debug_*` blocks of PTX text and decode them. A PTX
 * without debug sections gives an object with no sections (not an error).
 * Malformed directives or DWARF are errors naming the input (opts->name),
 * the line and the section; the result is then NULL with errno EINVAL. The
 * object keeps no pointer into `ptx`; it keeps the name for its methods. */
NVT_API struct nvt_dwarf *nvt_dwarf__from_ptx(const char *ptx, size_t len,
					      const struct nvt_dwarf_opts *opts,
					      struct nvt_diags *diags);
/* Read the .debug_* sections of an ELF file (a cubin) with libelf; the
 * symbolic references come from the matching .rela sections. */
NVT_API struct nvt_dwarf *nvt_dwarf__from_elf(const void *data, size_t size,
					      const struct nvt_dwarf_opts *opts,
					      struct nvt_diags *diags);
NVT_API void nvt_dwarf__free(struct nvt_dwarf *dw);


/* --- printing --------------------------------------------------------------- */
struct nvt_dwarf_dump_opts {
	size_t sz;
	bool no_locations;      /* do not expand location lists */
};
#define nvt_dwarf_dump_opts__last_field no_locations

/* The DIE tree as text, like `llvm-dwarfdump --debug-info`: one unit header
 * per compile unit, then each DIE as `0xOFFSET: DW_TAG_...` followed by its
 * attributes (`DW_AT_address_class (ADDR_param_space)`, locations as
 * DW_OP lists naming their symbols, location lists entry by entry).
 * *out is malloc'ed and NUL-terminated. */
NVT_API int nvt_dwarf__dump(const struct nvt_dwarf *dw, const struct nvt_dwarf_dump_opts *opts,
			    char **out, size_t *len);

/* --- address classes ------------------------------------------------------- */
/* A result struct: set sz (NVT_OPTS does) and the library fills the fields
 * it knows, zeroing the rest up to sz. */
struct nvt_dwarf_stats {
	size_t sz;
	size_t var_dies;      /* DW_TAG_variable + DW_TAG_formal_parameter DIEs */
	size_t located;       /* ... of them with DW_AT_location */
	size_t with_class;    /* located ones with DW_AT_address_class */
	size_t matching;      /* located ones whose class matches the location */
	size_t unlocated_with_class;       /* no location, but a class */
	size_t location_lists;              /* located through .debug_loc */
};
#define nvt_dwarf_stats__last_field location_lists

/* Returns 0, or -EINVAL (NULL argument, stats->sz below sizeof(size_t)). */
NVT_API int nvt_dwarf__stats(const struct nvt_dwarf *dw, struct nvt_dwarf_stats *stats);
/* Located variable/parameter DIEs whose DW_AT_address_class is `cls`
 * (0: without a class, or with a value above NVT_ADDR_CLASS_MAX); 0 for a
 * `cls` above NVT_ADDR_CLASS_MAX. (An accessor rather than an array in
 * struct nvt_dwarf_stats, whose size would change with the table.) */
NVT_API size_t nvt_dwarf__class_count(const struct nvt_dwarf *dw, unsigned cls);

/* Check the DWARF: first its structure, then the ABI rule on classes.
 *
 * Structure (errors "dwarf-abbrev", "dwarf-ref", "dwarf-line", "dwarf-loc",
 * "dwarf-info", each naming the section, the offset and the unit): every
 * abbreviation has a known form for each attribute, no code or attribute
 * twice; every DIE reference (DW_FORM_ref*, DW_AT_sibling) lands on a DIE
 * of its unit (DW_FORM_ref_addr: of .debug_info); DW_FORM_strp inside
 * .debug_str; DW_AT_stmt_list at a line table of .debug_line (a PTX file
 * has none: ptxas writes it); each line table's lengths within its
 * section, its file entries' directory indices within the directory table,
 * the file indices of its program (DW_LNS_set_file, and rows) within the
 * file table; DW_AT_decl_file/DW_AT_call_file within the unit's file table
 * (PTX: a `.file` directive); location lists inside .debug_loc, terminated,
 * their expressions (and DW_AT_location blocks) decodable.
 *
 * Classes: every located variable/parameter DIE has a class that matches
 * its location (rule "dwarf-address-class"; the message names the input,
 * the DIE offset, its name, both classes). One case is a warning unless
 * opts->strict: a location list in registers only without a class, which
 * NVVM writes (nvcc -G, in its PTX already; ptxas copies it into the cubin)
 * and NVIDIA's tools accept (rule "dwarf-address-class-loclist").
 *
 * A check function (common.h): returns 0 when everything held (warnings
 * allowed), -EINVAL when an error was reported or on a bad argument.
 * `report` (may be NULL; a result struct, set sz) receives what was checked. */
struct nvt_dwarf_verify_opts {
	size_t sz;
	/* PTX ABI 5.2 to the letter: a register-only location list without
	 * DW_AT_address_class is an error (for our own output) */
	bool strict;
};
#define nvt_dwarf_verify_opts__last_field strict

struct nvt_dwarf_verify_report {
	size_t sz;
	size_t units;           /* compile units */
	size_t dies;            /* DIEs */
	size_t abbrevs;         /* abbreviation declarations */
	size_t attrs;           /* attribute values whose form was read */
	size_t refs;            /* DIE references followed */
	size_t line_tables;     /* .debug_line tables read */
	size_t files;           /* their file entries (PTX: .file directives) */
	size_t dirs;            /* their include directories */
	size_t loclists;        /* location lists walked */
	size_t located;         /* located variable/parameter DIEs */
	size_t class_mismatch;  /* ... of them without a matching class */
	size_t errors;          /* errors reported (structure and classes) */
};
#define nvt_dwarf_verify_report__last_field errors

NVT_API int nvt_dwarf__verify_opts(const struct nvt_dwarf *dw, const struct nvt_dwarf_verify_opts *opts,
				   struct nvt_dwarf_verify_report *report, struct nvt_diags *diags);
/* nvt_dwarf__verify_opts() with strict set and no report. */
NVT_API int nvt_dwarf__verify(const struct nvt_dwarf *dw, struct nvt_diags *diags);

struct nvt_dwarf_fix_opts {
	size_t sz;
	/* Honour the `// nvt-dwarf: param-unwritten FUNC ARGNO NAME` lines that
	 * the IR step (src/codegen/debug_ir.c) writes as module inline asm:
	 * the parameter NAME of kernel FUNC is then described at its .param
	 * symbol with class 7. The marker lines are removed either way. */
	bool no_param_space;
	/* Rewrite the sections even when nothing changed (tests). */
	bool force_rewrite;
	/* Leave the address classes as they are (with force_rewrite: a pure
	 * decode/encode/write round trip). */
	bool no_address_classes;
	/* The input's name in diagnostics; NULL: "<ptx>". */
	const char *name;
};
#define nvt_dwarf_fix_opts__last_field name

/* Fix the DWARF of PTX text in place: give every located variable and
 * parameter DIE the class its location has (adding DW_AT_address_class or
 * correcting it), describe never-written kernel parameters at their .param
 * symbol, and re-encode .debug_info/.debug_abbrev keeping unit lengths,
 * CU-relative and cross-section references right. *ptx is replaced by a
 * malloc'ed buffer when something changed (the old one is reused or
 * freed). Text outside the debug sections is kept byte for byte, except
 * the marker lines. `changed` (may be NULL) receives the number of DIEs
 * edited. The new text is made in the old buffer, so that a big -g PTX is
 * not held twice: on -ENOMEM the text may be gone (*ptx NULL, *len 0);
 * on any other error *ptx is as it was. */
NVT_API int nvt_dwarf__fix_ptx(char **ptx, size_t *len, const struct nvt_dwarf_fix_opts *opts,
			       size_t *changed, struct nvt_diags *diags);

#ifdef NVT_EXPERIMENTAL
/* ------------------------------------------------------------------------
 * Experimental (common.h): the decoded sections as bytes and symbolic
 * references, for the round-trip tests and the fuzzers. Exported in the
 * NVVMTOOLS_CORE_EXPERIMENTAL version node; may change in any release.
 * ---------------------------------------------------------------------- */
NVT_API size_t nvt_dwarf__section_count(const struct nvt_dwarf *dw);
/* Name (".debug_info") and bytes of section i; symbolic operands read as
 * zero bytes. Returns NULL when i is out of range. */
NVT_API const char *nvt_dwarf__section(const struct nvt_dwarf *dw, size_t i, const uint8_t **data,
				       size_t *size);
/* One symbolic operand of a section: `size` bytes at `offset` hold
 * sym - sym2 + addend (sym2 NULL when there is none). */
struct nvt_dwarf_ref {
	size_t offset;
	unsigned size;
	const char *sym;
	const char *sym2;
	int64_t addend;
};
NVT_API size_t nvt_dwarf__ref_count(const struct nvt_dwarf *dw, size_t section);
NVT_API int nvt_dwarf__ref(const struct nvt_dwarf *dw, size_t section, size_t i,
			   struct nvt_dwarf_ref *ref);
/* Labels defined inside a section (`$L__debug_loc0:`), by offset. */
NVT_API size_t nvt_dwarf__label_count(const struct nvt_dwarf *dw, size_t section);
NVT_API const char *nvt_dwarf__label(const struct nvt_dwarf *dw, size_t section, size_t i,
				     size_t *offset);

/* Number of DIEs decoded from .debug_info (all units). */
NVT_API size_t nvt_dwarf__die_count(const struct nvt_dwarf *dw);
#endif /* NVT_EXPERIMENTAL */

#ifdef __cplusplus
}
#endif
#endif
