/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Editing DIEs and encoding the tree back into .debug_abbrev/.debug_info.
 *
 * An edit may change a DIE's size (an added DW_AT_address_class, a location
 * that becomes a block). Everything that points into .debug_info must then
 * move with it:
 *   - every unit length,
 *   - every CU-relative DIE reference (DW_FORM_ref1/2/4/8/ref_udata, e.g.
 *     DW_AT_type, DW_AT_sibling, DW_AT_abstract_origin),
 *   - every section-relative one (DW_FORM_ref_addr),
 *   - every symbolic operand `.debug_info+N` in any section (aranges),
 *   - the DIE offsets and unit sizes of .debug_pubnames/.debug_pubtypes,
 *   - labels defined inside .debug_info.
 * We lay the tree out again (new offsets for every DIE), then write each
 * value with its original encoding, replacing only the references. Since
 * reference forms have fixed widths, one layout pass is enough.
 *
 * A DIE whose attribute list no longer matches its abbreviation gets an
 * existing abbreviation that matches, or a new one appended to its table;
 * other DIEs keep their codes, so unedited input encodes to the same bytes.
 */
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"

/* Messages name an attribute the table does not know as DW_AT_unknown
 * (nvt_dw_at_name returns NULL for it, which printf must not get). */
#define AT_NAME(at) (nvt_dw_at_name(at) ? nvt_dw_at_name(at) : "DW_AT_unknown")

static size_t uleb_len(uint64_t v)
{
	size_t n = 1;

	while (v >>= 7)
		n++;
	return n;
}

/* ---- attribute edits ------------------------------------------------------------ */

static struct dw_attr *attr_insert(struct dw_die *die, uint32_t at, uint32_t before_at)
{
	size_t pos = die->nattrs;

	if (nvt_grow(die->attrs, die->capattrs, die->nattrs + 1))
		return NULL;
	for (size_t i = 0; before_at && i < die->nattrs; i++)
		if (die->attrs[i].at == before_at) {
			pos = i;
			break;
		}
	memmove(&die->attrs[pos + 1], &die->attrs[pos], (die->nattrs - pos) * sizeof(*die->attrs));
	die->nattrs++;
	memset(&die->attrs[pos], 0, sizeof(die->attrs[pos]));
	die->attrs[pos].at = at;
	return &die->attrs[pos];
}

int nvt_dw_attr_set_data1(struct dw_die *die, uint32_t at, uint8_t v, uint32_t before_at)
{
	struct dw_attr *a = nvt_dw_die_attr_mut(die, at);

	if (a && a->form == DW_FORM_data1 && a->vlen == 1) {
		if (a->val[0] != v) {
			a->val[0] = v;
			a->u = v;
			die->edited = true;
		}
		return 0;
	}
	if (a)
		nvt_dw_attr_clear(a);
	else if (!(a = attr_insert(die, at, before_at)))
		return -ENOMEM;
	a->at = at;
	a->form = DW_FORM_data1;
	a->val = malloc(1);
	if (!a->val)
		return -ENOMEM;
	a->val[0] = v;
	a->vlen = 1;
	a->u = v;
	die->edited = true;
	return 0;
}

int nvt_dw_attr_set_block1(struct dw_die *die, uint32_t at, const uint8_t *p, size_t n,
			   const struct dw_ref *refs, size_t nrefs)
{
	struct dw_attr *a = nvt_dw_die_attr_mut(die, at);

	if (n > 255)
		return -EINVAL;
	if (a)
		nvt_dw_attr_clear(a);
	else if (!(a = attr_insert(die, at, 0)))
		return -ENOMEM;
	a->at = at;
	a->form = DW_FORM_block1;
	a->val = malloc(n + 1);
	a->refs = nrefs ? calloc(nrefs, sizeof(*a->refs)) : NULL;
	if (!a->val || (nrefs && !a->refs))
		return -ENOMEM;
	a->caprefs = nrefs;
	a->val[0] = (uint8_t)n;
	memcpy(a->val + 1, p, n);
	a->vlen = n + 1;
	for (size_t i = 0; i < nrefs; i++) {
		if (nvt_dw_ref_copy(&a->refs[i], &refs[i]))
			return -ENOMEM;
		a->refs[i].off += 1; /* refs are given relative to the expression */
		a->nrefs++;
	}
	die->edited = true;
	return 0;
}

/* ---- abbreviations ---------------------------------------------------------------- */

static bool abbrev_matches(const struct dw_abbrev *ab, const struct dw_die *die)
{
	if (ab->tag != die->tag || ab->children != die->children || ab->nspecs != die->nattrs)
		return false;
	for (size_t i = 0; i < ab->nspecs; i++)
		if (ab->specs[i].at != die->attrs[i].at || ab->specs[i].form != die->attrs[i].form)
			return false;
	return true;
}

