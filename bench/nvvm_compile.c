/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nvvm-bench-compile: one nvvmCompileProgram of one module through a libNVVM
 * interface library loaded with dlopen, for bench/bench-set.sh. The same
 * program drives NVIDIA's libnvvm.so and our libnvvm-open (build/lib/nvvm-open/
 * libnvvm.so.4), so both are measured with the same options and the same
 * process around them.
 *
 *   nvvm-bench-compile LIBNVVM FILE PTX_OUT [--lazy LIBDEVICE] [OPTION...]
 *
 * --lazy adds LIBDEVICE with nvvmLazyAddModuleToProgram (only what the module
 * calls is linked, as a JIT hands libdevice to libNVVM); it is read before
 * the clock starts, the add is timed with the compile.
 * OPTION: libNVVM's option strings (-arch=compute_100, -g, -opt=0 ...), passed
 * as given. Writes the PTX to PTX_OUT and prints one line
 *   compile_ms=N maxrss_kib=N
 * (the compile call alone, and the process's peak RSS after it). Exit 0 on
 * success; 1 when the compile fails (the log is printed); 3 when the library
 * cannot be loaded or the file read. No libNVVM header is needed: the entry
 * points are declared with the C ABI nvvm.h documents.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "../tests/common/slurp.h"

typedef struct _nvvmProgram *nvvmProgram;
typedef int (*create_fn)(nvvmProgram *);
typedef int (*destroy_fn)(nvvmProgram *);
typedef int (*add_fn)(nvvmProgram, const char *, size_t, const char *);
typedef add_fn lazy_fn;
typedef int (*run_fn)(nvvmProgram, int, const char **);
typedef int (*size_fn)(nvvmProgram, size_t *);
typedef int (*get_fn)(nvvmProgram, char *);

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: nvvm-bench-compile LIBNVVM FILE PTX_OUT [OPTION...]\n");
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
	lazy_fn lazy = (lazy_fn)dlsym(h, "nvvmLazyAddModuleToProgram");
	run_fn compile = (run_fn)dlsym(h, "nvvmCompileProgram");
	size_fn logsz = (size_fn)dlsym(h, "nvvmGetProgramLogSize");
	get_fn getlog = (get_fn)dlsym(h, "nvvmGetProgramLog");
	size_fn ressz = (size_fn)dlsym(h, "nvvmGetCompiledResultSize");
	get_fn res = (get_fn)dlsym(h, "nvvmGetCompiledResult");
	if (!create || !destroy || !add || !lazy || !compile || !logsz || !getlog || !ressz || !res) {
		printf("%s lacks the nvvm* entry points\n", argv[1]);
		return 3;
	}
	size_t len = 0;
	char *src = test_slurp(argv[2], &len);
	if (!src) {
		printf("cannot read %s\n", argv[2]);
		return 3;
	}
	int first = 4;
	size_t llen = 0;
	char *lib = NULL;
	if (argc > 5 && !strcmp(argv[4], "--lazy")) {
		if (!(lib = test_slurp(argv[5], &llen))) {
			printf("cannot read %s\n", argv[5]);
			return 3;
		}
		first = 6;
	}
	nvvmProgram p;
	if (create(&p)) {
		printf("nvvmCreateProgram failed\n");
		return 3;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int rc = add(p, src, len, argv[2]);
	if (!rc && lib)
		rc = lazy(p, lib, llen, argv[5]);
	if (!rc)
		rc = compile(p, argc - first, (const char **)(argv + first));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	int out = 0;
	if (!rc) {
		size_t n = 0;
		char *ptx = NULL;
		FILE *f = fopen(argv[3], "wb");
		if (f && !ressz(p, &n) && (ptx = malloc(n + 1)) && !res(p, ptx))
			fwrite(ptx, 1, strlen(ptx), f);
		else
			out = 1;
		if (!f || fclose(f))
			out = 1;
		free(ptx);
	} else {
		size_t n = 0;
		char *log = NULL;
		if (!logsz(p, &n) && n > 1 && (log = malloc(n)) && !getlog(p, log))
			fputs(log, stdout);
		free(log);
	}
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
	printf("compile_ms=%.1f maxrss_kib=%ld rc=%d\n", ms, ru.ru_maxrss, rc);
	destroy(&p);
	free(src);
	free(lib);
	return (rc || out) ? 1 : 0;
}
