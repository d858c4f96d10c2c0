#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# ctest install/consumers: install the build into a temporary prefix (and
# once more under DESTDIR), check what was installed, then build
# tests/install/consumer.c against the prefix with pkg-config (shared, and
# static from the archives) and with a CMake project using
# find_package(nvvmtools CONFIG), and run each.
#
#   run.sh BUILD_DIR CMAKE CC [CUDA_PATH [CFLAGS]]
#
# CUDA_PATH '-' makes the consumers look nowhere for libdevice (tests the
# skip path); CFLAGS are added to both consumer builds (sanitizer builds).
#
# Exit 0: passed; 1: failed; 77 (skipped): everything ran but the
# libdevice link, for lack of a CUDA toolkit with libdevice.
set -u
build=$1 cmake=$2 cc=$3 cuda=${4:-} cflags=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nvt-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "install/consumers: FAIL: $*" >&2; exit 1; }

"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 ||
	{ cat "$tmp/install.log"; fail "cmake --install --prefix"; }

# What must be there (doc/install.md lists it).
libdir=lib
[ -d "$prefix/lib" ] || libdir=$(cd "$prefix" && ls -d lib*/ | head -1 | tr -d /)
for f in bin/nvvm-link bin/nvvm-opt bin/nvvm-llc bin/fatpack bin/nvvm-dwarfdump \
	$libdir/libnvvmtools.so $libdir/libnvvmtools.so.0 $libdir/libnvvmtools-core.so \
	$libdir/libnvvmtools-core.so.0 $libdir/libnvvmtools.a $libdir/libnvvmtools-core.a \
	$libdir/pkgconfig/libnvvmtools.pc $libdir/pkgconfig/libnvvmtools-core.pc \
	$libdir/cmake/nvvmtools/nvvmtoolsConfig.cmake $libdir/cmake/nvvmtools/nvvmtoolsConfigVersion.cmake \
	include/nvvmtools/common.h include/nvvmtools/version.h include/nvvmtools/link.h \
	include/nvvmtools/codegen.h include/nvvmtools/fatbin.h \
	share/man/man1/nvvm-link.1 share/man/man1/nvvm-opt.1 share/man/man1/nvvm-llc.1 \
	share/man/man1/fatpack.1 share/man/man1/nvvm-dwarfdump.1 \
	$libdir/nvvm-open/libnvvm.so.4 $libdir/nvvm-open/libnvvm.so include/nvvmtools/nvvm-open.h; do
	[ -e "$prefix/$f" ] || fail "not installed: $f"
done
# fatpack under the name fatbinary, in a directory of its own (relative link)
fb=$prefix/libexec/nvvm-tools/fatbinary-compat/bin/fatbinary
[ "$(readlink "$fb")" = "../../../../bin/fatpack" ] || fail "libexec/nvvm-tools/fatbinary-compat/bin/fatbinary is not a link to bin/fatpack"
"$fb" --version | grep -q "NVIDIA fatbinary's command line" || fail "fatbinary link: --version"
[ -f "$prefix/$libdir/cmake/nvvmtools/nvvmtoolsFatbin.cmake" ] || fail "not installed: nvvmtoolsFatbin.cmake"
# SONAME links: lib.so -> lib.so.0 -> lib.so.0.x.y
for l in libnvvmtools libnvvmtools-core; do
	[ "$(readlink "$prefix/$libdir/$l.so")" = "$l.so.0" ] || fail "$l.so is not a link to $l.so.0"
	case $(readlink "$prefix/$libdir/$l.so.0") in $l.so.0.*) ;; *) fail "$l.so.0 is not a link to $l.so.0.*";; esac
done
# Only public headers: nothing from src/.
[ "$(ls "$prefix/include/nvvmtools" | grep -v '\.h$')" = "" ] || fail "non-header files in include/nvvmtools"

# The installed tools load the installed libraries (run path $ORIGIN/../lib),
# not the build tree's.
for t in nvvm-link nvvm-llc fatpack; do
	out=$(ldd "$prefix/bin/$t") || fail "ldd $t"
	echo "$out" | grep -q "not found" && fail "$t: unresolved library: $out"
	echo "$out" | grep 'libnvvmtools' | grep -qv "$prefix/bin/../$libdir/" &&
		fail "$t does not load the installed libraries: $out"
	"$prefix/bin/$t" --version >/dev/null || fail "$t --version"
done
# Tools linked with LLVM's archives (NVT_STATIC_LLVM) load no libLLVM and no
# libnvvmtools at all; the others load the installed ones (above).
for t in nvvm-link nvvm-opt nvvm-llc; do
	if "$prefix/bin/$t" --version | grep -q '(linked statically)'; then
		ldd "$prefix/bin/$t" | grep -E 'libLLVM|libnvvmtools' &&
			fail "$t says LLVM is linked statically but loads a shared library of it"
	else
		ldd "$prefix/bin/$t" | grep -q 'libLLVM' || fail "$t loads no libLLVM"
	fi
done
ldd "$prefix/$libdir/libnvvmtools.so.0" | grep -q "libnvvmtools-core.so.0 => $prefix/$libdir/" ||
	fail "libnvvmtools.so.0 does not find the installed libnvvmtools-core.so.0"
grep -q '/src' "$prefix/$libdir/cmake/nvvmtools/nvvmtoolsTargets.cmake" &&
	fail "the CMake package names a src/ directory"
# Every man page holds the tool's options (and renders, where man exists).
for t in nvvm-link nvvm-opt nvvm-llc fatpack nvvm-dwarfdump; do
	grep -q 'diag\\-format' "$prefix/share/man/man1/$t.1" || fail "man page $t.1 lacks the options"
