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
 * The PTX side is read by a small scanner of the top level of the text: it
 * skips comments, strings, function bodies, initializers and .section
 * blocks, and records each .func/.entry/variable declaration with its
 * directive. Names: LLVM renames local symbols whose names are not PTX
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

/* --- tokenizer ------------------------------------------------------------ */

enum tok_kind { T_EOF = 0, T_DIR, T_ID, T_NUM, T_STR, T_PUNCT, T_BAD };

struct tok {
	enum tok_kind kind;
	const char *s;
	size_t n;
	unsigned line;
	char punct;
};

struct lex {
	const char *p, *end;
	unsigned line;
	bool bad; /* unterminated comment or string */
};

static bool id_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c == '%';
}

static bool id_char(char c)
{
	return id_start(c) || (c >= '0' && c <= '9');
}

static struct tok lex_next(struct lex *lx)
{
	struct tok t = { T_EOF, NULL, 0, 0, 0 };

	for (;;) {
		while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t' || *lx->p == '\r' ||
					   *lx->p == '\n' || *lx->p == '\f' || *lx->p == '\v')) {
			if (*lx->p == '\n')
				lx->line++;
			lx->p++;
		}
		if (lx->p + 1 < lx->end && lx->p[0] == '/' && lx->p[1] == '/') {
			while (lx->p < lx->end && *lx->p != '\n')
				lx->p++;
			continue;
		}
		if (lx->p + 1 < lx->end && lx->p[0] == '/' && lx->p[1] == '*') {
			lx->p += 2;
			while (lx->p + 1 < lx->end && !(lx->p[0] == '*' && lx->p[1] == '/')) {
				if (*lx->p == '\n')
					lx->line++;
				lx->p++;
			}
			if (lx->p + 1 >= lx->end) {
				lx->bad = true;
				lx->p = lx->end;
				return t;
			}
			lx->p += 2;
			continue;
		}
		break;
	}
	if (lx->p >= lx->end)
		return t;
	t.s = lx->p;
	t.line = lx->line;
	if (*lx->p == '"') {
		lx->p++;
		while (lx->p < lx->end && *lx->p != '"' && *lx->p != '\n') {
			if (*lx->p == '\\' && lx->p + 1 < lx->end)
				lx->p++;
			lx->p++;
		}
		if (lx->p >= lx->end || *lx->p != '"') {
			lx->bad = true;
			t.kind = T_BAD;
			return t;
		}
		lx->p++;
		t.kind = T_STR;
	} else if (*lx->p == '.' && lx->p + 1 < lx->end && id_start(lx->p[1])) {
		/* directives and type/space names; "::" belongs to names such as
		 * .shared::cluster */
		lx->p++;
		while (lx->p < lx->end &&
		       (id_char(*lx->p) ||
			(*lx->p == ':' && lx->p + 1 < lx->end && lx->p[1] == ':')))
			lx->p += *lx->p == ':' ? 2 : 1;
		t.kind = T_DIR;
	} else if (id_start(*lx->p)) {
		while (lx->p < lx->end && id_char(*lx->p))
			lx->p++;
		t.kind = T_ID;
	} else if ((*lx->p >= '0' && *lx->p <= '9') ||
		   (*lx->p == '.' && lx->p + 1 < lx->end && lx->p[1] >= '0' && lx->p[1] <= '9')) {
		while (lx->p < lx->end && (id_char(*lx->p) || *lx->p == '.'))
			lx->p++;
		t.kind = T_NUM;
	} else {
		t.kind = T_PUNCT;
		t.punct = *lx->p++;
	}
	t.n = (size_t)(lx->p - t.s);
	return t;
}

static bool tok_is(const struct tok *t, const char *s)
{
	size_t n = strlen(s);

	return t->n == n && !memcmp(t->s, s, n);
}

static bool tok_punct(const struct tok *t, char c)
{
	return t->kind == T_PUNCT && t->punct == c;
}

/* Skip a balanced group whose opening `open` was just read. */
static bool skip_group(struct lex *lx, char open, char close)
{
	unsigned depth = 1;

	while (depth) {
		struct tok t = lex_next(lx);

		if (t.kind == T_EOF || t.kind == T_BAD)
			return false;
		if (tok_punct(&t, open))
			depth++;
		else if (tok_punct(&t, close))
			depth--;
	}
	return true;
}

/* Skip the rest of the line of a directive that has no ';' (.version,
 * .target, .address_size, .file). */
