; Unnamed globals get PTX names from LLVM's Mangler in the order the printer
; first asks for them, which followed addresses like the order itself: the
; names changed from run to run (7 different files in 12 runs). nvvm-llc
; names them __unnamed_N in module order before codegen.
; RUN: rm -rf %t && mkdir -p %t
; RUN: sh -c 'for i in 1 2 3 4 5 6 7 8 9 10; do nvvm-llc -w --arch=sm_75 %s -o %t/$i.ptx || exit 1; done'
; RUN: sh -c 'for i in 2 3 4 5 6 7 8 9 10; do cmp %t/1.ptx %t/$i.ptx || exit 1; done'
; RUN: FileCheck %s < %t/1.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t/1.ptx -o /dev/null %}
; CHECK:      .global .align 4 .u32 __unnamed_1 = 1;
; CHECK-NEXT: .global .align 4 .u32 __unnamed_2 = 2;
; CHECK-NEXT: .global .align 4 .u32 __unnamed_3 = 3;
; CHECK-NEXT: .global .align 4 .u32 __unnamed_4 = 4;
; CHECK-NEXT: .global .align 8 .u64 table[4] = {generic(__unnamed_1), generic(__unnamed_2), generic(__unnamed_3), generic(__unnamed_4)};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"
@table = internal addrspace(1) global [4 x ptr] [ptr addrspacecast (ptr addrspace(1) @0 to ptr), ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @2 to ptr), ptr addrspacecast (ptr addrspace(1) @3 to ptr)]
@0 = internal addrspace(1) global i32 1
@1 = internal addrspace(1) global i32 2
@2 = internal addrspace(1) global i32 3
@3 = internal addrspace(1) global i32 4
define void @k(ptr %o, i32 %i) {
  %p = getelementptr [4 x ptr], ptr addrspace(1) @table, i32 0, i32 %i
  %q = load ptr, ptr addrspace(1) %p
  store ptr %q, ptr %o
  ret void
}
