; A 13.6 warp intrinsic whose mode is not a constant: it cannot be translated.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
define ptx_kernel void @f(ptr addrspace(1) %o, i32 %x, i32 %m) {
  %r = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 %m, i32 %x, i32 1, i32 31)
  %v = extractvalue {i32, i1} %r, 0
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
