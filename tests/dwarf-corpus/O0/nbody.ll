; ModuleID = 'nbody.cu'
source_filename = "nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Body = type { float, float, float, float }

@softening = dso_local addrspace(4) externally_initialized constant float 0x3E112E0BE0000000, align 4, !dbg !0
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @softening to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z10accumulatePK4BodyfffPfS2_S2_(ptr noundef %b, float noundef %px, float noundef %py, float noundef %pz, ptr noundef %ax, ptr noundef %ay, ptr noundef %az) #0 !dbg !12 {
entry:
  %b.addr = alloca ptr, align 8
  %px.addr = alloca float, align 4
  %py.addr = alloca float, align 4
  %pz.addr = alloca float, align 4
  %ax.addr = alloca ptr, align 8
  %ay.addr = alloca ptr, align 8
  %az.addr = alloca ptr, align 8
  %dx = alloca float, align 4
  %dy = alloca float, align 4
  %dz = alloca float, align 4
  %d2 = alloca float, align 4
  %inv = alloca float, align 4
  store ptr %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !25, !DIExpression(), !26)
  store float %px, ptr %px.addr, align 4
    #dbg_declare(ptr %px.addr, !27, !DIExpression(), !28)
  store float %py, ptr %py.addr, align 4
    #dbg_declare(ptr %py.addr, !29, !DIExpression(), !30)
  store float %pz, ptr %pz.addr, align 4
    #dbg_declare(ptr %pz.addr, !31, !DIExpression(), !32)
  store ptr %ax, ptr %ax.addr, align 8
    #dbg_declare(ptr %ax.addr, !33, !DIExpression(), !34)
  store ptr %ay, ptr %ay.addr, align 8
    #dbg_declare(ptr %ay.addr, !35, !DIExpression(), !36)
  store ptr %az, ptr %az.addr, align 8
    #dbg_declare(ptr %az.addr, !37, !DIExpression(), !38)
    #dbg_declare(ptr %dx, !39, !DIExpression(), !40)
  %0 = load ptr, ptr %b.addr, align 8, !dbg !41
  %x = getelementptr inbounds nuw %struct.Body, ptr %0, i32 0, i32 0, !dbg !42
  %1 = load float, ptr %x, align 4, !dbg !42
  %2 = load float, ptr %px.addr, align 4, !dbg !43
  %sub = fsub contract float %1, %2, !dbg !44
  store float %sub, ptr %dx, align 4, !dbg !40
    #dbg_declare(ptr %dy, !45, !DIExpression(), !46)
  %3 = load ptr, ptr %b.addr, align 8, !dbg !47
  %y = getelementptr inbounds nuw %struct.Body, ptr %3, i32 0, i32 1, !dbg !48
  %4 = load float, ptr %y, align 4, !dbg !48
  %5 = load float, ptr %py.addr, align 4, !dbg !49
  %sub1 = fsub contract float %4, %5, !dbg !50
  store float %sub1, ptr %dy, align 4, !dbg !46
    #dbg_declare(ptr %dz, !51, !DIExpression(), !52)
  %6 = load ptr, ptr %b.addr, align 8, !dbg !53
  %z = getelementptr inbounds nuw %struct.Body, ptr %6, i32 0, i32 2, !dbg !54
  %7 = load float, ptr %z, align 4, !dbg !54
  %8 = load float, ptr %pz.addr, align 4, !dbg !55
  %sub2 = fsub contract float %7, %8, !dbg !56
  store float %sub2, ptr %dz, align 4, !dbg !52
    #dbg_declare(ptr %d2, !57, !DIExpression(), !58)
  %9 = load float, ptr %dx, align 4, !dbg !59
  %10 = load float, ptr %dx, align 4, !dbg !60
  %mul = fmul contract float %9, %10, !dbg !61
  %11 = load float, ptr %dy, align 4, !dbg !62
  %12 = load float, ptr %dy, align 4, !dbg !63
  %mul3 = fmul contract float %11, %12, !dbg !64
  %add = fadd contract float %mul, %mul3, !dbg !65
  %13 = load float, ptr %dz, align 4, !dbg !66
  %14 = load float, ptr %dz, align 4, !dbg !67
  %mul4 = fmul contract float %13, %14, !dbg !68
  %add5 = fadd contract float %add, %mul4, !dbg !69
  %15 = load float, ptr addrspacecast (ptr addrspace(4) @softening to ptr), align 4, !dbg !70
  %add6 = fadd contract float %add5, %15, !dbg !71
  store float %add6, ptr %d2, align 4, !dbg !58
    #dbg_declare(ptr %inv, !72, !DIExpression(), !73)
  %16 = load float, ptr %d2, align 4, !dbg !74
  %17 = load float, ptr %d2, align 4, !dbg !75
  %mul7 = fmul contract float %16, %17, !dbg !76
  %18 = load float, ptr %d2, align 4, !dbg !77
  %mul8 = fmul contract float %mul7, %18, !dbg !78
  %19 = call contract float @llvm.sqrt.f32(float %mul8), !dbg !79
  %div = fdiv contract float 1.000000e+00, %19, !dbg !80
  store float %div, ptr %inv, align 4, !dbg !73
  %20 = load float, ptr %dx, align 4, !dbg !81
  %21 = load float, ptr %inv, align 4, !dbg !82
  %mul9 = fmul contract float %20, %21, !dbg !83
  %22 = load ptr, ptr %b.addr, align 8, !dbg !84
  %m = getelementptr inbounds nuw %struct.Body, ptr %22, i32 0, i32 3, !dbg !85
  %23 = load float, ptr %m, align 4, !dbg !85
  %mul10 = fmul contract float %mul9, %23, !dbg !86
  %24 = load ptr, ptr %ax.addr, align 8, !dbg !87
  %25 = load float, ptr %24, align 4, !dbg !88
  %add11 = fadd contract float %25, %mul10, !dbg !88
  store float %add11, ptr %24, align 4, !dbg !88
  %26 = load float, ptr %dy, align 4, !dbg !89
  %27 = load float, ptr %inv, align 4, !dbg !90
  %mul12 = fmul contract float %26, %27, !dbg !91
  %28 = load ptr, ptr %b.addr, align 8, !dbg !92
  %m13 = getelementptr inbounds nuw %struct.Body, ptr %28, i32 0, i32 3, !dbg !93
  %29 = load float, ptr %m13, align 4, !dbg !93
  %mul14 = fmul contract float %mul12, %29, !dbg !94
  %30 = load ptr, ptr %ay.addr, align 8, !dbg !95
  %31 = load float, ptr %30, align 4, !dbg !96
  %add15 = fadd contract float %31, %mul14, !dbg !96
  store float %add15, ptr %30, align 4, !dbg !96
  %32 = load float, ptr %dz, align 4, !dbg !97
  %33 = load float, ptr %inv, align 4, !dbg !98
  %mul16 = fmul contract float %32, %33, !dbg !99
  %34 = load ptr, ptr %b.addr, align 8, !dbg !100
  %m17 = getelementptr inbounds nuw %struct.Body, ptr %34, i32 0, i32 3, !dbg !101
  %35 = load float, ptr %m17, align 4, !dbg !101
  %mul18 = fmul contract float %mul16, %35, !dbg !102
  %36 = load ptr, ptr %az.addr, align 8, !dbg !103
  %37 = load float, ptr %36, align 4, !dbg !104
  %add19 = fadd contract float %37, %mul18, !dbg !104
  store float %add19, ptr %36, align 4, !dbg !104
  ret void, !dbg !105
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10nbody_stepPK4BodyPfif(ptr noundef %bodies, ptr noundef %vel, i32 noundef %n, float noundef %dt) #2 !dbg !106 {
entry:
  %bodies.addr = alloca ptr, align 8
  %vel.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca float, align 4
  %i = alloca i32, align 4
  %ax = alloca float, align 4
  %ay = alloca float, align 4
  %az = alloca float, align 4
  %me = alloca %struct.Body, align 4
  %j = alloca i32, align 4
  store ptr %bodies, ptr %bodies.addr, align 8
    #dbg_declare(ptr %bodies.addr, !110, !DIExpression(), !111)
  store ptr %vel, ptr %vel.addr, align 8
    #dbg_declare(ptr %vel.addr, !112, !DIExpression(), !113)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !114, !DIExpression(), !115)
  store float %dt, ptr %dt.addr, align 4
    #dbg_declare(ptr %dt.addr, !116, !DIExpression(), !117)
    #dbg_declare(ptr %i, !118, !DIExpression(), !119)
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !120
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !127
  %mul = mul i32 %0, %1, !dbg !130
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !131
  %add = add i32 %mul, %2, !dbg !134
  store i32 %add, ptr %i, align 4, !dbg !119
  %3 = load i32, ptr %i, align 4, !dbg !135
  %4 = load i32, ptr %n.addr, align 4, !dbg !137
  %cmp = icmp sge i32 %3, %4, !dbg !138
  br i1 %cmp, label %if.then, label %if.end, !dbg !138

