; Rule llvm-ir (both dialects): LLVM's own verifier runs first; a module it
; rejects is reported with LLVM's words and our layers are skipped.
; RUN: not nvvm-opt --verify-only %s 2>&1 | FileCheck %s
; RUN: not nvvm-opt --verify-only --dialect=nvvm %s 2>&1 | FileCheck %s
; RUN: not nvvm-opt --verify-only --no-verify %s 2>&1 | FileCheck %s --check-prefix=USAGE
; CHECK: llvm-ir.ll: error: invalid LLVM IR: immarg operand has non-immediate parameter (in 'i1 %v; call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 %v)') [llvm-ir]
; USAGE: nvvm-opt: error: --verify-only and --no-verify exclude each other
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
define void @f(ptr %d, ptr %s, i1 %v) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 %v)
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
