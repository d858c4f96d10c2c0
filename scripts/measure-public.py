#!/usr/bin/env python3
"""measure-public.py: our pipeline and LLVM 22's side by side on CUDA programs.

Each program is compiled with clang-22 (device side, the flags of
doc/real-world.md), then goes through
  ours:      nvvm-link X.bc --libdevice | nvvm-opt -O3 | nvvm-llc --arch=A,B,C  + ptxas per arch
  reference: llvm-link-22 --only-needed X.bc libdevice.10.bc | opt-22 -O3 | llc-22 -mcpu=A  + ptxas, per arch
(-fgpu-rdc levels: ptxas -c, then nvlink -lcudadevrt, for both). It prints one
table row per program and level: reference pass, ours pass, the first error of
each (the step that failed and its first error line), then the counts and the
failure classes (first errors with names, paths and numbers blanked).

Programs: every .cu under each DIR argument (or the files given). For
tests/corpus the "corpus:" directives are honoured (gpu-arch, archs, rdc) and
a directory whose README has a "corpus:" line is one multi-file program.
Fetched public code is never committed: check it out under /tmp and point
this script at it, e.g.
  scripts/measure-public.py --build build /tmp/pub/llm.c/dev/cuda -I /tmp/pub/llm.c/dev/cuda
  scripts/measure-public.py --build build --levels O3n,O0,rdc-O3n tests/corpus   # the reference column
Exit status 0 (the table is the result), 2 on a usage error.
"""
import argparse
import collections
import concurrent.futures as cf
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

LEVELS = {
    "O0": ["-O0"],
    "O0g": ["-O0", "-g"],
    "O3n": ["-O3", "-Xclang", "-disable-llvm-optzns"],
    "O2": ["-O2"],
}


def directives(path):
    """The corpus: KEY=VALUE directives of a program (file or README)."""
    d = {}
    try:
        with open(path, errors="replace") as f:
            for line in f.read(4096).splitlines():
                m = re.search(r"corpus:(.*)", line)
                if m:
                    for kv in m.group(1).split():
                        if "=" in kv:
                            k, v = kv.split("=", 1)
                            d[k] = v
                    break
    except OSError:
        pass
    return d


def find_programs(paths):
    progs = []  # (name, [sources], directives)
    for p in paths:
        if os.path.isfile(p):
            progs.append((os.path.splitext(os.path.basename(p))[0], [p], directives(p)))
            continue
        for root, dirs, files in os.walk(p):
            dirs.sort()
            readme = os.path.join(root, "README")
            if root != p and os.path.isfile(readme) and directives(readme):
                srcs = sorted(os.path.join(root, f) for f in files if f.endswith(".cu"))
                progs.append((os.path.relpath(root, p), srcs, directives(readme)))
                dirs[:] = []
                continue
            for f in sorted(files):
                if f.endswith(".cu"):
                    full = os.path.join(root, f)
                    progs.append((os.path.relpath(full, p), [full], directives(full)))
    return progs


BUILTIN_RE = re.compile(rb"^@(threadIdx|blockIdx|blockDim|gridDim|warpSize) = extern_weak "
                        rb"(?:dso_local )?addrspace\(1\) global (%struct\.__cuda_builtin_\w+), align 1$",
                        re.M)
ERR_RE = re.compile(r"error|fatal|undefined|unresolved|Unresolved|LLVM ERROR", re.I)


def first_error(text):
    for line in text.splitlines():
        if ERR_RE.search(line) and "warning" not in line.split(":")[0:3]:
            return line.strip()
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return "(no message)"


