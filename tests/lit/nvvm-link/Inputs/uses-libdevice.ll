; Calls four libdevice functions (and what they call): input of damaged-libdevice.test.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @__nv_sinf(float)
declare double @__nv_pow(double, double)
declare float @__nv_tanhf(float)
declare double @__nv_lgamma(double)
define void @k(ptr %p) {
  %x = load float, ptr %p
  %a = call float @__nv_sinf(float %x)
  %b = call float @__nv_tanhf(float %a)
  store float %b, ptr %p
  %d = fpext float %x to double
  %e = call double @__nv_pow(double %d, double %d)
  %f = call double @__nv_lgamma(double %e)
  %g = fptrunc double %f to float
  store float %g, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
