#!/usr/bin/env python3
"""The all-intrinsics sweep: every target-independent LLVM 22 intrinsic
through nvvm-llc and ptxas (doc/verifier.md, "The construct sweep").

nvt-intrinsic-decls prints one declaration per intrinsic and candidate
overload type (tests/sweep/intrinsic_decls.c); each becomes a kernel that
calls it on its parameters (immarg operands: 0) and stores the result, and
is compiled by nvvm-llc for the archs at once. Outcomes:
    reject     refused with a diagnostic naming a rule: the verifier's, or
               LLVM's reader/verifier for a signature LLVM does not accept
    llvm       refused as [llvm-fatal] or [llvm-crash]: LLVM 22 itself
               failed ([llvm-fatal]: exit 1; [llvm-crash]: the signal
               re-raised; no output; in a sanitizer build a crash is
               the sanitizer's report of a signal inside LLVM). Allowed: these are overloads
               with types LLVM's verifier lets through but no front end
               writes (llvm.vp.add on float vectors, llvm.memset with a
               vector length); listed, so that a new one shows
    ok         compiled, and ptxas assembled every arch's PTX
    HANG       nvvm-llc did not finish within --timeout       (a bug)
    CRASH      nvvm-llc died of a signal without [llvm-crash], or exited
               otherwise (a bug)
    PTXAS      compiled, and ptxas rejected the PTX            (a bug)
Exit 1 on any bug, 0 otherwise.

    all_intrinsics.py --decls build/tests/sweep/nvt-intrinsic-decls
                      --llc build/nvvm-llc [--ptxas PATH] [--archs LIST]
                      [-j N] [--timeout S] [--keep DIR] [--limit N]
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HDR = ('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n'
       'target triple = "nvptx64-nvidia-cuda"\n')
ATTRS = re.compile(r'\b(immarg|noundef|nocapture|captures\([^)]*\)|readonly|writeonly|readnone|noalias|'
                   r'returned|nonnull|signext|zeroext|inreg|nofree|align \d+|dereferenceable\(\d+\)|'
                   r'range\([^)]*\))')


def split_top(s):
    """Parameters of a declaration, split at top-level commas."""
    out, depth, cur = [], 0, ''
    for ch in s:
        depth += ch in '<({[' and 1 or 0
        depth -= ch in '>)}]' and 1 or 0
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def module(decl):
    """A kernel calling the declared intrinsic, or None (varargs, metadata
    or token operands: they need a context this generator does not make)."""
    m = re.match(r'declare (.*?) (@[\w.$"-]+)\((.*)\)(?: #\d+)?\s*$', decl.strip())
    if not m:
        return None
    ret, fname, params = m.groups()
    params_out, args = [], []
    for i, p in enumerate(split_top(params)):
        if p == '...' or 'metadata' in p or 'token' in p:
            return None
        ty = re.sub(r'\s+', ' ', ATTRS.sub('', p)).strip()
        if 'immarg' in p:
            args.append('%s %s' % (ty, '0' if re.match(r'^i\d+$', ty) else 'zeroinitializer'))
        else:
            params_out.append('%s %%a%d' % (ty, i))
            args.append('%s %%a%d' % (ty, i))
    ret = re.sub(r'\s+', ' ', ATTRS.sub('', ret)).strip()
    call = 'call %s %s(%s)' % (ret, fname, ', '.join(args))
    body = '  call void %s(%s)\n' % (fname, ', '.join(args)) if ret == 'void' else \
        '  %%r = %s\n  store %s %%r, ptr addrspace(1) %%out\n' % (call, ret)
    if 'token' in ret:
        return None
    return (HDR + re.sub(r' #\d+\s*$', '', decl.strip()) + '\n' +
            'define ptx_kernel void @k(%s) {\n%s  ret void\n}\n' %
            (', '.join(['ptr addrspace(1) %out'] + params_out), body))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--decls', required=True)
    ap.add_argument('--llc', required=True)
    ap.add_argument('--ptxas')
    ap.add_argument('--archs', default='sm_75,sm_90,sm_120')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('--keep')
    ap.add_argument('--limit', type=int, default=0, help='only the first N declarations')
    a = ap.parse_args()
    if a.ptxas and not os.path.exists(a.ptxas):
        a.ptxas = None
    archs = a.archs.split(',')
    cmd = [a.decls] + (['--max', str(a.limit)] if a.limit else [])
    lines = subprocess.run(cmd, stdout=subprocess.PIPE, check=True).stdout.decode().splitlines()
    cases = []
    for ln in lines:
        name, decl = ln.split('\t', 1)
        text = module(decl)
        if text:
            cases.append((name, text))
    tmp = a.keep or tempfile.mkdtemp(prefix='nvt-intrinsics-')
    os.makedirs(tmp, exist_ok=True)

    def one(idx):
        name, text = cases[idx]
        d = os.path.join(tmp, str(idx))
        os.makedirs(d, exist_ok=True)
        src = os.path.join(d, 'k.ll')
        with open(src, 'w') as f:
            f.write(text)
        try:
            p = subprocess.run([a.llc, '-w', '-j', '1', '--arch=' + a.archs, src, '-o', d],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=a.timeout)
        except subprocess.TimeoutExpired:
            return name, idx, 'HANG', 'no answer in %d s' % a.timeout
        err = p.stderr.decode('utf-8', 'replace')
        last = (err.strip().splitlines() or [''])[-1][:200]
        # [llvm-fatal] exits 1; after [llvm-crash] the handler re-raises the
        # signal (a negative returncode)
        if ((p.returncode == 1 and re.search(r'\[llvm-fatal\]\s*$', err, re.M)) or
                (p.returncode < 0 and re.search(r'\[llvm-crash\]\s*$', err, re.M))):
            return name, idx, 'llvm', last
        # a sanitizer build keeps its own signal handlers (src/llvm/
        # process.c): a crash is its report of the signal, where the
        # release build's handler says [llvm-crash] (the same class: that
        # handler cannot tell LLVM's frames from ours either). Its deeper
        # frames also overflow the stack on inputs the release build
        # compiles (llvm.clmul.v4i32).
        if p.returncode == 1 and 'AddressSanitizer:DEADLYSIGNAL' in err:
            return name, idx, 'llvm', 'a sanitizer report of a signal'
        if p.returncode == 1 and re.search(r'error: .*\[[a-z0-9-]+\]\s*$', err, re.M):
            return name, idx, 'reject', ''
        if p.returncode != 0:
            return name, idx, 'CRASH', 'exit %s: %s' % (p.returncode, last)
        for arch in archs if a.ptxas else ():
            ptx = os.path.join(d, 'k.%s.ptx' % arch)
            q = subprocess.run([a.ptxas, '-c', '-arch=' + arch, ptx, '-o', os.devnull],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if q.returncode:
                return name, idx, 'PTXAS', '%s: %s' % (arch, q.stderr.decode().strip().splitlines()[0][:200])
        if not a.keep:
            shutil.rmtree(d, ignore_errors=True)
        return name, idx, 'ok', ''

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(one, range(len(cases))))
    if not a.keep:
        shutil.rmtree(tmp, ignore_errors=True)
    count = collections.Counter(r[2] for r in results)
    bugs = [r for r in results if r[2] in ('HANG', 'CRASH', 'PTXAS')]
    for name, idx, kind, why in bugs:
        print('%s %s (case %d): %s' % (kind, name, idx, why))
    llvm = sorted({r[0] for r in results if r[2] == 'llvm'})
    print('all-intrinsics sweep: %d declarations of %d intrinsics, archs %s: ok %d, reject %d, '
          'llvm %d (%d intrinsics, ill-typed overloads), HANG %d, CRASH %d, PTXAS %d' %
          (len(cases), len({c[0] for c in cases}), a.archs, count['ok'], count['reject'], count['llvm'],
           len(llvm), count['HANG'], count['CRASH'], count['PTXAS']))
    print('  refused by LLVM itself: ' + ' '.join(n[5:] for n in llvm))
    return 1 if bugs else 0


if __name__ == '__main__':
    sys.exit(main())
