; Loop-invariant values computed again in the loop (src/codegen/remat.c):
; CUB's histogram shape, a tile of 16 pixels at tid*16 + k whose `or` and
; `zext` LICM left before the loop. nvvm-llc moves them into the loop
; (ptxas: 31 registers as LICM left it, 25 after), and -O0 leaves the IR as
; it is.
; RUN: rm -rf %t && mkdir -p %t
; RUN: nvvm-llc --arch=sm_80 %s -o %t/o3.ptx
; RUN: FileCheck %s --check-prefix=O3 < %t/o3.ptx
; O3: $L__BB0_1:
; O3: or.b32 {{.*}}, 15;
; O3: bra {{.*}}$L__BB0_1;
; RUN: nvvm-llc --arch=sm_80 -O0 %s -o %t/o0.ptx
; RUN: FileCheck %s --check-prefix=O0 < %t/o0.ptx
; O0: or.b32 {{.*}}, 15;
; O0: $L__BB0_1:
; RUN: %if ptxas %{ %ptxas -arch=sm_80 -v %t/o3.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGS %}
; REGS: Used 2{{[0-9]}} registers
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @hist(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n, i32 %iters) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = shl nuw nsw i32 %tid, 4
  %o1 = or disjoint i32 %b, 1
  %z1 = zext nneg i32 %o1 to i64
  %o2 = or disjoint i32 %b, 2
  %z2 = zext nneg i32 %o2 to i64
  %o3 = or disjoint i32 %b, 3
  %z3 = zext nneg i32 %o3 to i64
  %o4 = or disjoint i32 %b, 4
  %z4 = zext nneg i32 %o4 to i64
  %o5 = or disjoint i32 %b, 5
  %z5 = zext nneg i32 %o5 to i64
  %o6 = or disjoint i32 %b, 6
  %z6 = zext nneg i32 %o6 to i64
  %o7 = or disjoint i32 %b, 7
  %z7 = zext nneg i32 %o7 to i64
  %o8 = or disjoint i32 %b, 8
  %z8 = zext nneg i32 %o8 to i64
  %o9 = or disjoint i32 %b, 9
  %z9 = zext nneg i32 %o9 to i64
  %o10 = or disjoint i32 %b, 10
  %z10 = zext nneg i32 %o10 to i64
  %o11 = or disjoint i32 %b, 11
  %z11 = zext nneg i32 %o11 to i64
  %o12 = or disjoint i32 %b, 12
  %z12 = zext nneg i32 %o12 to i64
  %o13 = or disjoint i32 %b, 13
  %z13 = zext nneg i32 %o13 to i64
  %o14 = or disjoint i32 %b, 14
  %z14 = zext nneg i32 %o14 to i64
  %o15 = or disjoint i32 %b, 15
  %z15 = zext nneg i32 %o15 to i64
  %z0 = zext nneg i32 %b to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %a15, %loop ]
  %base = mul i32 %i, 4096
  %bw = zext i32 %base to i64
  %row = getelementptr float, ptr addrspace(1) %p, i64 %bw
  %g0 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %c0 = icmp slt i32 %b, %n
  %s0 = select i1 %c0, float %v0, float 0.0
  %a0 = fadd float %acc, %s0
  %g1 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %c1 = icmp slt i32 %o1, %n
  %s1 = select i1 %c1, float %v1, float 0.0
  %a1 = fadd float %a0, %s1
  %g2 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %c2 = icmp slt i32 %o2, %n
  %s2 = select i1 %c2, float %v2, float 0.0
  %a2 = fadd float %a1, %s2
  %g3 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z3
  %v3 = load float, ptr addrspace(1) %g3, align 4
  %c3 = icmp slt i32 %o3, %n
  %s3 = select i1 %c3, float %v3, float 0.0
  %a3 = fadd float %a2, %s3
  %g4 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z4
  %v4 = load float, ptr addrspace(1) %g4, align 4
  %c4 = icmp slt i32 %o4, %n
  %s4 = select i1 %c4, float %v4, float 0.0
  %a4 = fadd float %a3, %s4
  %g5 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z5
  %v5 = load float, ptr addrspace(1) %g5, align 4
  %c5 = icmp slt i32 %o5, %n
  %s5 = select i1 %c5, float %v5, float 0.0
  %a5 = fadd float %a4, %s5
  %g6 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z6
  %v6 = load float, ptr addrspace(1) %g6, align 4
  %c6 = icmp slt i32 %o6, %n
  %s6 = select i1 %c6, float %v6, float 0.0
  %a6 = fadd float %a5, %s6
  %g7 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z7
  %v7 = load float, ptr addrspace(1) %g7, align 4
  %c7 = icmp slt i32 %o7, %n
  %s7 = select i1 %c7, float %v7, float 0.0
  %a7 = fadd float %a6, %s7
  %g8 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z8
  %v8 = load float, ptr addrspace(1) %g8, align 4
  %c8 = icmp slt i32 %o8, %n
  %s8 = select i1 %c8, float %v8, float 0.0
  %a8 = fadd float %a7, %s8
  %g9 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z9
  %v9 = load float, ptr addrspace(1) %g9, align 4
  %c9 = icmp slt i32 %o9, %n
  %s9 = select i1 %c9, float %v9, float 0.0
  %a9 = fadd float %a8, %s9
  %g10 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z10
  %v10 = load float, ptr addrspace(1) %g10, align 4
  %c10 = icmp slt i32 %o10, %n
  %s10 = select i1 %c10, float %v10, float 0.0
  %a10 = fadd float %a9, %s10
  %g11 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z11
  %v11 = load float, ptr addrspace(1) %g11, align 4
  %c11 = icmp slt i32 %o11, %n
  %s11 = select i1 %c11, float %v11, float 0.0
  %a11 = fadd float %a10, %s11
  %g12 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z12
  %v12 = load float, ptr addrspace(1) %g12, align 4
  %c12 = icmp slt i32 %o12, %n
  %s12 = select i1 %c12, float %v12, float 0.0
  %a12 = fadd float %a11, %s12
  %g13 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z13
  %v13 = load float, ptr addrspace(1) %g13, align 4
  %c13 = icmp slt i32 %o13, %n
  %s13 = select i1 %c13, float %v13, float 0.0
  %a13 = fadd float %a12, %s13
  %g14 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z14
  %v14 = load float, ptr addrspace(1) %g14, align 4
  %c14 = icmp slt i32 %o14, %n
  %s14 = select i1 %c14, float %v14, float 0.0
  %a14 = fadd float %a13, %s14
  %g15 = getelementptr inbounds float, ptr addrspace(1) %row, i64 %z15
  %v15 = load float, ptr addrspace(1) %g15, align 4
  %c15 = icmp slt i32 %o15, %n
  %s15 = select i1 %c15, float %v15, float 0.0
  %a15 = fadd float %a14, %s15
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %iters
  br i1 %done, label %exit, label %loop
exit:
  store float %a15, ptr addrspace(1) %out, align 4
  ret void
}