if.then:                                          ; preds = %entry
  br label %return, !dbg !139

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %ax, !140, !DIExpression(), !141)
  store float 0.000000e+00, ptr %ax, align 4, !dbg !141
    #dbg_declare(ptr %ay, !142, !DIExpression(), !143)
  store float 0.000000e+00, ptr %ay, align 4, !dbg !143
    #dbg_declare(ptr %az, !144, !DIExpression(), !145)
  store float 0.000000e+00, ptr %az, align 4, !dbg !145
    #dbg_declare(ptr %me, !146, !DIExpression(), !147)
  %5 = load ptr, ptr %bodies.addr, align 8, !dbg !148
  %6 = load i32, ptr %i, align 4, !dbg !149
  %idxprom = sext i32 %6 to i64, !dbg !148
  %arrayidx = getelementptr inbounds %struct.Body, ptr %5, i64 %idxprom, !dbg !148
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %me, ptr align 4 %arrayidx, i64 16, i1 false), !dbg !148
    #dbg_declare(ptr %j, !150, !DIExpression(), !152)
  store i32 0, ptr %j, align 4, !dbg !152
  br label %for.cond, !dbg !153

for.cond:                                         ; preds = %for.inc, %if.end
  %7 = load i32, ptr %j, align 4, !dbg !154
  %8 = load i32, ptr %n.addr, align 4, !dbg !156
  %cmp3 = icmp slt i32 %7, %8, !dbg !157
  br i1 %cmp3, label %for.body, label %for.end, !dbg !158

