/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Splitting a module into parts that share nothing but declarations: what
 * and why in llvm/split.h.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Comdat.h>
#include <llvm-c/Linker.h>

#include "llvm/split.h"

struct node_ref {
	LLVMValueRef v;
	unsigned id;
};

void nvt_split_free(struct nvt_split *p)
{
	for (size_t i = 0; p->name && i < p->n; i++)
		free(p->name[i]);
	free(p->name);
	free(p->part);
	free(p->copies);
	free(p->comdat);
	free(p->sfx);
	free(p->weight);
	free(p->defs);
	*p = (struct nvt_split){ .n_parts = 1 };
}

static bool is_used_list(LLVMValueRef g)
{
	const char *n = LLVMGetValueName(g);

	return !strcmp(n, "llvm.used") || !strcmp(n, "llvm.compiler.used");
}

/* The definitions of `m` in node order into *out (malloc'ed), their count
 * in *n and the count of functions among them in *n_fn. */
static int collect_nodes(LLVMModuleRef m, LLVMValueRef **out, size_t *n, size_t *n_fn)
{
	LLVMValueRef *v = NULL;
	size_t cap = 0;

	*n = 0;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		LLVMValueRef *s;
		if (LLVMIsDeclaration(f))
			continue;
		if (!(s = nvt_push_slot(v, *n, cap)))
			goto oom;
		*s = f;
	}
	*n_fn = *n;
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		LLVMValueRef *s;
		if (LLVMIsDeclaration(g) || LLVMGetLinkage(g) == LLVMAppendingLinkage)
			continue;
		if (!(s = nvt_push_slot(v, *n, cap)))
			goto oom;
		*s = g;
	}
	*out = v;
	return 0;
oom:
	free(v);
	return -ENOMEM;
}

static bool has_named_operands(LLVMModuleRef m, const char *name)
{
	return LLVMGetNamedMetadata(m, name, strlen(name)) && LLVMGetNamedMetadataNumOperands(m, name);
}

/* Whether g has no comdat or the one named after itself (clang's `comdat`),
 * the only kind nvt_split_restore_comdats can give back (the C API cannot
 * read a comdat's name). */
static bool own_comdat(LLVMModuleRef m, LLVMValueRef g)
{
	LLVMComdatRef c = LLVMGetComdat(g);
	size_t len = 0;
	const char *name;
	char *z;
	bool own;

	if (!c)
		return true;
	name = LLVMGetValueName2(g, &len);
	if (!(z = nvt_strndup(name, len)))
		return false;
	own = LLVMGetOrInsertComdat(m, z) == c;
	free(z);
	return own;
}

/* Whether `m` may be split at all (split.h). */
static bool splittable(LLVMModuleRef m)
{
	if (LLVMGetFirstGlobalAlias(m) || LLVMGetFirstGlobalIFunc(m))
		return false;
	if (has_named_operands(m, "nvvm.annotations") || has_named_operands(m, "llvm.dbg.cu"))
		return false;
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		if (LLVMGetLinkage(g) == LLVMAppendingLinkage && !is_used_list(g))
			return false;
		if (!own_comdat(m, g))
			return false;
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		if (!own_comdat(m, f))
			return false;
	return true;
}

static int cmp_ref(const void *a, const void *b)
{
	const struct node_ref *x = a, *y = b;

	return x->v < y->v ? -1 : x->v > y->v;
}

static unsigned node_of(const struct node_ref *refs, size_t n, LLVMValueRef v)
{
	struct node_ref key = { .v = v };
	const struct node_ref *hit = bsearch(&key, refs, n, sizeof(*refs), cmp_ref);

	return hit ? hit->id : UINT32_MAX;
}

/* Union-find whose root is the smallest id: the result does not depend on
 * the order of the unions. */
static unsigned root(unsigned *up, unsigned x)
{
	while (up[x] != x) {
		up[x] = up[up[x]];
		x = up[x];
	}
	return x;
}

static void unite(unsigned *up, unsigned a, unsigned b)
{
	a = root(up, a);
	b = root(up, b);
	if (a < b)
		up[b] = a;
	else if (b < a)
		up[a] = b;
}

struct edge {
	unsigned used, user; /* node `user` uses node `used` */
	bool call;           /* as the callee of a call, and only so */
};

struct edges {
	struct edge *v;
	size_t n, cap;
};

/* Whether instruction `i` calls `f` and uses it for nothing else (not as an
 * argument): then f's address is not taken there. */
static bool is_call_of(LLVMValueRef i, LLVMValueRef f)
{
	if ((!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i)) || LLVMGetCalledValue(i) != f)
		return false;
	for (unsigned k = 0, na = LLVMGetNumArgOperands(i); k < na; k++)
		if (LLVMGetOperand(i, k) == f)
			return false;
	return true;
}

/* Every node that uses node `id` (value v), directly or through constants,
 * as an edge. `stack` is scratch space, grown as needed. */
static int find_users(LLVMValueRef v, unsigned id, const struct node_ref *refs, size_t n,
		      struct edges *es, LLVMValueRef **stack, size_t *cap)
{
	size_t sp = 0;

