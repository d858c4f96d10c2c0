/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What nvt_dwarf__verify_opts() checks before the address classes: that the
 * DWARF holds together. The decoder (dwarf_decode.c) already refuses what
 * it cannot read at all (unit headers, abbreviation codes a table lacks,
 * forms it does not know, values past their unit); what it can read but a
 * debugger would still trip on is found here: DIE references that land
 * outside their unit or between DIEs, string offsets past .debug_str,
 * statement lists past .debug_line, line tables whose header or program
 * runs past their length, file entries naming a directory the table lacks,
 * line programs and DW_AT_decl_file naming a file the table lacks, location
 * lists that run off .debug_loc or hold undecodable expressions.
 *
 * Why here and not in the decoder: `nvvm-dwarfdump` (the dump) and --fix
 * must still read such DWARF (to show it, or to rewrite a PTX whose
 * .debug_line ptxas has yet to write); only the check says it is wrong.
 *
 * A PTX file has no .debug_line: ptxas builds it from the `.file`
 * directives, so there DW_AT_decl_file is checked against those.
 */
#include <stdarg.h>
#include <stdio.h>

#include "dwarf/dwarf_internal.h"

enum {
	DW_AT_stmt_list = 0x10,
	DW_AT_decl_file = 0x3a,
	DW_AT_call_file = 0x58,
	DW_AT_frame_base = 0x40,
};

/* Errors reported per line table before the rest are only counted: a
 * damaged program can name a bad file on every row. */
#define LINE_ERRORS_MAX 8

#define AT_NAME(at) (nvt_dw_at_name(at) ? nvt_dw_at_name(at) : "DW_AT_unknown")
#define FORM_NAME(f) (nvt_dw_form_name(f) ? nvt_dw_form_name(f) : "DW_FORM_unknown")

/* A line table read from .debug_line: where it is and how many files its
 * header and program define (DW_AT_decl_file is checked against them). */
struct line_table {
	size_t off;
	uint64_t nfiles;
	bool ok; /* its header could be read */
};

struct vctx {
	const struct nvt_dwarf *dw;
	const char *file;
	struct nvt_diags *d;
	struct nvt_dwarf_verify_report *rep;
	struct line_table *lt;
	size_t nlt, caplt;
};

