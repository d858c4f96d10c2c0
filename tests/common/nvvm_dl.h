/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The libNVVM interface loaded with dlopen, for the programs that drive
 * NVIDIA's libnvvm.so and our libnvvm-open with the same code
 * (tests/libnvvm/nvvm_probe.c, bench/nvvm_compile.c). No libNVVM header is
 * needed: the entry points are declared with the C ABI nvvm.h documents.
 * Header-only (static functions): each program is one file.
 */
#ifndef NVT_TESTS_NVVM_DL_H
#define NVT_TESTS_NVVM_DL_H

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct _nvvmProgram *nvvmProgram;

struct nvvm_dl {
	int (*create)(nvvmProgram *);
	int (*destroy)(nvvmProgram *);
	int (*add)(nvvmProgram, const char *, size_t, const char *);
	int (*lazy)(nvvmProgram, const char *, size_t, const char *);
	int (*verify)(nvvmProgram, int, const char **);
	int (*compile)(nvvmProgram, int, const char **);
	int (*log_size)(nvvmProgram, size_t *);
	int (*log)(nvvmProgram, char *);
	int (*result_size)(nvvmProgram, size_t *);
	int (*result)(nvvmProgram, char *);
};

/* Load `path` and every entry point above. 0, or 3 after printing why
 * (the drivers' exit status for "cannot load"). */
static inline int nvvm_dl_open(const char *path, struct nvvm_dl *api)
{
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);

	if (!h) {
		printf("cannot load %s: %s\n", path, dlerror());
		return 3;
	}
#define NVVM_DL_SYM(field, name) *(void **)&api->field = dlsym(h, name)
	NVVM_DL_SYM(create, "nvvmCreateProgram");
	NVVM_DL_SYM(destroy, "nvvmDestroyProgram");
	NVVM_DL_SYM(add, "nvvmAddModuleToProgram");
	NVVM_DL_SYM(lazy, "nvvmLazyAddModuleToProgram");
	NVVM_DL_SYM(verify, "nvvmVerifyProgram");
	NVVM_DL_SYM(compile, "nvvmCompileProgram");
	NVVM_DL_SYM(log_size, "nvvmGetProgramLogSize");
	NVVM_DL_SYM(log, "nvvmGetProgramLog");
	NVVM_DL_SYM(result_size, "nvvmGetCompiledResultSize");
	NVVM_DL_SYM(result, "nvvmGetCompiledResult");
#undef NVVM_DL_SYM
	if (!api->create || !api->destroy || !api->add || !api->lazy || !api->verify ||
	    !api->compile || !api->log_size || !api->log || !api->result_size || !api->result) {
		printf("%s lacks the nvvm* entry points\n", path);
		return 3;
	}
	return 0;
}

/* The program's log on stdout, when it has one. */
static inline void nvvm_dl_print_log(const struct nvvm_dl *api, nvvmProgram p)
{
	size_t n = 0;
	char *s;

	if (api->log_size(p, &n) || n <= 1 || !(s = malloc(n)))
		return;
	if (!api->log(p, s))
		fputs(s, stdout);
	free(s);
}

/* The compiled result into the file `path`: 0, or -1 when anything failed. */
static inline int nvvm_dl_write_result(const struct nvvm_dl *api, nvvmProgram p, const char *path)
{
	size_t n = 0;
	char *ptx = NULL;
	FILE *f = fopen(path, "wb");
	int rc = -1;

	if (f && !api->result_size(p, &n) && (ptx = malloc(n + 1)) && !api->result(p, ptx) &&
	    fwrite(ptx, 1, strlen(ptx), f) == strlen(ptx))
		rc = 0;
	if (f && fclose(f))
		rc = -1;
	free(ptx);
	return rc;
}

#endif
