; ModuleID = '/work/main/tests/dwarf-corpus/O2/inline.tmp.ll'
source_filename = "inline.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5normsPKfS0_S0_Pfi(ptr noundef readonly captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef readonly captures(none) %z, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !8 {
entry:
    #dbg_value(ptr %x, !17, !DIExpression(), !18)
    #dbg_value(ptr %y, !19, !DIExpression(), !18)
    #dbg_value(ptr %z, !20, !DIExpression(), !18)
    #dbg_value(ptr %out, !21, !DIExpression(), !18)
    #dbg_value(i32 %n, !22, !DIExpression(), !18)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !30
  %mul = mul i32 %0, %1, !dbg !33
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %add = add i32 %mul, %2, !dbg !37
    #dbg_value(i32 %add, !38, !DIExpression(), !18)
  %cmp = icmp slt i32 %add, %n, !dbg !39
  br i1 %cmp, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !41
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !41
  %3 = load float, ptr %arrayidx, align 4, !dbg !41
  %arrayidx4 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !42
  %4 = load float, ptr %arrayidx4, align 4, !dbg !42
  %arrayidx6 = getelementptr inbounds float, ptr %z, i64 %idxprom, !dbg !43
  %5 = load float, ptr %arrayidx6, align 4, !dbg !43
    #dbg_value(float %3, !44, !DIExpression(), !48)
    #dbg_value(float %4, !50, !DIExpression(), !48)
    #dbg_value(float %5, !51, !DIExpression(), !48)
    #dbg_value(float %3, !52, !DIExpression(), !56)
  %mul.i13 = fmul contract float %3, %3, !dbg !58
    #dbg_value(float %4, !52, !DIExpression(), !59)
  %mul.i11 = fmul contract float %4, %4, !dbg !61
  %add.i = fadd contract float %mul.i13, %mul.i11, !dbg !62
    #dbg_value(float %5, !52, !DIExpression(), !63)
  %mul.i = fmul contract float %5, %5, !dbg !65
  %add3.i = fadd contract float %add.i, %mul.i, !dbg !66
    #dbg_value(float %add3.i, !67, !DIExpression(), !48)
  %6 = tail call contract noundef float @llvm.sqrt.f32(float %add3.i), !dbg !68
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !69
  store float %6, ptr %arrayidx9, align 4, !dbg !70
  br label %if.end, !dbg !69

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6clampffff(float noundef %v, float noundef %lo, float noundef %hi) local_unnamed_addr #1 !dbg !72 {
entry:
    #dbg_value(float %v, !73, !DIExpression(), !74)
    #dbg_value(float %lo, !75, !DIExpression(), !74)
    #dbg_value(float %hi, !76, !DIExpression(), !74)
  %cmp = fcmp contract olt float %v, %lo, !dbg !77
  %cmp1 = fcmp contract ogt float %v, %hi, !dbg !78
  %cond = select i1 %cmp1, float %hi, float %v, !dbg !78
  %cond5 = select i1 %cmp, float %lo, float %cond, !dbg !78
  ret float %cond5, !dbg !79
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9clamp_allPfffi(ptr noundef captures(none) %v, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #2 !dbg !80 {
entry:
    #dbg_value(ptr %v, !83, !DIExpression(), !84)
    #dbg_value(float %lo, !85, !DIExpression(), !84)
    #dbg_value(float %hi, !86, !DIExpression(), !84)
    #dbg_value(i32 %n, !87, !DIExpression(), !84)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !88
    #dbg_value(i32 %0, !91, !DIExpression(), !92)
  %cmp5 = icmp slt i32 %0, %n, !dbg !93
  br i1 %cmp5, label %for.body.lr.ph, label %for.end, !dbg !95

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body, !dbg !95

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.06 = phi i32 [ %0, %for.body.lr.ph ], [ %add, %for.body ]
    #dbg_value(i32 %i.06, !91, !DIExpression(), !92)
  %idxprom = sext i32 %i.06 to i64, !dbg !96
  %arrayidx = getelementptr inbounds float, ptr %v, i64 %idxprom, !dbg !96
  %2 = load float, ptr %arrayidx, align 4, !dbg !96
  %call1 = tail call contract noundef float @_Z6clampffff(float noundef %2, float noundef %lo, float noundef %hi) #5, !dbg !97
  store float %call1, ptr %arrayidx, align 4, !dbg !98
  %add = add i32 %i.06, %1, !dbg !99
    #dbg_value(i32 %add, !91, !DIExpression(), !92)
  %cmp = icmp slt i32 %add, %n, !dbg !93
  br i1 %cmp, label %for.body, label %for.end, !dbg !95, !llvm.loop !100

for.end:                                          ; preds = %for.body, %entry
  ret void, !dbg !103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inline.cu", directory: "/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "norms", linkageName: "_Z5normsPKfS0_S0_Pfi", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11, !11, !11, !14, !15}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 3, type: !11)
