; REQUIRES: libdevice
; A module linked with libdevice still asks __nvvm_reflect("__CUDA_PREC_SQRT")
; and ("__CUDA_FTZ"): nvvm-llc answers them per arch from the resolved math
; settings, as libNVVM does, so __nv_sqrtf is sqrt.rn.f32 by default (LLVM's
; own NVVMReflect would answer 0 and pick sqrt.approx).
; RUN: nvvm-link %s --libdevice=%libdevice -o %t.bc
; RUN: nvvm-llc --arch=sm_80 %t.bc -o - | FileCheck --check-prefix=RN %s
; RN: sqrt.rn.f32
; RN-NOT: sqrt.approx
; RUN: nvvm-llc --arch=sm_80 -prec-sqrt=0 %t.bc -o - | FileCheck --check-prefix=APPROX %s
; APPROX: sqrt.approx.f32
; RUN: nvvm-llc --arch=sm_80 -ftz=1 %t.bc -o - | FileCheck --check-prefix=FTZ %s
; FTZ: sqrt.rn.ftz.f32
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

declare float @__nv_sqrtf(float)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @__nv_sqrtf(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}
