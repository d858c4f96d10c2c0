/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The codegen driver: NVVM IR in, PTX out, per arch, in parallel (see
 * include/nvvmtools/codegen.h for the contract and cg.h for the pieces).
 *
 * Threads never share an LLVM context. The input is parsed once and its
 * arch-independent checks only read that module (LLVM's IR verifier runs
 * once, here, and not again inside the NVVM verifier). The first arch then
 * compiles that very module, in its context, on whichever thread runs it;
 * every other arch parses the input bytes again into a context of its own.
 * So every arch compiles a fresh parse of the same bytes followed by the
 * same per-arch steps: an arch's PTX cannot depend on whether others were
 * compiled beside it, nor on the thread count. A module handed over by the
 * caller (nvt_codegen__compile_module) is written to bitcode once and then
 * takes the same path, and is never changed.
 *
 * Diagnostics of an arch are recorded while it compiles and replayed into
 * the caller's diags in the order archs were added, after all are done:
 * the caller sees the same messages in the same order whatever the thread
 * count (the caller's diags need not be thread-safe).
 */
#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <nvvmtools/codegen.h>
#include <nvvmtools/io.h>
#include "codegen/cg.h"
#include "opt/reflect.h"
#include "opt/legacy.h"
#include "verify/verify_api.h"
#include "codegen/debug_ir.h"
#include "codegen/driver.h"
#include "opt/mathopts.h"

struct arch_job {
	const struct nvt_arch *arch;
	char *ptx;
	size_t len;
	unsigned ptx_version;
	struct nvt_diag_log log; /* what compiling it reported, replayed in arch order */
	struct nvt_cg_emit_stats stats;
	int err;
	struct nvt_module *mod; /* archs[0]: the module the checks read, compiled as is */
};

struct nvt_codegen {
	struct nvt_diags *diags;
	int level;              /* 0..3 */
	enum nvt_debug_mode debug;
	unsigned ptx_version, max_ptx_version, jobs, parts;
	char *makeflags;
	struct nvt_math_settings math_opts; /* from the options; UNSET where not given */
	bool verify;            /* run the NVVM verifier (see codegen.h) */
	bool isolate;           /* read the input in a child first (codegen.h) */
	unsigned isolate_cpu_seconds;          /* its limits (codegen.h) */
	unsigned long long isolate_timeout_ms;
	enum nvt_dialect dialect;
	enum nvt_atomics atomics;

	struct arch_job *archs;
	size_t n_archs, cap_archs;

	/* Set by compile for the workers. */
	const char *file;
	const struct nvt_blob *input; /* the bytes every arch but the first parses */
	struct nvt_math_settings math; /* resolved */
	bool has_debug_cu;
	char *stem;             /* output stem of the last input (nvt_codegen__stem) */
};

/* --- options -------------------------------------------------------------- */

static int flag_value(enum nvt_flag f)
{
	return f == NVT_FLAG_ON ? 1 : f == NVT_FLAG_OFF ? 0 : NVT_MATH_UNSET;
}

NVT_API struct nvt_codegen *nvt_codegen__new(const struct nvt_codegen_opts *opts,
					     struct nvt_diags *diags)
{
	struct nvt_codegen *cg;
	enum nvt_opt_level lvl;
	enum nvt_debug_mode dbg;
	enum nvt_flag fl[NVT_MATH_COUNT];
	char a[8];

	if (!OPTS_VALID_DIAG(opts, nvt_codegen_opts, diags))
		return errno = EINVAL, NULL;
	lvl = OPTS_GET(opts, opt_level, NVT_OPT_DEFAULT);
	dbg = OPTS_GET(opts, debug, NVT_DEBUG_NONE);
	fl[NVT_MATH_FTZ] = OPTS_GET(opts, ftz, NVT_FLAG_UNSET);
	fl[NVT_MATH_PREC_DIV] = OPTS_GET(opts, prec_div, NVT_FLAG_UNSET);
	fl[NVT_MATH_PREC_SQRT] = OPTS_GET(opts, prec_sqrt, NVT_FLAG_UNSET);
	fl[NVT_MATH_FMA] = OPTS_GET(opts, fma, NVT_FLAG_UNSET);
	if ((unsigned)lvl > NVT_OPT_O3 || (unsigned)dbg > NVT_DEBUG_FULL) {
		nvt_error(diags, "options", NULL, NULL, "invalid optimization level or debug mode");
		return errno = EINVAL, NULL;
	}
	for (int k = 0; k < NVT_MATH_COUNT; k++) {
		if ((unsigned)fl[k] > NVT_FLAG_ON) {
			nvt_error(diags, "options", NULL, NULL, "invalid value for -%s",
				  nvt_math_option_name(k));
			return errno = EINVAL, NULL;
		}
	}
	unsigned maxv = OPTS_GET(opts, max_ptx_version, 0);
	if (maxv && maxv < NVT_LLVM_MIN_PTX) {
		nvt_error(diags, "ptx-version", NULL, NULL,
			  "--max-ptx-version=%s is below PTX ISA 3.2, the oldest LLVM writes",
			  nvt_ptx_version_format(maxv, a, sizeof(a)));
		return errno = EINVAL, NULL;
	}
	enum nvt_dialect dialect = OPTS_GET(opts, dialect, NVT_DIALECT_LLVM);
	if ((unsigned)dialect > NVT_DIALECT_NVVM) {
		nvt_error(diags, "options", NULL, NULL, "invalid verifier dialect %u", (unsigned)dialect);
		return errno = EINVAL, NULL;
	}
	enum nvt_atomics atomics = OPTS_GET(opts, atomics, NVT_ATOMICS_AUTO);
	if ((unsigned)atomics > NVT_ATOMICS_MEMORY_MODEL) {
		nvt_error(diags, "options", NULL, NULL, "invalid atomics mapping %u", (unsigned)atomics);
		return errno = EINVAL, NULL;
	}
	cg = calloc(1, sizeof(*cg));
	if (!cg)
		return errno = ENOMEM, NULL;
	cg->diags = diags;
	cg->level = lvl == NVT_OPT_DEFAULT ? 3 : (int)lvl - 1;
	cg->debug = dbg;
	cg->ptx_version = OPTS_GET(opts, ptx_version, 0);
	cg->max_ptx_version = maxv;
	cg->jobs = OPTS_GET(opts, jobs, 0);
	cg->parts = OPTS_GET(opts, partitions, 0);
	cg->isolate = OPTS_GET(opts, isolate, false);
	cg->isolate_cpu_seconds = OPTS_GET(opts, isolate_cpu_seconds, 0);
	cg->isolate_timeout_ms = OPTS_GET(opts, isolate_timeout_ms, 0);
	const char *mf = OPTS_GET(opts, makeflags, NULL);
	if (mf && !(cg->makeflags = nvt_strdup(mf))) {
		free(cg);
		return errno = ENOMEM, NULL;
	}
	for (int k = 0; k < NVT_MATH_COUNT; k++)
		cg->math_opts.v[k] = flag_value(fl[k]);
	cg->verify = !OPTS_GET(opts, no_verify, false);
	cg->dialect = dialect;
	cg->atomics = atomics;
	return cg;
}

static void free_results(struct nvt_codegen *cg)
{
	for (size_t i = 0; i < cg->n_archs; i++) {
		struct arch_job *j = &cg->archs[i];
		free(j->ptx);
		j->ptx = NULL;
		j->len = 0;
		j->ptx_version = 0;
		nvt_diag_log__clear(&j->log);
		memset(&j->stats, 0, sizeof(j->stats));
		j->err = 0;
		nvt_module__free(j->mod);
		j->mod = NULL;
	}
}

NVT_API void nvt_codegen__free(struct nvt_codegen *cg)
{
	if (!cg)
		return;
	free_results(cg);
	free(cg->archs);
	free(cg->makeflags);
	free(cg->stem);
	free(cg);
}

NVT_API int nvt_codegen__add_arch(struct nvt_codegen *cg, const char *name)
{
	const struct nvt_arch *a = nvt_arch_find(name);

	if (!a) {
		struct nvt_strbuf sb = { 0 };
		for (size_t i = 0; i < nvt_arch_count(); i++)
			nvt_strbuf_printf(&sb, "%s%s", i ? ", " : "", nvt_arch_at(i)->name);
		nvt_error(cg->diags, "arch", NULL, name, "unknown arch '%s' (known: %s)", name,
			  sb.data ? sb.data : "");
		nvt_strbuf_free(&sb);
		return -EINVAL;
	}
	for (size_t i = 0; i < cg->n_archs; i++)
		if (cg->archs[i].arch == a)
			return 0;
	if (nvt_grow(cg->archs, cg->cap_archs, cg->n_archs + 1))
		return -ENOMEM;
	memset(&cg->archs[cg->n_archs], 0, sizeof(cg->archs[0]));
	cg->archs[cg->n_archs++].arch = a;
	if (!a->ptxas)
		nvt_warn(cg->diags, "arch-unsupported", NULL, a->name,
			 "%s is not supported by CUDA 13's ptxas: the PTX cannot be assembled by it",
			 a->name);
	return 0;
}

NVT_API size_t nvt_codegen__arch_count(const struct nvt_codegen *cg) { return cg->n_archs; }

NVT_API const char *nvt_codegen__arch_name(const struct nvt_codegen *cg, size_t i)
{
	return i < cg->n_archs ? cg->archs[i].arch->name : NULL;
}

NVT_API const char *nvt_codegen__ptx(const struct nvt_codegen *cg, size_t i, size_t *len)
{
	if (i >= cg->n_archs || !cg->archs[i].ptx)
		return NULL;
	if (len)
		*len = cg->archs[i].len;
	return cg->archs[i].ptx;
}

NVT_API unsigned nvt_codegen__ptx_version(const struct nvt_codegen *cg, size_t i)
{
	return i < cg->n_archs && cg->archs[i].ptx ? cg->archs[i].ptx_version : 0;
}

NVT_API unsigned nvt_codegen__part_count(const struct nvt_codegen *cg, size_t i)
{
	return i < cg->n_archs && cg->archs[i].ptx ? cg->archs[i].stats.parts : 0;
}

NVT_API int nvt_codegen__part_stats(const struct nvt_codegen *cg, size_t i, unsigned k,
				    unsigned *defs, unsigned long *insns, double *cpu_ms)
{
	const struct nvt_cg_emit_stats *st;

	if (k >= nvt_codegen__part_count(cg, i) || k >= NVT_CG_STATS_PARTS)
		return -EINVAL;
	st = &cg->archs[i].stats;
	if (defs)
		*defs = st->defs[k];
	if (insns)
		*insns = st->weight[k];
	if (cpu_ms)
		*cpu_ms = st->cpu_ms[k];
	return 0;
}

NVT_API const char *nvt_codegen__stem(const struct nvt_codegen *cg)
{
	return cg ? cg->stem : NULL;
}

/* --- per-arch work ---------------------------------------------------------- */

static bool has_named_md(LLVMModuleRef m, const char *name)
{
	return LLVMGetNamedMetadataNumOperands(m, name) > 0;
}

static void drop_diag(const struct nvt_diag *dg, void *ctx)
{
	(void)dg;
	(void)ctx;
}

/* The input parsed again for an arch after the first. Whatever the parse
 * says (LLVM's warnings on the input, say) was reported once already, by
 * the parse the checks read: the same bytes give the same messages, and
 * they go to `quiet`, which drops them. */
static struct nvt_module *parse_again(struct nvt_codegen *cg, struct arch_job *j,
				      struct nvt_diags *quiet, struct nvt_diags *d)
{
	struct nvt_module *mod = nvt_module__load(cg->input, NULL, quiet);

	if (!mod && errno != ENOMEM)
		nvt_error(d, "internal", cg->file, j->arch->name,
			  "the input, read once already, could not be parsed again for %s",
			  j->arch->name);
	return mod;
}

/* Everything one arch needs, in cg.h's order. Reports into `d` only. */
static int compile_one(struct nvt_codegen *cg, struct arch_job *j, struct nvt_diags *d)
{
	const struct nvt_arch *arch = j->arch;
	const char *file = cg->file;
	bool full_debug = cg->debug == NVT_DEBUG_FULL && cg->has_debug_cu;
	struct nvt_ptx_need need = { 0 };
	struct nvt_diag_route route = { .diags = d, .file = file };
	NVT_OPTS(nvt_diags_opts, qo, .callback = drop_diag);
	struct nvt_diags *quiet = NULL;
	struct nvt_module *mod = j->mod;
	LLVMDiagnosticHandler saved_handler;
	void *saved_ctx;
	LLVMContextRef ctx;
	LLVMModuleRef m;
	unsigned module_min, chosen = 0;
	char *ptx = NULL, *msg = NULL;
	size_t len = 0;
	int err = 0; /* out_inval reads it: 0 there means -EINVAL */

	/* The first arch takes over the module the checks read; it is touched
	 * from now on by this thread only. */
	j->mod = NULL;
	if (!mod) {
		if (!(quiet = nvt_diags__new(&qo)))
			return -ENOMEM;
		mod = parse_again(cg, j, quiet, d);
		if (!mod) {
			err = errno == ENOMEM ? -ENOMEM : -EINVAL;
			nvt_diags__free(quiet);
			return err;
		}
	}
	m = mod->mod;
	ctx = mod->ctx;
	saved_handler = LLVMContextGetDiagnosticHandler(ctx);
	saved_ctx = LLVMContextGetDiagnosticContext(ctx);
	LLVMContextSetDiagnosticHandler(ctx, nvt_llvm_diag_handler, &route);

	/* The NVVM IR 1.5 spellings of warp intrinsics, which LLVM 22 would
	 * emit as calls ptxas rejects, become LLVM 22's. The checks ran the
	 * same translation on a copy and reported what it could not do, so
	 * here it succeeds; without such calls it is skipped (a no-op). */
	if (nvt_legacy_llvm_module_has(m) && nvt_translate_legacy_llvm_module(m, NULL, file, d))
		goto out_inval;

	/* Without -g/--lineinfo there is no .file/.loc at all. */
	if (cg->debug == NVT_DEBUG_NONE)
		LLVMStripModuleDebugInfo(m);

	/* The verifier's arch-gated rules (cluster dims, syncscopes, atomic
	 * types per SM), then __nvvm_reflect answered for this arch and the
	 * resolved math settings: libdevice's __nv_sqrtf must become
	 * sqrt.rn unless -prec-sqrt=0, as libNVVM does. LLVM's IR verifier
	 * passed this input before the checks. */
	if (cg->verify) {
		NVT_OPTS(nvt_verify_opts, vo, .dialect = cg->dialect, .arch = arch->name,
			 .arch_rules_only = true, .skip_llvm_verifier = true);
		if (nvt_verify_llvm_module(m, &vo, file, d))
			goto out_inval;
	}
	err = nvt_reflect_llvm_module(m, arch->name, cg->math.v[NVT_MATH_FTZ] == 1,
				      cg->math.v[NVT_MATH_PREC_SQRT] != 0, NULL, file, d);
	if (err)
		goto out;
	/* libdevice calls llvm.tanh (sm_75+) behind __nvvm_reflect; below
	 * sm_75 that branch is now dead but still there, and at -O0 LLVM
	 * would try to select it ("Cannot select ftanh"). Fold the decided
	 * branches, only in that case, so that what is left is live. */
	if (nvt_cg_gated_below_arch(m, arch)) {
		LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
		LLVMErrorRef e = po ? LLVMRunPasses(m, "function(instsimplify,simplifycfg)", NULL, po)
				    : NULL;
		if (e)
			LLVMConsumeError(e);
		if (po)
			LLVMDisposePassBuilderOptions(po);
	}

	/* A module that tests address spaces (libcu++'s memcpy_async keeps a
	 * fallback copy loop for a source that is not global) and did not
	 * come through nvvm-opt, which folds those tests on kernel parameters
	 * (src/llvm/params.c): LLVM's code generator folds them too,
	 * but only after its loop and strength-reduction passes have worked
	 * on the dead code (half of llc-22's time on tests/corpus/libcxx.cu
	 * from opt-22). Not at -O0, and not with -g, whose parameter
	 * descriptions read the -O0 shape of the front end's stores. */
	if (cg->level > 0 && !full_debug && nvt_llvm_has_space_tests(m)) {
		LLVMTargetMachineRef tm = nvt_llvm_target_machine(NVT_NVPTX_TRIPLE, arch->name, NULL,
								  cg->level, file, d);
		LLVMErrorRef e = NULL;
		if (!tm)
			goto out_inval;
		err = nvt_llvm_params_global(m, tm, &e);
		LLVMDisposeTargetMachine(tm);
		if (e) {
			char *em = LLVMGetErrorMessage(e);
			nvt_error(d, "internal", file, NULL, "LLVM pipeline '%s' failed: %s",
				  NVT_PARAMS_GLOBAL_PIPELINE, em);
			LLVMDisposeErrorMessage(em);
			goto out_inval;
		}
		if (err < 0)
			goto out;
		err = 0;
	}

	/* The PTX version: the arch's minimum, what full debug sections need
	 * (labels inside .section: 7.0), what the module's constructs need. */
	need.version = arch->min_ptx;
	snprintf(need.buf, sizeof(need.buf), "the arch %s", arch->name);
	need.why = need.buf;
	if (full_debug && need.version < 70) {
		need.version = 70;
		snprintf(need.buf, sizeof(need.buf), "full debug sections (-g) on %s", arch->name);
	}
	struct nvt_cg_need req = { .min_ptx = need.version };
	err = nvt_verify_requirements_ex(m, arch, full_debug, &req, file, d);
	if (err)
		goto out;
	module_min = req.min_ptx;
	if (module_min > need.version) {
		need.version = module_min;
		snprintf(need.buf, sizeof(need.buf), "%s on %s",
			 req.min_by[0] ? req.min_by : "the module's constructs", arch->name);
	}
	need.newest = req.newest;
	if (req.newest)
		snprintf(need.newest_why, sizeof(need.newest_why), "%s", req.newest_by);
	need.cap = req.max_ptx;
	if (req.max_ptx)
		snprintf(need.cap_why, sizeof(need.cap_why), "%s", req.max_by);
	err = nvt_choose_ptx_version(arch, &need, cg->ptx_version, cg->max_ptx_version, &chosen,
				     file, d);
	if (err)
		goto out;
	nvt_set_target_attrs(m, arch->name, chosen);

	err = nvt_math_apply(m, &cg->math, file, d);
	if (err)
		goto out;
	err = nvt_cg_lower_frontend(m, file, d);
	if (err)
		goto out;
	err = nvt_cg_lower_abi(m, arch, cg->atomics, file, d);
	if (err || nvt_diags__error_count(d))
		goto out_inval;
	/* ptxas applies a kernel's register limit to internal callees only
	 * (doc/abi.md, "Launch bounds and called functions"). */
	if ((err = nvt_cg_launch_bounds(m, true, file, d)))
		goto out;
	if (full_debug && nvt_cg_debug_mark_params(m, file, d) < 0) /* doc/ptx-dwarf.md */
		goto out_inval;
	/* Loop-invariant values ptxas would hold across loops (remat.c). */
	if (cg->level > 0 && (err = nvt_cg_remat(m)) < 0)
		goto out;
	err = 0;

	/* Our own rewrites must never hand the backend invalid IR. */
	if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
		nvt_llvm_report_message(d, NVT_ERROR, "internal", file, msg);
		goto out_inval;
	}
	LLVMDisposeMessage(msg);

	nvt_cg_name_unnamed(m); /* stable __unnamed_N names (canon.c) */
	/* PTX, the canonical order of module variables (LLVM's depends on
	 * addresses: canon.c) and the linkage check, in parts when the module
	 * is big enough (partition.c). Parts run on this arch's thread alone
	 * when archs already run in parallel; debug info (.file numbers, DWARF
	 * sections) is per module, so it keeps the whole-module compile. */
	struct nvt_cg_emit e = {
		.arch = arch, .ptx_version = chosen, .level = cg->level,
		.parts = cg->debug != NVT_DEBUG_NONE && cg->has_debug_cu ? 1 : cg->parts,
		.jobs = cg->n_archs > 1 ? 1 : cg->jobs,
		.makeflags = cg->n_archs > 1 ? NULL : cg->makeflags, .file = file,
	};
	err = nvt_cg_emit(m, &e, &ptx, &len, &j->stats, d);
	if (err || nvt_diags__error_count(d))
		goto out_inval;
	/* The module is done with: its memory goes back before the -g
	 * post-processing, which holds LLVM's PTX and its own rewrite of it
	 * at once (on CUTLASS's sgemm at -O0 -g: a 286 MB PTX, and the module
	 * as big again). */
	LLVMContextSetDiagnosticHandler(ctx, saved_handler, saved_ctx);
	nvt_module__free(mod);
	mod = NULL;
	/* The module's many small blocks stay in malloc's heap, resident,
	 * unless handed back: the DWARF rewrite of a big -g PTX would start
	 * above the peak of codegen. */
	nvt_cg_trim_heap(len);
	err = nvt_cg_postprocess_debug(&ptx, &len, (int)cg->debug, file, d);
	if (err)
		goto out;
	j->ptx = ptx;
	j->len = len;
	j->ptx_version = chosen;
	ptx = NULL;
	err = 0;
	goto out;
out_inval:
	err = err ? err : -EINVAL;
out:
	free(ptx);
	if (mod) {
		LLVMContextSetDiagnosticHandler(ctx, saved_handler, saved_ctx);
		nvt_module__free(mod);
	}
	nvt_diags__free(quiet);
	return err;
}

