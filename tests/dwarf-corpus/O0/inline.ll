; ModuleID = 'inline.cu'
source_filename = "inline.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5normsPKfS0_S0_Pfi(ptr noundef %x, ptr noundef %y, ptr noundef %z, ptr noundef %out, i32 noundef %n) #0 !dbg !8 {
entry:
  %x.addr.i12 = alloca float, align 4
  %x.addr.i10 = alloca float, align 4
  %x.addr.i = alloca float, align 4
  %a.addr.i = alloca float, align 4
  %b.addr.i = alloca float, align 4
  %c.addr.i = alloca float, align 4
  %s.i = alloca float, align 4
  %x.addr = alloca ptr, align 8
  %y.addr = alloca ptr, align 8
  %z.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %x, ptr %x.addr, align 8
    #dbg_declare(ptr %x.addr, !17, !DIExpression(), !18)
  store ptr %y, ptr %y.addr, align 8
    #dbg_declare(ptr %y.addr, !19, !DIExpression(), !20)
  store ptr %z, ptr %z.addr, align 8
    #dbg_declare(ptr %z.addr, !21, !DIExpression(), !22)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !23, !DIExpression(), !24)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !25, !DIExpression(), !26)
    #dbg_declare(ptr %i, !27, !DIExpression(), !28)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %mul = mul i32 %0, %1, !dbg !39
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %add = add i32 %mul, %2, !dbg !43
  store i32 %add, ptr %i, align 4, !dbg !28
  %3 = load i32, ptr %i, align 4, !dbg !44
  %4 = load i32, ptr %n.addr, align 4, !dbg !46
  %cmp = icmp slt i32 %3, %4, !dbg !47
  br i1 %cmp, label %if.then, label %if.end, !dbg !47

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %x.addr, align 8, !dbg !48
  %6 = load i32, ptr %i, align 4, !dbg !49
  %idxprom = sext i32 %6 to i64, !dbg !48
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %idxprom, !dbg !48
  %7 = load float, ptr %arrayidx, align 4, !dbg !48
  %8 = load ptr, ptr %y.addr, align 8, !dbg !50
  %9 = load i32, ptr %i, align 4, !dbg !51
  %idxprom3 = sext i32 %9 to i64, !dbg !50
  %arrayidx4 = getelementptr inbounds float, ptr %8, i64 %idxprom3, !dbg !50
  %10 = load float, ptr %arrayidx4, align 4, !dbg !50
  %11 = load ptr, ptr %z.addr, align 8, !dbg !52
  %12 = load i32, ptr %i, align 4, !dbg !53
  %idxprom5 = sext i32 %12 to i64, !dbg !52
  %arrayidx6 = getelementptr inbounds float, ptr %11, i64 %idxprom5, !dbg !52
  %13 = load float, ptr %arrayidx6, align 4, !dbg !52
  store float %7, ptr %a.addr.i, align 4
    #dbg_declare(ptr %a.addr.i, !54, !DIExpression(), !58)
  store float %10, ptr %b.addr.i, align 4
    #dbg_declare(ptr %b.addr.i, !60, !DIExpression(), !61)
  store float %13, ptr %c.addr.i, align 4
    #dbg_declare(ptr %c.addr.i, !62, !DIExpression(), !63)
    #dbg_declare(ptr %s.i, !64, !DIExpression(), !65)
  %14 = load float, ptr %a.addr.i, align 4, !dbg !66
  store float %14, ptr %x.addr.i12, align 4
    #dbg_declare(ptr %x.addr.i12, !67, !DIExpression(), !71)
  %15 = load float, ptr %x.addr.i12, align 4, !dbg !73
  %16 = load float, ptr %x.addr.i12, align 4, !dbg !74
  %mul.i13 = fmul contract float %15, %16, !dbg !75
  %17 = load float, ptr %b.addr.i, align 4, !dbg !76
  store float %17, ptr %x.addr.i10, align 4
    #dbg_declare(ptr %x.addr.i10, !67, !DIExpression(), !77)
  %18 = load float, ptr %x.addr.i10, align 4, !dbg !79
  %19 = load float, ptr %x.addr.i10, align 4, !dbg !80
  %mul.i11 = fmul contract float %18, %19, !dbg !81
  %add.i = fadd contract float %mul.i13, %mul.i11, !dbg !82
  %20 = load float, ptr %c.addr.i, align 4, !dbg !83
  store float %20, ptr %x.addr.i, align 4
    #dbg_declare(ptr %x.addr.i, !67, !DIExpression(), !84)
  %21 = load float, ptr %x.addr.i, align 4, !dbg !86
  %22 = load float, ptr %x.addr.i, align 4, !dbg !87
  %mul.i = fmul contract float %21, %22, !dbg !88
  %add3.i = fadd contract float %add.i, %mul.i, !dbg !89
  store float %add3.i, ptr %s.i, align 4, !dbg !65
  %23 = load float, ptr %s.i, align 4, !dbg !90
  %24 = call contract noundef float @llvm.sqrt.f32(float %23), !dbg !91
  %25 = load ptr, ptr %out.addr, align 8, !dbg !92
  %26 = load i32, ptr %i, align 4, !dbg !93
  %idxprom8 = sext i32 %26 to i64, !dbg !92
  %arrayidx9 = getelementptr inbounds float, ptr %25, i64 %idxprom8, !dbg !92
  store float %24, ptr %arrayidx9, align 4, !dbg !94
  br label %if.end, !dbg !92

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !95
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6clampffff(float noundef %v, float noundef %lo, float noundef %hi) #1 !dbg !96 {
entry:
  %v.addr = alloca float, align 4
  %lo.addr = alloca float, align 4
  %hi.addr = alloca float, align 4
  store float %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !97, !DIExpression(), !98)
  store float %lo, ptr %lo.addr, align 4
    #dbg_declare(ptr %lo.addr, !99, !DIExpression(), !100)
  store float %hi, ptr %hi.addr, align 4
    #dbg_declare(ptr %hi.addr, !101, !DIExpression(), !102)
  %0 = load float, ptr %v.addr, align 4, !dbg !103
  %1 = load float, ptr %lo.addr, align 4, !dbg !104
  %cmp = fcmp contract olt float %0, %1, !dbg !105
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !103

