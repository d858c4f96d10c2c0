; ModuleID = '/work/main/tests/dwarf-corpus/O2/nbody.tmp.ll'
source_filename = "nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Body = type { float, float, float, float }

@softening = dso_local addrspace(4) externally_initialized constant float 0x3E112E0BE0000000, align 4, !dbg !0
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @softening to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10accumulatePK4BodyfffPfS2_S2_(ptr noundef readonly captures(none) %b, float noundef %px, float noundef %py, float noundef %pz, ptr noundef captures(none) %ax, ptr noundef captures(none) %ay, ptr noundef captures(none) %az) local_unnamed_addr #0 !dbg !12 {
entry:
    #dbg_value(ptr %b, !25, !DIExpression(), !26)
    #dbg_value(float %px, !27, !DIExpression(), !26)
    #dbg_value(float %py, !28, !DIExpression(), !26)
    #dbg_value(float %pz, !29, !DIExpression(), !26)
    #dbg_value(ptr %ax, !30, !DIExpression(), !26)
    #dbg_value(ptr %ay, !31, !DIExpression(), !26)
    #dbg_value(ptr %az, !32, !DIExpression(), !26)
  %0 = load float, ptr %b, align 4, !dbg !33
  %sub = fsub contract float %0, %px, !dbg !34
    #dbg_value(float %sub, !35, !DIExpression(), !26)
  %y = getelementptr inbounds nuw i8, ptr %b, i64 4, !dbg !36
  %1 = load float, ptr %y, align 4, !dbg !36
  %sub1 = fsub contract float %1, %py, !dbg !37
    #dbg_value(float %sub1, !38, !DIExpression(), !26)
  %z = getelementptr inbounds nuw i8, ptr %b, i64 8, !dbg !39
  %2 = load float, ptr %z, align 4, !dbg !39
  %sub2 = fsub contract float %2, %pz, !dbg !40
    #dbg_value(float %sub2, !41, !DIExpression(), !26)
  %mul = fmul contract float %sub, %sub, !dbg !42
  %mul3 = fmul contract float %sub1, %sub1, !dbg !43
  %add = fadd contract float %mul, %mul3, !dbg !44
  %mul4 = fmul contract float %sub2, %sub2, !dbg !45
  %add5 = fadd contract float %add, %mul4, !dbg !46
  %3 = load float, ptr addrspacecast (ptr addrspace(4) @softening to ptr), align 4, !dbg !47
  %add6 = fadd contract float %3, %add5, !dbg !48
    #dbg_value(float %add6, !49, !DIExpression(), !26)
  %mul7 = fmul contract float %add6, %add6, !dbg !50
  %mul8 = fmul contract float %add6, %mul7, !dbg !51
  %4 = tail call contract float @llvm.sqrt.f32(float %mul8), !dbg !52
  %div = fdiv contract float 1.000000e+00, %4, !dbg !53
    #dbg_value(float %div, !54, !DIExpression(), !26)
  %mul9 = fmul contract float %sub, %div, !dbg !55
  %m = getelementptr inbounds nuw i8, ptr %b, i64 12, !dbg !56
  %5 = load float, ptr %m, align 4, !dbg !56
  %mul10 = fmul contract float %5, %mul9, !dbg !57
  %6 = load float, ptr %ax, align 4, !dbg !58
  %add11 = fadd contract float %6, %mul10, !dbg !58
  store float %add11, ptr %ax, align 4, !dbg !58
  %mul12 = fmul contract float %sub1, %div, !dbg !59
  %7 = load float, ptr %m, align 4, !dbg !60
  %mul14 = fmul contract float %7, %mul12, !dbg !61
  %8 = load float, ptr %ay, align 4, !dbg !62
  %add15 = fadd contract float %8, %mul14, !dbg !62
  store float %add15, ptr %ay, align 4, !dbg !62
  %mul16 = fmul contract float %sub2, %div, !dbg !63
  %9 = load float, ptr %m, align 4, !dbg !64
  %mul18 = fmul contract float %9, %mul16, !dbg !65
  %10 = load float, ptr %az, align 4, !dbg !66
  %add19 = fadd contract float %10, %mul18, !dbg !66
  store float %add19, ptr %az, align 4, !dbg !66
  ret void, !dbg !67
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10nbody_stepPK4BodyPfif(ptr noundef readonly captures(none) %bodies, ptr noundef captures(none) %vel, i32 noundef %n, float noundef %dt) local_unnamed_addr #2 !dbg !68 {
entry:
  %ax = alloca float, align 4
  %ay = alloca float, align 4
  %az = alloca float, align 4
    #dbg_value(ptr %bodies, !72, !DIExpression(), !73)
    #dbg_value(ptr %vel, !74, !DIExpression(), !73)
    #dbg_value(i32 %n, !75, !DIExpression(), !73)
    #dbg_value(float %dt, !76, !DIExpression(), !73)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !77
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !84
  %mul = mul i32 %0, %1, !dbg !87
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !88
  %add = add i32 %mul, %2, !dbg !91
    #dbg_value(i32 %add, !92, !DIExpression(), !73)
  %cmp.not = icmp slt i32 %add, %n, !dbg !93
  br i1 %cmp.not, label %if.end, label %return, !dbg !93

