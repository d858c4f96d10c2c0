/* SPDX-License-Identifier: Apache-2.0 */
/*
 * DWARF 2 (to 4, 32-bit format) decoding: abbreviation tables, compile
 * units, DIEs and their attributes, location lists.
 *
 * Every attribute keeps its value exactly as encoded (bytes plus the
 * symbolic references inside them), so that a DIE can be written back
 * unchanged; only references to other DIEs are decoded into offsets, since
 * those are what the encoder must recompute when sizes change.
 */
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"

/* Messages name an attribute the table does not know as DW_AT_unknown
 * (nvt_dw_at_name returns NULL for it, which printf must not get). */
#define AT_NAME(at) (nvt_dw_at_name(at) ? nvt_dw_at_name(at) : "DW_AT_unknown")

/* The loop of both LEB128 readers: the value bits in *r and how far up
 * they reach in *shift. Returns the bytes read, 0 on truncation. */
static size_t leb128(const uint8_t *p, size_t avail, uint64_t *r, unsigned *shift)
{
	*r = 0;
	*shift = 0;
	for (size_t i = 0; i < avail; i++) {
		if (*shift < 64)
			*r |= (uint64_t)(p[i] & 0x7f) << *shift;
		*shift += 7;
		if (!(p[i] & 0x80))
			return i + 1;
	}
	return 0;
}

size_t nvt_dw_uleb(const uint8_t *p, size_t avail, uint64_t *v)
{
	uint64_t r;
	unsigned shift;
	size_t n = leb128(p, avail, &r, &shift);

	if (n)
		*v = r;
	return n;
}

size_t nvt_dw_sleb(const uint8_t *p, size_t avail, int64_t *v)
{
	uint64_t r;
	unsigned shift;
	size_t n = leb128(p, avail, &r, &shift);

	if (!n)
		return 0;
	/* the sign extended on the unsigned bits: -(1 << 63), for a
	 * nine-byte value, overflowed (found by fuzz/dwarf) */
	if (shift < 64 && (p[n - 1] & 0x40))
		r |= ~(uint64_t)0 << shift;
	*v = (int64_t)r;
	return n;
}

int nvt_dw_put_uleb(struct nvt_strbuf *b, uint64_t v)
{
	do {
		uint8_t c = v & 0x7f;
		v >>= 7;
		if (v)
			c |= 0x80;
		if (nvt_strbuf_append(b, &c, 1))
			return -ENOMEM;
	} while (v);
	return 0;
}

int nvt_dw_form_size(uint32_t form, const uint8_t *p, size_t avail, uint8_t addr_size,
		     uint16_t version, size_t *size)
{
	uint64_t v;
	int64_t s;
	size_t n;

	switch (form) {
	case DW_FORM_addr:
		*size = addr_size;
		break;
	case DW_FORM_ref_addr:
		*size = version <= 2 ? addr_size : 4;
		break;
	case DW_FORM_data1: case DW_FORM_ref1: case DW_FORM_flag:
		*size = 1;
		break;
	case DW_FORM_data2: case DW_FORM_ref2:
		*size = 2;
		break;
	case DW_FORM_data4: case DW_FORM_ref4: case DW_FORM_strp: case DW_FORM_sec_offset:
		*size = 4;
		break;
	case DW_FORM_data8: case DW_FORM_ref8: case DW_FORM_ref_sig8:
		*size = 8;
		break;
	case DW_FORM_flag_present:
		*size = 0;
		break;
	case DW_FORM_string: {
		const uint8_t *z = memchr(p, 0, avail);
		if (!z)
			return -EINVAL;
		*size = (size_t)(z - p) + 1;
		break;
	}
	case DW_FORM_udata: case DW_FORM_ref_udata:
		n = nvt_dw_uleb(p, avail, &v);
		if (!n)
			return -EINVAL;
		*size = n;
		break;
	case DW_FORM_sdata:
		n = nvt_dw_sleb(p, avail, &s);
		if (!n)
			return -EINVAL;
		*size = n;
		break;
	case DW_FORM_block1:
		if (avail < 1)
			return -EINVAL;
		*size = 1 + (size_t)p[0];
		break;
	case DW_FORM_block2:
		if (avail < 2)
			return -EINVAL;
		*size = 2 + (size_t)nvt_dw_get_le(p, 2);
		break;
	case DW_FORM_block4:
		if (avail < 4)
			return -EINVAL;
		*size = 4 + (size_t)nvt_dw_get_le(p, 4);
		break;
	case DW_FORM_block: case DW_FORM_exprloc:
		n = nvt_dw_uleb(p, avail, &v);
		if (!n || v > avail)
			return -EINVAL;
		*size = n + (size_t)v;
		break;
	default:
		return -ENOTSUP;
	}
	return *size <= avail ? 0 : -EINVAL;
}

