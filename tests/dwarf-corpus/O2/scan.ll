; ModuleID = '/work/main/tests/dwarf-corpus/O2/scan.tmp.ll'
source_filename = "scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scan_blockPKiPiiE4temp = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10scan_blockPKiPii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !2 {
entry:
    #dbg_value(ptr %in, !22, !DIExpression(), !23)
    #dbg_value(ptr %out, !24, !DIExpression(), !23)
    #dbg_value(i32 %n, !25, !DIExpression(), !23)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
    #dbg_value(i32 %0, !33, !DIExpression(), !23)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !35, !DIExpression(), !23)
  %cmp = icmp slt i32 %0, %n, !dbg !36
  %idxprom = zext nneg i32 %0 to i64
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !37

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds nuw i32, ptr %in, i64 %idxprom
  %1 = load i32, ptr %arrayidx, align 4, !dbg !38
  br label %cond.end, !dbg !37

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %1, %cond.true ], [ 0, %entry ], !dbg !37
  %arrayidx2 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %idxprom, !dbg !39
  store i32 %cond, ptr %arrayidx2, align 4, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
    #dbg_value(i32 1, !46, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !46, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !35, !DIExpression(), !23)
  %cmp5.not = icmp eq i32 %0, 0, !dbg !49
  %2 = load i32, ptr %arrayidx2, align 4, !dbg !53
  br i1 %cmp5.not, label %if.else, label %if.then, !dbg !49

if.then:                                          ; preds = %cond.end
  %3 = zext nneg i32 %0 to i64, !dbg !54
  %4 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %3, !dbg !54
  %arrayidx12 = getelementptr i8, ptr %4, i64 -4, !dbg !54
  %5 = load i32, ptr %arrayidx12, align 4, !dbg !54
  %add13 = add nsw i32 %5, %2, !dbg !55
  %6 = zext nneg i32 %0 to i64, !dbg !56
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %6, !dbg !56
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %7, i64 1024, !dbg !56
  store i32 %add13, ptr %arrayidx17, align 4, !dbg !57
  br label %if.end, !dbg !56

if.else:                                          ; preds = %cond.end
  store i32 %2, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 1024), align 4, !dbg !58
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 2, !46, !DIExpression(), !48)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !35, !DIExpression(), !23)
  %cmp5.not.1 = icmp samesign ult i32 %0, 2, !dbg !49
  %8 = zext nneg i32 %0 to i64, !dbg !53
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %8, !dbg !53
  %arrayidx21.1 = getelementptr inbounds nuw i8, ptr %9, i64 1024, !dbg !53
  %10 = load i32, ptr %arrayidx21.1, align 4, !dbg !53
  br i1 %cmp5.not.1, label %if.end.1, label %if.then.1, !dbg !49

if.then.1:                                        ; preds = %if.end
  %11 = zext nneg i32 %0 to i64, !dbg !54
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %11, !dbg !54
  %arrayidx12.1 = getelementptr inbounds nuw i8, ptr %12, i64 1016, !dbg !54
  %13 = load i32, ptr %arrayidx12.1, align 4, !dbg !54
  %add13.1 = add nsw i32 %13, %10, !dbg !55
  br label %if.end.1, !dbg !56

if.end.1:                                         ; preds = %if.end, %if.then.1
  %storemerge = phi i32 [ %add13.1, %if.then.1 ], [ %10, %if.end ], !dbg !53
  store i32 %storemerge, ptr %arrayidx2, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 4, !46, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !35, !DIExpression(), !23)
  %cmp5.not.2 = icmp samesign ult i32 %0, 4, !dbg !49
  %14 = load i32, ptr %arrayidx2, align 4, !dbg !53
  %15 = zext nneg i32 %0 to i64, !dbg !53
  br i1 %cmp5.not.2, label %if.end.2, label %if.then.2, !dbg !49

if.then.2:                                        ; preds = %if.end.1
  %16 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %15, !dbg !53
  %arrayidx12.2 = getelementptr i8, ptr %16, i64 -16, !dbg !54
  %17 = load i32, ptr %arrayidx12.2, align 4, !dbg !54
  %add13.2 = add nsw i32 %17, %14, !dbg !55
  %18 = zext nneg i32 %0 to i64, !dbg !56
  br label %if.end.2, !dbg !56

if.end.2:                                         ; preds = %if.end.1, %if.then.2
  %19 = phi i64 [ %18, %if.then.2 ], [ %15, %if.end.1 ]
  %.sink = phi i32 [ %add13.2, %if.then.2 ], [ %14, %if.end.1 ]
  %20 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %19, !dbg !56
  %arrayidx25.2 = getelementptr inbounds nuw i8, ptr %20, i64 1024, !dbg !53
  store i32 %.sink, ptr %arrayidx25.2, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 8, !46, !DIExpression(), !48)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !35, !DIExpression(), !23)
  %cmp5.not.3 = icmp samesign ult i32 %0, 8, !dbg !49
  %21 = zext nneg i32 %0 to i64, !dbg !53
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %21, !dbg !53
  %arrayidx21.3 = getelementptr inbounds nuw i8, ptr %22, i64 1024, !dbg !53
  %23 = load i32, ptr %arrayidx21.3, align 4, !dbg !53
  br i1 %cmp5.not.3, label %if.end.3, label %if.then.3, !dbg !49

