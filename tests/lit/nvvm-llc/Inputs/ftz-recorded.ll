; A module that records ftz=1 and fma=0 (as nvvm-opt -ftz=1 -fma=0 writes).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!1 = !{i32 1, !"nvvm-tools.fma", i32 0}
