; Rule data-layout (both dialects, spec 3.22): little endian, the triple's
; pointer size, natural integer and float alignments. LLVM's short layouts
; and the spec's long ones both pass.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvvm-opt --verify-only %t/short.ll
; RUN: nvvm-opt --verify-only --dialect=nvvm %t/short.ll
; RUN: nvvm-opt --verify-only %t/long.ll
; RUN: nvvm-opt --verify-only --dialect=nvvm %t/long.ll
; RUN: not nvvm-opt --verify-only %t/bad.ll 2>&1 | FileCheck %s --check-prefix=LLVM --implicit-check-not=error:
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/bad.ll 2>&1 | FileCheck %s --check-prefix=NVVM --implicit-check-not=error:
; RUN: not nvvm-opt --verify-only %t/ptr32.ll 2>&1 | FileCheck %s --check-prefix=PTR
; LLVM: bad.ll: error: data layout 'E-p:64:64-i64:32' is big-endian: NVPTX is little-endian ('e'); a valid one is 'e-i64:64-i128:128-v16:16-v32:32-n16:32:64' [data-layout]
; LLVM: bad.ll: error: data layout 'E-p:64:64-i64:32' aligns i64 to 32 bits but NVPTX needs 64; a valid one is 'e-i64:64-i128:128-v16:16-v32:32-n16:32:64' [data-layout]
; NVVM: bad.ll: error: data layout 'E-p:64:64-i64:32' is big-endian: NVPTX is little-endian ('e'); a valid one is 'e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64' [data-layout]
; LLVM: bad.ll: error: data layout 'E-p:64:64-i64:32' aligns i128 to 32 bits but NVPTX needs 128; a valid one is 'e-i64:64-i128:128-v16:16-v32:32-n16:32:64' [data-layout]
; NVVM: bad.ll: error: data layout 'E-p:64:64-i64:32' aligns i64 to 32 bits
; NVVM: bad.ll: error: data layout 'E-p:64:64-i64:32' aligns i128 to 32 bits
; RUN: nvvm-opt --verify-only %t/none.ll
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/none.ll 2>&1 | FileCheck %s --check-prefix=NONE
; NONE: none.ll: error: module has no data layout: a valid one is 'e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64' [data-layout]
; PTR: ptr32.ll: error: data layout 'e-p:32:32-i64:64-i128:128' has 32-bit generic pointers but the triple 'nvptx64-nvidia-cuda' needs 64-bit ones; a valid one is 'e-i64:64-i128:128-v16:16-v32:32-n16:32:64' [data-layout]

;--- short.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- long.ll
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- bad.ll
target datalayout = "E-p:64:64-i64:32"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- ptr32.ll
target datalayout = "e-p:32:32-i64:64-i128:128"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- none.ll
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
