; nvvm-llc runs the NVVM verifier before codegen (llvm dialect by default):
; a kernel returning a value is refused in the verifier's words, --no-verify
; skips it, --dialect=nvvm applies the strict rules (here: the module has no
; !nvvmir.version, which libNVVM 13 requires).
; RUN: not nvvm-llc --arch=sm_80 %s -o %t.ptx 2>&1 | FileCheck --check-prefix=DEFAULT %s
; RUN: not test -e %t.ptx
; DEFAULT: error: {{.*}}'bad_kernel'{{.*}}[kernel-return]
; RUN: not nvvm-llc --arch=sm_80 --dialect=nvvm %s -o %t.ptx 2>&1 | FileCheck --check-prefix=NVVM %s
; NVVM: [nvvmir-version]
; RUN: not nvvm-llc --arch=sm_80 --dialect=bogus %s 2>&1 | FileCheck --check-prefix=USAGE %s
; USAGE: nvvm-llc: error: unknown dialect 'bogus' (expected llvm or nvvm)
; RUN: nvvm-llc --arch=sm_80 --no-verify %s -o %t.nv.ptx
; RUN: FileCheck --check-prefix=NOVERIFY %s < %t.nv.ptx
; NOVERIFY: .entry bad_kernel
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel i32 @bad_kernel(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret i32 0
}
