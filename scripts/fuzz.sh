#!/bin/sh
# Run libFuzzer targets for a time budget each (`make fuzz`, doc/fuzzing.md).
#   scripts/fuzz.sh BUILD_DIR SECONDS TARGET...
# Each target fuzz-TARGET runs on one core for SECONDS, starting from its
# seed corpus tests/fuzz/TARGET/ (read only) with its dictionary when there
# is one; new inputs go to BUILD_DIR/fuzz/corpus/TARGET/, crash/leak/timeout
# inputs to BUILD_DIR/fuzz/artifacts/TARGET/, the log to
# BUILD_DIR/fuzz/logs/TARGET.log. Prints one line per target (executions,
# coverage, features, corpus size) and exits 1 when any target found
# something. FUZZ_JOBS=N runs N targets at a time (default 1).
set -u
build=$1 secs=$2
shift 2
src=$(cd "$(dirname "$0")/.." && pwd)
out=$build/fuzz
mkdir -p "$out/logs" "$out/corpus" "$out/artifacts"
jobs=${FUZZ_JOBS:-1}

run_one() {
	t=$1
	exe=$build/tests/fuzz/fuzz-$t
	[ -x "$exe" ] || { echo "fuzz: $exe not built" >&2; return 1; }
	mkdir -p "$out/corpus/$t" "$out/artifacts/$t"
	dict=""
	[ -f "$src/tests/fuzz/$t.dict" ] && dict="-dict=$src/tests/fuzz/$t.dict"
	# detect_leaks stays on: a leak on an error path is a finding too.
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	"$exe" -max_total_time="$secs" -timeout=25 -rss_limit_mb=2048 -max_len=65536 \
		-print_final_stats=1 -artifact_prefix="$out/artifacts/$t/" $dict \
		"$out/corpus/$t" "$src/tests/fuzz/$t" >"$out/logs/$t.log" 2>&1
	rc=$?
	last=$(grep -E '^#[0-9]+' "$out/logs/$t.log" | tail -1)
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/logs/$t.log")
	echo "fuzz/$t: rc=$rc execs=${execs:-?} last: $last"
	[ $rc = 0 ]
}

fail=0
set -- "$@"
while [ $# -gt 0 ]; do
	pids=""
	i=0
	while [ $# -gt 0 ] && [ $i -lt "$jobs" ]; do
		run_one "$1" &
		pids="$pids $!"
		shift
		i=$((i + 1))
	done
	for p in $pids; do
		wait "$p" || fail=1
	done
done
[ $fail = 0 ] || echo "fuzz: findings: see $out/artifacts/ and $out/logs/" >&2
exit $fail
