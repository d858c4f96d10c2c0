; The vtable of an abstract class holds __cxa_pure_virtual (a deleted virtual
; function: __cxa_deleted_virtual) in its pure slots; no device library
; defines either and ptxas refuses the address of an undefined function.
; nvcc writes 0 there: so do nvvm-link and nvvm-llc (a module that skipped
; nvvm-link), and the PTX assembles.
; RUN: rm -rf %t && mkdir -p %t
; RUN: nvvm-link %s -S -o - | FileCheck %s
; RUN: nvvm-link %s -o %t/l.bc
; RUN: nvvm-llc %t/l.bc --arch=sm_75 -o %t/l.ptx
; RUN: nvvm-llc %s --arch=sm_75 -o %t/direct.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t/direct.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t/l.ptx -o %t/l.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t/direct.ptx -o %t/d.o %}

; CHECK: @_ZTV5Shape = linkonce_odr unnamed_addr addrspace(1) constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr null, ptr null, ptr @_ZN5ShapeD1Ev, ptr null] }
; CHECK-NOT: __cxa_pure_virtual
; CHECK-NOT: __cxa_deleted_virtual
; PTX-NOT: __cxa_pure_virtual
; PTX: _ZTV5Shape[5] = {0, 0, 0, _ZN5ShapeD1Ev, 0};

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZTV5Shape = linkonce_odr unnamed_addr addrspace(1) constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr null, ptr @__cxa_pure_virtual, ptr @_ZN5ShapeD1Ev, ptr @__cxa_deleted_virtual] }
@sink = addrspace(1) global ptr null

declare void @__cxa_pure_virtual()
declare void @__cxa_deleted_virtual()

define linkonce_odr void @_ZN5ShapeD1Ev(ptr %this) {
  ret void
}

define ptx_kernel void @k() {
  store ptr addrspacecast (ptr addrspace(1) @_ZTV5Shape to ptr), ptr addrspace(1) @sink
  ret void
}
