; ModuleID = 'mixed.cu'
source_filename = "mixed.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counters = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4, !dbg !0
@lut = dso_local addrspace(4) externally_initialized constant [16 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15], align 4, !dbg !5
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @counters to ptr), ptr addrspacecast (ptr addrspace(4) @lut to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8classifyiPi(i32 noundef %v, ptr noundef %hits) #0 !dbg !20 {
entry:
  %v.addr = alloca i32, align 4
  %hits.addr = alloca ptr, align 8
  %c = alloca i32, align 4
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !25, !DIExpression(), !26)
  store ptr %hits, ptr %hits.addr, align 8
    #dbg_declare(ptr %hits.addr, !27, !DIExpression(), !28)
    #dbg_declare(ptr %c, !29, !DIExpression(), !30)
  %0 = load i32, ptr %v.addr, align 4, !dbg !31
  %and = and i32 %0, 15, !dbg !32
  %idxprom = sext i32 %and to i64, !dbg !33
  %arrayidx = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 0, i64 %idxprom, !dbg !33
  %1 = load i32, ptr %arrayidx, align 4, !dbg !33
  store i32 %1, ptr %c, align 4, !dbg !30
  %2 = load i32, ptr %c, align 4, !dbg !34
  %cmp = icmp sgt i32 %2, 7, !dbg !36
  br i1 %cmp, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %hits.addr, align 8, !dbg !37
  %4 = load i32, ptr %3, align 4, !dbg !38
  %inc = add nsw i32 %4, 1, !dbg !38
  store i32 %inc, ptr %3, align 4, !dbg !38
  br label %if.end, !dbg !39

if.end:                                           ; preds = %if.then, %entry
  %5 = load i32, ptr %c, align 4, !dbg !40
  ret i32 %5, !dbg !41
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12mixed_kernelPKiPiii(ptr noundef %in, ptr noundef %out, i32 noundef %n, i32 noundef %mode) #1 !dbg !42 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %mode.addr = alloca i32, align 4
  %hits = alloca i32, align 4
  %local = alloca [4 x i32], align 4
  %i = alloca i32, align 4
  %c = alloca i32, align 4
  %k = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !47, !DIExpression(), !48)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !49, !DIExpression(), !50)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !51, !DIExpression(), !52)
  store i32 %mode, ptr %mode.addr, align 4
    #dbg_declare(ptr %mode.addr, !53, !DIExpression(), !54)
    #dbg_declare(ptr %hits, !55, !DIExpression(), !56)
  store i32 0, ptr %hits, align 4, !dbg !56
    #dbg_declare(ptr %local, !57, !DIExpression(), !61)
  call void @llvm.memset.p0.i64(ptr align 4 %local, i8 0, i64 16, i1 false), !dbg !61
    #dbg_declare(ptr %i, !62, !DIExpression(), !64)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  store i32 %0, ptr %i, align 4, !dbg !64
  br label %for.cond, !dbg !72

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !73
  %2 = load i32, ptr %n.addr, align 4, !dbg !75
  %cmp = icmp slt i32 %1, %2, !dbg !76
  br i1 %cmp, label %for.body, label %for.end, !dbg !77

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %c, !78, !DIExpression(), !80)
  %3 = load ptr, ptr %in.addr, align 8, !dbg !81
  %4 = load i32, ptr %i, align 4, !dbg !82
  %idxprom = sext i32 %4 to i64, !dbg !81
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %idxprom, !dbg !81
  %5 = load i32, ptr %arrayidx, align 4, !dbg !81
  %call1 = call noundef i32 @_Z8classifyiPi(i32 noundef %5, ptr noundef %hits) #4, !dbg !83
  store i32 %call1, ptr %c, align 4, !dbg !80
  %6 = load i32, ptr %c, align 4, !dbg !84
  %7 = load i32, ptr %c, align 4, !dbg !85
  %and = and i32 %7, 3, !dbg !86
  %idxprom2 = sext i32 %and to i64, !dbg !87
  %arrayidx3 = getelementptr inbounds [4 x i32], ptr %local, i64 0, i64 %idxprom2, !dbg !87
  %8 = load i32, ptr %arrayidx3, align 4, !dbg !88
  %add = add nsw i32 %8, %6, !dbg !88
  store i32 %add, ptr %arrayidx3, align 4, !dbg !88
  %9 = load i32, ptr %mode.addr, align 4, !dbg !89
  %tobool = icmp ne i32 %9, 0, !dbg !89
  br i1 %tobool, label %if.then, label %if.end, !dbg !89

if.then:                                          ; preds = %for.body
  %10 = load i32, ptr %c, align 4, !dbg !91
  %11 = load ptr, ptr %out.addr, align 8, !dbg !92
  %12 = load i32, ptr %i, align 4, !dbg !93
  %idxprom4 = sext i32 %12 to i64, !dbg !92
  %arrayidx5 = getelementptr inbounds i32, ptr %11, i64 %idxprom4, !dbg !92
  store i32 %10, ptr %arrayidx5, align 4, !dbg !94
  br label %if.end, !dbg !92

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !95

