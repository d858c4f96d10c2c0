/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Room: dwarf — PTX DWARF without LLVM: PTX .section byte streams, decode
 * and encode, address-class rules, dump, cubin DWARF; may use: core, ptx.
 *
 * Internal model of PTX DWARF (see include/nvvmtools/dwarf.h).
 *
 * Layers, each in its own file:
 *   ptx_sections.c   PTX text <-> sections (bytes + symbolic refs + labels)
 *   ptx_symbols.c    state space of every PTX symbol, kernel parameter lists,
 *                    which function a code label belongs to
 *   dwarf_decode.c   abbreviations, units, DIEs, attributes, location lists
 *   dwarf_encode.c   DIE tree -> .debug_info/.debug_abbrev bytes, keeping
 *                    unit lengths and references right
 *   dwarf_expr.c     DWARF expressions: walking ops, classifying locations
 *   address_class.c  the ABI rule: stats, verify, fix
 *   dwarf_verify.c   the structure --verify checks before the classes
 *   dwarf_dump.c     text output like llvm-dwarfdump
 *   dwarf_elf.c      cubin input through libelf
 *   dwarf_names.c    names of tags, attributes, forms, ops
 */
#ifndef NVT_DWARF_INTERNAL_H
#define NVT_DWARF_INTERNAL_H

#include <stdlib.h>

#include <nvvmtools/dwarf.h>
#include "core/internal.h"

/* DWARF constants we use by name (DWARF 2..5). */
enum {
	DW_TAG_formal_parameter = 0x05,
	DW_TAG_compile_unit = 0x11,
	DW_TAG_inlined_subroutine = 0x1d,
	DW_TAG_variable = 0x34,
	DW_TAG_subprogram = 0x2e,

	DW_AT_sibling = 0x01,
	DW_AT_location = 0x02,
	DW_AT_name = 0x03,
	DW_AT_low_pc = 0x11,
	DW_AT_language = 0x13,
	DW_AT_address_class = 0x33,
	DW_AT_abstract_origin = 0x31,
	DW_AT_specification = 0x47,
	DW_AT_linkage_name = 0x6e,
	DW_AT_MIPS_linkage_name = 0x2007,

	DW_FORM_addr = 0x01,
	DW_FORM_block2 = 0x03,
	DW_FORM_block4 = 0x04,
	DW_FORM_data2 = 0x05,
	DW_FORM_data4 = 0x06,
	DW_FORM_data8 = 0x07,
	DW_FORM_string = 0x08,
	DW_FORM_block = 0x09,
	DW_FORM_block1 = 0x0a,
	DW_FORM_data1 = 0x0b,
	DW_FORM_flag = 0x0c,
	DW_FORM_sdata = 0x0d,
	DW_FORM_strp = 0x0e,
	DW_FORM_udata = 0x0f,
	DW_FORM_ref_addr = 0x10,
	DW_FORM_ref1 = 0x11,
	DW_FORM_ref2 = 0x12,
	DW_FORM_ref4 = 0x13,
	DW_FORM_ref8 = 0x14,
	DW_FORM_ref_udata = 0x15,
	DW_FORM_indirect = 0x16,
	DW_FORM_sec_offset = 0x17,
	DW_FORM_exprloc = 0x18,
	DW_FORM_flag_present = 0x19,
	DW_FORM_ref_sig8 = 0x20,

	DW_OP_addr = 0x03,
	DW_OP_reg0 = 0x50,
	DW_OP_reg31 = 0x6f,
	DW_OP_breg0 = 0x70,
	DW_OP_breg31 = 0x8f,
	DW_OP_regx = 0x90,
	DW_OP_fbreg = 0x91,
	DW_OP_bregx = 0x92,
	DW_OP_piece = 0x93,
};

/* ---- sections (ptx_sections.c) ---------------------------------------------- */
struct dw_ref {
	size_t off;     /* in the section, or relative to an attribute value */
	unsigned size;  /* bytes: 1, 2, 4 or 8 */
	char *sym;      /* symbol or label; owned */
	char *sym2;     /* subtracted symbol or NULL; owned */
	int64_t addend;
};

struct dw_label {
	char *name;
	size_t off;
};

