/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Input and output.
 *
 * Input: a blob is the bytes of one input, read from a path or from "-"
 * (stdin). Regular files are mapped read-only, so that reading a 300 MB
 * library to list its fatbins costs no copy. The kind of input is detected
 * from its content, never from its name.
 *
 * Output: an output is written to a temporary file beside its destination
 * and renamed over it only by nvt_output__commit(); an error or
 * nvt_output__abort() leaves nothing behind. Output to stdout ("-" or a
 * NULL path) is buffered and written at commit, so an error never leaves
 * partial output on a pipe either.
 */
#ifndef NVVMTOOLS_IO_H
#define NVVMTOOLS_IO_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>

#ifdef __cplusplus
extern "C" {
#endif

enum nvt_input_kind {
	NVT_INPUT_UNKNOWN = 0,
	NVT_INPUT_BITCODE,         /* 'BC' 0xC0DE */
	NVT_INPUT_BITCODE_WRAPPER, /* 0x0B17C0DE wrapper around bitcode */
	NVT_INPUT_LLVM_TEXT,       /* textual LLVM IR (.ll) */
	NVT_INPUT_ARCHIVE,         /* "!<arch>\n" (ar) */
	NVT_INPUT_ELF,             /* any ELF: cubin, host object, shared library */
	NVT_INPUT_FATBIN,          /* fatbin container, magic 0xBA55ED50 */
	NVT_INPUT_PTX,             /* PTX assembly text */
	NVT_INPUT_LTOIR,           /* NVIDIA LTO-IR, magic 0x7F4E43ED */
	NVT_INPUT_EMPTY,           /* zero bytes */
};

/* "bitcode", "bitcode wrapper", "LLVM IR text", ... */
NVT_API const char *nvt_input_kind_name(enum nvt_input_kind kind);
/* Detect the kind of `size` bytes at `data` from their content. */
NVT_API enum nvt_input_kind nvt_input_kind_detect(const void *data, size_t size);

struct nvt_blob;

/* Read `path` ("-" = stdin, named "<stdin>" in diagnostics). On failure
 * reports an error naming the path and the system error, returns NULL and
 * sets errno. */
NVT_API struct nvt_blob *nvt_blob__read(const char *path, struct nvt_diags *diags);
/* A blob over caller memory; with copy=false the memory must outlive it. */
NVT_API struct nvt_blob *nvt_blob__from_memory(const void *data, size_t size, const char *name,
					       bool copy);
NVT_API void nvt_blob__free(struct nvt_blob *blob);
NVT_API const void *nvt_blob__data(const struct nvt_blob *blob);
NVT_API size_t nvt_blob__size(const struct nvt_blob *blob);
/* The name used in diagnostics: the path, or "<stdin>". */
NVT_API const char *nvt_blob__name(const struct nvt_blob *blob);
NVT_API enum nvt_input_kind nvt_blob__kind(const struct nvt_blob *blob);

/* Every read of an input has a size limit: a file or stream larger than
 * this is refused ("FILE: error: ... more than the input size limit")
 * before it is read whole. The default is far above real inputs (the
 * largest CUDA library is about 0.6 GB). A regular file is refused from
 * its size, before anything is read. A stream (a pipe, a FIFO, stdin that
 * is one, a terminal) has no size until it ends: it is read until it ends
 * or passes its limit, and then it has cost that much memory, so its
 * default limit is lower (a FIFO fed forever costs at most 1 GiB). Devices
 * other than a terminal and /dev/null (e.g. /dev/zero) are refused
 * outright. */
#define NVT_DEFAULT_MAX_INPUT_SIZE (4ULL << 30)
#define NVT_DEFAULT_MAX_STREAM_SIZE (1ULL << 30)

struct nvt_read_opts {
	size_t sz;
	/* The limit of a file and of a stream alike; 0: the defaults,
	 * NVT_DEFAULT_MAX_INPUT_SIZE for a file, NVT_DEFAULT_MAX_STREAM_SIZE
	 * for a stream. */
	unsigned long long max_size;
};
#define nvt_read_opts__last_field max_size

/* nvt_blob__read() with options. */
NVT_API struct nvt_blob *nvt_blob__read_opts(const char *path, const struct nvt_read_opts *opts,
					     struct nvt_diags *diags);

struct nvt_output_opts {
	size_t sz;
	bool binary;               /* refuse to write to a terminal unless force */
	bool force;                /* -f */
	const char *const *inputs; /* paths the output must not overwrite */
	size_t n_inputs;
	unsigned mode;             /* file mode for a new file; 0 = 0666 & ~umask */
};
#define nvt_output_opts__last_field mode

struct nvt_output;

/* Open an output: `path` NULL or "-" means stdout. Refuses (error, NULL,
 * errno EINVAL) output that is one of the inputs and binary output to a
 * terminal without force. */
NVT_API struct nvt_output *nvt_output__open(const char *path, const struct nvt_output_opts *opts,
					    struct nvt_diags *diags);
NVT_API int nvt_output__write(struct nvt_output *out, const void *data, size_t size);
/* Flush, close and rename into place (or write to stdout); frees out. */
NVT_API int nvt_output__commit(struct nvt_output *out);
/* Drop everything written; frees out. NULL is a no-op. */
NVT_API void nvt_output__abort(struct nvt_output *out);
/* The destination name for diagnostics ("<stdout>" for stdout). */
NVT_API const char *nvt_output__name(const struct nvt_output *out);

/* Open + write + commit in one call. */
NVT_API int nvt_write_file(const char *path, const void *data, size_t size,
			   const struct nvt_output_opts *opts, struct nvt_diags *diags);

/* A directory of outputs written all or nothing: files are written into a
 * staging directory inside `dir` (created, with its parents' permission,
 * when missing) and renamed into `dir` by nvt_outdir__commit(); an error
 * or nvt_outdir__abort() removes the staging directory and `dir` itself
 * when this call created it. `opts` as nvt_output__open (inputs, mode). */
struct nvt_outdir;
NVT_API struct nvt_outdir *nvt_outdir__open(const char *dir, const struct nvt_output_opts *opts,
					    struct nvt_diags *diags);
/* Write one file `name` (no '/') of the directory; errors are reported
 * naming DIR/NAME and remembered: commit then fails. */
NVT_API int nvt_outdir__write(struct nvt_outdir *od, const char *name, const void *data, size_t size);
/* Rename every file written into place, remove the staging directory;
 * frees od. Fails (and commits nothing) if any write failed. */
NVT_API int nvt_outdir__commit(struct nvt_outdir *od);
/* Remove everything written (and `dir` if it was created); frees od. */
NVT_API void nvt_outdir__abort(struct nvt_outdir *od);

/* Remove every temporary file and staging directory that outputs of this
 * process have open now. Async-signal-safe (unlink, rmdir, getdents64 on a
 * fixed table): a tool calls it from the handler of the signals that end
 * it (SIGINT, SIGTERM, SIGHUP, SIGALRM, SIGPIPE, ...), so that a signal
 * during a write leaves no "*.tmpXXXXXX" behind. The table is
 * the library's one piece of process-wide state besides LLVM's. */
NVT_API void nvt_output_remove_temporaries(void);

#ifdef __cplusplus
}
#endif
#endif
