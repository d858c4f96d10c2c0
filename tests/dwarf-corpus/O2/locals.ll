; ModuleID = '/work/main/tests/dwarf-corpus/O2/locals.tmp.ll'
source_filename = "locals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z9sum_arrayPKii(ptr noundef readonly captures(none) %v, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(ptr %v, !16, !DIExpression(), !17)
    #dbg_value(i32 %n, !18, !DIExpression(), !17)
    #dbg_value(i32 0, !19, !DIExpression(), !17)
    #dbg_value(i32 0, !20, !DIExpression(), !22)
  %cmp4 = icmp sgt i32 %n, 0, !dbg !23
  br i1 %cmp4, label %for.body.preheader, label %for.end, !dbg !25

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 3, !dbg !25
  %0 = icmp ult i32 %n, 4, !dbg !25
  br i1 %0, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !25

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483644, !dbg !25
  br label %for.body, !dbg !25

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %i.06 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %s.05 = phi i32 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
    #dbg_value(i32 %i.06, !20, !DIExpression(), !22)
    #dbg_value(i32 %s.05, !19, !DIExpression(), !17)
  %idxprom = zext nneg i32 %i.06 to i64, !dbg !26
  %arrayidx = getelementptr inbounds nuw i32, ptr %v, i64 %idxprom, !dbg !26
  %1 = load i32, ptr %arrayidx, align 4, !dbg !26
  %add = add nsw i32 %1, %s.05, !dbg !27
    #dbg_value(i32 %add, !19, !DIExpression(), !17)
    #dbg_value(i32 %i.06, !20, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !22)
  %2 = zext nneg i32 %i.06 to i64, !dbg !26
  %3 = getelementptr inbounds nuw i32, ptr %v, i64 %2, !dbg !26
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %3, i64 4, !dbg !26
  %4 = load i32, ptr %arrayidx.1, align 4, !dbg !26
  %add.1 = add nsw i32 %4, %add, !dbg !27
    #dbg_value(i32 %add.1, !19, !DIExpression(), !17)
    #dbg_value(i32 %i.06, !20, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !22)
  %5 = zext nneg i32 %i.06 to i64, !dbg !26
  %6 = getelementptr inbounds nuw i32, ptr %v, i64 %5, !dbg !26
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !26
  %7 = load i32, ptr %arrayidx.2, align 4, !dbg !26
  %add.2 = add nsw i32 %7, %add.1, !dbg !27
    #dbg_value(i32 %add.2, !19, !DIExpression(), !17)
    #dbg_value(i32 %i.06, !20, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !22)
  %8 = zext nneg i32 %i.06 to i64, !dbg !26
  %9 = getelementptr inbounds nuw i32, ptr %v, i64 %8, !dbg !26
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %9, i64 12, !dbg !26
  %10 = load i32, ptr %arrayidx.3, align 4, !dbg !26
  %add.3 = add nsw i32 %10, %add.2, !dbg !27
    #dbg_value(i32 %add.3, !19, !DIExpression(), !17)
  %inc.3 = add nuw nsw i32 %i.06, 4, !dbg !28
    #dbg_value(i32 %inc.3, !20, !DIExpression(), !22)
  %niter.next.3 = add i32 %niter, 4, !dbg !25
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !25
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !dbg !25, !llvm.loop !29

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !25
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader, !dbg !25

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %i.06.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.end.loopexit.unr-lcssa ]
  %s.05.epil.init = phi i32 [ 0, %for.body.preheader ], [ %add.3, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod8 = icmp ne i32 %xtraiter, 0, !dbg !25
  tail call void @llvm.assume(i1 %lcmp.mod8), !dbg !25
  br label %for.body.epil, !dbg !25

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %i.06.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.06.epil.init, %for.body.epil.preheader ]
  %s.05.epil = phi i32 [ %add.epil, %for.body.epil ], [ %s.05.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
    #dbg_value(i32 %i.06.epil, !20, !DIExpression(), !22)
    #dbg_value(i32 %s.05.epil, !19, !DIExpression(), !17)
  %idxprom.epil = zext nneg i32 %i.06.epil to i64, !dbg !26
  %arrayidx.epil = getelementptr inbounds nuw i32, ptr %v, i64 %idxprom.epil, !dbg !26
  %11 = load i32, ptr %arrayidx.epil, align 4, !dbg !26
  %add.epil = add nsw i32 %11, %s.05.epil, !dbg !27
    #dbg_value(i32 %add.epil, !19, !DIExpression(), !17)
  %inc.epil = add nuw nsw i32 %i.06.epil, 1, !dbg !28
    #dbg_value(i32 %inc.epil, !20, !DIExpression(), !22)
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !25
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !25
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !dbg !25, !llvm.loop !32

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add.3, %for.end.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ], !dbg !34
  ret i32 %s.0.lcssa, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z11stack_arrayPii(ptr noundef writeonly captures(none) %out, i32 noundef %seed) local_unnamed_addr #1 !dbg !36 {
