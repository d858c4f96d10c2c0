; ModuleID = 'misc.cu'
source_filename = "misc.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z7acc_addP3Accf(ptr noundef %a, float noundef %v) #0 !dbg !8 {
entry:
  %a.addr = alloca ptr, align 8
  %v.addr = alloca float, align 4
  store ptr %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !19, !DIExpression(), !20)
  store float %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !21, !DIExpression(), !22)
  %0 = load float, ptr %v.addr, align 4, !dbg !23
  %1 = load ptr, ptr %a.addr, align 8, !dbg !24
  %sum = getelementptr inbounds nuw %struct.Acc, ptr %1, i32 0, i32 0, !dbg !25
  %2 = load float, ptr %sum, align 4, !dbg !26
  %add = fadd contract float %2, %0, !dbg !26
  store float %add, ptr %sum, align 4, !dbg !26
  %3 = load ptr, ptr %a.addr, align 8, !dbg !27
  %count = getelementptr inbounds nuw %struct.Acc, ptr %3, i32 0, i32 1, !dbg !28
  %4 = load i32, ptr %count, align 4, !dbg !29
  %inc = add nsw i32 %4, 1, !dbg !29
  store i32 %inc, ptr %count, align 4, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9mean_rowsPKfPfi(ptr noundef %m, ptr noundef %out, i32 noundef %cols) #1 !dbg !31 {
entry:
  %m.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %cols.addr = alloca i32, align 4
  %acc = alloca %struct.Acc, align 4
  %row = alloca ptr, align 8
  %c = alloca i32, align 4
  store ptr %m, ptr %m.addr, align 8
    #dbg_declare(ptr %m.addr, !37, !DIExpression(), !38)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !39, !DIExpression(), !40)
  store i32 %cols, ptr %cols.addr, align 4
    #dbg_declare(ptr %cols.addr, !41, !DIExpression(), !42)
    #dbg_declare(ptr %acc, !43, !DIExpression(), !44)
  call void @llvm.memset.p0.i64(ptr align 4 %acc, i8 0, i64 8, i1 false), !dbg !44
    #dbg_declare(ptr %row, !45, !DIExpression(), !46)
  %0 = load ptr, ptr %m.addr, align 8, !dbg !47
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %2 = load i32, ptr %cols.addr, align 4, !dbg !55
  %mul = mul i32 %1, %2, !dbg !56
  %idx.ext = zext i32 %mul to i64, !dbg !57
  %add.ptr = getelementptr inbounds nuw float, ptr %0, i64 %idx.ext, !dbg !57
  store ptr %add.ptr, ptr %row, align 8, !dbg !46
    #dbg_declare(ptr %c, !58, !DIExpression(), !60)
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  store i32 %3, ptr %c, align 4, !dbg !60
  br label %for.cond, !dbg !64

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, ptr %c, align 4, !dbg !65
  %5 = load i32, ptr %cols.addr, align 4, !dbg !67
  %cmp = icmp slt i32 %4, %5, !dbg !68
  br i1 %cmp, label %for.body, label %for.end, !dbg !69

for.body:                                         ; preds = %for.cond
  %6 = load ptr, ptr %row, align 8, !dbg !70
  %7 = load i32, ptr %c, align 4, !dbg !71
  %idxprom = sext i32 %7 to i64, !dbg !70
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %idxprom, !dbg !70
  %8 = load float, ptr %arrayidx, align 4, !dbg !70
  call void @_Z7acc_addP3Accf(ptr noundef %acc, float noundef %8) #4, !dbg !72
  br label %for.inc, !dbg !72

for.inc:                                          ; preds = %for.body
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !73
  %10 = load i32, ptr %c, align 4, !dbg !76
  %add = add i32 %10, %9, !dbg !76
  store i32 %add, ptr %c, align 4, !dbg !76
  br label %for.cond, !dbg !77, !llvm.loop !78

for.end:                                          ; preds = %for.cond
  %count = getelementptr inbounds nuw %struct.Acc, ptr %acc, i32 0, i32 1, !dbg !81
  %11 = load i32, ptr %count, align 4, !dbg !81
  %tobool = icmp ne i32 %11, 0, !dbg !82
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !82

