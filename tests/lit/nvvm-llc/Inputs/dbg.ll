; ModuleID = 'd.cu'
source_filename = "d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = dso_local addrspace(1) externally_initialized global float 0.000000e+00, align 4, !dbg !0
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z2sqf(float noundef %0) #0 !dbg !12 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
  %3 = load float, ptr %2, align 4, !dbg !18
  %4 = load float, ptr %2, align 4, !dbg !19
  %5 = fmul contract float %3, %4, !dbg !20
  ret float %5, !dbg !21
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @k(ptr noundef %0, i32 noundef %1) #1 !dbg !22 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  store i32 %6, ptr %5, align 4, !dbg !32
  %7 = load i32, ptr %5, align 4, !dbg !34
  %8 = load i32, ptr %4, align 4, !dbg !36
  %9 = icmp slt i32 %7, %8, !dbg !37
  br i1 %9, label %10, label %23, !dbg !37

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8, !dbg !38
  %12 = load i32, ptr %5, align 4, !dbg !39
  %13 = sext i32 %12 to i64, !dbg !38
  %14 = getelementptr inbounds float, ptr %11, i64 %13, !dbg !38
  %15 = load float, ptr %14, align 4, !dbg !38
  %16 = call contract noundef float @_Z2sqf(float noundef %15) #3, !dbg !40
  %17 = load float, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4, !dbg !41
  %18 = fadd contract float %16, %17, !dbg !42
  %19 = load ptr, ptr %3, align 8, !dbg !43
  %20 = load i32, ptr %5, align 4, !dbg !44
  %21 = sext i32 %20 to i64, !dbg !43
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !43
  store float %18, ptr %22, align 4, !dbg !45
  br label %23, !dbg !43

23:                                               ; preds = %10, %2
  ret void, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "d.cu", directory: "/src")
!4 = !{!0}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = distinct !DISubprogram(name: "sq", linkageName: "_Z2sqf", scope: !3, file: !3, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!5, !5}
!15 = !{}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !3, line: 4, type: !5)
!17 = !DILocation(line: 4, column: 53, scope: !12)
!18 = !DILocation(line: 4, column: 65, scope: !12)
!19 = !DILocation(line: 4, column: 69, scope: !12)
!20 = !DILocation(line: 4, column: 67, scope: !12)
!21 = !DILocation(line: 4, column: 58, scope: !12)
!22 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 5, type: !23, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !15)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !26}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DILocalVariable(name: "p", arg: 1, scope: !22, file: !3, line: 5, type: !25)
!28 = !DILocation(line: 5, column: 37, scope: !22)
!29 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !3, line: 5, type: !26)
!30 = !DILocation(line: 5, column: 44, scope: !22)
!31 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 5, type: !26)
!32 = !DILocation(line: 5, column: 53, scope: !22)
!33 = !DILocation(line: 5, column: 57, scope: !22)
!34 = !DILocation(line: 5, column: 91, scope: !35)
!35 = distinct !DILexicalBlock(scope: !22, file: !3, line: 5, column: 91)
!36 = !DILocation(line: 5, column: 95, scope: !35)
!37 = !DILocation(line: 5, column: 93, scope: !35)
!38 = !DILocation(line: 5, column: 108, scope: !35)
!39 = !DILocation(line: 5, column: 110, scope: !35)
!40 = !DILocation(line: 5, column: 105, scope: !35)
!41 = !DILocation(line: 5, column: 116, scope: !35)
!42 = !DILocation(line: 5, column: 114, scope: !35)
!43 = !DILocation(line: 5, column: 98, scope: !35)
!44 = !DILocation(line: 5, column: 100, scope: !35)
!45 = !DILocation(line: 5, column: 103, scope: !35)
!46 = !DILocation(line: 5, column: 119, scope: !22)
