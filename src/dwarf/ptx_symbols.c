/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the DWARF fixer needs to know about the PTX around the sections:
 *  - the state space of every symbol a DW_OP_addr can name (file-scope
 *    variables, variables declared inside a function such as the local
 *    depot or a function-static __shared__ array, and .param symbols),
 *  - the ordered parameter list of every .entry (to name the .param symbol
 *    of kernel parameter N),
 *  - which function a code label ($L__func_begin0) lies in, so that a
 *    DW_TAG_subprogram's DW_AT_low_pc names its PTX function.
 *
 * This is a tolerant scanner, not a PTX parser: it splits the tokens of
 * the PTX lexer (src/ptx/lex.h) into statements (ended by ';',
 * '{', '}', or a line end for the line directives .loc/.file/.version/
 * .target/.address_size) and looks at the directives that open each
 * statement. Instructions never start with a
 * '.'-directive, so `ld.param.u32 %r1, [p]` is not a declaration.
 */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>

#include "dwarf/dwarf_internal.h"
#include "ptx/lex.h"

struct tok {
	const char *p;
	size_t n;
};

static bool tok_is(const struct tok *t, const char *s)
{
	return t->n == strlen(s) && !strncmp(t->p, s, t->n);
}

static bool tok_ident(const struct tok *t)
{
	unsigned char c = (unsigned char)t->p[0];
	return isalpha(c) || c == '_' || c == '$' || c == '%';
}

static unsigned space_class(const struct tok *toks, size_t n)
{
	unsigned cls = 0;

	for (size_t i = 0; i < n; i++) {
		const struct tok *t = &toks[i];
		if (t->p[0] != '.')
			break; /* directives come first */
		if (tok_is(t, ".texref") || tok_is(t, ".tex"))
			return NVT_ADDR_TEX;
		if (tok_is(t, ".surfref"))
			return NVT_ADDR_SURF;
		if (tok_is(t, ".samplerref"))
			return NVT_ADDR_TEX_SAMPLER;
		if (tok_is(t, ".global"))
			cls = NVT_ADDR_GLOBAL;
		else if (tok_is(t, ".const"))
			cls = NVT_ADDR_CONST;
		else if (tok_is(t, ".shared"))
			cls = NVT_ADDR_SHARED;
		else if (tok_is(t, ".local"))
			cls = NVT_ADDR_LOCAL;
		else if (tok_is(t, ".param"))
			cls = NVT_ADDR_PARAM;
	}
	return cls;
}

static int add_sym(struct ptx_symtab *st, const struct tok *name, unsigned cls, const char *func)
{
	struct ptx_sym *s = nvt_push_slot(st->syms, st->nsyms, st->capsyms);

	if (!s)
		return -ENOMEM;
	s->name = nvt_strndup(name->p, name->n);
	s->cls = cls;
	s->func = func ? nvt_strdup(func) : NULL;
	if (!s->name || (func && !s->func))
		return -ENOMEM;
	return 0;
}

/* The declared name in tokens [b, e): the first identifier after the
 * directives, before '=' or '['. */
static const struct tok *decl_name(const struct tok *toks, size_t b, size_t e)
{
	const struct tok *last = NULL;

	for (size_t i = b; i < e; i++) {
		if (toks[i].n == 1 && (toks[i].p[0] == '=' || toks[i].p[0] == '['))
			break;
		if (tok_ident(&toks[i]))
			last = &toks[i];
	}
	return last;
}

/* `.visible .entry NAME ( params ) ...` or `.func (ret) NAME (params)`. */
static int function_header(struct ptx_symtab *st, const struct tok *toks, size_t n, size_t kw,
			   struct ptx_func **out)
{
	size_t i = kw + 1;
	struct ptx_func *f;
	int err = 0;

