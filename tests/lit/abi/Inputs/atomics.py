#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generate the atomics matrix of the PTX ABI chapter 4 (doc/abi.md).

  atomics.py ll    ARCH   NVVM IR: one function per operation x ordering x
                          scope x address space
  atomics.py check ARCH [MODE]
                          FileCheck lines: the exact fence/atom/ld/st
                          sequence each function must compile to with
                          nvvm-llc --atomics=MODE (default memory-model:
                          the PTX ABI chapter 4 for every function)

Modes (doc/abi.md, "CUDA atomics and the memory model"): memory-model maps
everything by the ABI; auto (nvvm-llc's default) makes a seq_cst
atomicrmw/cmpxchg at the default scope -- what clang makes of CUDA's
atomicAdd/atomicCAS -- one relaxed atom at the implicit .gpu scope as nvcc
writes it (LLVM's own `atom[.space].op`, `atom.relaxed.gpu[.space].cas`);
cuda does that for every ordering at the default scope. Explicit scopes,
atomic loads, stores and fences are the same in every mode.

Operations: every atomicrmw LLVM 22 lowers to a single `atom` (add, sub,
and, or, xor, xchg, min, max, umin, umax, fadd, uinc_wrap, udec_wrap, and
8-bit and/or/xor, which are widened to the containing word), cmpxchg,
atomic load and store, fence. Orderings: monotonic, acquire, release,
acq_rel, seq_cst where the instruction allows them. Scopes: the default
(system), "device", "block" and, from sm_90 on, "cluster". Address spaces:
generic, global (1), shared (3).
"""
import sys

RMW = [  # (ir op, ir type, ptx op)
    ("add", "i32", "add.u32"),
    ("sub", "i32", "add.u32"),
    ("and", "i32", "and.b32"),
    ("or", "i64", "or.b64"),
    ("xor", "i32", "xor.b32"),
    ("xchg", "i64", "exch.b64"),
    ("min", "i32", "min.s32"),
    ("max", "i64", "max.s64"),
    ("umin", "i32", "min.u32"),
    ("umax", "i32", "max.u32"),
    ("fadd", "float", "add.f32"),
    ("uinc_wrap", "i32", "inc.u32"),
    ("udec_wrap", "i32", "dec.u32"),
    ("and", "i8", "and.b32"),
    ("or", "i8", "or.b32"),
]
ORDERS = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"]
SCOPES = [("", ".sys", "sys"), ("device", ".gpu", "dev"), ("block", ".cta", "blk"),
          ("cluster", ".cluster", "clu")]
SPACES = [(0, "", "gen"), (1, ".global", "glb"), (3, ".shared", "shr")]
SEM = {"monotonic": ".relaxed", "acquire": ".acquire", "release": ".release",
       "acq_rel": ".acq_rel", "seq_cst": ".acquire"}


# The PTX ISA version nvvm-llc chooses for these modules: the arch's minimum.
MIN_PTX = {75: 63, 80: 70, 86: 71, 89: 78, 90: 78, 100: 86, 103: 88, 110: 90, 120: 87, 121: 88}


def sm_of(arch):
    return int("".join(c for c in arch[3:] if c.isdigit()))


def split_fences(arch):
    """fence.acquire and fence.release: sm_90 or later with PTX 8.6."""
    sm = sm_of(arch)
    return sm >= 90 and MIN_PTX.get(sm, 0) >= 86


def scopes(arch):
    sm = int("".join(c for c in arch[3:] if c.isdigit()))
    return [s for s in SCOPES if s[0] != "cluster" or sm >= 90]


def ptr(asp):
    return "ptr" if asp == 0 else "ptr addrspace(%d)" % asp


def ss(scope):
    return ' syncscope("%s")' % scope if scope else ""


def cuda_atomic(mode, scope, order):
    """Whether nvvm-llc --atomics=MODE maps this read-modify-write as a CUDA
    atomic function (one relaxed .gpu atom, no fence)."""
    if scope or mode == "memory-model":
        return False
    return mode == "cuda" or order == "seq_cst"


def cases(arch, mode="memory-model"):
    """Yield (name, IR body lines, return type, params, expected PTX lines)."""
    for sc, sptx, sn in scopes(arch):
        for asp, aptx, an in SPACES:
            p = ptr(asp)
            for op, ty, pop in RMW:
                for o in ORDERS:
                    name = "rmw_%s_%s_%s_%s_%s" % (op, ty, o, sn, an)
                    body = ["%%r = atomicrmw %s %s %%p, %s %%v%s %s" % (op, p, ty, ss(sc), o)]
                    exp = []
                    if cuda_atomic(mode, sc, o):
                        exp.append("atom%s.%s " % (aptx, pop))
                        yield name, body, ty, "%s %%p, %s %%v" % (p, ty), exp
                        continue
                    if o == "seq_cst":
                        exp.append("fence.sc%s;" % sptx)
                    exp.append("atom%s%s%s.%s " % (SEM[o], sptx, aptx, pop))
                    yield name, body, ty, "%s %%p, %s %%v" % (p, ty), exp
            # cmpxchg: LLVM's own lowering, checked against the ABI
            for o, fail in [("monotonic", "monotonic"), ("acquire", "acquire"),
                            ("release", "monotonic"), ("acq_rel", "acquire"),
                            ("seq_cst", "seq_cst")]:
                name = "cas_%s_%s_%s" % (o, sn, an)
                body = ["%%x = cmpxchg %s %%p, i32 %%v, i32 7%s %s %s" % (p, ss(sc), o, fail),
                        "%r = extractvalue { i32, i1 } %x, 0"]
                exp = []
                if cuda_atomic(mode, sc, o):
                    exp.append("atom.relaxed.gpu%s.cas.b32 " % aptx)
                    yield name, body, "i32", "%s %%p, i32 %%v" % p, exp
                    continue
                if o == "seq_cst":
                    exp.append("fence.sc%s;" % sptx)
                exp.append("atom%s%s%s.cas.b32 " % (SEM[o], sptx, aptx))
                yield name, body, "i32", "%s %%p, i32 %%v" % p, exp
            for o in ["monotonic", "acquire", "seq_cst"]:
                name = "load_%s_%s_%s" % (o, sn, an)
                body = ["%%r = load atomic i32, %s %%p%s %s, align 4" % (p, ss(sc), o)]
                exp = []
                if o == "seq_cst":
                    exp.append("fence.sc%s;" % sptx)
                exp.append("ld%s%s%s.b32 " % (".relaxed" if o == "monotonic" else ".acquire",
                                              sptx, aptx))
                yield name, body, "i32", "%s %%p, i32 %%v" % p, exp
            for o in ["monotonic", "release", "seq_cst"]:
                name = "store_%s_%s_%s" % (o, sn, an)
                body = ["store atomic i32 %%v, %s %%p%s %s, align 4" % (p, ss(sc), o),
                        "%r = add i32 %v, 0"]
                exp = []
                if o == "seq_cst":
                    exp.append("fence.sc%s;" % sptx)
                exp.append("st%s%s%s.b32 " % (".relaxed" if o == "monotonic" else ".release",
                                              sptx, aptx))
                yield name, body, "i32", "%s %%p, i32 %%v" % p, exp
        for o in ["acquire", "release", "acq_rel", "seq_cst"]:
            name = "fnc_%s_%s" % (o, sn)
            body = ["fence%s %s" % (ss(sc), o), "%r = add i32 %v, 0"]
            # fence.acquire/fence.release exist from PTX 8.6 on sm_90+: there
            # LLVM 22 writes the ABI's own mapping; before, acq_rel for both,
            # a strengthening the ABI allows (its memory orders are monotonic).
            if o in ("acquire", "release") and split_fences(arch):
                exp = ["fence.%s%s;" % (o, sptx)]
            else:
                exp = ["fence.sc%s;" % sptx if o == "seq_cst" else "fence.acq_rel%s;" % sptx]
            yield name, body, "i32", "ptr %p, i32 %v", exp


def main():
    mode, arch = sys.argv[1], sys.argv[2]
    atomics = sys.argv[3] if len(sys.argv) > 3 else "memory-model"
    if atomics not in ("auto", "cuda", "memory-model"):
        sys.exit("unknown atomics mode " + atomics)
    out = []
    if mode == "ll":
        out.append('target triple = "nvptx64-nvidia-cuda"')
        for name, body, ty, params, _ in cases(arch):
            out.append("define %s @%s(%s) {" % (ty, name, params))
            out += ["  " + b for b in body]
            out.append("  ret %s %%r" % ty)
            out.append("}")
    else:
        bad = "{{fence\\.|membar|atom\\.|ld\\.acquire|ld\\.relaxed|st\\.release|st\\.relaxed}}"
        for name, _, _, _, exp in cases(arch, atomics):
            out.append("CHECK-LABEL: .func {{.*}}%s(" % name)
            for e in exp:
                out.append("CHECK-NOT: " + bad)
                out.append("CHECK: " + e)
            out.append("CHECK-NOT: " + bad)
    print("\n".join(out))


if __name__ == "__main__":
    main()
