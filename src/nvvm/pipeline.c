/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libnvvm-open: what nvvmVerifyProgram and nvvmCompileProgram do once the
 * options are parsed, on the nvvm-tools library:
 *
 *   1. every module added with nvvmAddModuleToProgram is read and passes
 *      the IR version gate (input.c; a module LLVM cannot read is
 *      reported naming it); for verify it is also verified alone, in the
 *      strict (nvvm) dialect for the -arch given (what libNVVM 13's
 *      verifier enforces), so that each problem names its module;
 *   2. nvt_linker links them, in the order added, with the lazily added
 *      ones as NVT_LINK_LAZY inputs (only the definitions used, made
 *      internal: libdevice's __nv_* functions). Undefined functions stay
 *      external declarations, as libNVVM leaves them (.extern .func: the
 *      PTX is for a later link); two strong definitions of one symbol are
 *      an error naming both modules and the symbol;
 *   3. compile only: nvt_optimize at the -opt level (none at -opt=0) with
 *      the math options, then nvt_codegen for the arch, with its own
 *      checks in the llvm dialect (what LLVM 22 compiles correctly:
 *      libNVVM's compile does not run its verifier at all). Both split a
 *      big module into parts run on -jobs threads (default: the CPUs;
 *      -jobs=1: the parts one after the other), as nvvm-opt and nvvm-llc do by
 *      default: the PTX does not depend on the thread count.
 * Every diagnostic goes to the program's log, one line each, in the
 * library's format ("module.ll:3:5: error: message [rule]"): every error
 * names the module it is about, "<unnamed>" for a module added without a
 * name.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include <nvvmtools/codegen.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/link.h>
#include <nvvmtools/module.h>
#include <nvvmtools/opt.h>

#include "nvvm/nvvm_internal.h"
#include "llvm/llvm.h"

/* The program log, one record a line. The record's hint is left out: it
 * is advice in nvvm-tools API terms (nvt_linker__add_libdevice(), ...)
 * that a libNVVM caller cannot act on, and libNVVM's log has no such lines. */
static void to_log(const struct nvt_diag *diag, void *ctx)
{
	struct nvt_strbuf *log = ctx;
	struct nvt_diag copy = *diag;
	const struct nvt_diag *d = &copy;
	char small[512];

	copy.hint = NULL;
	int n = nvt_diag__format(d, NVT_DIAG_TEXT, "libnvvm", small, sizeof(small));

	if (n < 0)
		return;
	if ((size_t)n < sizeof(small)) {
		nvt_strbuf_append(log, small, (size_t)n);
	} else {
		char *big = malloc((size_t)n + 1);
		if (big && nvt_diag__format(d, NVT_DIAG_TEXT, "libnvvm", big, (size_t)n + 1) == n)
			nvt_strbuf_append(log, big, (size_t)n);
		free(big);
	}
	nvt_strbuf_puts(log, "\n");
}

/* The bytes each module is linked from (the input's, or upgraded). */
struct prepared {
	const void *data;
	size_t size;
	bool owned;
};

/* -jump-table-density: 101 (libNVVM's default) means a switch never
 * becomes a jump table (no case density reaches 101%): LLVM's
 * "no-jump-tables" attribute on every definition. Lower values leave
 * LLVM's own density threshold in charge (the C API has no per-module
 * setting of the percentage). */
static void apply_jump_tables(LLVMModuleRef m, int density)
{
	if (density < 101)
		return;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		LLVMContextRef ctx = LLVMGetModuleContext(m);
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
					LLVMCreateStringAttribute(ctx, "no-jump-tables", 14, "true", 4));
	}
}

/* Without -g, libNVVM 13 follows the module's debug metadata: a compile
 * unit with full debug info gives full DWARF sections (measured: ".target
 * sm_100, debug" and .debug_info at -opt=3 too), less gives .loc only.
 * The C API has no emission-kind getter, and LLVM's printer always writes
 * the field, so it is read from the printed node (as codegen.c does). */
static bool has_full_debug_unit(LLVMModuleRef m)
{
	unsigned n;
	LLVMValueRef *cus = nvt_llvm_named_operands(m, "llvm.dbg.cu", &n);
	bool full = false;

	if (!cus)
		return false;
	for (unsigned i = 0; i < n && !full; i++) {
		char *s = LLVMPrintValueToString(cus[i]);
		full = s && strstr(s, "emissionKind: FullDebug");
		LLVMDisposeMessage(s);
	}
	free(cus);
	return full;
}

