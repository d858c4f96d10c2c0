#!/bin/bash
# bench-link.sh BUILDDIR: nvvm-link against llvm-link-22, measured in one run.
#  1. a kernel module + libdevice: nvvm-link --libdevice (lazy) vs
#     llvm-link --only-needed: wall time ratio, peak RSS, definitions linked;
#  2. many small modules (a call chain through all of them);
#  3. link + optimize + codegen (opt -O3, llc): lazy libdevice vs the same
#     pipeline linking all of libdevice.
# Goals (issue 3): (1) ratio <= 1.0 (no slower than --only-needed);
# (3) the lazy pipeline >= 3x faster than linking all.
set -euo pipefail
build=$(cd "${1:-build}" && pwd)
LLVM=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CUDA=${CUDA_PATH:-${CUDA_HOME:-/usr/local/cuda}}
LD=$CUDA/nvvm/libdevice/libdevice.10.bc
NL=$build/nvvm-link
RUNS=${RUNS:-15}
[ -x "$NL" ] || { echo "bench-link: $NL not built"; exit 1; }
if [ ! -f "$LD" ]; then echo "bench-link: SKIP (no libdevice at $LD)"; exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# best-of-N wall time in ms of a command (stdout discarded)
best_ms() {
	local best=999999999 t0 t1 d i
	for ((i = 0; i < RUNS; i++)); do
		t0=$(date +%s%N)
		"$@" >/dev/null 2>&1
		t1=$(date +%s%N)
		d=$(((t1 - t0) / 1000))
		((d < best)) && best=$d
	done
	echo "$best"
}
# peak RSS in MiB
peak_mib() {
	/usr/bin/time -v "$@" 2>&1 >/dev/null | awk '/Maximum resident set size/ { printf "%.1f", $6 / 1024 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
ms() { awk -v a="$1" 'BEGIN { printf "%.1f", a / 1000 }'; }

cat >"$tmp/k.ll" <<'EOF'
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, float %x, double %y) {
  %a = call float @__nv_sinf(float %x)
  %b = call float @__nv_expf(float %a)
  %c = call float @__nv_powf(float %b, float %x)
  %d = call double @__nv_erf(double %y)
  %e = call double @__nv_log1p(double %d)
  %f = fptrunc double %e to float
  %g = fadd float %c, %f
  store float %g, ptr addrspace(1) %p
  ret void
}
declare float @__nv_sinf(float)
declare float @__nv_expf(float)
declare float @__nv_powf(float, float)
declare double @__nv_erf(double)
declare double @__nv_log1p(double)
EOF
"$LLVM/llvm-as" "$tmp/k.ll" -o "$tmp/k.bc"

