#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every asm statement of C/C++ sources, alone, through
nvvm-llc on each arch, then ptxas: the instruction table's answers
(archs, PTX version) against ptxas' on real statements.

scripts/ptx-insns-probe.py checks each table row on its own sample and
scripts/ptx-forms.py on generated forms; this reads what programs write:
in sources (.h, .hpp, .cuh, .cu, or a directory of them), each
asm("..." : outputs : inputs) whose operands are registers (constraints
h, r, l, f, d, q) or immediates ("n", written as 1). For each statement ptxas
assembles on at least one of the archs, a module holding only it is
compiled with nvvm-llc --arch=A and the PTX assembled with ptxas -arch=A.
Per (statement, arch):
  ok             both take it;
  both-refuse    nvvm-llc refuses it and ptxas refuses it at PTX 9.0;
  MISS-ARCH      nvvm-llc writes PTX that ptxas refuses, and ptxas refuses
                 the statement on that arch at any version (the table lets
                 an arch through that lacks it);
  MISS-VERSION   nvvm-llc writes PTX that ptxas refuses, but ptxas takes
                 the statement at PTX 9.0 (the version written is too low);
  FALSE-REFUSAL  nvvm-llc refuses a statement ptxas takes on that arch.
The MISS and FALSE-REFUSAL lines are printed; exit 1 if there is one.

usage: scripts/ptx-asm-archs.py [--nvvm-llc PATH] [--ptxas PATH] [-j N]
                                --archs sm_80,sm_90a,... SOURCE-OR-DIR...
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

LETTER = {16: "h", 32: "r", 64: "l", 128: "q"}
IRTYPE = {16: "i16", 32: "i32", 64: "i64", 128: "i128"}
NUMBER = re.compile(r"(?<![$\w])(0[xX][0-9a-fA-F]+|\d+)\b")
HEADER = (".h", ".hpp", ".cuh", ".cu")
CONSTRAINT = {"h": 16, "r": 32, "f": 32, "l": 64, "d": 64, "q": 128}


def ptx_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                for n in sorted(names):
                    if n.endswith(HEADER):
                        yield os.path.join(root, n)
        else:
            yield p


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




def module(text, widths):
    return ir_module([(text, widths)])


def run(llc, ptxas, text, widths, arch):
    with tempfile.TemporaryDirectory() as d:
        takes = ptxas_takes(ptxas, d, arch, text, widths)
        ll, out = os.path.join(d, "a.ll"), os.path.join(d, "a.ptx")
        with open(ll, "w") as fh:
            fh.write(module(text, widths))
        r = subprocess.run([llc, "--arch=" + arch, ll, "-o", out], capture_output=True, text=True)
        if r.returncode:
            why = next((l for l in r.stderr.splitlines() if "error" in l), r.stderr.strip()[:200])
            return takes, ("FALSE-REFUSAL: " + why) if takes else "both-refuse"
        p = subprocess.run([ptxas, "-arch=" + arch, "-c", out, "-o", os.devnull], capture_output=True, text=True)
        if p.returncode == 0:
            return takes, "ok"
        why = next((l for l in p.stderr.splitlines() if "error" in l or "fatal" in l), "")
        return takes, ("MISS-VERSION: " if takes else "MISS-ARCH: ") + re.sub(r"^ptxas \S+, line \d+; ", "", why)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvvm-llc", default="nvvm-llc")
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--archs", required=True)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    archs = args.archs.split(",")
    items = {}
    for path in ptx_files(args.paths):
        for text, widths in header_statements(path):
            items.setdefault((re.sub(r"%p\d+", "%p", NUMBER.sub("1", text)), widths), (text, widths))
    jobs = [(t, w, a) for t, w in items.values() for a in archs]
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        results = list(ex.map(lambda j: run(args.nvvm_llc, args.ptxas, *j), jobs))
    per = {}
    for (t, w, a), (takes, res) in zip(jobs, results):
        per.setdefault((t, w), []).append((a, takes, res))
    counts, bad, kept = {}, 0, 0
    for (t, w), rs in per.items():
        if not any(takes for _, takes, _ in rs):
            continue  # ptxas takes it nowhere: not a statement of these archs
        kept += 1
        for a, _, res in rs:
            kind = res.split(":")[0]
            counts[kind] = counts.get(kind, 0) + 1
            if kind != "ok" and kind != "both-refuse":
                bad += 1
                print("%s (%s): %s\n  %s" % (kind, a, t, res))
    print("ptx-asm-archs: %d statements on %d archs: %s" %
          (kept, len(archs), ", ".join("%s %d" % (k, counts.get(k, 0))
                                       for k in ("ok", "both-refuse", "MISS-ARCH", "MISS-VERSION",
                                                 "FALSE-REFUSAL"))))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
