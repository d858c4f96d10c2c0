/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The public object (struct nvt_dwarf) and the ABI rule on CUDA address
 * classes: statistics, verification, and the fixer nvvm-llc -g runs on its
 * PTX.
 *
 * Why the fix is made on the PTX DWARF (after LLVM) rather than in the IR:
 * the class depends on where codegen put each variable (a register, the
 * local depot, a location list mixing both), which only exists after
 * register allocation and frame lowering; LLVM's NVPTX backend writes the
 * class only for some single-location variables. The one fact the PTX does
 * not carry -- that a kernel parameter is never written, so that the launch
 * value in its .param symbol is the variable -- is decided on the IR by
 * src/codegen/debug_ir.c and handed over as marker comments
 * (`// nvt-dwarf: param-unwritten FUNC ARGNO NAME`) in the module's inline
 * assembly, which this file consumes and removes.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"
#include "ptx/lex.h"

static struct nvt_dwarf *dwarf_new(const char *file)
{
	struct nvt_dwarf *dw = calloc(1, sizeof(*dw));

	if (!dw)
		return NULL;
	dw->file = nvt_strdup(file ? file : "<ptx>");
	if (!dw->file) {
		free(dw);
		return NULL;
	}
	return dw;
}

void nvt_dwarf__free(struct nvt_dwarf *dw)
{
	if (!dw)
		return;
	nvt_dw_decoded_free(dw);
	nvt_dw_sections_free(&dw->secs);
	nvt_ptx_symtab_free(&dw->st);
	for (size_t i = 0; i < dw->nelfsyms; i++)
		free(dw->elfsyms[i].name);
	free(dw->elfsyms);
	free(dw->ptx_files);
	free(dw->file);
	free(dw);
}

struct nvt_dwarf *nvt_dwarf__from_ptx(const char *ptx, size_t len, const struct nvt_dwarf_opts *opts,
				      struct nvt_diags *diags)
{
	struct nvt_dwarf *dw;
	int err;

	if (!OPTS_VALID_DIAG(opts, nvt_dwarf_opts, diags))
		return errno = EINVAL, NULL;
	dw = dwarf_new(OPTS_GET(opts, name, NULL));
	if (!dw) {
		errno = ENOMEM;
		return NULL;
	}
	err = nvt_dw_sections_parse(&dw->secs, ptx, len, dw->file, diags);
	if (!err)
		err = nvt_ptx_symtab_scan(&dw->st, ptx, len);
	if (!err)
		err = nvt_dw_scan_ptx_files(dw, ptx, len);
	if (!err)
		err = nvt_dw_decode(dw, dw->file, diags);
	if (err) {
		if (err == -ENOMEM)
			nvt_error(diags, "out-of-memory", dw->file, NULL, "out of memory reading debug sections");
		nvt_dwarf__free(dw);
		errno = -err;
		return NULL;
	}
	return dw;
}

size_t nvt_dwarf__section_count(const struct nvt_dwarf *dw)
{
	return dw ? dw->secs.n : 0;
}

const char *nvt_dwarf__section(const struct nvt_dwarf *dw, size_t i, const uint8_t **data,
			       size_t *size)
{
	if (!dw || i >= dw->secs.n)
		return NULL;
	if (data)
		*data = dw->secs.s[i].data;
	if (size)
		*size = dw->secs.s[i].len;
	return dw->secs.s[i].name;
}

size_t nvt_dwarf__ref_count(const struct nvt_dwarf *dw, size_t section)
{
	return dw && section < dw->secs.n ? dw->secs.s[section].nrefs : 0;
}

int nvt_dwarf__ref(const struct nvt_dwarf *dw, size_t section, size_t i, struct nvt_dwarf_ref *ref)
{
	if (!dw || section >= dw->secs.n || i >= dw->secs.s[section].nrefs || !ref)
		return -EINVAL;
	const struct dw_ref *r = &dw->secs.s[section].refs[i];
	ref->offset = r->off;
	ref->size = r->size;
	ref->sym = r->sym;
	ref->sym2 = r->sym2;
	ref->addend = r->addend;
	return 0;
}

size_t nvt_dwarf__label_count(const struct nvt_dwarf *dw, size_t section)
{
	return dw && section < dw->secs.n ? dw->secs.s[section].nlabels : 0;
}

