; ModuleID = '/work/main/tests/dwarf-corpus/O2/misc.tmp.ll'
source_filename = "misc.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7acc_addP3Accf(ptr noundef captures(none) %a, float noundef %v) local_unnamed_addr #0 !dbg !8 {
entry:
    #dbg_value(ptr %a, !19, !DIExpression(), !20)
    #dbg_value(float %v, !21, !DIExpression(), !20)
  %0 = load float, ptr %a, align 4, !dbg !22
  %add = fadd contract float %v, %0, !dbg !22
  store float %add, ptr %a, align 4, !dbg !22
  %count = getelementptr inbounds nuw i8, ptr %a, i64 4, !dbg !23
  %1 = load i32, ptr %count, align 4, !dbg !24
  %inc = add nsw i32 %1, 1, !dbg !24
  store i32 %inc, ptr %count, align 4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9mean_rowsPKfPfi(ptr noundef readonly captures(none) %m, ptr noundef writeonly captures(none) %out, i32 noundef %cols) local_unnamed_addr #1 !dbg !26 {
entry:
  %acc = alloca %struct.Acc, align 8
    #dbg_value(ptr %m, !32, !DIExpression(), !33)
    #dbg_value(ptr %out, !34, !DIExpression(), !33)
    #dbg_value(i32 %cols, !35, !DIExpression(), !33)
    #dbg_declare(ptr %acc, !36, !DIExpression(), !37)
  store i64 0, ptr %acc, align 8, !dbg !37
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %mul = mul i32 %cols, %0, !dbg !45
  %idx.ext = zext i32 %mul to i64, !dbg !46
  %add.ptr = getelementptr inbounds nuw float, ptr %m, i64 %idx.ext, !dbg !46
    #dbg_value(ptr %add.ptr, !47, !DIExpression(), !33)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
    #dbg_value(i32 %1, !52, !DIExpression(), !53)
  %cmp4 = icmp slt i32 %1, %cols, !dbg !54
  br i1 %cmp4, label %for.body.lr.ph, label %for.end, !dbg !56

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body, !dbg !56

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %c.05 = phi i32 [ %1, %for.body.lr.ph ], [ %add, %for.body ]
    #dbg_value(i32 %c.05, !52, !DIExpression(), !53)
  %idxprom = sext i32 %c.05 to i64, !dbg !57
  %arrayidx = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom, !dbg !57
  %3 = load float, ptr %arrayidx, align 4, !dbg !57
  call void @_Z7acc_addP3Accf(ptr noundef nonnull %acc, float noundef %3) #4, !dbg !58
  %add = add i32 %c.05, %2, !dbg !59
    #dbg_value(i32 %add, !52, !DIExpression(), !53)
  %cmp = icmp slt i32 %add, %cols, !dbg !54
  br i1 %cmp, label %for.body, label %for.end.loopexit, !dbg !56, !llvm.loop !60

for.end.loopexit:                                 ; preds = %for.body
  %count.phi.trans.insert = getelementptr inbounds nuw i8, ptr %acc, i64 4
  %.pre = load i32, ptr %count.phi.trans.insert, align 4, !dbg !63
  br label %for.end, !dbg !63

for.end:                                          ; preds = %for.end.loopexit, %entry
  %4 = phi i32 [ %.pre, %for.end.loopexit ], [ 0, %entry ], !dbg !63
  %tobool.not = icmp eq i32 %4, 0, !dbg !64
  br i1 %tobool.not, label %cond.end, label %cond.true, !dbg !64

cond.true:                                        ; preds = %for.end
  %conv = sitofp i32 %4 to float
  %5 = load float, ptr %acc, align 8, !dbg !65
  %div = fdiv contract float %5, %conv, !dbg !66
  br label %cond.end, !dbg !64

