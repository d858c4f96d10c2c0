#!/bin/sh
# Regenerate the debug-built corpus (.ll) from src/*.cu with clang-22.
# -O0:  clang -O0 -g                                  (what cuda-gdb users build)
# -O2:  clang -O0 -Xclang -disable-O0-optnone -g, then opt -O2: clang's own
#       -O2 -g gives only debug directives for device code, no DWARF.
# Every module gets !nvvmir.version {2,0,3,2} so that libNVVM reads it too.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang-22}
OPT=${OPT:-opt-22}
CF="--cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -Wno-unknown-cuda-version -include $here/src/cuda_prelude.h -S -emit-llvm -fno-discard-value-names"
mkdir -p "$here/O0" "$here/O2"
for f in "$here"/src/*.cu; do
  b=$(basename "$f" .cu)
  (cd "$here/src" && $CLANG $CF -O0 -g "$b.cu" -o "$here/O0/$b.ll")
  (cd "$here/src" && $CLANG $CF -O0 -Xclang -disable-O0-optnone -g "$b.cu" -o "$here/O2/$b.tmp.ll")
  $OPT -S -O2 "$here/O2/$b.tmp.ll" -o "$here/O2/$b.ll"
  rm -f "$here/O2/$b.tmp.ll"
  for o in O0 O2; do
    # a stable directory in the metadata, and the libNVVM version tag
    sed -i -e "s|$here/src|/corpus|g" "$here/$o/$b.ll"
    printf '\n!nvvmir.version = !{!9999}\n!9999 = !{i32 2, i32 0, i32 3, i32 2}\n' >> "$here/$o/$b.ll"
  done
done
