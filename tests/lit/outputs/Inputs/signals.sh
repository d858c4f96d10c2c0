#!/bin/bash
# SIGTERM, SIGINT and SIGHUP while a tool writes: it dies of the signal
# and leaves no temporary file or staging directory; the output is the old
# one (or, if the rename came first, the complete new one).
set -u
set -m # job control: background jobs do not start with SIGINT ignored
w=$1 here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$w"; mkdir -p "$w"; cd "$w"
. "$here/common.sh"
setup_big || exit 1
fail=0
# try SIG WHAT CMD...: run CMD, wait until its temporary exists, signal it.
try() {
	local sig=$1 what=$2 pat=$3; shift 3
	local n=0 landed=0
	while [ $n -lt 10 ] && [ $landed = 0 ]; do
		n=$((n + 1))
		if [ "$what" = extract ]; then put_old x; else echo OLD > out.fatbin; fi
		# Started with the three signals at their default action: lit (or
		# any non-interactive parent) may hand SIGINT down ignored, and a
		# tool keeps an ignored signal ignored, as nohup expects.
		python3 -c 'import os, signal, sys
for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP): signal.signal(s, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' "$@" > /dev/null 2>&1 &
		local pid=$!
		until compgen -G "$pat" > /dev/null; do
			kill -0 $pid 2> /dev/null || break
		done
		kill -"$sig" $pid 2> /dev/null
		wait $pid
		local rc=$?
		[ $rc -gt 128 ] && [ "$(kill -l $((rc - 128)))" = "$sig" ] && landed=1
		if compgen -G "x/.nvt-tmp*" > /dev/null || compgen -G "out.fatbin.tmp*" > /dev/null; then
			echo "BAD: SIG$sig $what left a temporary: $(ls -a x . | grep tmp)"; fail=1
		fi
		if [ "$what" = extract ]; then
			for f in ref.x/*; do old_or_new "x/$(basename "$f")" "$f" > /dev/null || fail=1; done
		else
			old_or_new out.fatbin ref.fatbin > /dev/null || fail=1
		fi
	done
	if [ $landed = 1 ]; then echo "SIG$sig $what: removed"; else echo "SIG$sig $what: never caught it writing"; fi
}
for sig in TERM INT HUP; do
	try $sig extract 'x/.nvt-tmp*/*' fatpack extract big.fatbin -o x
	try $sig create 'out.fatbin.tmp*' fatpack create --compress=none big75.ptx big80.ptx big90.ptx -o out.fatbin
done
exit $fail