cond.end:                                         ; preds = %for.end, %cond.true
  %cond = phi float [ %div, %cond.true ], [ 0.000000e+00, %for.end ], !dbg !64
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %mul6 = mul i32 %0, %6, !dbg !70
  %add8 = add i32 %mul6, %1, !dbg !71
  %idxprom9 = zext i32 %add8 to i64, !dbg !72
  %arrayidx10 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom9, !dbg !72
  store float %cond, ptr %arrayidx10, align 4, !dbg !73
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z4fillPjjj(ptr noundef writeonly captures(none) %dst, i32 noundef %value, i32 noundef %n) local_unnamed_addr #2 !dbg !75 {
entry:
    #dbg_value(ptr %dst, !79, !DIExpression(), !80)
    #dbg_value(i32 %value, !81, !DIExpression(), !80)
    #dbg_value(i32 %n, !82, !DIExpression(), !80)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !83
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !85
  %mul = mul i32 %0, %1, !dbg !87
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !88
  %add = add i32 %mul, %2, !dbg !90
    #dbg_value(i32 %add, !91, !DIExpression(), !80)
  %mul4 = shl nuw nsw i32 %1, 6, !dbg !92
    #dbg_value(i32 %mul4, !93, !DIExpression(), !80)
    #dbg_value(i32 %add, !91, !DIExpression(), !80)
  %cmp4 = icmp ult i32 %add, %n, !dbg !94
  br i1 %cmp4, label %for.body, label %for.end, !dbg !97

for.body:                                         ; preds = %entry, %for.body
  %i.05 = phi i32 [ %add5, %for.body ], [ %add, %entry ]
    #dbg_value(i32 %i.05, !91, !DIExpression(), !80)
  %xor = xor i32 %i.05, %value, !dbg !98
  %idxprom = zext i32 %i.05 to i64, !dbg !99
  %arrayidx = getelementptr inbounds nuw i32, ptr %dst, i64 %idxprom, !dbg !99
  store i32 %xor, ptr %arrayidx, align 4, !dbg !100
  %add5 = add i32 %i.05, %mul4, !dbg !101
    #dbg_value(i32 %add5, !91, !DIExpression(), !80)
  %cmp = icmp ult i32 %add5, %n, !dbg !94
  br i1 %cmp, label %for.body, label %for.end, !dbg !97, !llvm.loop !102