	if (nvt_grow(*stack, *cap, 1))
		return -ENOMEM;
	(*stack)[sp++] = v;
	while (sp) {
		LLVMValueRef x = (*stack)[--sp];
		for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			unsigned other;
			bool call = false;
			struct edge *e;
			if (LLVMIsAInstruction(user)) {
				LLVMBasicBlockRef bb = LLVMGetInstructionParent(user);
				other = bb ? node_of(refs, n, LLVMGetBasicBlockParent(bb)) : UINT32_MAX;
				call = x == v && is_call_of(user, v);
			} else if (LLVMIsAGlobalValue(user)) {
				other = node_of(refs, n, user); /* none for the used lists */
			} else if (LLVMIsAConstant(user)) {
				if (nvt_grow(*stack, *cap, sp + 1))
					return -ENOMEM;
				(*stack)[sp++] = user;
				continue;
			} else {
				continue;
			}
			if (other == UINT32_MAX || other == id)
				continue;
			if (!(e = nvt_push_slot(es->v, es->n, es->cap)))
				return -ENOMEM;
			*e = (struct edge){ id, other, call };
		}
	}
	return 0;
}

/* Whether every use of pointer `p` reads through it: loads from it, and
 * address arithmetic (GEPs, casts; instructions or constant expressions)
 * whose every use does. Then the address never escapes and nothing is
 * stored there. */
static bool only_loaded(LLVMValueRef p, unsigned depth)
{
	if (depth > 16)
		return false;
	for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		LLVMOpcode op = nvt_llvm_opcode(user);
		if (op == LLVMLoad)
			continue;
		if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast)
			return false;
		if (LLVMGetOperand(user, 0) != p || !only_loaded(user, depth + 1))
			return false;
	}
	return true;
}

/* Whether an internal variable may be copied into every part that uses it
 * (split.h): a __shared__ one (every block has its own instance anyway),
 * or a table that is only ever read, in global memory (libdevice's
 * __cudart_i2opi_f and the other argument-reduction tables, which every
 * kernel calling sinf or sin reaches: without copies they make such
 * kernels one part). Never a __constant__ one: copies would add up in the
 * 64 KiB constant bank. */
static bool copyable_variable(LLVMValueRef g)
{
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));

	if (as == 3)
		return true;
	return (as == 0 || as == 1) && only_loaded(g, 0);
}

static unsigned long count_insns(LLVMValueRef f)
{
	unsigned long k = 0;

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
			k++;
	return k;
}

/* The whole module as one part: its definitions (functions and variables)
 * and its weight as nvt_split_plan counts them (a variable weighs 1). */
void nvt_split_weigh(LLVMModuleRef m, unsigned *defs, unsigned long *weight)
{
	LLVMValueRef *val;
	size_t n, n_fn;

	*defs = 0;
	*weight = 0;
	if (collect_nodes(m, &val, &n, &n_fn))
		return; /* out of memory: a report's counts, nothing else */
	*defs = (unsigned)n;
	*weight = n - n_fn;
	for (size_t i = 0; i < n_fn; i++)
		*weight += count_insns(val[i]);
	free(val);
}

struct comp {
	unsigned root;           /* its smallest node id */
	unsigned id;             /* its index before sorting (reach.by_comp) */
	unsigned long own;       /* its members' weight */
	unsigned long weight;    /* and the copied helpers it reaches, once each */
	unsigned bin;
};

static int cmp_comp(const void *a, const void *b)
{
	const struct comp *x = a, *y = b;

	if (x->weight != y->weight)
		return x->weight > y->weight ? -1 : 1;
	return x->root < y->root ? -1 : x->root > y->root;
}

/* The name of the copy of `name` in part `part`: NAME$pK, or NAME$pK_S
 * when the module has a NAME$pK already (a module split before: nvvm-opt's
 * parts, then nvvm-llc's). Malloc'ed; NULL when out of memory. */
char *nvt_split_copy_name(const char *name, unsigned part, unsigned sfx)
{
	return sfx ? nvt_asprintf("%s$p%u_%u", name, part, sfx) : nvt_asprintf("%s$p%u", name, part);
}

/* Whether no global of `m` has the name of a copy of `name` in `part`:
 * 1 yes, 0 no, -ENOMEM. */
static int copy_name_free(LLVMModuleRef m, const char *name, unsigned part, unsigned sfx)
{
	char *buf = nvt_split_copy_name(name, part, sfx);
	int free_;

	if (!buf)
		return -ENOMEM;
	free_ = !LLVMGetNamedFunction(m, buf) && !LLVMGetNamedGlobal(m, buf);
	free(buf);
	return free_;
}

/* The "uses" edges as lists and the members of each component, for the
 * walks from a component into the copied nodes it reaches (its weight, and
 * what a bin already holds when packing). */
struct reach {
	size_t *first;      /* uses[first[i] .. first[i + 1]) = the nodes node i uses */
	unsigned *uses;
	size_t *comp_first; /* by_comp[comp_first[c] .. comp_first[c + 1]) = component c's members */
	unsigned *by_comp;
	unsigned *stamp;    /* node -> the walk that last reached it */
	unsigned *stack, *seen;
	unsigned walk;
};

