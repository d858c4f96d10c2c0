#!/bin/bash
# bench-set.sh BUILDDIR [--smoke]: IR to PTX on a set of modules, each compiled
# in the same run by
#   libNVVM      nvvmCompileProgram (NVIDIA's libnvvm.so, dlopen'ed by
#                nvvm-bench-compile, bench/nvvm_compile.c)
#   open         the same driver on our libnvvm-open (build/lib/nvvm-open):
#                our pipeline through the library, in one process
#   ours         nvvm-link --libdevice | nvvm-opt -O3 | nvvm-llc
#   llvm         llvm-link-22 --only-needed --internalize libdevice | opt-22 -O3 | llc-22
# at compute_100 / sm_100: CUDA 13's libNVVM reads LLVM 22's opaque-pointer IR
# only there (its LLVM 20 reader). Every side gets the same LLVM text module and
# links libdevice itself (libNVVM and libnvvm-open: nvvmLazyAddModuleToProgram).
# Printed per module: CPU time (user+sys, summed over a pipeline's processes)
# and wall time, the ratios ours/libNVVM, open/libNVVM, ours/llvm (CPU), the
# wall ratios ours/libNVVM, ours/llvm and wol/ll (nvvm-opt -O3 | nvvm-llc against
# opt-22 -O3 | llc-22, the pair issue 12's 0.6 goal names), the worst of each
# ratio over the set, registers summed over the kernels and functions
# (ptxas -v, sm_100, PTX ISA 9.0 on the libNVVM, ours and llvm sides) with spill
# stores, and the peak RSS of each tool against the LLVM tool doing that step.
# Ratios are ours / anchor; nothing here passes or fails on time.
#
# The modules are generated here from sources in the repository (clang-22):
#   synthetic   bench/gen-synthetic.sh, 128 kernels (bench-opt.sh's module)
#   thrust      tests/corpus/thrust_algos.cu  (real program, Thrust)
#   libcxx      tests/corpus/libcxx.cu        (real program, libcu++)
#   cub         tests/corpus/cub_device.cu    (CUB device algorithms)
#   math        tests/corpus/math.cu          (libdevice math)
#   small       bench/gen-kernels.sh 1000     (1000 small kernels, LLVM IR)
#   debug       tests/corpus/cub_block.cu at -O0 -g
# clang runs at -O3 -Xclang -disable-llvm-optzns (the debug module: -O0 -g; the
# synthetic one at -O0 -Xclang -disable-O0-optnone, as in bench-opt.sh), so that
# the pipelines do all the optimizing. Not -O0 for the real programs: clang
# marks every function noinline at -O0, which libNVVM ignores and LLVM 22 obeys
# (CUB's kernels then spill thousands of bytes on the LLVM 22 side).
#
# LLVM 22 text that libNVVM's LLVM 20 reader takes (prep below; the same text
# goes to every side, and LLVM 22's reader upgrades the old spellings back):
# `nocreateundeforpoison` removed, `captures(none)` spelled `nocapture`, lifetime
# markers with LLVM 20's size operand (i64 -1; LLVM 22 drops it again),
# barrier.cta.sync.aligned.all(0) / barrier.cta.sync.all spelled barrier0 /
# barrier.n, activemask as inline asm (libNVVM 13 writes the LLVM 22 intrinsic
# as an unresolved .extern .func), no function alignment (libNVVM: "Explicit
# alignment is not allowed"), builtin variables external instead of
# extern_weak, !nvvmir.version added (with the debug version 3.2 when the module
# has a compile unit).
#
# --smoke: two tiny modules, one repetition (the ctest bench/smoke).
# REPS=N (default 1): best of N runs of each compile. BENCH_KEEP=DIR keeps files.
# Needs clang-22 (exit 77 without it); the libNVVM and ptxas columns say
# "skipped" without CUDA.
set -u
B=$(cd "${1:?usage: bench-set.sh BUILDDIR [--smoke]}" && pwd)
SMOKE=0
[ "${2:-}" = "--smoke" ] && SMOKE=1
SRC=$(cd "$(dirname "$0")/.." && pwd)
L=/usr/lib/llvm-22/bin
CUDA=${CUDA_PATH:-/usr/local/cuda}
LIBNVVM=$CUDA/lib/libnvvm.so
LIBDEV=$CUDA/nvvm/libdevice/libdevice.10.bc
OPEN=$B/lib/nvvm-open/libnvvm.so.4
DRV=$B/bench/nvvm-bench-compile
PTXAS=$CUDA/bin/ptxas
TIME=$B/bench/nvvm-bench-time
REPS=${REPS:-1}
W=${BENCH_KEEP:-$(mktemp -d)}; mkdir -p "$W"
[ -n "${BENCH_KEEP:-}" ] || trap 'rm -rf "$W"' EXIT
NAME=bench-set
. "$(dirname "$0")/common.sh"