for.end:                                          ; preds = %for.body, %entry
  ret void, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc.cu", directory: "/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "acc_add", linkageName: "_Z7acc_addP3Accf", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11, !15}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", file: !1, line: 1, size: 64, flags: DIFlagTypePassByValue, elements: !13, identifier: "_ZTS3Acc")
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !12, file: !1, line: 1, baseType: !15, size: 32)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !12, file: !1, line: 1, baseType: !17, size: 32, offset: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 2, type: !11)
!20 = !DILocation(line: 0, scope: !8)
!21 = !DILocalVariable(name: "v", arg: 2, scope: !8, file: !1, line: 2, type: !15)
!22 = !DILocation(line: 2, column: 64, scope: !8)
!23 = !DILocation(line: 2, column: 73, scope: !8)
!24 = !DILocation(line: 2, column: 78, scope: !8)
!25 = !DILocation(line: 2, column: 82, scope: !8)
!26 = distinct !DISubprogram(name: "mean_rows", linkageName: "_Z9mean_rowsPKfPfi", scope: !1, file: !1, line: 3, type: !27, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !31, !17}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!32 = !DILocalVariable(name: "m", arg: 1, scope: !26, file: !1, line: 3, type: !29)
!33 = !DILocation(line: 0, scope: !26)
!34 = !DILocalVariable(name: "out", arg: 2, scope: !26, file: !1, line: 3, type: !31)
!35 = !DILocalVariable(name: "cols", arg: 3, scope: !26, file: !1, line: 3, type: !17)
!36 = !DILocalVariable(name: "acc", scope: !26, file: !1, line: 4, type: !12)
!37 = !DILocation(line: 4, column: 7, scope: !26)
!38 = !DILocation(line: 11, column: 67, scope: !39, inlinedAt: !44)
!39 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !40, file: !40, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!40 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!41 = !DISubroutineType(types: !42)
!42 = !{!43}
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = distinct !DILocation(line: 5, column: 26, scope: !26)
!45 = !DILocation(line: 5, column: 36, scope: !26)
!46 = !DILocation(line: 5, column: 24, scope: !26)
!47 = !DILocalVariable(name: "row", scope: !26, file: !1, line: 5, type: !29)
!48 = !DILocation(line: 9, column: 65, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !40, file: !40, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!50 = distinct !DILocation(line: 6, column: 16, scope: !51)
!51 = distinct !DILexicalBlock(scope: !26, file: !1, line: 6, column: 3)
!52 = !DILocalVariable(name: "c", scope: !51, file: !1, line: 6, type: !17)
!53 = !DILocation(line: 0, scope: !51)
!54 = !DILocation(line: 6, column: 27, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 6, column: 3)
!56 = !DILocation(line: 6, column: 3, scope: !51)
!57 = !DILocation(line: 6, column: 64, scope: !55)
!58 = !DILocation(line: 6, column: 50, scope: !55)
!59 = !DILocation(line: 6, column: 37, scope: !55)
!60 = distinct !{!60, !56, !61, !62}
!61 = !DILocation(line: 6, column: 70, scope: !51)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 7, column: 45, scope: !26)
!64 = !DILocation(line: 7, column: 41, scope: !26)
!65 = !DILocation(line: 7, column: 57, scope: !26)
!66 = !DILocation(line: 7, column: 61, scope: !26)
!67 = !DILocation(line: 10, column: 66, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !40, file: !40, line: 10, type: !41, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!69 = distinct !DILocation(line: 7, column: 19, scope: !26)
!70 = !DILocation(line: 7, column: 17, scope: !26)
!71 = !DILocation(line: 7, column: 28, scope: !26)
!72 = !DILocation(line: 7, column: 3, scope: !26)
!73 = !DILocation(line: 7, column: 39, scope: !26)
!74 = !DILocation(line: 8, column: 1, scope: !26)
!75 = distinct !DISubprogram(name: "fill", linkageName: "_Z4fillPjjj", scope: !1, file: !1, line: 9, type: !76, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78, !43, !43}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!79 = !DILocalVariable(name: "dst", arg: 1, scope: !75, file: !1, line: 9, type: !78)
!80 = !DILocation(line: 0, scope: !75)
!81 = !DILocalVariable(name: "value", arg: 2, scope: !75, file: !1, line: 9, type: !43)
!82 = !DILocalVariable(name: "n", arg: 3, scope: !75, file: !1, line: 9, type: !43)
!83 = !DILocation(line: 11, column: 67, scope: !39, inlinedAt: !84)
!84 = distinct !DILocation(line: 10, column: 16, scope: !75)
!85 = !DILocation(line: 10, column: 66, scope: !68, inlinedAt: !86)
!86 = distinct !DILocation(line: 10, column: 28, scope: !75)
!87 = !DILocation(line: 10, column: 26, scope: !75)
!88 = !DILocation(line: 9, column: 65, scope: !49, inlinedAt: !89)
!89 = distinct !DILocation(line: 10, column: 39, scope: !75)
!90 = !DILocation(line: 10, column: 37, scope: !75)
!91 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 10, type: !43)
!92 = !DILocation(line: 11, column: 28, scope: !75)
!93 = !DILocalVariable(name: "step", scope: !75, file: !1, line: 11, type: !43)
!94 = !DILocation(line: 12, column: 12, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !1, line: 12, column: 3)
!96 = distinct !DILexicalBlock(scope: !75, file: !1, line: 12, column: 3)
!97 = !DILocation(line: 12, column: 3, scope: !96)
!98 = !DILocation(line: 12, column: 43, scope: !95)
!99 = !DILocation(line: 12, column: 28, scope: !95)
!100 = !DILocation(line: 12, column: 35, scope: !95)
!101 = !DILocation(line: 12, column: 19, scope: !95)
!102 = distinct !{!102, !97, !103, !62}
!103 = !DILocation(line: 12, column: 45, scope: !96)
!104 = !DILocation(line: 13, column: 1, scope: !75)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