int nvt_dw_die_reabbrev(struct nvt_dwarf *dw, struct dw_die *die)
{
	struct dw_abbrev_table *t = &dw->tables[dw->cus[die->cu].table];
	struct dw_abbrev *ab;

	for (size_t i = 0; i < t->n; i++)
		if (t->a[i].code == die->code && abbrev_matches(&t->a[i], die))
			return 0;
	for (size_t i = 0; i < t->n; i++)
		if (abbrev_matches(&t->a[i], die)) {
			die->code = t->a[i].code;
			return 0;
		}
	ab = nvt_push_slot(t->a, t->n, t->cap);
	if (!ab)
		return -ENOMEM;
	memset(ab, 0, sizeof(*ab));
	ab->code = ++t->max_code;
	ab->tag = die->tag;
	ab->children = die->children;
	ab->specs = calloc(die->nattrs ? die->nattrs : 1, sizeof(*ab->specs));
	if (!ab->specs)
		return -ENOMEM;
	ab->nspecs = ab->capspecs = die->nattrs;
	for (size_t i = 0; i < die->nattrs; i++) {
		ab->specs[i].at = die->attrs[i].at;
		ab->specs[i].form = die->attrs[i].form;
	}
	die->code = ab->code;
	return 0;
}

static int encode_abbrevs(struct nvt_dwarf *dw, struct dw_section *s)
{
	struct nvt_strbuf b = { 0 };
	int err = 0;

	for (size_t i = 0; i < dw->ntables && !err; i++) {
		struct dw_abbrev_table *t = &dw->tables[i];
		t->new_off = b.len;
		for (size_t j = 0; j < t->n && !err; j++) {
			const struct dw_abbrev *a = &t->a[j];
			uint8_t ch = a->children ? 1 : 0;
			err = nvt_dw_put_uleb(&b, a->code) ?: nvt_dw_put_uleb(&b, a->tag) ?:
			      nvt_strbuf_append(&b, &ch, 1);
			for (size_t k = 0; k < a->nspecs && !err; k++)
				err = nvt_dw_put_uleb(&b, a->specs[k].at) ?:
				      nvt_dw_put_uleb(&b, a->specs[k].form);
			if (!err)
				err = nvt_strbuf_append(&b, "\0\0", 2);
		}
		if (!err)
			err = nvt_strbuf_append(&b, "\0", 1);
	}
	if (err) {
		nvt_strbuf_free(&b);
		return err;
	}
	/* labels at a table start move with it */
	for (size_t i = 0; i < s->nlabels; i++)
		for (size_t j = 0; j < dw->ntables; j++)
			if (s->labels[i].off == dw->tables[j].off) {
				s->labels[i].off = dw->tables[j].new_off;
				break;
			}
	free(s->data);
	s->data = (uint8_t *)b.data;
	s->len = b.len;
	s->cap = b.cap;
	s->rewrite = true;
	return 0;
}

/* ---- layout ----------------------------------------------------------------------- */

static size_t die_size(const struct dw_die *die)
{
	size_t n = uleb_len(die->code);

	for (size_t i = 0; i < die->nattrs; i++)
		n += die->attrs[i].vlen;
	return n;
}

static void layout(struct nvt_dwarf *dw, long idx, size_t *pos)
{
	for (; idx >= 0; idx = dw->dies[idx].next) {
		struct dw_die *die = &dw->dies[idx];
		die->new_off = *pos;
		*pos += die_size(die);
		if (die->children) {
			layout(dw, die->first_child, pos);
			*pos += 1; /* end of children */
		}
	}
}

/* New offset of an old .debug_info offset. */
static size_t remap(const struct nvt_dwarf *dw, size_t old)
{
	size_t lo = 0, hi = dw->ndies;

	for (size_t i = 0; i < dw->ncus; i++) {
		if (dw->cus[i].off == old)
			return dw->cus[i].new_off;
		if (dw->cus[i].end == old)
			return dw->cus[i].new_end;
	}
	/* the DIE at or before `old` */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (dw->dies[mid].off <= old)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return old;
	const struct dw_die *d = &dw->dies[lo - 1];
	return d->new_off + (old - d->off);
}

/* ---- writing .debug_info ---------------------------------------------------------------- */

struct writer {
	struct nvt_dwarf *dw;
	struct dw_section out;
	const char *file;
	struct nvt_diags *d;
	int err;
};

static void w_put(struct writer *w, const void *p, size_t n)
{
	if (!w->err && nvt_dw_sec_put(&w->out, p, n))
		w->err = -ENOMEM;
}

static void w_ref(struct writer *w, const struct dw_ref *r)
{
	if (!w->err && nvt_dw_sec_add_ref(&w->out, r))
		w->err = -ENOMEM;
}

