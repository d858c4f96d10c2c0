/* SPDX-License-Identifier: Apache-2.0 */
/*
 * After codegen: the linkage directive of every top-level symbol of the
 * PTX against the table of the NVVM IR spec §15.1, computed from the IR
 * module that produced it (see cg.h).
 *
 *   private, internal                              no directive
 *   external, definition (any initializer)         .visible
 *   external, declaration                          .extern
 *   common                                         .common in .global, .weak elsewhere
 *   available_externally, linkonce[_odr], weak[_odr]  .weak
 *
 * LLVM 22 gets most of this right on its own; the check exists because the
 * cases it gets wrong (available_externally functions dropped, extern_weak
 * and appending globals turned into local definitions) were silent, and
 * any future regression must not be. A mismatch is an internal error.
 *
 * The PTX side is read from the tokens of the PTX lexer
 * (src/ptx/lex.h) at the top level of the text: it skips function
 * bodies, initializers and .section blocks, and records each .func/.entry/
 * variable declaration with its directive. Names: LLVM renames local symbols whose names are not PTX
 * identifiers ('.' and '@' become "_$_", NVPTXAssignValidGlobalNames) and
 * gives unnamed ones "__unnamed_N"; it also synthesizes a few symbols of
 * its own (the global constructor lowering: __init_array_*, __fini_array_*,
 * nvptx$device$init/fini). Symbols the IR does not name are not checked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/abi.h"
#include "codegen/cg.h"
#include "ptx/lex.h"

/* --- tokens (src/ptx/lex.h) ---------------------------------------- */

/* Skip the rest of the line of a directive that has no ';' (.version,
 * .target, .address_size, .file). */
static void skip_line(struct nvt_ptx_lexer *lx, unsigned line)
{
	struct nvt_ptx_tok t;

	while (nvt_ptx_lexer__peek(lx, &t) != NVT_PTX_TOK_EOF && t.line == line)
		nvt_ptx_lexer__next(lx, &t);
}

/* --- symbol scanner -------------------------------------------------------- */

struct symvec {
	struct nvt_ptx_sym *v;
	size_t n, cap;
};

static int sym_push(struct symvec *sv, const struct nvt_ptx_sym *s)
{
	if (nvt_grow(sv->v, sv->cap, sv->n + 1))
		return -ENOMEM;
	sv->v[sv->n++] = *s;
	return 0;
}

static enum nvt_ptx_link link_of(const struct nvt_ptx_tok *t)
{
	if (nvt_ptx_tok__is(t, ".visible"))
		return NVT_PTX_LINK_VISIBLE;
	if (nvt_ptx_tok__is(t, ".extern"))
		return NVT_PTX_LINK_EXTERN;
	if (nvt_ptx_tok__is(t, ".weak"))
		return NVT_PTX_LINK_WEAK;
	if (nvt_ptx_tok__is(t, ".common"))
		return NVT_PTX_LINK_COMMON;
	return NVT_PTX_LINK_NONE;
}

static enum nvt_ptx_space space_of(const struct nvt_ptx_tok *t)
{
	if (nvt_ptx_tok__is(t, ".global"))
		return NVT_PTX_SPACE_GLOBAL;
	if (nvt_ptx_tok__is(t, ".shared"))
		return NVT_PTX_SPACE_SHARED;
	if (nvt_ptx_tok__is(t, ".const"))
		return NVT_PTX_SPACE_CONST;
	if (nvt_ptx_tok__is(t, ".local"))
		return NVT_PTX_SPACE_LOCAL;
	if (nvt_ptx_tok__is(t, ".tex"))
		return NVT_PTX_SPACE_OTHER;
	return NVT_PTX_SPACE_NONE;
}

/* A .func/.entry header after the keyword: [ (returns) ] name (params)
 * [performance directives] then ';' or a body. */
