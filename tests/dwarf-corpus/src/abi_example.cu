/* The PTX ABI's chapter 6 example. */
__device__ __noinline__ int foo(int i, int j) { return i + j; }
__global__ void test(int *p) { *p = foo(1, 2); }