static void write_attr(struct writer *w, const struct dw_die *die, const struct dw_attr *a)
{
	const struct dw_cu *cu = &w->dw->cus[die->cu];
	size_t base = w->out.len;
	uint8_t buf[16];

	if (a->is_ref) {
		size_t old = a->form == DW_FORM_ref_addr ? (size_t)a->u : cu->off + (size_t)a->u;
		long t = nvt_dw_die_by_off(w->dw, old);
		size_t nt = t >= 0 ? w->dw->dies[t].new_off : remap(w->dw, old);
		uint64_t v = a->form == DW_FORM_ref_addr ? nt : nt - cu->new_off;
		if (t < 0)
			nvt_warn(w->d, "dwarf-ref", w->file, ".debug_info",
				 "attribute %s of the DIE at offset 0x%zx refers to offset 0x%zx, where no DIE starts",
				 AT_NAME(a->at), die->off, old);
		if (a->form == DW_FORM_ref_udata) {
			/* same width as before, padded, so the layout holds */
			size_t n = a->vlen;
			if (n > sizeof(buf) || uleb_len(v) > n) {
				w->err = -ERANGE;
				return;
			}
			for (size_t i = 0; i < n; i++) {
				buf[i] = (uint8_t)(v & 0x7f) | (i + 1 < n ? 0x80 : 0);
				v >>= 7;
			}
			w_put(w, buf, n);
			return;
		}
		if (a->vlen < 8 && (v >> (8 * a->vlen))) {
			nvt_error(w->d, "dwarf-ref", w->file, ".debug_info",
				  "reference %s of the DIE at offset 0x%zx no longer fits its form %s",
				  AT_NAME(a->at), die->off, nvt_dw_form_name(a->form));
			w->err = -EINVAL;
			return;
		}
		if (a->nrefs && !strcmp(a->refs[0].sym, ".debug_info") && !a->refs[0].sym2) {
			struct dw_ref r = a->refs[0];
			r.off = base;
			r.addend = (int64_t)v;
			memset(buf, 0, sizeof(buf));
			w_ref(w, &r);
			w_put(w, buf, a->vlen);
			return;
		}
		nvt_dw_put_le(buf, v, (unsigned)a->vlen);
		w_put(w, buf, a->vlen);
		return;
	}
	w_put(w, a->val, a->vlen);
	for (size_t i = 0; i < a->nrefs; i++) {
		struct dw_ref r = a->refs[i];
		r.off = base + a->refs[i].off;
		if (!strcmp(r.sym, ".debug_info") && !r.sym2 && r.addend >= 0)
			r.addend = (int64_t)remap(w->dw, (size_t)r.addend);
		w_ref(w, &r);
	}
}

static void write_dies(struct writer *w, long idx)
{
	for (; idx >= 0 && !w->err; idx = w->dw->dies[idx].next) {
		const struct dw_die *die = &w->dw->dies[idx];
		struct nvt_strbuf b = { 0 };
		if (nvt_dw_put_uleb(&b, die->code)) {
			w->err = -ENOMEM;
			return;
		}
		w_put(w, b.data, b.len);
		nvt_strbuf_free(&b);
		for (size_t i = 0; i < die->nattrs; i++)
			write_attr(w, die, &die->attrs[i]);
		if (die->children) {
			write_dies(w, die->first_child);
			w_put(w, "\0", 1);
		}
	}
}

/* .debug_pubnames / .debug_pubtypes: unit size and DIE offsets move. */
static int fix_pubs(struct nvt_dwarf *dw, struct dw_section *s, const char *file,
		    struct nvt_diags *d)
{
	size_t off = 0;

	while (off + 14 <= s->len) {
		size_t len = (size_t)nvt_dw_get_le(s->data + off, 4);
		size_t end = off + 4 + len;
		const struct dw_ref *r = nvt_dw_sec_ref_at(s, off + 6);
		size_t cu_old = (size_t)nvt_dw_get_le(s->data + off + 6, 4) +
				(r && !strcmp(r->sym, ".debug_info") ? (size_t)r->addend : 0);
		const struct dw_cu *cu = NULL;

		if (end > s->len)
			goto bad;
		for (size_t i = 0; i < dw->ncus; i++)
			if (dw->cus[i].off == cu_old)
				cu = &dw->cus[i];
		if (!cu)
			goto bad;
		if (!r)
			nvt_dw_put_le(s->data + off + 6, cu->new_off, 4);
		nvt_dw_put_le(s->data + off + 10, cu->new_end - cu->new_off, 4);
		size_t p = off + 14;
		while (p + 4 <= end) {
			size_t rel = (size_t)nvt_dw_get_le(s->data + p, 4);
			if (!rel)
				break;
			long t = nvt_dw_die_by_off(dw, cu->off + rel);
			if (t < 0)
				goto bad;
			nvt_dw_put_le(s->data + p, dw->dies[t].new_off - cu->new_off, 4);
			p += 4;
			const uint8_t *z = memchr(s->data + p, 0, end - p);
			if (!z)
				goto bad;
			p = (size_t)(z - s->data) + 1;
		}
		off = end;
	}
	s->rewrite = true;
	return 0;
bad:
	nvt_error(d, "dwarf-pubnames", file, s->name,
		  "cannot follow %s at offset 0x%zx to move its DIE offsets", s->name, off);
	return -EINVAL;
}

