#!/usr/bin/env python3
"""The construct sweep: "whatever we accept, ptxas accepts" (doc/verifier.md).

Generates small IR modules, one per variant of every construct class the
verifier has rules for (launch-bound attributes and annotations with every
value class, address spaces of memory operations, atomics, casts and
globals, calls between kernels and functions, linkage x space, alignment
extremes, odd types, initializers), compiles each with nvvm-llc in both
dialects for several archs, and assembles what nvvm-llc wrote with ptxas.
Every outcome is one of
    reject   nvvm-llc refused the module with a diagnostic (exit 1, [rule])
    ok       nvvm-llc accepted it and ptxas assembled the PTX
    PTXAS    nvvm-llc accepted it and ptxas rejected the PTX      (a bug)
    CRASH    nvvm-llc died, aborted, or reported an internal LLVM error (a bug)
The test fails on any PTXAS or CRASH outcome that is not listed in the known
file (KEY<TAB>why; a listed key that no longer fails is reported so that
the entry can go). Without ptxas only crashes are looked for.

    constructs.py --llc build/nvvm-llc [--ptxas PATH] [-j N] [--keep DIR]
                  [--llc-arg=ARG ...]
                  [--known FILE] [--filter SUBSTR] [--list] [--print KEY]
"""
import argparse
import collections
import concurrent.futures
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HDR = ('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n'
       'target triple = "nvptx64-nvidia-cuda"\n\n')
FTR = '\n!nvvmir.version = !{!9999}\n!9999 = !{i32 2, i32 0}\n'
ARCHS = ('sm_75', 'sm_90', 'sm_120')
# Rules whose answer does not depend on the arch: a module refused for these
# only is refused for every arch, and is not compiled again arch by arch.
ARCH_FREE = set('''ir-parse ir-verify llvm-ir annotations-shape annotation global-address-space
    shared-initializer linkage linkage-appending linkage-extern-weak linkage-dllstorage symbol-name
    addrspacecast tensor-memory-access unsupported-type function-attribute function-alignment
    kernel-return alloca atomic-load-store fence va-arg tail-call texsurf-variable sampler-texmode
    byval-align memory-intrinsic-constant launch-bounds kernel-call read-only-store global-initializer
    integer-width constant-size reserved-identifier zero-sized-parameter atomic-type
    atomic-address-space identifier function-section function-gc function-personality
    param-attribute blockaddress inline-asm unsupported-intrinsic'''.split())
DIALECTS = ('llvm', 'nvvm')

V = collections.OrderedDict()  # key -> module text


def add(cls, name, text):
    key = '%s/%s' % (cls, name)
    assert key not in V, key
    V[key] = HDR + text.strip('\n') + '\n' + FTR


def kernel(body, params='ptr addrspace(1) %out', attrs='', name='k', pre=''):
    return '%sdefine ptx_kernel void @%s(%s)%s {\n%s\n  ret void\n}\n' % (
        pre, name, params, (' ' + attrs) if attrs else '', body.strip('\n'))


# ---------------------------------------------------------------- launch bounds
# Attribute values by class: 0, negative, typical, limits, past limits,
# beyond 32/64 bits, malformed.
SCALARS = ['0', '1', '-1', '32', '255', '256', '1024', '1025', '65535', '65536',
           '2147483647', '2147483648', '4294967295', '4294967296',
           '99999999999999999999', '', 'abc', '1,2', ' 4']
DIMS = ['1', '32', '1024', '1025', '0', '-1', '1,1', '32,32', '32,33', '1,1,64', '1,1,65',
        '1024,1,1', '1,1024,1', '2,2,2', '0,0,0', '0,1,1', '1,0,1', '4294967296,1,1',
        '2147483648,1,1', '65536,1,1', '1,2,3,4', '', 'x', '1,,1', '1,1,']
CLUSTER = ['1', '2', '8', '16', '17', '32', '0', '-1', '0,0,0', '1,0,1', '2,2,2', '4,4,1',
           '8,2,1', '16,2,1', '65536,1,1', '4294967296,1,1', '1,2,3,4', '', 'x']


def gen_launch():
    body = '  store i32 1, ptr addrspace(1) %out'
    for key, vals in (('nvvm.maxntid', DIMS), ('nvvm.reqntid', DIMS),
                      ('nvvm.minctasm', SCALARS), ('nvvm.maxnreg', SCALARS),
                      ('nvvm.maxclusterrank', SCALARS), ('nvvm.cluster_dim', CLUSTER)):
        for i, val in enumerate(vals):
            a = '"%s"="%s"' % (key, val)
            add('launch-attr', '%s=%s#%d' % (key[5:], val, i), kernel(body, attrs=a))
            # the same on a device function the kernel calls (ignored there)
            if val in ('0', '-1', '32', '4294967296', '', '0,0,0', '1,2,3,4') or i < 2:
                add('launch-attr-device', '%s=%s#%d' % (key[5:], val, i),
                    'define void @f(ptr addrspace(1) %%out) %s {\n%s\n  ret void\n}\n' % (a, body) +
                    kernel('  call void @f(ptr addrspace(1) %out)'))
    add('launch-attr', 'blocksareclusters', kernel(body, attrs='"nvvm.blocksareclusters"'))
    add('launch-attr', 'blocksareclusters+reqntid+cluster',
        kernel(body, attrs='"nvvm.blocksareclusters" "nvvm.reqntid"="32,1,1" "nvvm.cluster_dim"="2,1,1"'))
    # Combinations that may conflict.
    combos = [
        ('maxntid<reqntid', '"nvvm.maxntid"="32" "nvvm.reqntid"="64"'),
        ('maxntid=reqntid', '"nvvm.maxntid"="64,1,1" "nvvm.reqntid"="64,1,1"'),
        ('maxntid-shape', '"nvvm.maxntid"="64,2,1" "nvvm.reqntid"="128,1,1"'),
        ('minctasm+maxnreg', '"nvvm.minctasm"="4" "nvvm.maxnreg"="32"'),
        ('minctasm-huge+maxntid', '"nvvm.minctasm"="64" "nvvm.maxntid"="1024"'),
        ('maxnreg-low+maxntid', '"nvvm.maxnreg"="16" "nvvm.maxntid"="1024"'),
        ('maxnreg-1+maxntid', '"nvvm.maxnreg"="1" "nvvm.maxntid"="32"'),
        ('cluster+rank', '"nvvm.cluster_dim"="2,1,1" "nvvm.maxclusterrank"="2"'),
        ('cluster+reqntid', '"nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="1024,1,1"'),
        ('cluster-zero+rank', '"nvvm.cluster_dim"="0,0,0" "nvvm.maxclusterrank"="4"'),
        ('all', '"nvvm.maxntid"="256" "nvvm.minctasm"="2" "nvvm.maxnreg"="64" "nvvm.cluster_dim"="2,1,1"'),
    ]
    for n, a in combos:
        add('launch-combo', n, kernel(body, attrs=a))
    # Device function with launch bounds and a register limit called from a
    # kernel with a lower one (issue 9, point 8 is about the kernel side).
    add('launch-combo', 'kernel-maxnreg-calls-noinline',
        'define void @f(ptr addrspace(1) %out) noinline {\n  store i32 1, ptr addrspace(1) %out\n  ret void\n}\n' +
        kernel('  call void @f(ptr addrspace(1) %out)', attrs='"nvvm.maxnreg"="16"'))


# ------------------------------------------------------------------ annotations
ANN_KEYS = ['maxntidx', 'maxntidy', 'maxntidz', 'reqntidx', 'reqntidy', 'reqntidz', 'minctasm',
            'maxnreg', 'cluster_dim_x', 'cluster_dim_y', 'cluster_dim_z', 'cluster_max_blocks',
            'maxclusterrank', 'kernel', 'align', 'grid_constant', 'managed', 'texture', 'surface',
            'sampler', 'rdwrimage', 'bogus']
ANN_VALS = ['i32 0', 'i32 1', 'i32 -1', 'i32 1025', 'i32 2147483647', 'i64 4294967296', 'i1 true']


def gen_annotations():
    body = '  store i32 1, ptr addrspace(1) %out'
    k = kernel(body)
    f = 'define void @f(ptr addrspace(1) %out) {\n' + body + '\n  ret void\n}\n'
    g = '@g = addrspace(1) global i32 0\n'
    for key in ANN_KEYS:
        vals = ANN_VALS if key != 'grid_constant' else ['!{i32 1}', '!{i32 0}', '!{i32 2}', '!{}',
                                                        '!{i32 -1}', '!{i32 1, i32 1}']
        for val in vals:
            for tgt, code, sym in (('kernel', k, '@k'), ('device', f, '@f'),
                                   ('var', g + k, 'ptr addrspace(1) @g')):
                if tgt == 'var' and key not in ('managed', 'texture', 'surface', 'sampler', 'kernel',
                                                'maxntidx', 'align'):
                    continue
                if tgt == 'var':
                    pass
                elif not sym.startswith('ptr'):
                    sym = 'ptr ' + sym
                md = '!nvvm.annotations = !{!1}\n!1 = !{%s, !"%s", %s}\n' % (sym, key, val)
                add('annotation', '%s=%s@%s' % (key, val, tgt), code + md)
    # conflicting duplicates
    for key, a, b in (('maxntidx', 32, 64), ('reqntidx', 32, 64), ('minctasm', 1, 8),
                      ('maxnreg', 32, 64), ('cluster_dim_x', 2, 4)):
        md = ('!nvvm.annotations = !{!1, !2}\n!1 = !{ptr @k, !"%s", i32 %d}\n'
              '!2 = !{ptr @k, !"%s", i32 %d}\n') % (key, a, key, b)
        add('annotation-conflict', key, k + md)
    md = ('!nvvm.annotations = !{!1}\n!1 = !{ptr @k, !"maxntidx", i32 32, !"reqntidx", i32 64}\n')
    add('annotation-conflict', 'maxntid<reqntid', k + md)
    md = ('!nvvm.annotations = !{!1}\n!1 = !{ptr @k, !"cluster_dim_x", i32 2, !"cluster_dim_y", i32 0}\n')
    add('annotation-conflict', 'cluster-partial-zero', k + md)
    md = ('!nvvm.annotations = !{!1}\n!1 = !{ptr @k, !"cluster_dim_x", i32 2, !"cluster_max_blocks", i32 4}\n')
    add('annotation-conflict', 'cluster+max-blocks', k + md)
    # grid_constant as a parameter attribute
    st = '%struct.S = type { i32, i32 }\n'
    for pa, tgt in (('byval(%struct.S) align 4 "nvvm.grid_constant"', 'byval'),
                    ('"nvvm.grid_constant"', 'plain'),
                    ('byval(%struct.S) align 4 "nvvm.grid_constant"="1"', 'value')):
        add('grid-constant', 'kernel-' + tgt,
            st + 'define ptx_kernel void @k(ptr %s %%s, ptr addrspace(1) %%out) {\n'
            '  %%p = getelementptr %%struct.S, ptr %%s, i32 0, i32 1\n  %%v = load i32, ptr %%p\n'
            '  store i32 %%v, ptr addrspace(1) %%out\n  store ptr %%s, ptr addrspace(1) %%out\n  ret void\n}\n' % pa)
        add('grid-constant', 'device-' + tgt,
            st + 'define void @f(ptr %s %%s, ptr addrspace(1) %%out) {\n'
            '  %%v = load i32, ptr %%s\n  store i32 %%v, ptr addrspace(1) %%out\n  ret void\n}\n' % pa)
    add('grid-constant', 'kernel-byval-written',
        st + 'define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s, ptr addrspace(1) %out) {\n'
        '  store i32 5, ptr %s\n  %v = load i32, ptr %s\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n')
    # writes the verifier must see through casts, GEPs, phis and memory intrinsics
    add('grid-constant', 'kernel-byval-written-gep-phi',
        st + 'define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s, i1 %c, ptr addrspace(1) %out) {\n'
        'e:\n  %p = getelementptr %struct.S, ptr %s, i32 0, i32 1\n  br i1 %c, label %a, label %b\n'
        'a:\n  br label %b\nb:\n  %q = phi ptr [%p, %e], [%s, %a]\n  store i32 5, ptr %q\n'
        '  %v = load i32, ptr %s\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n')
    add('grid-constant', 'kernel-byval-memset',
        st + 'declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n'
        'define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s, ptr addrspace(1) %out) {\n'
        '  call void @llvm.memset.p0.i64(ptr %s, i8 0, i64 8, i1 false)\n  %v = load i32, ptr %s\n'
        '  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n')
    add('grid-constant', 'kernel-byval-atomic',
        st + 'define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s, ptr addrspace(1) %out) {\n'
        '  %v = atomicrmw add ptr %s, i32 1 monotonic\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n')
    add('grid-constant', 'kernel-byval-written-plain',
        st + 'define ptx_kernel void @k(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %out) {\n'
        '  store i32 5, ptr %s\n  %v = load i32, ptr %s\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n')
    add('grid-constant', 'kernel-byval-escapes-call',
        st + 'declare void @use(ptr)\n'
        'define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s) {\n'
        '  call void @use(ptr %s)\n  ret void\n}\n')


