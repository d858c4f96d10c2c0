; Before sm_70 PTX has no .sem on atom/ld/st: orderings become fences
; (membar) around relaxed accesses, and llc-22's fatal error on ordered
; atomic loads, stores and cmpxchg ("PTX does not support "atomic" for
; orderings different than "NotAtomic" or "Monotonic" for sm_60 or older")
; is avoided. sm_60 has scopes (atom.sys, atom.cta); sm_52 none. ptxas 13
; cannot assemble these archs, so only the text is checked.
; RUN: nvvm-llc -w --arch=sm_60 --atomics=memory-model %s -o - | FileCheck --check-prefix=SM60 %s
; RUN: nvvm-llc -w --arch=sm_52 --atomics=memory-model %s -o - | FileCheck --check-prefix=SM52 %s
; By default (--atomics=auto) the seq_cst default-scope read-modify-writes
; are CUDA atomic functions: one atom, no membar, on every arch.
; RUN: nvvm-llc -w --arch=sm_60 %s -o - | FileCheck --check-prefix=CUDA60 %s
; RUN: nvvm-llc -w --arch=sm_52 %s -o - | FileCheck --check-prefix=CUDA52 %s

target triple = "nvptx64-nvidia-cuda"

; SM60-LABEL: rmw_seq_cst(
; SM60: membar.sys;
; SM60: atom.sys.global.add.u32
; SM60: membar.sys;
; SM52-LABEL: rmw_seq_cst(
; SM52: membar.sys;
; SM52: atom.global.add.u32
; SM52: membar.sys;
; CUDA60-LABEL: rmw_seq_cst(
; CUDA60-NOT: membar
; CUDA60: atom.global.add.u32
; CUDA60-NOT: membar
; CUDA60: ret;
; CUDA52-LABEL: rmw_seq_cst(
; CUDA52-NOT: membar
; CUDA52: atom.global.add.u32
; CUDA52-NOT: membar
; CUDA52: ret;
define i32 @rmw_seq_cst(ptr addrspace(1) %p, i32 %v) {
  %r = atomicrmw add ptr addrspace(1) %p, i32 %v seq_cst
  ret i32 %r
}

; SM60-LABEL: rmw_release_block(
; SM60: membar.cta;
; SM60: atom.cta.shared.max.u32
; SM60-NOT: membar
; SM60: ret;
define i32 @rmw_release_block(ptr addrspace(3) %p, i32 %v) {
  %r = atomicrmw umax ptr addrspace(3) %p, i32 %v syncscope("block") release
  ret i32 %r
}

; SM60-LABEL: load_acquire(
; SM60-NOT: membar
; SM60: ld.volatile.b32
; SM60: membar.gl;
define i32 @load_acquire(ptr %p) {
  %r = load atomic i32, ptr %p syncscope("device") acquire, align 4
  ret i32 %r
}

; SM60-LABEL: store_release(
; SM60: membar.sys;
; SM60: st.volatile.b32
; SM60-NOT: membar
; SM60: ret;
define void @store_release(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4
  ret void
}

; SM60-LABEL: cas_acq_rel(
; SM60: membar.gl;
; SM60: atom.gpu.cas.b32
; SM60: membar.gl;
; SM52-LABEL: cas_acq_rel(
; SM52: membar.gl;
; SM52: atom.cas.b32
; SM52: membar.gl;
define i32 @cas_acq_rel(ptr %p, i32 %v) {
  %x = cmpxchg ptr %p, i32 %v, i32 7 syncscope("device") acq_rel acquire
  %r = extractvalue { i32, i1 } %x, 0
  ret i32 %r
}

; atomicCAS as clang writes it.
; SM60-LABEL: cas_seq_cst(
; SM60: membar.sys;
; SM60: atom.sys.cas.b32
; SM60: membar.sys;
; CUDA60-LABEL: cas_seq_cst(
; CUDA60-NOT: membar
; CUDA60: atom.gpu.cas.b32
; CUDA60-NOT: membar
; CUDA60: ret;
; CUDA52-LABEL: cas_seq_cst(
; CUDA52-NOT: membar
; CUDA52: atom.cas.b32
; CUDA52-NOT: membar
; CUDA52: ret;
define i32 @cas_seq_cst(ptr %p, i32 %v) {
  %x = cmpxchg ptr %p, i32 %v, i32 7 seq_cst seq_cst
  %r = extractvalue { i32, i1 } %x, 0
  ret i32 %r
}
