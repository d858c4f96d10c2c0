; The target triple must be nvptx64-*-cuda; each other case is one clear
; error (rule target-triple) before any codegen, and no output is written.
; RUN: nvvm-llc --arch=sm_90 %s -o %t.ok.ptx
; RUN: sed 's/nvptx64-nvidia-cuda/nvptx64-unknown-cuda/' %s > %t.vendor.ll
; RUN: nvvm-llc --arch=sm_90 %t.vendor.ll -o %t.vendor.ptx
; RUN: grep -v '^target triple' %s > %t.none.ll
; RUN: not nvvm-llc --arch=sm_90 %t.none.ll -o %t.none.ptx 2>&1 | FileCheck --check-prefix=NONE %s
; RUN: sed 's/nvptx64-nvidia-cuda/nvptx64-nvidia-gpulibs/' %s > %t.gpulibs.ll
; RUN: not nvvm-llc --arch=sm_90 %t.gpulibs.ll -o %t.gpulibs.ptx 2>&1 | FileCheck --check-prefix=GPULIBS %s
; RUN: sed 's/nvptx64-nvidia-cuda/nvptx-nvidia-cuda/' %s > %t.32.ll
; RUN: not nvvm-llc --arch=sm_90 %t.32.ll -o %t.32.ptx 2>&1 | FileCheck --check-prefix=BITS32 %s
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-pc-linux-gnu/' %s > %t.x86.ll
; RUN: not nvvm-llc --arch=sm_90 %t.x86.ll -o %t.x86.ptx 2>&1 | FileCheck --check-prefix=X86 %s
; RUN: sed 's/nvptx64-nvidia-cuda/nvptx64-nvidia-nvcl/' %s > %t.nvcl.ll
; RUN: not nvvm-llc --arch=sm_90 %t.nvcl.ll -o %t.nvcl.ptx 2>&1 | FileCheck --check-prefix=NVCL %s
; RUN: not test -e %t.none.ptx
; RUN: not test -e %t.gpulibs.ptx
; RUN: not test -e %t.32.ptx

; NONE: triple.ll.tmp.none.ll: error: module has no target triple; nvvm-llc compiles NVVM IR for nvptx64-nvidia-cuda (add: target triple = "nvptx64-nvidia-cuda") [target-triple]
; GPULIBS: triple.ll.tmp.gpulibs.ll: error: target triple 'nvptx64-nvidia-gpulibs' marks a library that is linked into a module (libdevice), not a module to compile: link it with nvvm-link first [target-triple]
; BITS32: triple.ll.tmp.32.ll: error: target triple 'nvptx-nvidia-cuda' is 32-bit: ptxas 13 no longer assembles 32-bit PTX and NVIDIA's linkers require 64-bit entries; compile the source for nvptx64-nvidia-cuda [target-triple]
; X86: triple.ll.tmp.x86.ll: error: target triple 'x86_64-pc-linux-gnu' is not an NVVM target: expected nvptx64-*-cuda [target-triple]
; NVCL: error: target triple 'nvptx64-nvidia-nvcl' is not an NVVM target: expected nvptx64-*-cuda [target-triple]

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
  store i32 1, ptr %p
  ret void
}
