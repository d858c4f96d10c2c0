/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reproducible PTX: the order of module-level variables (see cg.h).
 *
 * LLVM's NVPTX printer (NVPTXAsmPrinter::emitGlobals) emits the module's
 * variables in module order, each after the variables its initializer
 * refers to, because ptxas takes no forward references. It finds those by
 * collecting them into a DenseSet<const GlobalVariable *> and visiting the
 * set: a pointer-hashed set whose iteration order follows the addresses the
 * allocator handed out. Whenever an initializer refers to two or more
 * variables that come later in the module (a table of pointers to
 * variables clang emits after the table, llvm.used listed first after a
 * link), their order in the PTX changes from run to run (stable only with
 * ASLR off). The "// X has been demoted" comments are printed from the
 * same list, and so are the `.shared` variables demoted into a function
 * body (NVPTXAsmPrinter::emitDemotedVars keeps them per function in the
 * order of that list): their order varies the same way. llc-22 behaves the
 * same.
 *
 * The C API cannot reorder a module's globals, so the fix is after
 * printing: the order LLVM would print with a deterministic visit (module
 * order, each variable's dependencies in the order its initializer names
 * them) is computed from the IR, and the lines of the module-level block
 * and of each function's demoted-variable block are put in that order.
 * Where LLVM's own order was deterministic (no initializer naming two
 * later variables) this is the order it printed, so the bytes are those of
 * LLVM. Lines keep their text; only their order changes, and only inside
 * those blocks. If the block cannot be matched to the IR one to one (a
 * name we cannot map) it is left as printed.
 *
 * Unnamed globals get their PTX names ("__unnamed_N") from LLVM's Mangler
 * in the order the printer first asks for them, which is that same
 * address-dependent order: nvt_cg_name_unnamed() names them before codegen,
 * in module order, so that both their names and their place are stable.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/abi.h"
#include "codegen/cg.h"
#include "ptx/lex.h"

struct gv_entry {
	LLVMValueRef v;
	size_t index; /* module order */
};

struct name_rank {
	char *name;
	size_t rank;
};

struct line {
	size_t off, len; /* len includes the '\n' */
	size_t rank;
	size_t pos; /* original position: the tie-break */
};

/* Appends l to the growable array *v; -ENOMEM leaves it as it was. */
static int push_line(struct line **v, size_t *n, size_t *cap, struct line l)
{
	if (nvt_grow(*v, *cap, *n + 1))
		return -ENOMEM;
	(*v)[(*n)++] = l;
	return 0;
}

static int gv_cmp(const void *a, const void *b)
{
	const struct gv_entry *x = a, *y = b;

	return x->v < y->v ? -1 : x->v > y->v;
}

static int name_cmp(const void *a, const void *b)
{
	const struct name_rank *x = a, *y = b;

	return strcmp(x->name, y->name);
}

