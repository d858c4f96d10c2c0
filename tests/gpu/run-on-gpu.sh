#!/usr/bin/env bash
# run-on-gpu.sh [OUT]: the GPU checks, on a machine with a GPU and CUDA but
# without LLVM, from the folder tests/gpu/bundle.sh made, inside a copy of
# the repository (run from its root). Logs go to OUT (default $OUT or
# /tmp/gpu-out): e2e.log, examples.log, load.log, sanitizer.log, gdb.log, corpus.log,
# scaling.log.
#   1. tests/gpu/e2e/run.sh run: every e2e build checked, kernels timed
#   2. gpu_examples: examples/*.ll through nvvm-llc for this GPU, run
#   3. examples/fatbin-load: a fatbin embedded by fatpack, loaded, run
#   4. compute-sanitizer memcheck over the e2e checks of ours.O3n and ours.rdc,
#      and over tests/corpus/rdc-e2e.sh's app when the bundle holds it
#   4b. cuda-gdb stops in ours.dbg (our -g build) and reads locals, a
#      parameter, a __constant__ and shared memory
#   5. the corpus (tests/corpus, every level): each PTX through the driver's
#      JIT linker with libcudadevrt, each complete cubin loaded (gpu_e2e load)
#   6. bench/bench-scaling.sh over the bench modules (all the cores; SCALING=0
#      skips it)
# Exit 1 when a check of 1-5 failed, 77 without a GPU; the timings fail nothing.
set -u
D=$(cd "$(dirname "$0")" && pwd)
R=$(pwd)
O=${1:-${OUT:-/tmp/gpu-out}}
mkdir -p "$O" /tmp/gpu-tools
fail=0
# no GPU (or no driver): nothing here can run; say so and skip (77)
if ! a=$("$D/e2e/gpu_e2e" probe 2>&1); then
	echo "SKIPPED: no GPU to run the checks on ($(echo "$a" | tail -1))"
	exit 77
