#!/usr/bin/env bash
# rdc-e2e.sh: the README pipeline on a clang-compiled multi-file -fgpu-rdc
# program (tests/corpus/rdc_multi), end to end, into a host executable that
# is built and inspected (not run: no GPU is assumed). doc/real-world.md.
#
#   clang-22 --cuda-device-only -fgpu-rdc     per file        -> X.bc
#   nvvm-link *.bc --libdevice | nvvm-opt -O3 | nvvm-llc --arch=sm_75,sm_90,sm_120
#   fatpack create --cubins-for=... --ptxas-options=--compile-only  (relocatable cubins + PTX)
#   nvlink -lcudadevrt                        device link of each arch's cubin
#   clang-22 --cuda-host-only -fgpu-rdc --no-offload-new-driver
#            -Xclang -fcuda-include-gpubinary -Xclang F.fatbin   per file -> X.o
#   nvcc -dlink                               nvlink + registration stubs -> dlink.o
#   clang-22 *.o dlink.o -lcudadevrt -lcudart_static                      -> app
#   fatpack list app / fatpack verify app
#
# Usage: rdc-e2e.sh --build DIR [--out DIR] [--cuda DIR] [--level O0|O0g|O3n|O2]
#                   [--link-flags "FLAGS"]
# Exit: 0 pass, 1 a step failed (named, with its first error), 77 a tool is
# missing (clang-22, ptxas, nvlink, nvcc, libcudart_static).
set -u
here=$(cd "$(dirname "$0")" && pwd)
build= out= cuda=${CUDA_PATH:-/usr/local/cuda} level=O3n link_flags=
while [ $# -gt 0 ]; do
	case $1 in
	--build) build=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--cuda) cuda=$2; shift 2 ;;
	--level) level=$2; shift 2 ;;
	--link-flags) link_flags=$2; shift 2 ;;
	--link-flags=*) link_flags=${1#*=}; shift ;;
	--level=*) level=${1#*=}; shift ;;
	-h|--help) sed -n '2,22p' "$0"; exit 0 ;;
	*) echo "rdc-e2e.sh: unknown argument $1" >&2; exit 2 ;;
	esac
done
[ -n "$build" ] || { echo "rdc-e2e.sh: --build DIR is required" >&2; exit 2; }
build=$(cd "$build" && pwd)
clang=$(command -v clang-22 || true)
[ -n "$clang" ] || { echo "SKIPPED: clang-22 not found"; exit 77; }
for t in bin/ptxas bin/nvlink bin/nvcc lib64/libcudart_static.a lib64/libcudadevrt.a \
	nvvm/libdevice/libdevice.10.bc; do
	[ -e "$cuda/$t" ] || { echo "SKIPPED: $cuda/$t not found (CUDA 13 toolkit expected)"; exit 77; }
done
case $level in
O0) lflags="-O0" ;;
O0g) lflags="-O0 -g" ;;
O3n) lflags="-O3 -Xclang -disable-llvm-optzns" ;;
O2) lflags="-O2" ;;
*) echo "rdc-e2e.sh: --level: O0, O0g, O3n or O2" >&2; exit 2 ;;
esac
[ -n "$out" ] || out=$build/tests/corpus-out/rdc-e2e
rm -rf "$out" && mkdir -p "$out" && out=$(cd "$out" && pwd)
cd "$out" || exit 1
archs="sm_75 sm_90 sm_120"
log=$out/log.txt
: >"$log"

step() { # NAME CMD...: run it, log it, stop with the step's first error
	local name=$1 rc t0 t1
	shift
	echo "+ $*" >>"$log"
	t0=$(date +%s%N)
	"$@" >step.out 2>&1
	rc=$?
	t1=$(date +%s%N)
	cat step.out >>"$log"
	if [ $rc -ne 0 ]; then
		first=$(grep -m1 -iE 'error|undefined|fatal' step.out)
		[ -n "$first" ] || first=$(grep -m1 . step.out)
		echo "FAIL rdc-e2e [$level] $name: ${first:-exit status $rc}"
		echo "log: $log"
		exit 1
	fi
	printf '  %-34s %6d ms\n' "$name" $(((t1 - t0) / 1000000))
}
check() { # NAME: fail with a message unless the previous test succeeded
	echo "FAIL rdc-e2e [$level] $1"
	echo "log: $log"
	exit 1
}

common=(-x cuda --cuda-gpu-arch=sm_75 --cuda-path="$cuda" -nocudalib -Wno-unknown-cuda-version
	-Xclang -target-sdk-version=13.0 -I"$cuda/include/cccl" -fgpu-rdc)
units="vec kernels driver"
echo "rdc-e2e: $units (-fgpu-rdc, device side $level) -> $out"
for u in $units; do
	# shellcheck disable=SC2086 # lflags is a word list
	step "clang device $u.cu" "$clang" "${common[@]}" --cuda-device-only -D__CUDACC_RDC__ $lflags \
		-emit-llvm -c "$here/rdc_multi/$u.cu" -o "$u.bc"