done
if command -v man >/dev/null 2>&1; then
	for t in nvvm-link nvvm-llc; do
		man -l "$prefix/share/man/man1/$t.1" 2>/dev/null | grep -q -- '--diag-format' ||
			fail "man page $t.1 does not render its options"
	done
fi

# libnvvm-open: <libdir>/nvvm-open holds libnvvm.so -> libnvvm.so.4 (the
# SONAME of NVIDIA's), which loads without the rest of the prefix; a libNVVM
# client built against the installed header runs with LD_LIBRARY_PATH.
[ "$(readlink "$prefix/$libdir/nvvm-open/libnvvm.so")" = "libnvvm.so.4" ] ||
	fail "nvvm-open/libnvvm.so is not a link to libnvvm.so.4"
ldd "$prefix/$libdir/nvvm-open/libnvvm.so.4" | grep -q "not found" &&
	fail "nvvm-open/libnvvm.so.4 has unresolved libraries"
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Werror $cflags -I"$prefix/include" -o "$tmp/nvvm_consumer" "$here/nvvm_consumer.c" \
	-L"$prefix/$libdir/nvvm-open" -lnvvm || fail "cc nvvm_consumer.c -lnvvm"
LD_LIBRARY_PATH="$prefix/$libdir/nvvm-open" ldd "$tmp/nvvm_consumer" |
	grep -q "libnvvm.so.4 => $prefix/$libdir/nvvm-open/libnvvm.so.4" ||
	fail "nvvm_consumer does not load the installed libnvvm.so.4"
LD_LIBRARY_PATH="$prefix/$libdir/nvvm-open" "$tmp/nvvm_consumer" || fail "nvvm_consumer"

# DESTDIR: staged under DESTDIR, nothing outside it; the .pc names the real prefix.
DESTDIR=$tmp/stage "$cmake" --install "$build" --prefix /opt/nvt >/dev/null 2>&1 ||
	fail "DESTDIR=... cmake --install"
[ -x "$tmp/stage/opt/nvt/bin/nvvm-llc" ] || fail "DESTDIR install: no bin/nvvm-llc"
grep -q '^prefix=/opt/nvt$' "$tmp/stage/opt/nvt/$libdir/pkgconfig/libnvvmtools.pc" ||
	fail "DESTDIR install: libnvvmtools.pc does not say prefix=/opt/nvt"

status=0
run_consumer() { # NAME BINARY
	"$2" "$1" "$cuda" >"$tmp/$1.out" 2>&1
	rc=$?
	cat "$tmp/$1.out"
	case $rc in
	0) ;;
	77) [ $status = 0 ] && status=77 ;;
	*) fail "$1 exited $rc" ;;
	esac
}

# 1. pkg-config
export PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig"
flags=$(pkg-config --cflags --libs libnvvmtools) || fail "pkg-config libnvvmtools"
case " $(pkg-config --cflags libnvvmtools) " in *"/src"*) fail "pkg-config --cflags names src/";; esac
pkg-config --print-requires-private libnvvmtools-core | grep -q libzstd ||
	fail "libnvvmtools-core.pc lacks its private requirements"
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Werror $cflags -o "$tmp/consumer-pkgconfig" "$here/consumer.c" $flags \
	-Wl,-rpath,"$prefix/$libdir" || fail "cc consumer.c \$(pkg-config --cflags --libs libnvvmtools)"
run_consumer consumer-pkgconfig "$tmp/consumer-pkgconfig"

# 1b. the static archives are complete: the same program from libnvvmtools.a
# and libnvvmtools-core.a (+ what pkg-config --static lists, minus us).
static_libs=$(pkg-config --static --libs-only-L --libs-only-l libnvvmtools | tr ' ' '\n' |
	grep -v -e '^-lnvvmtools' -e "^-L$prefix" | tr '\n' ' ')
llvm_dir=$(pkg-config --static --libs-only-L libnvvmtools | tr ' ' '\n' | grep -v "^-L$prefix" | sed -n 's/^-L//p' | head -1)
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Werror $cflags -o "$tmp/consumer-static" "$here/consumer.c" \
	$(pkg-config --cflags libnvvmtools) "$prefix/$libdir/libnvvmtools.a" "$prefix/$libdir/libnvvmtools-core.a" \
	$static_libs ${llvm_dir:+-Wl,-rpath,$llvm_dir} || fail "static link against libnvvmtools.a libnvvmtools-core.a"
ldd "$tmp/consumer-static" | grep -q libnvvmtools && fail "consumer-static loads a shared libnvvmtools"
run_consumer consumer-static "$tmp/consumer-static"

# 2. CMake find_package(nvvmtools CONFIG)
"$cmake" -S "$here/cmake-consumer" -B "$tmp/cmake-consumer" -DCMAKE_PREFIX_PATH="$prefix" \
	-DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release \
	-DCMAKE_C_FLAGS="$cflags" -DCMAKE_EXE_LINKER_FLAGS="$cflags" >"$tmp/cm.log" 2>&1 ||
	{ cat "$tmp/cm.log"; fail "configuring the find_package(nvvmtools) project"; }
"$cmake" --build "$tmp/cmake-consumer" >"$tmp/cmb.log" 2>&1 ||
	{ cat "$tmp/cmb.log"; fail "building the find_package(nvvmtools) project"; }
run_consumer consumer-cmake "$tmp/cmake-consumer/consumer-cmake"

[ $status = 77 ] && echo "install/consumers: SKIPPED the libdevice link (no libdevice)"
[ $status = 0 ] && echo "install/consumers: ok"
exit $status
