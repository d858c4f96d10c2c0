; atomicrmw forms beyond the matrix (doc/abi.md, "Atomics"):
; - operations LLVM 22 expands into a cmpxchg loop keep their ordering and
;   scope on the cmpxchg, which LLVM lowers correctly: left alone;
; - 8/16-bit and/or/xor are widened to the containing 32-bit word;
; - fadd on f16 (sm_75+), bf16 (sm_90+) and f64, xchg on float, double and
;   pointers, sub as add of the negation, 64-bit operations.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: FileCheck --check-prefixes=CHECK,SM75 %s < %t.sm_75.ptx
; RUN: FileCheck --check-prefixes=CHECK,SM90 %s < %t.sm_90.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.sm_90.ptx -o %t.o %}

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: cas_loop_i8_add(
; CHECK: $L__BB{{[0-9_]+}}:
; CHECK: fence.sc.cta;
; CHECK-NEXT: atom.acquire.cta.cas.b32
; CHECK: bra
define i8 @cas_loop_i8_add(ptr %p, i8 %v) {
  %r = atomicrmw add ptr %p, i8 %v syncscope("block") seq_cst
  ret i8 %r
}

; CHECK-LABEL: cas_loop_nand(
; CHECK: atom.acq_rel.gpu.global.cas.b32
define i32 @cas_loop_nand(ptr addrspace(1) %p, i32 %v) {
  %r = atomicrmw nand ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  ret i32 %r
}

; CHECK-LABEL: cas_loop_fsub(
; CHECK: atom.release.sys.cas.b32
define float @cas_loop_fsub(ptr %p, float %v) {
  %r = atomicrmw fsub ptr %p, float %v release
  ret float %r
}

; CHECK-LABEL: cas_loop_uinc_i64(
; CHECK: atom.acquire.sys.shared.cas.b64
define i64 @cas_loop_uinc_i64(ptr addrspace(3) %p, i64 %v) {
  %r = atomicrmw uinc_wrap ptr addrspace(3) %p, i64 %v acquire
  ret i64 %r
}

; The word that holds the byte: address & ~3, value shifted by 8 * (address & 3);
; for and, every other bit of the operand is 1.
; CHECK-LABEL: widen_and_i16(
; CHECK: and.b64 [[WORD:%rd[0-9]+]], %rd{{[0-9]+}}, -4;
; CHECK: not.b32
; CHECK: or.b32 [[OPND:%r[0-9]+]],
; CHECK: atom.acquire.sys.shared.and.b32 [[OLD:%r[0-9]+]], [[[WORD]]], [[OPND]];
; CHECK: shr.u32 %r{{[0-9]+}}, [[OLD]],
define i16 @widen_and_i16(ptr addrspace(3) %p, i16 %v) {
  %r = atomicrmw and ptr addrspace(3) %p, i16 %v acquire
  ret i16 %r
}

; CHECK-LABEL: widen_xor_i8(
; CHECK: and.b64 [[WORD:%rd[0-9]+]], %rd{{[0-9]+}}, -4;
; CHECK-NOT: not.b32
; CHECK: atom.release.gpu.global.xor.b32 %r{{[0-9]+}}, [[[WORD]]],
define i8 @widen_xor_i8(ptr addrspace(1) %p, i8 %v) {
  %r = atomicrmw xor ptr addrspace(1) %p, i8 %v syncscope("device") release
  ret i8 %r
}

; CHECK-LABEL: fadd_f16(
; CHECK: atom.acq_rel.sys.add.noftz.f16
define half @fadd_f16(ptr %p, half %v) {
  %r = atomicrmw fadd ptr %p, half %v acq_rel
  ret half %r
}

; bf16 atom.add needs sm_90; before, LLVM's cmpxchg loop
; CHECK-LABEL: fadd_bf16(
; SM90: atom.relaxed.cta.global.add.noftz.bf16
; SM75: atom.relaxed.cta.global.cas.b32
define bfloat @fadd_bf16(ptr addrspace(1) %p, bfloat %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, bfloat %v syncscope("block") monotonic
  ret bfloat %r
}

; CHECK-LABEL: fadd_f64(
; CHECK: fence.sc.gpu;
; CHECK: atom.acquire.gpu.add.f64
define double @fadd_f64(ptr %p, double %v) {
  %r = atomicrmw fadd ptr %p, double %v syncscope("device") seq_cst
  ret double %r
}

; CHECK-LABEL: xchg_float(
; CHECK: atom.acquire.sys.exch.b32
define float @xchg_float(ptr %p, float %v) {
  %r = atomicrmw xchg ptr %p, float %v acquire
  ret float %r
}

; CHECK-LABEL: xchg_double(
; CHECK: atom.release.cta.shared.exch.b64
define double @xchg_double(ptr addrspace(3) %p, double %v) {
  %r = atomicrmw xchg ptr addrspace(3) %p, double %v syncscope("block") release
  ret double %r
}

; CHECK-LABEL: xchg_ptr(
; CHECK: atom.relaxed.sys.global.exch.b64
define ptr @xchg_ptr(ptr addrspace(1) %p, ptr %v) {
  %r = atomicrmw xchg ptr addrspace(1) %p, ptr %v monotonic
  ret ptr %r
}

; CHECK-LABEL: sub_i64(
; CHECK: neg.s64 [[N:%rd[0-9]+]],
; CHECK: atom.acq_rel.sys.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[N]];
define i64 @sub_i64(ptr %p, i64 %v) {
  %r = atomicrmw sub ptr %p, i64 %v acq_rel
  ret i64 %r
}

; volatile atomics keep their ordering and scope too
; CHECK-LABEL: volatile_umax_i64(
; CHECK: atom.release.sys.global.max.u64
define i64 @volatile_umax_i64(ptr addrspace(1) %p, i64 %v) {
  %r = atomicrmw volatile umax ptr addrspace(1) %p, i64 %v release
  ret i64 %r
}

; an unused result still gets the atom (not dropped)
; CHECK-LABEL: unused_result(
; CHECK: atom.relaxed.gpu.global.add.u32
define void @unused_result(ptr addrspace(1) %p) {
  %r = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("device") monotonic
  ret void
}
