/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Load a fatbin that `fatpack embed --symbol=add1_fatbin` put into a host
 * object, with the CUDA driver API, and run its kernel:
 *
 *   llc -march=nvptx64 -mcpu=sm_80 add1.ll -o add1.ptx   (or nvvm-llc)
 *   fatpack create -o add1.fatbin add1.ptx --cubins-for=sm_80,sm_90
 *   fatpack embed add1.fatbin --symbol=add1_fatbin -o add1_fatbin.o
 *   cc load.c add1_fatbin.o -I$CUDA/include -L$CUDA/lib64/stubs -lcuda -o load
 *   ./load            -> "add1: 256 elements ok"
 *
 * cuModuleLoadData() takes the fatbin's address; the driver picks the cubin
 * for the GPU or JIT-compiles the PTX. Exit status: 0 ok, 1 wrong results
 * or a CUDA error, 77 no usable GPU (so that test harnesses can skip).
 */
#include <cuda.h>
#include <stdio.h>

/* Defined by the object fatpack embed wrote. */
extern const unsigned char add1_fatbin[];

#define N 256

static int check(CUresult r, const char *what)
{
	if (r == CUDA_SUCCESS)
		return 0;
	const char *msg = NULL;
	cuGetErrorString(r, &msg);
	fprintf(stderr, "load: %s failed: %s (%d)\n", what, msg ? msg : "unknown error", (int)r);
	return 1;
}

int main(void)
{
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr d;
	int host[N], count = 0;
	CUresult r = cuInit(0);

	if (r == CUDA_ERROR_NO_DEVICE || r == CUDA_ERROR_STUB_LIBRARY || r == CUDA_ERROR_NOT_INITIALIZED ||
	    cuDeviceGetCount(&count) != CUDA_SUCCESS || count == 0) {
		fprintf(stderr, "load: no usable CUDA device (cuInit: %d): skipped\n", (int)r);
		return 77;
	}
	if (check(r, "cuInit") || check(cuDeviceGet(&dev, 0), "cuDeviceGet") ||
	    check(cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain") ||
	    check(cuCtxSetCurrent(ctx), "cuCtxSetCurrent"))
		return 1;
	if (check(cuModuleLoadData(&mod, add1_fatbin), "cuModuleLoadData") ||
	    check(cuModuleGetFunction(&fn, mod, "add1"), "cuModuleGetFunction"))
		return 1;
	for (int i = 0; i < N; i++)
		host[i] = i * 3;
	if (check(cuMemAlloc(&d, sizeof(host)), "cuMemAlloc") ||
	    check(cuMemcpyHtoD(d, host, sizeof(host)), "cuMemcpyHtoD"))
		return 1;
	void *args[] = { &d };
	if (check(cuLaunchKernel(fn, 1, 1, 1, N, 1, 1, 0, NULL, args, NULL), "cuLaunchKernel") ||
	    check(cuCtxSynchronize(), "cuCtxSynchronize") ||
	    check(cuMemcpyDtoH(host, d, sizeof(host)), "cuMemcpyDtoH"))
		return 1;
	for (int i = 0; i < N; i++) {
		if (host[i] != i * 3 + 1) {
			fprintf(stderr, "load: element %d is %d, expected %d\n", i, host[i], i * 3 + 1);
			return 1;
		}
	}
	cuMemFree(d);
	cuModuleUnload(mod);
	cuDevicePrimaryCtxRelease(dev);
	printf("add1: %d elements ok\n", N);
	return 0;
}
