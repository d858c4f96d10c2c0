// Part of a two-module program for the reproducibility test: tables of
// pointers to variables clang emits after the table (their order in the
// PTX came from LLVM's pointer-hashed set), several __shared__ arrays per
// kernel (demoted into the kernel body), __constant__ data.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
static __device__ inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }

static __device__ int va = 1, vb = 2, vc = 3, vd = 4, ve = 5, vf = 6, vg = 7, vh = 8;
__device__ int *table[] = { &vh, &va, &vg, &vb, &vf, &vc, &ve, &vd };
static __constant__ float ka[4] = { 1, 2, 3, 4 }, kb[4] = { 5, 6, 7, 8 }, kc[4] = { 9, 10, 11, 12 };
__constant__ const float *ktable[] = { kc, ka, kb };
extern __device__ int shared_counter; // defined in the other module

extern "C" __global__ void gather(int *out, int n)
{
	__shared__ int s_a[64];
	__shared__ int s_b[64];
	__shared__ int s_c[64];
	__shared__ float s_d[32];
	unsigned t = tid_x();
	s_a[t & 63] = *table[t & 7];
	s_b[t & 63] = s_a[(t + 1) & 63] + n;
	s_c[t & 63] = s_b[(t + 3) & 63] * 2;
	s_d[t & 31] = ktable[t % 3][t & 3];
	out[t] = s_c[(t + 5) & 63] + (int)s_d[(t + 1) & 31] + shared_counter;
}

extern "C" __global__ void scatter(int *in, int n)
{
	__shared__ int w_a[128];
	__shared__ int w_b[128];
	__shared__ int w_c[128];
	unsigned t = tid_x();
	w_a[t & 127] = in[t];
	w_b[t & 127] = w_a[(t + 7) & 127] - n;
	w_c[t & 127] = w_b[(t + 9) & 127];
	*table[t & 7] += w_c[(t + 11) & 127];
}
