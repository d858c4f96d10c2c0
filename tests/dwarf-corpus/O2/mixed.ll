; ModuleID = '/work/main/tests/dwarf-corpus/O2/mixed.tmp.ll'
source_filename = "mixed.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counters = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4, !dbg !0
@lut = dso_local addrspace(4) externally_initialized constant [16 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15], align 4, !dbg !5
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @counters to ptr), ptr addrspacecast (ptr addrspace(4) @lut to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local noundef i32 @_Z8classifyiPi(i32 noundef %v, ptr noundef captures(none) %hits) local_unnamed_addr #0 !dbg !20 {
entry:
    #dbg_value(i32 %v, !25, !DIExpression(), !26)
    #dbg_value(ptr %hits, !27, !DIExpression(), !26)
  %and = and i32 %v, 15, !dbg !28
  %idxprom = zext nneg i32 %and to i64, !dbg !29
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %idxprom, !dbg !29
  %0 = load i32, ptr %arrayidx, align 4, !dbg !29
    #dbg_value(i32 %0, !30, !DIExpression(), !26)
  %cmp = icmp sgt i32 %0, 7, !dbg !31
  br i1 %cmp, label %if.then, label %if.end, !dbg !31

if.then:                                          ; preds = %entry
  %1 = load i32, ptr %hits, align 4, !dbg !33
  %inc = add nsw i32 %1, 1, !dbg !33
  store i32 %inc, ptr %hits, align 4, !dbg !33
  br label %if.end, !dbg !34

if.end:                                           ; preds = %if.then, %entry
  ret i32 %0, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z12mixed_kernelPKiPiii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %mode) local_unnamed_addr #1 !dbg !36 {
entry:
  %hits = alloca i32, align 4
  %local = alloca [4 x i32], align 4
    #dbg_value(ptr %in, !41, !DIExpression(), !42)
    #dbg_value(ptr %out, !43, !DIExpression(), !42)
    #dbg_value(i32 %n, !44, !DIExpression(), !42)
    #dbg_value(i32 %mode, !45, !DIExpression(), !42)
    #dbg_value(i32 0, !46, !DIExpression(), !42)
  store i32 0, ptr %hits, align 4, !dbg !47
    #dbg_declare(ptr %local, !48, !DIExpression(), !52)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %local, i8 0, i64 16, i1 false), !dbg !52
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !53
    #dbg_value(i32 %0, !61, !DIExpression(), !62)
  %cmp10 = icmp slt i32 %0, %n, !dbg !63
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond8.preheader, !dbg !65

for.body.lr.ph:                                   ; preds = %entry
  %tobool.not = icmp eq i32 %mode, 0
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body, !dbg !65

for.cond8.preheader.loopexit:                     ; preds = %for.inc
  %.pre = load i32, ptr %local, align 4, !dbg !66
  br label %for.cond8.preheader, !dbg !69

for.cond8.preheader:                              ; preds = %for.cond8.preheader.loopexit, %entry
  %2 = phi i32 [ %.pre, %for.cond8.preheader.loopexit ], [ 0, %entry ], !dbg !66
    #dbg_value(i32 0, !70, !DIExpression(), !71)
    #dbg_value(i32 0, !70, !DIExpression(), !71)
  %3 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counters to ptr), i32 %2 seq_cst, align 4, !dbg !72
    #dbg_value(i32 1, !70, !DIExpression(), !71)
  %arrayidx14.1 = getelementptr inbounds nuw i8, ptr %local, i64 4, !dbg !66
  %4 = load i32, ptr %arrayidx14.1, align 4, !dbg !66
  %5 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 4), i32 %4 seq_cst, align 4, !dbg !72
    #dbg_value(i32 2, !70, !DIExpression(), !71)
  %arrayidx14.2 = getelementptr inbounds nuw i8, ptr %local, i64 8, !dbg !66
  %6 = load i32, ptr %arrayidx14.2, align 4, !dbg !66
  %7 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 8), i32 %6 seq_cst, align 4, !dbg !72
    #dbg_value(i32 3, !70, !DIExpression(), !71)
  %arrayidx14.3 = getelementptr inbounds nuw i8, ptr %local, i64 12, !dbg !66
  %8 = load i32, ptr %arrayidx14.3, align 4, !dbg !66
  %9 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 12), i32 %8 seq_cst, align 4, !dbg !72
    #dbg_value(i32 4, !70, !DIExpression(), !71)
  %10 = load i32, ptr %hits, align 4, !dbg !73
    #dbg_value(i32 %10, !46, !DIExpression(), !42)
  %and18 = and i32 %0, 3, !dbg !74
  %11 = zext nneg i32 %and18 to i64, !dbg !75
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 %11, !dbg !75
  %arrayidx21 = getelementptr inbounds nuw i8, ptr %12, i64 16, !dbg !75
  store i32 %10, ptr %arrayidx21, align 4, !dbg !76
  ret void, !dbg !77

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %i.011 = phi i32 [ %0, %for.body.lr.ph ], [ %add7, %for.inc ]
    #dbg_value(i32 %i.011, !61, !DIExpression(), !62)
  %idxprom = sext i32 %i.011 to i64, !dbg !78
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom, !dbg !78
  %13 = load i32, ptr %arrayidx, align 4, !dbg !78
    #dbg_value(ptr %hits, !46, !DIExpression(DW_OP_deref), !42)
  %call1 = call noundef i32 @_Z8classifyiPi(i32 noundef %13, ptr noundef nonnull %hits) #4, !dbg !80
    #dbg_value(i32 %call1, !81, !DIExpression(), !82)
  %and = and i32 %call1, 3, !dbg !83
  %idxprom2 = zext nneg i32 %and to i64, !dbg !84
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %local, i64 %idxprom2, !dbg !84
  %14 = load i32, ptr %arrayidx3, align 4, !dbg !85
  %add = add nsw i32 %14, %call1, !dbg !85
  store i32 %add, ptr %arrayidx3, align 4, !dbg !85
  br i1 %tobool.not, label %for.inc, label %if.then, !dbg !86

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %call1, ptr %arrayidx5, align 4, !dbg !88
  br label %for.inc, !dbg !89

