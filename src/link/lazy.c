/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Lazy inputs (libNVVM's nvvmLazyAddModuleToProgram semantics; libdevice)
 * and libdevice discovery.
 *
 * LLVMLinkModules2 has no LinkOnlyNeeded flag, but LLVM's module linker
 * links a source definition with linkonce linkage only when the
 * destination refers to it, materializing it (and, through it, what it
 * refers to) on demand. So a lazy input is read with
 * LLVMGetBitcodeModuleInContext2 (no function body is parsed), every
 * externally visible definition in it is given linkonce_odr linkage (which
 * does not materialize it), its triple and data layout are set to the
 * destination's (libdevice says nvptx64-nvidia-gpulibs), and it is linked:
 * only what is referenced, transitively, comes over, and nothing else is
 * ever parsed. After all inputs are linked the definitions that came from
 * lazy inputs become internal, and each is verified, because their bodies
 * did not exist when the inputs were checked.
 *
 * A lazy input is linked only when it defines a symbol that is undefined
 * at that point, and again in a later pass if other lazy inputs or
 * archive members left new references it can satisfy (it is then read
 * again from its bytes: the module linker consumes the module it links).
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Linker.h>

#include "link/linker.h"

int link_lazy_prepare(struct nvt_linker *l, struct link_input *in)
{
	/* Everything needed was gathered when it was loaded; the module stays
	 * loaded (unmaterialized) until a pass needs it. */
	(void)l;
	return in->state == INPUT_LOADED ? 0 : -EINVAL;
}

/* Which input that is already linked declares `name` (for messages). */
static const char *referrer(struct nvt_linker *l, const char *name)
{
	for (size_t i = 0; i < l->n_inputs; i++)
		if (l->inputs[i]->state == INPUT_LINKED && !(l->inputs[i]->flags & NVT_LINK_LAZY) &&
		    names_has(&l->inputs[i]->decls, name))
			return l->inputs[i]->name;
	return "the linked modules";
}

static int link_one_lazy(struct nvt_linker *l, struct link_input *in, const struct nvt_names *undef)
{
	LLVMModuleRef d = link_dest_module(l), m;
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(d);
	unsigned before, errors = nvt_diags__error_count(l->diags);
	int err, bad = 0;

	if (!in->mod) {
		in->state = INPUT_LOADED;
		err = link_load_input(l, in);
		if (err)
			return err;
	}
	m = in->mod->mod;
	if (link_check_against_dest(l, in, m) < 0)
		return -EINVAL;
	/* Types of what the destination expects from this input. */
	for (size_t i = 0; i < undef->n; i++) {
		if (!names_has(&in->defs, undef->v[i]))
			continue;
		LLVMValueRef want = LLVMGetNamedGlobal(d, undef->v[i]);
		LLVMValueRef have = LLVMGetNamedGlobal(m, undef->v[i]);
		if (!want) {
			want = LLVMGetNamedFunction(d, undef->v[i]);
			have = LLVMGetNamedFunction(m, undef->v[i]);
		}
		if (!want || !have)
			continue;
		bool wf = LLVMIsAFunction(want) != NULL, hf = LLVMIsAFunction(have) != NULL;
		LLVMTypeRef wt = LLVMGlobalGetValueType(want), ht = LLVMGlobalGetValueType(have);
		if (wf != hf || !link_types_compatible(wt, ht, td, true, false)) {
			char *a = link_type_str(wt), *b = link_type_str(ht);
			nvt_error(l->diags, "symbol-type", in->name, undef->v[i],
				  "'%s' has incompatible types: %s in %s but %s in %s", undef->v[i],
				  a ? a : "?", referrer(l, undef->v[i]), b ? b : "?", in->name);
			free(a);
			free(b);
			bad = 1;
		}
	}
	if (bad)
		return -EINVAL;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		LLVMLinkage lk = LLVMGetLinkage(f);
		if (!LLVMIsDeclaration(f) && lk != LLVMInternalLinkage && lk != LLVMPrivateLinkage)
			LLVMSetLinkage(f, LLVMLinkOnceODRLinkage);
	}
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
		LLVMLinkage lk = LLVMGetLinkage(g);
		size_t len = 0;
		const char *name = LLVMGetValueName2(g, &len);
		if (!LLVMIsDeclaration(g) && lk != LLVMInternalLinkage && lk != LLVMPrivateLinkage &&
		    lk != LLVMAppendingLinkage && strncmp(name, "llvm.", 5))
			LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
	}
	LLVMSetTarget(m, LLVMGetTarget(d));
	LLVMSetDataLayout(m, LLVMGetDataLayoutStr(d));
	before = link_count_definitions(d);
	err = link_move_into_dest(l, in);
	if (err)
		return err;
	in->lazy_linked += link_count_definitions(d) - before;
	l->stats.lazy_definitions += link_count_definitions(d) - before;
	for (size_t i = 0; i < in->defs.n; i++) {
		const char *name = in->defs.v[i];
		LLVMValueRef v = LLVMGetNamedFunction(d, name);
		if (!v)
			v = LLVMGetNamedGlobal(d, name);
		if (v && !LLVMIsDeclaration(v) && LLVMGetLinkage(v) == LLVMLinkOnceODRLinkage &&
		    names_has(undef, name) && (err = names_add(&l->lazy_linked_names, name)) < 0)
			return err;
	}
	/* Transitively linked ones were not undefined before: find them by
	 * the linkage this file gave them and no earlier input had. */
	for (size_t i = 0; i < in->defs.n; i++) {
		const char *name = in->defs.v[i];
		LLVMValueRef v = LLVMGetNamedFunction(d, name);
		if (!v)
			v = LLVMGetNamedGlobal(d, name);
		if (!v || LLVMIsDeclaration(v) || LLVMGetLinkage(v) != LLVMLinkOnceODRLinkage ||
		    names_has(undef, name))
			continue;
		bool earlier = false;
		for (size_t k = 0; k < l->n_inputs && !earlier; k++)
			earlier = l->inputs[k] != in && !(l->inputs[k]->flags & NVT_LINK_LAZY) &&
				  l->inputs[k]->state == INPUT_LINKED &&
				  names_has(&l->inputs[k]->defs, name);
		if (!earlier && (err = names_add(&l->lazy_linked_names, name)) < 0)
			return err;
	}
	names_sort(&l->lazy_linked_names);
	return nvt_diags__error_count(l->diags) != errors ? -EINVAL : 0;
}

