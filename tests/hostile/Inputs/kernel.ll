; The fallback base module of the hostile-input corpus when clang-22 is not
; installed (hand-written: a struct type, TBAA, a device function, a kernel).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { float, i32, [3 x double] }

@counter = addrspace(1) externally_initialized global i32 0, align 4

define internal float @mix(ptr %p, i32 %i) {
entry:
  %a = load float, ptr %p, align 8, !tbaa !3
  %bp = getelementptr inbounds %struct.Pair, ptr %p, i64 0, i32 1
  %b = load i32, ptr %bp, align 4, !tbaa !7
  %bf = sitofp i32 %b to float
  %s = fadd float %a, %bf
  %f = sitofp i32 %i to float
  %r = fmul float %s, %f
  ret float %r
}

define ptx_kernel void @hostile_kernel(ptr %in, ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %body, label %done
body:
  %idx = sext i32 %tid to i64
  %pp = getelementptr inbounds %struct.Pair, ptr %in, i64 %idx
  %v = call float @mix(ptr %pp, i32 %tid)
  %op = getelementptr inbounds float, ptr %out, i64 %idx
  store float %v, ptr %op, align 4, !tbaa !8
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 monotonic
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvmir.version = !{!0}
!llvm.module.flags = !{!1}
!0 = !{i32 2, i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"omnipotent char", !9, i64 0}
!3 = !{!4, !5, i64 0}
!4 = !{!"_ZTS4Pair", !5, i64 0, !6, i64 4}
!5 = !{!"float", !2, i64 0}
!6 = !{!"int", !2, i64 0}
!7 = !{!4, !6, i64 4}
!8 = !{!5, !5, i64 0}
!9 = !{!"Simple C++ TBAA"}
