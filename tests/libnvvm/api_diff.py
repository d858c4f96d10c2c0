#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Differential test of libnvvm-open against NVIDIA's libNVVM, through the
libNVVM C interface itself.

One program, nvvm-api (nvvm_api.c, built against our nvvm-open.h), runs
every scenario of api-scenarios.txt twice: with LD_LIBRARY_PATH at the
directory of NVIDIA's libnvvm.so.4 and at ours. For each scenario:
  - every result line (what each call returned, result sizes, has=...,
    threads) must be equal;
  - every phrase the scenario expects must be in both logs (the logs name
    the same problems: module names, symbols, options);
  - the PTX of the scenario's last ptx= step must pass ptxas (both).
A scenario that differs must be listed in the disagreements file
("api:NAME reason"); a listed one that agrees fails too (stale list).

  api_diff.py NVIDIA_LIBDIR OURS_LIBDIR NVVM_API SCENARIOS DISAGREEMENTS WORKDIR [ONLY]

ONLY: a comma-separated list of scenario names to run (default: all).

Exit 0 pass, 1 fail, 77 skipped (NVIDIA's libnvvm.so.4 or ptxas absent).
"""
import os
import shlex
import subprocess
import sys


def load_scenarios(path):
    out = []
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 4:
            sys.exit(f"{path}: malformed line (want NAME | STEPS | ptxas ARCH or - | phrases or -): {line}")
        name, steps, arch, phrases = fields
        out.append((name, steps, None if arch == "-" else arch,
                    [] if phrases == "-" else [p.strip() for p in phrases.split(";") if p.strip()]))
    return out


def load_listed(path):
    listed = {}
    if path == "/dev/null" or not os.path.exists(path):
        return listed
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if line.startswith("api:"):
            key, _, why = line.partition(" ")
            listed[key[4:]] = why
    return listed


def run(driver, libdir, nvidia, steps, subst, timeout=600):
    args = [a.format(**subst) for a in shlex.split(steps)]
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = libdir
    env.pop("NVVM_OPEN_LEGACY_IR", None)
    # In sanitizer builds nvvm-api is instrumented: NVIDIA's library is not
    # ours to leak-check, nor its C++ allocation pairs.
    env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "") + ":detect_leaks=0"
    if nvidia:
        env["ASAN_OPTIONS"] += ":alloc_dealloc_mismatch=0"
    try:
        p = subprocess.run([driver] + args, env=env, capture_output=True, text=True,
                           timeout=timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return -1, "TIMEOUT\n"
    return p.returncode, p.stdout + p.stderr


def split_output(text):
    results, log = [], []
    for line in text.splitlines():
        (log if line.startswith("  | ") else results).append(line)
    return results, "\n".join(log)


def ptxas_ok(ptxas, arch, ptx):
    if not os.path.exists(ptx):
        return False, "no PTX written"
    p = subprocess.run([ptxas, "-arch=" + arch, "-c", ptx, "-o", os.devnull],
                       capture_output=True, text=True)
    return p.returncode == 0, p.stderr.strip()


def main():
    if len(sys.argv) not in (7, 8):
        sys.exit(__doc__)
    nv_dir, ours_dir, driver, scen_path, dis_path, work = sys.argv[1:7]
    only = set(sys.argv[7].split(",")) if len(sys.argv) == 8 else None
    nv_lib = os.path.join(nv_dir, "libnvvm.so.4")
    ptxas = os.path.join(os.path.dirname(nv_dir.rstrip("/")), "bin", "ptxas")
    if not os.path.exists(nv_lib):
        print(f"SKIPPED: NVIDIA's libNVVM ({nv_lib}) is absent: nothing to compare with")
        return 77
    if not os.path.exists(ptxas):
        print(f"SKIPPED: ptxas ({ptxas}) is absent")
        return 77
    libdevice = os.path.join(os.path.dirname(nv_dir.rstrip("/")), "nvvm", "libdevice",
                             "libdevice.10.bc")
    here = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(work, exist_ok=True)
    listed = load_listed(dis_path)
    failures = agreed = known = 0
    for name, steps, arch, phrases in load_scenarios(scen_path):
        if only is not None and name not in only:
            continue
        outs = {}
        for who, libdir in (("nvidia", nv_dir), ("ours", ours_dir)):
            subst = {"A": os.path.join(here, "api"), "C": os.path.join(here, "cases"),
                     "LD": libdevice, "PTX": os.path.join(work, f"{name}.{who}.ptx"),
                     "W": work}
            if os.path.exists(subst["PTX"]):
                os.unlink(subst["PTX"])
            rc, text = run(driver, libdir, who == "nvidia", steps, subst)
            with open(os.path.join(work, f"{name}.{who}.txt"), "w") as f:
                f.write(text)
            outs[who] = (rc, text, subst["PTX"])
        problems = []
        for who, (rc, text, _) in outs.items():
            if rc != 0:
                problems.append(f"{who}: nvvm-api exited {rc}: {text.strip()[-300:]}")
        res_nv, log_nv = split_output(outs["nvidia"][1])
        res_us, log_us = split_output(outs["ours"][1])
        if res_nv != res_us:
            diff = [f"    nvidia: {a!r}\n    ours:   {b!r}" for a, b in
                    zip(res_nv + [""] * len(res_us), res_us + [""] * len(res_nv)) if a != b]
            problems.append("results differ:\n" + "\n".join(diff[:6]))
        for phrase in phrases:
            for who, log in (("nvidia", log_nv), ("ours", log_us)):
                if phrase not in log:
                    problems.append(f"{who}'s log lacks {phrase!r}")
        if arch:
            for who in outs:
                ok, why = ptxas_ok(ptxas, arch, outs[who][2])
                if not ok:
                    problems.append(f"{who}'s PTX fails ptxas -arch={arch}: {why[:300]}")
        if problems and name in listed:
            known += 1
            print(f"KNOWN {name}: {listed[name]}")
        elif problems:
            failures += 1
            print(f"DISAGREE {name}:")
            for p in problems:
                print("  " + p)
        elif name in listed:
            failures += 1
            print(f"STALE {name}: listed as a disagreement but both libraries agree now")
        else:
            agreed += 1
            print(f"agree {name}")
    print(f"{agreed} scenarios agree, {known} listed disagreements, {failures} failures "
          f"(outputs in {work})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
