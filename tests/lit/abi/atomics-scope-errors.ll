; Sync scopes PTX has no form for are errors naming the instruction and the
; function (rule atomic-scope), all reported in one run, never LLVM aborts:
; "singlethread" on atomic operations and fences (atomics-signal-fence.ll),
; "cluster" before sm_90 (llc-22 aborts with
; "do not support .cluster scope fence"), and names PTX does not know.
; These are the ABI layer's own checks, the safety net under --no-verify; by
; default the NVVM verifier reports the same problems first (VERIFY lines).
; RUN: not nvvm-llc --no-verify --arch=sm_75 %s -o %t.ptx 2>&1 | FileCheck --check-prefixes=CHECK,SM75 %s
; RUN: not nvvm-llc --no-verify --arch=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; RUN: not nvvm-llc --no-verify --arch=sm_75 %s -o %t.ptx 2>&1 | grep -c 'error:' | FileCheck --check-prefix=COUNT75 %s
; RUN: not nvvm-llc --no-verify --arch=sm_90 %s -o %t.ptx 2>&1 | grep -c 'error:' | FileCheck --check-prefix=COUNT90 %s
; COUNT75: {{^}}11{{$}}
; COUNT90: {{^}}6{{$}}
; RUN: not nvvm-llc --arch=sm_75 %s -o %t.ptx 2>&1 | FileCheck --check-prefix=VERIFY %s
; VERIFY: error: function 'st_rmw': atomicrmw with syncscope("singlethread"): PTX has no single-thread scope (use block) (in '%r = atomicrmw add ptr %p, i32 1 syncscope("singlethread") monotonic, align 4') [syncscope]
; RUN: not --crash llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 %s -o %t.discard 2>&1 | FileCheck --check-prefix=LLC %s
; LLC: LLVM ERROR: NVPTX SM architecture "750" and PTX version "63" do not support .cluster scope fence

target triple = "nvptx64-nvidia-cuda"

; SM75-DAG: error: fence with syncscope("cluster") in function 'cluster_fence': the .cluster scope needs sm_90 or later, not sm_75 [atomic-scope]
; SM75-DAG: error: atomicrmw with syncscope("cluster") in function 'cluster_rmw': the .cluster scope needs sm_90 or later, not sm_75 [atomic-scope]
; SM75-DAG: error: cmpxchg with syncscope("cluster") in function 'cluster_cas': the .cluster scope needs sm_90 or later, not sm_75 [atomic-scope]
; SM75-DAG: error: atomic load with syncscope("cluster") in function 'cluster_load': the .cluster scope needs sm_90 or later, not sm_75 [atomic-scope]
; SM75-DAG: error: atomic store with syncscope("cluster") in function 'cluster_store': the .cluster scope needs sm_90 or later, not sm_75 [atomic-scope]
; CHECK-DAG: error: atomicrmw with syncscope("singlethread") in function 'st_rmw': PTX has no single-thread scope (the narrowest is .cta, syncscope("block")) [atomic-scope]
; CHECK-DAG: error: cmpxchg with syncscope("singlethread") in function 'st_cas': PTX has no single-thread scope (the narrowest is .cta, syncscope("block")) [atomic-scope]
; CHECK-DAG: error: atomic load with syncscope("singlethread") in function 'st_load': PTX has no single-thread scope (the narrowest is .cta, syncscope("block")) [atomic-scope]
; CHECK-DAG: error: atomic store with syncscope("singlethread") in function 'st_store': PTX has no single-thread scope (the narrowest is .cta, syncscope("block")) [atomic-scope]
; CHECK-DAG: error: atomicrmw with syncscope("agent") in function 'unknown_scope': PTX knows only the scopes "block", "cluster", "device" and the default system scope [atomic-scope]
; CHECK-DAG: error: fence with syncscope("wavefront") in function 'unknown_scope': PTX knows only the scopes "block", "cluster", "device" and the default system scope [atomic-scope]

define void @cluster_fence() {
  fence syncscope("cluster") acquire
  ret void
}
define i32 @cluster_rmw(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 syncscope("cluster") monotonic
  ret i32 %r
}
define i32 @cluster_cas(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 syncscope("cluster") acq_rel acquire
  %r = extractvalue { i32, i1 } %x, 0
  ret i32 %r
}
define i32 @cluster_load(ptr %p) {
  %r = load atomic i32, ptr %p syncscope("cluster") acquire, align 4
  ret i32 %r
}
define void @cluster_store(ptr %p) {
  store atomic i32 1, ptr %p syncscope("cluster") release, align 4
  ret void
}
define i32 @st_rmw(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 syncscope("singlethread") monotonic
  ret i32 %r
}
define i32 @st_cas(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 syncscope("singlethread") monotonic monotonic
  %r = extractvalue { i32, i1 } %x, 0
  ret i32 %r
}
define i32 @st_load(ptr %p) {
  %r = load atomic i32, ptr %p syncscope("singlethread") monotonic, align 4
  ret i32 %r
}
define void @st_store(ptr %p) {
  store atomic i32 1, ptr %p syncscope("singlethread") monotonic, align 4
  ret void
}
define i32 @unknown_scope(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 syncscope("agent") monotonic
  fence syncscope("wavefront") release
  ret i32 %r
}
