; Every global-variable linkage of the NVVM IR spec in each address space
; (generic, global, shared, constant), mapped to the PTX directive of the
; §15.1 table (doc/abi.md): none for private/internal, .visible for an
; external definition (whatever its initializer: value, zero or undef),
; .extern for a declaration, .common for common in the global space and
; .weak for common elsewhere, .weak for available_externally, linkonce,
; linkonce_odr, weak and weak_odr. Generic globals live in .global.
; The table covers an external shared variable with a zero initializer,
; which the NVVM verifier rejects (rule shared-initializer, as libNVVM does):
; --no-verify shows what the ABI layer maps it to. (A common shared variable
; is accepted in the llvm dialect: linkage-table.ll.)
; RUN: not nvvm-llc --arch=sm_75 %s -o %t.rejected.ptx 2>&1 | FileCheck --check-prefix=VERIFY %s
; VERIFY: error: shared variable 'g3_zero' has an initializer
; RUN: nvvm-llc --no-verify --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --no-verify --arch=sm_80 %s -o %t.sm_80.ptx
; RUN: nvvm-llc --no-verify --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: nvvm-llc --no-verify --arch=sm_100 %s -o %t.sm_100.ptx
; RUN: nvvm-llc --no-verify --arch=sm_120 %s -o %t.sm_120.ptx
; RUN: FileCheck %s < %t.sm_75.ptx
; RUN: FileCheck %s < %t.sm_100.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_80 -c %t.sm_80.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.sm_90.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_100 -c %t.sm_100.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_120 -c %t.sm_120.ptx -o %t.o %}

target triple = "nvptx64-nvidia-cuda"

; --- address space 0 (.global)
; CHECK-DAG: {{^}}.global .align 4 .u32 g0_private = 1;
@g0_private = private global i32 1
; CHECK-DAG: {{^}}.global .align 4 .u32 g0_internal = 1;
@g0_internal = internal global i32 1
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 g0_external = 1;
@g0_external = global i32 1
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 g0_zero;
@g0_zero = global i32 0
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 g0_undef;
@g0_undef = global i32 undef
; CHECK-DAG: {{^}}.extern .global .align 4 .u32 g0_declared;
@g0_declared = external global i32
; CHECK-DAG: {{^}}.common .global .align 4 .u32 g0_common;
@g0_common = common global i32 0
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g0_available_externally = 1;
@g0_available_externally = available_externally global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g0_linkonce = 1;
@g0_linkonce = linkonce global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g0_linkonce_odr = 1;
@g0_linkonce_odr = linkonce_odr global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g0_weak = 1;
@g0_weak = weak global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g0_weak_odr = 1;
@g0_weak_odr = weak_odr global i32 1

; --- address space 1 (.global)
; CHECK-DAG: {{^}}.global .align 4 .u32 g1_private = 1;
@g1_private = private addrspace(1) global i32 1
; CHECK-DAG: {{^}}.global .align 4 .u32 g1_internal = 1;
@g1_internal = internal addrspace(1) global i32 1
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 g1_external = 1;
@g1_external = addrspace(1) global i32 1
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 g1_zero;
@g1_zero = addrspace(1) global i32 0
; CHECK-DAG: {{^}}.visible .global .align 4 .u32 g1_undef;
@g1_undef = addrspace(1) global i32 undef
; CHECK-DAG: {{^}}.extern .global .align 4 .u32 g1_declared;
@g1_declared = external addrspace(1) global i32
; CHECK-DAG: {{^}}.common .global .align 4 .u32 g1_common;
@g1_common = common addrspace(1) global i32 0
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g1_available_externally = 1;
@g1_available_externally = available_externally addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g1_linkonce = 1;
@g1_linkonce = linkonce addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g1_linkonce_odr = 1;
@g1_linkonce_odr = linkonce_odr addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g1_weak = 1;
@g1_weak = weak addrspace(1) global i32 1
; CHECK-DAG: {{^}}.weak .global .align 4 .u32 g1_weak_odr = 1;
@g1_weak_odr = weak_odr addrspace(1) global i32 1