	*out = NULL;
	if (i < n && tok_is(&toks[i], "(")) { /* return value of a .func */
		int depth = 0;
		for (; i < n; i++) {
			if (tok_is(&toks[i], "("))
				depth++;
			else if (tok_is(&toks[i], ")") && --depth == 0) {
				i++;
				break;
			}
		}
	}
	if (i >= n || !tok_ident(&toks[i]))
		return 0;
	f = nvt_push_slot(st->funcs, st->nfuncs, st->capfuncs);
	if (!f)
		return -ENOMEM;
	memset(f, 0, sizeof(*f));
	f->name = nvt_strndup(toks[i].p, toks[i].n);
	f->entry = tok_is(&toks[kw], ".entry");
	if (!f->name)
		return -ENOMEM;
	i++;
	if (i < n && tok_is(&toks[i], "(")) {
		size_t b = ++i;
		size_t capparams = 0;
		for (; i <= n && !err; i++) {
			if (i == n || tok_is(&toks[i], ",") || tok_is(&toks[i], ")")) {
				const struct tok *nm = decl_name(toks, b, i);
				if (nm && b < i && tok_is(&toks[b], ".param")) {
					char **slot = nvt_push_slot(f->params, f->nparams, capparams);
					if (!slot)
						return -ENOMEM;
					*slot = nvt_strndup(nm->p, nm->n);
					if (!*slot)
						return -ENOMEM;
					err = add_sym(st, nm, NVT_ADDR_PARAM, f->name);
				}
				b = i + 1;
				if (i == n || tok_is(&toks[i], ")"))
					break;
			}
		}
	}
	*out = f;
	return err;
}

static bool line_directive_kw(const struct tok *t)
{
	return tok_is(t, ".loc") || tok_is(t, ".file") || tok_is(t, ".version") ||
	       tok_is(t, ".target") || tok_is(t, ".address_size");
}

/* Lookups by name and by text offset: the DWARF of a big -O0 -g module
 * asks for tens of thousands of symbols (linear scans took 60% of
 * nvvm-llc -g on a CUTLASS GEMM). */
static int build_index(struct ptx_symtab *st)
{
	int err;

	err = nvt_name_index_build(&st->sym_ix, st->syms, st->nsyms, sizeof(*st->syms),
				   offsetof(struct ptx_sym, name));
	if (!err)
		err = nvt_name_index_build(&st->func_ix, st->funcs, st->nfuncs, sizeof(*st->funcs),
					   offsetof(struct ptx_func, name));
	if (!err)
		err = nvt_name_index_build(&st->label_ix, st->code_labels, st->nlabels,
					   sizeof(*st->code_labels), offsetof(struct dw_label, name));
	if (!err && st->nfuncs) {
		st->bodies = calloc(st->nfuncs, sizeof(*st->bodies));
		if (!st->bodies)
			return -ENOMEM;
		for (size_t i = 0; i < st->nfuncs; i++)
			if (st->funcs[i].body_end)
				st->bodies[st->nbodies++] = i;
	}
	return err;
}

int nvt_ptx_symtab_scan(struct ptx_symtab *st, const char *ptx, size_t len)
{
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t, next;
	struct tok *toks = NULL;
	size_t ntoks = 0, captoks = 0;
	int depth = 0, err = 0;
	long cur_index = -1;             /* function whose body we are in */
	bool pending_body = false;       /* a header was seen, '{' opens its body */
	long pending_index = -1;
	unsigned line_directive = 0;     /* line of a statement that ends at its line end */

	memset(st, 0, sizeof(*st));
	nvt_ptx_lexer__init(&lx, ptx, len, 0);
	while (!err && nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
		if (line_directive && t.line != line_directive) {
			ntoks = 0;
			line_directive = 0;
		}
		if (t.kind == NVT_PTX_TOK_STRING)
			continue;
		if (t.kind == NVT_PTX_TOK_IDENT || t.kind == NVT_PTX_TOK_DIRECTIVE ||
		    t.kind == NVT_PTX_TOK_NUMBER) {
			struct tok w = { t.s, t.n };
			/* label: IDENT ':' */
			if (ntoks == 0 && tok_ident(&w) && nvt_ptx_lexer__peek(&lx, &next) &&
			    nvt_ptx_tok__punct(&next, ':') && next.line == t.line) {
				struct dw_label *l = nvt_push_slot(st->code_labels, st->nlabels, st->caplabels);
				if (!l) {
					err = -ENOMEM;
					break;
				}
				l->name = nvt_strndup(t.s, t.n);
				l->off = t.off;
				if (!l->name)
					err = -ENOMEM;
				nvt_ptx_lexer__next(&lx, &next);
				continue;
			}
			if (ntoks == 0 && line_directive_kw(&w))
				line_directive = t.line;
			if (ntoks == 0 && tok_is(&w, ".section")) {
				/* skip the whole debug block */
				while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF &&
				       !nvt_ptx_tok__punct(&t, '{'))
					;
				if (t.kind != NVT_PTX_TOK_EOF)
					nvt_ptx_lexer__skip_group(&lx, '{', '}', NULL);
				continue;
			}
			struct tok *slot = nvt_push_slot(toks, ntoks, captoks);
			if (!slot) {
				err = -ENOMEM;
				break;
			}
			*slot = w;
			continue;
		}
		char c = t.kind == NVT_PTX_TOK_PUNCT ? t.s[0] : 0;
		if (c == ';' || c == '{' || c == '}') {
			/* end of a statement: what does it declare? */
			size_t kw = ntoks;
			for (size_t i = 0; i < ntoks && toks[i].p[0] == '.'; i++)
				if (tok_is(&toks[i], ".entry") || tok_is(&toks[i], ".func")) {
					kw = i;
					break;
				}
			if (kw < ntoks && depth == 0) {
				struct ptx_func *f;
				err = function_header(st, toks, ntoks, kw, &f);
				if (!err && f && c == '{') {
					pending_body = true;
					pending_index = (long)(f - st->funcs);
				}
			} else if (ntoks && toks[0].p[0] == '.') {
				unsigned cls = space_class(toks, ntoks);
				const struct tok *nm = cls ? decl_name(toks, 0, ntoks) : NULL;
				if (nm)
					err = add_sym(st, nm, cls,
						      cur_index >= 0 ? st->funcs[cur_index].name : NULL);
			}
			ntoks = 0;
			line_directive = 0;
			if (c == '{') {
				if (depth == 0 && pending_body) {
					cur_index = pending_index;
					st->funcs[cur_index].body_begin = t.off;
					pending_body = false;
				}
				depth++;
			} else if (c == '}') {
				if (depth > 0 && --depth == 0 && cur_index >= 0) {
					st->funcs[cur_index].body_end = t.off + 1;
					cur_index = -1;
				}
			}
			continue;
		}
		/* other punctuation is a token of its own */
		struct tok *slot = nvt_push_slot(toks, ntoks, captoks);
		if (!slot) {
			err = -ENOMEM;
			break;
		}
		slot->p = t.s;
		slot->n = 1;
	}
	free(toks);
	return err ? err : build_index(st);
}

