#!/bin/bash
# Compile the same two-module program RUNS times through the README pipeline
# and through LLVM's llvm-link, each time from another directory, by another
# input path, with another TMPDIR, locale, -j and environment size (so that
# the stack and heap land at other addresses; ASLR stays on), and compare
# every output byte with the first run's.
#   repro.sh WORK RUNS LIBDEVICE BC...   (BC: clang-22 bitcode of the program)
set -eu
work=$1 runs=$2 libdevice=$3
shift 3
rm -rf "$work"
mkdir -p "$work/in"
cp "$@" "$work/in/"
names=()
for f in "$@"; do names+=("$(basename "$f")"); done
locales=(C C.UTF-8 POSIX en_US.UTF-8 de_DE.UTF-8)

for i in $(seq 1 "$runs"); do
	# Another directory each time, at another depth, reached by another
	# spelling of the path (absolute, relative, through a symlink).
	d="$work/run$i/$(printf 'd%.0s' $(seq 1 "$i"))"
	mkdir -p "$d/tmp" "$d/src"
	for n in "${names[@]}"; do cp "$work/in/$n" "$d/src/$n"; done
	ln -s "$d/src" "$d/link"
	case $((i % 3)) in
	0) ins=("${names[@]/#/$d/src/}") ;;
	1) ins=("${names[@]/#/src/}") ;;
	2) ins=("${names[@]/#/link/}") ;;
	esac
	pad=$(head -c $((i * 4099)) /dev/zero | tr '\0' x)
	loc=${locales[$((i % ${#locales[@]}))]}
	j=$(((i % 3) + 1))
	mkdir -p "$d/out"
	(
		cd "$d"
		export TMPDIR="$d/tmp" LC_ALL="$loc" NVT_REPRO_PAD="$pad"
		nvvm-link "${ins[@]}" --libdevice="$libdevice" -o out/linked.bc
		nvvm-link -S --allow-undefined "${ins[@]}" -o out/linked.ll
		nvvm-opt -O3 out/linked.bc -o out/opt.bc
		nvvm-opt -O3 -S "${ins[0]}" -o out/opt0.ll
		nvvm-llc -w -j$j --arch=sm_75,sm_90,sm_120 out/opt.bc -o out/ptx
		nvvm-link "${ins[@]}" --libdevice="$libdevice" | nvvm-opt -O2 | nvvm-llc -w --arch=sm_80 -o out/pipe.ptx
		# LLVM's linker puts llvm.compiler.used first: every table and
		# __shared__ variable is then reached through LLVM's hashed set.
		llvm-link "${ins[@]}" -o out/llvm-linked0.bc
		llvm-link out/llvm-linked0.bc --only-needed "$libdevice" -o out/llvm-linked.bc 2> /dev/null
		nvvm-llc -w -j$j --arch=sm_75,sm_90 out/llvm-linked.bc -o out/llvm
		nvvm-llc -w -g --arch=sm_75 out/llvm-linked.bc -o out/g.ptx
		nvvm-llc -w --lineinfo -O0 --arch=sm_75 out/llvm-linked.bc -o out/lineinfo.ptx
	)
	if [ -n "$(ls -A "$d/tmp")" ]; then
		echo "run $i: files left in TMPDIR" >&2
		exit 1
	fi
	if [ "$i" -gt 1 ] && ! diff -r "$work/run1/d/out" "$d/out" >/dev/null; then
		echo "run $i (LC_ALL=$loc -j$j, inputs ${ins[0]}): output differs from run 1" >&2
		diff -r "$work/run1/d/out" "$d/out" | head -20 >&2
		exit 1
	fi
done
echo "$runs runs: identical"
