; %4294967295 in a comment is fine
target triple = "nvptx64-nvidia-cuda"
@s = constant [8 x i8] c"@99999\22;\00"
define void @f(i32 %a) {
  %x = call void @llvm.dbg.value(metadata i32 %a, metadata !5, metadata !DIExpression()) ; named
  %1 = add i32 %a, %4294967296
  ret void
}
!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 7, !"Dwarf Version", i32 2}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{!"bad"}