static void run_arch(void *ctx, size_t i)
{
	struct nvt_codegen *cg = ctx;
	struct arch_job *j = &cg->archs[i];
	struct nvt_diags *d = nvt_diag_log__diags(&j->log);

	if (!d) {
		j->err = -ENOMEM;
		nvt_module__free(j->mod);
		j->mod = NULL;
		return;
	}
	j->err = compile_one(cg, j, d);
	if (!j->err && nvt_diags__error_count(d))
		j->err = -EINVAL;
	nvt_diags__free(d);
}

/* --- the arch-independent part ------------------------------------------------ */

/* The arch record and the optimized-for arch against every requested arch. */
static int check_arch_settings(struct nvt_codegen *cg, LLVMModuleRef m, const char *file)
{
	char *rec = nvt_arch_record_read(m, file, cg->diags);
	char *cpu = nvt_module_target_cpu(m);
	int err = 0;

	for (size_t i = 0; i < cg->n_archs; i++) {
		const struct nvt_arch *a = cg->archs[i].arch;
		if (rec) {
			const struct nvt_arch *ra = nvt_arch_find(rec);
			if (ra != a) {
				nvt_error(cg->diags, "arch-record", file, a->name,
					  "module was optimized for %s (module flag nvvm-tools.arch), "
					  "cannot compile it for %s",
					  rec, a->name);
				err = -EINVAL;
			}
		} else if (cpu) {
			/* clang writes the arch it compiled for as every function's
			 * target-cpu, and it answered `#if __CUDA_ARCH__` for that arch
			 * alone: nothing here can recover the other branches, so the
			 * code for another arch runs the paths chosen for this one.
			 * NVVMReflect's __CUDA_ARCH queries (arch-neutral NVVM IR)
			 * are answered per arch; the preprocessor's were not. */
			const struct nvt_arch *ca = nvt_arch_find(cpu);
			if (ca == a)
				continue;
			char fixed[96] = "";
			if (ca)
				snprintf(fixed, sizeof(fixed),
					 "; clang fixed __CUDA_ARCH__ to %u when it compiled it",
					 ca->sm * 10);
			char *hint = nvt_asprintf("run the front end once per arch (clang "
						  "--cuda-gpu-arch=%s) and compile each arch's IR; one "
						  "IR for many archs is for arch-neutral NVVM IR",
						  a->name);
			nvt_report_hint(cg->diags, NVT_WARNING, "arch-mismatch", file, a->name,
					hint,
					"this IR was made for %s (target-cpu%s): the %s code takes "
					"the %s paths",
					cpu, fixed, a->name, cpu);
			free(hint);
		}
	}
	free(rec);
	free(cpu);
	return err;
}