struct dw_section {
	char *name;
	uint8_t *data;
	size_t len, cap;
	struct dw_ref *refs;
	size_t nrefs, caprefs;
	struct dw_label *labels;
	size_t nlabels, caplabels;
	/* Where the block sits in the PTX text: from the start of the line of
	 * `.section` to just after its closing `}`. */
	size_t src_begin, src_end;
	bool rewrite; /* write this section back from data/refs/labels */
};

struct dw_sections {
	struct dw_section *s;
	size_t n, cap;
};

/* Parse every `.section .debug_*` block of `ptx`. Errors name file:line. */
int nvt_dw_sections_parse(struct dw_sections *secs, const char *ptx, size_t len, const char *file,
			  struct nvt_diags *d);
void nvt_dw_sections_free(struct dw_sections *secs);
struct dw_section *nvt_dw_section_find(struct dw_sections *secs, const char *name);
const struct dw_section *nvt_dw_section_cfind(const struct dw_sections *secs, const char *name);
/* Append bytes / a ref / a label to a section. */
int nvt_dw_sec_put(struct dw_section *s, const void *p, size_t n);
int nvt_dw_sec_add_ref(struct dw_section *s, const struct dw_ref *r);
int nvt_dw_sec_add_label(struct dw_section *s, const char *name, size_t off);
/* The index of the first element of the array `base` (n elements of
 * `size` bytes, in increasing order of the size_t at byte `key_at` of each)
 * whose key is at least `key`: n when there is none. The refs of a section
 * and the DIEs of a unit are both searched by offset this way. */
size_t nvt_dw_lower_bound(const void *base, size_t n, size_t size, size_t key_at, size_t key);
/* The index of the first ref at or after `off` (refs are in offset order). */
size_t nvt_dw_sec_ref_lower(const struct dw_section *s, size_t off);
/* The ref whose bytes start at `off` (NULL if none). */
const struct dw_ref *nvt_dw_sec_ref_at(const struct dw_section *s, size_t off);
/* Offset of a label defined in this section, or -1. */
long nvt_dw_sec_label_off(const struct dw_section *s, const char *name);
/* Write the section as PTX directives (".section NAME\n{\n...\n}"). */
int nvt_dw_section_write(const struct dw_section *s, struct nvt_strbuf *out);
void nvt_dw_ref_free(struct dw_ref *r);
int nvt_dw_ref_copy(struct dw_ref *dst, const struct dw_ref *src);

/* ---- PTX symbols (ptx_symbols.c) -------------------------------------------- */
struct ptx_sym {
	char *name;
	unsigned cls;  /* address class of its state space (enum nvt_addr_class) */
	char *func;    /* function it is declared in, NULL at file scope */
};
struct ptx_func {
	char *name;
	bool entry;
	char **params;   /* .param names in order (entries: kernel parameters) */
	size_t nparams;
	size_t body_begin, body_end; /* text offsets of the body braces */
};
struct ptx_symtab {
	struct ptx_sym *syms;
	size_t nsyms, capsyms;
	struct ptx_func *funcs;
	size_t nfuncs, capfuncs;
	struct dw_label *code_labels; /* label -> offset in the text */
	size_t nlabels, caplabels;
	/* built at the end of the scan: names to indices, and the functions
	 * with a body in text order (bodies do not nest) */
	struct nvt_name_index sym_ix, func_ix, label_ix;
	size_t *bodies;
	size_t nbodies;
};
int nvt_ptx_symtab_scan(struct ptx_symtab *st, const char *ptx, size_t len);
void nvt_ptx_symtab_free(struct ptx_symtab *st);
/* Class of a symbol: 0 when unknown. Prefer a declaration inside `func`. */
unsigned nvt_ptx_symtab_class(const struct ptx_symtab *st, const char *name);
const struct ptx_func *nvt_ptx_symtab_func(const struct ptx_symtab *st, const char *name);
/* The function whose body holds code label `label`, or NULL. */
const struct ptx_func *nvt_ptx_symtab_label_func(const struct ptx_symtab *st, const char *label);

