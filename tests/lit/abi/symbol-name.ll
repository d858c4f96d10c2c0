; A symbol visible outside the module must have a PTX identifier for a
; name: LLVM renames only local symbols ('.' -> '_$_'), so an external
; "a.b" would reach ptxas as a syntax error (rule symbol-name). Local
; symbols and unused declarations are fine.
; RUN: not nvvm-llc --arch=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: sed -e '/BAD/d' %s > %t.ok.ll
; RUN: nvvm-llc --arch=sm_90 %t.ok.ll -o %t.ok.ptx
; RUN: FileCheck --check-prefix=OK %s < %t.ok.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.ok.ptx -o %t.o %}

; CHECK-DAG: error: global variable 'g.dot' is visible outside the module but its name is not a PTX identifier ([a-zA-Z_$][a-zA-Z0-9_$]*); ptxas would reject it and it cannot be renamed [symbol-name]
; CHECK-DAG: error: function 'f.dot' is visible outside the module but its name is not a PTX identifier ([a-zA-Z_$][a-zA-Z0-9_$]*); ptxas would reject it and it cannot be renamed [symbol-name]
; CHECK-DAG: error: function 'used.decl' is visible outside the module but its name is not a PTX identifier ([a-zA-Z_$][a-zA-Z0-9_$]*); ptxas would reject it and it cannot be renamed [symbol-name]
; CHECK-NOT: 'local.dot'
; CHECK-NOT: 'unused.decl'
; OK: .global .align 4 .u32 local_$_dot = 1;

target triple = "nvptx64-nvidia-cuda"

@g.dot = addrspace(1) global i32 1 ; BAD
@local.dot = internal addrspace(1) global i32 1
define void @f.dot() { ret void } ; BAD
declare void @used.decl() ; BAD
declare void @unused.decl()

define ptx_kernel void @k(ptr %p) {
  call void @used.decl() ; BAD
  %v = load i32, ptr addrspace(1) @local.dot
  store i32 %v, ptr %p
  ret void
}
