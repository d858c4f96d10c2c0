#!/bin/bash
# bench-instr.sh BUILDDIR KEEPDIR [MODULE...]: instructions executed (valgrind
# callgrind's Ir, the tool and its isolated child together) of each step
# of our pipeline against the LLVM tool doing the same step, on the same input
# file, for the modules a `BENCH_KEEP=KEEPDIR bench/bench-set.sh` run left:
#   opt    nvvm-opt -O3                 against  opt-22 -O3 -mcpu=sm_100
#          (both read KEEPDIR/M.ol.bc, nvvm-link's output)
#   llc    nvvm-llc --arch=sm_100       against  llc-22 -O3 -mcpu=sm_100
#          (both read KEEPDIR/M.oo.bc, nvvm-opt's output; PTX ISA 9.0 and -g
#          for the debug module, as bench-set.sh runs them)
# Tools run with their defaults and -j1 (valgrind runs one thread at a time;
# the parts' work is counted whole). Printed: millions of instructions and
# the ratio ours / LLVM. Instructions are not time (a cache miss or a page
# fault costs more than an add), but they do not move with the machine's
# load: on this 2-core VM, whose speed drifts by up to 30% between runs, two
# builds compared this way differ by what changed, not by the weather.
# A ratio, never a pass or fail. Needs valgrind (exit 77 without it).
set -u
B=$(cd "${1:?usage: bench-instr.sh BUILDDIR KEEPDIR [MODULE...]}" && pwd)
K=$(cd "${2:?usage: bench-instr.sh BUILDDIR KEEPDIR [MODULE...]}" && pwd)
shift 2
L=/usr/lib/llvm-22/bin
command -v valgrind > /dev/null || { echo "bench-instr: skipped: no valgrind"; exit 77; }
for t in "$L/opt" "$L/llc" "$B/nvvm-opt" "$B/nvvm-llc"; do
	[ -x "$t" ] || { echo "bench-instr: no $t"; exit 1; }
done
MODS=${*:-synthetic thrust libcxx cub math small debug}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

# Millions of instructions of one command and of the isolated readers it
# forks. A forked child starts with its parent's counts, so each child's
# profile is cut at its first protocol line (--dump-before=child_put,
# src/llvm/isolate.c): its first part (the parent's work before the
# fork, and the child's few signal and limit calls) is not counted again.
ir() {
	rm -f "$T"/cg.*
	valgrind --tool=callgrind --dump-before=child_put \
		--callgrind-out-file="$T/cg.%p" "$@" > /dev/null 2> "$T/log" ||
		{ echo "bench-instr: failed: $* ($(tail -c 300 "$T/log"))" >&2; echo 0; return; }
	local sum=0 f v
	for f in "$T"/cg.*; do
		v=$(awk '/^summary:/ {print $2; exit}' "$f")
		case $f in
		*.1) ;;
		*) sum=$((sum + ${v:-0})) ;;
		esac
	done
	awk -v s="$sum" 'BEGIN {printf "%.0f", s / 1e6}'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf (b > 0 ? "%.3f" : "-"), a / b}'; }

printf '%-10s %9s %9s %7s | %9s %9s %7s | %7s\n' module nvvm-opt opt-22 ratio nvvm-llc llc-22 ratio \
	"pair"
for m in $MODS; do
	if [ ! -e "$K/$m.ol.bc" ] || [ ! -e "$K/$m.oo.bc" ]; then
		echo "$m: no $K/$m.ol.bc or $m.oo.bc (run bench-set.sh with BENCH_KEEP=$K)"
		continue
	fi
	G=
	[ "$m" = debug ] && G=-g
	oo=$(ir "$B/nvvm-opt" -O3 -j1 "$K/$m.ol.bc" -o "$T/o.bc")
	lo=$(ir "$L/opt" -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 "$K/$m.ol.bc" -o "$T/l.bc")
	# shellcheck disable=SC2086
	ol=$(ir "$B/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G -j1 "$K/$m.oo.bc" -o "$T/o.ptx")
	ll=$(ir "$L/llc" -O3 -mcpu=sm_100 -mattr=+ptx90 "$K/$m.oo.bc" -o "$T/l.ptx")
	printf '%-10s %9s %9s %7s | %9s %9s %7s | %7s\n' "$m" "$oo" "$lo" "$(ratio "$oo" "$lo")" \
		"$ol" "$ll" "$(ratio "$ol" "$ll")" "$(ratio $((oo + ol)) $((lo + ll)))"
done
echo "(millions of instructions, tool and child; pair: nvvm-opt + nvvm-llc against opt-22 + llc-22)"
