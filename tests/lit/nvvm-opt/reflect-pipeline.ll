; Without --arch, nvvm-opt -O3 leaves __CUDA_ARCH to nvvm-llc, which answers
; it per target arch: one optimized module is right for sm_80 and sm_90.
; (The stem is the module's source_filename: this file's name, which LLVM's text
; parser records when a module has none.)
; RUN: rm -rf %t && mkdir %t
; RUN: nvvm-opt -O3 %s -o - | nvvm-llc --arch=sm_80,sm_90 - -o %t
; RUN: FileCheck %s --check-prefix=SM80 < %t/reflect-pipeline.sm_80.ptx
; RUN: FileCheck %s --check-prefix=SM90 < %t/reflect-pipeline.sm_90.ptx
; SM80: st.global.b32 {{.*}}, 800;
; SM90: st.global.b32 {{.*}}, 900;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@.arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
declare i32 @__nvvm_reflect(ptr)
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %r = call i32 @__nvvm_reflect(ptr @.arch)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
