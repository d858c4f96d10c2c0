/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Cheap loop-invariant values computed again inside the loops that use
 * them (rematerialization), before codegen.
 *
 * LLVM's LICM hoists every loop-invariant instruction to the preheader.
 * On a CPU the register allocator splits or rematerializes what does not
 * fit; NVPTX has no register allocator: every virtual register goes to
 * ptxas as it is, and ptxas keeps a value computed before a loop in a
 * register for the whole loop. CUB's histogram sweep (tests/corpus/
 * cub_device.cu) shows what that costs: its tile loop loads 16 pixels at
 * `tid * 16 + k`; LICM hoists the 16 `or disjoint i32 %base, k` and their
 * 16 `zext` to i64 out of the loop, 48 live registers where one (%base)
 * would do, and the selection DAG, which sees one block at a time, can no
 * longer fold `+ k` into the loads' address offsets. ptxas answers 61
 * registers where libNVVM's PTX of the same kernel needs 40 (bisected with
 * -opt-bisect-limit to that one LICM run: 40 before it, 56 after).
 * NVIDIA's compiler computes such values again where they are used.
 *
 * The rule: an instruction I outside a loop L, used inside L, is cloned
 * into each block of L that uses it when
 *   - I is cheap and pure: a cast (zext, sext, trunc) or an integer
 *     binary operator with one constant operand, or a getelementptr whose
 *     indices are all constants (a constant offset, which the DAG folds
 *     into the address) -- one instruction, or none, per clone;
 *   - its one variable operand V is used inside L anyway (so V is live
 *     across L whatever happens, and the clone adds no live range), and
 *   - no PHI node uses I (a PHI's operand lives on an edge, not in a
 *     block), and I has at most MAX_BLOCKS using blocks in L.
 * L is the outermost loop that holds the use and not I. I goes away when
 * nothing outside uses it. Chains (the `or` under the `zext`) follow in
 * the next round: once the zext is cloned into L, the `or` is used in L.
 * Loops are natural loops of the CFG (back edges to a dominating header;
 * loops with one header merged), found here because the C API has no
 * loop analysis. Everything walks the function in layout order, so the
 * result does not depend on addresses or threads.
 *
 * Measured against the same compile without this pass (doc/nvvm-llc.md,
 * "Loop-invariant values computed again"): cub_device 355 registers
 * summed over its kernels instead of 385 (libNVVM: 355), PTX instructions
 * -8; the other bench modules unchanged; 327 real modules -67 registers
 * in all, ptxas' noise either way on the rest (at most +16 on one).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg.h"

#define MAX_BLOCKS 8 /* using blocks in one loop: more clones than that is not cheap */
#define MAX_ROUNDS 4 /* chains deeper than that stay as LICM left them */
/* one bit per block and loop: 8 MiB at most (a function of 10,000 blocks
 * with 6,000 loops), time and memory linear in it */
#define MAX_TABLE_WORDS ((size_t)1 << 20)
#define MIN_GROUP 8

struct bb_key {
	LLVMBasicBlockRef bb;
	size_t idx;
};

struct fn {
	size_t n;		  /* blocks */
	LLVMBasicBlockRef *bb;	  /* layout order */
	struct bb_key *keys;	  /* sorted by address: block -> index */
	size_t *succ_off, *succ;  /* successors, CSR */
	size_t *pred_off, *pred;  /* predecessors, CSR */
	size_t *rpo_num;	  /* SIZE_MAX: unreachable */
	size_t *rpo;		  /* reachable blocks in reverse post-order */
	size_t n_rpo;
	size_t *idom;
	/* loops, one per header, sorted outermost first */
	size_t n_loops;
	uint64_t *body; /* n_loops rows of `words` words: the blocks of each loop */
	size_t words;
	size_t *parent;	   /* enclosing loop, SIZE_MAX at the top */
	size_t *innermost; /* per block: the smallest loop holding it, SIZE_MAX if none */
};

