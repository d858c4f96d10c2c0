; libNVVM section B case: shfl-legacy
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
define i32 @f(i32 %x) {
  %r = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 0, i32 %x, i32 2, i32 31)
  %v = extractvalue {i32, i1} %r, 0
  ret i32 %v
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
