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
 * 3 when libNVVM cannot be loaded (tests/common/nvvm_dl.h loads it).
 */
#include <stdio.h>
#include <string.h>
#include "../common/nvvm_dl.h"
#include "../common/slurp.h"

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: nvvm-probe LIBNVVM FILE ARCH [compile]\n");
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
	char archopt[64];
	snprintf(archopt, sizeof(archopt), "-arch=%s", argv[3]);
	const char *opts[] = { archopt };
	nvvmProgram p;
	if (api.create(&p)) {
		printf("nvvmCreateProgram failed\n");
		return 3;
	}
	int rc = api.add(p, src, len, argv[2]);
	int vrc = rc ? rc : api.verify(p, 1, opts);
	int crc = -1;
	if (!vrc && argc > 4 && !strcmp(argv[4], "compile"))
		crc = api.compile(p, 1, opts);
	if (crc == 0 && argc > 5)
		nvvm_dl_write_result(&api, p, argv[5]); /* the PTX, for the benchmark's ptxas -v */
	printf("verify=%s compile=%s\n", vrc ? "FAIL" : "OK", crc < 0 ? "SKIP" : crc ? "FAIL" : "OK");
	nvvm_dl_print_log(&api, p);
	api.destroy(&p);
	free(src);
	return (vrc || crc > 0) ? 1 : 0;
}
