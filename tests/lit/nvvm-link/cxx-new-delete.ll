; Device operator new/delete: every C++ allocation function a module declares
; without defining gets an internal definition over the PTX system calls, as
; nvcc emits them for the same source (new -> malloc, aligned new ->
; __cuda_syscall_aligned_malloc(size, align), delete -> free); a definition
; the module has (clang's inline ones, a user's replacement) is kept; a
; declaration whose type is not the C++ one is left undefined.
; RUN: nvvm-link %s -S -o - | FileCheck %s
; RUN: nvvm-link %s -S -o - | FileCheck %s --check-prefix=BODY
; RUN: not nvvm-link %S/Inputs/new-wrong-type.ll 2>&1 | FileCheck %s --check-prefix=WRONG
; RUN: nvvm-link %s | nvvm-opt --verify-only -

; CHECK-DAG: define internal ptr @_Znwm(i64 %0)
; CHECK-DAG: define internal ptr @_ZnwmRKSt9nothrow_t(i64 %0, ptr %1)
; CHECK-DAG: define internal ptr @_ZnamRKSt9nothrow_t(i64 %0, ptr %1)
; CHECK-DAG: define internal ptr @_ZnwmSt11align_val_t(i64 %0, i64 %1)
; CHECK-DAG: define internal ptr @_ZnamSt11align_val_t(i64 %0, i64 %1)
; CHECK-DAG: define internal ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 %0, i64 %1, ptr %2)
; CHECK-DAG: define internal ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64 %0, i64 %1, ptr %2)
; CHECK-DAG: define internal void @_ZdlPv(ptr %0)
; CHECK-DAG: define internal void @_ZdaPv(ptr %0)
; CHECK-DAG: define internal void @_ZdlPvm(ptr %0, i64 %1)
; CHECK-DAG: define internal void @_ZdaPvm(ptr %0, i64 %1)
; CHECK-DAG: define internal void @_ZdlPvRKSt9nothrow_t(ptr %0, ptr %1)
; CHECK-DAG: define internal void @_ZdaPvRKSt9nothrow_t(ptr %0, ptr %1)
; CHECK-DAG: define internal void @_ZdlPvSt11align_val_t(ptr %0, i64 %1)
; CHECK-DAG: define internal void @_ZdaPvSt11align_val_t(ptr %0, i64 %1)
; CHECK-DAG: define internal void @_ZdlPvmSt11align_val_t(ptr %0, i64 %1, i64 %2)
; CHECK-DAG: define internal void @_ZdaPvmSt11align_val_t(ptr %0, i64 %1, i64 %2)
; CHECK-DAG: define internal void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr %0, i64 %1, ptr %2)
; CHECK-DAG: define internal void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr %0, i64 %1, ptr %2)
; the module's own definition of _Znam stays as it is
; CHECK-DAG: define linkonce_odr ptr @_Znam(i64 %n)
; CHECK-DAG: declare ptr @malloc(i64)
; CHECK-DAG: declare ptr @__cuda_syscall_aligned_malloc(i64, i64)
; CHECK-DAG: declare void @free(ptr)

; The bodies: new(0) gets one byte; delete of null does nothing.
; BODY-LABEL: define internal ptr @_ZnwmSt11align_val_t(
; BODY-NEXT: entry:
; BODY-NEXT: %zero = icmp eq i64 %0, 0
; BODY-NEXT: %size = select i1 %zero, i64 1, i64 %0
; BODY-NEXT: %p = call ptr @__cuda_syscall_aligned_malloc(i64 %size, i64 %1)
; BODY-NEXT: ret ptr %p
; BODY-LABEL: define internal void @_ZdlPvmSt11align_val_t(
; BODY-NEXT: entry:
; BODY-NEXT: %null = icmp eq ptr %0, null
; BODY-NEXT: br i1 %null, label %done, label %free
; BODY: call void @free(ptr %0)

; WRONG: error: undefined symbol '_ZnwmSt11align_val_t'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @_Znwm(i64) nobuiltin allocsize(0)
declare ptr @_ZnwmRKSt9nothrow_t(i64, ptr)
declare ptr @_ZnamRKSt9nothrow_t(i64, ptr)
declare ptr @_ZnwmSt11align_val_t(i64, i64) nobuiltin allocsize(0)
declare ptr @_ZnamSt11align_val_t(i64, i64)
declare ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64, i64, ptr)
declare ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64, i64, ptr)
declare void @_ZdlPv(ptr) nobuiltin
declare void @_ZdaPv(ptr)
declare void @_ZdlPvm(ptr, i64)
declare void @_ZdaPvm(ptr, i64)
declare void @_ZdlPvRKSt9nothrow_t(ptr, ptr)
declare void @_ZdaPvRKSt9nothrow_t(ptr, ptr)
declare void @_ZdlPvSt11align_val_t(ptr, i64)
declare void @_ZdaPvSt11align_val_t(ptr, i64)
declare void @_ZdlPvmSt11align_val_t(ptr, i64, i64) nobuiltin
declare void @_ZdaPvmSt11align_val_t(ptr, i64, i64)
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr, i64, ptr)
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr, i64, ptr)

define linkonce_odr ptr @_Znam(i64 %n) nobuiltin {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}
declare ptr @malloc(i64)

define ptx_kernel void @k(i64 %n, ptr %nt) {
  %a = call ptr @_Znwm(i64 %n) builtin
  %b = call ptr @_ZnwmRKSt9nothrow_t(i64 %n, ptr %nt)
  %c = call ptr @_ZnamRKSt9nothrow_t(i64 %n, ptr %nt)
  %d = call ptr @_ZnwmSt11align_val_t(i64 %n, i64 64) builtin
  %e = call ptr @_ZnamSt11align_val_t(i64 %n, i64 64)
  %f = call ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 %n, i64 64, ptr %nt)
  %g = call ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64 %n, i64 64, ptr %nt)
  %h = call ptr @_Znam(i64 %n)
  call void @_ZdlPv(ptr %a)
  call void @_ZdaPv(ptr %h)
  call void @_ZdlPvm(ptr %b, i64 %n)
  call void @_ZdaPvm(ptr %c, i64 %n)
  call void @_ZdlPvRKSt9nothrow_t(ptr %a, ptr %nt)
  call void @_ZdaPvRKSt9nothrow_t(ptr %a, ptr %nt)
  call void @_ZdlPvSt11align_val_t(ptr %d, i64 64)
  call void @_ZdaPvSt11align_val_t(ptr %e, i64 64)
  call void @_ZdlPvmSt11align_val_t(ptr %f, i64 %n, i64 64)
  call void @_ZdaPvmSt11align_val_t(ptr %g, i64 %n, i64 64)
  call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr %a, i64 64, ptr %nt)
  call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr %a, i64 64, ptr %nt)
  ret void
}
