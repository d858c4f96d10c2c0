/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The GPU architectures LLVM 22 knows, with what each needs and where it is
 * supported. PTX ISA versions are encoded as major*10+minor (7.8 -> 78).
 *
 * Name forms accepted by nvt_arch_find(): "sm_90a", "compute_90a" (a
 * synonym), "90a". Variants: 'a' (arch-specific: runs only on that exact
 * SM), 'f' (family-specific: runs on later SMs of the same family).
 */
#ifndef NVVMTOOLS_ARCH_H
#define NVVMTOOLS_ARCH_H

#include <nvvmtools/common.h>

#ifdef __cplusplus
extern "C" {
#endif

struct nvt_arch {
	const char *name;  /* canonical "sm_90a" */
	unsigned sm;       /* 90 */
	char variant;      /* '\0', 'a' or 'f' */
	unsigned min_ptx;  /* lowest PTX ISA version whose .target accepts the arch */
	unsigned llvm_ptx; /* PTX ISA version LLVM 22 emits for it by default */
	bool ptxas;        /* CUDA 13's ptxas assembles it */
};

/* The highest PTX ISA version LLVM 22 can emit (90 = 9.0). */
#define NVT_LLVM_MAX_PTX 90
/* The lowest PTX ISA version LLVM 22 can emit (32 = 3.2). */
#define NVT_LLVM_MIN_PTX 32
/* The default target of nvvm-llc. */
#define NVT_DEFAULT_ARCH "sm_75"

/* Look up an arch by name; NULL if unknown. */
NVT_API const struct nvt_arch *nvt_arch_find(const char *name);
/* Write the canonical "sm_" form of an arch name into buf: "90a",
 * "compute_90a" and "sm_90a" all give "sm_90a". Only the spelling is
 * checked (after the optional prefix, a digit must come first), not the
 * table, so names of archs newer than this library pass too. Returns 0,
 * -EINVAL for anything else, -ERANGE if buf is too small. */
NVT_API int nvt_arch_canonical(const char *name, char *buf, size_t size);
/* Iterate the table, in ascending SM order ('a' and 'f' after the plain SM). */
NVT_API size_t nvt_arch_count(void);
NVT_API const struct nvt_arch *nvt_arch_at(size_t index);
/* Whether code compiled for `built` may run on a GPU of arch `target`
 * (sm_XY on every later SM; sm_XYf on the same family at or after XY;
 * sm_XYa only on sm_XYa). */
NVT_API bool nvt_arch__runs_on(const struct nvt_arch *built, const struct nvt_arch *target);

/* Parse "8.5" into 85. Returns 0, or -EINVAL for anything else. */
NVT_API int nvt_ptx_version_parse(const char *text, unsigned *version);
/* Format 85 as "8.5" into buf (at least 8 bytes). Returns buf. */
NVT_API char *nvt_ptx_version_format(unsigned version, char *buf, size_t size);

#ifdef __cplusplus
}
#endif
#endif
