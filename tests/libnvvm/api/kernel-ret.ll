; Invalid NVVM IR: a kernel must return void.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @kret() {
  ret i32 0
}

!nvvm.annotations = !{!0}
!0 = !{i32 ()* @kret, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
