; Dynamic shared memory as a CUDA front end declares it (extern __shared__
; float buf[]): libNVVM 13 verifies and compiles it at every arch.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@buf = external addrspace(3) global [0 x float], align 4
define void @k(float* %p, i32 %i) {
  %g = getelementptr [0 x float], [0 x float] addrspace(3)* @buf, i32 0, i32 %i
  %v = load float, float addrspace(3)* %g
  store float %v, float* %p
  ret void
}
!nvvm.annotations = !{!1}
!1 = !{void (float*, i32)* @k, !"kernel", i32 1}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
