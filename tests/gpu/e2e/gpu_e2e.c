/* SPDX-License-Identifier: Apache-2.0 */
/*
 * gpu_e2e: runs the kernels of tests/gpu/e2e (kernels.cu, rdc_*.cu), built
 * by any compiler into a fatbin, cubin or PTX, through the CUDA driver API,
 * and checks every result against the same computation on the CPU.
 *
 *   gpu_e2e probe                      print the GPU's arch (sm_XY); 77 without one
 *   gpu_e2e check FILE LABEL           run and check every kernel of kernels.cu
 *   gpu_e2e check-rdc FILE LABEL       run and check rdc_parent (rdc_*.cu)
 *   gpu_e2e load DEVRT FILE...         load each FILE as a JIT would (.ptx through
 *                                      cuLink* with DEVRT, libcudadevrt.a)
 *   gpu_e2e time FILE LABEL REF RLABEL time the heavy kernels in both modules
 *                                      (median of 15 launches), compare their
 *                                      outputs and the registers the driver
 *                                      reports; prints LABEL/RLABEL ratios
 *
 * Exit: 0 all good, 1 a mismatch or a CUDA error (named), 2 usage, 77 no
 * GPU or driver (with the reason). The kernels are extern "C", so the same
 * checks run on our build and on nvcc's (the control: a check that fails on
 * both is a bug of this test, not of the toolchain).
 */
#define _POSIX_C_SOURCE 200809L /* dup, mkstemp */
#include <cuda.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../common/slurp.h"
#include "e2e_shared.h"

static const char *label = "?";
static const char *current = "setup";
static int failures;

#define CK(call)                                                                             \
	do {                                                                                 \
		CUresult r_ = (call);                                                        \
		if (r_ != CUDA_SUCCESS) {                                                    \
			const char *s_ = NULL;                                               \
			cuGetErrorString(r_, &s_);                                           \
			printf("%s %-14s CUDA ERROR %s (%s, line %d)\n", label, current,     \
			       s_ ? s_ : "?", #call, __LINE__);                              \
			exit(1);                                                             \
		}                                                                            \
	} while (0)

static void verdict(const char *kernel, int bad, const char *detail)
{
	printf("%s %-14s %s%s%s\n", label, kernel, bad ? "MISMATCH" : "ok", detail && *detail ? ": " : "",
	       detail ? detail : "");
	if (bad)
		failures++;
}

/* A deterministic generator (xorshift32) for every input. */
static uint32_t rng_state = 2463534242u;
static uint32_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

static CUdeviceptr dalloc(size_t bytes)
{
	CUdeviceptr p;

	CK(cuMemAlloc(&p, bytes));
	CK(cuMemsetD8(p, 0, bytes));
	return p;
}

static CUdeviceptr dput(const void *h, size_t bytes)
{
	CUdeviceptr p = dalloc(bytes);

	CK(cuMemcpyHtoD(p, h, bytes));
	return p;
}

static void dget(void *h, CUdeviceptr p, size_t bytes)
{
	CK(cuCtxSynchronize());
	CK(cuMemcpyDtoH(h, p, bytes));
}

static void launch(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
		   unsigned shmem, void **args)
{
	CK(cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shmem, NULL, args, NULL));
	CK(cuCtxSynchronize());
}

/* Distance in units in the last place (ordered integer representations). */
static int64_t ulps_f(float a, float b)
{
	int32_t x, y;

	memcpy(&x, &a, 4);
	memcpy(&y, &b, 4);
	if (x < 0)
		x = INT32_MIN - x;
	if (y < 0)
		y = INT32_MIN - y;
	return llabs((long long)x - y);
}

static int64_t ulps_d(double a, double b)
{
	int64_t x, y;

	memcpy(&x, &a, 8);
	memcpy(&y, &b, 8);
	if (x < 0)
		x = INT64_MIN - x;
	if (y < 0)
		y = INT64_MIN - y;
	return x > y ? x - y : y - x;
}

static CUfunction fn(CUmodule m, const char *name)
{
	CUfunction f = NULL;

	current = name;
	if (cuModuleGetFunction(&f, m, name) != CUDA_SUCCESS)
		return NULL;
	return f;
}

/* ---- the checks, one a kernel ------------------------------------------------ */

static void check_builtins(CUmodule m)
{
	enum { GX = 3, GY = 2, GZ = 2, BX = 8, BY = 4, BZ = 2, N = GX * GY * GZ * BX * BY * BZ };
	static unsigned h[N * 8];
	CUdeviceptr d = dalloc(sizeof(h));
	void *args[] = {&d};
	int bad = 0;
	char why[160] = "";

	launch(fn(m, "e2e_builtins"), GX, GY, GZ, BX, BY, BZ, 0, args);
	dget(h, d, sizeof(h));
	for (unsigned bz = 0; bz < GZ; bz++)
		for (unsigned by = 0; by < GY; by++)
			for (unsigned bx = 0; bx < GX; bx++)
				for (unsigned tz = 0; tz < BZ; tz++)
					for (unsigned ty = 0; ty < BY; ty++)
						for (unsigned tx = 0; tx < BX; tx++) {
							unsigned b = (bz * GY + by) * GX + bx, t = (tz * BY + ty) * BX + tx;
							unsigned *o = h + (b * BX * BY * BZ + t) * 8;
							unsigned want[8] = {tx, ty, tz, bx, by, bz, BX | BY << 8 | BZ << 16,
									    GX | GY << 8 | GZ << 16 | 32u << 24};

							if (!bad && memcmp(o, want, sizeof(want)) != 0) {
								bad = 1;
								snprintf(why, sizeof(why),
									 "block (%u,%u,%u) thread (%u,%u,%u): got %u %u %u %u %u %u %#x %#x",
									 bx, by, bz, tx, ty, tz, o[0], o[1], o[2], o[3], o[4], o[5],
									 o[6], o[7]);
							}
						}
	verdict("e2e_builtins", bad, why);
	CK(cuMemFree(d));
}