static int key_cmp(const void *a, const void *b)
{
	const struct bb_key *x = a, *y = b;

	return (uintptr_t)x->bb < (uintptr_t)y->bb ? -1 : (uintptr_t)x->bb > (uintptr_t)y->bb;
}

static size_t bb_index(const struct fn *f, LLVMBasicBlockRef bb)
{
	struct bb_key k = { .bb = bb }, *r;

	r = bsearch(&k, f->keys, f->n, sizeof(k), key_cmp);
	return r ? r->idx : SIZE_MAX;
}

static bool in_loop(const struct fn *f, size_t l, size_t b)
{
	return (f->body[l * f->words + b / 64] >> (b % 64)) & 1;
}

static void fn_free(struct fn *f)
{
	free(f->bb);
	free(f->keys);
	free(f->succ_off);
	free(f->succ);
	free(f->pred_off);
	free(f->pred);
	free(f->rpo_num);
	free(f->rpo);
	free(f->idom);
	free(f->body);
	free(f->parent);
	free(f->innermost);
	memset(f, 0, sizeof(*f));
}

/* Blocks, successors and predecessors of `fn`. */
static int fn_cfg(struct fn *f, LLVMValueRef fn)
{
	size_t n = LLVMCountBasicBlocks(fn), i = 0, ne = 0;
	LLVMBasicBlockRef bb;

	f->n = n;
	f->bb = calloc(n, sizeof(*f->bb));
	f->keys = calloc(n, sizeof(*f->keys));
	f->succ_off = calloc(n + 1, sizeof(size_t));
	f->pred_off = calloc(n + 1, sizeof(size_t));
	if (!f->bb || !f->keys || !f->succ_off || !f->pred_off)
		return -ENOMEM;
	for (bb = LLVMGetFirstBasicBlock(fn); bb && i < n; bb = LLVMGetNextBasicBlock(bb), i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);

		f->bb[i] = bb;
		f->keys[i] = (struct bb_key){ bb, i };
		f->succ_off[i] = ne;
		ne += t ? LLVMGetNumSuccessors(t) : 0;
	}
	f->succ_off[n] = ne;
	qsort(f->keys, n, sizeof(*f->keys), key_cmp);
	f->succ = calloc(ne + 1, sizeof(size_t));
	f->pred = calloc(ne + 1, sizeof(size_t));
	if (!f->succ || !f->pred)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(f->bb[i]);
		unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;

		for (unsigned s = 0; s < ns; s++) {
			size_t j = bb_index(f, LLVMGetSuccessor(t, s));

			f->succ[f->succ_off[i] + s] = j;
			if (j != SIZE_MAX)
				f->pred_off[j + 1]++;
		}
	}
	for (i = 0; i < n; i++)
		f->pred_off[i + 1] += f->pred_off[i];
	{
		size_t *fill = calloc(n + 1, sizeof(size_t));

		if (!fill)
			return -ENOMEM;
		for (i = 0; i < n; i++)
			for (size_t e = f->succ_off[i]; e < f->succ_off[i + 1]; e++) {
				size_t j = f->succ[e];

				if (j != SIZE_MAX)
					f->pred[f->pred_off[j] + fill[j]++] = i;
			}
		free(fill);
	}
	return 0;
}

/* Reverse post-order from the entry block, then immediate dominators
 * (Cooper, Harvey and Kennedy's iteration over that order). */
