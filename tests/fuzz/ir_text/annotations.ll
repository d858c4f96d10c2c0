target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 256, !"minctasm", i64 -2}
!2 = distinct !{ptr @k, !"grid_constant", !3, !"cluster_dim_x", i32 0x10}
!3 = !{i32 1, i32 2}
