; Kernel pointer parameters and isspacep.global (kernel-params.test). @copy
; is what libcu++'s memcpy_async does: a fast path when the source is
; global, else a byte loop the front end asked to unroll (#pragma unroll 8).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { ptr, i32 }

define internal void @copy(ptr %dst, ptr %src, i64 %n) {
entry:
  %glob = call i1 @llvm.nvvm.isspacep.global(ptr %src)
  br i1 %glob, label %fast, label %slow

fast:
  call void asm sideeffect "// fast path $0", "l"(ptr %src)
  br label %done

slow:
  %i = phi i64 [ 0, %entry ], [ %i.next, %slow ]
  %s = getelementptr inbounds i8, ptr %src, i64 %i
  %d = getelementptr inbounds i8, ptr %dst, i64 %i
  %v = load i8, ptr %s, align 1
  store i8 %v, ptr %d, align 1
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %slow, label %done, !llvm.loop !0

done:
  ret void
}

; A kernel: its pointer parameters point to global memory.
define ptx_kernel void @kernel(ptr %out, ptr %in, i64 %n) {
  call void @copy(ptr %out, ptr %in, i64 %n)
  ret void
}

; A device function: its caller may pass any address.
define void @device(ptr %out, ptr %in, i64 %n) {
  call void @copy(ptr %out, ptr %in, i64 %n)
  ret void
}

; A byval parameter lives in the parameter space.
define ptx_kernel void @kernel_byval(ptr byval(%struct.S) align 8 %s, ptr %out, i64 %n) {
  call void @copy(ptr %out, ptr %s, i64 %n)
  ret void
}

; optnone: left as the front end wrote it.
define ptx_kernel void @kernel_optnone(ptr %out, ptr %in) #0 {
  %glob = call i1 @llvm.nvvm.isspacep.global(ptr %in)
  %b = zext i1 %glob to i8
  store i8 %b, ptr %out, align 1
  ret void
}

declare i1 @llvm.nvvm.isspacep.global(ptr)

attributes #0 = { noinline optnone }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 8}
