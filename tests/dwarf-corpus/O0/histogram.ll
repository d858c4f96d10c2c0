; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_hist = dso_local addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4, !dbg !0
@_ZZ9histogramPKhiE10local_hist = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @global_hist to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9histogramPKhi(ptr noundef %data, i32 noundef %n) #0 !dbg !10 {
entry:
  %data.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
    #dbg_declare(ptr %data.addr, !27, !DIExpression(), !28)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !29, !DIExpression(), !30)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  %cmp = icmp ult i32 %0, 64, !dbg !38
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %idxprom = zext i32 %1 to i64, !dbg !41
  %arrayidx = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiE10local_hist to ptr), i64 0, i64 %idxprom, !dbg !41
  store i32 0, ptr %arrayidx, align 4, !dbg !42
  br label %if.end, !dbg !41

if.end:                                           ; preds = %if.then, %entry
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !43
    #dbg_declare(ptr %i, !48, !DIExpression(), !50)
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  %mul = mul i32 %2, %3, !dbg !57
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %add = add i32 %mul, %4, !dbg !60
  store i32 %add, ptr %i, align 4, !dbg !50
  br label %for.cond, !dbg !61

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i32, ptr %i, align 4, !dbg !62
  %6 = load i32, ptr %n.addr, align 4, !dbg !64
  %cmp5 = icmp slt i32 %5, %6, !dbg !65
  br i1 %cmp5, label %for.body, label %for.end, !dbg !66

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %data.addr, align 8, !dbg !67
  %8 = load i32, ptr %i, align 4, !dbg !68
  %idxprom6 = sext i32 %8 to i64, !dbg !67
  %arrayidx7 = getelementptr inbounds i8, ptr %7, i64 %idxprom6, !dbg !67
  %9 = load i8, ptr %arrayidx7, align 1, !dbg !67
  %conv = zext i8 %9 to i32, !dbg !67
  %and = and i32 %conv, 63, !dbg !69
  %idxprom8 = sext i32 %and to i64, !dbg !70
  %arrayidx9 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiE10local_hist to ptr), i64 0, i64 %idxprom8, !dbg !70
  %10 = atomicrmw add ptr %arrayidx9, i32 1 seq_cst, align 4, !dbg !71
  br label %for.inc, !dbg !71

for.inc:                                          ; preds = %for.body
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !72
  %mul11 = mul i32 %11, 128, !dbg !74
  %12 = load i32, ptr %i, align 4, !dbg !75
  %add12 = add i32 %12, %mul11, !dbg !75
  store i32 %add12, ptr %i, align 4, !dbg !75
  br label %for.cond, !dbg !76, !llvm.loop !77

for.end:                                          ; preds = %for.cond
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !80
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !82
  %cmp14 = icmp ult i32 %13, 64, !dbg !85
  br i1 %cmp14, label %if.then15, label %if.end22, !dbg !85

if.then15:                                        ; preds = %for.end
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !86
  %idxprom17 = zext i32 %14 to i64, !dbg !88
  %arrayidx18 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(1) @global_hist to ptr), i64 0, i64 %idxprom17, !dbg !88
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !89
  %idxprom20 = zext i32 %15 to i64, !dbg !91
  %arrayidx21 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiE10local_hist to ptr), i64 0, i64 %idxprom20, !dbg !91
  %16 = load i32, ptr %arrayidx21, align 4, !dbg !91
  %17 = atomicrmw add ptr %arrayidx18, i32 %16 seq_cst, align 4, !dbg !92
  br label %if.end22, !dbg !92

