#!/usr/bin/env python3
"""Write rope-fuzz's seed corpus: the lit inputs of test/, one file per chunk.

Usage: collect-seeds.py SRC_ROOT OUT_DIR

Every test/**/*.mlir is split at its `// -----` markers (-split-input-file)
and stripped of whole-line comments (RUN and CHECK lines), so that each seed
is one small module that the fuzzer can take whole. Files that use the
transform dialect are left out: rope-fuzz does not register it (an upstream
crash on some tile sizes, README.md "Known issues"). The real exports
(test/**/Inputs/*.mlir: torch-mlir linalg and TOSA graphs) carry their
weights as hex blobs (`dense_resource` or, in TOSA, `dense<"0x...">`) of up
to 100 KB: every blob of MAX_RESOURCE_ELEMENTS elements or more becomes a
splat constant, so that the
graphs fit rope-fuzz's -max_len (what rope-raise reads, the inverse
frequencies and gathered cos/sin tables, are smaller and kept). Seeds are
named by the hash of their text, so rewriting the folder is idempotent.
Prints the count.
"""

import hashlib
import os
import re
import sys

MAX_RESOURCE_ELEMENTS = 2048


def chunks(text):
    for chunk in re.split(r"^// -----.*$", text, flags=re.M):
        lines = [line for line in chunk.splitlines()
                 if line.strip() and not line.lstrip().startswith("//")]
        if lines:
            yield "\n".join(lines) + "\n"


def shrink_resources(text):
    """Replace the large hex blobs of text by splats."""
    large = set()

    def splat(match):
        name, shape = match.group(1), match.group(2)
        count = 1
        for size in shape.split("x")[:-1]:
            count *= int(size)
        if count < MAX_RESOURCE_ELEMENTS:
            return match.group(0)
        if name:
            large.add(name)
        return f"dense<1.250000e-01> : tensor<{shape}>"

    text = re.sub(r"dense(?:_resource<([\w.]+)>|<\"0x[0-9A-F]+\">) : tensor<((?:\d+x)*\w+)>",
                  splat, text)
    for name in large:
        if f"dense_resource<{name}>" not in text:
            text = re.sub(rf"^\s*{re.escape(name)}: \"0x[0-9A-F]*\",?\n", "", text,
                          flags=re.M)
    # The entry before a removed last one keeps its comma.
    return re.sub(r",(\n\s*\})", r"\1", text) if large else text


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
            for seed in chunks(shrink_resources(text)):
                digest = hashlib.sha1(seed.encode()).hexdigest()[:16]
                with open(os.path.join(out, f"lit-{digest}.mlir"), "w") as f:
                    f.write(seed)
                count += 1
    print(f"collect-seeds: {count} seeds in {out}")


if __name__ == "__main__":
    main()
