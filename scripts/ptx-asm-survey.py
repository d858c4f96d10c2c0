#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Measure the inline PTX that clang-22 emits for the CUDA toolkit's cccl
headers, and whether src/ptx/insns.def knows all of it.

Compiles scripts/ptx-asm-survey.cu for several archs (-O3 without LLVM
optimizations: every instantiated function keeps its asm), collects every
inline asm string of the IR, splits it into statements the way
src/ptx/asm.c does (a simplified copy, for measuring only), and
looks each opcode and special register up in the table. Then compiles the
same file at -O2 and runs nvvm-llc on it, which must print no
[inline-asm-unknown] or [inline-asm-arch] diagnostic, and assembles the
PTX with ptxas (README pipeline: nvvm-link --libdevice | nvvm-opt -O3 |
nvvm-llc).

usage: scripts/ptx-asm-survey.py [--build DIR] > scripts/ptx-asm-survey.txt
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CUDA = "/usr/local/cuda"
ARCHS = ["sm_75", "sm_80", "sm_90a", "sm_100a", "sm_120"]
CFLAGS = ["-x", "cuda", "--cuda-device-only", "--cuda-path=" + CUDA, "-nocudalib",
          "-Wno-unknown-cuda-version", "-Wno-deprecated-declarations",
          "-Xclang", "-target-sdk-version=13.0", "-I" + CUDA + "/include/cccl"]

ROW = re.compile(r'^NVT_PTX_INSN\("([^"]*)", (NULL|"[^"]*"),')
ASM = re.compile(r'\basm (?:sideeffect )?(?:alignstack )?(?:inteldialect )?(?:unwind )?"((?:[^"\\]|\\.)*)"')
MODASM = re.compile(r'^module asm "((?:[^"\\]|\\.)*)"', re.M)


