/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Runs each example of examples/ on the GPU: compiles it with nvvm-llc for
 * the device's own arch, loads the PTX with cuModuleLoadData (the two-module
 * example through cuLink*), launches it and checks the results against the
 * same computation on the CPU. Exit 0 all good, 1 a mismatch or error, 77
 * no GPU (skipped, with the reason).
 * Usage: gpu_examples NVVM_LLC EXAMPLES_DIR OUT_DIR
 */
#include <cuda.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../common/slurp.h"

static int failures;

#define CK(call)                                                                     \
	do {                                                                         \
		CUresult r_ = (call);                                                \
		if (r_ != CUDA_SUCCESS) {                                            \
			const char *s_ = NULL;                                       \
			cuGetErrorString(r_, &s_);                                   \
			fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, s_ ? s_ : "?"); \
			exit(1);                                                     \
		}                                                                    \
	} while (0)

static const char *llc, *exdir, *outdir;
static char arch[16];

static char *compile(const char *name)
{
	char cmd[2048], out[1024];

	snprintf(out, sizeof(out), "%s/%s.%s.ptx", outdir, name, arch);
	snprintf(cmd, sizeof(cmd), "'%s' -w --arch=%s '%s/%s.ll' -o '%s'", llc, arch, exdir, name, out);
	if (system(cmd) != 0) {
		fprintf(stderr, "nvvm-llc failed: %s\n", cmd);
		exit(1);
	}
	return test_slurp(out, NULL);
}

static void check(const char *what, int ok)
{
	printf("%-10s %s\n", what, ok ? "ok" : "MISMATCH");
	if (!ok)
		failures++;
}

