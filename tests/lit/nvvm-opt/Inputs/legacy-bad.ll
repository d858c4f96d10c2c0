target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
define i32 @f(i32 %x, i32 %m) {
  %r = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 %m, i32 %x, i32 1, i32 31)
  %v = extractvalue {i32, i1} %r, 0
  ret i32 %v
}
