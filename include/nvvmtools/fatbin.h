/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Fatbins: NVIDIA's multi-architecture container of PTX, cubins and LTO-IR
 * that the CUDA driver, nvlink and nvJitLink load. The layout is written
 * down in doc/fatbin-format.md; this header is the contract of the part of
 * libnvvmtools-core that writes, reads, verifies and embeds them.
 *
 * Four objects, each usable on its own and from any thread (no global
 * state; one handle is not shared between threads):
 *
 *  - the writer, struct nvt_fatbin, modelled on NVIDIA's libnvfatbin:
 *      fb = nvt_fatbin__new(&opts, diags);
 *      nvt_fatbin__add_ptx(fb, ptx, size, "sm_90", &entry_opts);
 *      nvt_fatbin__add_cubin(fb, elf, size, NULL, NULL);   (arch from the ELF)
 *      nvt_fatbin__finalize(fb);
 *      data = nvt_fatbin__data(fb, &size);
 *      nvt_fatbin__free(fb);
 *    Inputs are copied; the output is one container whose entries are
 *    sorted by a fixed key (arch, variant, kind), so the same set of inputs
 *    gives the same bytes whatever the order they were added in.
 *
 *  - the reader, struct nvt_fatbin_reader, over caller memory (a mapped
 *    file): a bare fatbin (one or more concatenated containers), a host
 *    ELF object, executable or shared library whose .nv_fatbin and
 *    __nv_relfatbin sections hold containers, or a single cubin (listed
 *    as one entry). Opening decodes headers only; nothing is decompressed
 *    or copied until nvt_fatbin_reader__decompress() is asked for one
 *    entry. Every offset and size is checked against its container before
 *    it is used.
 *
 *  - nvt_fatbin_verify(): structural checks, one diagnostic for the first
 *    problem of each entry, naming its offset and field.
 *
 *  - nvt_fatbin_embed(): a host ELF relocatable object (x86-64 or AArch64)
 *    that carries a fatbin the way nvcc's objects do, written with libelf.
 *
 * Errors: functions return 0 or a negative errno and report what went wrong
 * through the struct nvt_diags given at creation (rules named "fatbin-*").
 */
#ifndef NVVMTOOLS_FATBIN_H
#define NVVMTOOLS_FATBIN_H

#include <nvvmtools/common.h>
#include <nvvmtools/diag.h>
#include <nvvmtools/io.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Container magic (first 4 bytes, little-endian) and the host wrapper's. */
#define NVT_FATBIN_MAGIC 0xBA55ED50u
#define NVT_FATBIN_WRAPPER_MAGIC 0x466243B1u

/* Entry kinds, as stored in the entry header. */
enum nvt_fatbin_kind {
	NVT_FATBIN_KIND_PTX = 1,
	NVT_FATBIN_KIND_CUBIN = 2,      /* "ELF" in NVIDIA's words */
	NVT_FATBIN_KIND_LTOIR = 8,      /* fatbinary's kind=nvvm */
	NVT_FATBIN_KIND_RELOC_PTX = 0x40, /* PTX taken from a host object's __nv_relfatbin */
};

/* Entry flags (u64). The compression bits say how the payload is stored. */
#define NVT_FATBIN_FLAG_64BIT 0x1ull          /* required by every consumer */
#define NVT_FATBIN_FLAG_DEBUG 0x2ull          /* -g */
#define NVT_FATBIN_FLAG_CUDA 0x4ull           /* producer CUDA (deprecated) */
#define NVT_FATBIN_FLAG_OPENCL 0x8ull         /* producer OpenCL (deprecated) */
#define NVT_FATBIN_FLAG_LINUX 0x10ull         /* host Linux */
#define NVT_FATBIN_FLAG_MAC 0x20ull
#define NVT_FATBIN_FLAG_WINDOWS 0x40ull
#define NVT_FATBIN_FLAG_ZLIB 0x1000ull        /* zlib stream */
#define NVT_FATBIN_FLAG_LZ4 0x2000ull         /* raw LZ4 block */
#define NVT_FATBIN_FLAG_LZ4_FRAME 0x4000ull   /* LZ4 frame */
#define NVT_FATBIN_FLAG_ZSTD 0x8000ull        /* zstd frame */
#define NVT_FATBIN_FLAG_LTO_KEY 0x10000ull    /* NVIDIA's transformed LTO-IR (not decodable) */
#define NVT_FATBIN_FLAG_ARCH_SPECIFIC 0x100000ull   /* sm_XXa */
#define NVT_FATBIN_FLAG_FAMILY_SPECIFIC 0x200000ull /* sm_XXf */
#define NVT_FATBIN_FLAG_COMPAT_BLOB 0x1000000ull    /* options block holds the cubin's .nv.compat */
#define NVT_FATBIN_FLAG_COMPRESSED_MASK 0xF000ull