; --- address space 3 (.shared)
; CHECK-DAG: {{^}}.shared .align 4 .u32 g3_private;
@g3_private = private addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.shared .align 4 .u32 g3_internal;
@g3_internal = internal addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.visible .shared .align 4 .u32 g3_external;
@g3_external = addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.visible .shared .align 4 .u32 g3_zero;
@g3_zero = addrspace(3) global i32 0
; CHECK-DAG: {{^}}.visible .shared .align 4 .u32 g3_undef;
@g3_undef = addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.extern .shared .align 4 .u32 g3_declared;
@g3_declared = external addrspace(3) global i32
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 g3_common;
@g3_common = common addrspace(3) global i32 0
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 g3_available_externally;
@g3_available_externally = available_externally addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 g3_linkonce;
@g3_linkonce = linkonce addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 g3_linkonce_odr;
@g3_linkonce_odr = linkonce_odr addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 g3_weak;
@g3_weak = weak addrspace(3) global i32 undef
; CHECK-DAG: {{^}}.weak .shared .align 4 .u32 g3_weak_odr;
@g3_weak_odr = weak_odr addrspace(3) global i32 undef

; --- address space 4 (.const)
; CHECK-DAG: {{^}}.const .align 4 .u32 g4_private = 1;
@g4_private = private addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.const .align 4 .u32 g4_internal = 1;
@g4_internal = internal addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.visible .const .align 4 .u32 g4_external = 1;
@g4_external = addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.extern .const .align 4 .u32 g4_declared;
@g4_declared = external addrspace(4) global i32
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 g4_common;
@g4_common = common addrspace(4) global i32 0
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 g4_available_externally = 1;
@g4_available_externally = available_externally addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 g4_linkonce = 1;
@g4_linkonce = linkonce addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 g4_linkonce_odr = 1;
@g4_linkonce_odr = linkonce_odr addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 g4_weak = 1;
@g4_weak = weak addrspace(4) constant i32 1
; CHECK-DAG: {{^}}.weak .const .align 4 .u32 g4_weak_odr = 1;
@g4_weak_odr = weak_odr addrspace(4) constant i32 1

; names with '.' of local symbols are renamed
; CHECK-DAG: {{^}}.global .align 4 .u32 g1_$_dotted = 1;
@g1.dotted = internal addrspace(1) global i32 1

define ptx_kernel void @k1(ptr %o) {
  %v0 = load volatile i32, ptr @g0_private
  store volatile i32 %v0, ptr %o
  %v1 = load volatile i32, ptr @g0_internal
  store volatile i32 %v1, ptr %o
  %v2 = load volatile i32, ptr addrspace(1) @g1_private
  store volatile i32 %v2, ptr %o
  %v3 = load volatile i32, ptr addrspace(1) @g1_internal
  store volatile i32 %v3, ptr %o
  %v4 = load volatile i32, ptr addrspace(3) @g3_private
  store volatile i32 %v4, ptr %o
  %v5 = load volatile i32, ptr addrspace(3) @g3_internal
  store volatile i32 %v5, ptr %o
  %v6 = load volatile i32, ptr addrspace(4) @g4_private
  store volatile i32 %v6, ptr %o
  %v7 = load volatile i32, ptr addrspace(4) @g4_internal
  store volatile i32 %v7, ptr %o
  %v8 = load volatile i32, ptr addrspace(1) @g1.dotted
  store volatile i32 %v8, ptr %o
  ret void
}

define ptx_kernel void @k2(ptr %o) {
  %v0 = load volatile i32, ptr @g0_private
  store volatile i32 %v0, ptr %o
  %v1 = load volatile i32, ptr @g0_internal
  store volatile i32 %v1, ptr %o
  %v2 = load volatile i32, ptr addrspace(1) @g1_private
  store volatile i32 %v2, ptr %o
  %v3 = load volatile i32, ptr addrspace(1) @g1_internal
  store volatile i32 %v3, ptr %o
  %v4 = load volatile i32, ptr addrspace(3) @g3_private
  store volatile i32 %v4, ptr %o
  %v5 = load volatile i32, ptr addrspace(3) @g3_internal
  store volatile i32 %v5, ptr %o
  %v6 = load volatile i32, ptr addrspace(4) @g4_private
  store volatile i32 %v6, ptr %o
  %v7 = load volatile i32, ptr addrspace(4) @g4_internal
  store volatile i32 %v7, ptr %o
  %v8 = load volatile i32, ptr addrspace(1) @g1.dotted
  store volatile i32 %v8, ptr %o
  ret void
}
