/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libnvvm-open: the libNVVM C interface (the one JIT front ends such as
 * Numba, Triton, CUDA.jl, TVM or XLA call), implemented on nvvm-tools.
 *
 * This header is ours: it declares the same functions, types and result
 * values as the libNVVM interface of CUDA 13, so that source written for
 * that interface compiles against it, and a program built against either
 * runs with either library (the install puts ours under the SONAME
 * libnvvm.so.4 in <prefix>/lib/nvvm-open/, for LD_LIBRARY_PATH).
 * doc/libnvvm-open.md describes the behaviour call by call, the options, the
 * environment variable of the compatibility mode, and every point where we
 * differ from NVIDIA's library on purpose.
 *
 * Usage, in short: create a program, add one or more NVVM IR modules
 * (bitcode or LLVM text), optionally add modules "lazily" (libdevice: only
 * what the other modules use is linked, and made internal), verify and/or
 * compile with options ("-arch=compute_90", "-opt=0", "-g", ...), then read
 * the PTX and the log. Sizes include the terminating NUL. Every call on a
 * NULL or destroyed program returns NVVM_ERROR_INVALID_PROGRAM. Different
 * programs may be used from different threads at the same time; one program
 * must not be used by two threads at once.
 */
#ifndef NVVMTOOLS_NVVM_OPEN_H
#define NVVMTOOLS_NVVM_OPEN_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Result of every call. The numeric values are part of the binary
 * interface: they are the ones libNVVM returns. */
typedef enum {
	NVVM_SUCCESS = 0,
	NVVM_ERROR_OUT_OF_MEMORY = 1,
	NVVM_ERROR_PROGRAM_CREATION_FAILURE = 2,
	NVVM_ERROR_IR_VERSION_MISMATCH = 3,  /* a module's !nvvmir.version is not 2.x */
	NVVM_ERROR_INVALID_INPUT = 4,        /* NULL buffer, unreadable module */
	NVVM_ERROR_INVALID_PROGRAM = 5,      /* NULL or destroyed handle */
	NVVM_ERROR_INVALID_IR = 6,           /* verification failed */
	NVVM_ERROR_INVALID_OPTION = 7,       /* unknown, malformed or repeated option */
	NVVM_ERROR_NO_MODULE_IN_PROGRAM = 8, /* no module added (lazy ones do not count) */
	NVVM_ERROR_COMPILATION = 9,          /* linking, checking or code generation failed */
	NVVM_ERROR_CANCELLED = 10            /* never returned by this library */
} nvvmResult;

/* The enumerator's name ("NVVM_ERROR_INVALID_IR") for a known value;
 * "NVVM_ERROR not found" otherwise. The string is static. */
const char *nvvmGetErrorString(nvvmResult result);

/* The libNVVM interface version this library implements (2.0). NULL
 * pointers are skipped. */
nvvmResult nvvmVersion(int *major, int *minor);
/* The NVVM IR version (2.0) and NVVM debug metadata version (3.2) it
 * accepts. NULL pointers are skipped. */
nvvmResult nvvmIRVersion(int *majorIR, int *minorIR, int *majorDbg, int *minorDbg);

/* A program: modules, the last log and the last compiled PTX. */
typedef struct _nvvmProgram *nvvmProgram;

/* *prog receives a new program. prog NULL: NVVM_ERROR_INVALID_PROGRAM. */
nvvmResult nvvmCreateProgram(nvvmProgram *prog);
/* Frees *prog and sets *prog to NULL. */
nvvmResult nvvmDestroyProgram(nvvmProgram *prog);

/* Add a module (bitcode, bitcode wrapper or LLVM IR text of `size` bytes;
 * the bytes are copied). `name` names it in the log; NULL: "<unnamed>".
 * The content is read at the next verify or compile, whose log reports
 * its problems. buffer NULL: NVVM_ERROR_INVALID_INPUT. */
nvvmResult nvvmAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
				  const char *name);
/* Add a module of which only the definitions the other modules use are
 * linked (made internal): libdevice, or any library module. */
nvvmResult nvvmLazyAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
				      const char *name);

/* Link, verify, optimize and generate PTX. Options (each at most once):
 *   -arch=compute_NN[a|f]  (default compute_75)
 *   -opt=0|3 (default 3), -g (full debug info; with -opt=0)
 *   -ftz=0|1, -prec-sqrt=0|1, -prec-div=0|1, -fma=0|1
 *   -jump-table-density=0..101 (101, the default: no jump tables)
 * options may be NULL when numOptions is 0. On failure the log says why
 * and the compiled result is empty. */
nvvmResult nvvmCompileProgram(nvvmProgram prog, int numOptions, const char **options);
/* Link and verify only (same options). The log lists every problem. */
nvvmResult nvvmVerifyProgram(nvvmProgram prog, int numOptions, const char **options);

/* Size of the PTX of the last compile, NUL included (1 when there is
 * none), and the PTX itself (NUL-terminated) into a buffer that large. */
nvvmResult nvvmGetCompiledResultSize(nvvmProgram prog, size_t *bufferSizeRet);
nvvmResult nvvmGetCompiledResult(nvvmProgram prog, char *buffer);

/* Size of the log of the last verify or compile, NUL included, and the
 * log itself. */
nvvmResult nvvmGetProgramLogSize(nvvmProgram prog, size_t *bufferSizeRet);
nvvmResult nvvmGetProgramLog(nvvmProgram prog, char *buffer);

#ifdef __cplusplus
}
#endif
#endif