const char *nvt_dwarf__label(const struct nvt_dwarf *dw, size_t section, size_t i, size_t *offset)
{
	if (!dw || section >= dw->secs.n || i >= dw->secs.s[section].nlabels)
		return NULL;
	if (offset)
		*offset = dw->secs.s[section].labels[i].off;
	return dw->secs.s[section].labels[i].name;
}

size_t nvt_dwarf__die_count(const struct nvt_dwarf *dw)
{
	return dw ? dw->ndies : 0;
}

static bool is_var(const struct dw_die *die)
{
	return die->tag == DW_TAG_variable || die->tag == DW_TAG_formal_parameter;
}

static unsigned die_class(const struct dw_die *die)
{
	const struct dw_attr *a = nvt_dw_die_attr(die, DW_AT_address_class);

	if (!a)
		return 0;
	switch (a->form) {
	case DW_FORM_data1: case DW_FORM_data2: case DW_FORM_data4: case DW_FORM_data8:
	case DW_FORM_udata: case DW_FORM_sdata:
		return a->u > 0xff ? 0xff : (unsigned)a->u;
	default:
		return 0xff;
	}
}

/* Does class `have` fit the location described by r? */
static bool class_matches(const struct dw_class_result *r, unsigned have)
{
	if (!have)
		return false;
	if (r->cls)
		return have == r->cls;
	/* memory of unknown space (a cubin address without relocation):
	 * any memory class fits */
	return have != NVT_ADDR_REG && have <= NVT_ADDR_CLASS_MAX;
}

/* One pass over the variable DIEs: the stats, and the located ones counted
 * by class into by_class[0..NVT_ADDR_CLASS_MAX] ([0]: no or an unknown class). */
static void count_classes(const struct nvt_dwarf *dw, struct nvt_dwarf_stats *st, size_t *by_class)
{
	for (size_t i = 0; i < dw->ndies; i++) {
		const struct dw_die *die = &dw->dies[i];
		struct dw_class_result r;
		if (!is_var(die))
			continue;
		st->var_dies++;
		unsigned have = die_class(die);
		if (!nvt_dw_die_expected_class(dw, die, &r)) {
			if (have)
				st->unlocated_with_class++;
			continue;
		}
		st->located++;
		if (nvt_dw_attr_is_loclist(nvt_dw_die_attr(die, DW_AT_location)))
			st->location_lists++;
		if (have)
			st->with_class++;
		if (class_matches(&r, have))
			st->matching++;
		by_class[have <= NVT_ADDR_CLASS_MAX ? have : 0]++;
	}
}

int nvt_dwarf__stats(const struct nvt_dwarf *dw, struct nvt_dwarf_stats *st)
{
	struct nvt_dwarf_stats known = { 0 };
	size_t by_class[NVT_ADDR_CLASS_MAX + 1] = { 0 };

	if (!dw || !st)
		return -EINVAL;
	count_classes(dw, &known, by_class);
	return nvt_result_fill(st, &known, sizeof(known));
}

size_t nvt_dwarf__class_count(const struct nvt_dwarf *dw, unsigned cls)
{
	struct nvt_dwarf_stats st = { 0 };
	size_t by_class[NVT_ADDR_CLASS_MAX + 1] = { 0 };

	if (!dw || cls > NVT_ADDR_CLASS_MAX)
		return 0;
	count_classes(dw, &st, by_class);
	return by_class[cls];
}

static const char *class_text(unsigned c, char *buf, size_t n)
{
	const char *s = nvt_addr_class_name(c);

	if (s)
		return s;
	snprintf(buf, n, "%u", c);
	return buf;
}

