; ModuleID = 't.cu'
source_filename = "t.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = dso_local addrspace(1) externally_initialized global i32 0, align 4, !dbg !0
@_ZZ1kPiiE1s = internal addrspace(3) global [32 x i32] undef, align 4, !dbg !5
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2sqi(i32 noundef %0) #0 !dbg !23 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !26, !DIExpression(), !27)
    #dbg_declare(ptr %3, !28, !DIExpression(), !29)
  %4 = load i32, ptr %2, align 4, !dbg !30
  %5 = load i32, ptr %2, align 4, !dbg !31
  %6 = mul nsw i32 %4, %5, !dbg !32
  store i32 %6, ptr %3, align 4, !dbg !29
  %7 = load i32, ptr %3, align 4, !dbg !33
  %8 = load i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4, !dbg !34
  %9 = add nsw i32 %7, %8, !dbg !35
  ret i32 %9, !dbg !36
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z1kPii(ptr noundef %0, i32 noundef %1) #1 !dbg !7 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32], align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !37, !DIExpression(), !38)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !39, !DIExpression(), !40)
    #dbg_declare(ptr %5, !41, !DIExpression(), !45)
    #dbg_declare(ptr %6, !46, !DIExpression(), !48)
  store i32 0, ptr %6, align 4, !dbg !48
  br label %7, !dbg !49

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !50
  %9 = icmp slt i32 %8, 4, !dbg !52
  br i1 %9, label %10, label %21, !dbg !53

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !54
  %12 = load i32, ptr %6, align 4, !dbg !55
  %13 = add nsw i32 %11, %12, !dbg !56
  %14 = call noundef i32 @_Z2sqi(i32 noundef %13) #2, !dbg !57
  %15 = load i32, ptr %6, align 4, !dbg !58
  %16 = sext i32 %15 to i64, !dbg !59
  %17 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 %16, !dbg !59
  store i32 %14, ptr %17, align 4, !dbg !60
  br label %18, !dbg !59

18:                                               ; preds = %10
  %19 = load i32, ptr %6, align 4, !dbg !61
  %20 = add nsw i32 %19, 1, !dbg !61
  store i32 %20, ptr %6, align 4, !dbg !61
  br label %7, !dbg !62, !llvm.loop !63