for t in "$L/clang" "$L/opt" "$L/llc" "$L/llvm-link"; do
	[ -x "$t" ] || { echo "bench-set: skipped: no $t"; exit 77; }
done
for t in nvvm-link nvvm-opt nvvm-llc bench/nvvm-bench-time; do
	[ -x "$B/$t" ] || { echo "bench-set: no $B/$t (build first)"; exit 1; }
done
HAVE_CUDA=1
[ -e "$LIBNVVM" ] && [ -e "$LIBDEV" ] && [ -x "$DRV" ] || HAVE_CUDA=0
HAVE_OPEN=1
[ -e "$OPEN" ] && [ -x "$DRV" ] && [ -e "$LIBDEV" ] || HAVE_OPEN=0
# A sanitizer build's libnvvm-open cannot be loaded by the uninstrumented
# driver (which must stay uninstrumented to host NVIDIA's library); its
# timings would mean nothing anyway. ctest sets this in such builds.
OPEN_WHY="no $OPEN or $DRV"
[ -n "${NVT_BENCH_SANITIZED:-}" ] && { HAVE_OPEN=0; OPEN_WHY="sanitizer build: the uninstrumented driver cannot load an instrumented library"; }

CLANG_CUDA="-x cuda --cuda-device-only --cuda-gpu-arch=sm_100 --cuda-path=$CUDA -nocudalib
  -Xclang -target-sdk-version=13.0 -I$CUDA/include/cccl -Wno-unknown-cuda-version -emit-llvm -S"

prep() { # RAW.ll OUT.ll: the text every side reads (see the header)
	sed -E -e 's/ nocreateundeforpoison//g' \
		-e 's/captures\(none\)/nocapture/g' \
		-e 's/^declare void @llvm\.lifetime\.(start|end)\.p0\(ptr nocapture\)/declare void @llvm.lifetime.\1.p0(i64 immarg, ptr nocapture)/' \
		-e 's/call void @llvm\.lifetime\.(start|end)\.p0\(ptr /call void @llvm.lifetime.\1.p0(i64 -1, ptr /' \
		-e 's/call i32 @llvm\.nvvm\.activemask\(\)/call i32 asm sideeffect "activemask.b32 $0;", "=r"()/' \
		-e 's/@llvm\.nvvm\.barrier\.cta\.sync\.aligned\.all\(i32 0\)/@llvm.nvvm.barrier0()/' \
		-e 's/^declare void @llvm\.nvvm\.barrier\.cta\.sync\.aligned\.all\(i32\)/declare void @llvm.nvvm.barrier0()/' \
		-e 's/@llvm\.nvvm\.barrier\.cta\.sync\.all\(/@llvm.nvvm.barrier.n(/' \
		-e '/^define /s/ align [0-9]+//' \
		-e 's/= extern_weak (addrspace|global)/= external \1/' "$1" > "$2"
	if ! grep -q '^!nvvmir.version' "$2"; then
		if grep -q '^!llvm.dbg.cu' "$2"; then
			printf '!nvvmir.version = !{!99999}\n!99999 = !{i32 2, i32 0, i32 3, i32 2}\n' >> "$2"
		else
			printf '!nvvmir.version = !{!99999}\n!99999 = !{i32 2, i32 0}\n' >> "$2"
		fi
	fi
}