static void reach_free(struct reach *r)
{
	free(r->first);
	free(r->uses);
	free(r->comp_first);
	free(r->by_comp);
	free(r->stamp);
	free(r->stack);
	free(r->seen);
}

static int reach_init(struct reach *r, const struct edges *es, size_t n, size_t n_comps,
		      const bool *copy, unsigned *up, const unsigned *comp_of)
{
	size_t *fill = calloc(n + 1, sizeof(*fill));

	*r = (struct reach){ 0 };
	r->first = calloc(n + 1, sizeof(*r->first));
	r->uses = malloc((es->n ? es->n : 1) * sizeof(*r->uses));
	r->comp_first = calloc(n_comps + 1, sizeof(*r->comp_first));
	r->by_comp = malloc(n * sizeof(*r->by_comp));
	r->stamp = malloc(n * sizeof(*r->stamp));
	r->stack = malloc(n * sizeof(*r->stack));
	r->seen = malloc(n * sizeof(*r->seen));
	if (!fill || !r->first || !r->uses || !r->comp_first || !r->by_comp || !r->stamp ||
	    !r->stack || !r->seen) {
		free(fill);
		reach_free(r);
		return -ENOMEM;
	}
	for (size_t k = 0; k < es->n; k++)
		r->first[es->v[k].user + 1]++;
	for (size_t i = 0; i < n; i++)
		r->first[i + 1] += r->first[i];
	for (size_t k = 0; k < es->n; k++) {
		unsigned u = es->v[k].user;
		r->uses[r->first[u] + fill[u]++] = es->v[k].used;
	}
	for (size_t i = 0; i < n; i++)
		if (!copy[i])
			r->comp_first[comp_of[root(up, (unsigned)i)] + 1]++;
	for (size_t c = 0; c < n_comps; c++)
		r->comp_first[c + 1] += r->comp_first[c];
	memset(fill, 0, (n + 1) * sizeof(*fill));
	for (size_t i = 0; i < n; i++)
		if (!copy[i]) {
			unsigned c = comp_of[root(up, (unsigned)i)];
			r->by_comp[r->comp_first[c] + fill[c]++] = (unsigned)i;
		}
	for (size_t i = 0; i < n; i++)
		r->stamp[i] = UINT32_MAX;
	free(fill);
	return 0;
}

/* The copied nodes component c (its unsorted index) reaches from its
 * members, directly or through other copied nodes, each once, into
 * r->seen; returns their count. */
static size_t reach_walk(struct reach *r, const bool *copy, unsigned c)
{
	unsigned walk = r->walk++;
	size_t k = 0;

	for (size_t j = r->comp_first[c]; j < r->comp_first[c + 1]; j++) {
		unsigned sp = 0;
		r->stack[sp++] = r->by_comp[j];
		while (sp) {
			unsigned x = r->stack[--sp];
			for (size_t e = r->first[x]; e < r->first[x + 1]; e++) {
				unsigned u = r->uses[e];
				if (!copy[u] || r->stamp[u] == walk)
					continue;
				r->stamp[u] = walk;
				r->seen[k++] = u;
				r->stack[sp++] = u;
			}
		}
	}
	return k;
}

/* Pack the components (sorted, largest first) into `parts` bins, each into
 * the bin it leaves lightest; a copied helper costs a bin once, however
 * many of its components reach it (the part optimizes its copy once, and
 * the measured time follows: cub's module packed by the components' own
 * sums put its four reduce kernels of one type, which share most of their
 * helpers, in one part, 6,712 instructions and 130 ms of optimization
 * against 11,763 and 221 ms). The bin weights into bins[]; in_bin (a bit
 * per bin for each node) and add (one per bin) are scratch. */
static void pack(struct comp *comps, size_t n_comps, unsigned parts, unsigned long *bins,
		 struct reach *r, const bool *copy, const unsigned long *w, size_t n,
		 uint64_t *in_bin, unsigned long *add)
{
	memset(bins, 0, parts * sizeof(*bins));
	memset(in_bin, 0, n * sizeof(*in_bin));
	for (size_t c = 0; c < n_comps; c++) {
		size_t k = reach_walk(r, copy, comps[c].id);
		unsigned best = 0;
		for (unsigned b = 0; b < parts; b++)
			add[b] = comps[c].own;
		for (size_t j = 0; j < k; j++) {
			unsigned u = r->seen[j];
			for (unsigned b = 0; b < parts; b++)
				if (!(in_bin[u] >> b & 1))
					add[b] += w[u];
		}
		for (unsigned b = 1; b < parts; b++)
			if (bins[b] + add[b] < bins[best] + add[best])
				best = b;
		comps[c].bin = best;
		bins[best] += add[best];
		for (size_t j = 0; j < k; j++)
			in_bin[r->seen[j]] |= UINT64_C(1) << best;
	}
}

