/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The CUDA toolkit: where it is, what it holds (ptxas, nvlink, fatbinary,
 * libdevice, libNVVM), its version, and running its ptxas.
 *
 * The library reads no environment: a tool reads $CUDA_HOME and $CUDA_PATH
 * (and its --cuda-path option) and passes them in nvt_cuda_toolkit_opts.
 * The candidates are tried in this order:
 *
 *   1. cuda_path     (an explicit choice: if it is not a toolkit, that is
 *                     an error naming it; the others are not tried)
 *   2. cuda_home     (the value of $CUDA_HOME)
 *   3. cuda_path_env (the value of $CUDA_PATH)
 *   4. /usr/local/cuda, unless no_default
 *
 * The toolkit is the first candidate that is a directory holding at least
 * one of the files below; a candidate from the environment that is not is
 * skipped (and listed in the error when none is found). The first toolkit
 * found is the one every part uses: a $CUDA_HOME toolkit without ptxas is
 * not completed with /usr/local/cuda's ptxas, so that ptxas and libdevice
 * never come from two toolkits.
 *
 *   version.json                      its "cuda" entry's "version": "13.0.48"
 *   bin/ptxas, bin/nvlink, bin/fatbinary   executable files
 *   nvvm/libdevice/libdevice.10.bc
 *   nvvm/lib64/libnvvm.so, else lib64/libnvvm.so, else lib/libnvvm.so
 *
 * A "toolkit view" (a directory of links into one or more toolkits: bin/ptxas
 * -> /usr/local/cuda/bin/ptxas, nvvm -> ...) is a toolkit like any other: the
 * paths reported are under the root as given (links are followed to check
 * the file, never resolved away), so a view stays the view. Format and
 * rules: doc/cuda-toolkit.md.
 */
#ifndef NVVMTOOLS_CUDA_H
#define NVVMTOOLS_CUDA_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>

#ifdef __cplusplus
extern "C" {
#endif

struct nvt_cuda_toolkit_opts {
	size_t sz;
	bool no_default;           /* do not try /usr/local/cuda */
	const char *cuda_path;     /* explicit root (a tool's --cuda-path); tried alone */
	const char *cuda_home;     /* the value of $CUDA_HOME, or NULL */
	const char *cuda_path_env; /* the value of $CUDA_PATH, or NULL */
	/* (the last field is pointer-sized: no trailing padding) */
};
#define nvt_cuda_toolkit_opts__last_field cuda_path_env

struct nvt_cuda_toolkit;

/* Find the toolkit. Returns 0 and *out (free with nvt_cuda_toolkit__free),
 * or a negative errno after reporting to `diags` (rule "cuda-toolkit"):
 * -ENOENT when the explicit cuda_path does not exist or is not a toolkit
 * (the error names it) or when no candidate is one (the error lists each
 * candidate tried, with its origin and why it was skipped); -EINVAL for
 * bad opts; -ENOMEM. A version.json that exists but cannot be read is a
 * warning (the version is then unknown), not a failure. */
NVT_API int nvt_cuda_toolkit__find(const struct nvt_cuda_toolkit_opts *opts,
				   struct nvt_cuda_toolkit **out, struct nvt_diags *diags);
/* NULL is a no-op. */
NVT_API void nvt_cuda_toolkit__free(struct nvt_cuda_toolkit *tk);

/* The root as given (trailing slashes dropped). */
NVT_API const char *nvt_cuda_toolkit__root(const struct nvt_cuda_toolkit *tk);
/* Which candidate it was: "explicit" (cuda_path), "$CUDA_HOME",
 * "$CUDA_PATH" or "default". */
NVT_API const char *nvt_cuda_toolkit__origin(const struct nvt_cuda_toolkit *tk);
/* "13.0.48" from version.json; NULL when unknown (no version.json, or one
 * without a "cuda" version). */
NVT_API const char *nvt_cuda_toolkit__version(const struct nvt_cuda_toolkit *tk);
/* ROOT/bin/ptxas etc. when it is there, else NULL. */
NVT_API const char *nvt_cuda_toolkit__ptxas_path(const struct nvt_cuda_toolkit *tk);
NVT_API const char *nvt_cuda_toolkit__nvlink_path(const struct nvt_cuda_toolkit *tk);
NVT_API const char *nvt_cuda_toolkit__fatbinary_path(const struct nvt_cuda_toolkit *tk);
NVT_API const char *nvt_cuda_toolkit__libdevice_path(const struct nvt_cuda_toolkit *tk);
NVT_API const char *nvt_cuda_toolkit__libnvvm_path(const struct nvt_cuda_toolkit *tk);

/* ------------------------------------------------------------------------
 * ptxas
 * ---------------------------------------------------------------------- */

struct nvt_ptxas_opts {
	size_t sz;
	const char *options; /* extra ptxas options, split at blanks; NULL: none */
	/* Where ptxas's private work directory is made (tools pass $TMPDIR);
	 * NULL or "": /tmp. */
	const char *tmp_dir;
};
#define nvt_ptxas_opts__last_field tmp_dir

/* Run the ptxas at `ptxas` (nvt_cuda_toolkit__ptxas_path) on PTX in memory
 * for `arch` and return the cubin in malloc'd `*cubin`. The PTX goes
 * through a private temporary directory because ptxas reads and writes
 * files only. ptxas's messages are reported as diagnostics (warnings when
 * it succeeded). Returns 0, -EINVAL (bad arch or opts, or ptxas failed),
 * -ENOENT, -EIO or -ENOMEM. */
NVT_API int nvt_ptxas_run(const char *ptxas, const void *ptx, size_t size, const char *arch,
			  const struct nvt_ptxas_opts *opts, void **cubin, size_t *cubin_size,
			  struct nvt_diags *diags);

#ifdef __cplusplus
}
#endif
#endif
