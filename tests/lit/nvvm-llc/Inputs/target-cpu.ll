; What clang writes: per-function target-cpu and target-features (sm_80, PTX 7.0).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
define void @helper(ptr addrspace(1) %p) #0 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}
attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