/* Compression of one entry. For the writer, DEFAULT means zstd. */
enum nvt_fatbin_compression {
	NVT_FATBIN_COMPRESS_DEFAULT = 0,
	NVT_FATBIN_COMPRESS_NONE,
	NVT_FATBIN_COMPRESS_ZSTD,
	NVT_FATBIN_COMPRESS_LZ4,       /* raw block: fatbinary's --compress-mode=speed */
	NVT_FATBIN_COMPRESS_LZ4_FRAME, /* read only */
	NVT_FATBIN_COMPRESS_ZLIB,      /* read only */
	NVT_FATBIN_COMPRESS_UNKNOWN,   /* reader: several or unknown compression bits */
};

/* Limits of the reader. An entry whose header claims more than
 * NVT_FATBIN_MAX_UNCOMPRESSED bytes (1 GiB, configurable per reader) is an
 * error before anything is allocated; compressed sizes are bounded by the
 * container they sit in. */
#define NVT_FATBIN_MAX_UNCOMPRESSED (1ull << 30)

/* "ptx", "cubin", "ltoir", "reloc-ptx" or "kind-0xNN" (in a static buffer
 * of at most 16 bytes per call site: use the result at once). */
NVT_API const char *nvt_fatbin_kind_name(unsigned kind);
/* "none", "zstd", "lz4", "lz4-frame", "zlib", "unknown" (DEFAULT: "zstd"). */
NVT_API const char *nvt_fatbin_compression_name(enum nvt_fatbin_compression c);
/* Flags by name, joined with '|': "64bit|linux|zstd|compat". Unknown bits
 * as hex. snprintf semantics. */
NVT_API int nvt_fatbin_flags_format(uint64_t flags, char *buf, size_t size);

/* ------------------------------------------------------------------------
 * Writer
 * ---------------------------------------------------------------------- */

struct nvt_fatbin_opts {
	size_t sz;
	/* DEFAULT (zstd), NONE, ZSTD or LZ4. Which entries are compressed:
	 * PTX and LTO-IR always (unless NONE); cubins only with compress_all
	 * or debug, as NVIDIA's fatbinary does. */
	enum nvt_fatbin_compression compression;
	int compress_level;  /* 0 = default: zstd 9 (fatbinary uses 5 on minified PTX), LZ4 fast */
	bool compress_all;   /* cubins too */
	bool minify_ptx;     /* rewrite PTX as fatbinary does (nvt_ptx_minify) */
	bool debug;          /* set the debug flag on every entry (-g) */
	const char *name;    /* the output's name in diagnostics; NULL = "<fatbin>" */
	/* Entries in the order they were added, and two entries of the same
	 * kind and arch allowed: what NVIDIA's fatbinary does with its
	 * command line (fatpack's fatbinary front end). Default: sorted by
	 * arch, variant, kind, and duplicates refused. */
	bool keep_order;
	bool producer_cuda;  /* set flag 0x4 on every entry (fatbinary --cuda) */
};
#define nvt_fatbin_opts__last_field producer_cuda

/* Per-entry options; NULL = none. */
struct nvt_fatbin_entry_opts {
	size_t sz;
	const char *identifier; /* stored NUL-terminated in the header; NULL = none */
	const char *options;    /* PTX: ptxas command line; LTO-IR: NVVM options; NULL = "" */
	const char *name;       /* the input's name in diagnostics; NULL = "<memory>" */
	bool borrow;            /* cubin/LTO-IR bytes are not copied: the caller keeps
				 * them alive and unchanged until nvt_fatbin__free() */
};
#define nvt_fatbin_entry_opts__last_field borrow

