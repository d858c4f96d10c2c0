; ModuleID = '/work/main/tests/dwarf-corpus/O2/reduce.tmp.ll'
source_filename = "reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reduce_sumPKfPfiE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4, !dbg !0

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumfi(float noundef %v, i32 noundef %width) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(float %v, !26, !DIExpression(), !27)
    #dbg_value(i32 %width, !28, !DIExpression(), !27)
    #dbg_value(i32 %width, !29, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value), !31)
    #dbg_value(float %v, !26, !DIExpression(), !27)
  %cmp6 = icmp sgt i32 %width, 1, !dbg !32
  br i1 %cmp6, label %for.body.preheader, label %for.end, !dbg !34

for.body.preheader:                               ; preds = %entry
  %div910 = lshr i32 %width, 1, !dbg !35
    #dbg_value(i32 %div910, !29, !DIExpression(), !31)
  br label %for.body, !dbg !34

for.body:                                         ; preds = %for.body.preheader, %for.body
  %o.08 = phi i32 [ %div15, %for.body ], [ %div910, %for.body.preheader ]
  %v.addr.07 = phi float [ %add, %for.body ], [ %v, %for.body.preheader ]
    #dbg_value(i32 %o.08, !29, !DIExpression(), !31)
    #dbg_value(float %v.addr.07, !26, !DIExpression(), !27)
  %0 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v.addr.07, i32 %o.08, i32 31), !dbg !36
  %add = fadd contract float %v.addr.07, %0, !dbg !37
    #dbg_value(float %add, !26, !DIExpression(), !27)
  %div15 = lshr i32 %o.08, 1, !dbg !38
    #dbg_value(i32 %div15, !29, !DIExpression(), !31)
  %cmp.not = icmp eq i32 %div15, 0, !dbg !32
  br i1 %cmp.not, label %for.end, label %for.body, !dbg !34, !llvm.loop !39

for.end:                                          ; preds = %for.body, %entry
  %v.addr.0.lcssa = phi float [ %v, %entry ], [ %add, %for.body ]
  ret float %v.addr.0.lcssa, !dbg !42
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10reduce_sumPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #2 !dbg !2 {
entry:
    #dbg_value(ptr %in, !43, !DIExpression(), !44)
    #dbg_value(ptr %out, !45, !DIExpression(), !44)
    #dbg_value(i32 %n, !46, !DIExpression(), !44)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
    #dbg_value(i32 %0, !54, !DIExpression(), !44)
    #dbg_value(float 0.000000e+00, !55, !DIExpression(), !44)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %mul = shl i32 %1, 8, !dbg !60
  %add = add i32 %mul, %0, !dbg !61
    #dbg_value(i32 %add, !62, !DIExpression(), !63)
    #dbg_value(float 0.000000e+00, !55, !DIExpression(), !44)
  %cmp15 = icmp slt i32 %add, %n, !dbg !64
  br i1 %cmp15, label %for.body, label %for.end, !dbg !66

for.body:                                         ; preds = %entry, %for.body
  %acc.017 = phi float [ %add2, %for.body ], [ 0.000000e+00, %entry ]
  %i.016 = phi i32 [ %add3, %for.body ], [ %add, %entry ]
    #dbg_value(float %acc.017, !55, !DIExpression(), !44)
    #dbg_value(i32 %i.016, !62, !DIExpression(), !63)
  %idxprom = sext i32 %i.016 to i64, !dbg !67
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !67
  %2 = load float, ptr %arrayidx, align 4, !dbg !67
  %add2 = fadd contract float %acc.017, %2, !dbg !68
    #dbg_value(float %add2, !55, !DIExpression(), !44)
  %add3 = add nsw i32 %i.016, 16384, !dbg !69
    #dbg_value(i32 %add3, !62, !DIExpression(), !63)
  %cmp = icmp slt i32 %add3, %n, !dbg !64
  br i1 %cmp, label %for.body, label %for.end, !dbg !66, !llvm.loop !70

