; Copies' names when the module has one already (partitions.test): @"tid$p1"
; is what a first split (nvvm-opt's) names a copy of @tid in its part 1.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i32 @tid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}

define internal i32 @"tid$p1"() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = add i32 %t, 1
  ret i32 %u
}

define ptx_kernel void @k0(ptr %p) {
  %i = call i32 @tid()
  %j = call i32 @"tid$p1"()
  %q = getelementptr i32, ptr %p, i32 %i
  store i32 %j, ptr %q, align 4
  ret void
}

define ptx_kernel void @k1(ptr %p) {
  %i = call i32 @tid()
  %j = call i32 @"tid$p1"()
  %q = getelementptr i32, ptr %p, i32 %j
  store i32 %i, ptr %q, align 4
  ret void
}

define ptx_kernel void @k2(ptr %p) {
  %i = call i32 @tid()
  %q = getelementptr i32, ptr %p, i32 %i
  store i32 2, ptr %q, align 4
  ret void
}