cond.true:                                        ; preds = %for.end
  %sum = getelementptr inbounds nuw %struct.Acc, ptr %acc, i32 0, i32 0, !dbg !83
  %12 = load float, ptr %sum, align 4, !dbg !83
  %count3 = getelementptr inbounds nuw %struct.Acc, ptr %acc, i32 0, i32 1, !dbg !84
  %13 = load i32, ptr %count3, align 4, !dbg !84
  %conv = sitofp i32 %13 to float, !dbg !85
  %div = fdiv contract float %12, %conv, !dbg !86
  br label %cond.end, !dbg !82

cond.false:                                       ; preds = %for.end
  br label %cond.end, !dbg !82

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi contract float [ %div, %cond.true ], [ 0.000000e+00, %cond.false ], !dbg !82
  %14 = load ptr, ptr %out.addr, align 8, !dbg !87
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !88
  %16 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !90
  %mul6 = mul i32 %15, %16, !dbg !92
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !93
  %add8 = add i32 %mul6, %17, !dbg !95
  %idxprom9 = zext i32 %add8 to i64, !dbg !87
  %arrayidx10 = getelementptr inbounds nuw float, ptr %14, i64 %idxprom9, !dbg !87
  store float %cond, ptr %arrayidx10, align 4, !dbg !96
  ret void, !dbg !97
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z4fillPjjj(ptr noundef %dst, i32 noundef %value, i32 noundef %n) #1 !dbg !98 {
entry:
  %dst.addr = alloca ptr, align 8
  %value.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %step = alloca i32, align 4
  store ptr %dst, ptr %dst.addr, align 8
    #dbg_declare(ptr %dst.addr, !102, !DIExpression(), !103)
  store i32 %value, ptr %value.addr, align 4
    #dbg_declare(ptr %value.addr, !104, !DIExpression(), !105)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !106, !DIExpression(), !107)
    #dbg_declare(ptr %i, !108, !DIExpression(), !109)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !110
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !112
  %mul = mul i32 %0, %1, !dbg !114
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !115
  %add = add i32 %mul, %2, !dbg !117
  store i32 %add, ptr %i, align 4, !dbg !109
    #dbg_declare(ptr %step, !118, !DIExpression(), !119)
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !120
  %mul4 = mul i32 %3, 64, !dbg !122
  store i32 %mul4, ptr %step, align 4, !dbg !119
  br label %for.cond, !dbg !123

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, ptr %i, align 4, !dbg !124
  %5 = load i32, ptr %n.addr, align 4, !dbg !127
  %cmp = icmp ult i32 %4, %5, !dbg !128
  br i1 %cmp, label %for.body, label %for.end, !dbg !129

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %value.addr, align 4, !dbg !130
  %7 = load i32, ptr %i, align 4, !dbg !131
  %xor = xor i32 %6, %7, !dbg !132
  %8 = load ptr, ptr %dst.addr, align 8, !dbg !133
  %9 = load i32, ptr %i, align 4, !dbg !134
  %idxprom = zext i32 %9 to i64, !dbg !133
  %arrayidx = getelementptr inbounds nuw i32, ptr %8, i64 %idxprom, !dbg !133
  store i32 %xor, ptr %arrayidx, align 4, !dbg !135
  br label %for.inc, !dbg !133

for.inc:                                          ; preds = %for.body
  %10 = load i32, ptr %step, align 4, !dbg !136
  %11 = load i32, ptr %i, align 4, !dbg !137
  %add5 = add i32 %11, %10, !dbg !137
  store i32 %add5, ptr %i, align 4, !dbg !137
  br label %for.cond, !dbg !138, !llvm.loop !139

