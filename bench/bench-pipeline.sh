#!/bin/bash
# bench-pipeline.sh BUILD MODULES [MODULE...]: what LLVM's optimization
# pipeline buys on NVPTX, variant by variant, for issue 12's question "drop
# or reorder what buys nothing for NVPTX".
#
#   BUILD    the build folder (nvvm-opt, nvvm-llc, bench/nvvm-bench-time)
#   MODULES  bench-set.sh's BENCH_KEEP folder: NAME.ol.bc, the module after
#            nvvm-link --libdevice
#
# Each variant is one textual pipeline given to `nvvm-opt --passes=...` (so
# every row skips the same post-pipeline step of -O3, the kernel-parameter
# rewrite, and is one part: rows compare with each other, not with bench-set's
# "ours" column), then `nvvm-llc --arch=sm_100 --ptx-version=9.0 -j1`, then
# ptxas -v at sm_100. The variants:
#   O3       default<O3>, what nvvm-opt -O3 runs
#   O3-text  the same pipeline as LLVM prints it (-print-pipeline-passes),
#            the base of a hand-written one: through nvvm-opt it gave
#            default<O3>'s PTX on all six modules (opt-22 alone did not, on
#            math: 3,937 PTX instructions against 3,933), so this row says
#            whether the text still stands for O3
#   lean     O3-text without the passes that cannot change CUDA device code
#            compiled for NVPTX: OpenMP, coroutines (none in device code; a
#            module with coroutines would need them), the loop vectorizer and
#            its helpers (NVPTX reports no vector registers), profile-driven
#            passes (no profile), sanitizer and instrumentation hooks
#   pre      function(sroa,early-cse) before default<O3>: the always-inliner
#            then copies simplified bodies (AlwaysInliner is a third of
#            thrust's opt-22 -O3 time)
#   O2, O1   LLVM's lighter levels
# Printed per module and variant: nvvm-opt and nvvm-llc CPU seconds (best of
# REPS, default 3; nvvm-bench-time), registers summed over kernels, spill
# bytes, PTX instructions (lines of the PTX that are instructions); then for
# each variant the sum over modules against O3 (opt time, registers, PTX
# instructions) and the worst module's opt-time ratio. Ratios only; nothing
# passes or fails on time. doc/benchmarks.md, "What the pipeline buys".
set -u
B=$(cd "${1:?usage: bench-pipeline.sh BUILD MODULES [MODULE...]}" && pwd)
M=$(cd "${2:?usage: bench-pipeline.sh BUILD MODULES [MODULE...]}" && pwd)
shift 2
L=/usr/lib/llvm-22/bin
CUDA=${CUDA_PATH:-/usr/local/cuda}
PTXAS=$CUDA/bin/ptxas
TIME=$B/bench/nvvm-bench-time
REPS=${REPS:-3}
for t in nvvm-opt nvvm-llc bench/nvvm-bench-time; do
	[ -x "$B/$t" ] || { echo "bench-pipeline: no $B/$t (build first)"; exit 1; }
done
[ -x "$L/opt" ] || { echo "bench-pipeline: skipped: no $L/opt (it prints the O3 pipeline)"; exit 77; }
[ -x "$PTXAS" ] || { echo "bench-pipeline: skipped: no $PTXAS (registers)"; exit 77; }
MODS=${*:-synthetic thrust libcxx cub math small}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
NAME=bench-pipeline
. "$(dirname "$0")/common.sh"

O3TEXT=$("$L/opt" -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='default<O3>' \
	-print-pipeline-passes -disable-output < /dev/null 2>&1)
case $O3TEXT in *instcombine*) ;; *) echo "bench-pipeline: failed: opt-22 printed no pipeline: $O3TEXT"; exit 1 ;; esac

# The pipeline text without the named passes (with or without <params>),
# empty pass lists and adaptors left tidy.
drop() {
	local s=$1 n
	shift
	for n in "$@"; do # twice: a match takes the comma the next one needs
		s=$(printf '%s' "$s" | sed -E -e "s/(^|[(,])$n(<[^<>]*>)?([,)]|\$)/\1\3/g" \
			-e "s/(^|[(,])$n(<[^<>]*>)?([,)]|\$)/\1\3/g")
	done
	printf '%s' "$s" | sed -E -e ':a' -e 's/,,/,/g; s/\(,/(/g; s/,\)/)/g; s/^,//; s/,$//; s/function(<[^>]*>)?\(\),?//g; ta'
}
LEAN=$(drop "$O3TEXT" openmp-opt openmp-opt-cgscc coro-early coro-split coro-elide coro-cleanup \
	coro-annotation-elide loop-vectorize loop-distribute loop-load-elim inject-tli-mappings chr \
	cg-profile rel-lookup-table-converter alloc-token memprof-remove-attributes ee-instrument \
	annotation2metadata forceattrs annotation-remarks called-value-propagation libcalls-shrinkwrap \
	move-auto-init)
