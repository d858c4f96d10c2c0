; Floating-point operations the math options change.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @math(ptr addrspace(1) %p, float %a, float %b, float %c, double %x, double %y, double %z) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  %d = fdiv float %s, %b
  %q = call float @llvm.sqrt.f32(float %d)
  store float %q, ptr addrspace(1) %p, align 4
  %f = call float @llvm.fmuladd.f32(float %a, float %c, float %q)
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %f, ptr addrspace(1) %p1, align 4
  %dm = fmul double %x, %y
  %ds = fadd double %dm, %z
  %dd = fdiv double %ds, %y
  %p2 = getelementptr double, ptr addrspace(1) %p, i64 1
  store double %dd, ptr addrspace(1) %p2, align 8
  ret void
}
declare float @llvm.sqrt.f32(float)
declare float @llvm.fmuladd.f32(float, float, float)