static void check_reduce(CUmodule m)
{
	enum { N = 1 << 20, G = 256, B = 256 };
	float *in = malloc(N * sizeof(float)), out[G];
	long long want = 0, got = 0;
	int n = N;

	for (int i = 0; i < N; i++) {
		in[i] = (float)((int)(rnd() % 13) - 6);
		want += (long long)in[i];
	}
	CUdeviceptr din = dput(in, N * sizeof(float)), dout = dalloc(sizeof(out));
	void *args[] = {&din, &dout, &n};
	launch(fn(m, "e2e_reduce"), G, 1, 1, B, 1, 1, B / 32 * sizeof(float), args);
	dget(out, dout, sizeof(out));
	for (int i = 0; i < G; i++)
		got += (long long)out[i];
	char why[96];
	snprintf(why, sizeof(why), "sum %lld, want %lld", got, want);
	verdict("e2e_reduce", got != want, got != want ? why : "");
	free(in);
	CK(cuMemFree(din));
	CK(cuMemFree(dout));
}

static void check_atomics(CUmodule m)
{
	enum { N = 65536, B = 256 };
	static int in[N];
	struct e2e_atomic_out r, w;
	int n = N;
	char why[200] = "";

	memset(&w, 0, sizeof(w));
	w.imax = INT_MIN;
	w.imin = INT_MAX;
	w.andbits = 0xffffffffu;
	w.sub = N;
	r = w; /* the initial values */
	for (int i = 0; i < N; i++) {
		int v = (int)(rnd() % 100000);

		in[i] = v;
		w.bins[v & 15]++;
		w.fsum += (float)(v & 3);
		w.imax = v > w.imax ? v : w.imax;
		w.imin = v < w.imin ? v : w.imin;
		w.usum += (unsigned long long)v;
		w.dsum += (double)(v & 7);
		w.orbits |= 1u << (v & 31);
		w.andbits &= ~(1u << (v % 29));
		w.xorbits ^= (unsigned)v;
		w.sub -= v & 1;
	}
	w.cas = N;
	w.inc = N % 1001;
	w.exch_seen = 1;
	w.block_count = N;
	CUdeviceptr din = dput(in, sizeof(in)), dr = dput(&r, sizeof(r));
	void *args[] = {&din, &n, &dr};
	launch(fn(m, "e2e_atomics"), N / B, 1, 1, B, 1, 1, 0, args);
	dget(&r, dr, sizeof(r));
	if (memcmp(r.bins, w.bins, sizeof(w.bins)) != 0)
		snprintf(why, sizeof(why), "bins differ (bin 0: %u, want %u)", r.bins[0], w.bins[0]);
	else if (r.fsum != w.fsum || r.dsum != w.dsum)
		snprintf(why, sizeof(why), "fsum %g dsum %g, want %g %g", r.fsum, r.dsum, w.fsum, w.dsum);
	else if (r.imax != w.imax || r.imin != w.imin || r.usum != w.usum)
		snprintf(why, sizeof(why), "max %d min %d usum %llu, want %d %d %llu", r.imax, r.imin, r.usum, w.imax,
			 w.imin, w.usum);
	else if (r.cas != w.cas || r.inc != w.inc || r.sub != w.sub || r.block_count != w.block_count)
		snprintf(why, sizeof(why), "cas %d inc %u sub %d block_count %u, want %d %u %d %u", r.cas, r.inc,
			 r.sub, r.block_count, w.cas, w.inc, w.sub, w.block_count);
	else if (r.orbits != w.orbits || r.andbits != w.andbits || r.xorbits != w.xorbits ||
		 r.exch_seen != w.exch_seen)
		snprintf(why, sizeof(why), "or %#x and %#x xor %#x exch %d, want %#x %#x %#x %d", r.orbits, r.andbits,
			 r.xorbits, r.exch_seen, w.orbits, w.andbits, w.xorbits, w.exch_seen);
	verdict("e2e_atomics", why[0] != 0, why);
	CK(cuMemFree(din));
	CK(cuMemFree(dr));
}