static int fn_dominators(struct fn *f)
{
	size_t n = f->n, *stack, *next, sp = 0, post = 0;

	f->rpo_num = malloc(n * sizeof(size_t));
	f->rpo = malloc(n * sizeof(size_t));
	f->idom = malloc(n * sizeof(size_t));
	stack = malloc(n * sizeof(size_t));
	next = calloc(n, sizeof(size_t));
	if (!f->rpo_num || !f->rpo || !f->idom || !stack || !next) {
		free(stack);
		free(next);
		return -ENOMEM;
	}
	for (size_t i = 0; i < n; i++)
		f->rpo_num[i] = f->idom[i] = SIZE_MAX;
	/* iterative DFS; rpo_num doubles as the visited mark (n + 1) */
	stack[sp++] = 0;
	f->rpo_num[0] = n + 1;
	while (sp) {
		size_t b = stack[sp - 1], e = f->succ_off[b] + next[b];

		if (e < f->succ_off[b + 1]) {
			size_t s = f->succ[e];

			next[b]++;
			if (s != SIZE_MAX && f->rpo_num[s] == SIZE_MAX) {
				f->rpo_num[s] = n + 1;
				stack[sp++] = s;
			}
			continue;
		}
		sp--;
		f->rpo[post++] = b; /* post-order for now */
	}
	f->n_rpo = post;
	for (size_t i = 0; i < post / 2; i++) {
		size_t t = f->rpo[i];

		f->rpo[i] = f->rpo[post - 1 - i];
		f->rpo[post - 1 - i] = t;
	}
	for (size_t i = 0; i < post; i++)
		f->rpo_num[f->rpo[i]] = i;
	free(stack);
	free(next);

	f->idom[0] = 0;
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 1; i < post; i++) {
			size_t b = f->rpo[i], d = SIZE_MAX;

			for (size_t e = f->pred_off[b]; e < f->pred_off[b + 1]; e++) {
				size_t p = f->pred[e];

				if (f->idom[p] == SIZE_MAX)
					continue;
				if (d == SIZE_MAX) {
					d = p;
					continue;
				}
				while (d != p) {
					while (f->rpo_num[d] > f->rpo_num[p])
						d = f->idom[d];
					while (f->rpo_num[p] > f->rpo_num[d])
						p = f->idom[p];
				}
			}
			if (d != SIZE_MAX && f->idom[b] != d) {
				f->idom[b] = d;
				changed = true;
			}
		}
	}
	return 0;
}

static bool dominates(const struct fn *f, size_t a, size_t b)
{
	for (;;) {
		if (a == b)
			return true;
		if (b == 0 || f->idom[b] == SIZE_MAX)
			return false;
		b = f->idom[b];
	}
}

struct loop_sort {
	size_t header, size;
	size_t row; /* row in the unsorted body table */
};

static int loop_cmp(const void *a, const void *b)
{
	const struct loop_sort *x = a, *y = b;

	if (x->size != y->size)
		return x->size > y->size ? -1 : 1; /* outermost first */
	return x->header < y->header ? -1 : x->header > y->header;
}

/* Natural loops: for each back edge b -> h (h dominates b), the blocks
 * that reach b without passing h; one loop per header. 0, -ENOMEM, or 1
 * when the table would pass MAX_TABLE_WORDS (no loops then). */
