#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every statement of PTX that ptxas takes, tried as inline asm: the
verifier must accept it.

The inline-asm rules of the verifier (operand widths, [inline-asm-operand];
the instruction table by arch and PTX version, [inline-asm-arch] and
[ptx-version]) refuse what ptxas would refuse. A false refusal is the worse
mistake: it stops a program that builds with nvcc. Rules measured on the
forms we thought of (scripts/ptx-operands.py, scripts/ptx-forms.py) can
still be wrong on a form nobody listed: an `atom` with `.L2::cache_hint`
has four operands, which the width rules first read as a `cas`. This sweep
reads PTX written by other compilers (nvcc's, in the fatbins of the CUDA
libraries: `fatpack extract LIB --kind=ptx -o DIR`; LLVM's), turns each
statement into an asm call whose operands are the statement's registers
(declared width -> constraint h, r, l or q; predicates and symbols stay
text), and runs `nvvm-opt --verify-only --arch=<the file's .target>` on
modules of them. Every refusal is printed; exit 1 if there is one.

--mutate N: also give one register of each statement another width
(16, 32, 64) and, of the variants the verifier refuses, assemble up to N
distinct ones (one per opcode and width change) with ptxas alone: each
must be refused by ptxas too (a probe whose unchanged statement ptxas does
not take, for an unknown symbol, is counted as inconclusive). A statement
ptxas assembles with "Program uses 16-bit address ... conflicting with
.address_size 64" counts as refused, as in scripts/ptx-operands.py.

--missed N: the other way round. Of the mutated variants the verifier
takes, assemble up to N distinct kinds (one per opcode and width change,
the unchanged statement assembling alone): each one ptxas refuses is a
module we would accept and ptxas would not, printed as "missed"; the exit
status does not change (the rules are known to be incomplete: the count
is what to watch).

C and C++ sources (.h, .hpp, .cuh, .cu, or a directory of them) are read
too: each asm("..." : outputs : inputs) whose operands are registers
(constraints h, r, l, f, d, q) or immediates ("n", written as 1) is a
statement with those widths, as the CUDA headers' cuda::ptx wrappers write
them; its arch is the first of ARCHS at which ptxas assembles it unchanged
(the others are counted and left out).

usage: scripts/ptx-asm-sweep.py [--nvvm-opt PATH] [--ptxas PATH] [--mutate N] [--missed N]
                                PTX-OR-HEADER-FILE-OR-DIR...
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

WIDTH = {"b16": 16, "u16": 16, "s16": 16, "f16": 16, "bf16": 16, "b32": 32, "u32": 32, "s32": 32,
         "f32": 32, "f16x2": 32, "bf16x2": 32, "b64": 64, "u64": 64, "s64": 64, "f64": 64, "b128": 128}
LETTER = {16: "h", 32: "r", 64: "l", 128: "q"}
IRTYPE = {16: "i16", 32: "i32", 64: "i64", 128: "i128"}
REG = re.compile(r"\.reg\s+\.(\w+)\s+([^;]+);")
TOKEN = re.compile(r"%?[A-Za-z_][\w$]*")
NUMBER = re.compile(r"(?<![$\w])(0[xX][0-9a-fA-F]+|\d+)\b")
BATCH = 4000
HEADER = (".h", ".hpp", ".cuh", ".cu")
CONSTRAINT = {"h": 16, "r": 32, "f": 32, "l": 64, "d": 64, "q": 128}
ARCHS = ("sm_100a", "sm_90a", "sm_120a", "sm_80")


def ptx_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                for n in sorted(names):
                    if n.endswith((".ptx",) + HEADER):
                        yield os.path.join(root, n)
        else:
            yield p


def statements(path):
    """(arch, statement with $N, widths) of each statement with a register."""
    names, ranges, arch = {}, {}, None
    with open(path, errors="replace") as fh:
        for line in fh:
            line = line.split("//", 1)[0].replace("\t", " ")
            if arch is None:
                m = re.match(r"\s*\.target\s+(sm_\w+)", line)
                if m:
                    arch = m.group(1)
            if ".reg" in line:
                for m in REG.finditer(line):
                    w = WIDTH.get(m.group(1), 0)
                    for name in (n.strip() for n in m.group(2).split(",")):
                        if "<" in name:
                            ranges[name[:name.index("<")]] = w
                        elif name:
                            names[name] = w
                line = REG.sub("", line)
            for st in line.split(";"):
                st = st.strip().strip("{}").strip()
                if st.startswith("@"):
                    st = st.partition(" ")[2].strip()
                op, _, ops = st.partition(" ")
                if not ops or op[0] in ".$" or op.endswith(":") or op.startswith(("bra", "call")):
                    continue
                ph, widths = {}, []

                def reg(m):
                    t = m.group(0)
                    w = names.get(t)
                    if w is None:
                        mm = re.match(r"(%?[A-Za-z_]+)(\d+)$", t)
                        w = ranges.get(mm.group(1)) if mm else None
                    if not w:
                        return t
                    if t not in ph:
                        ph[t] = len(ph)
                        widths.append(w)
                    return "$%d" % ph[t]
                text = "%s %s;" % (op, TOKEN.sub(reg, ops.strip()))
                if ph and not re.search(r"\$(?!\d)", text):
                    yield arch or "sm_100", text, tuple(widths)


def header_statements(path):
    """(statement with $N, widths) of each asm in a C or C++ header whose
    operands all have register constraints."""
    src = open(path, errors="replace").read()
    for m in re.finditer(r"\basm\s*(?:volatile\s*)?\(", src):
        i, text = m.end(), ""
        while True:  # adjacent string literals, comments between them
            lit = re.match(r'\s*(?://[^\n]*\n\s*)*"((?:[^"\\]|\\.)*)"', src[i:])
            if not lit:
                break
            text += lit.group(1).encode().decode("unicode_escape")
            i += lit.end()
        depth, j = 1, i
        while j < len(src) and depth:
            depth += {"(": 1, ")": -1}.get(src[j], 0)
            j += 1
        cons = re.findall(r'"[=+&]*([a-zA-Z])"\s*\(', src[i:j - 1])
        text = " ".join(re.sub(r"//[^\n]*", "", text).split())
        if not cons or any(c not in CONSTRAINT and c != "n" for c in cons):
            continue
        used = [int(k) for k in re.findall(r"%(\d+)", text)]
        if not used or max(used) >= len(cons):
            continue
        # an "n" operand is printed as an immediate: 1 stands for it, the
        # register operands are numbered again
        regs = [k for k, c in enumerate(cons) if c != "n"]
        text = re.sub(r"%(\d+)", lambda m: "1" if cons[int(m.group(1))] == "n"
                      else "$%d" % regs.index(int(m.group(1))), text).replace("%%", "%")
        if regs:
            yield text, tuple(CONSTRAINT[cons[k]] for k in regs)


def ir_string(s):
    return s.replace("\\", "\\5C").replace('"', "\\22")


def ir_module(items):
    """An IR module with each (statement, widths) of items as the asm of a
    function of its own, f<i>, its operands zero constants of the widths.
    A '$' of the asm's own (a register named "__$temp" in the CUDA
    headers) is "$$" in IR; "$N" and "${N...}" stay placeholders."""
    body = []
    for i, (text, widths) in enumerate(items):
        text = re.sub(r"\$(?![\d{$])", "$$", text)
        args = ", ".join("%s 0" % IRTYPE[w] for w in widths)
        body.append('define void @f%d() {\n  call void asm sideeffect "%s", "%s"(%s)\n  ret void\n}' %
                    (i, ir_string(text), ",".join(LETTER[w] for w in widths), args))
    return ('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n'
            'target triple = "nvptx64-nvidia-cuda"\n%s\n' % "\n".join(body))


def verify(nvvm_opt, tmp, arch, items):
    """The items (statement, widths) nvvm-opt refuses, with its message.
    Each asm is a function of its own, f<i>: an error names the function,
    whatever the message cuts off of a long statement."""
    path = os.path.join(tmp, "sweep.ll")
    with open(path, "w") as fh:
        fh.write(ir_module(items))
    r = subprocess.run([nvvm_opt, "--verify-only", "--arch=" + arch, path],
                       capture_output=True, text=True)
    refused = {}
    for line in r.stderr.splitlines():
        if ": error: " not in line:
            continue
        m = re.search(r"function 'f(\d+)'", line)
        refused[items[int(m.group(1))] if m and int(m.group(1)) < len(items) else ("?", ())] = line
    if r.returncode and not refused:
        refused[("?", ())] = r.stderr.strip()[:300]
    return refused


def ptxas_takes(ptxas, tmp, arch, text, widths):
    regs = "".join(".reg .b%d %%x%d;\n" % (w, i) for i, w in enumerate(widths))
    body = re.sub(r"\$(\d+)", r"%x\1", text)
    path = os.path.join(tmp, "probe.ptx")
    with open(path, "w") as fh:
        fh.write(".version 9.0\n.target %s\n.address_size 64\n.visible .entry probe()\n{\n"
                 ".reg .pred %%p<4000>;\n.reg .pred p, q, s;\n%s%s\nret;\n}\n" % (arch, regs, body))
    r = subprocess.run([ptxas, "-arch=" + arch, path, "-o", os.devnull], capture_output=True, text=True)
    # a 16-bit generic address is taken with a warning that it conflicts
    # with .address_size 64 (and an internal error for some): not taken
    return r.returncode == 0 and "conflicting with .address_size" not in r.stderr


def sample(groups, n, seed, ptxas, tmp):
    """One variant of up to n kinds (shuffled with `seed`), each assembled
    alone: (arch, text, widths, original widths, whether ptxas takes the
    variant; None when the unchanged statement does not assemble alone)."""
    random.seed(seed)
    picks = [random.choice(v) for _, v in sorted(groups.items())]
    random.shuffle(picks)
    out = []
    for arch, t, w, o in picks[:n]:
        takes = ptxas_takes(ptxas, tmp, arch, t, w) if ptxas_takes(ptxas, tmp, arch, t, o) else None
        out.append((arch, t, w, o, takes))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvvm-opt", default="nvvm-opt")
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--mutate", type=int, default=0)
    ap.add_argument("--missed", type=int, default=0)
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp()
    by_arch, seen = {}, set()
    unassembled = 0

    def header_items(path):
        nonlocal unassembled
        for text, widths in header_statements(path):
            arch = next((a for a in ARCHS if ptxas_takes(args.ptxas, tmp, a, text, widths)), None)
            if arch:
                yield arch, text, widths
            else:
                unassembled += 1
    for path in ptx_files(args.paths):
        for arch, text, widths in (header_items(path) if path.endswith(HEADER) else statements(path)):
            key = (arch, re.sub(r"%p\d+", "%p", NUMBER.sub("1", text)), widths)
            if key not in seen:
                seen.add(key)
                by_arch.setdefault(arch, []).append((text, widths))
    total = sum(len(v) for v in by_arch.values())
    false = 0
    for arch, items in sorted(by_arch.items()):
        for i in range(0, len(items), BATCH):
            for (text, widths), msg in verify(args.nvvm_opt, tmp, arch, items[i:i + BATCH]).items():
                false += 1
                print("refused (%s, widths %s): %s\n  %s" % (arch, widths, text, msg))
    if unassembled:
        print("ptx-asm-sweep: %d header statements ptxas takes at none of %s, left out" %
              (unassembled, ", ".join(ARCHS)))
    print("ptx-asm-sweep: %d distinct statements, %d refused" % (total, false))
    if args.mutate or args.missed:
        groups, taken = {}, {}
        for arch, items in sorted(by_arch.items()):
            variants = []
            for text, widths in items:
                for j, w in enumerate(widths):
                    for v in (16, 32, 64):
                        if v != w and w in (16, 32, 64):
                            variants.append((text, widths[:j] + (v,) + widths[j + 1:], widths))
            for k in range(0, len(variants), BATCH):
                part = variants[k:k + BATCH]
                ref = verify(args.nvvm_opt, tmp, arch, [(t, w) for t, w, _ in part])
                for t, w, o in part:
                    kind = (re.sub(r"\d+", "N", t.split(" ")[0]), o, w)
                    (groups if (t, w) in ref else taken).setdefault(kind, []).append((arch, t, w, o))
        if args.mutate:
            picks = sample(groups, args.mutate, 1, args.ptxas, tmp)
            confirmed = sum(1 for *_, takes in picks if takes is False)
            for arch, t, w, o, takes in picks:
                if takes:
                    false += 1
                    print("refused, ptxas takes it (%s, widths %s): %s" % (arch, w, t))
            print("ptx-asm-sweep: %d kinds of refused variant, %d assembled: ptxas refuses %d, "
                  "takes %d, %d inconclusive" % (len(groups), len(picks), confirmed,
                                                sum(1 for *_, k in picks if k),
                                                sum(1 for *_, k in picks if k is None)))
    if args.missed:
        picks = sample(taken, args.missed, 2, args.ptxas, tmp)
        for arch, t, w, o, takes in picks:
            if takes is False:
                print("missed, ptxas refuses it (%s, widths %s, was %s): %s" % (arch, w, o, t))
        print("ptx-asm-sweep: %d kinds of taken variant, %d assembled: ptxas takes %d, "
              "refuses %d (missed), %d inconclusive" % (len(taken), len(picks),
                                                       sum(1 for *_, k in picks if k),
                                                       sum(1 for *_, k in picks if k is False),
                                                       sum(1 for *_, k in picks if k is None)))
    sys.exit(1 if false else 0)


if __name__ == "__main__":
    main()