/* ---- decoded DWARF (dwarf_decode.c) ---------------------------------------- */
struct dw_abbrev_spec {
	uint32_t at, form;
};
struct dw_abbrev {
	uint32_t code, tag;
	bool children;
	struct dw_abbrev_spec *specs;
	size_t nspecs, capspecs;
};
struct dw_abbrev_table {
	size_t off; /* in .debug_abbrev */
	size_t new_off;
	struct dw_abbrev *a;
	size_t n, cap;
	uint32_t max_code;
};

struct dw_attr {
	uint32_t at, form;
	uint8_t *val; /* the encoded value, exactly as in the section; owned */
	size_t vlen;
	struct dw_ref *refs; /* refs inside val, offsets relative to val */
	size_t nrefs, caprefs;
	uint64_t u; /* constants, CU-relative or section offsets of refs */
	bool is_ref; /* value refers to a DIE (ref1..8, ref_udata, ref_addr) */
};

struct dw_die {
	size_t off, new_off; /* in .debug_info; new_off after layout */
	uint32_t code, tag;
	bool children;
	struct dw_attr *attrs;
	size_t nattrs, capattrs;
	long parent, first_child, next; /* indices into dw->dies, -1 none */
	size_t cu;                      /* index of its unit */
	bool edited;
};

struct dw_cu {
	size_t off, new_off;
	uint32_t length;
	uint16_t version;
	uint8_t addr_size;
	size_t abbrev_off;
	size_t table; /* index into dw->tables */
	long root;    /* index of the first DIE */
	size_t end;   /* off + 4 + length */
	size_t new_end;
	size_t tail; /* bytes after the DIE tree (padding), kept */
};

struct nvt_dwarf {
	struct dw_sections secs;
	struct dw_abbrev_table *tables;
	size_t ntables, captables;
	struct dw_cu *cus;
	size_t ncus, capcus;
	struct dw_die *dies;
	size_t ndies, capdies;
	struct ptx_symtab st; /* empty for ELF input */
	bool from_elf;
	/* ELF input: symbol name -> class (from the section holding it) */
	struct ptx_sym *elfsyms;
	size_t nelfsyms, capelfsyms;
	/* PTX input: ptx_files[N] is set for each `.file N` directive (the
	 * file table ptxas builds .debug_line from; DW_AT_decl_file indexes
	 * it) */
	uint8_t *ptx_files;
	size_t ptx_files_len, ptx_file_count;
	char *file;
};

/* Decode .debug_abbrev and .debug_info of dw->secs. */
int nvt_dw_decode(struct nvt_dwarf *dw, const char *file, struct nvt_diags *d);
void nvt_dw_decoded_free(struct nvt_dwarf *dw);
const struct dw_attr *nvt_dw_die_attr(const struct dw_die *die, uint32_t at);
struct dw_attr *nvt_dw_die_attr_mut(struct dw_die *die, uint32_t at);
/* DW_AT_name of a DIE, following abstract_origin/specification; may be NULL. */
const char *nvt_dw_die_name(const struct nvt_dwarf *dw, const struct dw_die *die);
long nvt_dw_die_by_off(const struct nvt_dwarf *dw, size_t off);
/* Size of an attribute value of `form` at p (NULL+0 on error). */
int nvt_dw_form_size(uint32_t form, const uint8_t *p, size_t avail, uint8_t addr_size,
		     uint16_t version, size_t *size);
