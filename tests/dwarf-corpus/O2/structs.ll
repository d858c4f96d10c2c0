; ModuleID = '/work/main/tests/dwarf-corpus/O2/structs.tmp.ll'
source_filename = "structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Params = type { i32, float, float, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %a, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %b) local_unnamed_addr #0 !dbg !8 {
entry:
    #dbg_declare(ptr %a, !18, !DIExpression(), !19)
    #dbg_declare(ptr %b, !20, !DIExpression(), !21)
  %y = getelementptr inbounds nuw i8, ptr %a, i64 4, !dbg !22
  %0 = load float, ptr %y, align 4, !dbg !22
  %z = getelementptr inbounds nuw i8, ptr %b, i64 8, !dbg !23
  %1 = load float, ptr %z, align 4, !dbg !23
  %mul = fmul contract float %0, %1, !dbg !24
  %z1 = getelementptr inbounds nuw i8, ptr %a, i64 8, !dbg !25
  %2 = load float, ptr %z1, align 4, !dbg !25
  %y2 = getelementptr inbounds nuw i8, ptr %b, i64 4, !dbg !26
  %3 = load float, ptr %y2, align 4, !dbg !26
  %mul3 = fmul contract float %2, %3, !dbg !27
  %sub = fsub contract float %mul, %mul3, !dbg !28
    #dbg_value(float %sub, !29, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !30)
  %4 = load float, ptr %b, align 4, !dbg !31
  %mul7 = fmul contract float %2, %4, !dbg !32
  %5 = load float, ptr %a, align 4, !dbg !33
  %mul10 = fmul contract float %1, %5, !dbg !34
  %sub11 = fsub contract float %mul7, %mul10, !dbg !35
    #dbg_value(float %sub11, !29, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !30)
  %mul15 = fmul contract float %3, %5, !dbg !36
  %mul18 = fmul contract float %0, %4, !dbg !37
  %sub19 = fsub contract float %mul15, %mul18, !dbg !38
    #dbg_value(float %sub19, !29, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !30)
  %.fca.0.insert = insertvalue %struct.Vec3 poison, float %sub, 0, !dbg !39
  %.fca.1.insert = insertvalue %struct.Vec3 %.fca.0.insert, float %sub11, 1, !dbg !39
  %.fca.2.insert = insertvalue %struct.Vec3 %.fca.1.insert, float %sub19, 2, !dbg !39
  ret %struct.Vec3 %.fca.2.insert, !dbg !39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12apply_params6ParamsPf(ptr noundef readonly byval(%struct.Params) align 4 captures(none) %p, ptr noundef captures(none) %data) local_unnamed_addr #1 !dbg !40 {
