#!/bin/sh
# run.sh GPU_EXAMPLES NVVM_LLC EXAMPLES_DIR OUT_DIR
# The host program is linked against libcuda.so.1 (CUDA's stub at build
# time): without an NVIDIA driver it cannot even start, so say why and skip.
if ldd "$1" 2>/dev/null | grep -q 'libcuda\.so\.1 => not found'; then
	echo "SKIPPED: no NVIDIA driver (libcuda.so.1) on this machine: the GPU test needs a GPU and its driver"
	exit 77
fi
exec "$@"
