; issue 9: the builtin call-site attribute clang puts on new/delete calls is accepted
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i8* @_Znwm(i64 %n) {
  %p = call i8* @malloc(i64 %n)
  ret i8* %p
}
declare i8* @malloc(i64)
define void @k(i64 %n) {
  %p = call i8* @_Znwm(i64 %n) builtin
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
