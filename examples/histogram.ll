; histogram: bins[in[i] % 16] += 1 (an integer atomicrmw add) and
; *total += (float)in[i] (a floating-point atomicrmw fadd), both relaxed
; (monotonic) at system scope, as CUDA's atomicAdd.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @histogram(ptr addrspace(1) %in, i32 %n, ptr addrspace(1) %bins, ptr addrspace(1) %total) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %inb = icmp ult i32 %i, %n
  br i1 %inb, label %body, label %exit

body:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %p, align 4
  %b = and i32 %v, 15
  %bidx = zext i32 %b to i64
  %pb = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %bidx
  %old = atomicrmw add ptr addrspace(1) %pb, i32 1 monotonic, align 4
  %fv = uitofp i32 %v to float
  %oldf = atomicrmw fadd ptr addrspace(1) %total, float %fv monotonic, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @histogram, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