if.then.3:                                        ; preds = %if.end.2
  %24 = zext nneg i32 %0 to i64, !dbg !54
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %24, !dbg !54
  %arrayidx12.3 = getelementptr inbounds nuw i8, ptr %25, i64 992, !dbg !54
  %26 = load i32, ptr %arrayidx12.3, align 4, !dbg !54
  %add13.3 = add nsw i32 %26, %23, !dbg !55
  br label %if.end.3, !dbg !56

if.end.3:                                         ; preds = %if.end.2, %if.then.3
  %storemerge24 = phi i32 [ %add13.3, %if.then.3 ], [ %23, %if.end.2 ], !dbg !53
  store i32 %storemerge24, ptr %arrayidx2, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 16, !46, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !35, !DIExpression(), !23)
  %cmp5.not.4 = icmp samesign ult i32 %0, 16, !dbg !49
  %27 = load i32, ptr %arrayidx2, align 4, !dbg !53
  %28 = zext nneg i32 %0 to i64, !dbg !53
  br i1 %cmp5.not.4, label %if.end.4, label %if.then.4, !dbg !49

if.then.4:                                        ; preds = %if.end.3
  %29 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %28, !dbg !53
  %arrayidx12.4 = getelementptr i8, ptr %29, i64 -64, !dbg !54
  %30 = load i32, ptr %arrayidx12.4, align 4, !dbg !54
  %add13.4 = add nsw i32 %30, %27, !dbg !55
  %31 = zext nneg i32 %0 to i64, !dbg !56
  br label %if.end.4, !dbg !56

if.end.4:                                         ; preds = %if.end.3, %if.then.4
  %32 = phi i64 [ %31, %if.then.4 ], [ %28, %if.end.3 ]
  %.sink28 = phi i32 [ %add13.4, %if.then.4 ], [ %27, %if.end.3 ]
  %33 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %32, !dbg !56
  %arrayidx25.4 = getelementptr inbounds nuw i8, ptr %33, i64 1024, !dbg !53
  store i32 %.sink28, ptr %arrayidx25.4, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 32, !46, !DIExpression(), !48)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !35, !DIExpression(), !23)
  %cmp5.not.5 = icmp samesign ult i32 %0, 32, !dbg !49
  %34 = zext nneg i32 %0 to i64, !dbg !53
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %34, !dbg !53
  %arrayidx21.5 = getelementptr inbounds nuw i8, ptr %35, i64 1024, !dbg !53
  %36 = load i32, ptr %arrayidx21.5, align 4, !dbg !53
  br i1 %cmp5.not.5, label %if.end.5, label %if.then.5, !dbg !49

if.then.5:                                        ; preds = %if.end.4
  %37 = zext nneg i32 %0 to i64, !dbg !54
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %37, !dbg !54
  %arrayidx12.5 = getelementptr inbounds nuw i8, ptr %38, i64 896, !dbg !54
  %39 = load i32, ptr %arrayidx12.5, align 4, !dbg !54
  %add13.5 = add nsw i32 %39, %36, !dbg !55
  br label %if.end.5, !dbg !56

if.end.5:                                         ; preds = %if.end.4, %if.then.5
  %storemerge25 = phi i32 [ %add13.5, %if.then.5 ], [ %36, %if.end.4 ], !dbg !53
  store i32 %storemerge25, ptr %arrayidx2, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 64, !46, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !35, !DIExpression(), !23)
  %cmp5.not.6 = icmp samesign ult i32 %0, 64, !dbg !49
  %40 = load i32, ptr %arrayidx2, align 4, !dbg !53
  %41 = zext nneg i32 %0 to i64, !dbg !53
  br i1 %cmp5.not.6, label %if.end.6, label %if.then.6, !dbg !49

if.then.6:                                        ; preds = %if.end.5
  %42 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %41, !dbg !53
  %arrayidx12.6 = getelementptr i8, ptr %42, i64 -256, !dbg !54
  %43 = load i32, ptr %arrayidx12.6, align 4, !dbg !54
  %add13.6 = add nsw i32 %43, %40, !dbg !55
  %44 = zext nneg i32 %0 to i64, !dbg !56
  br label %if.end.6, !dbg !56

