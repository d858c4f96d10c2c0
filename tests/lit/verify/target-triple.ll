; Rule target-triple (both dialects, spec 3.23): nvptx64-*-cuda or nvptx-*-cuda.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvvm-opt --verify-only %t/ok.ll
; RUN: nvvm-opt --verify-only --dialect=nvvm %t/ok.ll
; RUN: not nvvm-opt --verify-only %t/x86.ll 2>&1 | FileCheck %s --check-prefix=X86 --implicit-check-not=error:
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/x86.ll 2>&1 | FileCheck %s --check-prefix=X86 --implicit-check-not=error:
; RUN: not nvvm-opt --verify-only %t/gpulibs.ll 2>&1 | FileCheck %s --check-prefix=LIBS
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/nvcl.ll 2>&1 | FileCheck %s --check-prefix=NVCL
; RUN: nvvm-opt --verify-only %t/nvcl.ll
; X86: x86.ll: error: target triple 'x86_64-unknown-linux-gnu' is not an NVPTX triple: expected 'nvptx64-*-cuda' (64-bit) or 'nvptx-*-cuda' [target-triple]
; LIBS: gpulibs.ll: error: target triple 'nvptx64-nvidia-gpulibs' does not end in '-cuda': expected 'nvptx64-*-cuda' (a libdevice module is linked into a program with nvvm-link, not compiled alone) [target-triple]
; NVCL: nvcl.ll: error: target triple 'nvptx64-nvidia-nvcl' does not end in '-cuda': expected 'nvptx64-*-cuda' [target-triple]

;--- ok.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- x86.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "x86_64-unknown-linux-gnu"
define void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- gpulibs.ll
target triple = "nvptx64-nvidia-gpulibs"
define void @f() {
  ret void
}
;--- nvcl.ll
target triple = "nvptx64-nvidia-nvcl"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
