#!/bin/sh
# bench-opt.sh BUILDDIR: nvvm-opt against its anchors, measured in the same run,
# printed as ratios (never a pass/fail timing).
#  1. verification: `nvvm-opt --verify-only` on bitcode and on text vs libNVVM's
#     nvvmVerifyProgram on the same module as text (compute_100: its LLVM 20 reader),
#     and the verifier's own work vs LLVM's parse of the module, in one process
#     (`nvvm-opt --verify-only --time-report`: verify / parse, bitcode and text).
#  2. pipeline: `nvvm-opt -O3 | nvvm-llc` vs `opt-22 -O3 | llc-22` vs libNVVM's compile
#     (verify + compile), arch sm_100 / compute_100, -O0 IR of a 128-kernel module;
#     ptxas -v register and spill totals of each PTX.
# Needs clang-22; libNVVM and ptxas columns are skipped (said so) without CUDA.
set -eu
B=$(cd "${1:?usage: bench-opt.sh BUILDDIR}" && pwd)
SRC=$(cd "$(dirname "$0")/.." && pwd)
L=/usr/lib/llvm-22/bin
CUDA=${CUDA_PATH:-/usr/local/cuda}
LIBNVVM=$CUDA/lib/libnvvm.so
PROBE=$B/tests/libnvvm/nvvm-probe
# BENCH_KEEP=DIR keeps the generated module and outputs there (for perf).
W=${BENCH_KEEP:-$(mktemp -d)}; mkdir -p "$W"
[ -n "${BENCH_KEEP:-}" ] || trap 'rm -rf "$W"' EXIT
N=${NKERNELS:-128}
REPS=${REPS:-3}

# --- a module with N kernels (bench/gen-synthetic.sh) -----------------------
"$SRC/bench/gen-synthetic.sh" "$N" > "$W/big.cu"
$L/clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_100 -nocudainc -nocudalib -Wno-unknown-cuda-version \
  -O0 -Xclang -disable-O0-optnone -emit-llvm -S "$W/big.cu" -o "$W/raw.ll"
# libNVVM needs !nvvmir.version and knows no `nocreateundeforpoison` (notes B).
sed 's/ nocreateundeforpoison//g' "$W/raw.ll" > "$W/big.ll"
printf '!nvvmir.version = !{!99999}\n!99999 = !{i32 2, i32 0}\n' >> "$W/big.ll"
$L/llvm-as "$W/big.ll" -o "$W/big.bc"
echo "module: $N kernels, $(wc -l < "$W/big.ll") lines of -O0 IR"