int nvt_split_plan(LLVMModuleRef m, unsigned want, unsigned chunk, struct nvt_split *p)
{
	LLVMValueRef *val = NULL, *stack = NULL;
	struct node_ref *refs = NULL;
	struct edges es = { 0 };
	unsigned long *w = NULL, total = 0, *bins = NULL, *extra = NULL;
	unsigned *up = NULL, *order = NULL, *bin_min = NULL, *comp_of = NULL;
	bool *taken = NULL, *copy = NULL, reached = false;
	struct comp *comps = NULL;
	struct reach reach;
	uint64_t *in_bin = NULL;
	size_t n, n_fn, n_comps = 0, scap = 0;
	unsigned parts;
	bool skewed = false;
	int err = -ENOMEM;

	*p = (struct nvt_split){ .n_parts = 1 };
	if (want == 1 || !splittable(m))
		return 0;
	if (collect_nodes(m, &val, &n, &n_fn))
		return -ENOMEM;
	if (n < 2) {
		free(val);
		return 0;
	}
	refs = malloc(n * sizeof(*refs));
	up = malloc(n * sizeof(*up));
	w = calloc(n, sizeof(*w));
	taken = calloc(n, sizeof(*taken));
	copy = calloc(n, sizeof(*copy));
	comp_of = malloc(n * sizeof(*comp_of));
	comps = calloc(n, sizeof(*comps));
	if (!refs || !up || !w || !taken || !copy || !comp_of || !comps)
		goto out;
	for (size_t i = 0; i < n; i++) {
		refs[i] = (struct node_ref){ val[i], (unsigned)i };
		up[i] = (unsigned)i;
		w[i] = i < n_fn ? count_insns(val[i]) : 1;
		total += w[i];
	}
	qsort(refs, n, sizeof(*refs), cmp_ref);
	for (size_t i = 0; i < n; i++)
		if (find_users(val[i], (unsigned)i, refs, n, &es, &stack, &scap))
			goto out;
	/* The copied definitions: small or always_inline functions, internal
	 * or ODR (every copy is as good as another), only ever called (a copy
	 * has an address of its own) and using no definition but other copied
	 * ones; and internal __shared__ variables (split.h). An always_inline
	 * body of any size: the always-inliner copies it into every caller
	 * first thing in the pipeline and deletes it, so a copy per part costs
	 * the read of its body, no optimization of its own (clang marks CCCL's
	 * __forceinline__ functions so: 474 of the cub module's 516
	 * definitions; where one is shared by two kernels, the two would
	 * otherwise be one part). */
	unsigned always_inline = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	for (size_t k = 0; k < es.n; k++)
		taken[es.v[k].used] |= !es.v[k].call;
	for (size_t k = 0; k < es.n; k++) {
		unsigned u = es.v[k].used;
		LLVMLinkage l = LLVMGetLinkage(val[u]);
		if (u < n_fn)
			copy[u] = !taken[u] &&
				  (w[u] <= NVT_SPLIT_COPY_MAX ||
				   LLVMGetEnumAttributeAtIndex(val[u], LLVMAttributeFunctionIndex,
							       always_inline)) &&
				  (l == LLVMInternalLinkage || l == LLVMPrivateLinkage ||
				   l == LLVMLinkOnceODRLinkage);
		else if (l == LLVMInternalLinkage || l == LLVMPrivateLinkage)
			copy[u] = copyable_variable(val[u]);
	}
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t k = 0; k < es.n; k++)
			if (copy[es.v[k].user] && !copy[es.v[k].used]) {
				copy[es.v[k].user] = false;
				changed = true;
			}
	}
	for (size_t k = 0; k < es.n; k++)
		if (!copy[es.v[k].used])
			unite(up, es.v[k].used, es.v[k].user);

	/* The components (copied functions are in none), their weights. */
	for (size_t i = 0; i < n; i++)
		if (!copy[i] && root(up, (unsigned)i) == i) {
			comp_of[i] = (unsigned)n_comps;
			comps[n_comps].id = (unsigned)n_comps;
			comps[n_comps++].root = (unsigned)i;
		}
	for (size_t i = 0; i < n; i++)
		if (!copy[i])
			comps[comp_of[root(up, (unsigned)i)]].own += w[i];
	/* A component's work includes every copied helper it reaches, through
	 * other copied helpers too (an always_inline tree is inlined whole into
	 * each kernel that calls its root), each counted once. */
	if (reach_init(&reach, &es, n, n_comps, copy, up, comp_of))
		goto out;
	reached = true;
	for (size_t c = 0; c < n_comps; c++) {
		size_t k = reach_walk(&reach, copy, (unsigned)c);
		comps[c].weight = comps[c].own;
		for (size_t j = 0; j < k; j++)
			comps[c].weight += w[reach.seen[j]];
	}
	parts = want ? want : (unsigned)(total / (chunk ? chunk : 1));
	if (!want && parts > NVT_SPLIT_AUTO_MAX)
		parts = NVT_SPLIT_AUTO_MAX;
	if (parts > NVT_SPLIT_MAX)
		parts = NVT_SPLIT_MAX;
	if (parts > n_comps)
		parts = (unsigned)n_comps;
	/* An automatic count is a power of two: parts of like weight then
	 * share 1, 2, 4 or 8 cores evenly, where 3 parts on 2 cores leave one
	 * core two parts (measured, thrust at -j2: 0.39 s with 3 parts, 0.30
	 * with 2, 0.34 with 4). */
	while (!want && (parts & (parts - 1)))
		parts &= parts - 1;
	if (parts <= 1) {
		err = 0;
		goto out;
	}
	qsort(comps, n_comps, sizeof(*comps), cmp_comp);
	for (size_t c = 0; c < n_comps; c++)
		comp_of[comps[c].root] = (unsigned)c; /* sorted now */
	bins = calloc(parts, sizeof(*bins));
	extra = malloc(parts * sizeof(*extra));
	in_bin = malloc(n * sizeof(*in_bin));
	bin_min = malloc(parts * sizeof(*bin_min));
	order = malloc(parts * sizeof(*order));
	if (!bins || !extra || !in_bin || !bin_min || !order)
		goto out;
	for (;; parts /= 2) {
		unsigned long lightest, heaviest;
		pack(comps, n_comps, parts, bins, &reach, copy, w, n, in_bin, extra);
		lightest = heaviest = bins[0];
		for (unsigned b = 1; b < parts; b++) {
			if (bins[b] < lightest)
				lightest = bins[b];
			if (bins[b] > heaviest)
				heaviest = bins[b];
		}
		skewed = lightest < NVT_SPLIT_MIN || lightest * NVT_SPLIT_SKEW < heaviest;
		if (want || parts <= 2 || !skewed)
			break;
	}
	if (!want && skewed) { /* two, one too light */
		parts = 1;
		err = 0;
		goto out;
	}
	/* Parts in the order of their first definition: order[bin] = part. */
	for (unsigned b = 0; b < parts; b++)
		bin_min[b] = UINT32_MAX;
	for (size_t c = 0; c < n_comps; c++)
		if (comps[c].root < bin_min[comps[c].bin])
			bin_min[comps[c].bin] = comps[c].root;
	for (unsigned b = 0; b < parts; b++) {
		unsigned rank = 0;
		for (unsigned o = 0; o < parts; o++)
			rank += bin_min[o] < bin_min[b];
		order[b] = rank;
	}
	p->name = calloc(n, sizeof(*p->name));
	p->part = malloc(n * sizeof(*p->part));
	p->copies = calloc(n, sizeof(*p->copies));
	p->comdat = malloc(n * sizeof(*p->comdat));
	p->sfx = calloc(n, sizeof(*p->sfx));
	p->weight = calloc(parts, sizeof(*p->weight));
	p->defs = calloc(parts, sizeof(*p->defs));
	if (!p->name || !p->part || !p->copies || !p->comdat || !p->sfx || !p->weight || !p->defs)
		goto out;
	p->n = n;
	p->n_fn = n_fn;
	p->n_parts = parts;
	for (size_t i = 0; i < n; i++)
		if (!copy[i])
			p->part[i] = order[comps[comp_of[root(up, (unsigned)i)]].bin];
	/* A copied function is in every part that uses it, directly or
	 * through other copied functions; one nobody outside the copied ones
	 * uses stays in the first part. */
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t k = 0; k < es.n; k++) {
			unsigned c = es.v[k].used, u = es.v[k].user;
			uint64_t add;
			if (!copy[c])
				continue;
			add = copy[u] ? p->copies[u] : UINT64_C(1) << p->part[u];
			if ((p->copies[c] | add) != p->copies[c]) {
				p->copies[c] |= add;
				changed = true;
			}
		}
	}
	for (size_t i = 0; i < n; i++)
		if (copy[i] && !p->copies[i])
			p->copies[i] = 1;
	for (size_t i = 0; i < n; i++) {
		size_t len = 0;
		const char *s = LLVMGetValueName2(val[i], &len);
		LLVMComdatRef cd = LLVMGetComdat(val[i]);
		if (!(p->name[i] = nvt_strndup(s, len)))
			goto out;
		p->comdat[i] = cd ? (int)LLVMGetComdatSelectionKind(cd) : -1;
		if (copy[i]) {
			/* The first suffix under which no copy's name is taken.
			 * Copies of two nodes never share a name (NAME$pK_S ends
			 * in a digit run after "_", NAME$pK after "$p"). */
			p->part[i] = (unsigned)__builtin_ctzll(p->copies[i]);
			for (unsigned sfx = 0;; sfx++) {
				bool ok = true;
				for (unsigned k = p->part[i] + 1; ok && k < parts; k++) {
					int f = p->copies[i] >> k & 1 ? copy_name_free(m, p->name[i], k, sfx) : 1;
					if (f < 0)
						goto out;
					ok = f;
				}
				if (ok) {
					p->sfx[i] = sfx;
					break;
				}
			}
		}
		for (unsigned k = 0; k < parts; k++)
			if (p->part[i] == k || (p->copies[i] >> k & 1)) {
				p->weight[k] += w[i];
				p->defs[k]++;
			}
	}
	err = 0;
