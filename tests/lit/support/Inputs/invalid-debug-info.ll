; Debug info LLVM's verifier rejects (a location in another function's
; subprogram): the reader strips it, warns once, and prints the
; verifier's findings on stderr itself.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !9
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvmir.version = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/t")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, i32 0, i32 3, i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 5, type: !7, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 6, column: 1, scope: !6)
