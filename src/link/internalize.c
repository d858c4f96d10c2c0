/* SPDX-License-Identifier: Apache-2.0 */
/*
 * --internalize: whole-program visibility for the linked module.
 *
 * LLVM's `internalize` pass keeps only `main` and what a callback says;
 * through the C API it removes every kernel (../shared/notes E). So the
 * linkage is set here, by rule, and LLVM's `globaldce` then removes what
 * nothing reaches:
 *  - kept external: kernels (ptx_kernel), exported names (--export,
 *    --export-list), members of llvm.used and llvm.compiler.used;
 *  - variables are kept external too unless --internalize-variables:
 *    __device__, __constant__, managed, texture and surface variables are
 *    found by name from the host (cuModuleGetGlobal, cudaMemcpyToSymbol,
 *    registration), which no IR shows;
 *  - every other function definition becomes internal.
 * Declarations are never touched.
 */
#include <stdlib.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "link/linker.h"

static int add_used(LLVMModuleRef m, const char *list, struct nvt_names *out)
{
	LLVMValueRef g = LLVMGetNamedGlobal(m, list), init;
	int err = 0;

	if (!g || !(init = LLVMGetInitializer(g)))
		return 0;
	int n = LLVMGetNumOperands(init);
	for (int i = 0; i < n && !err; i++) {
		LLVMValueRef v = LLVMGetOperand(init, (unsigned)i);
		/* entries may be wrapped in an addrspacecast constant expression */
		while (v && LLVMIsAConstantExpr(v) && LLVMGetNumOperands(v) > 0)
			v = LLVMGetOperand(v, 0);
		if (v && LLVMIsAGlobalValue(v)) {
			char *name = nvt_llvm_value_name(v);
			if (!name)
				return -ENOMEM;
			if (*name)
				err = names_add(out, name);
			free(name);
		}
	}
	return err;
}

static bool is_local(LLVMLinkage lk)
{
	return lk == LLVMInternalLinkage || lk == LLVMPrivateLinkage;
}

int link_internalize(struct nvt_linker *l)
{
	LLVMModuleRef m = link_dest_module(l);
	struct nvt_names used = { 0 };
	int err;

	if ((err = add_used(m, "llvm.used", &used)) < 0 ||
	    (err = add_used(m, "llvm.compiler.used", &used)) < 0) {
		names_free(&used);
		return err;
	}
	names_sort(&used);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t len = 0;
		const char *name = LLVMGetValueName2(f, &len);
		if (LLVMIsDeclaration(f) || is_local(LLVMGetLinkage(f)) ||
		    nvt_llvm_is_kernel(f) || !len ||
		    names_has(&l->exports, name) || names_has(&used, name))
			continue;
		LLVMSetLinkage(f, LLVMInternalLinkage);
		LLVMSetVisibility(f, LLVMDefaultVisibility);
		l->stats.internalized++;
	}
	if (l->opts.internalize_variables) {
		for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
			size_t len = 0;
			const char *name = LLVMGetValueName2(g, &len);
			LLVMLinkage lk = LLVMGetLinkage(g);
			if (LLVMIsDeclaration(g) || is_local(lk) || lk == LLVMAppendingLinkage || !len ||
			    !strncmp(name, "llvm.", 5) || names_has(&l->exports, name) ||
			    names_has(&used, name))
				continue;
			/* a common symbol cannot be internal: it becomes a zeroed
			 * definition first */
			if (lk == LLVMCommonLinkage && !LLVMGetInitializer(g))
				LLVMSetInitializer(g, LLVMConstNull(LLVMGlobalGetValueType(g)));
			LLVMSetLinkage(g, LLVMInternalLinkage);
			LLVMSetVisibility(g, LLVMDefaultVisibility);
			l->stats.internalized++;
		}
	}
	names_free(&used);
	return 0;
}

int link_remove_dead(struct nvt_linker *l)
{
	LLVMModuleRef m = link_dest_module(l);
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	unsigned before = link_count_definitions(m);
	LLVMErrorRef e;

	if (!po)
		return -ENOMEM;
	e = LLVMRunPasses(m, "globaldce", NULL, po);
	LLVMDisposePassBuilderOptions(po);
	if (e) {
		char *msg = LLVMGetErrorMessage(e);
		nvt_error(l->diags, "internal", NULL, NULL, "globaldce failed: %s", msg ? msg : "?");
		LLVMDisposeErrorMessage(msg);
		return -EINVAL;
	}
	l->stats.removed += before - link_count_definitions(m);
	return 0;
}