struct nvt_fatbin;

NVT_API struct nvt_fatbin *nvt_fatbin__new(const struct nvt_fatbin_opts *opts, struct nvt_diags *diags);
NVT_API void nvt_fatbin__free(struct nvt_fatbin *fb);

/* Add one entry. `arch` is "sm_90a", "compute_90a" or "90a"; NULL takes it
 * from the content (PTX: .target; cubin: the ELF header's SM plus the a/f
 * variant from .nv.compat and the ptxas note). Errors (-EINVAL, reported):
 * unknown arch, PTX without .version or .target, a cubin whose ELF says
 * another SM than `arch` (arch mismatch), a second entry of the same kind
 * and arch, input that is not of the kind (an ELF that is not a CUDA
 * cubin, LTO-IR without its magic). PTX may or may not end with a NUL; one
 * is stored either way. */
NVT_API int nvt_fatbin__add_ptx(struct nvt_fatbin *fb, const void *code, size_t size, const char *arch,
				const struct nvt_fatbin_entry_opts *opts);
NVT_API int nvt_fatbin__add_cubin(struct nvt_fatbin *fb, const void *code, size_t size, const char *arch,
				  const struct nvt_fatbin_entry_opts *opts);
NVT_API int nvt_fatbin__add_ltoir(struct nvt_fatbin *fb, const void *code, size_t size, const char *arch,
				  const struct nvt_fatbin_entry_opts *opts);

/* Sort, compress (in parallel where it pays: the result does not depend on
 * it) and lay out the container. After it, nothing can be added. Fails if
 * an earlier add failed or compression failed. */
NVT_API int nvt_fatbin__finalize(struct nvt_fatbin *fb);
/* The container after finalize (NULL before), assembled in memory on the
 * first call; valid until free. */
NVT_API const void *nvt_fatbin__data(struct nvt_fatbin *fb, size_t *size);
/* Write the finalized container to `out` without assembling it in memory
 * (payloads go straight from the inputs). Returns 0 or a negative errno;
 * the caller commits or aborts `out`. */
NVT_API int nvt_fatbin__write(struct nvt_fatbin *fb, struct nvt_output *out);
/* Entries added so far (failed adds excluded). */
NVT_API size_t nvt_fatbin__entry_count(const struct nvt_fatbin *fb);

/* fatbinary's PTX rewriting, reproduced byte for byte: drop // comments,
 * trim each line, collapse runs of blanks to one space, keep the line
 * count, end with one NUL. `*out` is malloc'd, `*out_size` counts the NUL.
 * Returns 0 or -ENOMEM. */
NVT_API int nvt_ptx_minify(const char *ptx, size_t size, char **out, size_t *out_size);

/* The header of PTX text: the first `.version X.Y` and the first word of
 * the first `.target sm_XX[a|f][, ...]` outside comments, looked for at
 * the start of lines (ptxas requires both before any other directive).
 * Scanning stops at a NUL. `target` gets the word ("sm_90a", truncated to
 * target_size - 1 bytes); it is not checked against the arch table (see
 * nvt_arch_find). Returns 0, or -EINVAL when either directive is missing,
 * with `*why` (may be NULL) set to a static "no .version directive" or
 * "no .target directive" (or -EINVAL when target_size is 0). The writer takes a PTX entry's arch and version
 * from here. */
NVT_API int nvt_ptx_header_parse(const void *ptx, size_t size, unsigned *major, unsigned *minor,
				 char *target, size_t target_size, const char **why);

/* ------------------------------------------------------------------------
 * Reader
 * ---------------------------------------------------------------------- */

/* What the reader was opened on. */
enum nvt_fatbin_source {
	NVT_FATBIN_SOURCE_FATBIN = 1, /* bare container(s) */
	NVT_FATBIN_SOURCE_HOST_ELF,   /* containers in .nv_fatbin / __nv_relfatbin sections */
	NVT_FATBIN_SOURCE_CUBIN,      /* one cubin, shown as one uncompressed entry */
};

