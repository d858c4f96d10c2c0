; ModuleID = 'scan.cu'
source_filename = "scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scan_blockPKiPiiE4temp = internal addrspace(3) global [512 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10scan_blockPKiPii(ptr noundef %in, ptr noundef %out, i32 noundef %n) #0 !dbg !2 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %pout = alloca i32, align 4
  %pin = alloca i32, align 4
  %off = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !22, !DIExpression(), !23)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !24, !DIExpression(), !25)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %t, !28, !DIExpression(), !29)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  store i32 %0, ptr %t, align 4, !dbg !29
    #dbg_declare(ptr %pout, !37, !DIExpression(), !38)
  store i32 0, ptr %pout, align 4, !dbg !38
    #dbg_declare(ptr %pin, !39, !DIExpression(), !40)
  store i32 1, ptr %pin, align 4, !dbg !40
  %1 = load i32, ptr %t, align 4, !dbg !41
  %2 = load i32, ptr %n.addr, align 4, !dbg !42
  %cmp = icmp slt i32 %1, %2, !dbg !43
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !41

cond.true:                                        ; preds = %entry
  %3 = load ptr, ptr %in.addr, align 8, !dbg !44
  %4 = load i32, ptr %t, align 4, !dbg !45
  %idxprom = sext i32 %4 to i64, !dbg !44
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %idxprom, !dbg !44
  %5 = load i32, ptr %arrayidx, align 4, !dbg !44
  br label %cond.end, !dbg !41

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !41

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %5, %cond.true ], [ 0, %cond.false ], !dbg !41
  %6 = load i32, ptr %t, align 4, !dbg !46
  %idxprom1 = sext i32 %6 to i64, !dbg !47
  %arrayidx2 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom1, !dbg !47
  store i32 %cond, ptr %arrayidx2, align 4, !dbg !48
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !49
    #dbg_declare(ptr %off, !54, !DIExpression(), !56)
  store i32 1, ptr %off, align 4, !dbg !56
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %cond.end
  %7 = load i32, ptr %off, align 4, !dbg !58
  %cmp3 = icmp slt i32 %7, 256, !dbg !60
  br i1 %cmp3, label %for.body, label %for.end, !dbg !61

for.body:                                         ; preds = %for.cond
  %8 = load i32, ptr %pout, align 4, !dbg !62
  %sub = sub nsw i32 1, %8, !dbg !64
  store i32 %sub, ptr %pout, align 4, !dbg !65
  %9 = load i32, ptr %pout, align 4, !dbg !66
  %sub4 = sub nsw i32 1, %9, !dbg !67
  store i32 %sub4, ptr %pin, align 4, !dbg !68
  %10 = load i32, ptr %t, align 4, !dbg !69
  %11 = load i32, ptr %off, align 4, !dbg !71
  %cmp5 = icmp sge i32 %10, %11, !dbg !72
  br i1 %cmp5, label %if.then, label %if.else, !dbg !72

if.then:                                          ; preds = %for.body
  %12 = load i32, ptr %pin, align 4, !dbg !73
  %mul = mul nsw i32 %12, 256, !dbg !74
  %13 = load i32, ptr %t, align 4, !dbg !75
  %add = add nsw i32 %mul, %13, !dbg !76
  %idxprom6 = sext i32 %add to i64, !dbg !77
  %arrayidx7 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom6, !dbg !77
  %14 = load i32, ptr %arrayidx7, align 4, !dbg !77
  %15 = load i32, ptr %pin, align 4, !dbg !78
  %mul8 = mul nsw i32 %15, 256, !dbg !79
  %16 = load i32, ptr %t, align 4, !dbg !80
  %add9 = add nsw i32 %mul8, %16, !dbg !81
  %17 = load i32, ptr %off, align 4, !dbg !82
  %sub10 = sub nsw i32 %add9, %17, !dbg !83
  %idxprom11 = sext i32 %sub10 to i64, !dbg !84
  %arrayidx12 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom11, !dbg !84
  %18 = load i32, ptr %arrayidx12, align 4, !dbg !84
  %add13 = add nsw i32 %14, %18, !dbg !85
  %19 = load i32, ptr %pout, align 4, !dbg !86
  %mul14 = mul nsw i32 %19, 256, !dbg !87
  %20 = load i32, ptr %t, align 4, !dbg !88
  %add15 = add nsw i32 %mul14, %20, !dbg !89
  %idxprom16 = sext i32 %add15 to i64, !dbg !90
  %arrayidx17 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom16, !dbg !90
  store i32 %add13, ptr %arrayidx17, align 4, !dbg !91
  br label %if.end, !dbg !90

