; NVVM IR spec 1.5 §15.1, the linkage -> PTX directive table, row by row, for
; functions and for variables in every address space a variable may live in
; (generic and global: .global; shared; constant), in one module that the
; default (llvm) dialect verifies and nvvm-llc compiles as is, then ptxas
; assembles for each arch (doc/abi.md section 1):
;   private, internal                      no directive
;   external definition                    .visible
;   external declaration                   .extern
;   common                                 .common in .global, .weak elsewhere
;   available_externally, linkonce[_odr],
;   weak[_odr]                             .weak
;   anything else                          not supported (linkage-rejected.ll)
; `common` requires a zero initializer in LLVM IR; outside the global space it
; is not an initialization (LLVM emits `.weak .shared` with none), so the llvm
; dialect accepts a common shared variable; libNVVM refuses it ("Shared
; variables can't be initialized") and so does the nvvm dialect. (LLVM moves a
; private or internal shared variable into the one kernel that uses it, still
; without a directive.)
; RUN: nvvm-opt --verify-only %s
; RUN: not nvvm-opt --verify-only --dialect=nvvm %s 2>&1 | FileCheck %s --check-prefix=NVVM
; NVVM: error: shared variable 'v3_common' has an initializer
; RUN: nvvm-llc --arch=sm_75,sm_90,sm_120 %s -o %t
; RUN: FileCheck %s < %t/linkage-table.sm_75.ptx
; RUN: FileCheck %s < %t/linkage-table.sm_90.ptx
; RUN: FileCheck %s < %t/linkage-table.sm_120.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t/linkage-table.sm_75.ptx -o %t/75.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t/linkage-table.sm_90.ptx -o %t/90.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_120 -c %t/linkage-table.sm_120.ptx -o %t/120.o %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; --- functions
; CHECK-DAG: {{^}}.func (.param .b32 func_retval0) f_private(
define private i32 @f_private(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.func (.param .b32 func_retval0) f_internal(
define internal i32 @f_internal(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.visible .func (.param .b32 func_retval0) f_external(
define i32 @f_external(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.extern .func (.param .b32 func_retval0) f_declared{{$}}
declare i32 @f_declared(i32)
; common: not valid IR for a function (LLVM: invalid function linkage type)
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_available_externally(
define available_externally i32 @f_available_externally(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_linkonce(
define linkonce i32 @f_linkonce(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_linkonce_odr(
define linkonce_odr i32 @f_linkonce_odr(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_weak(
define weak i32 @f_weak(i32 %x) { ret i32 %x }
; CHECK-DAG: {{^}}.weak .func (.param .b32 func_retval0) f_weak_odr(
define weak_odr i32 @f_weak_odr(i32 %x) { ret i32 %x }

; --- address space 0 (.global)
; CHECK-DAG: {{^}}.global .align 4 .u32 v0_private = 1;
@v0_private = private global i32 1
; CHECK-DAG: {{^}}.global .align 4 .u32 v0_internal = 1;
@v0_internal = internal global i32 1
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 v0_external = 1;
@v0_external = global i32 1
; CHECK-DAG: {{^}}.extern .global .align 4 .u32 v0_declared;
@v0_declared = external global i32
; CHECK-DAG: {{^}}.common .global .align 4 .u32 v0_common;
@v0_common = common global i32 0
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v0_available_externally = 1;
@v0_available_externally = available_externally global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v0_linkonce = 1;
@v0_linkonce = linkonce global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v0_linkonce_odr = 1;
@v0_linkonce_odr = linkonce_odr global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v0_weak = 1;
@v0_weak = weak global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v0_weak_odr = 1;
@v0_weak_odr = weak_odr global i32 1

; --- address space 1 (.global)
; CHECK-DAG: {{^}}.global .align 4 .u32 v1_private = 1;
@v1_private = private addrspace(1) global i32 1
; CHECK-DAG: {{^}}.global .align 4 .u32 v1_internal = 1;
@v1_internal = internal addrspace(1) global i32 1
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 v1_external = 1;
@v1_external = addrspace(1) global i32 1
; CHECK-DAG: {{^}}.extern .global .align 4 .u32 v1_declared;
@v1_declared = external addrspace(1) global i32
; CHECK-DAG: {{^}}.common .global .align 4 .u32 v1_common;
@v1_common = common addrspace(1) global i32 0
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v1_available_externally = 1;
@v1_available_externally = available_externally addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v1_linkonce = 1;
@v1_linkonce = linkonce addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v1_linkonce_odr = 1;
@v1_linkonce_odr = linkonce_odr addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v1_weak = 1;
@v1_weak = weak addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 v1_weak_odr = 1;
@v1_weak_odr = weak_odr addrspace(1) global i32 1

; --- address space 3 (.shared)
; CHECK-DAG: {{^[[:space:]]*}}.shared .align 4 .u32 v3_private;
@v3_private = private addrspace(3) global i32 undef
; CHECK-DAG: {{^[[:space:]]*}}.shared .align 4 .u32 v3_internal;
@v3_internal = internal addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.visible .shared .align 4 .u32 v3_external;
@v3_external = addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.extern .shared .align 4 .u32 v3_declared;
@v3_declared = external addrspace(3) global i32
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 v3_common;
@v3_common = common addrspace(3) global i32 0
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 v3_available_externally;
@v3_available_externally = available_externally addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 v3_linkonce;
@v3_linkonce = linkonce addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 v3_linkonce_odr;
@v3_linkonce_odr = linkonce_odr addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 v3_weak;
@v3_weak = weak addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 v3_weak_odr;
@v3_weak_odr = weak_odr addrspace(3) global i32 undef

; --- address space 4 (.const)
; CHECK-DAG: {{^}}.const .align 4 .u32 v4_private = 1;
@v4_private = private addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.const .align 4 .u32 v4_internal = 1;
@v4_internal = internal addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.visible .const .align 4 .u32 v4_external = 1;
@v4_external = addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.extern .const .align 4 .u32 v4_declared;
@v4_declared = external addrspace(4) global i32
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 v4_common;
@v4_common = common addrspace(4) global i32 0
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 v4_available_externally = 1;
@v4_available_externally = available_externally addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 v4_linkonce = 1;
@v4_linkonce = linkonce addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 v4_linkonce_odr = 1;
@v4_linkonce_odr = linkonce_odr addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 v4_weak = 1;
@v4_weak = weak addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 v4_weak_odr = 1;
@v4_weak_odr = weak_odr addrspace(4) constant i32 1

; every symbol is used, so that none is dropped
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %c0 = call i32 @f_declared(i32 0)
  %c1 = call i32 @f_private(i32 %c0)
  %c2 = call i32 @f_internal(i32 %c1)
  %c3 = call i32 @f_external(i32 %c2)
  %c4 = call i32 @f_available_externally(i32 %c3)
  %c5 = call i32 @f_linkonce(i32 %c4)
  %c6 = call i32 @f_linkonce_odr(i32 %c5)
  %c7 = call i32 @f_weak(i32 %c6)
  %c8 = call i32 @f_weak_odr(i32 %c7)
  store volatile i32 %c8, ptr addrspace(1) %o
  %l0 = load volatile i32, ptr @v0_private
  store volatile i32 %l0, ptr addrspace(1) %o
  %l1 = load volatile i32, ptr @v0_internal
  store volatile i32 %l1, ptr addrspace(1) %o
  %l2 = load volatile i32, ptr @v0_external
  store volatile i32 %l2, ptr addrspace(1) %o
  %l3 = load volatile i32, ptr @v0_declared
  store volatile i32 %l3, ptr addrspace(1) %o
  %l4 = load volatile i32, ptr @v0_common
  store volatile i32 %l4, ptr addrspace(1) %o
  %l5 = load volatile i32, ptr @v0_available_externally
  store volatile i32 %l5, ptr addrspace(1) %o
  %l6 = load volatile i32, ptr @v0_linkonce
  store volatile i32 %l6, ptr addrspace(1) %o
  %l7 = load volatile i32, ptr @v0_linkonce_odr
  store volatile i32 %l7, ptr addrspace(1) %o
  %l8 = load volatile i32, ptr @v0_weak
  store volatile i32 %l8, ptr addrspace(1) %o
  %l9 = load volatile i32, ptr @v0_weak_odr
  store volatile i32 %l9, ptr addrspace(1) %o
  %l10 = load volatile i32, ptr addrspace(1) @v1_private
  store volatile i32 %l10, ptr addrspace(1) %o
  %l11 = load volatile i32, ptr addrspace(1) @v1_internal
  store volatile i32 %l11, ptr addrspace(1) %o
  %l12 = load volatile i32, ptr addrspace(1) @v1_external
  store volatile i32 %l12, ptr addrspace(1) %o
  %l13 = load volatile i32, ptr addrspace(1) @v1_declared
  store volatile i32 %l13, ptr addrspace(1) %o
  %l14 = load volatile i32, ptr addrspace(1) @v1_common
  store volatile i32 %l14, ptr addrspace(1) %o
  %l15 = load volatile i32, ptr addrspace(1) @v1_available_externally
  store volatile i32 %l15, ptr addrspace(1) %o
  %l16 = load volatile i32, ptr addrspace(1) @v1_linkonce
  store volatile i32 %l16, ptr addrspace(1) %o
  %l17 = load volatile i32, ptr addrspace(1) @v1_linkonce_odr
  store volatile i32 %l17, ptr addrspace(1) %o
  %l18 = load volatile i32, ptr addrspace(1) @v1_weak
  store volatile i32 %l18, ptr addrspace(1) %o
  %l19 = load volatile i32, ptr addrspace(1) @v1_weak_odr
  store volatile i32 %l19, ptr addrspace(1) %o
  %l20 = load volatile i32, ptr addrspace(3) @v3_private
  store volatile i32 %l20, ptr addrspace(1) %o
  %l21 = load volatile i32, ptr addrspace(3) @v3_internal
  store volatile i32 %l21, ptr addrspace(1) %o
  %l22 = load volatile i32, ptr addrspace(3) @v3_external
  store volatile i32 %l22, ptr addrspace(1) %o
  %l23 = load volatile i32, ptr addrspace(3) @v3_declared
  store volatile i32 %l23, ptr addrspace(1) %o
  %l24 = load volatile i32, ptr addrspace(3) @v3_common
  store volatile i32 %l24, ptr addrspace(1) %o
  %l25 = load volatile i32, ptr addrspace(3) @v3_available_externally
  store volatile i32 %l25, ptr addrspace(1) %o
  %l26 = load volatile i32, ptr addrspace(3) @v3_linkonce
  store volatile i32 %l26, ptr addrspace(1) %o
  %l27 = load volatile i32, ptr addrspace(3) @v3_linkonce_odr
  store volatile i32 %l27, ptr addrspace(1) %o
  %l28 = load volatile i32, ptr addrspace(3) @v3_weak
  store volatile i32 %l28, ptr addrspace(1) %o
  %l29 = load volatile i32, ptr addrspace(3) @v3_weak_odr
  store volatile i32 %l29, ptr addrspace(1) %o
  %l30 = load volatile i32, ptr addrspace(4) @v4_private
  store volatile i32 %l30, ptr addrspace(1) %o
  %l31 = load volatile i32, ptr addrspace(4) @v4_internal
  store volatile i32 %l31, ptr addrspace(1) %o
  %l32 = load volatile i32, ptr addrspace(4) @v4_external
  store volatile i32 %l32, ptr addrspace(1) %o
  %l33 = load volatile i32, ptr addrspace(4) @v4_declared
  store volatile i32 %l33, ptr addrspace(1) %o
  %l34 = load volatile i32, ptr addrspace(4) @v4_common
  store volatile i32 %l34, ptr addrspace(1) %o
  %l35 = load volatile i32, ptr addrspace(4) @v4_available_externally
  store volatile i32 %l35, ptr addrspace(1) %o
  %l36 = load volatile i32, ptr addrspace(4) @v4_linkonce
  store volatile i32 %l36, ptr addrspace(1) %o
  %l37 = load volatile i32, ptr addrspace(4) @v4_linkonce_odr
  store volatile i32 %l37, ptr addrspace(1) %o
  %l38 = load volatile i32, ptr addrspace(4) @v4_weak
  store volatile i32 %l38, ptr addrspace(1) %o
  %l39 = load volatile i32, ptr addrspace(4) @v4_weak_odr
  store volatile i32 %l39, ptr addrspace(1) %o
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
