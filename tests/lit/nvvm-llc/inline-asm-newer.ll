; Inline PTX newer than PTX ISA 9.0, the newest version LLVM 22 writes and
; CUDA 13.0's ptxas reads: the multimem bulk copies (ptxas: "Not a name of
; any known instruction: 'multimem'") and the out-of-bounds bulk copy
; (PTX ISA 9.2 in CCCL's cuda::ptx). nvvm-llc wrote .version 8.6 for them
; (the multimem row's and the arch's version) and ptxas rejected the PTX;
; now it refuses the module with the version the asm needs, and writes
; nothing.
; RUN: rm -rf %t && mkdir -p %t
; RUN: not nvvm-llc --arch=sm_100a %s -o %t/a.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t/a.ptx
; CHECK: error: PTX ISA 9.2 is needed by inline asm 'cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.ignore_oob' in function 'oob' on sm_100a, above 9.0, the newest LLVM {{.*}} can write [ptx-version]
; The highest need is named; the multimem copy alone needs 9.1.
; RUN: sed -e '/^define ptx_kernel void .oob/,$d' %s > %t/mc.ll
; RUN: not nvvm-llc --arch=sm_90 %t/mc.ll -o %t/mc.ptx 2>&1 | FileCheck %s --check-prefix=MC
; MC: error: PTX ISA 9.1 is needed by inline asm 'multimem.cp.async.bulk.global.shared::cta.bulk_group' in function 'bulk_mc' on sm_90, above 9.0{{.*}}[ptx-version]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bulk_mc(ptr addrspace(1) %dst, i32 %src) {
  call void asm sideeffect "multimem.cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], 256;", "l,r"(ptr addrspace(1) %dst, i32 %src)
  ret void
}

define ptx_kernel void @oob(i32 %dst, ptr addrspace(1) %src, i32 %bar) {
  call void asm sideeffect "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.ignore_oob [$0], [$1], 256, 0, 0, [$2];", "r,l,r"(i32 %dst, ptr addrspace(1) %src, i32 %bar)
  ret void
}
