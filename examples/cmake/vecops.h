/* The host API of vecops.cu and saxpy.cu, callable from C. */
#ifndef VECOPS_H
#define VECOPS_H
#ifdef __cplusplus
extern "C" {
#endif
int vec_norm(float *d, int n);
int vec_saxpy(float a, const float *x, float *y, int n);
#ifdef __cplusplus
}
#endif
#endif