static int scan_function(struct nvt_ptx_lexer *lx, struct nvt_ptx_sym *s, struct symvec *sv)
{
	struct nvt_ptx_tok t;

	nvt_ptx_lexer__next(lx, &t);
	if (nvt_ptx_tok__punct(&t, '(')) {
		if (!nvt_ptx_lexer__skip_group(lx, '(', ')', NULL))
			return -EINVAL;
		nvt_ptx_lexer__next(lx, &t);
	}
	if (t.kind != NVT_PTX_TOK_IDENT)
		return -EINVAL;
	s->name = t.s;
	s->name_len = t.n;
	for (;;) {
		nvt_ptx_lexer__next(lx, &t);
		if (t.kind == NVT_PTX_TOK_EOF || t.bad)
			return -EINVAL;
		if (nvt_ptx_tok__punct(&t, '(')) {
			if (!nvt_ptx_lexer__skip_group(lx, '(', ')', NULL))
				return -EINVAL;
		} else if (nvt_ptx_tok__punct(&t, ';')) {
			s->definition = false;
			break;
		} else if (nvt_ptx_tok__punct(&t, '{')) {
			s->definition = true;
			if (!nvt_ptx_lexer__skip_group(lx, '{', '}', NULL))
				return -EINVAL;
			break;
		}
	}
	return sym_push(sv, s);
}

/* A variable declaration after its state space: names are the identifiers
 * outside initializers, brackets and parentheses; ',' separates several. */
static int scan_variable(struct nvt_ptx_lexer *lx, struct nvt_ptx_sym *proto, struct symvec *sv)
{
	unsigned paren = 0, bracket = 0, brace = 0;
	bool in_init = false;
	int err;

	for (;;) {
		struct nvt_ptx_tok t;

		nvt_ptx_lexer__next(lx, &t);
		if (t.kind == NVT_PTX_TOK_EOF || t.bad)
			return -EINVAL;
		if (t.kind == NVT_PTX_TOK_PUNCT) {
			switch (t.s[0]) {
			case '(': paren++; break;
			case ')': if (paren) paren--; break;
			case '[': bracket++; break;
			case ']': if (bracket) bracket--; break;
			case '{': brace++; break;
			case '}': if (brace) brace--; break;
			case '=': if (!paren && !bracket && !brace) in_init = true; break;
			case ',':
				if (!paren && !bracket && !brace)
					in_init = false;
				break;
			case ';':
				if (!paren && !bracket && !brace)
					return 0;
				break;
			default: break;
			}
			continue;
		}
		if (t.kind == NVT_PTX_TOK_IDENT && !in_init && !paren && !bracket && !brace) {
			struct nvt_ptx_sym s = *proto;

			s.name = t.s;
			s.name_len = t.n;
			s.line = t.line;
			err = sym_push(sv, &s);
			if (err)
				return err;
		}
	}
}