/* ---- abbreviations -------------------------------------------------------------- */

static long decode_abbrev_table(struct nvt_dwarf *dw, size_t off, const char *file,
				struct nvt_diags *d)
{
	const struct dw_section *s = nvt_dw_section_cfind(&dw->secs, ".debug_abbrev");
	struct dw_abbrev_table *t;

	for (size_t i = 0; i < dw->ntables; i++)
		if (dw->tables[i].off == off)
			return (long)i;
	if (!s || off >= s->len) {
		nvt_error(d, "dwarf-abbrev", file, ".debug_abbrev",
			  "abbreviation table at offset 0x%zx is outside .debug_abbrev (size 0x%zx)", off,
			  s ? s->len : 0);
		return -EINVAL;
	}
	t = nvt_push_slot(dw->tables, dw->ntables, dw->captables);
	if (!t)
		return -ENOMEM;
	memset(t, 0, sizeof(*t));
	t->off = off;
	const uint8_t *p = s->data + off, *end = s->data + s->len;
	for (;;) {
		uint64_t code, tag, at, form;
		size_t n = nvt_dw_uleb(p, (size_t)(end - p), &code);
		if (!n)
			goto trunc;
		p += n;
		if (!code)
			break;
		n = nvt_dw_uleb(p, (size_t)(end - p), &tag);
		if (!n || p + n >= end)
			goto trunc;
		p += n;
		struct dw_abbrev *a = nvt_push_slot(t->a, t->n, t->cap);
		if (!a)
			return -ENOMEM;
		memset(a, 0, sizeof(*a));
		a->code = (uint32_t)code;
		a->tag = (uint32_t)tag;
		a->children = *p++ != 0;
		if (code > t->max_code)
			t->max_code = (uint32_t)code;
		for (;;) {
			n = nvt_dw_uleb(p, (size_t)(end - p), &at);
			if (!n)
				goto trunc;
			p += n;
			n = nvt_dw_uleb(p, (size_t)(end - p), &form);
			if (!n)
				goto trunc;
			p += n;
			if (!at && !form)
				break;
			struct dw_abbrev_spec *sp = nvt_push_slot(a->specs, a->nspecs, a->capspecs);
			if (!sp)
				return -ENOMEM;
			sp->at = (uint32_t)at;
			sp->form = (uint32_t)form;
		}
	}
	return (long)(t - dw->tables);
trunc:
	nvt_error(d, "dwarf-abbrev", file, ".debug_abbrev",
		  "abbreviation table at offset 0x%zx is truncated", off);
	return -EINVAL;
}

static const struct dw_abbrev *find_abbrev(const struct dw_abbrev_table *t, uint64_t code)
{
	for (size_t i = 0; i < t->n; i++)
		if (t->a[i].code == code)
			return &t->a[i];
	return NULL;
}

/* The value of a section-offset operand: its bytes plus, when symbolic, the
 * section it names or a label's offset in `target`. */
