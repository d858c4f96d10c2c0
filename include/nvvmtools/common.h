/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvvm-tools: common definitions shared by every part of the public API.
 *
 * Conventions (libbpf style):
 *  - Objects are opaque handles created by TYPE__new(), filled with
 *    TYPE__add_*(), completed by TYPE__finalize() and released by
 *    TYPE__free(); TYPE__free(NULL) is a no-op.
 *  - Functions returning int return 0 on success and a negative errno
 *    value on failure (-EINVAL: the input broke a rule, a diagnostic says
 *    which; -ENOMEM; -EIO: a file could not be read or written; ...).
 *    Constructors return NULL and set errno.
 *  - Options structs start with `size_t sz`, the size the caller was
 *    compiled with, so that fields can be appended without breaking ABI.
 *    Declare them with NVT_OPTS(type, name, .field = value, ...). A NULL
 *    options pointer means "all defaults".
 *  - The library never prints and never exits. Every message goes to the
 *    caller as a struct nvt_diag through a struct nvt_diags (diag.h).
 *  - There is no global mutable state: two handles never share anything,
 *    and different handles may be used from different threads.
 */
#ifndef NVVMTOOLS_COMMON_H
#define NVVMTOOLS_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/* Declare and zero-initialize an options struct with its size filled in:
 *   NVT_OPTS(nvt_codegen_opts, o, .opt_level = 2);                          */
#define NVT_OPTS(TYPE, NAME, ...) \
	struct TYPE NAME = { .sz = sizeof(struct TYPE), __VA_ARGS__ }

/* "0.1.0": the version of the library that is loaded. */
NVT_API const char *nvt_version(void);

/* A readable name for a negative errno value returned by the library
 * ("invalid input", "out of memory", ...). Never NULL. */
NVT_API const char *nvt_strerror(int err);

#ifdef __cplusplus
}
#endif
#endif
