; ModuleID = 'matmul.cu'
source_filename = "matmul.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !0
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !13

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12matmul_tiledPKfS0_Pfi(ptr noundef %A, ptr noundef %B, ptr noundef %C, i32 noundef %N) #0 !dbg !2 {
entry:
  %A.addr = alloca ptr, align 8
  %B.addr = alloca ptr, align 8
  %C.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %tx = alloca i32, align 4
  %ty = alloca i32, align 4
  %row = alloca i32, align 4
  %col = alloca i32, align 4
  %sum = alloca float, align 4
  %t = alloca i32, align 4
  %k = alloca i32, align 4
  store ptr %A, ptr %A.addr, align 8
    #dbg_declare(ptr %A.addr, !25, !DIExpression(), !26)
  store ptr %B, ptr %B.addr, align 8
    #dbg_declare(ptr %B.addr, !27, !DIExpression(), !28)
  store ptr %C, ptr %C.addr, align 8
    #dbg_declare(ptr %C.addr, !29, !DIExpression(), !30)
  store i32 %N, ptr %N.addr, align 4
    #dbg_declare(ptr %N.addr, !31, !DIExpression(), !32)
    #dbg_declare(ptr %tx, !33, !DIExpression(), !34)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %rem = urem i32 %0, 16, !dbg !42
  store i32 %rem, ptr %tx, align 4, !dbg !34
    #dbg_declare(ptr %ty, !43, !DIExpression(), !44)
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %div = udiv i32 %1, 16, !dbg !47
  store i32 %div, ptr %ty, align 4, !dbg !44
    #dbg_declare(ptr %row, !48, !DIExpression(), !49)
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !50
  %3 = load i32, ptr %N.addr, align 4, !dbg !53
  %div3 = sdiv i32 %3, 16, !dbg !54
  %div4 = udiv i32 %2, %div3, !dbg !55
  %mul = mul i32 %div4, 16, !dbg !56
  %4 = load i32, ptr %ty, align 4, !dbg !57
  %add = add i32 %mul, %4, !dbg !58
  store i32 %add, ptr %row, align 4, !dbg !49
    #dbg_declare(ptr %col, !59, !DIExpression(), !60)
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %6 = load i32, ptr %N.addr, align 4, !dbg !63
  %div6 = sdiv i32 %6, 16, !dbg !64
  %rem7 = urem i32 %5, %div6, !dbg !65
  %mul8 = mul i32 %rem7, 16, !dbg !66
  %7 = load i32, ptr %tx, align 4, !dbg !67
  %add9 = add i32 %mul8, %7, !dbg !68
  store i32 %add9, ptr %col, align 4, !dbg !60
    #dbg_declare(ptr %sum, !69, !DIExpression(), !70)
  store float 0.000000e+00, ptr %sum, align 4, !dbg !70
    #dbg_declare(ptr %t, !71, !DIExpression(), !73)
  store i32 0, ptr %t, align 4, !dbg !73
  br label %for.cond, !dbg !74

for.cond:                                         ; preds = %for.inc42, %entry
  %8 = load i32, ptr %t, align 4, !dbg !75
  %9 = load i32, ptr %N.addr, align 4, !dbg !77
  %div10 = sdiv i32 %9, 16, !dbg !78
  %cmp = icmp slt i32 %8, %div10, !dbg !79
  br i1 %cmp, label %for.body, label %for.end44, !dbg !80