# ------------------------------------------------------------- address spaces
SPACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 25, 101]


def gen_memory():
    for a in SPACES:
        p = 'ptr addrspace(%d) %%p, ptr addrspace(1) %%out' % a
        pt = 'ptr addrspace(%d)' % a
        add('load', 'as%d' % a, kernel('  %%v = load i32, %s %%p\n  store i32 %%v, ptr addrspace(1) %%out' % pt, p))
        add('load-volatile', 'as%d' % a,
            kernel('  %%v = load volatile i32, %s %%p\n  store i32 %%v, ptr addrspace(1) %%out' % pt, p))
        add('store', 'as%d' % a, kernel('  store i32 7, %s %%p' % pt, p))
        add('store-volatile', 'as%d' % a, kernel('  store volatile i64 7, %s %%p' % pt, p))
        add('load-device-fn', 'as%d' % a,
            'define i32 @f(%s %%p) {\n  %%v = load i32, %s %%p\n  ret i32 %%v\n}\n' % (pt, pt) +
            kernel('  %%v = call i32 @f(%s null)\n  store i32 %%v, ptr addrspace(1) %%out' % pt))
        for o in ('monotonic', 'seq_cst', 'acquire'):
            add('atomic-load', 'as%d-%s' % (a, o),
                kernel('  %%v = load atomic i32, %s %%p %s, align 4\n  store i32 %%v, ptr addrspace(1) %%out' % (pt, o), p))
        for o in ('monotonic', 'release'):
            add('atomic-store', 'as%d-%s' % (a, o), kernel('  store atomic i32 1, %s %%p %s, align 4' % (pt, o), p))
        add('atomicrmw-space', 'as%d-add' % a,
            kernel('  %%v = atomicrmw add %s %%p, i32 1 monotonic\n  store i32 %%v, ptr addrspace(1) %%out' % pt, p))
        add('atomicrmw-space', 'as%d-fadd' % a,
            kernel('  %%v = atomicrmw fadd %s %%p, float 1.0 monotonic\n  store float %%v, ptr addrspace(1) %%out' % pt, p))
        add('cmpxchg-space', 'as%d' % a,
            kernel('  %%v = cmpxchg %s %%p, i32 0, i32 1 monotonic monotonic\n  %%e = extractvalue {i32, i1} %%v, 0\n'
                   '  store i32 %%e, ptr addrspace(1) %%out' % pt, p))
        add('memset-space', 'as%d' % a,
            'declare void @llvm.memset.p%d.i64(%s, i8, i64, i1)\n' % (a, pt) +
            kernel('  call void @llvm.memset.p%d.i64(%s %%p, i8 0, i64 16, i1 false)' % (a, pt), p))
        add('memcpy-space', 'as%d' % a,
            'declare void @llvm.memcpy.p%d.p1.i64(%s, ptr addrspace(1), i64, i1)\n' % (a, pt) +
            kernel('  call void @llvm.memcpy.p%d.p1.i64(%s %%p, ptr addrspace(1) %%out, i64 16, i1 false)' % (a, pt), p))
        add('prefetch-space', 'as%d' % a,
            'declare void @llvm.prefetch.p%d(%s, i32, i32, i32)\n' % (a, pt) +
            kernel('  call void @llvm.prefetch.p%d(%s %%p, i32 0, i32 3, i32 1)' % (a, pt), p))
        add('alloca', 'as%d' % a,
            kernel('  %%a = alloca i32, align 4, addrspace(%d)\n  store volatile i32 1, %s %%a\n'
                   '  %%v = load volatile i32, %s %%a\n  store i32 %%v, ptr addrspace(1) %%out' % (a, pt, pt)))
        # casts both ways, from a parameter and from a global of the space
        for b in SPACES:
            if a == b:
                continue
            add('addrspacecast', 'as%d-to-as%d' % (a, b),
                kernel('  %%q = addrspacecast %s %%p to ptr addrspace(%d)\n  store i32 1, ptr addrspace(%d) %%q' % (pt, b, b),
                       'ptr addrspace(%d) %%p' % a))
        add('addrspacecast-store-ptr', 'as%d' % a,
            kernel('  %%q = addrspacecast %s %%p to ptr\n  store ptr %%q, ptr addrspace(1) %%out' % pt,
                   'ptr addrspace(%d) %%p, ptr addrspace(1) %%out' % a))
        # stores through a generic pointer whose every value comes from space a
        add('addrspacecast-store-phi', 'as%d' % a,
            kernel('e:\n  %%q1 = addrspacecast %s %%p to ptr\n  %%p2 = getelementptr i8, %s %%p, i64 4\n'
                   '  %%q2 = addrspacecast %s %%p2 to ptr\n  br i1 %%c, label %%a, label %%b\na:\n  br label %%b\n'
                   'b:\n  %%q = phi ptr [%%q1, %%e], [%%q2, %%a]\n  %%r = getelementptr i32, ptr %%q, i64 1\n'
                   '  store i32 1, ptr %%r' % (pt, pt, pt), 'ptr addrspace(%d) %%p, i1 %%c' % a))
        add('ptrtoint', 'as%d' % a,
            kernel('  %%i = ptrtoint %s %%p to i64\n  store i64 %%i, ptr addrspace(1) %%out' % pt, p))
        add('inttoptr', 'as%d' % a,
            kernel('  %%q = inttoptr i64 %%i to %s\n  store i32 1, %s %%q' % (pt, pt), 'i64 %i'))
    # a kernel's constant-space pointer parameter next to a cvta.const elsewhere
    cg = '@c = addrspace(4) constant i32 7\n'
    kp = kernel('  %v = load i32, ptr addrspace(4) %p\n  store i32 %v, ptr addrspace(1) %out',
                'ptr addrspace(4) %p, ptr addrspace(1) %out')
    add('constant-pointer', 'param-load-only', kp)
    add('constant-pointer', 'param+global-cast', cg + kp + kernel(
        '  %q = addrspacecast ptr addrspace(4) @c to ptr\n  store volatile ptr %q, ptr addrspace(1) %out', name='k2'))
    add('constant-pointer', 'global-cast-only', cg + kernel(
        '  %q = addrspacecast ptr addrspace(4) @c to ptr\n  store volatile ptr %q, ptr addrspace(1) %out'))
    add('constant-pointer', 'device-param-cast',
        'define ptr @f(ptr addrspace(4) %p) noinline {\n  %q = addrspacecast ptr addrspace(4) %p to ptr\n  ret ptr %q\n}\n' +
        kernel('  %q = call ptr @f(ptr addrspace(4) null)\n  store ptr %q, ptr addrspace(1) %out'))
    # wide and vector memory operations
    for t in ('i8', 'i16', 'i64', 'i128', 'half', 'bfloat', 'double', '<2 x half>', '<4 x i32>',
              '<8 x i32>', '<16 x i8>', '<3 x i8>', '<3 x float>', '<2 x i128>', '<4 x double>',
              '<32 x i8>', '<2 x ptr>', '[4 x i32]', '{i32, i8, i64}', '<{i8, i32}>', 'i1', 'i7', 'i24',
              'i256', '<1 x i64>', '<8 x half>', '<16 x half>'):
        for a in (0, 1, 3, 5):
            pt = 'ptr addrspace(%d)' % a
            add('load-type', '%s@as%d' % (t, a),
                kernel('  %%v = load volatile %s, %s %%p\n  store volatile %s %%v, %s %%p' % (t, pt, t, pt),
                       'ptr addrspace(%d) %%p' % a))


# ----------------------------------------------------------------------- atomics
RMW_OPS = ['xchg', 'add', 'sub', 'and', 'nand', 'or', 'xor', 'max', 'min', 'umax', 'umin', 'fadd',
           'fsub', 'fmax', 'fmin', 'fmaximum', 'fminimum', 'uinc_wrap', 'udec_wrap', 'usub_cond',
           'usub_sat']
RMW_TYPES = ['i8', 'i16', 'i32', 'i64', 'i128', 'half', 'bfloat', 'float', 'double', 'ptr',
             '<2 x half>', '<2 x bfloat>', '<2 x float>', '<4 x float>']


INT_OPS = ['add', 'sub', 'and', 'nand', 'or', 'xor', 'max', 'min', 'umax', 'umin', 'uinc_wrap', 'udec_wrap',
           'usub_cond', 'usub_sat']
FP_OPS = ['fadd', 'fsub', 'fmax', 'fmin', 'fmaximum', 'fminimum']


def rmw_valid(op, t):
    """The combinations LLVM's IR verifier accepts (the others are only
    parse errors, which teach the sweep nothing)."""
    fp = t in ('half', 'bfloat', 'float', 'double')
    fpvec = t.startswith('<') and not t.startswith('<2 x i')
    if op == 'xchg':
        return not t.startswith('<')
    if op in FP_OPS:
        return fp or fpvec
    return t.startswith('i')


def gen_atomics():
    for op in RMW_OPS:
        for t in RMW_TYPES:
            if not rmw_valid(op, t):
                continue
            for a in ((0, 1, 3) if t in ('i32', 'float') else (1,)):
                pt = 'ptr addrspace(%d)' % a
                add('atomicrmw', '%s-%s@as%d' % (op, t, a),
                    kernel('  %%v = atomicrmw %s %s %%p, %s %%x monotonic\n  store %s %%v, %s %%p' % (op, pt, t, t, pt),
                           '%s %%p, %s %%x' % (pt, t)))
    # orderings x scopes, for two representative operations
    for op, t in (('add', 'i32'), ('fadd', 'float'), ('xchg', 'i64')):
        for o in ('monotonic', 'acquire', 'release', 'acq_rel', 'seq_cst'):
            for s in ('', 'singlethread', 'block', 'cluster', 'device', 'bogus'):
                ss = ' syncscope("%s")' % s if s else ''
                add('atomicrmw-order', '%s-%s-%s-%s' % (op, t, o, s or 'system'),
                    kernel('  %%v = atomicrmw %s ptr addrspace(1) %%p, %s %%x%s %s\n  store %s %%v, ptr addrspace(1) %%p'
                           % (op, t, ss, o, t), 'ptr addrspace(1) %%p, %s %%x' % t))
    for t in ('i8', 'i16', 'i32', 'i64', 'i128', 'ptr', 'ptr addrspace(3)'):
        for a in (0, 1, 3):
            for so, fo in (('monotonic', 'monotonic'), ('seq_cst', 'seq_cst'), ('acq_rel', 'acquire'),
                           ('release', 'monotonic')):
                for weak in (('', ' weak') if t == 'i32' else ('',)):
                    pt = 'ptr addrspace(%d)' % a
                    add('cmpxchg', '%s@as%d-%s-%s%s' % (t, a, so, fo, weak.replace(' ', '-')),
                        kernel('  %%r = cmpxchg%s %s %%p, %s %%c, %s %%n %s %s\n  %%v = extractvalue {%s, i1} %%r, 0\n'
                               '  store %s %%v, %s %%p' % (weak, pt, t, t, so, fo, t, t, pt),
                               '%s %%p, %s %%c, %s %%n' % (pt, t, t)))
        add('cmpxchg-scope', '%s-cluster' % t,
            kernel('  %%r = cmpxchg ptr addrspace(1) %%p, %s %%c, %s %%n syncscope("cluster") acquire acquire' % (t, t),
                   'ptr addrspace(1) %%p, %s %%c, %s %%n' % (t, t)))
    for t in ('i8', 'i16', 'i32', 'i64', 'i128', 'float', 'double', 'half', 'ptr', '<2 x half>', '<4 x float>'):
        for o in ('monotonic', 'acquire', 'seq_cst', 'unordered'):
            add('atomic-load-type', '%s-%s' % (t, o),
                kernel('  %%v = load atomic %s, ptr addrspace(1) %%p %s, align 16\n  store %s %%v, ptr addrspace(1) %%p'
                       % (t, o, t), 'ptr addrspace(1) %p'))
        add('atomic-store-type', t,
            kernel('  store atomic %s %%x, ptr addrspace(1) %%p release, align 16' % t,
                   'ptr addrspace(1) %%p, %s %%x' % t))
        add('atomic-load-underaligned', t,
            kernel('  %%v = load atomic %s, ptr addrspace(1) %%p monotonic, align 1\n  store %s %%v, ptr addrspace(1) %%p'
                   % (t, t), 'ptr addrspace(1) %p'))
    for o in ('acquire', 'release', 'acq_rel', 'seq_cst'):
        for s in ('', 'singlethread', 'block', 'cluster', 'device'):
            ss = ' syncscope("%s")' % s if s else ''
            add('fence', '%s-%s' % (o, s or 'system'), kernel('  fence%s %s' % (ss, o), ''))