def unescape(s):
    return re.sub(r'\\([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), s).replace('\\\\', '\\')


def statements(text):
    text = re.sub(r'//[^\n]*', '', text)
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    out = []
    for st in text.split(';'):
        st = st.strip().lstrip('{}').strip()
        while True:
            m = re.match(r'^([A-Za-z_$%][\w$%]*(?:\$\{[^}]*\})?[\w$%]*):(?!:)\s*', st)
            if not m:
                break
            st = st[m.end():]
        st = st.lstrip('{} \t\n')
        if st.startswith('@'):
            st = st.split(None, 1)[1] if len(st.split(None, 1)) > 1 else ''
        if not st or st.startswith('.'):
            continue
        op, _, rest = (st.split(None, 1) + [''])[0], None, (st.split(None, 1) + ['', ''])[1]
        regs = re.findall(r'%+([A-Za-z_][\w.]*)', rest)
        out.append((op, ['%' + r for r in regs]))
    return out


def load_table(path):
    rows = []
    for line in open(path):
        m = ROW.match(line)
        if m:
            rows.append((m.group(1), None if m.group(2) == "NULL" else m.group(2)[1:-1]))
    return rows


def known(op, rows):
    if op.startswith('%'):
        name = op.split('.')[0]
        alt = re.sub(r'(?<=.)\d+', '', name, count=1)
        return any(k == name or k == alt for k, _ in rows)
    return any(m is None and (op == k or op.startswith(k + '.')) for k, m in rows)


def header_asm(rows):
    """Every asm string literal in the installed cccl headers, instantiated or
    not: its opcodes and whether the table knows them (pause and yield are
    x86 host asm in libcu++'s threading support)."""
    lit_re = re.compile(r'\basm\s*(?:volatile\s*)?\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', re.S)
    ops = set()
    for root, _, files in os.walk(CUDA + "/include/cccl"):
        for f in files:
            try:
                t = open(os.path.join(root, f), errors="replace").read()
            except OSError:
                continue
            for m in lit_re.finditer(t):
                lit = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))
                lit = lit.replace("\\n", "\n").replace("\\t", "\t").replace("%%", "%")
                for op, _ in statements(lit):
                    ops.add(op)
    unknown = sorted(o for o in ops if not known(o, rows))
    return ops, unknown


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    ap.add_argument("--clang", default="clang-22")
    a = ap.parse_args()
    rows = load_table(os.path.join(HERE, "..", "src", "support", "ptx_insns.def"))
    src = os.path.join(HERE, "ptx-asm-survey.cu")
    ops, regs, strings = {}, {}, set()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for arch in ARCHS:
            ll = os.path.join(tmp, arch + ".ll")
            subprocess.run([a.clang] + CFLAGS + ["--cuda-gpu-arch=" + arch, "-O3", "-Xclang",
                           "-disable-llvm-optzns", "-emit-llvm", "-S", src, "-o", ll], check=True)
            ir = open(ll).read()
            for s in ASM.findall(ir) + MODASM.findall(ir):
                s = unescape(s)
                strings.add(s)
                for op, rs in statements(s):
                    ops.setdefault(op, set()).add(arch)
                    for r in rs:
                        regs.setdefault(r.split('.')[0], set()).add(arch)
        mnemonics = sorted({o.split('.')[0] for o in ops})
        print("# ptx-asm-survey: clang-22 on scripts/ptx-asm-survey.cu for %s" % ", ".join(ARCHS))
        print("# %d distinct asm strings, %d distinct opcodes, %d distinct mnemonics, "
              "%d special registers" % (len(strings), len(ops), len(mnemonics), len(regs)))
        unknown = [o for o in sorted(ops) if not known(o, rows)]
        unknown_regs = [r for r in sorted(regs) if not known(r, rows)]
        print("# mnemonics: " + " ".join(mnemonics))
        print("# special registers: " + " ".join(sorted(regs)))
        print("# opcodes not in the table: %d%s" % (len(unknown), (" " + " ".join(unknown)) if unknown else ""))
        print("# registers not in the table (declared by the asm itself): %s" % (" ".join(unknown_regs) or "none"))
        hops, hunk = header_asm(rows)
        print("# every asm literal in the cccl headers (text): %d distinct opcodes, %d mnemonics, "
              "not in the table: %s" % (len(hops), len({o.split('.')[0] for o in hops}),
                                        " ".join(hunk) or "none"))
        for op in sorted(ops):
            print("%s\t%s" % (op, ",".join(x for x in ARCHS if x in ops[op])))
        # The tool itself on the optimized module: no unknown, no arch error, ptxas accepts.
        for arch in ARCHS:
            bc = os.path.join(tmp, arch + ".bc")
            subprocess.run([a.clang] + CFLAGS + ["--cuda-gpu-arch=" + arch, "-O2", "-emit-llvm", "-c",
                           src, "-o", bc], check=True)
            ptx = os.path.join(tmp, arch + ".ptx")
            b = a.build
            r = subprocess.run("%s/nvvm-link %s --libdevice | %s/nvvm-opt -O3 | %s/nvvm-llc --arch=%s -o %s"
                               % (b, bc, b, b, arch, ptx), shell=True,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            diags = [l for l in r.stdout.splitlines() if "inline-asm" in l]
            ver = next((l for l in open(ptx) if l.startswith(".version")), "?").strip() if r.returncode == 0 else "-"
            p = subprocess.run([CUDA + "/bin/ptxas", "-arch=" + arch, ptx, "-o", os.devnull],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) if r.returncode == 0 else None
            unk = sum("inline-asm-unknown" in l or "inline-asm-arch" in l for l in diags)
            ok = r.returncode == 0 and p.returncode == 0 and unk == 0
            bad += not ok
            print("# pipeline, clang -O2, %s: exit %d, %s, %d notes, %d unknown/arch, ptxas %s" %
                  (arch, r.returncode, ver, len(diags), unk,
                   "ok" if p and p.returncode == 0 else "FAIL"))
            if not ok:
                print("#   " + "\n#   ".join(r.stdout.splitlines()[:5]))
    return 1 if bad or unknown else 0


if __name__ == "__main__":
    sys.exit(main())
