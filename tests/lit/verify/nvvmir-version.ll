; Rule nvvmir-version (both dialects, spec 3.13). llvm dialect: absent = 1.0,
; majors 1 and 2; nvvm dialect: exactly 2.0 with debug 3.0-3.2 (libNVVM 13);
; both: a major above 2 or a debug major above 3 is an error.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvvm-opt --verify-only %t/none.ll
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/none.ll 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: nvvm-opt --verify-only %t/v1.ll
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/v1.ll 2>&1 | FileCheck %s --check-prefix=V1
; RUN: nvvm-opt --verify-only %t/dbg32.ll
; RUN: nvvm-opt --verify-only --dialect=nvvm %t/dbg32.ll
; RUN: nvvm-opt --verify-only %t/dbg20.ll
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/dbg20.ll 2>&1 | FileCheck %s --check-prefix=DBG20
; RUN: nvvm-opt --verify-only %t/dbg33.ll
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/dbg33.ll 2>&1 | FileCheck %s --check-prefix=DBG33
; RUN: not nvvm-opt --verify-only %t/v3.ll 2>&1 | FileCheck %s --check-prefix=V3
; RUN: not nvvm-opt --verify-only --dialect=nvvm %t/v3.ll 2>&1 | FileCheck %s --check-prefix=V3
; RUN: not nvvm-opt --verify-only %t/shape.ll 2>&1 | FileCheck %s --check-prefix=SHAPE
; NONE: none.ll: error: module has no !nvvmir.version, which means NVVM IR 1.0; libNVVM 13 needs 2.0: add !nvvmir.version = !{!{i32 2, i32 0}} [nvvmir-version]
; V1: v1.ll: error: NVVM IR version 1.5 is not supported by libNVVM 13, which needs exactly 2.0 [nvvmir-version]
; DBG20: dbg20.ll: error: NVVM debug metadata version 2.0 is not supported by libNVVM 13, which accepts 3.0 to 3.2 [nvvmir-version]
; DBG33: dbg33.ll: error: NVVM debug metadata version 3.3 is not supported by libNVVM 13, which accepts 3.0 to 3.2 [nvvmir-version]
; V3: v3.ll: error: NVVM IR version 3.0 is not supported: this verifier knows versions 1.x and 2.x [nvvmir-version]
; V3: v3.ll: error: NVVM debug metadata version 4.0 is not supported: the newest is 3.2 [nvvmir-version]
; SHAPE: shape.ll: error: !nvvmir.version operand 0 is not {i32 major, i32 minor} or {i32 major, i32 minor, i32 debug-major, i32 debug-minor} [nvvmir-version]

;--- none.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
;--- v1.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 1, i32 5}
;--- dbg32.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
;--- dbg20.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 2, i32 0}
;--- dbg33.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 3}
;--- v3.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 3, i32 0, i32 4, i32 0}
;--- shape.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
!nvvmir.version = !{!0}
!0 = !{i32 2}
