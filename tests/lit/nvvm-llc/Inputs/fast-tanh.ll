; Input of libdevice-whole.test: llvm.tanh.f32 with afn, as libdevice's
; __nv_fast_tanhf calls it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define float @fast_tanh(float %a) {
  %r = call afn float @llvm.tanh.f32(float %a)
  ret float %r
}
declare float @llvm.tanh.f32(float)
