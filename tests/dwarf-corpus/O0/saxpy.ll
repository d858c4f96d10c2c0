; ModuleID = 'saxpy.cu'
source_filename = "saxpy.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr noundef %x, ptr noundef %y) #0 !dbg !8 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca float, align 4
  %x.addr = alloca ptr, align 8
  %y.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !17, !DIExpression(), !18)
  store float %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !19, !DIExpression(), !20)
  store ptr %x, ptr %x.addr, align 8
    #dbg_declare(ptr %x.addr, !21, !DIExpression(), !22)
  store ptr %y, ptr %y.addr, align 8
    #dbg_declare(ptr %y.addr, !23, !DIExpression(), !24)
    #dbg_declare(ptr %i, !25, !DIExpression(), !26)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %mul = mul i32 %0, %1, !dbg !37
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %add = add i32 %mul, %2, !dbg !41
  store i32 %add, ptr %i, align 4, !dbg !26
  %3 = load i32, ptr %i, align 4, !dbg !42
  %4 = load i32, ptr %n.addr, align 4, !dbg !44
  %cmp = icmp slt i32 %3, %4, !dbg !45
  br i1 %cmp, label %if.then, label %if.end, !dbg !45

if.then:                                          ; preds = %entry
  %5 = load float, ptr %a.addr, align 4, !dbg !46
  %6 = load ptr, ptr %x.addr, align 8, !dbg !47
  %7 = load i32, ptr %i, align 4, !dbg !48
  %idxprom = sext i32 %7 to i64, !dbg !47
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %idxprom, !dbg !47
  %8 = load float, ptr %arrayidx, align 4, !dbg !47
  %mul3 = fmul contract float %5, %8, !dbg !49
  %9 = load ptr, ptr %y.addr, align 8, !dbg !50
  %10 = load i32, ptr %i, align 4, !dbg !51
  %idxprom4 = sext i32 %10 to i64, !dbg !50
  %arrayidx5 = getelementptr inbounds float, ptr %9, i64 %idxprom4, !dbg !50
  %11 = load float, ptr %arrayidx5, align 4, !dbg !50
  %add6 = fadd contract float %mul3, %11, !dbg !52
  %12 = load ptr, ptr %y.addr, align 8, !dbg !53
  %13 = load i32, ptr %i, align 4, !dbg !54
  %idxprom7 = sext i32 %13 to i64, !dbg !53
  %arrayidx8 = getelementptr inbounds float, ptr %12, i64 %idxprom7, !dbg !53
  store float %add6, ptr %arrayidx8, align 4, !dbg !55
  br label %if.end, !dbg !53

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !56
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13saxpy_stridedifPKfPf(i32 noundef %n, float noundef %a, ptr noundef %x, ptr noundef %y) #0 !dbg !57 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca float, align 4
  %x.addr = alloca ptr, align 8
  %y.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !58, !DIExpression(), !59)
  store float %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !60, !DIExpression(), !61)
  store ptr %x, ptr %x.addr, align 8
    #dbg_declare(ptr %x.addr, !62, !DIExpression(), !63)
  store ptr %y, ptr %y.addr, align 8
    #dbg_declare(ptr %y.addr, !64, !DIExpression(), !65)
    #dbg_declare(ptr %i, !66, !DIExpression(), !68)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !69
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !71
  %mul = mul i32 %0, %1, !dbg !73
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !74
  %add = add i32 %mul, %2, !dbg !76
  store i32 %add, ptr %i, align 4, !dbg !68
  br label %for.cond, !dbg !77

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !78
  %4 = load i32, ptr %n.addr, align 4, !dbg !80
  %cmp = icmp slt i32 %3, %4, !dbg !81
  br i1 %cmp, label %for.body, label %for.end, !dbg !82

for.body:                                         ; preds = %for.cond
  %5 = load float, ptr %a.addr, align 4, !dbg !83
  %6 = load ptr, ptr %x.addr, align 8, !dbg !84
  %7 = load i32, ptr %i, align 4, !dbg !85
  %idxprom = sext i32 %7 to i64, !dbg !84
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %idxprom, !dbg !84
  %8 = load float, ptr %arrayidx, align 4, !dbg !84
  %mul3 = fmul contract float %5, %8, !dbg !86
  %9 = load ptr, ptr %y.addr, align 8, !dbg !87
  %10 = load i32, ptr %i, align 4, !dbg !88
  %idxprom4 = sext i32 %10 to i64, !dbg !87
  %arrayidx5 = getelementptr inbounds float, ptr %9, i64 %idxprom4, !dbg !87
  %11 = load float, ptr %arrayidx5, align 4, !dbg !87
  %add6 = fadd contract float %mul3, %11, !dbg !89
  %12 = load ptr, ptr %y.addr, align 8, !dbg !90
  %13 = load i32, ptr %i, align 4, !dbg !91
  %idxprom7 = sext i32 %13 to i64, !dbg !90
  %arrayidx8 = getelementptr inbounds float, ptr %12, i64 %idxprom7, !dbg !90
  store float %add6, ptr %arrayidx8, align 4, !dbg !92
  br label %for.inc, !dbg !90

for.inc:                                          ; preds = %for.body
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !93
  %mul10 = mul i32 %14, 1024, !dbg !95
  %15 = load i32, ptr %i, align 4, !dbg !96
  %add11 = add i32 %15, %mul10, !dbg !96
  store i32 %add11, ptr %i, align 4, !dbg !96
  br label %for.cond, !dbg !97, !llvm.loop !98