for.inc:                                          ; preds = %if.end
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !96
  %14 = load i32, ptr %i, align 4, !dbg !99
  %add7 = add i32 %14, %13, !dbg !99
  store i32 %add7, ptr %i, align 4, !dbg !99
  br label %for.cond, !dbg !100, !llvm.loop !101

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %k, !104, !DIExpression(), !106)
  store i32 0, ptr %k, align 4, !dbg !106
  br label %for.cond8, !dbg !107

for.cond8:                                        ; preds = %for.inc15, %for.end
  %15 = load i32, ptr %k, align 4, !dbg !108
  %cmp9 = icmp slt i32 %15, 4, !dbg !110
  br i1 %cmp9, label %for.body10, label %for.end16, !dbg !111

for.body10:                                       ; preds = %for.cond8
  %16 = load i32, ptr %k, align 4, !dbg !112
  %idxprom11 = sext i32 %16 to i64, !dbg !113
  %arrayidx12 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 0, i64 %idxprom11, !dbg !113
  %17 = load i32, ptr %k, align 4, !dbg !114
  %idxprom13 = sext i32 %17 to i64, !dbg !115
  %arrayidx14 = getelementptr inbounds [4 x i32], ptr %local, i64 0, i64 %idxprom13, !dbg !115
  %18 = load i32, ptr %arrayidx14, align 4, !dbg !115
  %19 = atomicrmw add ptr %arrayidx12, i32 %18 seq_cst, align 4, !dbg !116
  br label %for.inc15, !dbg !116

for.inc15:                                        ; preds = %for.body10
  %20 = load i32, ptr %k, align 4, !dbg !117
  %inc = add nsw i32 %20, 1, !dbg !117
  store i32 %inc, ptr %k, align 4, !dbg !117
  br label %for.cond8, !dbg !118, !llvm.loop !119

