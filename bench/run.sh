#!/bin/bash
# make bench: run every bench/*.sh with the build directory; each prints its
# ratios against the anchors it measures in the same run.
#   run.sh [BUILD]            every bench-*.sh
#   run.sh --smoke [BUILD]    only bench-set.sh on two tiny modules, once, then
#                             bench-scaling.sh on them at P=1,2 and
#                             bench-pipeline.sh: the scripts run
#                             end to end (ctest bench/smoke; exit 77 when
#                             clang-22 is missing)
# bench-pipeline.sh and bench-scaling.sh run last, on the modules bench-set.sh
# kept.
set -u
here=$(cd "$(dirname "$0")" && pwd)
keep=$(mktemp -d)
trap 'rm -rf "$keep"' EXIT
if [ "${1:-}" = "--smoke" ]; then
	build=${2:-build}
	BENCH_KEEP=$keep "$here/bench-set.sh" "$build" --smoke || exit $?
	# bench-scaling.sh on bench-set's modules: it must measure each P and
	# find the PTX the same at -j1 (one line a module)
	REPS=1 "$here/bench-scaling.sh" "$build" "$keep" 1 2 | tee "$keep/scaling.txt" || exit 1
	n=$(grep -c 'P=2 PTX at -j1 and -j2: the same bytes' "$keep/scaling.txt")
	[ "$n" -eq 2 ] || { echo "bench-scaling: failed: $n of 2 modules gave the same PTX at -j1 and -j2"; exit 1; }
	# bench-pipeline.sh on them: every variant of both modules measured and
	# compared with O3 (77: no opt-22 or ptxas, said on its first line)
	REPS=1 "$here/bench-pipeline.sh" "$build" "$keep" synthetic small | tee "$keep/pipeline.txt"
	s=${PIPESTATUS[0]}
	[ $s -eq 77 ] && exit 0
	n=$(grep -cE '^(synthetic|small) +[A-Za-z0-9-]+ +\| +[0-9.]+ +[0-9.]+ \| +[0-9]+ +[0-9]+ +[0-9]+$' "$keep/pipeline.txt")
	m=$(grep -c ' opt CPU [0-9.]*, registers ' "$keep/pipeline.txt")
	[ $s -eq 0 ] && [ "$n" -eq 12 ] && [ "$m" -eq 5 ] ||
		{ echo "bench-pipeline: failed: exit $s, $n of 12 rows, $m of 5 summary lines"; exit 1; }
	exit 0
fi
build=${1:-build}
rc=0
for b in "$here"/bench-*.sh; do
	[ -x "$b" ] || continue
	case $b in */bench-scaling.sh | */bench-pipeline.sh) continue ;; esac # after bench-set, on its modules
	echo "== $(basename "$b")"
	if [ "$b" = "$here/bench-set.sh" ]; then
		BENCH_KEEP=$keep "$b" "$build" || rc=1
	else
		"$b" "$build" || rc=1
	fi
done
echo "== bench-pipeline.sh"
"$here/bench-pipeline.sh" "$build" "$keep"
s=$?
[ $s -eq 0 ] || [ $s -eq 77 ] || rc=1
echo "== bench-scaling.sh"
"$here/bench-scaling.sh" "$build" "$keep" || rc=1
exit $rc
