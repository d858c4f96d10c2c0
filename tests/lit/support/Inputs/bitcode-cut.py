#!/usr/bin/env python3
# Damaged variants of a bitcode file, for bitcode-truncated.test:
#   before-strtab    the file up to the end of its module block (the string
#                    table and symbol table after it cut)
#   wrapper          the bitcode in a bitcode wrapper (magic, version,
#                    offset, size, CPU type: 32-bit little-endian each)
#   wrapper-header   the wrapper's first 12 bytes
#   wrapper-cut      the wrapper cut in the middle of its bitcode
#   wrapper-nomagic  a wrapper whose bitcode lost its magic
#   wrapper-offset   a wrapper whose header places the bitcode at 1 GiB
import struct
import sys


def bits(data, pos, n):
    v = 0
    for i in range(n):
        v |= ((data[(pos + i) >> 3] >> ((pos + i) & 7)) & 1) << i
    return v, pos + n


def vbr(data, pos, n):
    v, shift = 0, 0
    while True:
        chunk, pos = bits(data, pos, n)
        v |= (chunk & ((1 << (n - 1)) - 1)) << shift
        shift += n - 1
        if not chunk & (1 << (n - 1)):
            return v, pos


def module_end(data):
    """The byte where the top-level module block (id 8) ends."""
    pos = 32
    while pos < len(data) * 8:
        abbrev, pos = bits(data, pos, 2)
        assert abbrev == 1, "not a top-level block"
        block, pos = vbr(data, pos, 8)
        _, pos = vbr(data, pos, 4)
        pos = (pos + 31) & ~31
        words, pos = bits(data, pos, 32)
        pos += words * 32
        if block == 8:
            return pos // 8
    raise SystemExit("no module block")


bc = open(sys.argv[1], "rb").read()
mode = sys.argv[2]
hdr = struct.pack("<5I", 0x0B17C0DE, 0, 20, len(bc), 0)
if mode == "before-strtab":
    out = bc[:module_end(bc)]
elif mode == "wrapper":
    out = hdr + bc
elif mode == "wrapper-header":
    out = hdr[:12]
elif mode == "wrapper-cut":
    out = (hdr + bc)[:(20 + len(bc)) // 2]
elif mode == "wrapper-nomagic":
    out = hdr + b"XX" + bc[2:]
elif mode == "wrapper-offset":
    out = struct.pack("<5I", 0x0B17C0DE, 0, 1 << 30, len(bc), 0) + bc
else:
    raise SystemExit("unknown mode " + mode)
sys.stdout.buffer.write(out)
