; Parameter passing of the PTX ABI (interoperability 2.3) as LLVM 22 and
; nvvm-llc emit it (doc/abi.md, "Parameters"):
; - integers narrower than 32 bits are passed and returned as .b32,
;   sign- or zero-extended by the side that writes them; without signext or
;   zeroext nvvm-llc applies the NVVM IR spec's default, zeroext (LLVM alone
;   would leave the upper bits undefined);
; - kernels (.entry) keep the natural parameter size (.u8, .u16);
; - aggregates, vectors and byval pointers: .param .align A .b8 name[size]
;   with A the alignment (a power of two up to 128);
; - half and bfloat travel as 2-byte arrays, as CUDA's __half struct does.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.sm_75.ptx
; RUN: nvvm-llc --arch=sm_90 %s -o %t.sm_90.ptx
; RUN: FileCheck %s < %t.sm_75.ptx
; RUN: FileCheck %s < %t.sm_90.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.sm_90.ptx -o %t.o %}
; Without nvvm-llc's default, LLVM 22 passes the unextended byte:
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | FileCheck --check-prefix=LLC %s

target triple = "nvptx64-nvidia-cuda"

%s = type { i8, i32, double }
%v = type { <4 x float> }

; CHECK-LABEL: .extern .func (.param .b32 func_retval0) callee_ext
; CHECK-NEXT: (
; CHECK-NEXT: .param .b32 callee_ext_param_0,
; CHECK-NEXT: .param .b32 callee_ext_param_1,
; CHECK-NEXT: .param .b32 callee_ext_param_2,
; CHECK-NEXT: .param .align 2 .b8 callee_ext_param_3[2],
; CHECK-NEXT: .param .align 2 .b8 callee_ext_param_4[2]
; CHECK-NEXT: )
declare signext i8 @callee_ext(i8 signext, i16 zeroext, i1 zeroext, half, bfloat)

; CHECK-LABEL: .extern .func (.param .b32 func_retval0) callee_plain
; CHECK-NEXT: (
; CHECK-NEXT: .param .b32 callee_plain_param_0
; CHECK-NEXT: )
declare i8 @callee_plain(i8)

; CHECK-LABEL: .extern .func callee_agg
; CHECK-NEXT: (
; CHECK-NEXT: .param .align 8 .b8 callee_agg_param_0[16],
; CHECK-NEXT: .param .align 16 .b8 callee_agg_param_1[16],
; CHECK-NEXT: .param .align 2 .b8 callee_agg_param_2[6],
; CHECK-NEXT: .param .align 128 .b8 callee_agg_param_3[16]
; CHECK-NEXT: )
declare void @callee_agg(ptr byval(%s) align 8, %v, [3 x i16], ptr byval(%s) align 128)

; CHECK-LABEL: .visible .entry k(
; CHECK-NEXT: .param .u64 .ptr .align 1 k_param_0,
; CHECK-NEXT: .param .u8 k_param_1,
; CHECK-NEXT: .param .u16 k_param_2
; the signext argument: sign-extended from 8 bits; the zeroext one
; zero-extended from 16 (a zero-extending ld.param.b16 or a cvt.u32.u16)
; CHECK: ld.param.s8 [[A:%r[0-9]+]], [k_param_1];
; CHECK-DAG: st.param.b32 [param0], [[A]];
; CHECK-DAG: st.param.b32 [param1], %r{{[0-9]+}};
; CHECK: call.uni (retval0), callee_ext,
; no attribute: zeroext assumed (NVVM IR spec 3.2.1)
; CHECK: and.b32 [[C:%r[0-9]+]], %r{{[0-9]+}}, 255;
; CHECK: st.param.b32 [param0], [[C]];
; CHECK: call.uni (retval0), callee_plain,
; LLC-LABEL: .visible .entry k(
; LLC: call.uni (retval0), callee_ext,
; LLC-NOT: and.b32 {{.*}}, 255;
; LLC: call.uni (retval0), callee_plain,
define ptx_kernel void @k(ptr %p, i8 %a, i16 %b) {
  %r = call signext i8 @callee_ext(i8 signext %a, i16 zeroext %b, i1 zeroext true, half 1.0, bfloat 1.0)
  %q = call i8 @callee_plain(i8 %r)
  store i8 %q, ptr %p
  call void @callee_agg(ptr byval(%s) align 8 %p, %v zeroinitializer, [3 x i16] zeroinitializer, ptr byval(%s) align 128 %p)
  ret void
}

; the callee reads only its 8 (or 16) bits and writes the return widened
; CHECK-LABEL: .visible .func (.param .b32 func_retval0) def_ext(
; CHECK-NEXT: .param .b32 def_ext_param_0,
; CHECK-NEXT: .param .b32 def_ext_param_1
; CHECK: ld.param.s8
; CHECK: cvt.s32.s8
; CHECK: st.param.b32 [func_retval0],
define signext i8 @def_ext(i8 signext %x, i16 zeroext %y) {
  %t = trunc i16 %y to i8
  %z = add i8 %x, %t
  ret i8 %z
}

; CHECK-LABEL: .visible .func (.param .align 8 .b8 func_retval0[16]) ret_agg(
; CHECK-NEXT: .param .align 8 .b8 ret_agg_param_0[16]
define %s @ret_agg(%s %in) {
  ret %s %in
}
