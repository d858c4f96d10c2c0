#!/bin/sh
# pipeline.sh OUTDIR CLANG_CUDA_CMD... -- SOURCE PTXAS: compile SOURCE with clang-22
# at every optimization level a build uses (once, for sm_75), run the
# README's tools on it (nvvm-link --libdevice | nvvm-opt -O3 | nvvm-llc; for
# the -O0 builds also nvvm-opt -O0 | nvvm-llc -O0) for sm_75, sm_90 and
# sm_120, and assemble every PTX with ptxas. One IR for three archs, with the
# arch-mismatch warning silenced (-w): the source has no __CUDA_ARCH__
# branches, so the sm_75 IR is right for all three; the per-arch front end
# the README teaches is tests/lit/frontend/arch-paths.test. Prints one line per step that passed; stops at the
# first failure (exit 1). The tools come from PATH (lit puts the build first).
set -e
out=$1; shift
cmd=""
while [ "$1" != "--" ]; do cmd="$cmd $1"; shift; done
shift
src=$1; ptxas=$2
mkdir -p "$out"
i=0
for opt in "-O0" "-O0 -g" "-O3 -Xclang -disable-llvm-optzns" "-O2"; do
  i=$((i + 1))
  $cmd --cuda-gpu-arch=sm_75 $opt "$src" -o "$out/m$i.bc"
  # the README pipeline, for every build
  nvvm-link -w "$out/m$i.bc" --libdevice | nvvm-opt -w -O3 | \
    nvvm-llc -w --arch=sm_75,sm_90,sm_120 -o "$out/p$i"
  dirs="$out/p$i"
  # -O0 builds also the way a debug build keeps them: nothing optimized
  case "$opt" in
  -O0*) nvvm-link -w "$out/m$i.bc" --libdevice | nvvm-opt -w -O0 | \
          nvvm-llc -w -O0 --arch=sm_75,sm_90,sm_120 -o "$out/p${i}O0"
        dirs="$dirs $out/p${i}O0" ;;
  esac
  for d in $dirs; do
    for a in 75 90 120; do
      # the stem of the PTX names is nvvm-llc's business: any one file per arch
      set -- "$d"/*.sm_$a.ptx
      [ $# -eq 1 ] && [ -f "$1" ]
      "$ptxas" -arch=sm_$a -c "$1" -o "$d/sm_$a.cubin"
    done
  done
  echo "ok $opt"
done
