; ModuleID = 'structs.cu'
source_filename = "structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Params = type { i32, float, float, i32 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %a, ptr noundef byval(%struct.Vec3) align 4 %b) #0 !dbg !8 {
entry:
  %retval = alloca %struct.Vec3, align 4
    #dbg_declare(ptr %a, !18, !DIExpression(), !19)
    #dbg_declare(ptr %b, !20, !DIExpression(), !21)
    #dbg_declare(ptr %retval, !22, !DIExpression(), !23)
  %x = getelementptr inbounds nuw %struct.Vec3, ptr %retval, i32 0, i32 0, !dbg !24
  %y = getelementptr inbounds nuw %struct.Vec3, ptr %a, i32 0, i32 1, !dbg !25
  %0 = load float, ptr %y, align 4, !dbg !25
  %z = getelementptr inbounds nuw %struct.Vec3, ptr %b, i32 0, i32 2, !dbg !26
  %1 = load float, ptr %z, align 4, !dbg !26
  %mul = fmul contract float %0, %1, !dbg !27
  %z1 = getelementptr inbounds nuw %struct.Vec3, ptr %a, i32 0, i32 2, !dbg !28
  %2 = load float, ptr %z1, align 4, !dbg !28
  %y2 = getelementptr inbounds nuw %struct.Vec3, ptr %b, i32 0, i32 1, !dbg !29
  %3 = load float, ptr %y2, align 4, !dbg !29
  %mul3 = fmul contract float %2, %3, !dbg !30
  %sub = fsub contract float %mul, %mul3, !dbg !31
  store float %sub, ptr %x, align 4, !dbg !24
  %y4 = getelementptr inbounds nuw %struct.Vec3, ptr %retval, i32 0, i32 1, !dbg !24
  %z5 = getelementptr inbounds nuw %struct.Vec3, ptr %a, i32 0, i32 2, !dbg !32
  %4 = load float, ptr %z5, align 4, !dbg !32
  %x6 = getelementptr inbounds nuw %struct.Vec3, ptr %b, i32 0, i32 0, !dbg !33
  %5 = load float, ptr %x6, align 4, !dbg !33
  %mul7 = fmul contract float %4, %5, !dbg !34
  %x8 = getelementptr inbounds nuw %struct.Vec3, ptr %a, i32 0, i32 0, !dbg !35
  %6 = load float, ptr %x8, align 4, !dbg !35
  %z9 = getelementptr inbounds nuw %struct.Vec3, ptr %b, i32 0, i32 2, !dbg !36
  %7 = load float, ptr %z9, align 4, !dbg !36
  %mul10 = fmul contract float %6, %7, !dbg !37
  %sub11 = fsub contract float %mul7, %mul10, !dbg !38
  store float %sub11, ptr %y4, align 4, !dbg !24
  %z12 = getelementptr inbounds nuw %struct.Vec3, ptr %retval, i32 0, i32 2, !dbg !24
  %x13 = getelementptr inbounds nuw %struct.Vec3, ptr %a, i32 0, i32 0, !dbg !39
  %8 = load float, ptr %x13, align 4, !dbg !39
  %y14 = getelementptr inbounds nuw %struct.Vec3, ptr %b, i32 0, i32 1, !dbg !40
  %9 = load float, ptr %y14, align 4, !dbg !40
  %mul15 = fmul contract float %8, %9, !dbg !41
  %y16 = getelementptr inbounds nuw %struct.Vec3, ptr %a, i32 0, i32 1, !dbg !42
  %10 = load float, ptr %y16, align 4, !dbg !42
  %x17 = getelementptr inbounds nuw %struct.Vec3, ptr %b, i32 0, i32 0, !dbg !43
  %11 = load float, ptr %x17, align 4, !dbg !43
  %mul18 = fmul contract float %10, %11, !dbg !44
  %sub19 = fsub contract float %mul15, %mul18, !dbg !45
  store float %sub19, ptr %z12, align 4, !dbg !24
  %12 = load %struct.Vec3, ptr %retval, align 4, !dbg !46
  ret %struct.Vec3 %12, !dbg !46
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12apply_params6ParamsPf(ptr noundef byval(%struct.Params) align 4 %p, ptr noundef %data) #1 !dbg !47 {
entry:
  %data.addr = alloca ptr, align 8
  %i = alloca i32, align 4
    #dbg_declare(ptr %p, !58, !DIExpression(), !59)
  store ptr %data, ptr %data.addr, align 8
    #dbg_declare(ptr %data.addr, !60, !DIExpression(), !61)
    #dbg_declare(ptr %i, !62, !DIExpression(), !63)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  store i32 %0, ptr %i, align 4, !dbg !63
  %1 = load i32, ptr %i, align 4, !dbg !71
  %n = getelementptr inbounds nuw %struct.Params, ptr %p, i32 0, i32 0, !dbg !73
  %2 = load i32, ptr %n, align 4, !dbg !73
  %cmp = icmp slt i32 %1, %2, !dbg !74
  br i1 %cmp, label %if.then, label %if.end, !dbg !74

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %data.addr, align 8, !dbg !75
  %4 = load i32, ptr %i, align 4, !dbg !76
  %idxprom = sext i32 %4 to i64, !dbg !75
  %arrayidx = getelementptr inbounds float, ptr %3, i64 %idxprom, !dbg !75
  %5 = load float, ptr %arrayidx, align 4, !dbg !75
  %scale = getelementptr inbounds nuw %struct.Params, ptr %p, i32 0, i32 1, !dbg !77
  %6 = load float, ptr %scale, align 4, !dbg !77
  %mul = fmul contract float %5, %6, !dbg !78
  %flags = getelementptr inbounds nuw %struct.Params, ptr %p, i32 0, i32 3, !dbg !79
  %7 = load i32, ptr %flags, align 4, !dbg !79
  %and = and i32 %7, 1, !dbg !80
  %tobool = icmp ne i32 %and, 0, !dbg !81
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !81

