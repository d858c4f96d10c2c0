#!/usr/bin/env bash
# proof.sh: clang-22 and nvcc build real multi-file CUDA programs into host
# executables with fatpack's fatbinary front end in place of NVIDIA's
# fatbinary (ptxas and nvlink stay NVIDIA's); `fatpack list` shows each
# executable's entries. doc/fatbinary-compat.md.
#
#   clang: --cuda-path=VIEW, VIEW = a directory of links to the toolkit's
#          contents whose bin/fatbinary is ours, through
#          - the classic path (--no-offload-new-driver), no RDC;
#          - the new offload driver (clang-linker-wrapper), with and without
#            -fgpu-rdc;
#   nvcc:  a directory holding a link to nvcc, a link to bin/crt and an
#          nvcc.profile whose TOP is the real toolkit and whose PATH puts our
#          fatbinary first; with and without -rdc=true.
#
# Every fatbinary run goes through a harness (VIEW/bin/fatbinary, a script)
# that runs ours (the build's fatbinary-compat/bin/fatbinary link, i.e.
# fatpack under the name fatbinary), logs the command line, then runs
# NVIDIA's with the same arguments, outputs redirected, and compares the
# bytes of every output (--create and --embedded-fatbin). Any difference,
# or a failed build, fails the proof.
#
# Usage: proof.sh --build DIR [--out DIR] [--cuda DIR]
# Exit: 0 pass, 1 a step failed, 77 skipped (a tool is missing; the reason
# is printed).
set -u
here=$(cd "$(dirname "$0")" && pwd)
build= out= cuda=${CUDA_PATH:-/usr/local/cuda}
while [ $# -gt 0 ]; do
	case $1 in
	--build) build=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--cuda) cuda=$2; shift 2 ;;
	*) echo "proof.sh: unknown argument $1" >&2; exit 2 ;;
	esac
done
[ -n "$build" ] || { echo "proof.sh: --build DIR is required" >&2; exit 2; }
build=$(cd "$build" && pwd)
skip() { echo "SKIPPED: $*"; exit 77; }
clang=$(command -v clang-22) || skip "clang-22 not found"
llvm_bin=$(dirname "$(readlink -f "$clang")")
[ -x "$llvm_bin/clang-linker-wrapper" ] || skip "clang-linker-wrapper not found in $llvm_bin (Debian package clang-tools-22)"
for t in bin/fatbinary bin/ptxas bin/nvlink bin/nvcc bin/nvcc.profile bin/crt/link.stub lib64/libcudart.so \
	 lib64/libcudadevrt.a include/cuda_runtime.h; do
	[ -e "$cuda/$t" ] || skip "$cuda/$t not found (CUDA toolkit)"
done
ours=$build/fatbinary-compat/bin/fatbinary
fatpack=$build/fatpack
[ -x "$ours" ] || { echo "proof.sh: $ours missing (build fatpack first)" >&2; exit 1; }
if [ -z "$out" ]; then
	out=$(mktemp -d)
	trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out" && out=$(cd "$out" && pwd)
log=$out/fatbinary.log
: > "$log"

