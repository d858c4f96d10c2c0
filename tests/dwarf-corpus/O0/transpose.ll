; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9transposePKfPfiiE4tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4, !dbg !0

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9transposePKfPfii(ptr noundef %in, ptr noundef %out, i32 noundef %w, i32 noundef %h) #0 !dbg !2 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %w.addr = alloca i32, align 4
  %h.addr = alloca i32, align 4
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %j = alloca i32, align 4
  %j37 = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !24, !DIExpression(), !25)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !26, !DIExpression(), !27)
  store i32 %w, ptr %w.addr, align 4
    #dbg_declare(ptr %w.addr, !28, !DIExpression(), !29)
  store i32 %h, ptr %h.addr, align 4
    #dbg_declare(ptr %h.addr, !30, !DIExpression(), !31)
    #dbg_declare(ptr %x, !32, !DIExpression(), !33)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %1 = load i32, ptr %w.addr, align 4, !dbg !41
  %div = sdiv i32 %1, 32, !dbg !42
  %rem = urem i32 %0, %div, !dbg !43
  %mul = mul i32 %rem, 32, !dbg !44
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %rem2 = urem i32 %2, 32, !dbg !48
  %add = add i32 %mul, %rem2, !dbg !49
  store i32 %add, ptr %x, align 4, !dbg !33
    #dbg_declare(ptr %y, !50, !DIExpression(), !51)
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !52
  %4 = load i32, ptr %w.addr, align 4, !dbg !54
  %div4 = sdiv i32 %4, 32, !dbg !55
  %div5 = udiv i32 %3, %div4, !dbg !56
  %mul6 = mul i32 %div5, 32, !dbg !57
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %div8 = udiv i32 %5, 32, !dbg !60
  %add9 = add i32 %mul6, %div8, !dbg !61
  store i32 %add9, ptr %y, align 4, !dbg !51
    #dbg_declare(ptr %j, !62, !DIExpression(), !64)
  store i32 0, ptr %j, align 4, !dbg !64
  br label %for.cond, !dbg !65

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load i32, ptr %j, align 4, !dbg !66
  %cmp = icmp slt i32 %6, 32, !dbg !68
  br i1 %cmp, label %for.body, label %for.end, !dbg !69

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %in.addr, align 8, !dbg !70
  %8 = load i32, ptr %y, align 4, !dbg !71
  %9 = load i32, ptr %j, align 4, !dbg !72
  %add10 = add nsw i32 %8, %9, !dbg !73
  %10 = load i32, ptr %w.addr, align 4, !dbg !74
  %mul11 = mul nsw i32 %add10, %10, !dbg !75
  %11 = load i32, ptr %x, align 4, !dbg !76
  %add12 = add nsw i32 %mul11, %11, !dbg !77
  %idxprom = sext i32 %add12 to i64, !dbg !70
  %arrayidx = getelementptr inbounds float, ptr %7, i64 %idxprom, !dbg !70
  %12 = load float, ptr %arrayidx, align 4, !dbg !70
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !78
  %div14 = udiv i32 %13, 32, !dbg !80
  %14 = load i32, ptr %j, align 4, !dbg !81
  %add15 = add i32 %div14, %14, !dbg !82
  %idxprom16 = zext i32 %add15 to i64, !dbg !83
  %arrayidx17 = getelementptr inbounds nuw [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %idxprom16, !dbg !83
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %rem19 = urem i32 %15, 32, !dbg !86
  %idxprom20 = zext i32 %rem19 to i64, !dbg !83
  %arrayidx21 = getelementptr inbounds nuw [33 x float], ptr %arrayidx17, i64 0, i64 %idxprom20, !dbg !83
  store float %12, ptr %arrayidx21, align 4, !dbg !87
  br label %for.inc, !dbg !83

for.inc:                                          ; preds = %for.body
  %16 = load i32, ptr %j, align 4, !dbg !88
  %add22 = add nsw i32 %16, 8, !dbg !88
  store i32 %add22, ptr %j, align 4, !dbg !88
  br label %for.cond, !dbg !89, !llvm.loop !90

for.end:                                          ; preds = %for.cond
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !93
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !98
  %18 = load i32, ptr %w.addr, align 4, !dbg !100
  %div24 = sdiv i32 %18, 32, !dbg !101
  %div25 = udiv i32 %17, %div24, !dbg !102
  %mul26 = mul i32 %div25, 32, !dbg !103
  %19 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !104
  %rem28 = urem i32 %19, 32, !dbg !106
  %add29 = add i32 %mul26, %rem28, !dbg !107
  store i32 %add29, ptr %x, align 4, !dbg !108
  %20 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !109
  %21 = load i32, ptr %w.addr, align 4, !dbg !111
  %div31 = sdiv i32 %21, 32, !dbg !112
  %rem32 = urem i32 %20, %div31, !dbg !113
  %mul33 = mul i32 %rem32, 32, !dbg !114
  %22 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !115
  %div35 = udiv i32 %22, 32, !dbg !117
  %add36 = add i32 %mul33, %div35, !dbg !118
  store i32 %add36, ptr %y, align 4, !dbg !119
    #dbg_declare(ptr %j37, !120, !DIExpression(), !122)
  store i32 0, ptr %j37, align 4, !dbg !122
  br label %for.cond38, !dbg !123

for.cond38:                                       ; preds = %for.inc55, %for.end
  %23 = load i32, ptr %j37, align 4, !dbg !124
  %cmp39 = icmp slt i32 %23, 32, !dbg !126
  br i1 %cmp39, label %for.body40, label %for.end57, !dbg !127

for.body40:                                       ; preds = %for.cond38
  %24 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !128
  %rem42 = urem i32 %24, 32, !dbg !130
  %idxprom43 = zext i32 %rem42 to i64, !dbg !131
  %arrayidx44 = getelementptr inbounds nuw [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %idxprom43, !dbg !131
  %25 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !132
  %div46 = udiv i32 %25, 32, !dbg !134
  %26 = load i32, ptr %j37, align 4, !dbg !135
  %add47 = add i32 %div46, %26, !dbg !136
  %idxprom48 = zext i32 %add47 to i64, !dbg !131
  %arrayidx49 = getelementptr inbounds nuw [33 x float], ptr %arrayidx44, i64 0, i64 %idxprom48, !dbg !131
  %27 = load float, ptr %arrayidx49, align 4, !dbg !131
  %28 = load ptr, ptr %out.addr, align 8, !dbg !137
  %29 = load i32, ptr %y, align 4, !dbg !138
  %30 = load i32, ptr %j37, align 4, !dbg !139
  %add50 = add nsw i32 %29, %30, !dbg !140
  %31 = load i32, ptr %h.addr, align 4, !dbg !141
  %mul51 = mul nsw i32 %add50, %31, !dbg !142
  %32 = load i32, ptr %x, align 4, !dbg !143
  %add52 = add nsw i32 %mul51, %32, !dbg !144
  %idxprom53 = sext i32 %add52 to i64, !dbg !137
  %arrayidx54 = getelementptr inbounds float, ptr %28, i64 %idxprom53, !dbg !137
  store float %27, ptr %arrayidx54, align 4, !dbg !145
  br label %for.inc55, !dbg !137

for.inc55:                                        ; preds = %for.body40
  %33 = load i32, ptr %j37, align 4, !dbg !146
  %add56 = add nsw i32 %33, 8, !dbg !146
  store i32 %add56, ptr %j37, align 4, !dbg !146
  br label %for.cond38, !dbg !147, !llvm.loop !148

for.end57:                                        ; preds = %for.cond38
  ret void, !dbg !150
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z6copy2dPKfPfi(ptr noundef %in, ptr noundef %out, i32 noundef %w) #0 !dbg !151 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %w.addr = alloca i32, align 4
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !154, !DIExpression(), !155)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !156, !DIExpression(), !157)
  store i32 %w, ptr %w.addr, align 4
    #dbg_declare(ptr %w.addr, !158, !DIExpression(), !159)
    #dbg_declare(ptr %x, !160, !DIExpression(), !161)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !162
  store i32 %0, ptr %x, align 4, !dbg !161
    #dbg_declare(ptr %y, !164, !DIExpression(), !165)
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !166
  store i32 %1, ptr %y, align 4, !dbg !165
  %2 = load ptr, ptr %in.addr, align 8, !dbg !168
  %3 = load i32, ptr %y, align 4, !dbg !169
  %4 = load i32, ptr %w.addr, align 4, !dbg !170
  %mul = mul nsw i32 %3, %4, !dbg !171
  %5 = load i32, ptr %x, align 4, !dbg !172
  %add = add nsw i32 %mul, %5, !dbg !173
  %idxprom = sext i32 %add to i64, !dbg !168
  %arrayidx = getelementptr inbounds float, ptr %2, i64 %idxprom, !dbg !168
  %6 = load float, ptr %arrayidx, align 4, !dbg !168
  %7 = load ptr, ptr %out.addr, align 8, !dbg !174
  %8 = load i32, ptr %y, align 4, !dbg !175
  %9 = load i32, ptr %w.addr, align 4, !dbg !176
  %mul2 = mul nsw i32 %8, %9, !dbg !177
  %10 = load i32, ptr %x, align 4, !dbg !178
  %add3 = add nsw i32 %mul2, %10, !dbg !179
  %idxprom4 = sext i32 %add3 to i64, !dbg !174
  %arrayidx5 = getelementptr inbounds float, ptr %7, i64 %idxprom4, !dbg !174
  store float %6, ptr %arrayidx5, align 4, !dbg !180
  ret void, !dbg !181
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 2, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "transpose", linkageName: "_Z9transposePKfPfii", scope: !3, file: !3, line: 1, type: !4, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !13)
!3 = !DIFile(filename: "transpose.cu", directory: "/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !10, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0}
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 33792, elements: !15)
!15 = !{!16, !17}
!16 = !DISubrange(count: 32)
!17 = !DISubrange(count: 33)
!18 = !{i32 7, !"Dwarf Version", i32 2}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!24 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 1, type: !6)
!25 = !DILocation(line: 1, column: 40, scope: !2)
!26 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 1, type: !9)
!27 = !DILocation(line: 1, column: 51, scope: !2)
!28 = !DILocalVariable(name: "w", arg: 3, scope: !2, file: !3, line: 1, type: !10)
!29 = !DILocation(line: 1, column: 60, scope: !2)
!30 = !DILocalVariable(name: "h", arg: 4, scope: !2, file: !3, line: 1, type: !10)
!31 = !DILocation(line: 1, column: 67, scope: !2)
!32 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 3, type: !10)
!33 = !DILocation(line: 3, column: 7, scope: !2)
!34 = !DILocation(line: 11, column: 67, scope: !35, inlinedAt: !40)
!35 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !36, file: !36, line: 11, type: !37, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!36 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!37 = !DISubroutineType(types: !38)
!38 = !{!39}
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = distinct !DILocation(line: 3, column: 11, scope: !2)
!41 = !DILocation(line: 3, column: 24, scope: !2)
!42 = !DILocation(line: 3, column: 26, scope: !2)
!43 = !DILocation(line: 3, column: 21, scope: !2)
!44 = !DILocation(line: 3, column: 32, scope: !2)
!45 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !36, file: !36, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!47 = distinct !DILocation(line: 3, column: 39, scope: !2)
!48 = !DILocation(line: 3, column: 47, scope: !2)
!49 = !DILocation(line: 3, column: 37, scope: !2)
!50 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 3, type: !10)
!51 = !DILocation(line: 3, column: 53, scope: !2)
!52 = !DILocation(line: 11, column: 67, scope: !35, inlinedAt: !53)
!53 = distinct !DILocation(line: 3, column: 57, scope: !2)
!54 = !DILocation(line: 3, column: 70, scope: !2)
!55 = !DILocation(line: 3, column: 72, scope: !2)
!56 = !DILocation(line: 3, column: 67, scope: !2)
!57 = !DILocation(line: 3, column: 78, scope: !2)
!58 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !59)
!59 = distinct !DILocation(line: 3, column: 85, scope: !2)
!60 = !DILocation(line: 3, column: 93, scope: !2)
!61 = !DILocation(line: 3, column: 83, scope: !2)
!62 = !DILocalVariable(name: "j", scope: !63, file: !3, line: 4, type: !10)
!63 = distinct !DILexicalBlock(scope: !2, file: !3, line: 4, column: 3)
!64 = !DILocation(line: 4, column: 12, scope: !63)
!65 = !DILocation(line: 4, column: 8, scope: !63)
!66 = !DILocation(line: 4, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 4, column: 3)
!68 = !DILocation(line: 4, column: 21, scope: !67)
!69 = !DILocation(line: 4, column: 3, scope: !63)
!70 = !DILocation(line: 4, column: 74, scope: !67)
!71 = !DILocation(line: 4, column: 78, scope: !67)
!72 = !DILocation(line: 4, column: 82, scope: !67)
!73 = !DILocation(line: 4, column: 80, scope: !67)
!74 = !DILocation(line: 4, column: 87, scope: !67)
!75 = !DILocation(line: 4, column: 85, scope: !67)
!76 = !DILocation(line: 4, column: 91, scope: !67)
!77 = !DILocation(line: 4, column: 89, scope: !67)
!78 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !79)
!79 = distinct !DILocation(line: 4, column: 40, scope: !67)
!80 = !DILocation(line: 4, column: 48, scope: !67)
!81 = !DILocation(line: 4, column: 55, scope: !67)
!82 = !DILocation(line: 4, column: 53, scope: !67)
!83 = !DILocation(line: 4, column: 35, scope: !67)
!84 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !85)
!85 = distinct !DILocation(line: 4, column: 58, scope: !67)
!86 = !DILocation(line: 4, column: 66, scope: !67)
!87 = !DILocation(line: 4, column: 72, scope: !67)
!88 = !DILocation(line: 4, column: 29, scope: !67)
!89 = !DILocation(line: 4, column: 3, scope: !67)
!90 = distinct !{!90, !69, !91, !92}
!91 = !DILocation(line: 4, column: 92, scope: !63)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 12, column: 60, scope: !94, inlinedAt: !97)
!94 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !36, file: !36, line: 12, type: !95, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!95 = !DISubroutineType(types: !96)
!96 = !{null}
!97 = distinct !DILocation(line: 5, column: 3, scope: !2)
!98 = !DILocation(line: 11, column: 67, scope: !35, inlinedAt: !99)
!99 = distinct !DILocation(line: 6, column: 7, scope: !2)
!100 = !DILocation(line: 6, column: 20, scope: !2)
!101 = !DILocation(line: 6, column: 22, scope: !2)
!102 = !DILocation(line: 6, column: 17, scope: !2)
!103 = !DILocation(line: 6, column: 28, scope: !2)
!104 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !105)
!105 = distinct !DILocation(line: 6, column: 35, scope: !2)
!106 = !DILocation(line: 6, column: 43, scope: !2)
!107 = !DILocation(line: 6, column: 33, scope: !2)
!108 = !DILocation(line: 6, column: 5, scope: !2)
!109 = !DILocation(line: 11, column: 67, scope: !35, inlinedAt: !110)
!110 = distinct !DILocation(line: 6, column: 53, scope: !2)
!111 = !DILocation(line: 6, column: 66, scope: !2)
!112 = !DILocation(line: 6, column: 68, scope: !2)
!113 = !DILocation(line: 6, column: 63, scope: !2)
!114 = !DILocation(line: 6, column: 74, scope: !2)
!115 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !116)
!116 = distinct !DILocation(line: 6, column: 81, scope: !2)
!117 = !DILocation(line: 6, column: 89, scope: !2)
!118 = !DILocation(line: 6, column: 79, scope: !2)
!119 = !DILocation(line: 6, column: 51, scope: !2)
!120 = !DILocalVariable(name: "j", scope: !121, file: !3, line: 7, type: !10)
!121 = distinct !DILexicalBlock(scope: !2, file: !3, line: 7, column: 3)
!122 = !DILocation(line: 7, column: 12, scope: !121)
!123 = !DILocation(line: 7, column: 8, scope: !121)
!124 = !DILocation(line: 7, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 7, column: 3)
!126 = !DILocation(line: 7, column: 21, scope: !125)
!127 = !DILocation(line: 7, column: 3, scope: !121)
!128 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !129)
!129 = distinct !DILocation(line: 7, column: 63, scope: !125)
!130 = !DILocation(line: 7, column: 71, scope: !125)
!131 = !DILocation(line: 7, column: 58, scope: !125)
!132 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !133)
!133 = distinct !DILocation(line: 7, column: 77, scope: !125)
!134 = !DILocation(line: 7, column: 85, scope: !125)
!135 = !DILocation(line: 7, column: 92, scope: !125)
!136 = !DILocation(line: 7, column: 90, scope: !125)
!137 = !DILocation(line: 7, column: 35, scope: !125)
!138 = !DILocation(line: 7, column: 40, scope: !125)
!139 = !DILocation(line: 7, column: 44, scope: !125)
!140 = !DILocation(line: 7, column: 42, scope: !125)
!141 = !DILocation(line: 7, column: 49, scope: !125)
!142 = !DILocation(line: 7, column: 47, scope: !125)
!143 = !DILocation(line: 7, column: 53, scope: !125)
!144 = !DILocation(line: 7, column: 51, scope: !125)
!145 = !DILocation(line: 7, column: 56, scope: !125)
!146 = !DILocation(line: 7, column: 29, scope: !125)
!147 = !DILocation(line: 7, column: 3, scope: !125)
!148 = distinct !{!148, !127, !149, !92}
!149 = !DILocation(line: 7, column: 93, scope: !121)
!150 = !DILocation(line: 8, column: 1, scope: !2)
!151 = distinct !DISubprogram(name: "copy2d", linkageName: "_Z6copy2dPKfPfi", scope: !3, file: !3, line: 9, type: !152, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !13)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !6, !9, !10}
!154 = !DILocalVariable(name: "in", arg: 1, scope: !151, file: !3, line: 9, type: !6)
!155 = !DILocation(line: 9, column: 37, scope: !151)
!156 = !DILocalVariable(name: "out", arg: 2, scope: !151, file: !3, line: 9, type: !9)
!157 = !DILocation(line: 9, column: 48, scope: !151)
!158 = !DILocalVariable(name: "w", arg: 3, scope: !151, file: !3, line: 9, type: !10)
!159 = !DILocation(line: 9, column: 57, scope: !151)
!160 = !DILocalVariable(name: "x", scope: !151, file: !3, line: 9, type: !10)
!161 = !DILocation(line: 9, column: 66, scope: !151)
!162 = !DILocation(line: 9, column: 65, scope: !46, inlinedAt: !163)
!163 = distinct !DILocation(line: 9, column: 70, scope: !151)
!164 = !DILocalVariable(name: "y", scope: !151, file: !3, line: 9, type: !10)
!165 = !DILocation(line: 9, column: 79, scope: !151)
!166 = !DILocation(line: 11, column: 67, scope: !35, inlinedAt: !167)
!167 = distinct !DILocation(line: 9, column: 83, scope: !151)
!168 = !DILocation(line: 9, column: 111, scope: !151)
!169 = !DILocation(line: 9, column: 114, scope: !151)
!170 = !DILocation(line: 9, column: 118, scope: !151)
!171 = !DILocation(line: 9, column: 116, scope: !151)
!172 = !DILocation(line: 9, column: 122, scope: !151)
!173 = !DILocation(line: 9, column: 120, scope: !151)
!174 = !DILocation(line: 9, column: 94, scope: !151)
!175 = !DILocation(line: 9, column: 98, scope: !151)
!176 = !DILocation(line: 9, column: 102, scope: !151)
!177 = !DILocation(line: 9, column: 100, scope: !151)
!178 = !DILocation(line: 9, column: 106, scope: !151)
!179 = !DILocation(line: 9, column: 104, scope: !151)
!180 = !DILocation(line: 9, column: 109, scope: !151)
!181 = !DILocation(line: 9, column: 126, scope: !151)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