size_t nvt_dw_verify_classes(const struct nvt_dwarf *dw, bool strict, struct nvt_diags *diags,
			     size_t *located, size_t *mismatch)
{
	const char *file = dw->file;
	size_t bad = 0;

	for (size_t i = 0; i < dw->ndies; i++) {
		const struct dw_die *die = &dw->dies[i];
		struct dw_class_result r;
		char b1[16], b2[16], ent[64];
		if (!is_var(die) || !nvt_dw_die_expected_class(dw, die, &r))
			continue;
		(*located)++;
		if (!class_matches(&r, die_class(die)))
			(*mismatch)++;
		const char *name = nvt_dw_die_name(dw, die);
		const char *kind = die->tag == DW_TAG_variable ? "variable" : "parameter";
		unsigned have = die_class(die);
		snprintf(ent, sizeof(ent), "0x%08zx", die->off);
		if (!have && r.cls == NVT_ADDR_REG && !r.has_memory &&
		    nvt_dw_attr_is_loclist(nvt_dw_die_attr(die, DW_AT_location))) {
			/* Whose bug: the producer's. NVVM (nvcc -G, libNVVM) writes
			 * register-only location lists without the class, in its
			 * PTX already (ptxas copies that into the cubin), as LLVM
			 * does; PTX ABI 5.2 asks for it on every variable. Still a
			 * failure of the rule, said to be the producer's and
			 * harmless to a debugger (a register names its space):
			 * an error only when strict (our own output), since
			 * NVIDIA's tools accept it and a checker that rejects
			 * the reference toolchain's output is one nobody runs. */
			if (!strict) {
				nvt_report_hint(diags, NVT_WARNING, "dwarf-address-class-loclist", file, ent,
						"nvt_dwarf__fix_ptx() adds it to PTX",
						"%s '%s' (DIE 0x%08zx) has a location list in registers only and no "
						"DW_AT_address_class (expected ADDR_reg_space, PTX ABI 5.2): NVVM "
						"leaves it out of location lists (nvcc -G output too, and ptxas copies "
						"it into the cubin); NVIDIA's tools accept it and a register names its "
						"space",
						kind, name ? name : "?", die->off);
				continue;
			}
			nvt_report_hint(diags, NVT_ERROR, "dwarf-address-class", file, ent,
					"nvt_dwarf__fix_ptx() adds it to PTX",
					"%s '%s' (DIE 0x%08zx) has a location list in registers only and no "
					"DW_AT_address_class (expected ADDR_reg_space, PTX ABI 5.2): the "
					"producer of this DWARF left it out (NVVM does for location lists, in "
					"nvcc -G output too, and ptxas copies it into the cubin); harmless to "
					"debuggers, a register names its space",
					kind, name ? name : "?", die->off);
			bad++;
		} else if (!have) {
			nvt_error(diags, "dwarf-address-class", file, ent,
				  "%s '%s' (DIE 0x%08zx) has a location but no DW_AT_address_class (expected %s)",
				  kind, name ? name : "?", die->off,
				  r.cls ? class_text(r.cls, b1, sizeof(b1)) : "a memory class");
			bad++;
		} else if (!class_matches(&r, have)) {
			nvt_error(diags, "dwarf-address-class", file, ent,
				  "%s '%s' (DIE 0x%08zx) has DW_AT_address_class %s but its location is in %s",
				  kind, name ? name : "?", die->off, class_text(have, b1, sizeof(b1)),
				  r.cls ? class_text(r.cls, b2, sizeof(b2)) : "memory");
			bad++;
		} else if (r.mixed_memory) {
			nvt_warn(diags, "dwarf-address-class-mixed", file, ent,
				 "%s '%s' (DIE 0x%08zx) has a location list over more than one memory space; its class %s names the first",
				 kind, name ? name : "?", die->off, class_text(have, b1, sizeof(b1)));
		}
	}
	return bad;
}

/* ---- the fixer --------------------------------------------------------------------- */

struct marker {
	char *func;     /* malloc'ed; a CUB kernel's name is often over 255 bytes */
	unsigned argno;
	char *name;
	size_t line_begin, line_end; /* text range to drop, newline included */
};

static const char MARKER[] = "// nvt-dwarf: param-unwritten ";

