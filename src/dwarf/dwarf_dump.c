/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The DIE tree as text, in the shape of `llvm-dwarfdump --debug-info`, so
 * that people (and FileCheck patterns) used to it read it at once:
 *
 *   0x0000000b: DW_TAG_compile_unit
 *                 DW_AT_producer	("clang version 22")
 *   0x000000ef:   DW_TAG_formal_parameter
 *                   DW_AT_address_class	(ADDR_param_space)
 *                   DW_AT_location	(DW_OP_addr _Z4testPi_param_0)
 *
 * Differences, on purpose: address classes print as their CUDA names,
 * symbolic operands print as the symbols they name (PTX input has no
 * addresses yet), and the NULL entries closing child lists are not shown.
 */
#include <stdio.h>
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"

struct dumper {
	const struct nvt_dwarf *dw;
	struct nvt_strbuf *out;
	bool no_locations;
	int err;
};

#define P(dp, ...) ((dp)->err = (dp)->err ?: nvt_strbuf_printf((dp)->out, __VA_ARGS__))

static void put_ref(struct dumper *dp, const struct dw_ref *r)
{
	P(dp, "%s", r->sym);
	if (r->sym2)
		P(dp, "-%s", r->sym2);
	if (r->addend)
		P(dp, "%+lld", (long long)r->addend);
}

static void put_string(struct dumper *dp, const char *s)
{
	P(dp, "\"");
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			P(dp, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			P(dp, "\\x%02x", c);
		else
			P(dp, "%c", c);
	}
	P(dp, "\"");
}

struct loc_print {
	struct dumper *dp;
	unsigned indent;
	uint8_t addr_size;
};

static int loc_entry(const struct dw_loc_entry *e, void *ctx)
{
	struct loc_print *lp = ctx;
	struct dumper *dp = lp->dp;

	P(dp, "\n%*s[", (int)lp->indent, "");
	if (e->begin_ref)
		put_ref(dp, e->begin_ref);
	else
		P(dp, "0x%016llx", (unsigned long long)e->begin);
	P(dp, ", ");
	if (e->end_ref)
		put_ref(dp, e->end_ref);
	else
		P(dp, "0x%016llx", (unsigned long long)e->end);
	P(dp, "): ");
	if (!dp->err)
		dp->err = nvt_dw_expr_print(dp->out, e->expr, e->len, e->refs, e->nrefs, e->expr_off,
					    lp->addr_size);
	return dp->err;
}

static void put_value(struct dumper *dp, const struct dw_die *die, const struct dw_attr *a,
		      unsigned indent)
{
	const struct dw_cu *cu = &dp->dw->cus[die->cu];
	const uint8_t *p;
	size_t n;

	if (a->at == DW_AT_address_class) {
		const char *nm = a->u <= NVT_ADDR_CLASS_MAX ? nvt_addr_class_name((unsigned)a->u) : NULL;
		if (nm)
			P(dp, "%s", nm);
		else
			P(dp, "0x%02llx", (unsigned long long)a->u);
		return;
	}
	if ((a->at == DW_AT_location || a->at == 0x40 /* frame_base */) &&
	    nvt_dw_attr_is_block(a, &p, &n)) {
		if (!dp->err)
			dp->err = nvt_dw_expr_print(dp->out, p, n, a->refs, a->nrefs,
						    (size_t)(p - a->val), cu->addr_size);
		return;
	}
	if (a->at == DW_AT_location && nvt_dw_attr_is_loclist(a)) {
		if (a->nrefs)
			put_ref(dp, &a->refs[0]);
		else
			P(dp, "0x%08llx", (unsigned long long)a->u);
		P(dp, ":");
		if (!dp->no_locations) {
			struct loc_print lp = { dp, indent + 2, cu->addr_size };
			if (nvt_dw_loclist_walk(dp->dw, a, cu->addr_size, loc_entry, &lp) && !dp->err)
				P(dp, " <malformed location list>");
		}
		return;
	}
	if (a->is_ref) {
		size_t off = a->form == DW_FORM_ref_addr ? (size_t)a->u : cu->off + (size_t)a->u;
		long t = nvt_dw_die_by_off(dp->dw, off);
		P(dp, "0x%08zx", off);
		const char *nm = t >= 0 ? nvt_dw_die_name(dp->dw, &dp->dw->dies[t]) : NULL;
		if (nm) {
			P(dp, " ");
			put_string(dp, nm);
		}
		return;
	}
	if (a->nrefs && a->refs[0].off == 0 && a->refs[0].size == a->vlen) {
		put_ref(dp, &a->refs[0]);
		return;
	}
	switch (a->form) {
	case DW_FORM_string:
		put_string(dp, (const char *)a->val);
		return;
	case DW_FORM_flag: case DW_FORM_flag_present:
		P(dp, "%s", a->form == DW_FORM_flag_present || a->u ? "true" : "false");
		return;
	case DW_FORM_sdata:
		P(dp, "%lld", (long long)a->u);
		return;
	default:
		break;
	}
	if (a->at == DW_AT_language) {
		const char *nm = nvt_dw_lang_name((uint32_t)a->u);
		if (nm) {
			P(dp, "%s", nm);
			return;
		}
	}
	if (a->at == 0x3e /* encoding */) {
		const char *nm = nvt_dw_ate_name((uint32_t)a->u);
		if (nm) {
			P(dp, "%s", nm);
			return;
		}
	}
	if (a->at == 0x3b || a->at == 0x59 /* decl_line call_line */) {
		P(dp, "%llu", (unsigned long long)a->u);
		return;
	}
	if (nvt_dw_attr_is_block(a, &p, &n)) {
		P(dp, "<0x%02zx>", n);
		for (size_t i = 0; i < n; i++)
			P(dp, " %02x", p[i]);
		return;
	}
	unsigned w = a->form == DW_FORM_data1 || a->form == DW_FORM_ref1 ? 2
		     : a->form == DW_FORM_data2				? 4
		     : a->form == DW_FORM_data8 || a->form == DW_FORM_addr ? 16
									    : 8;
	P(dp, "0x%0*llx", (int)w, (unsigned long long)a->u);
}