if.else:                                          ; preds = %for.body
  %21 = load i32, ptr %pin, align 4, !dbg !92
  %mul18 = mul nsw i32 %21, 256, !dbg !93
  %22 = load i32, ptr %t, align 4, !dbg !94
  %add19 = add nsw i32 %mul18, %22, !dbg !95
  %idxprom20 = sext i32 %add19 to i64, !dbg !96
  %arrayidx21 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom20, !dbg !96
  %23 = load i32, ptr %arrayidx21, align 4, !dbg !96
  %24 = load i32, ptr %pout, align 4, !dbg !97
  %mul22 = mul nsw i32 %24, 256, !dbg !98
  %25 = load i32, ptr %t, align 4, !dbg !99
  %add23 = add nsw i32 %mul22, %25, !dbg !100
  %idxprom24 = sext i32 %add23 to i64, !dbg !101
  %arrayidx25 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom24, !dbg !101
  store i32 %23, ptr %arrayidx25, align 4, !dbg !102
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !103
  br label %for.inc, !dbg !105

for.inc:                                          ; preds = %if.end
  %26 = load i32, ptr %off, align 4, !dbg !106
  %mul26 = mul nsw i32 %26, 2, !dbg !106
  store i32 %mul26, ptr %off, align 4, !dbg !106
  br label %for.cond, !dbg !107, !llvm.loop !108

for.end:                                          ; preds = %for.cond
  %27 = load i32, ptr %t, align 4, !dbg !111
  %28 = load i32, ptr %n.addr, align 4, !dbg !113
  %cmp27 = icmp slt i32 %27, %28, !dbg !114
  br i1 %cmp27, label %if.then28, label %if.end35, !dbg !114

if.then28:                                        ; preds = %for.end
  %29 = load i32, ptr %pout, align 4, !dbg !115
  %mul29 = mul nsw i32 %29, 256, !dbg !116
  %30 = load i32, ptr %t, align 4, !dbg !117
  %add30 = add nsw i32 %mul29, %30, !dbg !118
  %idxprom31 = sext i32 %add30 to i64, !dbg !119
  %arrayidx32 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 0, i64 %idxprom31, !dbg !119
  %31 = load i32, ptr %arrayidx32, align 4, !dbg !119
  %32 = load ptr, ptr %out.addr, align 8, !dbg !120
  %33 = load i32, ptr %t, align 4, !dbg !121
  %idxprom33 = sext i32 %33 to i64, !dbg !120
  %arrayidx34 = getelementptr inbounds i32, ptr %32, i64 %idxprom33, !dbg !120
  store i32 %31, ptr %arrayidx34, align 4, !dbg !122
  br label %if.end35, !dbg !120

