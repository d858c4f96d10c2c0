#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Check src/ptx/insns.def against ptxas.

For every row with a SAMPLE, assemble a one-kernel PTX file holding it:
  claim    at the row's PTX ISA version on the lowest arch in ARCHS that
           ptxas knows: must assemble;
  ptx-1    one PTX ISA version below (if the arch allows it): must fail;
  sm-1     at the row's version on the closest arch ptxas knows that is
           not in ARCHS and comes before it (sm_75 for "sm_80+", sm_90 for
           "sm_90a,..."): must fail.
A row whose claim fails is searched for the lowest version that works.
Prints one line per row and a summary; exit status 1 if any row is wrong.

With --tool build/nvvm-llc instead: each sample as inline asm in an IR
kernel, compiled by nvvm-llc on the row's arch (the PTX must have the row's
version and assemble) and on the closest arch outside the row (must be our
[inline-asm-arch] error, not PTX that ptxas rejects).

usage: scripts/ptx-insns-probe.py [--ptxas PATH] [--def PATH] > scripts/ptx-insns-probe.txt
       scripts/ptx-insns-probe.py --tool build/nvvm-llc   (end to end; lit test inline-asm-table.test)
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

# The archs CUDA 13.0's ptxas assembles with their lowest PTX ISA version
# (src/core/arch.c), in ascending order.
PTXAS_ARCHS = [
    ("sm_75", 75, "", 63), ("sm_80", 80, "", 70), ("sm_86", 86, "", 71), ("sm_87", 87, "", 74),
    ("sm_89", 89, "", 78), ("sm_90", 90, "", 78), ("sm_90a", 90, "a", 80),
    ("sm_100", 100, "", 86), ("sm_100a", 100, "a", 86), ("sm_100f", 100, "f", 88),
    ("sm_103", 103, "", 88), ("sm_103a", 103, "a", 88), ("sm_103f", 103, "f", 88),
    ("sm_110", 110, "", 90), ("sm_110a", 110, "a", 90), ("sm_110f", 110, "f", 90),
    ("sm_120", 120, "", 87), ("sm_120a", 120, "a", 87), ("sm_120f", 120, "f", 88),
    ("sm_121", 121, "", 88), ("sm_121a", 121, "a", 88), ("sm_121f", 121, "f", 88),
]
VERSIONS = [63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90]

ROW = re.compile(r'^NVT_PTX_INSN\((.*)\)\s*$')
FIELD = re.compile(r'\s*("(?:[^"\\]|\\.)*"|NULL|\d+)\s*(?:,|$)')


def parse_def(path):
    rows = []
    for line in open(path):
        m = ROW.match(line.strip())
        if not m:
            continue
        fields = [f.group(1) for f in FIELD.finditer(m.group(1))]
        if len(fields) != 5:
            sys.exit("cannot parse: " + line)
        val = lambda f: None if f == "NULL" else (int(f) if f.isdigit() else f[1:-1].replace('\\"', '"'))
        rows.append(tuple(val(f) for f in fields))
    return rows


def arch_in(archs, name, sm):
    for t in archs.split(","):
        if t.endswith("+"):
            base = int(re.match(r"sm_(\d+)", t).group(1))
            if sm >= base:
                return True
        elif t == name:
            return True
    return False


