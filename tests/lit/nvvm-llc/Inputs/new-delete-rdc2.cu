struct alignas(128) V { float f[32]; };
__device__ V *make_v(int n) { V *v = new V[n]; v[0].f[0] = 1.0f; return v; }
__device__ void drop_v(V *p) { delete[] p; }
