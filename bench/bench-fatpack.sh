#!/usr/bin/env bash
# bench-fatpack.sh BUILDDIR: fatpack against NVIDIA's fatbinary, measured in
# the same run, printed as ratios (fatpack / fatbinary; < 1 is better).
#
#  1. `fatpack list` on the largest CUDA toolkit library with fatbins here
#     (no anchor: cuobjdump is not installed; absolute time and entries).
#  2. create: 8 archs (sm_75 .. sm_121) of PTX + cubins built from a
#     generated module of N kernels (bench/gen-kernels.sh), at the default
#     setting, uncompressed, with --compress-all, and fatpack's
#     --minify-ptx --compress-level=5 (fatbinary's own choices: the bytes
#     are then identical to fatbinary's default output, checked here).
#     Time is the best of R runs, wall clock and CPU (user+sys); size in bytes.
#
# Goals (issue 6): time <= 0.5 x fatbinary, size <= 1.0 x fatbinary at the
# default setting. Environment: KERNELS (default 300), RUNS (default 7),
# CUDA_PATH (default /usr/local/cuda), LLVM_BIN (default /usr/lib/llvm-22/bin).
set -u
BUILD=${1:-build}
FATPACK=$(cd "$BUILD" 2>/dev/null && pwd)/fatpack
CUDA=${CUDA_PATH:-/usr/local/cuda}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
KERNELS=${KERNELS:-300}
RUNS=${RUNS:-7}
HERE=$(cd "$(dirname "$0")" && pwd)

if [ ! -x "$FATPACK" ]; then
	echo "bench-fatpack: $FATPACK not built" >&2
	exit 1
fi
if [ ! -x "$CUDA/bin/fatbinary" ] || [ ! -x "$CUDA/bin/ptxas" ]; then
	echo "bench-fatpack: skipped: no fatbinary/ptxas in $CUDA (set CUDA_PATH)"
	exit 0
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/bench-fatpack.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# best_of CMD...: sets BEST_WALL and BEST_CPU (milliseconds) over RUNS runs
best_of() {
	local i out w c
	BEST_WALL=999999
	BEST_CPU=999999
	TIMEFORMAT='%R %U %S'
	for ((i = 0; i < RUNS; i++)); do
		out=$({ time "$@" >/dev/null 2>&1; } 2>&1 | tail -1)
		w=$(echo "$out" | awk '{printf "%d", $1 * 1000 + 0.5}')
		c=$(echo "$out" | awk '{printf "%d", ($2 + $3) * 1000 + 0.5}')
		((w < BEST_WALL)) && BEST_WALL=$w
		((c < BEST_CPU)) && BEST_CPU=$c
	done
}

ratio() { awk -v a="$1" -v b="$2" -v f="${3:-%.2f}" 'BEGIN { if (b == 0) print "n/a"; else printf f, a / b }'; }

echo "== fatpack list on the largest CUDA library with fatbins"
biggest=""
bigsize=0
for lib in "$CUDA"/lib64/*.so*; do
	[ -f "$lib" ] && [ ! -L "$lib" ] || continue
	s=$(stat -c %s "$lib")
	if ((s > bigsize)) && "$FATPACK" list "$lib" 2>/dev/null | head -1 | grep -q ' [1-9][0-9]* entries'; then
		biggest=$lib
		bigsize=$s
	fi
done
if [ -n "$biggest" ]; then
	"$FATPACK" list "$biggest" >"$WORK/list.txt"
	best_of "$FATPACK" list "$biggest"
	printf '%s (%d MB): %s\n' "$(basename "$biggest")" $((bigsize >> 20)) "$(head -1 "$WORK/list.txt" | sed 's/.*: host ELF, //')"
	printf 'list: best wall %d ms, cpu %d ms over %d runs (maps the file, decompresses nothing)\n' \
		"$BEST_WALL" "$BEST_CPU" "$RUNS"
	best_of "$FATPACK" verify "$biggest"
	printf 'verify (decompresses and checks every entry): best wall %d ms, cpu %d ms\n' "$BEST_WALL" "$BEST_CPU"
else
	echo "no CUDA library with fatbins in $CUDA/lib64"
fi

echo
echo "== create: 8 archs of PTX + cubins, $KERNELS kernels each"
"$HERE/gen-kernels.sh" "$KERNELS" >"$WORK/k.ll"
IMAGES=()
INPUTS=()
for a in 75 80 86 89 90 100 120 121; do
	"$LLVM_BIN/llc" -march=nvptx64 -mcpu=sm_$a "$WORK/k.ll" -o "$WORK/k$a.ptx" || exit 1
	"$CUDA/bin/ptxas" -arch=sm_$a "$WORK/k$a.ptx" -o "$WORK/k$a.cubin" || exit 1
	IMAGES+=(--image3=kind=elf,sm=$a,file="$WORK/k$a.cubin" --image3=kind=ptx,sm=$a,file="$WORK/k$a.ptx")
	INPUTS+=("$WORK/k$a.cubin" "$WORK/k$a.ptx")
done
printf 'inputs: %d bytes of PTX, %d bytes of cubins\n' \
	"$(cat "$WORK"/k*.ptx | wc -c)" "$(cat "$WORK"/k*.cubin | wc -c)"

printf '\n%-34s %9s %9s %11s %9s %9s %11s %6s %6s %6s\n' "setting" "fb wall" "fb cpu" "fb bytes" \
	"fp wall" "fp cpu" "fp bytes" "wall" "cpu" "size"
row() { # NAME "FATBINARY ARGS" "FATPACK ARGS"
	local name=$1 fbargs=$2 fpargs=$3 fbw fbc fpw fpc fbs fps
	# shellcheck disable=SC2086
	best_of "$CUDA/bin/fatbinary" --create="$WORK/fb.fatbin" $fbargs "${IMAGES[@]}"
	fbw=$BEST_WALL fbc=$BEST_CPU fbs=$(stat -c %s "$WORK/fb.fatbin")
	# shellcheck disable=SC2086
	best_of "$FATPACK" create -o "$WORK/fp.fatbin" $fpargs "${INPUTS[@]}"
	fpw=$BEST_WALL fpc=$BEST_CPU fps=$(stat -c %s "$WORK/fp.fatbin")
	printf '%-34s %7dms %7dms %11d %7dms %7dms %11d %6s %6s %6s\n' "$name" "$fbw" "$fbc" "$fbs" "$fpw" "$fpc" \
		"$fps" "$(ratio "$fpw" "$fbw")" "$(ratio "$fpc" "$fbc")" "$(ratio "$fps" "$fbs" %.3f)"
}
row "default" "" ""
row "uncompressed" "--compress=false" "--compress=none"
row "compress-all" "--compress-all" "--compress-all"
row "fatbinary's choices (minify, L5)" "" "--minify-ptx --compress-level=5"
if cmp -s "$WORK/fb.fatbin" "$WORK/fp.fatbin"; then
	echo "  (last row: fatpack's output is byte-identical to fatbinary's default)"
else
	echo "  (last row: outputs differ)"
fi
row "lz4 (fatbinary --compress-mode=speed)" "--compress-mode=speed" "--compress=lz4"
echo
echo "ratios are fatpack / fatbinary; goals: default wall <= 0.50, default size <= 1.00"
echo "(2-core shared machine: wall times vary with load; cpu = user+sys of all threads)"
