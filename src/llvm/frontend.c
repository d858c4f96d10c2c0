/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The frontend facts of llvm/frontend.h: one predicate and one message
 * each, shared by nvvm-link, the verifier and codegen.
 */
#include <stdio.h>
#include <stdlib.h>

#include "llvm/frontend.h"

/* --- CUDA builtin variables ----------------------------------------------- */

static const char *const builtin_vars[] = { "threadIdx", "blockIdx", "blockDim", "gridDim",
					    "warpSize" };

bool nvt_fe_is_cuda_builtin(LLVMValueRef gv)
{
	size_t len = 0;
	const char *name;
	LLVMTypeRef t;

	if (!gv || !LLVMIsAGlobalVariable(gv) || LLVMGetLinkage(gv) != LLVMExternalWeakLinkage)
		return false;
	name = LLVMGetValueName2(gv, &len);
	t = LLVMGlobalGetValueType(gv);
	/* The value type is clang's empty struct __cuda_builtin_<name>_t,
	 * { i8 }. Its name is not checked: LLVM's module linker maps a struct
	 * to any isomorphic one of the destination, so after a link
	 * @blockDim's type is often %struct.__cuda_builtin_threadIdx_t, or any
	 * other empty struct of the program. */
	if (!name || LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMIsOpaqueStruct(t) ||
	    LLVMCountStructElementTypes(t) != 1)
		return false;
	t = LLVMStructGetTypeAtIndex(t, 0);
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 8)
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(builtin_vars); i++)
		if (strlen(builtin_vars[i]) == len && !memcmp(name, builtin_vars[i], len))
			return true;
	return false;
}

/* The values already followed (phis and selects can form cycles); past its
 * capacity the walk stops, finding no access. */
struct walk {
	LLVMValueRef seen[256];
	size_t n;
};

static bool walk_first_visit(struct walk *w, LLVMValueRef v)
{
	for (size_t i = 0; i < w->n; i++)
		if (w->seen[i] == v)
			return false;
	if (w->n == ARRAY_SIZE(w->seen))
		return false;
	w->seen[w->n++] = v;
	return true;
}

/* Follows `v`, a pointer derived from a builtin variable, through its
 * users; returns the first memory access through it. */
static LLVMValueRef access_through(struct walk *w, LLVMValueRef v)
{
	if (!walk_first_visit(w, v))
		return NULL;
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u), r = NULL;

		if (LLVMIsAConstantExpr(user)) {
			r = access_through(w, user);
		} else if (LLVMIsALoadInst(user) || LLVMIsAAtomicRMWInst(user) ||
			   LLVMIsAAtomicCmpXchgInst(user)) {
			/* the pointer is the only pointer operand of a load; for
			 * the atomics a derived value operand would be a pointer
			 * stored, which is fine */
			if (LLVMIsALoadInst(user) || LLVMGetOperand(user, 0) == v)
				return user;
		} else if (LLVMIsAStoreInst(user)) {
			if (LLVMGetOperand(user, 1) == v)
				return user; /* a store into it (storing its address is fine) */
		} else if (LLVMIsAGetElementPtrInst(user) || LLVMIsACastInst(user) ||
			   LLVMIsAPHINode(user) || LLVMIsASelectInst(user)) {
			if (!LLVMIsAPtrToIntInst(user))
				r = access_through(w, user);
		} else if (LLVMIsAMemIntrinsic(user)) {
			return user; /* memcpy/memmove/memset reading or writing it */
		}
		if (r)
			return r;
	}
	return NULL;
}

LLVMValueRef nvt_fe_builtin_access(LLVMValueRef gv)
{
	struct walk w;

	w.n = 0;
	return access_through(&w, gv);
}

void nvt_fe_msg_builtin_access(char *buf, size_t n, const char *var, const char *fn)
{
	snprintf(buf, n,
		 "function '%s' reads or writes memory through the CUDA builtin variable '%s', "
		 "which has no storage: use its members (%s.x, .y, .z), which read the PTX "
		 "special registers",
		 fn, var, var);
}

void nvt_fe_msg_builtin_strict(char *buf, size_t n, const char *var)
{
	snprintf(buf, n,
		 "CUDA builtin variable '%s' is declared extern_weak, which libNVVM 13 rejects "
		 "(compute_75 to compute_90 even unused, compute_100 and later once used): "
		 "optimize the module in the llvm dialect first (nvvm-opt removes it once unused)",
		 var);
}

