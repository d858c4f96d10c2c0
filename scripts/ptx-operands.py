#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The register widths ptxas takes for each operand of an inline PTX statement.

An inline asm string names its operands $0, $1, ...; each becomes a register
whose width the constraint decides (h: 16 bits, r and f: 32, l and d: 64,
q: 128). ptxas refuses a statement whose register is not the width the
instruction's type asks for ("Arguments mismatch for instruction 'add'"):
`add.s64 $0, $1, $2` with "=r,r,r". src/ptx/widths.c
(nvt_ptx_asm__check_widths) answers the same question from the opcode;
tests/unit/test_core_ptx_asm.c (test_widths) checks every answer against
this oracle, both ways: a width ptxas refuses must be refused, and a width
ptxas takes must not be.

Each form below is one statement with placeholders; every placeholder is
tried at 16, 32 and 64 bits (registers h1, r1, rd1 of a probe kernel,
sm_100, PTX ISA 8.8; wgmma on sm_90a, tcgen05 on sm_100a), every combination.

usage: scripts/ptx-operands.py [--ptxas PATH] > tests/unit/ptx-operands.tsv   (record)
       scripts/ptx-operands.py --update tests/unit/ptx-operands.tsv > new.tsv   (measure new forms only)
       scripts/ptx-operands.py --check tests/unit/ptx-operands.tsv [--every N] [--limit N]  (re-measure)