int nvt_ptx_parse_symbols(const char *ptx, size_t len, struct nvt_ptx_sym **syms, size_t *count)
{
	struct nvt_ptx_lexer lx;
	struct symvec sv = { 0 };
	int err = 0;

	nvt_ptx_lexer__init(&lx, ptx, len, 0);
	for (;;) {
		struct nvt_ptx_sym s = { 0 };
		struct nvt_ptx_tok t;

		nvt_ptx_lexer__next(&lx, &t);
		if (t.kind == NVT_PTX_TOK_EOF || t.bad)
			break;
		if (nvt_ptx_tok__punct(&t, '{')) {
			if (!nvt_ptx_lexer__skip_group(&lx, '{', '}', NULL)) {
				err = -EINVAL;
				break;
			}
			continue;
		}
		if (t.kind != NVT_PTX_TOK_DIRECTIVE)
			continue; /* stray ';' and the like */
		if (nvt_ptx_tok__is(&t, ".version") || nvt_ptx_tok__is(&t, ".target") ||
		    nvt_ptx_tok__is(&t, ".address_size") || nvt_ptx_tok__is(&t, ".file")) {
			skip_line(&lx, t.line);
			continue;
		}
		if (nvt_ptx_tok__is(&t, ".section")) {
			/* .section NAME { ... } */
			do {
				nvt_ptx_lexer__next(&lx, &t);
			} while (t.kind != NVT_PTX_TOK_EOF && !t.bad && !nvt_ptx_tok__punct(&t, '{'));
			if (t.kind == NVT_PTX_TOK_EOF || t.bad ||
			    !nvt_ptx_lexer__skip_group(&lx, '{', '}', NULL)) {
				err = -EINVAL;
				break;
			}
			continue;
		}
		s.line = t.line;
		s.link = link_of(&t);
		if (s.link != NVT_PTX_LINK_NONE)
			nvt_ptx_lexer__next(&lx, &t);
		if (nvt_ptx_tok__is(&t, ".func") || nvt_ptx_tok__is(&t, ".entry")) {
			s.kind = nvt_ptx_tok__is(&t, ".func") ? NVT_PTX_FUNC : NVT_PTX_ENTRY;
			err = scan_function(&lx, &s, &sv);
		} else if (space_of(&t) != NVT_PTX_SPACE_NONE) {
			s.kind = NVT_PTX_VAR;
			s.space = space_of(&t);
			s.definition = s.link != NVT_PTX_LINK_EXTERN;
			err = scan_variable(&lx, &s, &sv);
		} else {
			/* .alias, .pragma and other statements up to ';' */
			while (t.kind != NVT_PTX_TOK_EOF && !t.bad && !nvt_ptx_tok__punct(&t, ';')) {
				if (nvt_ptx_tok__punct(&t, '{') &&
				    !nvt_ptx_lexer__skip_group(&lx, '{', '}', NULL)) {
					err = -EINVAL;
					break;
				}
				nvt_ptx_lexer__next(&lx, &t);
			}
		}
		if (err)
			break;
	}
	if (!err && lx.error)
		err = -EINVAL;
	*syms = sv.v;
	*count = sv.n;
	return err;
}

const char *nvt_ptx_link_name(enum nvt_ptx_link link)
{
	switch (link) {
	case NVT_PTX_LINK_NONE: return "no directive";
	case NVT_PTX_LINK_VISIBLE: return ".visible";
	case NVT_PTX_LINK_EXTERN: return ".extern";
	case NVT_PTX_LINK_WEAK: return ".weak";
	case NVT_PTX_LINK_COMMON: return ".common";
	default: return "an unsupported linkage";
	}
}

const char *nvt_ptx_space_name(enum nvt_ptx_space space)
{
	switch (space) {
	case NVT_PTX_SPACE_GLOBAL: return ".global";
	case NVT_PTX_SPACE_SHARED: return ".shared";
	case NVT_PTX_SPACE_CONST: return ".const";
	case NVT_PTX_SPACE_LOCAL: return ".local";
	case NVT_PTX_SPACE_OTHER: return ".tex";
	default: return "";
	}
}

char *nvt_ptx_clean_name(const char *name, size_t len)
{
	size_t extra = 0;
	char *out, *o;

	for (size_t i = 0; i < len; i++)
		if (name[i] == '.' || name[i] == '@')
			extra += 2;
	out = malloc(len + extra + 1);
	if (!out)
		return NULL;
	o = out;
	for (size_t i = 0; i < len; i++) {
		if (name[i] == '.' || name[i] == '@') {
			memcpy(o, "_$_", 3);
			o += 3;
		} else {
			*o++ = name[i];
		}
	}
	*o = '\0';
	return out;
}