static void verr(struct vctx *c, const char *rule, const char *section, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static void verr(struct vctx *c, const char *rule, const char *section, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (nvt_error(c->d, rule, c->file, section, "%s", msg) == NVT_ERROR)
		c->rep->errors++;
}

/* ---- abbreviations ---------------------------------------------------------- */

static bool form_known(uint32_t form)
{
	static const uint8_t zeros[16];
	size_t size;

	return form == DW_FORM_indirect ||
	       nvt_dw_form_size(form, zeros, sizeof(zeros), 8, 4, &size) != -ENOTSUP;
}

static void check_abbrevs(struct vctx *c)
{
	for (size_t i = 0; i < c->dw->ntables; i++) {
		const struct dw_abbrev_table *t = &c->dw->tables[i];
		for (size_t j = 0; j < t->n; j++) {
			const struct dw_abbrev *a = &t->a[j];
			c->rep->abbrevs++;
			for (size_t k = 0; k < j; k++)
				if (t->a[k].code == a->code) {
					verr(c, "dwarf-abbrev", ".debug_abbrev",
					     "abbreviation table at offset 0x%zx defines code %u twice", t->off,
					     a->code);
					break;
				}
			if (!a->tag)
				verr(c, "dwarf-abbrev", ".debug_abbrev",
				     "abbreviation %u of the table at offset 0x%zx has tag 0", a->code, t->off);
			for (size_t k = 0; k < a->nspecs; k++) {
				const struct dw_abbrev_spec *sp = &a->specs[k];
				if (!form_known(sp->form))
					verr(c, "dwarf-abbrev", ".debug_abbrev",
					     "abbreviation %u of the table at offset 0x%zx gives %s the unknown form 0x%x",
					     a->code, t->off, AT_NAME(sp->at), sp->form);
				for (size_t m = 0; m < k; m++)
					if (a->specs[m].at == sp->at) {
						verr(c, "dwarf-abbrev", ".debug_abbrev",
						     "abbreviation %u of the table at offset 0x%zx has %s twice",
						     a->code, t->off, AT_NAME(sp->at));
						break;
					}
			}
		}
	}
}

/* ---- section offsets --------------------------------------------------------- */

/* The offset an attribute's value names in section `target`: its bytes,
 * plus, when it is symbolic, the label's offset and the addend. False when
 * it names something that is neither `target` nor one of its labels (a
 * symbol resolved elsewhere: nothing to check against). */
static bool attr_offset(const struct nvt_dwarf *dw, const struct dw_attr *a, const char *target,
			uint64_t *off)
{
	uint64_t v = nvt_dw_get_le(a->val, a->vlen < 8 ? (unsigned)a->vlen : 8);

	if (a->nrefs) {
		const struct dw_ref *r = &a->refs[0];
		if (r->sym2)
			return false;
		if (strcmp(r->sym, target)) {
			const struct dw_section *t = nvt_dw_section_cfind(&dw->secs, target);
			long lo = t ? nvt_dw_sec_label_off(t, r->sym) : -1;
			if (lo < 0)
				return false;
			v += (uint64_t)lo;
		}
		v += (uint64_t)r->addend;
	}
	*off = v;
	return true;
}

/* ---- line tables ------------------------------------------------------------- */

/* A NUL-terminated string at *p before `end`; false when unterminated. */
static bool skip_str(const uint8_t **p, const uint8_t *end, const char **s)
{
	const uint8_t *z = memchr(*p, 0, (size_t)(end - *p));

	if (!z)
		return false;
	if (s)
		*s = (const char *)*p;
	*p = z + 1;
	return true;
}

static bool get_uleb(const uint8_t **p, const uint8_t *end, uint64_t *v)
{
	size_t n = nvt_dw_uleb(*p, (size_t)(end - *p), v);

	*p += n;
	return n != 0;
}

/* One file entry (after its name): directory index, time, length. */
static bool file_entry(struct vctx *c, const uint8_t **p, const uint8_t *end, size_t lt_off,
		       uint64_t fileno, const char *name, uint64_t ndirs, unsigned *nerr)
{
	uint64_t dir, mtime, len;

	if (!get_uleb(p, end, &dir) || !get_uleb(p, end, &mtime) || !get_uleb(p, end, &len))
		return false;
	if (dir > ndirs && (*nerr)++ < LINE_ERRORS_MAX)
		verr(c, "dwarf-line", ".debug_line",
		     "file %llu '%s' of the line table at offset 0x%zx has directory index %llu; the table has %llu include directories",
		     (unsigned long long)fileno, name, lt_off, (unsigned long long)dir,
		     (unsigned long long)ndirs);
	return true;
}

static void bad_file(struct vctx *c, size_t lt_off, size_t at, const char *what, uint64_t file,
		     uint64_t nfiles, unsigned *nerr)
{
	if ((*nerr)++ < LINE_ERRORS_MAX)
		verr(c, "dwarf-line", ".debug_line",
		     "%s at offset 0x%zx uses file index %llu; the line table at offset 0x%zx has %llu file entries",
		     what, at, (unsigned long long)file, lt_off, (unsigned long long)nfiles);
}

/* Read the line table at `off` (header and program). Returns the offset
 * past it, or 0 when its length cannot be trusted (the rest of the section
 * is then not read). */
static size_t check_line_table(struct vctx *c, const struct dw_section *s, size_t off,
			       struct line_table *lt)
{
	const uint8_t *base = s->data;
	unsigned nerr = 0;

	lt->off = off;
	if (s->len - off < 4 + 2 + 4) {
		verr(c, "dwarf-line", ".debug_line", "line table header at offset 0x%zx is truncated", off);
		return 0;
	}
	uint32_t length = (uint32_t)nvt_dw_get_le(base + off, 4);
	if (length == 0xffffffffu) {
		verr(c, "dwarf-line", ".debug_line",
		     "line table at offset 0x%zx is 64-bit DWARF, which is not supported", off);
		return 0;
	}
	if (length > s->len - off - 4 || length < 2 + 4) {
		verr(c, "dwarf-line", ".debug_line",
		     "line table at offset 0x%zx has length 0x%x but the section has 0x%zx bytes left", off,
		     length, s->len - off - 4);
		return 0;
	}
	const uint8_t *end = base + off + 4 + length, *p = base + off + 4;
	size_t next = off + 4 + length;
	uint16_t version = (uint16_t)nvt_dw_get_le(p, 2);
	p += 2;
	if (version < 2 || version > 4) {
		verr(c, "dwarf-line", ".debug_line",
		     "line table at offset 0x%zx has version %u; versions 2 to 4 are supported", off, version);
		return next;
	}
	uint32_t hlen = (uint32_t)nvt_dw_get_le(p, 4);
	p += 4;
	if (hlen > (size_t)(end - p)) {
		verr(c, "dwarf-line", ".debug_line",
		     "line table at offset 0x%zx has a header length 0x%x past its end (0x%zx bytes left)", off,
		     hlen, (size_t)(end - p));
		return next;
	}
	const uint8_t *prog = p + hlen;
	size_t fixed = version >= 4 ? 6 : 5;
	if ((size_t)(prog - p) < fixed)
		goto header_trunc;
	uint8_t line_range = p[version >= 4 ? 4 : 3], opcode_base = p[fixed - 1];
	p += fixed;
	if ((size_t)(prog - p) < (size_t)(opcode_base ? opcode_base - 1 : 0))
		goto header_trunc;
	const uint8_t *std_len = p;
	p += opcode_base ? opcode_base - 1 : 0;
	uint64_t ndirs = 0, nfiles = 0;
	for (;;) {
		if (p >= prog)
			goto header_trunc;
		if (!*p) {
			p++;
			break;
		}
		if (!skip_str(&p, prog, NULL))
			goto header_trunc;
		ndirs++;
	}
	for (;;) {
		const char *name;
		if (p >= prog)
			goto header_trunc;
		if (!*p) {
			p++;
			break;
		}
		if (!skip_str(&p, prog, &name) ||
		    !file_entry(c, &p, prog, off, nfiles + 1, name, ndirs, &nerr))
			goto header_trunc;
		nfiles++;
	}
	lt->ok = true;
	c->rep->line_tables++;
	c->rep->dirs += ndirs;

	/* the program: only the file register matters here */
	uint64_t file = 1;
	bool file_bad_said = false;
	p = prog;
	while (p < end) {
		size_t at = (size_t)(p - base);
		uint8_t op = *p++;
		bool row = false;
		if (op >= opcode_base) {
			if (!line_range) {
				verr(c, "dwarf-line", ".debug_line",
				     "line table at offset 0x%zx has line_range 0 but uses special opcodes (at 0x%zx)",
				     off, at);
				break;
			}
			row = true;
		} else if (op == 0) {
			uint64_t len;
			if (!get_uleb(&p, end, &len) || len > (uint64_t)(end - p))
				goto prog_trunc;
			if (!len) {
				verr(c, "dwarf-line", ".debug_line",
				     "extended opcode at offset 0x%zx of the line table at offset 0x%zx has length 0",
				     at, off);
				break;
			}
			const uint8_t *q = p, *qend = p + len;
			uint8_t sub = *q++;
			if (sub == 1) { /* DW_LNE_end_sequence */
				row = true;
			} else if (sub == 3) { /* DW_LNE_define_file */
				const char *name;
				if (!skip_str(&q, qend, &name) ||
				    !file_entry(c, &q, qend, off, nfiles + 1, name, ndirs, &nerr))
					goto prog_trunc;
				nfiles++;
			}
			p = qend;
			if (row) {
				if ((file == 0 || file > nfiles) && !file_bad_said)
					bad_file(c, off, at, "the row of DW_LNE_end_sequence", file, nfiles, &nerr);
				file = 1;
				file_bad_said = false;
				continue;
			}
		} else {
			uint64_t v;
			switch (op) {
			case 1: /* DW_LNS_copy */
				row = true;
				break;
			case 4: /* DW_LNS_set_file */
				if (!get_uleb(&p, end, &file))
					goto prog_trunc;
				file_bad_said = file == 0 || file > nfiles;
				if (file_bad_said)
					bad_file(c, off, at, "DW_LNS_set_file", file, nfiles, &nerr);
				break;
			case 9: /* DW_LNS_fixed_advance_pc */
				if ((size_t)(end - p) < 2)
					goto prog_trunc;
				p += 2;
				break;
			default: /* the others' operands are ULEB128s (SLEB for advance_line) */
				for (unsigned k = 0; k < std_len[op - 1]; k++)
					if (!get_uleb(&p, end, &v))
						goto prog_trunc;
				break;
			}
		}
		if (row && (file == 0 || file > nfiles) && !file_bad_said) {
			bad_file(c, off, at, "a row", file, nfiles, &nerr);
			file_bad_said = true;
		}
	}
	goto done;
header_trunc:
	verr(c, "dwarf-line", ".debug_line",
	     "the header of the line table at offset 0x%zx runs past its header length (0x%x)", off, hlen);
	return next;
prog_trunc:
	verr(c, "dwarf-line", ".debug_line",
	     "the program of the line table at offset 0x%zx is truncated (at 0x%zx, table end 0x%zx)", off,
	     (size_t)(p - base), next);
done:
	if (nerr > LINE_ERRORS_MAX)
		verr(c, "dwarf-line", ".debug_line",
		     "line table at offset 0x%zx: %u more index errors not shown", off, nerr - LINE_ERRORS_MAX);
	lt->nfiles = nfiles;
	c->rep->files += nfiles;
	return next;
}

static int check_line_section(struct vctx *c)
{
	const struct dw_section *s = nvt_dw_section_cfind(&c->dw->secs, ".debug_line");
	size_t off = 0;

	if (!s)
		return 0;
	while (off < s->len) {
		struct line_table *lt = nvt_push_slot(c->lt, c->nlt, c->caplt);
		if (!lt)
			return -ENOMEM;
		memset(lt, 0, sizeof(*lt));
		size_t next = check_line_table(c, s, off, lt);
		if (!next)
			break;
		off = next;
	}
	return 0;
}

static const struct line_table *line_table_at(const struct vctx *c, uint64_t off)
{
	for (size_t i = 0; i < c->nlt; i++)
		if (c->lt[i].off == off)
			return &c->lt[i];
	return NULL;
}

/* ---- DIEs ------------------------------------------------------------------- */

struct loc_ctx {
	struct vctx *c;
	uint8_t addr_size;
	bool bad_expr;
	size_t bad_at;
};

static int loc_entry(const struct dw_loc_entry *e, void *arg)
{
	struct loc_ctx *lc = arg;
	struct dw_class_result r = { 0 };

	if (nvt_dw_expr_classify(lc->c->dw, e->expr, e->len, e->refs, e->nrefs, e->expr_off, lc->addr_size,
				 &r)) {
		lc->bad_expr = true;
		lc->bad_at = e->expr_off;
		return -EINVAL;
	}
	return 0;
}

static void check_location(struct vctx *c, const struct dw_die *die, const struct dw_cu *cu,
			   const struct dw_attr *a)
{
	const uint8_t *p;
	size_t n;

	if (nvt_dw_attr_is_block(a, &p, &n)) {
		struct dw_class_result r = { 0 };
		/* refs of a block value are relative to it: base is the header */
		if (nvt_dw_expr_classify(c->dw, p, n, a->refs, a->nrefs, (size_t)(p - a->val), cu->addr_size, &r))
			verr(c, "dwarf-loc", ".debug_info",
			     "DIE 0x%08zx (unit 0x%zx): the %s expression cannot be decoded (an unknown operation or an operand past its end)",
			     die->off, cu->off, AT_NAME(a->at));
		return;
	}
	if (!nvt_dw_attr_is_loclist(a))
		return;
	const struct dw_section *loc = nvt_dw_section_cfind(&c->dw->secs, ".debug_loc");
	uint64_t off = 0;
	bool known = attr_offset(c->dw, a, ".debug_loc", &off);
	c->rep->loclists++;
	if (!loc) {
		verr(c, "dwarf-loc", ".debug_info",
		     "DIE 0x%08zx (unit 0x%zx): %s refers to a location list but there is no .debug_loc",
		     die->off, cu->off, AT_NAME(a->at));
		return;
	}
	if (known && off >= loc->len) {
		verr(c, "dwarf-loc", ".debug_loc",
		     "DIE 0x%08zx (unit 0x%zx): %s refers to the location list at 0x%llx, past the end of .debug_loc (0x%zx)",
		     die->off, cu->off, AT_NAME(a->at), (unsigned long long)off, loc->len);
		return;
	}
	struct loc_ctx lc = { .c = c, .addr_size = cu->addr_size };
	if (nvt_dw_loclist_walk(c->dw, a, cu->addr_size, loc_entry, &lc)) {
		if (lc.bad_expr)
			verr(c, "dwarf-loc", ".debug_loc",
			     "DIE 0x%08zx (unit 0x%zx): the expression at 0x%zx of its location list (at 0x%llx) cannot be decoded",
			     die->off, cu->off, lc.bad_at, (unsigned long long)off);
		else
			verr(c, "dwarf-loc", ".debug_loc",
			     "DIE 0x%08zx (unit 0x%zx): its location list (at 0x%llx) runs past the end of .debug_loc without an end-of-list entry, or names an undefined label",
			     die->off, cu->off, (unsigned long long)off);
	}
}

static void check_ref(struct vctx *c, const struct dw_die *die, const struct dw_cu *cu,
		      const struct dw_attr *a)
{
	const struct dw_section *info = nvt_dw_section_cfind(&c->dw->secs, ".debug_info");
	size_t target;

	if (a->form == DW_FORM_ref_sig8)
		return; /* names a type unit by signature, not an offset */
	c->rep->refs++;
	if (a->form == DW_FORM_ref_addr) {
		target = (size_t)a->u;
		if (target >= info->len) {
			verr(c, "dwarf-ref", ".debug_info",
			     "DIE 0x%08zx (unit 0x%zx): %s (%s) refers to 0x%zx, past the end of .debug_info (0x%zx)",
			     die->off, cu->off, AT_NAME(a->at), FORM_NAME(a->form), target, info->len);
			return;
		}
	} else {
		if (a->u >= cu->end - cu->off) {
			verr(c, "dwarf-ref", ".debug_info",
			     "DIE 0x%08zx (unit 0x%zx): %s (%s) refers to unit offset 0x%llx, past the end of its unit (length 0x%zx)",
			     die->off, cu->off, AT_NAME(a->at), FORM_NAME(a->form), (unsigned long long)a->u,
			     cu->end - cu->off);
			return;
		}
		target = cu->off + (size_t)a->u;
	}
	if (nvt_dw_die_by_off(c->dw, target) < 0)
		verr(c, "dwarf-ref", ".debug_info",
		     "DIE 0x%08zx (unit 0x%zx): %s (%s) refers to 0x%zx, where no DIE starts", die->off,
		     cu->off, AT_NAME(a->at), FORM_NAME(a->form), target);
}

static bool ptx_file_known(const struct nvt_dwarf *dw, uint64_t n)
{
	return n < dw->ptx_files_len && dw->ptx_files[n];
}

static void check_dies(struct vctx *c)
{
	const struct nvt_dwarf *dw = c->dw;
	const struct dw_section *str = nvt_dw_section_cfind(&dw->secs, ".debug_str");
	const struct dw_section *line = nvt_dw_section_cfind(&dw->secs, ".debug_line");
	const struct line_table *lt = NULL;
	size_t lt_cu = (size_t)-1;

	for (size_t i = 0; i < dw->ndies; i++) {
		const struct dw_die *die = &dw->dies[i];
		const struct dw_cu *cu = &dw->cus[die->cu];
		if (die->cu != lt_cu) { /* the unit's line table, from its root's stmt_list */
			lt_cu = die->cu;
			lt = NULL;
		}
		c->rep->dies++;
		for (size_t j = 0; j < die->nattrs; j++) {
			const struct dw_attr *a = &die->attrs[j];
			uint64_t off;
			c->rep->attrs++;
			if (a->is_ref) {
				check_ref(c, die, cu, a);
				continue;
			}
			if (a->form == DW_FORM_strp && attr_offset(dw, a, ".debug_str", &off)) {
				if (!str || off >= str->len || !memchr(str->data + off, 0, str->len - off))
					verr(c, "dwarf-info", ".debug_info",
					     "DIE 0x%08zx (unit 0x%zx): %s (DW_FORM_strp) names offset 0x%llx, %s",
					     die->off, cu->off, AT_NAME(a->at), (unsigned long long)off,
					     !str ? "but there is no .debug_str"
					     : off >= str->len ? "past the end of .debug_str"
							       : "where .debug_str has no terminated string");
				continue;
			}
			switch (a->at) {
			case DW_AT_stmt_list:
				if (!line) {
					/* PTX: ptxas writes .debug_line from the .file/.loc
					 * directives; a cubin without it has nothing to point at */
					if (dw->from_elf)
						verr(c, "dwarf-line", ".debug_info",
						     "DIE 0x%08zx (unit 0x%zx): DW_AT_stmt_list but there is no .debug_line",
						     die->off, cu->off);
					break;
				}
				if (!attr_offset(dw, a, ".debug_line", &off))
					break;
				lt = line_table_at(c, off);
				if (!lt)
					verr(c, "dwarf-line", ".debug_info",
					     "DIE 0x%08zx (unit 0x%zx): DW_AT_stmt_list 0x%llx is %s", die->off,
					     cu->off, (unsigned long long)off,
					     off >= line->len ? "past the end of .debug_line"
							      : "not the start of a line table");
				break;
			case DW_AT_decl_file:
			case DW_AT_call_file:
				if (a->form != DW_FORM_data1 && a->form != DW_FORM_data2 &&
				    a->form != DW_FORM_data4 && a->form != DW_FORM_data8 &&
				    a->form != DW_FORM_udata && a->form != DW_FORM_sdata)
					break;
				if (!a->u)
					break; /* 0: no source file (DWARF 2-4) */
				if (!dw->from_elf && !ptx_file_known(dw, a->u))
					verr(c, "dwarf-line", ".debug_info",
					     "DIE 0x%08zx (unit 0x%zx): %s %llu names no .file directive of the PTX (%zu declared)",
					     die->off, cu->off, AT_NAME(a->at), (unsigned long long)a->u,
					     dw->ptx_file_count);
				else if (dw->from_elf && lt && lt->ok && a->u > lt->nfiles)
					verr(c, "dwarf-line", ".debug_info",
					     "DIE 0x%08zx (unit 0x%zx): %s %llu is past the %llu file entries of its line table (at 0x%zx)",
					     die->off, cu->off, AT_NAME(a->at), (unsigned long long)a->u,
					     (unsigned long long)lt->nfiles, lt->off);
				break;
			case DW_AT_location:
			case DW_AT_frame_base:
				check_location(c, die, cu, a);
				break;
			default:
				break;
			}
		}
	}
}

/* ---- PTX .file directives ------------------------------------------------------ */

int nvt_dw_scan_ptx_files(struct nvt_dwarf *dw, const char *ptx, size_t len)
{
	const char *p = ptx, *end = ptx + len;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *q = p;
		if (!eol)
			eol = end;
		while (q < eol && (*q == ' ' || *q == '\t'))
			q++;
		if (eol - q > 6 && !memcmp(q, ".file", 5) && (q[5] == ' ' || q[5] == '\t')) {
			uint64_t n = 0;
			bool digits = false;
			for (q += 5; q < eol && (*q == ' ' || *q == '\t'); q++)
				;
			for (; q < eol && *q >= '0' && *q <= '9' && n < (1u << 20); q++, digits = true)
				n = n * 10 + (uint64_t)(*q - '0');
			/* an index past 2^20 is not recorded: DW_AT_decl_file naming
			 * it is then reported, which such a table deserves */
			if (digits && n < (1u << 20)) {
				if (n >= dw->ptx_files_len) {
					size_t nl = (size_t)n + 64;
					uint8_t *f = realloc(dw->ptx_files, nl);
					if (!f)
						return -ENOMEM;
					memset(f + dw->ptx_files_len, 0, nl - dw->ptx_files_len);
					dw->ptx_files = f;
					dw->ptx_files_len = nl;
				}
				if (!dw->ptx_files[n])
					dw->ptx_file_count++;
				dw->ptx_files[n] = 1;
			}
		}
		p = eol + 1;
	}
	return 0;
}

