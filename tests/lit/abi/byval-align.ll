; Aggregates passed by value must be aligned to at most 128 bytes (PTX
; interoperability 2.3 note D). llc-22 emits `.param .align 256` for a byval
; align 256 parameter, which ptxas rejects, and silently lowers the
; alignment of the others to 128: both are errors naming the parameter and
; the function (rule byval-align), all in one run.
; RUN: not nvvm-llc --arch=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o %t.llc.ptx
; RUN: FileCheck --check-prefix=LLC %s < %t.llc.ptx
; RUN: %if ptxas %{ not %ptxas -arch=sm_90 -c %t.llc.ptx -o %t.o 2>&1 | FileCheck --check-prefix=PTXAS %s %}
; LLC: .param .align 256 .b8 attr_align_param_0[256]
; PTXAS: error

; CHECK-DAG: error: parameter 1 ('big') of function 'attr_align' is passed by value (byval) aligned to 256 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would emit .align 256, which ptxas rejects [byval-align]
; CHECK-DAG: error: parameter 2 ('v') of function 'natural_align' is passed by value (byval) aligned to 256 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would silently align it to 128 only [byval-align]
; CHECK-DAG: error: parameter 1 of function 'declared' is passed by value (byval) aligned to 512 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would emit .align 512, which ptxas rejects [byval-align]
; CHECK-DAG: error: parameter 1 ('d') of function 'direct' is passed by value aligned to 256 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would silently align it to 128 only [byval-align]
; CHECK-DAG: error: return value of function 'returns_big' is an aggregate aligned to 256 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would silently align it to 128 only [byval-align]
; CHECK-DAG: error: parameter 1 of an indirect call in function 'caller' is passed by value (byval) aligned to 256 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would emit .align 256, which ptxas rejects [byval-align]
; 2^32, LLVM's largest alignment, reads as 0 through a 32-bit unsigned: it
; is an alignment like the others
; CHECK-DAG: error: parameter 1 ('huge') of function 'huge_align' is passed by value (byval) aligned to 4294967296 bytes; the PTX ABI passes aggregates aligned to at most 128 (PTX interoperability 2.3 note D), llc would emit .align 4294967296, which ptxas rejects [byval-align]
; CHECK-NOT: 'fine'

target triple = "nvptx64-nvidia-cuda"

%big = type { [64 x i32] }
%vec = type { <64 x i32> }

define void @attr_align(ptr byval(%big) align 256 %big) { ret void }
define void @natural_align(i32 %x, ptr byval(%vec) %v) { ret void }
define void @huge_align(ptr byval([8 x i8]) align 4294967296 %huge) { ret void }
declare void @declared(ptr byval(%big) align 512)
define void @direct(%vec %d) { ret void }
define %vec @returns_big() { ret %vec zeroinitializer }
; 128 is the largest alignment allowed
define void @fine(ptr byval(%big) align 128 %p, %big %q) { ret void }

define void @caller(ptr %fp, ptr %p) {
  call void %fp(ptr byval(%big) align 256 %p)
  call void @declared(ptr byval(%big) align 512 %p)
  ret void
}