enum nvt_ptx_link nvt_ptx_expected_link(int llvm_linkage, bool definition,
					enum nvt_ptx_space space)
{
	switch ((LLVMLinkage)llvm_linkage) {
	case LLVMPrivateLinkage:
	case LLVMInternalLinkage:
		return NVT_PTX_LINK_NONE;
	case LLVMExternalLinkage:
		return definition ? NVT_PTX_LINK_VISIBLE : NVT_PTX_LINK_EXTERN;
	case LLVMCommonLinkage:
		return space == NVT_PTX_SPACE_GLOBAL ? NVT_PTX_LINK_COMMON : NVT_PTX_LINK_WEAK;
	case LLVMAvailableExternallyLinkage:
	case LLVMLinkOnceAnyLinkage:
	case LLVMLinkOnceODRLinkage:
	case LLVMLinkOnceODRAutoHideLinkage:
	case LLVMWeakAnyLinkage:
	case LLVMWeakODRLinkage:
		return NVT_PTX_LINK_WEAK;
	default:
		return NVT_PTX_LINK_UNSUPPORTED;
	}
}

/* --- the IR side ------------------------------------------------------------ */

struct irsym {
	char *name; /* as the PTX spells it */
	LLVMValueRef v;
	LLVMLinkage linkage;
	bool function, definition, alias, seen;
	enum nvt_ptx_space space;
};

static int irsym_cmp(const void *a, const void *b)
{
	return strcmp(((const struct irsym *)a)->name, ((const struct irsym *)b)->name);
}

static enum nvt_ptx_space space_of_as(unsigned as)
{
	switch (as) {
	case 0: /* generic globals are placed in .global by NVPTX */
	case 1: return NVT_PTX_SPACE_GLOBAL;
	case 3: return NVT_PTX_SPACE_SHARED;
	case 4: return NVT_PTX_SPACE_CONST;
	case 5: return NVT_PTX_SPACE_LOCAL;
	default: return NVT_PTX_SPACE_OTHER;
	}
}

static int irsym_add(struct irsym **v, size_t *n, size_t *cap, LLVMValueRef val, bool function,
		     bool definition, bool alias, enum nvt_ptx_space space)
{
	size_t len = 0;
	const char *s = LLVMGetValueName2(val, &len);
	LLVMLinkage l = LLVMGetLinkage(val);
	char *name;

	if (!len)
		return 0; /* unnamed: LLVM numbers it, not checked */
	if (len > 5 && !strncmp(s, "llvm.", 5))
		return 0;
	if (l == LLVMPrivateLinkage || l == LLVMInternalLinkage)
		name = nvt_ptx_clean_name(s, len);
	else
		name = nvt_strndup(s, len);
	if (!name)
		return -ENOMEM;
	if (nvt_grow(*v, *cap, *n + 1)) {
		free(name);
		return -ENOMEM;
	}
	(*v)[(*n)++] = (struct irsym){ name, val, l, function, definition, alias, false, space };
	return 0;
}

static bool synthesized(const char *s, size_t n)
{
	static const char *const prefixes[] = { "__unnamed_", "__init_array_", "__fini_array_",
						"nvptx$device$" };

	for (size_t i = 0; i < ARRAY_SIZE(prefixes); i++) {
		size_t pl = strlen(prefixes[i]);

		if (n >= pl && !memcmp(s, prefixes[i], pl))
			return true;
	}
	return false;
}

int nvt_cg_check_ptx_linkage(LLVMModuleRef m, const char *ptx, size_t len, const char *file,
			     struct nvt_diags *d)
{
	struct nvt_ptx_sym *syms = NULL;
	struct irsym *ir = NULL;
	size_t nsyms = 0, nir = 0, cap = 0;
	unsigned errors = 0;
	int err;

	err = nvt_ptx_parse_symbols(ptx, len, &syms, &nsyms);
	if (err == -ENOMEM)
		goto out;
	if (err) {
		nvt_error(d, "ptx-linkage", file, NULL,
			  "internal error: the PTX produced for this module could not be scanned "
			  "for linkage directives (unbalanced braces, comment or string)");
		errors++;
		goto out;
	}

