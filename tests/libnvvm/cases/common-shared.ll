; issue 9 / spec 15.1: a common shared variable (zero initializer required by
; the linkage) is refused by libNVVM; our nvvm dialect agrees (the llvm
; dialect accepts it: .weak .shared)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = common addrspace(3) global i32 0, align 4
define void @k(i32 addrspace(1)* %o) {
  %v = load i32, i32 addrspace(3)* @s
  store i32 %v, i32 addrspace(1)* %o
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
