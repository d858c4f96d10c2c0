; ModuleID = '/work/main/tests/dwarf-corpus/O2/matmul.tmp.ll'
source_filename = "matmul.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !0
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !13

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12matmul_tiledPKfS0_Pfi(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %C, i32 noundef %N) local_unnamed_addr #0 !dbg !2 {
entry:
    #dbg_value(ptr %A, !25, !DIExpression(), !26)
    #dbg_value(ptr %B, !27, !DIExpression(), !26)
    #dbg_value(ptr %C, !28, !DIExpression(), !26)
    #dbg_value(i32 %N, !29, !DIExpression(), !26)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %rem = and i32 %0, 15, !dbg !37
    #dbg_value(i32 %rem, !38, !DIExpression(), !26)
  %div23 = lshr i32 %0, 4, !dbg !39
    #dbg_value(i32 %div23, !40, !DIExpression(), !26)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %div3 = sdiv i32 %N, 16, !dbg !44
  %div4 = udiv i32 %1, %div3, !dbg !45
  %mul = shl i32 %div4, 4, !dbg !46
  %add = add i32 %mul, %div23, !dbg !47
    #dbg_value(i32 %add, !48, !DIExpression(), !26)
  %2 = mul i32 %div4, %div3, !dbg !49
  %rem7.decomposed = sub i32 %1, %2, !dbg !49
  %mul8 = shl i32 %rem7.decomposed, 4, !dbg !50
  %add9 = or disjoint i32 %mul8, %rem, !dbg !51
    #dbg_value(i32 %add9, !52, !DIExpression(), !26)
    #dbg_value(float 0.000000e+00, !53, !DIExpression(), !26)
    #dbg_value(i32 0, !54, !DIExpression(), !56)
  %cmp26 = icmp sgt i32 %N, 15, !dbg !57
  %mul11 = mul nsw i32 %add, %N
  br i1 %cmp26, label %for.body.lr.ph, label %for.end44, !dbg !59

