#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Hostile inputs for every tool (doc/robustness.md).

Two modes over the same input classes:

  gen.py test --bin BUILD [-j N] [--scale F]
      A fixed corpus (truncated and bit-flipped bitcode at many offsets, bitcode
      for another target, damaged libdevice, empty files, directories, FIFOs,
      /dev/zero, unreadable files, huge declared sizes, decompression bombs,
      ELF with sections past EOF or overlapping, archives with bad member sizes
      and nested archives, PTX with malformed debug sections), every relevant
      tool on each. Each run must end with exit 0 (the input is still valid)
      or 1 with an error naming the input, no signal, no hang, no sanitizer
      report, and no output file after a failure. Exit 1 when one does not.
      --scale (or $NVT_HOSTILE_SCALE) keeps that fraction of the generated
      cases (sanitizer builds run fewer).

  gen.py mutate --bin BUILD --runs N [--seed S] [--start I] [-j N] [--keep DIR]
      Random mutations of the same classes; counts crashes (a signal, or
      LLVM's crash reported by our handler), hangs, silent exits (exit 1, no
      message), partial outputs, sanitizer reports, and keeps the inputs that
      showed one in DIR, named VERDICT-I-TOOL (I: the run's index; run I of
      seed S is the same input whatever -j and --start). Exit 1 when any
      was found.

The base inputs are made at run time from tests/hostile/Inputs: kernel.cu with
clang-22 when it is installed (else kernel.ll), libdevice when CUDA is there,
PTX and fatbins by our own tools, cubins by ptxas when it is there, ELF files
and archives written here.
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "Inputs")
TIMEOUT = 60
SANITIZER_MARKS = ("Sanitizer", "runtime error:")


def which(names, extra=()):
    for n in names:
        for d in list(extra) + os.environ.get("PATH", "").split(os.pathsep):
            p = os.path.join(d, n)
            if os.path.isfile(p) and os.access(p, os.X_OK):
                return p
    return None


# The paths in the base bitcode's debug info are the same whatever the
# checkout and the working directory: run I of a mutation seed is then the
# same input everywhere.
SAME_DEBUG_PATHS = ["-fdebug-prefix-map=" + INPUTS + "=/nvt-hostile",
                    "-fdebug-compilation-dir=/nvt-hostile"]