	for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !err; f = LLVMGetNextFunction(f)) {
		if (LLVMGetIntrinsicID(f))
			continue;
		err = irsym_add(&ir, &nir, &cap, f, true, !LLVMIsDeclaration(f), false,
				NVT_PTX_SPACE_NONE);
	}
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g && !err; g = LLVMGetNextGlobal(g))
		err = irsym_add(&ir, &nir, &cap, g, false, LLVMGetInitializer(g) != NULL, false,
				space_of_as(LLVMGetPointerAddressSpace(LLVMTypeOf(g))));
	for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a && !err; a = LLVMGetNextGlobalAlias(a))
		err = irsym_add(&ir, &nir, &cap, a, true, true, true, NVT_PTX_SPACE_NONE);
	if (err)
		goto out;
	/* a module with no named symbol leaves ir NULL, which qsort must not get */
	if (nir > 1)
		qsort(ir, nir, sizeof(*ir), irsym_cmp);

	for (size_t i = 0; i < nsyms; i++) {
		const struct nvt_ptx_sym *s = &syms[i];
		char *name = nvt_strndup(s->name, s->name_len);
		struct irsym key = { .name = name }, *hit;
		enum nvt_ptx_link want;

		if (!name) {
			err = -ENOMEM;
			goto out;
		}
		hit = nir ? bsearch(&key, ir, nir, sizeof(*ir), irsym_cmp) : NULL;
		if (!hit) {
			if (s->link != NVT_PTX_LINK_NONE && !synthesized(s->name, s->name_len)) {
				nvt_error(d, "ptx-linkage", file, name,
					  "internal error: the PTX declares '%s' with %s (PTX line %u) "
					  "but the module has no symbol of that name",
					  name, nvt_ptx_link_name(s->link), s->line);
				errors++;
			}
			free(name);
			continue;
		}
		/* an alias is a prototype plus an .alias line, never a body */
		hit->seen |= s->definition || hit->alias;
		want = nvt_ptx_expected_link(hit->linkage, hit->definition,
					     hit->function ? NVT_PTX_SPACE_NONE : hit->space);
		if (want != s->link) {
			nvt_error(d, "ptx-linkage", file, name,
				  "internal error: %s '%s' has %s linkage%s in the IR, so the NVVM "
				  "ABI (NVVM IR spec 15.1) requires %s, but the PTX declares it with "
				  "%s (PTX line %u)",
				  hit->function ? "function" : "global variable", name,
				  nvt_llvm_linkage_name(hit->linkage),
				  hit->linkage == LLVMExternalLinkage
					  ? (hit->definition ? " and a definition"
							     : " and no definition")
					  : "",
				  nvt_ptx_link_name(want), nvt_ptx_link_name(s->link), s->line);
			errors++;
		}
		free(name);
	}

	/* Definitions other modules may rely on must not vanish (LLVM 22 drops
	 * available_externally functions without a word). */
	for (size_t i = 0; i < nir; i++) {
		const struct irsym *x = &ir[i];

		if (!x->definition || x->seen || x->linkage == LLVMPrivateLinkage ||
		    x->linkage == LLVMInternalLinkage || x->space == NVT_PTX_SPACE_OTHER)
			continue;
		nvt_error(d, "ptx-linkage", file, x->name,
			  "internal error: %s '%s' is defined in the IR with %s linkage, so the NVVM "
			  "ABI (NVVM IR spec 15.1) requires a %s definition in the PTX, but the PTX "
			  "has none",
			  x->function ? "function" : "global variable", x->name,
			  nvt_llvm_linkage_name(x->linkage),
			  nvt_ptx_link_name(nvt_ptx_expected_link(x->linkage, true, x->space)));
		errors++;
	}
out:
	for (size_t i = 0; i < nir; i++)
		free(ir[i].name);
	free(ir);
	free(syms);
	if (err == -ENOMEM)
		return err;
	return errors ? -EINVAL : 0;
}
