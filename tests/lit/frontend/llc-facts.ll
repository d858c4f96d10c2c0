; nvvm-llc and the frontend facts (doc/abi.md "Frontend facts"), on IR
; written the way clang-22 emits it:
;  - unused builtin variables are removed; one whose address is still taken
;    (clang -O0: `this` of operator dim3()) becomes a module-local byte;
;  - dynamic shared memory is .extern .shared with at least nvcc's .align 16
;    (a larger alignment stays);
;  - device-runtime functions are ordinary .extern .func declarations;
;  - memory read through a builtin variable is an error naming the function;
;  - a __nv_* function called but not linked is an error naming the callers;
;  - an extern_weak global that is not a builtin variable is still refused.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvvm-llc --arch=sm_75 %t/ok.ll -o %t/ok.ptx
; RUN: FileCheck %s --check-prefix=OK < %t/ok.ptx
; OK-NOT: blockIdx
; OK-DAG: {{^}}.global .align 1 .b8 threadIdx[1];
; OK-DAG: {{^}}.extern .shared .align 16 .b8 dyn_f[];
; OK-DAG: {{^}}.extern .shared .align 32 .b8 dyn_big[];
; OK-DAG: {{^}}.extern .func (.param .b32 func_retval0) __cudaCDP2GetDevice
; OK-NOT: blockIdx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t/ok.ptx -o %t/ok.cubin %}
;
; RUN: not nvvm-llc --arch=sm_75 %t/load.ll -o %t/load.ptx 2>&1 | FileCheck %s --check-prefix=LOAD --implicit-check-not=error:
; LOAD: load.ll: error: function 'peek' reads or writes memory through the CUDA builtin variable 'threadIdx', which has no storage: use its members (threadIdx.x, .y, .z), which read the PTX special registers [cuda-builtin-variable]
; RUN: not ls %t/load.ptx
; The verifier says the same in the llvm dialect (nvvm-opt, nvvm-link --verify).
; RUN: not nvvm-opt --verify-only %t/load.ll 2>&1 | FileCheck %s --check-prefix=VLOAD --implicit-check-not=error:
; VLOAD: load.ll: error: function 'peek' reads or writes memory through the CUDA builtin variable 'threadIdx', which has no storage: use its members (threadIdx.x, .y, .z), which read the PTX special registers (in '{{.*}}store i8 1, ptr addrspace(1) @threadIdx{{.*}}') [cuda-builtin-variable]
;
; RUN: not nvvm-llc --arch=sm_75 %t/nv.ll -o %t/nv.ptx 2>&1 | FileCheck %s --check-prefix=NV --implicit-check-not=error:
; NV: nv.ll: error: function '__nv_expf', called by 'k', 'helper', is a libdevice function that is not linked in [libdevice-unlinked]
; NV-NEXT: nv.ll: hint: link libdevice first: nvvm-link --libdevice
;
; RUN: not nvvm-llc --arch=sm_75 %t/weak.ll -o %t/weak.ptx 2>&1 | FileCheck %s --check-prefix=WEAK --implicit-check-not=error:
; WEAK: weak.ll: error: global variable 'gridDim' has extern_weak linkage, which the NVVM ABI does not support (NVVM IR spec 3.1; LLVM would miscompile it) [linkage-extern-weak]

;--- ok.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.big = type { [4 x double] }
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@dyn_f = external dso_local addrspace(3) global [0 x float], align 4
@dyn_big = external dso_local addrspace(3) global [0 x %struct.big], align 32
declare i32 @__cudaCDP2GetDevice(ptr)
define internal i32 @conv(ptr %this) noinline {
  %a = alloca ptr
  store ptr %this, ptr %a
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}
define ptx_kernel void @k(ptr %o, ptr %dev) {
  %t = call i32 @conv(ptr addrspacecast (ptr addrspace(1) @threadIdx to ptr))
  %p = getelementptr [0 x float], ptr addrspace(3) @dyn_f, i32 0, i32 %t
  %v = load float, ptr addrspace(3) %p
  %q = getelementptr [0 x %struct.big], ptr addrspace(3) @dyn_big, i32 0, i32 %t
  %w = load double, ptr addrspace(3) %q
  %s = fptrunc double %w to float
  %x = fadd float %v, %s
  store float %x, ptr %o
  %r = call i32 @__cudaCDP2GetDevice(ptr %dev)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;--- load.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.__cuda_builtin_threadIdx_t = type { i8 }
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
define void @peek() {
  store i8 1, ptr addrspace(1) @threadIdx
  ret void
}
;--- nv.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @__nv_expf(float)
declare float @__nv_sinf(float)
define float @helper(float %x) {
  %r = call float @__nv_expf(float %x)
  %s = call float @__nv_expf(float %r)
  ret float %s
}
define ptx_kernel void @k(ptr %p) {
  %x = load float, ptr %p
  %r = call float @__nv_expf(float %x)
  %s = call float @helper(float %r)
  store float %s, ptr %p
  ret void
}
;--- weak.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@gridDim = extern_weak addrspace(1) global [3 x i32], align 4
define ptx_kernel void @k(ptr %p) {
  %v = load i32, ptr addrspace(1) @gridDim
  store i32 %v, ptr %p
  ret void
}