for.body:                                         ; preds = %for.cond
  %9 = load ptr, ptr %bodies.addr, align 8, !dbg !159
  %10 = load i32, ptr %j, align 4, !dbg !160
  %idxprom4 = sext i32 %10 to i64, !dbg !159
  %arrayidx5 = getelementptr inbounds %struct.Body, ptr %9, i64 %idxprom4, !dbg !159
  %x = getelementptr inbounds nuw %struct.Body, ptr %me, i32 0, i32 0, !dbg !161
  %11 = load float, ptr %x, align 4, !dbg !161
  %y = getelementptr inbounds nuw %struct.Body, ptr %me, i32 0, i32 1, !dbg !162
  %12 = load float, ptr %y, align 4, !dbg !162
  %z = getelementptr inbounds nuw %struct.Body, ptr %me, i32 0, i32 2, !dbg !163
  %13 = load float, ptr %z, align 4, !dbg !163
  call void @_Z10accumulatePK4BodyfffPfS2_S2_(ptr noundef %arrayidx5, float noundef %11, float noundef %12, float noundef %13, ptr noundef %ax, ptr noundef %ay, ptr noundef %az) #5, !dbg !164
  br label %for.inc, !dbg !164

for.inc:                                          ; preds = %for.body
  %14 = load i32, ptr %j, align 4, !dbg !165
  %inc = add nsw i32 %14, 1, !dbg !165
  store i32 %inc, ptr %j, align 4, !dbg !165
  br label %for.cond, !dbg !166, !llvm.loop !167

