#!/usr/bin/env bash
# run-corpus.sh: the real-world corpus (doc/real-world.md). Every program in
# tests/corpus is compiled at test time with clang-22 at every optimization
# level, then goes through the README pipeline
#   nvvm-link X.bc --libdevice | nvvm-opt -O3 | nvvm-llc --arch=LIST -o DIR
# (run as separate steps on files so a failure names its step), every PTX is
# assembled with ptxas (-c for -fgpu-rdc) and -fgpu-rdc programs are device
# linked with nvlink (-lcudadevrt when they use the device runtime).
#
# Usage: run-corpus.sh --build DIR [--out DIR] [--cuda DIR] [--clang EXE]
#                      [-j N] [--xfail FILE] [--levels LEVEL,...] [PROGRAM...]
# PROGRAM: a name (builtins, rdc_multi) to run only those.
# --levels: only those levels (O0, O0g, O3n, O2), with or without -fgpu-rdc
# as each program asks (ctest's corpus/sample: a few programs at two levels).
# Exit: 0 every job passed (or failed as listed in --xfail), 1 a job failed
# or an xfail passed, 77 clang-22, ptxas or nvlink missing (skipped: never a
# silent pass), 2 usage.
#
# A program is a NAME.cu here, or a directory NAME/ of .cu files linked
# together (one program, separately compiled). Its directives are on a line
# "corpus: KEY=VALUE ..." (first lines of the .cu, or NAME/README):
#   gpu-arch=sm_75         clang's --cuda-gpu-arch (default sm_75)
#   archs=sm_75,sm_90,...  nvvm-llc --arch list (default sm_75,sm_90,sm_120)
#   rdc=no|also|only       no: whole-program only; also: one more job with
#                          -fgpu-rdc -D__CUDACC_RDC__; only: every level rdc
#   devrt=yes              nvlink -lcudadevrt (device launches, graphs)
#   refuse=sm_75,...       archs the program's features do not exist on:
#                          nvvm-llc must refuse each (exit 1, an error
#                          naming a rule, no PTX), since ptxas would
# Levels: O0 (-O0), O0g (-O0 -g; nvvm-llc -g), O3n (-O3 -Xclang
# -disable-llvm-optzns), O2 (-O2); rdc-LEVEL with -fgpu-rdc.
set -u

here=$(cd "$(dirname "$0")" && pwd)

