/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Partitioned codegen of one arch: the module, prepared for codegen (every
 * rewrite of compile_one done), is split into parts that share nothing but
 * declarations (llvm/split.h says how, and what is never split); each
 * part is compiled to PTX in an LLVM context of its own, on as many threads
 * as the caller allows, and the PTX texts are joined into one module.
 * doc/nvvm-llc.md, "Partitions", says what a user sees.
 *
 * Why closed parts are what the join needs, measured with ptxas: `.extern
 * .func f` before f's definition is refused, and an .extern of a variable
 * defined later as internal (.global without .visible) "cannot be resolved
 * by a '.static'". With closed parts neither can happen, and the linkage
 * directive of every symbol is the one the whole-module compile writes.
 * What parts share are the module's declarations (vprintf, extern
 * __shared__ arrays, extern variables), which every part declares as the
 * whole module would; the join keeps the header of the first part and the
 * first of identical .extern statements (ptxas accepts repeats, but one is
 * what the whole-module compile writes). The chosen PTX version and target
 * are the same in every part: they were decided on the whole module.
 *
 * The module is written to bitcode once; part 0 is the module itself, with
 * the other parts' definitions deleted, every other part a lazy read of
 * that bitcode in a fresh context with the same deletions, in which only
 * the part's own bodies are read (nvt_split_run). Each part then gets
 * the same steps as a whole module: PTX, the canonical order of its
 * variables, the linkage check. Nothing here reads the thread count: the
 * PTX is the same bytes for any -j.
 */
#include <llvm-c/Core.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "codegen/cg.h"
#include "codegen/driver.h"
#include "ptx/lex.h"
#include "llvm/split.h"

/* IR instructions (after optimization) per part when the count is
 * automatic: a part of 1,500 instructions is about 40 ms of codegen (1,000
 * small kernels, 1.3 s), well above what a part costs (its lazy read and a
 * job). */
#define NVT_CG_SPLIT_CHUNK 1500

/* --- one part ------------------------------------------------------------------ */

struct parts {
	struct nvt_split plan;
	const struct nvt_cg_emit *e;
	struct part_job *jobs;
	double *cpu_ms;             /* part -> the thread's CPU time on it */
};

struct part_job {
	char *ptx;
	size_t len;
};

/* Emit one (whole or partial) module: PTX, then the canonical order of its
 * variables and the linkage check, both of which read the module. */
static int emit_module(LLVMModuleRef m, const struct nvt_cg_emit *e, char **ptx, size_t *len,
		       struct nvt_diags *d)
{
	int err = nvt_emit_ptx(m, e->arch->name, e->ptx_version, e->level, ptx, len, e->file, d);

	if (err || nvt_diags__error_count(d))
		return err ? err : -EINVAL;
	if ((err = nvt_cg_canonical_order(m, *ptx, *len)))
		return err;
	err = nvt_cg_check_ptx_linkage(m, *ptx, *len, e->file, d);
	return err || nvt_diags__error_count(d) ? (err ? err : -EINVAL) : 0;
}

static int part_work(LLVMModuleRef m, unsigned part, void *arg, struct nvt_diags *d)
{
	struct parts *ps = arg;
	struct part_job *j = &ps->jobs[part];

	return emit_module(m, ps->e, &j->ptx, &j->len, d);
}

/* --- the join -------------------------------------------------------------------- */

/* The offset just past the line of `.address_size` (the end of the header
 * every part writes alike), or 0 when there is none. */
static size_t header_end(const char *s, size_t n)
{
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;

	nvt_ptx_lexer__init(&lx, s, n, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
		if (t.kind == NVT_PTX_TOK_DIRECTIVE && nvt_ptx_tok__is(&t, ".address_size")) {
			const char *nl = memchr(t.s, '\n', n - t.off);
			return nl ? (size_t)(nl - s) + 1 : n;
		}
		if (t.kind == NVT_PTX_TOK_DIRECTIVE && !nvt_ptx_tok__is(&t, ".version") &&
		    !nvt_ptx_tok__is(&t, ".target"))
			break;
	}
	return 0;
}

struct seen {
	const char **s;
	size_t *len;
	size_t n, cap, cap2;
};

static bool seen_has(const struct seen *sn, const char *s, size_t len)
{
	for (size_t i = 0; i < sn->n; i++)
		if (sn->len[i] == len && !memcmp(sn->s[i], s, len))
			return true;
	return false;
}

/* Append s[from, n) to `out`, leaving out every module-scope .extern
 * statement (whole lines) already seen in this or an earlier part. */
static int append_part(struct nvt_strbuf *out, const char *s, size_t n, size_t from,
		       struct seen *sn)
{
	struct nvt_ptx_lexer lx;
	struct nvt_ptx_tok t;
	size_t copied = from, start = 0;
	int depth = 0, paren = 0;
	bool in_stmt = false, is_extern = false, has_init = false;