21:                                               ; preds = %7
  %22 = load i32, ptr %4, align 4, !dbg !66
  %23 = and i32 %22, 3, !dbg !67
  %24 = sext i32 %23 to i64, !dbg !68
  %25 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 %24, !dbg !68
  %26 = load i32, ptr %25, align 4, !dbg !68
  %27 = load i32, ptr %4, align 4, !dbg !69
  %28 = and i32 %27, 31, !dbg !70
  %29 = sext i32 %28 to i64, !dbg !71
  %30 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ1kPiiE1s to ptr), i64 0, i64 %29, !dbg !71
  store i32 %26, ptr %30, align 4, !dbg !72
  %31 = load i32, ptr %4, align 4, !dbg !73
  %32 = add nsw i32 %31, 1, !dbg !74
  %33 = and i32 %32, 31, !dbg !75
  %34 = sext i32 %33 to i64, !dbg !76
  %35 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ1kPiiE1s to ptr), i64 0, i64 %34, !dbg !76
  %36 = load i32, ptr %35, align 4, !dbg !76
  %37 = load ptr, ptr %3, align 8, !dbg !77
  %38 = load i32, ptr %4, align 4, !dbg !78
  %39 = sext i32 %38 to i64, !dbg !77
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !77
  store i32 %36, ptr %40, align 4, !dbg !79
  ret void, !dbg !80
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.dbg.cu = !{!2}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 4, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.cu", directory: "/tmp/h11s")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!6 = distinct !DIGlobalVariable(name: "s", scope: !7, file: !3, line: 7, type: !13, isLocal: true, isDefinition: true)
!7 = distinct !DISubprogram(name: "k", linkageName: "_Z1kPii", scope: !3, file: !3, line: 6, type: !8, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !12)
!8 = !DISubroutineType(types: !9)
!9 = !{null, !10, !11}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 1024, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 32)
!16 = !{i32 2, !"SDK Version", [2 x i32] [i32 13, i32 0]}
!17 = !{i32 7, !"Dwarf Version", i32 2}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!23 = distinct !DISubprogram(name: "sq", linkageName: "_Z2sqi", scope: !3, file: !3, line: 5, type: !24, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !12)
!24 = !DISubroutineType(types: !25)
!25 = !{!11, !11}
!26 = !DILocalVariable(name: "x", arg: 1, scope: !23, file: !3, line: 5, type: !11)
!27 = !DILocation(line: 5, column: 49, scope: !23)
!28 = !DILocalVariable(name: "y", scope: !23, file: !3, line: 5, type: !11)
!29 = !DILocation(line: 5, column: 58, scope: !23)
!30 = !DILocation(line: 5, column: 62, scope: !23)
!31 = !DILocation(line: 5, column: 66, scope: !23)
!32 = !DILocation(line: 5, column: 64, scope: !23)
!33 = !DILocation(line: 5, column: 76, scope: !23)
!34 = !DILocation(line: 5, column: 80, scope: !23)
!35 = !DILocation(line: 5, column: 78, scope: !23)
!36 = !DILocation(line: 5, column: 69, scope: !23)
!37 = !DILocalVariable(name: "p", arg: 1, scope: !7, file: !3, line: 6, type: !10)
!38 = !DILocation(line: 6, column: 24, scope: !7)
!39 = !DILocalVariable(name: "n", arg: 2, scope: !7, file: !3, line: 6, type: !11)
!40 = !DILocation(line: 6, column: 31, scope: !7)
!41 = !DILocalVariable(name: "loc", scope: !7, file: !3, line: 8, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DILocation(line: 8, column: 7, scope: !7)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 9, type: !11)
!47 = distinct !DILexicalBlock(scope: !7, file: !3, line: 9, column: 3)
!48 = !DILocation(line: 9, column: 12, scope: !47)
!49 = !DILocation(line: 9, column: 8, scope: !47)
!50 = !DILocation(line: 9, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 9, column: 3)
!52 = !DILocation(line: 9, column: 21, scope: !51)
!53 = !DILocation(line: 9, column: 3, scope: !47)
!54 = !DILocation(line: 9, column: 43, scope: !51)
!55 = !DILocation(line: 9, column: 47, scope: !51)
!56 = !DILocation(line: 9, column: 45, scope: !51)
!57 = !DILocation(line: 9, column: 40, scope: !51)
!58 = !DILocation(line: 9, column: 35, scope: !51)
!59 = !DILocation(line: 9, column: 31, scope: !51)
!60 = !DILocation(line: 9, column: 38, scope: !51)
!61 = !DILocation(line: 9, column: 27, scope: !51)
!62 = !DILocation(line: 9, column: 3, scope: !51)
!63 = distinct !{!63, !53, !64, !65}
!64 = !DILocation(line: 9, column: 48, scope: !47)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 10, column: 19, scope: !7)
!67 = !DILocation(line: 10, column: 21, scope: !7)
!68 = !DILocation(line: 10, column: 15, scope: !7)
!69 = !DILocation(line: 10, column: 5, scope: !7)
!70 = !DILocation(line: 10, column: 7, scope: !7)
!71 = !DILocation(line: 10, column: 3, scope: !7)
!72 = !DILocation(line: 10, column: 13, scope: !7)
!73 = !DILocation(line: 11, column: 13, scope: !7)
!74 = !DILocation(line: 11, column: 15, scope: !7)
!75 = !DILocation(line: 11, column: 20, scope: !7)
!76 = !DILocation(line: 11, column: 10, scope: !7)
!77 = !DILocation(line: 11, column: 3, scope: !7)
!78 = !DILocation(line: 11, column: 5, scope: !7)
!79 = !DILocation(line: 11, column: 8, scope: !7)
!80 = !DILocation(line: 12, column: 1, scope: !7)
