; ModuleID = '/work/main/tests/dwarf-corpus/O2/stencil.tmp.ll'
source_filename = "stencil.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeff = dso_local addrspace(4) externally_initialized constant [5 x float] zeroinitializer, align 4, !dbg !0
@scale_dev = dso_local addrspace(1) externally_initialized global float 1.000000e+00, align 4, !dbg !5
@_ZZ9stencil1dPKfPfiE4tile = internal unnamed_addr addrspace(3) global [260 x float] undef, align 4, !dbg !8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeff to ptr), ptr addrspacecast (ptr addrspace(1) @scale_dev to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9stencil1dPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(ptr %in, !30, !DIExpression(), !31)
    #dbg_value(ptr %out, !32, !DIExpression(), !31)
    #dbg_value(i32 %n, !33, !DIExpression(), !31)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %mul = shl i32 %0, 8, !dbg !41
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %add = add i32 %mul, %1, !dbg !45
    #dbg_value(i32 %add, !46, !DIExpression(), !31)
  %add3 = add nuw nsw i32 %1, 2, !dbg !47
    #dbg_value(i32 %add3, !48, !DIExpression(), !31)
  %cmp = icmp slt i32 %add, %n, !dbg !49
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !50

cond.true:                                        ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !51
  br label %cond.end, !dbg !50

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi float [ %2, %cond.true ], [ 0.000000e+00, %entry ], !dbg !50
  %idxprom4 = zext nneg i32 %add3 to i64, !dbg !52
  %arrayidx5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %idxprom4, !dbg !52
  store float %cond, ptr %arrayidx5, align 4, !dbg !53
  %cmp7 = icmp samesign ult i32 %1, 2, !dbg !54
  br i1 %cmp7, label %if.then, label %if.end, !dbg !54

if.then:                                          ; preds = %cond.end
  %cmp8 = icmp sgt i32 %add, 1, !dbg !56
  br i1 %cmp8, label %cond.true9, label %cond.end13, !dbg !58

cond.true9:                                       ; preds = %if.then
  %3 = zext nneg i32 %add to i64
  %4 = getelementptr float, ptr %in, i64 %3
  %arrayidx11 = getelementptr i8, ptr %4, i64 -8
  %5 = load float, ptr %arrayidx11, align 4, !dbg !59
  br label %cond.end13, !dbg !58

cond.end13:                                       ; preds = %if.then, %cond.true9
  %cond14 = phi float [ %5, %cond.true9 ], [ 0.000000e+00, %if.then ], !dbg !58
  %idxprom16 = zext nneg i32 %1 to i64, !dbg !60
  %arrayidx17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %idxprom16, !dbg !60
  store float %cond14, ptr %arrayidx17, align 4, !dbg !61
  %add18 = add nsw i32 %add, 256, !dbg !62
  %cmp19 = icmp slt i32 %add18, %n, !dbg !63
  br i1 %cmp19, label %cond.true20, label %cond.end25, !dbg !64

cond.true20:                                      ; preds = %cond.end13
  %idxprom22 = sext i32 %add18 to i64
  %arrayidx23 = getelementptr inbounds float, ptr %in, i64 %idxprom22
  %6 = load float, ptr %arrayidx23, align 4, !dbg !65
  br label %cond.end25, !dbg !64

cond.end25:                                       ; preds = %cond.end13, %cond.true20
  %cond26 = phi float [ %6, %cond.true20 ], [ 0.000000e+00, %cond.end13 ], !dbg !64
  %arrayidx29 = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 1032, !dbg !66
  store float %cond26, ptr %arrayidx29, align 4, !dbg !67
  br label %if.end, !dbg !68

if.end:                                           ; preds = %cond.end25, %cond.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !69
    #dbg_value(float 0.000000e+00, !74, !DIExpression(), !31)
    #dbg_value(i32 -2, !75, !DIExpression(), !77)
    #dbg_value(i32 -2, !75, !DIExpression(), !77)
    #dbg_value(float 0.000000e+00, !74, !DIExpression(), !31)
    #dbg_value(float poison, !74, !DIExpression(), !31)
    #dbg_value(i32 -1, !75, !DIExpression(), !77)
    #dbg_value(float poison, !74, !DIExpression(), !31)
    #dbg_value(i32 0, !75, !DIExpression(), !77)
    #dbg_value(float poison, !74, !DIExpression(), !31)
    #dbg_value(i32 1, !75, !DIExpression(), !77)
    #dbg_value(float poison, !74, !DIExpression(), !31)
    #dbg_value(i32 2, !75, !DIExpression(), !77)
    #dbg_value(float poison, !74, !DIExpression(), !31)
    #dbg_value(i32 3, !75, !DIExpression(), !77)
  br i1 %cmp, label %if.then40, label %if.end44, !dbg !78

if.then40:                                        ; preds = %if.end
  %7 = load float, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), align 4, !dbg !80
  %idxprom35 = zext nneg i32 %1 to i64, !dbg !82
  %arrayidx36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %idxprom35, !dbg !82
  %8 = load float, ptr %arrayidx36, align 4, !dbg !82
  %mul37 = fmul contract float %7, %8, !dbg !83
  %add38 = fadd contract float %mul37, 0.000000e+00, !dbg !84
    #dbg_value(float %add38, !74, !DIExpression(), !31)
  %9 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 4), align 4, !dbg !80
  %10 = zext nneg i32 %1 to i64, !dbg !82
  %11 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %10, !dbg !82
  %arrayidx36.1 = getelementptr inbounds nuw i8, ptr %11, i64 4, !dbg !82
  %12 = load float, ptr %arrayidx36.1, align 4, !dbg !82
  %mul37.1 = fmul contract float %9, %12, !dbg !83
  %add38.1 = fadd contract float %add38, %mul37.1, !dbg !84
    #dbg_value(float %add38.1, !74, !DIExpression(), !31)
  %13 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 8), align 4, !dbg !80
  %idxprom35.2 = zext nneg i32 %add3 to i64, !dbg !82
  %arrayidx36.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %idxprom35.2, !dbg !82
  %14 = load float, ptr %arrayidx36.2, align 4, !dbg !82
  %mul37.2 = fmul contract float %13, %14, !dbg !83
  %add38.2 = fadd contract float %add38.1, %mul37.2, !dbg !84
    #dbg_value(float %add38.2, !74, !DIExpression(), !31)
  %15 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 12), align 4, !dbg !80
  %16 = zext nneg i32 %1 to i64, !dbg !82
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %16, !dbg !82
  %arrayidx36.3 = getelementptr inbounds nuw i8, ptr %17, i64 12, !dbg !82
  %18 = load float, ptr %arrayidx36.3, align 4, !dbg !82
  %mul37.3 = fmul contract float %15, %18, !dbg !83
  %add38.3 = fadd contract float %add38.2, %mul37.3, !dbg !84
    #dbg_value(float %add38.3, !74, !DIExpression(), !31)
  %19 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 16), align 4, !dbg !80
  %20 = zext nneg i32 %1 to i64, !dbg !82
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE4tile to ptr), i64 %20, !dbg !82
  %arrayidx36.4 = getelementptr inbounds nuw i8, ptr %21, i64 16, !dbg !82
  %22 = load float, ptr %arrayidx36.4, align 4, !dbg !82
  %mul37.4 = fmul contract float %19, %22, !dbg !83
  %add38.4 = fadd contract float %add38.3, %mul37.4, !dbg !84
    #dbg_value(float %add38.4, !74, !DIExpression(), !31)
  %idxprom42 = sext i32 %add to i64
  %arrayidx43 = getelementptr inbounds float, ptr %out, i64 %idxprom42
  %23 = load float, ptr addrspacecast (ptr addrspace(1) @scale_dev to ptr), align 4, !dbg !85
  %mul41 = fmul contract float %add38.4, %23, !dbg !86
  store float %mul41, ptr %arrayidx43, align 4, !dbg !87
  br label %if.end44, !dbg !88