for.body:                                         ; preds = %for.cond
  %10 = load ptr, ptr %A.addr, align 8, !dbg !81
  %11 = load i32, ptr %row, align 4, !dbg !83
  %12 = load i32, ptr %N.addr, align 4, !dbg !84
  %mul11 = mul nsw i32 %11, %12, !dbg !85
  %13 = load i32, ptr %t, align 4, !dbg !86
  %mul12 = mul nsw i32 %13, 16, !dbg !87
  %add13 = add nsw i32 %mul11, %mul12, !dbg !88
  %14 = load i32, ptr %tx, align 4, !dbg !89
  %add14 = add nsw i32 %add13, %14, !dbg !90
  %idxprom = sext i32 %add14 to i64, !dbg !81
  %arrayidx = getelementptr inbounds float, ptr %10, i64 %idxprom, !dbg !81
  %15 = load float, ptr %arrayidx, align 4, !dbg !81
  %16 = load i32, ptr %ty, align 4, !dbg !91
  %idxprom15 = sext i32 %16 to i64, !dbg !92
  %arrayidx16 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %idxprom15, !dbg !92
  %17 = load i32, ptr %tx, align 4, !dbg !93
  %idxprom17 = sext i32 %17 to i64, !dbg !92
  %arrayidx18 = getelementptr inbounds [16 x float], ptr %arrayidx16, i64 0, i64 %idxprom17, !dbg !92
  store float %15, ptr %arrayidx18, align 4, !dbg !94
  %18 = load ptr, ptr %B.addr, align 8, !dbg !95
  %19 = load i32, ptr %t, align 4, !dbg !96
  %mul19 = mul nsw i32 %19, 16, !dbg !97
  %20 = load i32, ptr %ty, align 4, !dbg !98
  %add20 = add nsw i32 %mul19, %20, !dbg !99
  %21 = load i32, ptr %N.addr, align 4, !dbg !100
  %mul21 = mul nsw i32 %add20, %21, !dbg !101
  %22 = load i32, ptr %col, align 4, !dbg !102
  %add22 = add nsw i32 %mul21, %22, !dbg !103
  %idxprom23 = sext i32 %add22 to i64, !dbg !95
  %arrayidx24 = getelementptr inbounds float, ptr %18, i64 %idxprom23, !dbg !95
  %23 = load float, ptr %arrayidx24, align 4, !dbg !95
  %24 = load i32, ptr %ty, align 4, !dbg !104
  %idxprom25 = sext i32 %24 to i64, !dbg !105
  %arrayidx26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %idxprom25, !dbg !105
  %25 = load i32, ptr %tx, align 4, !dbg !106
  %idxprom27 = sext i32 %25 to i64, !dbg !105
  %arrayidx28 = getelementptr inbounds [16 x float], ptr %arrayidx26, i64 0, i64 %idxprom27, !dbg !105
  store float %23, ptr %arrayidx28, align 4, !dbg !107
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !108
    #dbg_declare(ptr %k, !113, !DIExpression(), !115)
  store i32 0, ptr %k, align 4, !dbg !115
  br label %for.cond29, !dbg !116

for.cond29:                                       ; preds = %for.inc, %for.body
  %26 = load i32, ptr %k, align 4, !dbg !117
  %cmp30 = icmp slt i32 %26, 16, !dbg !119
  br i1 %cmp30, label %for.body31, label %for.end, !dbg !120

for.body31:                                       ; preds = %for.cond29
  %27 = load i32, ptr %ty, align 4, !dbg !121
  %idxprom32 = sext i32 %27 to i64, !dbg !122
  %arrayidx33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %idxprom32, !dbg !122
  %28 = load i32, ptr %k, align 4, !dbg !123
  %idxprom34 = sext i32 %28 to i64, !dbg !122
  %arrayidx35 = getelementptr inbounds [16 x float], ptr %arrayidx33, i64 0, i64 %idxprom34, !dbg !122
  %29 = load float, ptr %arrayidx35, align 4, !dbg !122
  %30 = load i32, ptr %k, align 4, !dbg !124
  %idxprom36 = sext i32 %30 to i64, !dbg !125
  %arrayidx37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %idxprom36, !dbg !125
  %31 = load i32, ptr %tx, align 4, !dbg !126
  %idxprom38 = sext i32 %31 to i64, !dbg !125
  %arrayidx39 = getelementptr inbounds [16 x float], ptr %arrayidx37, i64 0, i64 %idxprom38, !dbg !125
  %32 = load float, ptr %arrayidx39, align 4, !dbg !125
  %mul40 = fmul contract float %29, %32, !dbg !127
  %33 = load float, ptr %sum, align 4, !dbg !128
  %add41 = fadd contract float %33, %mul40, !dbg !128
  store float %add41, ptr %sum, align 4, !dbg !128
  br label %for.inc, !dbg !129