class Env:
    """Tool paths and the base inputs (in a work directory)."""

    def __init__(self, bindir, work, log):
        self.bin = bindir
        self.work = work
        self.log = log
        self.tool = {t: os.path.join(bindir, t)
                     for t in ("nvvm-link", "nvvm-opt", "nvvm-llc", "fatpack", "nvvm-dwarfdump")}
        for t, p in self.tool.items():
            if not os.access(p, os.X_OK):
                sys.exit("gen.py: %s not found in %s" % (t, bindir))
        cuda = os.environ.get("CUDA_PATH") or "/usr/local/cuda"
        self.cuda = cuda
        self.clang = which(["clang-22"])
        self.llvm_as = which(["llvm-as-22", "llvm-as"], ["/usr/lib/llvm-22/bin"])
        self.ptxas = which(["ptxas"], [os.path.join(cuda, "bin")])
        ld = os.path.join(cuda, "nvvm", "libdevice", "libdevice.10.bc")
        self.libdevice = ld if os.path.isfile(ld) else None
        self.base = {}
        self.make_bases()

    def run(self, cmd, **kw):
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300, **kw)

    def put(self, name, data):
        p = os.path.join(self.work, name)
        with open(p, "wb") as f:
            f.write(data)
        return p

    def make_bases(self):
        w = self.work
        bc = os.path.join(w, "kernel.bc")
        made = False
        if self.clang:
            r = self.run([self.clang, "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_75",
                          "--cuda-path=" + self.cuda, "-nocudalib", "-Wno-unknown-cuda-version",
                          "-Xclang", "-target-sdk-version=13.0", "-emit-llvm", "-c", "-O3",
                          "-Xclang", "-disable-llvm-optzns", "-g"] + SAME_DEBUG_PATHS +
                         [os.path.join(INPUTS, "kernel.cu"), "-o", bc])
            made = r.returncode == 0
            self.log("base bitcode: clang-22 -O3 -g kernel.cu" if made else
                     "clang-22 failed on kernel.cu: %s" % r.stderr.decode(errors="replace")[:300])
        if not made:
            src = os.path.join(INPUTS, "kernel.ll")
            if self.llvm_as:
                r = self.run([self.llvm_as, src, "-o", bc])
            else:
                r = self.run([self.tool["nvvm-opt"], "-O0", src, "-o", bc])
            if r.returncode:
                sys.exit("gen.py: cannot make the base bitcode: %s" % r.stderr.decode())
            self.log("base bitcode: kernel.ll")
        self.base["bc"] = open(bc, "rb").read()
        # full debug info (clang -O0 -g): DWARF in the PTX and the cubin, and
        # the most metadata for the bitcode reader
        bcg = os.path.join(w, "kernel-g.bc")
        self.base["bc-g"] = self.base["bc"]
        if self.clang:
            r = self.run([self.clang, "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_75",
                          "--cuda-path=" + self.cuda, "-nocudalib", "-Wno-unknown-cuda-version",
                          "-Xclang", "-target-sdk-version=13.0", "-emit-llvm", "-c", "-O0", "-g"] +
                         SAME_DEBUG_PATHS + [os.path.join(INPUTS, "kernel.cu"), "-o", bcg])
            if r.returncode == 0:
                self.base["bc-g"] = open(bcg, "rb").read()
                bc = bcg
        # another target's bitcode (or its text when llvm-as is missing)
        if self.llvm_as:
            xb = os.path.join(w, "x86.bc")
            self.run([self.llvm_as, os.path.join(INPUTS, "x86.ll"), "-o", xb])
            self.base["x86"] = open(xb, "rb").read()
        else:
            self.base["x86"] = open(os.path.join(INPUTS, "x86.ll"), "rb").read()
        # PTX with DWARF sections (nvvm-llc -g; without debug info in the
        # base, plain PTX)
        ptx = os.path.join(w, "kernel.ptx")
        r = self.run([self.tool["nvvm-llc"], "--arch=sm_75", "-g", bc, "-o", ptx])
        if r.returncode:
            r = self.run([self.tool["nvvm-llc"], "--arch=sm_75", bc, "-o", ptx])
        if r.returncode:
            sys.exit("gen.py: nvvm-llc failed on the base: %s" % r.stderr.decode())
        self.base["ptx"] = open(ptx, "rb").read()
        # fatbins (zstd and lz4 PTX entries), a host object holding one
        for comp in ("zstd", "lz4"):
            fb = os.path.join(w, "kernel-%s.fatbin" % comp)
            r = self.run([self.tool["fatpack"], "create", "--compress=" + comp, "-o", fb, ptx])
            if r.returncode:
                sys.exit("gen.py: fatpack create failed: %s" % r.stderr.decode())
            self.base["fatbin-" + comp] = open(fb, "rb").read()
        obj = os.path.join(w, "kernel.o")
        r = self.run([self.tool["fatpack"], "embed", os.path.join(w, "kernel-zstd.fatbin"), "-o", obj])
        if r.returncode == 0:
            self.base["hostobj"] = open(obj, "rb").read()
        # a cubin with DWARF when ptxas is there; an ELF of ours always
        if self.ptxas:
            cub = os.path.join(w, "kernel.cubin")
            r = self.run([self.ptxas, "-arch=sm_75", "-g", ptx, "-o", cub])
            if r.returncode == 0:
                self.base["cubin"] = open(cub, "rb").read()
        self.base["elf"] = make_elf([(".debug_abbrev", b"\x01\x11\x00\x00\x00\x00"),
                                     (".debug_info", struct.pack("<IHIB", 8, 2, 0, 8) + b"\x01\x00"),
                                     (".debug_str", b"hostile\x00"),
                                     (".nv.info", b"\x04\x00\x00\x00")])
        if self.libdevice:
            self.base["libdevice"] = open(self.libdevice, "rb").read()
        self.base["uses-libdevice"] = os.path.join(HERE, "..", "lit", "nvvm-link", "Inputs",
                                                   "uses-libdevice.ll")


# ---- format writers -----------------------------------------------------------

