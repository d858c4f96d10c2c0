// CUDA-like kernels compiled device-only by clang-22 without the CUDA
// headers: our own minimal declarations of the built-in variables.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
static __device__ inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ inline unsigned ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
static __device__ inline unsigned ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }

__constant__ float scale[4];
__device__ unsigned long long counter;

struct Acc {
	float sum;
	__device__ void add(float v) { sum += v; }
};

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
	int i = ctaid_x() * ntid_x() + tid_x();
	if (i < n)
		y[i] = a * x[i] + y[i] * scale[i & 3];
}

extern "C" __global__ void reduce(const float *in, float *out, int n)
{
	__shared__ float buf[256];
	unsigned t = tid_x();
	Acc acc{0.f};
	for (int i = t; i < n; i += 256)
		acc.add(in[i]);
	buf[t] = acc.sum;
	__syncthreads();
	for (unsigned s = 128; s > 0; s >>= 1) {
		if (t < s)
			buf[t] += buf[t + s];
		__syncthreads();
	}
	if (t == 0) {
		__nvvm_atom_add_gen_f(out, buf[0]);
		__atomic_fetch_add(&counter, 1ull, __ATOMIC_RELAXED);
	}
}

template <typename T> __device__ T clampv(T v, T lo, T hi) { return v < lo ? lo : v > hi ? hi : v; }

extern "C" __global__ void clampk(int *v, int n, unsigned mask)
{
	int i = ctaid_x() * ntid_x() + tid_x();
	if (i < n) {
		int x = clampv(v[i], -n, n);
		x = x < 0 ? -x : x;
		v[i] = __nvvm_shfl_sync_down_i32(mask, x, 1, 31) + __nvvm_vote_ballot_sync(mask, x > 0);
		unsigned old = __atomic_load_n((unsigned *)&v[0], __ATOMIC_ACQUIRE);
		__atomic_store_n((unsigned *)&v[1], old, __ATOMIC_RELEASE);
	}
}
