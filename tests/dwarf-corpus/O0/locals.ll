; ModuleID = 'locals.cu'
source_filename = "locals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z9sum_arrayPKii(ptr noundef %v, i32 noundef %n) #0 !dbg !10 {
entry:
  %v.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
    #dbg_declare(ptr %v.addr, !16, !DIExpression(), !17)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !18, !DIExpression(), !19)
    #dbg_declare(ptr %s, !20, !DIExpression(), !21)
  store i32 0, ptr %s, align 4, !dbg !21
    #dbg_declare(ptr %i, !22, !DIExpression(), !24)
  store i32 0, ptr %i, align 4, !dbg !24
  br label %for.cond, !dbg !25

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !26
  %1 = load i32, ptr %n.addr, align 4, !dbg !28
  %cmp = icmp slt i32 %0, %1, !dbg !29
  br i1 %cmp, label %for.body, label %for.end, !dbg !30

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %v.addr, align 8, !dbg !31
  %3 = load i32, ptr %i, align 4, !dbg !32
  %idxprom = sext i32 %3 to i64, !dbg !31
  %arrayidx = getelementptr inbounds i32, ptr %2, i64 %idxprom, !dbg !31
  %4 = load i32, ptr %arrayidx, align 4, !dbg !31
  %5 = load i32, ptr %s, align 4, !dbg !33
  %add = add nsw i32 %5, %4, !dbg !33
  store i32 %add, ptr %s, align 4, !dbg !33
  br label %for.inc, !dbg !34

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !35
  %inc = add nsw i32 %6, 1, !dbg !35
  store i32 %inc, ptr %i, align 4, !dbg !35
  br label %for.cond, !dbg !36, !llvm.loop !37

for.end:                                          ; preds = %for.cond
  %7 = load i32, ptr %s, align 4, !dbg !40
  ret i32 %7, !dbg !41
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11stack_arrayPii(ptr noundef %out, i32 noundef %seed) #1 !dbg !42 {
entry:
  %out.addr = alloca ptr, align 8
  %seed.addr = alloca i32, align 4
  %tmp = alloca [16 x i32], align 4
  %i = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !46, !DIExpression(), !47)
  store i32 %seed, ptr %seed.addr, align 4
    #dbg_declare(ptr %seed.addr, !48, !DIExpression(), !49)
    #dbg_declare(ptr %tmp, !50, !DIExpression(), !54)
    #dbg_declare(ptr %i, !55, !DIExpression(), !57)
  store i32 0, ptr %i, align 4, !dbg !57
  br label %for.cond, !dbg !58

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !59
  %cmp = icmp slt i32 %0, 16, !dbg !61
  br i1 %cmp, label %for.body, label %for.end, !dbg !62

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %seed.addr, align 4, !dbg !63
  %2 = load i32, ptr %i, align 4, !dbg !64
  %mul = mul nsw i32 %1, %2, !dbg !65
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !66
  %add = add nsw i32 %mul, %3, !dbg !73
  %4 = load i32, ptr %i, align 4, !dbg !74
  %idxprom = sext i32 %4 to i64, !dbg !75
  %arrayidx = getelementptr inbounds [16 x i32], ptr %tmp, i64 0, i64 %idxprom, !dbg !75
  store i32 %add, ptr %arrayidx, align 4, !dbg !76
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body
  %5 = load i32, ptr %i, align 4, !dbg !77
  %inc = add nsw i32 %5, 1, !dbg !77
  store i32 %inc, ptr %i, align 4, !dbg !77
  br label %for.cond, !dbg !78, !llvm.loop !79