entry:
    #dbg_declare(ptr %p, !51, !DIExpression(), !52)
    #dbg_value(ptr %data, !53, !DIExpression(), !54)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
    #dbg_value(i32 %0, !62, !DIExpression(), !54)
  %1 = load i32, ptr %p, align 4, !dbg !63
  %cmp = icmp slt i32 %0, %1, !dbg !65
  br i1 %cmp, label %if.then, label %if.end, !dbg !65

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %0 to i64, !dbg !66
  %arrayidx = getelementptr inbounds nuw float, ptr %data, i64 %idxprom, !dbg !66
  %2 = load float, ptr %arrayidx, align 4, !dbg !66
  %scale = getelementptr inbounds nuw i8, ptr %p, i64 4, !dbg !67
  %3 = load float, ptr %scale, align 4, !dbg !67
  %mul = fmul contract float %2, %3, !dbg !68
  %flags = getelementptr inbounds nuw i8, ptr %p, i64 12, !dbg !69
  %4 = load i32, ptr %flags, align 4, !dbg !69
  %and = and i32 %4, 1, !dbg !70
  %tobool.not = icmp eq i32 %and, 0, !dbg !71
  %bias = getelementptr inbounds nuw i8, ptr %p, i64 8, !dbg !71
  %5 = load float, ptr %bias, align 4, !dbg !71
  %cond = select i1 %tobool.not, float 0.000000e+00, float %5, !dbg !71
  %add = fadd contract float %mul, %cond, !dbg !72
  store float %add, ptr %arrayidx, align 4, !dbg !73
  br label %if.end, !dbg !74

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !75
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9cross_allPK4Vec3S1_PS_i(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #1 !dbg !76 {
entry:
    #dbg_value(ptr %a, !82, !DIExpression(), !83)
    #dbg_value(ptr %b, !84, !DIExpression(), !83)
    #dbg_value(ptr %out, !85, !DIExpression(), !83)
    #dbg_value(i32 %n, !86, !DIExpression(), !83)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !87
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !90
  %mul = mul i32 %0, %1, !dbg !93
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !94
  %add = add i32 %mul, %2, !dbg !96
    #dbg_value(i32 %add, !97, !DIExpression(), !83)
  %cmp = icmp slt i32 %add, %n, !dbg !98
  br i1 %cmp, label %if.then, label %if.end, !dbg !98

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !100
  %arrayidx = getelementptr inbounds %struct.Vec3, ptr %a, i64 %idxprom, !dbg !100
  %arrayidx5 = getelementptr inbounds %struct.Vec3, ptr %b, i64 %idxprom, !dbg !101
  %call6 = tail call %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %arrayidx, ptr noundef nonnull byval(%struct.Vec3) align 4 %arrayidx5) #3, !dbg !102
  %3 = extractvalue %struct.Vec3 %call6, 0, !dbg !102
  %4 = extractvalue %struct.Vec3 %call6, 1, !dbg !102
  %5 = extractvalue %struct.Vec3 %call6, 2, !dbg !102
  %arrayidx8 = getelementptr inbounds %struct.Vec3, ptr %out, i64 %idxprom, !dbg !103
  store float %3, ptr %arrayidx8, align 4, !dbg !104
  %ref.tmp.sroa.2.0.arrayidx8.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 4, !dbg !104
  store float %4, ptr %ref.tmp.sroa.2.0.arrayidx8.sroa_idx, align 4, !dbg !104
  %ref.tmp.sroa.3.0.arrayidx8.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 8, !dbg !104
  store float %5, ptr %ref.tmp.sroa.3.0.arrayidx8.sroa_idx, align 4, !dbg !104
  br label %if.end, !dbg !103

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !105
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs.cu", directory: "/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "cross", linkageName: "_Z5cross4Vec3S_", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11, !11}
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !1, line: 2, size: 96, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS4Vec3")
!12 = !{!13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 2, baseType: !14, size: 32)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 2, baseType: !14, size: 32, offset: 32)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !11, file: !1, line: 2, baseType: !14, size: 32, offset: 64)
!17 = !{}
!18 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 3, type: !11)
!19 = !DILocation(line: 3, column: 41, scope: !8)
!20 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 3, type: !11)
!21 = !DILocation(line: 3, column: 49, scope: !8)
!22 = !DILocation(line: 3, column: 67, scope: !8)
!23 = !DILocation(line: 3, column: 73, scope: !8)
!24 = !DILocation(line: 3, column: 69, scope: !8)
!25 = !DILocation(line: 3, column: 79, scope: !8)
!26 = !DILocation(line: 3, column: 85, scope: !8)
!27 = !DILocation(line: 3, column: 81, scope: !8)
!28 = !DILocation(line: 3, column: 75, scope: !8)
!29 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 3, type: !11)
!30 = !DILocation(line: 0, scope: !8)
!31 = !DILocation(line: 3, column: 96, scope: !8)
!32 = !DILocation(line: 3, column: 92, scope: !8)
!33 = !DILocation(line: 3, column: 102, scope: !8)
!34 = !DILocation(line: 3, column: 104, scope: !8)
!35 = !DILocation(line: 3, column: 98, scope: !8)
!36 = !DILocation(line: 3, column: 115, scope: !8)
!37 = !DILocation(line: 3, column: 127, scope: !8)
!38 = !DILocation(line: 3, column: 121, scope: !8)
!39 = !DILocation(line: 3, column: 136, scope: !8)
!40 = distinct !DISubprogram(name: "apply_params", linkageName: "_Z12apply_params6ParamsPf", scope: !1, file: !1, line: 4, type: !41, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !50}
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Params", file: !1, line: 1, size: 128, flags: DIFlagTypePassByValue, elements: !44, identifier: "_ZTS6Params")
!44 = !{!45, !47, !48, !49}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !43, file: !1, line: 1, baseType: !46, size: 32)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !43, file: !1, line: 1, baseType: !14, size: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !43, file: !1, line: 1, baseType: !14, size: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !43, file: !1, line: 1, baseType: !46, size: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!51 = !DILocalVariable(name: "p", arg: 1, scope: !40, file: !1, line: 4, type: !43)
!52 = !DILocation(line: 4, column: 37, scope: !40)
!53 = !DILocalVariable(name: "data", arg: 2, scope: !40, file: !1, line: 4, type: !50)
!54 = !DILocation(line: 0, scope: !40)
!55 = !DILocation(line: 9, column: 65, scope: !56, inlinedAt: !61)
!56 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !57, file: !57, line: 9, type: !58, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!57 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!58 = !DISubroutineType(types: !59)
!59 = !{!60}
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = distinct !DILocation(line: 5, column: 11, scope: !40)
!62 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 5, type: !46)
!63 = !DILocation(line: 6, column: 13, scope: !64)
!64 = distinct !DILexicalBlock(scope: !40, file: !1, line: 6, column: 7)
!65 = !DILocation(line: 6, column: 9, scope: !64)
!66 = !DILocation(line: 6, column: 26, scope: !64)
!67 = !DILocation(line: 6, column: 38, scope: !64)
!68 = !DILocation(line: 6, column: 34, scope: !64)
!69 = !DILocation(line: 6, column: 50, scope: !64)
!70 = !DILocation(line: 6, column: 56, scope: !64)
!71 = !DILocation(line: 6, column: 47, scope: !64)
!72 = !DILocation(line: 6, column: 44, scope: !64)
!73 = !DILocation(line: 6, column: 24, scope: !64)
!74 = !DILocation(line: 6, column: 16, scope: !64)
!75 = !DILocation(line: 7, column: 1, scope: !40)
!76 = distinct !DISubprogram(name: "cross_all", linkageName: "_Z9cross_allPK4Vec3S1_PS_i", scope: !1, file: !1, line: 8, type: !77, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79, !79, !81, !46}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!82 = !DILocalVariable(name: "a", arg: 1, scope: !76, file: !1, line: 8, type: !79)
!83 = !DILocation(line: 0, scope: !76)
!84 = !DILocalVariable(name: "b", arg: 2, scope: !76, file: !1, line: 8, type: !79)
!85 = !DILocalVariable(name: "out", arg: 3, scope: !76, file: !1, line: 8, type: !81)
!86 = !DILocalVariable(name: "n", arg: 4, scope: !76, file: !1, line: 8, type: !46)
!87 = !DILocation(line: 11, column: 67, scope: !88, inlinedAt: !89)
!88 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !57, file: !57, line: 11, type: !58, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!89 = distinct !DILocation(line: 9, column: 11, scope: !76)
!90 = !DILocation(line: 10, column: 66, scope: !91, inlinedAt: !92)
!91 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !57, file: !57, line: 10, type: !58, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!92 = distinct !DILocation(line: 9, column: 23, scope: !76)
!93 = !DILocation(line: 9, column: 21, scope: !76)
!94 = !DILocation(line: 9, column: 65, scope: !56, inlinedAt: !95)
!95 = distinct !DILocation(line: 9, column: 34, scope: !76)
!96 = !DILocation(line: 9, column: 32, scope: !76)
!97 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 9, type: !46)
!98 = !DILocation(line: 10, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !76, file: !1, line: 10, column: 7)
!100 = !DILocation(line: 10, column: 29, scope: !99)
!101 = !DILocation(line: 10, column: 35, scope: !99)
!102 = !DILocation(line: 10, column: 23, scope: !99)
!103 = !DILocation(line: 10, column: 14, scope: !99)
!104 = !DILocation(line: 10, column: 21, scope: !99)
!105 = !DILocation(line: 11, column: 1, scope: !76)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
