/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A libNVVM client built against the installed <nvvmtools/nvvm-open.h> and
 * linked with -lnvvm from <prefix>/lib/nvvm-open (run.sh): compiles one
 * module to PTX through the installed libnvvm.so.4. Exit 0 when it did.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nvvmtools/nvvm-open.h>

static const char module[] =
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define void @k(i32 addrspace(1)* %p) {\n"
	"  store i32 7, i32 addrspace(1)* %p\n"
	"  ret void\n"
	"}\n"
	"!nvvm.annotations = !{!0}\n"
	"!0 = !{void (i32 addrspace(1)*)* @k, !\"kernel\", i32 1}\n"
	"!nvvmir.version = !{!1}\n"
	"!1 = !{i32 2, i32 0}\n";

int main(void)
{
	nvvmProgram p;
	const char *opts[] = { "-arch=compute_80" };
	size_t n = 0;
	int major = 0, minor = 0;

	if (nvvmVersion(&major, &minor) || major != 2 || nvvmCreateProgram(&p) ||
	    nvvmAddModuleToProgram(p, module, strlen(module), "consumer") ||
	    nvvmCompileProgram(p, 1, opts) || nvvmGetCompiledResultSize(p, &n)) {
		fprintf(stderr, "nvvm_consumer: the compile failed\n");
		return 1;
	}
	char *ptx = malloc(n);
	if (!ptx || nvvmGetCompiledResult(p, ptx) || !strstr(ptx, ".entry k")) {
		fprintf(stderr, "nvvm_consumer: no kernel in the PTX\n");
		return 1;
	}
	printf("nvvm_consumer: libNVVM %d.%d, %zu bytes of PTX\n", major, minor, n);
	free(ptx);
	nvvmDestroyProgram(&p);
	return 0;
}
