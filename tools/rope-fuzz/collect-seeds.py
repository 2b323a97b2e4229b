#!/usr/bin/env python3
"""Write rope-fuzz's seed corpus: the lit inputs of test/, one file per chunk.

Usage: collect-seeds.py SRC_ROOT OUT_DIR

Every test/**/*.mlir is split at its `// -----` markers (-split-input-file)
and stripped of whole-line comments (RUN and CHECK lines), so that each seed
is one small module that the fuzzer can take whole. Files that use the
transform dialect are left out: rope-fuzz does not register it (an upstream
crash on some tile sizes, README.md "Known issues"). Seeds are named by the
hash of their text, so rewriting the folder is idempotent. Prints the count.
"""

import hashlib
import os
import re
import sys


def chunks(text):
    for chunk in re.split(r"^// -----.*$", text, flags=re.M):
        lines = [line for line in chunk.splitlines()
                 if line.strip() and not line.lstrip().startswith("//")]
        if lines:
            yield "\n".join(lines) + "\n"


def main():
    src, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    count = 0
    for folder, _, files in sorted(os.walk(os.path.join(src, "test"))):
        for name in sorted(files):
            if not name.endswith(".mlir"):
                continue
            with open(os.path.join(folder, name)) as f:
                text = f.read()
            if "transform." in text:
                continue
            for seed in chunks(text):
                digest = hashlib.sha1(seed.encode()).hexdigest()[:16]
                with open(os.path.join(out, f"lit-{digest}.mlir"), "w") as f:
                    f.write(seed)
                count += 1
    print(f"collect-seeds: {count} seeds in {out}")


if __name__ == "__main__":
    main()
