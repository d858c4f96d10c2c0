; libNVVM section B case: no-triple
target datalayout = "e-p:64:64:64-i64:64:64-n16:32:64"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
