target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @__nv_expf(float)
define ptx_kernel void @k(ptr %p) {
  %x = load float, ptr %p
  %r = call float @__nv_expf(float %x)
  store float %r, ptr %p
  ret void
}