if.end22:                                         ; preds = %if.then15, %for.end
  ret void, !dbg !93
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!28 = !DILocation(line: 2, column: 48, scope: !10)
!29 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !3, line: 2, type: !6)
!30 = !DILocation(line: 2, column: 58, scope: !10)
!31 = !DILocation(line: 9, column: 65, scope: !32, inlinedAt: !36)
!32 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !33, file: !33, line: 9, type: !34, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!33 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!34 = !DISubroutineType(types: !35)
!35 = !{!18}
!36 = distinct !DILocation(line: 4, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !3, line: 4, column: 7)
!38 = !DILocation(line: 4, column: 15, scope: !37)
!39 = !DILocation(line: 9, column: 65, scope: !32, inlinedAt: !40)
!40 = distinct !DILocation(line: 4, column: 32, scope: !37)
!41 = !DILocation(line: 4, column: 21, scope: !37)
!42 = !DILocation(line: 4, column: 41, scope: !37)
!43 = !DILocation(line: 12, column: 60, scope: !44, inlinedAt: !47)
!44 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !33, file: !33, line: 12, type: !45, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!45 = !DISubroutineType(types: !46)
!46 = !{null}
!47 = distinct !DILocation(line: 5, column: 3, scope: !10)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 6, type: !6)
!49 = distinct !DILexicalBlock(scope: !10, file: !3, line: 6, column: 3)
!50 = !DILocation(line: 6, column: 12, scope: !49)
!51 = !DILocation(line: 11, column: 67, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !33, file: !33, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!53 = distinct !DILocation(line: 6, column: 16, scope: !49)
!54 = !DILocation(line: 10, column: 66, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !33, file: !33, line: 10, type: !34, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!56 = distinct !DILocation(line: 6, column: 28, scope: !49)
!57 = !DILocation(line: 6, column: 26, scope: !49)
!58 = !DILocation(line: 9, column: 65, scope: !32, inlinedAt: !59)
!59 = distinct !DILocation(line: 6, column: 39, scope: !49)
!60 = !DILocation(line: 6, column: 37, scope: !49)
!61 = !DILocation(line: 6, column: 8, scope: !49)
!62 = !DILocation(line: 6, column: 48, scope: !63)
!63 = distinct !DILexicalBlock(scope: !49, file: !3, line: 6, column: 3)
!64 = !DILocation(line: 6, column: 52, scope: !63)
!65 = !DILocation(line: 6, column: 50, scope: !63)
!66 = !DILocation(line: 6, column: 3, scope: !49)
!67 = !DILocation(line: 7, column: 46, scope: !63)
!68 = !DILocation(line: 7, column: 51, scope: !63)
!69 = !DILocation(line: 7, column: 54, scope: !63)
!70 = !DILocation(line: 7, column: 35, scope: !63)
!71 = !DILocation(line: 7, column: 5, scope: !63)
!72 = !DILocation(line: 10, column: 66, scope: !55, inlinedAt: !73)
!73 = distinct !DILocation(line: 6, column: 60, scope: !63)
!74 = !DILocation(line: 6, column: 69, scope: !63)
!75 = !DILocation(line: 6, column: 57, scope: !63)
!76 = !DILocation(line: 6, column: 3, scope: !63)
!77 = distinct !{!77, !66, !78, !79}
!78 = !DILocation(line: 7, column: 62, scope: !49)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 12, column: 60, scope: !44, inlinedAt: !81)
!81 = distinct !DILocation(line: 8, column: 3, scope: !10)
!82 = !DILocation(line: 9, column: 65, scope: !32, inlinedAt: !83)
!83 = distinct !DILocation(line: 9, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !10, file: !3, line: 9, column: 7)
!85 = !DILocation(line: 9, column: 15, scope: !84)
!86 = !DILocation(line: 9, column: 65, scope: !32, inlinedAt: !87)
!87 = distinct !DILocation(line: 9, column: 63, scope: !84)
!88 = !DILocation(line: 9, column: 51, scope: !84)
!89 = !DILocation(line: 9, column: 65, scope: !32, inlinedAt: !90)
!90 = distinct !DILocation(line: 9, column: 89, scope: !84)
!91 = !DILocation(line: 9, column: 78, scope: !84)
!92 = !DILocation(line: 9, column: 21, scope: !84)
!93 = !DILocation(line: 10, column: 1, scope: !10)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