def error_class(step, msg):
    """A failure class: the step and the message with names and numbers blanked."""
    m = msg
    m = re.sub(r"^\S*(\.bc|\.ptx|<stdin>|\.ll)[:,]?\s*", "", m)
    m = re.sub(r"ptxas \S+, line \d+;\s*", "", m)
    m = re.sub(r"'[^']*'", "'X'", m)
    m = re.sub(r"\"[^\"]*\"", "\"X\"", m)
    m = re.sub(r"\b\d+(\.\d+)?\b", "N", m)
    m = re.sub(r"sm_N+\w*", "sm_N", m)
    m = re.sub(r"/\S+", "PATH", m)
    step = re.sub(r" sm_\d+\w*$", "", step)
    return f"{step}: {m[:140]}"


class Job:
    def __init__(self, args, name, srcs, dirs, level):
        self.args, self.name, self.srcs, self.dirs, self.level = args, name, srcs, dirs, level

    def run(self):
        a = self.args
        rdc = self.level.startswith("rdc-")
        base = self.level[4:] if rdc else self.level
        gpu = self.dirs.get("gpu-arch", a.gpu_arch)
        archs = self.dirs.get("archs", a.archs).split(",")
        devrt = self.dirs.get("devrt", "no") == "yes" or a.devrt
        work = tempfile.mkdtemp(prefix="mp-", dir=a.tmp)
        res = {"name": self.name, "level": self.level}
        t0 = time.time()
        try:
            bcs = []
            for i, s in enumerate(self.srcs):
                bc = os.path.join(work, f"{i}.bc")
                cmd = [a.clang, "-x", "cuda", "--cuda-device-only", f"--cuda-gpu-arch={gpu}",
                       f"--cuda-path={a.cuda}", "-nocudalib", "-Wno-unknown-cuda-version",
                       "-Xclang", "-target-sdk-version=13.0", f"-I{a.cuda}/include/cccl",
                       f"-I{os.path.dirname(s)}"] + [f"-I{d}" for d in a.include] + \
                      [f"-D{d}" for d in a.define] + a.extra + LEVELS[base] + \
                      (["-fgpu-rdc", "-D__CUDACC_RDC__"] if rdc else []) + \
                      ["-emit-llvm", "-c", s, "-o", bc]
                p = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                                   timeout=a.timeout)
                if p.returncode:
                    res["clang"] = first_error(p.stderr)
                    return res
                bcs.append(bc)
            res["ours"] = self.ours(work, bcs, archs, rdc, devrt)
            res["ref"] = None if a.probe else self.reference(work, bcs, archs, rdc, devrt)
        except subprocess.TimeoutExpired as e:
            res.setdefault("clang", f"timeout: {e.cmd[0]}")
        finally:
            res["secs"] = time.time() - t0
            if not a.keep:
                shutil.rmtree(work, ignore_errors=True)
        return res

    def sh(self, step, cmd, cwd, stdin=None):
        p = subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True,
                           timeout=self.args.timeout)
        if p.returncode:
            return None, (step, first_error(p.stderr.decode(errors="replace") or
                                            p.stdout.decode(errors="replace")))
        return p.stdout, None

    def assemble(self, work, ptx, arch, rdc, devrt, tag):
        a = self.args
        cub = os.path.join(work, f"{tag}.{arch}.cubin")
        _, err = self.sh(f"ptxas {arch}", [f"{a.cuda}/bin/ptxas", f"-arch={arch}"] +
                         (["-c"] if rdc else []) + [ptx, "-o", cub], work)
        if err or not rdc:
            return err
        lib = [f"-L{a.cuda}/lib64", "-lcudadevrt"] if devrt else []
        _, err = self.sh(f"nvlink {arch}", [f"{a.cuda}/bin/nvlink", f"-arch={arch}", cub] + lib +
                         ["-o", cub + ".linked"], work)
        return err

    def probe_rewrite(self, work, bcs):
        """--probe: clang's extern_weak builtin variables as internal globals."""
        out = []
        for bc in bcs:
            text, err = self.sh("llvm-dis", [self.args.llvm_dis, bc, "-o", "-"], work)
            if err:
                return None, err
            text = BUILTIN_RE.sub(rb"@\1 = internal addrspace(1) global \2 zeroinitializer, align 1",
                                  text)
            ll = bc[:-3] + ".probe.ll"
            with open(ll, "wb") as f:
                f.write(text)
            out.append(ll)
        return out, None

    def ours(self, work, bcs, archs, rdc, devrt):
        b = self.args.build
        d = os.path.join(work, "ours")
        extra = []
        if self.args.probe:
            bcs, err = self.probe_rewrite(work, bcs)
            if err:
                return err
            extra = ["--allow-undefined"]
        out, err = self.sh("nvvm-link", [f"{b}/nvvm-link"] + bcs +
                           ["--libdevice", f"--cuda-path={self.args.cuda}"] + extra, work)
        if err:
            return err
        out, err = self.sh("nvvm-opt", [f"{b}/nvvm-opt", "-O3"], work, out)
        if err:
            return err
        llc = [f"{b}/nvvm-llc", f"--arch={','.join(archs)}", "-o", d]
        if self.level.endswith("O0g"):
            llc.insert(1, "-g")
        _, err = self.sh("nvvm-llc", llc, work, out)
        if err:
            return err
        for arch in archs:
            ptx = [f for f in os.listdir(d) if f.endswith(f".{arch}.ptx")]
            if not ptx:
                return ("nvvm-llc", f"no PTX for {arch}")
            err = self.assemble(work, os.path.join(d, ptx[0]), arch, rdc, devrt, "ours")
            if err:
                return err
        return None

    def reference(self, work, bcs, archs, rdc, devrt):
        a = self.args
        libdev = f"{a.cuda}/nvvm/libdevice/libdevice.10.bc"
        linked = os.path.join(work, "ref.bc")
        first = bcs[0]
        if len(bcs) > 1:
            # --only-needed applies to every file after the first: the
            # program's own files are linked whole first, then libdevice.
            first = os.path.join(work, "ref.prog.bc")
            _, err = self.sh("llvm-link", [a.llvm_link] + bcs + ["-o", first], work)
            if err:
                return err
        _, err = self.sh("llvm-link", [a.llvm_link, first, "--only-needed", libdev, "-o", linked], work)
        if err:
            return err
        opt = os.path.join(work, "ref.opt.bc")
        _, err = self.sh("opt", [a.opt, "-O3", linked, "-o", opt], work)
        if err:
            return err
        for arch in archs:
            ptx = os.path.join(work, f"ref.{arch}.ptx")
            _, err = self.sh(f"llc {arch}", [a.llc, f"-mcpu={arch}", opt, "-o", ptx], work)
            if err:
                return err
            err = self.assemble(work, ptx, arch, rdc, devrt, "ref")
            if err:
                return err
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+", help=".cu files or directories")
    ap.add_argument("--build", required=True, help="our build directory (nvvm-link, ...)")
    ap.add_argument("--cuda", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--clang", default=shutil.which("clang-22") or "/usr/lib/llvm-22/bin/clang")
    ap.add_argument("--llvm-link", default=shutil.which("llvm-link-22") or "llvm-link")
    ap.add_argument("--opt", default=shutil.which("opt-22") or "opt")
    ap.add_argument("--llc", default=shutil.which("llc-22") or "llc")
    ap.add_argument("--llvm-dis", default=shutil.which("llvm-dis-22") or "llvm-dis")
    ap.add_argument("--levels", default="O3n", help="comma list of O0,O0g,O3n,O2,rdc-O3n,...")
    ap.add_argument("--gpu-arch", default="sm_75")
    ap.add_argument("--archs", default="sm_75,sm_90,sm_120")
    ap.add_argument("--devrt", action="store_true", help="nvlink -lcudadevrt for every rdc job")
    ap.add_argument("-I", "--include", action="append", default=[])
    ap.add_argument("-D", "--define", action="append", default=[])
    ap.add_argument("--compat", action="store_true",
                    help="force-include scripts/compat/clang22-cuda13.h and add its include/ "
                         "(what nvcc's headers give public code and clang 22 with CUDA 13 lacks)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--tsv", help="also write the rows as TSV here")
    ap.add_argument("--keep", action="store_true", help="keep the work directories")
    ap.add_argument("--probe", action="store_true",
                    help="ours only, past the known frontend facts: the builtin variables "
                         "rewritten as internal globals and nvvm-link --allow-undefined, to "
                         "find the failure classes behind them (a measurement aid, not the "
                         "pipeline)")
    ap.add_argument("--tmp", default=None)
    a = ap.parse_args()
    a.build = os.path.abspath(a.build)
    a.extra = []
    if a.compat:
        cdir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "compat")
        a.extra = ["-include", os.path.join(cdir, "clang22-cuda13.h"), f"-I{cdir}/include"]
    for lv in a.levels.split(","):
        if lv.replace("rdc-", "", 1) not in LEVELS:
            ap.error(f"unknown level {lv}")
    progs = find_programs(a.paths)
    if not progs:
        ap.error("no .cu program found")
    jobs = []
    for name, srcs, d in progs:
        for lv in a.levels.split(","):
            if d.get("rdc") == "only" and not lv.startswith("rdc-"):
                lv = "rdc-" + lv
            jobs.append(Job(a, name, srcs, d, lv))
    rows = []
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for r in ex.map(lambda j: j.run(), jobs):
            rows.append(r)
            print(f"  {r['name']} {r['level']}: " +
                  ("clang failed" if "clang" in r else
                   f"ref {'pass' if not r['ref'] else 'FAIL'}, ours {'pass' if not r['ours'] else 'FAIL'}"),
                  file=sys.stderr, flush=True)

    def cell(e, ref=False):
        if ref and a.probe:
            return "-"
        return "pass" if e is None else "FAIL"

    def msg(e):
        return "" if e is None else f"{e[0]}: {e[1]}".replace("|", "\\|")[:200]

    print("| program | level | reference | ours | reference first error | ours first error |")
    print("|---|---|---|---|---|---|")
    tsv = []
    for r in sorted(rows, key=lambda r: (r["name"], r["level"])):
        if "clang" in r:
            print(f"| {r['name']} | {r['level']} | - | - | clang-22: {r['clang'][:150]} | |")
            tsv.append([r["name"], r["level"], "clang-fail", "clang-fail", r["clang"], ""])
            continue
        print(f"| {r['name']} | {r['level']} | {cell(r['ref'], True)} | {cell(r['ours'])} | "
              f"{msg(r['ref'])} | {msg(r['ours'])} |")
        tsv.append([r["name"], r["level"], cell(r["ref"]), cell(r["ours"]), msg(r["ref"]), msg(r["ours"])])
    built = [r for r in rows if "clang" not in r]
    n = len(built)
    rp = sum(1 for r in built if r["ref"] is None)
    op = sum(1 for r in built if r["ours"] is None)
    both = sum(1 for r in built if r["ref"] is None and r["ours"] is None)
    ref_only = [r for r in built if r["ref"] is None and r["ours"] is not None]
    ours_only = [r for r in built if r["ours"] is None and r["ref"] is not None]
    print()
    print(f"{len(rows)} jobs, {len(rows) - n} not compiled by clang-22, {n} measured: "
          f"reference passes {rp}, ours {op}, both {both}; "
          f"reference only {len(ref_only)}, ours only {len(ours_only)}")
    for title, key in (("ours", "ours"), ("reference", "ref")):
        classes = collections.Counter(error_class(*r[key]) for r in built if r[key] is not None)
        if classes:
            print(f"\nfailure classes, {title} (first error per job):")
            for c, k in classes.most_common():
                print(f"  {k:4d}  {c}")
    if a.tsv:
        with open(a.tsv, "w") as f:
            for t in tsv:
                f.write("\t".join(x.replace("\t", " ") for x in t) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
