; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reduce_sumPKfPfiE3buf = internal addrspace(3) global [256 x float] undef, align 4, !dbg !0

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z8warp_sumfi(float noundef %v, i32 noundef %width) #0 !dbg !23 {
entry:
  %v.addr = alloca float, align 4
  %width.addr = alloca i32, align 4
  %o = alloca i32, align 4
  store float %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !26, !DIExpression(), !27)
  store i32 %width, ptr %width.addr, align 4
    #dbg_declare(ptr %width.addr, !28, !DIExpression(), !29)
    #dbg_declare(ptr %o, !30, !DIExpression(), !32)
  %0 = load i32, ptr %width.addr, align 4, !dbg !33
  %div = sdiv i32 %0, 2, !dbg !34
  store i32 %div, ptr %o, align 4, !dbg !32
  br label %for.cond, !dbg !35

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %o, align 4, !dbg !36
  %cmp = icmp sgt i32 %1, 0, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  %2 = load float, ptr %v.addr, align 4, !dbg !40
  %3 = load i32, ptr %o, align 4, !dbg !41
  %4 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %2, i32 %3, i32 31), !dbg !42
  %5 = load float, ptr %v.addr, align 4, !dbg !43
  %add = fadd contract float %5, %4, !dbg !43
  store float %add, ptr %v.addr, align 4, !dbg !43
  br label %for.inc, !dbg !44

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %o, align 4, !dbg !45
  %div1 = sdiv i32 %6, 2, !dbg !45
  store i32 %div1, ptr %o, align 4, !dbg !45
  br label %for.cond, !dbg !46, !llvm.loop !47

for.end:                                          ; preds = %for.cond
  %7 = load float, ptr %v.addr, align 4, !dbg !50
  ret float %7, !dbg !51
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10reduce_sumPKfPfi(ptr noundef %in, ptr noundef %out, i32 noundef %n) #2 !dbg !2 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %acc = alloca float, align 4
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  %v = alloca float, align 4
  store ptr %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !52, !DIExpression(), !53)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !54, !DIExpression(), !55)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !56, !DIExpression(), !57)
    #dbg_declare(ptr %t, !58, !DIExpression(), !60)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  store i32 %0, ptr %t, align 4, !dbg !60
    #dbg_declare(ptr %acc, !67, !DIExpression(), !68)
  store float 0.000000e+00, ptr %acc, align 4, !dbg !68
    #dbg_declare(ptr %i, !69, !DIExpression(), !71)
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %mul = mul i32 %1, 256, !dbg !75
  %2 = load i32, ptr %t, align 4, !dbg !76
  %add = add i32 %mul, %2, !dbg !77
  store i32 %add, ptr %i, align 4, !dbg !71
  br label %for.cond, !dbg !78

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !79
  %4 = load i32, ptr %n.addr, align 4, !dbg !81
  %cmp = icmp slt i32 %3, %4, !dbg !82
  br i1 %cmp, label %for.body, label %for.end, !dbg !83

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %in.addr, align 8, !dbg !84
  %6 = load i32, ptr %i, align 4, !dbg !85
  %idxprom = sext i32 %6 to i64, !dbg !84
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %idxprom, !dbg !84
  %7 = load float, ptr %arrayidx, align 4, !dbg !84
  %8 = load float, ptr %acc, align 4, !dbg !86
  %add2 = fadd contract float %8, %7, !dbg !86
  store float %add2, ptr %acc, align 4, !dbg !86
  br label %for.inc, !dbg !87

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4, !dbg !88
  %add3 = add nsw i32 %9, 16384, !dbg !88
  store i32 %add3, ptr %i, align 4, !dbg !88
  br label %for.cond, !dbg !89, !llvm.loop !90

for.end:                                          ; preds = %for.cond
  %10 = load float, ptr %acc, align 4, !dbg !92
  %11 = load i32, ptr %t, align 4, !dbg !93
  %idxprom4 = zext i32 %11 to i64, !dbg !94
  %arrayidx5 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 0, i64 %idxprom4, !dbg !94
  store float %10, ptr %arrayidx5, align 4, !dbg !95
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !96
    #dbg_declare(ptr %s, !101, !DIExpression(), !103)
  store i32 128, ptr %s, align 4, !dbg !103
  br label %for.cond6, !dbg !104

