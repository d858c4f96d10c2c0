; Linkage types the NVVM ABI does not support (NVVM IR spec 3.1) are
; errors naming the symbol, all of them in one run. LLVM 22 accepts them
; and silently miscompiles: an extern_weak or appending global becomes a
; local zero-initialized definition without a directive.
; RUN: not nvvm-llc --arch=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; What LLVM 22 alone makes of them:
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | FileCheck --check-prefix=LLC %s

; CHECK-DAG: error: global variable 'gw' has extern_weak linkage, which the NVVM ABI does not support (NVVM IR spec 3.1; LLVM would miscompile it) [linkage-extern-weak]
; CHECK-DAG: error: global variable 'sw' has extern_weak linkage, which the NVVM ABI does not support (NVVM IR spec 3.1; LLVM would miscompile it) [linkage-extern-weak]
; CHECK-DAG: error: global variable 'ga' has appending linkage, which the NVVM ABI does not support (NVVM IR spec 3.1; LLVM would miscompile it) [linkage-appending]
; CHECK-DAG: error: function 'fw' has extern_weak linkage, which the NVVM ABI does not support (NVVM IR spec 3.1; LLVM would miscompile it) [linkage-extern-weak]
; CHECK-DAG: error: ifunc 'resolved' is not supported by the NVVM ABI: PTX has no run-time symbol resolution [linkage-ifunc]
; CHECK-DAG: error: function 'exported' has a dllimport/dllexport storage class, which the NVVM ABI does not support (NVVM IR spec 3.1) [linkage-dllstorage]
; LLC-DAG: {{^}}.global .align 4 .u32 gw;
; LLC-DAG: {{^}}.global .align 4 .b8 ga[4] = {1};

target triple = "nvptx64-nvidia-cuda"

@gw = extern_weak addrspace(1) global i32
@sw = extern_weak addrspace(3) global i32
@ga = appending addrspace(1) global [1 x i32] [i32 1]
; llvm.used is appending by definition and consumed by LLVM: accepted
@llvm.used = appending global [1 x ptr] [ptr @k], section "llvm.metadata"

declare extern_weak void @fw()

define dllexport void @exported() { ret void }

define internal ptr @resolver() { ret ptr null }
@resolved = ifunc void (), ptr @resolver

define ptx_kernel void @k(ptr %p) {
  %a = load i32, ptr addrspace(1) @gw
  %b = load i32, ptr addrspace(3) @sw
  %c = load i32, ptr addrspace(1) @ga
  call void @fw()
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  store i32 %t, ptr %p
  ret void
}