# ------------------------------------------------------------------------ calls
def gen_calls():
    body = '  store i32 1, ptr addrspace(1) %out'
    kk = kernel(body, name='k2')
    add('call', 'kernel-calls-kernel', kk + kernel('  call ptx_kernel void @k2(ptr addrspace(1) %out)'))
    add('call', 'kernel-calls-kernel-ccc', kk + kernel('  call void @k2(ptr addrspace(1) %out)'))
    add('call', 'kernel-calls-itself', kernel('  call ptx_kernel void @k(ptr addrspace(1) %out)'))
    add('call', 'device-calls-kernel',
        kk + 'define void @f(ptr addrspace(1) %out) {\n  call ptx_kernel void @k2(ptr addrspace(1) %out)\n  ret void\n}\n' +
        kernel('  call void @f(ptr addrspace(1) %out)'))
    add('call', 'kernel-address-taken', kk + kernel('  store ptr @k2, ptr addrspace(1) %out'))
    add('call', 'kernel-indirect-call', kk +
        kernel('  %f = load ptr, ptr addrspace(1) %out\n  call ptx_kernel void %f(ptr addrspace(1) %out)'))
    add('call', 'recursion',
        'define i32 @f(i32 %n) {\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %z, label %r\n'
        'z:\n  ret i32 1\nr:\n  %m = sub i32 %n, 1\n  %v = call i32 @f(i32 %m)\n  %x = mul i32 %v, %n\n  ret i32 %x\n}\n' +
        kernel('  %v = call i32 @f(i32 %n)\n  store i32 %v, ptr addrspace(1) %out', 'i32 %n, ptr addrspace(1) %out'))
    add('call', 'mutual-recursion',
        'define i32 @f(i32 %n) noinline {\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %z, label %r\n'
        'z:\n  ret i32 0\nr:\n  %m = sub i32 %n, 1\n  %v = call i32 @g(i32 %m)\n  ret i32 %v\n}\n'
        'define i32 @g(i32 %n) noinline {\n  %v = call i32 @f(i32 %n)\n  ret i32 %v\n}\n' +
        kernel('  %v = call i32 @f(i32 %n)\n  store i32 %v, ptr addrspace(1) %out', 'i32 %n, ptr addrspace(1) %out'))
    add('call', 'recursion-with-alloca',
        'define i32 @f(i32 %n) {\n  %a = alloca [64 x i32]\n  store volatile i32 %n, ptr %a\n'
        '  %c = icmp eq i32 %n, 0\n  br i1 %c, label %z, label %r\n'
        'z:\n  ret i32 1\nr:\n  %m = sub i32 %n, 1\n  %v = call i32 @f(i32 %m)\n  ret i32 %v\n}\n' +
        kernel('  %v = call i32 @f(i32 %n)\n  store i32 %v, ptr addrspace(1) %out', 'i32 %n, ptr addrspace(1) %out'))
    add('call', 'kernel-recursion-via-device',
        'define void @f(ptr addrspace(1) %out) {\n  call ptx_kernel void @k(ptr addrspace(1) %out)\n  ret void\n}\n' +
        kernel('  call void @f(ptr addrspace(1) %out)'))
    add('call', 'indirect-device',
        'define i32 @f(i32 %x) {\n  ret i32 %x\n}\n' +
        kernel('  %fp = select i1 %c, ptr @f, ptr null\n  %v = call i32 %fp(i32 3)\n  store i32 %v, ptr addrspace(1) %out',
               'i1 %c, ptr addrspace(1) %out'))
    add('call', 'indirect-loaded',
        kernel('  %fp = load ptr, ptr addrspace(1) %out\n  %v = call i32 %fp(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'indirect-loaded-struct-ret',
        kernel('  %fp = load ptr, ptr addrspace(1) %out\n  %v = call {i32, i64} %fp(i32 3)\n  store {i32, i64} %v, ptr addrspace(1) %out'))
    add('call', 'indirect-byval',
        '%struct.S = type { [5 x i32] }\n' +
        kernel('  %a = alloca %struct.S\n  %fp = load ptr, ptr addrspace(1) %out\n  call void %fp(ptr byval(%struct.S) %a)'))
    add('call', 'indirect-varargs',
        kernel('  %fp = load ptr, ptr addrspace(1) %out\n  %v = call i32 (i32, ...) %fp(i32 3, double 1.0, i8 2)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'signature-mismatch',
        'define i32 @f(i32 %x) {\n  ret i32 %x\n}\n' +
        kernel('  %v = call i64 @f(i64 3, i32 4)\n  store i64 %v, ptr addrspace(1) %out'))
    add('call', 'signature-mismatch-decl',
        'declare i32 @ext(i32)\n' +
        kernel('  %v = call float @ext(double 3.0)\n  store float %v, ptr addrspace(1) %out'))
    add('call', 'external-declared',
        'declare i32 @ext(i32)\n' + kernel('  %v = call i32 @ext(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'external-declared-unused', 'declare i32 @ext(i32)\n' + kernel(body))
    add('call', 'varargs-define',
        'declare void @llvm.va_start.p0(ptr)\ndeclare void @llvm.va_end.p0(ptr)\n'
        'define i32 @f(i32 %n, ...) {\n  %ap = alloca ptr\n  call void @llvm.va_start.p0(ptr %ap)\n'
        '  %v = va_arg ptr %ap, i32\n  call void @llvm.va_end.p0(ptr %ap)\n  ret i32 %v\n}\n' +
        kernel('  %v = call i32 (i32, ...) @f(i32 1, i32 2, double 3.0)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'varargs-call-decl',
        'declare i32 @vprintf(ptr, ptr)\ndeclare i32 @g(i32, ...)\n' +
        kernel('  %v = call i32 (i32, ...) @g(i32 1, i8 2, half 1.0, <2 x i16> <i16 1, i16 2>, i128 5)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'varargs-kernel', 'define ptx_kernel void @k(ptr addrspace(1) %out, ...) {\n  ret void\n}\n')
    add('call', 'varargs-no-fixed',
        'define void @f(...) {\n  ret void\n}\n' + kernel('  call void (...) @f(i32 1, float 2.0)'))
    add('call', 'musttail',
        'define i32 @g(i32 %x) {\n  ret i32 %x\n}\ndefine i32 @f(i32 %x) {\n  %v = musttail call i32 @g(i32 %x)\n  ret i32 %v\n}\n' +
        kernel('  %v = call i32 @f(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'tail',
        'define i32 @g(i32 %x) noinline {\n  ret i32 %x\n}\ndefine i32 @f(i32 %x) noinline {\n  %v = tail call i32 @g(i32 %x)\n  ret i32 %v\n}\n' +
        kernel('  %v = call i32 @f(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'noreturn-unreachable',
        'declare void @llvm.trap()\ndefine void @f() noreturn noinline {\n  call void @llvm.trap()\n  unreachable\n}\n' +
        kernel('  call void @f()\n  unreachable'))
    add('call', 'kernel-byval-param',
        '%struct.S = type { i8, double, [3 x i16] }\n'
        'define ptx_kernel void @k(ptr byval(%struct.S) align 8 %s, ptr addrspace(1) %out) {\n'
        '  %v = load double, ptr %s\n  store double %v, ptr addrspace(1) %out\n  ret void\n}\n')
    add('call', 'device-calling-convention-fast',
        'define fastcc i32 @f(i32 %x) noinline {\n  ret i32 %x\n}\n' +
        kernel('  %v = call fastcc i32 @f(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'device-calling-convention-cold',
        'define coldcc i32 @f(i32 %x) noinline {\n  ret i32 %x\n}\n' +
        kernel('  %v = call coldcc i32 @f(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'device-cc-ptx-device',
        'define ptx_device i32 @f(i32 %x) noinline {\n  ret i32 %x\n}\n' +
        kernel('  %v = call ptx_device i32 @f(i32 3)\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'kernel-returns-value', 'define ptx_kernel i32 @k() {\n  ret i32 0\n}\n')
    add('call', 'kernel-declared', 'declare ptx_kernel void @kd(ptr addrspace(1))\n' + kernel(body))
    add('call', 'kernel-declared-called', 'declare ptx_kernel void @kd(ptr addrspace(1))\n' +
        kernel('  call ptx_kernel void @kd(ptr addrspace(1) %out)'))
    add('call', 'kernel-param-i1', 'define ptx_kernel void @k(i1 %b, ptr addrspace(1) %out) {\n'
        '  %z = zext i1 %b to i32\n  store i32 %z, ptr addrspace(1) %out\n  ret void\n}\n')
    add('call', 'kernel-no-params', 'define ptx_kernel void @k() {\n  ret void\n}\n')
    add('call', 'many-params',
        kernel('  store i32 %a200, ptr addrspace(1) %out',
               ', '.join(['i32 %%a%d' % i for i in range(1024)] + ['ptr addrspace(1) %out'])))
    add('call', 'device-many-params',
        'define i32 @f(%s) noinline {\n  ret i32 %%a5\n}\n' % ', '.join('i64 %%a%d' % i for i in range(600)) +
        kernel('  %%v = call i32 @f(%s)\n  store i32 %%v, ptr addrspace(1) %%out' % ', '.join('i64 %d' % i for i in range(600))))
    add('call', 'kernel-param-huge-array',
        'define ptx_kernel void @k([4097 x i8] %a, ptr addrspace(1) %out) {\n  %e = extractvalue [4097 x i8] %a, 7\n'
        '  store i8 %e, ptr addrspace(1) %out\n  ret void\n}\n')
    add('call', 'kernel-param-byval-huge',
        'define ptx_kernel void @k(ptr byval([40000 x i8]) %a, ptr addrspace(1) %out) {\n  %e = load i8, ptr %a\n'
        '  store i8 %e, ptr addrspace(1) %out\n  ret void\n}\n')
    add('call', 'kernel-param-byval-32k',
        'define ptx_kernel void @k(ptr byval([32760 x i8]) %a, ptr addrspace(1) %out) {\n  %e = load i8, ptr %a\n'
        '  store i8 %e, ptr addrspace(1) %out\n  ret void\n}\n')
    # over 4352 bytes: PTX ISA 8.1 (nvvm-llc raises the version), up to 32764
    for n in (4344, 4345, 8000, 32756, 32757):
        add('call', 'kernel-param-8+byval-%d' % n,
            'define ptx_kernel void @k(ptr addrspace(1) %%out, ptr byval([%d x i8]) %%a) {\n  %%e = load i8, ptr %%a\n'
            '  store i8 %%e, ptr addrspace(1) %%out\n  ret void\n}\n' % n)
    add('call', 'kernel-param-many-i64',
        kernel('  store i64 %a700, ptr addrspace(1) %out', ', '.join(['i64 %%a%d' % i for i in range(701)] + ['ptr addrspace(1) %out'])))
    add('call', 'inline-asm-call',
        kernel('  %v = call i32 asm "mov.u32 $0, %laneid;", "=r"()\n  store i32 %v, ptr addrspace(1) %out'))
    add('call', 'inline-asm-bad',
        kernel('  %v = call i32 asm "bogus.instr $0;", "=r"()\n  store i32 %v, ptr addrspace(1) %out'))


# ------------------------------------------------------------ linkage x space
LINKAGES = ['', 'internal', 'private', 'weak', 'weak_odr', 'linkonce', 'linkonce_odr', 'common',
            'available_externally', 'extern_weak', 'appending', 'external']
GSPACES = [0, 1, 3, 4, 5, 7]


def gen_linkage():
    for lk in LINKAGES:
        for a in GSPACES:
            for init in ('zeroinitializer', 'undef', 'i32 5', 'decl'):
                if (init == 'decl') != (lk in ('external', 'extern_weak')) and not (init == 'decl' and lk == ''):
                    continue
                ty = '[1 x i32]' if lk == 'appending' else 'i32'
                iv = {'zeroinitializer': 'zeroinitializer', 'undef': 'undef',
                      'i32 5': '[i32 5]' if lk == 'appending' else '5', 'decl': ''}[init]
                kw = 'constant' if a == 4 else 'global'
                g = '@g = %s addrspace(%d) %s %s %s\n' % (lk, a, kw, ty, iv)
                g = re.sub(' +', ' ', g)
                use = ('  %%v = load volatile i32, ptr addrspace(%d) @g\n  store i32 %%v, ptr addrspace(1) %%out' % a)
                add('global-linkage', '%s-as%d-%s' % (lk or 'default', a, init.replace(' ', '')),
                    g + kernel(use))
                if init == 'zeroinitializer':
                    add('global-linkage-unused', '%s-as%d' % (lk or 'default', a),
                        g + kernel('  store i32 1, ptr addrspace(1) %out'))
    for lk in LINKAGES:
        if lk in ('appending', 'common'):
            continue
        for kind in ('device', 'kernel'):
            cc = 'ptx_kernel ' if kind == 'kernel' else ''
            decl = lk in ('extern_weak', 'external')
            if decl:
                f = 'declare %s %svoid @f(ptr addrspace(1))\n' % (lk, cc)
            else:
                f = 'define %s %svoid @f(ptr addrspace(1) %%out) {\n  store i32 1, ptr addrspace(1) %%out\n  ret void\n}\n' % (lk, cc)
            f = re.sub(' +', ' ', f)
            add('function-linkage', '%s-%s-called' % (lk or 'default', kind),
                f + kernel('  call %svoid @f(ptr addrspace(1) %%out)' % cc))
            add('function-linkage', '%s-%s-unused' % (lk or 'default', kind), f + kernel('  ret void'.strip()[:0]))
    for vis in ('hidden', 'protected', 'dso_local', 'dso_preemptable', 'unnamed_addr', 'local_unnamed_addr'):
        add('visibility', 'global-' + vis,
            '@g = %s addrspace(1) global i32 1\n' % vis + kernel('  %v = load i32, ptr addrspace(1) @g\n  store i32 %v, ptr addrspace(1) %out'))
        add('visibility', 'function-' + vis,
            'define %s void @f() noinline {\n  ret void\n}\n' % vis + kernel('  call void @f()'))
        add('visibility', 'kernel-' + vis, 'define %s ptx_kernel void @k() {\n  ret void\n}\n' % vis)
    add('visibility', 'externally_initialized',
        '@g = addrspace(1) externally_initialized global i32 0\n' + kernel('  %v = load i32, ptr addrspace(1) @g\n  store i32 %v, ptr addrspace(1) %out'))
    add('visibility', 'dllexport', '@g = dllexport addrspace(1) global i32 0\n' + kernel('  store i32 1, ptr addrspace(1) @g'))
    add('visibility', 'comdat', '$c = comdat any\n@g = addrspace(1) global i32 0, comdat($c)\n' + kernel('  store i32 1, ptr addrspace(1) @g'))
    for name in ('a.b', 'a$b', '0ab', '_', '__nv_x', '%s' % ('x' * 2000), 'a-b', '"q r"'):
        sym = name if name.startswith('"') else '"%s"' % name
        add('identifier', 'global-' + name[:20], '@%s = addrspace(1) global i32 0\n' % sym +
            kernel('  store i32 1, ptr addrspace(1) @%s' % sym))
        add('identifier', 'function-' + name[:20], 'define void @%s() noinline {\n  ret void\n}\n' % sym +
            kernel('  call void @%s()' % sym))
    # names PTX reserves
    for name in ('reg', 'param', 'global', 'ld', 'ret', 'st', 'entry', 'func', 'shared', 'b32', 'WARP_SZ', 'laneid', 'tid'):
        add('identifier-reserved', 'global-' + name, '@%s = addrspace(1) global i32 0\n' % name +
            kernel('  store i32 1, ptr addrspace(1) @%s' % name))
        add('identifier-reserved', 'function-' + name, 'define void @%s() noinline {\n  ret void\n}\n' % name +
            kernel('  call void @%s()' % name))
        add('identifier-reserved', 'param-' + name, kernel('  store i32 1, ptr addrspace(1) %%%s' % name, 'ptr addrspace(1) %%%s' % name))


# ---------------------------------------------------------------- alignment
def gen_alignment():
    for al in (1, 2, 4, 16, 64, 256, 4096, 65536, 1 << 20, 1 << 32):
        add('align-global', str(al), '@g = addrspace(1) global i32 0, align %d\n' % al +
            kernel('  store i32 1, ptr addrspace(1) @g'))
        add('align-shared', str(al), '@g = addrspace(3) global i32 undef, align %d\n' % al +
            kernel('  store i32 1, ptr addrspace(3) @g'))
        add('align-load', str(al), kernel('  %%v = load i64, ptr addrspace(1) %%out, align %d\n  store i64 %%v, ptr addrspace(1) %%out, align %d' % (al, al)))
        add('align-alloca', str(al), kernel('  %%a = alloca i32, align %d\n  store volatile i32 1, ptr %%a\n  %%v = load volatile i32, ptr %%a\n  store i32 %%v, ptr addrspace(1) %%out' % al))
        add('align-param', str(al), kernel('  store i32 1, ptr addrspace(1) %out', 'ptr addrspace(1) align %d %%out' % al))
        add('align-byval', str(al),
            'define ptx_kernel void @k(ptr byval([8 x i8]) align %d %%s, ptr addrspace(1) %%out) {\n  %%v = load i8, ptr %%s\n  store i8 %%v, ptr addrspace(1) %%out\n  ret void\n}\n' % al)
        add('align-byval-device', str(al),
            'define void @f(ptr byval([8 x i8]) align %d %%s, ptr addrspace(1) %%out) noinline {\n  %%v = load i8, ptr %%s\n  store i8 %%v, ptr addrspace(1) %%out\n  ret void\n}\n' % al +
            kernel('  %a = alloca [8 x i8], align 8\n  call void @f(ptr byval([8 x i8]) %%a, ptr addrspace(1) %%out)'.replace('%%', '%')))
        # the call site aligned, the callee not
        add('align-byval-callsite', str(al),
            'define void @f(ptr byval([8 x i8]) %s, ptr addrspace(1) %out) noinline {\n  %v = load i8, ptr %s\n  store i8 %v, ptr addrspace(1) %out\n  ret void\n}\n' +
            kernel('  %%a = alloca [8 x i8], align 8\n  call void @f(ptr byval([8 x i8]) align %d %%a, ptr addrspace(1) %%out)' % al))
        add('align-vector-load', str(al), kernel('  %%v = load <4 x float>, ptr addrspace(1) %%out, align %d\n  store <4 x float> %%v, ptr addrspace(1) %%out, align %d' % (al, al)))
        add('align-memcpy', str(al), 'declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)\n' +
            kernel('  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align %d %%out, ptr addrspace(1) align %d %%in, i64 64, i1 false)' % (al, al),
                   'ptr addrspace(1) %in, ptr addrspace(1) %out'))
        add('align-stackalign', str(al), 'define void @f() noinline alignstack(%d) {\n  ret void\n}\n' % min(al, 256) + kernel('  call void @f()'))
        add('align-function', str(al), 'define void @f() noinline align %d {\n  ret void\n}\n' % al + kernel('  call void @f()'))
    add('align-callalign', 'md', 'define void @f(i32 %x) noinline {\n  ret void\n}\n' +
        kernel('  call void @f(i32 1), !callalign !5') + '!5 = !{i32 65540}\n')


# ---------------------------------------------------------------- odd types
TYPES = ['i1', 'i7', 'i8', 'i16', 'i24', 'i48', 'i128', 'i256', 'half', 'bfloat', 'float', 'double',
         'fp128', 'x86_fp80', 'ppc_fp128', '<2 x half>', '<3 x half>', '<4 x bfloat>', '<8 x half>',
         '<16 x half>', '<3 x i8>', '<5 x i16>', '<1 x i64>', '<16 x float>', '<32 x i8>', '<2 x ptr>',
         '<2 x i1>', '<8 x i1>', '<3 x i1>', '<4 x i64>', '<2 x i128>', '[0 x i32]', '{}', '[3 x i8]',
         '{i8, i128}', '<{i8, i64}>', '[2 x <3 x i8>]', '{half, bfloat}', '<2 x i8>', '<4 x i8>', '<6 x float>',
         '<vscale x 4 x i32>', '<vscale x 2 x double>', 'target("spirv.Event")', '{i32, <vscale x 1 x i8>}']


def gen_types():
    for t in TYPES:
        add('type-device-arg', t, 'define %s @f(%s %%x) noinline {\n  ret %s %%x\n}\n' % (t, t, t) +
            kernel('  %%x = load %s, ptr addrspace(1) %%out\n  %%v = call %s @f(%s %%x)\n  store %s %%v, ptr addrspace(1) %%out' % (t, t, t, t)))
        add('type-kernel-param', t, kernel('  store %s %%x, ptr addrspace(1) %%out' % t, '%s %%x, ptr addrspace(1) %%out' % t))
        add('type-indirect', t, kernel('  %%x = load %s, ptr addrspace(1) %%out\n  %%fp = load ptr, ptr addrspace(1) %%out\n'
                                       '  %%v = call %s %%fp(%s %%x)\n  store %s %%v, ptr addrspace(1) %%out' % (t, t, t, t)))
        add('type-global', t, '@g = addrspace(1) global %s zeroinitializer\n' % t +
            kernel('  %%v = load %s, ptr addrspace(1) @g\n  store %s %%v, ptr addrspace(1) %%out' % (t, t)))
        add('type-shared', t, '@g = addrspace(3) global %s undef\n' % t +
            kernel('  %%v = load %s, ptr addrspace(1) %%out\n  store %s %%v, ptr addrspace(3) @g' % (t, t)))
        add('type-alloca', t, kernel('  %%a = alloca %s\n  %%v = load %s, ptr addrspace(1) %%out\n  store volatile %s %%v, ptr %%a\n'
                                     '  %%w = load volatile %s, ptr %%a\n  store %s %%w, ptr addrspace(1) %%out' % (t, t, t, t, t)))
        add('type-select', t, kernel('  %%x = load %s, ptr addrspace(1) %%out\n  %%y = load %s, ptr addrspace(1) %%in\n'
                                     '  %%v = select i1 %%c, %s %%x, %s %%y\n  store %s %%v, ptr addrspace(1) %%out' % (t, t, t, t, t),
                                     'i1 %c, ptr addrspace(1) %in, ptr addrspace(1) %out'))
    # arithmetic on odd widths
    for t in ('i1', 'i7', 'i24', 'i48', 'i128', 'i256', '<3 x i8>', '<2 x half>', '<4 x bfloat>', '<3 x half>', 'half', 'bfloat'):
        isfp = 'half' in t or 'bfloat' in t
        for op in (('fadd', 'fmul', 'fdiv', 'frem', 'fneg') if isfp else
                   ('add', 'mul', 'udiv', 'sdiv', 'urem', 'shl', 'lshr', 'ashr', 'icmp')):
            if op == 'fneg':
                e = '  %%r = fneg %s %%x' % t
            elif op == 'icmp':
                e = '  %%c = icmp slt %s %%x, %%y\n  %%r = select %s %%c, %s %%x, %s %%y' % (
                    t, '<3 x i1>' if t.startswith('<3') else 'i1', t, t)
            else:
                e = '  %%r = %s %s %%x, %%y' % (op, t)
            add('type-arith', '%s-%s' % (t, op),
                kernel('  %%x = load %s, ptr addrspace(1) %%out\n  %%y = load %s, ptr addrspace(1) %%in\n%s\n'
                       '  store %s %%r, ptr addrspace(1) %%out' % (t, t, e, t),
                       'ptr addrspace(1) %in, ptr addrspace(1) %out'))
    # huge and zero-sized objects
    for n in (0, 1, 1 << 16, 1 << 24, 1 << 31, 1 << 33):
        for a in (1, 3, 4):
            kw = 'constant' if a == 4 else 'global'
            init = 'undef' if a == 3 else 'zeroinitializer'
            add('type-huge-global', '%d@as%d' % (n, a), '@g = addrspace(%d) %s [%d x i8] %s\n' % (a, kw, n, init) +
                kernel('  %%p = getelementptr [%d x i8], ptr addrspace(%d) @g, i64 0, i64 %%i\n  %%v = load i8, ptr addrspace(%d) %%p\n'
                       '  store i8 %%v, ptr addrspace(1) %%out' % (n, a, a), 'i64 %i, ptr addrspace(1) %out'))
        add('type-huge-alloca', str(n), kernel('  %%a = alloca [%d x i8]\n  %%p = getelementptr [%d x i8], ptr %%a, i64 0, i64 %%i\n'
                                                '  store volatile i8 1, ptr %%p' % (n, n), 'i64 %i'))
    add('type-huge-alloca', 'dynamic', kernel('  %a = alloca i8, i64 %i\n  store volatile i8 1, ptr %a', 'i64 %i'))
    add('type-huge-alloca', 'dynamic-i32', kernel('  %a = alloca i32, i32 %i, align 16\n  store volatile i32 1, ptr %a', 'i32 %i'))
    add('type-huge-alloca', 'stacksave', 'declare ptr @llvm.stacksave.p0()\ndeclare void @llvm.stackrestore.p0(ptr)\n' +
        kernel('  %s = call ptr @llvm.stacksave.p0()\n  %a = alloca i8, i64 %i\n  store volatile i8 1, ptr %a\n  call void @llvm.stackrestore.p0(ptr %s)', 'i64 %i'))


# ------------------------------------------------------------- initializers
def gen_initializers():
    inits = [
        ('i32', '5'), ('i128', '170141183460469231731687303715884105727'), ('half', '0xH3C00'),
        ('bfloat', '0xR3F80'), ('<2 x half>', '<half 0xH3C00, half 0xH4000>'), ('<3 x i8>', '<i8 1, i8 2, i8 3>'),
        ('{i8, i32, i64}', '{i8 1, i32 2, i64 3}'), ('<{i8, i32}>', '<{i8 1, i32 2}>'),
        ('[4 x i1]', '[i1 true, i1 false, i1 true, i1 true]'), ('i1', 'true'), ('i7', '5'), ('i256', '12345'),
        ('[3 x float]', '[float 1.0, float 2.0, float 0x7FF8000000000000]'), ('double', '0x7FF0000000000000'),
        ('{i32, [0 x i8]}', '{i32 1, [0 x i8] zeroinitializer}'), ('[2 x ptr]', '[ptr null, ptr null]'),
        ('<4 x i1>', '<i1 1, i1 0, i1 1, i1 1>'), ('x86_fp80', '0xK00000000000000000000'),
        ('[5 x i8]', 'c"abcd\\00"'), ('<1 x i128>', '<i128 1>'), ('{<3 x i8>, i8}', '{<3 x i8> <i8 1, i8 2, i8 3>, i8 4}'),
    ]
    for t, v in inits:
        for a in (0, 1, 3, 4):
            kw = 'constant' if a == 4 else 'global'
            add('initializer', '%s@as%d' % (t, a), '@g = addrspace(%d) %s %s %s\n' % (a, kw, t, v) +
                kernel('  %%v = load volatile %s, ptr addrspace(%d) @g\n  store %s %%v, ptr addrspace(1) %%out' % (t, a, t)))
    # pointers in initializers, each space to each space
    for a in (0, 1, 3, 4):
        for b in (0, 1, 3, 4, 5):
            kwa = 'constant' if a == 4 else 'global'
            tg = '@t = addrspace(%d) %s i32 %s\n' % (b, 'constant' if b == 4 else 'global', 'undef' if b == 3 else '0')
            forms = [('ptr', 'ptr addrspace(%d)' % b, '@t'),
                     ('gep', 'ptr addrspace(%d)' % b, 'getelementptr (i8, ptr addrspace(%d) @t, i64 2)' % b),
                     ('int', 'i64', 'ptrtoint (ptr addrspace(%d) @t to i64)' % b),
                     ('int32', 'i32', 'ptrtoint (ptr addrspace(%d) @t to i32)' % b),
                     ('sub', 'i64', 'sub (i64 ptrtoint (ptr addrspace(%d) @t to i64), i64 ptrtoint (ptr addrspace(%d) @t to i64))' % (b, b))]
            if b != 0:
                forms.append(('cast', 'ptr', 'addrspacecast (ptr addrspace(%d) @t to ptr)' % b))
            for form, ty, val in forms:
                use = '' if b == 4 else '\n  store i32 1, ptr addrspace(%d) @t' % b
                add('initializer-pointer', '%s@as%d-to-as%d' % (form, a, b),
                    tg + '@g = addrspace(%d) %s %s %s\n' % (a, kwa, ty, val) +
                    kernel('  %%v = load volatile %s, ptr addrspace(%d) @g\n  store %s %%v, ptr addrspace(1) %%out%s'
                           % (ty, a, ty, use)))
    for a in (0, 1, 4):
        kw = 'constant' if a == 4 else 'global'
        add('initializer-function', 'fnptr@as%d' % a, 'define void @f() noinline {\n  ret void\n}\n'
            '@g = addrspace(%d) %s ptr @f\n' % (a, kw) +
            kernel('  %%fp = load ptr, ptr addrspace(%d) @g\n  call void %%fp()' % a))
        add('initializer-function', 'kernelptr@as%d' % a, 'define ptx_kernel void @k2() {\n  ret void\n}\n'
            '@g = addrspace(%d) %s ptr @k2\n' % (a, kw) +
            kernel('  %%fp = load ptr, ptr addrspace(%d) @g\n  store ptr %%fp, ptr addrspace(1) %%out' % a))
        add('initializer-function', 'declptr@as%d' % a, 'declare void @ext()\n'
            '@g = addrspace(%d) %s ptr @ext\n' % (a, kw) +
            kernel('  %%fp = load ptr, ptr addrspace(%d) @g\n  call void %%fp()' % a))
        add('initializer-function', 'fnptrint@as%d' % a, 'define void @f() noinline {\n  ret void\n}\n'
            '@g = addrspace(%d) %s i64 ptrtoint (ptr @f to i64)\n' % (a, kw) +
            kernel('  %%v = load i64, ptr addrspace(%d) @g\n  store i64 %%v, ptr addrspace(1) %%out' % a))
        add('initializer-function', 'struct-fnptr@as%d' % a, 'define void @f() noinline {\n  ret void\n}\n'
            '@g = addrspace(%d) %s {i8, ptr, i16} {i8 1, ptr @f, i16 2}\n' % (a, kw) +
            kernel('  %%v = load {i8, ptr, i16}, ptr addrspace(%d) @g\n  store {i8, ptr, i16} %%v, ptr addrspace(1) %%out' % a))
        add('initializer-self', 'self@as%d' % a, '@g = addrspace(%d) %s ptr addrspace(%d) @g\n' % (a, kw, a) +
            kernel('  %%v = load ptr addrspace(%d), ptr addrspace(%d) @g\n  store ptr addrspace(%d) %%v, ptr addrspace(1) %%out' % (a, a, a)))
        add('initializer-blockaddress', 'ba@as%d' % a, 'define void @f() {\nx:\n  ret void\n}\n'
            '@g = addrspace(%d) %s ptr blockaddress(@f, %%x)\n' % (a, kw) + kernel('  call void @f()'))


def generate():
    for g in (gen_launch, gen_annotations, gen_memory, gen_atomics, gen_calls, gen_linkage,
              gen_alignment, gen_types, gen_initializers, gen_math, gen_generic):
        g()
    return V


# ------------------------------------------------------------------- math
# LLVM's target-independent math intrinsics: NVPTX has instructions for some
# (sqrt, fma, min/max, rounding; sin/cos/tanh/exp2 as .approx), and calls a C
# library for the rest, which the GPU does not have ("no libcall available",
# "Cannot select"). One class per intrinsic, each element type x fast-math.
MATH_TYPES = ('half', 'bfloat', 'float', 'double', '<2 x float>', '<2 x half>')
MATH_UNARY = ('sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'exp', 'exp2',
              'exp10', 'log', 'log2', 'log10', 'sqrt', 'fabs', 'floor', 'ceil', 'trunc', 'rint',
              'nearbyint', 'round', 'roundeven', 'canonicalize')
MATH_BINARY = ('pow', 'atan2', 'copysign', 'minnum', 'maxnum', 'minimum', 'maximum',
               'minimumnum', 'maximumnum')
MATH_PAIR = ('modf', 'sincos', 'sincospi')
MATH_LROUND = ('lround', 'llround', 'lrint', 'llrint')


def mangle(t):
    return {'half': 'f16', 'bfloat': 'bf16', 'float': 'f32', 'double': 'f64',
            '<2 x float>': 'v2f32', '<2 x half>': 'v2f16'}[t]


def gen_math():
    params = 'ptr addrspace(1) %%out, %s %%a, %s %%b, i32 %%e'
    for t in MATH_TYPES:
        m = mangle(t)
        vec = t.startswith('<')
        it, im = ('<2 x i32>', 'v2i32') if vec else ('i32', 'i32')
        for fl in ('', 'afn '):
            tag = '%s%s' % (m, '-afn' if fl else '')
            for f in MATH_UNARY:
                add('math-' + f, tag, 'declare %s @llvm.%s.%s(%s)\n' % (t, f, m, t) +
                    kernel('  %%r = call %s%s @llvm.%s.%s(%s %%a)\n  store %s %%r, ptr addrspace(1) %%out'
                           % (fl, t, f, m, t, t), params % (t, t)))
            for f in MATH_BINARY:
                add('math-' + f, tag, 'declare %s @llvm.%s.%s(%s, %s)\n' % (t, f, m, t, t) +
                    kernel('  %%r = call %s%s @llvm.%s.%s(%s %%a, %s %%b)\n  store %s %%r, ptr addrspace(1) %%out'
                           % (fl, t, f, m, t, t, t), params % (t, t)))
            for f in MATH_PAIR:
                add('math-' + f, tag, 'declare {%s, %s} @llvm.%s.%s(%s)\n' % (t, t, f, m, t) +
                    kernel('  %%s = call %s{%s, %s} @llvm.%s.%s(%s %%a)\n  %%r = extractvalue {%s, %s} %%s, 1\n'
                           '  store %s %%r, ptr addrspace(1) %%out' % (fl, t, t, f, m, t, t, t, t), params % (t, t)))
            # powi: a constant exponent is expanded to multiplications, a
            # variable one becomes pow
            for ex in ('7', '%e'):
                add('math-powi', '%s-%s' % (tag, 'const' if ex == '7' else 'var'),
                    'declare %s @llvm.powi.%s.i32(%s, i32)\n' % (t, m, t) +
                    kernel('  %%r = call %s%s @llvm.powi.%s.i32(%s %%a, i32 %s)\n  store %s %%r, ptr addrspace(1) %%out'
                           % (fl, t, m, t, ex, t), params % (t, t)))
            splat = ('  %x = insertelement <2 x i32> poison, i32 %e, i32 0\n'
                     '  %n = shufflevector <2 x i32> %x, <2 x i32> poison, <2 x i32> zeroinitializer\n'
                     if vec else '  %n = add i32 %e, 0\n')
            add('math-ldexp', tag, 'declare %s @llvm.ldexp.%s.%s(%s, %s)\n' % (t, m, im, t, it) +
                kernel(splat + '  %%r = call %s%s @llvm.ldexp.%s.%s(%s %%a, %s %%n)\n'
                       '  store %s %%r, ptr addrspace(1) %%out' % (fl, t, m, im, t, it, t), params % (t, t)))
            add('math-frem', tag, kernel('  %%r = frem %s%s %%a, %%b\n  store %s %%r, ptr addrspace(1) %%out'
                                         % (fl, t, t), params % (t, t)))
            if vec:
                continue
            add('math-frexp', tag, 'declare {%s, i32} @llvm.frexp.%s.i32(%s)\n' % (t, m, t) +
                kernel('  %%s = call %s{%s, i32} @llvm.frexp.%s.i32(%s %%a)\n  %%r = extractvalue {%s, i32} %%s, 0\n'
                       '  store %s %%r, ptr addrspace(1) %%out' % (fl, t, m, t, t, t), params % (t, t)))
            for f in MATH_LROUND:
                add('math-' + f, tag, 'declare i64 @llvm.%s.i64.%s(%s)\n' % (f, m, t) +
                    kernel('  %%r = call i64 @llvm.%s.i64.%s(%s %%a)\n  store i64 %%r, ptr addrspace(1) %%out'
                           % (f, m, t), params % (t, t)))
    # integer <-> floating-point conversions: NVPTX has them up to 64 bits;
    # wider ones are C library calls (__fixdfti, __floattidf)
    for w in ('i32', 'i64', 'i65', 'i128', 'i256', '<2 x i64>', '<2 x i128>'):
        vec = w.startswith('<')
        for t in ('half', 'bfloat', 'float', 'double'):
            ft = '<2 x %s>' % t if vec else t
            for op in ('fptosi', 'fptoui'):
                add('convert-' + op, '%s-%s' % (mangle(t), w.replace(' ', '')),
                    kernel('  %%r = %s %s %%a to %s\n  store %s %%r, ptr addrspace(1) %%out' % (op, ft, w, w),
                           'ptr addrspace(1) %%out, %s %%a' % ft))
            for op in ('sitofp', 'uitofp'):
                add('convert-' + op, '%s-%s' % (w.replace(' ', ''), mangle(t)),
                    kernel('  %%r = %s %s %%a to %s\n  store %s %%r, ptr addrspace(1) %%out' % (op, w, ft, ft),
                           'ptr addrspace(1) %%out, %s %%a' % w))
            if vec:
                continue
            for s in ('s', 'u'):
                add('convert-fpto%si.sat' % s, '%s-%s' % (mangle(t), w),
                    'declare %s @llvm.fpto%si.sat.%s.%s(%s)\n' % (w, s, w, mangle(t), t) +
                    kernel('  %%r = call %s @llvm.fpto%si.sat.%s.%s(%s %%a)\n  store %s %%r, ptr addrspace(1) %%out'
                           % (w, s, w, mangle(t), t, w), 'ptr addrspace(1) %%out, %s %%a' % t))


# ------------------------------------------------------ other generic intrinsics
# LLVM's other target-independent intrinsics, as a front end or LLVM's own
# passes write them (vector reductions, masked and predicated memory,
# saturating and fixed-point arithmetic, the floating-point environment,
# strict floating point, matrices, profiling, coroutines, ...): the ones
# NVPTX cannot compile must be refused (unsupported-intrinsic,
# math-intrinsic, wide-conversion), the others compiled and assembled.
# (name, declarations, body computing %r, type of %r); one class per
# family (the name's first word).
GENERIC = [
    ('vreduce.fadd', 'declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)', '%r = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %v4f)', 'float'),
    ('vreduce.fmul.f64', 'declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)', '%r = call reassoc double @llvm.vector.reduce.fmul.v2f64(double 1.0, <2 x double> %v2d)', 'double'),
    ('vreduce.fmax', 'declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)', '%r = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v4f)', 'float'),
    ('vreduce.fmaximum', 'declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>)', '%r = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %v4f)', 'float'),
    ('vreduce.mul.i64', 'declare i64 @llvm.vector.reduce.mul.v4i64(<4 x i64>)', '%r = call i64 @llvm.vector.reduce.mul.v4i64(<4 x i64> %v4l)', 'i64'),
    ('vreduce.smax', 'declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)', '%r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v4i)', 'i32'),
    ('vreduce.xor.i1', 'declare i1 @llvm.vector.reduce.xor.v8i1(<8 x i1>)', '%m = icmp slt <4 x i32> %v4i, zeroinitializer\n  %w = shufflevector <4 x i1> %m, <4 x i1> %m, <8 x i32> <i32 0,i32 1,i32 2,i32 3,i32 4,i32 5,i32 6,i32 7>\n  %b = call i1 @llvm.vector.reduce.xor.v8i1(<8 x i1> %w)\n  %r = zext i1 %b to i32', 'i32'),
    ('masked.load', 'declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x float>)', '%m = fcmp olt <4 x float> %v4f, zeroinitializer\n  %r = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %p, i32 16, <4 x i1> %m, <4 x float> %v4f)', '<4 x float>'),
    ('masked.store', 'declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32, <4 x i1>)', '%m = fcmp olt <4 x float> %v4f, zeroinitializer\n  call void @llvm.masked.store.v4f32.p1(<4 x float> %v4f, ptr addrspace(1) %p, i32 16, <4 x i1> %m)\n  %r = fadd float %f, 1.0', 'float'),
    ('masked.gather', 'declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x float>)', '%ps = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %p, i32 0\n  %pp = insertelement <2 x ptr addrspace(1)> %ps, ptr addrspace(1) %p, i32 1\n  %r = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> %pp, i32 4, <2 x i1> <i1 true, i1 false>, <2 x float> zeroinitializer)', '<2 x float>'),
    ('masked.expandload', 'declare <4 x float> @llvm.masked.expandload.v4f32(ptr, <4 x i1>, <4 x float>)', '%m = fcmp olt <4 x float> %v4f, zeroinitializer\n  %g = addrspacecast ptr addrspace(1) %p to ptr\n  %r = call <4 x float> @llvm.masked.expandload.v4f32(ptr %g, <4 x i1> %m, <4 x float> %v4f)', '<4 x float>'),
    ('masked.compressstore', 'declare void @llvm.masked.compressstore.v4f32(<4 x float>, ptr, <4 x i1>)', '%m = fcmp olt <4 x float> %v4f, zeroinitializer\n  %g = addrspacecast ptr addrspace(1) %p to ptr\n  call void @llvm.masked.compressstore.v4f32(<4 x float> %v4f, ptr %g, <4 x i1> %m)\n  %r = fadd float %f, 1.0', 'float'),
    ('vector.compress', 'declare <4 x float> @llvm.experimental.vector.compress.v4f32(<4 x float>, <4 x i1>, <4 x float>)', '%m = fcmp olt <4 x float> %v4f, zeroinitializer\n  %r = call <4 x float> @llvm.experimental.vector.compress.v4f32(<4 x float> %v4f, <4 x i1> %m, <4 x float> zeroinitializer)', '<4 x float>'),
    ('vector.reverse', 'declare <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32>)', '%r = call <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32> %v4i)', '<4 x i32>'),
    ('vector.interleave2', 'declare <8 x i32> @llvm.vector.interleave2.v8i32(<4 x i32>, <4 x i32>)', '%r = call <8 x i32> @llvm.vector.interleave2.v8i32(<4 x i32> %v4i, <4 x i32> %v4i)', '<8 x i32>'),
    ('vector.deinterleave2', 'declare {<2 x i32>, <2 x i32>} @llvm.vector.deinterleave2.v4i32(<4 x i32>)', '%s = call {<2 x i32>, <2 x i32>} @llvm.vector.deinterleave2.v4i32(<4 x i32> %v4i)\n  %r = extractvalue {<2 x i32>, <2 x i32>} %s, 1', '<2 x i32>'),
    ('matrix.multiply', 'declare <4 x float> @llvm.matrix.multiply.v4f32.v4f32.v4f32(<4 x float>, <4 x float>, i32, i32, i32)', '%r = call <4 x float> @llvm.matrix.multiply.v4f32.v4f32.v4f32(<4 x float> %v4f, <4 x float> %v4f, i32 2, i32 2, i32 2)', '<4 x float>'),
    ('sadd.sat.i64', 'declare i64 @llvm.sadd.sat.i64(i64, i64)', '%r = call i64 @llvm.sadd.sat.i64(i64 %l, i64 %l)', 'i64'),
    ('sshl.sat.i32', 'declare i32 @llvm.sshl.sat.i32(i32, i32)', '%r = call i32 @llvm.sshl.sat.i32(i32 %i, i32 %i)', 'i32'),
    ('smul.fix.i64', 'declare i64 @llvm.smul.fix.i64(i64, i64, i32)', '%r = call i64 @llvm.smul.fix.i64(i64 %l, i64 %l, i32 31)', 'i64'),
    ('sdiv.fix.i32', 'declare i32 @llvm.sdiv.fix.i32(i32, i32, i32)', '%r = call i32 @llvm.sdiv.fix.i32(i32 %i, i32 %i, i32 15)', 'i32'),
    ('udiv.fix.sat.i64', 'declare i64 @llvm.udiv.fix.sat.i64(i64, i64, i32)', '%r = call i64 @llvm.udiv.fix.sat.i64(i64 %l, i64 %l, i32 15)', 'i64'),
    ('smulo.i128', 'declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)', '%w = sext i64 %l to i128\n  %s = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %w, i128 %w)\n  %v = extractvalue {i128, i1} %s, 0\n  %r = trunc i128 %v to i64', 'i64'),
    ('smulo.i64', 'declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)', '%s = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %l, i64 %l)\n  %r = extractvalue {i64, i1} %s, 0', 'i64'),
    ('get.rounding', 'declare i32 @llvm.get.rounding()', '%r = call i32 @llvm.get.rounding()', 'i32'),
    ('set.rounding', 'declare void @llvm.set.rounding(i32)', 'call void @llvm.set.rounding(i32 0)\n  %r = add i32 %i, 1', 'i32'),
    ('get.fpenv', 'declare i32 @llvm.get.fpenv.i32()', '%r = call i32 @llvm.get.fpenv.i32()', 'i32'),
    ('get.fpmode', 'declare i32 @llvm.get.fpmode.i32()', '%r = call i32 @llvm.get.fpmode.i32()', 'i32'),
    ('reset.fpenv', 'declare void @llvm.reset.fpenv()', 'call void @llvm.reset.fpenv()\n  %r = add i32 %i, 1', 'i32'),
    ('clear_cache', 'declare void @llvm.clear_cache(ptr, ptr)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  call void @llvm.clear_cache(ptr %g, ptr %g)\n  %r = add i32 %i, 1', 'i32'),
    ('ubsantrap', 'declare void @llvm.ubsantrap(i8)', 'call void @llvm.ubsantrap(i8 3)\n  %r = add i32 %i, 1', 'i32'),
    ('debugtrap', 'declare void @llvm.debugtrap()', 'call void @llvm.debugtrap()\n  %r = add i32 %i, 1', 'i32'),
    ('objectsize', 'declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1, i1, i1)', '%r = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 true)', 'i64'),
    ('ptrmask', 'declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)', '%q = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 -16)\n  %r = load i32, ptr addrspace(1) %q', 'i32'),
    ('is.constant', 'declare i1 @llvm.is.constant.i32(i32)', '%b = call i1 @llvm.is.constant.i32(i32 %i)\n  %r = zext i1 %b to i32', 'i32'),
    ('arithmetic.fence', 'declare float @llvm.arithmetic.fence.f32(float)', '%r = call float @llvm.arithmetic.fence.f32(float %f)', 'float'),
    ('fptrunc.round', 'declare half @llvm.fptrunc.round.f16.f32(float, metadata)', '%r = call half @llvm.fptrunc.round.f16.f32(float %f, metadata !"round.upward")', 'half'),
    ('convert.to.fp16', 'declare i16 @llvm.convert.to.fp16.f32(float)', '%r = call i16 @llvm.convert.to.fp16.f32(float %f)', 'i16'),
    ('convert.from.fp16', 'declare float @llvm.convert.from.fp16.f32(i16)', '%h = trunc i32 %i to i16\n  %r = call float @llvm.convert.from.fp16.f32(i16 %h)', 'float'),
    ('constrained.fadd', 'declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)', '%r = call float @llvm.experimental.constrained.fadd.f32(float %f, float %f, metadata !"round.dynamic", metadata !"fpexcept.strict") #9', 'float'),
    ('constrained.sin', 'declare float @llvm.experimental.constrained.sin.f32(float, metadata, metadata)', '%r = call float @llvm.experimental.constrained.sin.f32(float %f, metadata !"round.dynamic", metadata !"fpexcept.strict") #9', 'float'),
    ('constrained.sqrt', 'declare double @llvm.experimental.constrained.sqrt.f64(double, metadata, metadata)', '%r = call double @llvm.experimental.constrained.sqrt.f64(double %dd, metadata !"round.tonearest", metadata !"fpexcept.ignore") #9', 'double'),
    ('constrained.fptosi128', 'declare i128 @llvm.experimental.constrained.fptosi.i128.f64(double, metadata)', '%w = call i128 @llvm.experimental.constrained.fptosi.i128.f64(double %dd, metadata !"fpexcept.strict") #9\n  %r = trunc i128 %w to i64', 'i64'),
    ('stepvector', 'declare <4 x i32> @llvm.stepvector.v4i32()', '%r = call <4 x i32> @llvm.stepvector.v4i32()', '<4 x i32>'),
    ('vp.add', 'declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)', '%r = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %v4i, <4 x i32> %v4i, <4 x i1> <i1 1,i1 1,i1 0,i1 1>, i32 %i)', '<4 x i32>'),
    ('vp.load', 'declare <4 x float> @llvm.vp.load.v4f32.p1(ptr addrspace(1), <4 x i1>, i32)', '%r = call <4 x float> @llvm.vp.load.v4f32.p1(ptr addrspace(1) %p, <4 x i1> <i1 1,i1 1,i1 0,i1 1>, i32 %i)', '<4 x float>'),
    ('vp.fdiv', 'declare <4 x float> @llvm.vp.fdiv.v4f32(<4 x float>, <4 x float>, <4 x i1>, i32)', '%r = call <4 x float> @llvm.vp.fdiv.v4f32(<4 x float> %v4f, <4 x float> %v4f, <4 x i1> <i1 1,i1 1,i1 0,i1 1>, i32 4)', '<4 x float>'),
    ('load.relative', 'declare ptr @llvm.load.relative.i32(ptr, i32)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  %q = call ptr @llvm.load.relative.i32(ptr %g, i32 4)\n  %r = load i32, ptr %q', 'i32'),
    ('sponentry', 'declare ptr @llvm.sponentry.p0()', '%q = call ptr @llvm.sponentry.p0()\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('addressofreturnaddress', 'declare ptr @llvm.addressofreturnaddress.p0()', '%q = call ptr @llvm.addressofreturnaddress.p0()\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('stackguard', 'declare ptr @llvm.stackguard()', '%q = call ptr @llvm.stackguard()\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('instrprof.increment', 'declare void @llvm.instrprof.increment(ptr, i64, i32, i32)', 'call void @llvm.instrprof.increment(ptr @__prof_n, i64 1, i32 1, i32 0)\n  %r = add i32 %i, 1', 'i32'),
    ('allow.runtime.check', 'declare i1 @llvm.allow.runtime.check(metadata)', '%b = call i1 @llvm.allow.runtime.check(metadata !"x")\n  %r = zext i1 %b to i32', 'i32'),
    ('experimental.cttz.elts', 'declare i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1>, i1)', '%m = icmp slt <4 x i32> %v4i, zeroinitializer\n  %r = call i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1> %m, i1 false)', 'i32'),
    ('umin.v2i64', 'declare <2 x i64> @llvm.umin.v2i64(<2 x i64>, <2 x i64>)', '%v = insertelement <2 x i64> zeroinitializer, i64 %l, i32 0\n  %r = call <2 x i64> @llvm.umin.v2i64(<2 x i64> %v, <2 x i64> %v)', '<2 x i64>'),
    ('fma.f16', 'declare half @llvm.fma.f16(half, half, half)', '%h = fptrunc float %f to half\n  %r = call half @llvm.fma.f16(half %h, half %h, half %h)', 'half'),
    ('fmuladd.bf16', 'declare bfloat @llvm.fmuladd.bf16(bfloat, bfloat, bfloat)', '%h = fptrunc float %f to bfloat\n  %r = call bfloat @llvm.fmuladd.bf16(bfloat %h, bfloat %h, bfloat %h)', 'bfloat'),
    ('fdiv.bf16', '', '%h = fptrunc float %f to bfloat\n  %r = fdiv bfloat %h, %h', 'bfloat'),
    ('frem.v2f16', '', '%h = insertelement <2 x half> zeroinitializer, half 0xH3C00, i32 0\n  %r = frem <2 x half> %h, %h', '<2 x half>'),
    ('fptosi.v4f64', '', '%v = insertelement <4 x double> zeroinitializer, double %dd, i32 0\n  %r = fptosi <4 x double> %v to <4 x i64>', '<4 x i64>'),
    ('fcmp.bf16', '', '%h = fptrunc float %f to bfloat\n  %b = fcmp ult bfloat %h, 0xR3F80\n  %r = zext i1 %b to i32', 'i32'),
    ('select.v3i1', '', '%m = icmp slt <4 x i32> %v4i, zeroinitializer\n  %s = shufflevector <4 x i1> %m, <4 x i1> %m, <3 x i32> <i32 0, i32 1, i32 5>\n  %r = select <3 x i1> %s, <3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> zeroinitializer', '<3 x float>'),
    ('freeze.i128', '', '%w = sext i64 %l to i128\n  %r = freeze i128 %w', 'i128'),
    ('uadd.sat.v4i8', 'declare <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8>, <4 x i8>)', '%v = bitcast i32 %i to <4 x i8>\n  %r = call <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8> %v, <4 x i8> %v)', '<4 x i8>'),
    ('ldexp.f16', 'declare half @llvm.ldexp.f16.i32(half, i32)', '%h = fptrunc float %f to half\n  %r = call half @llvm.ldexp.f16.i32(half %h, i32 %i)', 'half'),
    ('roundeven.bf16', 'declare bfloat @llvm.roundeven.bf16(bfloat)', '%h = fptrunc float %f to bfloat\n  %r = call bfloat @llvm.roundeven.bf16(bfloat %h)', 'bfloat'),
    ('maximum.v2bf16', 'declare <2 x bfloat> @llvm.maximum.v2bf16(<2 x bfloat>, <2 x bfloat>)', '%h = fptrunc float %f to bfloat\n  %v = insertelement <2 x bfloat> zeroinitializer, bfloat %h, i32 0\n  %r = call <2 x bfloat> @llvm.maximum.v2bf16(<2 x bfloat> %v, <2 x bfloat> %v)', '<2 x bfloat>'),
    ('bswap.i128', 'declare i128 @llvm.bswap.i128(i128)', '%w = sext i64 %l to i128\n  %x = call i128 @llvm.bswap.i128(i128 %w)\n  %r = trunc i128 %x to i64', 'i64'),
    ('ctlz.i256', 'declare i256 @llvm.ctlz.i256(i256, i1)', '%w = sext i64 %l to i256\n  %x = call i256 @llvm.ctlz.i256(i256 %w, i1 false)\n  %r = trunc i256 %x to i64', 'i64'),
    ('bitreverse.i128', 'declare i128 @llvm.bitreverse.i128(i128)', '%w = sext i64 %l to i128\n  %x = call i128 @llvm.bitreverse.i128(i128 %w)\n  %r = trunc i128 %x to i64', 'i64'),
    ('srem.i128', '', '%w = sext i64 %l to i128\n  %x = srem i128 %w, %w\n  %r = trunc i128 %x to i64', 'i64'),
    ('udiv.i256', '', '%w = sext i64 %l to i256\n  %m = mul i256 %w, %w\n  %x = udiv i256 %m, %w\n  %r = trunc i256 %x to i64', 'i64'),
    ('fshr.i128', 'declare i128 @llvm.fshr.i128(i128, i128, i128)', '%w = sext i64 %l to i128\n  %x = call i128 @llvm.fshr.i128(i128 %w, i128 %w, i128 %w)\n  %r = trunc i128 %x to i64', 'i64'),
    ('abs.i128', 'declare i128 @llvm.abs.i128(i128, i1)', '%w = sext i64 %l to i128\n  %x = call i128 @llvm.abs.i128(i128 %w, i1 false)\n  %r = trunc i128 %x to i64', 'i64'),
    ('matrix.transpose', 'declare <4 x float> @llvm.matrix.transpose.v4f32(<4 x float>, i32, i32)', '%r = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> %v4f, i32 2, i32 2)', '<4 x float>'),
    ('matrix.column.major.load', 'declare <4 x float> @llvm.matrix.column.major.load.v4f32.i64(ptr, i64, i1, i32, i32)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  %r = call <4 x float> @llvm.matrix.column.major.load.v4f32.i64(ptr %g, i64 2, i1 false, i32 2, i32 2)', '<4 x float>'),
    ('sdiv.fix.i64', 'declare i64 @llvm.sdiv.fix.i64(i64, i64, i32)', '%r = call i64 @llvm.sdiv.fix.i64(i64 %l, i64 %l, i32 15)', 'i64'),
    ('sdiv.fix.i16', 'declare i16 @llvm.sdiv.fix.i16(i16, i16, i32)', '%h = trunc i32 %i to i16\n  %r = call i16 @llvm.sdiv.fix.i16(i16 %h, i16 %h, i32 7)', 'i16'),
    ('udiv.fix.i32', 'declare i32 @llvm.udiv.fix.i32(i32, i32, i32)', '%r = call i32 @llvm.udiv.fix.i32(i32 %i, i32 %i, i32 15)', 'i32'),
    ('sdiv.fix.sat.i32', 'declare i32 @llvm.sdiv.fix.sat.i32(i32, i32, i32)', '%r = call i32 @llvm.sdiv.fix.sat.i32(i32 %i, i32 %i, i32 15)', 'i32'),
    ('sdiv.fix.i32.s0', 'declare i32 @llvm.sdiv.fix.i32(i32, i32, i32)', '%r = call i32 @llvm.sdiv.fix.i32(i32 %i, i32 %i, i32 0)', 'i32'),
    ('umul.fix.sat.i64', 'declare i64 @llvm.umul.fix.sat.i64(i64, i64, i32)', '%r = call i64 @llvm.umul.fix.sat.i64(i64 %l, i64 %l, i32 31)', 'i64'),
    ('smul.fix.sat.i32', 'declare i32 @llvm.smul.fix.sat.i32(i32, i32, i32)', '%r = call i32 @llvm.smul.fix.sat.i32(i32 %i, i32 %i, i32 31)', 'i32'),
    ('set.fpenv', 'declare void @llvm.set.fpenv.i32(i32)', 'call void @llvm.set.fpenv.i32(i32 %i)\n  %r = add i32 %i, 1', 'i32'),
    ('set.fpmode', 'declare void @llvm.set.fpmode.i32(i32)', 'call void @llvm.set.fpmode.i32(i32 %i)\n  %r = add i32 %i, 1', 'i32'),
    ('reset.fpmode', 'declare void @llvm.reset.fpmode()', 'call void @llvm.reset.fpmode()\n  %r = add i32 %i, 1', 'i32'),
    ('stackprotector', 'declare void @llvm.stackprotector(ptr, ptr)', '%a = alloca ptr\n  %g = addrspacecast ptr addrspace(1) %p to ptr\n  call void @llvm.stackprotector(ptr %g, ptr %a)\n  %r = add i32 %i, 1', 'i32'),
    ('instrprof.cover', 'declare void @llvm.instrprof.cover(ptr, i64, i32, i32)', 'call void @llvm.instrprof.cover(ptr @__prof_n, i64 1, i32 1, i32 0)\n  %r = add i32 %i, 1', 'i32'),
    ('fptrunc.round.f32', 'declare float @llvm.fptrunc.round.f32.f64(double, metadata)', '%r = call float @llvm.fptrunc.round.f32.f64(double %dd, metadata !"round.towardzero")', 'float'),
    ('constrained.pow', 'declare double @llvm.experimental.constrained.pow.f64(double, double, metadata, metadata)', '%r = call double @llvm.experimental.constrained.pow.f64(double %dd, double %dd, metadata !"round.dynamic", metadata !"fpexcept.strict") #9', 'double'),
    ('constrained.exp2.f32', 'declare float @llvm.experimental.constrained.exp2.f32(float, metadata, metadata)', '%r = call float @llvm.experimental.constrained.exp2.f32(float %f, metadata !"round.dynamic", metadata !"fpexcept.strict") #9', 'float'),
    ('constrained.fptosi.i64', 'declare i64 @llvm.experimental.constrained.fptosi.i64.f64(double, metadata)', '%r = call i64 @llvm.experimental.constrained.fptosi.i64.f64(double %dd, metadata !"fpexcept.strict") #9', 'i64'),
    ('constrained.sitofp128', 'declare double @llvm.experimental.constrained.sitofp.f64.i128(i128, metadata, metadata)', '%w = sext i64 %l to i128\n  %r = call double @llvm.experimental.constrained.sitofp.f64.i128(i128 %w, metadata !"round.dynamic", metadata !"fpexcept.strict") #9', 'double'),
    ('constrained.frem', 'declare double @llvm.experimental.constrained.frem.f64(double, double, metadata, metadata)', '%r = call double @llvm.experimental.constrained.frem.f64(double %dd, double %dd, metadata !"round.dynamic", metadata !"fpexcept.strict") #9', 'double'),
    ('constrained.lround', 'declare i64 @llvm.experimental.constrained.lround.i64.f64(double, metadata)', '%r = call i64 @llvm.experimental.constrained.lround.i64.f64(double %dd, metadata !"fpexcept.strict") #9', 'i64'),
    ('constrained.floor', 'declare double @llvm.experimental.constrained.floor.f64(double, metadata)', '%r = call double @llvm.experimental.constrained.floor.f64(double %dd, metadata !"fpexcept.strict") #9', 'double'),
    ('constrained.fcmp', 'declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)', '%b = call i1 @llvm.experimental.constrained.fcmp.f64(double %dd, double %dd, metadata !"olt", metadata !"fpexcept.strict") #9\n  %r = zext i1 %b to i32', 'i32'),
    ('vector.compress.i32', 'declare <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32>, <4 x i1>, <4 x i32>)', '%m = icmp slt <4 x i32> %v4i, zeroinitializer\n  %r = call <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32> %v4i, <4 x i1> %m, <4 x i32> %v4i)', '<4 x i32>'),
    ('vector.splice', 'declare <4 x i32> @llvm.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)', '%r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %v4i, <4 x i32> %v4i, i32 1)', '<4 x i32>'),
    ('get.active.lane.mask', 'declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32)', '%m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %i, i32 10)\n  %r = select <4 x i1> %m, <4 x i32> %v4i, <4 x i32> zeroinitializer', '<4 x i32>'),
    ('memset.inline', 'declare void @llvm.memset.inline.p1.i64(ptr addrspace(1), i8, i64, i1)', 'call void @llvm.memset.inline.p1.i64(ptr addrspace(1) %p, i8 0, i64 4096, i1 false)\n  %r = add i32 %i, 1', 'i32'),
    ('memcpy.element.unordered.atomic', 'declare void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)', 'call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 4 %p, ptr addrspace(1) align 4 %p, i64 64, i32 4)\n  %r = add i32 %i, 1', 'i32'),
    ('memset.element.unordered.atomic', 'declare void @llvm.memset.element.unordered.atomic.p1.i64(ptr addrspace(1), i8, i64, i32)', 'call void @llvm.memset.element.unordered.atomic.p1.i64(ptr addrspace(1) align 4 %p, i8 0, i64 64, i32 4)\n  %r = add i32 %i, 1', 'i32'),
    ('init.trampoline', 'declare void @llvm.init.trampoline(ptr, ptr, ptr)', '%a = alloca [64 x i8]\n  call void @llvm.init.trampoline(ptr %a, ptr @k2, ptr %a)\n  %r = add i32 %i, 1', 'i32'),
    ('eh.sjlj.setjmp', 'declare i32 @llvm.eh.sjlj.setjmp(ptr)', '%a = alloca [5 x ptr]\n  %r = call i32 @llvm.eh.sjlj.setjmp(ptr %a)', 'i32'),
    ('returnaddress', 'declare ptr @llvm.returnaddress(i32)', '%q = call ptr @llvm.returnaddress(i32 0)\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('frameaddress', 'declare ptr @llvm.frameaddress.p0(i32)', '%q = call ptr @llvm.frameaddress.p0(i32 1)\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('seh.try.begin', 'declare void @llvm.seh.try.begin()', 'call void @llvm.seh.try.begin()\n  %r = add i32 %i, 1', 'i32'),
    ('coro.size', 'declare i64 @llvm.coro.size.i64()', '%r = call i64 @llvm.coro.size.i64()', 'i64'),
    ('read_register', 'declare i64 @llvm.read_register.i64(metadata)', '%r = call i64 @llvm.read_register.i64(metadata !0)', 'i64'),
    ('experimental.stackmap', 'declare void @llvm.experimental.stackmap(i64, i32, ...)', 'call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 0)\n  %r = add i32 %i, 1', 'i32'),
    ('call.preallocated', 'declare token @llvm.call.preallocated.setup(i32)', '%t = call token @llvm.call.preallocated.setup(i32 0)\n  %r = add i32 %i, 1', 'i32'),
    ('experimental.guard', 'declare void @llvm.experimental.guard(i1, ...)', 'call void (i1, ...) @llvm.experimental.guard(i1 %c) [ "deopt"() ]\n  %r = add i32 %i, 1', 'i32'),
    ('type.test', 'declare i1 @llvm.type.test(ptr, metadata)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  %b = call i1 @llvm.type.test(ptr %g, metadata !"t")\n  %r = zext i1 %b to i32', 'i32'),
    ('public.type.test', 'declare i1 @llvm.public.type.test(ptr, metadata)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  %b = call i1 @llvm.public.type.test(ptr %g, metadata !"t")\n  %r = zext i1 %b to i32', 'i32'),
    ('donothing', 'declare void @llvm.donothing()', 'call void @llvm.donothing()\n  %r = add i32 %i, 1', 'i32'),
    ('pseudoprobe', 'declare void @llvm.pseudoprobe(i64, i64, i32, i64)', 'call void @llvm.pseudoprobe(i64 1, i64 1, i32 0, i64 -1)\n  %r = add i32 %i, 1', 'i32'),
    ('objc.retain', 'declare ptr @llvm.objc.retain(ptr)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  %q = call ptr @llvm.objc.retain(ptr %g)\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('load.relative.vector', 'declare ptr @llvm.load.relative.v4i32(ptr, <4 x i32>)', '%g = addrspacecast ptr addrspace(1) %p to ptr\n  %q = call ptr @llvm.load.relative.v4i32(ptr %g, <4 x i32> %v4i)\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('smul.fix.sat.i1', 'declare i1 @llvm.smul.fix.sat.i1(i1, i1, i32)', '%r = call i1 @llvm.smul.fix.sat.i1(i1 %c, i1 %c, i32 0)', 'i1'),
    ('umul.fix.i3', 'declare i3 @llvm.umul.fix.i3(i3, i3, i32)', '%t = trunc i32 %i to i3\n  %x = call i3 @llvm.umul.fix.i3(i3 %t, i3 %t, i32 1)\n  %r = zext i3 %x to i32', 'i32'),
    ('thread.pointer', 'declare ptr @llvm.thread.pointer.p0()', '%q = call ptr @llvm.thread.pointer.p0()\n  %r = ptrtoint ptr %q to i64', 'i64'),
    ('vscale', 'declare i32 @llvm.vscale.i32()', '%r = call i32 @llvm.vscale.i32()', 'i32'),
    ('experimental.vector.histogram', 'declare void @llvm.experimental.vector.histogram.add.v2p1.i32(<2 x ptr addrspace(1)>, i32, <2 x i1>)', '%ps = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %p, i32 0\n  %pp = insertelement <2 x ptr addrspace(1)> %ps, ptr addrspace(1) %p, i32 1\n  call void @llvm.experimental.vector.histogram.add.v2p1.i32(<2 x ptr addrspace(1)> %pp, i32 1, <2 x i1> <i1 true, i1 true>)\n  %r = add i32 %i, 1', 'i32'),
    ('ssa.copy', 'declare i32 @llvm.ssa.copy.i32(i32)', '%r = call i32 @llvm.ssa.copy.i32(i32 %i)', 'i32'),
    ('set.loop.iterations', 'declare void @llvm.set.loop.iterations.i32(i32)', 'call void @llvm.set.loop.iterations.i32(i32 %i)\n  %r = add i32 %i, 1', 'i32'),
]


def gen_generic():
    params = ('ptr addrspace(1) %p, <4 x float> %v4f, <2 x double> %v2d, <4 x i64> %v4l, <4 x i32> %v4i, '
              'float %f, double %dd, i64 %l, i32 %i, i1 %c')
    for name, decl, body, rt in GENERIC:
        strict = '#9' in body
        pre = ''
        if 'instrprof' in name:
            pre += '@__prof_n = private constant [1 x i8] c"k"\n'
        if 'trampoline' in name:
            pre += 'define void @k2() {\n  ret void\n}\n'
        text = (pre + decl + '\n' + 'define ptx_kernel void @k(%s)%s {\n  %s\n  store %s %%r, ptr addrspace(1) %%p\n'
                '  ret void\n}\n' % (params, ' #9' if strict else '', body, rt))
        if strict:
            text += 'attributes #9 = { strictfp }\n'
        if 'read_register' in name:
            text += '!0 = !{!"sp"}\n'
        add('generic-' + name.split('.')[0].replace('_', '-'), name, text)


# ------------------------------------------------------------------- running
def run(cmd, timeout=120):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stderr.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return 'timeout', ''


def classify_llc(rc, err):
    """'ok', 'reject' (with its rules) or 'crash'."""
    if rc == 0:
        return 'ok', ''
    if rc == 1 and '[llvm-fatal]' not in err and re.search(r'error: .*\[[a-z0-9-]+\]', err):
        return 'reject', ' '.join(sorted(set(re.findall(r'error: .*?\[([a-z0-9-]+)\]\s*$', err, re.M))))
    return 'crash', 'exit %s: %s' % (rc, err.strip().splitlines()[-1][:200] if err.strip() else '')


class Sweep:
    def __init__(self, a):
        self.a = a
        self.ptx_seen = {}  # sha -> ptxas verdict (the dialects often write the same PTX)

    def ptxas(self, path, arch):
        data = open(path, 'rb').read()
        h = hashlib.sha1(data + arch.encode()).hexdigest()
        if h in self.ptx_seen:
            return self.ptx_seen[h]
        rc, err = run([self.a.ptxas, '-c', '-arch=' + arch, path, '-o', os.devnull])
        msg = (err.strip().splitlines() or [''])[0].replace(path, 'PTX')
        res = (rc == 0, '' if rc == 0 else msg[:200])
        self.ptx_seen[h] = res
        return res

    def one(self, key, idx):
        """Outcomes {(dialect, arch): (class, detail)} for one variant."""
        d = os.path.join(self.tmp, str(idx))
        os.makedirs(d, exist_ok=True)
        src = os.path.join(d, 'v.ll')
        with open(src, 'w') as f:
            f.write(V[key])
        out = {}
        for dia in DIALECTS:
            od = os.path.join(d, dia)
            os.makedirs(od, exist_ok=True)
            rc, err = run([self.a.llc, '-w', '-j', '1'] + self.a.llc_arg +
                          ['--dialect=' + dia, '--arch=' + ','.join(ARCHS), src, '-o', od])
            cls, det = classify_llc(rc, err)
            if cls == 'reject' and not set(det.split()) <= ARCH_FREE:
                # all or nothing over the archs: ask each arch alone
                per = {}
                for arch in ARCHS:
                    p = os.path.join(od, 'v.%s.ptx' % arch)
                    rc2, err2 = run([self.a.llc, '-w'] + self.a.llc_arg +
                                    ['--dialect=' + dia, '--arch=' + arch, src, '-o', p])
                    per[arch] = classify_llc(rc2, err2)
            else:
                per = {arch: (cls, det) for arch in ARCHS}
            for arch in ARCHS:
                c, dt = per[arch]
                if c == 'ok' and self.a.ptxas:
                    ok, why = self.ptxas(os.path.join(od, 'v.%s.ptx' % arch), arch)
                    if not ok:
                        c, dt = 'PTXAS', why
                out[(dia, arch)] = (c, dt)
        if not self.a.keep:
            shutil.rmtree(d, ignore_errors=True)
        return key, out

    def main(self):
        a = self.a
        keys = [k for k in V if not a.filter or any(f in k for f in a.filter)]
        if a.per_class:
            # at most N variants of each class, spread over the class
            by = collections.OrderedDict()
            for k in keys:
                by.setdefault(k.split('/')[0], []).append(k)
            keys = []
            for ks in by.values():
                step = max(1.0, len(ks) / a.per_class)
                keys += [ks[int(i * step)] for i in range(min(a.per_class, len(ks)))]
        self.tmp = a.keep or tempfile.mkdtemp(prefix='nvt-constructs-')
        os.makedirs(self.tmp, exist_ok=True)
        known = {}
        if a.known:
            for line in open(a.known):
                line = line.rstrip('\n')
                if line and not line.startswith('#'):
                    k, _, why = line.partition('\t')
                    known[k] = why
        t0 = time.time()
        counts = collections.Counter()
        per_class = collections.defaultdict(collections.Counter)
        rules = collections.Counter()
        bugs, known_hit = [], set()
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            for key, out in ex.map(lambda kv: self.one(*kv), [(k, i) for i, k in enumerate(keys)]):
                cls = key.split('/')[0]
                for (dia, arch), (c, det) in sorted(out.items()):
                    counts[c] += 1
                    per_class[cls][c] += 1
                    if c == 'reject':
                        for r in det.split():
                            rules[r] += 1
                    if c in ('PTXAS', 'CRASH', 'crash'):
                        kk = '%s\t%s\t%s' % (key, dia, arch)
                        if key in known or kk in known:
                            known_hit.add(key)
                            counts['known'] += 1
                        else:
                            bugs.append('%s [%s %s] %s: %s' % (c.upper(), dia, arch, key, det))
        if not a.keep:
            shutil.rmtree(self.tmp, ignore_errors=True)
        dt = time.time() - t0
        print('construct sweep: %d variants x %d dialects x %d archs = %d compiles in %.1f s%s' % (
            len(keys), len(DIALECTS), len(ARCHS), sum(v for k, v in counts.items() if k != 'known'), dt,
            '' if a.ptxas else ' (no ptxas: crashes only)'))
        print('  accepted and assembled: %d, rejected with a diagnostic: %d, accepted but ptxas rejects: %d, '
              'crashes: %d (known: %d)' % (counts['ok'], counts['reject'], counts['PTXAS'], counts['crash'],
                                           counts['known']))
        if a.verbose:
            for cls in sorted(per_class):
                c = per_class[cls]
                print('  %-28s ok %5d  reject %5d  ptxas %3d  crash %3d' % (cls, c['ok'], c['reject'], c['PTXAS'], c['crash']))
            print('  rules: ' + ', '.join('%s %d' % kv for kv in sorted(rules.items())))
        ran = set(keys)
        for k in sorted(set(known) - known_hit):
            if k in ran:  # only what this run compiled (--per-class, --filter)
                print('note: known entry %s no longer fails: remove it from %s' % (k, a.known))
        for b in bugs:
            print(b)
        return 1 if bugs else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--llc')
    ap.add_argument('--ptxas')
    ap.add_argument('--llc-arg', action='append', default=[],
                    help='one more nvvm-llc argument (repeatable), e.g. --partitions=64')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--keep')
    ap.add_argument('--known')
    ap.add_argument('--filter', action='append')
    ap.add_argument('--list', action='store_true')
    ap.add_argument('--per-class', type=int, default=0)
    ap.add_argument('--print')
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    generate()
    if a.list:
        for k in V:
            print(k)
        return 0
    if a.print:
        sys.stdout.write(V[a.print])
        return 0
    if not a.llc:
        ap.error('--llc is required')
    if a.ptxas and not os.path.exists(a.ptxas):
        a.ptxas = None
    return Sweep(a).main()


if __name__ == '__main__':
    sys.exit(main())