static nvvmResult generate(struct _nvvmProgram *p, struct nvt_module *mod,
			   const struct nvvm_options *o, struct nvt_diags *diags)
{
	LLVMModuleRef m = nvt_module__llvm_module(mod);
	bool full_debug = o->debug || has_full_debug_unit(m);

	apply_jump_tables(m, o->jump_table_density);
	if (o->opt != NVT_OPT_O0) {
		NVT_OPTS(nvt_opt_opts, oo, .opt_level = o->opt, .arch = o->arch, .ftz = o->ftz,
			 .prec_div = o->prec_div, .prec_sqrt = o->prec_sqrt, .fma = o->fma,
			 .jobs = o->jobs);
		int err = nvt_optimize(mod, &oo, diags);
		if (err)
			return err == -ENOMEM ? NVVM_ERROR_OUT_OF_MEMORY : NVVM_ERROR_COMPILATION;
	}
	NVT_OPTS(nvt_codegen_opts, co, .opt_level = o->opt,
		 .debug = full_debug ? NVT_DEBUG_FULL : NVT_DEBUG_LINEINFO, .jobs = o->jobs,
		 .ftz = o->ftz, .prec_div = o->prec_div, .prec_sqrt = o->prec_sqrt, .fma = o->fma,
		 .dialect = NVT_DIALECT_LLVM);
	struct nvt_codegen *cg = nvt_codegen__new(&co, diags);
	if (!cg)
		return errno == ENOMEM ? NVVM_ERROR_OUT_OF_MEMORY : NVVM_ERROR_COMPILATION;
	nvvmResult r = NVVM_ERROR_COMPILATION;
	int err = nvt_codegen__add_arch(cg, o->arch);
	if (!err)
		err = nvt_codegen__compile_module(cg, mod);
	size_t len = 0;
	const char *ptx = err ? NULL : nvt_codegen__ptx(cg, 0, &len);
	if (ptx) {
		p->ptx = malloc(len + 1);
		if (p->ptx) {
			memcpy(p->ptx, ptx, len + 1);
			p->ptx_len = len;
			r = NVVM_SUCCESS;
		} else {
			r = NVVM_ERROR_OUT_OF_MEMORY;
		}
	} else if (err == -ENOMEM) {
		r = NVVM_ERROR_OUT_OF_MEMORY;
	}
	nvt_codegen__free(cg);
	return r;
}

static const char *first_eager(const struct _nvvmProgram *p)
{
	for (size_t i = 0; i < p->n_inputs; i++)
		if (!p->inputs[i].lazy)
			return p->inputs[i].name;
	return "<linked program>";
}

nvvmResult nvvm_run(struct _nvvmProgram *p, const struct nvvm_options *o, bool compile)
{
	/* What a failed read, link or check returns. */
	const nvvmResult failed = compile ? NVVM_ERROR_COMPILATION : NVVM_ERROR_INVALID_IR;
	NVT_OPTS(nvt_diags_opts, dopts, .callback = to_log, .ctx = &p->log);
	struct nvt_diags *diags = nvt_diags__new(&dopts);
	struct prepared *prep = calloc(p->n_inputs ? p->n_inputs : 1, sizeof(*prep));
	struct nvt_linker *l = NULL;
	struct nvt_module *mod = NULL;
	nvvmResult r = NVVM_SUCCESS;
	/* What the options left in the log (kept whatever happens next). */
	const size_t log_before = p->log.len;

	if (!diags || !prep) {
		r = NVVM_ERROR_OUT_OF_MEMORY;
		goto out;
	}
	/* 1. the version gate, every module: all problems in one log. */
	for (size_t i = 0; i < p->n_inputs; i++) {
		const struct nvvm_input *in = &p->inputs[i];
		if (in->lazy) {
			prep[i].data = in->data;
			prep[i].size = in->size;
			continue;
		}
		int rc = nvvm_prepare_input(in, p->legacy_ir, compile ? NULL : o->arch, diags,
					    &p->log, &prep[i].data, &prep[i].size, &prep[i].owned);
		/* The version mismatch wins over other errors, as in libNVVM. */
		if (rc == NVVM_ERROR_IR_VERSION_MISMATCH || rc == NVVM_ERROR_OUT_OF_MEMORY)
			r = (nvvmResult)rc;
		else if (rc != NVVM_SUCCESS && r == NVVM_SUCCESS)
			r = failed;
	}
	if (r != NVVM_SUCCESS)
		goto out;

	/* 2. the link (verify: the modules were verified one by one; the
	 * linker checks what lazy inputs contributed and how the modules
	 * fit together). Diagnostics about the linked module name the one
	 * module added, or the program. */
	NVT_OPTS(nvt_linker_opts, lo, .allow_undefined = true,
		 .module_name = p->n_eager == 1 ? first_eager(p) : "<linked program>");
	l = nvt_linker__new(&lo, diags);
	if (!l) {
		r = errno == ENOMEM ? NVVM_ERROR_OUT_OF_MEMORY : failed;
		goto out;
	}
	for (size_t i = 0; i < p->n_inputs; i++) {
		struct nvt_blob *b = nvt_blob__from_memory(prep[i].data, prep[i].size,
							   p->inputs[i].name, false);
		if (!b) {
			r = NVVM_ERROR_OUT_OF_MEMORY;
			goto out;
		}
		int err = nvt_linker__add_blob(l, b, p->inputs[i].lazy ? NVT_LINK_LAZY : 0);
		nvt_blob__free(b);
		if (err == -ENOMEM) {
			r = NVVM_ERROR_OUT_OF_MEMORY;
			goto out;
		}
	}
	mod = nvt_linker__finalize(l);
	if (!mod || nvt_diags__error_count(diags)) {
		r = mod || errno != ENOMEM ? failed : NVVM_ERROR_OUT_OF_MEMORY;
		goto out;
	}
	if (compile)
		r = generate(p, mod, o, diags);
out:
	/* A success with notes only leaves the log as libNVVM leaves it:
	 * empty (front ends such as Numba turn any log into a warning on
	 * every kernel). Warnings stay. */
	if (r == NVVM_SUCCESS && diags && !nvt_diags__warning_count(diags) &&
	    !nvt_diags__error_count(diags) && p->log.len > log_before) {
		p->log.len = log_before;
		p->log.data[log_before] = '\0';
	}
	nvt_module__free(mod);
	nvt_linker__free(l);
	for (size_t i = 0; prep && i < p->n_inputs; i++)
		if (prep[i].owned)
			free((void *)prep[i].data);
	free(prep);
	nvt_diags__free(diags);
	/* libNVVM's log has no final newline. */
	if (p->log.len && p->log.data[p->log.len - 1] == '\n')
		p->log.data[--p->log.len] = '\0';
	return r;
}
