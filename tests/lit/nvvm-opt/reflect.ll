; __nvvm_reflect: __CUDA_ARCH only with --arch (otherwise left for nvvm-llc,
; even though LLVM's NVVMReflect runs inside the -O3 pipeline), __CUDA_FTZ and
; __CUDA_PREC_SQRT (which LLVM 22 does not know) from the math options.
; RUN: nvvm-opt -O3 -S --arch=sm_86 %s -o - | FileCheck %s --check-prefix=ARCH
; RUN: nvvm-opt -O3 -S %s -o - | FileCheck %s --check-prefix=NOARCH
; RUN: nvvm-opt -O3 -S -ftz=1 -prec-sqrt=0 --arch=sm_90 %s -o - | FileCheck %s --check-prefix=MATH
; RUN: nvvm-opt -O3 -S --arch=sm_86 %s -o %t.ll
; RUN: not nvvm-opt -O3 -S --arch=sm_90 %t.ll -o %t.discard 2>&1 | FileCheck %s --check-prefix=RECORD
; RUN: not nvvm-opt -O3 -S -ftz=1 %t.ll -o %t.discard 2>&1 | FileCheck %s --check-prefix=CONFLICT
; ARCH: define {{.*}}i32 @arch()
; ARCH-NEXT: ret i32 860
; ARCH: define {{.*}}i32 @ftz()
; ARCH-NEXT: ret i32 0
; ARCH: define {{.*}}i32 @precsqrt()
; ARCH-NEXT: ret i32 1
; ARCH: !{i32 1, !"nvvm-tools.arch", !"sm_86"}
; NOARCH: define {{.*}}i32 @arch()
; NOARCH-NEXT: call i32 @__nvvm_reflect(ptr {{.*}}@.arch)
; NOARCH: define {{.*}}i32 @precsqrt()
; NOARCH-NEXT: ret i32 1
; NOARCH-NOT: nvvm-tools.arch
; MATH: ret i32 900
; MATH: define {{.*}}i32 @ftz()
; MATH-NEXT: ret i32 1
; MATH: define {{.*}}i32 @precsqrt()
; MATH-NEXT: ret i32 0
; MATH-DAG: !{i32 4, !"nvvm-reflect-ftz", i32 1}
; MATH-DAG: !{i32 1, !"nvvm-tools.prec-sqrt", i32 0}
; RECORD: error: module was optimized for sm_86 (module flag nvvm-tools.arch) and cannot be optimized for sm_90 [arch-record]
; CONFLICT: error: {{.*}}ftz{{.*}}[math-option-conflict]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@.arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
@.ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
@.sqrt = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
declare i32 @__nvvm_reflect(ptr)
define i32 @arch() {
  %r = call i32 @__nvvm_reflect(ptr @.arch)
  ret i32 %r
}
define i32 @ftz() {
  %r = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @.ftz to ptr))
  ret i32 %r
}
define i32 @precsqrt() {
  %r = call i32 @__nvvm_reflect(ptr @.sqrt)
  ret i32 %r
}