static const char *skip_blanks(const char *s, const char *e)
{
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

/* "FUNC ARGNO NAME" after the marker, of any length, into m; a malformed
 * one gets argno 0 (dropped, not applied). -ENOMEM or 0. */
static int parse_marker(const char *s, size_t n, struct marker *m)
{
	const char *e = s + n, *f, *a, *nm;
	size_t fl, nl;
	unsigned long argno;

	s = skip_blanks(s, e);
	for (f = s; s < e && *s != ' ' && *s != '\t'; s++)
		;
	fl = (size_t)(s - f);
	a = s = skip_blanks(s, e);
	while (s < e && *s >= '0' && *s <= '9')
		s++;
	if (!fl || s == a || s - a > 9 || (s < e && *s != ' ' && *s != '\t'))
		return 0;
	argno = strtoul(a, NULL, 10);
	for (nm = s = skip_blanks(s, e); s < e && *s != ' ' && *s != '\t' && *s != '\r'; s++)
		;
	nl = (size_t)(s - nm);
	if (!nl)
		return 0;
	if (!(m->func = nvt_strndup(f, fl)) || !(m->name = nvt_strndup(nm, nl)))
		return -ENOMEM;
	m->argno = (unsigned)argno;
	return 0;
}

static void free_markers(struct marker *marks, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(marks[i].func);
		free(marks[i].name);
	}
	free(marks);
}

/* A marker is a // comment that is its line's first token. Lexing the
 * whole PTX for them was a third of the fixer's time on -g output (two
 * thirds of which is DWARF bytes): only such a comment's text holds MARKER,
 * so the candidates are found with memmem, and each is confirmed as the
 * lexer sees it: the lexer passes the text up to the candidate's line
 * (count_until, which reads comments and strings as next() does), then
 * takes the line's tokens up to it. A candidate inside a comment or string
 * that began earlier, or after another token of its line, is none. */
static int find_markers(const char *ptx, size_t len, struct marker **out, size_t *n)
{
	const size_t ml = sizeof(MARKER) - 1;
	const char *p = ptx, *end = ptx + len, *c;
	size_t cap = 0, depth = 0;
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;

	*out = NULL;
	*n = 0;
	nvt_ptx_lexer__init(&lx, ptx, len, NVT_PTX_LEX_COMMENTS);
	while (p < end && (c = memmem(p, (size_t)(end - p), MARKER, ml))) {
		const char *ls = c;
		bool first = true, found = false;

		p = c + 1;
		while (ls > ptx && ls[-1] != '\n')
			ls--;
		if (lx.p < ls)
			nvt_ptx_lexer__count_until(&lx, (size_t)(ls - ptx), '{', '}', &depth);
		while (lx.p <= c && nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
			if (t.s == c) {
				found = first && t.kind == NVT_PTX_TOK_COMMENT && t.n > ml;
				break;
			}
			if (t.s > c || t.s + t.n > c)
				break; /* c is inside this token */
			if (t.s >= ls)
				first = false;
		}
		if (!found)
			continue;
		struct marker *m = nvt_push_slot(*out, *n, cap);
		if (!m)
			return -ENOMEM;
		memset(m, 0, sizeof(*m));
		if (parse_marker(t.s + ml, t.n - ml, m))
			return -ENOMEM;
		const char *nl = memchr(t.s + t.n, '\n', len - (t.off + t.n));
		m->line_begin = (size_t)(ls - ptx);
		m->line_end = nl ? (size_t)(nl - ptx) + 1 : len;
	}
	return 0;
}

static const char *die_str(const struct dw_die *die, uint32_t at)
{
	const struct dw_attr *a = nvt_dw_die_attr(die, at);

	return a && a->form == DW_FORM_string ? (const char *)a->val : NULL;
}

/* The DW_TAG_subprogram DIE of PTX function `func`. */
static struct dw_die *find_subprogram(struct nvt_dwarf *dw, const char *func)
{
	for (size_t i = 0; i < dw->ndies; i++) {
		struct dw_die *die = &dw->dies[i];
		if (die->tag != DW_TAG_subprogram)
			continue;
		const struct dw_attr *lo = nvt_dw_die_attr(die, DW_AT_low_pc);
		if (lo && lo->nrefs) {
			const struct ptx_func *f = nvt_ptx_symtab_label_func(&dw->st, lo->refs[0].sym);
			if (f && !strcmp(f->name, func))
				return die;
			if (f)
				continue;
		}
		const char *ln = die_str(die, DW_AT_linkage_name);
		if (!ln)
			ln = die_str(die, DW_AT_MIPS_linkage_name);
		if (!ln)
			ln = die_str(die, DW_AT_name);
		if (ln && !strcmp(ln, func) && lo)
			return die;
	}
	return NULL;
}