static void skip_line(struct lex *lx, unsigned line)
{
	while (lx->p < lx->end && *lx->p != '\n') {
		const char *before = lx->p;
		unsigned l0 = lx->line;
		struct tok t = lex_next(lx);

		if (t.kind == T_EOF || t.line != line) {
			/* went past the line: rewind to the token start */
			lx->p = before;
			lx->line = l0;
			return;
		}
	}
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

static enum nvt_ptx_link link_of(const struct tok *t)
{
	if (tok_is(t, ".visible"))
		return NVT_PTX_LINK_VISIBLE;
	if (tok_is(t, ".extern"))
		return NVT_PTX_LINK_EXTERN;
	if (tok_is(t, ".weak"))
		return NVT_PTX_LINK_WEAK;
	if (tok_is(t, ".common"))
		return NVT_PTX_LINK_COMMON;
	return NVT_PTX_LINK_NONE;
}

static enum nvt_ptx_space space_of(const struct tok *t)
{
	if (tok_is(t, ".global"))
		return NVT_PTX_SPACE_GLOBAL;
	if (tok_is(t, ".shared"))
		return NVT_PTX_SPACE_SHARED;
	if (tok_is(t, ".const"))
		return NVT_PTX_SPACE_CONST;
	if (tok_is(t, ".local"))
		return NVT_PTX_SPACE_LOCAL;
	if (tok_is(t, ".tex"))
		return NVT_PTX_SPACE_OTHER;
	return NVT_PTX_SPACE_NONE;
}

/* A .func/.entry header after the keyword: [ (returns) ] name (params)
 * [performance directives] then ';' or a body. */
static int scan_function(struct lex *lx, struct nvt_ptx_sym *s, struct symvec *sv)
{
	struct tok t = lex_next(lx);

	if (tok_punct(&t, '(')) {
		if (!skip_group(lx, '(', ')'))
			return -EINVAL;
		t = lex_next(lx);
	}
	if (t.kind != T_ID)
		return -EINVAL;
	s->name = t.s;
	s->name_len = t.n;
	for (;;) {
		t = lex_next(lx);
		if (t.kind == T_EOF || t.kind == T_BAD)
			return -EINVAL;
		if (tok_punct(&t, '(')) {
			if (!skip_group(lx, '(', ')'))
				return -EINVAL;
		} else if (tok_punct(&t, ';')) {
			s->definition = false;
			break;
		} else if (tok_punct(&t, '{')) {
			s->definition = true;
			if (!skip_group(lx, '{', '}'))
				return -EINVAL;
			break;
		}
	}
	return sym_push(sv, s);
}

/* A variable declaration after its state space: names are the identifiers
 * outside initializers, brackets and parentheses; ',' separates several. */
static int scan_variable(struct lex *lx, struct nvt_ptx_sym *proto, struct symvec *sv)
{
	unsigned paren = 0, bracket = 0, brace = 0;
	bool in_init = false;
	int err;

	for (;;) {
		struct tok t = lex_next(lx);

		if (t.kind == T_EOF || t.kind == T_BAD)
			return -EINVAL;
		if (t.kind == T_PUNCT) {
			switch (t.punct) {
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
		if (t.kind == T_ID && !in_init && !paren && !bracket && !brace) {
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
	struct lex lx = { ptx, ptx + len, 1, false };
	struct symvec sv = { 0 };
	int err = 0;

	for (;;) {
		struct tok t = lex_next(&lx);
		struct nvt_ptx_sym s = { 0 };

		if (t.kind == T_EOF || t.kind == T_BAD)
			break;
		if (tok_punct(&t, '{')) {
			if (!skip_group(&lx, '{', '}')) {
				err = -EINVAL;
				break;
			}
			continue;
		}
		if (t.kind != T_DIR)
			continue; /* stray ';' and the like */
		if (tok_is(&t, ".version") || tok_is(&t, ".target") || tok_is(&t, ".address_size") ||
		    tok_is(&t, ".file")) {
			skip_line(&lx, t.line);
			continue;
		}
		if (tok_is(&t, ".section")) {
			/* .section NAME { ... } */
			do {
				t = lex_next(&lx);
			} while (t.kind != T_EOF && t.kind != T_BAD && !tok_punct(&t, '{'));
			if (t.kind == T_EOF || t.kind == T_BAD || !skip_group(&lx, '{', '}')) {
				err = -EINVAL;
				break;
			}
			continue;
		}
		s.line = t.line;
		s.link = link_of(&t);
		if (s.link != NVT_PTX_LINK_NONE)
			t = lex_next(&lx);
		if (tok_is(&t, ".func") || tok_is(&t, ".entry")) {
			s.kind = tok_is(&t, ".func") ? NVT_PTX_FUNC : NVT_PTX_ENTRY;
			err = scan_function(&lx, &s, &sv);
		} else if (space_of(&t) != NVT_PTX_SPACE_NONE) {
			s.kind = NVT_PTX_VAR;
			s.space = space_of(&t);
			s.definition = s.link != NVT_PTX_LINK_EXTERN;
			err = scan_variable(&lx, &s, &sv);
		} else {
			/* .alias, .pragma and other statements up to ';' */
			while (t.kind != T_EOF && t.kind != T_BAD && !tok_punct(&t, ';')) {
				if (tok_punct(&t, '{') && !skip_group(&lx, '{', '}')) {
					err = -EINVAL;
					break;
				}
				t = lex_next(&lx);
			}
		}
		if (err)
			break;
	}
	if (!err && lx.bad)
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
