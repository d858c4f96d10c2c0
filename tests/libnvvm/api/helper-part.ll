; Defines @helper for main-part.ll.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @helper(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