if.end:                                           ; preds = %entry
    #dbg_value(float 0.000000e+00, !95, !DIExpression(), !73)
  store float 0.000000e+00, ptr %ax, align 4, !dbg !96
    #dbg_value(float 0.000000e+00, !97, !DIExpression(), !73)
  store float 0.000000e+00, ptr %ay, align 4, !dbg !98
    #dbg_value(float 0.000000e+00, !99, !DIExpression(), !73)
  store float 0.000000e+00, ptr %az, align 4, !dbg !100
  %idxprom = sext i32 %add to i64, !dbg !101
  %arrayidx = getelementptr inbounds %struct.Body, ptr %bodies, i64 %idxprom, !dbg !101
  %me.sroa.0.0.copyload = load float, ptr %arrayidx, align 4, !dbg !101
    #dbg_value(float %me.sroa.0.0.copyload, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !73)
  %me.sroa.2.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4, !dbg !101
  %me.sroa.2.0.copyload = load float, ptr %me.sroa.2.0.arrayidx.sroa_idx, align 4, !dbg !101
    #dbg_value(float %me.sroa.2.0.copyload, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !73)
  %me.sroa.3.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8, !dbg !101
  %me.sroa.3.0.copyload = load float, ptr %me.sroa.3.0.arrayidx.sroa_idx, align 4, !dbg !101
    #dbg_value(float %me.sroa.3.0.copyload, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !73)
    #dbg_value(float poison, !102, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !73)
    #dbg_value(i32 0, !103, !DIExpression(), !105)
  %cmp313 = icmp sgt i32 %n, 0, !dbg !106
  br i1 %cmp313, label %for.body.preheader, label %for.end, !dbg !108