def fmt(v):
    return "%d.%d" % (v // 10, v % 10)


def ptx_text(version, arch, sample):
    regs = [".reg .b32 r<8>;", ".reg .b64 rd<8>;", ".reg .b16 h<8>;", ".reg .f32 f<8>;",
            ".reg .f64 fd<4>;", ".reg .pred p<4>;"]
    if re.search(r"\bq\d", sample):
        regs.append(".reg .b128 q<2>;")
    return ("//\n.version %s\n.target %s\n.address_size 64\n"
            ".shared .align 128 .b8 sm[1024];\n.global .align 128 .b8 gm[1024];\n"
            ".visible .entry probe()\n{\n\t%s\n\t%s\nPROBE_END:\n\tret;\n}\n"
            % (fmt(version), arch, "\n\t".join(regs), sample))


def assemble(ptxas, tmp, version, arch, sample):
    path = os.path.join(tmp, "p.ptx")
    with open(path, "w") as f:
        f.write(ptx_text(version, arch, sample))
    r = subprocess.run([ptxas, "-arch=" + arch, path, "-o", os.devnull],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # "fatal" too: a sink the version does not allow is a fatal error
    # ("Result discard mode is not allowed for instruction ...")
    msg = " ".join(re.split(r"(?:error|fatal)   : ", l)[-1] for l in r.stdout.splitlines()
                   if "error" in l or ("fatal" in l and "aborted" not in l))
    return r.returncode == 0, msg[:160]


def ir_text(sample):
    """An IR module whose kernel holds the sample as inline asm, in a scope
    that declares the probe's registers (the asm escapes of LLVM IR)."""
    regs = ".reg .b32 r<8>; .reg .b64 rd<8>; .reg .b16 h<8>; .reg .f32 f<8>; " \
           ".reg .f64 fd<4>; .reg .pred p<4>; "
    if re.search(r"\bq\d", sample):
        regs += ".reg .b128 q<2>; "
    body = "{ " + regs + sample + " PROBE_END: }"
    esc = body.replace("\\", "\\5C").replace('"', "\\22").replace("$", "$$")
    return ('target triple = "nvptx64-nvidia-cuda"\n'
            '@sm = internal addrspace(3) global [1024 x i8] undef, align 128\n'
            '@gm = internal addrspace(1) global [1024 x i8] zeroinitializer, align 128\n'
            'define ptx_kernel void @probe() {\n'
            '  call void asm sideeffect "%s", "~{memory}"()\n'
            '  call void asm sideeffect "// $0 $1", "l,l"(ptr addrspace(3) @sm, ptr addrspace(1) @gm)\n'
            '  ret void\n}\n' % esc)


def e2e(tool, ptxas, rows):
    """nvvm-llc end to end: each sample as inline asm on the row's first
    ptxas arch must compile to PTX that ptxas accepts, and on the closest arch
    outside the row must be our [inline-asm-arch] error."""
    print("# nvvm-llc end to end (%s): row | arch | ours | ptxas | sm-1" % tool)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        ll = os.path.join(tmp, "p.ll")
        ptx = os.path.join(tmp, "p.ptx")
        for key, mod, archs, min_ptx, sample in rows:
            if not sample:
                continue
            name = key + ("[." + mod + "]" if mod else "")
            cands = [x for x in PTXAS_ARCHS if arch_in(archs, x[0], x[1])]
            if not cands:
                continue
            an, asm_, _, amin = cands[0]
            with open(ll, "w") as f:
                f.write(ir_text(sample))
            r = subprocess.run([tool, "--arch=" + an, ll, "-o", ptx], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
            ver = "-"
            pok = False
            if r.returncode == 0:
                ver = next(l.split()[1] for l in open(ptx) if l.startswith(".version"))
                pok = subprocess.run([ptxas, "-arch=" + an, ptx, "-o", os.devnull],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
            want = fmt(max(min_ptx, amin))
            line_ok = r.returncode == 0 and pok and ver == want
            # outside every row of the group (rows of one KEY and MOD differ by arch)
            group = [r[2] for r in rows if r[0] == key and r[1] == mod]
            prev = [x for x in PTXAS_ARCHS if not any(arch_in(g, x[0], x[1]) for g in group) and
                    (x[1] < asm_ or (x[1] == asm_ and x[2] == ""))]
            smb = "-"
            if prev:
                pn = prev[-1][0]
                r2 = subprocess.run([tool, "--arch=" + pn, ll, "-o", ptx], stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True)
                smb = "%s: %s" % (pn, "inline-asm-arch" if "[inline-asm-arch]" in r2.stdout
                                  else "ACCEPTED" if r2.returncode == 0 else r2.stdout.strip()[:80])
                line_ok = line_ok and "[inline-asm-arch]" in r2.stdout
            if not line_ok:
                bad += 1
            print("%s | %s | %s | %s | %s%s" % (name, an, ver if r.returncode == 0 else
                                                 "error: " + r.stdout.strip()[:100],
                                                 "ok" if pok else "FAIL", smb,
                                                 "" if line_ok else " | WRONG (want %s)" % want))
    print("# end to end: %d rows wrong" % bad)
    return bad


def main():
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--def", dest="deffile",
                    default=os.path.join(here, "..", "src", "ptx", "insns.def"))
    ap.add_argument("--tool", help="also run nvvm-llc end to end on every sample")
    a = ap.parse_args()
    rows = parse_def(a.deffile)
    if a.tool:
        return 1 if e2e(a.tool, a.ptxas, rows) else 0
    ver = subprocess.run([a.ptxas, "--version"], stdout=subprocess.PIPE, text=True).stdout
    print("# ptx-insns-probe: %d rows; %s" % (len(rows), ver.strip().splitlines()[-1]))
    print("# row | arch | claim | ptx-1 | sm-1 | verdict")
    bad = 0
    counts = {"ok": 0, "no-sample": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for key, mod, archs, min_ptx, sample in rows:
            name = key + ("[." + mod + "]" if mod else "")
            if not sample:
                counts["no-sample"] += 1
                print("%s | - | - | - | - | no sample" % name)
                continue
            cands = [x for x in PTXAS_ARCHS if arch_in(archs, x[0], x[1])]
            if not cands:
                print("%s | - | - | - | - | no arch ptxas knows" % name)
                continue
            an, asm_, _, amin = cands[0]
            v = max(min_ptx, amin)
            ok, msg = assemble(a.ptxas, tmp, v, an, sample)
            verdict = []
            claim = "ok" if ok else "FAIL"
            if not ok:
                lowest = next((w for w in VERSIONS if w >= amin and
                               assemble(a.ptxas, tmp, w, an, sample)[0]), None)
                verdict.append("claim fails (%s); lowest that works on %s: %s" %
                               (msg, an, fmt(lowest) if lowest else "none"))
            below = "-"
            lower = [w for w in VERSIONS if amin <= w < v]
            if ok and lower:
                okb, why = assemble(a.ptxas, tmp, lower[-1], an, sample)
                below = "ok" if okb else "rejected"
                if not okb and "PTX ISA" not in why and "Result discard mode" not in why:
                    verdict.append("ptx-1 rejected for another reason: " + why)
                if okb:
                    lowest = next(w for w in VERSIONS if w >= amin and
                                  assemble(a.ptxas, tmp, w, an, sample)[0])
                    verdict.append("works below the claim: lowest %s on %s" % (fmt(lowest), an))
            smb = "-"
            prev = [x for x in PTXAS_ARCHS if not arch_in(archs, x[0], x[1]) and
                    (x[1] < asm_ or (x[1] == asm_ and x[2] == ""))]
            if ok and prev:
                pn, _, _, pmin = prev[-1]
                okp, why = assemble(a.ptxas, tmp, max(v, pmin), pn, sample)
                if not okp and "target" not in why and "sm_" not in why:
                    verdict.append("sm-1 rejected for another reason: " + why)
                smb = ("ok on %s" % pn) if okp else ("rejected on %s" % pn)
                if okp:
                    verdict.append("also works on %s" % pn)
            if verdict:
                bad += 1
            else:
                counts["ok"] += 1
            print("%s | %s | %s at %s | %s | %s | %s" % (name, an, claim, fmt(v), below, smb,
                                                         "; ".join(verdict) or "ok"))
    print("# summary: %d rows, %d confirmed, %d without sample, %d differ" %
          (len(rows), counts["ok"], counts["no-sample"], bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