int link_lazy_pass(struct nvt_linker *l, const struct nvt_names *undef0)
{
	struct nvt_names undef = { 0 };
	int linked = 0, err = 0;

	for (size_t i = 0; i < undef0->n && !err; i++)
		err = names_add(&undef, undef0->v[i]);
	for (size_t i = 0; i < l->n_inputs && err >= 0; i++) {
		struct link_input *in = l->inputs[i];
		bool needed = false;
		if (!(in->flags & NVT_LINK_LAZY) || in->state == INPUT_BAD)
			continue;
		for (size_t k = 0; k < undef.n && !needed; k++)
			needed = names_has(&in->defs, undef.v[k]);
		if (!needed)
			continue;
		err = link_one_lazy(l, in, &undef);
		if (err == -ENOMEM)
			break;
		if (err) {
			in->state = INPUT_BAD;
			err = 0;
			continue;
		}
		linked++;
		names_free(&undef);
		err = link_dest_undefined(l, &undef);
	}
	names_free(&undef);
	return err < 0 ? err : linked;
}

int link_lazy_finish(struct nvt_linker *l)
{
	LLVMModuleRef d = link_dest_module(l);
	int bad = 0;

	for (size_t i = 0; i < l->lazy_linked_names.n; i++) {
		const char *name = l->lazy_linked_names.v[i];
		LLVMValueRef f = LLVMGetNamedFunction(d, name);
		LLVMValueRef v = f ? f : LLVMGetNamedGlobal(d, name);
		if (!v || LLVMIsDeclaration(v))
			continue;
		LLVMSetLinkage(v, LLVMInternalLinkage);
		LLVMSetVisibility(v, LLVMDefaultVisibility);
		/* The bodies did not exist when the inputs were checked: check
		 * what was linked now. */
		if (f && LLVMVerifyFunction(f, LLVMReturnStatusAction)) {
			const char *from = "a lazy input";
			for (size_t k = 0; k < l->n_inputs; k++)
				if ((l->inputs[k]->flags & NVT_LINK_LAZY) &&
				    names_has(&l->inputs[k]->defs, name)) {
					from = l->inputs[k]->name;
					break;
				}
			nvt_error(l->diags, "lazy-verify", from, name,
				  "function '%s' linked from this lazy input fails LLVM's verifier", name);
			bad = 1;
		}
	}
	return bad ? -EINVAL : 0;
}
