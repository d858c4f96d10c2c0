/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Linking NVVM IR modules into one (nvvm-link).
 *
 * A linker collects inputs, checks them against the NVVM IR rules and
 * against each other, and produces one module:
 *
 *   NVT_OPTS(nvt_linker_opts, o, .internalize = true);
 *   struct nvt_linker *l = nvt_linker__new(&o, diags);
 *   nvt_linker__add_file(l, "a.bc", 0);
 *   nvt_linker__add_file(l, "libfoo.a", 0);          // archive: members on demand
 *   nvt_linker__add_libdevice(l, NULL, NULL);       // lazy, found like nvcc does
 *   struct nvt_module *m = nvt_linker__finalize(l);  // NULL: see diags
 *   nvt_linker__free(l);
 *
 * Kinds of input (the kind is detected from the content, never the name):
 *  - a module (bitcode, bitcode wrapper or LLVM text) is linked whole;
 *  - an ar archive of modules (GNU or BSD name tables): a member is linked
 *    only when it defines a symbol that is still undefined, and the archives
 *    are scanned again until a pass pulls nothing (as a static linker does);
 *    with NVT_LINK_WHOLE_ARCHIVE every member is linked;
 *  - a lazy module (NVT_LINK_LAZY, libdevice): only the definitions the
 *    other modules need, transitively, are linked, and they become internal.
 *    Lazy bitcode is read without materializing function bodies; bodies that
 *    are not needed are never parsed. The linked parts are checked after the
 *    link (their bodies do not exist before it).
 *
 * Rules checked (each violation is one diagnostic naming the file(s), the
 * entity and both conflicting values; every problem of a run is reported
 * before finalize returns NULL):
 *  - target triple nvptx64-*-cuda or nvptx-*-cuda (lazy inputs may also be
 *    nvptx64-nvidia-gpulibs, libdevice's), no mixing of 32- and 64-bit
 *    modules, compatible data layouts (pointer size, endianness, alignment
 *    of every scalar and vector type);
 *  - !nvvmir.version: major 1 or 2, debug major at most 3; the output
 *    carries one node, the highest version (and debug version) of the
 *    inputs that carry one;
 *  - symbols: two strong definitions conflict, weak/linkonce/common merge
 *    (common: the largest wins), incompatible types or address spaces and
 *    unsupported linkage (extern_weak, appending, dllimport/dllexport) are
 *    errors, undefined symbols are errors unless allow_undefined (the PTX
 *    system calls vprintf, malloc, free and __assertfail are checked
 *    against their prototypes instead, intrinsics and __nvvm_reflect are
 *    resolved later by code generation);
 *  - annotations (upgraded attributes and calling convention, and the
 *    !nvvm.annotations metadata that stays): the same property of the same
 *    entity with two values is an error, equal ones merge;
 *  - debug info: more than one input with a compile unit is a warning, as
 *    is debug info LLVM drops because its "Debug Info Version" is not 3.
 *
 * doc/nvvm-link.md describes the rules in full.
 */
#ifndef NVVMTOOLS_LINK_H
#define NVVMTOOLS_LINK_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include <nvvmtools/verify.h>

#ifdef __cplusplus
extern "C" {
#endif

struct nvt_linker_opts {
	size_t sz;
	/* Keep external references that no input defines (for code that is
	 * linked again later, e.g. by nvlink). */
	bool allow_undefined;
	/* Make every function that is not a kernel, not exported (add_export)
	 * and not in llvm.used / llvm.compiler.used internal, then remove dead
	 * definitions. Kernels are never internalized or removed. */
	bool internalize;
	/* With internalize: variables too (by default every externally visible
	 * variable is kept: host code finds them by name). */
	bool internalize_variables;
	/* Verify the result: LLVM's verifier, then the NVVM verifier
	 * (<nvvmtools/verify.h>) in `dialect`. */
	bool verify;
	/* Also write the result's kernel-ness and launch bounds back as
	 * spec-form !nvvm.annotations nodes ("kernel", "maxntidx", ...). */
	bool annotations_spec;
	/* Stamp this !nvvmir.version instead of the merged one: "X.Y" or
	 * "X.Y,DX.DY". NULL: the merged version. */
	const char *nvvmir_version;
	/* Identifier of the output module (also its source_filename).
	 * NULL: the first input's source_filename, else its file name
	 * without the directory ("<linked>" in diagnostics before that). */
	const char *module_name;
	/* The NVVM verifier's dialect for `verify` (default llvm). */
	enum nvt_dialect dialect;
	/* The arch whose gates `verify` applies; NULL: arch-independent rules. */
	const char *verify_arch;
	/* The size limit of every file the linker reads (inputs, lazy
	 * inputs, libdevice); 0: NVT_DEFAULT_MAX_INPUT_SIZE (nvvmtools/io.h). */
	unsigned long long max_input_size;
	/* Read every IR input (archive members and libdevice included) in a
	 * child process first, once: see nvt_module_opts.isolate. One child
	 * reads the inputs in turn (another after a crash) and lives until
	 * nvt_linker__free (doc/robustness.md). */
	bool isolate;
	/* With `isolate`: the reader's CPU limit and wall-clock deadline for
	 * each input, as nvt_module_opts.isolate_cpu_seconds and
	 * isolate_timeout_ms (0: their defaults). */
	unsigned isolate_cpu_seconds;
	unsigned long long isolate_timeout_ms;
};
#define nvt_linker_opts__last_field isolate_timeout_ms

/* Per-input flags. */
enum nvt_link_flags {
	NVT_LINK_LAZY = 1u << 0,          /* only what is needed, made internal */
	NVT_LINK_WHOLE_ARCHIVE = 1u << 1, /* an archive: take every member */
};

struct nvt_linker;

/* NULL with errno set (EINVAL: bad opts) on failure. diags must outlive
 * the linker and the module finalize returns. */
NVT_API struct nvt_linker *nvt_linker__new(const struct nvt_linker_opts *opts,
					   struct nvt_diags *diags);
/* Frees the linker (not the module finalize returned). NULL is a no-op. */
NVT_API void nvt_linker__free(struct nvt_linker *l);

/* Add an input by path ("-": stdin, at most once per linker). The input is
 * read and loaded now; its own problems (not IR, parse errors, bad triple
 * or version) are reported now. Returns 0 or a negative errno; after an
 * error more inputs may still be added, so that one run reports all. */
NVT_API int nvt_linker__add_file(struct nvt_linker *l, const char *path, unsigned flags);
/* Add an input from memory. The bytes are copied; blob may be freed after
 * the call. */
NVT_API int nvt_linker__add_blob(struct nvt_linker *l, const struct nvt_blob *blob,
				 unsigned flags);

/* Lazily link libdevice: `path` if given, else the toolkit's
 * (nvt_cuda_toolkit__libdevice_path() of <nvvmtools/cuda.h>, which finds
 * the toolkit). With neither path nor toolkit, -EINVAL; a toolkit without
 * libdevice is an error naming it (rule "libdevice-not-found"), -ENOENT. */
struct nvt_cuda_toolkit;
NVT_API int nvt_linker__add_libdevice(struct nvt_linker *l, const char *path,
				      const struct nvt_cuda_toolkit *toolkit);

/* Symbols that internalize keeps external. add_export_list reads one name
 * per line from a file; blank lines and lines starting with '#' are
 * skipped, surrounding white space is ignored. */
NVT_API int nvt_linker__add_export(struct nvt_linker *l, const char *symbol);
NVT_API int nvt_linker__add_export_list(struct nvt_linker *l, const char *path);

/* Link everything added. Returns the linked module (free it with
 * nvt_module__free; it owns its LLVM context), or NULL with errno set
 * (EINVAL: a rule was broken, diags say which) after reporting every
 * problem found. May be called once. */
NVT_API struct nvt_module *nvt_linker__finalize(struct nvt_linker *l);

/* What a finalize did (valid after it returned, whether or not it failed). */
struct nvt_link_stats {
	size_t sz;
	unsigned modules_linked;         /* modules and archive members linked whole */
	unsigned members_pulled;         /* archive members linked */
	unsigned lazy_definitions;       /* definitions linked from lazy inputs (libdevice) */
	unsigned definitions;            /* function and variable definitions in the result */
	unsigned internalized;           /* definitions made internal by internalize */
	unsigned removed;                /* definitions removed as dead */
};
#define nvt_link_stats__last_field removed

NVT_API int nvt_linker__stats(const struct nvt_linker *l, struct nvt_link_stats *stats);

#ifdef __cplusplus
}
#endif
#endif
