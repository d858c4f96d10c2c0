; Module flags holding values a setting cannot have.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"nvvm-tools.prec-div", i32 7}
!1 = !{i32 1, !"nvvm-tools.arch", i32 90}