entry:
  %tmp = alloca [16 x i32], align 4
    #dbg_value(ptr %out, !40, !DIExpression(), !41)
    #dbg_value(i32 %seed, !42, !DIExpression(), !41)
    #dbg_declare(ptr %tmp, !43, !DIExpression(), !47)
    #dbg_value(i32 0, !48, !DIExpression(), !50)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    #dbg_value(i32 0, !48, !DIExpression(), !50)
    #dbg_value(i32 0, !48, !DIExpression(), !50)
  store i32 %0, ptr %tmp, align 4, !dbg !51
    #dbg_value(i32 1, !48, !DIExpression(), !50)
  %add.1 = add nsw i32 %seed, %0, !dbg !53
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %tmp, i64 4, !dbg !54
  store i32 %add.1, ptr %arrayidx.1, align 4, !dbg !51
    #dbg_value(i32 2, !48, !DIExpression(), !50)
  %mul.2 = shl nsw i32 %seed, 1, !dbg !55
  %add.2 = add nsw i32 %mul.2, %0, !dbg !53
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %tmp, i64 8, !dbg !54
  store i32 %add.2, ptr %arrayidx.2, align 4, !dbg !51
    #dbg_value(i32 3, !48, !DIExpression(), !50)
  %mul.3 = mul nsw i32 %seed, 3, !dbg !55
  %add.3 = add nsw i32 %mul.3, %0, !dbg !53
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %tmp, i64 12, !dbg !54
  store i32 %add.3, ptr %arrayidx.3, align 4, !dbg !51
    #dbg_value(i32 4, !48, !DIExpression(), !50)
  %mul.4 = shl nsw i32 %seed, 2, !dbg !55
  %add.4 = add nsw i32 %mul.4, %0, !dbg !53
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %tmp, i64 16, !dbg !54
  store i32 %add.4, ptr %arrayidx.4, align 4, !dbg !51
    #dbg_value(i32 5, !48, !DIExpression(), !50)
  %mul.5 = mul nsw i32 %seed, 5, !dbg !55
  %add.5 = add nsw i32 %mul.5, %0, !dbg !53
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %tmp, i64 20, !dbg !54
  store i32 %add.5, ptr %arrayidx.5, align 4, !dbg !51
    #dbg_value(i32 6, !48, !DIExpression(), !50)
  %mul.6 = mul nsw i32 %seed, 6, !dbg !55
  %add.6 = add nsw i32 %mul.6, %0, !dbg !53
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %tmp, i64 24, !dbg !54
  store i32 %add.6, ptr %arrayidx.6, align 4, !dbg !51
    #dbg_value(i32 7, !48, !DIExpression(), !50)
  %mul.7 = mul nsw i32 %seed, 7, !dbg !55
  %add.7 = add nsw i32 %mul.7, %0, !dbg !53
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %tmp, i64 28, !dbg !54
  store i32 %add.7, ptr %arrayidx.7, align 4, !dbg !51
    #dbg_value(i32 8, !48, !DIExpression(), !50)
  %mul.8 = shl nsw i32 %seed, 3, !dbg !55
  %add.8 = add nsw i32 %mul.8, %0, !dbg !53
  %arrayidx.8 = getelementptr inbounds nuw i8, ptr %tmp, i64 32, !dbg !54
  store i32 %add.8, ptr %arrayidx.8, align 4, !dbg !51
    #dbg_value(i32 9, !48, !DIExpression(), !50)
  %mul.9 = mul nsw i32 %seed, 9, !dbg !55
  %add.9 = add nsw i32 %mul.9, %0, !dbg !53
  %arrayidx.9 = getelementptr inbounds nuw i8, ptr %tmp, i64 36, !dbg !54
  store i32 %add.9, ptr %arrayidx.9, align 4, !dbg !51
    #dbg_value(i32 10, !48, !DIExpression(), !50)
  %mul.10 = mul nsw i32 %seed, 10, !dbg !55
  %add.10 = add nsw i32 %mul.10, %0, !dbg !53
  %arrayidx.10 = getelementptr inbounds nuw i8, ptr %tmp, i64 40, !dbg !54
  store i32 %add.10, ptr %arrayidx.10, align 4, !dbg !51
    #dbg_value(i32 11, !48, !DIExpression(), !50)
  %mul.11 = mul nsw i32 %seed, 11, !dbg !55
  %add.11 = add nsw i32 %mul.11, %0, !dbg !53
  %arrayidx.11 = getelementptr inbounds nuw i8, ptr %tmp, i64 44, !dbg !54
  store i32 %add.11, ptr %arrayidx.11, align 4, !dbg !51
    #dbg_value(i32 12, !48, !DIExpression(), !50)
  %mul.12 = mul nsw i32 %seed, 12, !dbg !55
  %add.12 = add nsw i32 %mul.12, %0, !dbg !53
  %arrayidx.12 = getelementptr inbounds nuw i8, ptr %tmp, i64 48, !dbg !54
  store i32 %add.12, ptr %arrayidx.12, align 4, !dbg !51
    #dbg_value(i32 13, !48, !DIExpression(), !50)
  %mul.13 = mul nsw i32 %seed, 13, !dbg !55
  %add.13 = add nsw i32 %mul.13, %0, !dbg !53
  %arrayidx.13 = getelementptr inbounds nuw i8, ptr %tmp, i64 52, !dbg !54
  store i32 %add.13, ptr %arrayidx.13, align 4, !dbg !51
    #dbg_value(i32 14, !48, !DIExpression(), !50)
  %mul.14 = mul nsw i32 %seed, 14, !dbg !55
  %add.14 = add nsw i32 %mul.14, %0, !dbg !53
  %arrayidx.14 = getelementptr inbounds nuw i8, ptr %tmp, i64 56, !dbg !54
  store i32 %add.14, ptr %arrayidx.14, align 4, !dbg !51
    #dbg_value(i32 15, !48, !DIExpression(), !50)
  %mul.15 = mul nsw i32 %seed, 15, !dbg !55
  %add.15 = add nsw i32 %mul.15, %0, !dbg !53
  %arrayidx.15 = getelementptr inbounds nuw i8, ptr %tmp, i64 60, !dbg !54
  store i32 %add.15, ptr %arrayidx.15, align 4, !dbg !51
    #dbg_value(i32 16, !48, !DIExpression(), !50)
  %call1 = call noundef i32 @_Z9sum_arrayPKii(ptr noundef nonnull %tmp, i32 noundef 16) #5, !dbg !56
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !57
  %arrayidx4 = getelementptr inbounds nuw i32, ptr %out, i64 %idxprom3, !dbg !57
  store i32 %call1, ptr %arrayidx4, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z11write_paramPii(ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #1 !dbg !60 {
entry:
    #dbg_value(ptr %out, !61, !DIExpression(), !62)
    #dbg_value(i32 %n, !63, !DIExpression(), !62)
  %mul = shl i32 %n, 1, !dbg !64
    #dbg_value(i32 %mul, !63, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !62)
    #dbg_value(i32 poison, !63, !DIExpression(), !62)
  %0 = or disjoint i32 %mul, 1, !dbg !65
  %1 = add i32 %mul, 7, !dbg !65
  %smin = tail call i32 @llvm.smin.i32(i32 %0, i32 100), !dbg !65
  %2 = sub i32 %1, %smin, !dbg !65
  %3 = urem i32 %2, 7, !dbg !65
  %.neg = sub i32 %3, %2, !dbg !65
  %4 = add i32 %.neg, %0, !dbg !65
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !66
  %idxprom = zext nneg i32 %5 to i64, !dbg !73
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %idxprom, !dbg !73
  store i32 %4, ptr %arrayidx, align 4, !dbg !74
  ret void, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "locals.cu", directory: "/corpus")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "sum_array", linkageName: "_Z9sum_arrayPKii", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!3, !13, !3}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !{}
