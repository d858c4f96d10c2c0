// Device operator new/delete of every kind clang emits: plain, array,
// sized and C++17 aligned (which clang's cuda_wrappers/new only declares).
// No CUDA builtin variables, so that nothing else than new/delete is tested.
struct alignas(256) Big { float f[64]; };
struct Node { int v; Node *next; __device__ Node(int x) : v(x), next(nullptr) {} };
__device__ __noinline__ void *make(unsigned long n) { return new char[n]; }
__device__ __noinline__ void drop(void *p) { delete[] (char *)p; }
__global__ void k_new(Big **out, int *io, int n)
{
	Node *a = new Node(n);
	int *arr = new int[n];
	arr[0] = a->v;
	io[0] = arr[n - 1];
	delete[] arr;
	delete a;
	out[0] = new Big;
	delete out[1];
	out[2] = new Big[n];
	delete[] out[3];
	out[4] = (Big *)make(n);
	drop(out[5]);
}
