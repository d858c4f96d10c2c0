#!/bin/sh
# gen-copied.sh: a module for partitions-copied.test, shaped like CUB's
# kernels (a few calls into a tree of helpers that clang marks always_inline):
#   k0, k1   each calls @chain0, the head of 40 always_inline linkonce_odr
#            helpers of 100 instructions, each calling the next: copied;
#            each kernel reaches all 40 (4,000 instructions)
#   k2, k3   each calls @big_ai, an always_inline linkonce_odr helper of 300
#            instructions: copied (always_inline, of any size)
#   k4, k5   each calls @big, the same helper without always_inline: over
#            the copy limit (128), so k4 and k5 are one component
#   k6, k7   each reads @tab (an internal global table only ever loaded
#            from, as libdevice's argument-reduction tables) through the
#            always_inline @rd: the table is copied, k6 and k7 apart
#   k8, k9   each reads @ctab, the same table in __constant__ memory: never
#            copied (copies would add up in the constant bank), one component
#   k10, k11 k10 writes @wtab, k11 reads it: a written table joins
#   k12, k13 k12 stores @etab's address, k13 reads @etab: an address that
#            escapes joins
# Components: {k0} {k1} {k2} {k3} {k4 k5} {k6} {k7} {k8 k9} {k10 k11}
# {k12 k13}.
cat <<'HDR'
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

HDR
# body NAME ATTRS N CALLEE: N-2 fadds then a call of CALLEE (if any) and ret
body() {
	echo "define linkonce_odr float @$1(float %x0) $2 {"
	i=1
	while [ $i -lt "$3" ]; do
		echo "  %x$i = fadd float %x$((i - 1)), $i.0"
		i=$((i + 1))
	done
	if [ -n "$4" ]; then
		echo "  %r = call float @$4(float %x$((i - 1)))"
		echo "  ret float %r"
	else
		echo "  ret float %x$((i - 1))"
	fi
	echo "}"
	echo
}
c=0
while [ $c -lt 40 ]; do
	next=chain$((c + 1))
	[ $c -eq 39 ] && next=
	body chain$c "#0" 98 "$next"
	c=$((c + 1))
done
body big_ai "#0" 299 ""
body big "" 299 ""
cat <<'TAB'
define linkonce_odr float @rd_f(float %x) #0 {
  %i = fptosi float %x to i32
  %v = call float @rd(i32 %i)
  ret float %v
}

@tab = internal addrspace(1) global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@ctab = internal addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@wtab = internal addrspace(1) global [4 x float] zeroinitializer, align 4
@etab = internal addrspace(1) global [4 x float] zeroinitializer, align 4
@eptr = addrspace(1) global ptr addrspace(1) null, align 8

define linkonce_odr float @rd(i32 %i) #0 {
  %q = getelementptr [4 x float], ptr addrspace(1) @tab, i32 0, i32 %i
  %v = load float, ptr addrspace(1) %q, align 4
  ret float %v
}

TAB
kernel() {
	cat <<K
define ptx_kernel void @$1(ptr %p) {
  %v = load float, ptr %p, align 4
  %r = call float @$2(float %v)
  store float %r, ptr %p, align 4
  ret void
}

K
}
kernel k0 chain0
kernel k1 chain0
kernel k2 big_ai
kernel k3 big_ai
kernel k4 big
kernel k5 big
kernel k6 rd_f
kernel k7 rd_f
# a kernel reading ptr-addressed table TAB at element 1 (and writing it with W)
table_kernel() {
	echo "define ptx_kernel void @$1(ptr %p) {"
	echo "  %q = getelementptr [4 x float], ptr addrspace($3) @$2, i32 0, i32 1"
	case $4 in
	w) echo "  store float 5.0, ptr addrspace($3) %q, align 4" ;;
	e) echo "  store ptr addrspace(1) %q, ptr addrspace(1) @eptr, align 8" ;;
	*) echo "  %v = load float, ptr addrspace($3) %q, align 4"
	   echo "  store float %v, ptr %p, align 4" ;;
	esac
	echo "  ret void"
	echo "}"
	echo
}
table_kernel k8 ctab 4 r
table_kernel k9 ctab 4 r
table_kernel k10 wtab 1 w
table_kernel k11 wtab 1 r
table_kernel k12 etab 1 e
table_kernel k13 etab 1 r
echo 'attributes #0 = { alwaysinline }'
echo
echo '!nvvmir.version = !{!0}'
echo '!0 = !{i32 2, i32 0}'