for.end:                                          ; preds = %for.cond
  ret void, !dbg !101
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "saxpy.cu", directory: "/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "saxpy", linkageName: "_Z5saxpyifPKfPf", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11, !12, !13, !15}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!16 = !{}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !8, file: !1, line: 1, type: !11)
!18 = !DILocation(line: 1, column: 27, scope: !8)
!19 = !DILocalVariable(name: "a", arg: 2, scope: !8, file: !1, line: 1, type: !12)
!20 = !DILocation(line: 1, column: 36, scope: !8)
!21 = !DILocalVariable(name: "x", arg: 3, scope: !8, file: !1, line: 1, type: !13)
!22 = !DILocation(line: 1, column: 52, scope: !8)
!23 = !DILocalVariable(name: "y", arg: 4, scope: !8, file: !1, line: 1, type: !15)
!24 = !DILocation(line: 1, column: 62, scope: !8)
!25 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 2, type: !11)
!26 = !DILocation(line: 2, column: 7, scope: !8)
!27 = !DILocation(line: 11, column: 67, scope: !28, inlinedAt: !33)
!28 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !29, file: !29, line: 11, type: !30, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!29 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = distinct !DILocation(line: 2, column: 11, scope: !8)
!34 = !DILocation(line: 10, column: 66, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !29, file: !29, line: 10, type: !30, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 2, column: 23, scope: !8)
!37 = !DILocation(line: 2, column: 21, scope: !8)
!38 = !DILocation(line: 9, column: 65, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !29, file: !29, line: 9, type: !30, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!40 = distinct !DILocation(line: 2, column: 34, scope: !8)
!41 = !DILocation(line: 2, column: 32, scope: !8)
!42 = !DILocation(line: 3, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !8, file: !1, line: 3, column: 7)
!44 = !DILocation(line: 3, column: 11, scope: !43)
!45 = !DILocation(line: 3, column: 9, scope: !43)
!46 = !DILocation(line: 3, column: 21, scope: !43)
!47 = !DILocation(line: 3, column: 25, scope: !43)
!48 = !DILocation(line: 3, column: 27, scope: !43)
!49 = !DILocation(line: 3, column: 23, scope: !43)
!50 = !DILocation(line: 3, column: 32, scope: !43)
!51 = !DILocation(line: 3, column: 34, scope: !43)
!52 = !DILocation(line: 3, column: 30, scope: !43)
!53 = !DILocation(line: 3, column: 14, scope: !43)
!54 = !DILocation(line: 3, column: 16, scope: !43)
!55 = !DILocation(line: 3, column: 19, scope: !43)
!56 = !DILocation(line: 4, column: 1, scope: !8)
!57 = distinct !DISubprogram(name: "saxpy_strided", linkageName: "_Z13saxpy_stridedifPKfPf", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!58 = !DILocalVariable(name: "n", arg: 1, scope: !57, file: !1, line: 5, type: !11)
!59 = !DILocation(line: 5, column: 35, scope: !57)
!60 = !DILocalVariable(name: "a", arg: 2, scope: !57, file: !1, line: 5, type: !12)
!61 = !DILocation(line: 5, column: 44, scope: !57)
!62 = !DILocalVariable(name: "x", arg: 3, scope: !57, file: !1, line: 5, type: !13)
!63 = !DILocation(line: 5, column: 60, scope: !57)
!64 = !DILocalVariable(name: "y", arg: 4, scope: !57, file: !1, line: 5, type: !15)
!65 = !DILocation(line: 5, column: 70, scope: !57)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 6, type: !11)
!67 = distinct !DILexicalBlock(scope: !57, file: !1, line: 6, column: 3)
!68 = !DILocation(line: 6, column: 12, scope: !67)
!69 = !DILocation(line: 11, column: 67, scope: !28, inlinedAt: !70)
!70 = distinct !DILocation(line: 6, column: 16, scope: !67)
!71 = !DILocation(line: 10, column: 66, scope: !35, inlinedAt: !72)
!72 = distinct !DILocation(line: 6, column: 28, scope: !67)
!73 = !DILocation(line: 6, column: 26, scope: !67)
!74 = !DILocation(line: 9, column: 65, scope: !39, inlinedAt: !75)
!75 = distinct !DILocation(line: 6, column: 39, scope: !67)
!76 = !DILocation(line: 6, column: 37, scope: !67)
!77 = !DILocation(line: 6, column: 8, scope: !67)
!78 = !DILocation(line: 6, column: 48, scope: !79)
!79 = distinct !DILexicalBlock(scope: !67, file: !1, line: 6, column: 3)
!80 = !DILocation(line: 6, column: 52, scope: !79)
!81 = !DILocation(line: 6, column: 50, scope: !79)
!82 = !DILocation(line: 6, column: 3, scope: !67)
!83 = !DILocation(line: 6, column: 84, scope: !79)
!84 = !DILocation(line: 6, column: 88, scope: !79)
!85 = !DILocation(line: 6, column: 90, scope: !79)
!86 = !DILocation(line: 6, column: 86, scope: !79)
!87 = !DILocation(line: 6, column: 95, scope: !79)
!88 = !DILocation(line: 6, column: 97, scope: !79)
!89 = !DILocation(line: 6, column: 93, scope: !79)
!90 = !DILocation(line: 6, column: 77, scope: !79)
!91 = !DILocation(line: 6, column: 79, scope: !79)
!92 = !DILocation(line: 6, column: 82, scope: !79)
!93 = !DILocation(line: 10, column: 66, scope: !35, inlinedAt: !94)
!94 = distinct !DILocation(line: 6, column: 60, scope: !79)
!95 = !DILocation(line: 6, column: 69, scope: !79)
!96 = !DILocation(line: 6, column: 57, scope: !79)
!97 = !DILocation(line: 6, column: 3, scope: !79)
!98 = distinct !{!98, !82, !99, !100}
!99 = !DILocation(line: 6, column: 98, scope: !67)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 7, column: 1, scope: !57)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
