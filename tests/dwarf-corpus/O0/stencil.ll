; ModuleID = 'stencil.cu'
source_filename = "stencil.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeff = dso_local addrspace(4) externally_initialized constant [5 x float] zeroinitializer, align 4, !dbg !0
@scale_dev = dso_local addrspace(1) externally_initialized global float 1.000000e+00, align 4, !dbg !5
@_ZZ9stencil1dPKfPfiE4tile = internal addrspace(3) global [260 x float] undef, align 4, !dbg !8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeff to ptr), ptr addrspacecast (ptr addrspace(1) @scale_dev to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9stencil1dPKfPfi(ptr noundef %in, ptr noundef %out, i32 noundef %n) #0 !dbg !10 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %g = alloca i32, align 4
  %l = alloca i32, align 4
  %r = alloca float, align 4
  %k = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !30, !DIExpression(), !31)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !32, !DIExpression(), !33)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !34, !DIExpression(), !35)
    #dbg_declare(ptr %g, !36, !DIExpression(), !37)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %mul = mul i32 %0, 256, !dbg !45
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %add = add i32 %mul, %1, !dbg !49
  store i32 %add, ptr %g, align 4, !dbg !37
    #dbg_declare(ptr %l, !50, !DIExpression(), !51)
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %add3 = add i32 %2, 2, !dbg !54
  store i32 %add3, ptr %l, align 4, !dbg !51
  %3 = load i32, ptr %g, align 4, !dbg !55
  %4 = load i32, ptr %n.addr, align 4, !dbg !56
  %cmp = icmp slt i32 %3, %4, !dbg !57
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !55

cond.true:                                        ; preds = %entry
  %5 = load ptr, ptr %in.addr, align 8, !dbg !58
  %6 = load i32, ptr %g, align 4, !dbg !59
  %idxprom = sext i32 %6 to i64, !dbg !58
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %idxprom, !dbg !58
  %7 = load float, ptr %arrayidx, align 4, !dbg !58
  br label %cond.end, !dbg !55

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !55

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi contract float [ %7, %cond.true ], [ 0.000000e+00, %cond.false ], !dbg !55
  %8 = load i32, ptr %l, align 4, !dbg !60
  %idxprom4 = sext i32 %8 to i64, !dbg !61
  %arrayidx5 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 0, i64 %idxprom4, !dbg !61
  store float %cond, ptr %arrayidx5, align 4, !dbg !62
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %cmp7 = icmp ult i32 %9, 2, !dbg !66
  br i1 %cmp7, label %if.then, label %if.end, !dbg !66

if.then:                                          ; preds = %cond.end
  %10 = load i32, ptr %g, align 4, !dbg !67
  %cmp8 = icmp sge i32 %10, 2, !dbg !69
  br i1 %cmp8, label %cond.true9, label %cond.false12, !dbg !67

cond.true9:                                       ; preds = %if.then
  %11 = load ptr, ptr %in.addr, align 8, !dbg !70
  %12 = load i32, ptr %g, align 4, !dbg !71
  %sub = sub nsw i32 %12, 2, !dbg !72
  %idxprom10 = sext i32 %sub to i64, !dbg !70
  %arrayidx11 = getelementptr inbounds float, ptr %11, i64 %idxprom10, !dbg !70
  %13 = load float, ptr %arrayidx11, align 4, !dbg !70
  br label %cond.end13, !dbg !67

cond.false12:                                     ; preds = %if.then
  br label %cond.end13, !dbg !67

cond.end13:                                       ; preds = %cond.false12, %cond.true9
  %cond14 = phi contract float [ %13, %cond.true9 ], [ 0.000000e+00, %cond.false12 ], !dbg !67
  %14 = load i32, ptr %l, align 4, !dbg !73
  %sub15 = sub nsw i32 %14, 2, !dbg !74
  %idxprom16 = sext i32 %sub15 to i64, !dbg !75
  %arrayidx17 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 0, i64 %idxprom16, !dbg !75
  store float %cond14, ptr %arrayidx17, align 4, !dbg !76
  %15 = load i32, ptr %g, align 4, !dbg !77
  %add18 = add nsw i32 %15, 256, !dbg !78
  %16 = load i32, ptr %n.addr, align 4, !dbg !79
  %cmp19 = icmp slt i32 %add18, %16, !dbg !80
  br i1 %cmp19, label %cond.true20, label %cond.false24, !dbg !77

