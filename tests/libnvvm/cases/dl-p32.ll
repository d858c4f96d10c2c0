; libNVVM section B case: dl-p32
target datalayout = "e-p:32:32:32-i64:64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