# ---- one job: PROGRAM LEVEL (internal: run through xargs) -------------------
if [ "${1:-}" = "--job" ]; then
	prog=$2 level=$3
	: "${NVT_BUILD:?}" "${NVT_OUT:?}" "${NVT_CUDA:?}" "${NVT_CLANG:?}"
	src=$here/$prog
	dir=$NVT_OUT/$prog.$level
	rm -rf "$dir" && mkdir -p "$dir"
	res=$NVT_OUT/results/$prog.$level
	log=$dir/log.txt
	: >"$log"
	if [ -d "$src" ]; then
		dirf=$src/README
		srcs=$(ls "$src"/*.cu)
	else
		src=$src.cu
		dirf=$src
		srcs=$src
	fi
	directive() { # KEY DEFAULT
		local v
		v=$(grep -m1 -o "corpus:.*" "$dirf" | tr ' ' '\n' | sed -n "s/^$1=//p")
		echo "${v:-$2}"
	}
	gpu_arch=$(directive gpu-arch sm_75)
	archs=$(directive archs sm_75,sm_90,sm_120)
	devrt=$(directive devrt no)
	refuse=$(directive refuse "")
	rdc=no
	case $level in rdc-*) rdc=yes ;; esac
	lflags=
	case ${level#rdc-} in
	O0) lflags="-O0" ;;
	O0g) lflags="-O0 -g" ;;
	O3n) lflags="-O3 -Xclang -disable-llvm-optzns" ;;
	O2) lflags="-O2" ;;
	*) echo "FAIL setup: unknown level $level" >"$res"; exit 0 ;;
	esac
	[ $rdc = yes ] && lflags="$lflags -fgpu-rdc -D__CUDACC_RDC__"
	fail() { # STEP FILE: the first error line of FILE is the report
		local first
		first=$(grep -m1 -E 'error|fatal|Error|ERROR|undefined|Unresolved' "$2")
		[ -n "$first" ] || first=$(grep -m1 . "$2")
		echo "FAIL $1: ${first:-exit status $3, no message}" >"$res"
		exit 0
	}
	run() { # STEP CMD...: run, log, fail the job on a non-zero status
		local step=$1 rc
		shift
		echo "+ $*" >>"$log"
		"$@" >"$dir/step.out" 2>&1
		rc=$?
		cat "$dir/step.out" >>"$log"
		[ $rc -eq 0 ] || fail "$step" "$dir/step.out" $rc
	}
	bcs=
	for f in $srcs; do
		b=$dir/$(basename "$f" .cu).bc
		# shellcheck disable=SC2086 # lflags is a word list
		run clang "$NVT_CLANG" -x cuda --cuda-device-only --cuda-gpu-arch="$gpu_arch" \
			--cuda-path="$NVT_CUDA" -nocudalib -Wno-unknown-cuda-version \
			-Xclang -target-sdk-version=13.0 -I"$NVT_CUDA/include/cccl" \
			-emit-llvm -c $lflags "$f" -o "$b"
		bcs="$bcs $b"
	done
	# shellcheck disable=SC2086
	run nvvm-link "$NVT_BUILD/nvvm-link" $bcs --libdevice --cuda-path="$NVT_CUDA" -o "$dir/linked.bc"
	run nvvm-opt "$NVT_BUILD/nvvm-opt" -O3 "$dir/linked.bc" -o "$dir/$prog.bc"
	g=
	[ "${level#rdc-}" = O0g ] && g=-g
	# an existing directory takes the PTX of one arch too (doc/nvvm-llc.md)
	mkdir -p "$dir/ptx"
	run nvvm-llc "$NVT_BUILD/nvvm-llc" $g --arch="$archs" "$dir/$prog.bc" -o "$dir/ptx"
	for a in ${archs//,/ }; do
		ptx=$dir/ptx/$prog.$a.ptx
		[ -f "$ptx" ] || { echo "nvvm-llc wrote no $ptx" >"$dir/step.out"; fail nvvm-llc "$dir/step.out" 1; }
		if [ $rdc = yes ]; then
			run "ptxas $a" "$NVT_CUDA/bin/ptxas" -arch="$a" -c "$ptx" -o "$dir/$a.cubin"
			lib=
			[ "$devrt" = yes ] && lib="-L$NVT_CUDA/lib64 -lcudadevrt"
			# shellcheck disable=SC2086
			run "nvlink $a" "$NVT_CUDA/bin/nvlink" -arch="$a" "$dir/$a.cubin" $lib -o "$dir/$a.linked.cubin"
		else
			run "ptxas $a" "$NVT_CUDA/bin/ptxas" -arch="$a" "$ptx" -o "$dir/$a.cubin"
		fi
	done
	# Archs the program cannot run on: refused before any PTX is written
	# (whatever nvvm-llc accepts, ptxas accepts)
	for a in ${refuse//,/ }; do
		echo "+ nvvm-llc --arch=$a (must refuse)" >>"$log"
		rm -f "$dir/refused.ptx"
		"$NVT_BUILD/nvvm-llc" $g --arch="$a" "$dir/$prog.bc" -o "$dir/refused.ptx" >"$dir/step.out" 2>&1
		rc=$?
		cat "$dir/step.out" >>"$log"
		[ $rc -eq 1 ] && [ ! -e "$dir/refused.ptx" ] && grep -q 'error: .*\[[a-z0-9-]*\]$' "$dir/step.out" ||
			fail "nvvm-llc $a: expected a refusal (exit 1, an error with its rule, no PTX), got exit $rc" "$dir/step.out" 1
	done
	# The partitioned pipeline (doc/nvvm-opt.md and doc/nvvm-llc.md,
	# "Partitions"): nvvm-opt and nvvm-llc each split into at most 4 parts,
	# the same bytes on 1 and 2 threads, every kernel of the whole-module
	# compile there, and ptxas takes it. -g keeps one part.
	a=${archs%%,*}
	run "nvvm-opt --partitions=4 -j1" "$NVT_BUILD/nvvm-opt" -O3 --partitions=4 -j1 \
		"$dir/linked.bc" -o "$dir/split.j1.bc"
	run "nvvm-opt --partitions=4 -j2" "$NVT_BUILD/nvvm-opt" -O3 --partitions=4 -j2 \
		"$dir/linked.bc" -o "$dir/split.j2.bc"
	cmp "$dir/split.j1.bc" "$dir/split.j2.bc" >"$dir/step.out" 2>&1 ||
		fail "split module differs between -j1 and -j2" "$dir/step.out" 1
	run "nvvm-llc --partitions=4 -j1" "$NVT_BUILD/nvvm-llc" $g --arch="$a" --partitions=4 -j1 \
		"$dir/split.j1.bc" -o "$dir/split.j1.ptx"
	run "nvvm-llc --partitions=4 -j2" "$NVT_BUILD/nvvm-llc" $g --arch="$a" --partitions=4 -j2 \
		"$dir/split.j1.bc" -o "$dir/split.j2.ptx"
	cmp "$dir/split.j1.ptx" "$dir/split.j2.ptx" >"$dir/step.out" 2>&1 ||
		fail "split PTX differs between -j1 and -j2" "$dir/step.out" 1
	entries() { grep -E '^\.(visible|weak)? ?\.entry|^\.entry' "$1" | sed 's/(.*//' | sort; }
	entries "$dir/ptx/$prog.$a.ptx" >"$dir/whole.entries"
	entries "$dir/split.j1.ptx" >"$dir/split.entries"
	diff "$dir/whole.entries" "$dir/split.entries" >"$dir/step.out" 2>&1 ||
		fail "split PTX has other kernels than the whole-module compile" "$dir/step.out" 1
	c=
	[ $rdc = yes ] && c=-c
	run "ptxas $a (4 parts)" "$NVT_CUDA/bin/ptxas" -arch="$a" $c "$dir/split.j1.ptx" -o "$dir/split.cubin"
	echo "PASS" >"$res"
	exit 0
fi

# ---- driver ----------------------------------------------------------------
build= out= cuda=${CUDA_PATH:-/usr/local/cuda} clang= jobs= xfail=$here/xfail.txt levels=
only=()
while [ $# -gt 0 ]; do
	case $1 in
	--build) build=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--cuda) cuda=$2; shift 2 ;;
	--clang) clang=$2; shift 2 ;;
	-j) jobs=$2; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--xfail) xfail=$2; shift 2 ;;
	--levels) levels=$2; shift 2 ;;
	--levels=*) levels=${1#*=}; shift ;;
	-h|--help) sed -n '2,33p' "$0"; exit 0 ;;
	-*) echo "run-corpus.sh: unknown option $1" >&2; exit 2 ;;
	*) only+=("$1"); shift ;;
	esac