static void check_inline_asm(CUmodule m)
{
	enum { N = 4096, B = 128 };
	static unsigned in[2 * N], out[5 * N];
	char why[160] = "";

	for (int i = 0; i < 2 * N; i++)
		in[i] = rnd();
	CUdeviceptr din = dput(in, sizeof(in)), dout = dalloc(sizeof(out));
	void *args[] = {&din, &dout};
	launch(fn(m, "e2e_inline_asm"), N / B, 1, 1, B, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	for (unsigned t = 0; t < N && !why[0]; t++) {
		uint32_t a = in[2 * t], b = in[2 * t + 1], rev = 0;
		uint64_t sum = (uint64_t)a + b;

		for (int k = 0; k < 32; k++)
			rev |= ((a >> k) & 1u) << (31 - k);
		uint32_t want[5] = {t % 32, rev, (uint32_t)(((uint64_t)a * b) >> 32),
				    (uint32_t)sum ^ (uint32_t)(sum >> 32) << 31, a * 3u + b};
		if (memcmp(out + 5 * t, want, sizeof(want)) != 0)
			snprintf(why, sizeof(why), "thread %u: got %#x %#x %#x %#x %#x, want %#x %#x %#x %#x %#x", t,
				 out[5 * t], out[5 * t + 1], out[5 * t + 2], out[5 * t + 3], out[5 * t + 4], want[0],
				 want[1], want[2], want[3], want[4]);
	}
	verdict("e2e_inline_asm", why[0] != 0, why);
	CK(cuMemFree(din));
	CK(cuMemFree(dout));
}

static float uniform(float lo, float hi)
{
	return lo + (hi - lo) * (float)(rnd() >> 8) / (float)(1u << 24);
}

/* CUDA's documented maximum errors are 1 to 8 ulps for these functions
 * (powf 8 for this range); the reference is libm in double, rounded. */
static void check_math_f(CUmodule m)
{
	enum { N = 8192, B = 128 };
	static float x[N], out[8 * N];
	int n = N;
	int64_t worst = 0;
	char why[200] = "";

	for (int i = 0; i < N; i++)
		x[i] = uniform(-10.0f, 10.0f);
	CUdeviceptr dx = dput(x, sizeof(x)), dout = dalloc(sizeof(out));
	void *args[] = {&dx, &dout, &n};
	launch(fn(m, "e2e_math_f"), N / B, 1, 1, B, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	for (int i = 0; i < N && !why[0]; i++) {
		double v = x[i];
		float want[8] = {(float)sin(v), (float)cos(v), (float)exp((double)(x[i] * 0.25f)),
				 (float)log((double)(fabsf(x[i]) + 1.0f)), (float)pow((double)(fabsf(x[i]) + 0.5f), 1.7),
				 (float)sqrt(fabs(v)), (float)tanh((double)(x[i] * 0.3f)),
				 x[i] / (fabsf(x[i]) + 3.0f)};
		static const char *names[8] = {"sinf", "cosf", "expf", "logf", "powf", "sqrtf", "tanhf", "div"};
		static const int64_t tol[8] = {2, 2, 2, 1, 8, 0, 2, 0};

		for (int k = 0; k < 8; k++) {
			int64_t u = ulps_f(out[8 * i + k], want[k]);

			if (u > worst)
				worst = u;
			if (u > tol[k] && fabsf(out[8 * i + k] - want[k]) > 1e-30f) {
				snprintf(why, sizeof(why), "%s(%.9g) = %.9g, want %.9g (%lld ulps, allowed %lld)", names[k],
					 x[i], out[8 * i + k], want[k], (long long)u, (long long)tol[k]);
				break;
			}
		}
	}
	if (!why[0])
		snprintf(why, sizeof(why), "8 functions x %d inputs, worst %lld ulps", N, (long long)worst);
	verdict("e2e_math_f", strstr(why, "want") != NULL, why);
	CK(cuMemFree(dx));
	CK(cuMemFree(dout));
}

static void check_math_d(CUmodule m)
{
	enum { N = 4096, B = 128 };
	static double x[N], out[6 * N];
	int n = N;
	int64_t worst = 0;
	char why[200] = "";

	for (int i = 0; i < N; i++)
		x[i] = (double)uniform(-10.0f, 10.0f) + (double)(rnd() & 0xffff) * 1e-10;
	CUdeviceptr dx = dput(x, sizeof(x)), dout = dalloc(sizeof(out));
	void *args[] = {&dx, &dout, &n};
	launch(fn(m, "e2e_math_d"), N / B, 1, 1, B, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	for (int i = 0; i < N && !why[0]; i++) {
		double v = x[i];
		/* long double references: glibc's double cbrt is 3 ulps off where
		 * CUDA's is correctly rounded (seen on an H100) */
		long double lv = v;
		double want[6] = {(double)sinl(lv), (double)expl(lv * 0.5L), (double)log1pl(fabsl(lv)),
				  (double)cbrtl(lv), (double)atan2l(lv, 1.5L), (double)erfl(lv * 0.25L)};
		static const char *names[6] = {"sin", "exp", "log1p", "cbrt", "atan2", "erf"};
		/* CUDA's documented bounds plus one */
		static const int64_t tol[6] = {3, 2, 2, 2, 3, 3};

		for (int k = 0; k < 6; k++) {
			int64_t u = ulps_d(out[6 * i + k], want[k]);

			if (u > worst)
				worst = u;
			if (u > tol[k]) {
				snprintf(why, sizeof(why), "%s(%.17g) = %.17g, want %.17g (%lld ulps, allowed %lld)",
					 names[k], v, out[6 * i + k], want[k], (long long)u, (long long)tol[k]);
				break;
			}
		}
	}
	if (!why[0])
		snprintf(why, sizeof(why), "6 functions x %d inputs, worst %lld ulps", N, (long long)worst);
	verdict("e2e_math_d", strstr(why, "want") != NULL, why);
	CK(cuMemFree(dx));
	CK(cuMemFree(dout));
}

static void math_loop_ref(const float *x, float *out, int n, int iters)
{
	for (int i = 0; i < n; i++) {
		float v = x[i], acc = 0.0f;

		for (int k = 0; k < iters; k++) {
			acc += (float)sin((double)(v + (float)k)) * (float)exp((double)(-fabsf(v) * 0.01f * (float)k));
			v = v * 0.999f + 0.001f;
		}
		out[i] = acc;
	}
}

static void check_math_loop(CUmodule m)
{
	enum { N = 4096, B = 128, IT = 64 };
	static float x[N], out[N], want[N];
	int n = N, it = IT;
	char why[160] = "";

	for (int i = 0; i < N; i++)
		x[i] = uniform(-10.0f, 10.0f);
	math_loop_ref(x, want, N, IT);
	CUdeviceptr dx = dput(x, sizeof(x)), dout = dalloc(sizeof(out));
	void *args[] = {&dx, &dout, &n, &it};
	launch(fn(m, "e2e_math_loop"), N / B, 1, 1, B, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	for (int i = 0; i < N && !why[0]; i++)
		if (!(fabsf(out[i] - want[i]) <= 1e-3f * (1.0f + fabsf(want[i]))))
			snprintf(why, sizeof(why), "element %d: %.7g, want %.7g", i, out[i], want[i]);
	verdict("e2e_math_loop", why[0] != 0, why);
	CK(cuMemFree(dx));
	CK(cuMemFree(dout));
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

static void check_cub(CUmodule m)
{
	enum { G = 64, N = G * 512 };
	static int in[N], scan[N], sorted[N], sums[G], want[512];
	char why[160] = "";

	for (int i = 0; i < N; i++)
		in[i] = (int)(rnd() % 2000) - 1000;
	CUdeviceptr din = dput(in, sizeof(in)), dscan = dalloc(sizeof(scan)), dsorted = dalloc(sizeof(sorted)),
		    dsums = dalloc(sizeof(sums));
	void *args[] = {&din, &dscan, &dsorted, &dsums};
	launch(fn(m, "e2e_cub"), G, 1, 1, 128, 1, 1, 0, args);
	dget(scan, dscan, sizeof(scan));
	dget(sorted, dsorted, sizeof(sorted));
	dget(sums, dsums, sizeof(sums));
	for (int g = 0; g < G && !why[0]; g++) {
		int s = 0;

		for (int j = 0; j < 512; j++) {
			s += in[g * 512 + j];
			if (scan[g * 512 + j] != s) {
				snprintf(why, sizeof(why), "block %d: inclusive sum [%d] = %d, want %d", g, j, scan[g * 512 + j],
					 s);
				break;
			}
		}
		if (!why[0] && sums[g] != s)
			snprintf(why, sizeof(why), "block %d: reduce %d, want %d", g, sums[g], s);
		memcpy(want, in + g * 512, sizeof(want));
		qsort(want, 512, sizeof(int), cmp_int);
		if (!why[0] && memcmp(want, sorted + g * 512, sizeof(want)) != 0)
			snprintf(why, sizeof(why), "block %d: radix sort differs from qsort", g);
	}
	verdict("e2e_cub", why[0] != 0, why);
	CK(cuMemFree(din));
	CK(cuMemFree(dscan));
	CK(cuMemFree(dsorted));
	CK(cuMemFree(dsums));
}

static void check_vote(CUmodule m)
{
	enum { N = 1024, B = 128 };
	static int in[N];
	static unsigned out[6 * N];
	char why[200] = "";

	for (int i = 0; i < N; i++)
		in[i] = (int)(rnd() % 150) - 50;
	CUdeviceptr din = dput(in, sizeof(in)), dout = dalloc(sizeof(out));
	void *args[] = {&din, &dout};
	launch(fn(m, "e2e_vote"), N / B, 1, 1, B, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	for (int t = 0; t < N && !why[0]; t++) {
		int w0 = t & ~31, b0 = t / B * B;
		unsigned ballot = 0, any = 0, all = 1, cnt = 0, redux = 0, match = 0;

		for (int l = 0; l < 32; l++) {
			int v = in[w0 + l];

			ballot |= (unsigned)(v > 0) << l;
			any |= v > 90;
			all &= v > -100;
			redux += (unsigned)(v & 0xff);
			match |= (unsigned)((v & 3) == (in[t] & 3)) << l;
		}
		for (int j = 0; j < B; j++)
			cnt += in[b0 + j] > 0;
		const unsigned *o = out + 6 * t;
		if (o[0] != ballot || (o[1] != 0) != any || (o[2] != 0) != all || o[3] != cnt || o[4] != redux ||
		    o[5] != match)
			snprintf(why, sizeof(why),
				 "thread %d: ballot %#x any %u all %u count %u redux %u match %#x, want %#x %u %u %u %u %#x", t,
				 o[0], o[1], o[2], o[3], o[4], o[5], ballot, any, all, cnt, redux, match);
	}
	verdict("e2e_vote", why[0] != 0, why);
	CK(cuMemFree(din));
	CK(cuMemFree(dout));
}

/* The device's printf output reaches the host's stdout at the next
 * synchronization: catch it in a file and look for both blocks' lines. */
static void check_printf(CUmodule m)
{
	char path[] = "/tmp/gpu_e2e_printf_XXXXXX", buf[4096] = "";
	int x = 42, fd = mkstemp(path), saved, bad;
	void *args[] = {&x};
	char why[160] = "";

	if (fd < 0) {
		verdict("e2e_printf", 1, "mkstemp failed");
		return;
	}
	fflush(stdout);
	saved = dup(1);
	dup2(fd, 1);
	CK(cuLaunchKernel(fn(m, "e2e_printf"), 2, 1, 1, 32, 1, 1, 0, NULL, args, NULL));
	CK(cuCtxSynchronize());
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	lseek(fd, 0, SEEK_SET);
	ssize_t got = read(fd, buf, sizeof(buf) - 1);
	buf[got > 0 ? got : 0] = '\0';
	close(fd);
	unlink(path);
	bad = !strstr(buf, "gpu-e2e printf: block 0 x=42 f=1.50 s=ok\n") ||
	      !strstr(buf, "gpu-e2e printf: block 1 x=42 f=1.50 s=ok\n");
	if (bad)
		snprintf(why, sizeof(why), "stdout was \"%.100s\"", buf);
	verdict("e2e_printf", bad, why);
}

static void check_grid_sync(CUmodule m, CUdevice dev)
{
	enum { N = 100000, B = 128 };
	static int a[N];
	int n = N, per_sm = 0, sms = 0;
	CUfunction f = fn(m, "e2e_grid_sync");
	char why[160] = "";

	CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, B, 0));
	CK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
	unsigned grid = (unsigned)(per_sm < 2 ? per_sm : 2) * (unsigned)sms;
	if (grid == 0) {
		verdict("e2e_grid_sync", 1, "occupancy 0: the kernel cannot be launched cooperatively");
		return;
	}
	CUdeviceptr da = dalloc(sizeof(a)), db = dalloc(sizeof(a));
	void *args[] = {&da, &db, &n};
	CK(cuLaunchCooperativeKernel(f, grid, 1, 1, B, 1, 1, 0, NULL, args));
	dget(a, da, sizeof(a));
	for (int i = 0; i < N && !why[0]; i++)
		if (a[i] != 3 * ((i + 1498) % N))
			snprintf(why, sizeof(why), "a[%d] = %d, want %d (%u blocks)", i, a[i], 3 * ((i + 1498) % N), grid);
	verdict("e2e_grid_sync", why[0] != 0, why);
	CK(cuMemFree(da));
	CK(cuMemFree(db));
}

static void check_globals(CUmodule m)
{
	enum { N = 10000, B = 256 };
	static float out[N];
	float coef[4] = {1.5f, -2.0f, 0.25f, 4.0f};
	CUdeviceptr dcoef, dcount;
	size_t size;
	unsigned count = 0;
	int n = N;
	char why[160] = "";

	current = "e2e_globals";
	CK(cuModuleGetGlobal(&dcoef, &size, m, "e2e_coef"));
	if (size != sizeof(coef)) {
		snprintf(why, sizeof(why), "e2e_coef is %zu bytes, want 16", size);
		verdict("e2e_globals", 1, why);
		return;
	}
	CK(cuMemcpyHtoD(dcoef, coef, sizeof(coef)));
	CK(cuModuleGetGlobal(&dcount, &size, m, "e2e_counter"));
	CUdeviceptr dout = dalloc(sizeof(out));
	void *args[] = {&dout, &n};
	launch(fn(m, "e2e_globals"), (N + B - 1) / B, 1, 1, B, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	dget(&count, dcount, sizeof(count));
	for (int i = 0; i < N && !why[0]; i++) {
		float want = coef[((i % B + 1) % B) & 3] * (float)i;

		if (out[i] != want)
			snprintf(why, sizeof(why), "out[%d] = %g, want %g", i, out[i], want);
	}
	if (!why[0] && count != N)
		snprintf(why, sizeof(why), "e2e_counter = %u, want %d", count, N);
	verdict("e2e_globals", why[0] != 0, why);
	CK(cuMemFree(dout));
}

/* Small integers: every product and sum is exact in float, in any order. */
static void fill_small(float *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (float)((int)(rnd() % 9) - 4);
}

static void check_sgemm(CUmodule m)
{
	enum { N = 128 };
	static float A[N * N], B[N * N], C[N * N];
	int n = N;
	char why[160] = "";

	fill_small(A, N * N);
	fill_small(B, N * N);
	CUdeviceptr da = dput(A, sizeof(A)), db = dput(B, sizeof(B)), dc = dalloc(sizeof(C));
	void *args[] = {&da, &db, &dc, &n};
	launch(fn(m, "e2e_sgemm"), N / 32, N / 32, 1, 32, 32, 1, 0, args);
	dget(C, dc, sizeof(C));
	for (int i = 0; i < N && !why[0]; i++)
		for (int j = 0; j < N; j++) {
			float s = 0.0f;

			for (int k = 0; k < N; k++)
				s += A[i * N + k] * B[k * N + j];
			if (C[i * N + j] != s) {
				snprintf(why, sizeof(why), "C[%d][%d] = %g, want %g", i, j, C[i * N + j], s);
				break;
			}
		}
	verdict("e2e_sgemm", why[0] != 0, why);
	CK(cuMemFree(da));
	CK(cuMemFree(db));
	CK(cuMemFree(dc));
}

static void check_stencil(CUmodule m)
{
	enum { W = 256, H = 200 };
	static float in[W * H], out[W * H];
	int w = W, h = H;
	char why[160] = "";

	fill_small(in, W * H);
	CUdeviceptr din = dput(in, sizeof(in)), dout = dalloc(sizeof(out));
	void *args[] = {&din, &dout, &w, &h};
	launch(fn(m, "e2e_stencil"), W / 32, (H + 7) / 8, 1, 32, 8, 1, 0, args);
	dget(out, dout, sizeof(out));
	for (int y = 0; y < H && !why[0]; y++)
		for (int x = 0; x < W; x++) {
			float want = 0.0f;

			if (x > 0 && y > 0 && x < W - 1 && y < H - 1)
				want = 0.5f * in[y * W + x] + 0.125f * (in[y * W + x - 1] + in[y * W + x + 1] +
									 in[(y - 1) * W + x] + in[(y + 1) * W + x]);
			if (out[y * W + x] != want) {
				snprintf(why, sizeof(why), "(%d,%d) = %g, want %g", x, y, out[y * W + x], want);
				break;
			}
		}
	verdict("e2e_stencil", why[0] != 0, why);
	CK(cuMemFree(din));
	CK(cuMemFree(dout));
}

static void check_rdc(CUmodule m)
{
	enum { KIDS = 4, N = KIDS * 32 };
	static int out[N];
	int kids = KIDS;
	CUdeviceptr dcalls;
	size_t size;
	unsigned calls = 0;
	char why[160] = "";

	CUdeviceptr dout = dalloc(sizeof(out));
	void *args[] = {&dout, &kids};
	launch(fn(m, "rdc_parent"), 1, 1, 1, 32, 1, 1, 0, args);
	dget(out, dout, sizeof(out));
	current = "rdc_parent";
	CK(cuModuleGetGlobal(&dcalls, &size, m, "rdc_calls"));
	dget(&calls, dcalls, sizeof(calls));
	for (int i = 0; i < N && !why[0]; i++)
		if (out[i] != (i * i + 1) * 3)
			snprintf(why, sizeof(why), "out[%d] = %d, want %d", i, out[i], (i * i + 1) * 3);
	if (!why[0] && calls != N)
		snprintf(why, sizeof(why), "rdc_calls = %u, want %d", calls, N);
	verdict("rdc_parent", why[0] != 0, why);
	CK(cuMemFree(dout));
}

/* ---- timing ------------------------------------------------------------------ */

/* A timed kernel: the same launch in both modules, on the same inputs. */
struct timed {
	const char *name;
	unsigned g[3], b[3], shmem;
	int nargs;
	size_t in_bytes[3];  /* inputs, random small integers as float (0: none) */
	size_t out_bytes;    /* the output compared between the modules */
	int ints[2];         /* trailing int arguments */
	int nints;
	float tol;           /* relative tolerance of the comparison (0: exact) */
};

static double median(double *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
			double t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return v[n / 2];
}

/* The median time in ms of 15 launches of F after three warm-up launches,
 * and the registers and local memory the driver gives it. */
static double time_launches(CUfunction f, const unsigned g[3], const unsigned b[3], unsigned shmem, void **args,
			    int *regs, int *local)
{
	enum { REPS = 15 };
	double ms[REPS];
	CUevent e0, e1;

	CK(cuFuncGetAttribute(regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f));
	CK(cuFuncGetAttribute(local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, f));
	CK(cuEventCreate(&e0, CU_EVENT_DEFAULT));
	CK(cuEventCreate(&e1, CU_EVENT_DEFAULT));
	for (int r = -3; r < REPS; r++) {
		float t_ms;

		CK(cuEventRecord(e0, NULL));
		CK(cuLaunchKernel(f, g[0], g[1], g[2], b[0], b[1], b[2], shmem, NULL, args, NULL));
		CK(cuEventRecord(e1, NULL));
		CK(cuEventSynchronize(e1));
		CK(cuEventElapsedTime(&t_ms, e0, e1));
		if (r >= 0)
			ms[r] = t_ms;
	}
	CK(cuEventDestroy(e0));
	CK(cuEventDestroy(e1));
	return median(ms, REPS);
}

/* Runs T in module M: returns the median time in ms, the output in OUT. */
static double time_one(CUmodule m, const struct timed *t, void *out, int *regs, int *local)
{
	CUfunction f = fn(m, t->name);
	CUdeviceptr bufs[4];
	void *args[6];
	int na = 0, ints[2];

	rng_state = 12345u; /* the same inputs for both modules */
	for (int k = 0; k < 3 && t->in_bytes[k]; k++) {
		float *h = malloc(t->in_bytes[k]);

		fill_small(h, t->in_bytes[k] / sizeof(float));
		bufs[na] = dput(h, t->in_bytes[k]);
		args[na] = &bufs[na];
		na++;
		free(h);
	}
	int nb = na;
	bufs[nb] = dalloc(t->out_bytes);
	args[na++] = &bufs[nb];
	for (int k = 0; k < t->nints; k++) {
		ints[k] = t->ints[k];
		args[na++] = &ints[k];
	}
	double ms = time_launches(f, t->g, t->b, t->shmem, args, regs, local);

	dget(out, bufs[nb], t->out_bytes);
	for (int k = 0; k <= nb; k++)
		CK(cuMemFree(bufs[k]));
	return ms;
}

static int time_modules(CUmodule a, CUmodule b, const char *la, const char *lb)
{
	enum { RN = 1 << 25, RG = 132 * 8, ML = 1 << 20, MM = 2048, SW = 8192, SH = 4096, CG = 8192 };
	const struct timed ts[] = {
		{"e2e_reduce", {RG, 1, 1}, {256, 1, 1}, 256 / 32 * 4, 0, {RN * 4}, RG * 4, {RN}, 1, 0},
		{"e2e_math_loop", {ML / 128, 1, 1}, {128, 1, 1}, 0, 0, {ML * 4}, ML * 4, {ML, 256}, 2, 1e-4f},
		{"e2e_sgemm", {MM / 32, MM / 32, 1}, {32, 32, 1}, 0, 0, {MM * MM * 4, MM * MM * 4}, MM * MM * 4, {MM}, 1, 0},
		{"e2e_stencil", {SW / 32, SH / 8, 1}, {32, 8, 1}, 0, 0, {(size_t)SW * SH * 4}, (size_t)SW * SH * 4, {SW, SH}, 2, 0},
	};
	int bad = 0;
	double worst = 0;
	const char *worst_name = "";

	printf("%-14s %9s %9s %6s | %s\n", "kernel", la, lb, "ratio", "registers (local bytes)");
	for (size_t i = 0; i < sizeof(ts) / sizeof(ts[0]); i++) {
		const struct timed *t = &ts[i];
		void *oa = malloc(t->out_bytes), *ob = malloc(t->out_bytes);
		int ra, rb, xa, xb;
		double ta = time_one(a, t, oa, &ra, &xa), tb = time_one(b, t, ob, &rb, &xb);
		int same = 1;

		if (t->tol == 0) {
			same = memcmp(oa, ob, t->out_bytes) == 0;
		} else {
			const float *fa = oa, *fb = ob;

			for (size_t k = 0; k < t->out_bytes / 4; k++)
				if (!(fabsf(fa[k] - fb[k]) <= t->tol * (1.0f + fabsf(fb[k])))) {
					same = 0;
					break;
				}
		}
		printf("%-14s %9.3f %9.3f %6.2f | %d (%d) vs %d (%d)%s\n", t->name, ta, tb, ta / tb, ra, xa, rb, xb,
		       same ? "" : "  OUTPUTS DIFFER");
		if (ta / tb > worst) {
			worst = ta / tb;
			worst_name = t->name;
		}
		bad |= !same;
		free(oa);
		free(ob);
	}
	/* CUB's block algorithms: register-heavy template code */
	{
		enum { N = CG * 512 };
		int *in = malloc(N * sizeof(int));
		for (int i = 0; i < N; i++)
			in[i] = (int)(rnd() % 2000) - 1000;
		double tm[2];
		int regs[2], loc[2];
		CUmodule mods[2] = {a, b};

		for (int k = 0; k < 2; k++) {
			CUfunction f = fn(mods[k], "e2e_cub");
			CUdeviceptr din = dput(in, N * 4), d1 = dalloc(N * 4), d2 = dalloc(N * 4), d3 = dalloc(CG * 4);
			void *args[] = {&din, &d1, &d2, &d3};
			const unsigned g[3] = {CG, 1, 1}, bl[3] = {128, 1, 1};

			tm[k] = time_launches(f, g, bl, 0, args, &regs[k], &loc[k]);
			CK(cuMemFree(din));
			CK(cuMemFree(d1));
			CK(cuMemFree(d2));
			CK(cuMemFree(d3));
		}
		printf("%-14s %9.3f %9.3f %6.2f | %d (%d) vs %d (%d)\n", "e2e_cub", tm[0], tm[1], tm[0] / tm[1], regs[0],
		       loc[0], regs[1], loc[1]);
		if (tm[0] / tm[1] > worst) {
			worst = tm[0] / tm[1];
			worst_name = "e2e_cub";
		}
		free(in);
	}
	printf("worst time ratio %s/%s: %.2f (%s)\n", la, lb, worst, worst_name);
	return bad;
}

/* ---- main ------------------------------------------------------------------- */

static CUmodule load(const char *path)
{
	size_t size;
	void *image = test_slurp(path, &size);
	CUmodule m;

	if (!image) {
		printf("%s: cannot read %s\n", label, path);
		exit(1);
	}
	current = "load";
	CK(cuModuleLoadData(&m, image));
	free(image);
	return m;
}

/*
 * load DEVRT FILE...: each FILE loaded by the driver, as a JIT does it: a
 * .ptx through the driver's JIT linker (cuLink*: the PTX compiled for this
 * GPU, linked with DEVRT, CUDA's libcudadevrt.a, for the device runtime
 * calls of -fgpu-rdc programs); anything else (cubin, fatbin) with
 * cuModuleLoadData. One line a file, its kernel count or the driver's log.
 */
static int load_files(int n, char **files, const char *devrt)
{
	int bad = 0;

	for (int i = 0; i < n; i++) {
		const char *f = files[i];
		size_t size, len = strlen(f);
		char *image = test_slurp(f, &size), log[4096] = "";
		CUmodule m;
		CUresult r;
		unsigned count = 0;

		if (!image) {
			printf("load %s: cannot read\n", f);
			bad++;
			continue;
		}
		if (len > 4 && !strcmp(f + len - 4, ".ptx")) {
			CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
			void *val[] = {log, (void *)(uintptr_t)sizeof(log)};
			CUlinkState ls;
			void *cubin;
			size_t cubin_size;

			r = cuLinkCreate(2, opt, val, &ls);
			if (r == CUDA_SUCCESS)
				r = cuLinkAddData(ls, CU_JIT_INPUT_PTX, image, size + 1, f, 0, NULL, NULL);
			if (r == CUDA_SUCCESS)
				r = cuLinkAddFile(ls, CU_JIT_INPUT_LIBRARY, devrt, 0, NULL, NULL);
			if (r == CUDA_SUCCESS)
				r = cuLinkComplete(ls, &cubin, &cubin_size);
			if (r == CUDA_SUCCESS)
				r = cuModuleLoadData(&m, cubin);
			cuLinkDestroy(ls);
		} else {
			r = cuModuleLoadData(&m, image);
		}
		free(image);
		if (r == CUDA_SUCCESS && cuModuleGetFunctionCount(&count, m) == CUDA_SUCCESS) {
			printf("load %s: ok, %u functions\n", f, count);
			cuModuleUnload(m);
		} else {
			const char *s = NULL;

			cuGetErrorString(r, &s);
			printf("load %s: FAILED: %s %.600s\n", f, s ? s : "?", log);
			bad++;
		}
	}
	printf("load: %d files, %d failed\n", n, bad);
	return bad ? 1 : 0;
}

/* 77 (skipped) when there is no driver or no GPU, with the reason. */
static CUdevice open_device(CUcontext *ctx)
{
	CUdevice dev;
	int count = 0;
	CUresult r = cuInit(0);

	if (r != CUDA_SUCCESS || cuDeviceGetCount(&count) != CUDA_SUCCESS || count == 0) {
		const char *s = NULL;

		cuGetErrorString(r, &s);
		printf("SKIPPED: no usable GPU (cuInit: %s, %d devices)\n", s ? s : "?", count);
		exit(77);
	}
	CK(cuDeviceGet(&dev, 0));
	if (ctx)
		CK(cuCtxCreate(ctx, NULL, 0, dev));
	return dev;
}

int main(int argc, char **argv)
{
	CUcontext ctx;
	CUdevice dev;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 2 && !strcmp(argv[1], "probe")) {
		int major, minor;

		dev = open_device(NULL);
		CK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
		CK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
		printf("sm_%d%d\n", major, minor);
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "check")) {
		label = argv[3];
		dev = open_device(&ctx);
		CUmodule m = load(argv[2]);

		{
			check_builtins(m);
			check_reduce(m);
			check_atomics(m);
			check_inline_asm(m);
			check_math_f(m);
			check_math_d(m);
			check_math_loop(m);
			check_cub(m);
			check_vote(m);
			check_printf(m);
			check_grid_sync(m, dev);
			check_globals(m);
			check_sgemm(m);
			check_stencil(m);
		}
		printf("%s: %d mismatches\n", label, failures);
		return failures ? 1 : 0;
	}
	if (argc == 4 && !strcmp(argv[1], "check-rdc")) {
		label = argv[3];
		dev = open_device(&ctx);
		check_rdc(load(argv[2]));
		printf("%s: %d mismatches\n", label, failures);
		return failures ? 1 : 0;
	}
	if (argc >= 4 && !strcmp(argv[1], "load")) {
		dev = open_device(&ctx);
		return load_files(argc - 3, argv + 3, argv[2]);
	}
	if (argc == 6 && !strcmp(argv[1], "time")) {
		label = "time";
		dev = open_device(&ctx);
		CUmodule a = load(argv[2]), b = load(argv[4]);
		return time_modules(a, b, argv[3], argv[5]) ? 1 : 0;
	}
	fprintf(stderr, "usage: gpu_e2e probe | check FILE LABEL | check-rdc FILE LABEL | load DEVRT FILE... |\n"
			"       time FILE LABEL REF RLABEL\n");
	return 2;
}
