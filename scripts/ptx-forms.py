#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generated forms of the PTX instructions whose requirements depend on
their modifiers (mma shapes, types, kinds and block scaling; cvt to and
from the narrow float formats; ld/st orders, scopes, cache qualifiers and
widths; atom/red types, vectors, scopes and cache hints; wgmma, tcgen05,
tensor maps, bulk tensor copies, multimem; the video instructions), and
what CUDA 13's ptxas says of each on
every arch it knows: the lowest PTX ISA version it assembles the form at,
or that it refuses the form there at any version.

The table src/ptx/insns.def answers the same question from a few
rows per instruction; tests/unit/test_core_ptx_asm.c (test_forms) checks
its answers against the recorded ones: where ptxas takes a form, the table
must allow the arch and ask for at least ptxas' version (nvvm-llc writes the
higher of that and the arch's own); where ptxas refuses it at every
version, the table must refuse the arch ([inline-asm-arch]) instead of
letting PTX through that ptxas rejects.

usage: scripts/ptx-forms.py [--ptxas PATH] > tests/unit/ptx-forms.tsv   (record)
       scripts/ptx-forms.py --update tests/unit/ptx-forms.tsv > new.tsv   (record the new
              forms only: a form whose statement the file holds keeps its answers)
       scripts/ptx-forms.py --check tests/unit/ptx-forms.tsv [--every N] [--limit N] (re-measure)
