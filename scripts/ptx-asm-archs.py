#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every asm statement of C/C++ sources (or PTX files), alone, through
nvvm-llc on each arch, then ptxas: the instruction table's answers
(archs, PTX version) against ptxas' on real statements.

scripts/ptx-insns-probe.py checks each table row on its own sample and
scripts/ptx-forms.py on generated forms; this reads what programs write
(the statements scripts/ptx-asm-sweep.py finds: headers' and .cu files'
asm(...) with register or "n" operands, PTX files' statements) and, for
each statement ptxas assembles on at least one of the archs, compiles a
module holding only it with nvvm-llc --arch=A and assembles the PTX with
ptxas -arch=A. Per (statement, arch):
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
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("sweep", os.path.join(HERE, "ptx-asm-sweep.py"))
sweep = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sweep)


def module(text, widths):
    return sweep.ir_module([(text, widths)])


def run(llc, ptxas, text, widths, arch):
    with tempfile.TemporaryDirectory() as d:
        takes = sweep.ptxas_takes(ptxas, d, arch, text, widths)
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
    for path in sweep.ptx_files(args.paths):
        found = (((t, w) for t, w in sweep.header_statements(path)) if path.endswith(sweep.HEADER)
                 else ((t, w) for _, t, w in sweep.statements(path)))
        for text, widths in found:
            items.setdefault((re.sub(r"%p\d+", "%p", sweep.NUMBER.sub("1", text)), widths), (text, widths))
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
