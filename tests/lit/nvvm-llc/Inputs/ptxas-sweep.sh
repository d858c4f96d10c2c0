#!/bin/sh
# Usage: ptxas-sweep.sh PTXAS EXAMPLES OUTDIR INPUTS
# Every example (and test input) through nvvm-llc for every arch of the
# acceptance list, all at once into a directory, then each PTX through
# ptxas for its arch; -g output through ptxas -g, --lineinfo output through
# ptxas -lineinfo. Any failure fails the test and names the file.
set -eu
ptxas=$1 examples=$2 out=$3 inputs=$4
archs="sm_75 sm_80 sm_90 sm_100 sm_120"
rm -rf "$out" && mkdir -p "$out"
n=0
for f in "$examples"/*.ll "$inputs"/math.ll "$inputs"/target-cpu.ll "$inputs"/dbg.ll; do
	stem=$(basename "$f" .ll)
	for mode in plain g lineinfo; do
		case $mode in
		plain) opt= ; popt= ;;
		g) opt=-g ; popt=-g ;;
		lineinfo) opt=--lineinfo ; popt=-lineinfo ;;
		esac
		d="$out/$mode"
		mkdir -p "$d"
		nvvm-llc -w $opt --arch=$(echo $archs | tr ' ' ,) "$f" -o "$d"
		for a in $archs; do
			p="$d/$stem.$a.ptx"
			"$ptxas" $popt -c -arch=$a "$p" -o "$p.o" || { echo "ptxas rejected $p" >&2; exit 1; }
			n=$((n + 1))
		done
	done
done
# -g at sm_75 chose PTX 7.0 (ptxas rejects labels in sections below it).
grep -q '^\.version 7\.0$' "$out/g/dbg.sm_75.ptx"
echo "assembled $n"