cond.true:                                        ; preds = %if.then
  %bias = getelementptr inbounds nuw %struct.Params, ptr %p, i32 0, i32 2, !dbg !82
  %8 = load float, ptr %bias, align 4, !dbg !82
  br label %cond.end, !dbg !81

cond.false:                                       ; preds = %if.then
  br label %cond.end, !dbg !81

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi contract float [ %8, %cond.true ], [ 0.000000e+00, %cond.false ], !dbg !81
  %add = fadd contract float %mul, %cond, !dbg !83
  %9 = load ptr, ptr %data.addr, align 8, !dbg !84
  %10 = load i32, ptr %i, align 4, !dbg !85
  %idxprom1 = sext i32 %10 to i64, !dbg !84
  %arrayidx2 = getelementptr inbounds float, ptr %9, i64 %idxprom1, !dbg !84
  store float %add, ptr %arrayidx2, align 4, !dbg !86
  br label %if.end, !dbg !84

if.end:                                           ; preds = %cond.end, %entry
  ret void, !dbg !87
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9cross_allPK4Vec3S1_PS_i(ptr noundef %a, ptr noundef %b, ptr noundef %out, i32 noundef %n) #1 !dbg !88 {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %ref.tmp = alloca %struct.Vec3, align 4
  %agg.tmp = alloca %struct.Vec3, align 4
  %agg.tmp3 = alloca %struct.Vec3, align 4
  store ptr %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !94, !DIExpression(), !95)
  store ptr %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !96, !DIExpression(), !97)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !98, !DIExpression(), !99)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !100, !DIExpression(), !101)
    #dbg_declare(ptr %i, !102, !DIExpression(), !103)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !104
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !107
  %mul = mul i32 %0, %1, !dbg !110
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !111
  %add = add i32 %mul, %2, !dbg !113
  store i32 %add, ptr %i, align 4, !dbg !103
  %3 = load i32, ptr %i, align 4, !dbg !114
  %4 = load i32, ptr %n.addr, align 4, !dbg !116
  %cmp = icmp slt i32 %3, %4, !dbg !117
  br i1 %cmp, label %if.then, label %if.end, !dbg !117

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %a.addr, align 8, !dbg !118
  %6 = load i32, ptr %i, align 4, !dbg !119
  %idxprom = sext i32 %6 to i64, !dbg !118
  %arrayidx = getelementptr inbounds %struct.Vec3, ptr %5, i64 %idxprom, !dbg !118
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %agg.tmp, ptr align 4 %arrayidx, i64 12, i1 false), !dbg !118
  %7 = load ptr, ptr %b.addr, align 8, !dbg !120
  %8 = load i32, ptr %i, align 4, !dbg !121
  %idxprom4 = sext i32 %8 to i64, !dbg !120
  %arrayidx5 = getelementptr inbounds %struct.Vec3, ptr %7, i64 %idxprom4, !dbg !120
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %agg.tmp3, ptr align 4 %arrayidx5, i64 12, i1 false), !dbg !120
  %call6 = call %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %agg.tmp, ptr noundef byval(%struct.Vec3) align 4 %agg.tmp3) #4, !dbg !122
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %ref.tmp, i32 0, i32 0, !dbg !122
  %10 = extractvalue %struct.Vec3 %call6, 0, !dbg !122
  store float %10, ptr %9, align 4, !dbg !122
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %ref.tmp, i32 0, i32 1, !dbg !122
  %12 = extractvalue %struct.Vec3 %call6, 1, !dbg !122
  store float %12, ptr %11, align 4, !dbg !122
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %ref.tmp, i32 0, i32 2, !dbg !122
  %14 = extractvalue %struct.Vec3 %call6, 2, !dbg !122
  store float %14, ptr %13, align 4, !dbg !122
  %15 = load ptr, ptr %out.addr, align 8, !dbg !123
  %16 = load i32, ptr %i, align 4, !dbg !124
  %idxprom7 = sext i32 %16 to i64, !dbg !123
  %arrayidx8 = getelementptr inbounds %struct.Vec3, ptr %15, i64 %idxprom7, !dbg !123
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %arrayidx8, ptr align 4 %ref.tmp, i64 12, i1 false), !dbg !125
  br label %if.end, !dbg !123

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !126
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!22 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 3, type: !11)
!23 = !DILocation(line: 3, column: 59, scope: !8)
!24 = !DILocation(line: 3, column: 63, scope: !8)
!25 = !DILocation(line: 3, column: 67, scope: !8)
!26 = !DILocation(line: 3, column: 73, scope: !8)
!27 = !DILocation(line: 3, column: 69, scope: !8)
!28 = !DILocation(line: 3, column: 79, scope: !8)
!29 = !DILocation(line: 3, column: 85, scope: !8)
!30 = !DILocation(line: 3, column: 81, scope: !8)
!31 = !DILocation(line: 3, column: 75, scope: !8)
!32 = !DILocation(line: 3, column: 90, scope: !8)
!33 = !DILocation(line: 3, column: 96, scope: !8)
!34 = !DILocation(line: 3, column: 92, scope: !8)
!35 = !DILocation(line: 3, column: 102, scope: !8)
!36 = !DILocation(line: 3, column: 108, scope: !8)
!37 = !DILocation(line: 3, column: 104, scope: !8)
!38 = !DILocation(line: 3, column: 98, scope: !8)
!39 = !DILocation(line: 3, column: 113, scope: !8)
!40 = !DILocation(line: 3, column: 119, scope: !8)
!41 = !DILocation(line: 3, column: 115, scope: !8)
!42 = !DILocation(line: 3, column: 125, scope: !8)
!43 = !DILocation(line: 3, column: 131, scope: !8)
!44 = !DILocation(line: 3, column: 127, scope: !8)
!45 = !DILocation(line: 3, column: 121, scope: !8)
!46 = !DILocation(line: 3, column: 136, scope: !8)
!47 = distinct !DISubprogram(name: "apply_params", linkageName: "_Z12apply_params6ParamsPf", scope: !1, file: !1, line: 4, type: !48, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50, !57}
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Params", file: !1, line: 1, size: 128, flags: DIFlagTypePassByValue, elements: !51, identifier: "_ZTS6Params")
!51 = !{!52, !54, !55, !56}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !50, file: !1, line: 1, baseType: !53, size: 32)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !50, file: !1, line: 1, baseType: !14, size: 32, offset: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !50, file: !1, line: 1, baseType: !14, size: 32, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !50, file: !1, line: 1, baseType: !53, size: 32, offset: 96)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!58 = !DILocalVariable(name: "p", arg: 1, scope: !47, file: !1, line: 4, type: !50)
!59 = !DILocation(line: 4, column: 37, scope: !47)
!60 = !DILocalVariable(name: "data", arg: 2, scope: !47, file: !1, line: 4, type: !57)
!61 = !DILocation(line: 4, column: 47, scope: !47)
!62 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 5, type: !53)
!63 = !DILocation(line: 5, column: 7, scope: !47)
!64 = !DILocation(line: 9, column: 65, scope: !65, inlinedAt: !70)
!65 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !66, file: !66, line: 9, type: !67, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!66 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!67 = !DISubroutineType(types: !68)
!68 = !{!69}
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = distinct !DILocation(line: 5, column: 11, scope: !47)
!71 = !DILocation(line: 6, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !47, file: !1, line: 6, column: 7)
!73 = !DILocation(line: 6, column: 13, scope: !72)
!74 = !DILocation(line: 6, column: 9, scope: !72)
!75 = !DILocation(line: 6, column: 26, scope: !72)
!76 = !DILocation(line: 6, column: 31, scope: !72)
!77 = !DILocation(line: 6, column: 38, scope: !72)
!78 = !DILocation(line: 6, column: 34, scope: !72)
!79 = !DILocation(line: 6, column: 50, scope: !72)
!80 = !DILocation(line: 6, column: 56, scope: !72)
!81 = !DILocation(line: 6, column: 47, scope: !72)
!82 = !DILocation(line: 6, column: 65, scope: !72)
!83 = !DILocation(line: 6, column: 44, scope: !72)
!84 = !DILocation(line: 6, column: 16, scope: !72)
!85 = !DILocation(line: 6, column: 21, scope: !72)
!86 = !DILocation(line: 6, column: 24, scope: !72)
!87 = !DILocation(line: 7, column: 1, scope: !47)
!88 = distinct !DISubprogram(name: "cross_all", linkageName: "_Z9cross_allPK4Vec3S1_PS_i", scope: !1, file: !1, line: 8, type: !89, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91, !91, !93, !53}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!94 = !DILocalVariable(name: "a", arg: 1, scope: !88, file: !1, line: 8, type: !91)
!95 = !DILocation(line: 8, column: 39, scope: !88)
!96 = !DILocalVariable(name: "b", arg: 2, scope: !88, file: !1, line: 8, type: !91)
!97 = !DILocation(line: 8, column: 54, scope: !88)
!98 = !DILocalVariable(name: "out", arg: 3, scope: !88, file: !1, line: 8, type: !93)
!99 = !DILocation(line: 8, column: 63, scope: !88)
!100 = !DILocalVariable(name: "n", arg: 4, scope: !88, file: !1, line: 8, type: !53)
!101 = !DILocation(line: 8, column: 72, scope: !88)
!102 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 9, type: !53)
!103 = !DILocation(line: 9, column: 7, scope: !88)
!104 = !DILocation(line: 11, column: 67, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !66, file: !66, line: 11, type: !67, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!106 = distinct !DILocation(line: 9, column: 11, scope: !88)
!107 = !DILocation(line: 10, column: 66, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !66, file: !66, line: 10, type: !67, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!109 = distinct !DILocation(line: 9, column: 23, scope: !88)
!110 = !DILocation(line: 9, column: 21, scope: !88)
!111 = !DILocation(line: 9, column: 65, scope: !65, inlinedAt: !112)
!112 = distinct !DILocation(line: 9, column: 34, scope: !88)
!113 = !DILocation(line: 9, column: 32, scope: !88)
!114 = !DILocation(line: 10, column: 7, scope: !115)
!115 = distinct !DILexicalBlock(scope: !88, file: !1, line: 10, column: 7)
!116 = !DILocation(line: 10, column: 11, scope: !115)
!117 = !DILocation(line: 10, column: 9, scope: !115)
!118 = !DILocation(line: 10, column: 29, scope: !115)
!119 = !DILocation(line: 10, column: 31, scope: !115)
!120 = !DILocation(line: 10, column: 35, scope: !115)
!121 = !DILocation(line: 10, column: 37, scope: !115)
!122 = !DILocation(line: 10, column: 23, scope: !115)
!123 = !DILocation(line: 10, column: 14, scope: !115)
!124 = !DILocation(line: 10, column: 18, scope: !115)
!125 = !DILocation(line: 10, column: 21, scope: !115)
!126 = !DILocation(line: 11, column: 1, scope: !88)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
