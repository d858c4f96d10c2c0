/* SPDX-License-Identifier: Apache-2.0 */
/* PTX emission (src/codegen/target.c): the stream through an anonymous
 * file gives the bytes of LLVM's in-memory path, with and without debug
 * sections and for a PTX larger than one read-back step, and it steps
 * aside (returns 1) where a file-size limit would end it in LLVM's fatal
 * "IO failure". */
#include <errno.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include <nvvmtools/io.h>
#include <nvvmtools/module.h>

#include "codegen/driver.h"
#include "test.h"

static const char kernel[] =
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define ptx_kernel void @k(ptr addrspace(1) %p, float %a) !dbg !5 {\n"
	"  %m = fmul float %a, %a, !dbg !8\n"
	"  store float %m, ptr addrspace(1) %p, align 4, !dbg !8\n"
	"  ret void, !dbg !8\n"
	"}\n"
	"!llvm.dbg.cu = !{!0}\n"
	"!llvm.module.flags = !{!3, !4}\n"
	"!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: \"t\", "
	"isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)\n"
	"!1 = !DIFile(filename: \"k.cu\", directory: \"/t\")\n"
	"!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	"!4 = !{i32 2, !\"Dwarf Version\", i32 2}\n"
	"!5 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, line: 1, type: !6, "
	"scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)\n"
	"!6 = !DISubroutineType(types: !7)\n"
	"!7 = !{null}\n"
	"!8 = !DILocation(line: 2, column: 3, scope: !5)\n";

static struct nvt_module *parse(const char *text, size_t len)
{
	struct nvt_blob *b = nvt_blob__from_memory(text, len, "emit.ll", true);
	struct nvt_module *m;

	CHECK(b != NULL);
	m = nvt_module__load(b, NULL, NULL);
	nvt_blob__free(b);
	CHECK(m != NULL);
	return m;
}

/* A module of `n` kernels of 24 stores each: over 8 MiB of PTX for
 * n = 4500, so that the read-back takes more than one step. */
static char *many_kernels(unsigned n, size_t *len)
{
	size_t cap = (size_t)n * 6000 + 64, at = 0;
	char *s = malloc(cap);

	CHECK(s != NULL);
	at += (size_t)snprintf(s, cap, "target triple = \"nvptx64-nvidia-cuda\"\n");
	for (unsigned i = 0; i < n; i++) {
		at += (size_t)snprintf(s + at, cap - at,
				       "define ptx_kernel void @k%u(ptr addrspace(1) %%p, i32 %%x) {\n", i);
		for (unsigned k = 0; k < 24; k++)
			at += (size_t)snprintf(s + at, cap - at,
					       "  %%y%u = mul i32 %%x, %u\n"
					       "  %%q%u = getelementptr i32, ptr addrspace(1) %%p, i32 %u\n"
					       "  store volatile i32 %%y%u, ptr addrspace(1) %%q%u\n",
					       k, i + k + 3, k, k * 7 + 1, k, k);
		at += (size_t)snprintf(s + at, cap - at, "  ret void\n}\n");
	}
	*len = at;
	return s;
}

/* Both ways for `m`; returns the streamed way's answer (0, or 1 when it
 * stepped aside). */
static int both_ways(struct nvt_module *m, size_t *out_len)
{
	LLVMModuleRef mod = nvt_module__llvm_module(m);
	LLVMTargetMachineRef tm = nvt_llvm_target_machine(NVT_NVPTX_TRIPLE, "sm_80", "+ptx78", 2,
							  "emit.ll", NULL);
	char *a = NULL, *b = NULL, *msg = NULL;
	size_t la = 0, lb = 0;
	int rs;

	CHECK(tm != NULL);
	LLVMSetTarget(mod, NVT_NVPTX_TRIPLE);
	CHECK_INT(nvt_emit_ptx_in_memory(tm, mod, &a, &la, &msg), 0);
	rs = nvt_emit_ptx_streamed(tm, mod, &b, &lb, &msg);
	if (rs == 0) {
		CHECK_INT(lb, la);
		CHECK(a && b && la == lb && !memcmp(a, b, la));
		CHECK(b && b[lb] == '\0');
	}
	*out_len = la;
	free(a);
	free(b);
	LLVMDisposeTargetMachine(tm);
	return rs;
}

int main(void)
{
	struct nvt_module *m;
	size_t len = 0, n;
	char *big;

	/* debug sections: the PTX -g post-processing reads */
	m = parse(kernel, sizeof(kernel) - 1);
	CHECK_INT(both_ways(m, &len), 0);
	CHECK(len > 0);
	nvt_module__free(m);

	/* several read-back steps (8 MiB each) */
	big = many_kernels(4500, &n);
	m = parse(big, n);
	free(big);
	CHECK_INT(both_ways(m, &len), 0);
	CHECK(len > (size_t)(8u << 20));
	nvt_module__free(m);

	/* under a file-size limit the stream is not tried (a child: the limit
	 * cannot be raised again without privileges) */
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		struct rlimit rl = { .rlim_cur = 1 << 20, .rlim_max = RLIM_INFINITY };
		signal(SIGXFSZ, SIG_IGN);
		if (setrlimit(RLIMIT_FSIZE, &rl))
			_exit(3);
		m = parse(kernel, sizeof(kernel) - 1);
		_exit(both_ways(m, &len) == 1 && len > 0 && !test_failed ? 0 : 1);
	}
	int status = 0;
	CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	return TEST_DONE();
}
