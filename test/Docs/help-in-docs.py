# Every rope-mlir pass and pipeline that rope-opt --help lists, and each of
# its options, is documented under docs/: a section headed `-<pass>` (the
# generated pass docs, docs/Pipelines.md for the pipelines) that names the
# option as `-<option>`.
# RUN: %python %s %rope_src_root rope-opt

import glob
import os
import re
import subprocess
import sys

src, tool = sys.argv[1], sys.argv[2]
help_text = subprocess.run([tool, "--help"], capture_output=True, text=True,
                           check=True).stdout

# Passes sit at six spaces under "Compiler passes to run", their options at
# eight; rope-mlir's all start with rope-.
passes = {}
current = None
for line in help_text.splitlines():
    entry = re.match(r"^      --([a-z0-9-]+)\s", line)
    if entry:
        name = entry.group(1)
        current = name if name.startswith("rope-") else None
        if current:
            passes[current] = []
        continue
    option = re.match(r"^        --([a-z0-9-]+)", line)
    if option and current:
        passes[current].append(option.group(1))
    elif not line.startswith("        ") and not re.match(r"^\s+=", line):
        current = None

# A parser that found nothing would pass vacuously.
for expected in ("rope-raise", "rope-fuse-attention", "rope-lower-to-llvm",
                 "rope-decompose-attention"):
    if expected not in passes:
        sys.exit(f"--help parsing found no {expected}")
if "form" not in passes["rope-decompose-attention"]:
    sys.exit("--help parsing found no options")

sections = {}
for path in glob.glob(os.path.join(src, "docs", "**", "*.md"), recursive=True):
    with open(path) as f:
        text = f.read()
    headings = list(re.finditer(r"^(#+) `-(rope-[a-z0-9-]+)`", text, re.MULTILINE))
    for i, heading in enumerate(headings):
        end = headings[i + 1].start() if i + 1 < len(headings) else len(text)
        sections.setdefault(heading.group(2), []).append(
            text[heading.end():end])

missing = []
for name, options in sorted(passes.items()):
    if name not in sections:
        missing.append(f"{name}: no section in docs/")
        continue
    body = "\n".join(sections[name])
    for option in options:
        if not re.search(rf"(^|[\s`(]){re.escape('-' + option)}\b", body,
                         re.MULTILINE):
            missing.append(f"{name}: option {option} not in its docs/ section")
if missing:
    sys.exit("\n".join(missing))
print(f"{len(passes)} passes and "
      f"{sum(len(o) for o in passes.values())} options documented")