static int line_cmp(const void *a, const void *b)
{
	const struct line *x = a, *y = b;

	if (x->rank != y->rank)
		return x->rank < y->rank ? -1 : 1;
	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

static long gv_lookup(const struct gv_entry *by_ptr, size_t n, LLVMValueRef v)
{
	struct gv_entry key = { v, 0 };
	const struct gv_entry *e = bsearch(&key, by_ptr, n, sizeof(key), gv_cmp);

	return e ? (long)e->index : -1;
}

/* The variables a constant refers to, in the order it names them, as
 * LLVM's DiscoverDependentGlobals finds them (through constant expressions,
 * aggregates and aliases; not through functions). Each index is added once
 * per walk (stamp[] == walk). Work is bounded by LLVM's own walk of the
 * same constant, which has already run. */
struct walk {
	const struct gv_entry *by_ptr;
	size_t n;
	size_t *stamp, walk_id;
	size_t *deps, n_deps;
	LLVMValueRef *stack;
	size_t sp, cap;
};

static int walk_push(struct walk *w, LLVMValueRef v)
{
	if (nvt_grow(w->stack, w->cap, w->sp + 1))
		return -ENOMEM;
	w->stack[w->sp++] = v;
	return 0;
}

static int collect_deps(struct walk *w, LLVMValueRef init)
{
	w->n_deps = 0;
	w->sp = 0;
	w->walk_id++;
	if (!init)
		return 0;
	if (walk_push(w, init))
		return -ENOMEM;
	while (w->sp) {
		LLVMValueRef v = w->stack[--w->sp];

		if (LLVMIsAGlobalVariable(v)) {
			long i = gv_lookup(w->by_ptr, w->n, v);
			if (i >= 0 && w->stamp[i] != w->walk_id) {
				w->stamp[i] = w->walk_id;
				w->deps[w->n_deps++] = (size_t)i;
			}
			continue;
		}
		if (LLVMIsAGlobalAlias(v)) {
			LLVMValueRef a = LLVMAliasGetAliasee(v);
			if (a && walk_push(w, a))
				return -ENOMEM;
			continue;
		}
		if (!LLVMIsAConstant(v) || LLVMIsAGlobalValue(v))
			continue;
		/* Pushed in reverse so that operand 0 is taken first. */
		for (int k = LLVMGetNumOperands(v); k-- > 0;) {
			LLVMValueRef op = LLVMGetOperand(v, (unsigned)k);
			if (op && walk_push(w, op))
				return -ENOMEM;
		}
	}
	return 0;
}

/* rank[i] = position of module variable i in the deterministic emission
 * order: module order, each after its dependencies (depth first, in the
 * order its initializer names them). Iterative: dependency chains can be
 * long. */
static int emission_order(LLVMValueRef *gvs, size_t n, size_t *rank)
{
	struct gv_entry *by_ptr = calloc(n ? n : 1, sizeof(*by_ptr));
	unsigned char *state = calloc(n ? n : 1, 1); /* 0 new, 1 visiting, 2 done */
	size_t *stamp = calloc(n ? n : 1, sizeof(*stamp));
	size_t *deps = calloc(n ? n : 1, sizeof(*deps));
	/* DFS frames: a variable and its remaining dependency list. */
	size_t *fr_gv = calloc(n ? n : 1, sizeof(*fr_gv));
	size_t *fr_next = calloc(n ? n : 1, sizeof(*fr_next));
	size_t **fr_deps = calloc(n ? n : 1, sizeof(*fr_deps));
	size_t *fr_ndeps = calloc(n ? n : 1, sizeof(*fr_ndeps));
	struct walk w = { 0 };
	size_t next_rank = 0;
	int err = -ENOMEM;

	if (!by_ptr || !state || !stamp || !deps || !fr_gv || !fr_next || !fr_deps || !fr_ndeps)
		goto out;
	for (size_t i = 0; i < n; i++)
		by_ptr[i] = (struct gv_entry){ gvs[i], i };
	qsort(by_ptr, n, sizeof(*by_ptr), gv_cmp);
	w.by_ptr = by_ptr;
	w.n = n;
	w.stamp = stamp;
	w.deps = deps;

	for (size_t root = 0; root < n; root++) {
		size_t top = 0;

		if (state[root])
			continue;
		/* push root */
		if (collect_deps(&w, LLVMGetInitializer(gvs[root])))
			goto out;
		fr_gv[0] = root;
		fr_next[0] = 0;
		fr_ndeps[0] = w.n_deps;
		fr_deps[0] = malloc((w.n_deps ? w.n_deps : 1) * sizeof(size_t));
		if (!fr_deps[0])
			goto out;
		memcpy(fr_deps[0], deps, w.n_deps * sizeof(size_t));
		state[root] = 1;
		top = 1;
		while (top) {
			size_t f = top - 1;

			if (fr_next[f] < fr_ndeps[f]) {
				size_t d = fr_deps[f][fr_next[f]++];
				if (state[d])
					continue; /* done, or a cycle LLVM would have refused */
				if (collect_deps(&w, LLVMGetInitializer(gvs[d])))
					goto out;
				fr_gv[top] = d;
				fr_next[top] = 0;
				fr_ndeps[top] = w.n_deps;
				fr_deps[top] = malloc((w.n_deps ? w.n_deps : 1) * sizeof(size_t));
				if (!fr_deps[top])
					goto out;
				memcpy(fr_deps[top], deps, w.n_deps * sizeof(size_t));
				state[d] = 1;
				top++;
				continue;
			}
			rank[fr_gv[f]] = next_rank++;
			state[fr_gv[f]] = 2;
			free(fr_deps[f]);
			fr_deps[f] = NULL;
			top--;
		}
	}
	err = 0;
out:
	if (fr_deps)
		for (size_t i = 0; i < n; i++)
			free(fr_deps[i]);
	free(fr_deps);
	free(fr_ndeps);
	free(fr_next);
	free(fr_gv);
	free(deps);
	free(stamp);
	free(state);
	free(by_ptr);
	free(w.stack);
	return err;
}

static bool tok_in(const struct nvt_ptx_tok *t, const char *const *words, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (nvt_ptx_tok__is(t, words[i]))
			return true;
	return false;
}

/* The variable a printed declaration line defines ("[.visible|.extern|
 * .weak|.common] .global|.const|.shared|.local ... NAME[...] = ...;"), or
 * the one a "// NAME has been demoted" comment names. name and nlen point
 * into the line; false when the line is neither. */
static bool variable_line(const char *p, const char *end, const char **name, size_t *nlen)
{
	static const char *const links[] = { ".visible", ".extern", ".weak", ".common" };
	static const char *const spaces[] = { ".global", ".const", ".shared", ".local" };
	static const char demoted[] = " has been demoted";
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;

	nvt_ptx_lexer__init(&lx, p, (size_t)(end - p), NVT_PTX_LEX_COMMENTS);
	nvt_ptx_lexer__next(&lx, &t);
	if (t.kind == NVT_PTX_TOK_COMMENT && t.n > 3 && t.s[1] == '/' && t.s[2] == ' ') {
		size_t dl = sizeof(demoted) - 1;
		const char *q = t.s + 3, *ce = t.s + t.n;

		if ((size_t)(ce - q) <= dl || memcmp(ce - dl, demoted, dl))
			return false;
		*name = q;
		*nlen = (size_t)(ce - dl - q);
		for (size_t i = 0; i < *nlen; i++)
			if (q[i] == ' ' || q[i] == '\t')
				return false;
		return *nlen > 0;
	}
	if (end == p || end[-1] != ';')
		return false;
	if (tok_in(&t, links, ARRAY_SIZE(links)))
		nvt_ptx_lexer__next(&lx, &t);
	if (!tok_in(&t, spaces, ARRAY_SIZE(spaces)))
		return false;
	/* The name is the first identifier: directives start with '.', the
	 * .align operand is a number. */
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF)
		if (t.kind == NVT_PTX_TOK_IDENT) {
			*name = t.s;
			*nlen = t.n;
			return true;
		}
	return false;
}