for.body.preheader:                               ; preds = %if.end
  %xtraiter = and i32 %n, 1, !dbg !108
  %3 = icmp eq i32 %n, 1, !dbg !108
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !108

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483646, !dbg !108
  br label %for.body, !dbg !108

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %j.014 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i32 %j.014, !103, !DIExpression(), !105)
  %idxprom4 = zext nneg i32 %j.014 to i64, !dbg !109
  %arrayidx5 = getelementptr inbounds nuw %struct.Body, ptr %bodies, i64 %idxprom4, !dbg !109
    #dbg_value(ptr %ax, !95, !DIExpression(DW_OP_deref), !73)
    #dbg_value(ptr %ay, !97, !DIExpression(DW_OP_deref), !73)
    #dbg_value(ptr %az, !99, !DIExpression(DW_OP_deref), !73)
  call void @_Z10accumulatePK4BodyfffPfS2_S2_(ptr noundef %arrayidx5, float noundef %me.sroa.0.0.copyload, float noundef %me.sroa.2.0.copyload, float noundef %me.sroa.3.0.copyload, ptr noundef nonnull %ax, ptr noundef nonnull %ay, ptr noundef nonnull %az) #5, !dbg !110
    #dbg_value(i32 %j.014, !103, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !105)
  %4 = zext nneg i32 %j.014 to i64, !dbg !109
  %5 = getelementptr inbounds nuw %struct.Body, ptr %bodies, i64 %4, !dbg !109
  %arrayidx5.1 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !109
  call void @_Z10accumulatePK4BodyfffPfS2_S2_(ptr noundef nonnull %arrayidx5.1, float noundef %me.sroa.0.0.copyload, float noundef %me.sroa.2.0.copyload, float noundef %me.sroa.3.0.copyload, ptr noundef nonnull %ax, ptr noundef nonnull %ay, ptr noundef nonnull %az) #5, !dbg !110
  %inc.1 = add nuw nsw i32 %j.014, 2, !dbg !111
    #dbg_value(i32 %inc.1, !103, !DIExpression(), !105)
  %niter.next.1 = add i32 %niter, 2, !dbg !108
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter, !dbg !108
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !dbg !108, !llvm.loop !112

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !108
  br i1 %lcmp.mod.not, label %for.end.loopexit, label %for.body.epil.preheader, !dbg !108

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %j.014.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod17 = icmp ne i32 %xtraiter, 0, !dbg !108
  tail call void @llvm.assume(i1 %lcmp.mod17), !dbg !108
    #dbg_value(i32 %j.014.epil.init, !103, !DIExpression(), !105)
  %idxprom4.epil = zext nneg i32 %j.014.epil.init to i64, !dbg !109
  %arrayidx5.epil = getelementptr inbounds nuw %struct.Body, ptr %bodies, i64 %idxprom4.epil, !dbg !109
    #dbg_value(ptr %ax, !95, !DIExpression(DW_OP_deref), !73)
    #dbg_value(ptr %ay, !97, !DIExpression(DW_OP_deref), !73)
    #dbg_value(ptr %az, !99, !DIExpression(DW_OP_deref), !73)
  call void @_Z10accumulatePK4BodyfffPfS2_S2_(ptr noundef %arrayidx5.epil, float noundef %me.sroa.0.0.copyload, float noundef %me.sroa.2.0.copyload, float noundef %me.sroa.3.0.copyload, ptr noundef nonnull %ax, ptr noundef nonnull %ay, ptr noundef nonnull %az) #5, !dbg !110
    #dbg_value(i32 %j.014.epil.init, !103, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !105)
  br label %for.end.loopexit, !dbg !115

for.end.loopexit:                                 ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil.preheader
  %.pre = load float, ptr %ax, align 4, !dbg !115
  %.pre15 = load float, ptr %ay, align 4, !dbg !116
  %.pre16 = load float, ptr %az, align 4, !dbg !117
  br label %for.end, !dbg !115

for.end:                                          ; preds = %for.end.loopexit, %if.end
  %6 = phi float [ %.pre16, %for.end.loopexit ], [ 0.000000e+00, %if.end ], !dbg !117
  %7 = phi float [ %.pre15, %for.end.loopexit ], [ 0.000000e+00, %if.end ], !dbg !116
  %8 = phi float [ %.pre, %for.end.loopexit ], [ 0.000000e+00, %if.end ], !dbg !115
    #dbg_value(float %8, !95, !DIExpression(), !73)
  %mul6 = fmul contract float %dt, %8, !dbg !118
  %mul7 = mul nsw i32 %add, 3, !dbg !119
  %idxprom8 = sext i32 %mul7 to i64, !dbg !120
  %arrayidx9 = getelementptr inbounds float, ptr %vel, i64 %idxprom8, !dbg !120
  %9 = load float, ptr %arrayidx9, align 4, !dbg !121
  %add10 = fadd contract float %9, %mul6, !dbg !121
  store float %add10, ptr %arrayidx9, align 4, !dbg !121
    #dbg_value(float %7, !97, !DIExpression(), !73)
  %mul11 = fmul contract float %dt, %7, !dbg !122
  %arrayidx15 = getelementptr i8, ptr %arrayidx9, i64 4, !dbg !123
  %10 = load float, ptr %arrayidx15, align 4, !dbg !124
  %add16 = fadd contract float %10, %mul11, !dbg !124
  store float %add16, ptr %arrayidx15, align 4, !dbg !124
    #dbg_value(float %6, !99, !DIExpression(), !73)
  %mul17 = fmul contract float %dt, %6, !dbg !125
  %arrayidx21 = getelementptr i8, ptr %arrayidx9, i64 8, !dbg !126
  %11 = load float, ptr %arrayidx21, align 4, !dbg !127
  %add22 = fadd contract float %11, %mul17, !dbg !127
  store float %add22, ptr %arrayidx21, align 4, !dbg !127
  br label %return, !dbg !128

