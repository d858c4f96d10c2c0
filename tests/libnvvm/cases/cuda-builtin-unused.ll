; A CUDA builtin variable as clang declares it, unused: libNVVM 13 rejects it at
; compute_75/90 (LLVM 7 reader) and accepts it at compute_100+ (LLVM 20 reader).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_threadIdx_t = type { i8 }
@threadIdx = extern_weak addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
define void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
