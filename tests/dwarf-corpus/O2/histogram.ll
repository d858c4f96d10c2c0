; ModuleID = '/work/main/tests/dwarf-corpus/O2/histogram.tmp.ll'
source_filename = "histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_hist = dso_local addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4, !dbg !0
@_ZZ9histogramPKhiE10local_hist = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @global_hist to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9histogramPKhi(ptr noundef readonly captures(none) %data, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(ptr %data, !27, !DIExpression(), !28)
    #dbg_value(i32 %n, !29, !DIExpression(), !28)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %cmp = icmp samesign ult i32 %0, 64, !dbg !37
  br i1 %cmp, label %if.then, label %if.end, !dbg !37

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiE10local_hist to ptr), i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !dbg !38
  br label %if.end, !dbg !39

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %mul = mul i32 %1, %2, !dbg !52
  %add = add i32 %mul, %0, !dbg !53
    #dbg_value(i32 %add, !54, !DIExpression(), !55)
  %cmp53 = icmp slt i32 %add, %n, !dbg !56
  br i1 %cmp53, label %for.body.lr.ph, label %for.end, !dbg !58

for.body.lr.ph:                                   ; preds = %if.end
  %mul11 = shl nuw nsw i32 %2, 7
  br label %for.body, !dbg !58

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.04 = phi i32 [ %add, %for.body.lr.ph ], [ %add12, %for.body ]
    #dbg_value(i32 %i.04, !54, !DIExpression(), !55)
  %idxprom6 = sext i32 %i.04 to i64, !dbg !59
  %arrayidx7 = getelementptr inbounds i8, ptr %data, i64 %idxprom6, !dbg !59
  %3 = load i8, ptr %arrayidx7, align 1, !dbg !59
  %4 = and i8 %3, 63, !dbg !60
  %idxprom8 = zext nneg i8 %4 to i64, !dbg !61
  %arrayidx9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiE10local_hist to ptr), i64 %idxprom8, !dbg !61
  %5 = atomicrmw add ptr %arrayidx9, i32 1 seq_cst, align 4, !dbg !62
  %add12 = add i32 %i.04, %mul11, !dbg !63
    #dbg_value(i32 %add12, !54, !DIExpression(), !55)
  %cmp5 = icmp slt i32 %add12, %n, !dbg !56
  br i1 %cmp5, label %for.body, label %for.end, !dbg !58, !llvm.loop !64

for.end:                                          ; preds = %for.body, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !67
  br i1 %cmp, label %if.then15, label %if.end22, !dbg !69

if.then15:                                        ; preds = %for.end
  %idxprom17 = zext nneg i32 %0 to i64
  %arrayidx21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiE10local_hist to ptr), i64 %idxprom17
  %arrayidx18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @global_hist to ptr), i64 %idxprom17
  %6 = load i32, ptr %arrayidx21, align 4, !dbg !71
  %7 = atomicrmw add ptr %arrayidx18, i32 %6 seq_cst, align 4, !dbg !72
  br label %if.end22, !dbg !72

if.end22:                                         ; preds = %if.then15, %for.end
  ret void, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "global_hist", scope: !2, file: !3, line: 1, type: !17, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "histogram.cu", directory: "/corpus")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!9 = distinct !DIGlobalVariable(name: "local_hist", scope: !10, file: !3, line: 3, type: !17, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "histogram", linkageName: "_Z9histogramPKhi", scope: !3, file: !3, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !6}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{}
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 2048, elements: !19)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !{!20}
!20 = !DISubrange(count: 64)
!21 = !{i32 7, !"Dwarf Version", i32 2}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!27 = !DILocalVariable(name: "data", arg: 1, scope: !10, file: !3, line: 2, type: !13)
!28 = !DILocation(line: 0, scope: !10)
!29 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !3, line: 2, type: !6)
!30 = !DILocation(line: 9, column: 65, scope: !31, inlinedAt: !35)
!31 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !32, file: !32, line: 9, type: !33, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!32 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!33 = !DISubroutineType(types: !34)
!34 = !{!18}
!35 = distinct !DILocation(line: 4, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !10, file: !3, line: 4, column: 7)
!37 = !DILocation(line: 4, column: 15, scope: !36)
!38 = !DILocation(line: 4, column: 41, scope: !36)
!39 = !DILocation(line: 4, column: 21, scope: !36)
!40 = !DILocation(line: 12, column: 60, scope: !41, inlinedAt: !44)
!41 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !32, file: !32, line: 12, type: !42, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!42 = !DISubroutineType(types: !43)
!43 = !{null}
!44 = distinct !DILocation(line: 5, column: 3, scope: !10)
!45 = !DILocation(line: 11, column: 67, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !32, file: !32, line: 11, type: !33, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!47 = distinct !DILocation(line: 6, column: 16, scope: !48)
!48 = distinct !DILexicalBlock(scope: !10, file: !3, line: 6, column: 3)
!49 = !DILocation(line: 10, column: 66, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !32, file: !32, line: 10, type: !33, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!51 = distinct !DILocation(line: 6, column: 28, scope: !48)
!52 = !DILocation(line: 6, column: 26, scope: !48)
!53 = !DILocation(line: 6, column: 37, scope: !48)
!54 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 6, type: !6)
!55 = !DILocation(line: 0, scope: !48)
!56 = !DILocation(line: 6, column: 50, scope: !57)
!57 = distinct !DILexicalBlock(scope: !48, file: !3, line: 6, column: 3)
!58 = !DILocation(line: 6, column: 3, scope: !48)
!59 = !DILocation(line: 7, column: 46, scope: !57)
!60 = !DILocation(line: 7, column: 54, scope: !57)
!61 = !DILocation(line: 7, column: 35, scope: !57)
!62 = !DILocation(line: 7, column: 5, scope: !57)
!63 = !DILocation(line: 6, column: 57, scope: !57)
!64 = distinct !{!64, !58, !65, !66}
!65 = !DILocation(line: 7, column: 62, scope: !48)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 12, column: 60, scope: !41, inlinedAt: !68)
!68 = distinct !DILocation(line: 8, column: 3, scope: !10)
!69 = !DILocation(line: 9, column: 15, scope: !70)
!70 = distinct !DILexicalBlock(scope: !10, file: !3, line: 9, column: 7)
!71 = !DILocation(line: 9, column: 78, scope: !70)
!72 = !DILocation(line: 9, column: 21, scope: !70)
!73 = !DILocation(line: 10, column: 1, scope: !10)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