for.inc:                                          ; preds = %for.body31
  %34 = load i32, ptr %k, align 4, !dbg !130
  %inc = add nsw i32 %34, 1, !dbg !130
  store i32 %inc, ptr %k, align 4, !dbg !130
  br label %for.cond29, !dbg !131, !llvm.loop !132

for.end:                                          ; preds = %for.cond29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !135
  br label %for.inc42, !dbg !137

for.inc42:                                        ; preds = %for.end
  %35 = load i32, ptr %t, align 4, !dbg !138
  %inc43 = add nsw i32 %35, 1, !dbg !138
  store i32 %inc43, ptr %t, align 4, !dbg !138
  br label %for.cond, !dbg !139, !llvm.loop !140

for.end44:                                        ; preds = %for.cond
  %36 = load float, ptr %sum, align 4, !dbg !142
  %37 = load ptr, ptr %C.addr, align 8, !dbg !143
  %38 = load i32, ptr %row, align 4, !dbg !144
  %39 = load i32, ptr %N.addr, align 4, !dbg !145
  %mul45 = mul nsw i32 %38, %39, !dbg !146
  %40 = load i32, ptr %col, align 4, !dbg !147
  %add46 = add nsw i32 %mul45, %40, !dbg !148
  %idxprom47 = sext i32 %add46 to i64, !dbg !143
  %arrayidx48 = getelementptr inbounds float, ptr %37, i64 %idxprom47, !dbg !143
  store float %36, ptr %arrayidx48, align 4, !dbg !149
  ret void, !dbg !150
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12matmul_naivePKfS0_Pfi(ptr noundef %A, ptr noundef %B, ptr noundef %C, i32 noundef %N) #0 !dbg !151 {
entry:
  %A.addr = alloca ptr, align 8
  %B.addr = alloca ptr, align 8
  %C.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %row = alloca i32, align 4
  %col = alloca i32, align 4
  %s = alloca float, align 4
  %k = alloca i32, align 4
  store ptr %A, ptr %A.addr, align 8
    #dbg_declare(ptr %A.addr, !152, !DIExpression(), !153)
  store ptr %B, ptr %B.addr, align 8
    #dbg_declare(ptr %B.addr, !154, !DIExpression(), !155)
  store ptr %C, ptr %C.addr, align 8
    #dbg_declare(ptr %C.addr, !156, !DIExpression(), !157)
  store i32 %N, ptr %N.addr, align 4
    #dbg_declare(ptr %N.addr, !158, !DIExpression(), !159)
    #dbg_declare(ptr %row, !160, !DIExpression(), !161)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !162
  store i32 %0, ptr %row, align 4, !dbg !161
    #dbg_declare(ptr %col, !164, !DIExpression(), !165)
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !166
  store i32 %1, ptr %col, align 4, !dbg !165
    #dbg_declare(ptr %s, !168, !DIExpression(), !169)
  store float 0.000000e+00, ptr %s, align 4, !dbg !169
    #dbg_declare(ptr %k, !170, !DIExpression(), !172)
  store i32 0, ptr %k, align 4, !dbg !172
  br label %for.cond, !dbg !173

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, ptr %k, align 4, !dbg !174
  %3 = load i32, ptr %N.addr, align 4, !dbg !176
  %cmp = icmp slt i32 %2, %3, !dbg !177
  br i1 %cmp, label %for.body, label %for.end, !dbg !178

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %A.addr, align 8, !dbg !179
  %5 = load i32, ptr %row, align 4, !dbg !180
  %6 = load i32, ptr %N.addr, align 4, !dbg !181
  %mul = mul nsw i32 %5, %6, !dbg !182
  %7 = load i32, ptr %k, align 4, !dbg !183
  %add = add nsw i32 %mul, %7, !dbg !184
  %idxprom = sext i32 %add to i64, !dbg !179
  %arrayidx = getelementptr inbounds float, ptr %4, i64 %idxprom, !dbg !179
  %8 = load float, ptr %arrayidx, align 4, !dbg !179
  %9 = load ptr, ptr %B.addr, align 8, !dbg !185
  %10 = load i32, ptr %k, align 4, !dbg !186
  %11 = load i32, ptr %N.addr, align 4, !dbg !187
  %mul2 = mul nsw i32 %10, %11, !dbg !188
  %12 = load i32, ptr %col, align 4, !dbg !189
  %add3 = add nsw i32 %mul2, %12, !dbg !190
  %idxprom4 = sext i32 %add3 to i64, !dbg !185
  %arrayidx5 = getelementptr inbounds float, ptr %9, i64 %idxprom4, !dbg !185
  %13 = load float, ptr %arrayidx5, align 4, !dbg !185
  %mul6 = fmul contract float %8, %13, !dbg !191
  %14 = load float, ptr %s, align 4, !dbg !192
  %add7 = fadd contract float %14, %mul6, !dbg !192
  store float %add7, ptr %s, align 4, !dbg !192
  br label %for.inc, !dbg !193