Output: one line per form: STATEMENT<TAB>the width combinations ptxas takes,
space-separated ("64,32,32"), or - for none. The mma forms have too many
operands for every combination: the first combination (every operand at its
width) and each operand alone at the other widths are tried, and the line
ends in <TAB>one.
"""
import argparse
import itertools
import os
import re
import subprocess
import sys
import tempfile

ARCH, VERSION = "sm_100", "8.8"
WIDTHS = (16, 32, 64)
REG = {16: "h1", 32: "r1", 64: "rd1"}


# Forms ptxas takes at no width of an asm operand: 8-bit parts want .b8
# registers, which no constraint gives.
NONE = ["mov.b16 {$0, $1}, h3;", "mov.b32 {$0, $1, $2, $3}, r3;",
        # two 4-bit floats: .b8 too
        "cvt.rn.satfinite.e2m1x2.f32 $0, $1, $2;", "cvt.rn.f16x2.e2m1x2 $0, $1;"]


def forms():
    f = []

    def same(op, types, n):
        for t in types:
            f.append("%s.%s %s;" % (op, t, ", ".join("$%d" % i for i in range(n))))

    ints = ("s16", "u16", "s32", "u32", "s64", "u64")
    bits = ("b16", "b32", "b64")
    same("add", ints + ("f32", "f64", "rn.f16", "rn.f16x2", "rn.bf16", "rn.bf16x2", "u16x2",
                        "sat.s32", "cc.u32"), 3)
    same("sub", ("s16", "u32", "s64", "f32", "rn.f64", "rn.f16", "rn.bf16x2", "cc.u32"), 3)
    same("addc", ("u32", "cc.u64"), 3)
    same("mul", ("lo.s16", "lo.u32", "lo.s64", "hi.s32", "hi.u64", "f32", "rn.f64", "rn.f16",
                 "rn.f16x2"), 3)
    same("mad", ("lo.s32", "lo.u64", "hi.u16", "rn.f32", "rn.f64", "lo.cc.u32"), 4)
    same("fma", ("rn.f32", "rn.f64", "rn.f16", "rn.f16x2", "rn.bf16", "rn.bf16x2"), 4)
    same("min", ("s16", "u32", "s64", "f32", "f64", "f16", "bf16x2", "u16x2"), 3)
    same("max", ("u16", "s32", "u64", "f32", "f64", "bf16", "f16x2"), 3)
    same("min", ("f32",), 4)
    same("abs", ("s16", "s32", "s64", "f32", "f64", "f16", "bf16x2"), 2)
    same("neg", ("s16", "s32", "s64", "f32", "f64", "f16x2", "bf16"), 2)
    same("and", bits, 3)
    same("or", bits, 3)
    same("xor", bits, 3)
    same("not", bits, 2)
    same("cnot", bits, 2)
    same("div", ("s32", "u64", "s16", "rn.f32", "rn.f64", "approx.f32"), 3)
    same("rem", ("s32", "u64", "u16"), 3)
    same("rcp", ("rn.f32", "rn.f64", "approx.ftz.f64"), 2)
    same("sqrt", ("rn.f32", "rn.f64", "approx.f32"), 2)
    same("rsqrt", ("approx.f32", "approx.f64"), 2)
    same("sin", ("approx.f32",), 2)
    same("cos", ("approx.f32",), 2)
    same("lg2", ("approx.f32",), 2)
    same("ex2", ("approx.f32", "approx.f16", "approx.f16x2", "approx.ftz.bf16"), 2)
    same("tanh", ("approx.f32", "approx.f16", "approx.bf16x2"), 2)
    same("copysign", ("f32", "f64"), 3)
    same("mov", ("b16", "b32", "b64", "u16", "s32", "u64", "f32", "f64"), 2)
    same("brev", ("b32", "b64"), 2)
    same("prmt", ("b32",), 4)
    f.append("lop3.b32 $0, $1, $2, $3, 0x96;")
    for t in ("b16", "s32", "u64", "f32", "f64"):
        f.append("selp.%s $0, $1, $2, p0;" % t)
    for t in ("b16", "b32", "b64"):
        f.append("shl.%s $0, $1, $2;" % t)
    for t in ("b16", "b32", "b64", "s64", "u16"):
        f.append("shr.%s $0, $1, $2;" % t)
    for t in ("s16", "u32", "s32"):
        f.append("mul.wide.%s $0, $1, $2;" % t)
        f.append("mad.wide.%s $0, $1, $2, $3;" % t)
    for op in ("popc", "clz"):
        for t in ("b32", "b64"):
            f.append("%s.%s $0, $1;" % (op, t))
    for t in ("u32", "s64"):
        f.append("bfind.%s $0, $1;" % t)
        f.append("bfe.%s $0, $1, $2, $3;" % t)
    for t in ("b32", "b64"):
        f.append("bfi.%s $0, $1, $2, $3, $4;" % t)
    for t in ("s16", "u32", "s64", "f32", "f64", "b16"):
        f.append("setp.lt.%s p0, $0, $1;" % ("u16" if t == "b16" else t))
    f.append("setp.eq.b32 p0, $0, $1;")
    f.append("setp.ne.b64 p0|p1, $0, $1;")
    f.append("setp.lt.and.s32 p0, $0, $1, p1;")
    f.append("testp.finite.f32 p0, $0;")
    for d, s in (("u32", "u64"), ("u64", "u32"), ("s32", "s16"), ("u16", "u32"), ("s64", "s32"),
                 ("u8", "u32"), ("rn.f32.s32", None), ("rzi.s32.f32", None), ("rn.f32.f64", None),
                 ("f64.f32", None), ("rn.f16.f32", None), ("f32.f16", None), ("rn.f32.u64", None),
                 ("rzi.u64.f64", None), ("rn.bf16.f32", None), ("rn.f64.s16", None),
                 ("f32.bf16", None), ("rn.bf16.f64", None), ("rn.bf16.s32", None),
                 ("rn.f16.f64", None), ("rn.bf16.f16", None), ("rzi.s32.bf16", None)):
        f.append("cvt.%s $0, $1;" % (d if s is None else d + "." + s))
    for t in ("u8", "s16", "u32", "u64", "f32", "f64", "b16", "b32", "b64"):
        f.append("ld.global.%s $0, [rd2];" % t)
        f.append("st.global.%s [rd2], $0;" % t)
    f.append("ld.shared.u32 $0, [rd2];")
    f.append("ld.global.nc.u32 $0, [rd2];")
    f.append("ld.volatile.global.u64 $0, [rd2];")
    for a in ("add.u32", "add.u64", "add.f32", "add.f64", "exch.b32", "exch.b64", "min.s32",
              "max.u64", "inc.u32", "and.b64"):
        f.append("atom.global.%s $0, [rd2], $1;" % a)
    f.append("atom.global.cas.b32 $0, [rd2], $1, $2;")
    f.append("atom.global.cas.b64 $0, [rd2], $1, $2;")
    for a in ("add.u32", "add.u64", "add.f32", "add.f64", "or.b32"):
        f.append("red.global.%s [rd2], $0;" % a)
    f.append("st.bulk.weak.shared::cta [rd2], $0, 0;")
    f.append("st.bulk.weak [rd2], $0, 0;")
    f.append("dp4a.u32.u32 $0, $1, $2, $3;")
    f.append("dp2a.lo.s32.s32 $0, $1, $2, $3;")
    f.append("sad.u32 $0, $1, $2, $3;")
    f.append("mul24.lo.s32 $0, $1, $2;")
    f.append("shf.l.wrap.b32 $0, $1, $2, $3;")
    # more modifiers and types of the families above
    f += ["atom.global.cas.b16 $0, [rd2], $1, $2;", "atom.global.add.noftz.f16 $0, [rd2], $1;",
          "atom.global.add.noftz.bf16x2 $0, [rd2], $1;", "red.global.add.noftz.f16x2 [rd2], $0;",
          "atom.acq_rel.gpu.global.add.u32 $0, [rd2], $1;", "red.release.sys.global.add.u64 [rd2], $0;",
          "atom.shared::cta.exch.b64 $0, [rd2], $1;", "abs.ftz.f32 $0, $1;",
          "min.xorsign.abs.bf16 $0, $1, $2;", "max.NaN.bf16x2 $0, $1, $2;", "min.NaN.f32 $0, $1, $2;",
          "bfind.shiftamt.u64 $0, $1;", "sad.u64 $0, $1, $2, $3;", "mul24.hi.u32 $0, $1, $2;",
          "mad24.lo.s32 $0, $1, $2, $3;", "prmt.b32.f4e $0, $1, $2, $3;", "shf.r.clamp.b32 $0, $1, $2, $3;",
          "rem.s64 $0, $1, $2;", "div.full.f32 $0, $1, $2;", "ex2.approx.ftz.f32 $0, $1;",
          "tanh.approx.f16x2 $0, $1;", "cvt.rzi.f32.f32 $0, $1;", "cvt.rni.f16.f16 $0, $1;",
          "cvt.s8.s32 $0, $1;", "cvt.rm.f32.f64 $0, $1;", "cvt.rn.satfinite.f16.f32 $0, $1;",
          "cvt.u32.u16 $0, $1;", "ld.global.s8 $0, [rd2];", "ldu.global.u32 $0, [rd2];",
          "ld.global.nc.L1::no_allocate.u64 $0, [rd2];", "ld.acquire.gpu.global.u32 $0, [rd2];",
          "st.relaxed.gpu.global.u64 [rd2], $0;", "st.shared::cta.u16 [rd2], $0;",
          "ld.global.L2::128B.b32 $0, [rd2];", "mul.hi.s16 $0, $1, $2;", "mad.hi.s64 $0, $1, $2, $3;",
          "mad.lo.cc.u64 $0, $1, $2, $3;", "madc.hi.u32 $0, $1, $2, $3;", "subc.cc.u32 $0, $1, $2;",
          "sub.sat.s32 $0, $1, $2;", "mov.pred p0, p1; mov.b16 $0, $1;", "setp.gt.and.f32 p0|p1, $0, $1, p2;",
          "setp.num.f64 p0, $0, $1;", "selp.b64 $0, $1, $2, p0;", "set.lt.and.u32.f32 $0, $1, $2, p1;",
          "neg.ftz.f32 $0, $1;", "sqrt.approx.ftz.f32 $0, $1;", "rsqrt.approx.ftz.f64 $0, $1;",
          "fma.rn.sat.f32 $0, $1, $2, $3;", "fma.rn.relu.bf16 $0, $1, $2, $3;", "not.pred p0, p1; not.b32 $0, $1;",
          "and.pred p0, p1, p2; or.b16 $0, $1, $2;", "redux.sync.add.u32 $0, $1, $2;", "shfl.sync.bfly.b32 $0|p1, $1, $2, $3, $4;",
          "match.all.sync.b64 $0|p1, $1, $2;", "vote.sync.ballot.b32 $0, !p1, $1;"]
    # warp-wide instructions: values, lanes and member masks
    for m in ("idx", "up", "down", "bfly"):
        f.append("shfl.sync.%s.b32 $0, $1, $2, $3, $4;" % m)
    f.append("shfl.sync.idx.b32 $0|p0, $1, $2, $3, $4;")
    f.append("activemask.b32 $0;")
    f.append("vote.sync.ballot.b32 $0, p1, $1;")
    for t in ("u32", "s32"):
        f.append("redux.sync.min.%s $0, $1, $2;" % t)
    f.append("redux.sync.and.b32 $0, $1, $2;")
    f.append("match.any.sync.b32 $0, $1, $2;")
    f.append("match.any.sync.b64 $0, $1, $2;")
    f.append("fns.b32 $0, $1, $2, $3;")
    for m in ("clamp", "wrap"):
        f.append("bmsk.%s.b32 $0, $1, $2;" % m)
        f.append("szext.%s.s32 $0, $1, $2;" % m)
    f.append("cvta.to.global.u64 $0, $1;")
    f.append("cvta.shared.u64 $0, $1;")
    # two types: set's result and sources, slct's selector
    f.append("set.lt.u32.s32 $0, $1, $2;")
    f.append("set.lt.f32.s64 $0, $1, $2;")
    f.append("set.nan.f16x2.f16x2 $0, $1, $2;")
    f.append("slct.s32.s32 $0, $1, $2, $3;")
    f.append("slct.u64.f32 $0, $1, $2, $3;")
    f.append("slct.f64.s32 $0, $1, $2, $3;")
    # packing conversions (two sources)
    f.append("cvt.rn.f16x2.f32 $0, $1, $2;")
    f.append("cvt.rn.bf16x2.f32 $0, $1, $2;")
    # vector operands of mov: each element a part of the whole
    f.append("mov.b64 {$0, $1}, $2;")
    f.append("mov.b64 $0, {$1, $2};")
    f.append("mov.b32 {$0, $1}, $2;")
    f.append("mov.b32 $0, {$1, $2};")
    f.append("mov.b64 {$0, $1, $2, $3}, $4;")
    f.append("mov.b64 {$0, _}, $1;")
    f.append("mov.v4.u32 {$0, $1, $2, _}, %clusterid;")
    f += [x for x in NONE if x not in dict(OTHER_ARCH)]
    f.append("mov.u32 $0, %laneid;")
    # multimem: the value as wide as the type; the address any width
    f.append("multimem.ld_reduce.relaxed.sys.global.min.u32 $0, [rd2];")
    f.append("multimem.ld_reduce.relaxed.sys.global.add.u64 $0, [rd2];")
    f.append("multimem.red.relaxed.sys.global.add.u32 [rd2], $0;")
    f.append("multimem.st.relaxed.sys.global.f32 [rd2], $0;")
    # vectors of ld and st: each element at least the type, all alike
    f += ["ld.global.v2.u32 {$0, $1}, [rd2];", "ld.global.v2.u16 {$0, $1}, [rd2];",
          "ld.global.v2.f32 {$0, $1}, [rd2];", "ld.global.nc.v2.f64 {$0, $1}, [rd2];",
          "ld.shared.v4.u32 {$0, $1, $2, $3}, [rd2];", "ld.global.v4.u8 {$0, $1, $2, $3}, [rd2];",
          "st.global.v2.u32 [rd2], {$0, $1};", "st.global.v2.u8 [rd2], {$0, $1};",
          "st.shared.v2.b64 [rd2], {$0, $1};", "st.global.v4.f32 [rd2], {$0, $1, $2, $3};",
          "ld.global.v2.u32 {$0, _}, [rd2];"]
    f += ["ldmatrix.sync.aligned.m8n8.x2.shared.b16 {$0, $1}, [rd2];",
          "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [rd2];",
          "stmatrix.sync.aligned.m8n8.x2.shared.b16 [rd2], {$0, $1};"]
    # mbarrier: states 64-bit, counts, phases and transaction bytes 32-bit
    f += ["mbarrier.arrive.shared.b64 $0, [rd2];", "mbarrier.arrive.shared.b64 $0, [rd2], $1;",
          "mbarrier.arrive_drop.shared.b64 $0, [rd2];", "mbarrier.init.shared.b64 [rd2], $0;",
          "mbarrier.try_wait.parity.shared.b64 p0, [rd2], $0;", "mbarrier.try_wait.shared.b64 p0, [rd2], $0;",
          "mbarrier.try_wait.parity.shared.b64 p0, [rd2], $0, $1;", "mbarrier.test_wait.shared.b64 p0, [rd2], $0;",
          "mbarrier.test_wait.parity.shared.b64 p0, [rd2], $0;", "mbarrier.arrive.expect_tx.shared.b64 $0, [rd2], $1;",
          "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [rd2], $0;",
          "mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [rd2], $0;", "mbarrier.pending_count.b64 $0, $1;",
          "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [rd2], $0;"]
    f.append("elect.sync $0|p0, $1;")
    # addresses: a generic or global one is a 64-bit register under
    # .address_size 64; the other spaces take any
    f += ["ld.global.u32 $0, [$1];", "ld.u64 $0, [$1+8];", "ld.shared.u32 $0, [$1];",
          "ld.local.u32 $0, [$1];", "ld.shared::cluster.u32 $0, [$1];", "ld.global.nc.v2.u32 {$0, $1}, [$2];",
          "ld.volatile.u32 $0, [$1];", "ld.global.L2::cache_hint.u32 $0, [$1], $2;", "ldu.global.u32 $0, [$1];",
          "st.global.u32 [$0], $1;", "st.u16 [$0+-4], $1;", "st.shared::cta.u32 [$0], $1;",
          "st.release.gpu.global.v2.u64 [$0], {$1, $2};", "atom.global.add.u32 $0, [$1], $2;",
          "atom.cas.b64 $0, [$1], $2, $3;", "atom.shared.add.u32 $0, [$1], $2;",
          "red.global.add.u64 [$0], $1;", "red.add.u32 [$0], $1;", "red.shared::cluster.add.u32 [$0], $1;",
          "prefetch.global.L2 [$0];", "prefetch.L1 [$0];", "prefetch.local.L1 [$0];", "prefetchu.L1 [$0];",
          "applypriority.global.L2::evict_normal [$0], 128;", "discard.global.L2 [$0], 128;",
          "multimem.ld_reduce.relaxed.sys.global.add.u32 $0, [$1];",
          "multimem.red.relaxed.sys.global.add.u32 [$0], $1;", "multimem.st.relaxed.sys.global.u32 [$0], $1;",
          "mbarrier.init.b64 [$0], $1;", "mbarrier.arrive.b64 $0, [$1];", "mbarrier.init.shared.b64 [$0], $1;",
          "mbarrier.try_wait.parity.b64 p0, [$0], $1;", "mbarrier.try_wait.parity.shared::cta.b64 p0, [$0], $1;",
          "cp.async.ca.shared.global [$0], [$1], 16;"]
    # the matrix loads' and stores' addresses: 32 or 64 bits (ldmatrix's
    # and stmatrix's .shared: any); movmatrix's registers 32-bit
    f += ["ldmatrix.sync.aligned.m8n8.x2.b16 {r1, r2}, [$0];",
          "ldmatrix.sync.aligned.m8n8.x2.b16 {r1, r2}, [$0+16];",
          "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {r1, r2, r3, r4}, [$0];",
          "ldmatrix.sync.aligned.m8n8.x1.shared::cta.b16 {r1}, [$0];",
          "stmatrix.sync.aligned.m8n8.x2.b16 [$0], {r1, r2};",
          "stmatrix.sync.aligned.m8n8.x4.trans.shared::cta.b16 [$0], {r1, r2, r3, r4};",
          "wmma.load.a.sync.aligned.row.m16n16k16.f16 {r1, r2, r3, r4, r5, r6, r7, r0}, [$0], r1;",
          "wmma.load.c.sync.aligned.row.m16n16k16.shared.f32 {r1, r2, r3, r4, r5, r6, r7, r0}, [$0], r1;",
          "wmma.store.d.sync.aligned.col.m16n16k16.global.f32 [$0], {r1, r2, r3, r4, r5, r6, r7, r0}, r1;",
          "wmma.load.a.sync.aligned.row.m8n8k4.f64 {rd1}, [$0+8], r1;",
          "wmma.load.b.sync.aligned.col.m8n8k128.b1 {r1}, [$0], 128;",
          "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;"]
    # st.bulk's and a generic cp.async.mbarrier.arrive's address: 32 or 64
    f += ["st.bulk.weak [$0], rd1, 0;", "st.bulk.weak.shared::cta [$0+8], rd1, 0;",
          "cp.async.mbarrier.arrive.noinc.b64 [$0];", "cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];"]
    # one register in braces (LLVM writes some): as the plain operand
    f += ["ld.global.cs.nc.u32 {$0}, [rd2];", "st.global.u32 [rd2], {$0};", "ld.global.u16 {$0}, [rd2];"]
    # wmma fragments (32-bit, 64 for f64) and the load/store stride (32)
    f += ["wmma.load.a.sync.aligned.row.m16n16k16.s8 {$0, $1}, [rd2], $2;",
          "wmma.load.c.sync.aligned.col.m16n16k16.f16 {$0, $1, $2, $3}, [rd2], $4;",
          "wmma.store.d.sync.aligned.row.m8n8k32.s32 [rd2], {$0, $1}, $2;",
          "wmma.load.a.sync.aligned.row.m8n8k4.f64 {$0}, [rd2], $1;",
          "wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {$0, $1}, {$2}, {$3}, {$4, $5};",
          "wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32 {$0, $1}, {$2}, {$3}, {$4, $5};"]
    # vectors of multimem: each element as wide as the type
    f += ["multimem.ld_reduce.relaxed.sys.global.add.v2.f32 {$0, $1}, [rd2];",
          "multimem.ld_reduce.relaxed.sys.global.max.v2.f16x2 {$0, $1}, [rd2];",
          "multimem.ld_reduce.relaxed.sys.global.add.acc::f32.v2.bf16x2 {$0, $1}, [rd2];",
          "multimem.st.relaxed.sys.global.v2.f32 [rd2], {$0, $1};",
          "multimem.red.relaxed.sys.global.add.v2.bf16x2 [rd2], {$0, $1};"]
    # tensor copies: coordinates 32-bit, im2col offsets and the multicast
    # mask 16, the cache policy 64; the tensor map takes any width
    f += ["cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd3, {$0, $1}], [rd2];",
          "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster "
          "[rd1], [rd3, {$0, $1}], [rd2], $2;",
          "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint "
          "[rd1], [rd3, {$0}], [rd2], $1;",
          "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
          ".L2::cache_hint [rd1], [rd3, {$0}], [rd2], $1, $2;",
          "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes "
          "[rd1], [rd3, {$0, $1, $2}], [rd2], {$3};",
          "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [rd3, {$0, $1}], [rd2];",
          "cp.async.bulk.tensor.1d.global.shared::cta.bulk_group.L2::cache_hint [rd3, {$0}], [rd2], $1;",
          "cp.async.bulk.prefetch.tensor.2d.L2.global [rd3, {$0, $1}];",
          "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [rd3, {$0, $1}], [rd2];",
          "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [$0, {r1, r2}], [rd2];"]
    # (after an immediate coordinate, "{0, $0, $1}", ptxas takes some
    # 64- and 16-bit registers: not read, not listed; unit test_address)
    # .L2::cache_hint: a 64-bit cache policy after the other operands
    f += ["atom.global.L2::cache_hint.add.u32 $0, [rd2], $1, $2;",
          "atom.global.L2::cache_hint.exch.b64 $0, [rd2], $1, $2;",
          "atom.global.L2::cache_hint.add.noftz.f16 $0, [rd2], $1, $2;",
          "red.global.L2::cache_hint.add.u32 [rd2], $0, $1;",
          "red.global.L2::cache_hint.add.noftz.bf16x2 [rd2], $0, $1;",
          "ld.global.L2::cache_hint.u32 $0, [rd2], $1;",
          "ld.global.nc.L2::cache_hint.b16 $0, [rd2], $1;",
          "st.global.L2::cache_hint.u64 [rd2], $0, $1;",
          "ld.global.L2::cache_hint.v2.u32 {$0, $1}, [rd2], $2;",
          "st.global.L2::cache_hint.v2.f32 [rd2], {$0, $1}, $2;"]
    # barriers, vote, nanosleep: ids, thread counts and member masks 32-bit
    f += ["bar.sync $0;", "bar.sync $0, $1;", "bar.arrive $0, $1;", "barrier.sync $0;",
          "barrier.sync.aligned $0, $1;", "barrier.arrive.aligned $0, $1;", "barrier.cta.sync $0;",
          "bar.red.popc.u32 $0, $1, p1;", "bar.red.popc.u32 $0, $1, $2, !p1;", "bar.red.or.pred p0, $0, p1;",
          "barrier.red.and.pred p0, $0, $1, p1;", "bar.warp.sync $0;", "vote.sync.any.pred p0, p1, $0;",
          "vote.sync.all.pred p0, !p1, $0;", "vote.sync.uni.pred p0, p1, $0;", "nanosleep.u32 $0;"]
    # cluster addresses: mapa's and getctarank's address as wide as the
    # type, the rank 32-bit
    f += ["mapa.u64 $0, $1, $2;", "mapa.u32 $0, $1, $2;", "mapa.shared::cluster.u32 $0, $1, $2;",
          "mapa.shared::cluster.u64 $0, $1, $2;", "getctarank.u64 $0, $1;", "getctarank.u32 $0, $1;",
          "getctarank.shared::cluster.u32 $0, $1;", "getctarank.shared::cluster.u64 $0, $1;"]
    # cache policies: 64-bit, the fraction an f32, range sizes 32-bit
    f += ["createpolicy.fractional.L2::evict_first.b64 $0, $1;",
          "createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 $0, 1.0;",
          "createpolicy.range.L2::evict_last.L2::evict_first.b64 $0, [rd2], $1, $2;"]
    # packed f32 pairs (64-bit), mixed-precision add/sub/fma
    f += ["add.rn.f32x2 $0, $1, $2;", "sub.f32x2 $0, $1, $2;", "mul.rz.f32x2 $0, $1, $2;",
          "fma.rn.f32x2 $0, $1, $2, $3;", "add.rn.f32.bf16 $0, $1, $2;", "add.f32.f16 $0, $1, $2;",
          "sub.rn.f32.f16 $0, $1, $2;", "fma.rn.f32.bf16 $0, $1, $2, $3;"]
    # video instructions and cvt.pack: every operand 32-bit
    f += ["vshr.u32.u32.u32.clamp.add $0, $1, $2, $3;", "vadd.s32.s32.s32.sat $0, $1, $2;",
          "vmax.s32.s32.s32 $0, $1, $2;", "vadd2.u32.u32.u32.add $0, $1, $2, $3;",
          "vabsdiff4.u32.u32.u32.add $0, $1, $2, $3;", "vset.u32.u32.lt $0, $1, $2;",
          "vmad.u32.u32.u32 $0, $1, $2, $3;", "cvt.pack.sat.s8.s32.b32 $0, $1, $2, $3;",
          "cvt.pack.sat.u16.s32 $0, $1, $2;", "cvt.pack.sat.u4.s32.b32 $0, $1, $2, $3;"]
    # conversions of the 8-bit float pairs (16 bits) and tf32 (32)
    f += ["cvt.rn.satfinite.e4m3x2.f32 $0, $1, $2;", "cvt.rn.satfinite.e5m2x2.f32 $0, $1, $2;",
          "cvt.rn.satfinite.e4m3x2.f16x2 $0, $1;", "cvt.rn.f16x2.e4m3x2 $0, $1;", "cvt.rn.f16x2.e5m2x2 $0, $1;",
          "cvt.rna.tf32.f32 $0, $1;", "cvt.rn.tf32.f32 $0, $1;"]
    # bulk copies: the size 32-bit, the multicast mask and byte mask 16, the policy 64;
    # cp.async's source size 32
    f += ["cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd2], $0, [rd3];",
          "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint "
          "[rd1], [rd2], $0, [rd3], $1;",
          "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster "
          "[rd1], [rd2], $0, [rd3], $1;",
          "cp.async.bulk.global.shared::cta.bulk_group [rd1], [rd2], $0;",
          "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [rd1], [rd2], $0, $1;",
          "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [rd1], [rd2], $0, $1;",
          "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [rd1], [rd2], $0, $1, $2;",
          "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [r1], [r2], $0, [r3];",
          "cp.async.bulk.prefetch.L2.global [rd1], $0;",
          "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [rd1], [rd2], $0;",
          "cp.async.ca.shared.global [rd1], [rd2], 4, $0;", "cp.async.cg.shared.global [rd1], [rd2], 16, $0;",
          "cp.async.cg.shared.global.L2::cache_hint [rd1], [rd2], 16, $0;",
          "cp.async.cg.shared.global.L2::cache_hint [rd1], [rd2], 16, $0, $1;"]
    # surfaces and textures: the handle 64-bit, coordinates and texels 32
    # (b8 and b16 texels 16), 64 for b64
    f += ["suld.b.1d.b32.trap {$0}, [rd1, {$1}];", "suld.b.2d.v4.b8.clamp {$0, $1, $2, $3}, [rd1, {$4, $5}];",
          "suld.b.2d.v2.b32.zero {$0, $1}, [rd1, {$2, $3}];", "suld.b.3d.v2.b64.trap {$0, $1}, [rd1, {$2, $3, $4, $5}];",
          "suld.b.1d.b16.trap {$0}, [$1, {r2}];", "sust.b.1d.b32.trap [rd1, {$0}], {$1};",
          "sust.b.2d.v4.b16.zero [rd1, {$0, $1}], {$2, $3, $4, $5};", "sust.p.2d.v4.b32.trap [rd1, {$0, $1}], {$2, $3, $4, $5};",
          "tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [rd1, {$4}];", "tex.2d.v4.u32.f32 {$0, $1, $2, $3}, [rd1, {$4, $5}];",
          "tex.3d.v4.s32.f32 {$0, $1, $2, $3}, [rd1, {$4, $5, $6, $7}];", "tex.1d.v4.f32.s32 {r1, r2, r3, r4}, [$0, {r5}];",
          "tex.2d.v2.f16x2.f32 {$0, $1}, [rd1, {$2, $3}];", "tld4.r.2d.v4.f32.f32 {$0, $1, $2, $3}, [rd1, {$4, $5}];",
          "suq.width.b32 $0, [rd1];", "txq.width.b32 $0, [rd1];"]
    # after the texture: levels, gradients, offsets, depths to compare
    # with, 32-bit; the texels too, whatever follows
    f += ["tex.level.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], $0;",
          "tex.level.2d.v4.f32.s32 {r1, r2, r3, r4}, [rd1, {r5, r6}], $0;",
          "tex.level.2d.v2.f16x2.f32 {$0, $1}, [rd1, {r5, r6}], r7;",
          "tex.level.2d.v4.s32.f32 {$0, r2, r3, r4}, [rd1, {r5, r6}], r7;",
          "tex.level.2d.v4.f32.f32 {r1, r2, r3, r4}, [$0, {r5, r6}], r7;",
          "tex.grad.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {$0, $1}, {r5, r6};",
          "tex.grad.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {r5, r6}, {$0, $1};",
          "tex.grad.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {r5, r6}, {r5, r6}, {r1, r2}, $0;",
          "tex.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {$0, $1};",
          "tex.2d.v4.u32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {r5, r6}, $0;",
          "tex.a2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r7, $0, $1, r6}];",
          "tld4.r.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {$0, $1};",
          "tld4.r.2d.v4.f32.f32 {r1, r2, r3, r4}, [rd1, {r5, r6}], {r5, r6}, $0;",
          "tld4.g.2d.v4.s32.f32 {$0, r2, r3, r4}, [rd1, {r5, r6}], {r5, r6};"]
    # tensor copy coordinates that start with an immediate: only the last
    # register is read, 32 bits or 64 after a 32-bit one (or a run of
    # 64-bit ones after one); otherwise every coordinate 32
    f += ["cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [rd1, {0, $0}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {0, $0, $1}], [rd2];",
          "cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [rd1, {0, $0, $1, $2}], [rd2];",
          "cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [rd1, {0, $0, 0, $1}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {0, $0, 0}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {0, r1, $0}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {0, $0, r1}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {r1, 0, $0}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {$0, 0, $1}], [rd2];",
          "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [rd1, {$0, $1, 0}], [rd2];",
          "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [rd1, {r1, $0}], [rd2];",
          "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd3, {-1, $0, $1}], [rd2];",
          "cp.async.bulk.prefetch.tensor.3d.L2.global [rd3, {0, $0, $1}];",
          "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.bulk_group [rd3, {0, $0, $1}], [rd2];"]
    # the mbarrier of a plain bulk copy: 32 or 64 bits; 16 too with a
    # multicast mask or a cache policy, and in the bulk reductions
    f += ["cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd2], r1, [$0];",
          "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd2], r1, [$0+8];",
          "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [rd1], [rd2], r1, [$0];",
          "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [r1], [r2], r3, [$0];",
          "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [rd2], r1, [rd3];",
          "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster "
          "[rd1], [rd2], r1, [$0], h1;",
          "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [rd1], [rd2], r1, [$0], rd4;",
          "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [r1], [r2], r3, [$0];",
          "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [rd1], [rd3, {r1, r2}], [$0];"]
    # st.async and red.async: the value exactly the type, the address 32
    # or 64 bits, the mbarrier any; isspacep's address 32 or 64, istypep's
    # handle 64; prefetch.tensormap's address 32 or 64; sured: the surface
    # handle 64, coordinates 32, the value at least the type
    f += [
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [r1], $0, [r2];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [r1], {$0, $1}, [r2];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [$0], r3, [r2];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [r1], r3, [$0];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [r1], $0, [r2];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.s32 [r1], $0, [r2];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.f32 [r1], {$0, r1}, [r2];",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0+4], r3, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [r1], $0, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [r1], $0, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [r1], $0, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [r1], $0, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [r1], $0, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [$0], r1, [r2];",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [r1], r1, [$0];",
        "isspacep.global p1, $0;",
        "isspacep.shared::cluster p1, $0;",
        "isspacep.local p1, $0;",
        "isspacep.param::entry p1, $0;",
        "istypep.texref p1, $0;",
        "istypep.samplerref p1, $0;",
        "istypep.surfref p1, $0;",
        "prefetch.tensormap [$0];",
        "prefetch.const.tensormap [$0];",
        "prefetch.param.tensormap [$0];",
        "prefetch.tensormap [$0+64];",
        "sured.b.add.2d.u32.trap [rd1, {$0, $1}], $2;",
        "sured.b.add.1d.u64.trap [rd1, {$0}], $1;",
        "sured.b.min.2d.s32.clamp [rd1, {r1, r2}], $0;",
        "sured.b.add.1d.u32.trap [$0, {r1}], r2;",
        "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;",
    ]
    # mov's halves after a leading immediate: any width (the CUDA headers
    # write "mov.b32 f, {0, %1}" with an h); st.async and red.async's .mmio
    # forms: [a], b with b exactly the type
    f += ["mov.b32 r1, {0, $0};", "mov.b32 r1, {$0, 0};", "mov.b64 rd1, {0, $0};", "mov.b64 rd1, {$0, 0};",
          "mov.b64 rd1, {0, 0, $0, $1};", "st.async.mmio.release.sys.global.b32 [$0], $1;",
          "st.async.mmio.release.gpu.b64 [$0], $1;", "red.async.mmio.release.sys.global.add.u32 [$0], $1;"]
    # the stack: alloca's pointer and size, stacksave's and stackrestore's
    # pointer, as wide as the type
    f += ["alloca.u64 $0, $1;", "alloca.u64 $0, $1, 8;", "alloca.u32 $0, $1;", "stacksave.u64 $0;",
          "stackrestore.u64 $0;", "stacksave.u32 $0;"]
    # vectors of atom and red: every element exactly the type
    f += ["atom.global.v2.f32.add {$0, $1}, [rd1], {$2, $3};",
          "atom.global.v4.f32.add {$0, r2, r3, r4}, [rd1], {r1, r2, r3, $1};",
          "atom.global.v2.f16x2.add.noftz {$0, $1}, [rd1], {r1, r2};",
          "atom.global.v2.f16.add.noftz {$0, $1}, [rd1], {h1, h2};",
          "atom.global.v8.f16.add.noftz {$0, h1, h1, h1, h1, h1, h1, h1}, [rd1], {h1, h1, h1, h1, h1, h1, h1, $1};",
          "atom.global.v4.bf16x2.add.noftz {$0, r1, r1, r1}, [rd1], {r1, r1, r1, $1};",
          "atom.global.L2::cache_hint.v2.f32.add {$0, r1}, [rd1], {r1, $1}, $2;",
          "red.global.v2.f32.add [rd1], {$0, $1};", "red.global.add.noftz.v4.f16x2 [rd1], {$0, r1, r1, $1};",
          "red.global.L2::cache_hint.v2.f32.add [rd1], {$0, r1}, $1;"]
    for form, arch in OTHER_ARCH:
        f.append(form)
    return f


# Forms of one arch's instructions: (statement, the arch they are measured on).
OTHER_ARCH = [
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p0, 1, 1, 0, 0;", "sm_90a"),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, {r1, r2, r3, r4}, $4, p0, 1, 1, 1;",
     "sm_90a"),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {$0, $1}, $2, $3, p0, 1, 1, 0, 0;", "sm_90a"),
    ("wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0, $1, $2, $3}, $4, $5, p0;", "sm_90a"),
    ("tcgen05.ld.sync.aligned.16x64b.x2.b32 {$0, $1}, [r1];", "sm_100a"),
    ("tcgen05.st.sync.aligned.16x64b.x2.b32 [r1], {$0, $1};", "sm_100a"),
    ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [rd1], $0;", "sm_100a"),
    ("tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, $1;", "sm_100a"),
    ("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned; mov.b32 $0, $1;", "sm_100a"),
    # sparse wgmma: registers 32, descriptors 64, the sparsity metadata 32
    ("wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, $6, 0, p0, 1, 1, 0, 0;",
     "sm_90a"),
    ("wgmma.mma_async.sp.sync.aligned.m64n8k32.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, $6, $7, 0, p0, 1, 1, 1;",
     "sm_90a"),
    # tcgen05.mma: descriptors 64, the instruction descriptor 32, the
    # disabled output lanes 32
    ("tcgen05.mma.cta_group::1.kind::f16 [r1], $0, $1, $2, p0;", "sm_100a"),
    ("tcgen05.mma.cta_group::1.kind::tf32 [r1], [r2], $0, $1, p0;", "sm_100a"),
    ("tcgen05.mma.sp.cta_group::1.kind::f16 [r1], $0, $1, [r2], $2, p0;", "sm_100a"),
    ("tcgen05.mma.cta_group::1.kind::f16 [r1], $0, $1, $2, {$3, $4, $5, $6}, p0;", "sm_100a"),
    ("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [r1], $0, $1, $2, [r2], [r3], p0;", "sm_100a"),
    # fp8 wgmma: the same registers and descriptors
    ("wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {$0, $1, $2, $3}, $4, $5, p0, 1, 1;", "sm_90a"),
    ("wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3 {$0, $1}, {$2, $3, $4, $5}, $6, p0, 1, 1;", "sm_90a"),
    # tensor memory addresses in brackets: 32-bit
    ("tcgen05.mma.cta_group::1.kind::f16 [$0], [$1], $2, $3, p0;", "sm_100a"),
    ("tcgen05.mma.ws.cta_group::1.kind::f16 [$0], $1, $2, $3, p0;", "sm_100a"),
    ("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [$0], $1, $2, $3, [$4], [$5], p0;", "sm_100a"),
    ("tcgen05.ld.sync.aligned.16x64b.x1.b32 {$0}, [$1];", "sm_100a"),
    ("tcgen05.st.sync.aligned.16x64b.x1.b32 [$0], {$1};", "sm_100a"),
    # the rest of tcgen05 and the tensor map and cluster-launch forms
    ("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [rd1], $0;", "sm_100a"),
    ("tcgen05.cp.cta_group::1.128x256b [$0], $1;", "sm_100a"),
    ("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [rd1], $0;", "sm_90a"),
    ("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [rd1], 0, $0;", "sm_90a"),
    ("tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [rd1], 0, $0;", "sm_90a"),
    # the addresses of tensormap.replace and tcgen05.alloc: 32 or 64 bits
    ("tensormap.replace.tile.global_address.global.b1024.b64 [$0], rd1;", "sm_90a"),
    ("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, r1;", "sm_90a"),
    ("tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], r1;", "sm_100a"),
    ("clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {$0, $1, $2, _}, q1;", "sm_100a"),
    ("clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 $0, q1;", "sm_100a"),
    # tcgen05.commit's mbarrier 32 or 64 bits, .shift's tensor memory
    # address 32, .cp's descriptor 64 with decompression types too, .mma.ws's
    # zero-column mask 64 (the cuda::ptx headers' forms, session 21)
    ("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "sm_100a"),
    ("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], $1;", "sm_100a"),
    ("tcgen05.shift.cta_group::1.down [$0];", "sm_100a"),
    ("tcgen05.cp.cta_group::1.128x256b.b8x16.b6x16_p32 [r1], $0;", "sm_100a"),
    ("tcgen05.mma.ws.cta_group::1.kind::f16 [r1], $0, $1, $2, p0, $3;", "sm_100a"),
    # mma on 8-, 6- and 4-bit floats: 32-bit fragments; block_scale's scale
    # data 32, its {byte-id, thread-id} 16 (ggml's NVFP4 mma)
    ("mma.sync.aligned.kind::mxf4.block_scale.scale_vec::2X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 "
     "{r1, r1, r1, r1}, {r1, r1, r1, $0}, {r1, r1}, {r1, r1, r1, r1}, $1, {0, 0}, r1, {0, 0};", "sm_120a"),
    ("mma.sync.aligned.kind::mxf4.block_scale.scale_vec::2X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 "
     "{r1, r1, r1, r1}, {r1, r1, r1, r1}, {r1, r1}, {r1, r1, r1, r1}, r1, {$0, $1}, r1, {0, 0};", "sm_120a"),
    ("mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e4m3.e2m1.f32 {$0, r1, r1, r1}, {r1, r1, r1, $1}, "
     "{r1, r1}, {r1, r1, r1, r1};", "sm_120a"),
    ("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {$0, r1, r1, r1}, {r1, r1, r1, $1}, {r1, $2}, "
     "{r1, r1, r1, r1};", "sm_120a"),
    ("cvt.rn.bf16x2.ue8m0x2 $0, $1;", "sm_100a"),
    ("cvt.rp.satfinite.ue8m0x2.f32 $0, $1, $2;", "sm_100a"),
    # 6-bit float pairs: 16-bit, as the 8-bit ones; 4-bit pairs: .b8 (NONE)
    ("cvt.rn.satfinite.e2m3x2.f32 $0, $1, $2;", "sm_100a"),
    ("cvt.rn.satfinite.e3m2x2.f32 $0, $1, $2;", "sm_100a"),
    ("cvt.rn.f16x2.e2m3x2 $0, $1;", "sm_100a"),
    ("cvt.rn.f16x2.e3m2x2 $0, $1;", "sm_100a"),
    ("cvt.rn.satfinite.e2m1x2.f32 $0, $1, $2;", "sm_100a"),
    ("cvt.rn.f16x2.e2m1x2 $0, $1;", "sm_100a"),
    # found by the header sweep on CUTLASS, flashinfer and NCCL (session 22):
    # tcgen05's 16x32bx2 shape (an immediate before the vector of .st, after
    # the address of .ld), an opcode glued to its address, ldmatrix and
    # stmatrix registers 32 whatever the type, a sparse mma's metadata 32,
    # block_scale's scale data in braces and after the sparse operands,
    # four-float packs (multimem, cvt.rs with its random bits), modifiers
    # after a blank
    ("tcgen05.st.sync.aligned.16x32bx2.x2.b32 [r1], 4, {$0, $1};", "sm_100a"),
    ("tcgen05.ld.sync.aligned.16x32bx2.x2.b32 {$0, $1}, [r1], 4;", "sm_100a"),
    ("tcgen05.st.sync.aligned.16x64b.x1.b32[$0], {$1};", "sm_100a"),
    ("ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {$0, $1}, [rd1];", "sm_100a"),
    ("ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 {$0, $1}, [rd1];", "sm_100a"),
    ("stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [rd1], {$0};", "sm_100a"),
    ("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {r1, r1, r1, r1}, {r1, r1, r1, r1}, "
     "{r1, r1, r1, r1}, {r1, r1, r1, $0}, $1, 0x0;", "sm_100a"),
    ("mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32 {r1, r1, r1, r1}, "
     "{r1, r1, r1, r1}, {r1, r1, r1, r1}, {r1, r1, r1, r1}, {$0}, 0x0;", "sm_100a"),
    ("mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 "
     "{r1, r1, r1, r1}, {r1, r1, r1, r1}, {r1, r1}, {r1, r1, r1, r1}, {$0}, {$1, h1}, {$2}, {h1, h1};", "sm_120a"),
    ("mma.sync.aligned.kind::mxf8f6f4.sp::ordered_metadata.block_scale.scale_vec::1X.m16n8k64.row.col.f32."
     "e4m3.e4m3.f32.ue8m0 {r1, r1, r1, r1}, {r1, r1, r1, r1}, {r1, r1, r1, r1}, {r1, r1, r1, r1}, {$0}, 0x0, "
     "{r1}, {h1, h1}, $1, {h1, $2};", "sm_120a"),
    ("multimem.ld_reduce.global.add.acc::f16.e4m3x4 $0, [rd1];", "sm_100a"),
    ("multimem.ld_reduce.global.add.acc::f16.v4.e5m2x4 {$0, r1, r1, $1}, [rd1];", "sm_100a"),
    ("multimem.st.global.e4m3x4 [rd1], $0;", "sm_100a"),
    ("cvt.rs.satfinite.e4m3x4.f32 $0, {$1, r1, r1, r1}, $2;", "sm_100a"),
    ("cvt.rs.relu.satfinite.e2m1x4.f32 $0, {r1, r1, r1, $1}, $2;", "sm_100a"),
    ("cvt.rs.satfinite.e3m2x4.f32 $0, {r1, $1, r1, r1}, r1;", "sm_100a"),
    ("cvt.rs.f16x2.f32 $0, $1, $2, $3;", "sm_100a"),
    ("cvt.rs.relu.satfinite.bf16x2.f32 $0, $1, $2, $3;", "sm_100a"),
    ("prmt .b32 $0, $1, r1, r1;", "sm_100a"),
    ("ld.global .v2 .u32 {$0, $1}, [$2];", "sm_100a"),
]


# Forms with many operands: the first width list is the one ptxas takes;
# each operand is then tried alone at the other widths (not every
# combination), and the line says so ("one").
BIG = [
    ("wmma.load.a.sync.aligned.row.m16n16k16.f16 {$0, $1, $2, $3, $4, $5, $6, $7}, [rd2], $8;", 32),
    ("wmma.store.d.sync.aligned.col.m16n16k16.f32 [rd2], {$0, $1, $2, $3, $4, $5, $6, $7}, $8;", 32),
    ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, "
     "{$8, $9}, {$10, $11, $12, $13};", 32),
    ("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};", 32),
    ("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, "
     "{$8, $9}, {$10, $11, $12, $13};", 32),
    ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, "
     "{$8, $9}, {$10, $11, $12, $13};", 32),
    ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, "
     "{$8, $9}, {$10, $11, $12, $13};", 32),
    ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {$0, $1}, {$2}, {$3}, {$4, $5};", 64),
    ("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {$0, $1, $2, $3}, {$4, $5}, {$6}, {$7, $8, $9, $10};", 64),
    ("mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32 {$0, $1}, {$2}, {$3}, {$4, $5};", 32),
]


def ptx(stmt, arch):
    return (".version %s\n.target %s\n.address_size 64\n.visible .entry probe()\n{\n"
            "\t.reg .b32 r<8>; .reg .b64 rd<8>; .reg .b16 h<8>; .reg .pred p<4>; .reg .b128 q<2>;\n"
            "\t%s\n\tret;\n}\n" % (VERSION, arch, stmt))


def accepts(ptxas, tmp, stmt, arch):
    path = os.path.join(tmp, "f.ptx")
    with open(path, "w") as fh:
        fh.write(ptx(stmt, arch))
    r = subprocess.run([ptxas, "-arch=" + arch, path, "-o", os.devnull], capture_output=True, text=True)
    # a 16-bit address is taken with "Program uses 16-bit address ...
    # conflicting with .address_size 64" (and an internal error for some
    # instructions): not taken here
    return r.returncode == 0 and "conflicting with .address_size" not in r.stderr


def taken_of(ptxas, tmp, form, combos):
    """The width combinations of `combos` ptxas takes, as recorded."""
    taken = []
    arch = dict(OTHER_ARCH).get(form, ARCH)
    for combo in combos:
        s = re.sub(r"\$(\d+)", lambda m: REG[combo[int(m.group(1))]], form)
        if accepts(ptxas, tmp, s, arch):
            taken.append(",".join(str(w) for w in combo))
    return " ".join(taken) if taken else "-"


def measure(ptxas, tmp, form):
    n = len(set(re.findall(r"\$(\d+)", form)))
    return taken_of(ptxas, tmp, form, itertools.product(WIDTHS, repeat=n))


def measure_one(ptxas, tmp, form, width):
    """The base widths, then each operand alone at the other widths."""
    n = len(set(re.findall(r"\$(\d+)", form)))
    base = [width] * n
    combos = [tuple(base)]
    for i in range(n):
        for w in WIDTHS:
            if w != width:
                combos.append(tuple(base[:i] + [w] + base[i + 1:]))
    return taken_of(ptxas, tmp, form, combos)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--check", help="re-measure and compare with this recorded file")
    ap.add_argument("--every", type=int, default=1, help="with --check: every Nth form only")
    ap.add_argument("--limit", type=int, default=0, help="with --check: at most N forms")
    ap.add_argument("--update", help="record, keeping this file's answers for the forms it has")
    args = ap.parse_args()
    fs = forms()
    if len(set(fs)) != len(fs):
        sys.exit("ptx-operands: duplicate forms")
    tmp = tempfile.mkdtemp()
    rec = {}
    for line in open(args.check or args.update) if args.check or args.update else []:
        if line.startswith("#") or not line.strip():
            continue
        cols = line.rstrip("\n").split("\t")
        rec[cols[0]] = cols[1]
    if args.check:
        bad = checked = 0
        big = dict(BIG)
        for form in (fs + [b for b, _ in BIG])[::args.every][:args.limit or None]:
            got = measure_one(args.ptxas, tmp, form, big[form]) if form in big else measure(args.ptxas, tmp, form)
            checked += 1
            if rec.get(form) != got:
                print("ptx-operands: %s: ptxas now takes %s, recorded %s" % (form, got, rec.get(form)))
                bad += 1
        print("ptx-operands: %d forms re-measured, %d differ" % (checked, bad))
        sys.exit(1 if bad else 0)
    print("# scripts/ptx-operands.py: STATEMENT, the register widths ($0, $1, ...) ptxas takes")
    print("# (- = none); measured with CUDA 13.0's ptxas at %s, PTX ISA %s" % (ARCH, VERSION))
    for form in fs:
        taken = rec.get(form) or measure(args.ptxas, tmp, form)
        if taken == "-" and form not in NONE:
            sys.exit("ptx-operands: ptxas takes no width of %s" % form)
        print("%s\t%s" % (form, taken))
    for form, width in BIG:
        taken = rec.get(form) or measure_one(args.ptxas, tmp, form, width)
        if not taken.startswith(",".join([str(width)] * len(set(re.findall(r"\$(\d+)", form))))):
            sys.exit("ptx-operands: ptxas does not take %s at %d bits" % (form, width))
        print("%s\t%s\tone" % (form, taken))


if __name__ == "__main__":
    main()
