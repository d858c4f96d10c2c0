; The system calls of the PTX ABI chapter 3 (vprintf, malloc, free,
; __assertfail) with the prototypes the driver implements compile and
; assemble; any other prototype, of the declaration or of a call, is an
; error naming the expected one (rule syscall-prototype).
; RUN: split-file %s %t
; RUN: nvvm-llc --arch=sm_90 %t/good.ll -o %t/good.ptx
; RUN: FileCheck --check-prefix=GOOD %s < %t/good.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/good.ptx -o %t/good.o %}
; RUN: not nvvm-llc --arch=sm_90 %t/bad.ll -o %t/bad.ptx 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not nvvm-llc --arch=sm_90 %t/badcall.ll -o %t/badcall.ptx 2>&1 | FileCheck --check-prefix=BADCALL %s

; GOOD-DAG: .extern .func (.param .b32 func_retval0) vprintf
; GOOD-DAG: .extern .func (.param .b64 func_retval0) malloc
; GOOD-DAG: .extern .func free
; GOOD-DAG: .extern .func __assertfail

; BAD-DAG: error: system call 'vprintf' is declared as 'i32 (ptr, i32)'; the PTX ABI (chapter 3) requires 'i32 @vprintf(ptr, ptr)' [syscall-prototype]
; BAD-DAG: error: system call 'malloc' is declared as 'ptr (i32)'; the PTX ABI (chapter 3) requires 'ptr @malloc(i64)' [syscall-prototype]
; BAD-DAG: error: system call 'free' is declared as 'void (ptr addrspace(1))'; the PTX ABI (chapter 3) requires 'void @free(ptr)' [syscall-prototype]
; BAD-DAG: error: system call '__assertfail' is declared as 'void (ptr, ptr, i32, ptr, i32)'; the PTX ABI (chapter 3) requires 'void @__assertfail(ptr, ptr, i32, ptr, i64)' [syscall-prototype]

; BAD-DAG: error: system call '__cuda_syscall_aligned_malloc' is declared as 'ptr (i64, i32)'; ptxas (nvcc calls it for an aligned operator new) requires 'ptr @__cuda_syscall_aligned_malloc(i64, i64)' [syscall-prototype]

; BADCALL: error: call to system call 'vprintf' in function 'k' uses the type 'i32 (ptr, ptr, i32)'; the PTX ABI (chapter 3) requires 'i32 @vprintf(ptr, ptr)' [syscall-prototype]

;--- good.ll
target triple = "nvptx64-nvidia-cuda"
@fmt = private addrspace(1) constant [4 x i8] c"%d\0A\00"
@msg = private addrspace(1) constant [2 x i8] c"x\00"
declare i32 @vprintf(ptr, ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @__assertfail(ptr, ptr, i32, ptr, i64)
define ptx_kernel void @k(i32 %v) {
  %buf = alloca i32
  store i32 %v, ptr %buf
  %f = addrspacecast ptr addrspace(1) @fmt to ptr
  %r = call i32 @vprintf(ptr %f, ptr %buf)
  %m = call ptr @malloc(i64 64)
  call void @free(ptr %m)
  %s = addrspacecast ptr addrspace(1) @msg to ptr
  call void @__assertfail(ptr %s, ptr %s, i32 1, ptr %s, i64 1)
  ret void
}
;--- bad.ll
target triple = "nvptx64-nvidia-cuda"
declare i32 @vprintf(ptr, i32)
declare ptr @malloc(i32)
declare void @free(ptr addrspace(1))
declare void @__assertfail(ptr, ptr, i32, ptr, i32)
declare ptr @__cuda_syscall_aligned_malloc(i64, i32)
;--- badcall.ll
target triple = "nvptx64-nvidia-cuda"
declare i32 @vprintf(ptr, ptr)
define ptx_kernel void @k(ptr %f) {
  %r = call i32 @vprintf(ptr %f, ptr %f, i32 3)
  ret void
}
