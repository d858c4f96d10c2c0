#!/usr/bin/env python3
# gen-chains.py KERNELS SIZE[,SIZE...]: a module of KERNELS kernels that share
# nothing, each a chain of SIZE adds between a volatile load and a volatile
# store (kernel n gets the n-th SIZE of the list, cycling), so that the
# split's automatic count (one part per 1,500 instructions, a power of two,
# at most 4, no part too light) can be aimed at exactly.
import sys

k, sizes = int(sys.argv[1]), [int(s) for s in sys.argv[2].split(",")]
print('target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"')
print('target triple = "nvptx64-nvidia-cuda"')
for n in range(k):
    size = sizes[n % len(sizes)]
    print(f"\ndefine ptx_kernel void @k{n}(ptr addrspace(1) %p) {{")
    print("  %v0 = load volatile i32, ptr addrspace(1) %p, align 4")
    for i in range(1, size + 1):
        print(f"  %v{i} = add i32 %v{i - 1}, {n * 100000 + i}")
    print(f"  store volatile i32 %v{size}, ptr addrspace(1) %p, align 4")
    print("  ret void\n}")