done
# The README pipeline, as a pipe; each stage's messages are kept apart and
# shown in pipeline order, so the first error is the first stage's.
pipeline() {
	local rc
	# shellcheck disable=SC2086 # link_flags is a word list
	"$build/nvvm-link" vec.bc kernels.bc driver.bc --libdevice --cuda-path="$cuda" $link_flags 2>link.err |
		"$build/nvvm-opt" -O3 2>opt.err |
		"$build/nvvm-llc" --arch=sm_75,sm_90,sm_120 -o ptx 2>llc.err
	rc=("${PIPESTATUS[@]}")
	cat link.err opt.err llc.err >&2
	[ "${rc[0]}" -eq 0 ] && [ "${rc[1]}" -eq 0 ] && [ "${rc[2]}" -eq 0 ]
}
step "nvvm-link | nvvm-opt | nvvm-llc" pipeline
n=$(ls ptx/*.ptx 2>/dev/null | wc -l)
[ "$n" -eq 3 ] || check "nvvm-llc wrote $n PTX files, expected 3 (sm_75, sm_90, sm_120)"

# Relocatable cubins (ptxas --compile-only) next to the PTX, in one fatbin.
step "fatpack create --cubins-for" "$build/fatpack" create -o app.fatbin ptx/*.ptx \
	--cubins-for=sm_75,sm_90,sm_120 --ptxas-options=--compile-only --cuda-path="$cuda"
step "fatpack list app.fatbin" "$build/fatpack" list app.fatbin
for a in $archs; do
	grep -qE "cubin +$a " step.out && grep -qE "ptx +$a " step.out ||
		check "app.fatbin lacks the cubin or PTX entry of $a"
done

# nvlink itself: each arch's relocatable cubin against libcudadevrt.
step "fatpack extract cubins" "$build/fatpack" extract app.fatbin --kind=cubin -o rel
for a in $archs; do
	step "nvlink $a -lcudadevrt" "$cuda/bin/nvlink" -arch="$a" rel/*."$a".cubin \
		-L"$cuda/lib64" -lcudadevrt -o "linked.$a.cubin"
done

# Host side. clang's classic rdc registration (--no-offload-new-driver):
# each file's object carries a relocatable fatbin (__nv_relfatbin) and a
# module id, and calls __cudaRegisterLinkedBinary<ID>, which nvcc -dlink
# defines. The whole device program went through nvvm-link into one module,
# so driver.cu carries it; the other two carry an empty relocatable module
# per arch (clang writes no registration without a GPU binary, and their
# host stubs must register their kernels with the linked image).
for a in $archs; do
	printf '.version 7.8\n.target %s\n.address_size 64\n' "$a" >"empty.$a.ptx"
	step "ptxas -c empty $a" "$cuda/bin/ptxas" -arch="$a" -c "empty.$a.ptx" -o "empty.$a.cubin"
done
step "fatpack create empty.fatbin" "$build/fatpack" create -o empty.fatbin empty.*.cubin
for u in $units; do
	bin=empty.fatbin
	[ $u = driver ] && bin=app.fatbin
	step "clang host $u.cu" "$clang" "${common[@]}" --cuda-host-only --no-offload-new-driver -O2 \
		-Xclang -fcuda-include-gpubinary -Xclang "$bin" -c "$here/rdc_multi/$u.cu" -o "$u.o"
done
step "fatpack list driver.o" "$build/fatpack" list driver.o
grep -qE "cubin +sm_90 " step.out || check "driver.o does not carry app.fatbin's entries"
step "nvcc -dlink -lcudadevrt" "$cuda/bin/nvcc" -dlink \
	-gencode arch=compute_75,code=sm_75 -gencode arch=compute_90,code=sm_90 \
	-gencode arch=compute_120,code=sm_120 vec.o kernels.o driver.o -lcudadevrt -o dlink.o
step "clang host link" "$clang" vec.o kernels.o driver.o dlink.o -L"$cuda/lib64" -lcudadevrt \
	-lcudart_static -lstdc++ -lrt -lpthread -ldl -o app
[ -x app ] || check "no executable written"

# The executable: our cubins and PTX (relocatable, from driver.o), the
# device-linked cubins nvlink made from them, and one registration stub per
# module id.
step "fatpack list app" "$build/fatpack" list app
cp step.out list.txt
for a in $archs; do
	grep -qE "ptx +$a " list.txt || check "fatpack list app: no PTX entry for $a"
	c=$(grep -cE "cubin +$a " list.txt)
	[ "$c" -ge 2 ] || check "fatpack list app: $c cubin entries for $a, expected the relocatable one and the linked one"
done
step "fatpack verify app" "$build/fatpack" verify app
step "nm app" nm app
for u in $units; do
	id=$(nm "$u.o" | sed -n 's/.* __fatbinwrap\(__nv_[0-9a-f]*\)$/\1/p' | head -1)
	[ -n "$id" ] || check "$u.o has no module id"
	grep -q "T __cudaRegisterLinkedBinary$id\$" step.out ||
		check "app does not define __cudaRegisterLinkedBinary$id ($u.cu)"
done
sed -n '1,2p' list.txt
grep '^archs:' list.txt
echo "PASS rdc-e2e [$level]: app $(stat -c %s app) bytes, $(grep -c 'cubin\|ptx ' list.txt) fatbin entries"