static size_t offset_operand(const struct nvt_dwarf *dw, const struct dw_section *s, size_t off,
			     unsigned size, const char *target)
{
	uint64_t v = nvt_dw_get_le(s->data + off, size);
	const struct dw_ref *r = nvt_dw_sec_ref_at(s, off);

	if (r && !r->sym2) {
		if (strcmp(r->sym, target)) {
			const struct dw_section *t = nvt_dw_section_cfind(&dw->secs, target);
			long lo = t ? nvt_dw_sec_label_off(t, r->sym) : -1;
			if (lo >= 0)
				v += (uint64_t)lo;
		}
		v += (uint64_t)r->addend;
	}
	return (size_t)v;
}

/* ---- DIEs ----------------------------------------------------------------------------- */

static int read_attr(struct nvt_dwarf *dw, const struct dw_section *s, struct dw_cu *cu,
		     size_t *pos, uint32_t at, uint32_t form, struct dw_attr *a, const char *file,
		     struct nvt_diags *d)
{
	size_t size;
	int err;

	memset(a, 0, sizeof(*a));
	if (form == DW_FORM_indirect) {
		uint64_t f;
		size_t n = nvt_dw_uleb(s->data + *pos, cu->end - *pos, &f);
		if (!n)
			return -EINVAL;
		/* keep it simple: indirect forms are resolved, the encoder
		 * writes the direct form (no producer we read uses them) */
		*pos += n;
		form = (uint32_t)f;
	}
	a->at = at;
	a->form = form;
	err = nvt_dw_form_size(form, s->data + *pos, cu->end - *pos, cu->addr_size, cu->version, &size);
	if (err) {
		nvt_error(d, "dwarf-info", file, ".debug_info",
			  err == -ENOTSUP ? "attribute %s at offset 0x%zx has unsupported form 0x%x"
					  : "attribute %s at offset 0x%zx (form 0x%x) runs past its unit",
			  AT_NAME(at), *pos, form);
		return -EINVAL;
	}
	a->val = malloc(size ? size : 1);
	if (!a->val)
		return -ENOMEM;
	memcpy(a->val, s->data + *pos, size);
	a->vlen = size;
	/* refs inside the value: a binary search, not a scan of all the
	 * section's refs per attribute (that was 16% of nvvm-llc -g) */
	size_t first = nvt_dw_sec_ref_lower(s, *pos), last = first;
	while (last < s->nrefs && s->refs[last].off < *pos + size)
		last++;
	/* sized exactly: most values hold one ref, and a grown array's
	 * first 16 slots were a third of the decoded DWARF of a big -g PTX */
	if (last > first && !(a->refs = calloc(last - first, sizeof(*a->refs))))
		return -ENOMEM;
	a->caprefs = last - first;
	for (size_t i = first; i < last; i++) {
		const struct dw_ref *r = &s->refs[i];
		if (r->off + r->size > *pos + size) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "symbolic operand '%s' at offset 0x%zx straddles attribute %s", r->sym,
				  r->off, AT_NAME(at));
			return -EINVAL;
		}
		if (nvt_dw_ref_copy(&a->refs[a->nrefs], r))
			return -ENOMEM;
		a->refs[a->nrefs++].off = r->off - *pos;
	}
	switch (form) {
	case DW_FORM_ref1: case DW_FORM_ref2: case DW_FORM_ref4: case DW_FORM_ref8:
		a->u = nvt_dw_get_le(a->val, (unsigned)size);
		a->is_ref = true;
		break;
	case DW_FORM_ref_udata:
		nvt_dw_uleb(a->val, size, &a->u);
		a->is_ref = true;
		break;
	case DW_FORM_ref_addr:
		a->u = offset_operand(dw, s, *pos, (unsigned)size, ".debug_info");
		a->is_ref = true;
		break;
	case DW_FORM_data1: case DW_FORM_data2: case DW_FORM_data4: case DW_FORM_data8:
	case DW_FORM_flag: case DW_FORM_sec_offset: case DW_FORM_addr:
		a->u = nvt_dw_get_le(a->val, (unsigned)size);
		break;
	case DW_FORM_udata:
		nvt_dw_uleb(a->val, size, &a->u);
		break;
	case DW_FORM_sdata: {
		int64_t v = 0; /* (size is the value's own length: it is read whole) */
		nvt_dw_sleb(a->val, size, &v);
		a->u = (uint64_t)v;
		break;
	}
	default:
		break;
	}
	*pos += size;
	return 0;
}