for.end:                                          ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add2, %for.body ], !dbg !44
  %idxprom4 = zext nneg i32 %0 to i64, !dbg !72
  %arrayidx5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 %idxprom4, !dbg !72
  store float %acc.0.lcssa, ptr %arrayidx5, align 4, !dbg !73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !74
    #dbg_value(i32 128, !79, !DIExpression(), !81)
    #dbg_value(i32 128, !79, !DIExpression(), !81)
  %cmp9 = icmp samesign ult i32 %0, 128, !dbg !82
  br i1 %cmp9, label %if.then, label %if.end, !dbg !82

if.then:                                          ; preds = %for.end
  %3 = zext nneg i32 %0 to i64
  %4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 %3
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %5 = load float, ptr %arrayidx12, align 4, !dbg !86
  %6 = load float, ptr %arrayidx5, align 4, !dbg !87
  %add15 = fadd contract float %5, %6, !dbg !87
  store float %add15, ptr %arrayidx5, align 4, !dbg !87
  br label %if.end, !dbg !88

if.end:                                           ; preds = %if.then, %for.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !89
    #dbg_value(i32 64, !79, !DIExpression(), !81)
  %cmp9.1 = icmp samesign ult i32 %0, 64, !dbg !82
  br i1 %cmp9.1, label %if.then.1, label %if.end.1, !dbg !82

if.then.1:                                        ; preds = %if.end
  %7 = zext nneg i32 %0 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE3buf to ptr), i64 %7
  %arrayidx12.1 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %9 = load float, ptr %arrayidx12.1, align 4, !dbg !86
  %10 = load float, ptr %arrayidx5, align 4, !dbg !87
  %add15.1 = fadd contract float %9, %10, !dbg !87
  store float %add15.1, ptr %arrayidx5, align 4, !dbg !87
  br label %if.end.1, !dbg !88

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !89
    #dbg_value(i32 32, !79, !DIExpression(), !81)
  %cmp18 = icmp samesign ult i32 %0, 32, !dbg !91
  br i1 %cmp18, label %if.then19, label %if.end33, !dbg !91

if.then19:                                        ; preds = %if.end.1
  %11 = load float, ptr %arrayidx5, align 4, !dbg !93
  %arrayidx24 = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 128, !dbg !95
  %12 = load float, ptr %arrayidx24, align 4, !dbg !95
  %add25 = fadd contract float %11, %12, !dbg !96
  %call26 = tail call contract noundef float @_Z8warp_sumfi(float noundef %add25, i32 noundef 32) #5, !dbg !97
    #dbg_value(float %call26, !98, !DIExpression(), !99)
  %cmp27 = icmp eq i32 %0, 0, !dbg !100
  br i1 %cmp27, label %if.then28, label %if.end33, !dbg !100

if.then28:                                        ; preds = %if.then19
  %idxprom30 = zext nneg i32 %1 to i64
  %arrayidx31 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom30
  store float %call26, ptr %arrayidx31, align 4, !dbg !102
  br label %if.end33, !dbg !103

if.end33:                                         ; preds = %if.then19, %if.then28, %if.end.1
  ret void, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!27 = !DILocation(line: 0, scope: !23)
