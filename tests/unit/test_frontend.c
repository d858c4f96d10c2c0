/* SPDX-License-Identifier: Apache-2.0 */
/* The frontend-fact predicates shared by nvvm-link, the verifier and codegen
 * (src/llvm/frontend.c). The file is compiled into the test itself:
 * its functions are private to the library. */
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include "../../src/llvm/frontend.c"
#include "../common/parse_ir.h"
#include "test.h"

#define HEAD "target triple = \"nvptx64-nvidia-cuda\"\n"

static const char builtins_ir[] =
	HEAD
	"%struct.__cuda_builtin_threadIdx_t = type { i8 }\n"
	"%struct.__cuda_builtin_blockIdx_t = type { i8 }\n"
	"%struct.__cuda_builtin_blockDim_t = type { i8 }\n"
	"%struct.__cuda_builtin_gridDim_t = type { i8 }\n"
	"%struct.two = type { i8, i8 }\n"
	"@threadIdx = extern_weak addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1\n"
	"@blockIdx = extern_weak addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1\n"
	/* after a link: another builtin's (isomorphic) struct */
	"@blockDim = extern_weak addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1\n"
	"@gridDim = extern_weak addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1\n"
	/* not builtins: wrong name, wrong linkage, wrong type */
	"@myIdx = extern_weak addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1\n"
	"@warpSize = addrspace(1) global %struct.__cuda_builtin_threadIdx_t zeroinitializer\n"
	"@threadIdx2 = extern_weak addrspace(1) global i32\n"
	"declare void @take(ptr)\n"
	"declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)\n"
	"define void @addr_only(ptr %slot) {\n"
	"  call void @take(ptr addrspacecast (ptr addrspace(1) @threadIdx to ptr))\n"
	"  store ptr addrspace(1) @threadIdx, ptr %slot\n"
	"  %c = icmp eq ptr addrspace(1) @threadIdx, null\n"
	"  ret void\n"
	"}\n"
	"define i8 @loads() {\n"
	"  %p = getelementptr i8, ptr addrspacecast (ptr addrspace(1) @blockIdx to ptr), i64 0\n"
	"  %v = load i8, ptr %p\n"
	"  ret i8 %v\n"
	"}\n"
	"define void @memsets() {\n"
	"  call void @llvm.memset.p1.i64(ptr addrspace(1) @gridDim, i8 0, i64 1, i1 false)\n"
	"  ret void\n"
	"}\n"
	/* a cycle of phis through which the address only circulates */
	"define void @cycle(i1 %b) {\n"
	"entry:\n"
	"  br label %loop\n"
	"loop:\n"
	"  %p = phi ptr addrspace(1) [ @threadIdx, %entry ], [ %q, %loop ]\n"
	"  %q = select i1 %b, ptr addrspace(1) %p, ptr addrspace(1) @threadIdx\n"
	"  br i1 %b, label %loop, label %out\n"
	"out:\n"
	"  ret void\n"
	"}\n"
	"define void @stores(i1 %b, ptr addrspace(1) %q) {\n"
	"  %s = select i1 %b, ptr addrspace(1) @blockDim, ptr addrspace(1) %q\n"
	"  store i8 1, ptr addrspace(1) %s\n"
	"  ret void\n"
	"}\n";

static void test_builtins(void)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = test_parse_ir(ctx, builtins_ir);
	LLVMValueRef a;

	CHECK(m != NULL);
	if (!m)
		return;
	CHECK(nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "threadIdx")));
	CHECK(nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "blockIdx")));
	CHECK(nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "blockDim")));
	CHECK(nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "gridDim")));
	CHECK(!nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "myIdx")));
	CHECK(!nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "warpSize")));
	CHECK(!nvt_fe_is_cuda_builtin(LLVMGetNamedGlobal(m, "threadIdx2")));
	CHECK(!nvt_fe_is_cuda_builtin(LLVMGetNamedFunction(m, "take")));

	/* address-only uses: a call argument, a stored pointer, a compare */
	CHECK(nvt_fe_builtin_access(LLVMGetNamedGlobal(m, "threadIdx")) == NULL);
	a = nvt_fe_builtin_access(LLVMGetNamedGlobal(m, "blockIdx"));
	CHECK(a && LLVMIsALoadInst(a));
	a = nvt_fe_builtin_access(LLVMGetNamedGlobal(m, "gridDim"));
	CHECK(a && LLVMIsACallInst(a));
	a = nvt_fe_builtin_access(LLVMGetNamedGlobal(m, "blockDim"));
	CHECK(a && LLVMIsAStoreInst(a));

	char buf[512];
	nvt_fe_msg_builtin_access(buf, sizeof(buf), "blockIdx", "loads");
	CHECK(strstr(buf, "function 'loads'") && strstr(buf, "'blockIdx'"));
	nvt_fe_msg_builtin_strict(buf, sizeof(buf), "gridDim");
	CHECK(strstr(buf, "'gridDim'") && strstr(buf, "libNVVM"));
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
}