static int fn_loops(struct fn *f)
{
	size_t n = f->n, nh = 0, *hrow, *stack;
	uint64_t *body = NULL;
	struct loop_sort *ls = NULL;
	int err = -ENOMEM;

	f->words = (n + 63) / 64;
	hrow = malloc(n * sizeof(size_t));
	stack = malloc(n * sizeof(size_t));
	if (!hrow || !stack)
		goto out;
	for (size_t i = 0; i < n; i++)
		hrow[i] = SIZE_MAX;
	for (size_t i = 0; i < f->n_rpo; i++) {
		size_t b = f->rpo[i];

		for (size_t e = f->succ_off[b]; e < f->succ_off[b + 1]; e++) {
			size_t h = f->succ[e], sp = 0;
			uint64_t *row;

			/* a back edge retreats in reverse post-order; only those
			 * pay for the walk up the dominator tree */
			if (h == SIZE_MAX || f->rpo_num[h] > f->rpo_num[b] || !dominates(f, h, b))
				continue;
			if (hrow[h] == SIZE_MAX) {
				uint64_t *nb;

				/* a loop table past MAX_TABLE_WORDS: leave the
				 * function as it is (an optimization, not a need) */
				if ((nh + 1) * f->words > MAX_TABLE_WORDS) {
					err = 1;
					goto out;
				}
				nb = realloc(body, (nh + 1) * f->words * sizeof(uint64_t));

				if (!nb)
					goto out;
				body = nb;
				memset(body + nh * f->words, 0, f->words * sizeof(uint64_t));
				hrow[h] = nh++;
			}
			row = body + hrow[h] * f->words;
			/* marked when pushed: each block once, the stack holds n */
			row[h / 64] |= 1ull << (h % 64);
			if (!((row[b / 64] >> (b % 64)) & 1)) {
				row[b / 64] |= 1ull << (b % 64);
				stack[sp++] = b;
			}
			while (sp) {
				size_t x = stack[--sp];

				for (size_t pe = f->pred_off[x]; pe < f->pred_off[x + 1]; pe++) {
					size_t p = f->pred[pe];

					if (f->rpo_num[p] == SIZE_MAX || ((row[p / 64] >> (p % 64)) & 1))
						continue;
					row[p / 64] |= 1ull << (p % 64);
					stack[sp++] = p;
				}
			}
		}
	}
	f->n_loops = nh;
	f->innermost = malloc(n * sizeof(size_t));
	if (!f->innermost)
		goto out;
	for (size_t i = 0; i < n; i++)
		f->innermost[i] = SIZE_MAX;
	if (!nh) {
		err = 0;
		goto out;
	}
	ls = calloc(nh, sizeof(*ls));
	f->parent = malloc(nh * sizeof(size_t));
	f->body = malloc(nh * f->words * sizeof(uint64_t));
	if (!ls || !f->parent || !f->body)
		goto out;
	for (size_t h = 0; h < n; h++) {
		size_t r = hrow[h], size = 0;

		if (r == SIZE_MAX)
			continue;
		for (size_t w = 0; w < f->words; w++)
			size += (size_t)__builtin_popcountll(body[r * f->words + w]);
		ls[r] = (struct loop_sort){ .header = h, .size = size, .row = r };
	}
	qsort(ls, nh, sizeof(*ls), loop_cmp);
	/* Natural loops with distinct headers nest or are disjoint: going from
	 * the biggest down, a loop's parent is the innermost loop seen so far
	 * that holds its header. */
	for (size_t l = 0; l < nh; l++) {
		memcpy(f->body + l * f->words, body + ls[l].row * f->words,
		       f->words * sizeof(uint64_t));
		f->parent[l] = f->innermost[ls[l].header];
		for (size_t b = 0; b < n; b++)
			if (in_loop(f, l, b))
				f->innermost[b] = l;
	}
	err = 0;
out:
	free(hrow);
	free(stack);
	free(body);
	free(ls);
	return err;
}

/* The variable operand of a cheap pure instruction, or NULL when `i` is
 * not one (see the rule at the top). */
static LLVMValueRef remat_operand(LLVMValueRef i)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(i);
	LLVMTypeKind tk = LLVMGetTypeKind(LLVMTypeOf(i));
	unsigned nops = (unsigned)LLVMGetNumOperands(i);
	LLVMValueRef var = NULL;

	if (tk != LLVMIntegerTypeKind && tk != LLVMPointerTypeKind)
		return NULL;
	switch (op) {
	case LLVMZExt:
	case LLVMSExt:
	case LLVMTrunc:
	case LLVMAdd:
	case LLVMSub:
	case LLVMMul:
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
	case LLVMAnd:
	case LLVMOr:
	case LLVMXor:
	case LLVMGetElementPtr:
		break;
	default:
		return NULL;
	}
	for (unsigned k = 0; k < nops; k++) {
		LLVMValueRef o = LLVMGetOperand(i, k);

		if (LLVMIsAConstantInt(o) || (k > 0 && op == LLVMGetElementPtr && LLVMIsAConstant(o)))
			continue;
		if (var || !(LLVMIsAInstruction(o) || LLVMIsAArgument(o)))
			return NULL;
		if (op == LLVMGetElementPtr && k > 0)
			return NULL; /* a variable index */
		var = o;
	}
	return var;
}

