#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# ctest abi/baseline: the ABI of libnvvmtools.so and libnvvmtools-core.so as
# built now, read by abidw (libabigail) from their DWARF with only the types
# of the public headers (--headers-dir include/nvvmtools), compared by
# abidiff with the committed baseline of 0.1 (tests/abi/*.abi). Any change,
# compatible or not, fails: an intended one is recorded by regenerating the
# baseline (doc/abi-policy.md says when that is allowed):
#
#   run.sh SOURCE_DIR BUILD_DIR            check
#   run.sh SOURCE_DIR BUILD_DIR --update   rewrite tests/abi/*.abi
#
# Exit 0: same ABI; 1: changed (the report says how); 77: skipped, with the
# reason (abidw/abidiff missing: apt-get install abigail-tools; a library
# built without -g).
set -u
src=$1 build=$2 mode=${3:-check}
here=$src/tests/abi
supp=$here/suppressions.txt
for t in abidw abidiff; do
	command -v $t >/dev/null 2>&1 || {
		echo "abi/baseline: SKIP: $t not found (Debian: apt-get install abigail-tools; scripts/install-deps.sh does)"
		exit 77
	}
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nvt-abi.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
# Nothing that depends on the build: no paths, no DT_NEEDED (a sanitizer
# build links its runtimes), no source locations.
abidw_flags="--headers-dir $src/include/nvvmtools --drop-private-types --no-corpus-path
	--no-comp-dir-path --no-show-locs --no-elf-needed --suppressions $supp"
status=0
for lib in nvvmtools-core nvvmtools; do
	so=$build/lib$lib.so
	[ -e "$so" ] || { echo "abi/baseline: FAIL: $so not built"; exit 1; }
	if ! readelf -S "$so" 2>/dev/null | grep -q '\.debug_info'; then
		echo "abi/baseline: SKIP: $so has no debug info (build with -g: RelWithDebInfo or Debug)"
		exit 77
	fi
	# shellcheck disable=SC2086
	abidw $abidw_flags --out-file "$tmp/lib$lib.abi" "$so" || { echo "abi/baseline: FAIL: abidw $so"; exit 1; }
	if [ "$mode" = --update ]; then
		cp "$tmp/lib$lib.abi" "$here/lib$lib.abi"
		echo "abi/baseline: wrote $here/lib$lib.abi"
		continue
	fi
	base=$here/lib$lib.abi
	[ -e "$base" ] || { echo "abi/baseline: FAIL: no baseline $base"; exit 1; }
	if abidiff --suppressions "$supp" --no-show-locs "$base" "$tmp/lib$lib.abi" >"$tmp/report" 2>&1; then
		echo "abi/baseline: lib$lib.so: same ABI as the 0.1 baseline"
	else
		rc=$?
		echo "abi/baseline: FAIL: lib$lib.so differs from the baseline $base (abidiff status $rc):"
		cat "$tmp/report"
		status=1
	fi
done
if [ $status != 0 ]; then
	echo "If the change is intended and allowed (doc/abi-policy.md), record it with:"
	echo "  sh tests/abi/run.sh $src $build --update   (or: make abi-baseline)"
fi
exit $status
