; Version 2.0 with the data layout of the NVVM IR 1.5 specification (no
; i128): libNVVM 13 verify rejects the layout, its compile takes it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @klegacy(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p, align 4
  %w = add i32 %v, 1
  store i32 %w, i32 addrspace(1)* %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*)* @klegacy, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