static int decode_unit(struct nvt_dwarf *dw, struct dw_cu *cu, size_t cu_index, const char *file,
		       struct nvt_diags *d)
{
	const struct dw_section *s = nvt_dw_section_cfind(&dw->secs, ".debug_info");
	const struct dw_abbrev_table *t = &dw->tables[cu->table];
	size_t pos = cu->off + 11;
	long stack[256];
	long last_child[256];
	int depth = 0;

	cu->root = -1;
	stack[0] = -1;
	last_child[0] = -1;
	while (pos < cu->end) {
		uint64_t code;
		size_t die_off = pos;
		size_t n = nvt_dw_uleb(s->data + pos, cu->end - pos, &code);
		if (!n)
			goto trunc;
		pos += n;
		if (!code) {
			if (depth == 0) {
				pos = die_off; /* padding after the tree: the encoder keeps it */
				break;
			}
			if (--depth == 0)
				break;
			continue;
		}
		const struct dw_abbrev *ab = find_abbrev(t, code);
		if (!ab) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "DIE at offset 0x%zx uses abbreviation %llu, which table 0x%zx lacks",
				  die_off, (unsigned long long)code, t->off);
			return -EINVAL;
		}
		struct dw_die *die = nvt_push_slot(dw->dies, dw->ndies, dw->capdies);
		if (!die)
			return -ENOMEM;
		long idx = (long)dw->ndies - 1;
		memset(die, 0, sizeof(*die));
		die->off = die_off;
		die->code = ab->code;
		die->tag = ab->tag;
		die->children = ab->children;
		die->cu = cu_index;
		die->parent = stack[depth];
		die->first_child = die->next = -1;
		if (cu->root < 0)
			cu->root = idx;
		if (last_child[depth] >= 0)
			dw->dies[last_child[depth]].next = idx;
		else if (stack[depth] >= 0)
			dw->dies[stack[depth]].first_child = idx;
		last_child[depth] = idx;
		die->attrs = calloc(ab->nspecs ? ab->nspecs : 1, sizeof(*die->attrs));
		if (!die->attrs)
			return -ENOMEM;
		die->capattrs = ab->nspecs ? ab->nspecs : 1;
		for (size_t i = 0; i < ab->nspecs; i++) {
			/* dw->dies may not move during this loop: no pushes here */
			int err = read_attr(dw, s, cu, &pos, ab->specs[i].at, ab->specs[i].form,
					    &dw->dies[idx].attrs[i], file, d);
			if (err) {
				/* a failed attribute may hold its value already */
				nvt_dw_attr_clear(&dw->dies[idx].attrs[i]);
				return err;
			}
			dw->dies[idx].nattrs++;
		}
		if (ab->children) {
			if (depth + 1 >= (int)ARRAY_SIZE(stack)) {
				nvt_error(d, "dwarf-info", file, ".debug_info",
					  "DIE tree deeper than %zu levels at offset 0x%zx",
					  ARRAY_SIZE(stack), die_off);
				return -EINVAL;
			}
			depth++;
			stack[depth] = idx;
			last_child[depth] = -1;
		}
		if (depth == 0)
			break; /* the unit's root DIE has no children */
	}
	cu->tail = cu->end > pos ? cu->end - pos : 0;
	if (depth != 0) {
		nvt_error(d, "dwarf-info", file, ".debug_info",
			  "compile unit at offset 0x%zx ends inside the DIE tree (%d open levels)",
			  cu->off, depth);
		return -EINVAL;
	}
	return 0;
trunc:
	nvt_error(d, "dwarf-info", file, ".debug_info", "compile unit at offset 0x%zx is truncated",
		  cu->off);
	return -EINVAL;
}

