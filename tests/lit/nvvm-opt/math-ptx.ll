; REQUIRES: libdevice
; libdevice's __nv_sqrtf under the -ftz and -prec-sqrt combinations, and a
; plain fdiv under -prec-div, give the PTX instructions libNVVM gives.
; __CUDA_PREC_SQRT is resolved by nvvm-opt (LLVM 22 would answer 0: approx).
; RUN: llvm-link --only-needed %s %libdevice -o %t.bc
; RUN: nvvm-opt --arch=sm_80 %t.bc -o %t.d.bc && llc -mcpu=sm_80 %t.d.bc -o - | FileCheck %s --check-prefix=DEF
; RUN: nvvm-opt --arch=sm_80 -ftz=1 %t.bc -o %t.f.bc && llc -mcpu=sm_80 %t.f.bc -o - | FileCheck %s --check-prefix=FTZ
; RUN: nvvm-opt --arch=sm_80 -prec-sqrt=0 -prec-div=0 %t.bc -o %t.a.bc && llc -mcpu=sm_80 %t.a.bc -o - | FileCheck %s --check-prefix=APPROX
; RUN: nvvm-opt --arch=sm_80 -ftz=1 -prec-sqrt=0 -prec-div=0 %t.bc -o %t.af.bc && llc -mcpu=sm_80 %t.af.bc -o - | FileCheck %s --check-prefix=APPROXFTZ
; RUN: nvvm-opt --arch=sm_80 %t.bc -o %t.d2.bc && llc -mcpu=sm_80 %t.d2.bc -o - | FileCheck %s --check-prefix=FMA
; DEF: sqrt.rn.f32
; DEF: div.rn.f32
; FTZ: sqrt.rn.ftz.f32
; FTZ: div.rn.ftz.f32
; APPROX: sqrt.approx.f32
; APPROX: div.full.f32
; APPROXFTZ: sqrt.approx.ftz.f32
; APPROXFTZ: div.full.ftz.f32
; FMA: fma.rn.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @__nv_sqrtf(float)
define ptx_kernel void @k(ptr %p, float %a, float %b, float %c) {
  %s = call float @__nv_sqrtf(float %a)
  %d = fdiv float %s, %b
  %m = fmul contract float %d, %c
  %r = fadd contract float %m, %a
  store float %r, ptr %p
  ret void
}