!18 = !DILocation(line: 0, scope: !8)
!19 = !DILocalVariable(name: "y", arg: 2, scope: !8, file: !1, line: 3, type: !11)
!20 = !DILocalVariable(name: "z", arg: 3, scope: !8, file: !1, line: 3, type: !11)
!21 = !DILocalVariable(name: "out", arg: 4, scope: !8, file: !1, line: 3, type: !14)
!22 = !DILocalVariable(name: "n", arg: 5, scope: !8, file: !1, line: 3, type: !15)
!23 = !DILocation(line: 11, column: 67, scope: !24, inlinedAt: !29)
!24 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !25, file: !25, line: 11, type: !26, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!25 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!26 = !DISubroutineType(types: !27)
!27 = !{!28}
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = distinct !DILocation(line: 4, column: 11, scope: !8)
!30 = !DILocation(line: 10, column: 66, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !25, file: !25, line: 10, type: !26, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 4, column: 23, scope: !8)
!33 = !DILocation(line: 4, column: 21, scope: !8)
!34 = !DILocation(line: 9, column: 65, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !25, file: !25, line: 9, type: !26, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 4, column: 34, scope: !8)
!37 = !DILocation(line: 4, column: 32, scope: !8)
!38 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 4, type: !15)
!39 = !DILocation(line: 5, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !8, file: !1, line: 5, column: 7)
!41 = !DILocation(line: 5, column: 29, scope: !40)
!42 = !DILocation(line: 5, column: 35, scope: !40)
!43 = !DILocation(line: 5, column: 41, scope: !40)
!44 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !1, line: 2, type: !13)
!45 = distinct !DISubprogram(name: "norm3", linkageName: "_ZL5norm3fff", scope: !1, file: !1, line: 2, type: !46, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!46 = !DISubroutineType(types: !47)
!47 = !{!13, !13, !13, !13}
!48 = !DILocation(line: 0, scope: !45, inlinedAt: !49)
!49 = distinct !DILocation(line: 5, column: 23, scope: !40)
!50 = !DILocalVariable(name: "b", arg: 2, scope: !45, file: !1, line: 2, type: !13)
!51 = !DILocalVariable(name: "c", arg: 3, scope: !45, file: !1, line: 2, type: !13)
!52 = !DILocalVariable(name: "x", arg: 1, scope: !53, file: !1, line: 1, type: !13)
!53 = distinct !DISubprogram(name: "sq", linkageName: "_ZL2sqf", scope: !1, file: !1, line: 1, type: !54, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!54 = !DISubroutineType(types: !55)
!55 = !{!13, !13}
!56 = !DILocation(line: 0, scope: !53, inlinedAt: !57)
!57 = distinct !DILocation(line: 2, column: 86, scope: !45, inlinedAt: !49)
!58 = !DILocation(line: 1, column: 64, scope: !53, inlinedAt: !57)
!59 = !DILocation(line: 0, scope: !53, inlinedAt: !60)
!60 = distinct !DILocation(line: 2, column: 94, scope: !45, inlinedAt: !49)
!61 = !DILocation(line: 1, column: 64, scope: !53, inlinedAt: !60)
!62 = !DILocation(line: 2, column: 92, scope: !45, inlinedAt: !49)
!63 = !DILocation(line: 0, scope: !53, inlinedAt: !64)
!64 = distinct !DILocation(line: 2, column: 102, scope: !45, inlinedAt: !49)
!65 = !DILocation(line: 1, column: 64, scope: !53, inlinedAt: !64)
!66 = !DILocation(line: 2, column: 100, scope: !45, inlinedAt: !49)
!67 = !DILocalVariable(name: "s", scope: !45, file: !1, line: 2, type: !13)
!68 = !DILocation(line: 2, column: 116, scope: !45, inlinedAt: !49)
!69 = !DILocation(line: 5, column: 14, scope: !40)
!70 = !DILocation(line: 5, column: 21, scope: !40)
!71 = !DILocation(line: 6, column: 1, scope: !8)
!72 = distinct !DISubprogram(name: "clampf", linkageName: "_Z6clampffff", scope: !1, file: !1, line: 7, type: !46, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!73 = !DILocalVariable(name: "v", arg: 1, scope: !72, file: !1, line: 7, type: !13)
!74 = !DILocation(line: 0, scope: !72)
!75 = !DILocalVariable(name: "lo", arg: 2, scope: !72, file: !1, line: 7, type: !13)
!76 = !DILocalVariable(name: "hi", arg: 3, scope: !72, file: !1, line: 7, type: !13)
!77 = !DILocation(line: 7, column: 65, scope: !72)
!78 = !DILocation(line: 7, column: 63, scope: !72)
!79 = !DILocation(line: 7, column: 56, scope: !72)
!80 = distinct !DISubprogram(name: "clamp_all", linkageName: "_Z9clamp_allPfffi", scope: !1, file: !1, line: 8, type: !81, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !14, !13, !13, !15}
!83 = !DILocalVariable(name: "v", arg: 1, scope: !80, file: !1, line: 8, type: !14)
!84 = !DILocation(line: 0, scope: !80)
!85 = !DILocalVariable(name: "lo", arg: 2, scope: !80, file: !1, line: 8, type: !13)
!86 = !DILocalVariable(name: "hi", arg: 3, scope: !80, file: !1, line: 8, type: !13)
!87 = !DILocalVariable(name: "n", arg: 4, scope: !80, file: !1, line: 8, type: !15)
!88 = !DILocation(line: 9, column: 65, scope: !35, inlinedAt: !89)
!89 = distinct !DILocation(line: 9, column: 16, scope: !90)
!90 = distinct !DILexicalBlock(scope: !80, file: !1, line: 9, column: 3)
!91 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 9, type: !15)
!92 = !DILocation(line: 0, scope: !90)
!93 = !DILocation(line: 9, column: 27, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 9, column: 3)
!95 = !DILocation(line: 9, column: 3, scope: !90)
!96 = !DILocation(line: 9, column: 61, scope: !94)
!97 = !DILocation(line: 9, column: 54, scope: !94)
!98 = !DILocation(line: 9, column: 52, scope: !94)
!99 = !DILocation(line: 9, column: 34, scope: !94)
!100 = distinct !{!100, !95, !101, !102}
!101 = !DILocation(line: 9, column: 73, scope: !90)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 10, column: 1, scope: !80)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