cond.true:                                        ; preds = %entry
  %2 = load float, ptr %lo.addr, align 4, !dbg !106
  br label %cond.end4, !dbg !103

cond.false:                                       ; preds = %entry
  %3 = load float, ptr %v.addr, align 4, !dbg !107
  %4 = load float, ptr %hi.addr, align 4, !dbg !108
  %cmp1 = fcmp contract ogt float %3, %4, !dbg !109
  br i1 %cmp1, label %cond.true2, label %cond.false3, !dbg !107

cond.true2:                                       ; preds = %cond.false
  %5 = load float, ptr %hi.addr, align 4, !dbg !110
  br label %cond.end, !dbg !107

cond.false3:                                      ; preds = %cond.false
  %6 = load float, ptr %v.addr, align 4, !dbg !111
  br label %cond.end, !dbg !107

cond.end:                                         ; preds = %cond.false3, %cond.true2
  %cond = phi contract float [ %5, %cond.true2 ], [ %6, %cond.false3 ], !dbg !107
  br label %cond.end4, !dbg !103

cond.end4:                                        ; preds = %cond.end, %cond.true
  %cond5 = phi contract float [ %2, %cond.true ], [ %cond, %cond.end ], !dbg !103
  ret float %cond5, !dbg !112
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9clamp_allPfffi(ptr noundef %v, float noundef %lo, float noundef %hi, i32 noundef %n) #0 !dbg !113 {
entry:
  %v.addr = alloca ptr, align 8
  %lo.addr = alloca float, align 4
  %hi.addr = alloca float, align 4
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
    #dbg_declare(ptr %v.addr, !116, !DIExpression(), !117)
  store float %lo, ptr %lo.addr, align 4
    #dbg_declare(ptr %lo.addr, !118, !DIExpression(), !119)
  store float %hi, ptr %hi.addr, align 4
    #dbg_declare(ptr %hi.addr, !120, !DIExpression(), !121)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !122, !DIExpression(), !123)
    #dbg_declare(ptr %i, !124, !DIExpression(), !126)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !127
  store i32 %0, ptr %i, align 4, !dbg !126
  br label %for.cond, !dbg !129

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !130
  %2 = load i32, ptr %n.addr, align 4, !dbg !132
  %cmp = icmp slt i32 %1, %2, !dbg !133
  br i1 %cmp, label %for.body, label %for.end, !dbg !134

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %v.addr, align 8, !dbg !135
  %4 = load i32, ptr %i, align 4, !dbg !136
  %idxprom = sext i32 %4 to i64, !dbg !135
  %arrayidx = getelementptr inbounds float, ptr %3, i64 %idxprom, !dbg !135
  %5 = load float, ptr %arrayidx, align 4, !dbg !135
  %6 = load float, ptr %lo.addr, align 4, !dbg !137
  %7 = load float, ptr %hi.addr, align 4, !dbg !138
  %call1 = call contract noundef float @_Z6clampffff(float noundef %5, float noundef %6, float noundef %7) #4, !dbg !139
  %8 = load ptr, ptr %v.addr, align 8, !dbg !140
  %9 = load i32, ptr %i, align 4, !dbg !141
  %idxprom2 = sext i32 %9 to i64, !dbg !140
  %arrayidx3 = getelementptr inbounds float, ptr %8, i64 %idxprom2, !dbg !140
  store float %call1, ptr %arrayidx3, align 4, !dbg !142
  br label %for.inc, !dbg !140