!16 = !DILocalVariable(name: "v", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!17 = !DILocation(line: 0, scope: !10)
!18 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !3)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 1, type: !3)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 1, type: !3)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 1, column: 73)
!22 = !DILocation(line: 0, scope: !21)
!23 = !DILocation(line: 1, column: 91, scope: !24)
!24 = distinct !DILexicalBlock(scope: !21, file: !1, line: 1, column: 73)
!25 = !DILocation(line: 1, column: 73, scope: !21)
!26 = !DILocation(line: 1, column: 106, scope: !24)
!27 = !DILocation(line: 1, column: 103, scope: !24)
!28 = !DILocation(line: 1, column: 97, scope: !24)
!29 = distinct !{!29, !25, !30, !31}
!30 = !DILocation(line: 1, column: 109, scope: !21)
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = !DILocation(line: 1, scope: !10)
!35 = !DILocation(line: 1, column: 112, scope: !10)
!36 = distinct !DISubprogram(name: "stack_array", linkageName: "_Z11stack_arrayPii", scope: !1, file: !1, line: 2, type: !37, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !3}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!40 = !DILocalVariable(name: "out", arg: 1, scope: !36, file: !1, line: 2, type: !39)
!41 = !DILocation(line: 0, scope: !36)
!42 = !DILocalVariable(name: "seed", arg: 2, scope: !36, file: !1, line: 2, type: !3)
!43 = !DILocalVariable(name: "tmp", scope: !36, file: !1, line: 3, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 512, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 16)
!47 = !DILocation(line: 3, column: 7, scope: !36)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 4, type: !3)
!49 = distinct !DILexicalBlock(scope: !36, file: !1, line: 4, column: 3)
!50 = !DILocation(line: 0, scope: !49)
!51 = !DILocation(line: 4, column: 39, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 4, column: 3)
!53 = !DILocation(line: 4, column: 50, scope: !52)
!54 = !DILocation(line: 4, column: 32, scope: !52)
!55 = !DILocation(line: 4, column: 46, scope: !52)
!56 = !DILocation(line: 5, column: 18, scope: !36)
!57 = !DILocation(line: 5, column: 3, scope: !36)
!58 = !DILocation(line: 5, column: 16, scope: !36)
!59 = !DILocation(line: 6, column: 1, scope: !36)
!60 = distinct !DISubprogram(name: "write_param", linkageName: "_Z11write_paramPii", scope: !1, file: !1, line: 7, type: !37, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!61 = !DILocalVariable(name: "out", arg: 1, scope: !60, file: !1, line: 7, type: !39)
!62 = !DILocation(line: 0, scope: !60)
!63 = !DILocalVariable(name: "n", arg: 2, scope: !60, file: !1, line: 7, type: !3)
!64 = !DILocation(line: 8, column: 9, scope: !60)
!65 = !DILocation(line: 9, column: 3, scope: !60)
!66 = !DILocation(line: 9, column: 65, scope: !67, inlinedAt: !72)
!67 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !68, file: !68, line: 9, type: !69, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!68 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = distinct !DILocation(line: 10, column: 7, scope: !60)
!73 = !DILocation(line: 10, column: 3, scope: !60)
!74 = !DILocation(line: 10, column: 16, scope: !60)
!75 = !DILocation(line: 11, column: 1, scope: !60)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