/* n-byte little-endian values (n <= 8): DWARF's and PTX's byte order. */
static inline uint64_t nvt_dw_get_le(const uint8_t *p, unsigned n)
{
	uint64_t v = 0;

	for (unsigned i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

static inline void nvt_dw_put_le(uint8_t *p, uint64_t v, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}
/* ULEB/SLEB readers: return bytes consumed, 0 on truncation. */
size_t nvt_dw_uleb(const uint8_t *p, size_t avail, uint64_t *v);
size_t nvt_dw_sleb(const uint8_t *p, size_t avail, int64_t *v);
int nvt_dw_put_uleb(struct nvt_strbuf *b, uint64_t v);

/* Location list at `off` in .debug_loc (or the label `sym`): calls fn for
 * every entry. Returns 0, or -EINVAL when the list is malformed. */
struct dw_loc_entry {
	const struct dw_ref *begin_ref, *end_ref; /* NULL when numeric */
	uint64_t begin, end;
	const uint8_t *expr;
	size_t len;
	const struct dw_ref *refs; /* refs of .debug_loc (offsets are section offsets) */
	size_t nrefs;
	size_t expr_off; /* section offset of expr */
};
typedef int (*dw_loc_fn)(const struct dw_loc_entry *e, void *ctx);
int nvt_dw_loclist_walk(const struct nvt_dwarf *dw, const struct dw_attr *a, uint8_t addr_size,
			dw_loc_fn fn, void *ctx);
/* True when the attribute points into .debug_loc (DWARF 2/3 data4/data8 or
 * sec_offset on DW_AT_location). */
bool nvt_dw_attr_is_loclist(const struct dw_attr *a);
bool nvt_dw_attr_is_block(const struct dw_attr *a, const uint8_t **p, size_t *n);

/* ---- verification (dwarf_verify.c, address_class.c) ------------------------ */
/* Record the `.file N` directives of PTX text in dw->ptx_files. */
int nvt_dw_scan_ptx_files(struct nvt_dwarf *dw, const char *ptx, size_t len);
/* The class rule on every located variable/parameter DIE: counts them and
 * those without a matching class, reports, returns the errors reported. */
size_t nvt_dw_verify_classes(const struct nvt_dwarf *dw, bool strict, struct nvt_diags *diags,
			     size_t *located, size_t *mismatch);

/* ---- encoding (dwarf_encode.c) ---------------------------------------------- */
/* Rebuild .debug_abbrev and .debug_info from the decoded tree and fix the
 * references into .debug_info held by other sections. */
int nvt_dw_encode(struct nvt_dwarf *dw, const char *file, struct nvt_diags *d);
/* The abbrev code of `die` in its table after an edit: an existing one
 * that matches tag/children/specs, or a new one appended. */
int nvt_dw_die_reabbrev(struct nvt_dwarf *dw, struct dw_die *die);
/* Attribute edits. */
int nvt_dw_attr_set_data1(struct dw_die *die, uint32_t at, uint8_t v, uint32_t before_at);
int nvt_dw_attr_set_block1(struct dw_die *die, uint32_t at, const uint8_t *p, size_t n,
			   const struct dw_ref *refs, size_t nrefs);
void nvt_dw_attr_clear(struct dw_attr *a);

/* ---- expressions and classes (dwarf_expr.c) -------------------------------- */
struct dw_class_result {
	unsigned cls;        /* expected class; 0 = cannot tell */
	bool uncertain;      /* a memory location whose symbol space is unknown */
	bool mixed_memory;   /* memory parts in different spaces */
	bool has_memory, has_reg;
	unsigned mem_mask;   /* bit c set: a memory part of class c */
	unsigned first_mem;  /* class of the first memory part */
};
/* Turn the accumulated parts into r->cls (the rule in dwarf.h). */
void nvt_dw_class_finish(struct dw_class_result *r);
/* Classify an expression (bytes p[0..n) at section offset `base` of a
 * section whose refs are `refs`). Accumulates into *r. */
int nvt_dw_expr_classify(const struct nvt_dwarf *dw, const uint8_t *p, size_t n,
			 const struct dw_ref *refs, size_t nrefs, size_t base, uint8_t addr_size,
			 struct dw_class_result *r);
/* Expected class of a DIE's location; returns false when it has none. */
bool nvt_dw_die_expected_class(const struct nvt_dwarf *dw, const struct dw_die *die,
			       struct dw_class_result *r);
/* Print an expression as "DW_OP_addr sym, DW_OP_plus_uconst 0x8". */
int nvt_dw_expr_print(struct nvt_strbuf *out, const uint8_t *p, size_t n,
		      const struct dw_ref *refs, size_t nrefs, size_t base, uint8_t addr_size);
/* Class for the state space of a symbol. */
unsigned nvt_dw_symbol_class(const struct nvt_dwarf *dw, const char *sym, bool *known);

/* ---- names (dwarf_names.c) -------------------------------------------------- */
const char *nvt_dw_tag_name(uint32_t tag);
const char *nvt_dw_at_name(uint32_t at);
const char *nvt_dw_form_name(uint32_t form);
const char *nvt_dw_op_name(uint8_t op);
const char *nvt_dw_lang_name(uint32_t lang);
const char *nvt_dw_ate_name(uint32_t ate);

#endif
