; Every function linkage the NVVM IR spec supports, mapped to the PTX
; directive of its §15.1 table (doc/abi.md), for each arch ptxas 13 knows.
; available_externally is the one LLVM 22 gets wrong on its own (it drops
; the function): nvvm-llc emits it as .weak with its body.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --arch=sm_80 %s -o %t.sm_80.ptx
; RUN: nvvm-llc --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: nvvm-llc --arch=sm_100 %s -o %t.sm_100.ptx
; RUN: nvvm-llc --arch=sm_120 %s -o %t.sm_120.ptx
; RUN: FileCheck %s < %t.sm_75.ptx
; RUN: FileCheck %s < %t.sm_90.ptx
; RUN: FileCheck %s < %t.sm_120.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_80 -c %t.sm_80.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.sm_90.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_100 -c %t.sm_100.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_120 -c %t.sm_120.ptx -o %t.o %}

target triple = "nvptx64-nvidia-cuda"

; external declaration (used): .extern; an unused one is not emitted at all
; CHECK-DAG: {{^}}.extern .func (.param .b32 func_retval0) f_declared{{$}}
; CHECK-NOT: f_declared_unused
declare i32 @f_declared(i32)
declare i32 @f_declared_unused(i32)

; private, internal: no directive (names with '.' are renamed to _$_)
; CHECK-DAG: {{^}}.func (.param .b32 func_retval0) f_private(
; CHECK-DAG: {{^}}.func (.param .b32 func_retval0) f_internal(
; CHECK-DAG: {{^}}.func (.param .b32 func_retval0) f_$_dotted(
define private i32 @f_private(i32 %x) { ret i32 %x }
define internal i32 @f_internal(i32 %x) { ret i32 %x }
define internal i32 @f.dotted(i32 %x) { ret i32 %x }

; external definition: .visible
; CHECK-DAG: {{^}}.visible .func (.param .b32 func_retval0) f_external(
define i32 @f_external(i32 %x) { ret i32 %x }

; available_externally, linkonce, linkonce_odr, weak, weak_odr: .weak, with a body
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_available_externally(
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_linkonce(
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_linkonce_odr(
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_weak(
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_weak_odr(
define available_externally i32 @f_available_externally(i32 %x) { ret i32 %x }
define linkonce i32 @f_linkonce(i32 %x) { ret i32 %x }
define linkonce_odr i32 @f_linkonce_odr(i32 %x) { ret i32 %x }
define weak i32 @f_weak(i32 %x) { ret i32 %x }
define weak_odr i32 @f_weak_odr(i32 %x) { ret i32 %x }

; an alias of an external function: .visible prototype plus .alias
; CHECK-DAG: {{^}}.visible .func (.param .b32 func_retval0) f_alias{{$}}
; CHECK-DAG: {{^}}.alias f_alias, f_external;
@f_alias = alias i32 (i32), ptr @f_external

; kernels follow the same table
; CHECK-DAG: {{^}}.weak .entry k_weak_odr(
; CHECK-DAG: {{^}}.visible .entry k(
; CHECK-DAG: {{^}}.entry k_internal(
define weak_odr ptx_kernel void @k_weak_odr(ptr %p) { ret void }
define internal ptx_kernel void @k_internal(ptr %p) { ret void }

define ptx_kernel void @k(ptr %p) {
  %a = call i32 @f_private(i32 1)
  %b = call i32 @f_internal(i32 %a)
  %c = call i32 @f_declared(i32 %b)
  %d = call i32 @f_available_externally(i32 %c)
  %e = call i32 @f.dotted(i32 %d)
  %f = call i32 @f_alias(i32 %e)
  store i32 %f, ptr %p
  ret void
}