/* -g on a module whose compile units all ask for less than full debug info:
 * clang-22 writes `emissionKind: DebugDirectivesOnly` for device code at
 * -O1 and above with -g, and LLVM then emits .file/.loc only, no DWARF
 * sections, which a user asking for -g does not expect. The C API has no
 * emission-kind getter; LLVM's printer always writes the field
 * ("emissionKind: FullDebug"), so the kind is read from the printed node. A
 * CU printed without it is taken as full (no warning). */
/* The first function with a variable record (#dbg_declare, #dbg_value,
 * #dbg_assign), or NULL. */
static LLVMValueRef function_with_variable_records(LLVMModuleRef m)
{
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
				for (LLVMDbgRecordRef r = LLVMGetFirstDbgRecord(i); r; r = LLVMGetNextDbgRecord(r))
					if (LLVMDbgRecordGetKind(r) != LLVMDbgRecordLabel)
						return f;
	return NULL;
}

/* `debug`: -g (NVT_DEBUG_FULL) or --lineinfo. Returns -EINVAL when the
 * module is one LLVM 22 crashes on. */
static int check_debug_emission(LLVMModuleRef m, enum nvt_debug_mode debug, const char *file,
				struct nvt_diags *d)
{
	unsigned n, reduced = 0, lt = 0;
	const char *kind = NULL;
	LLVMValueRef *cus = nvt_llvm_named_operands(m, "llvm.dbg.cu", &n);

