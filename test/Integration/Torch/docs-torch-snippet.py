# REQUIRES: torch
# RUN: %torch_python %s %S/../../../docs/Integrating.md | FileCheck %s
#
# Runs the python block of the "## torch.compile" section of
# docs/Integrating.md, as a user would copy it, and checks that it
# prints what the page says it prints (read from the page too).
#
# CHECK: snippet printed: 1 compilation, 1 rope.attention
# CHECK-NEXT: as documented: True

import contextlib
import io
import re
import sys


def main():
    with open(sys.argv[1]) as f:
        page = f.read()
    section = page.split("## torch.compile", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    documented = re.search(r"prints `([^`]*)`", section).group(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "docs/Integrating.md", "exec"), {"__name__": "snippet"})
    printed = out.getvalue().strip()
    print(f"snippet printed: {printed}")
    print(f"as documented: {printed == documented}")
    return 0 if printed == documented else 1


if __name__ == "__main__":
    sys.exit(main())
