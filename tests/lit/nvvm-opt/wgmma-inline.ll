; sm_90a's warpgroup MMAs stay in their kernels: nvvm-opt marks every
; function that issues wgmma (inline asm or an llvm.nvvm.wgmma intrinsic),
; itself or through what it calls, alwaysinline before the pipeline, because
; ptxas serializes a wgmma pipeline split by a call (C7510/C7520) and, on
; ThunderKittens' H100 attention backward kernel, ran for more than ten
; minutes on a wgmma loop left out of line (with the loop inlined: 0.35 s).
; The module (Inputs/gen-wgmma-inline.py) has three helpers with the same
; large body (1,200 instructions), each called twice, too large for LLVM's
; inliner: the one that reaches wgmma (through a small leaf) is inlined;
; the one without wgmma, and the one marked noinline, stay calls. -O0 and
; --passes leave inlining to what they ask for.
; RUN: python3 %S/Inputs/gen-wgmma-inline.py > %t.ll
; RUN: nvvm-opt -O3 -S %t.ll -o - | FileCheck %s
; CHECK-LABEL: define {{.*}}@k(
; CHECK-NOT: call {{.*}}@big_wgmma
; CHECK: call {{.*}}@big_plain(
; CHECK-NOT: call {{.*}}@big_wgmma
; CHECK: call {{.*}}@big_noinline(
; CHECK-NOT: call {{.*}}@big_wgmma
; CHECK: ret void
; The intrinsic form counts as well.
; RUN: sed -e 's/call void asm sideeffect "wgmma.fence.sync.aligned;", ""()/call void @llvm.nvvm.wgmma.fence.sync.aligned()/' %t.ll | nvvm-opt -O3 -S - -o - | FileCheck %s
; RUN: nvvm-opt --passes='default<O3>' -S %t.ll -o - | FileCheck %s --check-prefix=PASSES
; PASSES: call {{.*}}@big_wgmma(
; RUN: nvvm-opt -O0 -S %t.ll -o - | FileCheck %s --check-prefix=PASSES
