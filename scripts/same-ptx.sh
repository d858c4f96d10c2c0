#!/bin/bash
# same-ptx.sh BUILDDIR OUTDIR: the PTX (and the linked, optimized bitcode) the
# README pipeline writes for every program of tests/corpus and the bench
# modules, so that two builds can be compared byte for byte:
#   scripts/same-ptx.sh build-old /tmp/old
#   scripts/same-ptx.sh build     /tmp/new
#   diff -r /tmp/old/out /tmp/new/out && echo same
# A refactoring that must not change behaviour shows no difference (a
# module the tools refuse is compared by its log, which ends in its exit status).
# Each program: clang-22 at -O3 -Xclang -disable-llvm-optzns (sm_75) and at
# -O0 -g; nvvm-link --libdevice | nvvm-opt -O3 | nvvm-llc for sm_75, sm_90,
# sm_120 (with -g for the -O0 -g module), and --partitions=4 for sm_90.
# The clang output is kept in OUTDIR/ir and reused by a later run with the
# same OUTDIR. Needs clang-22 and the CUDA headers (exit 77 without them).
set -u
B=$(cd "${1:?usage: same-ptx.sh BUILDDIR OUTDIR}" && pwd)
O=${2:?usage: same-ptx.sh BUILDDIR OUTDIR}
SRC=$(cd "$(dirname "$0")/.." && pwd)
CUDA=${CUDA_PATH:-/usr/local/cuda}
CLANG=${CLANG:-clang-22}
command -v "$CLANG" >/dev/null && [ -d "$CUDA/include" ] || { echo "same-ptx: no clang-22 or CUDA"; exit 77; }
mkdir -p "$O/ir" && rm -rf "$O/out" && mkdir -p "$O/out"
fe() { # SRC OUT FLAGS...
	local s=$1 o=$2
	shift 2
	[ -s "$o" ] && return 0
	"$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_75 --cuda-path="$CUDA" -nocudalib \
		-Wno-unknown-cuda-version -Xclang -target-sdk-version=13.0 -I"$CUDA/include/cccl" \
		-emit-llvm -c "$@" "$s" -o "$o" 2>/dev/null
}
mods=()
for s in "$SRC"/tests/corpus/*.cu; do
	n=$(basename "$s" .cu)
	fe "$s" "$O/ir/$n.O3n.bc" -O3 -Xclang -disable-llvm-optzns && mods+=("$n.O3n")
	fe "$s" "$O/ir/$n.O0g.bc" -O0 -g && mods+=("$n.O0g")
done
if [ ! -s "$O/ir/synthetic.O3n.bc" ]; then
	"$SRC/bench/gen-synthetic.sh" 128 >"$O/ir/synthetic.cu"
	fe "$O/ir/synthetic.cu" "$O/ir/synthetic.O3n.bc" -O0 -Xclang -disable-O0-optnone
fi
[ -s "$O/ir/synthetic.O3n.bc" ] && mods+=(synthetic.O3n)
[ -s "$O/ir/small.ll" ] || "$SRC/bench/gen-kernels.sh" 1000 >"$O/ir/small.ll"
mods+=(small)
# relative names from here on: the logs name the inputs, and two runs into
# two OUTDIRs must log alike
cd "$O" || exit 1
for m in "${mods[@]}"; do
	in=ir/$m.bc
	[ -f "$in" ] || in=ir/$m.ll
	d=out/$m
	mkdir -p "$d/ptx"
	g=
	case $m in *.O0g) g=-g ;; esac
	{
		"$B/nvvm-link" "$in" --libdevice --cuda-path="$CUDA" -o "$d/linked.bc" &&
			"$B/nvvm-opt" -O3 "$d/linked.bc" -o "$d/opt.bc" &&
			"$B/nvvm-llc" $g --arch=sm_75,sm_90,sm_120 --stem=m "$d/opt.bc" -o "$d/ptx" &&
			"$B/nvvm-llc" $g --arch=sm_90 --partitions=4 "$d/opt.bc" -o "$d/ptx/m.sm_90.p4.ptx"
	} >"$d/log.txt" 2>&1 || echo "exit $?" >>"$d/log.txt"
	# the log may name the build directory; the bytes that matter are the files
	sed -i "s|$B|BUILD|g" "$d/log.txt"
done
echo "same-ptx: ${#mods[@]} modules in $O/out"
