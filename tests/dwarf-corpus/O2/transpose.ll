; ModuleID = '/work/main/tests/dwarf-corpus/O2/transpose.tmp.ll'
source_filename = "transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9transposePKfPfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4, !dbg !0

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9transposePKfPfii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !2 {
entry:
    #dbg_value(ptr %in, !24, !DIExpression(), !25)
    #dbg_value(ptr %out, !26, !DIExpression(), !25)
    #dbg_value(i32 %w, !27, !DIExpression(), !25)
    #dbg_value(i32 %h, !28, !DIExpression(), !25)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %div = sdiv i32 %w, 32, !dbg !36
  %div5 = udiv i32 %0, %div, !dbg !37
  %1 = mul i32 %div5, %div, !dbg !38
  %rem.decomposed = sub i32 %0, %1, !dbg !38
  %mul = shl i32 %rem.decomposed, 5, !dbg !39
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %rem2 = and i32 %2, 31, !dbg !43
  %add = or disjoint i32 %mul, %rem2, !dbg !44
    #dbg_value(i32 %add, !45, !DIExpression(), !25)
  %mul6 = shl i32 %div5, 5, !dbg !46
  %div813 = lshr i32 %2, 5, !dbg !47
  %add9 = or disjoint i32 %mul6, %div813, !dbg !48
    #dbg_value(i32 %add9, !49, !DIExpression(), !25)
    #dbg_value(i32 0, !50, !DIExpression(), !52)
  %idxprom20 = zext nneg i32 %rem2 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 %idxprom20, !dbg !53
    #dbg_value(i32 0, !50, !DIExpression(), !52)
    #dbg_value(i32 0, !50, !DIExpression(), !52)
  %mul11 = mul nsw i32 %add9, %w, !dbg !54
  %add12 = add nsw i32 %add, %mul11, !dbg !56
  %idxprom = sext i32 %add12 to i64, !dbg !57
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !57
  %3 = load float, ptr %arrayidx, align 4, !dbg !57
  %idxprom16 = zext nneg i32 %div813 to i64, !dbg !58
  %gep = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom16, !dbg !58
  store float %3, ptr %gep, align 4, !dbg !59
    #dbg_value(i32 8, !50, !DIExpression(), !52)
  %add10.1 = add nsw i32 %add9, 8, !dbg !60
  %mul11.1 = mul nsw i32 %add10.1, %w, !dbg !54
  %add12.1 = add nsw i32 %add, %mul11.1, !dbg !56
  %idxprom.1 = sext i32 %add12.1 to i64, !dbg !57
  %arrayidx.1 = getelementptr inbounds float, ptr %in, i64 %idxprom.1, !dbg !57
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !57
  %add15.1 = add nuw nsw i32 %div813, 8, !dbg !61
  %idxprom16.1 = zext nneg i32 %add15.1 to i64, !dbg !58
  %gep.1 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom16.1, !dbg !58
  store float %4, ptr %gep.1, align 4, !dbg !59
    #dbg_value(i32 16, !50, !DIExpression(), !52)
  %add10.2 = add nsw i32 %add9, 16, !dbg !60
  %mul11.2 = mul nsw i32 %add10.2, %w, !dbg !54
  %add12.2 = add nsw i32 %add, %mul11.2, !dbg !56
  %idxprom.2 = sext i32 %add12.2 to i64, !dbg !57
  %arrayidx.2 = getelementptr inbounds float, ptr %in, i64 %idxprom.2, !dbg !57
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !57
  %add15.2 = add nuw nsw i32 %div813, 16, !dbg !61
  %idxprom16.2 = zext nneg i32 %add15.2 to i64, !dbg !58
  %gep.2 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom16.2, !dbg !58
  store float %5, ptr %gep.2, align 4, !dbg !59
    #dbg_value(i32 24, !50, !DIExpression(), !52)
  %add10.3 = add nsw i32 %add9, 24, !dbg !60
  %mul11.3 = mul nsw i32 %add10.3, %w, !dbg !54
  %add12.3 = add nsw i32 %add, %mul11.3, !dbg !56
  %idxprom.3 = sext i32 %add12.3 to i64, !dbg !57
  %arrayidx.3 = getelementptr inbounds float, ptr %in, i64 %idxprom.3, !dbg !57
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !57
  %add15.3 = add nuw nsw i32 %div813, 24, !dbg !61
  %idxprom16.3 = zext nneg i32 %add15.3 to i64, !dbg !58
  %gep.3 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom16.3, !dbg !58
  store float %6, ptr %gep.3, align 4, !dbg !59
    #dbg_value(i32 32, !50, !DIExpression(), !52)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !62
  %add29 = or disjoint i32 %mul6, %rem2, !dbg !67
    #dbg_value(i32 %add29, !45, !DIExpression(), !25)
  %add36 = or disjoint i32 %mul, %div813, !dbg !68
    #dbg_value(i32 %add36, !49, !DIExpression(), !25)
    #dbg_value(i32 0, !69, !DIExpression(), !71)
  %arrayidx44 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 %idxprom20
    #dbg_value(i32 0, !69, !DIExpression(), !71)
  %arrayidx49 = getelementptr inbounds nuw float, ptr %arrayidx44, i64 %idxprom16, !dbg !72
  %7 = load float, ptr %arrayidx49, align 4, !dbg !72
  %mul51 = mul nsw i32 %add36, %h, !dbg !74
  %add52 = add nsw i32 %add29, %mul51, !dbg !75
  %idxprom53 = sext i32 %add52 to i64, !dbg !76
  %arrayidx54 = getelementptr inbounds float, ptr %out, i64 %idxprom53, !dbg !76
  store float %7, ptr %arrayidx54, align 4, !dbg !77
    #dbg_value(i32 8, !69, !DIExpression(), !71)
  %arrayidx49.1 = getelementptr inbounds nuw float, ptr %arrayidx44, i64 %idxprom16.1, !dbg !72
  %8 = load float, ptr %arrayidx49.1, align 4, !dbg !72
  %add50.1 = add nsw i32 %add36, 8, !dbg !78
  %mul51.1 = mul nsw i32 %add50.1, %h, !dbg !74
  %add52.1 = add nsw i32 %add29, %mul51.1, !dbg !75
  %idxprom53.1 = sext i32 %add52.1 to i64, !dbg !76
  %arrayidx54.1 = getelementptr inbounds float, ptr %out, i64 %idxprom53.1, !dbg !76
  store float %8, ptr %arrayidx54.1, align 4, !dbg !77
    #dbg_value(i32 16, !69, !DIExpression(), !71)
  %arrayidx49.2 = getelementptr inbounds nuw float, ptr %arrayidx44, i64 %idxprom16.2, !dbg !72
  %9 = load float, ptr %arrayidx49.2, align 4, !dbg !72
  %add50.2 = add nsw i32 %add36, 16, !dbg !78
  %mul51.2 = mul nsw i32 %add50.2, %h, !dbg !74
  %add52.2 = add nsw i32 %add29, %mul51.2, !dbg !75
  %idxprom53.2 = sext i32 %add52.2 to i64, !dbg !76
  %arrayidx54.2 = getelementptr inbounds float, ptr %out, i64 %idxprom53.2, !dbg !76
  store float %9, ptr %arrayidx54.2, align 4, !dbg !77
    #dbg_value(i32 24, !69, !DIExpression(), !71)
  %arrayidx49.3 = getelementptr inbounds nuw float, ptr %arrayidx44, i64 %idxprom16.3, !dbg !72
  %10 = load float, ptr %arrayidx49.3, align 4, !dbg !72
  %add50.3 = add nsw i32 %add36, 24, !dbg !78
  %mul51.3 = mul nsw i32 %add50.3, %h, !dbg !74
  %add52.3 = add nsw i32 %add29, %mul51.3, !dbg !75
  %idxprom53.3 = sext i32 %add52.3 to i64, !dbg !76
  %arrayidx54.3 = getelementptr inbounds float, ptr %out, i64 %idxprom53.3, !dbg !76
  store float %10, ptr %arrayidx54.3, align 4, !dbg !77
    #dbg_value(i32 32, !69, !DIExpression(), !71)
  ret void, !dbg !79
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6copy2dPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %w) local_unnamed_addr #1 !dbg !80 {
entry:
    #dbg_value(ptr %in, !83, !DIExpression(), !84)
    #dbg_value(ptr %out, !85, !DIExpression(), !84)
    #dbg_value(i32 %w, !86, !DIExpression(), !84)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !87
    #dbg_value(i32 %0, !89, !DIExpression(), !84)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
    #dbg_value(i32 %1, !92, !DIExpression(), !84)
  %mul = mul nsw i32 %w, %1, !dbg !93
  %add = add nsw i32 %mul, %0, !dbg !94
  %idxprom = sext i32 %add to i64, !dbg !95
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !95
  %2 = load float, ptr %arrayidx, align 4, !dbg !95
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !96
  store float %2, ptr %arrayidx5, align 4, !dbg !97
  ret void, !dbg !98
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

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
!25 = !DILocation(line: 0, scope: !2)
!26 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 1, type: !9)
!27 = !DILocalVariable(name: "w", arg: 3, scope: !2, file: !3, line: 1, type: !10)
!28 = !DILocalVariable(name: "h", arg: 4, scope: !2, file: !3, line: 1, type: !10)
!29 = !DILocation(line: 11, column: 67, scope: !30, inlinedAt: !35)
!30 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !31, file: !31, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!31 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = distinct !DILocation(line: 3, column: 11, scope: !2)
!36 = !DILocation(line: 3, column: 26, scope: !2)
!37 = !DILocation(line: 3, column: 67, scope: !2)
!38 = !DILocation(line: 3, column: 21, scope: !2)
!39 = !DILocation(line: 3, column: 32, scope: !2)
!40 = !DILocation(line: 9, column: 65, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !31, file: !31, line: 9, type: !32, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!42 = distinct !DILocation(line: 3, column: 39, scope: !2)
!43 = !DILocation(line: 3, column: 47, scope: !2)
!44 = !DILocation(line: 3, column: 37, scope: !2)
!45 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 3, type: !10)
!46 = !DILocation(line: 3, column: 78, scope: !2)
!47 = !DILocation(line: 3, column: 93, scope: !2)
!48 = !DILocation(line: 3, column: 83, scope: !2)
!49 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 3, type: !10)
!50 = !DILocalVariable(name: "j", scope: !51, file: !3, line: 4, type: !10)
!51 = distinct !DILexicalBlock(scope: !2, file: !3, line: 4, column: 3)
!52 = !DILocation(line: 0, scope: !51)
!53 = !DILocation(line: 4, column: 8, scope: !51)
!54 = !DILocation(line: 4, column: 85, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 4, column: 3)
!56 = !DILocation(line: 4, column: 89, scope: !55)
!57 = !DILocation(line: 4, column: 74, scope: !55)
!58 = !DILocation(line: 4, column: 35, scope: !55)
!59 = !DILocation(line: 4, column: 72, scope: !55)
!60 = !DILocation(line: 4, column: 80, scope: !55)
!61 = !DILocation(line: 4, column: 53, scope: !55)
!62 = !DILocation(line: 12, column: 60, scope: !63, inlinedAt: !66)
!63 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !31, file: !31, line: 12, type: !64, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!64 = !DISubroutineType(types: !65)
!65 = !{null}
!66 = distinct !DILocation(line: 5, column: 3, scope: !2)
!67 = !DILocation(line: 6, column: 33, scope: !2)
!68 = !DILocation(line: 6, column: 79, scope: !2)
!69 = !DILocalVariable(name: "j", scope: !70, file: !3, line: 7, type: !10)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 7, column: 3)
!71 = !DILocation(line: 0, scope: !70)
!72 = !DILocation(line: 7, column: 58, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 7, column: 3)
!74 = !DILocation(line: 7, column: 47, scope: !73)
!75 = !DILocation(line: 7, column: 51, scope: !73)
!76 = !DILocation(line: 7, column: 35, scope: !73)
!77 = !DILocation(line: 7, column: 56, scope: !73)
!78 = !DILocation(line: 7, column: 42, scope: !73)
!79 = !DILocation(line: 8, column: 1, scope: !2)
!80 = distinct !DISubprogram(name: "copy2d", linkageName: "_Z6copy2dPKfPfi", scope: !3, file: !3, line: 9, type: !81, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !13)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !6, !9, !10}
!83 = !DILocalVariable(name: "in", arg: 1, scope: !80, file: !3, line: 9, type: !6)
!84 = !DILocation(line: 0, scope: !80)
!85 = !DILocalVariable(name: "out", arg: 2, scope: !80, file: !3, line: 9, type: !9)
!86 = !DILocalVariable(name: "w", arg: 3, scope: !80, file: !3, line: 9, type: !10)
!87 = !DILocation(line: 9, column: 65, scope: !41, inlinedAt: !88)
!88 = distinct !DILocation(line: 9, column: 70, scope: !80)
!89 = !DILocalVariable(name: "x", scope: !80, file: !3, line: 9, type: !10)
!90 = !DILocation(line: 11, column: 67, scope: !30, inlinedAt: !91)
!91 = distinct !DILocation(line: 9, column: 83, scope: !80)
!92 = !DILocalVariable(name: "y", scope: !80, file: !3, line: 9, type: !10)
!93 = !DILocation(line: 9, column: 116, scope: !80)
!94 = !DILocation(line: 9, column: 120, scope: !80)
!95 = !DILocation(line: 9, column: 111, scope: !80)
!96 = !DILocation(line: 9, column: 94, scope: !80)
!97 = !DILocation(line: 9, column: 109, scope: !80)
!98 = !DILocation(line: 9, column: 126, scope: !80)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