int nvt_dw_encode(struct nvt_dwarf *dw, const char *file, struct nvt_diags *d)
{
	struct dw_section *info = nvt_dw_section_find(&dw->secs, ".debug_info");
	struct dw_section *abbrev = nvt_dw_section_find(&dw->secs, ".debug_abbrev");
	struct writer w = { .dw = dw, .file = file, .d = d };
	size_t pos = 0;
	int err;

	if (!info || !abbrev)
		return 0;
	for (size_t i = 0; i < dw->ndies; i++)
		if ((err = nvt_dw_die_reabbrev(dw, &dw->dies[i])))
			return err;
	if ((err = encode_abbrevs(dw, abbrev)))
		return err;
	for (size_t i = 0; i < dw->ncus; i++) {
		struct dw_cu *cu = &dw->cus[i];
		cu->new_off = pos;
		pos += 11;
		layout(dw, cu->root, &pos);
		pos += cu->tail;
		cu->new_end = pos;
	}
	w.out.name = info->name;
	for (size_t i = 0; i < dw->ncus && !w.err; i++) {
		struct dw_cu *cu = &dw->cus[i];
		uint8_t hdr[11] = { 0 };
		const struct dw_ref *ar = nvt_dw_sec_ref_at(info, cu->off + 6);
		size_t toff = dw->tables[cu->table].new_off;

		nvt_dw_put_le(hdr, cu->new_end - cu->new_off - 4, 4);
		nvt_dw_put_le(hdr + 4, cu->version, 2);
		if (ar) {
			struct dw_ref r = *ar;
			r.off = w.out.len + 6;
			if (!strcmp(r.sym, ".debug_abbrev") && !r.sym2)
				r.addend = (int64_t)toff;
			w_ref(&w, &r);
		} else {
			nvt_dw_put_le(hdr + 6, toff, 4);
		}
		hdr[10] = cu->addr_size;
		w_put(&w, hdr, sizeof(hdr));
		write_dies(&w, cu->root);
		for (size_t k = 0; k < cu->tail; k++)
			w_put(&w, "\0", 1);
		if (!w.err && w.out.len != cu->new_end) {
			nvt_error(d, "dwarf-encode", file, ".debug_info",
				  "internal error: unit at 0x%zx laid out to 0x%zx bytes but written as 0x%zx",
				  cu->off, cu->new_end, w.out.len);
			w.err = -EINVAL;
		}
	}
	if (w.err) {
		w.out.name = NULL;
		free(w.out.data);
		for (size_t i = 0; i < w.out.nrefs; i++)
			nvt_dw_ref_free(&w.out.refs[i]);
		free(w.out.refs);
		return w.err;
	}
	/* labels inside .debug_info */
	for (size_t i = 0; i < info->nlabels; i++)
		info->labels[i].off = remap(dw, info->labels[i].off);
	/* symbolic references into .debug_info from the other sections */
	for (size_t i = 0; i < dw->secs.n; i++) {
		struct dw_section *s = &dw->secs.s[i];
		if (s == info)
			continue;
		for (size_t j = 0; j < s->nrefs; j++)
			if (!strcmp(s->refs[j].sym, ".debug_info") && !s->refs[j].sym2 &&
			    s->refs[j].addend >= 0) {
				s->refs[j].addend = (int64_t)remap(dw, (size_t)s->refs[j].addend);
				s->rewrite = true;
			}
		if (!strcmp(s->name, ".debug_pubnames") || !strcmp(s->name, ".debug_pubtypes"))
			if ((err = fix_pubs(dw, s, file, d)))
				return err;
	}
	free(info->data);
	for (size_t i = 0; i < info->nrefs; i++)
		nvt_dw_ref_free(&info->refs[i]);
	free(info->refs);
	info->data = w.out.data;
	info->len = w.out.len;
	info->cap = w.out.cap;
	info->refs = w.out.refs;
	info->nrefs = w.out.nrefs;
	info->caprefs = w.out.caprefs;
	info->rewrite = true;
	/* The decoded tree still holds the old offsets: callers write the
	 * sections out and decode again if they need the new tree. */
	return 0;
}
