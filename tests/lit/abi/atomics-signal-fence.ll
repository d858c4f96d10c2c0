; fence syncscope("singlethread") (what clang makes of std::atomic_signal_fence)
; has no PTX form: nvvm-llc rejects it with our diagnostic, as issue 2 and the
; verifier's rule require, where llc-22 aborts ("Unsupported scope "Thread"").
; The ABI layer's message is what --no-verify gives; by default the NVVM
; verifier reports it first.
; RUN: not nvvm-llc --no-verify --arch=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not nvvm-llc --arch=sm_90 %s -o %t.ptx 2>&1 | FileCheck --check-prefix=VERIFY %s
; VERIFY: error: function 'signal_fence': fence with syncscope("singlethread"): PTX has no single-thread scope (use block)
; RUN: not test -e %t.ptx
; RUN: not --crash llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o %t.discard 2>&1 | FileCheck --check-prefix=LLC %s
; LLC: LLVM ERROR: Unsupported scope "Thread" for

target triple = "nvptx64-nvidia-cuda"

; CHECK: error: fence with syncscope("singlethread") in function 'signal_fence': PTX has no single-thread scope (the narrowest is .cta, syncscope("block")) [atomic-scope]
; CHECK: error: fence with syncscope("singlethread") in function 'signal_fence': PTX has no single-thread scope
define void @signal_fence(ptr %p) {
  store volatile i32 1, ptr %p
  fence syncscope("singlethread") seq_cst
  store volatile i32 2, ptr %p
  fence syncscope("singlethread") acquire
  ret void
}
