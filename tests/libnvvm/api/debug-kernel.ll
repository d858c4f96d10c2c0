; Opaque-pointer NVVM IR with full debug metadata (NVVM IR 2.0, debug 3.2),
; written by clang-22 -O0 -g (--cuda-device-only -nocudainc) from this source
; of ours, attribute groups removed, the version node added:
;   __attribute__((global)) void kdbg(float *p, int n) {
;     int i = __nvvm_read_ptx_sreg_tid_x();
;     if (i < n)
;       p[i] = p[i] * 2.0f + 1.0f;
;   }
source_filename = "debug-kernel.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z4kdbgPfi(ptr noundef %0, i32 noundef %1) !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !16, !DIExpression(), !17)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !18, !DIExpression(), !19)
    #dbg_declare(ptr %5, !20, !DIExpression(), !21)
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  store i32 %6, ptr %5, align 4, !dbg !21
  %7 = load i32, ptr %5, align 4, !dbg !23
  %8 = load i32, ptr %4, align 4, !dbg !25
  %9 = icmp slt i32 %7, %8, !dbg !26
  br i1 %9, label %10, label %22, !dbg !26

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8, !dbg !27
  %12 = load i32, ptr %5, align 4, !dbg !28
  %13 = sext i32 %12 to i64, !dbg !27
  %14 = getelementptr inbounds float, ptr %11, i64 %13, !dbg !27
  %15 = load float, ptr %14, align 4, !dbg !27
  %16 = fmul contract float %15, 2.000000e+00, !dbg !29
  %17 = fadd contract float %16, 1.000000e+00, !dbg !30
  %18 = load ptr, ptr %3, align 8, !dbg !31
  %19 = load i32, ptr %5, align 4, !dbg !32
  %20 = sext i32 %19 to i64, !dbg !31
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !31
  store float %17, ptr %21, align 4, !dbg !33
  br label %22, !dbg !31

22:                                               ; preds = %10, %2
  ret void, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()


!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!llvm.ident = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 13, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "debug-kernel.cu", directory: "/src")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = distinct !DISubprogram(name: "kdbg", linkageName: "_Z4kdbgPfi", scope: !7, file: !7, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6, retainedNodes: !15)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !14}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "p", arg: 1, scope: !9, file: !7, line: 1, type: !12)
!17 = !DILocation(line: 1, column: 42, scope: !9)
!18 = !DILocalVariable(name: "n", arg: 2, scope: !9, file: !7, line: 1, type: !14)
!19 = !DILocation(line: 1, column: 49, scope: !9)
!20 = !DILocalVariable(name: "i", scope: !9, file: !7, line: 2, type: !14)
!21 = !DILocation(line: 2, column: 7, scope: !9)
!22 = !DILocation(line: 2, column: 11, scope: !9)
!23 = !DILocation(line: 3, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !9, file: !7, line: 3, column: 7)
!25 = !DILocation(line: 3, column: 11, scope: !24)
!26 = !DILocation(line: 3, column: 9, scope: !24)
!27 = !DILocation(line: 4, column: 12, scope: !24)
!28 = !DILocation(line: 4, column: 14, scope: !24)
!29 = !DILocation(line: 4, column: 17, scope: !24)
!30 = !DILocation(line: 4, column: 24, scope: !24)
!31 = !DILocation(line: 4, column: 5, scope: !24)
!32 = !DILocation(line: 4, column: 7, scope: !24)
!33 = !DILocation(line: 4, column: 10, scope: !24)
!34 = !DILocation(line: 5, column: 1, scope: !9)
!nvvmir.version = !{!100}
!100 = !{i32 2, i32 0, i32 3, i32 2}