# --- the modules -------------------------------------------------------------
MODS=
add_cu() { # NAME FILE.cu CLANGFLAGS...
	local n=$1 f=$2
	shift 2
	# shellcheck disable=SC2086
	if ! $L/clang $CLANG_CUDA "$@" "$f" -o "$W/$n.raw.ll" 2> "$W/$n.clang.log"; then
		echo "module $n: clang-22 failed: $(head -c 300 "$W/$n.clang.log")"
		return
	fi
	prep "$W/$n.raw.ll" "$W/$n.ll"
	MODS="$MODS $n"
}
add_ll() { # NAME RAW.ll
	prep "$2" "$W/$1.ll"
	MODS="$MODS $1"
}
NOPT="-O0 -Xclang -disable-O0-optnone"
FOPT="-O3 -Xclang -disable-llvm-optzns"
if [ $SMOKE = 1 ]; then
	"$SRC/bench/gen-synthetic.sh" 4 > "$W/synthetic.cu"
	add_cu synthetic "$W/synthetic.cu" -nocudainc $NOPT
	"$SRC/bench/gen-kernels.sh" 10 > "$W/small.raw.ll"
	add_ll small "$W/small.raw.ll"
else
	"$SRC/bench/gen-synthetic.sh" 128 > "$W/synthetic.cu"
	add_cu synthetic "$W/synthetic.cu" -nocudainc $NOPT
	add_cu thrust "$SRC/tests/corpus/thrust_algos.cu" $FOPT
	add_cu libcxx "$SRC/tests/corpus/libcxx.cu" $FOPT
	add_cu cub "$SRC/tests/corpus/cub_device.cu" $FOPT
	add_cu math "$SRC/tests/corpus/math.cu" $FOPT
	"$SRC/bench/gen-kernels.sh" 1000 > "$W/small.raw.ll"
	add_ll small "$W/small.raw.ll"
	add_cu debug "$SRC/tests/corpus/cub_block.cu" -O0 -g
fi

# --- measuring ---------------------------------------------------------------
# run NAME CMD...: one process under nvvm-bench-time (bench/rusage.c: CPU
# and wall to the microsecond; GNU time's hundredths were a tenth of a small
# module's tool run); appends "cpu wall rss" to $W/NAME.t, its exit status to
# the return value.
run() {
	local n=$1
	shift
	rm -f "$W/$n.tt"
	$TIME "$W/$n.tt" "$@" > "$W/$n.out" 2>&1
	local rc=$?
	awk '{ printf "%.4f %.4f %d\n", $1 + $2, $3, $4 }' "$W/$n.tt" | tail -n 1 >> "$W/$n.t"
	return $rc
}
# best FILE: the least CPU, the least wall time (each the best of the runs:
# a run that waited on another process loses only its wall time), the
# largest RSS
best() { awk 'NR == 1 || $1 < c { c = $1 } NR == 1 || $2 < w { w = $2 } $3 > m { m = $3 } END { print c, w, m }' "$1"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0 || a == "" || b == "") print "n/a"; else printf "%.2f", a / b }'; }
# regs PTX: "registers spill-bytes functions" from ptxas -v at sm_100
regs() {
	[ -x "$PTXAS" ] && [ -s "$1" ] || { echo "- - -"; return; }
	bench_regs "$PTXAS" "$1"
}

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start; REPS=$REPS"
printf '%-10s %7s | %9s %9s %9s %9s | %6s %6s %6s | %6s %6s %6s | %s\n' module lines libNVVM open ours llvm \
	o/lib open/l o/llvm wo/lib wo/llv wol/ll "CPU s; wall s; registers: libNVVM open ours llvm"
