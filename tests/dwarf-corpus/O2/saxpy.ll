; ModuleID = '/work/main/tests/dwarf-corpus/O2/saxpy.tmp.ll'
source_filename = "saxpy.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) local_unnamed_addr #0 !dbg !8 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !18)
    #dbg_value(float %a, !19, !DIExpression(), !18)
    #dbg_value(ptr %x, !20, !DIExpression(), !18)
    #dbg_value(ptr %y, !21, !DIExpression(), !18)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %mul = mul i32 %0, %1, !dbg !32
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  %add = add i32 %mul, %2, !dbg !36
    #dbg_value(i32 %add, !37, !DIExpression(), !18)
  %cmp = icmp slt i32 %add, %n, !dbg !38
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !40
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !40
  %3 = load float, ptr %arrayidx, align 4, !dbg !40
  %mul3 = fmul contract float %a, %3, !dbg !41
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !42
  %4 = load float, ptr %arrayidx5, align 4, !dbg !42
  %add6 = fadd contract float %mul3, %4, !dbg !43
  store float %add6, ptr %arrayidx5, align 4, !dbg !44
  br label %if.end, !dbg !45

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !46
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13saxpy_stridedifPKfPf(i32 noundef %n, float noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) local_unnamed_addr #1 !dbg !47 {
entry:
    #dbg_value(i32 %n, !48, !DIExpression(), !49)
    #dbg_value(float %a, !50, !DIExpression(), !49)
    #dbg_value(ptr %x, !51, !DIExpression(), !49)
    #dbg_value(ptr %y, !52, !DIExpression(), !49)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !56
  %mul = mul i32 %0, %1, !dbg !58
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  %add = add i32 %mul, %2, !dbg !61
    #dbg_value(i32 %add, !62, !DIExpression(), !63)
  %cmp6 = icmp slt i32 %add, %n, !dbg !64
  br i1 %cmp6, label %for.body.lr.ph, label %for.end, !dbg !66

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = shl nuw nsw i32 %1, 10
  br label %for.body, !dbg !66

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.07 = phi i32 [ %add, %for.body.lr.ph ], [ %add11, %for.body ]
    #dbg_value(i32 %i.07, !62, !DIExpression(), !63)
  %idxprom = sext i32 %i.07 to i64, !dbg !67
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !67
  %3 = load float, ptr %arrayidx, align 4, !dbg !67
  %mul3 = fmul contract float %a, %3, !dbg !68
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !69
  %4 = load float, ptr %arrayidx5, align 4, !dbg !69
  %add6 = fadd contract float %mul3, %4, !dbg !70
  store float %add6, ptr %arrayidx5, align 4, !dbg !71
  %add11 = add i32 %i.07, %mul10, !dbg !72
    #dbg_value(i32 %add11, !62, !DIExpression(), !63)
  %cmp = icmp slt i32 %add11, %n, !dbg !64
  br i1 %cmp, label %for.body, label %for.end, !dbg !66, !llvm.loop !73

for.end:                                          ; preds = %for.body, %entry
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "saxpy.cu", directory: "/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "saxpy", linkageName: "_Z5saxpyifPKfPf", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11, !12, !13, !15}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!16 = !{}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !8, file: !1, line: 1, type: !11)
!18 = !DILocation(line: 0, scope: !8)
!19 = !DILocalVariable(name: "a", arg: 2, scope: !8, file: !1, line: 1, type: !12)
!20 = !DILocalVariable(name: "x", arg: 3, scope: !8, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "y", arg: 4, scope: !8, file: !1, line: 1, type: !15)
!22 = !DILocation(line: 11, column: 67, scope: !23, inlinedAt: !28)
!23 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !24, file: !24, line: 11, type: !25, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!24 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!25 = !DISubroutineType(types: !26)
!26 = !{!27}
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = distinct !DILocation(line: 2, column: 11, scope: !8)
!29 = !DILocation(line: 10, column: 66, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !24, file: !24, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!31 = distinct !DILocation(line: 2, column: 23, scope: !8)
!32 = !DILocation(line: 2, column: 21, scope: !8)
!33 = !DILocation(line: 9, column: 65, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !24, file: !24, line: 9, type: !25, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!35 = distinct !DILocation(line: 2, column: 34, scope: !8)
!36 = !DILocation(line: 2, column: 32, scope: !8)
!37 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 2, type: !11)
!38 = !DILocation(line: 3, column: 9, scope: !39)
!39 = distinct !DILexicalBlock(scope: !8, file: !1, line: 3, column: 7)
!40 = !DILocation(line: 3, column: 25, scope: !39)
!41 = !DILocation(line: 3, column: 23, scope: !39)
!42 = !DILocation(line: 3, column: 32, scope: !39)
!43 = !DILocation(line: 3, column: 30, scope: !39)
!44 = !DILocation(line: 3, column: 19, scope: !39)
!45 = !DILocation(line: 3, column: 14, scope: !39)
!46 = !DILocation(line: 4, column: 1, scope: !8)
!47 = distinct !DISubprogram(name: "saxpy_strided", linkageName: "_Z13saxpy_stridedifPKfPf", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!48 = !DILocalVariable(name: "n", arg: 1, scope: !47, file: !1, line: 5, type: !11)
!49 = !DILocation(line: 0, scope: !47)
!50 = !DILocalVariable(name: "a", arg: 2, scope: !47, file: !1, line: 5, type: !12)
!51 = !DILocalVariable(name: "x", arg: 3, scope: !47, file: !1, line: 5, type: !13)
!52 = !DILocalVariable(name: "y", arg: 4, scope: !47, file: !1, line: 5, type: !15)
!53 = !DILocation(line: 11, column: 67, scope: !23, inlinedAt: !54)
!54 = distinct !DILocation(line: 6, column: 16, scope: !55)
!55 = distinct !DILexicalBlock(scope: !47, file: !1, line: 6, column: 3)
!56 = !DILocation(line: 10, column: 66, scope: !30, inlinedAt: !57)
!57 = distinct !DILocation(line: 6, column: 28, scope: !55)
!58 = !DILocation(line: 6, column: 26, scope: !55)
!59 = !DILocation(line: 9, column: 65, scope: !34, inlinedAt: !60)
!60 = distinct !DILocation(line: 6, column: 39, scope: !55)
!61 = !DILocation(line: 6, column: 37, scope: !55)
!62 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 6, type: !11)
!63 = !DILocation(line: 0, scope: !55)
!64 = !DILocation(line: 6, column: 50, scope: !65)
!65 = distinct !DILexicalBlock(scope: !55, file: !1, line: 6, column: 3)
!66 = !DILocation(line: 6, column: 3, scope: !55)
!67 = !DILocation(line: 6, column: 88, scope: !65)
!68 = !DILocation(line: 6, column: 86, scope: !65)
!69 = !DILocation(line: 6, column: 95, scope: !65)
!70 = !DILocation(line: 6, column: 93, scope: !65)
!71 = !DILocation(line: 6, column: 82, scope: !65)
!72 = !DILocation(line: 6, column: 57, scope: !65)
!73 = distinct !{!73, !66, !74, !75}
!74 = !DILocation(line: 6, column: 98, scope: !55)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 7, column: 1, scope: !47)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
