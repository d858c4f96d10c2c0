// gpu-e2e app: a CUDA runtime API program, host and device in one file, as
// applications are written: templated kernels (C++ mangled names, registered
// by clang's host stubs), <<<>>> launches, cudaMemcpyToSymbol on a
// __constant__, and a __device__ variable read back with cudaMemcpyFromSymbol.
// run.sh builds its device side with our pipeline into a fatbin that clang
// embeds in the host object (-fcuda-include-gpubinary, doc/cmake.md).
// Exit 0 when every result matches the CPU, 1 otherwise, 77 without a GPU.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ int app_offset;
__device__ unsigned long long app_total;

template <typename T>
__global__ void app_axpb(T a, const T *x, T *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		y[i] = a * x[i] + (T)app_offset;
		atomicAdd(&app_total, (unsigned long long)i);
	}
}

namespace app {
struct pair {
	int lo, hi;
};
__global__ void minmax(const int *v, int n, pair *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		atomicMin(&out->lo, v[i]);
		atomicMax(&out->hi, v[i]);
	}
}
} // namespace app

#define CHECK(call)                                                                             \
	do {                                                                                    \
		cudaError_t e_ = (call);                                                        \
		if (e_ != cudaSuccess) {                                                        \
			printf("gpu-e2e app: %s: %s\n", #call, cudaGetErrorString(e_));         \
			return e_ == cudaErrorNoDevice || e_ == cudaErrorInsufficientDriver ? 77 : 1; \
		}                                                                               \
	} while (0)

int main()
{
	const int n = 5000;
	static float xf[n], yf[n];
	static double xd[n], yd[n];
	static int v[n];
	float *dxf, *dyf;
	double *dxd, *dyd;
	int *dv, off = 7, bad = 0;
	app::pair *dp, p = {1 << 30, -(1 << 30)};
	unsigned long long total = 0, zero = 0;

	for (int i = 0; i < n; i++) {
		xf[i] = (float)(i % 17);
		xd[i] = (double)(i % 23);
		v[i] = (i * 7919) % 10007 - 5000;
	}
	CHECK(cudaMalloc(&dxf, sizeof(xf)));
	CHECK(cudaMalloc(&dyf, sizeof(yf)));
	CHECK(cudaMalloc(&dxd, sizeof(xd)));
	CHECK(cudaMalloc(&dyd, sizeof(yd)));
	CHECK(cudaMalloc(&dv, sizeof(v)));
	CHECK(cudaMalloc(&dp, sizeof(p)));
	CHECK(cudaMemcpy(dxf, xf, sizeof(xf), cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(dxd, xd, sizeof(xd), cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(dv, v, sizeof(v), cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(dp, &p, sizeof(p), cudaMemcpyHostToDevice));
	CHECK(cudaMemcpyToSymbol(app_offset, &off, sizeof(off)));
	CHECK(cudaMemcpyToSymbol(app_total, &zero, sizeof(zero)));
	app_axpb<float><<<(n + 127) / 128, 128>>>(2.0f, dxf, dyf, n);
	CHECK(cudaGetLastError());
	app_axpb<double><<<(n + 127) / 128, 128>>>(0.5, dxd, dyd, n);
	CHECK(cudaGetLastError());
	app::minmax<<<(n + 255) / 256, 256>>>(dv, n, dp);
	CHECK(cudaGetLastError());
	CHECK(cudaDeviceSynchronize());
	CHECK(cudaMemcpy(yf, dyf, sizeof(yf), cudaMemcpyDeviceToHost));
	CHECK(cudaMemcpy(yd, dyd, sizeof(yd), cudaMemcpyDeviceToHost));
	CHECK(cudaMemcpy(&p, dp, sizeof(p), cudaMemcpyDeviceToHost));
	CHECK(cudaMemcpyFromSymbol(&total, app_total, sizeof(total)));
	int lo = v[0], hi = v[0];
	for (int i = 0; i < n; i++) {
		bad += yf[i] != 2.0f * xf[i] + 7.0f;
		bad += yd[i] != 0.5 * xd[i] + 7.0;
		lo = v[i] < lo ? v[i] : lo;
		hi = v[i] > hi ? v[i] : hi;
	}
	bad += p.lo != lo || p.hi != hi;
	bad += total != 2ULL * (unsigned long long)n * (n - 1) / 2;
	printf("gpu-e2e app: %s (%d mismatches; min %d max %d total %llu)\n", bad ? "MISMATCH" : "ok", bad, p.lo, p.hi,
	       total);
	return bad ? 1 : 0;
}