for.end:                                          ; preds = %for.cond
  %arraydecay = getelementptr inbounds [16 x i32], ptr %tmp, i64 0, i64 0, !dbg !81
  %call1 = call noundef i32 @_Z9sum_arrayPKii(ptr noundef %arraydecay, i32 noundef 16) #3, !dbg !82
  %6 = load ptr, ptr %out.addr, align 8, !dbg !83
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %idxprom3 = zext i32 %7 to i64, !dbg !83
  %arrayidx4 = getelementptr inbounds nuw i32, ptr %6, i64 %idxprom3, !dbg !83
  store i32 %call1, ptr %arrayidx4, align 4, !dbg !86
  ret void, !dbg !87
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11write_paramPii(ptr noundef %out, i32 noundef %n) #1 !dbg !88 {
entry:
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !89, !DIExpression(), !90)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !91, !DIExpression(), !92)
  %0 = load i32, ptr %n.addr, align 4, !dbg !93
  %mul = mul nsw i32 %0, 2, !dbg !94
  %add = add nsw i32 %mul, 1, !dbg !95
  store i32 %add, ptr %n.addr, align 4, !dbg !96
  br label %while.cond, !dbg !97

while.cond:                                       ; preds = %while.body, %entry
  %1 = load i32, ptr %n.addr, align 4, !dbg !98
  %cmp = icmp sgt i32 %1, 100, !dbg !99
  br i1 %cmp, label %while.body, label %while.end, !dbg !97

while.body:                                       ; preds = %while.cond
  %2 = load i32, ptr %n.addr, align 4, !dbg !100
  %sub = sub nsw i32 %2, 7, !dbg !100
  store i32 %sub, ptr %n.addr, align 4, !dbg !100
  br label %while.cond, !dbg !97, !llvm.loop !101

while.end:                                        ; preds = %while.cond
  %3 = load i32, ptr %n.addr, align 4, !dbg !103
  %4 = load ptr, ptr %out.addr, align 8, !dbg !104
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !105
  %idxprom = zext i32 %5 to i64, !dbg !104
  %arrayidx = getelementptr inbounds nuw i32, ptr %4, i64 %idxprom, !dbg !104
  store i32 %3, ptr %arrayidx, align 4, !dbg !107
  ret void, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "locals.cu", directory: "/corpus")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "sum_array", linkageName: "_Z9sum_arrayPKii", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!3, !13, !3}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !{}
