# RUN: %python %s %rope_src_root
#
# The transform-script snippet of the "Transform dialect" section of the
# integration docs is the script of the lit test it names (which runs it),
# line for line.

import os
import re
import sys

src = sys.argv[1]
section = None
for name in ("docs/Integrating.md",):
    path = os.path.join(src, name)
    if not os.path.exists(path):
        continue
    text = open(path).read()
    match = re.search(r"^## Transform dialect\n(.*?)(?=^## |\Z)", text,
                      re.S | re.M)
    if match:
        section = match.group(1)
        break
if section is None:
    sys.exit("no '## Transform dialect' section in docs/")
# The first lit test the section names is the snippet's.
test = re.search(r"`(test/[^`]+\.mlir)`", section)
snippet = re.search(r"```mlir\n(.*?)```", section, re.S)
if not test or not snippet:
    sys.exit("the section names no lit test before its snippet, or has none")
source = open(os.path.join(src, test.group(1))).read()
if snippet.group(1) not in source:
    sys.exit(f"the snippet is not the script of {test.group(1)}")
print("snippet matches", test.group(1))