static void run_saxpy(void)
{
	enum { N = 10000 };
	float x[N], y[N], ref[N], a = 2.5f;
	char *ptx = compile("saxpy");
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr dx, dy;
	int n = N, ok = 1;

	for (int i = 0; i < N; i++) {
		x[i] = (float)i * 0.5f;
		y[i] = (float)(N - i);
		ref[i] = fmaf(a, x[i], y[i]);
	}
	CK(cuModuleLoadData(&mod, ptx));
	CK(cuModuleGetFunction(&fn, mod, "saxpy"));
	CK(cuMemAlloc(&dx, sizeof(x)));
	CK(cuMemAlloc(&dy, sizeof(y)));
	CK(cuMemcpyHtoD(dx, x, sizeof(x)));
	CK(cuMemcpyHtoD(dy, y, sizeof(y)));
	void *args[] = { &n, &a, &dx, &dy };
	CK(cuLaunchKernel(fn, (N + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
	CK(cuMemcpyDtoH(y, dy, sizeof(y)));
	for (int i = 0; i < N; i++)
		ok &= y[i] == ref[i];
	check("saxpy", ok);
	cuMemFree(dx);
	cuMemFree(dy);
	cuModuleUnload(mod);
	free(ptx);
}

static void run_reduce(void)
{
	enum { N = 100000, B = 256, G = (N + B - 1) / B };
	static float in[N], out[G];
	char *ptx = compile("reduce");
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr din, dout;
	unsigned n = N;
	double total = 0, want = 0;

	for (int i = 0; i < N; i++) {
		in[i] = (float)(i % 7);
		want += in[i];
	}
	CK(cuModuleLoadData(&mod, ptx));
	CK(cuModuleGetFunction(&fn, mod, "reduce_sum"));
	CK(cuMemAlloc(&din, sizeof(in)));
	CK(cuMemAlloc(&dout, sizeof(out)));
	CK(cuMemcpyHtoD(din, in, sizeof(in)));
	void *args[] = { &din, &dout, &n };
	CK(cuLaunchKernel(fn, G, 1, 1, B, 1, 1, 0, NULL, args, NULL));
	CK(cuMemcpyDtoH(out, dout, sizeof(out)));
	for (int g = 0; g < G; g++)
		total += out[g];
	check("reduce", total == want); /* small integers: exact in f32 */
	cuMemFree(din);
	cuMemFree(dout);
	cuModuleUnload(mod);
	free(ptx);
}

static void run_scale(void)
{
	enum { N = 4096 };
	float d[N], ref[N], f = 3.0f;
	char *k = compile("scale_kernel"), *dv = compile("scale_device");
	CUlinkState ls;
	void *cubin;
	size_t size;
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr dd;
	unsigned n = N;
	int ok = 1;

	for (int i = 0; i < N; i++) {
		d[i] = (float)i;
		ref[i] = d[i] * f + 1.0f;
	}
	CK(cuLinkCreate(0, NULL, NULL, &ls));
	CK(cuLinkAddData(ls, CU_JIT_INPUT_PTX, k, strlen(k) + 1, "scale_kernel.ptx", 0, NULL, NULL));
	CK(cuLinkAddData(ls, CU_JIT_INPUT_PTX, dv, strlen(dv) + 1, "scale_device.ptx", 0, NULL, NULL));
	CK(cuLinkComplete(ls, &cubin, &size));
	CK(cuModuleLoadData(&mod, cubin));
	CK(cuLinkDestroy(ls));
	CK(cuModuleGetFunction(&fn, mod, "scale"));
	CK(cuMemAlloc(&dd, sizeof(d)));
	CK(cuMemcpyHtoD(dd, d, sizeof(d)));
	void *args[] = { &dd, &f, &n };
	CK(cuLaunchKernel(fn, N / 128, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
	CK(cuMemcpyDtoH(d, dd, sizeof(d)));
	for (int i = 0; i < N; i++)
		ok &= fabsf(d[i] - ref[i]) <= 1e-6f * fabsf(ref[i]) + 1e-6f;
	check("scale", ok);
	cuMemFree(dd);
	cuModuleUnload(mod);
	free(k);
	free(dv);
}

static void run_histogram(void)
{
	enum { N = 50000 };
	static unsigned in[N];
	unsigned bins[16] = { 0 }, ref[16] = { 0 }, n = N;
	float total = 0;
	double want = 0;
	char *ptx = compile("histogram");
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr din, dbins, dtotal;
	int ok = 1;

	for (int i = 0; i < N; i++) {
		in[i] = (unsigned)(i * 7919u) % 97u;
		ref[in[i] & 15]++;
		want += in[i];
	}
	CK(cuModuleLoadData(&mod, ptx));
	CK(cuModuleGetFunction(&fn, mod, "histogram"));
	CK(cuMemAlloc(&din, sizeof(in)));
	CK(cuMemAlloc(&dbins, sizeof(bins)));
	CK(cuMemAlloc(&dtotal, sizeof(total)));
	CK(cuMemcpyHtoD(din, in, sizeof(in)));
	CK(cuMemcpyHtoD(dbins, bins, sizeof(bins)));
	CK(cuMemcpyHtoD(dtotal, &total, sizeof(total)));
	void *args[] = { &din, &n, &dbins, &dtotal };
	CK(cuLaunchKernel(fn, (N + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
	CK(cuMemcpyDtoH(bins, dbins, sizeof(bins)));
	CK(cuMemcpyDtoH(&total, dtotal, sizeof(total)));
	for (int b = 0; b < 16; b++)
		ok &= bins[b] == ref[b];
	ok &= (double)total == want; /* sum < 2^24 of integers: exact */
	check("histogram", ok);
	cuMemFree(din);
	cuMemFree(dbins);
	cuMemFree(dtotal);
	cuModuleUnload(mod);
	free(ptx);
}

int main(int argc, char **argv)
{
	CUdevice dev;
	CUcontext ctx;
	int count = 0, major = 0, minor = 0;
	CUresult r;

	if (argc != 4) {
		fprintf(stderr, "usage: gpu_examples NVVM_LLC EXAMPLES_DIR OUT_DIR\n");
		return 2;
	}
	llc = argv[1];
	exdir = argv[2];
	outdir = argv[3];
	r = cuInit(0);
	if (r != CUDA_SUCCESS || cuDeviceGetCount(&count) != CUDA_SUCCESS || count == 0) {
		const char *s = NULL;
		cuGetErrorString(r, &s);
		printf("SKIPPED: no usable GPU (cuInit: %s, devices: %d)\n", s ? s : "?", count);
		return 77;
	}
	CK(cuDeviceGet(&dev, 0));
	CK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
	CK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
	snprintf(arch, sizeof(arch), "sm_%d%d", major, minor);
	mkdir(outdir, 0777);
	printf("device 0: %s\n", arch);
	CK(cuCtxCreate(&ctx, NULL, 0, dev));
	run_saxpy();
	run_reduce();
	run_scale();
	run_histogram();
	cuCtxDestroy(ctx);
	return failures ? 1 : 0;
}
