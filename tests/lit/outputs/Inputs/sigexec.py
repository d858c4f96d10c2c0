# sigexec.py [--ignore=SIG,...] CMD ARGS...: run CMD with every signal the
# tools handle at its default action (lit, a shell or Python itself may
# hand some down ignored: Python ignores SIGPIPE, a non-interactive parent
# SIGINT, and a tool keeps an ignored signal ignored, as nohup expects),
# except those named, which it starts with ignored.
import os
import signal
import sys

names = ["INT", "TERM", "HUP", "QUIT", "PIPE", "ALRM", "USR1", "USR2", "VTALRM", "PROF", "XCPU",
         "XFSZ", "ABRT", "IO", "PWR"]
args = sys.argv[1:]
ignore = []
if args and args[0].startswith("--ignore="):
    ignore = args.pop(0)[len("--ignore="):].split(",")
for n in names:
    signal.signal(getattr(signal, "SIG" + n), signal.SIG_IGN if n in ignore else signal.SIG_DFL)
for s in range(signal.SIGRTMIN, signal.SIGRTMAX + 1):
    signal.signal(s, signal.SIG_DFL)
os.execvp(args[0], args)
