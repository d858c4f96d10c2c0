; LLVM's own warnings reach the user as the tool's diagnostics (rule "llvm"),
; without LLVM's "<unknown>:0:0:" location, which a warning about IR without
; debug information carries and which names nothing. CUB's unrolled loops
; around __syncthreads give this one on real clang output: a loop that asks
; for unrolling by 4 with a convergent call in it and a trip count known only
; at run time cannot be unrolled.
; RUN: nvvm-opt -O3 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: nvvm-opt -O3 %s -o /dev/null --diag-format=json 2>&1 | FileCheck %s --check-prefix=JSON
; CHECK: llvm-warning.ll: warning: loop not unrolled: the optimizer was unable to perform the requested transformation{{.*}} [llvm]
; CHECK-NOT: <unknown>
; JSON: {"severity":"warning","rule":"llvm",{{.*}}"message":"loop not unrolled: the optimizer
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier0()

define void @k(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = getelementptr inbounds float, ptr %p, i32 %i
  %v = load volatile float, ptr %a
  call void @llvm.nvvm.barrier0()
  store volatile float %v, ptr %a
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!nvvm.annotations = !{!2}
!2 = !{ptr @k, !"kernel", i32 1}