best() { # best wall time in ms of REPS runs of "$@"
  b=
  r=0
  while [ $r -lt "$REPS" ]; do
    s=$(date +%s%N); "$@" > /dev/null 2>&1 || true; e=$(date +%s%N)
    t=$(( (e - s) / 1000000 ))
    if [ -z "$b" ] || [ $t -lt $b ]; then b=$t; fi
    r=$((r + 1))
  done
  echo "$b"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f", a / b }'; }

echo "== verification"
T_vbc=$(best "$B/nvvm-opt" --verify-only "$W/big.bc")
T_vll=$(best "$B/nvvm-opt" --verify-only "$W/big.ll")
T_pbc=$(best $L/opt -disable-output -passes=no-op-module "$W/big.bc")
T_pll=$(best $L/opt -disable-output -passes=no-op-module "$W/big.ll")
echo "nvvm-opt --verify-only: bitcode ${T_vbc} ms, text ${T_vll} ms; LLVM parse alone (opt, no-op): bitcode ${T_pbc} ms, text ${T_pll} ms"
# The verifier's own work vs LLVM's parse, inside one process (--time-report):
# the best of REPS runs for each phase separately.
phase() { # phase FILE NAME -> best ms of phase NAME over REPS runs of --verify-only
  r=0
  while [ $r -lt "$REPS" ]; do
    "$B/nvvm-opt" --verify-only --time-report "$1" 2>&1 >/dev/null | awk -v p="$2" '$3 == p { print $4 }'
    r=$((r + 1))
  done | sort -g | head -n 1
}
for f in bc ll; do
  P=$(phase "$W/big.$f" parse)
  V=$(phase "$W/big.$f" verify)
  X=$(phase "$W/big.$f" translate)
  if [ -z "$P" ] || [ -z "$V" ]; then
    echo "verifier's own work / parse ($f): no --time-report output"
    continue
  fi
  # nvt_verify begins with LLVM's own IR verifier (LLVMVerifyModule); its
  # share, measured by opt's pass timer in the same run, splits the verify
  # phase into LLVM's checks and our NVVM rules.
  I=$(r=0; while [ $r -lt "$REPS" ]; do
        $L/opt -disable-output -disable-verify -time-passes -passes=verify "$W/big.$f" 2>&1 |
          awk '/Total Execution Time:/ { gsub(/\(/, "", $6); printf "%.2f\n", $6 * 1000; exit }'
        r=$((r + 1))
      done | sort -g | head -n 1)
  echo "--time-report ($f): parse $P ms, translate $X ms, verify $V ms (of which LLVM's IR verifier, opt -time-passes: $I ms)"
  echo "verifier's own work / LLVM parse ($f): $(awk -v a="$V" -v b="$P" 'BEGIN { printf "%.3f", a / b }') (goal < 0.20)"
  echo "  NVVM rules alone (verify - LLVM's IR verifier) / parse ($f): $(awk -v a="$V" -v i="$I" -v b="$P" 'BEGIN { printf "%.3f", (a - i) / b }'); LLVM's IR verifier / parse: $(awk -v i="$I" -v b="$P" 'BEGIN { printf "%.3f", i / b }')"
done
if [ -x "$PROBE" ] && [ -e "$LIBNVVM" ]; then
  T_lv=$(best "$PROBE" "$LIBNVVM" "$W/big.ll" compute_100)
  echo "libNVVM verify (text, compute_100): ${T_lv} ms"
  echo "ratio nvvm-opt --verify-only bitcode / libNVVM verify text: $(ratio $T_vbc $T_lv) (goal <= 1)"
  echo "ratio nvvm-opt --verify-only text / libNVVM verify text: $(ratio $T_vll $T_lv)"
else
  echo "libNVVM verify: skipped (no $LIBNVVM or $PROBE)"
fi

echo "== pipeline (sm_100)"
ours() { "$B/nvvm-opt" -O3 "$W/big.bc" -o - | "$B/nvvm-llc" --arch=sm_100 - -o "$W/ours.ptx"; }
llvm() { $L/opt -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 "$W/big.bc" | $L/llc -mcpu=sm_100 -o "$W/llvm.ptx"; }
T_ours=$(best ours)
T_llvm=$(best llvm)
echo "nvvm-opt -O3 | nvvm-llc: ${T_ours} ms; opt-22 -O3 | llc-22: ${T_llvm} ms; ratio $(ratio $T_ours $T_llvm)"
if [ -x "$PROBE" ] && [ -e "$LIBNVVM" ]; then
  T_lc=$(best "$PROBE" "$LIBNVVM" "$W/big.ll" compute_100 compile "$W/libnvvm.ptx")
  echo "libNVVM verify+compile: ${T_lc} ms; ratio ours / libNVVM: $(ratio $T_ours $T_lc) (goal <= 0.5)"
fi
if [ -x "$CUDA/bin/ptxas" ]; then
  for p in ours llvm libnvvm; do
    [ -s "$W/$p.ptx" ] || { echo "ptxas $p: no PTX"; continue; }
    "$CUDA/bin/ptxas" -arch=sm_100 -v "$W/$p.ptx" -o "$W/$p.cubin" 2> "$W/$p.v" || { echo "ptxas $p: failed: $(head -c 300 "$W/$p.v")"; continue; }
    awk -v n="$p" '/Used [0-9]+ registers/ { for (i = 1; i <= NF; i++) if ($i == "Used") r += $(i + 1); k++ }
      /bytes spill stores/ { for (i = 1; i <= NF; i++) if ($(i + 1) == "bytes" && $(i + 2) == "spill") s += $i }
      END { printf "ptxas -v %s: %d functions, %d registers in total, %d bytes of spill stores\n", n, k, r, s }' "$W/$p.v"
  done
else
  echo "ptxas: skipped (no $CUDA/bin/ptxas)"
fi