int nvt_dw_decode(struct nvt_dwarf *dw, const char *file, struct nvt_diags *d)
{
	const struct dw_section *s = nvt_dw_section_cfind(&dw->secs, ".debug_info");
	size_t off = 0;

	if (!s)
		return 0;
	while (off < s->len) {
		if (s->len - off < 11) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "compile unit header at offset 0x%zx is truncated", off);
			return -EINVAL;
		}
		uint32_t length = (uint32_t)nvt_dw_get_le(s->data + off, 4);
		if (length == 0xffffffffu) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "64-bit DWARF at offset 0x%zx is not supported", off);
			return -EINVAL;
		}
		if (length > s->len - off - 4 || length < 7) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "compile unit at offset 0x%zx has length 0x%x but the section has 0x%zx bytes left",
				  off, length, s->len - off - 4);
			return -EINVAL;
		}
		struct dw_cu *cu = nvt_push_slot(dw->cus, dw->ncus, dw->capcus);
		if (!cu)
			return -ENOMEM;
		memset(cu, 0, sizeof(*cu));
		cu->off = off;
		cu->length = length;
		cu->end = off + 4 + length;
		cu->version = (uint16_t)nvt_dw_get_le(s->data + off + 4, 2);
		cu->abbrev_off = offset_operand(dw, s, off + 6, 4, ".debug_abbrev");
		cu->addr_size = s->data[off + 10];
		if (cu->version < 2 || cu->version > 4) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "compile unit at offset 0x%zx has DWARF version %u; versions 2 to 4 are supported",
				  off, cu->version);
			return -EINVAL;
		}
		if (cu->addr_size != 4 && cu->addr_size != 8) {
			nvt_error(d, "dwarf-info", file, ".debug_info",
				  "compile unit at offset 0x%zx has address size %u (expected 4 or 8)",
				  off, cu->addr_size);
			return -EINVAL;
		}
		long t = decode_abbrev_table(dw, cu->abbrev_off, file, d);
		if (t < 0)
			return (int)t;
		dw->cus[dw->ncus - 1].table = (size_t)t;
		int err = decode_unit(dw, &dw->cus[dw->ncus - 1], dw->ncus - 1, file, d);
		if (err)
			return err;
		off = dw->cus[dw->ncus - 1].end;
	}
	return 0;
}

void nvt_dw_attr_clear(struct dw_attr *a)
{
	free(a->val);
	for (size_t i = 0; i < a->nrefs; i++)
		nvt_dw_ref_free(&a->refs[i]);
	free(a->refs);
	memset(a, 0, sizeof(*a));
}

void nvt_dw_decoded_free(struct nvt_dwarf *dw)
{
	for (size_t i = 0; i < dw->ndies; i++) {
		for (size_t j = 0; j < dw->dies[i].nattrs; j++)
			nvt_dw_attr_clear(&dw->dies[i].attrs[j]);
		free(dw->dies[i].attrs);
	}
	free(dw->dies);
	for (size_t i = 0; i < dw->ntables; i++) {
		for (size_t j = 0; j < dw->tables[i].n; j++)
			free(dw->tables[i].a[j].specs);
		free(dw->tables[i].a);
	}
	free(dw->tables);
	free(dw->cus);
	dw->dies = NULL;
	dw->tables = NULL;
	dw->cus = NULL;
	dw->ndies = dw->ntables = dw->ncus = 0;
	dw->capdies = dw->captables = dw->capcus = 0;
}

const struct dw_attr *nvt_dw_die_attr(const struct dw_die *die, uint32_t at)
{
	for (size_t i = 0; i < die->nattrs; i++)
		if (die->attrs[i].at == at)
			return &die->attrs[i];
	return NULL;
}

struct dw_attr *nvt_dw_die_attr_mut(struct dw_die *die, uint32_t at)
{
	return (struct dw_attr *)nvt_dw_die_attr(die, at);
}

long nvt_dw_die_by_off(const struct nvt_dwarf *dw, size_t off)
{
	size_t i = nvt_dw_lower_bound(dw->dies, dw->ndies, sizeof(*dw->dies), offsetof(struct dw_die, off), off);

	return i < dw->ndies && dw->dies[i].off == off ? (long)i : -1;
}

