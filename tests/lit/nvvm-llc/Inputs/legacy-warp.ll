; NVVM IR 1.5 warp intrinsics (13.6) with constant modes: translated per arch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)
define ptx_kernel void @warp(ptr addrspace(1) %o, i32 %x, i1 %p) {
  %r0 = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 2, i32 %x, i32 1, i32 31)
  %v3 = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 3, i1 %p)
  %a = extractvalue {i32, i1} %r0, 0
  %b = extractvalue {i32, i1} %v3, 0
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}