/* One entry, decoded from its header. Pointers point into the reader's
 * memory and are valid while it is open. */
struct nvt_fatbin_entry {
	unsigned index;       /* 0-based over the whole input */
	unsigned container;   /* 0-based container index */
	unsigned in_container; /* 0-based index inside its container */
	const char *section;  /* ".nv_fatbin", "__nv_relfatbin" or NULL (bare fatbin / cubin) */
	uint64_t offset;      /* of the entry header, from the start of the input */
	uint64_t container_offset; /* of its container's header */
	unsigned kind;        /* enum nvt_fatbin_kind, or anything the input said */
	unsigned header_version; /* 0x0101 */
	unsigned header_size;
	unsigned sm;          /* 90 */
	char variant;         /* '\0', 'a' or 'f' (from the flags) */
	unsigned version_major, version_minor; /* PTX ISA; cubin 1.8; LTO-IR its header */
	uint64_t flags;
	enum nvt_fatbin_compression compression;
	uint64_t payload_size;     /* stored payload area (a multiple of 8) */
	uint64_t stored_size;      /* bytes holding data: compressed size, or payload_size */
	uint64_t uncompressed_size; /* exact when compressed; payload_size otherwise */
	const unsigned char *payload; /* stored bytes (stored_size of them) */
	const char *identifier;    /* NUL-terminated, or NULL */
	const char *options;       /* options string (NUL-terminated) or NULL; for a
				    * compat blob: NULL, see options_blob */
	const unsigned char *options_blob; /* raw bytes of the options block string area */
	size_t options_size;       /* its length field */
};

struct nvt_fatbin_reader_opts {
	size_t sz;
	const char *name;           /* input name in diagnostics; NULL = "<memory>" */
	uint64_t max_uncompressed;  /* 0 = NVT_FATBIN_MAX_UNCOMPRESSED */
};
#define nvt_fatbin_reader_opts__last_field max_uncompressed

struct nvt_fatbin_reader;

/* Open `size` bytes at `data` (borrowed: must outlive the reader). Returns
 * NULL with errno EINVAL, after reporting the problem, when the input is
 * none of the accepted forms or a container's framing is out of bounds;
 * a host ELF without fatbin sections opens with zero entries. */
NVT_API struct nvt_fatbin_reader *nvt_fatbin_reader__open(const void *data, size_t size,
							  const struct nvt_fatbin_reader_opts *opts,
							  struct nvt_diags *diags);
NVT_API void nvt_fatbin_reader__free(struct nvt_fatbin_reader *r);
NVT_API enum nvt_fatbin_source nvt_fatbin_reader__source(const struct nvt_fatbin_reader *r);
NVT_API size_t nvt_fatbin_reader__container_count(const struct nvt_fatbin_reader *r);
NVT_API size_t nvt_fatbin_reader__entry_count(const struct nvt_fatbin_reader *r);
/* Entry `i`, NULL past the end. */
NVT_API const struct nvt_fatbin_entry *nvt_fatbin_reader__entry(const struct nvt_fatbin_reader *r, size_t i);

/* The entry's data, decompressed, in malloc'd `*out` (caller frees). Sizes:
 * compressed entries give exactly uncompressed_size bytes (anything else is
 * an error); uncompressed cubins are cut to the ELF's own extent, so that
 * they equal the file that was packed; other uncompressed entries give
 * their payload area (PTX: with its NUL and padding). Errors: -EINVAL
 * (corrupt stream, size mismatch, size over the limit, NVIDIA's
 * transformed LTO-IR), -ENOMEM. */
NVT_API int nvt_fatbin_reader__decompress(const struct nvt_fatbin_reader *r, size_t i, void **out,
					  size_t *out_size);

/* Entry `i` as a file would hold it: nvt_fatbin_reader__decompress(), and
 * for PTX and relocatable PTX the text up to (without) its first NUL, so
 * that the bytes equal the .ptx file that was packed. Same errors. */
NVT_API int nvt_fatbin_reader__extract(const struct nvt_fatbin_reader *r, size_t i, void **out,
				       size_t *out_size);

