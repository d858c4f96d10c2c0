/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Code generation: NVVM IR in, ABI-correct PTX out, for one or several
 * archs at once (what nvvm-llc does, callable in memory by a JIT).
 *
 *   NVT_OPTS(nvt_codegen_opts, o, .debug = NVT_DEBUG_LINEINFO);
 *   struct nvt_codegen *cg = nvt_codegen__new(&o, diags);
 *   nvt_codegen__add_arch(cg, "sm_90");
 *   nvt_codegen__add_arch(cg, "sm_80");
 *   if (nvt_codegen__compile(cg, blob) == 0)
 *           for (size_t i = 0; i < nvt_codegen__arch_count(cg); i++)
 *                   use(nvt_codegen__ptx(cg, i, &len), len);
 *   nvt_codegen__free(cg);
 *
 * What a compile does, for one input:
 *  - once: load the module (bitcode, bitcode wrapper or text, detected by
 *    content), run LLVM's verifier (its message becomes our error: invalid
 *    IR never reaches the backend), the arch-independent NVVM ABI checks
 *    (triple, linkage, by-value alignment, system-call prototypes), and
 *    compare the module's recorded settings (arch record, math options)
 *    with the options;
 *  - per arch, on the arch's own copy of the module in its own LLVM
 *    context: choose the PTX ISA version (below), replace the per-function
 *    "target-cpu"/"target-features" with the requested arch and version,
 *    apply the math options, lower what the NVVM ABI needs, emit PTX,
 *    post-process debug info and check every linkage directive.
 * Archs are compiled in parallel (opts.jobs); each arch's PTX is the same
 * bytes whether it was compiled alone or with others, and diagnostics come
 * in the order the archs were added, whatever the thread count.
 *
 * The PTX ISA version is chosen, never LLVM's per-arch default: the highest
 * of the arch's minimum (arch.h), what the module's constructs need
 * (intrinsics; see the verifier's requirement table) and 7.0 when full
 * debug sections are emitted. A requested ptx_version below that, or above
 * 9.0 (the newest LLVM 22 writes), and a needed version above
 * max_ptx_version are errors naming the reason (rule "ptx-version").
 *
 * Module settings (module flags, also written by nvvm-opt):
 * "nvvm-tools.arch" (the arch the module was optimized for: compiling it
 * for another arch is an error naming both), "nvvm-reflect-ftz",
 * "nvvm-tools.prec-div", "nvvm-tools.prec-sqrt", "nvvm-tools.fma". An
 * option applies only where the module records nothing; an explicit option
 * contradicting a record is an error naming both. Unset options take
 * libNVVM's defaults: ftz=0 prec-div=1 prec-sqrt=1 fma=1.
 */
#ifndef NVVMTOOLS_CODEGEN_H
#define NVVMTOOLS_CODEGEN_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Codegen optimization level. Zero (a zero-initialized struct) means the
 * default, -O3. */
enum nvt_opt_level {
	NVT_OPT_DEFAULT = 0,
	NVT_OPT_O0 = 1,
	NVT_OPT_O1 = 2,
	NVT_OPT_O2 = 3,
	NVT_OPT_O3 = 4,
};

enum nvt_debug_mode {
	NVT_DEBUG_NONE = 0,     /* debug info is stripped: no .file/.loc */
	NVT_DEBUG_LINEINFO = 1, /* .file/.loc only: no `debug` target flag, no sections */
	NVT_DEBUG_FULL = 2,     /* DWARF sections (needs PTX >= 7.0) */
};

/* How atomic read-modify-writes (atomicrmw, cmpxchg) at the default
 * (system) scope become PTX (doc/abi.md, "CUDA atomics and the memory
 * model"). Zero means auto. */
enum nvt_atomics {
	/* A seq_cst, strong, non-volatile atomicrmw/cmpxchg without a
	 * syncscope is what clang (and the NVVM IR of spec 1.5, which has no
	 * memory model) makes of CUDA's atomicAdd/atomicCAS/...: one relaxed
	 * atom at .gpu scope, as nvcc and libNVVM write it. Everything else
	 * follows the PTX ABI chapter 4. */
	NVT_ATOMICS_AUTO = 0,
	/* Every atomicrmw/cmpxchg without a syncscope is a CUDA atomic
	 * function (any ordering), libNVVM's reading. */
	NVT_ATOMICS_CUDA = 1,
	/* The PTX ABI chapter 4 for everything (seq_cst system scope:
	 * fence.sc.sys; atom.acquire.sys). */
	NVT_ATOMICS_MEMORY_MODEL = 2,
};

/* A boolean option that may be left unset (zero). */
enum nvt_flag {
	NVT_FLAG_UNSET = 0,
	NVT_FLAG_OFF = 1,
	NVT_FLAG_ON = 2,
};

struct nvt_codegen_opts {
	size_t sz;
	enum nvt_opt_level opt_level;
	enum nvt_debug_mode debug;
	/* PTX ISA version as major*10+minor (78 = 7.8); 0 = choose the lowest
	 * that works. */
	unsigned ptx_version;
	/* The newest version the consumer accepts (e.g. what the target
	 * driver can JIT); 0 = no limit. */
	unsigned max_ptx_version;
	/* Threads compiling archs at once; 0 = min(archs, online CPUs). */
	unsigned jobs;
	/* The value of MAKEFLAGS when run under make: with a GNU make
	 * jobserver in it (--jobserver-auth=fifo:PATH or R,W) the extra
	 * threads each take a job slot from make (and give it back) instead
	 * of adding to make's -j. NULL = no jobserver. */
	const char *makeflags;
	/* libNVVM's math options; unset = what the module records, else
	 * libNVVM's default. */
	enum nvt_flag ftz;       /* flush f32 denormals to zero (default off) */
	enum nvt_flag prec_div;  /* IEEE f32 division; off = div.full.f32 (default on) */
	enum nvt_flag prec_sqrt; /* IEEE f32 sqrt; off = sqrt.approx.f32 (default on) */
	enum nvt_flag fma;       /* contract fmul+fadd into fma (default on) */
	/* The NVVM verifier runs on the input (once) and its arch-gated rules
	 * per arch, unless no_verify; in `dialect` (default llvm). LLVM's own
	 * verifier always runs: the backend would abort on invalid IR. */
	bool no_verify;
	enum nvt_dialect dialect;
	/* The atomics mapping (default auto). */
	enum nvt_atomics atomics;
	/* Parts one arch's module is split into for codegen, compiled on up
	 * to `jobs` threads and joined into one PTX module: 0 = by size (one
	 * part per 1,500 instructions, at most 4), 1 = never split, N = at
	 * most N (up to 64). Only definitions that use nothing of each other
	 * go to different parts; a module with debug info is never split.
	 * The split never depends on `jobs`: the PTX is the same bytes for
	 * any thread count. */
	unsigned partitions;
	/* Read untrusted input in a child process first, as
	 * nvt_module_opts.isolate does: nvt_codegen__compile() then compiles
	 * LLVM's own rewrite of what the child read and verified (its
	 * nvt_module_probe_canonical() blob), and LLVM's verifier does not run
	 * on it again here. nvvm-llc sets it unless --no-isolate. */
	bool isolate;
	/* With `isolate`: the child's CPU limit and wall-clock deadline, as
	 * nvt_module_opts.isolate_cpu_seconds and isolate_timeout_ms (0:
	 * their defaults). */
	unsigned isolate_cpu_seconds;
	unsigned long long isolate_timeout_ms;
};
#define nvt_codegen_opts__last_field isolate_timeout_ms

struct nvt_codegen;

/* Returns NULL with errno EINVAL on invalid options (a diagnostic says
 * which), ENOMEM when out of memory. */
NVT_API struct nvt_codegen *nvt_codegen__new(const struct nvt_codegen_opts *opts,
					     struct nvt_diags *diags);
NVT_API void nvt_codegen__free(struct nvt_codegen *cg);

/* Add a target: "sm_90", "sm_90a", "compute_90" (synonym), "90". An unknown
 * arch is an error listing the known ones (-EINVAL); an arch CUDA 13's
 * ptxas cannot assemble is allowed with a warning. Adding an arch twice
 * (under either name) adds it once. */
NVT_API int nvt_codegen__add_arch(struct nvt_codegen *cg, const char *arch);

/* Compile `input` for every added arch (sm_75 when none was added).
 * Returns 0 when every arch produced PTX, -EINVAL when an error was
 * reported (then no arch has PTX: all or nothing), -ENOMEM. May be called
 * again with another input; results are replaced. LLVM parses `input` in
 * this process, once per arch: for untrusted bytes, set the `isolate`
 * option (what nvvm-llc does). */
NVT_API int nvt_codegen__compile(struct nvt_codegen *cg, const struct nvt_blob *input);
/* The same for a module already loaded (it is serialized, never changed). */
NVT_API int nvt_codegen__compile_module(struct nvt_codegen *cg, struct nvt_module *mod);

/* Results, in the order archs were added. */
NVT_API size_t nvt_codegen__arch_count(const struct nvt_codegen *cg);
/* Canonical name ("sm_90") of arch `i`; NULL when out of range. */
NVT_API const char *nvt_codegen__arch_name(const struct nvt_codegen *cg, size_t i);
/* The PTX text of arch `i` (NUL-terminated; *len without the NUL), owned by
 * cg until the next compile or free; NULL when there is none. */
NVT_API const char *nvt_codegen__ptx(const struct nvt_codegen *cg, size_t i, size_t *len);
/* The PTX ISA version chosen for arch `i` (major*10+minor); 0 if none. */
NVT_API unsigned nvt_codegen__ptx_version(const struct nvt_codegen *cg, size_t i);
/* The stem for output files of the last input compiled: the input's base
 * name without its extension ("dir/k.bc" -> "k"); for standard input, the
 * module's source_filename the same way ("/src/k.cu" -> "k"), else "stdin".
 * Owned by cg; NULL before the first compile. */
NVT_API const char *nvt_codegen__stem(const struct nvt_codegen *cg);

#ifdef NVT_EXPERIMENTAL
/* ------------------------------------------------------------------------
 * Experimental (common.h): for the tools. Exported in the
 * NVVMTOOLS_EXPERIMENTAL version node; may change in any release.
 * ---------------------------------------------------------------------- */

/* For tools only: make an LLVM fatal error (which the C API cannot catch,
 * and which valid or invalid input never reaches: the checks above exist
 * for that) print `FILE: error: internal LLVM error: REASON [llvm-fatal]`
 * (FILE: the input LLVM was working on, else TOOL; or one JSON object when
 * `json`) on stderr, remove the temporaries of nvvmtools/io.h and _exit(1),
 * instead of LLVM's own abort message. SIGSEGV, SIGBUS, SIGILL and SIGFPE
 * (a crash inside LLVM's reader on damaged bitcode) are reported the same
 * way with rule llvm-crash (not in sanitizer builds), the temporaries
 * removed, and then the signal is raised again with its default action:
 * the process ends as the crash would have (status, core dump). FILE is
 * the input of the thread that failed. This sets process-wide state (the
 * list: common.h): a library embedding nvvm-tools must not call it on its
 * host's behalf. */
NVT_API void nvt_llvm_install_fatal_error_handler(const char *tool, bool json);

/* For tools only (nvvm-llc --time-report, bench/): the parts (opts.partitions)
 * arch i was compiled in, 1 when it was compiled whole, 0 without a result;
 * and for part k its definitions, IR instructions and the CPU time of the
 * thread that compiled it (ms; the whole module's: 0 definitions, 0
 * instructions). 0, or -EINVAL for a part that does not exist. */
NVT_API unsigned nvt_codegen__part_count(const struct nvt_codegen *cg, size_t i);
NVT_API int nvt_codegen__part_stats(const struct nvt_codegen *cg, size_t i, unsigned k,
				    unsigned *defs, unsigned long *insns, double *cpu_ms);
#endif /* NVT_EXPERIMENTAL */

#ifdef __cplusplus
}
#endif
#endif
