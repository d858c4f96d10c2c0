#!/bin/sh
# Compile the corpus twice into DIR: nvvm-llc -g (NAME.ptx) and plain llc-22
# (llc/NAME.ptx). Usage: build-corpus.sh SRCDIR DIR
set -e
mkdir -p "$2/llc"
for f in "$1"/tests/dwarf-corpus/O0/*.ll "$1"/tests/dwarf-corpus/O2/*.ll; do
  b=$(basename "$(dirname "$f")")-$(basename "$f" .ll)
  nvvm-llc -w -g --arch=sm_90 "$f" -o "$2/$b.ptx"
  llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 "$f" -o "$2/llc/$b.ptx"
done
