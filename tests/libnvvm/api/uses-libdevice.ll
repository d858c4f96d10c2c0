; A kernel calling two libdevice functions (__nv_sinf, __nv_expf): with
; libdevice added lazily only those two (and what they call) are linked.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_sinf(float)
declare float @__nv_expf(float)

define void @kmath(float addrspace(1)* %p) {
  %v = load float, float addrspace(1)* %p, align 4
  %s = call float @__nv_sinf(float %v)
  %e = call float @__nv_expf(float %s)
  store float %e, float addrspace(1)* %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*)* @kmath, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
