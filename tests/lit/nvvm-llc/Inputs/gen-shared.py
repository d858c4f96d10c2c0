#!/usr/bin/env python3
# gen-shared.py: a module for partitions-shared.test, shaped like CUB's
# reduce kernels beside its scan and histogram ones:
#   b0, b1, b2  kernels of 1,500, 1,400 and 1,300 instructions, calling nothing
#   a0 .. a3    kernels of 300 instructions that all call the same eight
#               linkonce_odr helpers h0 .. h7 of 100 instructions (copied
#               into every part that calls them, split.h)
# Each a-kernel weighs 1,100 with the helpers it reaches; a part holding
# several of them holds the helpers once.
print('target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"')
print('target triple = "nvptx64-nvidia-cuda"')


def kernel(name, adds, calls):
    print(f"\ndefine ptx_kernel void @{name}(ptr addrspace(1) %p) {{")
    print("  %v0 = load volatile i32, ptr addrspace(1) %p, align 4")
    for i in range(1, adds + 1):
        print(f"  %v{i} = add i32 %v{i - 1}, {i}")
    last = f"%v{adds}"
    for j in range(calls):
        print(f"  %c{j} = call i32 @h{j}(i32 {last})")
        last = f"%c{j}"
    print(f"  store volatile i32 {last}, ptr addrspace(1) %p, align 4")
    print("  ret void\n}")


for n, size in enumerate((1500, 1400, 1300)):
    kernel(f"b{n}", size - 3, 0)
for n in range(4):
    kernel(f"a{n}", 300 - 3 - 8, 8)
for j in range(8):
    print(f"\ndefine linkonce_odr i32 @h{j}(i32 %x0) {{")
    for i in range(1, 100):
        print(f"  %x{i} = mul i32 %x{i - 1}, {j * 100 + i + 1}")
    print("  ret i32 %x99\n}")