out:
	if (err || parts <= 1) {
		nvt_split_free(p);
		p->n_parts = 1;
	}
	free(val);
	free(stack);
	free(refs);
	free(es.v);
	free(up);
	free(w);
	free(taken);
	free(copy);
	free(comp_of);
	free(comps);
	free(bins);
	free(extra);
	free(in_bin);
	free(bin_min);
	free(order);
	if (reached)
		reach_free(&reach);
	return err;
}

/* The used list `g` without the entries the deletions made poison: a new
 * appending variable of the same name and section (an initializer of
 * another type cannot be set on the old one), or none when nothing is left.
 * The pipeline must keep what the list keeps: clang lists kernels there. */
static int trim_used_list(LLVMModuleRef m, LLVMValueRef g)
{
	LLVMValueRef init = LLVMGetInitializer(g), *keep, ng;
	unsigned n = init ? (unsigned)LLVMGetNumOperands(init) : 0, k = 0;
	LLVMTypeRef elt = LLVMGetElementType(LLVMGlobalGetValueType(g));
	char *name = nvt_strdup(LLVMGetValueName(g));
	char *sec = LLVMGetSection(g) ? nvt_strdup(LLVMGetSection(g)) : NULL;

	keep = malloc((n ? n : 1) * sizeof(*keep));
	if (!name || !keep || (LLVMGetSection(g) && !sec)) {
		free(name);
		free(sec);
		free(keep);
		return -ENOMEM;
	}
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef e = LLVMGetOperand(init, i);
		if (!LLVMIsPoison(e) && !LLVMIsUndef(e))
			keep[k++] = e;
	}
	if (k != n) {
		LLVMDeleteGlobal(g);
		if (k) {
			LLVMValueRef arr = LLVMConstArray2(elt, keep, k);
			ng = LLVMAddGlobal(m, LLVMTypeOf(arr), name);
			LLVMSetInitializer(ng, arr);
			LLVMSetLinkage(ng, LLVMAppendingLinkage);
			if (sec)
				LLVMSetSection(ng, sec);
		}
	}
	free(name);
	free(sec);
	free(keep);
	return 0;
}

