#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# ctest headers/standalone: every public header compiles alone, as the first
# and only include of a translation unit, as C99 and C11 (-pedantic -Wall
# -Wextra -Werror) and as C++11 (same flags), with and without
# NVT_EXPERIMENTAL; and NVT_OPTS builds and zeroes in each language with
# every compiler found (gcc/g++, clang/clang++).
#
#   run.sh SOURCE_DIR BUILD_DIR CC
#
# Exit 0: passed; 1: failed; 77: skipped (no C++ compiler at all).
set -u
src=$1 build=$2 cc=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nvt-headers.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
inc="-I$src/include -I$build/include"
flags="-pedantic -Wall -Wextra -Werror"
cxx=""
for c in g++ c++ clang++-22 clang++; do
	command -v "$c" >/dev/null 2>&1 && { cxx=$c; break; }
done
[ -n "$cxx" ] || { echo "headers/standalone: SKIP: no C++ compiler (g++ or clang++) found"; exit 77; }
failed=0 n=0
for h in "$src"/include/nvvmtools/*.h; do
	name=$(basename "$h")
	printf '#include <nvvmtools/%s>\n' "$name" >"$tmp/t.c"
	cp "$tmp/t.c" "$tmp/t.cpp"
	for exp in "" -DNVT_EXPERIMENTAL; do
		for std in c99 c11; do
			n=$((n + 1))
			$cc -std=$std $flags $exp $inc -fsyntax-only "$tmp/t.c" 2>"$tmp/err" ||
				{ echo "FAIL: $name as $std $exp:"; cat "$tmp/err"; failed=1; }
		done
		n=$((n + 1))
		$cxx -std=c++11 $flags $exp $inc -fsyntax-only "$tmp/t.cpp" 2>"$tmp/err" ||
			{ echo "FAIL: $name as C++11 $exp ($cxx):"; cat "$tmp/err"; failed=1; }
	done
done

# NVT_OPTS: every field set (no compiler is then obliged to zero the
# padding) and the trailing padding read back as zero, -O0 and -O2.
cat >"$tmp/opts.c" <<'EOC'
#include <nvvmtools/codegen.h>
#include <nvvmtools/diag.h>
#include <stdio.h>
static int tail_zero(const void *p, size_t end, size_t size)
{
	const unsigned char *b = (const unsigned char *)p;
	for (size_t i = end; i < size; i++)
		if (b[i])
			return 0;
	return 1;
}
#define END(T) (offsetof(struct T, T##__last_field) + sizeof(((struct T *)0)->T##__last_field))
int main(void)
{
	volatile unsigned char junk[2048];
	for (size_t i = 0; i < sizeof(junk); i++)
		junk[i] = 0xee;
	NVT_OPTS(nvt_diags_opts, d, .callback = 0, .ctx = 0, .max_errors = 7, .werror = true,
		 .no_warnings = true);
	NVT_OPTS(nvt_codegen_opts, c, .opt_level = NVT_OPT_O2, .jobs = 2);
	if (d.sz != sizeof(d) || d.max_errors != 7 || !d.werror || c.jobs != 2 ||
	    c.opt_level != NVT_OPT_O2 || c.ptx_version != 0 || c.makeflags)
		return printf("fields wrong\n"), 1;
	if (!tail_zero(&d, END(nvt_diags_opts), sizeof(d)) ||
	    !tail_zero(&c, END(nvt_codegen_opts), sizeof(c)))
		return printf("padding not zero\n"), 1;
	return 0;
}
EOC
cp "$tmp/opts.c" "$tmp/opts.cpp"
for c in "$cc -std=c99" "$cc -std=c11" "clang-22 -std=c99" "clang -std=c11" "g++ -std=c++11" \
	"g++ -std=c++20" "clang++-22 -std=c++11" "clang++ -std=c++17"; do
	set -- $c
	command -v "$1" >/dev/null 2>&1 || continue
	f=$tmp/opts.c
	case $1 in *++*) f=$tmp/opts.cpp ;; esac
	for o in -O0 -O2; do
		n=$((n + 1))
		if $c $o $flags $inc "$f" -o "$tmp/opts" 2>"$tmp/err"; then
			"$tmp/opts" || { echo "FAIL: NVT_OPTS with $c $o"; failed=1; }
		else
			echo "FAIL: NVT_OPTS does not build with $c $o:"; cat "$tmp/err"; failed=1
		fi
	done
done
echo "headers/standalone: $n compilations, C++ compiler $cxx"
exit $failed
