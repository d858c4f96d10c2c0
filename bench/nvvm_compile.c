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
 * cannot be loaded (tests/common/nvvm_dl.h loads it) or the file read.
 */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "../tests/common/nvvm_dl.h"
#include "../tests/common/slurp.h"

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: nvvm-bench-compile LIBNVVM FILE PTX_OUT [OPTION...]\n");
		return 2;
	}
	struct nvvm_dl api;
	if (nvvm_dl_open(argv[1], &api))
		return 3;
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
	if (api.create(&p)) {
		printf("nvvmCreateProgram failed\n");
		return 3;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int rc = api.add(p, src, len, argv[2]);
	if (!rc && lib)
		rc = api.lazy(p, lib, llen, argv[5]);
	if (!rc)
		rc = api.compile(p, argc - first, (const char **)(argv + first));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	int out = 0;
	if (!rc)
		out = nvvm_dl_write_result(&api, p, argv[3]) ? 1 : 0;
	else
		nvvm_dl_print_log(&api, p);
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
	printf("compile_ms=%.1f maxrss_kib=%ld rc=%d\n", ms, ru.ru_maxrss, rc);
	api.destroy(&p);
	free(src);
	free(lib);
	return (rc || out) ? 1 : 0;
}
