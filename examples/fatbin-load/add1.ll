target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @add1(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %a = getelementptr i32, ptr addrspace(1) %p, i64 %i
  %v = load i32, ptr addrspace(1) %a
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %a
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
