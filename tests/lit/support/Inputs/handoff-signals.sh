#!/bin/bash
# The tool after the hand-over of its read (nvt_isolate_handoff_enable): a
# parent that waits and a child that is the tool. What reaches either one
# ends both, and the caller sees the tool end as the child did.
#   handoff-signals.sh WORK IR   (IR: a module whose PTX fills a pipe)
set -u
w=$1 ir=$2
rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
mkfifo fifo
# Read-write: the open does not wait for a reader, and nobody reads, so
# the tool blocks writing its PTX to standard output, after the hand-over.
exec 3<> fifo

# child_of PID: the pid of its child (read from /proc: no procps needed)
child_of() {
	local p=$1 st line
	for st in /proc/[0-9]*/stat; do
		read -r line < "$st" 2>/dev/null || continue
		set -- ${line##*) } # state, ppid, ...
		[ "$2" = "$p" ] && { st=${st#/proc/}; echo "${st%/stat}"; return; }
	done
}

# start: the tool in the background; $parent, and $child once it blocks
start() {
	nvvm-llc --arch=sm_80 "$ir" -o - >&3 2> err.txt &
	parent=$!
	child=
	for _ in $(seq 1 200); do
		child=$(child_of "$parent")
		[ -n "$child" ] && grep -q pipe_write "/proc/$child/wchan" 2>/dev/null && return 0
		sleep 0.05
	done
	echo "never blocked in its write: parent $parent child '$child'"
	return 1
}
gone() { # PID: within 10 s
	for _ in $(seq 1 200); do
		kill -0 "$1" 2>/dev/null || return 0
		sleep 0.05
	done
	return 1
}

start || exit 1
[ "$(cat /proc/$parent/comm)" = nvvm-llc ] && [ "$(cat /proc/$child/comm)" = nvvm-llc ] &&
	echo "two processes"
kill -TERM "$child"
wait "$parent"
echo "TERM to the child: the tool's status $?"

start || exit 1
kill -KILL "$parent"
wait "$parent" 2>/dev/null
gone "$child" && echo "KILL to the parent: the child is gone too"

# (SIGINT would do as ^C does, but a background job of a script starts
# with it ignored, and the tools keep an ignored signal ignored.)
start || exit 1
kill -HUP "$parent" "$child"
wait "$parent"
echo "HUP to both (a closed terminal): the tool's status $?"
gone "$child" && echo "and the child is gone"
exec 3>&-