/* --- dynamic shared memory ------------------------------------------------ */

bool nvt_fe_is_dynamic_shared(LLVMValueRef gv)
{
	LLVMTypeRef t;

	if (!gv || !LLVMIsAGlobalVariable(gv) || !LLVMIsDeclaration(gv) ||
	    LLVMGetLinkage(gv) != LLVMExternalLinkage ||
	    LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) != 3)
		return false;
	t = LLVMGlobalGetValueType(gv);
	return LLVMGetTypeKind(t) == LLVMArrayTypeKind && LLVMGetArrayLength2(t) == 0;
}

/* --- device runtime -------------------------------------------------------- */

/* The functions libcudadevrt.a of CUDA 13.0 defines (nm of the device code
 * of cuda_device_runtime.o, less malloc/free, which are PTX system calls,
 * and its internal cnp and __cuda_syscall_ ones), with those the CUDA 13
 * headers declare `extern __device__ __cudart_builtin__` that the driver
 * provides (the cudaGraph* entry points, cudaEventRecordWithFlags):
 * clang-22 calls the __cudaCDP2 names with -fgpu-rdc -D__CUDACC_RDC__.
 * Sorted (LC_ALL=C) for the binary search. */
static const char *const devrt_names[] = {
	"__cudaCDP2DeviceGetAttribute",
	"__cudaCDP2DeviceGetCacheConfig",
	"__cudaCDP2DeviceGetLimit",
	"__cudaCDP2DeviceGetSharedMemConfig",
	"__cudaCDP2EventCreateWithFlags",
	"__cudaCDP2EventDestroy",
	"__cudaCDP2EventRecord",
	"__cudaCDP2EventRecordWithFlags",
	"__cudaCDP2EventRecordWithFlags_ptsz",
	"__cudaCDP2EventRecord_ptsz",
	"__cudaCDP2Free",
	"__cudaCDP2FuncGetAttributes",
	"__cudaCDP2GetDevice",
	"__cudaCDP2GetDeviceCount",
	"__cudaCDP2GetErrorName",
	"__cudaCDP2GetErrorString",
	"__cudaCDP2GetLastError",
	"__cudaCDP2GetParameterBuffer",
	"__cudaCDP2GetParameterBufferV2",
	"__cudaCDP2LaunchDevice",
	"__cudaCDP2LaunchDeviceV2",
	"__cudaCDP2LaunchDeviceV2_ptsz",
	"__cudaCDP2LaunchDevice_ptsz",
	"__cudaCDP2Malloc",
	"__cudaCDP2Memcpy2DAsync",
	"__cudaCDP2Memcpy2DAsync_ptsz",
	"__cudaCDP2Memcpy3DAsync",
	"__cudaCDP2Memcpy3DAsync_ptsz",
	"__cudaCDP2MemcpyAsync",
	"__cudaCDP2MemcpyAsync_ptsz",
	"__cudaCDP2Memset2DAsync",
	"__cudaCDP2Memset2DAsync_ptsz",
	"__cudaCDP2Memset3DAsync",
	"__cudaCDP2Memset3DAsync_ptsz",
	"__cudaCDP2MemsetAsync",
	"__cudaCDP2MemsetAsync_ptsz",
	"__cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor",
	"__cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
	"__cudaCDP2PeekAtLastError",
	"__cudaCDP2RuntimeGetVersion",
	"__cudaCDP2StreamCreateWithFlags",
	"__cudaCDP2StreamDestroy",
	"__cudaCDP2StreamWaitEvent",
	"__cudaCDP2StreamWaitEvent_ptsz",
	"__cudaDeviceSynchronizeDeprecationAvoidance",
	"cudaCGGetIntrinsicHandle",
	"cudaCGGetRank",
	"cudaCGGetSize",
	"cudaCGSynchronize",
	"cudaCGSynchronizeGrid",
	"cudaDeviceGetAttribute",
	"cudaDeviceGetCacheConfig",
	"cudaDeviceGetLimit",
	"cudaDeviceGetSharedMemConfig",
	"cudaDeviceSynchronize",
	"cudaEventCreateWithFlags",
	"cudaEventDestroy",
	"cudaEventRecord",
	"cudaEventRecordWithFlags",
	"cudaEventRecordWithFlags_ptsz",
	"cudaEventRecord_ptsz",
	"cudaFree",
	"cudaFuncGetAttributes",
	"cudaGetDevice",
	"cudaGetDeviceCount",
	"cudaGetErrorName",
	"cudaGetErrorString",
	"cudaGetLastError",
	"cudaGetParameterBuffer",
	"cudaGetParameterBufferV2",
	"cudaGraphKernelNodeSetEnabled",
	"cudaGraphKernelNodeSetGridDim",
	"cudaGraphKernelNodeSetParam",
	"cudaGraphKernelNodeUpdatesApply",
	"cudaGraphLaunch",
	"cudaGraphSetConditional",
	"cudaLaunchDevice",
	"cudaLaunchDeviceV2",
	"cudaLaunchDeviceV2_ptsz",
	"cudaLaunchDevice_ptsz",
	"cudaMalloc",
	"cudaMemcpy2DAsync",
	"cudaMemcpy2DAsync_ptsz",
	"cudaMemcpy3DAsync",
	"cudaMemcpy3DAsync_ptsz",
	"cudaMemcpyAsync",
	"cudaMemcpyAsync_ptsz",
	"cudaMemset2DAsync",
	"cudaMemset2DAsync_ptsz",
	"cudaMemset3DAsync",
	"cudaMemset3DAsync_ptsz",
	"cudaMemsetAsync",
	"cudaMemsetAsync_ptsz",
	"cudaOccupancyMaxActiveBlocksPerMultiprocessor",
	"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
	"cudaPeekAtLastError",
	"cudaRuntimeGetVersion",
	"cudaStreamCreateWithFlags",
	"cudaStreamDestroy",
	"cudaStreamWaitEvent",
	"cudaStreamWaitEvent_ptsz",
};

