; reduce_sum: each block sums its part of in[0..n) in shared memory (a tree
; reduction with a barrier between the steps) and writes out[blockIdx.x].
; The block size must be a power of two, at most 256.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [256 x float] undef, align 4

define void @reduce_sum(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %inb = icmp ult i32 %i, %n
  br i1 %inb, label %load, label %stash

load:
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %pin, align 4
  br label %stash

stash:
  %v = phi float [ 0.0, %entry ], [ %x, %load ]
  %mine = getelementptr inbounds [256 x float], ptr addrspace(3) @sdata, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %mine, align 4
  call void @llvm.nvvm.barrier0()
  %half = lshr i32 %ntid, 1
  br label %cond

cond:
  %s = phi i32 [ %half, %stash ], [ %s.next, %latch ]
  %more = icmp ugt i32 %s, 0
  br i1 %more, label %step, label %done

step:
  %active = icmp ult i32 %tid, %s
  br i1 %active, label %add, label %latch

add:
  %j = add i32 %tid, %s
  %other = getelementptr inbounds [256 x float], ptr addrspace(3) @sdata, i32 0, i32 %j
  %a = load float, ptr addrspace(3) %mine, align 4
  %b = load float, ptr addrspace(3) %other, align 4
  %sum = fadd float %a, %b
  store float %sum, ptr addrspace(3) %mine, align 4
  br label %latch

latch:
  call void @llvm.nvvm.barrier0()
  %s.next = lshr i32 %s, 1
  br label %cond

done:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit

write:
  %total = load float, ptr addrspace(3) @sdata, align 4
  %bidx = zext i32 %ctaid to i64
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %bidx
  store float %total, ptr addrspace(1) %pout, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @reduce_sum, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