/* The outermost loop that holds block `b` but not block `d`. */
static size_t loop_between(const struct fn *f, size_t b, size_t d)
{
	size_t best = SIZE_MAX;

	for (size_t l = f->innermost[b]; l != SIZE_MAX; l = f->parent[l]) {
		if (in_loop(f, l, d))
			break;
		best = l;
	}
	return best;
}

/* Does `v` have a user inside loop `l` other than `self`? */
static bool used_in_loop(const struct fn *f, LLVMValueRef v, LLVMValueRef self, size_t l)
{
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		size_t b;

		if (user == self || !LLVMIsAInstruction(user))
			continue;
		b = bb_index(f, LLVMGetInstructionParent(user));
		if (b != SIZE_MAX && in_loop(f, l, b))
			return true;
	}
	return false;
}

static bool uses_value(LLVMValueRef user, LLVMValueRef v)
{
	int n = LLVMGetNumOperands(user);

	for (int k = 0; k < n; k++)
		if (LLVMGetOperand(user, k) == v)
			return true;
	return false;
}

struct cand {
	LLVMValueRef i;
	LLVMValueRef v;	 /* its variable operand */
	size_t d;	 /* its block */
	size_t loop;	 /* the loop around its first use in a loop */
	LLVMValueRef root; /* the first operand up its chain that is no candidate */
	size_t group;	 /* candidates with the same loop and root */
};

static int cand_group_cmp(const void *a, const void *b)
{
	const struct cand *const *x = a, *const *y = b;
	uintptr_t rx = (uintptr_t)(*x)->root, ry = (uintptr_t)(*y)->root;

	if ((*x)->loop != (*y)->loop)
		return (*x)->loop < (*y)->loop ? -1 : 1;
	return rx < ry ? -1 : rx > ry;
}

/* The candidates of one round, in layout order, each with the size of its
 * group. Returns the count, or -ENOMEM. */
static long collect(const struct fn *f, struct cand **out)
{
	struct cand *c = NULL, **by = NULL;
	size_t n = 0, cap = 0;

	for (size_t d = 0; d < f->n; d++) {
		if (f->rpo_num[d] == SIZE_MAX)
			continue;
		for (LLVMValueRef i = LLVMGetFirstInstruction(f->bb[d]); i; i = LLVMGetNextInstruction(i)) {
			LLVMValueRef v = remat_operand(i), r;
			size_t l = SIZE_MAX;

			if (!v)
				continue;
			for (LLVMUseRef u = LLVMGetFirstUse(i); u && l == SIZE_MAX; u = LLVMGetNextUse(u)) {
				LLVMValueRef user = LLVMGetUser(u);
				size_t ub;

				if (!LLVMIsAInstruction(user))
					continue;
				ub = bb_index(f, LLVMGetInstructionParent(user));
				if (ub != SIZE_MAX && f->rpo_num[ub] != SIZE_MAX)
					l = loop_between(f, ub, d);
			}
			if (l == SIZE_MAX)
				continue;
			r = v;
			for (int depth = 0; depth < MAX_ROUNDS && LLVMIsAInstruction(r); depth++) {
				LLVMValueRef up = remat_operand(r);

				if (!up)
					break;
				r = up;
			}
			if (nvt_grow(c, cap, n + 1)) {
				free(c);
				return -ENOMEM;
			}
			c[n++] = (struct cand){ .i = i, .v = v, .d = d, .loop = l, .root = r };
		}
	}
	if (n) {
		by = malloc(n * sizeof(*by));
		if (!by) {
			free(c);
			return -ENOMEM;
		}
		for (size_t k = 0; k < n; k++)
			by[k] = &c[k];
		/* only the group sizes come from this address order */
		qsort(by, n, sizeof(*by), cand_group_cmp);
		for (size_t k = 0, e; k < n; k = e) {
			for (e = k + 1; e < n && !cand_group_cmp(&by[k], &by[e]); e++)
				;
			for (size_t x = k; x < e; x++)
				by[x]->group = e - k;
		}
		free(by);
	}
	*out = c;
	return (long)n;
}

