; An IR module with most of the verifier's arch gates (cluster
; dimensions, syncscope "cluster" on fence, atomic load/store and atomicrmw,
; i128 cmpxchg): errors on sm_80; sm_90 compiles it (PTX ISA 8.4 for the
; i128 cmpxchg, src/verify/requirements.c).
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, ptr %q) "nvvm.cluster_dim"="2,1,1" {
  fence syncscope("cluster") acquire
  %v = load atomic i32, ptr %p syncscope("cluster") acquire, align 4
  store atomic i32 %v, ptr %q syncscope("cluster") release, align 4
  %c = cmpxchg ptr %p, i128 0, i128 1 seq_cst seq_cst, align 16
  %r = atomicrmw add ptr %q, i32 1 syncscope("cluster") monotonic, align 4
  ret void
}