static const char shared_ir[] =
	HEAD
	"@dyn = external addrspace(3) global [0 x float], align 4\n"
	"@sized = external addrspace(3) global [4 x float], align 4\n"
	"@defined = addrspace(3) global [0 x float] undef, align 4\n"
	"@global0 = external addrspace(1) global [0 x float], align 4\n"
	"@weak0 = extern_weak addrspace(3) global [0 x float], align 4\n";

static void test_dynamic_shared(void)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = test_parse_ir(ctx, shared_ir);

	CHECK(m != NULL);
	if (!m)
		return;
	CHECK(nvt_fe_is_dynamic_shared(LLVMGetNamedGlobal(m, "dyn")));
	CHECK(!nvt_fe_is_dynamic_shared(LLVMGetNamedGlobal(m, "sized")));
	CHECK(!nvt_fe_is_dynamic_shared(LLVMGetNamedGlobal(m, "defined")));
	CHECK(!nvt_fe_is_dynamic_shared(LLVMGetNamedGlobal(m, "global0")));
	CHECK(!nvt_fe_is_dynamic_shared(LLVMGetNamedGlobal(m, "weak0")));
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
}

static void test_device_runtime(void)
{
	/* the table must stay sorted for the binary search */
	for (size_t i = 1; i < ARRAY_SIZE(devrt_names); i++)
		CHECK(strcmp(devrt_names[i - 1], devrt_names[i]) < 0);
	static const char *const yes[] = { "__cudaCDP2GetParameterBuffer", "__cudaCDP2LaunchDevice",
					   "cudaGetParameterBuffer", "cudaLaunchDevice",
					   "cudaGraphSetConditional", "cudaGraphLaunch",
					   "cudaGetDevice", "cudaMalloc", "cudaFree",
					   "__cudaCDP2Malloc", "cudaCGGetIntrinsicHandle" };
	static const char *const no[] = { "malloc", "free", "vprintf", "cudaMallocManaged",
					  "__cudaCDP2", "cudaLaunchKernel", "cnpGetDevice", "" };
	for (size_t i = 0; i < ARRAY_SIZE(yes); i++)
		CHECK(nvt_fe_is_device_runtime_name(yes[i], strlen(yes[i])));
	for (size_t i = 0; i < ARRAY_SIZE(no); i++)
		CHECK(!nvt_fe_is_device_runtime_name(no[i], strlen(no[i])));
	/* a prefix of a longer name (no NUL at len) */
	CHECK(nvt_fe_is_device_runtime_name("cudaMallocXYZ", 10));

	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = test_parse_ir(ctx, HEAD
				"define linkonce_odr i32 @__cudaCDP2Malloc(ptr %p, i64 %n) {\n"
				"  ret i32 999\n"
				"}\n"
				"declare i32 @__cudaCDP2Free(ptr)\n"
				"define i32 @mine(ptr %p) {\n"
				"  ret i32 0\n"
				"}\n");
	CHECK(m != NULL);
	if (m) {
		CHECK(nvt_fe_is_device_runtime_stub(LLVMGetNamedFunction(m, "__cudaCDP2Malloc")));
		CHECK(!nvt_fe_is_device_runtime_stub(LLVMGetNamedFunction(m, "__cudaCDP2Free")));
		CHECK(!nvt_fe_is_device_runtime_stub(LLVMGetNamedFunction(m, "mine")));
		LLVMDisposeModule(m);
	}
	LLVMContextDispose(ctx);
}

static void test_libdevice(void)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef lib = test_parse_ir(ctx, "target triple = \"nvptx64-nvidia-gpulibs\"\n"
				       "define float @__nv_fabsf(float %x) {\n"
				       "  ret float %x\n"
				       "}\n");
	LLVMModuleRef nolib = test_parse_ir(ctx, "target triple = \"nvptx64-nvidia-gpulibs\"\n"
					 "define float @other(float %x) {\n"
					 "  ret float %x\n"
					 "}\n");
	LLVMModuleRef cuda = test_parse_ir(ctx, HEAD
				   "define float @__nv_fabsf(float %x) {\n"
				   "  ret float %x\n"
				   "}\n");

	CHECK(lib && nolib && cuda);
	CHECK(nvt_fe_is_libdevice_module(lib));
	CHECK(!nvt_fe_is_libdevice_module(nolib));
	CHECK(!nvt_fe_is_libdevice_module(cuda));
	CHECK(nvt_fe_is_libdevice_name("__nv_sinf", 9));
	CHECK(!nvt_fe_is_libdevice_name("__nv_", 5));
	CHECK(!nvt_fe_is_libdevice_name("__nvvm_reflect", 14));
	if (lib)
		LLVMDisposeModule(lib);
	if (nolib)
		LLVMDisposeModule(nolib);
	if (cuda)
		LLVMDisposeModule(cuda);
	LLVMContextDispose(ctx);
}

int main(void)
{
	test_builtins();
	test_dynamic_shared();
	test_device_runtime();
	test_libdevice();
	return TEST_DONE();
}