cond.true20:                                      ; preds = %cond.end13
  %17 = load ptr, ptr %in.addr, align 8, !dbg !81
  %18 = load i32, ptr %g, align 4, !dbg !82
  %add21 = add nsw i32 %18, 256, !dbg !83
  %idxprom22 = sext i32 %add21 to i64, !dbg !81
  %arrayidx23 = getelementptr inbounds float, ptr %17, i64 %idxprom22, !dbg !81
  %19 = load float, ptr %arrayidx23, align 4, !dbg !81
  br label %cond.end25, !dbg !77

cond.false24:                                     ; preds = %cond.end13
  br label %cond.end25, !dbg !77

cond.end25:                                       ; preds = %cond.false24, %cond.true20
  %cond26 = phi contract float [ %19, %cond.true20 ], [ 0.000000e+00, %cond.false24 ], !dbg !77
  %20 = load i32, ptr %l, align 4, !dbg !84
  %add27 = add nsw i32 %20, 256, !dbg !85
  %idxprom28 = sext i32 %add27 to i64, !dbg !86
  %arrayidx29 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 0, i64 %idxprom28, !dbg !86
  store float %cond26, ptr %arrayidx29, align 4, !dbg !87
  br label %if.end, !dbg !88

if.end:                                           ; preds = %cond.end25, %cond.end
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !89
    #dbg_declare(ptr %r, !94, !DIExpression(), !95)
  store float 0.000000e+00, ptr %r, align 4, !dbg !95
    #dbg_declare(ptr %k, !96, !DIExpression(), !98)
  store i32 -2, ptr %k, align 4, !dbg !98
  br label %for.cond, !dbg !99

for.cond:                                         ; preds = %for.inc, %if.end
  %21 = load i32, ptr %k, align 4, !dbg !100
  %cmp30 = icmp sle i32 %21, 2, !dbg !102
  br i1 %cmp30, label %for.body, label %for.end, !dbg !103

for.body:                                         ; preds = %for.cond
  %22 = load i32, ptr %k, align 4, !dbg !104
  %add31 = add nsw i32 %22, 2, !dbg !105
  %idxprom32 = sext i32 %add31 to i64, !dbg !106
  %arrayidx33 = getelementptr inbounds [5 x float], ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 0, i64 %idxprom32, !dbg !106
  %23 = load float, ptr %arrayidx33, align 4, !dbg !106
  %24 = load i32, ptr %l, align 4, !dbg !107
  %25 = load i32, ptr %k, align 4, !dbg !108
  %add34 = add nsw i32 %24, %25, !dbg !109
  %idxprom35 = sext i32 %add34 to i64, !dbg !110
  %arrayidx36 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 0, i64 %idxprom35, !dbg !110
  %26 = load float, ptr %arrayidx36, align 4, !dbg !110
  %mul37 = fmul contract float %23, %26, !dbg !111
  %27 = load float, ptr %r, align 4, !dbg !112
  %add38 = fadd contract float %27, %mul37, !dbg !112
  store float %add38, ptr %r, align 4, !dbg !112
  br label %for.inc, !dbg !113

for.inc:                                          ; preds = %for.body
  %28 = load i32, ptr %k, align 4, !dbg !114
  %inc = add nsw i32 %28, 1, !dbg !114
  store i32 %inc, ptr %k, align 4, !dbg !114
  br label %for.cond, !dbg !115, !llvm.loop !116

for.end:                                          ; preds = %for.cond
  %29 = load i32, ptr %g, align 4, !dbg !119
  %30 = load i32, ptr %n.addr, align 4, !dbg !121
  %cmp39 = icmp slt i32 %29, %30, !dbg !122
  br i1 %cmp39, label %if.then40, label %if.end44, !dbg !122

