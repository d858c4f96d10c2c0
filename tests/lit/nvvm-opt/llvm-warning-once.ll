; An LLVM warning comes once per copy of the code it is about, and LLVM's C
; API gives neither the function nor, without debug information, the place:
; a `#pragma unroll` loop with a warp shuffle in a helper inlined into many
; kernels (ggml's flash-attention instances: 536 times) printed the same
; line once per kernel. A repeat of an LLVM warning, the same in every field,
; is printed once, in one part or several (the parts' diagnostics are replayed in
; order through the same handle), in text and JSON; --time-report shows the
; module really was split.
; RUN: nvvm-opt -O3 -j1 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: nvvm-opt -O3 -j2 --partitions=2 --time-report %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,PARTS
; RUN: nvvm-opt -O3 --diag-format=json %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
; RUN: not nvvm-opt -O3 -Werror %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WERROR
; RUN: nvvm-opt -O3 -w %s -o /dev/null 2>&1 | count 0
; CHECK: llvm-warning-once.ll: warning: loop not unrolled: {{.*}} [llvm]
; CHECK-NOT: loop not unrolled
; PARTS: parts 2
; JSON: "message":"loop not unrolled:
; JSON-NOT: loop not unrolled
; WERROR: llvm-warning-once.ll: error: loop not unrolled: {{.*}} [llvm]
; WERROR-NOT: loop not unrolled
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @scan(i32 %v0, i32 %n) alwaysinline {
entry:
  br label %loop
loop:
  %d = phi i32 [ 1, %entry ], [ %d.next, %loop ]
  %v = phi i32 [ %v0, %entry ], [ %v.next, %loop ]
  %u = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 %d, i32 0)
  %v.next = add i32 %v, %u
  %d.next = shl i32 %d, 1
  %c = icmp sle i32 %d.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %v.next
}

define ptx_kernel void @k1(ptr addrspace(1) %y, i32 %n) {
  %s = call i32 @scan(i32 1, i32 %n)
  store i32 %s, ptr addrspace(1) %y
  ret void
}
define ptx_kernel void @k2(ptr addrspace(1) %y, i32 %n) {
  %s = call i32 @scan(i32 2, i32 %n)
  store i32 %s, ptr addrspace(1) %y
  ret void
}
define ptx_kernel void @k3(ptr addrspace(1) %y, i32 %n) {
  %s = call i32 @scan(i32 3, i32 %n)
  store i32 %s, ptr addrspace(1) %y
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) convergent

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.enable"}
