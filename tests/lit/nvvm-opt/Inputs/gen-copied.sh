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
# Components: {k0} {k1} {k2} {k3} {k4 k5}.
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
echo 'attributes #0 = { alwaysinline }'
echo
echo '!nvvmir.version = !{!0}'
echo '!0 = !{i32 2, i32 0}'
