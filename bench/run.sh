#!/bin/bash
# make bench: run every bench/*.sh with the build directory; each prints its
# ratios against the anchors it measures in the same run.
set -u
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)
rc=0
for b in "$here"/bench-*.sh; do
	[ -x "$b" ] || continue
	echo "== $(basename "$b")"
	"$b" "$build" || rc=1
done
exit $rc