/* Counts the braces of the tokens that start before offset `upto`
 * (comments and strings are tokens of their own: their braces do not
 * count). */
static void count_braces(struct nvt_ptx_lexer *lx, size_t upto, int *depth)
{
	size_t d = (size_t)*depth;

	nvt_ptx_lexer__count_until(lx, upto, '{', '}', &d);
	*depth = (int)d;
}

static long rank_of(const struct name_rank *names, size_t n, const char *s, size_t len)
{
	char buf[256];
	char *key = len < sizeof(buf) ? buf : malloc(len + 1);
	struct name_rank k, *e;

	if (!key)
		return -2;
	memcpy(key, s, len);
	key[len] = 0;
	k.name = key;
	e = bsearch(&k, names, n, sizeof(k), name_cmp);
	if (key != buf)
		free(key);
	return e ? (long)e->rank : -1;
}

/* Reorder lines[0..n) (contiguous in ptx) by rank, in place. */
static int reorder(char *ptx, struct line *lines, size_t n)
{
	size_t start = lines[0].off, total = lines[n - 1].off + lines[n - 1].len - start;
	bool sorted = true;
	char *tmp;

	for (size_t i = 1; i < n; i++)
		if (line_cmp(&lines[i - 1], &lines[i]) > 0)
			sorted = false;
	if (sorted)
		return 0;
	tmp = malloc(total);
	if (!tmp)
		return -ENOMEM;
	memcpy(tmp, ptx + start, total);
	qsort(lines, n, sizeof(*lines), line_cmp);
	for (size_t i = 0, at = start; i < n; i++) {
		memcpy(ptx + at, tmp + (lines[i].off - start), lines[i].len);
		at += lines[i].len;
	}
	free(tmp);
	return 0;
}

