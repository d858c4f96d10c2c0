target triple = "nvptx64-nvidia-cuda"
define ptx_kernel i32 @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret i32 0
}
