#!/usr/bin/env bash
# tests/gpu/bundle.sh BUILD DIR [ARCH] [BENCH_KEEP]: everything a GPU machine
# without LLVM or clang needs to run this project's GPU checks, made here
# (where clang-22, LLVM 22 and CUDA are), in DIR; then, on that machine, from
# a copy of the repository: bash DIR/run-on-gpu.sh (tests/gpu/run-on-gpu.sh).
# doc/real-world.md "On a GPU".
#
#   DIR/e2e        tests/gpu/e2e/run.sh prepare for ARCH (default sm_90), gpu_e2e
#   DIR/tools      nvvm-link, nvvm-opt, nvvm-llc (stripped, xz: 10 MB each, the
#                  tools hold their LLVM), nvvm-bench-time, nvvm-bench-compile,
#                  gpu_examples
#   DIR/load       examples/fatbin-load built (fatpack embed --symbol)
#   DIR/rdc-app    tests/corpus/rdc-e2e.sh's app, when ctest has built it
#   DIR/corpus.tar.xz  the corpus's PTX and cubins for ARCH, when ctest has run it
#   DIR/mods       BENCH_KEEP's modules (bench-set.sh), xz, for bench-scaling.sh
# BUNDLE_XZ_LEVEL: xz's level for the tools (default -6; the ctest uses -0).
# Exit 0, 1 a step failed (named), 77 a tool missing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
B=$(cd "${1:?usage: bundle.sh BUILD DIR [ARCH] [BENCH_KEEP]}" && pwd)
D=${2:?usage: bundle.sh BUILD DIR [ARCH] [BENCH_KEEP]}
arch=${3:-sm_90}
keep=${4:-}
cuda=${CUDA_PATH:-/usr/local/cuda}
die() { echo "bundle: $*"; exit 1; }
command -v xz >/dev/null || { echo "SKIPPED: no xz"; exit 77; }
[ -x "$B/tests/gpu/gpu_e2e" ] || die "no $B/tests/gpu/gpu_e2e (build first; CUDA's driver stub is needed)"
rm -rf "$D" && mkdir -p "$D/tools" "$D/load" "$D/mods" || die "cannot create $D"
D=$(cd "$D" && pwd)
bash "$here/e2e/run.sh" prepare "$B" "$D/e2e" "$arch" "$B/tests/gpu/gpu_e2e" || exit $?
for t in nvvm-link nvvm-opt nvvm-llc; do
	strip -o "$D/tools/$t" "$B/$t" && xz -T0 "${BUNDLE_XZ_LEVEL:--6}" "$D/tools/$t" || die "cannot pack $t"
done
for t in bench/nvvm-bench-time bench/nvvm-bench-compile tests/gpu/gpu_examples; do
	cp "$B/$t" "$D/tools/" || die "no $B/$t"
done
"$B/nvvm-llc" --arch=sm_75 "$src/examples/fatbin-load/add1.ll" -o "$D/load/add1.ptx" &&
	"$B/fatpack" create -o "$D/load/add1.fatbin" "$D/load/add1.ptx" --cuda-path="$cuda" \
		--cubins-for=sm_75,sm_80,sm_90,sm_100,sm_120 &&
	"$B/fatpack" embed "$D/load/add1.fatbin" --symbol=add1_fatbin -o "$D/load/add1_fatbin.o" &&
	cc -Wall -Werror "$src/examples/fatbin-load/load.c" "$D/load/add1_fatbin.o" -I"$cuda/include" \
		-L"$cuda/lib64/stubs" -lcuda -o "$D/load/load" || die "examples/fatbin-load did not build"
if [ -n "$keep" ]; then
	for f in "$keep"/*.ol.bc; do
		m=$(basename "$f" .ol.bc)
		xz -T0 -c "$f" >"$D/mods/$m.ol.bc.xz" && xz -T0 -c "$keep/$m.ll" >"$D/mods/$m.ll.xz" ||
			die "cannot pack module $m"
	done
fi
# tests/corpus/rdc-e2e.sh's executable, when ctest built it (sm_75/90/120)
if [ -x "$B/tests/corpus/rdc-e2e/app" ]; then
	mkdir -p "$D/rdc-app" && cp "$B/tests/corpus/rdc-e2e/app" "$D/rdc-app/" || die "cannot copy the rdc-e2e app"
fi
# the corpus's PTX and complete cubins for ARCH, when ctest's corpus/programs
# has run (tests/corpus/run-corpus.sh): run-on-gpu.sh loads each as a JIT does
if [ -d "$B/tests/corpus/out" ]; then
	(cd "$B/tests/corpus/out" && find . -path "*/ptx/*.$arch.ptx" -o -name "$arch.cubin" -o -name "$arch.linked.cubin" |
		sort | tar -cJf "$D/corpus.tar.xz" -T -) || die "cannot pack the corpus output"
fi
cp "$here/run-on-gpu.sh" "$D/" || die "no run-on-gpu.sh"
echo "bundle: $(du -sh "$D" | cut -f1) in $D for $arch"
