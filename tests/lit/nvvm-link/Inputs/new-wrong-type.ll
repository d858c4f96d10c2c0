; an _ZnwmSt11align_val_t that is not C++'s (i32 align): not ours to define
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare ptr @_ZnwmSt11align_val_t(i64, i32)
define ptx_kernel void @k(i64 %n) {
  %d = call ptr @_ZnwmSt11align_val_t(i64 %n, i32 64)
  ret void
}
