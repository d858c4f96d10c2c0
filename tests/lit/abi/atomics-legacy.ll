; The legacy atomic intrinsics of the NVVM IR spec §13.1. LLVM 22's IR
; reader upgrades them to `atomicrmw ... seq_cst` (system scope) and leaves
; no trace of the original call, so nvvm-llc cannot tell them from a real
; seq_cst atomicrmw and gives them the ABI's seq_cst mapping: correct, and
; stronger than CUDA's relaxed device-scope atomicAdd (doc/abi.md, "Legacy
; atomic intrinsics"). Front ends that want atomicAdd's semantics write
; `atomicrmw fadd ... syncscope("device") monotonic`, last function below.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: FileCheck %s < %t.sm_75.ptx
; RUN: FileCheck %s < %t.sm_90.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.sm_90.ptx -o %t.o %}
; The upgrade itself, as LLVM 22 does it:
; RUN: llvm-as < %s | llvm-dis | FileCheck --check-prefix=UPGRADE %s
; UPGRADE: atomicrmw fadd ptr %p, float %v seq_cst, align 4
; UPGRADE: atomicrmw fadd ptr addrspace(1) %p, double %v seq_cst, align 8
; UPGRADE: atomicrmw uinc_wrap ptr addrspace(3) %p, i32 %v seq_cst, align 4
; UPGRADE: atomicrmw udec_wrap ptr %p, i32 %v seq_cst, align 4

target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.atomic.load.add.f32.p0(ptr, float)
declare double @llvm.nvvm.atomic.load.add.f64.p1(ptr addrspace(1), double)
declare i32 @llvm.nvvm.atomic.load.inc.32.p3(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr, i32)

; CHECK-LABEL: add_f32(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.add.f32
define float @add_f32(ptr %p, float %v) {
  %r = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %p, float %v)
  ret float %r
}

; CHECK-LABEL: add_f64(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.global.add.f64
define double @add_f64(ptr addrspace(1) %p, double %v) {
  %r = call double @llvm.nvvm.atomic.load.add.f64.p1(ptr addrspace(1) %p, double %v)
  ret double %r
}

; CHECK-LABEL: inc_32(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.shared.inc.u32
define i32 @inc_32(ptr addrspace(3) %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.load.inc.32.p3(ptr addrspace(3) %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: dec_32(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.dec.u32
define i32 @dec_32(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: cuda_atomic_add(
; CHECK-NOT: fence
; CHECK: atom.relaxed.gpu.add.f32
define float @cuda_atomic_add(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v syncscope("device") monotonic
  ret float %r
}