fi
echo "== machine: $(nproc) cores; $(nvidia-smi -L 2>&1 | head -2)"
unxz() { # FILE.xz DEST: with xz, or Python's lzma where there is no xz
	xz -dc "$1" >"$2" 2>/dev/null ||
		python3 -c 'import lzma, sys; sys.stdout.buffer.write(lzma.open(sys.argv[1]).read())' "$1" >"$2"
}
for f in "$D"/tools/*.xz; do
	t=/tmp/gpu-tools/$(basename "$f" .xz)
	unxz "$f" "$t"
	chmod +x "$t"
done
cp "$D"/tools/nvvm-bench-* "$D"/tools/gpu_examples /tmp/gpu-tools/
/tmp/gpu-tools/nvvm-llc --version | head -2
echo "== 1. gpu-e2e"
bash "$D/e2e/run.sh" run "$D/e2e" 2>&1 | tee "$O/e2e.log"
[ "${PIPESTATUS[0]}" = 0 ] || fail=1
echo "== 2. gpu_examples"
rm -rf /tmp/gpu-ex && mkdir -p /tmp/gpu-ex
/tmp/gpu-tools/gpu_examples /tmp/gpu-tools/nvvm-llc "$R/examples" /tmp/gpu-ex 2>&1 | tee "$O/examples.log"
[ "${PIPESTATUS[0]}" = 0 ] || fail=1
echo "== 3. fatbin-load"
"$D/load/load" 2>&1 | tee "$O/load.log"
[ "${PIPESTATUS[0]}" = 0 ] || fail=1
echo "== 4. compute-sanitizer"
cs=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null)
if [ -n "$cs" ]; then
	for m in check:ours.O3n.fatbin check-rdc:ours.rdc.cubin; do
		timeout 180 "$cs" --tool memcheck --error-exitcode 9 "$D/e2e/gpu_e2e" "${m%%:*}" "$D/e2e/${m#*:}" \
			"sanitized-${m#*:}" \
			2>&1 | tail -25 | tee -a "$O/sanitizer.log"
		[ "${PIPESTATUS[0]}" = 0 ] || fail=1
	done
else
	echo "compute-sanitizer: not found, skipped" | tee "$O/sanitizer.log"
fi
if [ -x "$D/rdc-app/app" ]; then
	# tests/corpus/rdc-e2e.sh's program (runtime API, device-side launches,
	# a cooperative launch): it checks no result itself, so the sanitizer
	# reports any failed launch or API call
	if [ -n "$cs" ]; then
		timeout 120 "$cs" --tool memcheck --error-exitcode 9 "$D/rdc-app/app" 2>&1 | tail -15 | tee -a "$O/sanitizer.log"
		[ "${PIPESTATUS[0]}" = 0 ] || fail=1
	fi
fi
echo "== 4b. cuda-gdb in ours.dbg (-O0 -g through the pipeline, ptxas -g)"
gdb=$(command -v cuda-gdb || ls /usr/local/cuda/bin/cuda-gdb 2>/dev/null)
line=$(grep -n 'out\[i\] = tile' "$R/tests/gpu/e2e/kernels.cu" | cut -d: -f1)
if [ -n "$gdb" ] && [ -e "$D/e2e/ours.dbg.fatbin" ]; then
	printf '%s\n' 'set cuda break_on_launch none' 'set breakpoint pending on' 'set pagination off' \
		"break kernels.cu:$line" run 'print i' 'print n' 'print e2e_coef' 'print tile[1]' 'print threadIdx' \
		'info args' bt delete continue >/tmp/gdb.cmds
	timeout 150 "$gdb" -batch -x /tmp/gdb.cmds --args "$D/e2e/gpu_e2e" check "$D/e2e/ours.dbg.fatbin" dbg \
		>"$O/gdb.log" 2>&1
	grep -E '^\$|^#0|hit Breakpoint|kernels.cu:|^(out|n) = ' "$O/gdb.log" | head -20
	# block (0,0,0) thread (0,0,0) stops first: i = 0; the host set e2e_coef
	for want in "at .*kernels.cu:$line" '^\$1 = 0$' '^\$2 = 10000$' '^\$3 = \{1.5, -2, 0.25, 4\}$' '^\$4 = -2$' \
		'^#0  e2e_globals' 'dbg: 0 mismatches'; do
		grep -qE "$want" "$O/gdb.log" || { echo "cuda-gdb: no line matching '$want' (gdb.log)"; fail=1; }
	done
else
	echo "cuda-gdb or ours.dbg.fatbin not found: skipped"
fi
echo "== 5. corpus: every program at every level, loaded by the driver"
if [ -e "$D/corpus.tar.xz" ]; then
	rm -rf /tmp/gpu-corpus && mkdir -p /tmp/gpu-corpus && tar -xJf "$D/corpus.tar.xz" -C /tmp/gpu-corpus
	devrt=$(ls /usr/local/cuda/lib64/libcudadevrt.a /usr/local/cuda/targets/*/lib/libcudadevrt.a 2>/dev/null | head -1)
	files=()
	for d in /tmp/gpu-corpus/*/; do
		files+=("$d"ptx/*.ptx)
		# a -fgpu-rdc job's cubin is relocatable: its nvlink'ed one is complete
		if ls "$d"*.linked.cubin >/dev/null 2>&1; then
			files+=("$d"*.linked.cubin)
		else
			files+=("$d"*.cubin)
		fi
	done
	"$D/e2e/gpu_e2e" load "$devrt" "${files[@]}" 2>&1 | sed 's|/tmp/gpu-corpus/||' | tee "$O/corpus.log" | grep -v ': ok, '
	[ "${PIPESTATUS[0]}" = 0 ] || fail=1
else
	echo "no corpus.tar.xz in the bundle: skipped"
fi
echo "== 6. scaling"
if [ "${SCALING:-1}" = 0 ]; then
	echo "skipped (SCALING=0)"
elif ls "$D"/mods/*.xz >/dev/null 2>&1; then
	mkdir -p /tmp/gpu-mods
	for f in "$D"/mods/*.xz; do
		unxz "$f" /tmp/gpu-mods/"$(basename "$f" .xz)"
	done
	REPS=${REPS:-3} bash "$R/bench/bench-scaling.sh" /tmp/gpu-tools /tmp/gpu-mods 2>&1 | tee "$O/scaling.log"
fi
echo "== done: $([ $fail = 0 ] && echo 'all checks passed' || echo 'a check FAILED')"
exit $fail