static bool in_part(const struct nvt_split *pl, size_t i, unsigned part)
{
	return pl->part[i] == part || (pl->copies[i] >> part & 1);
}

int nvt_split_keep(LLVMModuleRef m, const struct nvt_split *pl, unsigned part)
{
	LLVMValueRef *val = NULL;
	size_t n, n_fn;

	if (collect_nodes(m, &val, &n, &n_fn))
		return -ENOMEM;
	if (n != pl->n || n_fn != pl->n_fn) {
		free(val);
		return -EINVAL;
	}
	for (size_t i = 0; i < n; i++) {
		size_t len = 0;
		const char *s = LLVMGetValueName2(val[i], &len);
		if (len != strlen(pl->name[i]) || memcmp(s, pl->name[i], len)) {
			free(val);
			return -EINVAL;
		}
	}
	for (size_t i = 0; i < n; i++)
		if (!in_part(pl, i, part))
			LLVMReplaceAllUsesWith(val[i], LLVMGetPoison(LLVMTypeOf(val[i])));
	for (size_t i = 0; i < n; i++) {
		if (in_part(pl, i, part)) {
			/* The comdats of the deleted definitions stay in the
			 * module's table, and the module linker would let such
			 * an empty group of one part win over the full one of
			 * another: no definition of a part is in a comdat
			 * (nvt_split_restore_comdats gives them back). */
			LLVMSetComdat(val[i], NULL);
			if (pl->part[i] != part) { /* a copy: its own name */
				char *buf = nvt_split_copy_name(pl->name[i], part, pl->sfx[i]);
				if (!buf) {
					free(val);
					return -ENOMEM;
				}
				LLVMSetValueName2(val[i], buf, strlen(buf));
				LLVMSetLinkage(val[i], LLVMInternalLinkage);
				free(buf);
			}
			continue;
		}
		if (i < n_fn)
			LLVMDeleteFunction(val[i]);
		else
			LLVMDeleteGlobal(val[i]);
	}
	for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
		next = LLVMGetNextGlobal(g);
		if (LLVMGetLinkage(g) == LLVMAppendingLinkage && is_used_list(g) &&
		    trim_used_list(m, g)) {
			free(val);
			return -ENOMEM;
		}
	}
	free(val);
	return 0;
}


void nvt_split_restore_comdats(LLVMModuleRef m, const struct nvt_split *sp)
{
	for (size_t i = 0; i < sp->n; i++) {
		LLVMValueRef v;
		LLVMComdatRef c;
		if (sp->comdat[i] < 0)
			continue;
		v = i < sp->n_fn ? LLVMGetNamedFunction(m, sp->name[i])
				 : LLVMGetNamedGlobal(m, sp->name[i]);
		if (!v || LLVMIsDeclaration(v) || LLVMGetComdat(v))
			continue; /* optimized away */
		c = LLVMGetOrInsertComdat(m, sp->name[i]);
		LLVMSetComdatSelectionKind(c, (LLVMComdatSelectionKind)sp->comdat[i]);
		LLVMSetComdat(v, c);
	}
}

