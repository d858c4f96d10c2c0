; A byval argument is written at the call site with the call's own alignment
; and the callee's parameter with the callee's: llc-22 writes `.param .align 1
; .b8 param0[8]` against `.param .align 16 .b8 f_param_0[8]`, and ptxas
; fails ("Alignment of argument does not match formal parameter"). nvvm-llc
; gives a direct call the callee's alignment: its explicit align, or none
; when the callee has none (both sides then compute the same). Found by the
; construct sweep (align-byval-device, align-byval-callsite).
; A kernel's pointer parameter aligned to 2^32 (LLVM's largest) would be
; written as `.ptr .global .align 4294967296`, which ptxas cannot read
; ("Constant overflow"); the promise is lowered to 2^31, ptxas' largest.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.ptx -o %t.o %}
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck --check-prefix=LLC %s < %t.llc.ptx
; RUN: %if ptxas %{ not %ptxas -arch=sm_75 -c %t.llc.ptx -o %t.llc.o 2>&1 | FileCheck --check-prefix=PTXAS %s %}

; CHECK: .param .align 16 .b8 aligned_param_0[8]
; CHECK: .param .align 1 .b8 natural_param_0[8]
; CHECK-LABEL: .entry k(
; CHECK-NEXT: .param .u64 .ptr .global .align 2147483648 k_param_0
; CHECK: .param .align 16 .b8 param0[8];
; CHECK: call.uni aligned,
; CHECK: .param .align 1 .b8 param0[8];
; CHECK: call.uni natural,

; LLC: .param .u64 .ptr .global .align 4294967296 k_param_0
; LLC: .param .align 1 .b8 param0[8];
; LLC: .param .align 64 .b8 param0[8];
; PTXAS: error

target triple = "nvptx64-nvidia-cuda"

define void @aligned(ptr byval([8 x i8]) align 16 %s, ptr addrspace(1) %out) noinline {
  %v = load i8, ptr %s
  store i8 %v, ptr addrspace(1) %out
  ret void
}

define void @natural(ptr byval([8 x i8]) %s, ptr addrspace(1) %out) noinline {
  %v = load i8, ptr %s
  store i8 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) align 4294967296 %out) {
  %a = alloca [8 x i8], align 8
  call void @aligned(ptr byval([8 x i8]) %a, ptr addrspace(1) %out)
  call void @natural(ptr byval([8 x i8]) align 64 %a, ptr addrspace(1) %out)
  ret void
}
