target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel i32 @k(ptr %p) {
  store i32 1, ptr %p
  ret i32 0
}