for.inc:                                          ; preds = %for.body
  %15 = load i32, ptr %k, align 4, !dbg !194
  %inc = add nsw i32 %15, 1, !dbg !194
  store i32 %inc, ptr %k, align 4, !dbg !194
  br label %for.cond, !dbg !195, !llvm.loop !196

for.end:                                          ; preds = %for.cond
  %16 = load float, ptr %s, align 4, !dbg !198
  %17 = load ptr, ptr %C.addr, align 8, !dbg !199
  %18 = load i32, ptr %row, align 4, !dbg !200
  %19 = load i32, ptr %N.addr, align 4, !dbg !201
  %mul8 = mul nsw i32 %18, %19, !dbg !202
  %20 = load i32, ptr %col, align 4, !dbg !203
  %add9 = add nsw i32 %mul8, %20, !dbg !204
  %idxprom10 = sext i32 %add9 to i64, !dbg !199
  %arrayidx11 = getelementptr inbounds float, ptr %17, i64 %idxprom10, !dbg !199
  store float %16, ptr %arrayidx11, align 4, !dbg !205
  ret void, !dbg !206
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "As", scope: !2, file: !3, line: 3, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "matmul_tiled", linkageName: "_Z12matmul_tiledPKfS0_Pfi", scope: !3, file: !3, line: 2, type: !4, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !18)
!3 = !DIFile(filename: "matmul.cu", directory: "/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0, !13}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!14 = distinct !DIGlobalVariable(name: "Bs", scope: !2, file: !3, line: 4, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !16)
!16 = !{!17, !17}
!17 = !DISubrange(count: 16)
!18 = !{}
!19 = !{i32 7, !"Dwarf Version", i32 2}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!25 = !DILocalVariable(name: "A", arg: 1, scope: !2, file: !3, line: 2, type: !6)
!26 = !DILocation(line: 2, column: 43, scope: !2)
!27 = !DILocalVariable(name: "B", arg: 2, scope: !2, file: !3, line: 2, type: !6)
!28 = !DILocation(line: 2, column: 59, scope: !2)
!29 = !DILocalVariable(name: "C", arg: 3, scope: !2, file: !3, line: 2, type: !9)
!30 = !DILocation(line: 2, column: 69, scope: !2)
!31 = !DILocalVariable(name: "N", arg: 4, scope: !2, file: !3, line: 2, type: !10)
!32 = !DILocation(line: 2, column: 76, scope: !2)
!33 = !DILocalVariable(name: "tx", scope: !2, file: !3, line: 5, type: !10)
!34 = !DILocation(line: 5, column: 7, scope: !2)
!35 = !DILocation(line: 9, column: 65, scope: !36, inlinedAt: !41)
!36 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !37, file: !37, line: 9, type: !38, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!37 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = distinct !DILocation(line: 5, column: 12, scope: !2)
!42 = !DILocation(line: 5, column: 20, scope: !2)
!43 = !DILocalVariable(name: "ty", scope: !2, file: !3, line: 5, type: !10)
!44 = !DILocation(line: 5, column: 28, scope: !2)
!45 = !DILocation(line: 9, column: 65, scope: !36, inlinedAt: !46)
!46 = distinct !DILocation(line: 5, column: 33, scope: !2)
!47 = !DILocation(line: 5, column: 41, scope: !2)
!48 = !DILocalVariable(name: "row", scope: !2, file: !3, line: 6, type: !10)
!49 = !DILocation(line: 6, column: 7, scope: !2)
!50 = !DILocation(line: 11, column: 67, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !37, file: !37, line: 11, type: !38, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!52 = distinct !DILocation(line: 6, column: 13, scope: !2)
!53 = !DILocation(line: 6, column: 26, scope: !2)
!54 = !DILocation(line: 6, column: 28, scope: !2)
!55 = !DILocation(line: 6, column: 23, scope: !2)
!56 = !DILocation(line: 6, column: 36, scope: !2)
!57 = !DILocation(line: 6, column: 45, scope: !2)
!58 = !DILocation(line: 6, column: 43, scope: !2)
!59 = !DILocalVariable(name: "col", scope: !2, file: !3, line: 6, type: !10)
!60 = !DILocation(line: 6, column: 49, scope: !2)
!61 = !DILocation(line: 11, column: 67, scope: !51, inlinedAt: !62)
!62 = distinct !DILocation(line: 6, column: 55, scope: !2)
!63 = !DILocation(line: 6, column: 68, scope: !2)
!64 = !DILocation(line: 6, column: 70, scope: !2)
!65 = !DILocation(line: 6, column: 65, scope: !2)
!66 = !DILocation(line: 6, column: 78, scope: !2)
!67 = !DILocation(line: 6, column: 87, scope: !2)
!68 = !DILocation(line: 6, column: 85, scope: !2)
!69 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 7, type: !8)
!70 = !DILocation(line: 7, column: 9, scope: !2)
!71 = !DILocalVariable(name: "t", scope: !72, file: !3, line: 8, type: !10)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 3)
!73 = !DILocation(line: 8, column: 12, scope: !72)
!74 = !DILocation(line: 8, column: 8, scope: !72)
!75 = !DILocation(line: 8, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 8, column: 3)
!77 = !DILocation(line: 8, column: 23, scope: !76)
!78 = !DILocation(line: 8, column: 25, scope: !76)
!79 = !DILocation(line: 8, column: 21, scope: !76)
!80 = !DILocation(line: 8, column: 3, scope: !72)
!81 = !DILocation(line: 9, column: 18, scope: !82)
!82 = distinct !DILexicalBlock(scope: !76, file: !3, line: 8, column: 38)
!83 = !DILocation(line: 9, column: 20, scope: !82)
!84 = !DILocation(line: 9, column: 26, scope: !82)
!85 = !DILocation(line: 9, column: 24, scope: !82)
!86 = !DILocation(line: 9, column: 30, scope: !82)
!87 = !DILocation(line: 9, column: 32, scope: !82)
!88 = !DILocation(line: 9, column: 28, scope: !82)
!89 = !DILocation(line: 9, column: 41, scope: !82)
!90 = !DILocation(line: 9, column: 39, scope: !82)
!91 = !DILocation(line: 9, column: 8, scope: !82)
!92 = !DILocation(line: 9, column: 5, scope: !82)
!93 = !DILocation(line: 9, column: 12, scope: !82)
!94 = !DILocation(line: 9, column: 16, scope: !82)
!95 = !DILocation(line: 10, column: 18, scope: !82)
!96 = !DILocation(line: 10, column: 21, scope: !82)
!97 = !DILocation(line: 10, column: 23, scope: !82)
!98 = !DILocation(line: 10, column: 32, scope: !82)
!99 = !DILocation(line: 10, column: 30, scope: !82)
!100 = !DILocation(line: 10, column: 38, scope: !82)
!101 = !DILocation(line: 10, column: 36, scope: !82)
!102 = !DILocation(line: 10, column: 42, scope: !82)
!103 = !DILocation(line: 10, column: 40, scope: !82)
!104 = !DILocation(line: 10, column: 8, scope: !82)
!105 = !DILocation(line: 10, column: 5, scope: !82)
!106 = !DILocation(line: 10, column: 12, scope: !82)
!107 = !DILocation(line: 10, column: 16, scope: !82)
!108 = !DILocation(line: 12, column: 60, scope: !109, inlinedAt: !112)
!109 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !37, file: !37, line: 12, type: !110, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!110 = !DISubroutineType(types: !111)
!111 = !{null}
!112 = distinct !DILocation(line: 11, column: 5, scope: !82)
!113 = !DILocalVariable(name: "k", scope: !114, file: !3, line: 12, type: !10)
!114 = distinct !DILexicalBlock(scope: !82, file: !3, line: 12, column: 5)
!115 = !DILocation(line: 12, column: 14, scope: !114)
!116 = !DILocation(line: 12, column: 10, scope: !114)
!117 = !DILocation(line: 12, column: 21, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !3, line: 12, column: 5)
!119 = !DILocation(line: 12, column: 23, scope: !118)
!120 = !DILocation(line: 12, column: 5, scope: !114)
!121 = !DILocation(line: 12, column: 46, scope: !118)
!122 = !DILocation(line: 12, column: 43, scope: !118)
!123 = !DILocation(line: 12, column: 50, scope: !118)
!124 = !DILocation(line: 12, column: 58, scope: !118)
!125 = !DILocation(line: 12, column: 55, scope: !118)
!126 = !DILocation(line: 12, column: 61, scope: !118)
!127 = !DILocation(line: 12, column: 53, scope: !118)
!128 = !DILocation(line: 12, column: 40, scope: !118)
!129 = !DILocation(line: 12, column: 36, scope: !118)
!130 = !DILocation(line: 12, column: 32, scope: !118)
!131 = !DILocation(line: 12, column: 5, scope: !118)
!132 = distinct !{!132, !120, !133, !134}
!133 = !DILocation(line: 12, column: 63, scope: !114)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 12, column: 60, scope: !109, inlinedAt: !136)
!136 = distinct !DILocation(line: 13, column: 5, scope: !82)
!137 = !DILocation(line: 14, column: 3, scope: !82)
!138 = !DILocation(line: 8, column: 34, scope: !76)
!139 = !DILocation(line: 8, column: 3, scope: !76)
!140 = distinct !{!140, !80, !141, !134}
!141 = !DILocation(line: 14, column: 3, scope: !72)
!142 = !DILocation(line: 15, column: 22, scope: !2)
!143 = !DILocation(line: 15, column: 3, scope: !2)
!144 = !DILocation(line: 15, column: 5, scope: !2)
!145 = !DILocation(line: 15, column: 11, scope: !2)
!146 = !DILocation(line: 15, column: 9, scope: !2)
!147 = !DILocation(line: 15, column: 15, scope: !2)
!148 = !DILocation(line: 15, column: 13, scope: !2)
!149 = !DILocation(line: 15, column: 20, scope: !2)
!150 = !DILocation(line: 16, column: 1, scope: !2)
!151 = distinct !DISubprogram(name: "matmul_naive", linkageName: "_Z12matmul_naivePKfS0_Pfi", scope: !3, file: !3, line: 17, type: !4, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !18)
!152 = !DILocalVariable(name: "A", arg: 1, scope: !151, file: !3, line: 17, type: !6)
!153 = !DILocation(line: 17, column: 43, scope: !151)
!154 = !DILocalVariable(name: "B", arg: 2, scope: !151, file: !3, line: 17, type: !6)
!155 = !DILocation(line: 17, column: 59, scope: !151)
!156 = !DILocalVariable(name: "C", arg: 3, scope: !151, file: !3, line: 17, type: !9)
!157 = !DILocation(line: 17, column: 69, scope: !151)
!158 = !DILocalVariable(name: "N", arg: 4, scope: !151, file: !3, line: 17, type: !10)
!159 = !DILocation(line: 17, column: 76, scope: !151)
!160 = !DILocalVariable(name: "row", scope: !151, file: !3, line: 18, type: !10)
!161 = !DILocation(line: 18, column: 7, scope: !151)
!162 = !DILocation(line: 11, column: 67, scope: !51, inlinedAt: !163)
!163 = distinct !DILocation(line: 18, column: 13, scope: !151)
!164 = !DILocalVariable(name: "col", scope: !151, file: !3, line: 18, type: !10)
!165 = !DILocation(line: 18, column: 24, scope: !151)
!166 = !DILocation(line: 9, column: 65, scope: !36, inlinedAt: !167)
!167 = distinct !DILocation(line: 18, column: 30, scope: !151)
!168 = !DILocalVariable(name: "s", scope: !151, file: !3, line: 19, type: !8)
!169 = !DILocation(line: 19, column: 9, scope: !151)
!170 = !DILocalVariable(name: "k", scope: !171, file: !3, line: 20, type: !10)
!171 = distinct !DILexicalBlock(scope: !151, file: !3, line: 20, column: 3)
!172 = !DILocation(line: 20, column: 12, scope: !171)
!173 = !DILocation(line: 20, column: 8, scope: !171)
!174 = !DILocation(line: 20, column: 19, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 20, column: 3)
!176 = !DILocation(line: 20, column: 23, scope: !175)
!177 = !DILocation(line: 20, column: 21, scope: !175)
!178 = !DILocation(line: 20, column: 3, scope: !171)
!179 = !DILocation(line: 20, column: 36, scope: !175)
!180 = !DILocation(line: 20, column: 38, scope: !175)
!181 = !DILocation(line: 20, column: 44, scope: !175)
!182 = !DILocation(line: 20, column: 42, scope: !175)
!183 = !DILocation(line: 20, column: 48, scope: !175)
!184 = !DILocation(line: 20, column: 46, scope: !175)
!185 = !DILocation(line: 20, column: 53, scope: !175)
!186 = !DILocation(line: 20, column: 55, scope: !175)
!187 = !DILocation(line: 20, column: 59, scope: !175)
!188 = !DILocation(line: 20, column: 57, scope: !175)
!189 = !DILocation(line: 20, column: 63, scope: !175)
!190 = !DILocation(line: 20, column: 61, scope: !175)
!191 = !DILocation(line: 20, column: 51, scope: !175)
!192 = !DILocation(line: 20, column: 33, scope: !175)
!193 = !DILocation(line: 20, column: 31, scope: !175)
!194 = !DILocation(line: 20, column: 27, scope: !175)
!195 = !DILocation(line: 20, column: 3, scope: !175)
!196 = distinct !{!196, !178, !197, !134}
!197 = !DILocation(line: 20, column: 66, scope: !171)
!198 = !DILocation(line: 21, column: 22, scope: !151)
!199 = !DILocation(line: 21, column: 3, scope: !151)
!200 = !DILocation(line: 21, column: 5, scope: !151)
!201 = !DILocation(line: 21, column: 11, scope: !151)
!202 = !DILocation(line: 21, column: 9, scope: !151)
!203 = !DILocation(line: 21, column: 15, scope: !151)
!204 = !DILocation(line: 21, column: 13, scope: !151)
!205 = !DILocation(line: 21, column: 20, scope: !151)
!206 = !DILocation(line: 22, column: 1, scope: !151)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