def make_elf(sections, machine=190, shoff_patch=None, sec_patch=None):
    """A little-endian ELF64 relocatable: the given (name, bytes) sections plus
    .shstrtab. sec_patch(i, (name_off, type, flags, addr, off, size, link,
    info, align, entsize)) may change a section header's fields."""
    names = b"\x00"
    offs = []
    for n, _ in sections:
        offs.append(len(names))
        names += n.encode() + b"\x00"
    shstr_name = len(names)
    names += b".shstrtab\x00"
    body = b""
    placed = []
    pos = 64
    for (n, data), no in zip(sections, offs):
        placed.append((no, 1, 0, 0, pos + len(body), len(data), 0, 0, 1, 0))
        body += data
    placed.append((shstr_name, 3, 0, 0, pos + len(body), len(names), 0, 0, 1, 0))
    body += names
    while (64 + len(body)) % 8:
        body += b"\x00"
    shoff = 64 + len(body)
    hdrs = [(0,) * 10] + placed
    if sec_patch:
        hdrs = [tuple(sec_patch(i, h)) if i else h for i, h in enumerate(hdrs)]
    sh = b"".join(struct.pack("<IIQQQQIIQQ", *h) for h in hdrs)
    ident = b"\x7fELF" + bytes([2, 1, 1, 0x33, 7]) + b"\x00" * 7
    eh = ident + struct.pack("<HHIQQQIHHHHHH", 1, machine, 1, 0, 0,
                             shoff if shoff_patch is None else shoff_patch,
                             0x4b004b, 64, 0, 0, 64, len(hdrs), len(hdrs) - 1)
    return eh + body + sh


def ar_member(name, data, size_field=None):
    size = str(len(data)).encode() if size_field is None else size_field
    hdr = name.encode().ljust(16) + b"0".ljust(12) + b"0".ljust(6) + b"0".ljust(6) + \
        b"644".ljust(8) + size.ljust(10)[:10] + b"`\n"
    return hdr + data + (b"\n" if len(data) % 2 else b"")


def make_ar(members):
    return b"!<arch>\n" + b"".join(members)


def fatbin_set(data, off, fmt, value):
    b = bytearray(data)
    if off + struct.calcsize(fmt) <= len(b):
        struct.pack_into(fmt, b, off, value)
    return bytes(b)


def bitflip(data, off, mask):
    b = bytearray(data)
    b[off % len(b)] ^= mask
    return bytes(b)


# ---- cases ----------------------------------------------------------------------

IR_TOOLS = ("link", "opt", "llc")
BIN_TOOLS = ("list", "verify", "extract", "dwarfdump")


class Case:
    """One input (bytes, a special file, or a path) and the tools to run."""

    def __init__(self, name, data=None, tools=IR_TOOLS, kind="file", must_fail=False,
                 ext=".bc", libdevice=False):
        self.name = name
        self.data = data
        self.tools = tools
        self.kind = kind          # file, dir, fifo, fifo-endless, devzero, unreadable
        # True: every tool must fail; a tuple: these tools must
        self.must_fail = must_fail if not isinstance(must_fail, bool) else (tools if must_fail else ())
        self.ext = ext
        self.libdevice = libdevice  # the input is given as --libdevice


