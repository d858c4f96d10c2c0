#!/usr/bin/env python3
# Print every entry header of a bare fatbin, one line each, for FileCheck:
#   entry N kind=K arch=A flags=0xF hsize=0xH csize=C options='...' ident='...'
# (the fields `fatpack list` does not show: the options string and the raw
# flags). Used by the fatbinary front end's tests.
import struct
import sys

d = open(sys.argv[1], "rb").read()
assert struct.unpack_from("<I", d, 0)[0] == 0xBA55ED50, "not a fatbin"
end = 16 + struct.unpack_from("<Q", d, 8)[0]
off, n = 16, 0
while off < end:
    kind, _, hs, ps = struct.unpack_from("<HHIQ", d, off)
    csz, oo = struct.unpack_from("<II", d, off + 0x10)
    arch, io, il = struct.unpack_from("<III", d, off + 0x1C)
    flags = struct.unpack_from("<Q", d, off + 0x28)[0]
    opts = ""
    if oo:
        so, sl = struct.unpack_from("<II", d, off + oo)
        opts = d[off + so:off + so + sl].decode("latin-1")
    ident = d[off + io:off + io + il].decode("latin-1") if io else ""
    print("entry %d kind=%d arch=%d flags=0x%x hsize=0x%x csize=%d options='%s' ident='%s'"
          % (n, kind, arch, flags, hs, csz, opts, ident))
    off += hs + ps
    n += 1
print("entries %d" % n)