/* One round over the function: every candidate of a big enough group, in
 * layout order. Returns the number of instructions cloned, or -ENOMEM. */
static int remat_round(struct fn *f, LLVMBuilderRef b)
{
	struct cand *c = NULL;
	long nc = collect(f, &c);
	int done = 0;

	if (nc < 0)
		return -ENOMEM;
	for (long ci = 0; ci < nc; ci++) {
		LLVMValueRef i = c[ci].i, v = c[ci].v;
		size_t targets[MAX_BLOCKS], nt = 0, d = c[ci].d;
		bool ok = c[ci].group >= MIN_GROUP;

		/* the blocks of loops around uses (not around i) that use i */
		for (LLVMUseRef u = LLVMGetFirstUse(i); u && ok; u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			size_t ub, l, k;

			if (!LLVMIsAInstruction(user) || LLVMIsAPHINode(user)) {
				ok = false;
				break;
			}
			/* every use must move: a value still used outside the
			 * loops it is cloned into stays live across them */
			ub = bb_index(f, LLVMGetInstructionParent(user));
			if (ub == SIZE_MAX || f->rpo_num[ub] == SIZE_MAX ||
			    (l = loop_between(f, ub, d)) == SIZE_MAX || !used_in_loop(f, v, i, l)) {
				ok = false;
				break;
			}
			for (k = 0; k < nt && targets[k] != ub; k++)
				;
			if (k < nt)
				continue;
			if (nt == MAX_BLOCKS)
				ok = false;
			else
				targets[nt++] = ub;
		}
		if (!ok || !nt)
			continue;
		/* layout order, whatever order the use list has */
		for (size_t x = 1; x < nt; x++)
			for (size_t y = x; y > 0 && targets[y - 1] > targets[y]; y--) {
				size_t t = targets[y];

				targets[y] = targets[y - 1];
				targets[y - 1] = t;
			}
		for (size_t k = 0; k < nt; k++) {
			LLVMValueRef at = LLVMGetFirstInstruction(f->bb[targets[k]]), cl;

			while (at && !uses_value(at, i))
				at = LLVMGetNextInstruction(at);
			if (!at)
				continue;
			cl = LLVMInstructionClone(i);
			if (!cl) {
				free(c);
				return -ENOMEM;
			}
			LLVMPositionBuilderBefore(b, at);
			LLVMInsertIntoBuilder(b, cl);
			for (; at; at = LLVMGetNextInstruction(at)) {
				int n = LLVMGetNumOperands(at);

				for (int o = 0; o < n; o++)
					if (LLVMGetOperand(at, o) == i)
						LLVMSetOperand(at, (unsigned)o, cl);
			}
			done++;
		}
		if (!LLVMGetFirstUse(i))
			LLVMInstructionEraseFromParent(i);
	}
	free(c);
	return done;
}

int nvt_cg_remat(LLVMModuleRef m)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
	int total = 0;

	if (!b)
		return -ENOMEM;
	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
		struct fn f = { 0 };
		int err;

		if (LLVMIsDeclaration(fn) || LLVMCountBasicBlocks(fn) < 2)
			continue;
		err = fn_cfg(&f, fn);
		if (!err)
			err = fn_dominators(&f);
		if (!err)
			err = fn_loops(&f);
		if (err > 0) /* too big to look at: left as it is */
			err = 0, f.n_loops = 0;
		/* cloning adds no block and no edge: the loops stay valid */
		for (int r = 0; !err && f.n_loops && r < MAX_ROUNDS; r++) {
			int done = remat_round(&f, b);

			if (done < 0)
				err = done;
			else if (!done)
				break;
			else
				total += done;
		}
		fn_free(&f);
		if (err) {
			LLVMDisposeBuilder(b);
			return err;
		}
	}
	LLVMDisposeBuilder(b);
	return total;
}
