#!/bin/sh
# gen-kernels.sh N: an LLVM IR module with N kernels of varied arithmetic,
# as input for bench-fatpack.sh (PTX and cubins for several archs).
n=${1:-300}
cat <<'HDR'
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
HDR
i=0
while [ "$i" -lt "$n" ]; do
  ops=$((i % 9 + 2))
  echo "define ptx_kernel void @kernel_$i(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %n) {"
  echo "entry:"
  echo "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
  echo "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"
  echo "  %g = mul i32 %b, $((i * 7 + 3))"
  echo "  %idx = add i32 %g, %t"
  echo "  %i64 = zext i32 %idx to i64"
  echo "  %pa = getelementptr float, ptr addrspace(1) %p, i64 %i64"
  echo "  %x0 = load float, ptr addrspace(1) %pa"
  echo "  br label %loop"
  echo "loop:"
  echo "  %j = phi i32 [0, %entry], [%j1, %loop]"
  echo "  %acc = phi float [%x0, %entry], [%a$ops, %loop]"
  echo "  %f = sitofp i32 %j to float"
  echo "  %a0 = fadd float %acc, %f"
  k=1
  while [ "$k" -le "$ops" ]; do
    case $(( (i + k) % 4 )) in
      0) echo "  %a$k = fmul float %a$((k - 1)), $((i % 13 + k)).0e+00" ;;
      1) echo "  %a$k = fadd float %a$((k - 1)), $((i % 17 + k * 3)).0e+00" ;;
      2) echo "  %a$k = fsub float %a$((k - 1)), %f" ;;
      3) echo "  %a$k = fdiv float %a$((k - 1)), $((k + 1)).0e+00" ;;
    esac
    k=$((k + 1))
  done
  echo "  %j1 = add i32 %j, $((i % 3 + 1))"
  echo "  %c = icmp slt i32 %j1, %n"
  echo "  br i1 %c, label %loop, label %exit"
  echo "exit:"
  echo "  %qa = getelementptr float, ptr addrspace(1) %q, i64 %i64"
  echo "  store float %a$ops, ptr addrspace(1) %qa"
  echo "  ret void"
  echo "}"
  i=$((i + 1))
done
