; Input of libdevice-whole.test: llvm.tanh.f32 without afn, which LLVM 22
; cannot select on any arch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define float @fast_tanh(float %a) {
  %r = call float @llvm.tanh.f32(float %a)
  ret float %r
}
declare float @llvm.tanh.f32(float)
