#!/bin/sh
# A stand-in for nvvm-llc whose instruction table lets every statement
# through on any arch (ptx-asm-archs.test): compile for sm_100a, then
# write the asked arch on the .target line.
arch= out= args=
for a in "$@"; do
	case $a in
	--arch=*) arch=${a#--arch=} ;;
	*) args="$args $a" ;;
	esac
done
prev=
for a in $args; do
	[ "$prev" = -o ] && out=$a
	prev=$a
done
nvvm-llc --arch=sm_100a $args || exit 1
sed -i "s/^\.target sm_100a/.target $arch/" "$out"
