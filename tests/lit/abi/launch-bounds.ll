; Register limits of launch-bounded kernels hold for what they call
; (doc/abi.md, "Launch bounds and called functions"). ptxas applies a
; kernel's limit only to internal callees; an externally visible callee is
; compiled on its own, and llc-22's PTX for this module fails in ptxas:
; "Entry function 'k1' with max regcount of 32 calls function 'heavy' with
; regcount of 100". nvvm-llc gives every function a bounded kernel reaches
; by direct calls an internal copy NAME$lb, called from the bounded kernels
; and the copies; the originals stay as they were for everyone else.
; RUN: nvvm-llc --arch=sm_75,sm_90,sm_120 %s -o %t.dir 2> %t.err
; RUN: FileCheck --input-file=%t.dir/launch-bounds.sm_75.ptx %s
; RUN: FileCheck --input-file=%t.dir/launch-bounds.sm_120.ptx %s
; RUN: FileCheck --check-prefix=NOTE --implicit-check-not=launch-bounds-call %s < %t.err
; RUN: %if ptxas %{ %ptxas -arch=sm_75 -c %t.dir/launch-bounds.sm_75.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_90 -c %t.dir/launch-bounds.sm_90.ptx -o %t.o %}
; RUN: %if ptxas %{ %ptxas -arch=sm_120 -c %t.dir/launch-bounds.sm_120.ptx -o %t.o %}
; The same module through llc-22 alone is refused by ptxas.
; RUN: %if ptxas %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 %s -o %t.llc.ptx %}
; RUN: %if ptxas %{ not %ptxas -arch=sm_75 -c %t.llc.ptx -o %t.o 2>&1 | FileCheck --check-prefix=LLC %s %}
; LLC: Entry function 'k1' with max regcount of 32 calls function 'heavy'
; Deterministic: the same bytes again.
; RUN: nvvm-llc --arch=sm_75 %s -o %t.again.ptx 2>/dev/null
; RUN: cmp %t.again.ptx %t.dir/launch-bounds.sm_75.ptx
; With debug info requested the copies have none and the module compiles.
; RUN: nvvm-llc --arch=sm_75 --lineinfo %s -o %t.li.ptx 2>/dev/null
; RUN: grep -q 'heavy$lb' %t.li.ptx
; Kernels without bounds change nothing.
; RUN: sed -e 's/"nvvm.maxnreg"="32"/"x"/' -e 's/"nvvm.maxntid"="1024" "nvvm.minctasm"="2"/"x"/' -e 's/"nvvm.reqntid"="64"/"x"/' %s > %t.nobounds.ll
; RUN: nvvm-llc --arch=sm_75 %t.nobounds.ll -o %t.nobounds.ptx 2> %t.nobounds.err
; RUN: not grep -q '\$lb' %t.nobounds.ptx
; RUN: not grep -q launch-bounds-call %t.nobounds.err

; What no copy can fix is a note, said once whatever the number of archs.
; NOTE: note: kernel 'k3' has launch bounds, and function 'k3' it reaches makes an indirect call: ptxas refuses it if a possible callee needs more registers than the kernel's limit (nvcc's PTX has the same limit) [launch-bounds-call]
; NOTE: note: kernel 'k3' has launch bounds and calls 'wk', which another module may replace (weak linkage): it keeps its own register count, and ptxas refuses the kernel if that is more than the kernel's limit [launch-bounds-call]

target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }

; Addresses stay the originals'.
; CHECK: .visible .global .align 8 .u64 table[1] = {heavy};
@table = addrspace(1) global [1 x ptr] [ptr @heavy]

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) heavy(
define float @heavy(ptr addrspace(1) %p) #0 {
  %a0 = getelementptr float, ptr addrspace(1) %p, i64 0
  %v0 = load volatile float, ptr addrspace(1) %a0, align 4
  %a1 = getelementptr float, ptr addrspace(1) %p, i64 33
  %v1 = load volatile float, ptr addrspace(1) %a1, align 4
  %a2 = getelementptr float, ptr addrspace(1) %p, i64 66
  %v2 = load volatile float, ptr addrspace(1) %a2, align 4
  %a3 = getelementptr float, ptr addrspace(1) %p, i64 99
  %v3 = load volatile float, ptr addrspace(1) %a3, align 4
  %a4 = getelementptr float, ptr addrspace(1) %p, i64 132
  %v4 = load volatile float, ptr addrspace(1) %a4, align 4
  %a5 = getelementptr float, ptr addrspace(1) %p, i64 165
  %v5 = load volatile float, ptr addrspace(1) %a5, align 4
  %a6 = getelementptr float, ptr addrspace(1) %p, i64 198
  %v6 = load volatile float, ptr addrspace(1) %a6, align 4
  %a7 = getelementptr float, ptr addrspace(1) %p, i64 231
  %v7 = load volatile float, ptr addrspace(1) %a7, align 4
  %a8 = getelementptr float, ptr addrspace(1) %p, i64 264
  %v8 = load volatile float, ptr addrspace(1) %a8, align 4
  %a9 = getelementptr float, ptr addrspace(1) %p, i64 297
  %v9 = load volatile float, ptr addrspace(1) %a9, align 4
  %a10 = getelementptr float, ptr addrspace(1) %p, i64 330
  %v10 = load volatile float, ptr addrspace(1) %a10, align 4
  %a11 = getelementptr float, ptr addrspace(1) %p, i64 363
  %v11 = load volatile float, ptr addrspace(1) %a11, align 4
  %a12 = getelementptr float, ptr addrspace(1) %p, i64 396
  %v12 = load volatile float, ptr addrspace(1) %a12, align 4
  %a13 = getelementptr float, ptr addrspace(1) %p, i64 429
  %v13 = load volatile float, ptr addrspace(1) %a13, align 4
  %a14 = getelementptr float, ptr addrspace(1) %p, i64 462
  %v14 = load volatile float, ptr addrspace(1) %a14, align 4
  %a15 = getelementptr float, ptr addrspace(1) %p, i64 495
  %v15 = load volatile float, ptr addrspace(1) %a15, align 4
  %a16 = getelementptr float, ptr addrspace(1) %p, i64 528
  %v16 = load volatile float, ptr addrspace(1) %a16, align 4
  %a17 = getelementptr float, ptr addrspace(1) %p, i64 561
  %v17 = load volatile float, ptr addrspace(1) %a17, align 4
  %a18 = getelementptr float, ptr addrspace(1) %p, i64 594
  %v18 = load volatile float, ptr addrspace(1) %a18, align 4
  %a19 = getelementptr float, ptr addrspace(1) %p, i64 627
  %v19 = load volatile float, ptr addrspace(1) %a19, align 4
  %a20 = getelementptr float, ptr addrspace(1) %p, i64 660
  %v20 = load volatile float, ptr addrspace(1) %a20, align 4
  %a21 = getelementptr float, ptr addrspace(1) %p, i64 693
  %v21 = load volatile float, ptr addrspace(1) %a21, align 4
  %a22 = getelementptr float, ptr addrspace(1) %p, i64 726
  %v22 = load volatile float, ptr addrspace(1) %a22, align 4
  %a23 = getelementptr float, ptr addrspace(1) %p, i64 759
  %v23 = load volatile float, ptr addrspace(1) %a23, align 4
  %a24 = getelementptr float, ptr addrspace(1) %p, i64 792
  %v24 = load volatile float, ptr addrspace(1) %a24, align 4
  %a25 = getelementptr float, ptr addrspace(1) %p, i64 825
  %v25 = load volatile float, ptr addrspace(1) %a25, align 4
  %a26 = getelementptr float, ptr addrspace(1) %p, i64 858
  %v26 = load volatile float, ptr addrspace(1) %a26, align 4
  %a27 = getelementptr float, ptr addrspace(1) %p, i64 891
  %v27 = load volatile float, ptr addrspace(1) %a27, align 4
  %a28 = getelementptr float, ptr addrspace(1) %p, i64 924
  %v28 = load volatile float, ptr addrspace(1) %a28, align 4
  %a29 = getelementptr float, ptr addrspace(1) %p, i64 957
  %v29 = load volatile float, ptr addrspace(1) %a29, align 4
  %a30 = getelementptr float, ptr addrspace(1) %p, i64 990
  %v30 = load volatile float, ptr addrspace(1) %a30, align 4
  %a31 = getelementptr float, ptr addrspace(1) %p, i64 1023
  %v31 = load volatile float, ptr addrspace(1) %a31, align 4
  %a32 = getelementptr float, ptr addrspace(1) %p, i64 1056
  %v32 = load volatile float, ptr addrspace(1) %a32, align 4
  %a33 = getelementptr float, ptr addrspace(1) %p, i64 1089
  %v33 = load volatile float, ptr addrspace(1) %a33, align 4
  %a34 = getelementptr float, ptr addrspace(1) %p, i64 1122
  %v34 = load volatile float, ptr addrspace(1) %a34, align 4
  %a35 = getelementptr float, ptr addrspace(1) %p, i64 1155
  %v35 = load volatile float, ptr addrspace(1) %a35, align 4
  %a36 = getelementptr float, ptr addrspace(1) %p, i64 1188
  %v36 = load volatile float, ptr addrspace(1) %a36, align 4
  %a37 = getelementptr float, ptr addrspace(1) %p, i64 1221
  %v37 = load volatile float, ptr addrspace(1) %a37, align 4
  %a38 = getelementptr float, ptr addrspace(1) %p, i64 1254
  %v38 = load volatile float, ptr addrspace(1) %a38, align 4
  %a39 = getelementptr float, ptr addrspace(1) %p, i64 1287
  %v39 = load volatile float, ptr addrspace(1) %a39, align 4
  %m0 = fmul float %v0, %v1
  %s0 = fadd float 0.0, %m0
  %m1 = fmul float %v1, %v8
  %s1 = fadd float %s0, %m1
  %m2 = fmul float %v2, %v15
  %s2 = fadd float %s1, %m2
  %m3 = fmul float %v3, %v22
  %s3 = fadd float %s2, %m3
  %m4 = fmul float %v4, %v29
  %s4 = fadd float %s3, %m4
  %m5 = fmul float %v5, %v36
  %s5 = fadd float %s4, %m5
  %m6 = fmul float %v6, %v3
  %s6 = fadd float %s5, %m6
  %m7 = fmul float %v7, %v10
  %s7 = fadd float %s6, %m7
  %m8 = fmul float %v8, %v17
  %s8 = fadd float %s7, %m8
  %m9 = fmul float %v9, %v24
  %s9 = fadd float %s8, %m9
  %m10 = fmul float %v10, %v31
  %s10 = fadd float %s9, %m10
  %m11 = fmul float %v11, %v38
  %s11 = fadd float %s10, %m11
  %m12 = fmul float %v12, %v5
  %s12 = fadd float %s11, %m12
  %m13 = fmul float %v13, %v12
  %s13 = fadd float %s12, %m13
  %m14 = fmul float %v14, %v19
  %s14 = fadd float %s13, %m14
  %m15 = fmul float %v15, %v26
  %s15 = fadd float %s14, %m15
  %m16 = fmul float %v16, %v33
  %s16 = fadd float %s15, %m16
  %m17 = fmul float %v17, %v0
  %s17 = fadd float %s16, %m17
  %m18 = fmul float %v18, %v7
  %s18 = fadd float %s17, %m18
  %m19 = fmul float %v19, %v14
  %s19 = fadd float %s18, %m19
  %m20 = fmul float %v20, %v21
  %s20 = fadd float %s19, %m20
  %m21 = fmul float %v21, %v28
  %s21 = fadd float %s20, %m21
  %m22 = fmul float %v22, %v35
  %s22 = fadd float %s21, %m22
  %m23 = fmul float %v23, %v2
  %s23 = fadd float %s22, %m23
  %m24 = fmul float %v24, %v9
  %s24 = fadd float %s23, %m24
  %m25 = fmul float %v25, %v16
  %s25 = fadd float %s24, %m25
  %m26 = fmul float %v26, %v23
  %s26 = fadd float %s25, %m26
  %m27 = fmul float %v27, %v30
  %s27 = fadd float %s26, %m27
  %m28 = fmul float %v28, %v37
  %s28 = fadd float %s27, %m28
  %m29 = fmul float %v29, %v4
  %s29 = fadd float %s28, %m29
  %m30 = fmul float %v30, %v11
  %s30 = fadd float %s29, %m30
  %m31 = fmul float %v31, %v18
  %s31 = fadd float %s30, %m31
  %m32 = fmul float %v32, %v25
  %s32 = fadd float %s31, %m32
  %m33 = fmul float %v33, %v32
  %s33 = fadd float %s32, %m33
  %m34 = fmul float %v34, %v39
  %s34 = fadd float %s33, %m34
  %m35 = fmul float %v35, %v6
  %s35 = fadd float %s34, %m35
  %m36 = fmul float %v36, %v13
  %s36 = fadd float %s35, %m36
  %m37 = fmul float %v37, %v20
  %s37 = fadd float %s36, %m37
  %m38 = fmul float %v38, %v27
  %s38 = fadd float %s37, %m38
  %m39 = fmul float %v39, %v34
  %s39 = fadd float %s38, %m39
  %m40 = fmul float %v0, %v4
  %s40 = fadd float %s39, %m40
  %m41 = fmul float %v1, %v11
  %s41 = fadd float %s40, %m41
  %m42 = fmul float %v2, %v18
  %s42 = fadd float %s41, %m42
  %m43 = fmul float %v3, %v25
  %s43 = fadd float %s42, %m43
  %m44 = fmul float %v4, %v32
  %s44 = fadd float %s43, %m44
  %m45 = fmul float %v5, %v39
  %s45 = fadd float %s44, %m45
  %m46 = fmul float %v6, %v6
  %s46 = fadd float %s45, %m46
  %m47 = fmul float %v7, %v13
  %s47 = fadd float %s46, %m47
  %m48 = fmul float %v8, %v20
  %s48 = fadd float %s47, %m48
  %m49 = fmul float %v9, %v27
  %s49 = fadd float %s48, %m49
  %m50 = fmul float %v10, %v34
  %s50 = fadd float %s49, %m50
  %m51 = fmul float %v11, %v1
  %s51 = fadd float %s50, %m51
  %m52 = fmul float %v12, %v8
  %s52 = fadd float %s51, %m52
  %m53 = fmul float %v13, %v15
  %s53 = fadd float %s52, %m53
  %m54 = fmul float %v14, %v22
  %s54 = fadd float %s53, %m54
  %m55 = fmul float %v15, %v29
  %s55 = fadd float %s54, %m55
  %m56 = fmul float %v16, %v36
  %s56 = fadd float %s55, %m56
  %m57 = fmul float %v17, %v3
  %s57 = fadd float %s56, %m57
  %m58 = fmul float %v18, %v10
  %s58 = fadd float %s57, %m58
  %m59 = fmul float %v19, %v17
  %s59 = fadd float %s58, %m59
  %m60 = fmul float %v20, %v24
  %s60 = fadd float %s59, %m60
  %m61 = fmul float %v21, %v31
  %s61 = fadd float %s60, %m61
  %m62 = fmul float %v22, %v38
  %s62 = fadd float %s61, %m62
  %m63 = fmul float %v23, %v5
  %s63 = fadd float %s62, %m63
  %m64 = fmul float %v24, %v12
  %s64 = fadd float %s63, %m64
  %m65 = fmul float %v25, %v19
  %s65 = fadd float %s64, %m65
  %m66 = fmul float %v26, %v26
  %s66 = fadd float %s65, %m66
  %m67 = fmul float %v27, %v33
  %s67 = fadd float %s66, %m67
  %m68 = fmul float %v28, %v0
  %s68 = fadd float %s67, %m68
  %m69 = fmul float %v29, %v7
  %s69 = fadd float %s68, %m69
  %m70 = fmul float %v30, %v14
  %s70 = fadd float %s69, %m70
  %m71 = fmul float %v31, %v21
  %s71 = fadd float %s70, %m71
  %m72 = fmul float %v32, %v28
  %s72 = fadd float %s71, %m72
  %m73 = fmul float %v33, %v35
  %s73 = fadd float %s72, %m73
  %m74 = fmul float %v34, %v2
  %s74 = fadd float %s73, %m74
  %m75 = fmul float %v35, %v9
  %s75 = fadd float %s74, %m75
  %m76 = fmul float %v36, %v16
  %s76 = fadd float %s75, %m76
  %m77 = fmul float %v37, %v23
  %s77 = fadd float %s76, %m77
  %m78 = fmul float %v38, %v30
  %s78 = fadd float %s77, %m78
  %m79 = fmul float %v39, %v37
  %s79 = fadd float %s78, %m79
  %m80 = fmul float %v0, %v7
  %s80 = fadd float %s79, %m80
  %m81 = fmul float %v1, %v14
  %s81 = fadd float %s80, %m81
  %m82 = fmul float %v2, %v21
  %s82 = fadd float %s81, %m82
  %m83 = fmul float %v3, %v28
  %s83 = fadd float %s82, %m83
  %m84 = fmul float %v4, %v35
  %s84 = fadd float %s83, %m84
  %m85 = fmul float %v5, %v2
  %s85 = fadd float %s84, %m85
  %m86 = fmul float %v6, %v9
  %s86 = fadd float %s85, %m86
  %m87 = fmul float %v7, %v16
  %s87 = fadd float %s86, %m87
  %m88 = fmul float %v8, %v23
  %s88 = fadd float %s87, %m88
  %m89 = fmul float %v9, %v30
  %s89 = fadd float %s88, %m89
  %m90 = fmul float %v10, %v37
  %s90 = fadd float %s89, %m90
  %m91 = fmul float %v11, %v4
  %s91 = fadd float %s90, %m91
  %m92 = fmul float %v12, %v11
  %s92 = fadd float %s91, %m92
  %m93 = fmul float %v13, %v18
  %s93 = fadd float %s92, %m93
  %m94 = fmul float %v14, %v25
  %s94 = fadd float %s93, %m94
  %m95 = fmul float %v15, %v32
  %s95 = fadd float %s94, %m95
  %m96 = fmul float %v16, %v39
  %s96 = fadd float %s95, %m96
  %m97 = fmul float %v17, %v6
  %s97 = fadd float %s96, %m97
  %m98 = fmul float %v18, %v13
  %s98 = fadd float %s97, %m98
  %m99 = fmul float %v19, %v20
  %s99 = fadd float %s98, %m99
  %m100 = fmul float %v20, %v27
  %s100 = fadd float %s99, %m100
  %m101 = fmul float %v21, %v34
  %s101 = fadd float %s100, %m101
  %m102 = fmul float %v22, %v1
  %s102 = fadd float %s101, %m102
  %m103 = fmul float %v23, %v8
  %s103 = fadd float %s102, %m103
  %m104 = fmul float %v24, %v15
  %s104 = fadd float %s103, %m104
  %m105 = fmul float %v25, %v22
  %s105 = fadd float %s104, %m105
  %m106 = fmul float %v26, %v29
  %s106 = fadd float %s105, %m106
  %m107 = fmul float %v27, %v36
  %s107 = fadd float %s106, %m107
  %m108 = fmul float %v28, %v3
  %s108 = fadd float %s107, %m108
  %m109 = fmul float %v29, %v10
  %s109 = fadd float %s108, %m109
  %m110 = fmul float %v30, %v17
  %s110 = fadd float %s109, %m110
  %m111 = fmul float %v31, %v24
  %s111 = fadd float %s110, %m111
  %m112 = fmul float %v32, %v31
  %s112 = fadd float %s111, %m112
  %m113 = fmul float %v33, %v38
  %s113 = fadd float %s112, %m113
  %m114 = fmul float %v34, %v5
  %s114 = fadd float %s113, %m114
  %m115 = fmul float %v35, %v12
  %s115 = fadd float %s114, %m115
  %m116 = fmul float %v36, %v19
  %s116 = fadd float %s115, %m116
  %m117 = fmul float %v37, %v26
  %s117 = fadd float %s116, %m117
  %m118 = fmul float %v38, %v33
  %s118 = fadd float %s117, %m118
  %m119 = fmul float %v39, %v0
  %s119 = fadd float %s118, %m119
  ret float %s119
}

