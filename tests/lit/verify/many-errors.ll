; A module with errors in every layer: all of them are reported in one run,
; in module order, and the exit status is 1. Instructions with a debug
; location are reported at the source file:line:column instead of being quoted.
; RUN: not nvvm-opt --verify-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not nvvm-opt --verify-only --max-errors=2 %s 2>&1 | FileCheck %s --check-prefix=MAX
; RUN: not nvvm-opt --verify-only --diag-format=json %s 2>&1 | FileCheck %s --check-prefix=JSON
; CHECK: many-errors.ll: error: global variable 'g' is in address space 5 (local): globals live in generic (0), global (1), shared (3) or constant (4) [global-address-space]
; CHECK: many-errors.ll: error: shared variable 's' has an initializer: shared memory cannot be initialized (use undef, and store the value in a kernel) [shared-initializer]
; CHECK: many-errors.ll: error: function 'k': function attribute 'sspreq' is not supported: it has no meaning on GPUs [function-attribute]
; CHECK: many-errors.ll: error: function 'k': kernel returns 'i32': kernels must return void [kernel-return]
; CHECK: /src/k.cu:7:5: error: function 'k': addrspacecast from shared (3) to global (1): a cast between two non-generic address spaces is not supported; go through generic (0) [addrspacecast]
; CHECK: /src/k.cu:8:3: error: function 'k': load in tensor memory (address space 6): tensor memory is accessed through tcgen05 intrinsics [tensor-memory-access]
; CHECK: many-errors.ll: error: function 'k': unsupported intrinsic 'llvm.nvvm.nope': LLVM 22 does not know it and would emit a call to an undefined function, which ptxas rejects (in 'call void @llvm.nvvm.nope()') [unsupported-intrinsic]
; MAX-COUNT-2: error:
; MAX-NOT: unsupported intrinsic
; JSON: {"severity":"error","rule":"addrspacecast","file":"/src/k.cu","line":7,"column":5,"entity":"k","message":"function 'k': addrspacecast from shared (3) to global (1)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(5) global i32 0
@s = addrspace(3) global i32 1

declare void @llvm.nvvm.nope()

define ptx_kernel i32 @k(ptr addrspace(3) %p, ptr addrspace(6) %q) sspreq !dbg !4 {
  %a = addrspacecast ptr addrspace(3) %p to ptr addrspace(1), !dbg !7
  %b = load i32, ptr addrspace(6) %q, !dbg !8
  call void @llvm.nvvm.nope()
  ret i32 0
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvmir.version = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 7, column: 5, scope: !4)
!8 = !DILocation(line: 8, column: 3, scope: !4)
!9 = !{i32 2, i32 0, i32 3, i32 2}
