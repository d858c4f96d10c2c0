; libNVVM section B case: dl-short
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