static int cmp_name(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

bool nvt_fe_is_device_runtime_name(const char *name, size_t len)
{
	char buf[96];

	if (!name || !len || len >= sizeof(buf) || (name[0] != '_' && name[0] != 'c'))
		return false;
	memcpy(buf, name, len);
	buf[len] = '\0';
	return bsearch(buf, devrt_names, ARRAY_SIZE(devrt_names), sizeof(devrt_names[0]),
		       cmp_name) != NULL;
}

bool nvt_fe_is_device_runtime_stub(LLVMValueRef fn)
{
	size_t len = 0;
	const char *name;

	if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
		return false;
	name = LLVMGetValueName2(fn, &len);
	return nvt_fe_is_device_runtime_name(name, len);
}

void nvt_fe_msg_device_runtime(char *buf, size_t n, const char *name)
{
	snprintf(buf, n,
		 "'%s' is a CUDA device-runtime function: it stays an external declaration, "
		 "defined at the device link by libcudadevrt or the CUDA driver "
		 "(nvlink -L<cuda>/lib64 -lcudadevrt)",
		 name);
}

void nvt_fe_msg_device_runtime_stub(char *buf, size_t n, const char *name)
{
	snprintf(buf, n,
		 "'%s' is defined here as the CUDA headers' stub that fails with 999 "
		 "(cudaErrorUnknown): device-side runtime calls work only in relocatable device "
		 "code (compile with -fgpu-rdc -D__CUDACC_RDC__ and link libcudadevrt)",
		 name);
}

/* --- libdevice -------------------------------------------------------------- */

bool nvt_fe_is_libdevice_name(const char *name, size_t len)
{
	return name && len > 5 && !memcmp(name, "__nv_", 5);
}

bool nvt_fe_is_libdevice_module(LLVMModuleRef m)
{
	const char *t = m ? LLVMGetTarget(m) : NULL;
	size_t n = t ? strlen(t) : 0;

	/* nvptx64-nvidia-gpulibs: the OS part (an environment may follow) */
	if (n < 8 || strncmp(t, "nvptx", 5) || !strstr(t, "-gpulibs"))
		return false;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		size_t len = 0;
		const char *s = LLVMGetValueName2(f, &len);

		if (!LLVMIsDeclaration(f) && nvt_fe_is_libdevice_name(s, len))
			return true;
	}
	return false;
}