	if (!cus)
		return n ? -ENOMEM : 0;
	for (unsigned i = 0; i < n; i++) {
		char *s = LLVMPrintValueToString(cus[i]);
		const char *k = s ? strstr(s, "emissionKind: ") : NULL;
		if (k && (!strncmp(k + 14, "DebugDirectivesOnly", 19) || !strncmp(k + 14, "LineTablesOnly", 14))) {
			reduced++;
			kind = !strncmp(k + 14, "DebugDirectivesOnly", 19) ? "DebugDirectivesOnly" : "LineTablesOnly";
			lt += !strcmp(kind, "LineTablesOnly");
		}
		LLVMDisposeMessage(s);
	}
	free(cus);
	/* clang never writes variable records under a line-tables-only unit,
	 * but such a module (hand-made, or rewritten) makes LLVM 22's DWARF
	 * writer crash (DIE::getUnitDie in DwarfDebug::finalizeModuleInfo,
	 * llc-22 too), with -g and --lineinfo alike. */
	LLVMValueRef vf = lt == n ? function_with_variable_records(m) : NULL;
	if (vf) {
		char *fname = nvt_llvm_value_name(vf);
		nvt_report_hint(d, NVT_ERROR, "debug-line-tables-variables", file, fname,
				"compile without debug info (nvt_codegen_opts.debug), or make the module "
				"again with clang -g or -gline-tables-only",
				"the module's debug info is line tables only (emissionKind: LineTablesOnly), "
				"but function '%s' has variable records (#dbg_declare/#dbg_value), which "
				"LLVM 22 crashes on",
				fname ? fname : "");
		free(fname);
		return -EINVAL;
	}
	if (reduced != n || debug != NVT_DEBUG_FULL)
		return 0;
	bool is_lt = !strcmp(kind, "LineTablesOnly");
	nvt_warn(d, "debug-directives-only", file, NULL,
		 "-g: the module's debug info is %s (emissionKind: %s, what clang writes for device "
		 "code %s): the PTX gets line info only, no DWARF variables; for full DWARF compile "
		 "with clang -O0 -g, or -O0 -Xclang -disable-O0-optnone -g and optimize with nvvm-opt",
		 is_lt ? "line tables only" : "directives-only", kind,
		 is_lt ? "with -gline-tables-only" : "at -O1 and above with -g");
	return 0;
}