for.body.lr.ph:                                   ; preds = %entry
  %add13 = add i32 %mul11, %rem
  %idxprom15 = zext nneg i32 %div23 to i64
  %arrayidx16 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 %idxprom15
  %idxprom17 = zext nneg i32 %rem to i64
  %arrayidx18 = getelementptr inbounds nuw float, ptr %arrayidx16, i64 %idxprom17
  %arrayidx26 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 %idxprom15
  %arrayidx28 = getelementptr inbounds nuw float, ptr %arrayidx26, i64 %idxprom17
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 %idxprom17
  %arrayidx35.1 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  %arrayidx35.2 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %arrayidx35.3 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  %arrayidx35.4 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %arrayidx35.5 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  %arrayidx35.6 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %arrayidx35.7 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  %arrayidx35.8 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %arrayidx35.9 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  %arrayidx35.10 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  %arrayidx35.11 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  %arrayidx35.12 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %arrayidx35.13 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  %arrayidx35.14 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  %arrayidx35.15 = getelementptr inbounds nuw i8, ptr %arrayidx16, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  br label %for.body, !dbg !59

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %t.028 = phi i32 [ 0, %for.body.lr.ph ], [ %inc43, %for.body ]
  %sum.027 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add41.15, %for.body ]
    #dbg_value(i32 %t.028, !54, !DIExpression(), !56)
    #dbg_value(float %sum.027, !53, !DIExpression(), !26)
  %mul12 = shl nsw i32 %t.028, 4, !dbg !60
  %add14 = add i32 %add13, %mul12, !dbg !62
  %idxprom = sext i32 %add14 to i64, !dbg !63
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom, !dbg !63
  %3 = load float, ptr %arrayidx, align 4, !dbg !63
  store float %3, ptr %arrayidx18, align 4, !dbg !64
  %add20 = add nuw nsw i32 %mul12, %div23, !dbg !65
  %mul21 = mul nuw nsw i32 %add20, %N, !dbg !66
  %add22 = add nuw nsw i32 %mul21, %add9, !dbg !67
  %idxprom23 = zext nneg i32 %add22 to i64, !dbg !68
  %arrayidx24 = getelementptr inbounds nuw float, ptr %B, i64 %idxprom23, !dbg !68
  %4 = load float, ptr %arrayidx24, align 4, !dbg !68
  store float %4, ptr %arrayidx28, align 4, !dbg !69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !70
    #dbg_value(i32 0, !75, !DIExpression(), !77)
    #dbg_value(i32 0, !75, !DIExpression(), !77)
    #dbg_value(float %sum.027, !53, !DIExpression(), !26)
    #dbg_value(i32 0, !75, !DIExpression(), !77)
    #dbg_value(float %sum.027, !53, !DIExpression(), !26)
  %5 = load float, ptr %arrayidx16, align 4, !dbg !78
  %6 = load float, ptr %invariant.gep, align 4, !dbg !80
  %mul40 = fmul contract float %5, %6, !dbg !81
  %add41 = fadd contract float %sum.027, %mul40, !dbg !82
    #dbg_value(float %add41, !53, !DIExpression(), !26)
    #dbg_value(i32 1, !75, !DIExpression(), !77)
  %7 = load float, ptr %arrayidx35.1, align 4, !dbg !78
  %8 = load float, ptr %gep.1, align 4, !dbg !80
  %mul40.1 = fmul contract float %7, %8, !dbg !81
  %add41.1 = fadd contract float %add41, %mul40.1, !dbg !82
    #dbg_value(float %add41.1, !53, !DIExpression(), !26)
    #dbg_value(i32 2, !75, !DIExpression(), !77)
  %9 = load float, ptr %arrayidx35.2, align 4, !dbg !78
  %10 = load float, ptr %gep.2, align 4, !dbg !80
  %mul40.2 = fmul contract float %9, %10, !dbg !81
  %add41.2 = fadd contract float %add41.1, %mul40.2, !dbg !82
    #dbg_value(float %add41.2, !53, !DIExpression(), !26)
    #dbg_value(i32 3, !75, !DIExpression(), !77)
  %11 = load float, ptr %arrayidx35.3, align 4, !dbg !78
  %12 = load float, ptr %gep.3, align 4, !dbg !80
  %mul40.3 = fmul contract float %11, %12, !dbg !81
  %add41.3 = fadd contract float %add41.2, %mul40.3, !dbg !82
    #dbg_value(float %add41.3, !53, !DIExpression(), !26)
    #dbg_value(i32 4, !75, !DIExpression(), !77)
  %13 = load float, ptr %arrayidx35.4, align 4, !dbg !78
  %14 = load float, ptr %gep.4, align 4, !dbg !80
  %mul40.4 = fmul contract float %13, %14, !dbg !81
  %add41.4 = fadd contract float %add41.3, %mul40.4, !dbg !82
    #dbg_value(float %add41.4, !53, !DIExpression(), !26)
    #dbg_value(i32 5, !75, !DIExpression(), !77)
  %15 = load float, ptr %arrayidx35.5, align 4, !dbg !78
  %16 = load float, ptr %gep.5, align 4, !dbg !80
  %mul40.5 = fmul contract float %15, %16, !dbg !81
  %add41.5 = fadd contract float %add41.4, %mul40.5, !dbg !82
    #dbg_value(float %add41.5, !53, !DIExpression(), !26)
    #dbg_value(i32 6, !75, !DIExpression(), !77)
  %17 = load float, ptr %arrayidx35.6, align 4, !dbg !78
  %18 = load float, ptr %gep.6, align 4, !dbg !80
  %mul40.6 = fmul contract float %17, %18, !dbg !81
  %add41.6 = fadd contract float %add41.5, %mul40.6, !dbg !82
    #dbg_value(float %add41.6, !53, !DIExpression(), !26)
    #dbg_value(i32 7, !75, !DIExpression(), !77)
  %19 = load float, ptr %arrayidx35.7, align 4, !dbg !78
  %20 = load float, ptr %gep.7, align 4, !dbg !80
  %mul40.7 = fmul contract float %19, %20, !dbg !81
  %add41.7 = fadd contract float %add41.6, %mul40.7, !dbg !82
    #dbg_value(float %add41.7, !53, !DIExpression(), !26)
    #dbg_value(i32 8, !75, !DIExpression(), !77)
  %21 = load float, ptr %arrayidx35.8, align 4, !dbg !78
  %22 = load float, ptr %gep.8, align 4, !dbg !80
  %mul40.8 = fmul contract float %21, %22, !dbg !81
  %add41.8 = fadd contract float %add41.7, %mul40.8, !dbg !82
    #dbg_value(float %add41.8, !53, !DIExpression(), !26)
    #dbg_value(i32 9, !75, !DIExpression(), !77)
  %23 = load float, ptr %arrayidx35.9, align 4, !dbg !78
  %24 = load float, ptr %gep.9, align 4, !dbg !80
  %mul40.9 = fmul contract float %23, %24, !dbg !81
  %add41.9 = fadd contract float %add41.8, %mul40.9, !dbg !82
    #dbg_value(float %add41.9, !53, !DIExpression(), !26)
    #dbg_value(i32 10, !75, !DIExpression(), !77)
  %25 = load float, ptr %arrayidx35.10, align 4, !dbg !78
  %26 = load float, ptr %gep.10, align 4, !dbg !80
  %mul40.10 = fmul contract float %25, %26, !dbg !81
  %add41.10 = fadd contract float %add41.9, %mul40.10, !dbg !82
    #dbg_value(float %add41.10, !53, !DIExpression(), !26)
    #dbg_value(i32 11, !75, !DIExpression(), !77)
  %27 = load float, ptr %arrayidx35.11, align 4, !dbg !78
  %28 = load float, ptr %gep.11, align 4, !dbg !80
  %mul40.11 = fmul contract float %27, %28, !dbg !81
  %add41.11 = fadd contract float %add41.10, %mul40.11, !dbg !82
    #dbg_value(float %add41.11, !53, !DIExpression(), !26)
    #dbg_value(i32 12, !75, !DIExpression(), !77)
  %29 = load float, ptr %arrayidx35.12, align 4, !dbg !78
  %30 = load float, ptr %gep.12, align 4, !dbg !80
  %mul40.12 = fmul contract float %29, %30, !dbg !81
  %add41.12 = fadd contract float %add41.11, %mul40.12, !dbg !82
    #dbg_value(float %add41.12, !53, !DIExpression(), !26)
    #dbg_value(i32 13, !75, !DIExpression(), !77)
  %31 = load float, ptr %arrayidx35.13, align 4, !dbg !78
  %32 = load float, ptr %gep.13, align 4, !dbg !80
  %mul40.13 = fmul contract float %31, %32, !dbg !81
  %add41.13 = fadd contract float %add41.12, %mul40.13, !dbg !82
    #dbg_value(float %add41.13, !53, !DIExpression(), !26)
    #dbg_value(i32 14, !75, !DIExpression(), !77)
  %33 = load float, ptr %arrayidx35.14, align 4, !dbg !78
  %34 = load float, ptr %gep.14, align 4, !dbg !80
  %mul40.14 = fmul contract float %33, %34, !dbg !81
  %add41.14 = fadd contract float %add41.13, %mul40.14, !dbg !82
    #dbg_value(float %add41.14, !53, !DIExpression(), !26)
    #dbg_value(i32 15, !75, !DIExpression(), !77)
  %35 = load float, ptr %arrayidx35.15, align 4, !dbg !78
  %36 = load float, ptr %gep.15, align 4, !dbg !80
  %mul40.15 = fmul contract float %35, %36, !dbg !81
  %add41.15 = fadd contract float %add41.14, %mul40.15, !dbg !82
    #dbg_value(float %add41.15, !53, !DIExpression(), !26)
    #dbg_value(i32 16, !75, !DIExpression(), !77)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !83
  %inc43 = add nuw nsw i32 %t.028, 1, !dbg !85
    #dbg_value(i32 %inc43, !54, !DIExpression(), !56)
  %exitcond.not = icmp eq i32 %inc43, %div3, !dbg !57
  br i1 %exitcond.not, label %for.end44, label %for.body, !dbg !59, !llvm.loop !86

