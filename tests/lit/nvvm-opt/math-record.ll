; The math options become IR and module records, without libdevice:
; -ftz=1 sets the f32 denormal attribute on every function definition,
; -prec-div=0 turns a plain fdiv into div.full (-ftz: its .ftz form),
; and every setting is recorded as a module flag (defaults included) so
; that nvvm-llc and a second nvvm-opt keep them.
; RUN: nvvm-opt -O0 -S %s -o - | FileCheck %s --check-prefix=DEF
; RUN: nvvm-opt -O0 -S -ftz=1 -prec-div=0 -prec-sqrt=0 -fma=0 %s -o - | FileCheck %s --check-prefix=SET
; RUN: nvvm-opt -O0 -ftz=1 -prec-div=0 -prec-sqrt=0 -fma=0 %s -o %t.bc
; RUN: nvvm-opt -O0 -S %t.bc -o - | FileCheck %s --check-prefix=SET
; RUN: not nvvm-opt -O0 -fma=1 %t.bc -o %t.discard 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not nvvm-opt -O0 -prec-div=1 %t.bc -o %t.discard 2>&1 | FileCheck %s --check-prefix=CONFLICT-DIV
; DEF: define ptx_kernel void @k(ptr %p, float %a, float %b) {
; DEF-NEXT: %d = fdiv float %a, %b
; DEF-NOT: denormal-fp-math
; DEF-DAG: !{i32 4, !"nvvm-reflect-ftz", i32 0}
; DEF-DAG: !{i32 1, !"nvvm-tools.prec-div", i32 1}
; DEF-DAG: !{i32 1, !"nvvm-tools.prec-sqrt", i32 1}
; DEF-DAG: !{i32 1, !"nvvm-tools.fma", i32 1}
; SET: define ptx_kernel void @k(ptr %p, float %a, float %b) #[[K:[0-9]+]] {
; SET-NEXT: call float @llvm.nvvm.div.full.ftz(float %a, float %b)
; SET: attributes #[[K]] = { {{.*}}"denormal-fp-math-f32"="preserve-sign,preserve-sign"
; SET-DAG: !{i32 4, !"nvvm-reflect-ftz", i32 1}
; SET-DAG: !{i32 1, !"nvvm-tools.prec-div", i32 0}
; SET-DAG: !{i32 1, !"nvvm-tools.prec-sqrt", i32 0}
; SET-DAG: !{i32 1, !"nvvm-tools.fma", i32 0}
; CONFLICT: error: -fma=1 conflicts with the module's recorded setting nvvm-tools.fma=0 [math-option-conflict]
; CONFLICT-DIV: error: -prec-div=1 conflicts with the module's recorded setting nvvm-tools.prec-div=0 [math-option-conflict]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, float %a, float %b) {
  %d = fdiv float %a, %b
  store float %d, ptr %p
  ret void
}
