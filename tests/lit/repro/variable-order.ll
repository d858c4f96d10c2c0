; The order of module-level variables and of demoted __shared__ variables in
; nvvm-llc's PTX does not depend on addresses (src/codegen/canon.c). Here
; llvm.compiler.used comes first and @table names six variables that come
; after it: LLVM's printer reaches them through a pointer-hashed set, and
; llc-22 prints them in a different order from run to run. nvvm-llc prints
; the order LLVM would with a deterministic visit: each variable after the
; ones its initializer names, in the order it names them, then module order.
; RUN: rm -rf %t && mkdir -p %t
; RUN: sh -c 'for i in 1 2 3 4 5 6 7 8 9 10; do nvvm-llc -w --arch=sm_75,sm_90 %s -o %t/$i || exit 1; done'
; RUN: sh -c 'for i in 2 3 4 5 6 7 8 9 10; do diff -r %t/1 %t/$i || exit 1; done'
; RUN: FileCheck %s < %t/1/variable-order.sm_75.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t/1/variable-order.sm_75.ptx -o /dev/null %}

; CHECK:      .global .align 4 .u32 a = 1;
; CHECK-NEXT: .global .align 4 .u32 b = 2;
; CHECK-NEXT: .global .align 4 .u32 c = 3;
; CHECK-NEXT: .global .align 4 .u32 d = 4;
; CHECK-NEXT: .global .align 4 .u32 e = 5;
; CHECK-NEXT: .global .align 4 .u32 f = 6;
; CHECK-NEXT: .global .align 8 .u64 table[6] = {generic(a), generic(b), generic(c), generic(d), generic(e), generic(f)};
; CHECK-NEXT: .global .align 4 .u32 g = 7;
; CHECK-NEXT: .global .align 8 .u64 second[2] = {generic(g), generic(a)};
; CHECK-NEXT: // s_$_1 has been demoted
; CHECK-NEXT: // s_$_2 has been demoted
; CHECK-NEXT: // s_$_3 has been demoted
; CHECK-NEXT: // t1 has been demoted
; CHECK-NEXT: // t2 has been demoted
; CHECK-EMPTY:
; CHECK:      .entry k(
; CHECK:      // demoted variable
; CHECK-NEXT: .shared .align 4 .b8 s_$_1[16];
; CHECK-NEXT: // demoted variable
; CHECK-NEXT: .shared .align 4 .b8 s_$_2[16];
; CHECK-NEXT: // demoted variable
; CHECK-NEXT: .shared .align 4 .b8 s_$_3[16];
; CHECK:      .entry k2(
; CHECK:      // demoted variable
; CHECK-NEXT: .shared .align 4 .b8 t1[32];
; CHECK-NEXT: // demoted variable
; CHECK-NEXT: .shared .align 4 .b8 t2[32];

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.compiler.used = appending global [7 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr addrspacecast (ptr addrspace(1) @second to ptr), ptr addrspacecast (ptr addrspace(3) @s.1 to ptr), ptr addrspacecast (ptr addrspace(3) @s.2 to ptr), ptr addrspacecast (ptr addrspace(3) @s.3 to ptr), ptr addrspacecast (ptr addrspace(3) @t1 to ptr), ptr addrspacecast (ptr addrspace(3) @t2 to ptr)], section "llvm.metadata"
@table = internal addrspace(1) global [6 x ptr] [ptr addrspacecast (ptr addrspace(1) @a to ptr), ptr addrspacecast (ptr addrspace(1) @b to ptr), ptr addrspacecast (ptr addrspace(1) @c to ptr), ptr addrspacecast (ptr addrspace(1) @d to ptr), ptr addrspacecast (ptr addrspace(1) @e to ptr), ptr addrspacecast (ptr addrspace(1) @f to ptr)]
@second = internal addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @a to ptr)]
@a = internal addrspace(1) global i32 1
@b = internal addrspace(1) global i32 2
@c = internal addrspace(1) global i32 3
@d = internal addrspace(1) global i32 4
@e = internal addrspace(1) global i32 5
@f = internal addrspace(1) global i32 6
@g = internal addrspace(1) global i32 7
@s.1 = internal addrspace(3) global [4 x i32] undef
@s.2 = internal addrspace(3) global [4 x i32] undef
@s.3 = internal addrspace(3) global [4 x i32] undef
@t1 = internal addrspace(3) global [8 x i32] undef
@t2 = internal addrspace(3) global [8 x i32] undef

define void @k(ptr %out, i32 %i) {
  %p = getelementptr [6 x ptr], ptr addrspace(1) @table, i32 0, i32 %i
  %q = load ptr, ptr addrspace(1) %p
  %v = load i32, ptr %q
  %s1 = getelementptr [4 x i32], ptr addrspace(3) @s.1, i32 0, i32 %i
  store i32 %v, ptr addrspace(3) %s1
  %s2 = getelementptr [4 x i32], ptr addrspace(3) @s.2, i32 0, i32 %i
  store i32 %v, ptr addrspace(3) %s2
  %s3 = getelementptr [4 x i32], ptr addrspace(3) @s.3, i32 0, i32 %i
  %w = load i32, ptr addrspace(3) %s3
  store i32 %w, ptr %out
  ret void
}

define void @k2(ptr %out, i32 %i) {
  %p = getelementptr [2 x ptr], ptr addrspace(1) @second, i32 0, i32 %i
  %q = load ptr, ptr addrspace(1) %p
  %v = load i32, ptr %q
  %s1 = getelementptr [8 x i32], ptr addrspace(3) @t1, i32 0, i32 %i
  store i32 %v, ptr addrspace(3) %s1
  %s2 = getelementptr [8 x i32], ptr addrspace(3) @t2, i32 0, i32 %i
  %w = load i32, ptr addrspace(3) %s2
  store i32 %w, ptr %out
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k2, !"kernel", i32 1}