/* ---- the check ------------------------------------------------------------------- */

int nvt_dwarf__verify_opts(const struct nvt_dwarf *dw, const struct nvt_dwarf_verify_opts *opts,
			   struct nvt_dwarf_verify_report *report, struct nvt_diags *diags)
{
	struct nvt_dwarf_verify_report rep = { .sz = sizeof(rep) };
	struct vctx c = { .dw = dw, .d = diags, .rep = &rep };
	int err;

	if (!dw || !OPTS_VALID_DIAG(opts, nvt_dwarf_verify_opts, diags))
		return -EINVAL;
	if (report && report->sz < sizeof(size_t))
		return -EINVAL;
	c.file = dw->file;
	rep.units = dw->ncus;
	if (!dw->from_elf)
		rep.files = dw->ptx_file_count;
	check_abbrevs(&c);
	err = check_line_section(&c);
	if (!err)
		check_dies(&c);
	free(c.lt);
	if (err) {
		nvt_error(diags, "out-of-memory", dw->file, NULL, "out of memory checking debug sections");
		return err;
	}
	rep.errors += nvt_dw_verify_classes(dw, OPTS_GET(opts, strict, false), diags, &rep.located,
					    &rep.class_mismatch);
	if (report)
		nvt_result_fill(report, &rep, sizeof(rep));
	return rep.errors ? -EINVAL : 0;
}

int nvt_dwarf__verify(const struct nvt_dwarf *dw, struct nvt_diags *diags)
{
	NVT_OPTS(nvt_dwarf_verify_opts, o, .strict = true);

	return nvt_dwarf__verify_opts(dw, &o, NULL, diags);
}