; The originals call the originals.
; CHECK-LABEL: .visible .func (.param .b32 func_retval0) inner(
; CHECK: call.uni (retval0), heavy,
define float @inner(ptr addrspace(1) %p) #0 {
  %r = call float @heavy(ptr addrspace(1) %p)
  ret float %r
}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) outer(
; CHECK: call.uni (retval0), inner,
define float @outer(ptr addrspace(1) %p) #0 {
  %r = call float @inner(ptr addrspace(1) %p)
  %s = fadd float %r, 1.0
  ret float %s
}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) rec(
; CHECK: call.uni (retval0), rec,
; CHECK: call.uni (retval0), heavy,
define float @rec(ptr addrspace(1) %p, i32 %n) #0 {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %more
base:
  %h = call float @heavy(ptr addrspace(1) %p)
  br label %done
more:
  %m = sub i32 %n, 1
  %r = call float @rec(ptr addrspace(1) %p, i32 %m)
  br label %done
done:
  %x = phi float [ %h, %base ], [ %r, %more ]
  ret float %x
}

define float @viaint(ptr addrspace(1) %p) #0 {
  %r = call float @heavy(ptr addrspace(1) %p)
  ret float %r
}

; An internal function only bounded kernels called: only its copy is left.
; CHECK-NOT: .func (.param .b32 func_retval0) loc(
define internal float @loc(ptr addrspace(1) %p) #0 {
  %r = call float @viaint(ptr addrspace(1) %p)
  ret float %r
}