/* A file name for an entry that no other entry of the same input shares:
 * "cCCCC-eEEE.ARCH[.IDENT].EXT" with CCCC its container and EEE its index
 * in the container (zero-padded to 4 and 3 digits), ARCH "sm_90a", IDENT
 * the entry's identifier (when non-empty) cut to 64 characters with every
 * byte outside [A-Za-z0-9_-] replaced by '_', EXT "ptx", "cubin", "ltoir",
 * "reloc.ptx" or "bin" (unknown kinds). No directory part. snprintf
 * semantics: returns the length the name needs. `fatpack extract` writes
 * entries under these names. */
NVT_API int nvt_fatbin_entry__filename(const struct nvt_fatbin_entry *e, char *buf, size_t size);

/* ------------------------------------------------------------------------
 * Verify and embed
 * ---------------------------------------------------------------------- */

/* Structural checks of a fatbin, host ELF or cubin: container and entry
 * sizes, 8-byte alignment, known kinds and flag bits, the 64-bit flag, one
 * compression bit, decompressible payloads of the declared size, a NUL
 * inside PTX, the options block that PTX and LTO-IR need, a cubin whose
 * ELF SM matches its label. One error for the first problem of each entry
 * (rule "fatbin-verify", message with the offset and the field), naming
 * the input by opts->name as nvt_fatbin_reader__open() does. A check
 * function (common.h): returns 0 when the input is valid, -EINVAL when a
 * problem was reported (how many: nvt_diags__error_count()), -ENOMEM. */
NVT_API int nvt_fatbin_verify(const void *data, size_t size, const struct nvt_fatbin_reader_opts *opts,
			      struct nvt_diags *diags);

struct nvt_fatbin_embed_opts {
	size_t sz;
	const char *host;      /* "x86_64" (default) or "aarch64" */
	bool rdc;              /* __nv_relfatbin + __nv_module_id, as nvcc -rdc=true */
	const char *module_id; /* NULL: "_" + 16 hex digits of a hash of the fatbin */
	const char *symbol;    /* NULL: none; else a global object symbol over the
				* fatbin bytes, for cuModuleLoadData(&m, symbol) */
	const char *name;      /* the input's name in diagnostics (NULL: none) */
};
#define nvt_fatbin_embed_opts__last_field name

/* Build a host ELF relocatable object carrying `fatbin`: section
 * .nv_fatbin (or __nv_relfatbin with rdc), the 24-byte wrapper
 * {0x466243B1, 1, &fatbin, 0} in .nvFatBinSegment with its relocation,
 * global wrapper symbol __fatbinwrap<module_id>, __nv_module_id,
 * .note.GNU-stack. `*obj` is malloc'd. Same input, same bytes. The
 * fatbin's framing (container and entry sizes) is checked first, as
 * nvt_fatbin_reader__open does: a header claiming more bytes than there
 * are (2^64) is refused, naming opts->name. */
NVT_API int nvt_fatbin_embed(const void *fatbin, size_t size, const struct nvt_fatbin_embed_opts *opts,
			     void **obj, size_t *obj_size, struct nvt_diags *diags);

/* ------------------------------------------------------------------------
 * ptxas (finding and running it: <nvvmtools/cuda.h>)
 * ---------------------------------------------------------------------- */

/* One PTX input that may be compiled into a cubin for another arch. */
struct nvt_fatbin_ptx_candidate {
	const void *ptx;  /* NULL: not PTX, skipped */
	size_t size;
	const char *arch; /* the arch the input was labelled with; NULL = its .target */
};

/* Which PTX to give ptxas for a cubin of `target` (fatpack create
 * --cubins-for): among the candidates whose arch is known (nvt_arch_find)
 * and whose code runs on `target` (nvt_arch__runs_on), the one with the
 * highest SM; the first of those on a tie. Candidates without a readable
 * .target (and no label) are skipped. Returns the candidate's index,
 * -EINVAL if `target` is not a known arch, -ENOENT if none fits. */
NVT_API int nvt_fatbin_pick_ptx(const struct nvt_fatbin_ptx_candidate *cands, size_t n, const char *target);

#ifdef __cplusplus
}
#endif
#endif
