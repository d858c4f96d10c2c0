#!/bin/bash
# SIGKILL at any moment: each output is the old file or the complete new
# one, never a truncated or mixed file (temporaries may stay: nothing can
# remove them after SIGKILL; they never carry the output's name).
#   kill9.sh WORK N IR   (IR: a module for nvvm-llc, 3 archs)
set -u
w=$1 runs=$2 ir=$3 here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$w"; mkdir -p "$w"; cd "$w"
. "$here/common.sh"
setup_big || exit 1
nvvm-llc -w --arch=sm_75,sm_80,sm_90 "$ir" -o ref.llc || exit 1
fail=0
ms() { date +%s%N | cut -c1-13; }
# kill_at WHAT CMD...: time one run, then RUNS runs killed after a random
# delay from 0 to 1.2 times that; count old, new and mixed outcomes.
kill_at() {
	local what=$1; shift
	local t0 t1 dur i old=0 new=0 mixed=0 bad=0
	prepare_$what; t0=$(ms); "$@" > /dev/null 2>&1; t1=$(ms); dur=$((t1 - t0 + 1))
	for i in $(seq 1 "$runs"); do
		prepare_$what
		"$@" > /dev/null 2>&1 &
		local pid=$!
		sleep "$(printf '0.%03d' $((RANDOM % (dur * 12 / 10 + 1))))" 2>/dev/null || sleep 1
		kill -KILL $pid 2> /dev/null
		wait $pid 2> /dev/null
		local o=0 n=0
		for r in $(check_$what); do
			case $r in old) o=$((o + 1)) ;; new) n=$((n + 1)) ;; *) bad=$((bad + 1)) ;; esac
		done
		if [ $o -gt 0 ] && [ $n -gt 0 ]; then mixed=$((mixed + 1))
		elif [ $n -gt 0 ]; then new=$((new + 1))
		elif [ $o -gt 0 ]; then old=$((old + 1)); fi
	done
	[ $bad = 0 ] || fail=1
	echo "$what: $runs kills, bad=$bad (old $old, new $new, per-file mix $mixed; one run ${dur} ms)"
}
prepare_extract() { put_old x; }
check_extract() { for f in ref.x/*; do old_or_new "x/$(basename "$f")" "$f" || echo bad; done; rm -rf x/.nvt-tmp*; }
prepare_create() { echo OLD > out.fatbin; rm -f out.fatbin.tmp*; }
check_create() { old_or_new out.fatbin ref.fatbin || echo bad; }
prepare_llc() { rm -rf llc; mkdir llc; for f in ref.llc/*; do echo OLD > "llc/$(basename "$f")"; done; }
check_llc() { for f in ref.llc/*; do old_or_new "llc/$(basename "$f")" "$f" || echo bad; done; rm -rf llc/.nvt-tmp*; }
kill_at extract fatpack extract big.fatbin -o x
kill_at create fatpack create --compress=none big75.ptx big80.ptx big90.ptx -o out.fatbin
kill_at llc nvvm-llc -w --arch=sm_75,sm_80,sm_90 "$ir" -o llc
exit $fail