if.end.6:                                         ; preds = %if.end.5, %if.then.6
  %45 = phi i64 [ %44, %if.then.6 ], [ %41, %if.end.5 ]
  %.sink30 = phi i32 [ %add13.6, %if.then.6 ], [ %40, %if.end.5 ]
  %46 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %45, !dbg !56
  %arrayidx25.6 = getelementptr inbounds nuw i8, ptr %46, i64 1024, !dbg !53
  store i32 %.sink30, ptr %arrayidx25.6, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 128, !46, !DIExpression(), !48)
    #dbg_value(i32 1, !34, !DIExpression(), !23)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
    #dbg_value(i32 1, !35, !DIExpression(), !23)
  %cmp5.not.7 = icmp samesign ult i32 %0, 128, !dbg !49
  %47 = zext nneg i32 %0 to i64, !dbg !53
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %47, !dbg !53
  %arrayidx21.7 = getelementptr inbounds nuw i8, ptr %48, i64 1024, !dbg !53
  %49 = load i32, ptr %arrayidx21.7, align 4, !dbg !53
  br i1 %cmp5.not.7, label %if.end.7, label %if.then.7, !dbg !49

if.then.7:                                        ; preds = %if.end.6
  %50 = zext nneg i32 %0 to i64, !dbg !54
  %51 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiiE4temp to ptr), i64 %50, !dbg !54
  %arrayidx12.7 = getelementptr inbounds nuw i8, ptr %51, i64 512, !dbg !54
  %52 = load i32, ptr %arrayidx12.7, align 4, !dbg !54
  %add13.7 = add nsw i32 %52, %49, !dbg !55
  br label %if.end.7, !dbg !56

if.end.7:                                         ; preds = %if.end.6, %if.then.7
  %storemerge26 = phi i32 [ %add13.7, %if.then.7 ], [ %49, %if.end.6 ], !dbg !53
  store i32 %storemerge26, ptr %arrayidx2, align 4, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
    #dbg_value(i32 256, !46, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !23)
  br i1 %cmp, label %if.then28, label %if.end35, !dbg !61

if.then28:                                        ; preds = %if.end.7
  %arrayidx34 = getelementptr inbounds nuw i32, ptr %out, i64 %idxprom
  %53 = load i32, ptr %arrayidx2, align 4, !dbg !63
  store i32 %53, ptr %arrayidx34, align 4, !dbg !64
  br label %if.end35, !dbg !65

if.end35:                                         ; preds = %if.then28, %if.end.7
  ret void, !dbg !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "temp", scope: !2, file: !3, line: 2, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "scan_block", linkageName: "_Z10scan_blockPKiPii", scope: !3, file: !3, line: 1, type: !4, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "scan.cu", directory: "/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 512)
!16 = !{i32 7, !"Dwarf Version", i32 2}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!22 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 1, type: !6)
!23 = !DILocation(line: 0, scope: !2)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 1, type: !9)
!25 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 1, type: !8)
!26 = !DILocation(line: 9, column: 65, scope: !27, inlinedAt: !32)
!27 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !28, file: !28, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10)
!28 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!29 = !DISubroutineType(types: !30)
!30 = !{!31}
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = distinct !DILocation(line: 3, column: 11, scope: !2)
!33 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 3, type: !8)
!34 = !DILocalVariable(name: "pout", scope: !2, file: !3, line: 4, type: !8)
!35 = !DILocalVariable(name: "pin", scope: !2, file: !3, line: 4, type: !8)
!36 = !DILocation(line: 5, column: 15, scope: !2)
!37 = !DILocation(line: 5, column: 13, scope: !2)
!38 = !DILocation(line: 5, column: 21, scope: !2)
!39 = !DILocation(line: 5, column: 3, scope: !2)
!40 = !DILocation(line: 5, column: 11, scope: !2)
!41 = !DILocation(line: 12, column: 60, scope: !42, inlinedAt: !45)
!42 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !28, file: !28, line: 12, type: !43, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10)
!43 = !DISubroutineType(types: !44)
!44 = !{null}
!45 = distinct !DILocation(line: 6, column: 3, scope: !2)
!46 = !DILocalVariable(name: "off", scope: !47, file: !3, line: 7, type: !8)
!47 = distinct !DILexicalBlock(scope: !2, file: !3, line: 7, column: 3)
!48 = !DILocation(line: 0, scope: !47)
!49 = !DILocation(line: 9, column: 11, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 9, column: 9)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 7, column: 42)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 7, column: 3)
!53 = !DILocation(line: 0, scope: !50)
!54 = !DILocation(line: 9, column: 64, scope: !50)
!55 = !DILocation(line: 9, column: 62, scope: !50)
!56 = !DILocation(line: 9, column: 19, scope: !50)
!57 = !DILocation(line: 9, column: 40, scope: !50)
!58 = !DILocation(line: 10, column: 31, scope: !50)
!59 = !DILocation(line: 12, column: 60, scope: !42, inlinedAt: !60)
!60 = distinct !DILocation(line: 11, column: 5, scope: !51)
!61 = !DILocation(line: 13, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 7)
!63 = !DILocation(line: 13, column: 23, scope: !62)
!64 = !DILocation(line: 13, column: 21, scope: !62)
!65 = !DILocation(line: 13, column: 14, scope: !62)
!66 = !DILocation(line: 14, column: 1, scope: !2)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