!28 = !DILocalVariable(name: "width", arg: 2, scope: !23, file: !3, line: 1, type: !10)
!29 = !DILocalVariable(name: "o", scope: !30, file: !3, line: 2, type: !10)
!30 = distinct !DILexicalBlock(scope: !23, file: !3, line: 2, column: 3)
!31 = !DILocation(line: 0, scope: !30)
!32 = !DILocation(line: 2, column: 29, scope: !33)
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 2, column: 3)
!34 = !DILocation(line: 2, column: 3, scope: !30)
!35 = !DILocation(line: 2, column: 22, scope: !30)
!36 = !DILocation(line: 2, column: 47, scope: !33)
!37 = !DILocation(line: 2, column: 44, scope: !33)
!38 = !DILocation(line: 2, column: 36, scope: !33)
!39 = distinct !{!39, !34, !40, !41}
!40 = !DILocation(line: 2, column: 94, scope: !30)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 3, column: 3, scope: !23)
!43 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!44 = !DILocation(line: 0, scope: !2)
!45 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 5, type: !9)
!46 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 5, type: !10)
!47 = !DILocation(line: 9, column: 65, scope: !48, inlinedAt: !53)
!48 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !49, file: !49, line: 9, type: !50, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!49 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!50 = !DISubroutineType(types: !51)
!51 = !{!52}
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = distinct !DILocation(line: 7, column: 16, scope: !2)
!54 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 7, type: !52)
!55 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 8, type: !8)
!56 = !DILocation(line: 11, column: 67, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !49, file: !49, line: 11, type: !50, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!58 = distinct !DILocation(line: 9, column: 16, scope: !59)
!59 = distinct !DILexicalBlock(scope: !2, file: !3, line: 9, column: 3)
!60 = !DILocation(line: 9, column: 26, scope: !59)
!61 = !DILocation(line: 9, column: 32, scope: !59)
!62 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 9, type: !10)
!63 = !DILocation(line: 0, scope: !59)
!64 = !DILocation(line: 9, column: 39, scope: !65)
!65 = distinct !DILexicalBlock(scope: !59, file: !3, line: 9, column: 3)
!66 = !DILocation(line: 9, column: 3, scope: !59)
!67 = !DILocation(line: 9, column: 66, scope: !65)
!68 = !DILocation(line: 9, column: 63, scope: !65)
!69 = !DILocation(line: 9, column: 46, scope: !65)
!70 = distinct !{!70, !66, !71, !41}
!71 = !DILocation(line: 9, column: 70, scope: !59)
!72 = !DILocation(line: 10, column: 3, scope: !2)
!73 = !DILocation(line: 10, column: 10, scope: !2)
!74 = !DILocation(line: 12, column: 60, scope: !75, inlinedAt: !78)
!75 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !49, file: !49, line: 12, type: !76, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!76 = !DISubroutineType(types: !77)
!77 = !{null}
!78 = distinct !DILocation(line: 11, column: 3, scope: !2)
!79 = !DILocalVariable(name: "s", scope: !80, file: !3, line: 12, type: !52)
!80 = distinct !DILexicalBlock(scope: !2, file: !3, line: 12, column: 3)
!81 = !DILocation(line: 0, scope: !80)
!82 = !DILocation(line: 12, column: 51, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 12, column: 49)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 12, column: 43)
!85 = distinct !DILexicalBlock(scope: !80, file: !3, line: 12, column: 3)
!86 = !DILocation(line: 12, column: 66, scope: !83)
!87 = !DILocation(line: 12, column: 63, scope: !83)
!88 = !DILocation(line: 12, column: 56, scope: !83)
!89 = !DILocation(line: 12, column: 60, scope: !75, inlinedAt: !90)
!90 = distinct !DILocation(line: 12, column: 78, scope: !84)
!91 = !DILocation(line: 13, column: 9, scope: !92)
!92 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 7)
!93 = !DILocation(line: 13, column: 36, scope: !94)
!94 = distinct !DILexicalBlock(scope: !92, file: !3, line: 13, column: 15)
!95 = !DILocation(line: 13, column: 45, scope: !94)
!96 = !DILocation(line: 13, column: 43, scope: !94)
!97 = !DILocation(line: 13, column: 27, scope: !94)
!98 = !DILocalVariable(name: "v", scope: !94, file: !3, line: 13, type: !8)
!99 = !DILocation(line: 0, scope: !94)
!100 = !DILocation(line: 13, column: 69, scope: !101)
!101 = distinct !DILexicalBlock(scope: !94, file: !3, line: 13, column: 67)
!102 = !DILocation(line: 13, column: 90, scope: !101)
!103 = !DILocation(line: 13, column: 75, scope: !101)
!104 = !DILocation(line: 14, column: 1, scope: !2)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