for.cond6:                                        ; preds = %for.inc16, %for.end
  %12 = load i32, ptr %s, align 4, !dbg !105
  %cmp7 = icmp ugt i32 %12, 32, !dbg !107
  br i1 %cmp7, label %for.body8, label %for.end17, !dbg !108

for.body8:                                        ; preds = %for.cond6
  %13 = load i32, ptr %t, align 4, !dbg !109
  %14 = load i32, ptr %s, align 4, !dbg !112
  %cmp9 = icmp ult i32 %13, %14, !dbg !113
  br i1 %cmp9, label %if.then, label %if.end, !dbg !113

if.then:                                          ; preds = %for.body8
  %15 = load i32, ptr %t, align 4, !dbg !114
  %16 = load i32, ptr %s, align 4, !dbg !115
  %add10 = add i32 %15, %16, !dbg !116
  %idxprom11 = zext i32 %add10 to i64, !dbg !117
  %arrayidx12 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 0, i64 %idxprom11, !dbg !117
  %17 = load float, ptr %arrayidx12, align 4, !dbg !117
  %18 = load i32, ptr %t, align 4, !dbg !118
  %idxprom13 = zext i32 %18 to i64, !dbg !119
  %arrayidx14 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 0, i64 %idxprom13, !dbg !119
  %19 = load float, ptr %arrayidx14, align 4, !dbg !120
  %add15 = fadd contract float %19, %17, !dbg !120
  store float %add15, ptr %arrayidx14, align 4, !dbg !120
  br label %if.end, !dbg !119

if.end:                                           ; preds = %if.then, %for.body8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !121
  br label %for.inc16, !dbg !123

for.inc16:                                        ; preds = %if.end
  %20 = load i32, ptr %s, align 4, !dbg !124
  %shr = lshr i32 %20, 1, !dbg !124
  store i32 %shr, ptr %s, align 4, !dbg !124
  br label %for.cond6, !dbg !125, !llvm.loop !126

for.end17:                                        ; preds = %for.cond6
  %21 = load i32, ptr %t, align 4, !dbg !128
  %cmp18 = icmp ult i32 %21, 32, !dbg !130
  br i1 %cmp18, label %if.then19, label %if.end33, !dbg !130

if.then19:                                        ; preds = %for.end17
    #dbg_declare(ptr %v, !131, !DIExpression(), !133)
  %22 = load i32, ptr %t, align 4, !dbg !134
  %idxprom20 = zext i32 %22 to i64, !dbg !135
  %arrayidx21 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 0, i64 %idxprom20, !dbg !135
  %23 = load float, ptr %arrayidx21, align 4, !dbg !135
  %24 = load i32, ptr %t, align 4, !dbg !136
  %add22 = add i32 %24, 32, !dbg !137
  %idxprom23 = zext i32 %add22 to i64, !dbg !138
  %arrayidx24 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 0, i64 %idxprom23, !dbg !138
  %25 = load float, ptr %arrayidx24, align 4, !dbg !138
  %add25 = fadd contract float %23, %25, !dbg !139
  %call26 = call contract noundef float @_Z8warp_sumfi(float noundef %add25, i32 noundef 32) #5, !dbg !140
  store float %call26, ptr %v, align 4, !dbg !133
  %26 = load i32, ptr %t, align 4, !dbg !141
  %cmp27 = icmp eq i32 %26, 0, !dbg !143
  br i1 %cmp27, label %if.then28, label %if.end32, !dbg !143

if.then28:                                        ; preds = %if.then19
  %27 = load float, ptr %v, align 4, !dbg !144
  %28 = load ptr, ptr %out.addr, align 8, !dbg !145
  %29 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !146
  %idxprom30 = zext i32 %29 to i64, !dbg !145
  %arrayidx31 = getelementptr inbounds nuw float, ptr %28, i64 %idxprom30, !dbg !145
  store float %27, ptr %arrayidx31, align 4, !dbg !148
  br label %if.end32, !dbg !145

if.end32:                                         ; preds = %if.then28, %if.then19
  br label %if.end33, !dbg !149

