; A dense switch: whether it becomes a jump table (brx.idx) depends on
; -jump-table-density.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kswitch(i32 addrspace(1)* %p, i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a0
                            i32 1, label %a1
                            i32 2, label %a2
                            i32 3, label %a3
                            i32 4, label %a4
                            i32 5, label %a5 ]
a0: store volatile i32 10, i32 addrspace(1)* %p
  br label %d
a1: store volatile i32 21, i32 addrspace(1)* %p
  br label %d
a2: store volatile i32 32, i32 addrspace(1)* %p
  br label %d
a3: store volatile i32 43, i32 addrspace(1)* %p
  br label %d
a4: store volatile i32 54, i32 addrspace(1)* %p
  br label %d
a5: store volatile i32 65, i32 addrspace(1)* %p
  br label %d
d:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i32)* @kswitch, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
