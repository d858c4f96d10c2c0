// gpu-e2e app_lib: CUB's device-wide algorithms and Thrust, called from the
// host as applications call them (several kernels a call, temporary storage,
// the decoupled look-back scan's inter-block flags), checked against the CPU
// and timed. run.sh builds it twice: device side through our pipeline with
// the host side by clang-22 (as app.cu), and all of it by nvcc, the control;
// the two builds' times are printed side by side.
// Usage: app_lib [LABEL]. Exit 0 all results right, 1 a mismatch, 77 no GPU.
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static const char *label = "app_lib";
static int bad;

#define CHECK(call)                                                                                  \
	do {                                                                                         \
		cudaError_t e_ = (call);                                                             \
		if (e_ != cudaSuccess) {                                                             \
			printf("%s: %s: %s\n", label, #call, cudaGetErrorString(e_));                \
			exit(e_ == cudaErrorNoDevice || e_ == cudaErrorInsufficientDriver ? 77 : 1); \
		}                                                                                    \
	} while (0)

static unsigned rng = 2463534242u;
static unsigned rnd()
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

// Median of 9 timed runs of F after one warm-up, in ms.
template <typename F>
static float timed(F f)
{
	cudaEvent_t a, b;
	float ms[9];

	CHECK(cudaEventCreate(&a));
	CHECK(cudaEventCreate(&b));
	f();
	CHECK(cudaDeviceSynchronize());
	for (int r = 0; r < 9; r++) {
		CHECK(cudaEventRecord(a));
		f();
		CHECK(cudaEventRecord(b));
		CHECK(cudaEventSynchronize(b));
		CHECK(cudaEventElapsedTime(&ms[r], a, b));
	}
	CHECK(cudaGetLastError());
	std::sort(ms, ms + 9);
	CHECK(cudaEventDestroy(a));
	CHECK(cudaEventDestroy(b));
	return ms[4];
}

static void report(const char *what, float ms, bool ok, const char *detail = "")
{
	printf("%s %-36s %8.3f ms %s%s\n", label, what, ms, ok ? "ok" : "MISMATCH ", ok ? "" : detail);
	bad += !ok;
}

struct square {
	__host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};

int main(int argc, char **argv)
{
	const int n = 1 << 24;
	std::vector<int> h(n);
	std::vector<unsigned> keys(n);
	std::vector<float> px(n);
	int *d_in, *d_out;
	unsigned *d_keys, *d_sorted;
	float *d_px;
	int *d_hist;
	void *tmp = nullptr;
	size_t tmp_bytes = 0, need;
	char why[160];

	if (argc > 1)
		label = argv[1];
	for (int i = 0; i < n; i++) {
		h[i] = (int)(rnd() % 201) - 100;
		keys[i] = rnd();
		px[i] = (float)(rnd() % 100000) / 100000.0f;
	}
	CHECK(cudaMalloc(&d_in, n * sizeof(int)));
	CHECK(cudaMalloc(&d_out, n * sizeof(int)));
	CHECK(cudaMalloc(&d_keys, n * sizeof(unsigned)));
	CHECK(cudaMalloc(&d_sorted, n * sizeof(unsigned)));
	CHECK(cudaMalloc(&d_px, n * sizeof(float)));
	CHECK(cudaMalloc(&d_hist, 256 * sizeof(int)));
	CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(d_keys, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(d_px, px.data(), n * sizeof(float), cudaMemcpyHostToDevice));

	// one temporary buffer, the largest any call asks for
	need = 0;
	CHECK(cub::DeviceReduce::Sum(nullptr, need, d_in, d_out, n));
	tmp_bytes = std::max(tmp_bytes, need);
	CHECK(cub::DeviceScan::InclusiveSum(nullptr, need, d_in, d_out, n));
	tmp_bytes = std::max(tmp_bytes, need);
	CHECK(cub::DeviceRadixSort::SortKeys(nullptr, need, d_keys, d_sorted, n));
	tmp_bytes = std::max(tmp_bytes, need);
	CHECK(cub::DeviceHistogram::HistogramEven(nullptr, need, d_px, d_hist, 257, 0.0f, 1.0f, n));
	tmp_bytes = std::max(tmp_bytes, need);
	CHECK(cudaMalloc(&tmp, tmp_bytes));

	{ // cub::DeviceReduce::Sum
		long long want = 0;
		int got = 0;
		for (int i = 0; i < n; i++)
			want += h[i];
		float ms = timed([&] { cub::DeviceReduce::Sum(tmp, tmp_bytes, d_in, d_out, n); });
		CHECK(cudaMemcpy(&got, d_out, sizeof(int), cudaMemcpyDeviceToHost));
		snprintf(why, sizeof(why), "%d, want %lld", got, want);
		report("cub::DeviceReduce::Sum", ms, got == want, why);
	}
	{ // cub::DeviceScan::InclusiveSum (decoupled look-back)
		std::vector<int> got(n);
		float ms = timed([&] { cub::DeviceScan::InclusiveSum(tmp, tmp_bytes, d_in, d_out, n); });
		CHECK(cudaMemcpy(got.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
		int s = 0, first = -1;
		for (int i = 0; i < n; i++) {
			s += h[i];
			if (got[i] != s && first < 0)
				first = i;
		}
		snprintf(why, sizeof(why), "first difference at %d", first);
		report("cub::DeviceScan::InclusiveSum", ms, first < 0, why);
	}
	{ // cub::DeviceRadixSort::SortKeys
		std::vector<unsigned> got(n), want(keys);
		float ms = timed([&] { cub::DeviceRadixSort::SortKeys(tmp, tmp_bytes, d_keys, d_sorted, n); });
		CHECK(cudaMemcpy(got.data(), d_sorted, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
		std::sort(want.begin(), want.end());
		report("cub::DeviceRadixSort::SortKeys", ms, got == want, "differs from std::sort");
	}
	{ // cub::DeviceHistogram::HistogramEven, 256 bins (shared-memory privatized)
		std::vector<int> got(256), want(256, 0);
		for (int i = 0; i < n; i++)
			want[std::min(255, (int)(px[i] * 256.0f))]++;
		float ms = timed([&] { cub::DeviceHistogram::HistogramEven(tmp, tmp_bytes, d_px, d_hist, 257, 0.0f, 1.0f, n); });
		CHECK(cudaMemcpy(got.data(), d_hist, 256 * sizeof(int), cudaMemcpyDeviceToHost));
		long long total = 0;
		for (int b = 0; b < 256; b++)
			total += got[b];
		// CUB's bin of a sample: (x - lo) * 256 / (hi - lo), the same as above
		// up to rounding at bin edges: compare the total exactly, the bins within 1%
		bool ok = total == n;
		for (int b = 0; b < 256 && ok; b++)
			ok = std::abs(got[b] - want[b]) <= want[b] / 100 + 2;
		snprintf(why, sizeof(why), "total %lld, want %d", total, n);
		report("cub::DeviceHistogram::HistogramEven", ms, ok, why);
	}
	{ // Thrust: sort, reduce, transform_reduce, inclusive_scan on device_vectors
		thrust::host_vector<float> hf(px.begin(), px.begin() + (n >> 2));
		thrust::device_vector<float> df = hf, work(n >> 2);
		float ms = timed([&] {
			thrust::copy(df.begin(), df.end(), work.begin());
			thrust::sort(work.begin(), work.end());
		});
		thrust::host_vector<float> got = work;
		std::vector<float> want(hf.begin(), hf.end());
		std::sort(want.begin(), want.end());
		report("thrust::sort (float)", ms, std::equal(want.begin(), want.end(), got.begin()), "differs from std::sort");

		thrust::device_vector<int> di(h.begin(), h.end());
		long long want_sq = 0, want_sum = 0, got_sq = 0, got_sum = 0;
		for (int i = 0; i < n; i++) {
			want_sq += (long long)h[i] * h[i];
			want_sum += h[i];
		}
		ms = timed([&] { got_sum = thrust::reduce(di.begin(), di.end(), 0LL); });
		snprintf(why, sizeof(why), "%lld, want %lld", got_sum, want_sum);
		report("thrust::reduce (int64)", ms, got_sum == want_sum, why);
		ms = timed([&] { got_sq = thrust::transform_reduce(di.begin(), di.end(), square(), 0LL, thrust::plus<long long>()); });
		snprintf(why, sizeof(why), "%lld, want %lld", got_sq, want_sq);
		report("thrust::transform_reduce", ms, got_sq == want_sq, why);
		thrust::device_vector<int> ds(n);
		ms = timed([&] { thrust::inclusive_scan(di.begin(), di.end(), ds.begin()); });
		thrust::host_vector<int> hs = ds;
		int s = 0, first = -1;
		for (int i = 0; i < n; i++) {
			s += h[i];
			if (hs[i] != s && first < 0)
				first = i;
		}
		snprintf(why, sizeof(why), "first difference at %d", first);
		report("thrust::inclusive_scan", ms, first < 0, why);
	}
	printf("%s: %d mismatches\n", label, bad);
	return bad ? 1 : 0;
}