echo "-- 1. kernel module + libdevice (best of $RUNS)"
t_nl=$(best_ms "$NL" "$tmp/k.bc" --libdevice="$LD" -o "$tmp/nl.bc")
t_ll=$(best_ms "$LLVM/llvm-link" --only-needed "$tmp/k.bc" "$LD" -o "$tmp/ll.bc")
"$NL" "$tmp/k.bc" --libdevice="$LD" -o "$tmp/nl.bc"
"$LLVM/llvm-link" --only-needed "$tmp/k.bc" "$LD" -o "$tmp/ll.bc" 2>/dev/null
d_nl=$("$LLVM/llvm-dis" "$tmp/nl.bc" -o - | grep -c '^define')
d_ll=$("$LLVM/llvm-dis" "$tmp/ll.bc" -o - | grep -c '^define')
m_nl=$(peak_mib "$NL" "$tmp/k.bc" --libdevice="$LD" -o "$tmp/nl.bc")
m_ll=$(peak_mib "$LLVM/llvm-link" --only-needed "$tmp/k.bc" "$LD" -o "$tmp/ll.bc")
echo "nvvm-link --libdevice        $(ms "$t_nl") ms  peak ${m_nl} MiB  definitions ${d_nl}"
echo "llvm-link --only-needed      $(ms "$t_ll") ms  peak ${m_ll} MiB  definitions ${d_ll}"
echo "ratio nvvm-link / llvm-link --only-needed: $(ratio "$t_nl" "$t_ll") (goal <= 1.00)"
# CPU time is steadier than wall time on a shared machine: best of N task-clock.
if command -v perf >/dev/null 2>&1 && perf stat -x, -e task-clock true >/dev/null 2>&1; then
	cpu_ms() {
		local best=999999 v i
		for ((i = 0; i < RUNS; i++)); do
			v=$(perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { print int($1 * 1000) }')
			((v < best)) && best=$v
		done
		echo "$best"
	}
	c_nl=$(cpu_ms "$NL" "$tmp/k.bc" --libdevice="$LD" -o "$tmp/nl.bc")
	c_ll=$(cpu_ms "$LLVM/llvm-link" --only-needed "$tmp/k.bc" "$LD" -o "$tmp/ll.bc")
	echo "cpu: nvvm-link $(ms "$c_nl") ms, llvm-link --only-needed $(ms "$c_ll") ms, ratio $(ratio "$c_nl" "$c_ll") (goal <= 1.00)"
fi

echo "-- 2. many modules (200 modules, a call chain through all)"
N=200
for ((i = 0; i < N; i++)); do
	j=$((i + 1))
	{
		echo 'target triple = "nvptx64-nvidia-cuda"'
		echo "@v$i = addrspace(1) global i32 $i"
		if ((j < N)); then
			echo "declare i32 @f$j(i32)"
			echo "define i32 @f$i(i32 %x) {"
			echo "  %a = call i32 @f$j(i32 %x)"
		else
			echo "define i32 @f$i(i32 %x) {"
			echo "  %a = add i32 %x, 1"
		fi
		echo "  %b = load i32, ptr addrspace(1) @v$i"
		echo "  %c = add i32 %a, %b"
		echo "  ret i32 %c"
		echo "}"
	} >"$tmp/m$i.ll"
	"$LLVM/llvm-as" "$tmp/m$i.ll" -o "$tmp/m$i.bc"
done
mods=$(for ((i = 0; i < N; i++)); do echo "$tmp/m$i.bc"; done)
# shellcheck disable=SC2086
t_nl=$(best_ms "$NL" $mods -o "$tmp/many-nl.bc")
# shellcheck disable=SC2086
t_ll=$(best_ms "$LLVM/llvm-link" $mods -o "$tmp/many-ll.bc")
# shellcheck disable=SC2086
m_nl=$(peak_mib "$NL" $mods -o "$tmp/many-nl.bc")
# shellcheck disable=SC2086
m_ll=$(peak_mib "$LLVM/llvm-link" $mods -o "$tmp/many-ll.bc")
echo "nvvm-link                    $(ms "$t_nl") ms  peak ${m_nl} MiB"
echo "llvm-link                    $(ms "$t_ll") ms  peak ${m_ll} MiB"
echo "ratio nvvm-link / llvm-link (200 modules): $(ratio "$t_nl" "$t_ll")"

echo "-- 3. link + opt -O3 + llc -mcpu=sm_80: lazy libdevice vs all of libdevice"
lazy_pipe() {
	"$NL" "$tmp/k.bc" --libdevice="$LD" -o "$tmp/p1.bc" &&
		"$LLVM/opt" -O3 "$tmp/p1.bc" -o "$tmp/p1o.bc" &&
		"$LLVM/llc" -mcpu=sm_80 "$tmp/p1o.bc" -o "$tmp/p1.ptx"
}
all_pipe() {
	"$LLVM/llvm-link" "$tmp/k.bc" "$LD" -o "$tmp/p2.bc" 2>/dev/null &&
		"$LLVM/opt" -O3 "$tmp/p2.bc" -o "$tmp/p2o.bc" &&
		"$LLVM/llc" -mcpu=sm_80 "$tmp/p2o.bc" -o "$tmp/p2.ptx"
}
RUNS_SAVE=$RUNS
RUNS=${PIPE_RUNS:-3}
t_lazy=$(best_ms lazy_pipe)
t_all=$(best_ms all_pipe)
RUNS=$RUNS_SAVE
echo "lazy libdevice pipeline      $(ms "$t_lazy") ms"
echo "all of libdevice pipeline    $(ms "$t_all") ms"
echo "speedup all / lazy: $(ratio "$t_all" "$t_lazy")x (goal >= 3.00x)"
