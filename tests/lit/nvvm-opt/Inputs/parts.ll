; A module for the partitioned optimization (partitions.test), shaped like
; clang's CUDA output before optimization: kernels in comdats and in
; llvm.compiler.used, linkonce_odr helpers every kernel calls, a static
; __shared__ array in a template helper, a function whose address is taken.
;   k0, k1      call @reduce (linkonce_odr, uses @smem): copied, not joined
;   k2          stores @cb (address taken): @cb is never copied
;   k3          calls @cb too: joins k2
;   k4, k5      alone
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$k0 = comdat any
$k1 = comdat any
$_Z3tidv = comdat any
$_Z6reducePf = comdat any

@smem = internal addrspace(3) global [32 x float] undef, align 4
@fp = addrspace(1) global ptr null, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr @k0, ptr @k1], section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define linkonce_odr i32 @_Z3tidv() comdat {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}

define linkonce_odr float @_Z6reducePf(ptr %p) comdat {
  %i = call i32 @_Z3tidv()
  %q = getelementptr float, ptr %p, i32 %i
  %v = load float, ptr %q, align 4
  %s = getelementptr [32 x float], ptr addrspace(3) @smem, i32 0, i32 %i
  store float %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %j = xor i32 %i, 1
  %o = getelementptr [32 x float], ptr addrspace(3) @smem, i32 0, i32 %j
  %w = load float, ptr addrspace(3) %o, align 4
  %r = fadd float %v, %w
  ret float %r
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define internal void @cb(ptr %p) {
  store float 1.0, ptr %p, align 4
  ret void
}

define linkonce_odr ptx_kernel void @k0(ptr %p) comdat {
  %r = call float @_Z6reducePf(ptr %p)
  store float %r, ptr %p, align 4
  ret void
}

define linkonce_odr ptx_kernel void @k1(ptr %p) comdat {
  %r = call float @_Z6reducePf(ptr %p)
  %q = getelementptr float, ptr %p, i32 1
  store float %r, ptr %q, align 4
  ret void
}

define ptx_kernel void @k2(ptr %p) {
  store ptr @cb, ptr addrspace(1) @fp, align 8
  ret void
}

define ptx_kernel void @k3(ptr %p) {
  call void @cb(ptr %p)
  ret void
}

define ptx_kernel void @k4(ptr %p) {
  %i = call i32 @_Z3tidv()
  %q = getelementptr i32, ptr %p, i32 %i
  store i32 4, ptr %q, align 4
  ret void
}

define ptx_kernel void @k5(ptr %p) {
  %i = call i32 @_Z3tidv()
  %q = getelementptr i32, ptr %p, i32 %i
  store i32 5, ptr %q, align 4
  ret void
}