if.end44:                                         ; preds = %if.then40, %if.end
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !3, line: 3, type: !15)
!33 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !3, line: 3, type: !16)
!34 = !DILocation(line: 11, column: 67, scope: !35, inlinedAt: !40)
!35 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !36, file: !36, line: 11, type: !37, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!36 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!37 = !DISubroutineType(types: !38)
!38 = !{!39}
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = distinct !DILocation(line: 5, column: 11, scope: !10)
!41 = !DILocation(line: 5, column: 21, scope: !10)
!42 = !DILocation(line: 9, column: 65, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !36, file: !36, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!44 = distinct !DILocation(line: 5, column: 29, scope: !10)
!45 = !DILocation(line: 5, column: 27, scope: !10)
!46 = !DILocalVariable(name: "g", scope: !10, file: !3, line: 5, type: !16)
!47 = !DILocation(line: 6, column: 19, scope: !10)
!48 = !DILocalVariable(name: "l", scope: !10, file: !3, line: 6, type: !16)
!49 = !DILocation(line: 7, column: 15, scope: !10)
!50 = !DILocation(line: 7, column: 13, scope: !10)
!51 = !DILocation(line: 7, column: 21, scope: !10)
!52 = !DILocation(line: 7, column: 3, scope: !10)
!53 = !DILocation(line: 7, column: 11, scope: !10)
!54 = !DILocation(line: 8, column: 15, scope: !55)
!55 = distinct !DILexicalBlock(scope: !10, file: !3, line: 8, column: 7)
!56 = !DILocation(line: 8, column: 38, scope: !57)
!57 = distinct !DILexicalBlock(scope: !55, file: !3, line: 8, column: 20)
!58 = !DILocation(line: 8, column: 36, scope: !57)
!59 = !DILocation(line: 8, column: 45, scope: !57)
!60 = !DILocation(line: 8, column: 22, scope: !57)
!61 = !DILocation(line: 8, column: 34, scope: !57)
!62 = !DILocation(line: 8, column: 80, scope: !57)
!63 = !DILocation(line: 8, column: 86, scope: !57)
!64 = !DILocation(line: 8, column: 78, scope: !57)
!65 = !DILocation(line: 8, column: 92, scope: !57)
!66 = !DILocation(line: 8, column: 62, scope: !57)
!67 = !DILocation(line: 8, column: 76, scope: !57)
!68 = !DILocation(line: 8, column: 111, scope: !57)
!69 = !DILocation(line: 12, column: 60, scope: !70, inlinedAt: !73)
!70 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !36, file: !36, line: 12, type: !71, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!71 = !DISubroutineType(types: !72)
!72 = !{null}
!73 = distinct !DILocation(line: 9, column: 3, scope: !10)
!74 = !DILocalVariable(name: "r", scope: !10, file: !3, line: 10, type: !7)
!75 = !DILocalVariable(name: "k", scope: !76, file: !3, line: 11, type: !16)
!76 = distinct !DILexicalBlock(scope: !10, file: !3, line: 11, column: 3)
!77 = !DILocation(line: 0, scope: !76)
!78 = !DILocation(line: 12, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !10, file: !3, line: 12, column: 7)
!80 = !DILocation(line: 11, column: 38, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !3, line: 11, column: 3)
!82 = !DILocation(line: 11, column: 53, scope: !81)
!83 = !DILocation(line: 11, column: 51, scope: !81)
!84 = !DILocation(line: 11, column: 35, scope: !81)
!85 = !DILocation(line: 12, column: 27, scope: !79)
!86 = !DILocation(line: 12, column: 25, scope: !79)
!87 = !DILocation(line: 12, column: 21, scope: !79)
!88 = !DILocation(line: 12, column: 14, scope: !79)
!89 = !DILocation(line: 13, column: 1, scope: !10)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
