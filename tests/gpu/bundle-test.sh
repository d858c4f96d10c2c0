#!/usr/bin/env bash
# bundle-test.sh BUILD OUT: ctest gpu/bundle. Makes the bundle a GPU machine
# without LLVM gets (bundle.sh, tools packed at xz -0 for speed), checks its
# contents, then runs run-on-gpu.sh from the source tree: every check on a
# machine with a GPU, 77 (skipped, with the reason) without one.
set -u
here=$(cd "$(dirname "$0")" && pwd)
B=$1 O=$2
rm -rf "$O" && mkdir -p "$O" || exit 1
BUNDLE_XZ_LEVEL=-0 bash "$here/bundle.sh" "$B" "$O/bundle" sm_90 || exit $?
for f in run-on-gpu.sh e2e/gpu_e2e e2e/run.sh e2e/ours.O3n.fatbin e2e/ours.dbg.fatbin e2e/ours.rdc.cubin \
	e2e/ours.app e2e/ours.app_lib e2e/nvcc.cubin tools/nvvm-llc.xz tools/nvvm-opt.xz tools/nvvm-link.xz \
	tools/nvvm-bench-time tools/gpu_examples load/load; do
	[ -e "$O/bundle/$f" ] || { echo "bundle-test: the bundle lacks $f"; exit 1; }
done
for t in nvvm-llc nvvm-opt nvvm-link; do
	xz -dc "$O/bundle/tools/$t.xz" >"$O/$t" && chmod +x "$O/$t" || { echo "bundle-test: $t.xz does not unpack"; exit 1; }
	"$O/$t" --version >/dev/null || { echo "bundle-test: the packed $t does not run"; exit 1; }
done
echo "bundle-test: the bundle is complete ($(du -sh "$O/bundle" | cut -f1)) and its tools run"
cd "$here/../.." && exec bash "$O/bundle/run-on-gpu.sh" "$O/logs"
