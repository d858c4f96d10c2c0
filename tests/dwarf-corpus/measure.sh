#!/bin/sh
# Address-class coverage of the corpus, three ways (doc/ptx-dwarf.md):
#   llc-22        plain LLVM 22 (llc -mcpu=sm_90)
#   nvvm-llc -g   ours (LLVM 22 + src/codegen/debug_ir.c + src/dwarf)
#   libNVVM -g    NVIDIA's libNVVM, -arch=compute_100 (when CUDA is present)
# Usage: measure.sh BUILDDIR    Prints nvvm-dwarfdump --stats totals.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
B=$(cd "$1" && pwd)
LLC=${LLC:-llc-22}
CUDA=${CUDA:-/usr/local/cuda}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/llc" "$t/nvt" "$t/nvvm"
have_nvvm=0
if [ -f "$CUDA/lib/libnvvm.so" ] && cc -O1 -o "$t/libnvvm-ptx" "$here/libnvvm-ptx.c" \
     -L"$CUDA/lib" -lnvvm -Wl,-rpath,"$CUDA/lib" 2>/dev/null; then have_nvvm=1; fi
for o in O0 O2; do
  for f in "$here/$o"/*.ll; do
    b=$o-$(basename "$f" .ll)
    $LLC -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 "$f" -o "$t/llc/$b.ptx"
    "$B/nvvm-llc" -w -g --arch=sm_90 "$f" -o "$t/nvt/$b.ptx"
    if [ $have_nvvm = 1 ]; then
      "$t/libnvvm-ptx" "$f" -arch=compute_100 -g > "$t/nvvm/$b.ptx" 2>"$t/nvvm/$b.err" ||
        { echo "libNVVM rejected $b: $(head -c 300 "$t/nvvm/$b.err")" >&2; rm -f "$t/nvvm/$b.ptx"; }
    fi
  done
done
for k in llc nvt nvvm; do
  ls "$t/$k"/*.ptx >/dev/null 2>&1 || continue
  echo "== $k ($(ls "$t/$k"/*.ptx | wc -l) modules)"
  "$B/nvvm-dwarfdump" --stats "$t/$k"/*.ptx | sed -n '/^total:/,$p'
  "$B/nvvm-dwarfdump" --verify --strict "$t/$k"/*.ptx 2>/dev/null | grep -c FAILED | sed 's/^/modules failing --verify --strict: /' || true
done
