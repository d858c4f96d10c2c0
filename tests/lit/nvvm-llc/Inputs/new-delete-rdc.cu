// The other half of a -fgpu-rdc program with new-delete.cu's kind of code:
// a kernel that calls allocating device functions defined in another file.
struct alignas(128) V { float f[32]; };
__device__ V *make_v(int n);
__device__ void drop_v(V *p);
__global__ void k_rdc(float *o, int n)
{
	V *v = make_v(n);
	o[0] = v[0].f[0];
	drop_v(v);
	V *w = new V;
	o[1] = w->f[1];
	delete w;
}
