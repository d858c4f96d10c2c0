/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvvm-tools: common definitions shared by every part of the public API,
 * and the contract every part follows (doc/api.md says the same at length).
 *
 * Names (libbpf style):
 *  - Objects are opaque handles created by TYPE__new() (or another
 *    constructor: TYPE__open(), TYPE__read(), TYPE__from_*()), filled with
 *    TYPE__add_*(), completed by TYPE__finalize() and released by
 *    TYPE__free(); TYPE__free(NULL) is a no-op.
 *  - `__` only for methods: nvt_obj__verb(struct nvt_obj *, ...) and the
 *    constructors of nvt_obj. A function that takes no object is
 *    nvt_part_verb() (nvt_arch_find, nvt_fatbin_verify, nvt_ptx_minify,
 *    nvt_severity_name, ...).
 *
 * Results:
 *  - Functions returning int return 0 on success and a negative errno
 *    value on failure (-EINVAL: the input broke a rule, a diagnostic says
 *    which; -ENOMEM; -EIO: a file could not be read or written; ...).
 *    Constructors return NULL and set errno.
 *  - Check functions (nvt_verify, nvt_dwarf__verify, nvt_fatbin_verify)
 *    return 0 when the input passed (warnings allowed), -EINVAL when they
 *    found and reported at least one error, and any other negative errno
 *    when they could not check (-ENOMEM ...). They never return a count:
 *    nvt_diags__error_count() has it.
 *  - Result structs (nvt_link_stats, nvt_dwarf_stats) start with `size_t
 *    sz` too: the library fills the fields it knows and zeroes the rest of
 *    the caller's sz bytes.
 *
 * Options structs:
 *  - They start with `size_t sz`, the size the caller was compiled with,
 *    so that fields can be appended without breaking ABI. Declare them with
 *    NVT_OPTS(type, name, .field = value, ...), which zeroes the struct,
 *    padding included. A NULL options pointer means "all defaults".
 *  - Every entry point that takes one checks the caller's bytes from the
 *    end of the last field it knows (TYPE__last_field, defined next to
 *    each struct), not from its sizeof, up to sz: the trailing padding of
 *    an old struct is where a newer header puts its next field. A non-zero
 *    byte there (an option this library does not have, or padding left
 *    dirty by a hand-written initializer), or sz below sizeof(size_t), is
 *    -EINVAL with an `options` error naming the struct and the byte.
 *  - Structs never hold fixed-size or growing arrays (their size would
 *    change with a table); such data is behind accessor functions or a
 *    pointer and a count in memory the library owns.
 *
 * Names in diagnostics: the name of an input is given once, where its bytes
 * enter the library, and everything about that input reports under it:
 *  - a struct nvt_blob carries it (nvt_blob__read(): the path, "<stdin>"
 *    for "-"; nvt_blob__from_memory(): its `name`), and what is made from a
 *    blob (modules, linker inputs, codegen inputs) uses the blob's name;
 *  - a function over raw bytes (data, size) takes it as `name` in its
 *    options struct (nvt_fatbin_reader_opts, nvt_fatbin_entry_opts,
 *    nvt_fatbin_embed_opts, nvt_dwarf_opts, nvt_dwarf_fix_opts; the
 *    writer's output: nvt_fatbin_opts); NULL gives a placeholder such as
 *    "<memory>";
 *  - an object remembers the name it was made with; its methods take none.
 *
 * Diagnostics and state:
 *  - The library never prints, never exits and reads no environment. Every
 *    message goes to the caller as a struct nvt_diag through a struct
 *    nvt_diags (diag.h).
 *  - Two handles never share anything, and different handles may be used
 *    from different threads (one handle from one thread at a time). What
 *    the libraries keep beyond their handles is this list, all of it:
 *     - LLVM's NVPTX target registration, done once under pthread_once;
 *     - the table of live temporary files and staging directories of
 *       nvt_output_* (io.h), atomic slots that
 *       nvt_output_remove_temporaries() reads from a signal handler;
 *     - per thread, the name of the input LLVM works on in that thread (a
 *       copy, set with the module's context; threads the library starts
 *       for one call inherit the caller's), read only by the handlers
 *       below: never another thread's;
 *     - only after a tool calls nvt_llvm_install_fatal_error_handler
 *       (codegen.h, experimental): LLVM's fatal-error handler and the
 *       crash handlers of SIGSEGV, SIGBUS, SIGILL and SIGFPE (not in
 *       sanitizer builds), with the tool's name; a library embedding
 *       nvvm-tools never calls it;
 *     - in an isolated reader, a child process of its own (the `isolate`
 *       option, nvt_module_probe_canonical), that child's descriptors and
 *       handlers; the calling process keeps none of it (but hooks that unit
 *       tests set through a private call).
 *    libnvvm-open (libnvvm.so.4, libNVVM's interface, not this one) adds a
 *    registry of its live programs under a mutex. src/llvm/process.c holds
 *    the handlers and the per-thread name; doc/architecture.md says where
 *    each of the others lives.
 *
 * ABI: the exports are listed in src/libnvvmtools.map and
 * src/libnvvmtools-core.map (version nodes NVVMTOOLS_0.1 and
 * NVVMTOOLS_CORE_0.1), checked against a committed abidw baseline
 * (tests/abi, doc/abi-policy.md).
 *
 * Experimental exports (zstd's ZSTD_STATIC_LINKING_ONLY way): declarations
 * inside `#ifdef NVT_EXPERIMENTAL` are for our own tools and tests. They
 * are exported in the separate version nodes NVVMTOOLS_EXPERIMENTAL and
 * NVVMTOOLS_CORE_EXPERIMENTAL, are not covered by the ABI check, and may
 * change or go in any release. Define NVT_EXPERIMENTAL before the first
 * include to see them.
 */
#ifndef NVVMTOOLS_COMMON_H
#define NVVMTOOLS_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h> /* memset, for NVT_OPTS */

/* The headers' version (NVT_VERSION_MAJOR, _MINOR, _PATCH, _NUMBER),
 * generated from CMake's project(VERSION); nvt_version() gives the loaded
 * library's. */
#include <nvvmtools/version.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef NVT_API
#define NVT_API __attribute__((visibility("default")))
#endif

/* Declare an options struct, zeroed whole (its padding too), with its size
 * filled in and the given fields set:
 *   NVT_OPTS(nvt_codegen_opts, o, .opt_level = NVT_OPT_O2);
 * The zeroing matters: the library refuses a struct whose bytes after the
 * last field it knows are not zero (see "Options structs" above), and a
 * designated initializer alone leaves padding unspecified. This is
 * libbpf's LIBBPF_OPTS (memset, then the initializer), plus an explicit
 * memset of the initializer's own trailing padding (from the end of
 * TYPE__last_field), which a compiler may copy into NAME with the struct.
 * A GCC/Clang statement expression behind __extension__, so that it
 * builds under -pedantic in C99 or later and in C++. */
#define NVT_OPTS_END_(TYPE, FIELD) (offsetof(struct TYPE, FIELD) + sizeof(((struct TYPE *)0)->FIELD))
#define NVT_OPTS_TAIL_(TYPE, OBJ, END) memset((char *)&(OBJ) + (END), 0, sizeof(struct TYPE) - (END))
#ifdef __cplusplus
/* C++ warns (-Wextra) about the fields a designated initializer leaves out,
 * which is the point here. */
#define NVT_OPTS_PUSH_                                                                      \
	_Pragma("GCC diagnostic push")                                                      \
	_Pragma("GCC diagnostic ignored \"-Wmissing-field-initializers\"")
#define NVT_OPTS_POP_ _Pragma("GCC diagnostic pop")
#else
#define NVT_OPTS_PUSH_
#define NVT_OPTS_POP_
#endif
#define NVT_OPTS(TYPE, NAME, ...)                                                           \
	struct TYPE NAME = __extension__({                                                  \
		memset(&NAME, 0, sizeof(struct TYPE));                                      \
		NVT_OPTS_PUSH_                                                              \
		struct TYPE nvt_opts_init_ = { .sz = sizeof(struct TYPE), __VA_ARGS__ };   \
		NVT_OPTS_POP_                                                               \
		NVT_OPTS_TAIL_(TYPE, nvt_opts_init_, NVT_OPTS_END_(TYPE, TYPE##__last_field)); \
		nvt_opts_init_;                                                             \
	})

/* "0.1.0": the version of the library that is loaded. */
NVT_API const char *nvt_version(void);

/* A readable name for a negative errno value returned by the library
 * ("invalid input", "out of memory", ...). Never NULL. */
NVT_API const char *nvt_strerror(int err);

#ifdef __cplusplus
}
#endif
#endif