if.end35:                                         ; preds = %if.then28, %for.end
  ret void, !dbg !123
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "temp", scope: !2, file: !3, line: 2, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "scan_block", linkageName: "_Z10scan_blockPKiPii", scope: !3, file: !3, line: 1, type: !4, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "scan.cu", directory: "/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 512)
!16 = !{i32 7, !"Dwarf Version", i32 2}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!22 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 1, type: !6)
!23 = !DILocation(line: 1, column: 39, scope: !2)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 1, type: !9)
!25 = !DILocation(line: 1, column: 48, scope: !2)
!26 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 1, type: !8)
!27 = !DILocation(line: 1, column: 57, scope: !2)
!28 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 3, type: !8)
!29 = !DILocation(line: 3, column: 7, scope: !2)
!30 = !DILocation(line: 9, column: 65, scope: !31, inlinedAt: !36)
!31 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !32, file: !32, line: 9, type: !33, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10)
!32 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!33 = !DISubroutineType(types: !34)
!34 = !{!35}
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = distinct !DILocation(line: 3, column: 11, scope: !2)
!37 = !DILocalVariable(name: "pout", scope: !2, file: !3, line: 4, type: !8)
!38 = !DILocation(line: 4, column: 7, scope: !2)
!39 = !DILocalVariable(name: "pin", scope: !2, file: !3, line: 4, type: !8)
!40 = !DILocation(line: 4, column: 17, scope: !2)
!41 = !DILocation(line: 5, column: 13, scope: !2)
!42 = !DILocation(line: 5, column: 17, scope: !2)
!43 = !DILocation(line: 5, column: 15, scope: !2)
!44 = !DILocation(line: 5, column: 21, scope: !2)
!45 = !DILocation(line: 5, column: 24, scope: !2)
!46 = !DILocation(line: 5, column: 8, scope: !2)
!47 = !DILocation(line: 5, column: 3, scope: !2)
!48 = !DILocation(line: 5, column: 11, scope: !2)
!49 = !DILocation(line: 12, column: 60, scope: !50, inlinedAt: !53)
!50 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !32, file: !32, line: 12, type: !51, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10)
!51 = !DISubroutineType(types: !52)
!52 = !{null}
!53 = distinct !DILocation(line: 6, column: 3, scope: !2)
!54 = !DILocalVariable(name: "off", scope: !55, file: !3, line: 7, type: !8)
!55 = distinct !DILexicalBlock(scope: !2, file: !3, line: 7, column: 3)
!56 = !DILocation(line: 7, column: 12, scope: !55)
!57 = !DILocation(line: 7, column: 8, scope: !55)
!58 = !DILocation(line: 7, column: 21, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 7, column: 3)
!60 = !DILocation(line: 7, column: 25, scope: !59)
!61 = !DILocation(line: 7, column: 3, scope: !55)
!62 = !DILocation(line: 8, column: 16, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 7, column: 42)
!64 = !DILocation(line: 8, column: 14, scope: !63)
!65 = !DILocation(line: 8, column: 10, scope: !63)
!66 = !DILocation(line: 8, column: 32, scope: !63)
!67 = !DILocation(line: 8, column: 30, scope: !63)
!68 = !DILocation(line: 8, column: 26, scope: !63)
!69 = !DILocation(line: 9, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !63, file: !3, line: 9, column: 9)
!71 = !DILocation(line: 9, column: 14, scope: !70)
!72 = !DILocation(line: 9, column: 11, scope: !70)
!73 = !DILocation(line: 9, column: 47, scope: !70)
!74 = !DILocation(line: 9, column: 51, scope: !70)
!75 = !DILocation(line: 9, column: 59, scope: !70)
!76 = !DILocation(line: 9, column: 57, scope: !70)
!77 = !DILocation(line: 9, column: 42, scope: !70)
!78 = !DILocation(line: 9, column: 69, scope: !70)
!79 = !DILocation(line: 9, column: 73, scope: !70)
!80 = !DILocation(line: 9, column: 81, scope: !70)
!81 = !DILocation(line: 9, column: 79, scope: !70)
!82 = !DILocation(line: 9, column: 85, scope: !70)
!83 = !DILocation(line: 9, column: 83, scope: !70)
!84 = !DILocation(line: 9, column: 64, scope: !70)
!85 = !DILocation(line: 9, column: 62, scope: !70)
!86 = !DILocation(line: 9, column: 24, scope: !70)
!87 = !DILocation(line: 9, column: 29, scope: !70)
!88 = !DILocation(line: 9, column: 37, scope: !70)
!89 = !DILocation(line: 9, column: 35, scope: !70)
!90 = !DILocation(line: 9, column: 19, scope: !70)
!91 = !DILocation(line: 9, column: 40, scope: !70)
!92 = !DILocation(line: 10, column: 38, scope: !70)
!93 = !DILocation(line: 10, column: 42, scope: !70)
!94 = !DILocation(line: 10, column: 50, scope: !70)
!95 = !DILocation(line: 10, column: 48, scope: !70)
!96 = !DILocation(line: 10, column: 33, scope: !70)
!97 = !DILocation(line: 10, column: 15, scope: !70)
!98 = !DILocation(line: 10, column: 20, scope: !70)
!99 = !DILocation(line: 10, column: 28, scope: !70)
!100 = !DILocation(line: 10, column: 26, scope: !70)
!101 = !DILocation(line: 10, column: 10, scope: !70)
!102 = !DILocation(line: 10, column: 31, scope: !70)
!103 = !DILocation(line: 12, column: 60, scope: !50, inlinedAt: !104)
!104 = distinct !DILocation(line: 11, column: 5, scope: !63)
!105 = !DILocation(line: 12, column: 3, scope: !63)
!106 = !DILocation(line: 7, column: 36, scope: !59)
!107 = !DILocation(line: 7, column: 3, scope: !59)
!108 = distinct !{!108, !61, !109, !110}
!109 = !DILocation(line: 12, column: 3, scope: !55)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !DILocation(line: 13, column: 7, scope: !112)
!112 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 7)
!113 = !DILocation(line: 13, column: 11, scope: !112)
!114 = !DILocation(line: 13, column: 9, scope: !112)
!115 = !DILocation(line: 13, column: 28, scope: !112)
!116 = !DILocation(line: 13, column: 33, scope: !112)
!117 = !DILocation(line: 13, column: 41, scope: !112)
!118 = !DILocation(line: 13, column: 39, scope: !112)
!119 = !DILocation(line: 13, column: 23, scope: !112)
!120 = !DILocation(line: 13, column: 14, scope: !112)
!121 = !DILocation(line: 13, column: 18, scope: !112)
!122 = !DILocation(line: 13, column: 21, scope: !112)
!123 = !DILocation(line: 14, column: 1, scope: !2)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
