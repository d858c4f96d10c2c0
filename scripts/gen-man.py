#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Write a man page (roff, section 1) for an nvvm-tools tool from its --help.

    gen-man.py TOOL VERSION OUT.1

Generated at build time (cmake/install.cmake) so that the page always says
what the tool accepts: the option text is the tool's own, kept as laid out
(one preformatted block per --help section), with NAME, SYNOPSIS,
DESCRIPTION, EXIT STATUS and SEE ALSO around it. Same help, same bytes (no
date).
"""
import os
import subprocess
import sys

# NAME lines (what `man -k` shows). A tool missing here gets the first
# sentence of its description.
SUMMARY = {
    "nvvm-link": "link NVVM IR modules, archives of modules and libdevice into one module",
    "nvvm-opt": "verify and optimize NVVM IR for NVPTX",
    "nvvm-llc": "compile NVVM IR to PTX for one or several GPU architectures",
    "fatpack": "create, list, extract, verify and embed NVIDIA fatbins",
    "nvvm-dwarfdump": "print, check and fix the DWARF of PTX files and cubins",
}
TOOLS = ["nvvm-link", "nvvm-opt", "nvvm-llc", "fatpack", "nvvm-dwarfdump"]


def esc(text):
    """Roff-escape one line of text."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    if text.startswith((".", "'")):
        text = "\\&" + text
    return text


def is_header(line):
    return line and not line[0].isspace() and line.rstrip().endswith(":")


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: gen-man.py TOOL VERSION OUT.1")
    tool, version, out = sys.argv[1:]
    name = os.path.basename(tool)
    res = subprocess.run([tool, "--help"], capture_output=True, text=True)
    if res.returncode != 0 or not res.stdout.strip():
        sys.exit(f"gen-man.py: {tool} --help failed (exit {res.returncode}): {res.stderr.strip()}")
    lines = res.stdout.rstrip("\n").split("\n")

    synopsis = lines[0].strip()
    if synopsis.lower().startswith("usage:"):
        synopsis = synopsis[len("usage:"):].strip()
    i = 1
    while i < len(lines) and not lines[i].strip():
        i += 1
    desc = []
    while i < len(lines) and lines[i].strip() and not is_header(lines[i]) \
            and not lines[i][0].isspace():
        desc.append(lines[i].strip())
        i += 1
    description = " ".join(desc)
    summary = SUMMARY.get(name) or description.split(". ")[0].rstrip(".")

    # The rest: blocks introduced by a header (a column-0 paragraph ending
    # in ':', possibly over several lines), indented text (kept verbatim),
    # and column-0 paragraphs (the exit status).
    blocks = []  # (kind, title, lines)
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if not line[0].isspace():
            para = []
            while i < len(lines) and lines[i].strip() and not lines[i][0].isspace():
                para.append(lines[i].strip())
                i += 1
                if para[-1].endswith(":"):
                    break
            if para[-1].endswith(":"):
                blocks.append(["section", " ".join(para)[:-1], []])
            else:
                blocks.append(["para", None, para])
            continue
        if not blocks or blocks[-1][0] != "section":
            blocks.append(["section", None, []])
        blocks[-1][2].append(line)
        i += 1

    o = []
    o.append(f'.TH {name.upper()} 1 "" "nvvm-tools {version}" "User Commands"')
    o.append(".SH NAME")
    o.append(f"{esc(name)} \\- {esc(summary)}")
    o.append(".SH SYNOPSIS")
    o.append(f".B {esc(name)}")
    o.append(esc(synopsis[len(name):].strip()) if synopsis.startswith(name) else esc(synopsis))
    o.append(".SH DESCRIPTION")
    o.append(esc(description))
    o.append(".SH OPTIONS")
    exit_status = None
    for kind, title, body in blocks:
        if kind == "para":
            text = " ".join(body)
            if text.startswith("Exit status:"):
                exit_status = text[len("Exit status:"):].strip()
            else:
                o.append(".PP")
                o.append(esc(text))
            continue
        if title:
            o.append(f".SS {esc(title)}")
        # Dedent by the block's smallest indentation; keep the layout.
        ind = min(len(b) - len(b.lstrip()) for b in body if b.strip())
        o.append(".nf")
        for b in body:
            o.append(esc(b[ind:]) if b.strip() else "")
        o.append(".fi")
    if exit_status:
        o.append(".SH EXIT STATUS")
        o.append(esc(exit_status))
    o.append(".SH SEE ALSO")
    others = [t for t in TOOLS if t != name]
    o.append(",\n".join(f".BR {esc(t)} (1)" for t in others))
    o.append(".PP")
    o.append(esc(f"The full documentation is in doc/ of the nvvm-tools sources "
                 f"(installed in share/doc/nvvm-tools): README.md, doc/{name}.md, "
                 f"doc/diagnostics.md."))
    with open(out, "w") as f:
        f.write("\n".join(o) + "\n")


if __name__ == "__main__":
    main()