/* One part being worked on, on a job's thread. */
struct split_part {
	LLVMContextRef ctx;  /* a new one (parts 1..), or the whole module's (part 0) */
	LLVMModuleRef m;
	bool own;            /* ctx and m are this part's, disposed by part_close */
	LLVMDiagnosticHandler saved_handler;
	void *saved_ctx;
	struct nvt_diag_route route;
};

/* What a part holds that the module linker links only when something refers
 * to it (local, linkonce and available_externally definitions) is made
 * external for the link and given its linkage back after, so that a part
 * holds what the plan gives it, referenced or not, as the whole module
 * did. */
struct relink {
	LLVMLinkage linkage;
	LLVMVisibility visibility;
};

static bool linked_on_reference(LLVMLinkage lk)
{
	return lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage || lk == LLVMLinkOnceAnyLinkage ||
	       lk == LLVMLinkOnceODRLinkage || lk == LLVMAvailableExternallyLinkage;
}

static LLVMValueRef named_node(LLVMModuleRef m, const char *name, bool fn)
{
	return fn ? LLVMGetNamedFunction(m, name) : LLVMGetNamedGlobal(m, name);
}

/* Part `part` read lazily from `bc`: the module's records are read, but a
 * function body only when the module linker moves the function into an
 * empty module of the same context, after the other parts' definitions
 * were deleted unread. So a part costs about its share of a parse, not a
 * whole one (measured: 8 parts of the 1,000-kernel module cost 24% more
 * CPU than 1 with whole parses). */
static int open_lazy(struct split_part *pp, const struct nvt_split *sp, unsigned part,
		     LLVMMemoryBufferRef bc, const char *name)
{
	LLVMMemoryBufferRef view = LLVMCreateMemoryBufferWithMemoryRange(
		LLVMGetBufferStart(bc), LLVMGetBufferSize(bc), "part", 0);
	struct relink *rl = NULL;
	LLVMModuleRef lazy = NULL, dst;
	char **names = NULL;
	size_t n = 0, len = 0;
	const char *v;
	int err;

	if (!view)
		return -ENOMEM;
	if (LLVMGetBitcodeModuleInContext2(pp->ctx, view, &lazy)) {
		LLVMDisposeMemoryBuffer(view);
		return -EINVAL;
	}
	/* the module owns the view now */
	if ((err = nvt_split_keep(lazy, sp, part)))
		goto out_lazy;
	rl = calloc(sp->n ? sp->n : 1, sizeof(*rl));
	names = calloc(sp->n ? sp->n : 1, sizeof(*names));
	if (!rl || !names) {
		err = -ENOMEM;
		goto out_lazy;
	}
	for (size_t i = 0; i < sp->n; i++) {
		LLVMValueRef g;
		if (!in_part(sp, i, part))
			continue;
		names[n] = sp->part[i] == part ? nvt_strdup(sp->name[i])
					       : nvt_split_copy_name(sp->name[i], part, sp->sfx[i]);
		if (!names[n]) {
			err = -ENOMEM;
			goto out_lazy;
		}
		g = named_node(lazy, names[n], i < sp->n_fn);
		rl[n].linkage = g ? LLVMGetLinkage(g) : LLVMExternalLinkage;
		rl[n].visibility = g ? LLVMGetVisibility(g) : LLVMDefaultVisibility;
		if (g && linked_on_reference(rl[n].linkage)) {
			LLVMSetLinkage(g, LLVMExternalLinkage);
			LLVMSetVisibility(g, LLVMDefaultVisibility);
		}
		n++;
	}
	/* the whole module's name (the lazy one is named after the buffer) */
	dst = LLVMModuleCreateWithNameInContext(name, pp->ctx);
	if (!dst) {
		err = -ENOMEM;
		goto out_lazy;
	}
	v = LLVMGetSourceFileName(lazy, &len);
	LLVMSetSourceFileName(dst, v, len);
	LLVMSetTarget(dst, LLVMGetTarget(lazy));
	LLVMSetDataLayout(dst, LLVMGetDataLayoutStr(lazy));
	/* The linker reads the bodies it moves, and consumes `lazy`. */
	if (LLVMLinkModules2(dst, lazy)) {
		lazy = NULL;
		LLVMDisposeModule(dst);
		err = -EINVAL;
		goto out_lazy;
	}
	lazy = NULL;
	for (size_t k = 0; k < n; k++) {
		LLVMValueRef g = LLVMGetNamedFunction(dst, names[k]);
		if (!g)
			g = LLVMGetNamedGlobal(dst, names[k]);
		if (!g)
			continue;
		if (linked_on_reference(rl[k].linkage)) {
			LLVMSetLinkage(g, rl[k].linkage);
			LLVMSetVisibility(g, rl[k].visibility);
		}
	}
	pp->m = dst;
out_lazy:
	if (lazy)
		LLVMDisposeModule(lazy);
	for (size_t k = 0; k < n; k++)
		free(names[k]);
	free(names);
	free(rl);
	return err;
}

