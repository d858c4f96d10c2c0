; A module for the partitioned compile (partitions.test): which definitions
; may go to different parts, and what the parts share.
;   k0, k1      share @counter (internal variable): one component
;   k2          uses @table and @.str (private, also used by k0): joins k0
;   k3, k4      call @work (internal, reads @scale, which k4 writes: a
;               written variable is never copied): one component
;   k5          uses @g (visible), the extern shared array and vprintf
;   k6, k7      alone
;   @tid        a small leaf helper every kernel calls: copied, never joins
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = internal addrspace(1) global i32 0, align 4
@table = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@scale = internal addrspace(1) global float 2.0, align 4
@g = addrspace(1) global float 0.0, align 4
@dyn = external addrspace(3) global [0 x float], align 16
@.str = private unnamed_addr addrspace(1) constant [4 x i8] c"%d\0A\00", align 1
@llvm.used = appending global [1 x ptr] [ptr @k7], section "llvm.metadata"

declare i32 @vprintf(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i32 @tid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}

define internal float @work(ptr %p, i32 %i) noinline {
  %s = load float, ptr addrspace(1) @scale, align 4
  %q = getelementptr float, ptr %p, i32 %i
  %v = load float, ptr %q, align 4
  %r = fmul float %v, %s
  ret float %r
}

define ptx_kernel void @k0(ptr %out) {
  %i = call i32 @tid()
  %c = atomicrmw add ptr addrspace(1) @counter, i32 1 monotonic
  %f = addrspacecast ptr addrspace(1) @.str to ptr
  %p = call i32 @vprintf(ptr %f, ptr null)
  %q = getelementptr i32, ptr %out, i32 %i
  store i32 %c, ptr %q, align 4
  ret void
}

define ptx_kernel void @k1(ptr %out) {
  %i = call i32 @tid()
  %c = load i32, ptr addrspace(1) @counter, align 4
  %d = getelementptr [0 x float], ptr addrspace(3) @dyn, i32 0, i32 %i
  %e = load float, ptr addrspace(3) %d, align 4
  %q = getelementptr i32, ptr %out, i32 %i
  store i32 %c, ptr %q, align 4
  ret void
}

define ptx_kernel void @k2(ptr %out) {
  %i = call i32 @tid()
  %j = and i32 %i, 3
  %t = getelementptr [4 x i32], ptr addrspace(4) @table, i32 0, i32 %j
  %v = load i32, ptr addrspace(4) %t, align 4
  %f = addrspacecast ptr addrspace(1) @.str to ptr
  %p = call i32 @vprintf(ptr %f, ptr null)
  %q = getelementptr i32, ptr %out, i32 %i
  store i32 %v, ptr %q, align 4
  ret void
}

define ptx_kernel void @k3(ptr %out) {
  %i = call i32 @tid()
  %v = call float @work(ptr %out, i32 %i)
  %q = getelementptr float, ptr %out, i32 %i
  store float %v, ptr %q, align 4
  ret void
}

define ptx_kernel void @k4(ptr %out) {
  %i = call i32 @tid()
  %j = add i32 %i, 1
  %v = call float @work(ptr %out, i32 %j)
  %q = getelementptr float, ptr %out, i32 %i
  store float %v, ptr %q, align 4
  store float %v, ptr addrspace(1) @scale, align 4
  ret void
}

define ptx_kernel void @k5(ptr %out) {
  %i = call i32 @tid()
  %d = getelementptr [0 x float], ptr addrspace(3) @dyn, i32 0, i32 %i
  %e = load float, ptr addrspace(3) %d, align 4
  store float %e, ptr addrspace(1) @g, align 4
  %p = call i32 @vprintf(ptr null, ptr null)
  ret void
}

define ptx_kernel void @k6(ptr %out) {
  %i = call i32 @tid()
  %q = getelementptr i32, ptr %out, i32 %i
  store i32 6, ptr %q, align 4
  ret void
}

define ptx_kernel void @k7(ptr %out) {
  %i = call i32 @tid()
  %q = getelementptr i32, ptr %out, i32 %i
  store i32 7, ptr %q, align 4
  ret void
}
