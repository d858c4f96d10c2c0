# many-kernels.py N: an NVVM IR module of N small kernels, whose PTX and
# text IR are a few hundred KB (more than a pipe's buffer).
import sys

n = int(sys.argv[1])
print('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
print('target triple = "nvptx64-nvidia-cuda"')
for i in range(n):
    print(f"""
define void @k{i}(ptr addrspace(1) %p, float %a) {{
  %x = load float, ptr addrspace(1) %p
  %y = fmul float %x, %a
  %z = fadd float %y, {i}.0
  store float %z, ptr addrspace(1) %p
  ret void
}}""")
print("!nvvm.annotations = !{" + ", ".join(f"!{i}" for i in range(n)) + "}")
for i in range(n):
    print(f'!{i} = !{{ptr @k{i}, !"kernel", i32 1}}')
print(f"!nvvmir.version = !{{!{n}}}")
print(f"!{n} = !{{i32 2, i32 0}}")
