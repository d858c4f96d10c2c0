; Debug info of version 1: LLVM's reader warns and drops it, once per parse.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !3 {
  store float 1.0, ptr addrspace(1) %p, align 4, !dbg !5
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "o.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 1}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !4, unit: !0, isDefinition: true)
!4 = !DISubroutineType(types: !{})
!5 = !DILocation(line: 2, scope: !3)
