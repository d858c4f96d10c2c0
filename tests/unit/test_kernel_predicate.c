/* SPDX-License-Identifier: Apache-2.0 */
/* The one "is this a kernel" predicate (nvt_llvm_is_kernel, src/llvm/llvm.h):
 * on clang-22 output (kernels have the ptx_kernel calling convention) and on
 * legacy modules that say it only in !nvvm.annotations, read as text, as
 * bitcode and lazily. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <nvvmtools/io.h>
#include <nvvmtools/module.h>
#include "llvm/llvm.h"
#include "test.h"

static struct nvt_diags *diags;

/* Loads `m` and checks the predicate on functions k (a kernel), d (a
 * device function) and z (kernel annotation 0: not a kernel). */
static void check_module(struct nvt_blob *b, bool lazy, const char *k, const char *d, const char *z)
{
	NVT_OPTS(nvt_module_opts, o, .lazy = lazy);
	struct nvt_module *m = nvt_module__load(b, &o, diags);

	CHECK(m != NULL);
	if (!m)
		return;
	LLVMModuleRef mod = nvt_module__llvm_module(m);
	LLVMValueRef fk = LLVMGetNamedFunction(mod, k), fd = LLVMGetNamedFunction(mod, d);
	CHECK(fk && nvt_llvm_is_kernel(fk));
	CHECK(fd && !nvt_llvm_is_kernel(fd));
	if (z) {
		LLVMValueRef fz = LLVMGetNamedFunction(mod, z);
		CHECK(fz && !nvt_llvm_is_kernel(fz));
	}
	nvt_module__free(m);
}

static void check_all_forms(struct nvt_blob *b, const char *k, const char *d, const char *z)
{
	check_module(b, false, k, d, z);
	check_module(b, true, k, d, z);
	/* and its bitcode, as LLVM 22 writes it back */
	struct nvt_module *m = nvt_module__load(b, NULL, diags);
	void *bc = NULL;
	size_t n = 0;
	CHECK(m && nvt_module__serialize(m, false, &bc, &n) == 0);
	nvt_module__free(m);
	if (bc) {
		struct nvt_blob *bb = nvt_blob__from_memory(bc, n, "k.bc", false);
		check_module(bb, false, k, d, z);
		check_module(bb, true, k, d, z);
		nvt_blob__free(bb);
	}
	free(bc);
}

/* NVVM IR 1.x style: no calling convention, kernels listed in !nvvm.annotations. */
static const char legacy[] =
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
	"target triple = \"nvptx64-nvidia-cuda\"\n"
	"define void @k(ptr addrspace(1) %p) {\n"
	"  store i32 1, ptr addrspace(1) %p\n"
	"  ret void\n"
	"}\n"
	"define void @z() {\n"
	"  ret void\n"
	"}\n"
	"define i32 @d(i32 %x) {\n"
	"  ret i32 %x\n"
	"}\n"
	"!nvvm.annotations = !{!0, !1, !2}\n"
	"!0 = !{ptr @k, !\"kernel\", i32 1}\n"
	"!1 = !{ptr @z, !\"kernel\", i32 0}\n"
	"!2 = !{ptr @d, !\"maxntidx\", i32 64}\n";

static const char cuda_src[] =
	"#ifndef __global__\n"
	"#define __global__ __attribute__((global))\n"
	"#define __device__ __attribute__((device))\n"
	"#endif\n"
	"__device__ int twice(int x) { return 2 * x; }\n"
	"__global__ void kern(int *p) { *p = twice(*p); }\n";

/* clang-22 -x cuda --cuda-device-only: the real CUDA headers when the toolkit
 * is there, else none (the source defines the two attributes itself). */
static int test_clang(void)
{
	char dir[] = "/tmp/nvt-kernel-XXXXXX", src[64], bc[64], cmd[1024];
	const char *cuda = access("/usr/local/cuda/include/cuda_runtime.h", R_OK) == 0
				   ? "--cuda-path=/usr/local/cuda -Xclang -target-sdk-version=13.0 "
				     "-I/usr/local/cuda/include/cccl"
				   : "-nocudainc";
	FILE *f;
	int rc;

	if (system("command -v clang-22 >/dev/null 2>&1") != 0) {
		fprintf(stderr, "clang-22 not found: the clang part is skipped\n");
		return 77;
	}
	if (!mkdtemp(dir))
		return 1;
	snprintf(src, sizeof(src), "%s/k.cu", dir);
	snprintf(bc, sizeof(bc), "%s/k.bc", dir);
	f = fopen(src, "w");
	CHECK(f != NULL);
	if (!f)
		return 1;
	fputs(cuda_src, f);
	fclose(f);
	for (int opt = 0; opt <= 2; opt += 2) {
		snprintf(cmd, sizeof(cmd),
			 "clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudalib "
			 "-Wno-unknown-cuda-version %s -emit-llvm -c -O%d %s -o %s",
			 cuda, opt, src, bc);
		rc = system(cmd);
		CHECK_INT(rc, 0);
		if (rc)
			continue;
		struct nvt_blob *b = nvt_blob__read(bc, diags);
		CHECK(b != NULL);
		if (b)
			check_all_forms(b, "_Z4kernPi", "_Z5twicei", NULL);
		nvt_blob__free(b);
	}
	unlink(src);
	unlink(bc);
	rmdir(dir);
	return 0;
}

int main(void)
{
	struct test_diag_log log = { 0 };
	NVT_OPTS(nvt_diags_opts, o, .callback = test_diag_cb, .ctx = &log);
	diags = nvt_diags__new(&o);

	struct nvt_blob *b = nvt_blob__from_memory(legacy, sizeof(legacy) - 1, "legacy.ll", false);
	check_all_forms(b, "k", "d", "z");
	nvt_blob__free(b);

	int clang = test_clang();
	CHECK_INT(log.count, 0);
	nvt_diags__free(diags);
	int rc = TEST_DONE();
	return rc ? rc : clang == 77 ? 77 : 0;
}