static void dump_die(struct dumper *dp, long idx, unsigned depth)
{
	for (; idx >= 0 && !dp->err; idx = dp->dw->dies[idx].next) {
		const struct dw_die *die = &dp->dw->dies[idx];
		const char *tn = nvt_dw_tag_name(die->tag);
		unsigned indent = 12 + 2 * depth;
		P(dp, "0x%08zx: %*s", die->off, (int)(2 * depth), "");
		if (tn)
			P(dp, "%s\n", tn);
		else
			P(dp, "DW_TAG_unknown_%x\n", die->tag);
		for (size_t i = 0; i < die->nattrs; i++) {
			const struct dw_attr *a = &die->attrs[i];
			const char *an = nvt_dw_at_name(a->at);
			P(dp, "%*s", (int)(indent + 2), "");
			if (an)
				P(dp, "%s\t(", an);
			else
				P(dp, "DW_AT_unknown_%x\t(", a->at);
			put_value(dp, die, a, indent + 2);
			P(dp, ")\n");
		}
		P(dp, "\n");
		if (die->children)
			dump_die(dp, die->first_child, depth + 1);
	}
}

int nvt_dwarf__dump(const struct nvt_dwarf *dw, const struct nvt_dwarf_dump_opts *opts, char **out,
		    size_t *len)
{
	struct nvt_strbuf sb = { 0 };
	struct dumper dp = { .dw = dw, .out = &sb };

	if (!dw || !out || !OPTS_VALID(opts, nvt_dwarf_dump_opts))
		return -EINVAL;
	dp.no_locations = OPTS_GET(opts, no_locations, false);
	P(&dp, "%s:\tfile format %s\n\n.debug_info contents:\n", dw->file,
	  dw->from_elf ? "elf64-cuda" : "ptx");
	for (size_t i = 0; i < dw->ncus && !dp.err; i++) {
		const struct dw_cu *cu = &dw->cus[i];
		P(&dp,
		  "0x%08zx: Compile Unit: length = 0x%08x, format = DWARF32, version = 0x%04x, abbr_offset = 0x%04zx, addr_size = 0x%02x (next unit at 0x%08zx)\n\n",
		  cu->off, cu->length, cu->version, cu->abbrev_off, cu->addr_size, cu->end);
		dump_die(&dp, cu->root, 0);
	}
	if (dp.err) {
		nvt_strbuf_free(&sb);
		return dp.err;
	}
	*out = nvt_strbuf_detach(&sb, len);
	return *out ? 0 : -ENOMEM;
}