done
[ -n "$build" ] || { echo "run-corpus.sh: --build DIR is required" >&2; exit 2; }
build=$(cd "$build" && pwd)
for t in nvvm-link nvvm-opt nvvm-llc; do
	[ -x "$build/$t" ] || { echo "run-corpus.sh: $build/$t not built" >&2; exit 1; }
done
if [ -z "$clang" ]; then
	clang=$(command -v clang-22 || true)
	[ -n "$clang" ] || { [ -x /usr/lib/llvm-22/bin/clang ] && clang=/usr/lib/llvm-22/bin/clang; }
fi
if [ -z "$clang" ] || ! [ -x "$clang" ]; then
	echo "SKIPPED: clang-22 not found: the corpus is compiled with clang-22 at test time"
	exit 77
fi
for t in ptxas nvlink; do
	if ! [ -x "$cuda/bin/$t" ]; then
		echo "SKIPPED: $cuda/bin/$t not found: the corpus needs the CUDA toolkit's ptxas and nvlink"
		exit 77
	fi
done
if ! [ -f "$cuda/nvvm/libdevice/libdevice.10.bc" ] || ! [ -d "$cuda/include/cccl" ]; then
	echo "SKIPPED: $cuda has no libdevice or include/cccl (CUDA 13 toolkit expected)"
	exit 77