!16 = !DILocalVariable(name: "v", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!17 = !DILocation(line: 1, column: 50, scope: !10)
!18 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !3)
!19 = !DILocation(line: 1, column: 57, scope: !10)
!20 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 1, type: !3)
!21 = !DILocation(line: 1, column: 66, scope: !10)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 1, type: !3)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 1, column: 73)
!24 = !DILocation(line: 1, column: 82, scope: !23)
!25 = !DILocation(line: 1, column: 78, scope: !23)
!26 = !DILocation(line: 1, column: 89, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 1, column: 73)
!28 = !DILocation(line: 1, column: 93, scope: !27)
!29 = !DILocation(line: 1, column: 91, scope: !27)
!30 = !DILocation(line: 1, column: 73, scope: !23)
!31 = !DILocation(line: 1, column: 106, scope: !27)
!32 = !DILocation(line: 1, column: 108, scope: !27)
!33 = !DILocation(line: 1, column: 103, scope: !27)
!34 = !DILocation(line: 1, column: 101, scope: !27)
!35 = !DILocation(line: 1, column: 97, scope: !27)
!36 = !DILocation(line: 1, column: 73, scope: !27)
!37 = distinct !{!37, !30, !38, !39}
!38 = !DILocation(line: 1, column: 109, scope: !23)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 1, column: 119, scope: !10)
!41 = !DILocation(line: 1, column: 112, scope: !10)
!42 = distinct !DISubprogram(name: "stack_array", linkageName: "_Z11stack_arrayPii", scope: !1, file: !1, line: 2, type: !43, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !3}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!46 = !DILocalVariable(name: "out", arg: 1, scope: !42, file: !1, line: 2, type: !45)
!47 = !DILocation(line: 2, column: 34, scope: !42)
!48 = !DILocalVariable(name: "seed", arg: 2, scope: !42, file: !1, line: 2, type: !3)
!49 = !DILocation(line: 2, column: 43, scope: !42)
!50 = !DILocalVariable(name: "tmp", scope: !42, file: !1, line: 3, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 512, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 16)
!54 = !DILocation(line: 3, column: 7, scope: !42)
!55 = !DILocalVariable(name: "i", scope: !56, file: !1, line: 4, type: !3)
!56 = distinct !DILexicalBlock(scope: !42, file: !1, line: 4, column: 3)
!57 = !DILocation(line: 4, column: 12, scope: !56)
!58 = !DILocation(line: 4, column: 8, scope: !56)
!59 = !DILocation(line: 4, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !1, line: 4, column: 3)
!61 = !DILocation(line: 4, column: 21, scope: !60)
!62 = !DILocation(line: 4, column: 3, scope: !56)
!63 = !DILocation(line: 4, column: 41, scope: !60)
!64 = !DILocation(line: 4, column: 48, scope: !60)
!65 = !DILocation(line: 4, column: 46, scope: !60)
!66 = !DILocation(line: 9, column: 65, scope: !67, inlinedAt: !72)
!67 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !68, file: !68, line: 9, type: !69, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!68 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = distinct !DILocation(line: 4, column: 57, scope: !60)
!73 = !DILocation(line: 4, column: 50, scope: !60)
!74 = !DILocation(line: 4, column: 36, scope: !60)
!75 = !DILocation(line: 4, column: 32, scope: !60)
!76 = !DILocation(line: 4, column: 39, scope: !60)
!77 = !DILocation(line: 4, column: 28, scope: !60)
!78 = !DILocation(line: 4, column: 3, scope: !60)
!79 = distinct !{!79, !62, !80, !39}
!80 = !DILocation(line: 4, column: 63, scope: !56)
!81 = !DILocation(line: 5, column: 28, scope: !42)
!82 = !DILocation(line: 5, column: 18, scope: !42)
!83 = !DILocation(line: 5, column: 3, scope: !42)
!84 = !DILocation(line: 9, column: 65, scope: !67, inlinedAt: !85)
!85 = distinct !DILocation(line: 5, column: 7, scope: !42)
!86 = !DILocation(line: 5, column: 16, scope: !42)
!87 = !DILocation(line: 6, column: 1, scope: !42)
!88 = distinct !DISubprogram(name: "write_param", linkageName: "_Z11write_paramPii", scope: !1, file: !1, line: 7, type: !43, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!89 = !DILocalVariable(name: "out", arg: 1, scope: !88, file: !1, line: 7, type: !45)
!90 = !DILocation(line: 7, column: 34, scope: !88)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !88, file: !1, line: 7, type: !3)
!92 = !DILocation(line: 7, column: 43, scope: !88)
!93 = !DILocation(line: 8, column: 7, scope: !88)
!94 = !DILocation(line: 8, column: 9, scope: !88)
!95 = !DILocation(line: 8, column: 13, scope: !88)
!96 = !DILocation(line: 8, column: 5, scope: !88)
!97 = !DILocation(line: 9, column: 3, scope: !88)
!98 = !DILocation(line: 9, column: 10, scope: !88)
!99 = !DILocation(line: 9, column: 12, scope: !88)
!100 = !DILocation(line: 9, column: 21, scope: !88)
!101 = distinct !{!101, !97, !102, !39}
!102 = !DILocation(line: 9, column: 24, scope: !88)
!103 = !DILocation(line: 10, column: 18, scope: !88)
!104 = !DILocation(line: 10, column: 3, scope: !88)
!105 = !DILocation(line: 9, column: 65, scope: !67, inlinedAt: !106)
!106 = distinct !DILocation(line: 10, column: 7, scope: !88)
!107 = !DILocation(line: 10, column: 16, scope: !88)
!108 = !DILocation(line: 11, column: 1, scope: !88)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
