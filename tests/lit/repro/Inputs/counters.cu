// The other module of the reproducibility test program.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
static __device__ inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
extern "C" __device__ float __nv_sinf(float); // libdevice

__device__ int shared_counter;
static __device__ unsigned long long h1, h2, h3, h4, h5;
__device__ unsigned long long *hist[] = { &h5, &h3, &h1, &h4, &h2 };
extern __device__ int *table[]; // from the other module

extern "C" __global__ void count(const float *x, int n)
{
	__shared__ unsigned bins_a[32];
	__shared__ unsigned bins_b[32];
	__shared__ unsigned bins_c[32];
	unsigned t = tid_x();
	bins_a[t & 31] = (unsigned)x[t];
	bins_b[t & 31] = bins_a[(t + 1) & 31] + 1;
	bins_c[t & 31] = bins_b[(t + 2) & 31] + 2;
	*hist[t % 5] += bins_c[(t + 3) & 31] + __nv_sinf(x[t]);
	shared_counter += *table[t & 7] + n;
}
