#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Regenerate src/verify/intrinsics.def by MEASURING LLVM 22 (doc/intrinsics.md).
#
#   scripts/gen-intrinsics-table.sh BUILDDIR [JOBS]
#
# 1. BUILDDIR/tests/sweep/nvt-intrinsic-sweep list: every llvm.nvvm.* intrinsic
#    LLVM 22 knows (enumerated through the C API), one case per overload
#    instantiation, with its constant (immarg) operands;
# 2. ... probe ARCH, for every arch of src/core/arch.c, JOBS at a time
#    (forked llc-in-process compiles: at PTX 9.0, then the lowest version that
#    works, then with 32-bit pointers);
# 3. scripts/gen-intrinsics-table.py folds the measurements, the corrections
#    of scripts/intrinsics-overrides.tsv (ptxas facts found by the sweep) and
#    family patterns into the table.
# Then run the sweep (ctest -R sweep/intrinsics) to check it against ptxas.
# Takes 20-40 minutes on 2 cores (the old archs, where most intrinsics fail,
# are the slow ones).
set -eu
build=${1:?usage: gen-intrinsics-table.sh BUILDDIR [JOBS]}
jobs=${2:-2}
src=$(cd "$(dirname "$0")/.." && pwd)
tool=$build/tests/sweep/nvt-intrinsic-sweep
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$tool" list > "$work/list.tsv"
archs=$(grep -o 'A("sm_[0-9a-z]*"' "$src/src/core/arch.c" | cut -d'"' -f2)
echo "$archs" | xargs -P "$jobs" -I{} sh -c "nice '$tool' probe {} > '$work/{}.tsv'"
python3 "$src/scripts/gen-intrinsics-table.py" --arch-table "$src/src/core/arch.c" \
	--list "$work/list.tsv" --overrides "$src/scripts/intrinsics-overrides.tsv" \
	"$work"/sm_*.tsv > "$src/src/verify/intrinsics.def.new"
mv "$src/src/verify/intrinsics.def.new" "$src/src/verify/intrinsics.def"
# keep the raw measurements next to the table for review
cat "$work"/sm_*.tsv | gzip -9n > "$src/scripts/intrinsics-probe.tsv.gz"
echo "wrote src/verify/intrinsics.def ($(grep -c '^NVT_INTRINSIC' "$src/src/verify/intrinsics.def") rows)"