for.end:                                          ; preds = %for.cond
  %15 = load float, ptr %ax, align 4, !dbg !170
  %16 = load float, ptr %dt.addr, align 4, !dbg !171
  %mul6 = fmul contract float %15, %16, !dbg !172
  %17 = load ptr, ptr %vel.addr, align 8, !dbg !173
  %18 = load i32, ptr %i, align 4, !dbg !174
  %mul7 = mul nsw i32 3, %18, !dbg !175
  %idxprom8 = sext i32 %mul7 to i64, !dbg !173
  %arrayidx9 = getelementptr inbounds float, ptr %17, i64 %idxprom8, !dbg !173
  %19 = load float, ptr %arrayidx9, align 4, !dbg !176
  %add10 = fadd contract float %19, %mul6, !dbg !176
  store float %add10, ptr %arrayidx9, align 4, !dbg !176
  %20 = load float, ptr %ay, align 4, !dbg !177
  %21 = load float, ptr %dt.addr, align 4, !dbg !178
  %mul11 = fmul contract float %20, %21, !dbg !179
  %22 = load ptr, ptr %vel.addr, align 8, !dbg !180
  %23 = load i32, ptr %i, align 4, !dbg !181
  %mul12 = mul nsw i32 3, %23, !dbg !182
  %add13 = add nsw i32 %mul12, 1, !dbg !183
  %idxprom14 = sext i32 %add13 to i64, !dbg !180
  %arrayidx15 = getelementptr inbounds float, ptr %22, i64 %idxprom14, !dbg !180
  %24 = load float, ptr %arrayidx15, align 4, !dbg !184
  %add16 = fadd contract float %24, %mul11, !dbg !184
  store float %add16, ptr %arrayidx15, align 4, !dbg !184
  %25 = load float, ptr %az, align 4, !dbg !185
  %26 = load float, ptr %dt.addr, align 4, !dbg !186
  %mul17 = fmul contract float %25, %26, !dbg !187
  %27 = load ptr, ptr %vel.addr, align 8, !dbg !188
  %28 = load i32, ptr %i, align 4, !dbg !189
  %mul18 = mul nsw i32 3, %28, !dbg !190
  %add19 = add nsw i32 %mul18, 2, !dbg !191
  %idxprom20 = sext i32 %add19 to i64, !dbg !188
  %arrayidx21 = getelementptr inbounds float, ptr %27, i64 %idxprom20, !dbg !188
  %29 = load float, ptr %arrayidx21, align 4, !dbg !192
  %add22 = fadd contract float %29, %mul17, !dbg !192
  store float %add22, ptr %arrayidx21, align 4, !dbg !192
  br label %return, !dbg !193