return:                                           ; preds = %entry, %for.end
  ret void, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "softening", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nbody.cu", directory: "/corpus")
!4 = !{!0}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = distinct !DISubprogram(name: "accumulate", linkageName: "_Z10accumulatePK4BodyfffPfS2_S2_", scope: !3, file: !3, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !5, !5, !5, !23, !23, !23}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Body", file: !3, line: 1, size: 128, flags: DIFlagTypePassByValue, elements: !18, identifier: "_ZTS4Body")
!18 = !{!19, !20, !21, !22}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !3, line: 1, baseType: !5, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !3, line: 1, baseType: !5, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !17, file: !3, line: 1, baseType: !5, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !17, file: !3, line: 1, baseType: !5, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "b", arg: 1, scope: !12, file: !3, line: 3, type: !15)
!26 = !DILocation(line: 0, scope: !12)
!27 = !DILocalVariable(name: "px", arg: 2, scope: !12, file: !3, line: 3, type: !5)
!28 = !DILocalVariable(name: "py", arg: 3, scope: !12, file: !3, line: 3, type: !5)
!29 = !DILocalVariable(name: "pz", arg: 4, scope: !12, file: !3, line: 3, type: !5)
!30 = !DILocalVariable(name: "ax", arg: 5, scope: !12, file: !3, line: 3, type: !23)
!31 = !DILocalVariable(name: "ay", arg: 6, scope: !12, file: !3, line: 3, type: !23)
!32 = !DILocalVariable(name: "az", arg: 7, scope: !12, file: !3, line: 3, type: !23)
!33 = !DILocation(line: 4, column: 17, scope: !12)
!34 = !DILocation(line: 4, column: 19, scope: !12)
!35 = !DILocalVariable(name: "dx", scope: !12, file: !3, line: 4, type: !5)
!36 = !DILocation(line: 4, column: 33, scope: !12)
!37 = !DILocation(line: 4, column: 35, scope: !12)
!38 = !DILocalVariable(name: "dy", scope: !12, file: !3, line: 4, type: !5)
!39 = !DILocation(line: 4, column: 49, scope: !12)
!40 = !DILocation(line: 4, column: 51, scope: !12)
!41 = !DILocalVariable(name: "dz", scope: !12, file: !3, line: 4, type: !5)
!42 = !DILocation(line: 5, column: 17, scope: !12)
!43 = !DILocation(line: 5, column: 27, scope: !12)
!44 = !DILocation(line: 5, column: 22, scope: !12)
!45 = !DILocation(line: 5, column: 37, scope: !12)
!46 = !DILocation(line: 5, column: 32, scope: !12)
!47 = !DILocation(line: 5, column: 44, scope: !12)
!48 = !DILocation(line: 5, column: 42, scope: !12)
!49 = !DILocalVariable(name: "d2", scope: !12, file: !3, line: 5, type: !5)
!50 = !DILocation(line: 6, column: 41, scope: !12)
!51 = !DILocation(line: 6, column: 46, scope: !12)
!52 = !DILocation(line: 6, column: 22, scope: !12)
!53 = !DILocation(line: 6, column: 20, scope: !12)
!54 = !DILocalVariable(name: "inv", scope: !12, file: !3, line: 6, type: !5)
!55 = !DILocation(line: 7, column: 13, scope: !12)
!56 = !DILocation(line: 7, column: 24, scope: !12)
!57 = !DILocation(line: 7, column: 19, scope: !12)
!58 = !DILocation(line: 7, column: 7, scope: !12)
!59 = !DILocation(line: 7, column: 37, scope: !12)
!60 = !DILocation(line: 7, column: 48, scope: !12)
!61 = !DILocation(line: 7, column: 43, scope: !12)
!62 = !DILocation(line: 7, column: 31, scope: !12)
!63 = !DILocation(line: 7, column: 61, scope: !12)
!64 = !DILocation(line: 7, column: 72, scope: !12)
!65 = !DILocation(line: 7, column: 67, scope: !12)
!66 = !DILocation(line: 7, column: 55, scope: !12)
!67 = !DILocation(line: 8, column: 1, scope: !12)
!68 = distinct !DISubprogram(name: "nbody_step", linkageName: "_Z10nbody_stepPK4BodyPfif", scope: !3, file: !3, line: 9, type: !69, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !15, !23, !71, !5}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !DILocalVariable(name: "bodies", arg: 1, scope: !68, file: !3, line: 9, type: !15)
!73 = !DILocation(line: 0, scope: !68)
!74 = !DILocalVariable(name: "vel", arg: 2, scope: !68, file: !3, line: 9, type: !23)
!75 = !DILocalVariable(name: "n", arg: 3, scope: !68, file: !3, line: 9, type: !71)
!76 = !DILocalVariable(name: "dt", arg: 4, scope: !68, file: !3, line: 9, type: !5)
!77 = !DILocation(line: 11, column: 67, scope: !78, inlinedAt: !83)
!78 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !79, file: !79, line: 11, type: !80, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!79 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!80 = !DISubroutineType(types: !81)
!81 = !{!82}
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!83 = distinct !DILocation(line: 10, column: 11, scope: !68)
!84 = !DILocation(line: 10, column: 66, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !79, file: !79, line: 10, type: !80, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!86 = distinct !DILocation(line: 10, column: 23, scope: !68)
!87 = !DILocation(line: 10, column: 21, scope: !68)
!88 = !DILocation(line: 9, column: 65, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !79, file: !79, line: 9, type: !80, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!90 = distinct !DILocation(line: 10, column: 34, scope: !68)
!91 = !DILocation(line: 10, column: 32, scope: !68)
!92 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 10, type: !71)
!93 = !DILocation(line: 11, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !68, file: !3, line: 11, column: 7)
!95 = !DILocalVariable(name: "ax", scope: !68, file: !3, line: 12, type: !5)
!96 = !DILocation(line: 12, column: 9, scope: !68)
!97 = !DILocalVariable(name: "ay", scope: !68, file: !3, line: 12, type: !5)
!98 = !DILocation(line: 12, column: 17, scope: !68)
!99 = !DILocalVariable(name: "az", scope: !68, file: !3, line: 12, type: !5)
!100 = !DILocation(line: 12, column: 25, scope: !68)
!101 = !DILocation(line: 13, column: 13, scope: !68)
!102 = !DILocalVariable(name: "me", scope: !68, file: !3, line: 13, type: !17)
!103 = !DILocalVariable(name: "j", scope: !104, file: !3, line: 14, type: !71)
!104 = distinct !DILexicalBlock(scope: !68, file: !3, line: 14, column: 3)
!105 = !DILocation(line: 0, scope: !104)
!106 = !DILocation(line: 14, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 14, column: 3)
!108 = !DILocation(line: 14, column: 3, scope: !104)
!109 = !DILocation(line: 14, column: 43, scope: !107)
!110 = !DILocation(line: 14, column: 31, scope: !107)
!111 = !DILocation(line: 14, column: 27, scope: !107)
!112 = distinct !{!112, !108, !113, !114}
!113 = !DILocation(line: 14, column: 85, scope: !104)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 15, column: 17, scope: !68)
!116 = !DILocation(line: 15, column: 44, scope: !68)
!117 = !DILocation(line: 15, column: 71, scope: !68)
!118 = !DILocation(line: 15, column: 20, scope: !68)
!119 = !DILocation(line: 15, column: 9, scope: !68)
!120 = !DILocation(line: 15, column: 3, scope: !68)
!121 = !DILocation(line: 15, column: 14, scope: !68)
!122 = !DILocation(line: 15, column: 47, scope: !68)
!123 = !DILocation(line: 15, column: 26, scope: !68)
!124 = !DILocation(line: 15, column: 41, scope: !68)
!125 = !DILocation(line: 15, column: 74, scope: !68)
!126 = !DILocation(line: 15, column: 53, scope: !68)
!127 = !DILocation(line: 15, column: 68, scope: !68)
!128 = !DILocation(line: 16, column: 1, scope: !68)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
