#!/bin/bash
# make bench: run every bench/*.sh with the build directory; each prints its
# ratios against the anchors it measures in the same run.
#   run.sh [BUILD]            every bench-*.sh
#   run.sh --smoke [BUILD]    only bench-set.sh on two tiny modules, once: the
#                             script runs end to end (ctest bench/smoke; exit 77
#                             when clang-22 is missing)
set -u
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--smoke" ]; then
	exec "$here/bench-set.sh" "${2:-build}" --smoke
fi
build=${1:-build}
rc=0
for b in "$here"/bench-*.sh; do
	[ -x "$b" ] || continue
	echo "== $(basename "$b")"
	"$b" "$build" || rc=1
done
exit $rc
