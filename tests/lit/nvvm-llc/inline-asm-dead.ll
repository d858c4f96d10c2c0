; An asm call that code generation drops does not count: CUDA's
; cooperative_groups (details/memory.h) reads %reserved_smem_offset_1 with a
; non-volatile asm that clang marks memory(none) without willreturn, so
; LLVM's optimizer keeps the call where its result is unused and the
; selection DAG drops it: the PTX never holds it. Counted, it raised 58 of
; cuda-samples' sm_80 modules to PTX 7.6 and refused sm_75 and
; --max-ptx-version=7.0. What still counts: a used result, side effects
; (volatile), an asm that may touch memory (no memory attribute, or
; memory(read)).
; RUN: rm -rf %t && mkdir -p %t
; RUN: nvvm-llc --arch=sm_80 %S/Inputs/asm-dead.ll -o %t/dead80.ptx 2>&1 | count 0
; RUN: FileCheck %s --check-prefix=V70 < %t/dead80.ptx
; V70: .version 7.0
; V70-NOT: reserved_smem
; RUN: nvvm-llc --arch=sm_75 %S/Inputs/asm-dead.ll -o %t/dead75.ptx
; RUN: nvvm-llc --arch=sm_80 --max-ptx-version=7.0 %S/Inputs/asm-dead.ll -o %t/cap.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 %t/dead75.ptx -o /dev/null %}
; RUN: not nvvm-llc --arch=sm_75 %s -o %t/live75.ptx 2>&1 | FileCheck %s --check-prefix=LIVE
; LIVE-DAG: error: inline asm in function 'used' uses '%reserved_smem_offset_1', which is not available on sm_75 (needs sm_80 or later) [inline-asm-arch]
; LIVE-DAG: error: inline asm in function 'volatile' uses '%reserved_smem_offset_1'
; LIVE-DAG: error: inline asm in function 'no_attr' uses '%reserved_smem_offset_1'
; LIVE-DAG: error: inline asm in function 'reads' uses '%reserved_smem_offset_1'
; LIVE-NOT: function 'dead'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @dead(ptr addrspace(1) %out) {
  %unused = call i64 asm "{\0A\09.reg .u32 s;\0A\09mov.u32 s, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, s;\0A\09}", "=l"() #0
  store i32 1, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @used(ptr addrspace(1) %out) {
  %v = call i64 asm "{\0A\09.reg .u32 s;\0A\09mov.u32 s, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, s;\0A\09}", "=l"() #0
  store i64 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @volatile(ptr addrspace(1) %out) {
  %unused = call i64 asm sideeffect "{\0A\09.reg .u32 s;\0A\09mov.u32 s, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, s;\0A\09}", "=l"() #0
  ret void
}

define ptx_kernel void @no_attr(ptr addrspace(1) %out) {
  %unused = call i64 asm "{\0A\09.reg .u32 s;\0A\09mov.u32 s, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, s;\0A\09}", "=l"()
  ret void
}

define ptx_kernel void @reads(ptr addrspace(1) %out) {
  %unused = call i64 asm "{\0A\09.reg .u32 s;\0A\09mov.u32 s, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, s;\0A\09}", "=l"() #1
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
attributes #1 = { convergent nounwind memory(read) }
