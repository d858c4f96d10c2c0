; Eight floats, two in each of four 64-bit loads, summed in a tree: the SLP
; vectorizer pairs the sums into <2 x float> only where the cost models say
; the arch adds f32 pairs (sm_100: add.f32x2). The functions carry the
; front end's "target-cpu", as clang writes it.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @pairs(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) #0 {
  %p0 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 0
  %v0 = load i64, ptr addrspace(1) %p0, align 8
  %l0 = trunc i64 %v0 to i32
  %h0s = lshr i64 %v0, 32
  %h0 = trunc i64 %h0s to i32
  %fl0 = bitcast i32 %l0 to float
  %fh0 = bitcast i32 %h0 to float
  %s0 = fadd float %fl0, %fh0
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 512
  %v1 = load i64, ptr addrspace(1) %p1, align 8
  %l1 = trunc i64 %v1 to i32
  %h1s = lshr i64 %v1, 32
  %h1 = trunc i64 %h1s to i32
  %fl1 = bitcast i32 %l1 to float
  %fh1 = bitcast i32 %h1 to float
  %s1 = fadd float %fl1, %fh1
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 1024
  %v2 = load i64, ptr addrspace(1) %p2, align 8
  %l2 = trunc i64 %v2 to i32
  %h2s = lshr i64 %v2, 32
  %h2 = trunc i64 %h2s to i32
  %fl2 = bitcast i32 %l2 to float
  %fh2 = bitcast i32 %h2 to float
  %s2 = fadd float %fl2, %fh2
  %p3 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 1536
  %v3 = load i64, ptr addrspace(1) %p3, align 8
  %l3 = trunc i64 %v3 to i32
  %h3s = lshr i64 %v3, 32
  %h3 = trunc i64 %h3s to i32
  %fl3 = bitcast i32 %l3 to float
  %fh3 = bitcast i32 %h3 to float
  %s3 = fadd float %fl3, %fh3
  %t0 = fadd float %s0, %s2
  %t1 = fadd float %s1, %s3
  %u = fadd float %t0, %t1
  store float %u, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }
