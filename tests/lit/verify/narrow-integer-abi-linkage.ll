; narrow-integer-abi warns only where a caller can be in another module:
; external, linkonce and weak definitions, and local ones whose address is
; taken (a declaration is checked in the module that defines it). An internal or
; private function's callers are all here and extend the way it expects
; (LLVM's argument promotion writes such functions: cuda_fp16.h's __hmul
; after nvvm-opt -O3 takes two bare i16).
; RUN: nvvm-opt --verify-only %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
; RUN: nvvm-opt --verify-only --dialect=nvvm %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
; CHECK-DAG: warning: function 'ext': parameter 1 is i16 without zeroext or signext: it is passed as 32 bits and zeroext is assumed [narrow-integer-abi]
; CHECK-DAG: warning: function 'odr': parameter 1 is i16 without zeroext or signext: it is passed as 32 bits and zeroext is assumed [narrow-integer-abi]
; CHECK-DAG: warning: function 'escapes': parameter 1 is i16 without zeroext or signext: it is passed as 32 bits and zeroext is assumed [narrow-integer-abi]
; CHECK-DAG: warning: function 'wk': the return value is i16 without zeroext or signext: it is passed as 32 bits and zeroext is assumed [narrow-integer-abi]
;
;
; The same through the optimizer and nvvm-llc: argument promotion gives the
; internal h2f a bare i16, and neither tool warns about it.
; RUN: nvvm-opt -O3 %s -S -o %t.ll 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR: define internal {{.*}}float @h2f(i16 %
; RUN: nvvm-llc --arch=sm_80 %t.ll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=LLC --implicit-check-not=warning: --implicit-check-not=error:
; LLC-DAG: warning: function 'ext': parameter 1 is i16 without zeroext
; LLC-DAG: warning: function 'escapes': parameter 1 is i16 without zeroext
; LLC-DAG: warning: function 'wk': the return value is i16 without zeroext
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; PTX: .func  (.param .b32 func_retval0) h2f(
; PTX-NEXT: .param .b32 h2f_param_0
; PTX: .visible .entry k(

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

; internal and private helpers of bare narrow integers: no warning
define internal i16 @hmul(i16 %a, i16 %b) noinline {
  %r = mul i16 %a, %b
  ret i16 %r
}
define private i8 @low(i8 %a) noinline {
  ret i8 %a
}
; a byval __half as clang writes it at -O0: argument promotion makes it i16
define internal float @h2f(ptr byval(%struct.__half) align 2 %h) noinline {
  %v = load i16, ptr %h, align 2
  %f = uitofp i16 %v to float
  ret float %f
}

; an internal function whose address is stored: a caller can be anywhere
@table = addrspace(1) global ptr @escapes
define internal void @escapes(i16 %a) {
  ret void
}

define void @ext(i16 %a) {
  ret void
}
declare i8 @decl()
define linkonce_odr void @odr(i16 %a) {
  ret void
}
define weak i16 @wk() {
  ret i16 1
}

define ptx_kernel void @k(ptr %out, i16 zeroext %x, i8 zeroext %y) {
  %h = alloca %struct.__half, align 2
  store i16 %x, ptr %h, align 2
  %f = call float @h2f(ptr byval(%struct.__half) align 2 %h)
  %m = call i16 @hmul(i16 %x, i16 %x)
  %l = call i8 @low(i8 %y)
  %d = call i8 @decl()
  call void @ext(i16 %m)
  call void @odr(i16 %m)
  %w = call i16 @wk()
  %s = add i8 %l, %d
  %s32 = zext i8 %s to i32
  %w32 = zext i16 %w to i32
  %t = add i32 %s32, %w32
  %tf = uitofp i32 %t to float
  %r = fadd float %f, %tf
  store float %r, ptr %out, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