def fixed_cases(env, rnd):
    c = []
    bc = env.base["bc"]
    n = len(bc)
    # truncated bitcode at many offsets
    for off in sorted(set([0, 1, 4, 8, 16, 20, 32, 64, 100, 200, 500, 1000, n // 8, n // 4,
                           n // 3, n // 2, 2 * n // 3, 3 * n // 4, 7 * n // 8, n - 16, n - 4,
                           n - 1])):
        if 0 < off < n:
            c.append(Case("trunc-%d" % off, bc[:off], must_fail=True))
    # bit flips spread over the file, the header and the end
    for i in range(64):
        off = rnd.randrange(n) if i >= 8 else [4, 5, 8, 12, 20, 24, 28, 36][i]
        c.append(Case("flip-%d-%02x" % (off, 1 << (i % 8)), bitflip(bc, off, 1 << (i % 8))))
    bg = env.base["bc-g"]
    for i in range(32):
        off = rnd.randrange(len(bg))
        c.append(Case("g-flip-%d" % off, bitflip(bg, off, 1 << rnd.randrange(8))))
    for off in (len(bg) // 5, len(bg) // 2, len(bg) - 9):
        c.append(Case("g-trunc-%d" % off, bg[:off], must_fail=True))
    # several bytes at once: what found the reader's crashes
    for i in range(24):
        b = bytearray(bc)
        for _ in range(1 + i % 4):
            b[rnd.randrange(n)] = rnd.randrange(256)
        c.append(Case("bytes-%d" % i, bytes(b)))
    # bitcode wrapper claiming more bytes than there are
    wrap = struct.pack("<IIIII", 0x0B17C0DE, 0, 20, 0xFFFFFFF0, 0) + bc
    c.append(Case("wrapper-huge-size", wrap, must_fail=True))
    c.append(Case("wrapper-huge-offset", struct.pack("<IIIII", 0x0B17C0DE, 0, 0xFFFFFFF0, n, 0) + bc,
                  must_fail=True))
    c.append(Case("x86-module", env.base["x86"], must_fail=True))
    # libdevice, damaged
    if "libdevice" in env.base:
        ld = env.base["libdevice"]
        # two bytes near the end made LLVM's lazy reader crash (lit test
        # nvvm-link/damaged-libdevice.test)
        b = bytearray(ld)
        if len(b) > 426718:
            b[426716:426718] = b"\x55\xaa"
        c.append(Case("libdevice-crash", bytes(b), tools=("link",), libdevice=True, must_fail=True))
        c.append(Case("libdevice-crash-opt", bytes(b), tools=("opt",), must_fail=True))
        c.append(Case("libdevice-trunc", ld[:len(ld) // 2], tools=("link",), libdevice=True,
                      must_fail=True))
        for i in range(8):
            b = bytearray(ld)
            for _ in range(2):
                b[rnd.randrange(len(b))] = rnd.randrange(256)
            c.append(Case("libdevice-bytes-%d" % i, bytes(b), tools=("link",), libdevice=True))
    # special files
    for t, tools in (("ir", IR_TOOLS), ("bin", BIN_TOOLS)):
        c.append(Case("empty-" + t, b"", tools=tools, must_fail=True))
        c.append(Case("dir-" + t, None, tools=tools, kind="dir", must_fail=True))
        c.append(Case("fifo-" + t, b"garbage\x00\xff" * 10, tools=tools, kind="fifo", must_fail=True))
        c.append(Case("fifo-endless-" + t, None, tools=tools, kind="fifo-endless", must_fail=True))
        c.append(Case("devzero-" + t, None, tools=tools, kind="devzero", must_fail=True))
        c.append(Case("unreadable-" + t, bc, tools=tools, kind="unreadable", must_fail=True))
    # text IR damaged
    ptx = env.base["ptx"]
    # fatbins: huge declared sizes, decompression bombs, truncation
    for comp in ("zstd", "lz4"):
        fb = env.base["fatbin-" + comp]
        c.append(Case("fatbin-%s-ok" % comp, fb, tools=BIN_TOOLS[:3], ext=".fatbin"))
        # (list decompresses nothing: it shows the claimed size)
        c.append(Case("fatbin-%s-bomb" % comp, fatbin_set(fb, 16 + 0x38, "<Q", 1 << 40),
                      tools=BIN_TOOLS[:3], ext=".fatbin", must_fail=("verify", "extract")))
        c.append(Case("fatbin-%s-bomb-small" % comp, fatbin_set(fb, 16 + 0x38, "<Q", 3),
                      tools=BIN_TOOLS[:3], ext=".fatbin", must_fail=("verify", "extract")))
        c.append(Case("fatbin-%s-size64" % comp, fatbin_set(fb, 8, "<Q", (1 << 64) - 1),
                      tools=BIN_TOOLS[:3], ext=".fatbin", must_fail=True))
        c.append(Case("fatbin-%s-psize" % comp, fatbin_set(fb, 16 + 0x08, "<Q", (1 << 63) + 8),
                      tools=BIN_TOOLS[:3], ext=".fatbin", must_fail=True))
        c.append(Case("fatbin-%s-hsize" % comp, fatbin_set(fb, 16 + 0x04, "<I", 0xFFFFFFF0),
                      tools=BIN_TOOLS[:3], ext=".fatbin", must_fail=True))
        for off in (8, 17, 40, len(fb) // 2, len(fb) - 3):
            c.append(Case("fatbin-%s-trunc-%d" % (comp, off), fb[:off], tools=BIN_TOOLS[:3],
                          ext=".fatbin", must_fail=True))
        for i in range(6):
            off = rnd.randrange(len(fb))
            c.append(Case("fatbin-%s-flip-%d" % (comp, off), bitflip(fb, off, 0x10),
                          tools=BIN_TOOLS[:3], ext=".fatbin"))
    # ELF: sections past EOF, overlapping, huge section table offset
    elf = env.base["elf"]

    def past_eof(i, h):
        h = list(h)
        if i == 2:
            h[4] = 1 << 20
        return h

    def overlap(i, h):
        h = list(h)
        if i == 2:
            h[4] = 0   # over the ELF header
            h[5] = 200
        return h

    def huge_size(i, h):
        h = list(h)
        if i == 2:
            h[5] = (1 << 64) - 16
        return h

    secs = [(".debug_abbrev", b"\x01\x11\x00\x00\x00\x00"),
            (".debug_info", struct.pack("<IHIB", 8, 2, 0, 8) + b"\x01\x00"),
            (".debug_str", b"hostile\x00")]
    c.append(Case("elf-ok", elf, tools=BIN_TOOLS, ext=".cubin"))
    c.append(Case("elf-past-eof", make_elf(secs, sec_patch=past_eof), tools=BIN_TOOLS,
                  ext=".cubin", must_fail=True))
    c.append(Case("elf-overlap", make_elf(secs, sec_patch=overlap), tools=BIN_TOOLS, ext=".cubin"))
    c.append(Case("elf-huge-size", make_elf(secs, sec_patch=huge_size), tools=BIN_TOOLS,
                  ext=".cubin", must_fail=True))
    c.append(Case("elf-shoff-eof", make_elf(secs, shoff_patch=1 << 40), tools=BIN_TOOLS,
                  ext=".cubin", must_fail=True))
    for off in (16, 40, 63, len(elf) // 2, len(elf) - 10):
        c.append(Case("elf-trunc-%d" % off, elf[:off], tools=BIN_TOOLS, ext=".cubin",
                      must_fail=True))
    for key in ("cubin", "hostobj"):
        if key in env.base:
            b = env.base[key]
            c.append(Case(key + "-ok", b, tools=BIN_TOOLS, ext="." + key))
            for i in range(10):
                off = rnd.randrange(len(b))
                c.append(Case("%s-flip-%d" % (key, off), bitflip(b, off, 1 << rnd.randrange(8)),
                              tools=BIN_TOOLS, ext="." + key))
            for off in (52, len(b) // 3, len(b) - 7):
                c.append(Case("%s-trunc-%d" % (key, off), b[:off], tools=BIN_TOOLS, ext="." + key,
                              must_fail=True))
    # archives: bad member sizes, nested archives
    m = ar_member("a.bc/", bc)
    c.append(Case("ar-ok", make_ar([m]), tools=("link",), ext=".a"))
    for label, sz in (("huge", b"9999999999"), ("past-eof", str(len(bc) + 100).encode()),
                      ("negative", b"-5"), ("text", b"12ab"), ("empty", b"")):
        c.append(Case("ar-size-" + label, make_ar([ar_member("a.bc/", bc, sz)]), tools=("link",),
                      ext=".a", must_fail=True))
    inner = make_ar([m])
    # (a nested archive is not IR: a warning names it, as for any other
    # member that is not; the link of nothing succeeds)
    c.append(Case("ar-nested", make_ar([ar_member("inner.a/", inner)]), tools=("link",), ext=".a"))
    c.append(Case("ar-nested-damaged", make_ar([ar_member("inner.a/", inner[:40])]),
                  tools=("link",), ext=".a"))
    c.append(Case("ar-damaged-member", make_ar([ar_member("a.bc/", bc[:n // 2])]), tools=("link",),
                  ext=".a", must_fail=True))
    c.append(Case("ar-bad-names", make_ar([ar_member("/99999", bc), ar_member("//", b"x")]),
                  tools=("link",), ext=".a"))
    # PTX with malformed debug sections
    text = ptx.decode(errors="replace")
    muts = []
    if ".section .debug_info" in text:
        i = text.index(".section .debug_info")
        j = text.find("}", i)
        muts.append(("ptx-debug-cut", text[:i + (j - i) // 2] + "\n}\n"))
        muts.append(("ptx-debug-garbage", text[:j] + ".b8 zz, 0x, 999999\n" + text[j:]))
        muts.append(("ptx-debug-bigword", text.replace(".b32 ", ".b32 4294967295+", 3)))
        muts.append(("ptx-debug-noclose", text[:j]))
        k = text.find(".b8", i)
        muts.append(("ptx-debug-len", text[:k] + ".b32 4294967000\n" + text[k:]))
    if ".section .debug_abbrev" in text:
        i = text.index(".section .debug_abbrev")
        j = text.find("}", i)
        muts.append(("ptx-abbrev-empty", text[:text.find("{", i) + 1] + "\n" + text[j:]))
    muts.append(("ptx-no-sections", text.replace(".section", ".sectio")))
    for name, t in muts:
        c.append(Case(name, t.encode(), tools=("dwarfdump", "create"), ext=".ptx"))
    return c


def mutate_once(env, rnd):
    """One random hostile input (a Case) for the mutation run."""
    pick = rnd.random()
    keys = [k for k in ("fatbin-zstd", "fatbin-lz4", "hostobj", "cubin", "elf") if k in env.base]
    if pick < 0.45 or (pick < 0.55 and "libdevice" not in env.base):
        base, tools, ext = env.base["bc" if rnd.random() < 0.5 else "bc-g"], IR_TOOLS, ".bc"
    elif pick < 0.55:
        base, tools, ext = env.base["libdevice"], ("link",), ".bc"
    elif pick < 0.80:
        k = rnd.choice(keys)
        base, tools, ext = env.base[k], BIN_TOOLS if k in ("cubin", "elf", "hostobj") else BIN_TOOLS[:3], "." + k
    elif pick < 0.90:
        base = make_ar([ar_member("a.bc/", env.base["bc"]), ar_member("b.bc/", env.base["bc"])])
        tools, ext = ("link",), ".a"
    else:
        base, tools, ext = env.base["ptx"], ("dwarfdump", "create"), ".ptx"
    b = bytearray(base)
    how = rnd.random()
    if how < 0.15:
        b = b[:rnd.randrange(1, len(b))]
    elif how < 0.65:
        for _ in range(rnd.choice((1, 1, 2, 3, 8))):
            b[rnd.randrange(len(b))] ^= 1 << rnd.randrange(8)
    elif how < 0.85:
        for _ in range(rnd.choice((1, 2, 4))):
            b[rnd.randrange(len(b))] = rnd.choice((0, 0xff, 0x7f, 0x80, rnd.randrange(256)))
    elif how < 0.93:
        i = rnd.randrange(len(b))
        j = min(len(b), i + rnd.randrange(1, 64))
        b[i:i] = b[i:j] * rnd.randrange(1, 4)
    else:
        i = rnd.randrange(len(b))
        b[i:i + 8] = struct.pack("<Q", rnd.choice((1 << 63, (1 << 64) - 1, 1 << 40, 0x7fffffff)))
    tool = rnd.choice(tools)
    return Case("mut", bytes(b), tools=(tool,), ext=ext, libdevice=base is env.base.get("libdevice"))


# ---- running ---------------------------------------------------------------------

def feed_fifo(path, data, endless, stop):
    try:
        fd = os.open(path, os.O_WRONLY)
    except OSError:
        return
    try:
        chunk = b"\x42" * 65536
        if endless:
            while not stop.is_set():
                os.write(fd, chunk)
        else:
            os.write(fd, data)
    except OSError:
        pass
    finally:
        os.close(fd)


def command(env, case, tool, inp, outdir):
    t = env.tool
    out = os.path.join(outdir, "out")
    if tool == "link":
        if case.libdevice:
            return [t["nvvm-link"], env.base["uses-libdevice"], "--libdevice=" + inp, "-o", out + ".bc"]
        return [t["nvvm-link"], inp, "-o", out + ".bc"]
    if tool == "opt":
        return [t["nvvm-opt"], "-O2", inp, "-o", out + ".bc"]
    if tool == "llc":
        return [t["nvvm-llc"], "--arch=sm_75,sm_90", inp, "-o", os.path.join(outdir, "ptx")]
    if tool == "list":
        return [t["fatpack"], "list", inp]
    if tool == "verify":
        return [t["fatpack"], "verify", inp]
    if tool == "extract":
        return [t["fatpack"], "extract", inp, "-o", os.path.join(outdir, "x")]
    if tool == "create":
        return [t["fatpack"], "create", "-o", out + ".fatbin", inp]
    if tool == "dwarfdump":
        return [t["nvvm-dwarfdump"], "--verify", inp]
    raise ValueError(tool)


def run_one(env, case, tool, root, extra_args=()):
    """Run one tool on one case; returns (verdict, detail). verdict: ok,
    isolated (an error of the isolated read: LLVM crashed in the child), crash
    (a signal), handled-crash (LLVM crashed in the tool, our handler reported
    it), hang, silent, partial, sanitizer, unnamed, accepted (exit 0 where an
    error was required), usage, skip."""
    d = tempfile.mkdtemp(dir=root)
    outdir = os.path.join(d, "o")
    os.mkdir(outdir)
    stop = threading.Event()
    feeder = None
    if case.kind == "dir":
        inp = os.path.join(d, "in" + case.ext)
        os.mkdir(inp)
    elif case.kind == "devzero":
        inp = "/dev/zero"
    elif case.kind in ("fifo", "fifo-endless"):
        inp = os.path.join(d, "in" + case.ext)
        os.mkfifo(inp)
        feeder = threading.Thread(target=feed_fifo,
                                  args=(inp, case.data, case.kind == "fifo-endless", stop))
        feeder.daemon = True
        feeder.start()
    else:
        inp = os.path.join(d, "in" + case.ext)
        with open(inp, "wb") as f:
            f.write(case.data)
        if case.kind == "unreadable":
            if os.geteuid() == 0:
                shutil.rmtree(d, ignore_errors=True)
                return "skip", "unreadable files: running as root, chmod does not bite"
            os.chmod(inp, 0)
    cmd = command(env, case, tool, inp, outdir) + list(extra_args)
    if case.kind == "fifo-endless":
        cmd.insert(2 if cmd[0] == env.tool["fatpack"] else 1, "--max-input-size=4M")
    start = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT,
                           start_new_session=True)
        rc, err = p.returncode, p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired as e:
        rc, err = None, (e.stderr or b"").decode(errors="replace")
    stop.set()
    if feeder:
        # a reader that never opened the FIFO leaves the feeder waiting
        try:
            fd = os.open(inp, os.O_RDONLY | os.O_NONBLOCK)
            os.close(fd)
        except OSError:
            pass
        feeder.join(5)
    left = []
    for dp, dn, fn in os.walk(outdir):
        left += [os.path.join(dp, x) for x in fn + dn]
    if case.kind == "unreadable":
        os.chmod(inp, 0o600)
    shutil.rmtree(d, ignore_errors=True)
    elapsed = time.time() - start
    detail = "%s: %s (%.1fs)\n  %s" % (case.name, " ".join(os.path.basename(x) if x.startswith(d) else x
                                                          for x in cmd), elapsed, err.strip()[:600])
    if rc is None:
        return "hang", detail
    if "[llvm-crash]" in err:
        # LLVM crashed in the tool's own process (after the isolated read
        # passed): named and cleaned up by the crash handler, which then
        # ends the process with the signal itself, but a crash
        return "handled-crash", detail + "\n  (signal %d)" % (-rc if rc < 0 else rc - 128)
    if rc < 0 or rc >= 128:
        return "crash", detail + "\n  (signal %d)" % (-rc if rc < 0 else rc - 128)
    if any(m in err for m in SANITIZER_MARKS):
        return "sanitizer", detail
    if rc == 2:
        return "usage", detail
    if rc == 0:
        if tool in case.must_fail:
            return "accepted", detail
        return "ok", detail
    if rc != 1:
        return "crash", detail + "\n  (exit %d)" % rc
    if not err.strip():
        return "silent", detail
    if left:
        return "partial", detail + "\n  left: " + ", ".join(os.path.relpath(x, outdir) for x in left)
    # the message names the input (its path, or its name inside an archive),
    # or, for what the IR says, the source position of its debug info
    # (whatever file name the damaged debug info holds: a flipped bit in
    # "__clang_cuda_builtin_vars.h" is still that position)
    if os.path.basename(inp) not in err and inp not in err and \
            not re.search(r"^[^\s:][^:\n]*:\d+:\d+: error:", err, re.M):
        return "unnamed", detail
    # LLVM crashed (or ran out of a limit) in the isolated read; a cut or
    # damaged file LLVM's reader rejects is bitcode-damaged too, and "ok"
    if "[bitcode-damaged]" in err and "LLVM could not read" in err:
        return "isolated", detail
    return "ok", detail


OK_VERDICTS = ("ok", "skip", "isolated")


class MutCase:
    def __init__(self, env, seed, index):
        self.env, self.seed, self.index = env, seed, index

    def make(self):
        c = mutate_once(self.env, random.Random(self.seed))
        c.index = self.index
        return c


def run_job(env, c, t, root, extra):
    mutated = isinstance(c, MutCase)
    if mutated:
        c = c.make()
        t = c.tools[0]
    verdict, detail = run_one(env, c, t, root, extra(t))
    if mutated and verdict in OK_VERDICTS:
        c.data = None  # 20,000 finished runs must not hold 20,000 inputs
    return c, t, verdict, detail


def jobs_for(case):
    return [(case, t) for t in case.tools]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=("test", "mutate"))
    ap.add_argument("--bin", required=True, help="directory with the built tools")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--scale", type=float, default=float(os.environ.get("NVT_HOSTILE_SCALE", "1")))
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=0,
                    help="mutate: index of the first run (--start I --runs 1 repeats run I alone)")
    ap.add_argument("--keep", help="mutate: keep the inputs of findings here")
    ap.add_argument("--no-isolate", action="store_true", help="pass --no-isolate to the LLVM tools")
    a = ap.parse_args()

    log = lambda s: print(s, flush=True)
    root = tempfile.mkdtemp(prefix="nvt-hostile-")
    try:
        env = Env(os.path.abspath(a.bin), root, log)
        rnd = random.Random(a.seed)
        if a.mode == "test":
            cases = fixed_cases(env, rnd)
            if a.scale < 1:
                keep = random.Random(7)
                cases = [c for c in cases if c.kind != "file" or keep.random() < a.scale]
            jobs = [j for c in cases for j in jobs_for(c)]
        else:
            # made when run (one generator per run: reproducible with
            # --seed whatever the thread order, and no 20,000 copies of
            # libdevice in memory)
            jobs = [(MutCase(env, a.seed * 1000003 + i, i), None) for i in range(a.start, a.start + a.runs)]
        extra = lambda tool: ["--no-isolate"] if a.no_isolate and tool in ("link", "opt", "llc") else []
        counts = {}
        findings = []
        t0 = time.time()
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
            futs = [ex.submit(run_job, env, c, t, root, extra) for c, t in jobs]
            done = 0
            tools_seen = set()
            for f in concurrent.futures.as_completed(futs):
                c, t, verdict, detail = f.result()
                tools_seen.add(t)
                counts[verdict] = counts.get(verdict, 0) + 1
                done += 1
                if verdict not in OK_VERDICTS:
                    findings.append((verdict, detail))
                    log("%s %s" % (verdict.upper(), detail))
                    if a.keep:
                        os.makedirs(a.keep, exist_ok=True)
                        # mutate: named by the run's index (--seed S, run I is
                        # random.Random(S * 1000003 + I)), reproducible alone
                        idx = getattr(c, "index", done)
                        with open(os.path.join(a.keep, "%s-%d-%s%s" % (verdict, idx, t, c.ext)), "wb") as out:
                            out.write(c.data or b"")
                if a.mode == "mutate" and done % 1000 == 0:
                    log("... %d runs, %s (%.0fs)" % (done, counts, time.time() - t0))
        log("%s: %d runs of %d tools in %.0fs: %s" % (
            a.mode, len(jobs), len(tools_seen), time.time() - t0,
            ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
        if counts.get("skip"):
            log("skipped: unreadable-file cases (running as root: chmod 0 does not stop root)")
        bad = sum(v for k, v in counts.items() if k not in OK_VERDICTS)
        return 1 if bad else 0
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
