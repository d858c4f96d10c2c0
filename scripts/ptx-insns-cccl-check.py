#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Compare src/ptx/insns.def with the requirements the CUDA
toolkit's libcu++ states for its cuda::ptx wrappers (the "PTX ISA NN, SM_XX"
line of each generated wrapper in cuda/__ptx/instructions/generated/*.h):
for every asm statement there, the version our table gives on that SM
(a Python copy of the lookup in src/ptx/asm.c, for measuring
only). Prints the statements that differ and a count; reads the installed
headers, copies nothing.

usage: scripts/ptx-insns-cccl-check.py [CUDA] > scripts/ptx-insns-cccl-check.txt
"""
import sys
import re, os, glob
CUDA = sys.argv[1] if len(sys.argv) > 1 else '/usr/local/cuda'
HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r'^NVT_PTX_INSN\("([^"]*)", (NULL|"[^"]*"), "([^"]*)", (\d+),')
rows = []
for l in open(os.path.join(HERE, '..', 'src', 'support', 'ptx_insns.def')):
    m = ROW.match(l)
    if m: rows.append((m.group(1), None if m.group(2)=='NULL' else m.group(2)[1:-1], m.group(3), int(m.group(4))))
def arch_in(archs, sm, v):
    for t in archs.split(','):
        if t.endswith('+'):
            if sm >= int(t[3:-1]): return True
        elif t == 'sm_%d%s' % (sm, v): return True
    return False
def km(k, op): return op == k or op.startswith(k + '.')
def need(op, sm, v):
    if op.startswith('%'):
        return None
    longest = max([len(k) for k, m, a, p in rows if km(k, op)] or [0])
    res = 0; known = False; i = 0
    while i < len(rows):
        k, m, a, p = rows[i]; g = i + 1
        while g < len(rows) and rows[g][0] == k and rows[g][1] == m: g += 1
        if km(k, op) and (m is None or (len(k) == longest and m in op[len(k):].split('.'))):
            if m is None: known = True
            grp = [r for r in rows[i:g] if arch_in(r[2], sm, v)]
            if not grp: return 'NOT_ON_ARCH'
            res = max(res, grp[0][3])
        i = g
    return res if known else 'UNKNOWN'
def stmts(text):
    out = []
    for st in re.sub(r'//[^\n]*', '', text).split(';'):
        st = st.strip().lstrip('{}').strip()
        st = re.sub(r'^\w+:(?!:)\s*', '', st)
        if st.startswith('@'): st = st.split(None, 1)[1] if ' ' in st else ''
        if not st or st.startswith('.') or st.startswith('}'): continue
        out.append(st.split()[0])
    return out
bad = 0; n = 0
for f in sorted(glob.glob(CUDA + '/include/cccl/cuda/__ptx/instructions/generated/*.h')):
    t = open(f).read()
    # blocks: comment line with PTX ISA, then code until next "/*"
    for blk in re.split(r'\n/\*\n', t)[1:]:
        m = re.search(r'// PTX ISA (\d+), (SM_\w+)', blk)
        if not m: continue
        ptx = int(m.group(1)); smtxt = m.group(2)
        mm = re.match(r'SM_(\d+)([af]?)', smtxt); sm = int(mm.group(1)); var = mm.group(2)
        for a in re.finditer(r'asm\s*(?:volatile\s*)?\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', blk):
            lit = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', a.group(1))).replace('\\n', '\n').replace('\\t', '\t')
            for op in stmts(lit):
                if op.startswith('%') or op.startswith('mov') or op.startswith('setp') or op.startswith('selp'): continue
                n += 1
                r = need(op, sm, var)
                if r != ptx:
                    bad += 1
                    print(os.path.basename(f), op, 'cccl', ptx, smtxt, 'ours', r)
print('# %d asm statements of cuda::ptx wrappers, %d where the table differs '
      '(ours above theirs is harmless when it is not above the arch minimum)' % (n, bad))