return:                                           ; preds = %for.end, %if.then
  ret void, !dbg !193
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "softening", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nbody.cu", directory: "/corpus")
!4 = !{!0}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = distinct !DISubprogram(name: "accumulate", linkageName: "_Z10accumulatePK4BodyfffPfS2_S2_", scope: !3, file: !3, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !5, !5, !5, !23, !23, !23}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Body", file: !3, line: 1, size: 128, flags: DIFlagTypePassByValue, elements: !18, identifier: "_ZTS4Body")
!18 = !{!19, !20, !21, !22}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !3, line: 1, baseType: !5, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !3, line: 1, baseType: !5, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !17, file: !3, line: 1, baseType: !5, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !17, file: !3, line: 1, baseType: !5, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "b", arg: 1, scope: !12, file: !3, line: 3, type: !15)
!26 = !DILocation(line: 3, column: 53, scope: !12)
!27 = !DILocalVariable(name: "px", arg: 2, scope: !12, file: !3, line: 3, type: !5)
!28 = !DILocation(line: 3, column: 62, scope: !12)
!29 = !DILocalVariable(name: "py", arg: 3, scope: !12, file: !3, line: 3, type: !5)
!30 = !DILocation(line: 3, column: 72, scope: !12)
!31 = !DILocalVariable(name: "pz", arg: 4, scope: !12, file: !3, line: 3, type: !5)
!32 = !DILocation(line: 3, column: 82, scope: !12)
!33 = !DILocalVariable(name: "ax", arg: 5, scope: !12, file: !3, line: 3, type: !23)
!34 = !DILocation(line: 3, column: 93, scope: !12)
!35 = !DILocalVariable(name: "ay", arg: 6, scope: !12, file: !3, line: 3, type: !23)
!36 = !DILocation(line: 3, column: 104, scope: !12)
!37 = !DILocalVariable(name: "az", arg: 7, scope: !12, file: !3, line: 3, type: !23)
!38 = !DILocation(line: 3, column: 115, scope: !12)
!39 = !DILocalVariable(name: "dx", scope: !12, file: !3, line: 4, type: !5)
!40 = !DILocation(line: 4, column: 9, scope: !12)
!41 = !DILocation(line: 4, column: 14, scope: !12)
!42 = !DILocation(line: 4, column: 17, scope: !12)
!43 = !DILocation(line: 4, column: 21, scope: !12)
!44 = !DILocation(line: 4, column: 19, scope: !12)
!45 = !DILocalVariable(name: "dy", scope: !12, file: !3, line: 4, type: !5)
!46 = !DILocation(line: 4, column: 25, scope: !12)
!47 = !DILocation(line: 4, column: 30, scope: !12)
!48 = !DILocation(line: 4, column: 33, scope: !12)
!49 = !DILocation(line: 4, column: 37, scope: !12)
!50 = !DILocation(line: 4, column: 35, scope: !12)
!51 = !DILocalVariable(name: "dz", scope: !12, file: !3, line: 4, type: !5)
!52 = !DILocation(line: 4, column: 41, scope: !12)
!53 = !DILocation(line: 4, column: 46, scope: !12)
!54 = !DILocation(line: 4, column: 49, scope: !12)
!55 = !DILocation(line: 4, column: 53, scope: !12)
!56 = !DILocation(line: 4, column: 51, scope: !12)
!57 = !DILocalVariable(name: "d2", scope: !12, file: !3, line: 5, type: !5)
!58 = !DILocation(line: 5, column: 9, scope: !12)
!59 = !DILocation(line: 5, column: 14, scope: !12)
!60 = !DILocation(line: 5, column: 19, scope: !12)
!61 = !DILocation(line: 5, column: 17, scope: !12)
!62 = !DILocation(line: 5, column: 24, scope: !12)
!63 = !DILocation(line: 5, column: 29, scope: !12)
!64 = !DILocation(line: 5, column: 27, scope: !12)
!65 = !DILocation(line: 5, column: 22, scope: !12)
!66 = !DILocation(line: 5, column: 34, scope: !12)
!67 = !DILocation(line: 5, column: 39, scope: !12)
!68 = !DILocation(line: 5, column: 37, scope: !12)
!69 = !DILocation(line: 5, column: 32, scope: !12)
!70 = !DILocation(line: 5, column: 44, scope: !12)
!71 = !DILocation(line: 5, column: 42, scope: !12)
!72 = !DILocalVariable(name: "inv", scope: !12, file: !3, line: 6, type: !5)
!73 = !DILocation(line: 6, column: 9, scope: !12)
!74 = !DILocation(line: 6, column: 38, scope: !12)
!75 = !DILocation(line: 6, column: 43, scope: !12)
!76 = !DILocation(line: 6, column: 41, scope: !12)
!77 = !DILocation(line: 6, column: 48, scope: !12)
!78 = !DILocation(line: 6, column: 46, scope: !12)
!79 = !DILocation(line: 6, column: 22, scope: !12)
!80 = !DILocation(line: 6, column: 20, scope: !12)
!81 = !DILocation(line: 7, column: 10, scope: !12)
!82 = !DILocation(line: 7, column: 15, scope: !12)
!83 = !DILocation(line: 7, column: 13, scope: !12)
!84 = !DILocation(line: 7, column: 21, scope: !12)
!85 = !DILocation(line: 7, column: 24, scope: !12)
!86 = !DILocation(line: 7, column: 19, scope: !12)
!87 = !DILocation(line: 7, column: 4, scope: !12)
!88 = !DILocation(line: 7, column: 7, scope: !12)
!89 = !DILocation(line: 7, column: 34, scope: !12)
!90 = !DILocation(line: 7, column: 39, scope: !12)
!91 = !DILocation(line: 7, column: 37, scope: !12)
!92 = !DILocation(line: 7, column: 45, scope: !12)
!93 = !DILocation(line: 7, column: 48, scope: !12)
!94 = !DILocation(line: 7, column: 43, scope: !12)
!95 = !DILocation(line: 7, column: 28, scope: !12)
!96 = !DILocation(line: 7, column: 31, scope: !12)
!97 = !DILocation(line: 7, column: 58, scope: !12)
!98 = !DILocation(line: 7, column: 63, scope: !12)
!99 = !DILocation(line: 7, column: 61, scope: !12)
!100 = !DILocation(line: 7, column: 69, scope: !12)
!101 = !DILocation(line: 7, column: 72, scope: !12)
!102 = !DILocation(line: 7, column: 67, scope: !12)
!103 = !DILocation(line: 7, column: 52, scope: !12)
!104 = !DILocation(line: 7, column: 55, scope: !12)
!105 = !DILocation(line: 8, column: 1, scope: !12)
!106 = distinct !DISubprogram(name: "nbody_step", linkageName: "_Z10nbody_stepPK4BodyPfif", scope: !3, file: !3, line: 9, type: !107, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !15, !23, !109, !5}
!109 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!110 = !DILocalVariable(name: "bodies", arg: 1, scope: !106, file: !3, line: 9, type: !15)
!111 = !DILocation(line: 9, column: 40, scope: !106)
!112 = !DILocalVariable(name: "vel", arg: 2, scope: !106, file: !3, line: 9, type: !23)
!113 = !DILocation(line: 9, column: 55, scope: !106)
!114 = !DILocalVariable(name: "n", arg: 3, scope: !106, file: !3, line: 9, type: !109)
!115 = !DILocation(line: 9, column: 64, scope: !106)
!116 = !DILocalVariable(name: "dt", arg: 4, scope: !106, file: !3, line: 9, type: !5)
!117 = !DILocation(line: 9, column: 73, scope: !106)
!118 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 10, type: !109)
!119 = !DILocation(line: 10, column: 7, scope: !106)
!120 = !DILocation(line: 11, column: 67, scope: !121, inlinedAt: !126)
!121 = distinct !DISubprogram(name: "ctaid_x", linkageName: "_ZL7ctaid_xv", scope: !122, file: !122, line: 11, type: !123, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!122 = !DIFile(filename: "cuda_prelude.h", directory: "/corpus")
!123 = !DISubroutineType(types: !124)
!124 = !{!125}
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = distinct !DILocation(line: 10, column: 11, scope: !106)
!127 = !DILocation(line: 10, column: 66, scope: !128, inlinedAt: !129)
!128 = distinct !DISubprogram(name: "ntid_x", linkageName: "_ZL6ntid_xv", scope: !122, file: !122, line: 10, type: !123, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!129 = distinct !DILocation(line: 10, column: 23, scope: !106)
!130 = !DILocation(line: 10, column: 21, scope: !106)
!131 = !DILocation(line: 9, column: 65, scope: !132, inlinedAt: !133)
!132 = distinct !DISubprogram(name: "tid_x", linkageName: "_ZL5tid_xv", scope: !122, file: !122, line: 9, type: !123, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!133 = distinct !DILocation(line: 10, column: 34, scope: !106)
!134 = !DILocation(line: 10, column: 32, scope: !106)
!135 = !DILocation(line: 11, column: 7, scope: !136)
!136 = distinct !DILexicalBlock(scope: !106, file: !3, line: 11, column: 7)
!137 = !DILocation(line: 11, column: 12, scope: !136)
!138 = !DILocation(line: 11, column: 9, scope: !136)
!139 = !DILocation(line: 11, column: 15, scope: !136)
!140 = !DILocalVariable(name: "ax", scope: !106, file: !3, line: 12, type: !5)
!141 = !DILocation(line: 12, column: 9, scope: !106)
!142 = !DILocalVariable(name: "ay", scope: !106, file: !3, line: 12, type: !5)
!143 = !DILocation(line: 12, column: 17, scope: !106)
!144 = !DILocalVariable(name: "az", scope: !106, file: !3, line: 12, type: !5)
!145 = !DILocation(line: 12, column: 25, scope: !106)
!146 = !DILocalVariable(name: "me", scope: !106, file: !3, line: 13, type: !17)
!147 = !DILocation(line: 13, column: 8, scope: !106)
!148 = !DILocation(line: 13, column: 13, scope: !106)
!149 = !DILocation(line: 13, column: 20, scope: !106)
!150 = !DILocalVariable(name: "j", scope: !151, file: !3, line: 14, type: !109)
!151 = distinct !DILexicalBlock(scope: !106, file: !3, line: 14, column: 3)
!152 = !DILocation(line: 14, column: 12, scope: !151)
!153 = !DILocation(line: 14, column: 8, scope: !151)
!154 = !DILocation(line: 14, column: 19, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 14, column: 3)
!156 = !DILocation(line: 14, column: 23, scope: !155)
!157 = !DILocation(line: 14, column: 21, scope: !155)
!158 = !DILocation(line: 14, column: 3, scope: !151)
!159 = !DILocation(line: 14, column: 43, scope: !155)
!160 = !DILocation(line: 14, column: 50, scope: !155)
!161 = !DILocation(line: 14, column: 57, scope: !155)
!162 = !DILocation(line: 14, column: 63, scope: !155)
!163 = !DILocation(line: 14, column: 69, scope: !155)
!164 = !DILocation(line: 14, column: 31, scope: !155)
!165 = !DILocation(line: 14, column: 27, scope: !155)
!166 = !DILocation(line: 14, column: 3, scope: !155)
!167 = distinct !{!167, !158, !168, !169}
!168 = !DILocation(line: 14, column: 85, scope: !151)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 15, column: 17, scope: !106)
!171 = !DILocation(line: 15, column: 22, scope: !106)
!172 = !DILocation(line: 15, column: 20, scope: !106)
!173 = !DILocation(line: 15, column: 3, scope: !106)
!174 = !DILocation(line: 15, column: 11, scope: !106)
!175 = !DILocation(line: 15, column: 9, scope: !106)
!176 = !DILocation(line: 15, column: 14, scope: !106)
!177 = !DILocation(line: 15, column: 44, scope: !106)
!178 = !DILocation(line: 15, column: 49, scope: !106)
!179 = !DILocation(line: 15, column: 47, scope: !106)
!180 = !DILocation(line: 15, column: 26, scope: !106)
!181 = !DILocation(line: 15, column: 34, scope: !106)
!182 = !DILocation(line: 15, column: 32, scope: !106)
!183 = !DILocation(line: 15, column: 36, scope: !106)
!184 = !DILocation(line: 15, column: 41, scope: !106)
!185 = !DILocation(line: 15, column: 71, scope: !106)
!186 = !DILocation(line: 15, column: 76, scope: !106)
!187 = !DILocation(line: 15, column: 74, scope: !106)
!188 = !DILocation(line: 15, column: 53, scope: !106)
!189 = !DILocation(line: 15, column: 61, scope: !106)
!190 = !DILocation(line: 15, column: 59, scope: !106)
!191 = !DILocation(line: 15, column: 63, scope: !106)
!192 = !DILocation(line: 15, column: 68, scope: !106)
!193 = !DILocation(line: 16, column: 1, scope: !106)

!nvvmir.version = !{!9999}
!9999 = !{i32 2, i32 0, i32 3, i32 2}