/* The arch-independent checks, on the parsed input `m`, which they only
 * read. The legacy warp-intrinsic translation is a per-arch step (it
 * rewrites calls); when the input has such calls, it runs here on a copy,
 * so that what it cannot translate is reported once and the verifier sees
 * the module as every arch will compile it. */
static int check_once(struct nvt_codegen *cg, LLVMModuleRef m, const char *file)
{
	struct nvt_math_settings recorded;
	LLVMModuleRef checked = m;
	int err = 0;

	/* The ABI checks codegen cannot do without (triple, linkage, by-value
	 * alignment, system calls) run whatever the options: with errors here
	 * the verifier would only repeat them in its own words. */
	if (nvt_cg_check_input(m, file, cg->diags))
		return -EINVAL;
	if (nvt_legacy_llvm_module_has(m)) {
		if (!(checked = LLVMCloneModule(m)))
			return -ENOMEM;
		if (nvt_translate_legacy_llvm_module(checked, NULL, file, cg->diags)) {
			err = -EINVAL;
			goto out;
		}
	}
	/* Every rule of the verifier that does not depend on the arch (those
	 * run per arch); LLVM's IR verifier ran before. */
	if (cg->verify) {
		NVT_OPTS(nvt_verify_opts, vo, .dialect = cg->dialect, .skip_llvm_verifier = true);
		if (nvt_verify_llvm_module(checked, &vo, file, cg->diags)) {
			err = -EINVAL;
			goto out;
		}
	}
	if (check_arch_settings(cg, checked, file))
		err = -EINVAL;
	if (nvt_math_read(checked, &recorded, file, cg->diags) ||
	    nvt_math_resolve(&recorded, &cg->math_opts, &cg->math, file, cg->diags))
		err = -EINVAL;
	cg->has_debug_cu = has_named_md(checked, "llvm.dbg.cu");
	/* What no rewrite of launch-bounded kernels' callees can fix: said
	 * once here, not once per arch. */
	if (!err && nvt_cg_launch_bounds(checked, false, file, cg->diags) == -ENOMEM)
		err = -ENOMEM;
	if (cg->debug != NVT_DEBUG_NONE && cg->has_debug_cu) {
		int derr = check_debug_emission(checked, cg->debug, file, cg->diags);
		if (derr)
			err = derr;
	}
out:
	if (checked != m)
		LLVMDisposeModule(checked);
	return err;
}

