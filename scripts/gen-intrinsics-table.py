#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Turn the probe's measurements into src/verify/intrinsics.def.

Input: the TSV lines of `nvt-intrinsic-sweep probe ARCH...` (one file per arch
or one file for all; columns key, base, arch, status, min_ptx, ptr32, reason),
the arch table (src/core/arch.c, parsed for name/sm/min_ptx), the
case list (`nvt-intrinsic-sweep list`: key, base, types, skip, immargs) and
scripts/intrinsics-overrides.tsv (hand-made corrections, each with a reason).

For every case (an intrinsic, or one overload instantiation of it):
  archs   = the archs where LLVM 22 compiled it at PTX 9.0 ("ok");
  min_ptx = per arch, the lowest PTX version that still compiled; a row's
            version applies together with the arch's own minimum, so one row
            holds as long as max(row, arch.min_ptx) gives every arch's value;
            otherwise the archs are split into rows by version;
  PTR64   = it compiled with 64-bit pointers but not with 32-bit ones;
  NO_CODEGEN = it compiled nowhere.
Then families: every dotted prefix whose members (three or more) all have the
same rows becomes one "prefix.*" row (shortest such prefix wins).
"""
import collections
import re
import sys


def read_archs(path):
    archs = []
    for m in re.finditer(r'A\("(sm_\w+)",\s*(\d+),\s*(\'\w\'|0),\s*(\d+),', open(path).read()):
        archs.append((m.group(1), int(m.group(2)), int(m.group(4))))
    return archs


def encode_archs(group, archs):
    """Exact cover of `group` (set of names) by "sm_N+" and exact names."""
    names = [a[0] for a in archs]
    sm = {a[0]: a[1] for a in archs}
    terms = []
    # the lowest plain SM from which every arch of the table is in the group
    plus = None
    for n in names:
        if n[-1] in 'af':
            continue
        if all(m in group for m in names if sm[m] >= sm[n]):
            plus = n
            break
    rest = [n for n in names if n in group and (plus is None or sm[n] < sm[plus])]
    terms = rest + ([plus + '+'] if plus else [])
    return ','.join(terms)


def in_spec(arch, spec, archs):
    """Whether arch name is in an ARCHS spec (same rules as intrinsics.c)."""
    sm = {a[0]: a[1] for a in archs}
    for t in spec.split(','):
        if t.endswith('+'):
            if t[:-1] in sm and sm[arch] >= sm[t[:-1]]:
                return True
        elif t == arch:
            return True
    return False


def model(per_arch, archs):
    """per_arch: name -> (status, min_ptx, ptr32, reason) from the probe.
    Returns arch -> dict(min=, max=, flags=set()) for the archs that have it,
    and the reason when none does."""
    m = {}
    for a, v in per_arch.items():
        if v[0] == 'ok':
            m[a] = {'min': v[1], 'max': 0, 'flags': set(), 'p32': v[2]}
    if m and all(x['p32'] == 'fail' for x in m.values()):
        for x in m.values():
            x['flags'].add('NVT_INTR_PTR64')
    reasons = collections.Counter(v[3] for v in per_arch.values() if v[0] != 'ok')
    return m, (reasons.most_common(1)[0][0] if reasons else '')


def apply_override(m, action, archs):
    """minptx=N[@SPEC], maxptx=N[@SPEC], restrict=SPEC, badptx"""
    amin = {a[0]: a[2] for a in archs}
    if action.startswith('exclude='):
        for a in list(m):
            if in_spec(a, action[8:], archs):
                del m[a]
        return m
    if action.startswith('restrict='):
        for a in list(m):
            if not in_spec(a, action[9:], archs):
                del m[a]
        return m
    what, _, spec = action.partition('@')
    for a in list(m):
        if spec and not in_spec(a, spec, archs):
            continue
        if what.startswith('minptx='):
            m[a]['min'] = max(m[a]['min'], int(what[7:]))
        elif what.startswith('maxptx='):
            m[a]['max'] = int(what[7:])
            if amin[a] > m[a]['max']:
                del m[a]
        elif what == 'badptx':
            m[a]['flags'].add('NVT_INTR_BAD_PTX')
    return m


def rows_for(m, why, archs, note):
    amin = {a[0]: a[2] for a in archs}
    if not m:
        return [('-', 0, 0, 'NVT_INTR_NO_CODEGEN', why or note)]
    if any('NVT_INTR_BAD_PTX' in x['flags'] for x in m.values()):
        return [('-', 0, 0, 'NVT_INTR_BAD_PTX', note)]
    groups = collections.OrderedDict()
    for a in [x[0] for x in archs]:
        if a not in m:
            continue
        x = m[a]
        key = (x['min'] if x['min'] > amin[a] else 0, x['max'], tuple(sorted(x['flags'])))
        groups.setdefault(key, set()).add(a)
    # one row if a single version works for every arch
    keys = list(groups)
    rows = []
    for key in keys:
        g = groups[key]
        p = key[0] or min(amin[a] for a in g)
        flags = '|'.join(key[2]) or '0'
        rows.append([g, p, key[1], flags])
    # merge the "own minimum" group into a raising group with the same
    # max/flags when the raise does not change its archs' values
    merged = True
    while merged and len(rows) > 1:
        merged = False
        for i in range(len(rows)):
            for j in range(len(rows)):
                if i == j:
                    continue
                gi, pi, xi, fi = rows[i]
                gj, pj, xj, fj = rows[j]
                if xi == xj and fi == fj and all(max(pi, amin[a]) == max(pj, amin[a]) for a in gj):
                    rows[i][0] = gi | gj
                    del rows[j]
                    merged = True
                    break
            if merged:
                break
    return [(encode_archs(g, archs), p, x, f, note) for g, p, x, f in rows]


def main():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument('--arch-table', required=True)
    ap.add_argument('--list', required=True)
    ap.add_argument('--overrides')
    ap.add_argument('probe', nargs='+')
    args = ap.parse_args()
    archs = read_archs(args.arch_table)
    cases = collections.OrderedDict()
    notes = {}
    for line in open(args.list):
        f = line.rstrip('\n').split('\t')
        cases[f[0]] = f[1]
        if len(f) > 4 and f[4]:
            notes[f[0]] = f[4]
    data = collections.defaultdict(dict)
    for path in args.probe:
        for line in open(path):
            f = line.rstrip('\n').split('\t')
            if len(f) < 7 or f[3] == 'skip':
                continue
            key, base, arch, st, p, p32, why = f[:7]
            data[key][arch] = (st, int(p), p32, why[:120])
    overrides = []
    if args.overrides:
        for line in open(args.overrides):
            if not line.strip() or line.startswith('#'):
                continue
            f = line.rstrip('\n').split('\t')
            overrides.append((re.compile(f[0]), f[1], f[2] if len(f) > 2 else ''))
    rows = {}
    for key in cases:
        if key not in data:
            continue
        m, why = model(data[key], archs)
        note = notes.get(key)
        for rx, action, reason in overrides:
            if rx.fullmatch(key):
                if action != 'note':
                    m = apply_override(m, action, archs)
                note = reason if not note else note + '; ' + reason
        rows[key] = rows_for(m, why, archs, note)

    # overloaded intrinsics: base row = first instantiation; drop the
    # mangled rows that say the same
    by_base = collections.defaultdict(list)
    for key, base in cases.items():
        if key in rows:
            by_base[base].append(key)
    final = {}
    mangled = set()
    for base, keys in by_base.items():
        if keys == [base]:
            final[base] = rows[base]
            continue
        first = rows[keys[0]]
        final[base] = first
        for k in keys:
            if k != base and rows[k] != first:
                final[k] = rows[k]
                mangled.add(k)

    # families
    def sig(r):
        return tuple(r)
    names = sorted(final)
    result = {}
    for k in mangled:
        result[k] = final[k]
    names = [n for n in names if n not in mangled]
    def family(prefix, members):
        sigs = {sig(final[n]) for n in members}
        if len(members) >= 3 and len(sigs) == 1 and prefix.count('.') >= 2:
            result[prefix + '.*'] = final[members[0]]
            return
        # split by the next dotted component
        sub = collections.OrderedDict()
        for n in members:
            rest = n[len(prefix) + 1:]
            if '.' not in rest:
                result[n] = final[n]
                continue
            sub.setdefault(prefix + '.' + rest.split('.')[0], []).append(n)
        for p, ms in sub.items():
            if len(ms) == 1:
                result[ms[0]] = final[ms[0]]
            else:
                family(p, ms)
    family('llvm.nvvm', names)
    # a pattern must not capture a name that has its own, different, row
    # and is not under it: lookup tries exact names first, so exact rows
    # always win; patterns only apply to names without rows.

    out = sys.stdout
    out.write('/* SPDX-License-Identifier: Apache-2.0 */\n')
    out.write('/* GENERATED by scripts/gen-intrinsics-table.sh from measurements of LLVM 22\n')
    out.write(' * (nvt-intrinsic-sweep probe); do not edit: fix scripts/intrinsics-overrides.tsv\n')
    out.write(' * or the probe and regenerate. Format: src/verify/intrinsics.h. */\n')
    for name in sorted(result):
        for spec, p, mx, flags, n in result[name]:
            cnote = 'NULL' if not n else '"' + n.replace('\\', '\\\\').replace('"', "'") + '"'
            out.write('NVT_INTRINSIC("%s", "%s", %d, %d, %s, %s)\n' % (name, spec, p, mx, flags, cnote))


if __name__ == '__main__':
    main()
