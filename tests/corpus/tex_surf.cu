// corpus: rdc=also
// Texture and surface objects: 1D fetches, 2D filtered reads with
// normalized coordinates, mip levels, layered textures, and a surface
// read-modify-write, as image pipelines use them.
#include <cuda_runtime.h>

__global__ void blur(cudaTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / h, du = 1.f / w, dv = 1.f / h;
  float s = tex2D<float>(tex, u, v) * 4.f + tex2D<float>(tex, u - du, v) +
            tex2D<float>(tex, u + du, v) + tex2D<float>(tex, u, v - dv) +
            tex2D<float>(tex, u, v + dv);
  out[y * w + x] = s / 8.f + tex2DLod<float>(tex, u, v, 1.f);
}

__global__ void gather(cudaTextureObject_t lut, cudaTextureObject_t layered,
                       const int *idx, float4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 a = tex1Dfetch<float4>(lut, idx[i]);
    float b = tex2DLayered<float>(layered, 0.5f, 0.5f, i % 4);
    int c = tex1Dfetch<int>(lut, i);
    out[i] = make_float4(a.x + b, a.y, a.z, a.w + c);
  }
}

__global__ void brighten(cudaSurfaceObject_t surf, int w, int h, float k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    uchar4 p;
    surf2Dread(&p, surf, x * sizeof(uchar4), y);
    p.x = (unsigned char)min(255.f, p.x * k);
    surf2Dwrite(p, surf, x * sizeof(uchar4), y, cudaBoundaryModeClamp);
    float f = surf1Dread<float>(surf, x * 4);
    surf1Dwrite(f + 1.f, surf, x * 4);
  }
}

int main() {
  cudaResourceDesc rd = {};
  cudaTextureDesc td = {};
  cudaTextureObject_t t;
  cudaCreateTextureObject(&t, &rd, &td, nullptr);
  blur<<<dim3(8, 8), dim3(16, 16)>>>(t, nullptr, 128, 128);
  return 0;
}
