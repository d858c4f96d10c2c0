; A second definition of @helper: linking it with helper-part.ll is an error.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @helper(i32 %x) {
  %y = add i32 %x, 7
  ret i32 %y
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
