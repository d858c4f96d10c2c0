; inline-asm-dead.ll: the asm call code generation drops, alone.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @dead(ptr addrspace(1) %out) {
  %unused = call i64 asm "{\0A\09.reg .u32 s;\0A\09mov.u32 s, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, s;\0A\09}", "=l"() #0
  store i32 1, ptr addrspace(1) %out
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