# --- the toolkit view: links to everything but bin/fatbinary -------------
view=$out/view
rm -rf "$view" && mkdir -p "$view/bin" "$out/shadow"
for f in "$cuda"/*; do [ "$(basename "$f")" = bin ] || ln -s "$f" "$view/"; done
for f in "$cuda"/bin/*; do [ "$(basename "$f")" = fatbinary ] || ln -s "$f" "$view/bin/"; done
cat > "$view/bin/fatbinary" <<EOF
#!/usr/bin/env bash
# proof harness: ours, then NVIDIA's on the same arguments, bytes compared
"$ours" "\$@"; rc=\$?
printf 'fatbinary' >> "$log"; printf ' %s' "\$@" >> "$log"; echo >> "$log"
[ \$rc = 0 ] || { echo "  ours failed: exit \$rc" >> "$log"; exit \$rc; }
n=\$(ls "$out/shadow" | wc -l); args=(); pairs=(); next=
for a in "\$@"; do
	if [ -n "\$next" ]; then s="$out/shadow/\$n.\$(basename "\$a")"; args+=("\$s"); pairs+=("\$a" "\$s"); next=; continue; fi
	case \$a in
	--create=*|-create=*|--embedded-fatbin=*|-fatbin=*)
		v=\${a#*=}; s="$out/shadow/\$n.\$(basename "\$v")"; args+=("\${a%%=*}=\$s"); pairs+=("\$v" "\$s") ;;
	--create|-create|--embedded-fatbin|-fatbin) args+=("\$a"); next=1 ;;
	*) args+=("\$a") ;;
	esac
done
touch "$out/shadow/\$n.run"
"$cuda/bin/fatbinary" "\${args[@]}" 2>/dev/null || { echo "  NVIDIA's fatbinary failed" >> "$log"; exit 0; }
set -- "\${pairs[@]}"
while [ \$# -gt 0 ]; do
	if cmp -s "\$1" "\$2"; then echo "  same: \$(basename "\$1") (\$(stat -c %s "\$1") bytes)" >> "$log"
	else echo "  DIFF: \$(basename "\$1")" >> "$log"; fi
	shift 2
done
exit 0
EOF
chmod +x "$view/bin/fatbinary"

# --- nvcc's directory ----------------------------------------------------
nvdir=$out/nvcc
rm -rf "$nvdir" && mkdir -p "$nvdir"
ln -s "$cuda/bin/nvcc" "$nvdir/nvcc"
ln -s "$cuda/bin/crt" "$nvdir/crt"
sed -e "s#^TOP .*#TOP              = $cuda#" \
    -e "s#^PATH .*#PATH            += \$(CICC_PATH):$view/bin:\$(TOP)/bin:#" \
    "$cuda/bin/nvcc.profile" > "$nvdir/nvcc.profile"
grep -q "^PATH .*$view/bin" "$nvdir/nvcc.profile" || { echo "FAIL: could not edit nvcc.profile" >&2; exit 1; }

fail=0
step() { # name, command...
	local name=$1; shift
	echo "== $name" >> "$log"
	if ! "$@" > "$out/step.log" 2>&1; then
		echo "FAIL: $name: $*"; sed -n 1,20p "$out/step.log"; fail=1; return 1
	fi
}
list() { # app, expected entry kinds (grep -E over the kind column)
	local app=$1
	if ! "$fatpack" list "$app" > "$app.list" 2>&1; then
		echo "FAIL: fatpack list $app"; cat "$app.list"; fail=1; return 1
	fi
	echo "--- fatpack list $(basename "$app")"; cat "$app.list"
}

prog=$here/prog
multi=$here/../corpus/rdc_multi
archs="--cuda-gpu-arch=sm_80 --cuda-gpu-arch=sm_90"
cflags="-x cuda --cuda-path=$view $archs -Xclang -target-sdk-version=13.0 -Wno-unknown-cuda-version -I$cuda/include/cccl -O2"
cd "$out"

# clang, classic path, no RDC
for f in main scale; do step "clang classic $f.cu" "$clang" $cflags --no-offload-new-driver -c "$prog/$f.cu" -o c_$f.o; done
step "clang classic link" "$clang" c_main.o c_scale.o -o app_classic -L"$cuda/lib64" -lcudart && list app_classic
# clang, new offload driver, no RDC
for f in main scale; do step "clang new $f.cu" "$clang" $cflags --offload-new-driver -c "$prog/$f.cu" -o n_$f.o; done
step "clang new link" "$clang" --offload-new-driver --cuda-path="$view" n_main.o n_scale.o -o app_new \
	-L"$cuda/lib64" -lcudart && list app_new
# clang, new offload driver, -fgpu-rdc: fatbinary runs at link time
for f in main scale; do step "clang new rdc $f.cu" "$clang" $cflags --offload-new-driver -fgpu-rdc -c "$prog/$f.cu" -o r_$f.o; done
step "clang new rdc link" "$clang" --offload-new-driver -fgpu-rdc --cuda-path="$view" r_main.o r_scale.o -o app_rdc \
	-L"$cuda/lib64" -lcudart && list app_rdc
# (tests/corpus/rdc_multi, which launches kernels of another file from the
# device, stops before fatbinary on this path: nvlink, run by
# clang-nvlink-wrapper, says "Function 'axpy(...)' not declared __global__ in
# all source files" whichever fatbinary is used; nvcc builds it below.)

# nvcc through its edited profile, without and with -rdc
nv=$nvdir/nvcc
for f in main scale; do step "nvcc $f.cu" "$nv" -arch=sm_80 -c "$prog/$f.cu" -o v_$f.o; done
step "nvcc link" "$nv" -arch=sm_80 v_main.o v_scale.o -o app_nvcc && list app_nvcc
for f in main scale; do step "nvcc -rdc $f.cu" "$nv" -rdc=true -arch=sm_80 -c "$prog/$f.cu" -o w_$f.o; done
step "nvcc -rdc link" "$nv" -rdc=true -arch=sm_80 w_main.o w_scale.o -o app_nvcc_rdc && list app_nvcc_rdc
step "nvcc -rdc rdc_multi" "$nv" -rdc=true -arch=sm_80 "$multi/vec.cu" "$multi/kernels.cu" "$multi/driver.cu" \
	-o app_nvcc_multi -lcudadevrt && list app_nvcc_multi

echo "--- fatbinary runs (ours; NVIDIA's on the same arguments)"
cat "$log"
runs=$(grep -c '^fatbinary ' "$log")
same=$(grep -c '^  same:' "$log")
diffs=$(grep -c '^  DIFF:\|failed' "$log")
echo "fatbinary runs: $runs, outputs byte-identical to NVIDIA's: $same, different or failed: $diffs"
# each path must really have gone through the front end
for want in "--create .*kind=elf,sm=80.*kind=ptx,sm=80" "--embedded-fatbin=" "--device-c" "-link "; do
	grep -q -e "$want" "$log" || { echo "FAIL: no fatbinary run matching '$want'"; fail=1; }
done
[ "$runs" -ge 10 ] || { echo "FAIL: only $runs fatbinary runs"; fail=1; }
[ "$diffs" = 0 ] || fail=1
[ $fail = 0 ] && echo "PASS" || echo "FAIL"
exit $fail
