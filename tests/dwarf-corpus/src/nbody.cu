struct Body { float x, y, z, m; };
__constant__ float softening = 1e-9f;
__device__ __noinline__ void accumulate(const Body *b, float px, float py, float pz, float *ax, float *ay, float *az) {
  float dx = b->x - px, dy = b->y - py, dz = b->z - pz;
  float d2 = dx * dx + dy * dy + dz * dz + softening;
  float inv = 1.0f / __builtin_sqrtf(d2 * d2 * d2);
  *ax += dx * inv * b->m; *ay += dy * inv * b->m; *az += dz * inv * b->m;
}
__global__ void nbody_step(const Body *bodies, float *vel, int n, float dt) {
  int i = ctaid_x() * ntid_x() + tid_x();
  if (i >= n) return;
  float ax = 0, ay = 0, az = 0;
  Body me = bodies[i];
  for (int j = 0; j < n; j++) accumulate(&bodies[j], me.x, me.y, me.z, &ax, &ay, &az);
  vel[3 * i] += ax * dt; vel[3 * i + 1] += ay * dt; vel[3 * i + 2] += az * dt;
}