VARIANTS="O3 O3-text lean pre O2 O1"
pipe() {
	case $1 in
	O3) echo 'default<O3>' ;;
	O3-text) echo "$O3TEXT" ;;
	lean) echo "$LEAN" ;;
	pre) echo 'function(sroa<modify-cfg>,early-cse<>),default<O3>' ;;
	O2) echo 'default<O2>' ;;
	O1) echo 'default<O1>' ;;
	esac
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); REPS=$REPS; lean drops $(($(echo "$O3TEXT" | tr -cd , | wc -c) - $(echo "$LEAN" | tr -cd , | wc -c))) of $(($(echo "$O3TEXT" | tr -cd , | wc -c) + 1)) pipeline elements"
printf '%-10s %-8s | %8s %8s | %6s %6s %7s\n' module variant opt-cpu llc-cpu regs spill ptx-ins
declare -A OPT REG INS
for m in $MODS; do
	[ -s "$M/$m.ol.bc" ] || { echo "bench-pipeline: no $M/$m.ol.bc (run bench-set.sh with BENCH_KEEP)"; continue; }
	G=
	[ -s "$M/$m.ll" ] && grep -q '^!llvm.dbg.cu' "$M/$m.ll" && G=-g
	for v in $VARIANTS; do
		read -r o _ < <(bench_best "$B/nvvm-opt" --passes="$(pipe $v)" "$M/$m.ol.bc" -o "$W/$m.$v.bc") || continue
		read -r c _ < <(bench_best "$B/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G -j1 "$W/$m.$v.bc" -o "$W/$m.$v.ptx") || continue
		read -r rg sp _ < <(bench_regs "$PTXAS" "$W/$m.$v.ptx")
		[ "$rg" != fail ] || { echo "bench-pipeline: failed: ptxas on $m $v: $(head -c 300 "$W/$m.$v.ptx.v")"; continue; }
		# an instruction line: optional guard, then an opcode (directives
		# start with '.', labels end with ':', braces and comments are not)
		ins=$(grep -cE '^[[:space:]]+(@!?%p[0-9]+[[:space:]]+)?[a-z][a-z0-9_.]*([[:space:]]|;)' "$W/$m.$v.ptx")
		OPT[$m.$v]=$o REG[$m.$v]=$rg INS[$m.$v]=$ins
		printf '%-10s %-8s | %8s %8s | %6s %6s %7s\n' "$m" "$v" "$o" "$c" "$rg" "$sp" "$ins"
	done
done
echo
echo "against O3, summed over the modules (opt CPU, registers, PTX instructions), and the worst module's opt CPU ratio:"
for v in $VARIANTS; do
	[ $v = O3 ] && continue
	so=0 sb=0 rg=0 rb=0 ig=0 ib=0 worst=0 wm=-
	for m in $MODS; do
		[ -n "${OPT[$m.$v]:-}" ] && [ -n "${OPT[$m.O3]:-}" ] || continue
		so=$(awk -v a="$so" -v b="${OPT[$m.$v]}" 'BEGIN { print a + b }')
		sb=$(awk -v a="$sb" -v b="${OPT[$m.O3]}" 'BEGIN { print a + b }')
		rg=$((rg + REG[$m.$v])) rb=$((rb + REG[$m.O3])) ig=$((ig + INS[$m.$v])) ib=$((ib + INS[$m.O3]))
		r=$(awk -v a="${OPT[$m.$v]}" -v b="${OPT[$m.O3]}" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
		awk -v a="$r" -v b="$worst" 'BEGIN { exit !(a > b) }' && { worst=$r wm=$m; }
	done
	printf '%-8s opt CPU %s, registers %d against %d (%+d), PTX instructions %d against %d (%+d); worst opt CPU %s (%s)\n' "$v" \
		"$(awk -v a="$so" -v b="$sb" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')" "$rg" "$rb" $((rg - rb)) "$ig" "$ib" $((ig - ib)) "$worst" "$wm"
done
