// corpus: rdc=also
// Device printf with every argument class (promoted float, 64-bit,
// strings, pointers, chars), assert, and device heap use: new/delete of
// objects with virtual functions, new[]/delete[], malloc/free,
// placement new.
#include <cassert>
#include <cstdio>
#include <new>

struct Shape {
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
};
struct Rect : Shape {
  float w, h;
  __device__ Rect(float a, float b) : w(a), h(b) {}
  __device__ float area() const override { return w * h; }
};
struct Circle : Shape {
  float r;
  __device__ explicit Circle(float a) : r(a) {}
  __device__ float area() const override { return 3.14159265f * r * r; }
};

__global__ void shapes(float *out, int n) {
  Shape **s = new Shape *[n];
  for (int i = 0; i < n; ++i)
    s[i] = (i & 1) ? static_cast<Shape *>(new Rect(i, 2.f)) : new Circle(i);
  float total = 0.f;
  for (int i = 0; i < n; ++i) {
    total += s[i]->area();
    delete s[i];
  }
  delete[] s;
  out[threadIdx.x] = total;
}

__global__ void heap_buffers(int n) {
  int *buf = (int *)malloc(n * sizeof(int));
  if (!buf) {
    printf("block %d: malloc of %d ints failed\n", blockIdx.x, n);
    return;
  }
  for (int i = 0; i < n; ++i) buf[i] = i * threadIdx.x;
  alignas(Rect) unsigned char raw[sizeof(Rect)];
  Rect *r = new (raw) Rect(buf[n - 1], 1.f);
  printf("t=%u b=%d area=%f ll=%lld ull=%llu c=%c s=%s p=%p d=%.3e h=%hd\n",
         threadIdx.x, blockIdx.x, r->area(), (long long)n << 33,
         ~0ull, 'x', "str", (void *)buf, 1.0 / (n + 1), (short)n);
  r->~Rect();
  assert(buf[0] == 0);
  free(buf);
}

int main() {
  float *o;
  cudaMalloc(&o, 1024);
  shapes<<<1, 32>>>(o, 8);
  heap_buffers<<<2, 4>>>(16);
  cudaDeviceSynchronize();
  return 0;
}
