; cp.async with an L2 qualifier (.L2::64B/128B/256B, .L2::cache_hint) needs
; PTX ISA 7.4, the bare cp.async 7.0: on sm_80 (minimum 7.0) the version is
; raised for them, as CUTLASS's SM80_CP_ASYNC_CACHEALWAYS needs (ptxas:
; "Feature 'cache prefetching' requires PTX ISA .version 7.4 or later").
; RUN: rm -rf %t && mkdir -p %t
; RUN: nvvm-llc --arch=sm_80 %s -o %t/l2.ptx 2>&1 | FileCheck %s --check-prefix=NOTE
; RUN: FileCheck %s --check-prefix=PTX < %t/l2.ptx
; RUN: sed 's/\.L2::[a-z0-9_]*//; s/, \$2;/;/' %s > %t/bare.ll
; RUN: nvvm-llc --arch=sm_80 %t/bare.ll -o %t/bare.ptx
; RUN: FileCheck %s --check-prefix=BARE < %t/bare.ptx
; NOTE: uses 'cp.async.ca.shared.global.L2::128B', which needs PTX ISA 7.4 [inline-asm-ptx]
; PTX: .version 7.4
; BARE: .version 7.0
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sm = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr %src, i32 %dst) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 4;", "r,l"(i32 %dst, ptr %src)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
