# Usage: wrap.py FILE.bc > WRAPPED.bc
# Writes FILE.bc inside an LLVM bitcode wrapper header: magic 0x0B17C0DE,
# version 0, offset 20, size, CPU type 0 (five little-endian 32-bit words).
import struct
import sys

data = open(sys.argv[1], "rb").read()
sys.stdout.buffer.write(struct.pack("<5I", 0x0B17C0DE, 0, 20, len(data), 0) + data)
