#!/usr/bin/env bash
# tests/gpu/e2e/run.sh: real CUDA C++ (kernels.cu, rdc_main.cu + rdc_lib.cu)
# compiled by clang-22 with the CUDA 13 headers, through our pipeline, run
# on the GPU and checked against the CPU (gpu_e2e.c). doc/real-world.md "On a GPU".
#
#   run.sh all BUILD OUT GPU_E2E        probe the GPU, prepare for its arch, run
#   run.sh prepare BUILD OUT ARCH [GPU_E2E]
#                                       everything that needs no GPU: the modules
#                                       below, for ARCH, in OUT (with GPU_E2E and
#                                       this script copied in, OUT runs elsewhere)
#   run.sh run OUT [GPU_E2E]            run and check every module in OUT
#
# The modules (ARCH = the GPU's sm_XY):
#   ours.O0 ours.O0g ours.O3n ours.O2   kernels.cu at clang's -O0, -O0 -g,
#       -O3 -Xclang -disable-llvm-optzns and -O2; nvvm-link --libdevice |
#       nvvm-opt -O3 | nvvm-llc --arch=ARCH (-g for -O0 -g); fatpack create
#       --cubins-for=ARCH: a fatbin with our PTX and ptxas's cubin
#   ours.O3sp   O3n with clang's -fcuda-short-ptr (32-bit shared, constant and
#       local pointers in the data layout; nvvm-llc writes 64-bit addresses
#       there, doc/nvvm-llc.md "Short pointers": its arithmetic must hold)
#   ours.dbg    -O0 -g with nvvm-opt -O0 and nvvm-llc -g -O0, ptxas -g: what a
#       debugger reads (run-on-gpu.sh stops cuda-gdb in it)
#   ours.jit    the O3n PTX alone in a fatbin: the driver JIT-compiles it
#   ours.j4     nvvm-opt and nvvm-llc in 4 partitions on 4 threads
#   open        libnvvm-open (our nvvm.h) on the O3n bitcode, -arch=compute_XY,
#       libdevice added lazily (NVVM_OPEN_LEGACY_IR=1: clang writes no IR version)
#   ours.rdc    rdc_*.cu with -fgpu-rdc -D__CUDACC_RDC__, both through
#       nvvm-link, ptxas -c, nvlink -lcudadevrt (the device runtime launch)
#   ours.app    app.cu, a runtime API program: the device side through the
#       pipeline into a fatbin, the host side by clang-22 embedding it
#       (-fcuda-include-gpubinary), linked with cudart_static; it checks itself
#   ours.app_lib  app_lib.cu the same way: CUB's device-wide reduce, scan,
#       radix sort and histogram and Thrust's sort, reduce, transform_reduce
#       and scan, checked against the CPU and timed
#   nvcc nvcc.rdc nvcc.app nvcc.app_lib   the same sources through nvcc: the control. A check that
#       fails on nvcc's build too is a bug of this test, reported as such.
# Then the heavy kernels are timed, ours.O3n against nvcc (informative:
# nothing passes or fails on time; outputs must agree).
# Exit: 0 all pass, 1 a check failed, 77 no GPU, driver, clang-22 or CUDA.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cuda=${CUDA_PATH:-/usr/local/cuda}
mode=${1:-}

die() { echo "gpu-e2e: $*"; exit 1; }
skip() { echo "SKIPPED: $*"; exit 77; }

probe() { # GPU_E2E: print the arch, or skip
	if ldd "$1" 2>/dev/null | grep -q 'libcuda\.so\.1 => not found'; then
		skip "no NVIDIA driver (libcuda.so.1): the GPU end-to-end test needs a GPU and its driver"
	fi
	local a rc
	a=$("$1" probe)
	rc=$?
	[ $rc -eq 77 ] && skip "${a#SKIPPED: }"
	[ $rc -eq 0 ] || die "gpu_e2e probe failed: $a"
	echo "$a"
}

