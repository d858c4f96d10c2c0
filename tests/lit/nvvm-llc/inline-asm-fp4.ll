; Block-scaled FP4 mma and the e2m1x2 conversion as inline asm, written the
; way llama.cpp's mma.cuh and CUDA 13's cuda_fp4.hpp write them: ptxas takes
; both only on the arch-specific families (the mma: sm_120a/f and sm_121a/f;
; the cvt: those and sm_100a/f, sm_103a/f, sm_110a/f), from PTX ISA 8.7/8.6.
; llama.cpp enables its FP4 path for every __CUDA_ARCH__ from 1200, so plain
; sm_120 reached ptxas with it ("Instruction 'mma with block scale' not
; supported on .target 'sm_120'"); now nvvm-llc refuses the arch itself.
; RUN: rm -rf %t && mkdir -p %t
; RUN: not nvvm-llc --arch=sm_120 %s -o %t/120.ptx 2>&1 | FileCheck %s --check-prefix=NO120
; RUN: not test -e %t/120.ptx
; NO120: error: inline asm in function 'mma_fp4' uses 'mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3', which is not available on sm_120 (needs sm_120a, sm_120f, sm_121a or sm_121f) [inline-asm-arch]
; NO120: error: inline asm in function 'cvt_fp4' uses 'cvt.rn.satfinite.e2m1x2.f32', which is not available on sm_120 (needs {{.*}}sm_120a{{.*}}) [inline-asm-arch]
; RUN: not nvvm-llc --arch=sm_90 %s -o %t/90.ptx 2>&1 | FileCheck %s --check-prefix=NO90
; NO90: error: {{.*}}'mma_fp4'{{.*}}not available on sm_90 {{.*}}[inline-asm-arch]
; RUN: nvvm-llc --arch=sm_120a %s -o %t/120a.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t/120a.ptx
; PTX: .version 8.7
; PTX: .target sm_120a
; On sm_100a the conversion is there (8.6, the arch's own version), the mma
; is not.
; RUN: not nvvm-llc --arch=sm_100a %s -o %t/100a.ptx 2>&1 | FileCheck %s --check-prefix=NO100A
; NO100A: error: inline asm in function 'mma_fp4' {{.*}}not available on sm_100a
; NO100A-NOT: cvt_fp4
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mma_fp4(ptr addrspace(1) %out, i32 %a0, i32 %b0, i32 %sa, i32 %sb) {
  %r = call { float, float, float, float } asm sideeffect "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3}, $10, {0, 0}, $11, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,r,r,0,1,2,3"(i32 %a0, i32 %a0, i32 %a0, i32 %a0, i32 %b0, i32 %b0, i32 %sa, i32 %sb, float 0.0, float 0.0, float 0.0, float 0.0)
  %x = extractvalue { float, float, float, float } %r, 0
  store float %x, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @cvt_fp4(ptr addrspace(1) %out, float %x) {
  %r = call i16 asm "{ .reg .b8 t;\0A cvt.rn.satfinite.e2m1x2.f32 t, $2, $1;\0A mov.b16 $0, {t, 0}; }", "=h,f,f"(float %x, float 0.0)
  store i16 %r, ptr addrspace(1) %out
  ret void
}
