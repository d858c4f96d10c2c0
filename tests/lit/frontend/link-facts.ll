; nvvm-link and the frontend facts (doc/nvvm-link.md), with IR written the way
; clang-22 emits it for CUDA: the builtin variables (extern_weak, no storage)
; are no symbols at all, dynamic shared memory is defined by no module (and
; two modules may declare it with different element types), device-runtime
; entry points stay external with a note, a __nv_* function left undefined
; says to link libdevice. Only the exact builtin shape is exempt.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvvm-link %t/a.ll %t/b.ll -S -o %t/ab.ll 2>&1 | FileCheck %s --check-prefix=AB --implicit-check-not=error: --implicit-check-not=warning:
; AB: nvvm-link: note: '__cudaCDP2LaunchDevice' is a CUDA device-runtime function: it stays an external declaration, defined at the device link by libcudadevrt or the CUDA driver (nvlink -L<cuda>/lib64 -lcudadevrt) [device-runtime-symbol]
; RUN: FileCheck %s --check-prefix=OUT < %t/ab.ll
; OUT-DAG: @threadIdx = extern_weak
; OUT-DAG: @dyn = external dso_local addrspace(3) global [0 x float], align 4
; OUT-DAG: declare i32 @__cudaCDP2LaunchDevice(
;
; RUN: not nvvm-link %t/nv.ll 2>&1 | FileCheck %s --check-prefix=NV
; NV: {{.*}}nv.ll: error: undefined symbol '__nv_expf', referenced by {{.*}}nv.ll: a libdevice function [undefined-symbol]
; NV-NEXT: {{.*}}nv.ll: hint: link libdevice (--libdevice)
;
; RUN: not nvvm-link %t/notbuiltin.ll 2>&1 | FileCheck %s --check-prefix=NOT --implicit-check-not=error:
; NOT-DAG: notbuiltin.ll: error: 'threadIdx' has linkage extern_weak, which NVVM IR does not support (spec 3.1) [unsupported-linkage]
; NOT-DAG: notbuiltin.ll: error: 'myIdx' has linkage extern_weak, which NVVM IR does not support (spec 3.1) [unsupported-linkage]
;
; RUN: nvvm-link %t/stub.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=STUB
; STUB: stub.ll: warning: '__cudaCDP2Malloc' is defined here as the CUDA headers' stub that fails with 999 (cudaErrorUnknown): device-side runtime calls work only in relocatable device code (compile with -fgpu-rdc -D__CUDACC_RDC__ and link libcudadevrt) [device-runtime-stub]

;--- a.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.dim3 = type { i32, i32, i32 }
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@dyn = external dso_local addrspace(3) global [0 x float], align 4
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare i32 @conv(ptr)
define ptx_kernel void @ka(ptr %o) {
  %t = call i32 @conv(ptr addrspacecast (ptr addrspace(1) @threadIdx to ptr))
  %p = getelementptr [0 x float], ptr addrspace(3) @dyn, i32 0, i32 %t
  %v = load float, ptr addrspace(3) %p
  store float %v, ptr %o
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @ka, ptr null, ptr null, ptr null, i32 0, ptr null)
  ret void
}
;--- b.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@dyn = external dso_local addrspace(3) global [0 x double], align 8
define i32 @conv(ptr %this) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}
define ptx_kernel void @kb(ptr %o) {
  %v = load double, ptr addrspace(3) @dyn
  store double %v, ptr %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;--- nv.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @__nv_expf(float)
define float @f(float %x) {
  %r = call float @__nv_expf(float %x)
  ret float %r
}
;--- notbuiltin.ll
; the builtin names with another type, or the builtin type with another name
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_threadIdx_t = type { i8 }
@threadIdx = extern_weak addrspace(1) global i32, align 4
@myIdx = extern_weak addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
;--- stub.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
$__cudaCDP2Malloc = comdat any
define linkonce_odr i32 @__cudaCDP2Malloc(ptr %p, i64 %n) comdat {
  ret i32 999
}
