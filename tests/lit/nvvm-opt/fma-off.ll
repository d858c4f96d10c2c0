; -fma=0 removes contraction: no fma.rn.f32 in the PTX, as libNVVM -fma=0.
; RUN: nvvm-opt --arch=sm_80 -fma=0 %s -o %t.bc
; RUN: llc -mcpu=sm_80 %t.bc -o - | FileCheck %s
; CHECK-NOT: fma.rn.f32
; CHECK: mul.rn.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, float %a, float %b) {
  %m = fmul contract float %a, %b
  %r = fadd contract float %m, %a
  store float %r, ptr %p
  ret void
}
