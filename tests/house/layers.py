#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The house's shape: rooms (folders), what each may use, and a check of both.

usage: layers.py SOURCE_DIR BUILD_DIR | layers.py --self-test

Reads two graphs between rooms and holds them against ROOMS below (the table
doc/architecture.md draws):
  - the include graph: every #include "room/..." (and every bare
    #include "file.h" of the file's own folder) in src/ and tools/;
  - the link map: `nm` over the build's objects of src/ and tools/, each
    undefined symbol resolved to the room whose object defines it.
Fails (exit 1), naming an example of each offending edge, on:
  - an edge to a room the table does not allow (a call or include upward),
  - a cycle between rooms,
  - a room whose role comment is missing, repeated, or disagrees with the
    table ("Room: <name> — <role>; may use: <rooms>." in the first comment
    after the SPDX line of the room's designated file),
  - a library source list in CMakeLists.txt that holds a room of another
    library,
  - a file in src/ or tools/ over MAX_LINES lines without a line "Size:"
    (the reason) in its first 30 lines.
File cycles inside one room are not this check's business.
"""
import os
import re
import subprocess
import sys
from collections import defaultdict

# Room -> (folder, designated file holding its role comment, rooms it may use).
# "May use" is transitively closed here (checked below): a room may use what
# the rooms it uses may use.
ROOMS = {
    "core":    ("src/core",    "src/core/internal.h",          []),
    "ptx":     ("src/ptx",     "src/ptx/lex.h",                ["core"]),
    "fatbin":  ("src/fatbin",  "src/fatbin/fatbin_internal.h", ["core", "ptx"]),
    "dwarf":   ("src/dwarf",   "src/dwarf/dwarf_internal.h",   ["core", "ptx"]),
    "llvm":    ("src/llvm",    "src/llvm/llvm.h",              ["core"]),
    "verify":  ("src/verify",  "src/verify/vinternal.h",       ["core", "ptx", "llvm"]),
    "link":    ("src/link",    "src/link/linker.h",            ["core", "ptx", "llvm", "verify"]),
    "opt":     ("src/opt",     "src/opt/optimize.c",           ["core", "ptx", "llvm", "verify"]),
    "codegen": ("src/codegen", "src/codegen/cg.h",
                ["core", "ptx", "llvm", "verify", "link", "opt", "dwarf"]),
    "nvvm":    ("src/nvvm",    "src/nvvm/nvvm_internal.h",
                ["core", "ptx", "llvm", "verify", "link", "opt", "codegen", "dwarf"]),
    "tools":   ("tools",       "tools/toolcommon.h",
                ["core", "ptx", "fatbin", "dwarf", "llvm", "verify", "link", "opt", "codegen"]),
}

# Library -> (CMake list that names its sources, rooms it holds).
LIBRARIES = {
    "nvt-util (in both libraries)": ("add_library(nvt-util OBJECT", {"core", "ptx"}),
    "libnvvmtools-core": ("set(NVT_CORE_SRC", {"core", "ptx", "fatbin", "dwarf"}),
    "libnvvmtools": ("set(NVT_LLVM_SRC", {"llvm", "verify", "link", "opt", "codegen"}),
    "libnvvm-open": ("set(NVT_NVVM_SRC", {"nvvm"}),
}

MAX_LINES = 1500
SOURCE_EXT = (".c", ".h", ".def")

errors = []


def fail(msg):
    errors.append(msg)


def room_of(rel):
    """The room of a path relative to the source dir, or None."""
    for name, (folder, _, _) in ROOMS.items():
        if rel.startswith(folder + "/") and "/" not in rel[len(folder) + 1:]:
            return name
    return None


def check_table():
    for name, (_, _, uses) in ROOMS.items():
        for u in uses:
            if u not in ROOMS:
                fail(f"table: {name} may use unknown room {u}")
                continue
            missing = set(ROOMS[u][2]) - set(uses) - {name}
            if missing:
                fail(f"table: {name} uses {u}, which uses {sorted(missing)}: "
                     f"list them for {name} too (the table is transitively closed)")
            if name in ROOMS[u][2]:
                fail(f"table: {name} and {u} may use each other")


def source_files(src):
    out = []
    for name, (folder, _, _) in ROOMS.items():
        d = os.path.join(src, folder)
        for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            if f.endswith(SOURCE_EXT) and os.path.isfile(os.path.join(d, f)):
                out.append(f"{folder}/{f}")
    return out


INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def include_graph(src, files):
    edges = defaultdict(list)  # (from room, to room) -> [(file, line no, target)]
    for rel in files:
        here = room_of(rel)
        with open(os.path.join(src, rel), encoding="utf-8", errors="replace") as fh:
            for no, line in enumerate(fh, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                target = m.group(1)
                if "/" in target:
                    there = room_of(os.path.normpath(os.path.join("src", target)))
                    if there is None:
                        there = room_of(os.path.normpath(os.path.join(os.path.dirname(rel), target)))
                else:
                    there = here
                if there is None:
                    fail(f"include: {rel}:{no} includes \"{target}\", which is in no room")
                elif there != here:
                    edges[(here, there)].append((f"{rel}:{no}", target))
    return edges


def find_objects(build):
    """Source path (relative to the source dir) -> object files built from it.

    CMake puts the object of SRC/a/b.c at BUILD/.../CMakeFiles/<target>.dir/a/b.c.o;
    objects of other trees (tests, fuzz targets built elsewhere) are skipped,
    and objects whose source is gone (stale) too."""
    objs = defaultdict(list)
    for root, dirs, files in os.walk(build):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for f in files:
            if not f.endswith((".c.o", ".c.obj")):
                continue
            path = os.path.join(root, f)
            parts = path.split(os.sep)
            idx = [i for i, p in enumerate(parts) if p.endswith(".dir") and i > 0
                   and parts[i - 1] == "CMakeFiles"]
            if not idx:
                continue
            rel = "/".join(parts[idx[-1] + 1:])
            rel = rel[: -len(".o")] if rel.endswith(".o") else rel[: -len(".obj")]
            if room_of(rel) is not None:
                objs[rel].append(path)
    return objs


def nm_symbols(paths):
    """Object path -> (defined, undefined) external symbols, from one nm run."""
    out = subprocess.run(["nm", "-P", "-g", "-A"] + paths, capture_output=True, text=True)
    if out.returncode != 0:
        fail(f"link map: nm: {out.stderr.strip()}")
    syms = {p: (set(), set()) for p in paths}
    for line in out.stdout.splitlines():
        path, _, rest = line.partition(": ")
        f = rest.split()
        if path not in syms or len(f) < 2:
            continue
        sym, kind = f[0], f[1]
        syms[path][1 if kind in ("U", "w", "v") else 0].add(sym)
    return syms


def link_graph(src, objs):
    # stale objects (their source removed) are left out
    live = {rel: paths for rel, paths in objs.items() if os.path.isfile(os.path.join(src, rel))}
    syms = nm_symbols(sorted(p for paths in live.values() for p in paths))
    defs = defaultdict(set)  # symbol -> source files defining it
    undefs = {}
    for rel, paths in sorted(live.items()):
        d_all, u_all = set(), set()
        for p in paths:
            d_all |= syms[p][0]
            u_all |= syms[p][1]
        for s in d_all:
            defs[s].add(rel)
        undefs[rel] = u_all - d_all
    edges = defaultdict(list)  # (from room, to room) -> [(file, symbol, defining file)]
    for rel, syms in sorted(undefs.items()):
        here = room_of(rel)
        for s in sorted(syms):
            definers = defs.get(s)
            if not definers:
                continue  # libc, LLVM, libelf...
            rooms = {room_of(d) for d in definers}
            if here in rooms:
                continue
            for d in sorted(definers):
                edges[(here, room_of(d))].append((rel, s, d))
    return edges, len(undefs)


def example_text(kind, ex):
    if kind == "include":
        return f"{ex[0]} includes \"{ex[1]}\""
    return f"{ex[0]} -> {ex[2]} ({ex[1]})"


def check_edges(kind, edges):
    what = "include" if kind == "include" else "call"
    for (a, b), ex in sorted(edges.items()):
        if b not in ROOMS[a][2]:
            fail(f"upward {what} {a} -> {b} ({len(ex)}x), e.g. {example_text(kind, ex[0])}")


def check_cycles(edges_by_kind):
    graph = defaultdict(set)
    example = {}
    for kind, edges in edges_by_kind.items():
        for (a, b), ex in edges.items():
            graph[a].add(b)
            example.setdefault((a, b), (kind, ex[0]))
    # Tarjan's strongly connected components.
    index, low, stack, on, sccs = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            sccs.append(comp)

    for v in sorted(ROOMS):
        if v not in index:
            visit(v)
    for comp in sccs:
        if len(comp) < 2:
            continue
        # One cycle through the component: a shortest path back to its first room.
        start = min(comp)
        prev, queue = {start: None}, [start]
        end = None
        while queue and end is None:
            v = queue.pop(0)
            for w in sorted(graph[v]):
                if w == start:
                    end = v
                    break
                if w in comp and w not in prev:
                    prev[w] = v
                    queue.append(w)
        path = [start]
        v = end
        while v != start:
            path.insert(1, v)
            v = prev[v]
        path.append(start)
        steps = []
        for a, b in zip(path, path[1:]):
            kind, ex = example[(a, b)]
            steps.append(f"{a} -> {b}: {example_text(kind, ex)}")
        fail(f"cycle between rooms {' -> '.join(path)}: " + "; ".join(steps))


ROOM_LINE = re.compile(
    r"Room:\s*(\S+)\s*(?:—|--|-)\s*(.+?);\s*may use:\s*([^.]*)\.", re.S)


def first_comment_after_spdx(text):
    """The text of the first /* */ comment that is not the SPDX line."""
    for m in re.finditer(r"/\*(.*?)\*/", text, re.S):
        body = m.group(1)
        if "SPDX-License-Identifier" in body and len(body.strip().splitlines()) == 1:
            continue
        lines = [re.sub(r"^\s*\*?\s?", "", l) for l in body.splitlines()]
        return " ".join(l.strip() for l in lines if l.strip())
    return ""


def check_role_comments(src, files):
    marked = defaultdict(list)
    for rel in files:
        with open(os.path.join(src, rel), encoding="utf-8", errors="replace") as fh:
            if re.search(r"^\s*(/\*|\*|//)\s*Room:", fh.read(), re.M):
                marked[room_of(rel)].append(rel)
    for name, (folder, main, uses) in ROOMS.items():
        if marked[name] != [main]:
            others = [f for f in marked[name] if f != main]
            if others:
                fail(f"room {name}: \"Room:\" belongs in {main} only, also in {', '.join(others)}")
        path = os.path.join(src, main)
        if not os.path.isfile(path):
            fail(f"room {name}: {main} (its role comment) does not exist")
            continue
        with open(path, encoding="utf-8", errors="replace") as fh:
            comment = first_comment_after_spdx(fh.read())
        m = ROOM_LINE.search(comment)
        if not m or not comment.startswith("Room:"):
            fail(f"room {name}: the first comment of {main} does not start with "
                 f"\"Room: {name} — <role>; may use: <rooms>.\"")
            continue
        if m.group(1) != name:
            fail(f"room {name}: {main} says \"Room: {m.group(1)}\"")
        said = set(re.findall(r"[a-z]+", m.group(3))) - {"nothing", "and"}
        if said != set(uses):
            fail(f"room {name}: {main} says it may use {sorted(said) or 'nothing'}, "
                 f"the table says {sorted(uses) or 'nothing'}")


def check_libraries(src):
    path = os.path.join(src, "CMakeLists.txt")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    for lib, (opener, rooms) in LIBRARIES.items():
        at = text.find(opener)
        if at < 0:
            fail(f"libraries: {opener} ...) not found in CMakeLists.txt")
            continue
        body = text[at + len(opener): text.find(")", at)]
        for rel in re.findall(r"\bsrc/\S+\.c\b", body):
            r = room_of(rel)
            if r not in rooms:
                fail(f"libraries: {rel} (room {r}) is listed in {lib}, which holds "
                     f"{', '.join(sorted(rooms))}")


def check_sizes(src, files):
    for rel in files:
        with open(os.path.join(src, rel), encoding="utf-8", errors="replace") as fh:
            lines = fh.readlines()
        if len(lines) > MAX_LINES and not any("Size:" in l for l in lines[:30]):
            fail(f"size: {rel} has {len(lines)} lines (over {MAX_LINES}) and no \"Size:\" "
                 f"reason in its first 30 lines")


def summary(kind, edges):
    rows = [f"  {a:>7} -> {b:<7} {len(ex):4}" for (a, b), ex in sorted(edges.items())]
    what = "#include lines" if kind == "include" else "(file, symbol) references"
    return f"{kind} edges between rooms ({len(edges)}; {what} each):\n" + "\n".join(rows)


def run(src, build):
    """Every check over one tree and build; the problems are left in `errors`."""
    errors.clear()
    check_table()
    files = source_files(src)
    inc = include_graph(src, files)
    objs = find_objects(build)
    if not objs:
        fail(f"link map: no objects of src/ or tools/ under {build} (build it first)")
    lnk, nobj = link_graph(src, objs)
    check_edges("include", inc)
    check_edges("link", lnk)
    check_cycles({"include": inc, "link": lnk})
    check_role_comments(src, files)
    check_libraries(src)
    check_sizes(src, files)
    return files, inc, lnk, nobj


def self_test():
    """The check on a small tree of its own: clean first, then with one fault
    of each kind, each of which must be reported (and nothing else)."""
    import shutil
    import tempfile

    cc = os.environ.get("CC", "cc")
    top = tempfile.mkdtemp(prefix="layers-self-")
    src, build = os.path.join(top, "src-tree"), os.path.join(top, "build")

    def write(rel, text):
        path = os.path.join(src, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as fh:
            fh.write(text)

    def compile(rel):
        obj = os.path.join(build, "CMakeFiles", "t.dir", rel + ".o")
        os.makedirs(os.path.dirname(obj), exist_ok=True)
        subprocess.run([cc, "-c", "-I", os.path.join(src, "src"), "-o", obj, os.path.join(src, rel)],
                       check=True)

    spdx = "/* SPDX-License-Identifier: Apache-2.0 */\n"
    for name, (_, main, uses) in ROOMS.items():
        write(main, spdx + f"/*\n * Room: {name} — a role;\n * may use: "
              f"{', '.join(uses) or 'nothing'}.\n */\n")
    write("CMakeLists.txt", "".join(f"{opener}\n  src/{sorted(rooms)[0]}/a.c)\n"
                                    for opener, rooms in LIBRARIES.values()))
    write("src/core/base.c", '#include "core/internal.h"\nint nvt_base(void) { return 1; }\n')
    write("src/llvm/mod.c", '#include "core/internal.h"\nint nvt_base(void);\n'
          "int nvt_mod(void) { return nvt_base(); }\n")
    write("src/opt/reasoned.c", spdx + "/* Size: a reason. */\n" + "\n" * 1600)
    for rel in ("src/core/base.c", "src/llvm/mod.c"):
        compile(rel)
    # an object whose source is gone: its symbols must not count
    write("src/link/gone.c", "int nvt_gone(void) { return 0; }\n")
    compile("src/link/gone.c")
    os.remove(os.path.join(src, "src/link/gone.c"))

    failures = []
    run(src, build)
    if errors:
        failures.append("clean tree reported: " + "; ".join(errors))

    expected = {
        "upward include core -> llvm": "src/core/up.c:2 includes \"llvm/llvm.h\"",
        "upward call core -> llvm": "src/core/up.c -> src/llvm/mod.c (nvt_mod)",
        "cycle between rooms core -> llvm -> core": "",
        "include: src/fatbin/x.c:1 includes \"nowhere/x.h\", which is in no room": "",
        "room dwarf: \"Room:\" belongs in src/dwarf/dwarf_internal.h only": "src/dwarf/other.h",
        "room ptx: src/ptx/lex.h says it may use ['core', 'llvm']": "",
        "room fatbin: the first comment of src/fatbin/fatbin_internal.h": "",
        "libraries: src/llvm/mod.c (room llvm) is listed in libnvvmtools-core": "",
        "size: src/opt/big.c has 1501 lines": "",
    }
    write("src/core/up.c", '#include "core/internal.h"\n#include "llvm/llvm.h"\n'
          "int nvt_mod(void);\nint nvt_gone(void);\n"
          "int nvt_up(void) { return nvt_mod() + nvt_gone(); }\n")
    compile("src/core/up.c")
    write("src/fatbin/x.c", '#include "nowhere/x.h"\n')
    write("src/dwarf/other.h", "/* Room: dwarf — again; may use: core. */\n")
    write(ROOMS["ptx"][1], spdx + "/* Room: ptx — a role; may use: core, llvm. */\n")
    write(ROOMS["fatbin"][1], spdx + "/* No room line. */\n")
    with open(os.path.join(src, "CMakeLists.txt"), "a") as fh:
        fh.write("set(NVT_CORE_SRC src/core/a.c src/llvm/mod.c)\n")
    with open(os.path.join(src, "CMakeLists.txt")) as fh:
        text = fh.read().replace("set(NVT_CORE_SRC\n  src/core/a.c)\n", "")
    write("CMakeLists.txt", text)
    write("src/opt/big.c", "\n" * 1501)
    lnk = run(src, build)[2]
    for want, detail in expected.items():
        hits = [e for e in errors if want in e and detail in e]
        if not hits:
            failures.append(f"not reported: {want} {detail}")
    for e in errors:
        if not any(w in e for w in expected):
            failures.append(f"reported, not expected: {e}")
    if "nvt_gone" in " ".join(errors) or any(b == "link" for a, b in lnk):
        failures.append("a stale object's symbols counted")
    shutil.rmtree(top)
    for f in failures:
        print("layers self-test: " + f)
    if failures:
        return 1
    print(f"layers self-test: a clean tree passes; {len(expected)} faults reported")
    return 0


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--self-test":
        return self_test()
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    src, build = sys.argv[1], sys.argv[2]
    files, inc, lnk, nobj = run(src, build)
    print(summary("include", inc))
    print(summary("link", lnk))
    if errors:
        for e in errors:
            print("layers: " + e)
        print(f"layers: {len(errors)} problem(s); the rooms and what each may use: "
              f"doc/architecture.md, table ROOMS in tests/house/layers.py")
        return 1
    print(f"layers: {len(ROOMS)} rooms, {len(files)} files, {nobj} objects; "
          f"no upward edge, no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