for.end44:                                        ; preds = %for.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add41.15, %for.body ], !dbg !89
  %add46 = add nsw i32 %mul11, %add9, !dbg !90
  %idxprom47 = sext i32 %add46 to i64, !dbg !91
  %arrayidx48 = getelementptr inbounds float, ptr %C, i64 %idxprom47, !dbg !91
  store float %sum.0.lcssa, ptr %arrayidx48, align 4, !dbg !92
  ret void, !dbg !93
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12matmul_naivePKfS0_Pfi(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %C, i32 noundef %N) local_unnamed_addr #1 !dbg !94 {
entry:
    #dbg_value(ptr %A, !95, !DIExpression(), !96)
    #dbg_value(ptr %B, !97, !DIExpression(), !96)
    #dbg_value(ptr %C, !98, !DIExpression(), !96)
    #dbg_value(i32 %N, !99, !DIExpression(), !96)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !100
    #dbg_value(i32 %0, !102, !DIExpression(), !96)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !103
    #dbg_value(i32 %1, !105, !DIExpression(), !96)
    #dbg_value(float 0.000000e+00, !106, !DIExpression(), !96)
    #dbg_value(i32 0, !107, !DIExpression(), !109)
  %cmp10 = icmp sgt i32 %N, 0, !dbg !110
  %mul = mul nsw i32 %N, %0
  br i1 %cmp10, label %for.body.preheader, label %for.end, !dbg !112

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %N, 1, !dbg !112
  %2 = icmp eq i32 %N, 1, !dbg !112
  br i1 %2, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !112

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %N, 2147483646, !dbg !112
  br label %for.body, !dbg !112

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %k.012 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %s.011 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add7.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i32 %k.012, !107, !DIExpression(), !109)
    #dbg_value(float %s.011, !106, !DIExpression(), !96)
  %add = add nuw nsw i32 %k.012, %mul, !dbg !113
  %idxprom = zext nneg i32 %add to i64, !dbg !114
  %arrayidx = getelementptr inbounds nuw float, ptr %A, i64 %idxprom, !dbg !114
  %3 = load float, ptr %arrayidx, align 4, !dbg !114
  %mul2 = mul nuw nsw i32 %k.012, %N, !dbg !115
  %add3 = add nuw nsw i32 %mul2, %1, !dbg !116
  %idxprom4 = zext nneg i32 %add3 to i64, !dbg !117
  %arrayidx5 = getelementptr inbounds nuw float, ptr %B, i64 %idxprom4, !dbg !117
  %4 = load float, ptr %arrayidx5, align 4, !dbg !117
  %mul6 = fmul contract float %3, %4, !dbg !118
  %add7 = fadd contract float %s.011, %mul6, !dbg !119
    #dbg_value(float %add7, !106, !DIExpression(), !96)
  %inc = or disjoint i32 %k.012, 1, !dbg !120
    #dbg_value(i32 %inc, !107, !DIExpression(), !109)
  %add.1 = add nuw nsw i32 %inc, %mul, !dbg !113
  %idxprom.1 = zext nneg i32 %add.1 to i64, !dbg !114
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %A, i64 %idxprom.1, !dbg !114
  %5 = load float, ptr %arrayidx.1, align 4, !dbg !114
  %mul2.1 = mul nuw nsw i32 %inc, %N, !dbg !115
  %add3.1 = add nuw nsw i32 %mul2.1, %1, !dbg !116
  %idxprom4.1 = zext nneg i32 %add3.1 to i64, !dbg !117
  %arrayidx5.1 = getelementptr inbounds nuw float, ptr %B, i64 %idxprom4.1, !dbg !117
  %6 = load float, ptr %arrayidx5.1, align 4, !dbg !117
  %mul6.1 = fmul contract float %5, %6, !dbg !118
  %add7.1 = fadd contract float %add7, %mul6.1, !dbg !119
    #dbg_value(float %add7.1, !106, !DIExpression(), !96)
  %inc.1 = add nuw nsw i32 %k.012, 2, !dbg !120
    #dbg_value(i32 %inc.1, !107, !DIExpression(), !109)
  %niter.next.1 = add i32 %niter, 2, !dbg !112
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter, !dbg !112
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !dbg !112, !llvm.loop !121

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !112
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader, !dbg !112

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %k.012.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.end.loopexit.unr-lcssa ]
  %s.011.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add7.1, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod14 = icmp ne i32 %xtraiter, 0, !dbg !112
  tail call void @llvm.assume(i1 %lcmp.mod14), !dbg !112
    #dbg_value(i32 %k.012.epil.init, !107, !DIExpression(), !109)
    #dbg_value(float %s.011.epil.init, !106, !DIExpression(), !96)
  %add.epil = add nuw nsw i32 %k.012.epil.init, %mul, !dbg !113
  %idxprom.epil = zext nneg i32 %add.epil to i64, !dbg !114
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %A, i64 %idxprom.epil, !dbg !114
  %7 = load float, ptr %arrayidx.epil, align 4, !dbg !114
  %mul2.epil = mul nuw nsw i32 %k.012.epil.init, %N, !dbg !115
  %add3.epil = add nuw nsw i32 %mul2.epil, %1, !dbg !116
  %idxprom4.epil = zext nneg i32 %add3.epil to i64, !dbg !117
  %arrayidx5.epil = getelementptr inbounds nuw float, ptr %B, i64 %idxprom4.epil, !dbg !117
  %8 = load float, ptr %arrayidx5.epil, align 4, !dbg !117
  %mul6.epil = fmul contract float %7, %8, !dbg !118
  %add7.epil = fadd contract float %s.011.epil.init, %mul6.epil, !dbg !119
    #dbg_value(float %add7.epil, !106, !DIExpression(), !96)
    #dbg_value(i32 %k.012.epil.init, !107, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !109)
  br label %for.end, !dbg !123

