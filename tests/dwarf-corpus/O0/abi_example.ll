; ModuleID = 'abi_example.cu'
source_filename = "abi_example.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3fooii(i32 noundef %i, i32 noundef %j) #0 !dbg !8 {
entry:
  %i.addr = alloca i32, align 4
  %j.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !13, !DIExpression(), !14)
  store i32 %j, ptr %j.addr, align 4
    #dbg_declare(ptr %j.addr, !15, !DIExpression(), !16)
  %0 = load i32, ptr %i.addr, align 4, !dbg !17
  %1 = load i32, ptr %j.addr, align 4, !dbg !18
  %add = add nsw i32 %0, %1, !dbg !19
  ret i32 %add, !dbg !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z4testPi(ptr noundef %p) #1 !dbg !21 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !25, !DIExpression(), !26)
  %call = call noundef i32 @_Z3fooii(i32 noundef 1, i32 noundef 2) #2, !dbg !27
  %0 = load ptr, ptr %p.addr, align 8, !dbg !28
  store i32 %call, ptr %0, align 4, !dbg !29
  ret void, !dbg !30
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind }

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
!14 = !DILocation(line: 2, column: 37, scope: !8)
!15 = !DILocalVariable(name: "j", arg: 2, scope: !8, file: !1, line: 2, type: !11)
!16 = !DILocation(line: 2, column: 44, scope: !8)
!17 = !DILocation(line: 2, column: 56, scope: !8)
!18 = !DILocation(line: 2, column: 60, scope: !8)
!19 = !DILocation(line: 2, column: 58, scope: !8)
!20 = !DILocation(line: 2, column: 49, scope: !8)
!21 = distinct !DISubprogram(name: "test", linkageName: "_Z4testPi", scope: !1, file: !1, line: 3, type: !22, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!25 = !DILocalVariable(name: "p", arg: 1, scope: !21, file: !1, line: 3, type: !24)
!26 = !DILocation(line: 3, column: 27, scope: !21)
!27 = !DILocation(line: 3, column: 37, scope: !21)
!28 = !DILocation(line: 3, column: 33, scope: !21)
!29 = !DILocation(line: 3, column: 35, scope: !21)
!30 = !DILocation(line: 3, column: 48, scope: !21)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