static long attr_target(const struct nvt_dwarf *dw, const struct dw_die *die, const struct dw_attr *a)
{
	size_t off = a->form == DW_FORM_ref_addr ? (size_t)a->u : dw->cus[die->cu].off + (size_t)a->u;
	return nvt_dw_die_by_off(dw, off);
}

const char *nvt_dw_die_name(const struct nvt_dwarf *dw, const struct dw_die *die)
{
	for (int hops = 0; die && hops < 8; hops++) {
		const struct dw_attr *a = nvt_dw_die_attr(die, DW_AT_name);
		if (a && a->form == DW_FORM_string)
			return (const char *)a->val;
		a = nvt_dw_die_attr(die, DW_AT_abstract_origin);
		if (!a)
			a = nvt_dw_die_attr(die, DW_AT_specification);
		if (!a || !a->is_ref)
			return NULL;
		long t = attr_target(dw, die, a);
		die = t >= 0 ? &dw->dies[t] : NULL;
	}
	return NULL;
}

bool nvt_dw_attr_is_loclist(const struct dw_attr *a)
{
	return a->form == DW_FORM_data4 || a->form == DW_FORM_data8 || a->form == DW_FORM_sec_offset;
}

bool nvt_dw_attr_is_block(const struct dw_attr *a, const uint8_t **p, size_t *n)
{
	uint64_t v;
	size_t h;

	switch (a->form) {
	case DW_FORM_block1:
		h = 1;
		break;
	case DW_FORM_block2:
		h = 2;
		break;
	case DW_FORM_block4:
		h = 4;
		break;
	case DW_FORM_block: case DW_FORM_exprloc:
		h = nvt_dw_uleb(a->val, a->vlen, &v);
		break;
	default:
		return false;
	}
	*p = a->val + h;
	*n = a->vlen - h;
	return true;
}

int nvt_dw_loclist_walk(const struct nvt_dwarf *dw, const struct dw_attr *a, uint8_t addr_size,
			dw_loc_fn fn, void *ctx)
{
	const struct dw_section *s = nvt_dw_section_cfind(&dw->secs, ".debug_loc");
	uint64_t off = a->u;

	if (!s)
		return -EINVAL;
	if (a->nrefs) {
		const struct dw_ref *r = &a->refs[0];
		off = 0;
		if (strcmp(r->sym, ".debug_loc")) {
			long lo = nvt_dw_sec_label_off(s, r->sym);
			if (lo < 0)
				return -EINVAL;
			off = (uint64_t)lo;
		}
		off += (uint64_t)r->addend + nvt_dw_get_le(a->val, (unsigned)a->vlen);
	}
	while (off + 2u * addr_size <= s->len) {
		struct dw_loc_entry e = { 0 };
		e.begin_ref = nvt_dw_sec_ref_at(s, (size_t)off);
		e.end_ref = nvt_dw_sec_ref_at(s, (size_t)off + addr_size);
		e.begin = nvt_dw_get_le(s->data + off, addr_size);
		e.end = nvt_dw_get_le(s->data + off + addr_size, addr_size);
		off += 2u * addr_size;
		if (!e.begin_ref && !e.end_ref && !e.begin && !e.end)
			return 0;
		uint64_t ones = addr_size == 8 ? ~0ull : 0xffffffffull;
		if (!e.begin_ref && e.begin == ones)
			continue; /* base address selection */
		if (off + 2 > s->len)
			return -EINVAL;
		e.len = (size_t)nvt_dw_get_le(s->data + off, 2);
		off += 2;
		if (off + e.len > s->len)
			return -EINVAL;
		e.expr = s->data + off;
		e.expr_off = (size_t)off;
		e.refs = s->refs;
		e.nrefs = s->nrefs;
		int err = fn(&e, ctx);
		if (err)
			return err;
		off += e.len;
	}
	return -EINVAL;
}
