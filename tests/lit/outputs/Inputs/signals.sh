#!/bin/bash
# signals.sh DIR SIG:WHAT...: in that order, each SIG sent while fatpack
# extract stages 48 MB in a directory (WHAT extract) or while fatpack create
# writes a 48 MB temporary file (WHAT create): the tool dies of the signal
# and leaves no temporary file or staging directory; each output is the old
# file or the complete new one.
set -u
set -m # job control: background jobs do not start with SIGINT ignored
w=$1 here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$w"; mkdir -p "$w"; cd "$w"
. "$here/common.sh"
setup_big || exit 1
ulimit -c 0 # SIGQUIT, SIGXCPU, SIGABRT dump core by default
fail=0
# try SIG WHAT PATTERN CMD...: run CMD, wait until PATTERN (its temporary)
# exists, send SIG; up to 10 times until the signal lands during the write.
try() {
	local sig=$1 what=$2 pat=$3; shift 3
	local n=0 landed=0 want
	want=$(kill -l "$sig")
	while [ $n -lt 10 ] && [ $landed = 0 ]; do
		n=$((n + 1))
		if [ "$what" = extract ]; then put_old x; else echo OLD > out.fatbin; fi
		python3 "$here/sigexec.py" "$@" > /dev/null 2>&1 &
		local pid=$!
		until compgen -G "$pat" > /dev/null; do
			kill -0 $pid 2> /dev/null || break
		done
		kill -"$sig" $pid 2> /dev/null
		wait $pid
		local rc=$?
		[ $rc -gt 128 ] && [ $((rc - 128)) = "$want" ] && landed=1
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
shift
for job in "$@"; do
	sig=${job%%:*}
	case ${job#*:} in
	extract) try "$sig" extract 'x/.nvt-tmp*/*' fatpack extract big.fatbin -o x ;;
	create) try "$sig" create 'out.fatbin.tmp*' fatpack create --compress=none big75.ptx big80.ptx big90.ptx -o out.fatbin ;;
	esac
done
exit $fail
