; Two modules of one program: this one has the kernel and calls @helper,
; helper-part.ll defines it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @helper(i32)

define void @kmain(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p, align 4
  %w = call i32 @helper(i32 %v)
  store i32 %w, i32 addrspace(1)* %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*)* @kmain, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
