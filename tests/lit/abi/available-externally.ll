; available_externally functions come out as .weak with their body (NVVM IR
; spec §15.1). LLVM 22 alone emits neither body nor prototype, and ptxas
; then fails with "Call to 'helper' requires call prototype"; here the PTX
; assembles as a whole program (no -c) on every arch.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --arch=sm_80 %s -o %t.sm_80.ptx
; RUN: nvvm-llc --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: nvvm-llc --arch=sm_100 %s -o %t.sm_100.ptx
; RUN: nvvm-llc --arch=sm_120 %s -o %t.sm_120.ptx
; RUN: FileCheck %s < %t.sm_90.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm_80.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_100 %t.sm_100.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_120 %t.sm_120.ptx -o %t.o %}
; What LLVM 22 does without nvvm-llc's rewrite:
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o %t.llc.ptx
; RUN: FileCheck --check-prefix=LLC %s < %t.llc.ptx
; RUN: %if ptxas %{ not %ptxas -arch=sm_90 %t.llc.ptx -o %t.o 2>&1 | FileCheck --check-prefix=PTXAS %s %}

target triple = "nvptx64-nvidia-cuda"

; CHECK: {{^}}.weak .func (.param .b32 func_retval0) helper(
; CHECK-NEXT: .param .b32 helper_param_0
; CHECK: add.s32
; CHECK: {{^}}.weak .func (.param .b32 func_retval0) unused_helper(
; CHECK: {{^}}.visible .entry k(
; CHECK: call.uni (retval0), helper,
; LLC-NOT: helper(
; PTXAS: Call to 'helper' requires call prototype
define available_externally i32 @helper(i32 %x) {
  %r = add i32 %x, 42
  ret i32 %r
}

; unused: still emitted, other modules may call it
define available_externally i32 @unused_helper(i32 %x) {
  ret i32 %x
}

define ptx_kernel void @k(ptr %p, i32 %x) {
  %v = call i32 @helper(i32 %x)
  store i32 %v, ptr %p
  ret void
}