/* "dir/k.bc" -> "k". Standard input ("<stdin>", "-") has no name of its
 * own: the module's source_filename names it ("/src/k.cu" -> "k"; clang
 * writes the source file there), unless that is empty or the name of a tool
 * ("nvvm-link" from an older nvvm-link, "<linked>", "<stdin>"): then "stdin". */
static char *stem_for(const char *file, LLVMModuleRef m)
{
	const char *name = file;
	size_t len = 0;

	if (!strcmp(file, "<stdin>") || !strcmp(file, "-")) {
		const char *sf = LLVMGetSourceFileName(m, &len);
		name = "stdin";
		if (sf && len && !memchr(sf, '\0', len) && strcmp(sf, "nvvm-link") && strcmp(sf, "<linked>") && strcmp(sf, "<stdin>") &&
		    strcmp(sf, "-")) {
			char *copy = nvt_strndup(sf, len), *r;
			if (!copy)
				return NULL;
			const char *base = strrchr(copy, '/') ? strrchr(copy, '/') + 1 : copy;
			const char *dot = strrchr(base, '.');
			r = dot && dot != base ? nvt_strndup(base, (size_t)(dot - base)) : nvt_strdup(base);
			free(copy);
			if (r && *r)
				return r;
			free(r);
		}
	}
	const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
	const char *dot = strrchr(base, '.');
	return dot && dot != base ? nvt_strndup(base, (size_t)(dot - base)) : nvt_strdup(base);
}