if.then40:                                        ; preds = %for.end
  %31 = load float, ptr %r, align 4, !dbg !123
  %32 = load float, ptr addrspacecast (ptr addrspace(1) @scale_dev to ptr), align 4, !dbg !124
  %mul41 = fmul contract float %31, %32, !dbg !125
  %33 = load ptr, ptr %out.addr, align 8, !dbg !126
  %34 = load i32, ptr %g, align 4, !dbg !127
  %idxprom42 = sext i32 %34 to i64, !dbg !126
  %arrayidx43 = getelementptr inbounds float, ptr %33, i64 %idxprom42, !dbg !126
  store float %mul41, ptr %arrayidx43, align 4, !dbg !128
  br label %if.end44, !dbg !126

if.end44:                                         ; preds = %if.then40, %for.end
  ret void, !dbg !129
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "coeff", scope: !2, file: !3, line: 1, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "stencil.cu", directory: "/corpus")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "scale_dev", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!9 = distinct !DIGlobalVariable(name: "tile", scope: !10, file: !3, line: 4, type: !18, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "stencil1d", linkageName: "_Z9stencil1dPKfPfi", scope: !3, file: !3, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8320, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 260)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 160, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !{i32 7, !"Dwarf Version", i32 2}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!30 = !DILocalVariable(name: "in", arg: 1, scope: !10, file: !3, line: 3, type: !13)
!31 = !DILocation(line: 3, column: 40, scope: !10)
!32 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !3, line: 3, type: !15)
!33 = !DILocation(line: 3, column: 51, scope: !10)
!34 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !3, line: 3, type: !16)
!35 = !DILocation(line: 3, column: 60, scope: !10)
!36 = !DILocalVariable(name: "g", scope: !10, file: !3, line: 5, type: !16)
!37 = !DILocation(line: 5, column: 7, scope: !10)
!38 = !DILocation(line: 11, column: 67, scope: !39, inlinedAt: !44)
!39 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !40, file: !40, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!40 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!41 = !DISubroutineType(types: !42)
!42 = !{!43}
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = distinct !DILocation(line: 5, column: 11, scope: !10)
!45 = !DILocation(line: 5, column: 21, scope: !10)
!46 = !DILocation(line: 9, column: 65, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !40, file: !40, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!48 = distinct !DILocation(line: 5, column: 29, scope: !10)
!49 = !DILocation(line: 5, column: 27, scope: !10)
!50 = !DILocalVariable(name: "l", scope: !10, file: !3, line: 6, type: !16)
!51 = !DILocation(line: 6, column: 7, scope: !10)
!52 = !DILocation(line: 9, column: 65, scope: !47, inlinedAt: !53)
!53 = distinct !DILocation(line: 6, column: 11, scope: !10)
!54 = !DILocation(line: 6, column: 19, scope: !10)
!55 = !DILocation(line: 7, column: 13, scope: !10)
!56 = !DILocation(line: 7, column: 17, scope: !10)
!57 = !DILocation(line: 7, column: 15, scope: !10)
!58 = !DILocation(line: 7, column: 21, scope: !10)
!59 = !DILocation(line: 7, column: 24, scope: !10)
!60 = !DILocation(line: 7, column: 8, scope: !10)
!61 = !DILocation(line: 7, column: 3, scope: !10)
!62 = !DILocation(line: 7, column: 11, scope: !10)
!63 = !DILocation(line: 9, column: 65, scope: !47, inlinedAt: !64)
!64 = distinct !DILocation(line: 8, column: 7, scope: !65)
!65 = distinct !DILexicalBlock(scope: !10, file: !3, line: 8, column: 7)
!66 = !DILocation(line: 8, column: 15, scope: !65)
!67 = !DILocation(line: 8, column: 36, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 8, column: 20)
!69 = !DILocation(line: 8, column: 38, scope: !68)
!70 = !DILocation(line: 8, column: 45, scope: !68)
!71 = !DILocation(line: 8, column: 48, scope: !68)
!72 = !DILocation(line: 8, column: 50, scope: !68)
!73 = !DILocation(line: 8, column: 27, scope: !68)
!74 = !DILocation(line: 8, column: 29, scope: !68)
!75 = !DILocation(line: 8, column: 22, scope: !68)
!76 = !DILocation(line: 8, column: 34, scope: !68)
!77 = !DILocation(line: 8, column: 78, scope: !68)
!78 = !DILocation(line: 8, column: 80, scope: !68)
!79 = !DILocation(line: 8, column: 88, scope: !68)
!80 = !DILocation(line: 8, column: 86, scope: !68)
!81 = !DILocation(line: 8, column: 92, scope: !68)
!82 = !DILocation(line: 8, column: 95, scope: !68)
!83 = !DILocation(line: 8, column: 97, scope: !68)
!84 = !DILocation(line: 8, column: 67, scope: !68)
!85 = !DILocation(line: 8, column: 69, scope: !68)
!86 = !DILocation(line: 8, column: 62, scope: !68)
!87 = !DILocation(line: 8, column: 76, scope: !68)
!88 = !DILocation(line: 8, column: 111, scope: !68)
!89 = !DILocation(line: 12, column: 60, scope: !90, inlinedAt: !93)
!90 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !40, file: !40, line: 12, type: !91, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!91 = !DISubroutineType(types: !92)
!92 = !{null}
!93 = distinct !DILocation(line: 9, column: 3, scope: !10)
!94 = !DILocalVariable(name: "r", scope: !10, file: !3, line: 10, type: !7)
!95 = !DILocation(line: 10, column: 9, scope: !10)
!96 = !DILocalVariable(name: "k", scope: !97, file: !3, line: 11, type: !16)
!97 = distinct !DILexicalBlock(scope: !10, file: !3, line: 11, column: 3)
!98 = !DILocation(line: 11, column: 12, scope: !97)
!99 = !DILocation(line: 11, column: 8, scope: !97)
!100 = !DILocation(line: 11, column: 20, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 11, column: 3)
!102 = !DILocation(line: 11, column: 22, scope: !101)
!103 = !DILocation(line: 11, column: 3, scope: !97)
!104 = !DILocation(line: 11, column: 44, scope: !101)
!105 = !DILocation(line: 11, column: 46, scope: !101)
!106 = !DILocation(line: 11, column: 38, scope: !101)
!107 = !DILocation(line: 11, column: 58, scope: !101)
!108 = !DILocation(line: 11, column: 62, scope: !101)
!109 = !DILocation(line: 11, column: 60, scope: !101)
!110 = !DILocation(line: 11, column: 53, scope: !101)
!111 = !DILocation(line: 11, column: 51, scope: !101)
!112 = !DILocation(line: 11, column: 35, scope: !101)
!113 = !DILocation(line: 11, column: 33, scope: !101)
!114 = !DILocation(line: 11, column: 29, scope: !101)
!115 = !DILocation(line: 11, column: 3, scope: !101)
!116 = distinct !{!116, !103, !117, !118}
!117 = !DILocation(line: 11, column: 63, scope: !97)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 12, column: 7, scope: !120)
!120 = distinct !DILexicalBlock(scope: !10, file: !3, line: 12, column: 7)
!121 = !DILocation(line: 12, column: 11, scope: !120)
!122 = !DILocation(line: 12, column: 9, scope: !120)
!123 = !DILocation(line: 12, column: 23, scope: !120)
!124 = !DILocation(line: 12, column: 27, scope: !120)
!125 = !DILocation(line: 12, column: 25, scope: !120)
!126 = !DILocation(line: 12, column: 14, scope: !120)
!127 = !DILocation(line: 12, column: 18, scope: !120)
!128 = !DILocation(line: 12, column: 21, scope: !120)
!129 = !DILocation(line: 13, column: 1, scope: !10)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
