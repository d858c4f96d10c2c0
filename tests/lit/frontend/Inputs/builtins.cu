// Builtin variables every way real code uses them: members, whole dim3
// values (operator dim3(), which takes &threadIdx as `this` at -O0),
// cooperative groups, dynamic shared memory of two element types, libdevice
// math. Written for the nvvm-tools tests.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern __shared__ float dyn_f[];
extern __shared__ char dyn_c[];

__device__ float shape(float x) { return sqrtf(x) + expf(-x); }

__global__ void kernel_members(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  dyn_f[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i < n)
    out[i] = shape(dyn_f[(threadIdx.x + 1) % blockDim.x]) + gridDim.x + warpSize;
}

__global__ void kernel_dim3(unsigned *out) {
  dim3 t = threadIdx, b = blockIdx, bd = blockDim, g = gridDim;
  out[t.x + b.x * bd.x] = t.y + t.z + b.y + b.z + bd.y + g.x + g.y + g.z;
}

__global__ void kernel_groups(int *out) {
  cg::thread_block block = cg::this_thread_block();
  int4 *v = reinterpret_cast<int4 *>(dyn_c);
  v[block.thread_rank()] = make_int4(block.group_index().x, block.thread_index().y,
                                     block.dim_threads().x, 1);
  block.sync();
  out[block.thread_rank()] = v[(block.thread_rank() + 1) % block.size()].x;
}
