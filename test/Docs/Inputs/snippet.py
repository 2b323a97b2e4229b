"""Prints the code block that follows `<!-- snippet: NAME -->` in a Markdown
file, so that tests build and run exactly what the documentation shows.

usage: snippet.py FILE NAME [REPLACEMENT=VALUE ...]

Each REPLACEMENT=VALUE replaces every REPLACEMENT in the block (for the
placeholders a reader fills in, such as PREFIX). A missing marker, a marker
without a fenced block after it or a name marked twice is an error.
"""

import re
import sys


def snippet(text, name):
    markers = [m for m in re.finditer(r"<!-- snippet: (\S+) -->", text)
               if m.group(1) == name]
    if len(markers) != 1:
        sys.exit(f"{len(markers)} snippets named {name!r} (want one)")
    block = re.compile(r"\s*```[A-Za-z0-9+-]*\n(.*?)^```", re.DOTALL | re.MULTILINE)
    match = block.match(text, markers[0].end())
    if not match:
        sys.exit(f"snippet {name!r}: no fenced code block after the marker")
    return match.group(1)


def main():
    path, name = sys.argv[1], sys.argv[2]
    with open(path) as f:
        code = snippet(f.read(), name)
    for replacement in sys.argv[3:]:
        old, new = replacement.split("=", 1)
        if old not in code:
            sys.exit(f"snippet {name!r} has no {old!r} to replace")
        code = code.replace(old, new)
    sys.stdout.write(code)


if __name__ == "__main__":
    main()
