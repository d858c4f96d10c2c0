#!/bin/sh
# For each DIR/*.ptx: ptxas -g, then the address classes of the cubin by
# llvm-dwarfdump and by nvvm-dwarfdump, and of the PTX by nvvm-dwarfdump,
# compared; prints each difference and a summary line.
# Usage: oracle-corpus.sh PTXAS CLASSES_SH DIR
ptxas=$1 classes=$2 dir=$3 n=0 diffs=0
for p in "$dir"/*.ptx; do
  b=${p%.ptx}
  "$ptxas" -arch=sm_90 -g "$p" -o "$b.cubin" || { echo "ptxas failed: $p"; diffs=$((diffs + 1)); continue; }
  n=$((n + 1))
  llvm-dwarfdump --debug-info "$b.cubin" | sh "$classes" > "$b.llvm"
  nvvm-dwarfdump "$b.cubin" | sh "$classes" > "$b.nvt"
  nvvm-dwarfdump "$p" | sh "$classes" > "$b.ptxcls"
  test -s "$b.llvm" || { echo "no classes: $b.cubin"; diffs=$((diffs + 1)); }
  cmp -s "$b.llvm" "$b.nvt" || { echo "llvm-dwarfdump and nvvm-dwarfdump differ: $b.cubin"; diffs=$((diffs + 1)); }
  cmp -s "$b.llvm" "$b.ptxcls" || { echo "cubin and PTX classes differ: $b"; diffs=$((diffs + 1)); }
done
echo "$n cubins, $diffs differences"