/* Compile `input`, whose parse is `mod` (taken over). `verified`: LLVM's
 * IR verifier has passed the module `mod` was written from. */
static int compile_parsed(struct nvt_codegen *cg, const struct nvt_blob *input,
			  struct nvt_module *mod, bool verified)
{
	const char *file = nvt_blob__name(input);
	unsigned e0 = nvt_diags__error_count(cg->diags);
	char *msg = NULL;
	int err = 0;

	if (!cg->n_archs && (err = nvt_codegen__add_arch(cg, NVT_DEFAULT_ARCH))) {
		nvt_module__free(mod);
		return err;
	}
	/* Invalid IR is reported in LLVM's words and stops here: the backend
	 * would abort on it. This is the one run of LLVM's IR verifier on the
	 * input; the NVVM verifier is told to skip its own. */
	if (!verified && LLVMVerifyModule(mod->mod, LLVMReturnStatusAction, &msg)) {
		nvt_llvm_report_message(cg->diags, NVT_ERROR, "ir-verify", file, msg);
		nvt_module__free(mod);
		return -EINVAL;
	}
	LLVMDisposeMessage(msg);
	err = check_once(cg, mod->mod, file);
	if (err || nvt_diags__error_count(cg->diags) > e0) {
		nvt_module__free(mod);
		return err == -ENOMEM ? err : -EINVAL;
	}

