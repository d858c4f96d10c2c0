/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvvm-probe: run libNVVM's verifier (and, if it accepts, its compiler) on
 * one NVVM IR file, in this process. The differential test (nvvm_diff.c)
 * runs it once per case in a child process, because libNVVM abort()s on
 * some inputs.
 *
 *   nvvm-probe LIBNVVM.so FILE ARCH [compile [PTX_OUT]]
 *
 * Prints one line "verify=OK|FAIL compile=OK|FAIL|SKIP" and then libNVVM's
 * logs. Exit 0 when libNVVM accepts the module, 1 when it rejects it,
 * 3 when libNVVM cannot be loaded. No libNVVM header is needed: the few
 * entry points are declared here with the C ABI nvvm.h documents.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../common/slurp.h"

typedef struct _nvvmProgram *nvvmProgram;
typedef int (*create_fn)(nvvmProgram *);
typedef int (*destroy_fn)(nvvmProgram *);
typedef int (*add_fn)(nvvmProgram, const char *, size_t, const char *);
typedef int (*run_fn)(nvvmProgram, int, const char **);
typedef int (*logsz_fn)(nvvmProgram, size_t *);
typedef int (*log_fn)(nvvmProgram, char *);
typedef int (*ressz_fn)(nvvmProgram, size_t *);
typedef int (*res_fn)(nvvmProgram, char *);

static void print_log(nvvmProgram p, logsz_fn logsz, log_fn getlog)
{
	size_t n = 0;

	if (logsz(p, &n) || n <= 1)
		return;
	char *s = malloc(n);
	if (s && !getlog(p, s))
		fputs(s, stdout);
	free(s);
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: nvvm-probe LIBNVVM FILE ARCH [compile]\n");
		return 2;
	}
	void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		printf("cannot load %s: %s\n", argv[1], dlerror());
		return 3;
	}
	create_fn create = (create_fn)dlsym(h, "nvvmCreateProgram");
	destroy_fn destroy = (destroy_fn)dlsym(h, "nvvmDestroyProgram");
	add_fn add = (add_fn)dlsym(h, "nvvmAddModuleToProgram");
	run_fn verify = (run_fn)dlsym(h, "nvvmVerifyProgram");
	run_fn compile = (run_fn)dlsym(h, "nvvmCompileProgram");
	logsz_fn logsz = (logsz_fn)dlsym(h, "nvvmGetProgramLogSize");
	log_fn getlog = (log_fn)dlsym(h, "nvvmGetProgramLog");
	if (!create || !destroy || !add || !verify || !compile || !logsz || !getlog) {
		printf("%s lacks the nvvm* entry points\n", argv[1]);
		return 3;
	}
	size_t len = 0;
	char *src = test_slurp(argv[2], &len);
	if (!src) {
		printf("cannot read %s\n", argv[2]);
		return 3;
	}
	char archopt[64];
	snprintf(archopt, sizeof(archopt), "-arch=%s", argv[3]);
	const char *opts[] = { archopt };
	nvvmProgram p;
	if (create(&p)) {
		printf("nvvmCreateProgram failed\n");
		return 3;
	}
	int rc = add(p, src, len, argv[2]);
	int vrc = rc ? rc : verify(p, 1, opts);
	int crc = -1;
	if (!vrc && argc > 4 && !strcmp(argv[4], "compile"))
		crc = compile(p, 1, opts);
	if (crc == 0 && argc > 5) {
		/* The PTX, for the benchmark's ptxas -v comparison. */
		ressz_fn ressz = (ressz_fn)dlsym(h, "nvvmGetCompiledResultSize");
		res_fn res = (res_fn)dlsym(h, "nvvmGetCompiledResult");
		size_t n = 0;
		char *ptx = NULL;
		FILE *f = fopen(argv[5], "wb");
		if (f && ressz && res && !ressz(p, &n) && (ptx = malloc(n + 1)) && !res(p, ptx))
			fwrite(ptx, 1, strlen(ptx), f);
		if (f)
			fclose(f);
		free(ptx);
	}
	printf("verify=%s compile=%s\n", vrc ? "FAIL" : "OK", crc < 0 ? "SKIP" : crc ? "FAIL" : "OK");
	print_log(p, logsz, getlog);
	destroy(&p);
	free(src);
	return (vrc || crc > 0) ? 1 : 0;
}