; linkonce_odr (an inline function, a template) is copied too.
define linkonce_odr float @lo(ptr addrspace(1) %p) #0 {
  %r = call float @heavy(ptr addrspace(1) %p)
  ret float %r
}

define float @bv(ptr byval(%pair) align 4 %s, i8 zeroext %c) #0 {
  %f = getelementptr %pair, ptr %s, i32 0, i32 1
  %v = load float, ptr %f
  %w = uitofp i8 %c to float
  %r = fadd float %v, %w
  ret float %r
}

; Another module may replace a weak function: no copy, a note.
define weak float @wk(ptr addrspace(1) %p) #0 {
  %r = load float, ptr addrspace(1) %p
  ret float %r
}

define float @va(i32 %n, ...) #0 {
  ret float 0.0
}

declare float @ext(ptr addrspace(1))

; Only reached from a kernel without bounds: no copy.
define float @only_plain(ptr addrspace(1) %p) #0 {
  %r = load float, ptr addrspace(1) %p
  ret float %r
}

; CHECK-LABEL: .visible .entry k1(
; CHECK: .maxnreg 32
; CHECK: call.uni (retval0), heavy$lb,
define ptx_kernel void @k1(ptr addrspace(1) %p) #1 {
  %r = call float @heavy(ptr addrspace(1) %p)
  store float %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .visible .entry k2(
; CHECK: call.uni (retval0), outer$lb,
; CHECK: call.uni (retval0), rec$lb,
; CHECK: call.uni (retval0), loc$lb,
; CHECK: call.uni (retval0), lo$lb,
; CHECK: call.uni (retval0), bv$lb,
; CHECK: call.uni (retval0), ext,
define ptx_kernel void @k2(ptr addrspace(1) %p, i32 %n) #2 {
  %a = call float @outer(ptr addrspace(1) %p)
  %b = call float @rec(ptr addrspace(1) %p, i32 %n)
  %c = call float @loc(ptr addrspace(1) %p)
  %d = call float @lo(ptr addrspace(1) %p)
  %s = alloca %pair, align 4
  %e = call float @bv(ptr byval(%pair) align 4 %s, i8 zeroext 7)
  %f = call float @ext(ptr addrspace(1) %p)
  %t1 = fadd float %a, %b
  %t2 = fadd float %t1, %c
  %t3 = fadd float %t2, %d
  %t4 = fadd float %t3, %e
  %t5 = fadd float %t4, %f
  store float %t5, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .visible .entry k3(
; CHECK: call (retval0), %rd{{[0-9]+}}, (param0), prototype_{{[0-9]+}};
; CHECK: call.uni (retval0), wk,
; CHECK: call.uni (retval0), va$lb,
define ptx_kernel void @k3(ptr addrspace(1) %p) #3 {
  %fp = load ptr, ptr addrspace(1) @table
  %a = call float %fp(ptr addrspace(1) %p)
  %b = call float @wk(ptr addrspace(1) %p)
  %c = call float (i32, ...) @va(i32 1, i32 2)
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  store float %t, ptr addrspace(1) %p
  ret void
}

; A kernel without bounds calls the originals.
; CHECK-LABEL: .visible .entry plain(
; CHECK: call.uni (retval0), heavy,
; CHECK: call.uni (retval0), only_plain,
define ptx_kernel void @plain(ptr addrspace(1) %p) {
  %a = call float @heavy(ptr addrspace(1) %p)
  %b = call float @only_plain(ptr addrspace(1) %p)
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p
  ret void
}

; The copies, internal, in the order the walk from the kernels found them;
; they call the copies (recursion included).
; CHECK-LABEL: .func (.param .b32 func_retval0) heavy$lb(
; CHECK: ld.volatile.global.b32
; CHECK-LABEL: .func (.param .b32 func_retval0) outer$lb(
; CHECK: call.uni (retval0), inner$lb,
; CHECK-LABEL: .func (.param .b32 func_retval0) rec$lb(
; CHECK: call.uni (retval0), rec$lb,
; CHECK: call.uni (retval0), heavy$lb,
; CHECK-LABEL: .func (.param .b32 func_retval0) loc$lb(
; CHECK: call.uni (retval0), viaint$lb,
; CHECK-LABEL: .func (.param .b32 func_retval0) lo$lb(
; CHECK: call.uni (retval0), heavy$lb,
; CHECK-LABEL: .func (.param .b32 func_retval0) bv$lb(
; CHECK-NEXT: .param .align {{[0-9]+}} .b8 bv$lb_param_0[8],
; CHECK-NEXT: .param .b32 bv$lb_param_1
; CHECK: ld.param.b8
; CHECK-LABEL: .func (.param .b32 func_retval0) viaint$lb(
; CHECK: call.uni (retval0), heavy$lb,
; CHECK-LABEL: .func (.param .b32 func_retval0) inner$lb(
; CHECK: call.uni (retval0), heavy$lb,
; CHECK-LABEL: .func (.param .b32 func_retval0) va$lb(

attributes #0 = { noinline }
attributes #1 = { "nvvm.maxnreg"="32" }
attributes #2 = { "nvvm.maxntid"="1024" "nvvm.minctasm"="2" }
attributes #3 = { "nvvm.reqntid"="64" }
