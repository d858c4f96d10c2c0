; ModuleID = '/work/main/tests/dwarf-corpus/O2/abi_example.tmp.ll'
source_filename = "abi_example.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fooii(i32 noundef %i, i32 noundef %j) local_unnamed_addr #0 !dbg !8 {
entry:
    #dbg_value(i32 %i, !13, !DIExpression(), !14)
    #dbg_value(i32 %j, !15, !DIExpression(), !14)
  %add = add nsw i32 %j, %i, !dbg !16
  ret i32 %add, !dbg !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z4testPi(ptr noundef writeonly captures(none) initializes((0, 4)) %p) local_unnamed_addr #1 !dbg !18 {
entry:
    #dbg_value(ptr %p, !22, !DIExpression(), !23)
  %call = tail call noundef i32 @_Z3fooii(i32 noundef 1, i32 noundef 2) #2, !dbg !24
  store i32 %call, ptr %p, align 4, !dbg !25
  ret void, !dbg !26
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "abi_example.cu", directory: "/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "foo", linkageName: "_Z3fooii", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "i", arg: 1, scope: !8, file: !1, line: 2, type: !11)
!14 = !DILocation(line: 0, scope: !8)
!15 = !DILocalVariable(name: "j", arg: 2, scope: !8, file: !1, line: 2, type: !11)
!16 = !DILocation(line: 2, column: 58, scope: !8)
!17 = !DILocation(line: 2, column: 49, scope: !8)
!18 = distinct !DISubprogram(name: "test", linkageName: "_Z4testPi", scope: !1, file: !1, line: 3, type: !19, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!22 = !DILocalVariable(name: "p", arg: 1, scope: !18, file: !1, line: 3, type: !21)
!23 = !DILocation(line: 0, scope: !18)
!24 = !DILocation(line: 3, column: 37, scope: !18)
!25 = !DILocation(line: 3, column: 35, scope: !18)
!26 = !DILocation(line: 3, column: 48, scope: !18)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