if.end33:                                         ; preds = %if.end32, %for.end17
  ret void, !dbg !150
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 6, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "reduce_sum", linkageName: "_Z10reduce_sumPKfPfi", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !13)
!3 = !DIFile(filename: "reduce.cu", directory: "/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0}
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !{i32 7, !"Dwarf Version", i32 2}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!23 = distinct !DISubprogram(name: "warp_sum", linkageName: "_Z8warp_sumfi", scope: !3, file: !3, line: 1, type: !24, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !13)
!24 = !DISubroutineType(types: !25)
!25 = !{!8, !8, !10}
!26 = !DILocalVariable(name: "v", arg: 1, scope: !23, file: !3, line: 1, type: !8)
!27 = !DILocation(line: 1, column: 46, scope: !23)
!28 = !DILocalVariable(name: "width", arg: 2, scope: !23, file: !3, line: 1, type: !10)
!29 = !DILocation(line: 1, column: 53, scope: !23)
!30 = !DILocalVariable(name: "o", scope: !31, file: !3, line: 2, type: !10)
!31 = distinct !DILexicalBlock(scope: !23, file: !3, line: 2, column: 3)
!32 = !DILocation(line: 2, column: 12, scope: !31)
!33 = !DILocation(line: 2, column: 16, scope: !31)
!34 = !DILocation(line: 2, column: 22, scope: !31)
!35 = !DILocation(line: 2, column: 8, scope: !31)
!36 = !DILocation(line: 2, column: 27, scope: !37)
!37 = distinct !DILexicalBlock(scope: !31, file: !3, line: 2, column: 3)
!38 = !DILocation(line: 2, column: 29, scope: !37)
!39 = !DILocation(line: 2, column: 3, scope: !31)
!40 = !DILocation(line: 2, column: 86, scope: !37)
!41 = !DILocation(line: 2, column: 89, scope: !37)
!42 = !DILocation(line: 2, column: 47, scope: !37)
!43 = !DILocation(line: 2, column: 44, scope: !37)
!44 = !DILocation(line: 2, column: 42, scope: !37)
!45 = !DILocation(line: 2, column: 36, scope: !37)
!46 = !DILocation(line: 2, column: 3, scope: !37)
!47 = distinct !{!47, !39, !48, !49}
!48 = !DILocation(line: 2, column: 94, scope: !31)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 3, column: 10, scope: !23)
!51 = !DILocation(line: 3, column: 3, scope: !23)
!52 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!53 = !DILocation(line: 5, column: 41, scope: !2)
!54 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 5, type: !9)
!55 = !DILocation(line: 5, column: 52, scope: !2)
!56 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 5, type: !10)
!57 = !DILocation(line: 5, column: 61, scope: !2)
!58 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 7, type: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 7, column: 12, scope: !2)
!61 = !DILocation(line: 9, column: 65, scope: !62, inlinedAt: !66)
!62 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !63, file: !63, line: 9, type: !64, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!63 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!64 = !DISubroutineType(types: !65)
!65 = !{!59}
!66 = distinct !DILocation(line: 7, column: 16, scope: !2)
!67 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 8, type: !8)
!68 = !DILocation(line: 8, column: 9, scope: !2)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 9, type: !10)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 9, column: 3)
!71 = !DILocation(line: 9, column: 12, scope: !70)
!72 = !DILocation(line: 11, column: 67, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !63, file: !63, line: 11, type: !64, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!74 = distinct !DILocation(line: 9, column: 16, scope: !70)
!75 = !DILocation(line: 9, column: 26, scope: !70)
!76 = !DILocation(line: 9, column: 34, scope: !70)
!77 = !DILocation(line: 9, column: 32, scope: !70)
!78 = !DILocation(line: 9, column: 8, scope: !70)
!79 = !DILocation(line: 9, column: 37, scope: !80)
!80 = distinct !DILexicalBlock(scope: !70, file: !3, line: 9, column: 3)
!81 = !DILocation(line: 9, column: 41, scope: !80)
!82 = !DILocation(line: 9, column: 39, scope: !80)
!83 = !DILocation(line: 9, column: 3, scope: !70)
!84 = !DILocation(line: 9, column: 66, scope: !80)
!85 = !DILocation(line: 9, column: 69, scope: !80)
!86 = !DILocation(line: 9, column: 63, scope: !80)
!87 = !DILocation(line: 9, column: 59, scope: !80)
!88 = !DILocation(line: 9, column: 46, scope: !80)
!89 = !DILocation(line: 9, column: 3, scope: !80)
!90 = distinct !{!90, !83, !91, !49}
!91 = !DILocation(line: 9, column: 70, scope: !70)
!92 = !DILocation(line: 10, column: 12, scope: !2)
!93 = !DILocation(line: 10, column: 7, scope: !2)
!94 = !DILocation(line: 10, column: 3, scope: !2)
!95 = !DILocation(line: 10, column: 10, scope: !2)
!96 = !DILocation(line: 12, column: 60, scope: !97, inlinedAt: !100)
!97 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !63, file: !63, line: 12, type: !98, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!98 = !DISubroutineType(types: !99)
!99 = !{null}
!100 = distinct !DILocation(line: 11, column: 3, scope: !2)
!101 = !DILocalVariable(name: "s", scope: !102, file: !3, line: 12, type: !59)
!102 = distinct !DILexicalBlock(scope: !2, file: !3, line: 12, column: 3)
!103 = !DILocation(line: 12, column: 17, scope: !102)
!104 = !DILocation(line: 12, column: 8, scope: !102)
!105 = !DILocation(line: 12, column: 26, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 12, column: 3)
!107 = !DILocation(line: 12, column: 28, scope: !106)
!108 = !DILocation(line: 12, column: 3, scope: !102)
!109 = !DILocation(line: 12, column: 49, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 12, column: 49)
!111 = distinct !DILexicalBlock(scope: !106, file: !3, line: 12, column: 43)
!112 = !DILocation(line: 12, column: 53, scope: !110)
!113 = !DILocation(line: 12, column: 51, scope: !110)
!114 = !DILocation(line: 12, column: 70, scope: !110)
!115 = !DILocation(line: 12, column: 74, scope: !110)
!116 = !DILocation(line: 12, column: 72, scope: !110)
!117 = !DILocation(line: 12, column: 66, scope: !110)
!118 = !DILocation(line: 12, column: 60, scope: !110)
!119 = !DILocation(line: 12, column: 56, scope: !110)
!120 = !DILocation(line: 12, column: 63, scope: !110)
!121 = !DILocation(line: 12, column: 60, scope: !97, inlinedAt: !122)
!122 = distinct !DILocation(line: 12, column: 78, scope: !111)
!123 = !DILocation(line: 12, column: 93, scope: !111)
!124 = !DILocation(line: 12, column: 36, scope: !106)
!125 = !DILocation(line: 12, column: 3, scope: !106)
!126 = distinct !{!126, !108, !127, !49}
!127 = !DILocation(line: 12, column: 93, scope: !102)
!128 = !DILocation(line: 13, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 7)
!130 = !DILocation(line: 13, column: 9, scope: !129)
!131 = !DILocalVariable(name: "v", scope: !132, file: !3, line: 13, type: !8)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 13, column: 15)
!133 = !DILocation(line: 13, column: 23, scope: !132)
!134 = !DILocation(line: 13, column: 40, scope: !132)
!135 = !DILocation(line: 13, column: 36, scope: !132)
!136 = !DILocation(line: 13, column: 49, scope: !132)
!137 = !DILocation(line: 13, column: 51, scope: !132)
!138 = !DILocation(line: 13, column: 45, scope: !132)
!139 = !DILocation(line: 13, column: 43, scope: !132)
!140 = !DILocation(line: 13, column: 27, scope: !132)
!141 = !DILocation(line: 13, column: 67, scope: !142)
!142 = distinct !DILexicalBlock(scope: !132, file: !3, line: 13, column: 67)
!143 = !DILocation(line: 13, column: 69, scope: !142)
!144 = !DILocation(line: 13, column: 92, scope: !142)
!145 = !DILocation(line: 13, column: 75, scope: !142)
!146 = !DILocation(line: 11, column: 67, scope: !73, inlinedAt: !147)
!147 = distinct !DILocation(line: 13, column: 79, scope: !142)
!148 = !DILocation(line: 13, column: 90, scope: !142)
!149 = !DILocation(line: 13, column: 95, scope: !132)
!150 = !DILocation(line: 14, column: 1, scope: !2)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