for.end:                                          ; preds = %for.cond
  ret void, !dbg !141
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!20 = !DILocation(line: 2, column: 43, scope: !8)
!21 = !DILocalVariable(name: "v", arg: 2, scope: !8, file: !1, line: 2, type: !15)
!22 = !DILocation(line: 2, column: 52, scope: !8)
!23 = !DILocation(line: 2, column: 67, scope: !8)
!24 = !DILocation(line: 2, column: 57, scope: !8)
!25 = !DILocation(line: 2, column: 60, scope: !8)
!26 = !DILocation(line: 2, column: 64, scope: !8)
!27 = !DILocation(line: 2, column: 70, scope: !8)
!28 = !DILocation(line: 2, column: 73, scope: !8)
!29 = !DILocation(line: 2, column: 78, scope: !8)
!30 = !DILocation(line: 2, column: 82, scope: !8)
!31 = distinct !DISubprogram(name: "mean_rows", linkageName: "_Z9mean_rowsPKfPfi", scope: !1, file: !1, line: 3, type: !32, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34, !36, !17}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!37 = !DILocalVariable(name: "m", arg: 1, scope: !31, file: !1, line: 3, type: !34)
!38 = !DILocation(line: 3, column: 40, scope: !31)
!39 = !DILocalVariable(name: "out", arg: 2, scope: !31, file: !1, line: 3, type: !36)
!40 = !DILocation(line: 3, column: 50, scope: !31)
!41 = !DILocalVariable(name: "cols", arg: 3, scope: !31, file: !1, line: 3, type: !17)
!42 = !DILocation(line: 3, column: 59, scope: !31)
!43 = !DILocalVariable(name: "acc", scope: !31, file: !1, line: 4, type: !12)
!44 = !DILocation(line: 4, column: 7, scope: !31)
!45 = !DILocalVariable(name: "row", scope: !31, file: !1, line: 5, type: !34)
!46 = !DILocation(line: 5, column: 16, scope: !31)
!47 = !DILocation(line: 5, column: 22, scope: !31)
!48 = !DILocation(line: 11, column: 67, scope: !49, inlinedAt: !54)
!49 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !50, file: !50, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!50 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!51 = !DISubroutineType(types: !52)
!52 = !{!53}
!53 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!54 = distinct !DILocation(line: 5, column: 26, scope: !31)
!55 = !DILocation(line: 5, column: 38, scope: !31)
!56 = !DILocation(line: 5, column: 36, scope: !31)
!57 = !DILocation(line: 5, column: 24, scope: !31)
!58 = !DILocalVariable(name: "c", scope: !59, file: !1, line: 6, type: !17)
!59 = distinct !DILexicalBlock(scope: !31, file: !1, line: 6, column: 3)
!60 = !DILocation(line: 6, column: 12, scope: !59)
!61 = !DILocation(line: 9, column: 65, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !50, file: !50, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!63 = distinct !DILocation(line: 6, column: 16, scope: !59)
!64 = !DILocation(line: 6, column: 8, scope: !59)
!65 = !DILocation(line: 6, column: 25, scope: !66)
!66 = distinct !DILexicalBlock(scope: !59, file: !1, line: 6, column: 3)
!67 = !DILocation(line: 6, column: 29, scope: !66)
!68 = !DILocation(line: 6, column: 27, scope: !66)
!69 = !DILocation(line: 6, column: 3, scope: !59)
!70 = !DILocation(line: 6, column: 64, scope: !66)
!71 = !DILocation(line: 6, column: 68, scope: !66)
!72 = !DILocation(line: 6, column: 50, scope: !66)
!73 = !DILocation(line: 10, column: 66, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !50, file: !50, line: 10, type: !51, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!75 = distinct !DILocation(line: 6, column: 40, scope: !66)
!76 = !DILocation(line: 6, column: 37, scope: !66)
!77 = !DILocation(line: 6, column: 3, scope: !66)
!78 = distinct !{!78, !69, !79, !80}
!79 = !DILocation(line: 6, column: 70, scope: !59)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 7, column: 45, scope: !31)
!82 = !DILocation(line: 7, column: 41, scope: !31)
!83 = !DILocation(line: 7, column: 57, scope: !31)
!84 = !DILocation(line: 7, column: 67, scope: !31)
!85 = !DILocation(line: 7, column: 63, scope: !31)
!86 = !DILocation(line: 7, column: 61, scope: !31)
!87 = !DILocation(line: 7, column: 3, scope: !31)
!88 = !DILocation(line: 11, column: 67, scope: !49, inlinedAt: !89)
!89 = distinct !DILocation(line: 7, column: 7, scope: !31)
!90 = !DILocation(line: 10, column: 66, scope: !74, inlinedAt: !91)
!91 = distinct !DILocation(line: 7, column: 19, scope: !31)
!92 = !DILocation(line: 7, column: 17, scope: !31)
!93 = !DILocation(line: 9, column: 65, scope: !62, inlinedAt: !94)
!94 = distinct !DILocation(line: 7, column: 30, scope: !31)
!95 = !DILocation(line: 7, column: 28, scope: !31)
!96 = !DILocation(line: 7, column: 39, scope: !31)
!97 = !DILocation(line: 8, column: 1, scope: !31)
!98 = distinct !DISubprogram(name: "fill", linkageName: "_Z4fillPjjj", scope: !1, file: !1, line: 9, type: !99, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !101, !53, !53}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!102 = !DILocalVariable(name: "dst", arg: 1, scope: !98, file: !1, line: 9, type: !101)
!103 = !DILocation(line: 9, column: 32, scope: !98)
!104 = !DILocalVariable(name: "value", arg: 2, scope: !98, file: !1, line: 9, type: !53)
!105 = !DILocation(line: 9, column: 46, scope: !98)
!106 = !DILocalVariable(name: "n", arg: 3, scope: !98, file: !1, line: 9, type: !53)
!107 = !DILocation(line: 9, column: 62, scope: !98)
!108 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 10, type: !53)
!109 = !DILocation(line: 10, column: 12, scope: !98)
!110 = !DILocation(line: 11, column: 67, scope: !49, inlinedAt: !111)
!111 = distinct !DILocation(line: 10, column: 16, scope: !98)
!112 = !DILocation(line: 10, column: 66, scope: !74, inlinedAt: !113)
!113 = distinct !DILocation(line: 10, column: 28, scope: !98)
!114 = !DILocation(line: 10, column: 26, scope: !98)
!115 = !DILocation(line: 9, column: 65, scope: !62, inlinedAt: !116)
!116 = distinct !DILocation(line: 10, column: 39, scope: !98)
!117 = !DILocation(line: 10, column: 37, scope: !98)
!118 = !DILocalVariable(name: "step", scope: !98, file: !1, line: 11, type: !53)
!119 = !DILocation(line: 11, column: 12, scope: !98)
!120 = !DILocation(line: 10, column: 66, scope: !74, inlinedAt: !121)
!121 = distinct !DILocation(line: 11, column: 19, scope: !98)
!122 = !DILocation(line: 11, column: 28, scope: !98)
!123 = !DILocation(line: 12, column: 3, scope: !98)
!124 = !DILocation(line: 12, column: 10, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 12, column: 3)
!126 = distinct !DILexicalBlock(scope: !98, file: !1, line: 12, column: 3)
!127 = !DILocation(line: 12, column: 14, scope: !125)
!128 = !DILocation(line: 12, column: 12, scope: !125)
!129 = !DILocation(line: 12, column: 3, scope: !126)
!130 = !DILocation(line: 12, column: 37, scope: !125)
!131 = !DILocation(line: 12, column: 45, scope: !125)
!132 = !DILocation(line: 12, column: 43, scope: !125)
!133 = !DILocation(line: 12, column: 28, scope: !125)
!134 = !DILocation(line: 12, column: 32, scope: !125)
!135 = !DILocation(line: 12, column: 35, scope: !125)
!136 = !DILocation(line: 12, column: 22, scope: !125)
!137 = !DILocation(line: 12, column: 19, scope: !125)
!138 = !DILocation(line: 12, column: 3, scope: !125)
!139 = distinct !{!139, !129, !140, !80}
!140 = !DILocation(line: 12, column: 45, scope: !126)
!141 = !DILocation(line: 13, column: 1, scope: !98)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