for.end16:                                        ; preds = %for.cond8
  %21 = load i32, ptr %hits, align 4, !dbg !121
  %22 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !122
  %and18 = and i32 %22, 3, !dbg !124
  %add19 = add i32 4, %and18, !dbg !125
  %idxprom20 = zext i32 %add19 to i64, !dbg !126
  %arrayidx21 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 0, i64 %idxprom20, !dbg !126
  store i32 %21, ptr %arrayidx21, align 4, !dbg !127
  ret void, !dbg !128
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counters", scope: !2, file: !3, line: 1, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mixed.cu", directory: "/corpus")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!6 = distinct !DIGlobalVariable(name: "lut", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 16)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 8)
!14 = !{i32 7, !"Dwarf Version", i32 2}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!20 = distinct !DISubprogram(name: "classify", linkageName: "_Z8classifyiPi", scope: !3, file: !3, line: 3, type: !21, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!21 = !DISubroutineType(types: !22)
!22 = !{!8, !8, !23}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "v", arg: 1, scope: !20, file: !3, line: 3, type: !8)
!26 = !DILocation(line: 3, column: 42, scope: !20)
!27 = !DILocalVariable(name: "hits", arg: 2, scope: !20, file: !3, line: 3, type: !23)
!28 = !DILocation(line: 3, column: 50, scope: !20)
!29 = !DILocalVariable(name: "c", scope: !20, file: !3, line: 3, type: !8)
!30 = !DILocation(line: 3, column: 62, scope: !20)
!31 = !DILocation(line: 3, column: 70, scope: !20)
!32 = !DILocation(line: 3, column: 72, scope: !20)
!33 = !DILocation(line: 3, column: 66, scope: !20)
!34 = !DILocation(line: 3, column: 83, scope: !35)
!35 = distinct !DILexicalBlock(scope: !20, file: !3, line: 3, column: 83)
!36 = !DILocation(line: 3, column: 85, scope: !35)
!37 = !DILocation(line: 3, column: 92, scope: !35)
!38 = !DILocation(line: 3, column: 97, scope: !35)
!39 = !DILocation(line: 3, column: 90, scope: !35)
!40 = !DILocation(line: 3, column: 108, scope: !20)
!41 = !DILocation(line: 3, column: 101, scope: !20)
!42 = distinct !DISubprogram(name: "mixed_kernel", linkageName: "_Z12mixed_kernelPKiPiii", scope: !3, file: !3, line: 4, type: !43, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !23, !8, !8}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!47 = !DILocalVariable(name: "in", arg: 1, scope: !42, file: !3, line: 4, type: !45)
!48 = !DILocation(line: 4, column: 41, scope: !42)
!49 = !DILocalVariable(name: "out", arg: 2, scope: !42, file: !3, line: 4, type: !23)
!50 = !DILocation(line: 4, column: 50, scope: !42)
!51 = !DILocalVariable(name: "n", arg: 3, scope: !42, file: !3, line: 4, type: !8)
!52 = !DILocation(line: 4, column: 59, scope: !42)
!53 = !DILocalVariable(name: "mode", arg: 4, scope: !42, file: !3, line: 4, type: !8)
!54 = !DILocation(line: 4, column: 66, scope: !42)
!55 = !DILocalVariable(name: "hits", scope: !42, file: !3, line: 5, type: !8)
!56 = !DILocation(line: 5, column: 7, scope: !42)
!57 = !DILocalVariable(name: "local", scope: !42, file: !3, line: 6, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 4)
!61 = !DILocation(line: 6, column: 7, scope: !42)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 7, type: !8)
!63 = distinct !DILexicalBlock(scope: !42, file: !3, line: 7, column: 3)
!64 = !DILocation(line: 7, column: 12, scope: !63)
!65 = !DILocation(line: 9, column: 65, scope: !66, inlinedAt: !71)
!66 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !67, file: !67, line: 9, type: !68, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!67 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = distinct !DILocation(line: 7, column: 16, scope: !63)
!72 = !DILocation(line: 7, column: 8, scope: !63)
!73 = !DILocation(line: 7, column: 25, scope: !74)
!74 = distinct !DILexicalBlock(scope: !63, file: !3, line: 7, column: 3)
!75 = !DILocation(line: 7, column: 29, scope: !74)
!76 = !DILocation(line: 7, column: 27, scope: !74)
!77 = !DILocation(line: 7, column: 3, scope: !63)
!78 = !DILocalVariable(name: "c", scope: !79, file: !3, line: 8, type: !8)
!79 = distinct !DILexicalBlock(scope: !74, file: !3, line: 7, column: 47)
!80 = !DILocation(line: 8, column: 9, scope: !79)
!81 = !DILocation(line: 8, column: 22, scope: !79)
!82 = !DILocation(line: 8, column: 25, scope: !79)
!83 = !DILocation(line: 8, column: 13, scope: !79)
!84 = !DILocation(line: 9, column: 21, scope: !79)
!85 = !DILocation(line: 9, column: 11, scope: !79)
!86 = !DILocation(line: 9, column: 13, scope: !79)
!87 = !DILocation(line: 9, column: 5, scope: !79)
!88 = !DILocation(line: 9, column: 18, scope: !79)
!89 = !DILocation(line: 10, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !79, file: !3, line: 10, column: 9)
!91 = !DILocation(line: 10, column: 24, scope: !90)
!92 = !DILocation(line: 10, column: 15, scope: !90)
!93 = !DILocation(line: 10, column: 19, scope: !90)
!94 = !DILocation(line: 10, column: 22, scope: !90)
!95 = !DILocation(line: 11, column: 3, scope: !79)
!96 = !DILocation(line: 10, column: 66, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !67, file: !67, line: 10, type: !68, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!98 = distinct !DILocation(line: 7, column: 37, scope: !74)
!99 = !DILocation(line: 7, column: 34, scope: !74)
!100 = !DILocation(line: 7, column: 3, scope: !74)
!101 = distinct !{!101, !77, !102, !103}
!102 = !DILocation(line: 11, column: 3, scope: !63)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocalVariable(name: "k", scope: !105, file: !3, line: 12, type: !8)
!105 = distinct !DILexicalBlock(scope: !42, file: !3, line: 12, column: 3)
!106 = !DILocation(line: 12, column: 12, scope: !105)
!107 = !DILocation(line: 12, column: 8, scope: !105)
!108 = !DILocation(line: 12, column: 19, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !3, line: 12, column: 3)
!110 = !DILocation(line: 12, column: 21, scope: !109)
!111 = !DILocation(line: 12, column: 3, scope: !105)
!112 = !DILocation(line: 12, column: 63, scope: !109)
!113 = !DILocation(line: 12, column: 54, scope: !109)
!114 = !DILocation(line: 12, column: 73, scope: !109)
!115 = !DILocation(line: 12, column: 67, scope: !109)
!116 = !DILocation(line: 12, column: 31, scope: !109)
!117 = !DILocation(line: 12, column: 27, scope: !109)
!118 = !DILocation(line: 12, column: 3, scope: !109)
!119 = distinct !{!119, !111, !120, !103}
!120 = !DILocation(line: 12, column: 75, scope: !105)
!121 = !DILocation(line: 13, column: 33, scope: !42)
!122 = !DILocation(line: 9, column: 65, scope: !66, inlinedAt: !123)
!123 = distinct !DILocation(line: 13, column: 17, scope: !42)
!124 = !DILocation(line: 13, column: 25, scope: !42)
!125 = !DILocation(line: 13, column: 14, scope: !42)
!126 = !DILocation(line: 13, column: 3, scope: !42)
!127 = !DILocation(line: 13, column: 31, scope: !42)
!128 = !DILocation(line: 14, column: 1, scope: !42)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
