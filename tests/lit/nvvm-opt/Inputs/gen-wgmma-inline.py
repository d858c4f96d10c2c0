#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The module of wgmma-inline.ll: three helpers with the same large body
(more than LLVM's inliner takes for a function called twice), one reaching
wgmma through a small leaf, one without wgmma, one wgmma helper marked
noinline; a kernel calls each twice."""
N = 1200


def helper(name, wgmma, attrs):
    out = ["define internal float @%s(float %%x, float %%y) %s{" % (name, attrs)]
    if wgmma:
        out.append("  call void @wg_leaf()")
    prev = "%x"
    for i in range(N):
        op = "fadd" if i % 2 == 0 else "fmul"
        out.append("  %%v%d = %s float %s, %%y" % (i, op, prev))
        prev = "%%v%d" % i
    out.append("  ret float %s" % prev)
    out.append("}")
    return "\n".join(out)


print('target triple = "nvptx64-nvidia-cuda"')
print()
print("declare void @llvm.nvvm.wgmma.fence.sync.aligned()")
print()
print("define internal void @wg_leaf() {")
print('  call void asm sideeffect "wgmma.fence.sync.aligned;", ""()')
print("  ret void")
print("}")
print()
print(helper("big_wgmma", True, ""))
print()
print(helper("big_plain", False, ""))
print()
print(helper("big_noinline", True, "noinline "))
print("""
define ptx_kernel void @k(ptr addrspace(1) %out, float %a, float %b) {
  %1 = call float @big_wgmma(float %a, float %b)
  %2 = call float @big_wgmma(float %b, float %a)
  %3 = call float @big_plain(float %a, float %b)
  %4 = call float @big_plain(float %b, float %a)
  %5 = call float @big_noinline(float %a, float %b)
  %6 = call float @big_noinline(float %b, float %a)
  %s1 = fadd float %1, %2
  %s2 = fadd float %3, %4
  %s3 = fadd float %5, %6
  %s4 = fadd float %s1, %s2
  %s5 = fadd float %s4, %s3
  store float %s5, ptr addrspace(1) %out
  ret void
}""")