/* Open part `part`: part 0 is `whole` itself after nvt_split_keep; every
 * other part a lazy read of `bc` (open_lazy). Until part_close, LLVM's
 * diagnostics of the context go to `d`, naming `file`. A failure is
 * reported (rule "internal", naming `file` and `entity`). 0, -EINVAL or
 * -ENOMEM; close it either way. */
static int part_open(struct split_part *pp, const struct nvt_split *sp, unsigned part,
		     LLVMModuleRef whole, LLVMMemoryBufferRef bc, struct nvt_diags *d,
		     const char *file, const char *entity)
{
	int err;

	*pp = (struct split_part){ .route = { .diags = d, .file = file } };
	if (part == 0) {
		pp->m = whole;
		pp->ctx = LLVMGetModuleContext(whole);
		pp->saved_handler = LLVMContextGetDiagnosticHandler(pp->ctx);
		pp->saved_ctx = LLVMContextGetDiagnosticContext(pp->ctx);
		LLVMContextSetDiagnosticHandler(pp->ctx, nvt_llvm_diag_handler, &pp->route);
		err = nvt_split_keep(pp->m, sp, part);
	} else {
		size_t len = 0;
		const char *name = LLVMGetModuleIdentifier(whole, &len);
		char *nm = nvt_strndup(name, len);

		pp->own = true;
		pp->ctx = LLVMContextCreate();
		if (!pp->ctx || !nm) {
			free(nm);
			return -ENOMEM;
		}
		LLVMContextSetDiagnosticHandler(pp->ctx, nvt_llvm_diag_handler, &pp->route);
		nvt_llvm_context_register_kinds(pp->ctx);
		err = open_lazy(pp, sp, part, bc, nm);
		free(nm);
	}
	if (err == -EINVAL)
		nvt_error(d, "internal", file, entity,
			  part ? "part %u of the module could not be read back with the planned definitions"
			       : "part %u of the module does not hold the planned definitions",
			  part);
	return err;
}

/* Part 0: the context's diagnostics go where they went before; other
 * parts: the module and its context are disposed. */
static void part_close(struct split_part *pp)
{
	if (!pp->own) {
		if (pp->ctx)
			LLVMContextSetDiagnosticHandler(pp->ctx, pp->saved_handler, pp->saved_ctx);
	} else {
		if (pp->m)
			LLVMDisposeModule(pp->m);
		if (pp->ctx)
			LLVMContextDispose(pp->ctx);
	}
	*pp = (struct split_part){ 0 };
}

struct split_job {
	int err;
	double cpu_ms;  /* the thread's CPU time on this part */
	struct nvt_diag_log log;
};

struct split_run {
	const struct nvt_split *sp;
	LLVMModuleRef whole;
	LLVMMemoryBufferRef bc;
	const char *file, *entity;
	nvt_split_work_fn work;
	void *arg;
	struct split_job *jobs;
};

static void split_job(void *ctx, size_t i)
{
	struct split_run *r = ctx;
	struct split_job *j = &r->jobs[i];
	struct nvt_diags *d = nvt_diag_log__diags(&j->log);
	struct split_part pp;
	double t0 = nvt_thread_cpu_ms();

	if (!d) {
		j->err = -ENOMEM;
		return;
	}
	j->err = part_open(&pp, r->sp, (unsigned)i, r->whole, r->bc, d, r->file, r->entity);
	if (!j->err)
		j->err = r->work(pp.m, (unsigned)i, r->arg, d);
	part_close(&pp);
	j->cpu_ms = nvt_thread_cpu_ms() - t0;
	nvt_diags__free(d);
}

int nvt_split_run(const struct nvt_split *sp, LLVMModuleRef whole, const char *file,
		  const char *entity, unsigned jobs, const char *makeflags, nvt_split_work_fn work,
		  void *arg, double *cpu_ms, struct nvt_diags *d)
{
	struct split_run r = { .sp = sp, .whole = whole, .file = file, .entity = entity,
			       .work = work, .arg = arg };
	int err = 0;

	r.bc = LLVMWriteBitcodeToMemoryBuffer(whole);
	r.jobs = calloc(sp->n_parts, sizeof(*r.jobs));
	if (!r.bc || !r.jobs) {
		err = -ENOMEM;
		goto out;
	}
	nvt_run_jobs(sp->n_parts, jobs, makeflags, split_job, &r);
	for (unsigned i = 0; i < sp->n_parts; i++) {
		struct split_job *j = &r.jobs[i];
		if (cpu_ms)
			cpu_ms[i] = j->cpu_ms;
		nvt_diag_log__replay(&j->log, d);
		if (j->log.oom && !err)
			err = -ENOMEM;
		if (j->err && (!err || err == -EINVAL))
			err = j->err;
	}
out:
	for (unsigned i = 0; r.jobs && i < sp->n_parts; i++)
		nvt_diag_log__clear(&r.jobs[i].log);
	free(r.jobs);
	if (r.bc)
		LLVMDisposeMemoryBuffer(r.bc);
	return err;
}