for.inc:                                          ; preds = %for.body, %if.then
  %add7 = add i32 %i.011, %1, !dbg !90
    #dbg_value(i32 %add7, !61, !DIExpression(), !62)
  %cmp = icmp slt i32 %add7, %n, !dbg !63
  br i1 %cmp, label %for.body, label %for.cond8.preheader.loopexit, !dbg !65, !llvm.loop !91
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!26 = !DILocation(line: 0, scope: !20)
!27 = !DILocalVariable(name: "hits", arg: 2, scope: !20, file: !3, line: 3, type: !23)
!28 = !DILocation(line: 3, column: 72, scope: !20)
!29 = !DILocation(line: 3, column: 66, scope: !20)
!30 = !DILocalVariable(name: "c", scope: !20, file: !3, line: 3, type: !8)
!31 = !DILocation(line: 3, column: 85, scope: !32)
!32 = distinct !DILexicalBlock(scope: !20, file: !3, line: 3, column: 83)
!33 = !DILocation(line: 3, column: 97, scope: !32)
!34 = !DILocation(line: 3, column: 90, scope: !32)
!35 = !DILocation(line: 3, column: 101, scope: !20)
!36 = distinct !DISubprogram(name: "mixed_kernel", linkageName: "_Z12mixed_kernelPKiPiii", scope: !3, file: !3, line: 4, type: !37, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !23, !8, !8}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!41 = !DILocalVariable(name: "in", arg: 1, scope: !36, file: !3, line: 4, type: !39)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocalVariable(name: "out", arg: 2, scope: !36, file: !3, line: 4, type: !23)
!44 = !DILocalVariable(name: "n", arg: 3, scope: !36, file: !3, line: 4, type: !8)
!45 = !DILocalVariable(name: "mode", arg: 4, scope: !36, file: !3, line: 4, type: !8)
!46 = !DILocalVariable(name: "hits", scope: !36, file: !3, line: 5, type: !8)
!47 = !DILocation(line: 5, column: 7, scope: !36)
!48 = !DILocalVariable(name: "local", scope: !36, file: !3, line: 6, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DILocation(line: 6, column: 7, scope: !36)
!53 = !DILocation(line: 9, column: 65, scope: !54, inlinedAt: !59)
!54 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !55, file: !55, line: 9, type: !56, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!55 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!56 = !DISubroutineType(types: !57)
!57 = !{!58}
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = distinct !DILocation(line: 7, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !36, file: !3, line: 7, column: 3)
!61 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 7, type: !8)
!62 = !DILocation(line: 0, scope: !60)
!63 = !DILocation(line: 7, column: 27, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !3, line: 7, column: 3)
!65 = !DILocation(line: 7, column: 3, scope: !60)
!66 = !DILocation(line: 12, column: 67, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 12, column: 3)
!68 = distinct !DILexicalBlock(scope: !36, file: !3, line: 12, column: 3)
!69 = !DILocation(line: 12, column: 3, scope: !68)
!70 = !DILocalVariable(name: "k", scope: !68, file: !3, line: 12, type: !8)
!71 = !DILocation(line: 0, scope: !68)
!72 = !DILocation(line: 12, column: 31, scope: !67)
!73 = !DILocation(line: 13, column: 33, scope: !36)
!74 = !DILocation(line: 13, column: 25, scope: !36)
!75 = !DILocation(line: 13, column: 3, scope: !36)
!76 = !DILocation(line: 13, column: 31, scope: !36)
!77 = !DILocation(line: 14, column: 1, scope: !36)
!78 = !DILocation(line: 8, column: 22, scope: !79)
!79 = distinct !DILexicalBlock(scope: !64, file: !3, line: 7, column: 47)
!80 = !DILocation(line: 8, column: 13, scope: !79)
!81 = !DILocalVariable(name: "c", scope: !79, file: !3, line: 8, type: !8)
!82 = !DILocation(line: 0, scope: !79)
!83 = !DILocation(line: 9, column: 13, scope: !79)
!84 = !DILocation(line: 9, column: 5, scope: !79)
!85 = !DILocation(line: 9, column: 18, scope: !79)
!86 = !DILocation(line: 10, column: 9, scope: !87)
!87 = distinct !DILexicalBlock(scope: !79, file: !3, line: 10, column: 9)
!88 = !DILocation(line: 10, column: 22, scope: !87)
!89 = !DILocation(line: 10, column: 15, scope: !87)
!90 = !DILocation(line: 7, column: 34, scope: !64)
!91 = distinct !{!91, !65, !92, !93}
!92 = !DILocation(line: 11, column: 3, scope: !60)
!93 = !{!"llvm.loop.mustprogress"}

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
