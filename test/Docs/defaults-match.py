# The defaults that README.md's schedule table and docs/Dialects/RopeDialect.md
# show are the ones RopeAttributes.td defines:
#   * every schedule in the .td has a row in README.md's table, and each row
#     shows every parameter that has a default, with that default (parameters
#     without one show example values; optional ones `name = ...`);
#   * the reference docs give each such default in their parameter tables,
#     and a sentence "`name` defaults to V" in a schedule's section says V.
# RUN: %python %s %rope_src_root

import os
import re
import sys

src = sys.argv[1]
REQUIRED, OPTIONAL = "required", "optional"
problems = []


def read(path):
    with open(os.path.join(src, path)) as f:
        return f.read()


def split_top(text):
    """Split at the commas outside <>, (), [] and string literals."""
    parts, depth, quoted, current = [], 0, False, ""
    for c in text:
        if c == '"':
            quoted = not quoted
        elif not quoted and c in "<([":
            depth += 1
        elif not quoted and c in ">)]":
            depth -= 1
        if c == "," and depth == 0 and not quoted:
            parts.append(current.strip())
            current = ""
        else:
            current += c
    if current.strip():
        parts.append(current.strip())
    return parts


def parse_value(text):
    """A default as written in ODS or in the docs: bool, int or float."""
    text = text.strip()
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        return float(text)


def ods_default(kind):
    """REQUIRED, OPTIONAL or the default of a parameter class instance."""
    match = re.fullmatch(r"(\w+)(?:<(.*)>)?", kind.strip(), re.S)
    if not match:
        sys.exit(f"cannot read the parameter kind {kind!r}")
    cls, args = match.group(1), re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(2) or "")
    if cls in ("AttrParameter", "Rope_F64ArrayParameter"):
        return REQUIRED
    if cls == "Rope_OptionalF64Parameter":
        return OPTIONAL
    if cls in ("Rope_F64Parameter", "Rope_BoolParameter", "Rope_I64Parameter",
               "DefaultValuedParameter"):
        if len(args) < 2 or not args[1]:
            return REQUIRED
        try:
            return parse_value(args[1])
        except ValueError:
            sys.exit(f"cannot read the default {args[1]!r} of {kind.strip()}")
    sys.exit(f"unknown parameter class {cls}: teach test/Docs/defaults-match.py its default")


def ods_schedules():
    """{mnemonic: {parameter: default}} from RopeAttributes.td."""
    td = read("include/rope/Dialect/Rope/IR/RopeAttributes.td")
    defvars = dict(re.findall(r"defvar\s+(\w+)\s*=\s*(.*?);", td, re.S))
    schedules = {}
    for match in re.finditer(r'def \w+ : Rope_ScheduleAttr<"\w+",\s*"(\w+)"(.*?)\n}', td, re.S):
        mnemonic, body = match.groups()
        ins = re.search(r"let parameters = \(ins(.*?)\);", body, re.S).group(1)
        params = {}
        for entry in split_top(ins):
            kind, name = entry.rsplit(":$", 1)
            params[name] = ods_default(defvars.get(kind.strip(), kind))
        schedules[mnemonic] = params
    if not schedules:
        sys.exit("no Rope_ScheduleAttr definitions found")
    return schedules


def matches(shown, default):
    """True if the text `shown` is the value `default`."""
    try:
        value = parse_value(shown)
    except ValueError:
        return False
    if isinstance(value, bool) or isinstance(default, bool):
        return value is default
    return value == default


def check_readme(schedules):
    readme = read("README.md")
    table = re.search(r"^\| schedule \| IR .*?\n((?:\|.*\n)+)", readme, re.M)
    if not table:
        sys.exit("README.md has no `| schedule | IR ...` table")
    seen = set()
    for row in table.group(1).splitlines()[1:]:
        match = re.search(r"`#rope\.(\w+)<([^`]*)>[^`>]*`", row)
        if not match:
            problems.append(f"README row without a #rope.<schedule><...>: {row}")
            continue
        mnemonic, body = match.groups()
        seen.add(mnemonic)
        params = schedules.get(mnemonic)
        if params is None:
            problems.append(f"README shows #rope.{mnemonic}, which RopeAttributes.td lacks")
            continue
        if "=" not in body:
            continue  # positional syntax (#rope.explicit<[...]>)
        body = re.sub(r"\s*\[,\s*", ", ", body).rstrip("]")
        shown = dict(part.split("=", 1) for part in split_top(body))
        shown = {k.strip(): v.strip() for k, v in shown.items()}
        for name, value in shown.items():
            default = params.get(name, "unknown")
            where = f"README #rope.{mnemonic} {name} = {value}"
            if default == "unknown":
                problems.append(f"{where}: no such parameter")
            elif default == OPTIONAL:
                if value != "...":
                    problems.append(f"{where}: an optional parameter, shown as `{name} = ...`")
            elif default != REQUIRED and not matches(value, default):
                problems.append(f"{where}: the default is {default}")
        for name, default in params.items():
            if default not in (REQUIRED, OPTIONAL) and name not in shown:
                problems.append(f"README #rope.{mnemonic} omits {name} = {default} (a default)")
    for mnemonic in sorted(set(schedules) - seen):
        problems.append(f"README's schedule table has no row for #rope.{mnemonic}")


def check_docs(schedules):
    docs = read("docs/Dialects/RopeDialect.md")
    for section in re.split(r"^### ", docs, flags=re.M)[1:]:
        match = re.search(r"^#rope\.(\w+)<", section, re.M)
        if not match or match.group(1) not in schedules:
            continue
        mnemonic = match.group(1)
        params = schedules[mnemonic]
        for name, desc in re.findall(r"^\| (\w+) \| `[^`]*` \| (.*) \|$", section, re.M):
            default = params.get(name)
            written = re.search(r"\(default ([^)]*)\)$", desc)
            where = f"docs #rope.{mnemonic} {name}"
            if default in (REQUIRED, OPTIONAL, None):
                if written:
                    problems.append(f"{where}: shows a default, but it has none")
            elif not written:
                problems.append(f"{where}: does not show its default {default}")
            elif not matches(written.group(1), default):
                problems.append(f"{where}: shows default {written.group(1)}, not {default}")
        for name, value in re.findall(r"`(\w+)` defaults to ([0-9.]+)", section):
            if not matches(value.rstrip("."), params.get(name)):
                problems.append(f"docs #rope.{mnemonic}: `{name}` defaults to {value}, "
                                f"but RopeAttributes.td says {params.get(name)}")


schedules = ods_schedules()
check_readme(schedules)
check_docs(schedules)
if problems:
    sys.exit("defaults out of date:\n  " + "\n  ".join(problems))
print(f"defaults match for {len(schedules)} schedules")
