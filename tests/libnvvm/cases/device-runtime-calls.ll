; Device-side launch entry points left external (relocatable device code):
; libNVVM 13 verifies and compiles the calls at every arch.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i8* @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2GetDevice(i32*)
define void @k(i32* %d) {
  %b = call i8* @__cudaCDP2GetParameterBuffer(i64 8, i64 8)
  %r = call i32 @__cudaCDP2GetDevice(i32* %d)
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
