; libNVVM section B case: triple-x86
target datalayout = "e-p:64:64:64-i64:64:64-n16:32:64"
target triple = "x86_64-unknown-linux-gnu"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