	nvt_ptx_lexer__init(&lx, s + from, n - from, 0);
	while (nvt_ptx_lexer__next(&lx, &t) != NVT_PTX_TOK_EOF) {
		size_t off = from + t.off, end;
		bool done = false;
		if (!in_stmt) {
			in_stmt = true;
			start = off;
			is_extern = t.kind == NVT_PTX_TOK_DIRECTIVE && nvt_ptx_tok__is(&t, ".extern");
			has_init = false;
		}
		if (t.kind != NVT_PTX_TOK_PUNCT)
			continue;
		switch (t.s[0]) {
		case '{': depth++; break;
		case '}': done = --depth == 0 && !has_init; break;
		case '(': paren++; break;
		case ')': paren--; break;
		case '=': has_init |= depth == 0; break;
		case ';': done = depth == 0 && paren == 0; break;
		}
		if (!done)
			continue;
		in_stmt = false;
		if (!is_extern)
			continue;
		/* whole lines: from the start of the first to the end of the last */
		while (start > from && s[start - 1] != '\n')
			start--;
		end = off + 1;
		while (end < n && s[end] != '\n')
			end++;
		end += end < n;
		if (seen_has(sn, s + start, end - start)) {
			if (start > copied && nvt_strbuf_append(out, s + copied, start - copied))
				return -ENOMEM;
			copied = end;
		} else {
			if (nvt_grow(sn->s, sn->cap, sn->n + 1) || nvt_grow(sn->len, sn->cap2, sn->n + 1))
				return -ENOMEM;
			sn->s[sn->n] = s + start;
			sn->len[sn->n++] = end - start;
		}
	}
	if (n > copied && nvt_strbuf_append(out, s + copied, n - copied))
		return -ENOMEM;
	return 0;
}

static int join(struct parts *ps, char **ptx, size_t *len)
{
	struct nvt_strbuf out = { 0 };
	struct seen sn = { 0 };
	int err = 0;

	for (unsigned i = 0; i < ps->plan.n_parts && !err; i++) {
		struct part_job *j = &ps->jobs[i];
		size_t from = i ? header_end(j->ptx, j->len) : 0;
		err = append_part(&out, j->ptx, j->len, from, &sn);
	}
	free(sn.s);
	free(sn.len);
	if (err) {
		nvt_strbuf_free(&out);
		return err;
	}
	*ptx = nvt_strbuf_detach(&out, len);
	return *ptx ? 0 : -ENOMEM;
}

/* --- the entry point ---------------------------------------------------------------- */

int nvt_cg_emit(LLVMModuleRef m, const struct nvt_cg_emit *e, char **ptx, size_t *len,
		struct nvt_cg_emit_stats *st, struct nvt_diags *d)
{
	struct parts ps = { .e = e };
	int err;

	*ptx = NULL;
	*len = 0;
	if (st)
		*st = (struct nvt_cg_emit_stats){ .parts = 1 };
	err = nvt_split_plan(m, e->parts, NVT_CG_SPLIT_CHUNK, &ps.plan);
	if (err)
		return err;
	if (ps.plan.n_parts <= 1) {
		double t0;
		if (st)  /* counted before code generation changes the module */
			nvt_split_weigh(m, &st->defs[0], &st->weight[0]);
		t0 = nvt_thread_cpu_ms();
		err = emit_module(m, e, ptx, len, d);
		if (st)
			st->cpu_ms[0] = nvt_thread_cpu_ms() - t0;
		if (err) {
			free(*ptx);
			*ptx = NULL;
			*len = 0;
		}
		return err;
	}
	ps.jobs = calloc(ps.plan.n_parts, sizeof(*ps.jobs));
	ps.cpu_ms = calloc(ps.plan.n_parts, sizeof(*ps.cpu_ms));
	if (!ps.jobs || !ps.cpu_ms) {
		err = -ENOMEM;
		goto out;
	}
	err = nvt_split_run(&ps.plan, m, e->file, e->arch->name, e->jobs, e->makeflags, part_work,
			    &ps, ps.cpu_ms, d);
	if (!err && st) {
		st->parts = ps.plan.n_parts;
		for (unsigned i = 0; i < ps.plan.n_parts && i < NVT_CG_STATS_PARTS; i++) {
			st->cpu_ms[i] = ps.cpu_ms[i];
			st->defs[i] = ps.plan.defs[i];
			st->weight[i] = ps.plan.weight[i];
		}
	}
	if (!err)
		err = join(&ps, ptx, len);
out:
	for (unsigned i = 0; ps.jobs && i < ps.plan.n_parts; i++)
		free(ps.jobs[i].ptx);
	free(ps.jobs);
	free(ps.cpu_ms);
	nvt_split_free(&ps.plan);
	return err;
}
