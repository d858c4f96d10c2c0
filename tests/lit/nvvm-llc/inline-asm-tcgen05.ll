; sm_100's tensor-memory MMA as inline asm, written the way CUTLASS's
; SM100 MMA atoms write it (a predicate set from the accumulate flag, then
; the MMA on tensor-memory and shared-memory descriptors). What ptxas says
; (scripts/ptx-forms.py): the integer kind is on sm_100a and sm_110a only,
; not on the family archs (sm_100f) nor on sm_103a; a block-scaled MMA
; with the default scale-vector size needs PTX ISA 8.8 even on sm_100a,
; whose own lowest version is 8.6 (nvvm-llc wrote 8.6 and ptxas refused it:
; "Feature '.block32' requires PTX ISA .version 8.8 or later", the default
; size being a block of 32).
; RUN: rm -rf %t && mkdir -p %t
; RUN: nvvm-llc --arch=sm_100a %s -o %t/100a.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t/100a.ptx
; PTX: .version 8.8
; PTX: .target sm_100a
; RUN: not nvvm-llc --arch=sm_100f %s -o %t/100f.ptx 2>&1 | FileCheck %s --check-prefix=NO100F
; RUN: not test -e %t/100f.ptx
; NO100F: error: inline asm in function 'mma_i8' uses 'tcgen05.mma.cta_group::1.kind::i8', which is not available on sm_100f (needs sm_100a, sm_101a or sm_110a) [inline-asm-arch]
; NO100F-NOT: mma_mx
; RUN: not nvvm-llc --arch=sm_103a %s -o %t/103a.ptx 2>&1 | FileCheck %s --check-prefix=NO103A
; NO103A: error: inline asm in function 'mma_i8' {{.*}}not available on sm_103a
; NO103A-NOT: mma_mx
; RUN: not nvvm-llc --arch=sm_100 %s -o %t/100.ptx 2>&1 | FileCheck %s --check-prefix=NO100
; NO100: error: inline asm in function 'mma_i8' {{.*}}not available on sm_100 {{.*}}[inline-asm-arch]
; NO100: error: inline asm in function 'mma_mx' {{.*}}not available on sm_100 {{.*}}[inline-asm-arch]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mma_i8(i32 %tmem_c, i64 %desc_a, i64 %desc_b, i32 %idesc, i32 %accumulate) {
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}\0A", "r,l,l,r,r"(i32 %tmem_c, i64 %desc_a, i64 %desc_b, i32 %idesc, i32 %accumulate)
  ret void
}

define ptx_kernel void @mma_mx(i32 %tmem_c, i64 %desc_a, i64 %desc_b, i32 %idesc, i32 %accumulate, i32 %tsfa, i32 %tsfb) {
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [$0], $1, $2, $3, [$5], [$6], p;\0A\09}\0A", "r,l,l,r,r,r,r"(i32 %tmem_c, i64 %desc_a, i64 %desc_b, i32 %idesc, i32 %accumulate, i32 %tsfa, i32 %tsfb)
  ret void
}
