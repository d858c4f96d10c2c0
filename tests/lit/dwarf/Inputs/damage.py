#!/usr/bin/env python3
# damage.py IN OUT SECTION OFFSET HEXBYTES: copy the ELF (a cubin) IN to OUT
# with the bytes at OFFSET inside section SECTION replaced by HEXBYTES
# ("0010" writes 0x00 0x10). The verify-structure test damages one DWARF
# field at a time this way.
import struct
import sys

src, dst, name, off, hexbytes = sys.argv[1:6]
data = bytearray(open(src, "rb").read())
shoff, = struct.unpack_from("<Q", data, 0x28)
shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3a)


def header(i):
    # sh_name, sh_offset and sh_size of an ELF64 section header
    h = shoff + i * shentsize
    nm, = struct.unpack_from("<I", data, h)
    o, size = struct.unpack_from("<QQ", data, h + 0x18)
    return nm, o, size


_, stroff, _ = header(shstrndx)
for i in range(shnum):
    nm, o, size = header(i)
    end = data.index(b"\0", stroff + nm)
    if data[stroff + nm:end].decode() == name:
        patch = bytes.fromhex(hexbytes)
        at = int(off, 0)
        if at + len(patch) > size:
            sys.exit("damage.py: offset past the end of " + name)
        data[o + at:o + at + len(patch)] = patch
        open(dst, "wb").write(data)
        break
else:
    sys.exit("damage.py: no section " + name)