	free(cg->stem);
	cg->stem = stem_for(file, mod->mod);
	if (!cg->stem) {
		nvt_module__free(mod);
		return -ENOMEM;
	}
	cg->file = file;
	cg->input = input;
	cg->archs[0].mod = mod;
	nvt_run_jobs(cg->n_archs, cg->jobs, cg->makeflags, run_arch, cg);
	cg->input = NULL;
	for (size_t i = 0; i < cg->n_archs; i++) { /* every job ran; never left behind */
		nvt_module__free(cg->archs[i].mod);
		cg->archs[i].mod = NULL;
	}

	/* Replay, in arch order; all or nothing. */
	for (size_t i = 0; i < cg->n_archs; i++) {
		struct arch_job *j = &cg->archs[i];
		nvt_diag_log__replay(&j->log, cg->diags);
		if (j->log.oom && !err)
			err = -ENOMEM;
		if (j->err && (!err || err == -EINVAL))
			err = j->err;
	}
	if (!err && nvt_diags__error_count(cg->diags) > e0)
		err = -EINVAL;
	if (err) {
		/* Keep the diagnostics replayed, drop every PTX. */
		for (size_t i = 0; i < cg->n_archs; i++) {
			free(cg->archs[i].ptx);
			cg->archs[i].ptx = NULL;
			cg->archs[i].len = 0;
		}
	}
	return err;
}

NVT_API int nvt_codegen__compile(struct nvt_codegen *cg, const struct nvt_blob *input)
{
	struct nvt_blob *canon = NULL;
	struct nvt_module *mod;
	int err;

	free_results(cg);
	/* Isolated: what the child read and verified is compiled from the
	 * bitcode LLVM wrote of it there, for every arch; LLVM never reads
	 * the input's own bytes in this process (doc/robustness.md). Without
	 * such bytes (LLVM text, or a module LLVM's verifier rejects), the
	 * input itself, which the child read fine. */
	if (cg->isolate) {
		NVT_OPTS(nvt_module_opts, po, .isolate_cpu_seconds = cg->isolate_cpu_seconds,
			 .isolate_timeout_ms = cg->isolate_timeout_ms);
		err = nvt_module_probe_canonical(input, &po, cg->diags, &canon);
		if (err < 0)
			return err == -ENOMEM ? -ENOMEM : -EINVAL;
		mod = nvt_module_load_prescanned(canon ? canon : input, NULL, cg->diags);
	} else {
		mod = nvt_module__load(input, NULL, cg->diags);
	}
	if (!mod) {
		err = errno == ENOMEM ? -ENOMEM : -EINVAL;
		nvt_blob__free(canon);
		return err;
	}
	err = compile_parsed(cg, canon ? canon : input, mod, canon != NULL);
	nvt_blob__free(canon);
	return err;
}

NVT_API int nvt_codegen__compile_module(struct nvt_codegen *cg, struct nvt_module *mod)
{
	LLVMMemoryBufferRef bc;
	struct nvt_module *parsed;
	struct nvt_blob *blob;
	char *msg = NULL;
	int err;

	free_results(cg);
	/* LLVM's IR verifier on the caller's module (it only reads it), before
	 * the bitcode writer sees it; the parse of that bitcode is not
	 * verified again. */
	if (LLVMVerifyModule(mod->mod, LLVMReturnStatusAction, &msg)) {
		nvt_llvm_report_message(cg->diags, NVT_ERROR, "ir-verify", mod->name, msg);
		return -EINVAL;
	}
	LLVMDisposeMessage(msg);
	/* The caller's module is never changed: it is written to bitcode
	 * once, and that is the input, as if it had been read from a file. */
	bc = LLVMWriteBitcodeToMemoryBuffer(mod->mod);
	if (!bc)
		return -ENOMEM;
	blob = nvt_blob__from_memory(LLVMGetBufferStart(bc), LLVMGetBufferSize(bc), mod->name, false);
	if (!blob) {
		LLVMDisposeMemoryBuffer(bc);
		return -ENOMEM;
	}
	parsed = nvt_module__load(blob, NULL, cg->diags);
	if (!parsed)
		err = errno == ENOMEM ? -ENOMEM : -EINVAL;
	else
		err = compile_parsed(cg, blob, parsed, true);
	nvt_blob__free(blob);
	LLVMDisposeMemoryBuffer(bc);
	return err;
}