static int apply_marker(struct nvt_dwarf *dw, const struct marker *m, const char *file,
			struct nvt_diags *d, size_t *changed)
{
	const struct ptx_func *f;
	struct dw_die *sp;
	struct dw_die *param = NULL;
	unsigned nth = 0;

	if (!m->argno)
		return 0;
	f = nvt_ptx_symtab_func(&dw->st, m->func);
	if (!f || !f->entry || m->argno > f->nparams) {
		nvt_warn(d, "dwarf-param-space", file, m->func,
			 "kernel '%s' has no parameter %u in the PTX; parameter '%s' keeps its location",
			 m->func, m->argno, m->name);
		return 0;
	}
	sp = find_subprogram(dw, m->func);
	if (!sp)
		return 0; /* no DIE for the kernel: nothing to describe */
	for (long c = sp->first_child; c >= 0; c = dw->dies[c].next) {
		struct dw_die *die = &dw->dies[c];
		if (die->tag != DW_TAG_formal_parameter)
			continue;
		nth++;
		const char *nm = nvt_dw_die_name(dw, die);
		if (nm && !strcmp(nm, m->name)) {
			param = die;
			break;
		}
		if (!nm && nth == m->argno)
			param = die;
	}
	if (!param)
		return 0; /* LLVM dropped the parameter's DIE */
	uint8_t asz = dw->cus[param->cu].addr_size;
	uint8_t expr[9] = { DW_OP_addr };
	struct dw_ref r = { .off = 1, .size = asz, .sym = f->params[m->argno - 1] };
	int err = nvt_dw_attr_set_block1(param, DW_AT_location, expr, 1u + asz, &r, 1);
	if (!err)
		err = nvt_dw_attr_set_data1(param, DW_AT_address_class, NVT_ADDR_PARAM, DW_AT_location);
	if (!err)
		(*changed)++;
	return err;
}

/* A range of the text to replace: [begin, end) by section `sec` written
 * back (index + 1), or by nothing (0: a marker line). */
struct cut {
	size_t begin, end;
	size_t sec;
	size_t at; /* where the replacement goes in the compacted text */
	struct nvt_strbuf text;
};

static int cmp_cut(const void *a, const void *b)
{
	const struct cut *x = a, *y = b;
	return x->begin < y->begin ? -1 : x->begin > y->begin;
}

/* The text with every cut replaced, made in the input's own buffer. The
 * DWARF LLVM writes is one byte a line, most of a -g PTX (CUTLASS's sgemm
 * at -O0 -g: 270 of 286 MB), and its bytes are in dw->secs already: the
 * kept text is moved together in place and the buffer shrunk to it before
 * the sections are written, so the input's DWARF text, the decoded DWARF
 * and the written sections are never all held at once (they were nvvm-llc
 * -g's peak; LLVM's codegen is now). The decoded DWARF is freed (*dwp = NULL) once the sections are
 * written, before the text grows to its final size. Past the compaction
 * the input is gone: an error (only -ENOMEM can happen there) frees the
 * text and leaves *ptx NULL. */
static int splice(char **ptx, size_t *len, struct nvt_dwarf **dwp, struct cut *cuts, size_t ncuts)
{
	char *buf = *ptx, *nb;
	size_t w = 0, pos = 0, total, n = 0;
	int err = 0;

	qsort(cuts, ncuts, sizeof(*cuts), cmp_cut);
	for (size_t i = 0; i < ncuts; i++) {
		if (cuts[i].begin < pos)
			continue; /* inside one taken already */
		memmove(buf + w, buf + pos, cuts[i].begin - pos);
		w += cuts[i].begin - pos;
		pos = cuts[i].end;
		cuts[i].at = w;
		cuts[n++] = cuts[i];
	}
	memmove(buf + w, buf + pos, *len - pos);
	w += *len - pos;
	buf[w] = '\0';
	ncuts = n;
	if ((nb = realloc(buf, w + 1)))
		buf = nb;
	*ptx = buf;
	*len = w;

	total = w;
	for (size_t i = 0; i < ncuts && !err; i++)
		if (cuts[i].sec) {
			err = nvt_dw_section_write(&(*dwp)->secs.s[cuts[i].sec - 1], &cuts[i].text);
			total += cuts[i].text.len;
		}
	nvt_dwarf__free(*dwp);
	*dwp = NULL;
	if (!err && total != w) {
		if (!(nb = realloc(buf, total + 1)))
			err = -ENOMEM;
		else
			buf = nb;
	}
	if (err) {
		free(buf);
		*ptx = NULL;
		*len = 0;
		return err;
	}
	/* From the end: each kept run moves up by the replacements before it. */
	size_t dst = total, src = w;
	for (size_t i = ncuts; i-- > 0;) {
		size_t run = src - cuts[i].at;
		memmove(buf + dst - run, buf + cuts[i].at, run);
		dst -= run;
		src = cuts[i].at;
		dst -= cuts[i].text.len;
		if (cuts[i].text.len)
			memcpy(buf + dst, cuts[i].text.data, cuts[i].text.len);
		nvt_strbuf_free(&cuts[i].text);
	}
	buf[total] = '\0';
	*ptx = buf;
	*len = total;
	return 0;
}

