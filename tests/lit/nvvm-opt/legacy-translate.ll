; The NVVM IR 1.5 warp intrinsics (spec 13.6) and the metadata form of
; texsurf.handle (12.2), which LLVM 22 does not know or cannot select, are
; translated to LLVM 22's intrinsics; the result compiles and ptxas accepts it.
; RUN: nvvm-opt -O0 -S %s -o - | FileCheck %s
; RUN: nvvm-opt -O2 --arch=sm_80 %s -o %t.bc
; RUN: llc -mcpu=sm_80 %t.bc -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.discard %}
; RUN: not nvvm-opt -O0 %S/Inputs/legacy-bad.ll -o %t.discard 2>&1 | FileCheck %s --check-prefix=BAD
; CHECK: call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %x, i32 1, i32 31)
; CHECK: call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(
; CHECK: call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(
; CHECK: call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(
; CHECK: call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)
; CHECK: call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
; CHECK: call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
; CHECK: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) %a, i32 16)
; CHECK: call {{.*}} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(
; CHECK: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %c,
; CHECK-NOT: llvm.nvvm.shfl.sync.i32(
; CHECK-NOT: llvm.nvvm.vote.sync(
; CHECK-NOT: llvm.nvvm.hmma
; PTX: shfl.sync.idx.b32
; PTX: shfl.sync.bfly.b32
; PTX: vote.sync.ballot.b32
; PTX: tex.1d.v4.f32.s32
; PTX: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32
; BAD: legacy-bad.ll: error: function 'f': cannot translate 'llvm.nvvm.shfl.sync.i32': the mode (operand 2) must be a constant 0 (idx), 1 (up), 2 (down) or 3 (bfly) (in '%r = call { i32, i1 } @llvm.nvvm.shfl.sync.i32(i32 -1, i32 %m, i32 %x, i32 1, i32 31)') [legacy-intrinsic]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tex = addrspace(1) global i64 0
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
define ptx_kernel void @warp(ptr %o, i32 %x, i1 %p) {
  %r0 = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 0, i32 %x, i32 1, i32 31)
  %r1 = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 1, i32 %x, i32 1, i32 0)
  %r2 = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 2, i32 %x, i32 1, i32 31)
  %r3 = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 3, i32 %x, i32 1, i32 31)
  %v1 = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 1, i1 %p)
  %v3 = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 3, i1 %p)
  %a = extractvalue {i32, i1} %r0, 0
  %b = extractvalue {i32, i1} %r1, 0
  %c = extractvalue {i32, i1} %r2, 0
  %d = extractvalue {i32, i1} %r3, 0
  %e = extractvalue {i32, i1} %v3, 0
  %f1 = extractvalue {i32, i1} %v1, 1
  %f = zext i1 %f1 to i32
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s3 = add i32 %e, %f
  %s4 = add i32 %s1, %s2
  %s5 = add i32 %s4, %s3
  store i32 %s5, ptr %o
  ret void
}
define ptx_kernel void @texk(ptr %o, i32 %x) {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @tex, ptr addrspace(1) @tex)
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %x)
  %v = extractvalue { float, float, float, float } %r, 0
  store float %v, ptr %o
  ret void
}
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.hmma.m16n16k16.ld.a.p1i32(ptr addrspace(1), i32, i32)
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.hmma.m16n16k16.ld.b.p1i32(ptr addrspace(1), i32, i32)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.hmma.m16n16k16.ld.c.f32.p1f32(ptr addrspace(1), i32, i32)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.hmma.m16n16k16.mma.f32.f32(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.hmma.m16n16k16.st.c.f32.p1float(ptr addrspace(1), i32, i32, float, float, float, float, float, float, float, float)
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
  %fa = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.hmma.m16n16k16.ld.a.p1i32(ptr addrspace(1) %a, i32 16, i32 0)
  %fb = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.hmma.m16n16k16.ld.b.p1i32(ptr addrspace(1) %b, i32 16, i32 1)
  %fc = call {float, float, float, float, float, float, float, float} @llvm.nvvm.hmma.m16n16k16.ld.c.f32.p1f32(ptr addrspace(1) %c, i32 16, i32 0)
  %a0 = extractvalue {i32, i32, i32, i32, i32, i32, i32, i32} %fa, 0
  %a1 = extractvalue {i32, i32, i32, i32, i32, i32, i32, i32} %fa, 1
  %b0 = extractvalue {i32, i32, i32, i32, i32, i32, i32, i32} %fb, 0
  %c0 = extractvalue {float, float, float, float, float, float, float, float} %fc, 0
  %d = call {float, float, float, float, float, float, float, float} @llvm.nvvm.hmma.m16n16k16.mma.f32.f32(i32 1, i32 0, i32 %a0, i32 %a1, i32 %a0, i32 %a1, i32 %a0, i32 %a1, i32 %a0, i32 %a1, i32 %b0, i32 %b0, i32 %b0, i32 %b0, i32 %b0, i32 %b0, i32 %b0, i32 %b0, float %c0, float %c0, float %c0, float %c0, float %c0, float %c0, float %c0, float %c0)
  %d0 = extractvalue {float, float, float, float, float, float, float, float} %d, 0
  %d1 = extractvalue {float, float, float, float, float, float, float, float} %d, 1
  call void @llvm.nvvm.hmma.m16n16k16.st.c.f32.p1float(ptr addrspace(1) %c, i32 16, i32 0, float %d0, float %d1, float %d0, float %d1, float %d0, float %d1, float %d0, float %d1)
  ret void
}
!nvvm.annotations = !{!1}
!1 = !{ptr addrspace(1) @tex, !"texture", i32 1}
