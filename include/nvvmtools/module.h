/* SPDX-License-Identifier: Apache-2.0 */
/*
 * NVVM IR modules: loading (bitcode, bitcode wrapper, LLVM text; detected by
 * content) and writing, with every LLVM diagnostic routed into nvt_diags.
 *
 * A module owns its own LLVM context unless it was loaded into the context
 * of another module (opts.share_context_with), which is what linking needs.
 * Modules of different contexts may be used from different threads.
 */
#ifndef NVVMTOOLS_MODULE_H
#define NVVMTOOLS_MODULE_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/io.h>

#ifdef __cplusplus
extern "C" {
#endif

struct nvt_module;

struct nvt_module_opts {
	size_t sz;
	/* Load bitcode lazily: function bodies are materialized on demand
	 * (LLVMGetBitcodeModuleInContext2). Text IR is always parsed whole. */
	bool lazy;
	/* Load into the LLVM context of this module instead of a new one. */
	struct nvt_module *share_context_with;
	/* nvt_module__load_file: the input size limit (0: the default,
	 * NVT_DEFAULT_MAX_INPUT_SIZE; see nvvmtools/io.h). */
	unsigned long long max_input_size;
	/* With `isolate`: the child's memory budget in bytes, over what the
	 * process has mapped already (0: 2 GiB + 64 times the input's size). */
	unsigned long long isolate_max_memory;
	/* Read untrusted IR in a child process first (nvt_module_probe()),
	 * so that bytes which crash LLVM's reader, make it abort or ask for
	 * gigabytes become an error naming the input instead of the end of
	 * the caller's process. Costs a fork and a second full parse and
	 * verification of the input (doc/robustness.md has the numbers). Off
	 * by default; the tools turn it on for what they read. */
	bool isolate;
	/* With `isolate`: the child's CPU time limit in seconds (0: a minute
	 * plus a second per MiB of input). A child over it is ended and the
	 * read reported as `bitcode-damaged`. */
	unsigned isolate_cpu_seconds;
	/* With `isolate`: the wall-clock deadline of the child's read in
	 * milliseconds (0: twice the CPU limit). The CPU limit ends a reader
	 * that computes; this one ends a reader that waits or is starved on a
	 * loaded machine: killed, reported as `bitcode-damaged`. */
	unsigned long long isolate_timeout_ms;
};
#define nvt_module_opts__last_field isolate_timeout_ms

/* Load a module from a blob. Errors (not IR, parse errors with line and
 * column, LLVM reader diagnostics) are reported to diags naming the blob;
 * returns NULL with errno set. */
NVT_API struct nvt_module *nvt_module__load(const struct nvt_blob *blob,
					    const struct nvt_module_opts *opts,
					    struct nvt_diags *diags);
/* nvt_blob__read() + nvt_module__load(). */
NVT_API struct nvt_module *nvt_module__load_file(const char *path,
						 const struct nvt_module_opts *opts,
						 struct nvt_diags *diags);
/* Read the blob as nvt_module__load() would, fully (every function body
 * materialized) and through LLVM's verifier, in a forked child process
 * limited to opts->isolate_max_memory of new memory and
 * opts->isolate_cpu_seconds of CPU (default a minute plus a second per
 * MiB), without loading it here; a child still reading at
 * opts->isolate_timeout_ms of wall-clock time (default twice the CPU
 * limit) is killed. Returns 0 when the
 * child read it, 1 when the child found an ordinary error (a load reports
 * it, non-lazily to see it now), or a negative errno after reporting to
 * diags: `bitcode-damaged` (LLVM crashed, aborted, ran out of memory or
 * time: "FILE: error: LLVM could not read this bitcode (crashed with
 * SIGSEGV in its metadata reader); the file is damaged or not LLVM
 * 22-readable"), `llvm-fatal` (LLVM's report_fatal_error, with its whole
 * reason), `input` (no child could be started), `internal` (the child
 * broke its protocol). Anything but bitcode, a bitcode wrapper or LLVM
 * text returns 0 at once. The calling process goes on, whatever the child
 * did. It forks: see doc/robustness.md for what that means in a
 * multithreaded host. */
NVT_API int nvt_module_probe(const struct nvt_blob *blob, const struct nvt_module_opts *opts,
			     struct nvt_diags *diags);
/* nvt_module_probe(), for a caller that then reads LLVM's own rewrite of
 * the input instead of the input: the child also writes the module it read
 * and verified back to bitcode. Returns 0 and sets *canonical to a new blob
 * (named as `blob`; nvt_blob__free() it) holding that bitcode, after
 * reporting what the child's read reported (LLVM's warnings); *canonical
 * stays NULL where there is none: the input is not bitcode (LLVM text can
 * hold what bitcode cannot, e.g. an alignment of 2^32: it is read as text),
 * or fails LLVM's verifier (read the input itself to hear why). Returns a negative errno
 * after reporting an error: an ordinary one of the read, as a load reports
 * it, or those of nvt_module_probe(). Loading *canonical cannot meet the
 * heap-dependent crashes of LLVM's reader on damaged bytes that the input
 * itself can (doc/robustness.md); `isolate` loads and the tools use it. */
NVT_API int nvt_module_probe_canonical(const struct nvt_blob *blob,
				       const struct nvt_module_opts *opts,
				       struct nvt_diags *diags, struct nvt_blob **canonical);
/* Frees the module and, if it owns it, its LLVM context. Modules sharing a
 * context must be freed before the module that owns it. */
NVT_API void nvt_module__free(struct nvt_module *mod);

/* The input name used in diagnostics. */
NVT_API const char *nvt_module__name(const struct nvt_module *mod);
/* The diags the module reports LLVM's own diagnostics to. */
NVT_API struct nvt_diags *nvt_module__diags(const struct nvt_module *mod);

/* Serialize: bitcode, or LLVM text when `text`. The buffer is malloc'ed. */
NVT_API int nvt_module__serialize(struct nvt_module *mod, bool text, void **data, size_t *size);
/* Write to an output opened with nvt_output__open(). */
NVT_API int nvt_module__write(struct nvt_module *mod, bool text, struct nvt_output *out);

/* Escape hatches for callers that use the LLVM C API themselves:
 * LLVMModuleRef and LLVMContextRef. The module keeps ownership. */
NVT_API void *nvt_module__llvm_module(struct nvt_module *mod);
NVT_API void *nvt_module__llvm_context(struct nvt_module *mod);

/* "22.1.8": the LLVM the library was built with. */
NVT_API const char *nvt_llvm_version(void);

#ifdef __cplusplus
}
#endif
#endif