int nvt_dwarf__fix_ptx(char **ptx, size_t *len, const struct nvt_dwarf_fix_opts *opts,
		       size_t *changed_out, struct nvt_diags *diags)
{
	struct nvt_dwarf *dw = NULL;
	struct marker *marks = NULL;
	size_t nmarks = 0, changed = 0;
	int err;

	if (changed_out)
		*changed_out = 0;
	if (!ptx || !*ptx || !len || !OPTS_VALID_DIAG(opts, nvt_dwarf_fix_opts, diags))
		return -EINVAL;
	const char *file = OPTS_GET(opts, name, NULL) ? opts->name : "<ptx>";
	err = find_markers(*ptx, *len, &marks, &nmarks);
	if (err)
		return err;
	NVT_OPTS(nvt_dwarf_opts, dwo, .name = file);
	dw = nvt_dwarf__from_ptx(*ptx, *len, &dwo, diags);
	if (!dw) {
		free_markers(marks, nmarks);
		return -errno;
	}
	if (!OPTS_GET(opts, no_param_space, false))
		for (size_t i = 0; i < nmarks && !err; i++)
			err = apply_marker(dw, &marks[i], file, diags, &changed);
	for (size_t i = 0; i < dw->ndies && !err && !OPTS_GET(opts, no_address_classes, false); i++) {
		struct dw_die *die = &dw->dies[i];
		struct dw_class_result r;
		if (!is_var(die) || !nvt_dw_die_expected_class(dw, die, &r) || !r.cls)
			continue;
		bool was = die->edited;
		err = nvt_dw_attr_set_data1(die, DW_AT_address_class, (uint8_t)r.cls, DW_AT_location);
		if (!was && die->edited)
			changed++;
	}
	bool rewrite = changed || OPTS_GET(opts, force_rewrite, false);
	if (!err && rewrite)
		err = nvt_dw_encode(dw, file, diags);
	if (!err && (rewrite || nmarks)) {
		struct cut *cuts = calloc(dw->secs.n + nmarks + 1, sizeof(*cuts));
		size_t ncuts = 0;
		if (!cuts)
			err = -ENOMEM;
		for (size_t i = 0; !err && rewrite && i < dw->secs.n; i++)
			if (dw->secs.s[i].rewrite || OPTS_GET(opts, force_rewrite, false))
				cuts[ncuts++] = (struct cut){ .begin = dw->secs.s[i].src_begin,
							      .end = dw->secs.s[i].src_end, .sec = i + 1 };
		for (size_t i = 0; !err && i < nmarks; i++)
			cuts[ncuts++] = (struct cut){ .begin = marks[i].line_begin,
						      .end = marks[i].line_end };
		free_markers(marks, nmarks);
		marks = NULL;
		nmarks = 0;
		if (!err)
			err = splice(ptx, len, &dw, cuts, ncuts);
		for (size_t i = 0; cuts && i < ncuts; i++)
			nvt_strbuf_free(&cuts[i].text);
		free(cuts);
	}
	if (err == -ENOMEM)
		nvt_error(diags, "out-of-memory", file, NULL, "out of memory fixing debug sections");
	if (changed_out)
		*changed_out = changed;
	free_markers(marks, nmarks);
	nvt_dwarf__free(dw);
	return err;
}