int nvt_cg_canonical_order(LLVMModuleRef m, char *ptx, size_t len)
{
	LLVMValueRef *gvs = NULL;
	size_t *rank = NULL, n = 0, cap = 0, n_names = 0;
	struct name_rank *names = NULL;
	struct line *lines = NULL;
	size_t n_lines = 0, cap_lines = 0;
	int err = -ENOMEM;

	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		if (nvt_grow(gvs, cap, n + 1))
			goto out;
		gvs[n++] = g;
	}
	if (n < 2) {
		err = 0;
		goto out;
	}
	rank = calloc(n, sizeof(*rank));
	names = calloc(2 * n, sizeof(*names));
	if (!rank || !names || emission_order(gvs, n, rank))
		goto out;
	/* Both spellings of a local name: LLVM prints '.'/'@' as "_$_". */
	for (size_t i = 0; i < n; i++) {
		size_t l = 0;
		const char *s = LLVMGetValueName2(gvs[i], &l);
		LLVMLinkage lk = LLVMGetLinkage(gvs[i]);

		if (!l)
			continue;
		if (!(names[n_names].name = nvt_strndup(s, l)))
			goto out;
		names[n_names++].rank = rank[i];
		if (lk == LLVMPrivateLinkage || lk == LLVMInternalLinkage) {
			char *c = nvt_ptx_clean_name(s, l);
			if (!c)
				goto out;
			if (strcmp(c, names[n_names - 1].name)) {
				names[n_names].name = c;
				names[n_names++].rank = rank[i];
			} else {
				free(c);
			}
		}
	}
	qsort(names, n_names, sizeof(*names), name_cmp);

	/* One pass over the lines: the module-level block (depth 0) and the
	 * "// demoted variable" pairs at the start of function bodies. */
	{
		const char *end = ptx + len, *p = ptx;
		int depth = 0;
		bool top_done = false;
		size_t pos = 0;
		/* braces: all tokens before the line; comments are tokens too,
		 * so that a line inside a block comment is seen to be */
		struct nvt_ptx_lexer lx;

		nvt_ptx_lexer__init(&lx, ptx, len, NVT_PTX_LEX_COMMENTS);
		while (p < end) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			const char *le = nl ? nl : end;
			size_t ll = (size_t)(le - p) + (nl ? 1 : 0);
			const char *name;
			size_t nlen;
			bool in_token;

			count_braces(&lx, (size_t)(p - ptx), &depth);
			/* a line that starts inside a block comment declares nothing */
			in_token = lx.p > p;
			if (depth == 0 && !top_done && !in_token && variable_line(p, le, &name, &nlen)) {
				long r = rank_of(names, n_names, name, nlen);
				if (r == -2)
					goto out;
				if (r < 0 || (n_lines && lines[n_lines - 1].off + lines[n_lines - 1].len !=
								 (size_t)(p - ptx))) {
					/* Unknown name, or not one block: leave it. */
					top_done = true;
					n_lines = 0;
				} else {
					if (push_line(&lines, &n_lines, &cap_lines,
						      (struct line){ (size_t)(p - ptx), ll, (size_t)r, pos++ }))
						goto out;
				}
			} else if (depth == 0 && n_lines && !top_done) {
				if ((err = reorder(ptx, lines, n_lines)))
					goto out;
				err = -ENOMEM;
				top_done = true;
				n_lines = 0;
			} else if (depth > 0 && (size_t)(le - p) == 19 + 1 &&
				   !memcmp(p, "\t// demoted variable", 20)) {
				/* A run of pairs: comment line, declaration line. */
				const char *q = p;
				size_t n_pairs = 0;

				n_lines = 0;
				while (q < end && (size_t)(end - q) > 20 &&
				       !memcmp(q, "\t// demoted variable\n", 21)) {
					const char *d = q + 21;
					const char *dn = memchr(d, '\n', (size_t)(end - d));
					const char *de = dn ? dn : end;
					long r;

					if (!variable_line(d, de, &name, &nlen))
						break;
					r = rank_of(names, n_names, name, nlen);
					if (r == -2)
						goto out;
					if (r < 0) {
						n_pairs = 0;
						break;
					}
					if (push_line(&lines, &n_lines, &cap_lines,
						      (struct line){ (size_t)(q - ptx), (size_t)(de - q) + (dn ? 1 : 0),
								     (size_t)r, n_pairs++ }))
						goto out;
					q = de + (dn ? 1 : 0);
				}
				if (n_pairs > 1 && (err = reorder(ptx, lines, n_lines)))
					goto out;
				err = -ENOMEM;
				n_lines = 0;
				if (q > p) {
					/* Skip the pairs (no braces in them). */
					p = q;
					continue;
				}
			}
			p = le + (nl ? 1 : 0);
		}
		if (n_lines && !top_done && (err = reorder(ptx, lines, n_lines)))
			goto out;
	}
	err = 0;
out:
	for (size_t i = 0; i < n_names; i++)
		free(names[i].name);
	free(names);
	free(lines);
	free(rank);
	free(gvs);
	return err;
}

int nvt_cg_name_unnamed(LLVMModuleRef m)
{
	unsigned n = 0;
	char name[32];

	/* LLVMSetValueName2 makes a taken name unique with a numeric suffix,
	 * itself in module order: still deterministic. */
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		size_t len = 0;
		LLVMGetValueName2(g, &len);
		if (len)
			continue;
		snprintf(name, sizeof(name), "__unnamed_%u", ++n);
		LLVMSetValueName2(g, name, strlen(name));
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t len = 0;
		LLVMGetValueName2(f, &len);
		if (len)
			continue;
		snprintf(name, sizeof(name), "__unnamed_%u", ++n);
		LLVMSetValueName2(f, name, strlen(name));
	}
	return 0;
}
