#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# ctest install/cmake-example: install the build into a temporary prefix and
# build examples/cmake against it (find_package(nvvmtools) and
# nvvmtools_add_fatbin(), doc/cmake.md); then check the three executables:
# their fatbins hold a cubin and PTX for every arch (fatpack list), the RDC
# program is device-linked (nvcc -dlink's registration functions), the
# driver-API program has the fatbin symbol. Not run: no GPU is assumed.
#
#   example.sh BUILD_DIR CMAKE [CUDA_PATH]
#
# Exit 0 passed, 1 failed, 77 skipped (clang-22 or the CUDA toolkit missing;
# the reason is printed).
set -u
build=$1 cmake=$2 cuda=${3:-}
[ -n "$cuda" ] || cuda=${CUDA_PATH:-/usr/local/cuda}
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
command -v clang-22 >/dev/null 2>&1 || { echo "SKIPPED: clang-22 not found"; exit 77; }
for f in bin/ptxas bin/nvcc lib64/libcudart.so lib64/libcudadevrt.a lib64/stubs/libcuda.so \
	nvvm/libdevice/libdevice.10.bc include/cuda_runtime.h; do
	[ -e "$cuda/$f" ] || { echo "SKIPPED: $cuda/$f not found (CUDA toolkit)"; exit 77; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nvt-example.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install/cmake-example: FAIL: $*" >&2; exit 1; }

"$cmake" --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" 2>&1 ||
	{ cat "$tmp/install.log"; fail "cmake --install"; }
"$cmake" -S "$src/examples/cmake" -B "$tmp/b" -DCMAKE_PREFIX_PATH="$tmp/prefix" \
	-DNVVMTOOLS_CUDA_PATH="$cuda" >"$tmp/configure.log" 2>&1 ||
	{ cat "$tmp/configure.log"; fail "configuring examples/cmake"; }
"$cmake" --build "$tmp/b" >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; fail "building examples/cmake"; }
grep -i 'warning' "$tmp/build.log" && fail "warnings while building examples/cmake"
# the tools that ran are the installed ones
grep -q "$tmp/prefix/bin/nvvm-llc" "$tmp/b/CMakeFiles/vecops_nvvmtools.dir/build.make" ||
	fail "examples/cmake did not use the installed nvvm-llc"

fatpack=$tmp/prefix/bin/fatpack
for app in vecapp rdcapp loadapp; do
	[ -x "$tmp/b/$app" ] || fail "$app not built"
	"$fatpack" list "$tmp/b/$app" >"$tmp/$app.list" || fail "fatpack list $app"
	echo "--- fatpack list $app"; cat "$tmp/$app.list"
	for a in sm_80 sm_90; do
		grep -qE "cubin +$a " "$tmp/$app.list" || fail "$app: no $a cubin"
	done
	"$fatpack" verify "$tmp/b/$app" >/dev/null || fail "fatpack verify $app"
done
# vecapp: two .cu files, each its own fatbin with PTX (libdevice's sqrtf/expf inlined)
[ "$(grep -c '^ *[0-9]* *[0-9]* ptx ' "$tmp/vecapp.list")" -eq 4 ] || fail "vecapp: expected 4 PTX entries (2 files x 2 archs)"
nm "$tmp/b/vecapp" | grep -q ' U __cudaRegisterFatBinary' || fail "vecapp does not register its fatbins"
"$cmake" -E cat "$tmp/b/vecops.nvvmtools/vecops.cu0.sm_80.ptx" | grep -q '__nv_' &&
	fail "vecapp: libdevice calls left in the PTX"
# rdcapp: device-linked (nvcc -dlink wrote __cudaRegisterLinkedBinary for each file)
[ "$(nm "$tmp/b/rdcapp" | grep -c ' T __cudaRegisterLinkedBinary')" -eq 2 ] ||
	fail "rdcapp: expected 2 __cudaRegisterLinkedBinary functions"
nm "$tmp/b/loadapp" | grep -q ' R add1_fatbin$' || fail "loadapp: no add1_fatbin symbol"

# usage errors of nvvmtools_add_fatbin(): a clear message at configure time
bad() { # WHAT CALL EXPECTED
	mkdir -p "$tmp/bad" && rm -rf "$tmp/bad/"*
	printf 'cmake_minimum_required(VERSION 3.20)\nproject(bad LANGUAGES C)\nfind_package(nvvmtools CONFIG REQUIRED)\n%s\n' "$2" \
		>"$tmp/bad/CMakeLists.txt"
	: >"$tmp/bad/k.cu"; : >"$tmp/bad/k.txt"
	if "$cmake" -S "$tmp/bad" -B "$tmp/bad/b" -DCMAKE_PREFIX_PATH="$tmp/prefix" >"$tmp/bad.log" 2>&1; then
		fail "$1: configured without an error"
	fi
	# CMake wraps long messages: compare with the lines joined
	tr '\n' ' ' <"$tmp/bad.log" | tr -s ' ' | grep -qF "$3" || { cat "$tmp/bad.log"; fail "$1: no message '$3'"; }
}
bad "no SOURCES" "nvvmtools_add_fatbin(t ARCHS sm_80)" "nvvmtools_add_fatbin(t): SOURCES is empty"
bad "no ARCHS" "nvvmtools_add_fatbin(t SOURCES k.cu)" "nvvmtools_add_fatbin(t): ARCHS is empty"
bad "bad arch" "nvvmtools_add_fatbin(t SOURCES k.cu ARCHS compute_80)" "arch 'compute_80' is not sm_NN, sm_NNa or sm_NNf"
bad "unknown arch" "nvvmtools_add_fatbin(t SOURCES k.cu ARCHS sm_80 sm_91)" "arch 'sm_91' is not one nvvm-tools knows (known: sm_20"
bad "bad source" "nvvmtools_add_fatbin(t SOURCES k.txt ARCHS sm_80)" "bad/k.txt' is not .cu, .ll or .bc"
bad "unknown argument" "nvvmtools_add_fatbin(t FAST SOURCES k.cu ARCHS sm_80)" "unknown arguments: FAST"
bad "no ptxas" "nvvmtools_add_fatbin(t SOURCES k.cu ARCHS sm_80 CUDA_PATH /nonexistent)" "no ptxas in '/nonexistent/bin'"
echo "install/cmake-example: PASS"
