; The device half of a two-module program: scale_value() is defined here
; (external linkage: .visible .func) and called from scale_kernel.ll.
; Compile each module to PTX, assemble with ptxas -c, link with nvlink (or
; cuLinkAddData at run time).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @scale_value(float %v, float %f) {
entry:
  %m = fmul float %v, %f
  %r = fadd float %m, 1.0
  ret float %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