Output: an "archs" line naming the archs in order, then one line per form:
FORM<TAB>the version (e.g. 87) or - on each arch, space-separated<TAB>STATEMENT.
A form ptxas refuses on every arch is an error of this generator (exit 1).
"""
import argparse
import os
import subprocess
import sys
import tempfile

# CUDA 13.0's ptxas archs with their lowest PTX ISA version (as in
# scripts/ptx-insns-probe.py), and the versions it knows from 7.0.
ARCHS = [
    ("sm_75", 63), ("sm_80", 70), ("sm_86", 71), ("sm_87", 74), ("sm_89", 78), ("sm_90", 78),
    ("sm_90a", 80), ("sm_100", 86), ("sm_100a", 86), ("sm_100f", 88), ("sm_103", 88),
    ("sm_103a", 88), ("sm_103f", 88), ("sm_110", 90), ("sm_110a", 90), ("sm_110f", 90),
    ("sm_120", 87), ("sm_120a", 87), ("sm_120f", 88), ("sm_121", 88), ("sm_121a", 88),
    ("sm_121f", 88),
]
VERSIONS = [63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90]


def regs(prefix, n, start=0):
    return "{" + ", ".join("%s%d" % (prefix, start + i) for i in range(n)) + "}"


def mma(shape, types, d, a, b, c, extra="", tail=""):
    """One mma.sync statement: types is the ".dtype.atype.btype.ctype" part
    (with any kind/scale modifiers before the shape in extra)."""
    return "mma.sync.aligned%s.%s.row.col%s %s, %s, %s, %s%s;" % (
        extra, shape, types, d, a, b, c, tail)


def forms():
    f = []
    F4, H2 = regs("f", 4), regs("r", 2, 8)
    # floating point shapes
    f.append(("mma.m8n8k4.f32.f16", mma("m8n8k4", ".f32.f16.f16.f32", regs("f", 8), regs("r", 2), regs("r", 2, 2), regs("f", 8))))
    f.append(("mma.m8n8k4.f16.f16", mma("m8n8k4", ".f16.f16.f16.f16", regs("r", 4), regs("r", 2, 4), regs("r", 2, 6), regs("r", 4))))
    f.append(("mma.m16n8k8.f32.f16", mma("m16n8k8", ".f32.f16.f16.f32", F4, regs("r", 2), regs("r", 1, 2), F4)))
    f.append(("mma.m16n8k8.f16.f16", mma("m16n8k8", ".f16.f16.f16.f16", H2, regs("r", 2), regs("r", 1, 2), H2)))
    f.append(("mma.m16n8k16.f32.f16", mma("m16n8k16", ".f32.f16.f16.f32", F4, regs("r", 4), regs("r", 2, 4), F4)))
    f.append(("mma.m16n8k16.f16.f16", mma("m16n8k16", ".f16.f16.f16.f16", H2, regs("r", 4), regs("r", 2, 4), H2)))
    f.append(("mma.m16n8k8.f32.bf16", mma("m16n8k8", ".f32.bf16.bf16.f32", F4, regs("r", 2), regs("r", 1, 2), F4)))
    f.append(("mma.m16n8k16.f32.bf16", mma("m16n8k16", ".f32.bf16.bf16.f32", F4, regs("r", 4), regs("r", 2, 4), F4)))
    f.append(("mma.m16n8k4.f32.tf32", mma("m16n8k4", ".f32.tf32.tf32.f32", F4, regs("r", 2), regs("r", 1, 2), F4)))
    f.append(("mma.m16n8k8.f32.tf32", mma("m16n8k8", ".f32.tf32.tf32.f32", F4, regs("r", 4), regs("r", 2, 4), F4)))
    # double precision
    f.append(("mma.m8n8k4.f64", mma("m8n8k4", ".f64.f64.f64.f64", regs("fd", 2), regs("fd", 1, 2), regs("fd", 1, 3), regs("fd", 2))))
    f.append(("mma.m16n8k4.f64", mma("m16n8k4", ".f64.f64.f64.f64", regs("fd", 4), regs("fd", 2, 4), regs("fd", 1, 6), regs("fd", 4))))
    f.append(("mma.m16n8k8.f64", mma("m16n8k8", ".f64.f64.f64.f64", regs("fd", 4), regs("fd", 4, 4), regs("fd", 2, 8), regs("fd", 4))))
    f.append(("mma.m16n8k16.f64", mma("m16n8k16", ".f64.f64.f64.f64", regs("fd", 4), regs("fd", 8, 4), regs("fd", 4, 12), regs("fd", 4))))
    # integers
    S2, S4 = regs("r", 2, 8), regs("r", 4, 8)
    for t in ("s8", "u8"):
        f.append(("mma.m8n8k16.%s" % t, mma("m8n8k16", ".s32.%s.%s.s32" % (t, t), S2, regs("r", 1), regs("r", 1, 1), S2)))
        f.append(("mma.m16n8k16.%s" % t, mma("m16n8k16", ".s32.%s.%s.s32" % (t, t), S4, regs("r", 2), regs("r", 1, 2), S4)))
        f.append(("mma.m16n8k32.%s" % t, mma("m16n8k32", ".s32.%s.%s.s32" % (t, t), S4, regs("r", 4), regs("r", 2, 4), S4)))
    f.append(("mma.m16n8k32.s8.satfinite", mma("m16n8k32", ".satfinite.s32.s8.s8.s32", S4, regs("r", 4), regs("r", 2, 4), S4)))
    for t in ("s4", "u4"):
        f.append(("mma.m8n8k32.%s" % t, mma("m8n8k32", ".s32.%s.%s.s32" % (t, t), S2, regs("r", 1), regs("r", 1, 1), S2)))
        f.append(("mma.m16n8k32.%s" % t, mma("m16n8k32", ".s32.%s.%s.s32" % (t, t), S4, regs("r", 2), regs("r", 1, 2), S4)))
        f.append(("mma.m16n8k64.%s" % t, mma("m16n8k64", ".s32.%s.%s.s32" % (t, t), S4, regs("r", 4), regs("r", 2, 4), S4)))
    f.append(("mma.m8n8k128.b1.xor", mma("m8n8k128", ".s32.b1.b1.s32.xor.popc", S2, regs("r", 1), regs("r", 1, 1), S2)))
    f.append(("mma.m16n8k128.b1.xor", mma("m16n8k128", ".s32.b1.b1.s32.xor.popc", S4, regs("r", 2), regs("r", 1, 2), S4)))
    f.append(("mma.m16n8k256.b1.xor", mma("m16n8k256", ".s32.b1.b1.s32.xor.popc", S4, regs("r", 4), regs("r", 2, 4), S4)))
    f.append(("mma.m16n8k256.b1.and", mma("m16n8k256", ".s32.b1.b1.s32.and.popc", S4, regs("r", 4), regs("r", 2, 4), S4)))
    # 8-bit floats (sm_89 on), and the kinds of sm_120a
    for t in ("e4m3", "e5m2"):
        f.append(("mma.m16n8k32.f32.%s" % t, mma("m16n8k32", ".f32.%s.%s.f32" % (t, t), F4, regs("r", 4), regs("r", 2, 4), F4)))
        f.append(("mma.m16n8k16.f32.%s" % t, mma("m16n8k16", ".f32.%s.%s.f32" % (t, t), F4, regs("r", 2), regs("r", 1, 2), F4)))
        f.append(("mma.m16n8k32.f16.%s" % t, mma("m16n8k32", ".f16.%s.%s.f16" % (t, t), H2, regs("r", 4), regs("r", 2, 4), H2)))
    f.append(("mma.m16n8k32.f32.e4m3.e5m2", mma("m16n8k32", ".f32.e4m3.e5m2.f32", F4, regs("r", 4), regs("r", 2, 4), F4)))
    for t in ("e2m1", "e3m2", "e2m3", "e4m3"):
        f.append(("mma.kind::f8f6f4.%s" % t, mma("m16n8k32", ".f32.%s.%s.f32" % (t, t), F4, regs("r", 4), regs("r", 2, 4), F4,
                                                 extra=".kind::f8f6f4")))
    f.append(("mma.kind::f8f6f4.f16", mma("m16n8k32", ".f16.e2m1.e2m1.f16", H2, regs("r", 4), regs("r", 2, 4), H2,
                                          extra=".kind::f8f6f4")))
    scale = ", r12, {0, 0}, r13, {0, 0}"
    f.append(("mma.kind::mxf8f6f4.block_scale", mma("m16n8k32", ".f32.e4m3.e4m3.f32.ue8m0", F4, regs("r", 4), regs("r", 2, 4), F4,
                                                     extra=".kind::mxf8f6f4.block_scale.scale_vec::1X", tail=scale)))
    f.append(("mma.kind::mxf4.block_scale", mma("m16n8k64", ".f32.e2m1.e2m1.f32.ue8m0", F4, regs("r", 4), regs("r", 2, 4), F4,
                                                 extra=".kind::mxf4.block_scale.scale_vec::2X", tail=scale)))
    f.append(("mma.kind::mxf4nvf4.block_scale.2X", mma("m16n8k64", ".f32.e2m1.e2m1.f32.ue8m0", F4, regs("r", 4), regs("r", 2, 4), F4,
                                                        extra=".kind::mxf4nvf4.block_scale.scale_vec::2X", tail=scale)))
    f.append(("mma.kind::mxf4nvf4.block_scale.4X", mma("m16n8k64", ".f32.e2m1.e2m1.f32.ue4m3", F4, regs("r", 4), regs("r", 2, 4), F4,
                                                        extra=".kind::mxf4nvf4.block_scale.scale_vec::4X", tail=scale)))
    # sparse mma (2:4 structured sparsity; the metadata operand, then the selector)
    sp = "mma.sp.sync.aligned"
    f.append(("mma.sp.m16n8k16.f16", sp + ".m16n8k16.row.col.f32.f16.f16.f32 {f0, f1, f2, f3}, {r0, r1}, {r2, r3}, {f4, f5, f6, f7}, r4, 0x0;"))
    f.append(("mma.sp.m16n8k32.f16", sp + ".m16n8k32.row.col.f32.f16.f16.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r8, 0x0;"))
    f.append(("mma.sp.m16n8k32.bf16", sp + ".m16n8k32.row.col.f32.bf16.bf16.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r8, 0x0;"))
    f.append(("mma.sp.m16n8k16.tf32", sp + ".m16n8k16.row.col.f32.tf32.tf32.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r8, 0x0;"))
    f.append(("mma.sp.m16n8k32.s8", sp + ".m16n8k32.row.col.s32.s8.s8.s32 {r0, r1, r2, r3}, {r4, r5}, {r6, r7}, {r0, r1, r2, r3}, r8, 0x0;"))
    f.append(("mma.sp.m16n8k64.s8", sp + ".m16n8k64.row.col.s32.s8.s8.s32 {r0, r1, r2, r3}, {r4, r5, r6, r7}, {r8, r9, r10, r11}, {r0, r1, r2, r3}, r12, 0x0;"))
    f.append(("mma.sp.m16n8k128.s4", sp + ".m16n8k128.row.col.s32.s4.s4.s32 {r0, r1, r2, r3}, {r4, r5, r6, r7}, {r8, r9, r10, r11}, {r0, r1, r2, r3}, r12, 0x0;"))
    f.append(("mma.sp.m16n8k64.e4m3", sp + ".m16n8k64.row.col.f32.e4m3.e4m3.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r8, 0x0;"))
    f.append(("mma.sp::ordered_metadata.m16n8k16.f16", "mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {f0, f1, f2, f3}, {r0, r1}, {r2, r3}, {f4, f5, f6, f7}, r4, 0x0;"))
    f.append(("mma.sp::ordered_metadata.kind::f8f6f4", "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r8, 0x0;"))
    # cvt: 8-bit floats
    for t in ("e4m3x2", "e5m2x2"):
        f.append(("cvt.%s.f32" % t, "cvt.rn.satfinite.%s.f32 h0, f1, f2;" % t))
        f.append(("cvt.%s.f32.relu" % t, "cvt.rn.satfinite.relu.%s.f32 h0, f1, f2;" % t))
        f.append(("cvt.%s.f16x2" % t, "cvt.rn.satfinite.%s.f16x2 h0, r1;" % t))
        f.append(("cvt.f16x2.%s" % t, "cvt.rn.f16x2.%s r0, h1;" % t))
    f.append(("cvt.e4m3x4.f32.rs", "cvt.rs.satfinite.e4m3x4.f32 r0, {f0, f1, f2, f3}, r4;"))
    # cvt: 6- and 4-bit floats and the ue8m0 scale
    f.append(("cvt.e2m1x2.f32", "{ .reg .b8 c; cvt.rn.satfinite.e2m1x2.f32 c, f1, f2; }"))
    f.append(("cvt.e2m1x2.f32.relu", "{ .reg .b8 c; cvt.rn.satfinite.relu.e2m1x2.f32 c, f1, f2; }"))
    f.append(("cvt.f16x2.e2m1x2", "{ .reg .b8 c; mov.b16 h0, 0; cvt.u8.u16 c, h0; cvt.rn.f16x2.e2m1x2 r0, c; }"))
    for t in ("e2m3x2", "e3m2x2"):
        f.append(("cvt.%s.f32" % t, "cvt.rn.satfinite.%s.f32 h0, f1, f2;" % t))
        f.append(("cvt.f16x2.%s" % t, "cvt.rn.f16x2.%s r0, h1;" % t))
    f.append(("cvt.ue8m0x2.f32", "cvt.rz.satfinite.ue8m0x2.f32 h0, f1, f2;"))
    f.append(("cvt.ue8m0x2.bf16x2", "cvt.rz.satfinite.ue8m0x2.bf16x2 h0, r1;"))
    f.append(("cvt.bf16x2.ue8m0x2", "cvt.rn.bf16x2.ue8m0x2 r0, h1;"))
    # cvt: tf32, bf16, f16 and stochastic rounding
    f.append(("cvt.tf32.f32.rna", "cvt.rna.tf32.f32 r0, f1;"))
    f.append(("cvt.tf32.f32.rna.satfinite", "cvt.rna.satfinite.tf32.f32 r0, f1;"))
    f.append(("cvt.tf32.f32.rn.satfinite", "cvt.rn.satfinite.tf32.f32 r0, f1;"))
    f.append(("cvt.tf32.f32.rn.relu.satfinite", "cvt.rn.relu.satfinite.tf32.f32 r0, f1;"))
    f.append(("cvt.bf16.f32", "cvt.rn.bf16.f32 h0, f1;"))
    f.append(("cvt.bf16x2.f32", "cvt.rn.bf16x2.f32 r0, f1, f2;"))
    f.append(("cvt.bf16x2.f32.relu.satfinite", "cvt.rn.relu.satfinite.bf16x2.f32 r0, f1, f2;"))
    f.append(("cvt.bf16x2.f32.satfinite", "cvt.rn.satfinite.bf16x2.f32 r0, f1, f2;"))
    f.append(("cvt.bf16.f32.satfinite", "cvt.rn.satfinite.bf16.f32 h0, f1;"))
    f.append(("cvt.f16x2.f32.satfinite", "cvt.rn.satfinite.f16x2.f32 r0, f1, f2;"))
    f.append(("cvt.f16.f32.satfinite", "cvt.rn.satfinite.f16.f32 h0, f1;"))
    f.append(("cvt.f32.bf16", "cvt.f32.bf16 f0, h1;"))
    f.append(("cvt.f16.bf16", "cvt.rn.f16.bf16 h0, h1;"))
    f.append(("cvt.bf16.f16", "cvt.rn.bf16.f16 h0, h1;"))
    f.append(("cvt.f16.f32.relu", "cvt.rn.relu.f16.f32 h0, f1;"))
    f.append(("cvt.f16x2.f32", "cvt.rn.f16x2.f32 r0, f1, f2;"))
    f.append(("cvt.f16x2.f32.rs", "cvt.rs.f16x2.f32 r0, f1, f2, r3;"))
    f.append(("cvt.bf16x2.f32.rs", "cvt.rs.bf16x2.f32 r0, f1, f2, r3;"))
    f.append(("cvt.f32.f16", "cvt.f32.f16 f0, h1;"))
    # memory: ld/st qualifiers and vector widths, atom/red types, vectors and scopes
    for q in ("", ".nc", ".relaxed.gpu", ".acquire.gpu", ".relaxed.cluster", ".L2::64B", ".L2::256B",
              ".L1::no_allocate", ".L1::evict_last", ".L1::evict_last.L2::256B"):
        f.append(("ld.global%s.u32" % q, "ld.global%s.u32 r0, [rd1];" % q))
    f.append(("ld.global.L2::cache_hint.u32", "ld.global.L2::cache_hint.u32 r0, [rd1], rd2;"))
    f.append(("ld.global.nc.L2::cache_hint.u32", "ld.global.nc.L2::cache_hint.u32 r0, [rd1], rd2;"))
    f.append(("ld.global.v4.u32", "ld.global.v4.u32 {r0, r1, r2, r3}, [rd1];"))
    f.append(("ld.global.v8.f32", "ld.global.v8.f32 {f0, f1, f2, f3, f4, f5, f6, f7}, [rd1];"))
    f.append(("ld.global.v4.f64", "ld.global.v4.f64 {fd0, fd1, fd2, fd3}, [rd1];"))
    f.append(("ld.global.v4.u64", "ld.global.v4.u64 {rd0, rd1, rd2, rd3}, [rd4];"))
    f.append(("st.global.v4.b64", "st.global.v4.b64 [rd4], {rd0, rd1, rd2, rd3};"))
    f.append(("ld.global.b128", "{ .reg .b128 q; ld.global.b128 q, [rd1]; }"))
    f.append(("ld.volatile.global.u32", "ld.volatile.global.u32 r0, [rd1];"))
    f.append(("ld.shared::cluster.u32", "ld.shared::cluster.u32 r0, [rd1];"))
    f.append(("ld.mmio.relaxed.sys", "ld.mmio.relaxed.sys.global.u32 r0, [rd1];"))
    for q in ("", ".relaxed.gpu", ".release.cluster", ".L1::no_allocate"):
        f.append(("st.global%s.u32" % q, "st.global%s.u32 [rd1], r0;" % q))
    f.append(("st.global.v8.f32", "st.global.v8.f32 [rd1], {f0, f1, f2, f3, f4, f5, f6, f7};"))
    f.append(("st.global.L2::cache_hint.u32", "st.global.L2::cache_hint.u32 [rd1], r0, rd2;"))
    for t, reg in (("u32", "r"), ("u64", "rd"), ("f32", "f"), ("f64", "fd")):
        f.append(("atom.global.add.%s" % t, "atom.global.add.%s %s0, [rd1], %s2;" % (t, reg, reg)))
    f.append(("atom.global.add.noftz.f16", "atom.global.add.noftz.f16 h0, [rd1], h1;"))
    f.append(("atom.global.add.noftz.f16x2", "atom.global.add.noftz.f16x2 r0, [rd1], r1;"))
    f.append(("atom.global.add.noftz.bf16", "atom.global.add.noftz.bf16 h0, [rd1], h1;"))
    f.append(("atom.global.add.noftz.bf16x2", "atom.global.add.noftz.bf16x2 r0, [rd1], r1;"))
    f.append(("atom.global.v2.f32.add", "atom.global.v2.f32.add {f0, f1}, [rd1], {f2, f3};"))
    f.append(("atom.global.v4.f32.add", "atom.global.v4.f32.add {f0, f1, f2, f3}, [rd1], {f4, f5, f6, f7};"))
    f.append(("atom.global.v2.f16x2.add", "atom.global.v2.f16x2.add.noftz {r0, r1}, [rd1], {r2, r3};"))
    f.append(("atom.global.cas.b16", "atom.global.cas.b16 h0, [rd1], h1, h2;"))
    f.append(("atom.global.cas.b128", "{ .reg .b128 q<3>; atom.global.cas.b128 q0, [rd1], q1, q2; }"))
    f.append(("atom.global.exch.b128", "{ .reg .b128 q<2>; atom.global.exch.b128 q0, [rd1], q1; }"))
    f.append(("atom.global.max.s64", "atom.global.max.s64 rd0, [rd1], rd2;"))
    f.append(("atom.global.and.b64", "atom.global.and.b64 rd0, [rd1], rd2;"))
    for q in (".cta", ".sys", ".cluster", ".acq_rel.gpu", ".relaxed.sys"):
        f.append(("atom%s.global.add.u32" % q, "atom%s.global.add.u32 r0, [rd1], r2;" % q))
    f.append(("atom.shared::cluster.add.u32", "atom.shared::cluster.add.u32 r0, [rd1], r2;"))
    f.append(("atom.global.add.L2::cache_hint.u32", "atom.global.add.L2::cache_hint.u32 r0, [rd1], r2, rd3;"))
    f.append(("red.global.add.u32", "red.global.add.u32 [rd1], r2;"))
    f.append(("red.global.add.f64", "red.global.add.f64 [rd1], fd1;"))
    f.append(("red.global.add.noftz.bf16x2", "red.global.add.noftz.bf16x2 [rd1], r1;"))
    f.append(("red.global.v4.f32.add", "red.global.v4.f32.add [rd1], {f0, f1, f2, f3};"))
    f.append(("red.global.v8.bf16.add", "red.global.v8.bf16.add.noftz [rd1], {h0, h1, h2, h3, h4, h5, h6, h7};"))
    f.append(("red.global.add.L2::cache_hint.u32", "red.global.add.L2::cache_hint.u32 [rd1], r2, rd3;"))
    f.append(("red.shared::cluster.add.u32", "red.shared::cluster.add.u32 [rd1], r2;"))
    f.append(("red.release.cluster.global.add.u32", "red.release.cluster.global.add.u32 [rd1], r2;"))
    # mbarrier: parity, try_wait, memory orders and scopes, arrive forms
    mb = [("test_wait", "mbarrier.test_wait.shared.b64 p0, [rd1], rd2;"),
          ("test_wait.parity", "mbarrier.test_wait.parity.shared.b64 p0, [rd1], r2;"),
          ("test_wait.parity.shared::cta", "mbarrier.test_wait.parity.shared::cta.b64 p0, [rd1], r2;"),
          ("test_wait.parity.acquire.cta", "mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 p0, [rd1], r2;"),
          ("test_wait.acquire.cluster", "mbarrier.test_wait.acquire.cluster.shared::cta.b64 p0, [rd1], rd2;"),
          ("try_wait", "mbarrier.try_wait.shared.b64 p0, [rd1], rd2;"),
          ("try_wait.parity", "mbarrier.try_wait.parity.shared.b64 p0, [rd1], r2;"),
          ("try_wait.parity.hint", "mbarrier.try_wait.parity.shared::cta.b64 p0, [rd1], r2, r3;"),
          ("try_wait.relaxed", "mbarrier.try_wait.relaxed.cta.shared::cta.b64 p0, [rd1], rd2;"),
          ("arrive", "mbarrier.arrive.shared.b64 rd0, [rd1];"),
          ("arrive.count", "mbarrier.arrive.shared.b64 rd0, [rd1], r2;"),
          ("arrive.noComplete", "mbarrier.arrive.noComplete.shared.b64 rd0, [rd1], r2;"),
          ("arrive.release.cta.sink", "mbarrier.arrive.release.cta.shared::cta.b64 _, [rd1];"),
          ("arrive.release.cluster", "mbarrier.arrive.release.cluster.shared::cta.b64 rd0, [rd1];"),
          ("arrive_drop", "mbarrier.arrive_drop.shared.b64 rd0, [rd1];"),
          ("arrive_drop.noComplete", "mbarrier.arrive_drop.noComplete.shared.b64 rd0, [rd1], r2;"),
          ("pending_count", "mbarrier.pending_count.b64 r0, rd1;"),
          ("inval", "mbarrier.inval.shared.b64 [rd1];"),
          ("init.shared::cta", "mbarrier.init.shared::cta.b64 [rd1], r2;"),
          ("expect_tx", "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [rd1], r2;"),
          ("arrive.expect_tx", "mbarrier.arrive.expect_tx.shared::cta.b64 rd0, [rd1], r2;")]
    for n, st in mb:
        f.append(("mbarrier." + n, st))
    # arithmetic of sm_100 (f32x2, three-input min/max) and older forms around it
    other = [
        ("add.rn.f32x2", "add.rn.f32x2 rd0, rd1, rd2;"),
        ("mul.rn.f32x2", "mul.rn.f32x2 rd0, rd1, rd2;"),
        ("fma.rn.f32x2", "fma.rn.f32x2 rd0, rd1, rd2, rd3;"),
        ("sub.rn.f32x2", "sub.rn.f32x2 rd0, rd1, rd2;"),
        ("min.f32.3", "min.f32 f0, f1, f2, f3;"),
        ("max.NaN.f32", "max.NaN.f32 f0, f1, f2;"),
        ("max.bf16x2", "max.bf16x2 r0, r1, r2;"),
        ("fma.rn.relu.bf16x2", "fma.rn.relu.bf16x2 r0, r1, r2, r3;"),
        ("fma.rn.oob.f16", "fma.rn.oob.f16 h0, h1, h2, h3;"),
        ("tanh.approx.f16", "tanh.approx.f16 h0, h1;"),
        ("ex2.approx.ftz.bf16x2", "ex2.approx.ftz.bf16x2 r0, r1;"),
        ("lop3.b32", "lop3.b32 r0, r1, r2, r3, 0x96;"),
        ("prmt.b32", "prmt.b32 r0, r1, r2, r3;"),
        ("shf.l.wrap.b32", "shf.l.wrap.b32 r0, r1, r2, r3;"),
        ("dp4a.u32.u32", "dp4a.u32.u32 r0, r1, r2, r3;"),
        ("bmsk.clamp.b32", "bmsk.clamp.b32 r0, r1, r2;"),
        # warp-level
        ("redux.sync.add.u32", "redux.sync.add.u32 r0, r1, -1;"),
        ("redux.sync.min.f32", "redux.sync.min.f32 f0, f1, -1;"),
        ("redux.sync.max.abs.NaN.f32", "redux.sync.max.abs.NaN.f32 f0, f1, -1;"),
        ("match.any.sync.b32", "match.any.sync.b32 r0, r1, -1;"),
        ("elect.sync", "elect.sync r0|p0, -1;"),
        ("shfl.sync.bfly.b32", "shfl.sync.bfly.b32 r0, r1, 1, 31, -1;"),
        ("vote.sync.ballot.b32", "vote.sync.ballot.b32 r0, p1, -1;"),
        ("activemask.b32", "activemask.b32 r0;"),
        # matrix load/store
        ("ldmatrix.x4.trans", "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {r0, r1, r2, r3}, [rd1];"),
        ("ldmatrix.m16n16.b8x16", "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {r0, r1}, [rd1];"),
        ("ldmatrix.m8n16.b8x16.b6x16_p32", "ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32 {r0}, [rd1];"),
        ("stmatrix.x4", "stmatrix.sync.aligned.m8n8.x4.shared.b16 [rd1], {r0, r1, r2, r3};"),
        ("stmatrix.m16n8.b8", "stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [rd1], {r0};"),
        ("movmatrix", "movmatrix.sync.aligned.m8n8.trans.b16 r0, r1;"),
        # synchronization and memory model
        ("fence.acq_rel.gpu", "fence.acq_rel.gpu;"),
        ("fence.sc.cluster", "fence.sc.cluster;"),
        ("fence.proxy.async", "fence.proxy.async;"),
        ("fence.proxy.async.shared::cta", "fence.proxy.async.shared::cta;"),
        ("fence.proxy.tensormap", "fence.proxy.tensormap::generic.release.gpu;"),
        ("fence.mbarrier_init", "fence.mbarrier_init.release.cluster;"),
        ("membar.gl", "membar.gl;"),
        ("barrier.sync.aligned", "barrier.sync.aligned 0;"),
        ("bar.red.popc", "bar.red.popc.u32 r0, 0, p1;"),
        ("barrier.cluster.arrive.relaxed", "barrier.cluster.arrive.relaxed.aligned;"),
        ("griddepcontrol.wait", "griddepcontrol.wait;"),
        ("nanosleep", "nanosleep.u32 r1;"),
        ("setmaxnreg", "setmaxnreg.inc.sync.aligned.u32 64;"),
        # addresses and cache control
        ("mapa.shared::cluster", "mapa.shared::cluster.u32 r0, r1, r2;"),
        ("isspacep.shared::cluster", "isspacep.shared::cluster p0, rd1;"),
        ("getctarank", "getctarank.shared::cluster.u32 r0, r1;"),
        ("createpolicy", "createpolicy.fractional.L2::evict_last.b64 rd0, 1.0;"),
        ("discard.global.L2", "discard.global.L2 [rd1], 128;"),
        ("applypriority", "applypriority.global.L2::evict_normal [rd1], 128;"),
        ("prefetch.global.L2::evict_last", "prefetch.global.L2::evict_last [rd1];"),
        ("cp.async.ca.L2::128B", "cp.async.ca.shared.global.L2::128B [rd1], [rd2], 16;"),
        ("cp.async.cg.L2::cache_hint", "cp.async.cg.shared.global.L2::cache_hint [rd1], [rd2], 16, rd3;"),
        ("cp.async.wait_group", "cp.async.wait_group 0;"),
        ("cp.async.mbarrier.arrive.noinc", "cp.async.mbarrier.arrive.noinc.shared.b64 [rd1];"),
        ("cp.async.bulk.shared::cluster.global", "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd2], r3, [rd4];"),
        ("cp.async.bulk.global.shared::cta", "cp.async.bulk.global.shared::cta.bulk_group [rd1], [rd2], r3;"),
        ("cp.async.bulk.prefetch.L2", "cp.async.bulk.prefetch.L2.global [rd1], r2;"),
        ("cp.reduce.async.bulk.add.u32", "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [rd1], [rd2], r3;"),
        ("cp.async.bulk.commit_group", "cp.async.bulk.commit_group;"),
        ("st.async", "st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [rd1], r0, [rd2];"),
        ("multimem.ld_reduce", "multimem.ld_reduce.relaxed.gpu.global.add.u32 r0, [rd1];"),
        ("tensormap.cp_fenceproxy", "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [rd1], [rd2], 128;"),
        ("clusterlaunchcontrol.try_cancel", "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [rd1], [rd2];"),
    ]
    f.extend(other)
    f.extend(async_forms())
    f.extend(video_forms())
    f.extend(misc_forms())
    # forms real programs write whose needs differ from their instruction's
    # plain row: mixed-sign wgmma, tensor copies into .shared::cta, bf16
    # conversions other than from and to f32, tf32, half comparisons with an
    # integer result, .global st.async/red.async, the .shared::cta spellings,
    # sparse and f16-accumulator kinds of mma
    f += [("wgmma.s32.s8.u8", "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8 {r0, r1, r2, r3}, rd1, rd2, p0;"),
          ("wgmma.s32.u8.s8.satfinite", "wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8.satfinite {r0, r1, r2, r3}, rd1, rd2, p0;"),
          ("wgmma.s32.u8.u8", "wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.u8 {r0, r1, r2, r3}, rd1, rd2, p0;"),
          ("cp.async.bulk.tensor.shared::cta.load", "cp.async.bulk.tensor.1d.shared::cta.global.mbarrier::complete_tx::bytes [rd1], [rd2, {r0}], [rd3];"),
          ("cp.async.bulk.tensor.shared::cta.store", "cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [rd1, {r0}], [rd2];"),
          ("cp.async.bulk.prefetch.tensor.gather4", "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [rd1, {r0, r1, r2, r3, r4}];"),
          ("cvt.bf16.s32", "cvt.rn.bf16.s32 h0, r1;"), ("cvt.s32.bf16", "cvt.rni.s32.bf16 r0, h1;"),
          ("cvt.bf16.u16", "cvt.rn.bf16.u16 h0, h1;"), ("cvt.u64.bf16", "cvt.rzi.u64.bf16 rd0, h1;"),
          ("cvt.bf16.f64", "cvt.rn.bf16.f64 h0, rd1;"), ("cvt.f64.bf16", "cvt.f64.bf16 rd0, h1;"),
          ("cvt.bf16.bf16.rzi", "cvt.rzi.bf16.bf16 h0, h1;"), ("cvt.s8.bf16", "{ .reg .b8 c; cvt.rzi.s8.bf16 c, h1; }"),
          ("cvt.tf32.f32.rn", "cvt.rn.tf32.f32 r0, f1;"), ("cvt.tf32.f32.rz.relu", "cvt.rz.relu.tf32.f32 r0, f1;"),
          ("abs.f16x2", "abs.f16x2 r0, r1;"), ("set.u32.f16x2", "set.le.u32.f16x2 r0, r1, r2;"),
          ("set.s32.f16", "set.lt.s32.f16 r0, h1, h2;"), ("set.f16.f16", "set.lt.f16.f16 h0, h1, h2;"),
          ("st.async.global", "st.async.release.sys.global.b32 [rd1], r0;"),
          ("red.async.global", "red.async.release.sys.global.add.u32 [rd1], r0;"),
          ("clusterlaunchcontrol.multicast", "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [rd1], [rd2];"),
          ("ldmatrix.shared::cta", "ldmatrix.sync.aligned.m8n8.x4.shared::cta.b16 {r0, r1, r2, r3}, [rd1];"),
          ("cvta.shared::cta", "cvta.shared::cta.u64 rd0, rd1;"), ("isspacep.shared::cta", "isspacep.shared::cta p0, rd1;"),
          ("mma.f8f6f4.f16", "mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f16.e4m3.e4m3.f16 {r0, r1}, {r0, r1, r2, r3}, {r4, r5}, {r0, r1};"),
          ("mma.sp.f8f6f4.f16", "mma.sync.aligned.kind::f8f6f4.sp::ordered_metadata.m16n8k64.row.col.f16.e4m3.e4m3.f16 {r0, r1}, {r0, r1, r2, r3}, {r0, r1, r2, r3}, {r0, r1}, r5, 0x0;"),
          ("mma.sp.f8f6f4.f32", "mma.sync.aligned.kind::f8f6f4.sp::ordered_metadata.m16n8k64.row.col.f32.e4m3.e4m3.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r0, r1, r2, r3}, {f0, f1, f2, f3}, r5, 0x0;"),
          ("cp.async.mbarrier.arrive.shared::cta", "cp.async.mbarrier.arrive.shared::cta.b64 [rd1];"),
          ("mma.sp.block_scale.mxf8f6f4", "mma.sync.aligned.kind::mxf8f6f4.sp::ordered_metadata.block_scale.scale_vec::1X.m16n8k64.row.col.f32.e4m3.e4m3.f32.ue8m0 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r0, r1, r2, r3}, {f0, f1, f2, f3}, r5, 0x0, r1, {h1, h1}, r2, {h1, h1};"),
          ("mma.sp.block_scale.mxf4", "mma.sync.aligned.kind::mxf4.sp::ordered_metadata.block_scale.scale_vec::2X.m16n8k128.row.col.f32.e2m1.e2m1.f32.ue8m0 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r0, r1, r2, r3}, {f0, f1, f2, f3}, r5, 0x0, r1, {h1, h1}, r2, {h1, h1};"),
          ("mma.sp.block_scale.mxf4nvf4", "mma.sync.aligned.kind::mxf4nvf4.sp::ordered_metadata.block_scale.scale_vec::2X.m16n8k128.row.col.f32.e2m1.e2m1.f32.ue8m0 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r0, r1, r2, r3}, {f0, f1, f2, f3}, r5, 0x0, r1, {h1, h1}, r2, {h1, h1};")]
    # the forms that differ by their operands: a sink among the results,
    # an immediate scale-input-d
    f += [("mbarrier.arrive.sink", "mbarrier.arrive.shared.b64 _, [rd1];"),
          ("mbarrier.arrive.noComplete.sink", "mbarrier.arrive.noComplete.shared.b64 _, [rd1], r1;"),
          ("mbarrier.arrive_drop.sink", "mbarrier.arrive_drop.shared.b64 _, [rd1];"),
          ("mma.e4m3.sink", "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {f0, _, f1, _}, {r0, r1, r2, r3}, {r4, r5}, {f4, f5, f6, f7};"),
          ("mma.e5m2.f16.sink", "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16 {r0, _}, {r0, r1, r2, r3}, {r4, r5}, {r6, r7};"),
          ("mma.k16.e4m3.sink", "mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 {_, f1, _, f3}, {r0, r1}, {r4}, {f4, f5, f6, f7};"),
          ("mma.sp.e4m3.sink", "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32 {f0, _, f1, _}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r1, 0x0;"),
          ("mma.f8f6f4.sink", "mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e4m3.e4m3.f32 {f0, _, f1, _}, {r0, r1, r2, r3}, {r4, r5}, {f4, f5, f6, f7};"),
          ("mma.f16.sink", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {f0, _, f1, _}, {r0, r1, r2, r3}, {r4, r5}, {f4, f5, f6, f7};"),
          ("mma.f64.k4.sink", "{ .reg .f64 d<4>; mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {d0, _, d1, _}, {d0, d1}, {d2}, {d0, d1, d2, d3}; }"),
          ("mma.f64.k8.sink", "{ .reg .f64 d<4>; mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {d0, _, d1, _}, {d0, d1, d2, d3}, {d0, d1}, {d0, d1, d2, d3}; }"),
          ("mma.f64.m8n8k4.sink", "{ .reg .f64 d<4>; mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {d0, _}, {d2}, {d3}, {d0, d1}; }"),
          ("tcgen05.mma.f16.scale", "tcgen05.mma.cta_group::1.kind::f16 [r0], rd1, rd2, r3, p0, 1;"),
          ("tcgen05.mma.tf32.scale.mask", "tcgen05.mma.cta_group::2.kind::tf32 [r0], [r1], rd2, r3, {r0, r1, r2, r3, r4, r5, r6, r7}, p0, 2;"),
          ("tcgen05.mma.sp.f16.scale", "tcgen05.mma.sp.cta_group::1.kind::f16 [r0], rd1, rd2, [r4], r3, p0, 1;"),
          ("tcgen05.mma.i8.scale", "tcgen05.mma.cta_group::1.kind::i8 [r0], rd1, rd2, r3, p0, 1;"),
          ("tcgen05.mma.ws.f16.mask", "tcgen05.mma.ws.cta_group::1.kind::f16 [r0], rd1, rd2, r3, p0, 0;")]
    return f


def misc_forms():
    """Forms of the older instructions that later versions or archs
    extended: packed 16-bit integer arithmetic, bf16/f16 arithmetic and
    comparisons, memory spaces and cache operators, address conversion,
    warp and block synchronization, bulk copies with multicast and hints,
    textures and surfaces."""
    return [
        # packed and wide integer arithmetic
        ("add.u16x2", "add.u16x2 r0, r1, r2;"),
        ("min.s16x2", "min.s16x2 r0, r1, r2;"),
        ("max.relu.s16x2", "max.relu.s16x2 r0, r1, r2;"),
        ("max.relu.s32", "max.relu.s32 r0, r1, r2;"),
        ("add.s16x2", "add.s16x2 r0, r1, r2;"),
        ("max.u16x2", "max.u16x2 r0, r1, r2;"),
        ("min.relu.s32", "min.relu.s32 r0, r1, r2;"),
        ("lop3.and.pred", "lop3.and.b32 r0|p0, r1, r2, r3, 0x96, p1;"),
        ("add.sat.s32", "add.sat.s32 r0, r1, r2;"),
        ("mul.wide.u32", "mul.wide.u32 rd0, r1, r2;"),
        ("mad.wide.s32", "mad.wide.s32 rd0, r1, r2, rd3;"),
        ("mul.hi.u64", "mul.hi.u64 rd0, rd1, rd2;"),
        ("mad.hi.cc.u32", "mad.hi.cc.u32 r0, r1, r2, r3; madc.hi.u32 r4, r1, r2, r3;"),
        ("bfind.shiftamt.u32", "bfind.shiftamt.u32 r0, r1;"),
        ("popc.b64", "popc.b64 r0, rd1;"),
        ("bfe.s64", "bfe.s64 rd0, rd1, 2, 3;"),
        ("dp2a.hi.s32", "dp2a.hi.s32.s32 r0, r1, r2, r3;"),
        ("lop3.pred", "lop3.or.b32 r0|p0, r1, r2, r3, 0x96, p1;"),
        ("prmt.b32.f4e", "prmt.b32.f4e r0, r1, r2, r3;"),
        ("shf.r.clamp.b32", "shf.r.clamp.b32 r0, r1, r2, r3;"),
        ("szext.wrap.u32", "szext.wrap.u32 r0, r1, r2;"),
        ("mov.b64.unpack", "mov.b64 {r0, r1}, rd1;"),
        ("mov.b128", "{ .reg .b128 q; mov.b128 q, {rd0, rd1}; mov.b128 {rd2, rd3}, q; }"),
        ("cvt.pack.sat.s8", "cvt.pack.sat.s8.s32.b32 r0, r1, r2, r3;"),
        ("cvt.rni.s32.f32", "cvt.rni.s32.f32 r0, f1;"),
        ("cvt.rn.f16.f32", "cvt.rn.f16.f32 h0, f1;"),
        ("cvt.rz.f32.f64", "cvt.rz.f32.f64 f0, fd1;"),
        ("cvt.u8.u16", "{ .reg .b8 c; cvt.u8.u16 c, h0; }"),
        # half and bf16 arithmetic and comparisons
        ("add.rn.bf16", "add.rn.bf16 h0, h1, h2;"),
        ("mul.rn.bf16x2", "mul.rn.bf16x2 r0, r1, r2;"),
        ("sub.bf16", "sub.bf16 h0, h1, h2;"),
        ("add.f16", "add.f16 h0, h1, h2;"),
        ("add.rn.f32.bf16", "add.rn.f32.bf16 f0, h1, f2;"),
        ("add.rn.f32.f16", "add.rn.f32.f16 f0, h1, f2;"),
        ("sub.f32.f16", "sub.f32.f16 f0, h1, f2;"),
        ("sub.rn.f32.bf16", "sub.rn.f32.bf16 f0, h1, f2;"),
        ("fma.rn.f32.bf16", "fma.rn.f32.bf16 f0, h1, h2, f3;"),
        ("fma.rn.sat.f32.f16", "fma.rn.sat.f32.f16 f0, h1, h2, f3;"),
        ("add.rn.ftz.sat.f16x2", "add.rn.ftz.sat.f16x2 r0, r1, r2;"),
        ("fma.rn.bf16", "fma.rn.bf16 h0, h1, h2, h3;"),
        ("fma.rn.relu.f16", "fma.rn.relu.f16 h0, h1, h2, h3;"),
        ("fma.rn.oob.relu.bf16", "fma.rn.oob.relu.bf16 h0, h1, h2, h3;"),
        ("neg.bf16", "neg.bf16 h0, h1;"),
        ("neg.bf16x2", "neg.bf16x2 r0, r1;"),
        ("abs.bf16", "abs.bf16 h0, h1;"),
        ("mul.bf16", "mul.bf16 h0, h1, h2;"),
        ("sub.rn.bf16x2", "sub.rn.bf16x2 r0, r1, r2;"),
        ("set.eq.bf16x2", "set.eq.bf16x2.bf16x2 r0, r1, r2;"),
        ("abs.bf16x2", "abs.bf16x2 r0, r1;"),
        ("abs.f16", "abs.f16 h0, h1;"),
        ("min.NaN.f16", "min.NaN.f16 h0, h1, h2;"),
        ("max.xorsign.abs.bf16", "max.xorsign.abs.bf16 h0, h1, h2;"),
        ("min.ftz.NaN.xorsign.abs.f16x2", "min.ftz.NaN.xorsign.abs.f16x2 r0, r1, r2;"),
        ("rsqrt.approx.ftz.f64", "rsqrt.approx.ftz.f64 fd0, fd1;"),
        ("rcp.approx.ftz.f64", "rcp.approx.ftz.f64 fd0, fd1;"),
        ("tanh.approx.bf16x2", "tanh.approx.bf16x2 r0, r1;"),
        ("tanh.approx.f16x2", "tanh.approx.f16x2 r0, r1;"),
        ("ex2.approx.f16x2", "ex2.approx.f16x2 r0, r1;"),
        ("testp.subnormal.f64", "testp.subnormal.f64 p0, fd1;"),
        ("setp.eq.f16x2", "setp.eq.f16x2 p0|p1, r0, r1;"),
        ("setp.lt.bf16", "setp.lt.bf16 p0, h0, h1;"),
        ("setp.lt.bf16x2", "setp.lt.bf16x2 p0|p1, r0, r1;"),
        ("set.eq.f16x2.f16x2", "set.eq.f16x2.f16x2 r0, r1, r2;"),
        ("set.lt.u32.bf16", "set.lt.u32.bf16 r0, h0, h1;"),
        # memory spaces and cache operators
        ("ld.global.nc.v4.f32", "ld.global.nc.v4.f32 {f0, f1, f2, f3}, [rd1];"),
        ("ld.global.nc.L1::no_allocate.v4.u32", "ld.global.nc.L1::no_allocate.v4.u32 {r0, r1, r2, r3}, [rd1];"),
        ("ld.global.nc.L2::128B.u32", "ld.global.nc.L2::128B.u32 r0, [rd1];"),
        ("ld.global.L1::evict_normal.L2::cache_hint", "ld.global.L1::evict_normal.L2::cache_hint.u32 r0, [rd1], rd2;"),
        ("ld.global.cs.u32", "ld.global.cs.u32 r0, [rd1];"),
        ("ld.global.lu.u32", "ld.global.lu.u32 r0, [rd1];"),
        ("ld.global.cv.u32", "ld.global.cv.u32 r0, [rd1];"),
        ("ld.weak.global.u32", "ld.weak.global.u32 r0, [rd1];"),
        ("ld.relaxed.sys.shared.u32", "ld.relaxed.sys.shared.u32 r0, [rd1];"),
        ("ld.acquire.cluster.shared::cluster", "ld.acquire.cluster.shared::cluster.u32 r0, [rd1];"),
        ("ld.shared::cta.v2.u64", "ld.shared::cta.v2.u64 {rd0, rd1}, [rd2];"),
        ("st.shared::cta.u32", "st.shared::cta.u32 [rd1], r0;"),
        ("atom.shared::cta.add.u32", "atom.shared::cta.add.u32 r0, [rd1], r2;"),
        ("red.shared::cta.add.u32", "red.shared::cta.add.u32 [rd1], r2;"),
        ("ld.param::entry.u32", "ld.param::entry.u32 r0, [rd1];"),
        ("ld.param::func.u32", "ld.param::func.u32 r0, [rd1];"),
        ("cvta.to.param.u64", "cvta.to.param.u64 rd0, rd1;"),
        ("barrier.cta.red.popc", "barrier.cta.red.popc.aligned.u32 r0, 0, p1;"),
        ("ld.global.nc.b128", "{ .reg .b128 q; ld.global.nc.b128 q, [rd1]; }"),
        ("st.global.wt.u32", "st.global.wt.u32 [rd1], r0;"),
        ("st.global.cs.v2.f32", "st.global.cs.v2.f32 [rd1], {f0, f1};"),
        ("st.release.sys.global.u64", "st.release.sys.global.u64 [rd1], rd2;"),
        ("st.async.v4.b32", "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [rd1], {r0, r1, r2, r3}, [rd2];"),
        ("prefetch.local.L1", "prefetch.local.L1 [rd1];"),
        ("prefetch.global.L2::evict_normal", "prefetch.global.L2::evict_normal [rd1];"),
        ("prefetchu.L1", "prefetchu.L1 [rd1];"),
        ("cvta.shared::cluster.u64", "cvta.shared::cluster.u64 rd0, rd1;"),
        ("cvta.param.u64", "cvta.param.u64 rd0, rd1;"),
        ("isspacep.param", "isspacep.param p0, rd1;"),
        ("isspacep.global", "isspacep.global p0, rd1;"),
        ("mapa.u64", "mapa.u64 rd0, rd1, r2;"),
        ("getctarank.u64", "getctarank.u64 r0, rd1;"),
        # warp and block synchronization
        ("shfl.sync.idx.pred", "shfl.sync.idx.b32 r0|p0, r1, 0, 31, -1;"),
        ("vote.sync.uni", "vote.sync.uni.pred p0, p1, -1;"),
        ("match.all.sync.b64", "match.all.sync.b64 r0|p0, rd1, -1;"),
        ("redux.sync.and.b32", "redux.sync.and.b32 r0, r1, -1;"),
        ("redux.sync.min.s32", "redux.sync.min.s32 r0, r1, -1;"),
        ("bar.arrive", "bar.arrive 1, 64;"),
        ("bar.red.and.pred", "bar.red.and.pred p0, 0, p1;"),
        ("barrier.sync.aligned.count", "barrier.sync.aligned 1, 64;"),
        ("barrier.cta.sync", "barrier.cta.sync.aligned 0;"),
        ("barrier.cta.arrive", "barrier.cta.arrive.aligned 1, 64;"),
        ("bar.warp.sync", "bar.warp.sync -1;"),
        ("membar.sys", "membar.sys;"),
        ("fence.sc.sys", "fence.sc.sys;"),
        ("fence.proxy.async.global", "fence.proxy.async.global;"),
        ("fence.proxy.async.shared::cluster", "fence.proxy.async.shared::cluster;"),
        ("griddepcontrol.launch_dependents", "griddepcontrol.launch_dependents;"),
        ("elect.sync.sink", "elect.sync _|p0, -1;"),
        ("mbarrier.arrive.expect_tx.cluster", "mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [rd1], r2;"),
        ("mbarrier.complete_tx", "mbarrier.complete_tx.shared::cta.b64 [rd1], r2;"),
        ("mbarrier.arrive.relaxed", "mbarrier.arrive.relaxed.cta.shared::cta.b64 rd0, [rd1];"),
        ("mbarrier.try_wait.parity.acquire.cluster", "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p0, [rd1], r2;"),
        # bulk copies with multicast and cache hints
        ("cp.async.bulk.multicast", "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [rd1], [rd2], r3, [rd4], h0;"),
        ("cp.async.bulk.store.cache_hint", "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [rd1], [rd2], r3, rd4;"),
        ("cp.reduce.async.bulk.shared::cluster", "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [rd1], [rd2], r3, [rd4];"),
        ("cp.reduce.async.bulk.add.noftz.bf16", "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [rd1], [rd2], r3;"),
        ("cp.async.mbarrier.arrive", "cp.async.mbarrier.arrive.b64 [rd1];"),
        ("cp.async.wait_all", "cp.async.commit_group; cp.async.wait_all;"),
        ("cp.async.cg.zfill", "cp.async.cg.shared.global [rd1], [rd2], 16, r3;"),
        # textures and surfaces
        ("tex.2d.v4.f32.f32", "tex.2d.v4.f32.f32 {f0, f1, f2, f3}, [rd1, {f4, f5}];"),
        ("tex.level.2d", "tex.level.2d.v4.f32.f32 {f0, f1, f2, f3}, [rd1, {f4, f5}], f6;"),
        ("tex.grad.2d", "tex.grad.2d.v4.f32.f32 {f0, f1, f2, f3}, [rd1, {f4, f5}], {f6, f7}, {f8, f9};"),
        ("tex.a2d", "tex.a2d.v4.f32.f32 {f0, f1, f2, f3}, [rd1, {r0, f4, f5, f6}];"),
        ("tex.2d.v2.f16x2", "tex.2d.v2.f16x2.f32 {r0, r1}, [rd1, {f4, f5}];"),
        ("tld4.g.2d", "tld4.g.2d.v4.f32.f32 {f0, f1, f2, f3}, [rd1, {f4, f5}];"),
        ("suld.b.2d.v4.clamp", "suld.b.2d.v4.b32.clamp {r0, r1, r2, r3}, [rd1, {r4, r5}];"),
        ("sust.b.3d.zero", "sust.b.3d.b32.zero [rd1, {r4, r5, r6, r6}], {r0};"),
        ("sust.p.2d", "sust.p.2d.v4.b32.trap [rd1, {r4, r5}], {r0, r1, r2, r3};"),
        ("sured.b.add.2d", "sured.b.add.2d.u32.trap [rd1, {r4, r5}], r0;"),
        ("txq.level.width", "txq.level.width.b32 r0, [rd1], r2;"),
        ("suq.channel_order", "suq.channel_order.b32 r0, [rd1];"),
        ("istypep.samplerref", "istypep.samplerref p0, rd1;"),
        ("alloca.align", "alloca.u64 rd0, rd1, 16;"),
    ]


def async_forms():
    """The warpgroup and tensor-memory MMAs (sm_90a's wgmma, the sm_100
    family's tcgen05), tensor maps, bulk tensor copies and multimem."""
    F4, P = regs("f", 4), "p0"
    wg = "wgmma.mma_async.sync.aligned"
    D128 = regs("d", 128)
    f = [
        ("wgmma.fence", "wgmma.fence.sync.aligned;"),
        ("wgmma.commit_group", "wgmma.commit_group.sync.aligned;"),
        ("wgmma.wait_group", "wgmma.wait_group.sync.aligned 0;"),
        ("wgmma.m64n8k16.f32.f16", wg + ".m64n8k16.f32.f16.f16 %s, rd1, rd2, %s, 1, 1, 0, 0;" % (F4, P)),
        ("wgmma.m64n8k16.f16.f16", wg + ".m64n8k16.f16.f16.f16 {r0, r1}, rd1, rd2, %s, 1, 1, 0, 0;" % P),
        ("wgmma.m64n8k16.f32.bf16", wg + ".m64n8k16.f32.bf16.bf16 %s, rd1, rd2, %s, 1, 1, 0, 0;" % (F4, P)),
        ("wgmma.m64n8k8.f32.tf32", wg + ".m64n8k8.f32.tf32.tf32 %s, rd1, rd2, %s, 1, 1;" % (F4, P)),
        ("wgmma.m64n8k32.f32.e4m3", wg + ".m64n8k32.f32.e4m3.e4m3 %s, rd1, rd2, %s, 1, 1;" % (F4, P)),
        ("wgmma.m64n8k32.f16.e5m2.e4m3", wg + ".m64n8k32.f16.e5m2.e4m3 {r0, r1}, rd1, rd2, %s, 1, 1;" % P),
        ("wgmma.m64n8k32.s32.s8", wg + ".m64n8k32.s32.s8.s8 {r0, r1, r2, r3}, rd1, rd2, %s;" % P),
        ("wgmma.m64n8k32.s32.u8.satfinite", wg + ".m64n8k32.s32.u8.u8.satfinite {r0, r1, r2, r3}, rd1, rd2, %s;" % P),
        ("wgmma.m64n8k256.b1", wg + ".m64n8k256.s32.b1.b1.and.popc {r0, r1, r2, r3}, rd1, rd2, %s;" % P),
        ("wgmma.m64n8k16.f32.f16.a_regs", wg + ".m64n8k16.f32.f16.f16 %s, {r4, r5, r6, r7}, rd2, %s, 1, 1, 1;" % (F4, P)),
        ("wgmma.m64n256k16.f32.f16", "{ .reg .f32 d<128>; %s.m64n256k16.f32.f16.f16 %s, rd1, rd2, %s, 1, 1, 0, 0; }" % (wg, D128, P)),
        ("wgmma.sp.m64n8k32.f32.f16", "wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 %s, rd1, rd2, r8, 0, %s, 1, 1, 0, 0;" % (F4, P)),
        # tcgen05: tensor memory allocation, loads and stores, the MMAs and their kinds
        ("tcgen05.alloc", "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [rd1], 32;"),
        ("tcgen05.alloc.cta_group::2", "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [rd1], 32;"),
        ("tcgen05.dealloc", "tcgen05.dealloc.cta_group::1.sync.aligned.b32 r0, 32;"),
        ("tcgen05.relinquish_alloc_permit", "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;"),
        ("tcgen05.ld.32x32b", "tcgen05.ld.sync.aligned.32x32b.x1.b32 {r0}, [r1];"),
        ("tcgen05.ld.16x64b.pack", "tcgen05.ld.sync.aligned.16x64b.x2.pack::16b.b32 {r0, r1}, [r2];"),
        ("tcgen05.st.32x32b", "tcgen05.st.sync.aligned.32x32b.x1.b32 [r1], {r0};"),
        ("tcgen05.wait::ld", "tcgen05.wait::ld.sync.aligned;"),
        ("tcgen05.wait::st", "tcgen05.wait::st.sync.aligned;"),
        ("tcgen05.commit", "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [rd1];"),
        ("tcgen05.commit.multicast", "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [rd1], h0;"),
        ("tcgen05.fence::after_thread_sync", "tcgen05.fence::after_thread_sync;"),
        ("tcgen05.mma.kind::f16", "tcgen05.mma.cta_group::1.kind::f16 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.kind::tf32", "tcgen05.mma.cta_group::1.kind::tf32 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.kind::f8f6f4", "tcgen05.mma.cta_group::1.kind::f8f6f4 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.kind::i8", "tcgen05.mma.cta_group::1.kind::i8 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.kind::mxf8f6f4", "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.kind::mxf4", "tcgen05.mma.cta_group::1.kind::mxf4.block_scale [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.kind::mxf4nvf4.4X", "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.cta_group::2", "tcgen05.mma.cta_group::2.kind::f16 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.a_tmem", "tcgen05.mma.cta_group::1.kind::f16 [r0], [r1], rd2, r3, p0;"),
        ("tcgen05.mma.ws", "tcgen05.mma.ws.cta_group::1.kind::f16 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.sp", "tcgen05.mma.sp.cta_group::1.kind::f16 [r0], rd1, rd2, [r4], r3, p0;"),
        ("tcgen05.mma.kind::mxf8f6f4.1X", "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.kind::mxf4.2X", "tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.kind::mxf4nvf4.2X", "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::2X [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.kind::mxf4nvf4.block16", "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.kind::mxf8f6f4.block32", "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [r0], rd1, rd2, r3, [r4], [r5], p0;"),
        ("tcgen05.mma.sp.kind::mxf8f6f4", "tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale [r0], rd1, rd2, [r6], r3, [r4], [r5], p0;"),
        ("tcgen05.mma.sp.kind::mxf4nvf4.block16", "tcgen05.mma.sp.cta_group::2.kind::mxf4nvf4.block_scale.block16 [r0], rd1, rd2, [r6], r3, [r4], [r5], p0;"),
        ("tcgen05.mma.sp.kind::mxf4.block32", "tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.block32 [r0], rd1, rd2, [r6], r3, [r4], [r5], p0;"),
        ("tcgen05.mma.ws.kind::i8", "tcgen05.mma.ws.cta_group::1.kind::i8 [r0], rd1, rd2, r3, p0;"),
        ("tcgen05.mma.collector", "tcgen05.mma.cta_group::1.kind::f16.collector::a::fill [r0], [r1], rd2, r3, p0;"),
        ("tcgen05.mma.disable_output_lane", "tcgen05.mma.cta_group::1.kind::f16 [r0], rd1, rd2, r3, {r4, r5, r6, r7}, p0;"),
        ("tcgen05.ld.red", "tcgen05.ld.red.sync.aligned.32x32b.x2.min.f32 {f0, f1}, f2, [r1];"),
        ("tcgen05.ld.16x32bx2", "tcgen05.ld.sync.aligned.16x32bx2.x1.b32 {r0}, [r1], 2;"),
        ("tcgen05.shift.cta_group::2", "tcgen05.shift.cta_group::2.down [r0];"),
        ("tcgen05.cp.128x256b", "tcgen05.cp.cta_group::1.128x256b [r0], rd1;"),
        ("tcgen05.shift", "tcgen05.shift.cta_group::1.down [r0];"),
        # tensor maps
        ("tensormap.replace.global_address.shared", "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [rd1], rd2;"),
        ("tensormap.replace.rank", "tensormap.replace.tile.rank.global.b1024.b32 [rd1], 2;"),
        ("tensormap.replace.box_dim", "tensormap.replace.tile.box_dim.global.b1024.b32 [rd1], 0, 64;"),
        ("tensormap.replace.global_dim", "tensormap.replace.tile.global_dim.global.b1024.b32 [rd1], 0, r2;"),
        ("tensormap.replace.global_stride", "tensormap.replace.tile.global_stride.global.b1024.b64 [rd1], 0, rd2;"),
        ("tensormap.replace.element_stride", "tensormap.replace.tile.element_stride.global.b1024.b32 [rd1], 0, 1;"),
        ("tensormap.replace.elemtype", "tensormap.replace.tile.elemtype.global.b1024.b32 [rd1], 0;"),
        ("tensormap.replace.swizzle_mode", "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [rd1], 0;"),
        ("tensormap.replace.fill_mode", "tensormap.replace.tile.fill_mode.global.b1024.b32 [rd1], 0;"),
        ("tensormap.replace.swizzle_atomicity", "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [rd1], 0;"),
        ("fence.proxy.tensormap.acquire", "fence.proxy.tensormap::generic.acquire.gpu [rd1], 128;"),
        ("prefetch.tensormap", "prefetch.tensormap [rd1];"),
        # bulk tensor copies
        ("cp.async.bulk.tensor.2d.multicast", "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [rd1], [rd2, {r0, r1}], [rd3], h0;"),
        ("cp.async.bulk.tensor.2d.cache_hint", "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [rd1], [rd2, {r0, r1}], [rd3], rd4;"),
        ("cp.async.bulk.tensor.3d.im2col", "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [rd1], [rd2, {r0, r1, r2}], [rd3], {h0};"),
        ("cp.async.bulk.tensor.5d", "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [rd1], [rd2, {r0, r1, r2, r3, r4}], [rd3];"),
        ("cp.async.bulk.tensor.2d.store", "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [rd1, {r0, r1}], [rd2];"),
        ("cp.reduce.async.bulk.tensor.2d.add", "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [rd1, {r0, r1}], [rd2];"),
        ("cp.async.bulk.prefetch.tensor.2d", "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [rd1, {r0, r1}];"),
        ("cp.async.bulk.wait_group.read", "cp.async.bulk.wait_group.read 0;"),
        ("cp.async.bulk.shared::cta.global", "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [rd1], [rd2], r3, [rd4];"),
        ("cp.async.bulk.shared::cluster.shared::cta", "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [rd1], [rd2], r3, [rd4];"),
        ("st.bulk", "st.bulk.weak.shared::cta [rd1], 128, 0;"),
        ("red.async", "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [rd1], r0, [rd2];"),
        # multimem (NVLink multicast objects)
        ("multimem.ld_reduce.add.f32", "multimem.ld_reduce.relaxed.sys.global.add.f32 f0, [rd1];"),
        ("multimem.ld_reduce.add.v4.f32", "multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {f0, f1, f2, f3}, [rd1];"),
        ("multimem.ld_reduce.add.acc::f32.v4.f16x2", "multimem.ld_reduce.relaxed.sys.global.add.acc::f32.v4.f16x2 {r0, r1, r2, r3}, [rd1];"),
        ("multimem.ld_reduce.add.bf16x2", "multimem.ld_reduce.relaxed.sys.global.add.bf16x2 r0, [rd1];"),
        ("multimem.ld_reduce.min.u64", "multimem.ld_reduce.weak.global.min.u64 rd0, [rd1];"),
        ("multimem.st.v4.f32", "multimem.st.relaxed.sys.global.v4.f32 [rd1], {f0, f1, f2, f3};"),
        ("multimem.red.add.v4.f32", "multimem.red.relaxed.sys.global.add.v4.f32 [rd1], {f0, f1, f2, f3};"),
        ("multimem.red.add.u64", "multimem.red.relaxed.gpu.global.add.u64 [rd1], rd2;"),
        ("multimem.ld_reduce.acc::f32.f16x2", "multimem.ld_reduce.relaxed.sys.global.add.acc::f32.f16x2 r0, [rd1];"),
        ("multimem.ld_reduce.max.e5m2x4", "multimem.ld_reduce.relaxed.sys.global.max.e5m2x4 r0, [rd1];"),
        ("multimem.ld_reduce.e5m2x2", "multimem.ld_reduce.relaxed.sys.global.add.acc::f16.v4.e5m2x2 {h0, h1, h2, h3}, [rd1];"),
        ("multimem.ld_reduce.e4m3x2", "multimem.ld_reduce.relaxed.sys.global.add.v4.e4m3x2 {h0, h1, h2, h3}, [rd1];"),
        ("multimem.st.e4m3x4", "multimem.st.relaxed.sys.global.v4.e4m3x4 [rd1], {r0, r1, r2, r3};"),
        ("multimem.ld_reduce.e4m3x4", "multimem.ld_reduce.relaxed.sys.global.add.acc::f16.v4.e4m3x4 {r0, r1, r2, r3}, [rd1];"),
        # warp specialization and cluster synchronization around them
        ("setmaxnreg.dec", "setmaxnreg.dec.sync.aligned.u32 32;"),
        ("barrier.cluster.wait.acquire", "barrier.cluster.wait.acquire.aligned;"),
        ("fence.proxy.async::generic.cluster", "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;"),
        ("mbarrier.try_wait.parity.cluster", "mbarrier.try_wait.parity.relaxed.cluster.shared::cta.b64 p0, [rd1], r2;"),
        ("clusterlaunchcontrol.query_cancel", "{ .reg .b128 q; .reg .pred pq; ld.shared.b128 q, [rd1]; clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 pq, q; }"),
    ]
    return f


def video_forms():
    """The scalar and SIMD video instructions (byte selects, saturation,
    the secondary operations)."""
    f = []
    for op in ("vadd", "vsub", "vabsdiff", "vmin", "vmax"):
        f.append((op + ".s32.sat", "%s.s32.s32.s32.sat r0, r1, r2;" % op))
        f.append((op + ".u32.add", "%s.u32.u32.u32.add r0, r1.b0, r2.b1, r3;" % op))
    f.append(("vshl.u32.wrap", "vshl.u32.u32.u32.wrap r0, r1, r2;"))
    f.append(("vshr.s32.clamp.max", "vshr.s32.s32.u32.clamp.max r0, r1, r2, r3;"))
    f.append(("vmad.s32.sat.shr7", "vmad.s32.s32.s32.sat.shr7 r0, r1, -r2, r3;"))
    f.append(("vset.s32.lt.add", "vset.s32.s32.lt.add r0, r1.h0, r2.h1, r3;"))
    for op in ("vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2",
               "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4"):
        f.append((op + ".s32.sat", "%s.s32.s32.s32.sat r0, r1, r2, r3;" % op))
    f.append(("vadd2.add", "vadd2.u32.u32.u32.add r0, r1, r2, r3;"))
    f.append(("vset2.ne.add", "vset2.u32.u32.ne.add r0, r1, r2, r3;"))
    f.append(("vset4.lt", "vset4.s32.s32.lt r0.b0, r1, r2, r3;"))
    return f


def ptx(version, arch, stmt):
    return (".version %d.%d\n.target %s\n.address_size 64\n.visible .entry probe()\n{\n"
            "\t.reg .b32 r<16>; .reg .b64 rd<8>; .reg .b16 h<8>; .reg .f32 f<16>; .reg .f64 fd<16>;\n"
            "\t.reg .pred p<4>;\n\t%s\n\tret;\n}\n" % (version // 10, version % 10, arch, stmt))


def accepts(ptxas, tmp, version, arch, stmt):
    path = os.path.join(tmp, "f.ptx")
    with open(path, "w") as fh:
        fh.write(ptx(version, arch, stmt))
    return subprocess.run([ptxas, "-arch=" + arch, path, "-o", os.devnull],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def lowest(ptxas, tmp, arch, amin, stmt):
    """The lowest version ptxas takes the form at on arch, or None (acceptance
    grows with the version: checked at the highest first, then bisected)."""
    vs = [v for v in VERSIONS if v >= amin]
    if not accepts(ptxas, tmp, vs[-1], arch, stmt):
        return None
    lo, hi = 0, len(vs) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if accepts(ptxas, tmp, vs[mid], arch, stmt):
            hi = mid
        else:
            lo = mid + 1
    return vs[lo]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--check", help="re-measure and compare with this recorded file")
    ap.add_argument("--every", type=int, default=1, help="with --check: every Nth form only")
    ap.add_argument("--limit", type=int, default=0, help="with --check: at most N forms")
    ap.add_argument("--update", help="record, keeping this file's answers for unchanged forms")
    args = ap.parse_args()
    fs = forms()
    names = [n for n, _ in fs]
    if len(set(names)) != len(names):
        sys.exit("ptx-forms: duplicate form names")
    rec = {}
    for path in (args.check, args.update):
        if path:
            archs = []
            for line in open(path):
                if line.startswith("#") or not line.strip():
                    continue
                n, vs, st = (line.rstrip("\n").split("\t", 2) + [""])[:3]
                if n == "archs":
                    archs = vs.split()
                    continue
                for a, v in zip(archs, vs.split()):
                    rec[(n, a)] = v
                    rec[(n, a, st)] = v
    if args.check:
        fs = fs[::args.every]
        if args.limit:
            fs = fs[:args.limit]
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        if not args.check:
            print("# scripts/ptx-forms.py: FORM, the lowest PTX ISA version CUDA 13.0's ptxas takes it at on each")
            print('# arch of the "archs" line (- = refused there at every version), its statement')
            print("archs\t" + " ".join(a for a, _ in ARCHS))
        for name, stmt in fs:
            got = []
            for arch, amin in ARCHS:
                if args.update and (name, arch, stmt) in rec:
                    got.append(rec[(name, arch, stmt)])
                else:
                    v = lowest(args.ptxas, tmp, arch, amin, stmt)
                    got.append(str(v) if v else "-")
                if args.check and rec.get((name, arch)) != got[-1]:
                    print("ptx-forms: %s on %s: ptxas now says %s, recorded %s"
                          % (name, arch, got[-1], rec.get((name, arch), "nothing")))
                    bad += 1
            if not args.check:
                print("%s\t%s\t%s" % (name, " ".join(got), stmt))
            if all(g == "-" for g in got):
                print("ptx-forms: ptxas refuses %s everywhere: a wrong statement: %s" % (name, stmt),
                      file=sys.stderr)
                bad += 1
    if args.check:
        print("ptx-forms: %d forms x %d archs re-measured, %d differ" % (len(fs), len(ARCHS), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
