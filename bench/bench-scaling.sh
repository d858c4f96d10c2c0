#!/bin/bash
# bench-scaling.sh TOOLS MODULES [P...]: the one-arch compile of each module,
# measured (not projected) in P partitions on P threads, for a machine with
# more cores than the 2 bench-set.sh's projection starts from.
#
#   TOOLS    a folder holding nvvm-link, nvvm-opt, nvvm-llc and nvvm-bench-time
#            (a build folder, or copies of them); nvvm-bench-compile too for
#            libNVVM
#   MODULES  bench-set.sh's BENCH_KEEP folder: NAME.ol.bc (the module after
#            nvvm-link --libdevice) and NAME.ll (what libNVVM reads)
#   P        partition counts (default 1 2 4 8, and 16 with 16 or more cores)
#
# For each module: nvvm-link NAME.ll --libdevice (one thread; counted in the
# total, as libNVVM's time includes its link), then for each P: nvvm-opt -O3 --partitions=P -jP, then nvvm-llc
# --arch=sm_100 --ptx-version=9.0 --partitions=P -jP (-g for a debug module),
# wall seconds, best of REPS (default 3); the speed-up against P=1, and
# against libNVVM's nvvmCompileProgram of the same module at compute_100
# (LIBNVVM=path, default CUDA's, with libdevice lazily) in the same run.
# Also checks that the PTX of the largest P is the same bytes at -j1 (the
# output never depends on the thread count). Ratios only; nothing passes or
# fails on time. doc/benchmarks.md "Scaling, measured".
set -u
T=$(cd "${1:?usage: bench-scaling.sh TOOLS MODULES [P...]}" && pwd)
M=$(cd "${2:?usage: bench-scaling.sh TOOLS MODULES [P...]}" && pwd)
shift 2
CUDA=${CUDA_PATH:-/usr/local/cuda}
LIBNVVM=${LIBNVVM:-}
if [ -z "$LIBNVVM" ]; then
	for f in "$CUDA/lib/libnvvm.so" "$CUDA/nvvm/lib64/libnvvm.so" "$CUDA/lib64/libnvvm.so"; do
		[ -e "$f" ] && { LIBNVVM=$f; break; }
	done
fi
LIBDEV=$CUDA/nvvm/libdevice/libdevice.10.bc
REPS=${REPS:-3}
NCPU=$(nproc)
PS=${*:-1 2 4 8}
[ $# -eq 0 ] && [ "$NCPU" -ge 16 ] && PS="$PS 16"
TIME=$T/nvvm-bench-time
[ -x "$TIME" ] || TIME=$T/bench/nvvm-bench-time
DRV=$T/nvvm-bench-compile
[ -x "$DRV" ] || DRV=$T/bench/nvvm-bench-compile
for t in nvvm-opt nvvm-llc; do
	[ -x "$T/$t" ] || { echo "bench-scaling: no $T/$t"; exit 1; }
done
[ -x "$TIME" ] || { echo "bench-scaling: no nvvm-bench-time in $T"; exit 1; }
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
NAME=bench-scaling
. "$(dirname "$0")/common.sh"

# best of REPS wall times of CMD (seconds)
wall() { bench_best "$@" | awk '{ print $2 }'; [ "${PIPESTATUS[0]}" = 0 ]; }

echo "machine: $NCPU cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), load $(cut -d' ' -f1-3 /proc/loadavg); REPS=$REPS"
echo "libNVVM: ${LIBNVVM:-none found}"
printf '%-10s %3s | %7s %8s %8s %8s | %7s | %8s %7s\n' module P link opt llc total speedup libNVVM o/lib
for bc in "$M"/*.ol.bc; do
	[ -e "$bc" ] || { echo "bench-scaling: no *.ol.bc in $M (run bench-set.sh with BENCH_KEEP)"; exit 1; }
	m=$(basename "$bc" .ol.bc)
	G=
	grep -q '^!llvm.dbg.cu' "$M/$m.ll" 2>/dev/null && G=-g
	lib=
	if [ -n "$LIBNVVM" ] && [ -x "$DRV" ] && [ -e "$LIBDEV" ] && [ -e "$M/$m.ll" ]; then
		lib=$(wall "$DRV" "$LIBNVVM" "$M/$m.ll" "$W/lib.ptx" --lazy "$LIBDEV" -arch=compute_100 ${G:+-g}) || lib=
	fi
	lk=0
	if [ -x "$T/nvvm-link" ] && [ -e "$M/$m.ll" ]; then
		lk=$(wall "$T/nvvm-link" "$M/$m.ll" --libdevice --cuda-path="$CUDA" -o "$W/$m.l.bc") || lk=0
	fi
	base=
	last=
	for P in $PS; do
		o=$(wall "$T/nvvm-opt" -O3 --partitions="$P" -j"$P" "$bc" -o "$W/$m.$P.bc") || continue
		l=$(wall "$T/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G --partitions="$P" -j"$P" "$W/$m.$P.bc" \
			-o "$W/$m.$P.ptx") || continue
		tot=$(awk -v k="$lk" -v a="$o" -v b="$l" 'BEGIN { printf "%.4f", k + a + b }')
		[ -n "$base" ] || base=$tot
		printf '%-10s %3d | %7.3f %8.3f %8.3f %8.3f | %7.2f | %8s %7s\n' "$m" "$P" "$lk" "$o" "$l" "$tot" \
			"$(awk -v a="$base" -v b="$tot" 'BEGIN { printf "%.2f", a / b }')" "${lib:--}" \
			"$(awk -v a="$tot" -v b="${lib:-0}" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')"
		last=$P
	done
	if [ -n "$last" ] && [ "$last" -gt 1 ]; then
		"$T/nvvm-opt" -O3 --partitions="$last" -j1 "$bc" -o "$W/$m.s.bc" 2>/dev/null &&
			"$T/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G --partitions="$last" -j1 "$W/$m.s.bc" \
				-o "$W/$m.s.ptx" 2>/dev/null
		if cmp -s "$W/$m.s.ptx" "$W/$m.$last.ptx"; then
			echo "$m: P=$last PTX at -j1 and -j$last: the same bytes"
		else
			echo "$m: failed: P=$last PTX at -j1 and -j$last DIFFER"
		fi
	fi
done
