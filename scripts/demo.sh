#!/bin/bash
# make demo: compile examples/*.ll with nvvm-llc for several archs, show what
# came out, and assemble it with ptxas (and link the two-module example
# with nvlink) when the CUDA toolkit is present.
# Usage: scripts/demo.sh [BUILD_DIR]
set -eu
build=$(cd "${1:-build}" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
llc="$build/nvvm-llc"
out="$build/demo"
archs=sm_75,sm_80,sm_90,sm_100,sm_120
cuda=${CUDA_PATH:-${CUDA_HOME:-/usr/local/cuda}}
ptxas="$cuda/bin/ptxas"
nvlink="$cuda/bin/nvlink"

[ -x "$llc" ] || { echo "demo: $llc not built (run make build)" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out"
"$llc" --version
echo
for f in "$root"/examples/*.ll; do
	stem=$(basename "$f" .ll)
	echo "== $stem: nvvm-llc --arch=$archs -o $out"
	"$llc" --arch=$archs "$f" -o "$out"
	for a in ${archs//,/ }; do
		p="$out/$stem.$a.ptx"
		ver=$(sed -n 's/^\.version //p' "$p")
		entries=$(grep -cE '^\.(visible|weak) \.entry|^\.entry' "$p" || true)
		funcs=$(grep -cE '^\.(visible|extern|weak) \.func' "$p" || true)
		printf '   %-28s PTX %s  %s bytes  %s entry  %s func' "$(basename "$p")" "$ver" \
			"$(wc -c < "$p")" "$entries" "$funcs"
		if [ -x "$ptxas" ]; then
			"$ptxas" -c -arch="$a" "$p" -o "$p.cubin" && printf '  ptxas: ok'
		fi
		echo
	done
done
echo
echo "== saxpy for sm_90, the kernel:"
sed -n '/\.entry saxpy/,/^}/p' "$out/saxpy.sm_90.ptx" | sed 's/^/   /'
if [ -x "$ptxas" ] && [ -x "$nvlink" ]; then
	echo
	echo "== two modules: scale_kernel (calls scale_value) + scale_device, linked by nvlink"
	"$ptxas" -c -arch=sm_90 "$out/scale_kernel.sm_90.ptx" -o "$out/k.o"
	"$ptxas" -c -arch=sm_90 "$out/scale_device.sm_90.ptx" -o "$out/d.o"
	"$nvlink" -arch=sm_90 "$out/k.o" "$out/d.o" -o "$out/scale.cubin" && echo "   $out/scale.cubin: ok"
else
	echo
	echo "(no CUDA toolkit at $cuda: ptxas/nvlink steps skipped)"
fi

# The whole pipeline, as the README shows it: link two modules (and
# libdevice, lazily, when the toolkit has it), verify + optimize, compile for
# two archs in parallel, pack PTX + cubins into one fatbin, embed it in a host
# object, and look at the DWARF of a -g build.
echo
libdev=""
[ -f "$cuda/nvvm/libdevice/libdevice.10.bc" ] && libdev="--libdevice=$cuda/nvvm/libdevice/libdevice.10.bc"
pl="$out/pipeline"
echo "== nvvm-link scale_kernel.ll scale_device.ll $libdev --internalize --verify | nvvm-opt -O3 | nvvm-llc --arch=sm_80,sm_90 -o $pl/"
"$build/nvvm-link" "$root/examples/scale_kernel.ll" "$root/examples/scale_device.ll" $libdev \
	--internalize --verify | "$build/nvvm-opt" -O3 | "$llc" --arch=sm_80,sm_90 -o "$pl/"
ls -l "$pl" | sed 's/^/   /'
cubins=""
[ -x "$ptxas" ] && cubins="--cubins-for=sm_80,sm_90 --cuda-path=$cuda"
echo "== fatpack create $pl/*.ptx $cubins -o $out/app.fatbin"
"$build/fatpack" create "$pl"/*.ptx $cubins -o "$out/app.fatbin"
"$build/fatpack" list "$out/app.fatbin" | sed 's/^/   /'
"$build/fatpack" verify "$out/app.fatbin" && echo "   fatpack verify: ok"
echo "== fatpack embed $out/app.fatbin -o $out/app_fatbin.o --symbol=app_fatbin"
"$build/fatpack" embed "$out/app.fatbin" -o "$out/app_fatbin.o" --symbol=app_fatbin
"$build/fatpack" list "$out/app_fatbin.o" | head -3 | sed 's/^/   /'
echo
# tests/dwarf-corpus/O2/saxpy.ll is clang-22 -g output of a CUDA saxpy, optimized.
echo "== nvvm-llc -g --arch=sm_90 tests/dwarf-corpus/O2/saxpy.ll; nvvm-dwarfdump --stats (CUDA address classes)"
"$llc" -g --arch=sm_90 "$root/tests/dwarf-corpus/O2/saxpy.ll" -o "$out/saxpy.g.ptx"
"$build/nvvm-dwarfdump" --stats "$out/saxpy.g.ptx" | sed 's/^/   /'
"$build/nvvm-dwarfdump" --verify "$out/saxpy.g.ptx" && echo "   nvvm-dwarfdump --verify: every located variable/parameter has a matching class"
if [ -x "$ptxas" ]; then
	"$ptxas" -g -c -arch=sm_90 "$out/saxpy.g.ptx" -o "$out/saxpy.g.cubin" && echo "   ptxas -g: ok"
fi
# CUDA source through clang-22, the README way: the front end once per arch,
# since clang answers `#if __CUDA_ARCH__` when it compiles, then each arch's
# IR linked, optimized and compiled for that arch.
clang=$(command -v clang-22 || true)
if [ -n "$clang" ] && [ -f "$cuda/include/cuda_runtime.h" ]; then
	echo
	pa="$out/arch_paths"
	mkdir -p "$pa"
	echo "== examples/arch_paths.cu, the front end once per arch:"
	for a in sm_75 sm_90; do
		echo "   clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=$a ... -o $pa/arch_paths.$a.bc"
		echo "   nvvm-link $pa/arch_paths.$a.bc | nvvm-opt -O3 | nvvm-llc --arch=$a -o $pa/"
		"$clang" -x cuda --cuda-device-only --cuda-gpu-arch=$a --cuda-path="$cuda" -nocudalib \
			-Wno-unknown-cuda-version -Xclang -target-sdk-version=13.0 -I"$cuda/include/cccl" \
			-emit-llvm -c -O3 -Xclang -disable-llvm-optzns "$root/examples/arch_paths.cu" \
			-o "$pa/arch_paths.$a.bc"
		"$build/nvvm-link" "$pa/arch_paths.$a.bc" | "$build/nvvm-opt" -O3 | "$llc" --arch=$a -o "$pa/"
	done
	for a in sm_75 sm_90; do
		# the constant the kernel stores: 750 on the old path, 900 on sm_90's
		printf '   %-24s stores %s\n' "arch_paths.$a.ptx" \
			"$(grep -oE '(750|900);' "$pa/arch_paths.$a.ptx" | tr -d ';' | head -1)"
	done
	echo "== the sm_75 IR compiled for sm_90 runs the sm_75 path, and nvvm-llc says so:"
	"$llc" --arch=sm_90 "$pa/arch_paths.sm_75.bc" -o "$pa/one.sm_90.ptx" 2>&1 | sed 's/^/   /'
	printf '   %-24s stores %s\n' "one.sm_90.ptx" \
		"$(grep -oE '(750|900);' "$pa/one.sm_90.ptx" | tr -d ';' | head -1)"
else
	echo
	echo "(no clang-22 or no CUDA headers at $cuda: the per-arch CUDA example skipped)"
fi
echo
echo "demo output in $out"