for.inc:                                          ; preds = %for.body
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !143
  %11 = load i32, ptr %i, align 4, !dbg !145
  %add = add i32 %11, %10, !dbg !145
  store i32 %add, ptr %i, align 4, !dbg !145
  br label %for.cond, !dbg !146, !llvm.loop !147

for.end:                                          ; preds = %for.cond
  ret void, !dbg !150
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!18 = !DILocation(line: 3, column: 36, scope: !8)
!19 = !DILocalVariable(name: "y", arg: 2, scope: !8, file: !1, line: 3, type: !11)
!20 = !DILocation(line: 3, column: 52, scope: !8)
!21 = !DILocalVariable(name: "z", arg: 3, scope: !8, file: !1, line: 3, type: !11)
!22 = !DILocation(line: 3, column: 68, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 4, scope: !8, file: !1, line: 3, type: !14)
!24 = !DILocation(line: 3, column: 78, scope: !8)
!25 = !DILocalVariable(name: "n", arg: 5, scope: !8, file: !1, line: 3, type: !15)
!26 = !DILocation(line: 3, column: 87, scope: !8)
!27 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 4, type: !15)
!28 = !DILocation(line: 4, column: 7, scope: !8)
!29 = !DILocation(line: 11, column: 67, scope: !30, inlinedAt: !35)
!30 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !31, file: !31, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!31 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = distinct !DILocation(line: 4, column: 11, scope: !8)
!36 = !DILocation(line: 10, column: 66, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !31, file: !31, line: 10, type: !32, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!38 = distinct !DILocation(line: 4, column: 23, scope: !8)
!39 = !DILocation(line: 4, column: 21, scope: !8)
!40 = !DILocation(line: 9, column: 65, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !31, file: !31, line: 9, type: !32, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!42 = distinct !DILocation(line: 4, column: 34, scope: !8)
!43 = !DILocation(line: 4, column: 32, scope: !8)
!44 = !DILocation(line: 5, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !8, file: !1, line: 5, column: 7)
!46 = !DILocation(line: 5, column: 11, scope: !45)
!47 = !DILocation(line: 5, column: 9, scope: !45)
!48 = !DILocation(line: 5, column: 29, scope: !45)
!49 = !DILocation(line: 5, column: 31, scope: !45)
!50 = !DILocation(line: 5, column: 35, scope: !45)
!51 = !DILocation(line: 5, column: 37, scope: !45)
!52 = !DILocation(line: 5, column: 41, scope: !45)
!53 = !DILocation(line: 5, column: 43, scope: !45)
!54 = !DILocalVariable(name: "a", arg: 1, scope: !55, file: !1, line: 2, type: !13)
!55 = distinct !DISubprogram(name: "norm3", linkageName: "_ZL5norm3fff", scope: !1, file: !1, line: 2, type: !56, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!56 = !DISubroutineType(types: !57)
!57 = !{!13, !13, !13, !13}
!58 = !DILocation(line: 2, column: 53, scope: !55, inlinedAt: !59)
!59 = distinct !DILocation(line: 5, column: 23, scope: !45)
!60 = !DILocalVariable(name: "b", arg: 2, scope: !55, file: !1, line: 2, type: !13)
!61 = !DILocation(line: 2, column: 62, scope: !55, inlinedAt: !59)
!62 = !DILocalVariable(name: "c", arg: 3, scope: !55, file: !1, line: 2, type: !13)
!63 = !DILocation(line: 2, column: 71, scope: !55, inlinedAt: !59)
!64 = !DILocalVariable(name: "s", scope: !55, file: !1, line: 2, type: !13)
!65 = !DILocation(line: 2, column: 82, scope: !55, inlinedAt: !59)
!66 = !DILocation(line: 2, column: 89, scope: !55, inlinedAt: !59)
!67 = !DILocalVariable(name: "x", arg: 1, scope: !68, file: !1, line: 1, type: !13)
!68 = distinct !DISubprogram(name: "sq", linkageName: "_ZL2sqf", scope: !1, file: !1, line: 1, type: !69, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!69 = !DISubroutineType(types: !70)
!70 = !{!13, !13}
!71 = !DILocation(line: 1, column: 50, scope: !68, inlinedAt: !72)
!72 = distinct !DILocation(line: 2, column: 86, scope: !55, inlinedAt: !59)
!73 = !DILocation(line: 1, column: 62, scope: !68, inlinedAt: !72)
!74 = !DILocation(line: 1, column: 66, scope: !68, inlinedAt: !72)
!75 = !DILocation(line: 1, column: 64, scope: !68, inlinedAt: !72)
!76 = !DILocation(line: 2, column: 97, scope: !55, inlinedAt: !59)
!77 = !DILocation(line: 1, column: 50, scope: !68, inlinedAt: !78)
!78 = distinct !DILocation(line: 2, column: 94, scope: !55, inlinedAt: !59)
!79 = !DILocation(line: 1, column: 62, scope: !68, inlinedAt: !78)
!80 = !DILocation(line: 1, column: 66, scope: !68, inlinedAt: !78)
!81 = !DILocation(line: 1, column: 64, scope: !68, inlinedAt: !78)
!82 = !DILocation(line: 2, column: 92, scope: !55, inlinedAt: !59)
!83 = !DILocation(line: 2, column: 105, scope: !55, inlinedAt: !59)
!84 = !DILocation(line: 1, column: 50, scope: !68, inlinedAt: !85)
!85 = distinct !DILocation(line: 2, column: 102, scope: !55, inlinedAt: !59)
!86 = !DILocation(line: 1, column: 62, scope: !68, inlinedAt: !85)
!87 = !DILocation(line: 1, column: 66, scope: !68, inlinedAt: !85)
!88 = !DILocation(line: 1, column: 64, scope: !68, inlinedAt: !85)
!89 = !DILocation(line: 2, column: 100, scope: !55, inlinedAt: !59)
!90 = !DILocation(line: 2, column: 132, scope: !55, inlinedAt: !59)
!91 = !DILocation(line: 2, column: 116, scope: !55, inlinedAt: !59)
!92 = !DILocation(line: 5, column: 14, scope: !45)
!93 = !DILocation(line: 5, column: 18, scope: !45)
!94 = !DILocation(line: 5, column: 21, scope: !45)
!95 = !DILocation(line: 6, column: 1, scope: !8)
!96 = distinct !DISubprogram(name: "clampf", linkageName: "_Z6clampffff", scope: !1, file: !1, line: 7, type: !56, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!97 = !DILocalVariable(name: "v", arg: 1, scope: !96, file: !1, line: 7, type: !13)
!98 = !DILocation(line: 7, column: 31, scope: !96)
!99 = !DILocalVariable(name: "lo", arg: 2, scope: !96, file: !1, line: 7, type: !13)
!100 = !DILocation(line: 7, column: 40, scope: !96)
!101 = !DILocalVariable(name: "hi", arg: 3, scope: !96, file: !1, line: 7, type: !13)
!102 = !DILocation(line: 7, column: 50, scope: !96)
!103 = !DILocation(line: 7, column: 63, scope: !96)
!104 = !DILocation(line: 7, column: 67, scope: !96)
!105 = !DILocation(line: 7, column: 65, scope: !96)
!106 = !DILocation(line: 7, column: 72, scope: !96)
!107 = !DILocation(line: 7, column: 78, scope: !96)
!108 = !DILocation(line: 7, column: 82, scope: !96)
!109 = !DILocation(line: 7, column: 80, scope: !96)
!110 = !DILocation(line: 7, column: 87, scope: !96)
!111 = !DILocation(line: 7, column: 92, scope: !96)
!112 = !DILocation(line: 7, column: 56, scope: !96)
!113 = distinct !DISubprogram(name: "clamp_all", linkageName: "_Z9clamp_allPfffi", scope: !1, file: !1, line: 8, type: !114, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !14, !13, !13, !15}
!116 = !DILocalVariable(name: "v", arg: 1, scope: !113, file: !1, line: 8, type: !14)
!117 = !DILocation(line: 8, column: 34, scope: !113)
!118 = !DILocalVariable(name: "lo", arg: 2, scope: !113, file: !1, line: 8, type: !13)
!119 = !DILocation(line: 8, column: 43, scope: !113)
!120 = !DILocalVariable(name: "hi", arg: 3, scope: !113, file: !1, line: 8, type: !13)
!121 = !DILocation(line: 8, column: 53, scope: !113)
!122 = !DILocalVariable(name: "n", arg: 4, scope: !113, file: !1, line: 8, type: !15)
!123 = !DILocation(line: 8, column: 61, scope: !113)
!124 = !DILocalVariable(name: "i", scope: !125, file: !1, line: 9, type: !15)
!125 = distinct !DILexicalBlock(scope: !113, file: !1, line: 9, column: 3)
!126 = !DILocation(line: 9, column: 12, scope: !125)
!127 = !DILocation(line: 9, column: 65, scope: !41, inlinedAt: !128)
!128 = distinct !DILocation(line: 9, column: 16, scope: !125)
!129 = !DILocation(line: 9, column: 8, scope: !125)
!130 = !DILocation(line: 9, column: 25, scope: !131)
!131 = distinct !DILexicalBlock(scope: !125, file: !1, line: 9, column: 3)
!132 = !DILocation(line: 9, column: 29, scope: !131)
!133 = !DILocation(line: 9, column: 27, scope: !131)
!134 = !DILocation(line: 9, column: 3, scope: !125)
!135 = !DILocation(line: 9, column: 61, scope: !131)
!136 = !DILocation(line: 9, column: 63, scope: !131)
!137 = !DILocation(line: 9, column: 67, scope: !131)
!138 = !DILocation(line: 9, column: 71, scope: !131)
!139 = !DILocation(line: 9, column: 54, scope: !131)
!140 = !DILocation(line: 9, column: 47, scope: !131)
!141 = !DILocation(line: 9, column: 49, scope: !131)
!142 = !DILocation(line: 9, column: 52, scope: !131)
!143 = !DILocation(line: 10, column: 66, scope: !37, inlinedAt: !144)
!144 = distinct !DILocation(line: 9, column: 37, scope: !131)
!145 = !DILocation(line: 9, column: 34, scope: !131)
!146 = !DILocation(line: 9, column: 3, scope: !131)
!147 = distinct !{!147, !134, !148, !149}
!148 = !DILocation(line: 9, column: 73, scope: !125)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 10, column: 1, scope: !113)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