declare -A C WL RS
WORST_L=0 WORST_O=0 WORST_LL=0 WORST_LM= WORST_OM= WORST_LLM=
WORST_WL=0 WORST_WLL=0 WORST_WLM= WORST_WLLM= WORST_WOL=0 WORST_WOLM=
for m in $MODS; do
	f=$W/$m.ll
	G=
	DBG=
	grep -q '^!llvm.dbg.cu' "$f" && { G=-g; DBG=1; }
	rm -f "$W/$m".*.t
	r=0
	while [ $r -lt "$REPS" ]; do
		if [ $HAVE_CUDA = 1 ]; then
			run $m.lib "$DRV" "$LIBNVVM" "$f" "$W/$m.lib.ptx" --lazy "$LIBDEV" -arch=compute_100 ${DBG:+-g} ||
				echo "  $m: libNVVM failed: $(head -c 400 "$W/$m.lib.out")"
		fi
		if [ $HAVE_OPEN = 1 ]; then
			run $m.open "$DRV" "$OPEN" "$f" "$W/$m.open.ptx" --lazy "$LIBDEV" -arch=compute_100 ${DBG:+-g} ||
				echo "  $m: libnvvm-open failed: $(head -c 400 "$W/$m.open.out")"
		fi
		# ours, step by step through files (a failure names its step)
		run $m.olink "$B/nvvm-link" "$f" --libdevice -o "$W/$m.ol.bc" &&
			run $m.oopt "$B/nvvm-opt" -O3 "$W/$m.ol.bc" -o "$W/$m.oo.bc" &&
			run $m.ollc "$B/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G "$W/$m.oo.bc" -o "$W/$m.ours.ptx" ||
			echo "  $m: ours failed: $(cat "$W/$m".o*.out | head -c 400)"
		run $m.llink $L/llvm-link "$f" --only-needed --internalize "$LIBDEV" -o "$W/$m.ll.bc" &&
			run $m.lopt $L/opt -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 "$W/$m.ll.bc" -o "$W/$m.lo.bc" &&
			run $m.lllc $L/llc -O3 -mcpu=sm_100 -mattr=+ptx90 "$W/$m.lo.bc" -o "$W/$m.llvm.ptx" ||
			echo "  $m: llvm failed: $(cat "$W/$m".l*.out | head -c 400)"
		r=$((r + 1))
	done
	for s in lib open olink oopt ollc llink lopt lllc; do
		[ -s "$W/$m.$s.t" ] && read -r C[$s] WL[$s] RS[$s] < <(best "$W/$m.$s.t") || { C[$s]=; WL[$s]=; RS[$s]=; }
	done
	cours=$(awk -v a="${C[olink]}" -v b="${C[oopt]}" -v c="${C[ollc]}" 'BEGIN { printf "%.3f", a + b + c }')
	wours=$(awk -v a="${WL[olink]}" -v b="${WL[oopt]}" -v c="${WL[ollc]}" 'BEGIN { printf "%.3f", a + b + c }')
	cllvm=$(awk -v a="${C[llink]}" -v b="${C[lopt]}" -v c="${C[lllc]}" 'BEGIN { printf "%.3f", a + b + c }')
	wllvm=$(awk -v a="${WL[llink]}" -v b="${WL[lopt]}" -v c="${WL[lllc]}" 'BEGIN { printf "%.3f", a + b + c }')
	rl=$(ratio "$cours" "${C[lib]}")
	ro=$(ratio "${C[open]}" "${C[lib]}")
	rll=$(ratio "$cours" "$cllvm")
	rwl=$(ratio "$wours" "${WL[lib]}")
	rwll=$(ratio "$wours" "$wllvm")
	# the goal's own pair: nvvm-opt -O3 | nvvm-llc against opt-22 -O3 | llc-22
	# (the link is its own goal: nvvm-link against llvm-link)
	wol=$(awk -v b="${WL[oopt]}" -v c="${WL[ollc]}" 'BEGIN { printf "%.3f", b + c }')
	wll=$(awk -v b="${WL[lopt]}" -v c="${WL[lllc]}" 'BEGIN { printf "%.3f", b + c }')
	rwol=$(ratio "$wol" "$wll")
	printf '%-10s %7d | %9s %9s %9s %9s | %6s %6s %6s | %6s %6s %6s |' "$m" "$(wc -l < "$f")" \
		"${C[lib]:--}" "${C[open]:--}" "$cours" "$cllvm" "$rl" "$ro" "$rll" "$rwl" "$rwll" "$rwol"
	printf ' wall %s %s %s %s;' "${WL[lib]:--}" "${WL[open]:--}" "$wours" "$wllvm"
	printf ' regs'
	for p in lib open ours llvm; do
		read -r rg sp nf < <(regs "$W/$m.$p.ptx")
		printf ' %s' "$rg"
		[ "$sp" = "-" ] || [ "$sp" = 0 ] || printf '(spill %s)' "$sp"
	done
	echo " ($nf functions)"
	printf '%-10s peak RSS MiB: libNVVM %s open %s | nvvm-link %s llvm-link %s (%s) | nvvm-opt %s opt %s (%s) | nvvm-llc %s llc %s (%s)\n' "" \
		"$(awk -v k="${RS[lib]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" \
		"$(awk -v k="${RS[open]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" \
		"$(awk -v k="${RS[olink]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" \
		"$(awk -v k="${RS[llink]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" "$(ratio "${RS[olink]}" "${RS[llink]}")" \
		"$(awk -v k="${RS[oopt]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" \
		"$(awk -v k="${RS[lopt]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" "$(ratio "${RS[oopt]}" "${RS[lopt]}")" \
		"$(awk -v k="${RS[ollc]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" \
		"$(awk -v k="${RS[lllc]:-0}" 'BEGIN { printf "%.0f", k / 1024 }')" "$(ratio "${RS[ollc]}" "${RS[lllc]}")"
	worse() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a != "n/a" && a + 0 > b + 0) }'; }
	worse "$rl" "$WORST_L" && { WORST_L=$rl; WORST_LM=$m; }
	worse "$ro" "$WORST_O" && { WORST_O=$ro; WORST_OM=$m; }
	worse "$rll" "$WORST_LL" && { WORST_LL=$rll; WORST_LLM=$m; }
	worse "$rwl" "$WORST_WL" && { WORST_WL=$rwl; WORST_WLM=$m; }
	worse "$rwll" "$WORST_WLL" && { WORST_WLL=$rwll; WORST_WLLM=$m; }
	worse "$rwol" "$WORST_WOL" && { WORST_WOL=$rwol; WORST_WOLM=$m; }
done
echo "worst CPU ratio: ours/libNVVM ${WORST_L} (${WORST_LM:-n/a}, goal <= 0.5); open/libNVVM ${WORST_O} (${WORST_OM:-n/a}, goal <= 0.5); ours/llvm ${WORST_LL} (${WORST_LLM:-n/a})"
echo "worst wall ratio ($(nproc) cores, our tools' default -j = the CPUs): ours/libNVVM ${WORST_WL} (${WORST_WLM:-n/a}); ours/llvm ${WORST_WLL} (${WORST_WLLM:-n/a}); opt|llc against opt-22|llc-22 ${WORST_WOL} (${WORST_WOLM:-n/a}, goal <= 0.6 on the largest)"

# --- scaling: the one-arch compile in 1, 2, 4 and 8 parts -----------------------
# Each module after nvvm-link, through nvvm-opt -O3 and nvvm-llc with
# --partitions=P on ONE thread (-j1), --time-report giving each part's thread
# CPU time. serial = the process CPU time outside the parts (parse, checks,
# split, link back, join, write). Projected wall on K cores = serial +
# max(longest part, sum of parts / K) for each tool (a lower bound of any
# schedule; the greedy one is within 4/3 of it), summed over the two tools.
# speed-up(P, K) = the P=1 CPU time / that projection; measured = the wall
# time of the same compile with -j2 on this machine. Best of REPS runs each
# (the part times are the last run's).
echo
echo "scaling (one arch, sm_100; CPU s at -j1; projections from the part times, see bench-set.sh):"
printf '%-10s %2s | %7s %7s %6s | %7s %7s | %s\n' module P cpu serial ser% proj8 meas-j2 "speed-up: proj 2/4/8 cores, measured -j2"
SCALE_P="1 2 4 8"
[ $SMOKE = 1 ] && SCALE_P="1 2"
for m in $MODS; do
	[ -s "$W/$m.ol.bc" ] || continue
	G=
	grep -q '^!llvm.dbg.cu' "$W/$m.ll" && G=-g
	base=
	for P in $SCALE_P; do
		rm -f "$W/$m".[sj]opt$P.t "$W/$m".[sj]llc$P.t
		r=0 ok=1
		while [ $r -lt "$REPS" ] && [ $ok = 1 ]; do
			run $m.sopt$P "$B/nvvm-opt" -O3 --partitions=$P -j1 --time-report "$W/$m.ol.bc" -o "$W/$m.s$P.bc" &&
				run $m.sllc$P "$B/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G --partitions=$P -j1 --time-report "$W/$m.s$P.bc" -o "$W/$m.s$P.ptx" &&
				run $m.jopt$P "$B/nvvm-opt" -O3 --partitions=$P -j2 "$W/$m.ol.bc" -o "$W/$m.j$P.bc" &&
				run $m.jllc$P "$B/nvvm-llc" --arch=sm_100 --ptx-version=9.0 $G --partitions=$P -j2 "$W/$m.j$P.bc" -o "$W/$m.j$P.ptx" || ok=0
			r=$((r + 1))
		done
		[ $ok = 1 ] || { echo "  $m P=$P: failed: $(cat "$W/$m".[sj]{opt,llc}$P.out | head -c 400)"; continue; }
		cpu=$( { best "$W/$m.sopt$P.t"; best "$W/$m.sllc$P.t"; } | awk '{ s += $1 } END { printf "%.3f", s }')
		wall2=$( { best "$W/$m.jopt$P.t"; best "$W/$m.jllc$P.t"; } | awk '{ s += $2 } END { printf "%.3f", s }')
		# the parts' thread CPU times (ms): opt gives sum and longest, llc each part
		read -r osum omax < <(awk '/time: parts/ { print $6, $9 } END { }' "$W/$m.sopt$P.out" | tail -n 1)
		[ -n "${osum:-}" ] || { osum=0; omax=0; }
		lparts=$(awk '/ part [0-9]+\/[0-9]+ / { print $6 }' "$W/$m.sllc$P.out" | tr '\n' ' ')
		[ -n "$base" ] || base=$cpu
		awk -v m="$m" -v P="$P" -v cpu="$cpu" -v base="$base" -v osum="$osum" -v omax="$omax" \
			-v lparts="$lparts" -v w2="$wall2" '
		function proj(k,   o, l, ls, lm, i, n, a) {
			o = omax / 1000; if (osum / 1000 / k > o) o = osum / 1000 / k
			n = split(lparts, a, " "); ls = 0; lm = 0
			for (i = 1; i <= n; i++) { ls += a[i] / 1000; if (a[i] / 1000 > lm) lm = a[i] / 1000 }
			l = lm; if (ls / k > l) l = ls / k
			return serial + o + l
		}
		BEGIN {
			n = split(lparts, a, " "); ls = 0
			for (i = 1; i <= n; i++) ls += a[i] / 1000
			serial = cpu - osum / 1000 - ls
			if (serial < 0) serial = 0
			printf "%-10s %2d | %7.3f %7.3f %5.0f%% | %7.3f %7.3f | %.2f %.2f %.2f, %.2f\n", m, P, cpu, serial,
				100 * serial / cpu, proj(8), w2, base / proj(2), base / proj(4), base / proj(8), base / w2
		}'
	done
done
[ $HAVE_CUDA = 1 ] || echo "libNVVM: skipped (no $LIBNVVM, $LIBDEV or $DRV)"
[ $HAVE_OPEN = 1 ] || echo "libnvvm-open: skipped ($OPEN_WHY)"
exit 0