fi
[ -n "$jobs" ] || jobs=$(nproc 2>/dev/null || echo 2)
[ -n "$out" ] || out=$build/tests/corpus-out
mkdir -p "$out" && out=$(cd "$out" && pwd)
rm -rf "$out/results" && mkdir -p "$out/results"

# Programs and their levels.
progs=()
for p in "$here"/*.cu "$here"/*/README; do
	[ -e "$p" ] || continue
	case $p in */README) n=$(basename "$(dirname "$p")") ;; *) n=$(basename "$p" .cu) ;; esac
	if [ ${#only[@]} -gt 0 ]; then
		keep=no
		for o in "${only[@]}"; do [ "$o" = "$n" ] && keep=yes; done
		[ $keep = yes ] || continue
	fi
	progs+=("$n:$p")
done
[ ${#progs[@]} -gt 0 ] || { echo "run-corpus.sh: no program matches: ${only[*]}" >&2; exit 2; }
joblist=$out/jobs.txt
: >"$joblist"
for e in "${progs[@]}"; do
	n=${e%%:*} f=${e#*:}
	rdc=$(grep -m1 -o "corpus:.*" "$f" | tr ' ' '\n' | sed -n 's/^rdc=//p')
	case ${rdc:-no} in
	only) for l in O0 O0g O3n O2; do echo "$n rdc-$l"; done ;;
	also) for l in O0 O0g O3n O2; do echo "$n $l"; done; echo "$n rdc-O3n" ;;
	no) for l in O0 O0g O3n O2; do echo "$n $l"; done ;;
	*) echo "run-corpus.sh: $f: rdc=$rdc: expected no, also or only" >&2; exit 2 ;;
	esac >>"$joblist"
done
if [ -n "$levels" ]; then
	for l in ${levels//,/ }; do
		case $l in O0|O0g|O3n|O2) ;; *) echo "run-corpus.sh: --levels: $l: expected O0, O0g, O3n or O2" >&2; exit 2 ;; esac
	done
	awk -v keep=",$levels," '{ l = $2; sub(/^rdc-/, "", l); if (index(keep, "," l ",")) print }' \
		"$joblist" >"$joblist.new" && mv "$joblist.new" "$joblist"
	[ -s "$joblist" ] || { echo "run-corpus.sh: no job at levels $levels" >&2; exit 2; }
fi

start=$(date +%s)
export NVT_BUILD=$build NVT_OUT=$out NVT_CUDA=$cuda NVT_CLANG=$clang
# The heavy jobs (CUB/Thrust) first so they do not finish last.
sort -k1,1 "$joblist" | awk '{h = ($1 ~ /cub|thrust/) ? 0 : 1; print h, $0}' | sort -s -k1,1n |
	cut -d' ' -f2- | xargs -P "$jobs" -L 1 bash "$0" --job
elapsed=$(($(date +%s) - start))

# Report: one line per job, then the totals.
pass=0 fail=0 xf=0 xp=0
report=$out/report.txt
: >"$report"
while read -r n l; do
	r=$(cat "$out/results/$n.$l" 2>/dev/null || echo "FAIL driver: no result (job crashed)")
	known=no
	[ -f "$xfail" ] && grep -qE "^$n[[:space:]]+($l|\*)([[:space:]]|$)" "$xfail" && known=yes
	case $r in
	PASS)
		if [ $known = yes ]; then xp=$((xp + 1)); st="XPASS"; else pass=$((pass + 1)); st="PASS"; fi ;;
	*)
		if [ $known = yes ]; then xf=$((xf + 1)); st="XFAIL"; else fail=$((fail + 1)); st="FAIL"; fi
		r=${r#FAIL } ;;
	esac
	if [ "$r" = PASS ]; then printf '%-6s %-14s %s\n' "$st" "$n" "$l"
	else printf '%-6s %-14s %-9s %s\n' "$st" "$n" "$l" "$r"; fi >>"$report"
done < <(sort "$joblist")
cat "$report"
echo "corpus: ${#progs[@]} programs, $(wc -l <"$joblist") jobs: $pass passed, $fail failed, $xf expected failures, $xp unexpectedly passed (${elapsed}s, -j$jobs); logs: $out/PROGRAM.LEVEL/log.txt"
[ $fail -eq 0 ] && [ $xp -eq 0 ]