void nvt_ptx_symtab_free(struct ptx_symtab *st)
{
	for (size_t i = 0; i < st->nsyms; i++) {
		free(st->syms[i].name);
		free(st->syms[i].func);
	}
	free(st->syms);
	for (size_t i = 0; i < st->nfuncs; i++) {
		free(st->funcs[i].name);
		for (size_t j = 0; j < st->funcs[i].nparams; j++)
			free(st->funcs[i].params[j]);
		free(st->funcs[i].params);
	}
	free(st->funcs);
	for (size_t i = 0; i < st->nlabels; i++)
		free(st->code_labels[i].name);
	free(st->code_labels);
	nvt_name_index_free(&st->sym_ix);
	nvt_name_index_free(&st->func_ix);
	nvt_name_index_free(&st->label_ix);
	free(st->bodies);
	memset(st, 0, sizeof(*st));
}

unsigned nvt_ptx_symtab_class(const struct ptx_symtab *st, const char *name)
{
	size_t n;
	const struct nvt_name_ent *e = nvt_name_index_find(&st->sym_ix, name, &n);

	if (e)
		return st->syms[e->idx].cls; /* the first declaration */
	return nvt_name_index_find(&st->func_ix, name, &n) ? NVT_ADDR_CODE : 0;
}

const struct ptx_func *nvt_ptx_symtab_func(const struct ptx_symtab *st, const char *name)
{
	size_t n;
	const struct nvt_name_ent *e = nvt_name_index_find(&st->func_ix, name, &n);

	/* the definition; else the last prototype */
	for (size_t i = 0; i < n; i++)
		if (st->funcs[e[i].idx].body_end)
			return &st->funcs[e[i].idx];
	return n ? &st->funcs[e[n - 1].idx] : NULL;
}

/* The function whose body holds text offset `off`. */
static const struct ptx_func *body_at(const struct ptx_symtab *st, size_t off)
{
	size_t lo = 0, hi = st->nbodies;

	while (lo < hi) { /* first body that begins at or after off */
		size_t mid = lo + (hi - lo) / 2;
		if (st->funcs[st->bodies[mid]].body_begin < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return NULL;
	const struct ptx_func *f = &st->funcs[st->bodies[lo - 1]];
	return off < f->body_end ? f : NULL;
}

const struct ptx_func *nvt_ptx_symtab_label_func(const struct ptx_symtab *st, const char *label)
{
	size_t n;
	const struct nvt_name_ent *e = nvt_name_index_find(&st->label_ix, label, &n);

	for (size_t i = 0; i < n; i++) {
		const struct ptx_func *f = body_at(st, st->code_labels[e[i].idx].off);
		if (f)
			return f;
	}
	return NULL;
}
