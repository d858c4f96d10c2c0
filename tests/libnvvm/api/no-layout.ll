; The kernel of typed-kernel.ll in a module without a target datalayout
; line (front ends that leave the layout to libNVVM write such modules).
target triple = "nvptx64-nvidia-cuda"

define internal float @scale(float %x) {
  %y = fmul float %x, 2.0
  ret float %y
}

define void @kscale(float addrspace(1)* %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %in = icmp slt i32 %tid, %n
  br i1 %in, label %body, label %done
body:
  %i = sext i32 %tid to i64
  %a = getelementptr float, float addrspace(1)* %p, i64 %i
  %v = load float, float addrspace(1)* %a, align 4
  %w = call float @scale(float %v)
  %q = fdiv float %w, %v
  store float %q, float addrspace(1)* %a, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*, i32)* @kscale, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
