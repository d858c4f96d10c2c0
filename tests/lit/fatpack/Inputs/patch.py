# patch.py FILE OFFSET HEXBYTES [truncate]: overwrite bytes at OFFSET (decimal or 0x..),
# or with "truncate" cut the file to OFFSET bytes.
import sys
path, off = sys.argv[1], int(sys.argv[2], 0)
with open(path, "r+b") as f:
    if sys.argv[3] == "truncate":
        f.truncate(off)
    else:
        f.seek(off)
        f.write(bytes.fromhex(sys.argv[3]))