for.end:                                          ; preds = %for.body.epil.preheader, %for.end.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add7.1, %for.end.loopexit.unr-lcssa ], [ %add7.epil, %for.body.epil.preheader ], !dbg !96
  %add9 = add nsw i32 %mul, %1, !dbg !123
  %idxprom10 = sext i32 %add9 to i64, !dbg !124
  %arrayidx11 = getelementptr inbounds float, ptr %C, i64 %idxprom10, !dbg !124
  store float %s.0.lcssa, ptr %arrayidx11, align 4, !dbg !125
  ret void, !dbg !126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "As", scope: !2, file: !3, line: 3, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "matmul_tiled", linkageName: "_Z12matmul_tiledPKfS0_Pfi", scope: !3, file: !3, line: 2, type: !4, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !18)
!3 = !DIFile(filename: "matmul.cu", directory: "/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0, !13}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!14 = distinct !DIGlobalVariable(name: "Bs", scope: !2, file: !3, line: 4, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !16)
!16 = !{!17, !17}
!17 = !DISubrange(count: 16)
!18 = !{}
!19 = !{i32 7, !"Dwarf Version", i32 2}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!25 = !DILocalVariable(name: "A", arg: 1, scope: !2, file: !3, line: 2, type: !6)
!26 = !DILocation(line: 0, scope: !2)
!27 = !DILocalVariable(name: "B", arg: 2, scope: !2, file: !3, line: 2, type: !6)
!28 = !DILocalVariable(name: "C", arg: 3, scope: !2, file: !3, line: 2, type: !9)
!29 = !DILocalVariable(name: "N", arg: 4, scope: !2, file: !3, line: 2, type: !10)
!30 = !DILocation(line: 9, column: 65, scope: !31, inlinedAt: !36)
!31 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !32, file: !32, line: 9, type: !33, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!32 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!33 = !DISubroutineType(types: !34)
!34 = !{!35}
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = distinct !DILocation(line: 5, column: 12, scope: !2)
!37 = !DILocation(line: 5, column: 20, scope: !2)
!38 = !DILocalVariable(name: "tx", scope: !2, file: !3, line: 5, type: !10)
!39 = !DILocation(line: 5, column: 41, scope: !2)
!40 = !DILocalVariable(name: "ty", scope: !2, file: !3, line: 5, type: !10)
!41 = !DILocation(line: 11, column: 67, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !32, file: !32, line: 11, type: !33, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!43 = distinct !DILocation(line: 6, column: 13, scope: !2)
!44 = !DILocation(line: 6, column: 28, scope: !2)
!45 = !DILocation(line: 6, column: 23, scope: !2)
!46 = !DILocation(line: 6, column: 36, scope: !2)
!47 = !DILocation(line: 6, column: 43, scope: !2)
!48 = !DILocalVariable(name: "row", scope: !2, file: !3, line: 6, type: !10)
!49 = !DILocation(line: 6, column: 65, scope: !2)
!50 = !DILocation(line: 6, column: 78, scope: !2)
!51 = !DILocation(line: 6, column: 85, scope: !2)
!52 = !DILocalVariable(name: "col", scope: !2, file: !3, line: 6, type: !10)
!53 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 7, type: !8)
!54 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 8, type: !10)
!55 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 3)
!56 = !DILocation(line: 0, scope: !55)
!57 = !DILocation(line: 8, column: 21, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 8, column: 3)
!59 = !DILocation(line: 8, column: 3, scope: !55)
!60 = !DILocation(line: 9, column: 32, scope: !61)
!61 = distinct !DILexicalBlock(scope: !58, file: !3, line: 8, column: 38)
!62 = !DILocation(line: 9, column: 39, scope: !61)
!63 = !DILocation(line: 9, column: 18, scope: !61)
!64 = !DILocation(line: 9, column: 16, scope: !61)
!65 = !DILocation(line: 10, column: 30, scope: !61)
!66 = !DILocation(line: 10, column: 36, scope: !61)
!67 = !DILocation(line: 10, column: 40, scope: !61)
!68 = !DILocation(line: 10, column: 18, scope: !61)
!69 = !DILocation(line: 10, column: 16, scope: !61)
!70 = !DILocation(line: 12, column: 60, scope: !71, inlinedAt: !74)
!71 = distinct !DISubprogram(name: "syncthreads", linkageName: "_ZL11syncthreadsv", scope: !32, file: !32, line: 12, type: !72, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!72 = !DISubroutineType(types: !73)
!73 = !{null}
!74 = distinct !DILocation(line: 11, column: 5, scope: !61)
!75 = !DILocalVariable(name: "k", scope: !76, file: !3, line: 12, type: !10)
!76 = distinct !DILexicalBlock(scope: !61, file: !3, line: 12, column: 5)
!77 = !DILocation(line: 0, scope: !76)
!78 = !DILocation(line: 12, column: 43, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !3, line: 12, column: 5)
!80 = !DILocation(line: 12, column: 55, scope: !79)
!81 = !DILocation(line: 12, column: 53, scope: !79)
!82 = !DILocation(line: 12, column: 40, scope: !79)
!83 = !DILocation(line: 12, column: 60, scope: !71, inlinedAt: !84)
!84 = distinct !DILocation(line: 13, column: 5, scope: !61)
!85 = !DILocation(line: 8, column: 34, scope: !58)
!86 = distinct !{!86, !59, !87, !88}
!87 = !DILocation(line: 14, column: 3, scope: !55)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 7, column: 9, scope: !2)
!90 = !DILocation(line: 15, column: 13, scope: !2)
!91 = !DILocation(line: 15, column: 3, scope: !2)
!92 = !DILocation(line: 15, column: 20, scope: !2)
!93 = !DILocation(line: 16, column: 1, scope: !2)
!94 = distinct !DISubprogram(name: "matmul_naive", linkageName: "_Z12matmul_naivePKfS0_Pfi", scope: !3, file: !3, line: 17, type: !4, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !18)
!95 = !DILocalVariable(name: "A", arg: 1, scope: !94, file: !3, line: 17, type: !6)
!96 = !DILocation(line: 0, scope: !94)
!97 = !DILocalVariable(name: "B", arg: 2, scope: !94, file: !3, line: 17, type: !6)
!98 = !DILocalVariable(name: "C", arg: 3, scope: !94, file: !3, line: 17, type: !9)
!99 = !DILocalVariable(name: "N", arg: 4, scope: !94, file: !3, line: 17, type: !10)
!100 = !DILocation(line: 11, column: 67, scope: !42, inlinedAt: !101)
!101 = distinct !DILocation(line: 18, column: 13, scope: !94)
!102 = !DILocalVariable(name: "row", scope: !94, file: !3, line: 18, type: !10)
!103 = !DILocation(line: 9, column: 65, scope: !31, inlinedAt: !104)
!104 = distinct !DILocation(line: 18, column: 30, scope: !94)
!105 = !DILocalVariable(name: "col", scope: !94, file: !3, line: 18, type: !10)
!106 = !DILocalVariable(name: "s", scope: !94, file: !3, line: 19, type: !8)
!107 = !DILocalVariable(name: "k", scope: !108, file: !3, line: 20, type: !10)
!108 = distinct !DILexicalBlock(scope: !94, file: !3, line: 20, column: 3)
!109 = !DILocation(line: 0, scope: !108)
!110 = !DILocation(line: 20, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 20, column: 3)
!112 = !DILocation(line: 20, column: 3, scope: !108)
!113 = !DILocation(line: 20, column: 46, scope: !111)
!114 = !DILocation(line: 20, column: 36, scope: !111)
!115 = !DILocation(line: 20, column: 57, scope: !111)
!116 = !DILocation(line: 20, column: 61, scope: !111)
!117 = !DILocation(line: 20, column: 53, scope: !111)
!118 = !DILocation(line: 20, column: 51, scope: !111)
!119 = !DILocation(line: 20, column: 33, scope: !111)
!120 = !DILocation(line: 20, column: 27, scope: !111)
!121 = distinct !{!121, !112, !122, !88}
!122 = !DILocation(line: 20, column: 66, scope: !108)
!123 = !DILocation(line: 21, column: 13, scope: !94)
!124 = !DILocation(line: 21, column: 3, scope: !94)
!125 = !DILocation(line: 21, column: 20, scope: !94)
!126 = !DILocation(line: 22, column: 1, scope: !94)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
