"""Writes the PTX of every gpu.binary in an MLIR file to <dir>/<name>.ptx.

usage: extract_ptx.py <input.mlir> <dir>

The PTX is the `assembly = "..."` string of each #gpu.object (format=isa),
printed with MLIR's string escapes: \\XX (two hex digits) for any byte, \\\\
and \\" for backslash and quote.
"""
import os
import re
import sys

BINARY = re.compile(r'gpu\.binary @(\w+)\s.*?assembly = "((?:[^"\\]|\\.)*)"')
ESCAPE = re.compile(r'\\([0-9A-Fa-f]{2}|\\|")')


def unescape(text):
    def byte(match):
        code = match.group(1)
        return code if code in ('\\', '"') else chr(int(code, 16))
    return ESCAPE.sub(byte, text)


def main():
    source, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    with open(source) as f:
        binaries = BINARY.findall(f.read())
    if not binaries:
        sys.exit(f"no gpu.binary with PTX text in {source}")
    for name, assembly in binaries:
        with open(os.path.join(out_dir, name + ".ptx"), "w") as f:
            f.write(unescape(assembly))
        print(name)


if __name__ == "__main__":
    main()