prepare() { # BUILD OUT ARCH [GPU_E2E]
	local build=$1 out=$2 arch=$3 exe=${4:-}
	local clang cc lv flags g
	clang=$(command -v clang-22) || skip "clang-22 not found"
	for t in bin/ptxas bin/nvlink bin/nvcc lib64/libcudadevrt.a nvvm/libdevice/libdevice.10.bc; do
		[ -e "$cuda/$t" ] || skip "$cuda/$t not found (CUDA 13 toolkit expected)"
	done
	mkdir -p "$out" || die "cannot create $out"
	cc=${arch#sm_}
	local common=(-x cuda --cuda-device-only --cuda-gpu-arch="$arch" --cuda-path="$cuda" -nocudalib
		-Xclang -target-sdk-version=13.0 -I"$cuda/include/cccl" -Wno-unknown-cuda-version -emit-llvm -c)
	step() { # NAME CMD...: stop with the step's output on failure
		local name=$1
		shift
		"$@" >"$out/step.log" 2>&1 || die "prepare: $name failed: $(head -c 600 "$out/step.log")"
	}
	pipe() { # IN.bc... -- OUT.ptx [nvvm-opt/nvvm-llc flags]: the README pipeline
		local ins=() o
		while [ "$1" != -- ]; do ins+=("$1"); shift; done
		shift
		o=$1
		shift
		"$build/nvvm-link" "${ins[@]}" --libdevice --cuda-path="$cuda" 2>"$out/link.err" |
			"$build/nvvm-opt" -O3 "$@" 2>"$out/opt.err" |
			"$build/nvvm-llc" --arch="$arch" ${g:+-g} "$@" -o "$o" 2>"$out/llc.err"
		local rc=("${PIPESTATUS[@]}")
		[ "${rc[0]}" = 0 ] && [ "${rc[1]}" = 0 ] && [ "${rc[2]}" = 0 ] ||
			die "prepare: pipeline for $o failed: $(cat "$out/link.err" "$out/opt.err" "$out/llc.err" | head -c 600)"
	}
	for lv in O0 O0g O3n O2 O3sp; do
		case $lv in
		O0) flags=(-O0) ;;
		O0g) flags=(-O0 -g) ;;
		O3n) flags=(-O3 -Xclang -disable-llvm-optzns) ;;
		O2) flags=(-O2) ;;
		O3sp) flags=(-O3 -Xclang -disable-llvm-optzns -fcuda-short-ptr) ;;
		esac
		g=
		[ $lv = O0g ] && g=1
		step "clang-22 $lv kernels.cu" "$clang" "${common[@]}" "${flags[@]}" "$here/kernels.cu" -o "$out/k.$lv.bc"
		pipe "$out/k.$lv.bc" -- "$out/k.$lv.ptx"
		step "fatpack $lv" "$build/fatpack" create -o "$out/ours.$lv.fatbin" "$out/k.$lv.ptx" \
			--cubins-for="$arch" --cuda-path="$cuda"
	done
	# for a debugger: no optimization anywhere (the -O0 after pipe's -O3
	# wins), ptxas -g (cuda-gdb reads it)
	g=1
	pipe "$out/k.O0g.bc" -- "$out/k.dbg.ptx" -O0
	step "fatpack dbg" "$build/fatpack" create -o "$out/ours.dbg.fatbin" "$out/k.dbg.ptx" \
		--cubins-for="$arch" --cuda-path="$cuda" --ptxas-options=-g
	g=
	step "fatpack jit" "$build/fatpack" create -o "$out/ours.jit.fatbin" "$out/k.O3n.ptx"
	pipe "$out/k.O3n.bc" -- "$out/k.j4.ptx" --partitions=4 -j4
	step "fatpack j4" "$build/fatpack" create -o "$out/ours.j4.fatbin" "$out/k.j4.ptx" \
		--cubins-for="$arch" --cuda-path="$cuda"
	if [ -n "${NVT_BENCH_SANITIZED:-}" ]; then
		echo "gpu-e2e: libnvvm-open not built into a module: a sanitizer build's library cannot be loaded by the uninstrumented driver"
	elif [ -e "$build/lib/nvvm-open/libnvvm.so.4" ] && [ -x "$build/bench/nvvm-bench-compile" ]; then
		# clang writes no !nvvmir.version, which nvvm.h reads as NVVM IR 1.0
		# (as libNVVM does); the documented switch upgrades it
		step "libnvvm-open" env NVVM_OPEN_LEGACY_IR=1 "$build/bench/nvvm-bench-compile" "$build/lib/nvvm-open/libnvvm.so.4" \
			"$out/k.O3n.bc" "$out/open.ptx" --lazy "$cuda/nvvm/libdevice/libdevice.10.bc" -arch=compute_"$cc"
		step "fatpack open" "$build/fatpack" create -o "$out/open.fatbin" "$out/open.ptx" \
			--cubins-for="$arch" --cuda-path="$cuda"
	fi
	for u in rdc_main rdc_lib; do
		step "clang-22 -fgpu-rdc $u.cu" "$clang" "${common[@]}" -fgpu-rdc -D__CUDACC_RDC__ \
			-O3 -Xclang -disable-llvm-optzns "$here/$u.cu" -o "$out/$u.bc"
	done
	pipe "$out/rdc_main.bc" "$out/rdc_lib.bc" -- "$out/rdc.ptx"
	step "ptxas -c rdc" "$cuda/bin/ptxas" -arch="$arch" -c "$out/rdc.ptx" -o "$out/rdc.rel.cubin"
	step "nvlink rdc" "$cuda/bin/nvlink" -arch="$arch" "$out/rdc.rel.cubin" -L"$cuda/lib64" -lcudadevrt \
		-o "$out/ours.rdc.cubin"
	# a runtime API program: device side through our pipeline, host side by
	# clang-22 with the fatbin embedded (doc/cmake.md's classic path)
	step "clang-22 app.cu" "$clang" "${common[@]}" -O3 -Xclang -disable-llvm-optzns "$here/app.cu" -o "$out/app.bc"
	pipe "$out/app.bc" -- "$out/app.ptx"
	step "fatpack app" "$build/fatpack" create -o "$out/app.fatbin" "$out/app.ptx" --cubins-for="$arch" \
		--cuda-path="$cuda"
	step "clang-22 host app.cu" "$clang" -x cuda --cuda-host-only --no-offload-new-driver --cuda-gpu-arch="$arch" \
		--cuda-path="$cuda" -Xclang -target-sdk-version=13.0 -Wno-unknown-cuda-version -O2 \
		-Xclang -fcuda-include-gpubinary -Xclang "$out/app.fatbin" -c "$here/app.cu" -o "$out/app.o"
	step "link app" "$clang" "$out/app.o" -L"$cuda/lib64" -lcudart_static -lstdc++ -lrt -lpthread -ldl \
		-o "$out/ours.app"
	# CUB's device algorithms and Thrust from the host (app_lib.cu), the same way
	step "clang-22 app_lib.cu" "$clang" "${common[@]}" -O3 -Xclang -disable-llvm-optzns "$here/app_lib.cu" \
		-o "$out/app_lib.bc"
	pipe "$out/app_lib.bc" -- "$out/app_lib.ptx"
	step "fatpack app_lib" "$build/fatpack" create -o "$out/app_lib.fatbin" "$out/app_lib.ptx" \
		--cubins-for="$arch" --cuda-path="$cuda"
	step "clang-22 host app_lib.cu" "$clang" -x cuda --cuda-host-only --no-offload-new-driver \
		--cuda-gpu-arch="$arch" --cuda-path="$cuda" -Xclang -target-sdk-version=13.0 -I"$cuda/include/cccl" \
		-Wno-unknown-cuda-version -O2 -Xclang -fcuda-include-gpubinary -Xclang "$out/app_lib.fatbin" \
		-c "$here/app_lib.cu" -o "$out/app_lib.o"
	step "link app_lib" "$clang" "$out/app_lib.o" -L"$cuda/lib64" -lcudart_static -lstdc++ -lrt -lpthread -ldl -lm \
		-o "$out/ours.app_lib"
	# the control
	step "nvcc app_lib.cu" "$cuda/bin/nvcc" -arch="$arch" -O3 "$here/app_lib.cu" -o "$out/nvcc.app_lib"
	step "nvcc app.cu" "$cuda/bin/nvcc" -arch="$arch" -O3 "$here/app.cu" -o "$out/nvcc.app"
	step "nvcc kernels.cu" "$cuda/bin/nvcc" -arch="$arch" -O3 -cubin "$here/kernels.cu" -o "$out/nvcc.cubin"
	for u in rdc_main rdc_lib; do
		step "nvcc -rdc $u.cu" "$cuda/bin/nvcc" -arch="$arch" -O3 -rdc=true -cubin "$here/$u.cu" -o "$out/$u.nvcc.cubin"
	done
	step "nvlink nvcc.rdc" "$cuda/bin/nvlink" -arch="$arch" "$out/rdc_main.nvcc.cubin" "$out/rdc_lib.nvcc.cubin" \
		-L"$cuda/lib64" -lcudadevrt -o "$out/nvcc.rdc.cubin"
	if [ -n "$exe" ]; then
		cp "$exe" "$out/gpu_e2e" && cp "$0" "$out/run.sh" || die "cannot copy into $out"
	fi
	rm -f "$out"/*.err "$out/step.log"
	echo "gpu-e2e: prepared $(ls "$out" | wc -l) files for $arch in $out"
}

run() { # OUT GPU_E2E
	local out=$1 exe=${2:-$1/gpu_e2e} m ctl fails=0 bugs=0 rc a
	a=$(probe "$exe")
	rc=$?
	[ $rc -eq 0 ] || { echo "$a"; exit $rc; }
	for m in ours.O0 ours.O0g ours.O3n ours.O2 ours.O3sp ours.dbg ours.jit ours.j4 open ours.rdc nvcc nvcc.rdc; do
		local f
		f=$(ls "$out/$m".fatbin "$out/$m".cubin 2>/dev/null | head -1)
		[ -n "$f" ] || { [ $m = open ] && continue; die "no module $m in $out"; }
		local how=check
		case $m in *rdc) how=check-rdc ;; esac
		"$exe" $how "$f" "$m" >"$out/$m.check" 2>&1
		rc=$?
		cat "$out/$m.check"
		[ $rc -eq 0 ] && continue
		case $m in
		nvcc*) continue ;;
		esac
		# a kernel that fails on nvcc's build too: this test's bug
		ctl=nvcc
		[ $m = ours.rdc ] && ctl=nvcc.rdc
		"$exe" $how "$out/$ctl.cubin" "$ctl" >"$out/$m.ctl" 2>&1
		if [ $? -ne 0 ]; then
			echo "gpu-e2e: $m failed and so did the control ($ctl): a bug of this test"
			bugs=$((bugs + 1))
		else
			fails=$((fails + 1))
		fi
	done
	for m in ours.app nvcc.app ours.app_lib nvcc.app_lib; do
		"$out/$m" "$m" >"$out/$m.check" 2>&1
		rc=$?
		case $m in
		*.app) echo "$m: $(cat "$out/$m.check")" ;;
		*) grep -v ' ok$' "$out/$m.check" ;;
		esac
		[ $rc -eq 0 ] && continue
		case $m in nvcc.*) bugs=$((bugs + 1)); continue ;; esac
		fails=$((fails + 1))
	done
	echo "--- CUB and Thrust from the host, ms (median of 9), ours (device side through the pipeline) and nvcc, ratio"
	paste "$out/ours.app_lib.check" "$out/nvcc.app_lib.check" | awk -F'\t' '
		NF == 2 && $1 ~ / ms / {
			n = split($1, a, " "); split($2, b, " ")
			name = substr($1, length(a[1]) + 2, 36)
			for (i = 1; i <= n; i++) if (a[i] == "ms") { ta = a[i - 1]; tb = b[i - 1] }
			printf "%-36s %9.3f %9.3f %6.2f\n", name, ta, tb, (tb > 0 ? ta / tb : 0)
		}'
	echo "--- kernel times, ms (median of 15; ours.O3n against nvcc -O3, same GPU, same inputs)"
	"$exe" time "$out/ours.O3n.fatbin" ours "$out/nvcc.cubin" nvcc || fails=$((fails + 1))
	if [ $fails -ne 0 ] || [ $bugs -ne 0 ]; then
		echo "FAIL gpu-e2e: $fails of our builds failed, $bugs checks failed on the control too"
		exit 1
	fi
	echo "PASS gpu-e2e: every kernel of every build checked on $("$exe" probe)"
}

case $mode in
all)
	[ $# -eq 4 ] || die "usage: run.sh all BUILD OUT GPU_E2E"
	arch=$(probe "$4")
	rc=$?
	[ $rc -eq 0 ] || { echo "$arch"; exit $rc; }
	prepare "$2" "$3" "$arch"
	run "$3" "$4"
	;;
prepare)
	[ $# -ge 4 ] || die "usage: run.sh prepare BUILD OUT ARCH [GPU_E2E]"
	prepare "$2" "$3" "$4" "${5:-}"
	;;
run)
	[ $# -ge 2 ] || die "usage: run.sh run OUT [GPU_E2E]"
	run "$2" "${3:-}"
	;;
*)
	sed -n '2,25p' "$0"
	exit 2
	;;
esac
