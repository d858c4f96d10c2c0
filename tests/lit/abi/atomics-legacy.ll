; The legacy atomic intrinsics of the NVVM IR spec §13.1. LLVM 22's IR
; reader upgrades them to `atomicrmw ... seq_cst` at the default scope and
; leaves no trace of the original call. That is the shape of a CUDA atomic
; function, which is what they are (the spec defines them as atomicAdd,
; atomicInc, atomicDec): by default (--atomics=auto) nvvm-llc writes one
; relaxed atom at the implicit .gpu scope, as nvcc and libNVVM do.
; --atomics=memory-model gives them the ABI's seq_cst mapping instead
; (doc/abi.md, "CUDA atomics and the memory model").
; RUN: nvvm-llc --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: FileCheck --check-prefix=CUDA %s < %t.sm_75.ptx
; RUN: FileCheck --check-prefix=CUDA %s < %t.sm_90.ptx
; RUN: nvvm-llc --arch=sm_75 --atomics=memory-model %s -o %t.mm.sm_75.ptx
; RUN: nvvm-llc --arch=sm_90 --atomics=memory-model %s -o %t.mm.sm_90.ptx
; RUN: FileCheck %s < %t.mm.sm_75.ptx
; RUN: FileCheck %s < %t.mm.sm_90.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.sm_90.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.mm.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.mm.sm_90.ptx -o %t.o %}
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

; CUDA-LABEL: add_f32(
; CUDA-NOT: fence
; CUDA: atom.add.f32
; CUDA-NOT: fence
; CUDA: ret;
; CHECK-LABEL: add_f32(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.add.f32
define float @add_f32(ptr %p, float %v) {
  %r = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %p, float %v)
  ret float %r
}

; CUDA-LABEL: add_f64(
; CUDA-NOT: fence
; CUDA: atom.global.add.f64
; CUDA-NOT: fence
; CUDA: ret;
; CHECK-LABEL: add_f64(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.global.add.f64
define double @add_f64(ptr addrspace(1) %p, double %v) {
  %r = call double @llvm.nvvm.atomic.load.add.f64.p1(ptr addrspace(1) %p, double %v)
  ret double %r
}

; CUDA-LABEL: inc_32(
; CUDA-NOT: fence
; CUDA: atom.shared.inc.u32
; CUDA-NOT: fence
; CUDA: ret;
; CHECK-LABEL: inc_32(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.shared.inc.u32
define i32 @inc_32(ptr addrspace(3) %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.load.inc.32.p3(ptr addrspace(3) %p, i32 %v)
  ret i32 %r
}

; CUDA-LABEL: dec_32(
; CUDA-NOT: fence
; CUDA: atom.dec.u32
; CUDA-NOT: fence
; CUDA: ret;
; CHECK-LABEL: dec_32(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.dec.u32
define i32 @dec_32(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; An explicit scope is the memory model's in every mapping.
; CUDA-LABEL: cuda_atomic_add(
; CUDA-NOT: fence
; CUDA: atom.relaxed.gpu.add.f32
; CHECK-LABEL: cuda_atomic_add(
; CHECK-NOT: fence
; CHECK: atom.relaxed.gpu.add.f32
define float @cuda_atomic_add(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v syncscope("device") monotonic
  ret float %r
}
