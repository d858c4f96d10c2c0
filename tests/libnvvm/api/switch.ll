; A dense switch: whether it becomes a jump table (brx.idx) depends on
; -jump-table-density.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kswitch(i32 addrspace(1)* %p, i32 %x) {
entry:
  %y = load i32, i32 addrspace(1)* %p, align 4
  switch i32 %x, label %d [ i32 0, label %a0
                            i32 1, label %a1
                            i32 2, label %a2
                            i32 3, label %a3
                            i32 4, label %a4
                            i32 5, label %a5 ]
a0:
  %v0 = mul i32 %y, %y
  store volatile i32 %v0, i32 addrspace(1)* %p
  br label %d
a1:
  %v1 = xor i32 %y, 1234
  store volatile i32 %v1, i32 addrspace(1)* %p
  br label %d
a2:
  %v2 = shl i32 %y, 3
  store volatile i32 %v2, i32 addrspace(1)* %p
  br label %d
a3:
  %v3 = sub i32 77, %y
  store volatile i32 %v3, i32 addrspace(1)* %p
  br label %d
a4:
  %v4 = udiv i32 %y, 7
  store volatile i32 %v4, i32 addrspace(1)* %p
  br label %d
a5:
  %v5 = or i32 %y, 4096
  store volatile i32 %v5, i32 addrspace(1)* %p
  br label %d
d:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i32)* @kswitch, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
