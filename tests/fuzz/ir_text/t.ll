; ModuleID = 't.cu'
source_filename = "t.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ1kPiiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z2sqi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = mul nsw i32 %0, %0
  %3 = load i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4, !tbaa !5
  %4 = add nsw i32 %3, %2
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z1kPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #3
  %4 = tail call noundef i32 @_Z2sqi(i32 noundef %1) #3
  store i32 %4, ptr %3, align 4, !tbaa !5
  %5 = add nsw i32 %1, 1
  %6 = tail call noundef i32 @_Z2sqi(i32 noundef %5) #3
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 %6, ptr %7, align 4, !tbaa !5
  %8 = add nsw i32 %1, 2
  %9 = tail call noundef i32 @_Z2sqi(i32 noundef %8) #3
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %9, ptr %10, align 4, !tbaa !5
  %11 = add nsw i32 %1, 3
  %12 = tail call noundef i32 @_Z2sqi(i32 noundef %11) #3
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store i32 %12, ptr %13, align 4, !tbaa !5
  %14 = and i32 %1, 3
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %3, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = and i32 %1, 31
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ1kPiiE1s to ptr), i64 %19
  store i32 %17, ptr %20, align 4, !tbaa !5
  %21 = and i32 %5, 31
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ1kPiiE1s to ptr), i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = sext i32 %1 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  store i32 %24, ptr %26, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #3
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" "uniform-work-group-size"="true" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 13, i32 0]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
