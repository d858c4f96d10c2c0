// corpus: rdc=also
// Math-heavy code that pulls in libdevice: single and double precision
// transcendental functions, special functions, fast intrinsics, integer
// intrinsics, rounding modes, half and bfloat16 math, and complex numbers.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda/std/complex>

__global__ void f32(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  float s, c;
  sincosf(v, &s, &c);
  y[i] = expf(v) + logf(fabsf(v) + 1.f) + powf(v, 2.5f) + erff(v) + erfcinvf(0.5f) +
         lgammaf(v + 2.f) + tgammaf(v * 0.1f + 1.f) + atan2f(v, 1.f) + cbrtf(v) +
         hypotf(v, 3.f) + norm3df(v, v, v) + rsqrtf(v * v + 1.f) + sinpif(v) + s * c +
         j0f(v) + y1f(v + 1.f) + fmodf(v, 3.f) + remainderf(v, 2.f) + log1pf(v * v) +
         expm1f(v) + asinhf(v) + tanhf(v) + exp10f(v) + ldexpf(v, 3) + truncf(v) +
         nearbyintf(v) + fdimf(v, 1.f) + normcdff(v);
}

__global__ void f64(const double *x, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i];
  int e;
  double m = frexp(v, &e);
  double ip;
  y[i] = exp(v) + log(v + 1.0) + pow(v, 1.5) + sin(v) * cos(v) + tan(v) + erf(v) +
         lgamma(v + 2.0) + sqrt(v) + cbrt(v) + atan(v) + acosh(v + 1.0) + m * e +
         modf(v, &ip) + ip + fma(v, v, 1.0) + rhypot(v, 2.0) + cyl_bessel_i0(v) +
         __dadd_rn(v, 1.0) + __dmul_rz(v, 3.0) + __ddiv_ru(v, 7.0) + __dsqrt_rd(v) +
         rcbrt(v + 1.0) + scalbn(v, 2) + nextafter(v, 0.0) + copysign(v, -1.0);
}

__global__ void fast(const float *x, float *y, int n, unsigned *bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  y[i] = __sinf(v) + __cosf(v) + __expf(v) + __logf(v + 2.f) + __powf(v, 2.f) +
         __fdividef(v, 3.f) + __fsqrt_rn(v) + __frcp_rz(v + 1.f) + __saturatef(v) +
         __fmaf_rd(v, v, 1.f) + __int2float_rn(i) + __uint2float_rz((unsigned)i);
  bits[i] = __brev(i) + __popcll((unsigned long long)i << 20) + __byte_perm(i, 7, 0x5410) +
            __umulhi(i, 0x9e3779b9u) + __sad(i, 3, 1) + __usad(i, 2, 0) + __float2int_rd(v) +
            (unsigned)__double2ll_rz((double)v) + __funnelshift_l(i, 7, 3) + __mul24(i, 3) +
            __hadd(i, 5) + __rhadd(i, 9) + __clzll(i) + __ffsll(i);
}

__global__ void halves(const __half2 *a, const __nv_bfloat162 *b, __half2 *c,
                       __nv_bfloat162 *d, float *e) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 h = a[i];
  c[i] = __hfma2(h, h2exp(h), __hmul2(h, __float2half2_rn(0.5f)));
  __nv_bfloat162 bb = b[i];
  d[i] = __hadd2(bb, __float2bfloat162_rn(1.f));
  e[i] = __half2float(hsqrt(__low2half(h))) + __bfloat162float(__high2bfloat16(bb)) +
         __half2float(__hmax(__low2half(h), __high2half(h)));
}

__global__ void complex_mul(const cuda::std::complex<double> *a, cuda::std::complex<float> *b,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuda::std::complex<double> z = a[i] * cuda::std::exp(a[i]);
    b[i] = cuda::std::complex<float>((float)cuda::std::abs(z), (float)cuda::std::arg(z)) *
           cuda::std::sqrt(b[i]);
  }
}
