"""rope-opt's remarks as records instead of text.

``run(tool, flags, source)`` runs an opt tool on MLIR text and returns its
output and its remarks. Where the tool writes MLIR's YAML remarks
(``--remark-format=yaml``), each remark carries its kind (Passed, Missed,
Analysis, Failure), pass, name, function, location and arguments. A tool
without that option is run again without it, and a tool whose passes print
plain remarks writes an empty file: then the ``remark:`` lines on stderr
become records with the message and location alone (kind ``Remark``).

``parse_yaml(text)`` reads the YAML remark stream (LLVM's format: one
``--- !Kind`` document per remark, ``Args`` a list of one-key maps) without
a YAML library.
"""

import dataclasses
import os
import subprocess
import tempfile

__all__ = ["Remark", "parse_yaml", "parse_stderr", "run"]


@dataclasses.dataclass
class Remark:
    """One remark. ``args`` maps each argument's key to its value, in order;
    the ``Remark`` argument is the whole message. ``str()`` is the message."""

    kind: str = "Remark"
    pass_name: str = ""
    name: str = ""
    function: str = ""
    file: str = ""
    line: int = 0
    column: int = 0
    args: dict = dataclasses.field(default_factory=dict)

    @property
    def message(self):
        return self.args.get("Remark", "")

    def __str__(self):
        return self.message


def _scalar(text):
    """A YAML flow scalar: plain, 'single' ('' escapes) or "double" quoted."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == "'":
        return text[1:-1].replace("''", "'")
    if len(text) >= 2 and text[0] == text[-1] == '"':
        return bytes(text[1:-1], "utf-8").decode("unicode_escape")
    return text


def _split_key(line):
    key, _, value = line.partition(":")
    return key.strip(), value


def _location(value):
    """``{ File: 'x.mlir', Line: 3, Column: 5 }`` -> (file, line, column)."""
    inner = value.strip()[1:-1]
    fields = {}
    rest = inner
    while rest.strip():
        key, rest = rest.split(":", 1)
        rest = rest.lstrip()
        if rest.startswith("'"):
            end = 1
            while True:
                end = rest.index("'", end)
                if rest[end + 1:end + 2] == "'":
                    end += 2
                    continue
                break
            fields[key.strip()] = _scalar(rest[:end + 1])
            rest = rest[end + 1:].lstrip().lstrip(",")
        else:
            item, _, rest = rest.partition(",")
            fields[key.strip()] = _scalar(item)
    return (fields.get("File", ""), int(fields.get("Line", 0) or 0),
            int(fields.get("Column", 0) or 0))


def parse_yaml(text):
    """The remarks of a YAML remark stream, in order."""
    remarks = []
    current = None
    in_args = False
    for raw in text.splitlines():
        if raw.startswith("--- !"):
            current = Remark(kind=raw[5:].strip())
            remarks.append(current)
            in_args = False
            continue
        if current is None or not raw.strip() or raw.strip() == "...":
            continue
        if raw.startswith("  - ") and in_args:
            key, value = _split_key(raw[4:])
            current.args[key] = _scalar(value)
            continue
        if raw.startswith(" "):
            continue  # a continuation this format does not use
        key, value = _split_key(raw)
        in_args = key == "Args"
        if key == "Pass":
            current.pass_name = _scalar(value)
        elif key == "Name":
            current.name = _scalar(value)
        elif key == "Function":
            current.function = _scalar(value)
        elif key == "DebugLoc":
            current.file, current.line, current.column = _location(value)
    return remarks


def parse_stderr(text):
    """Remarks from diagnostics printed as ``loc: remark: message`` lines."""
    remarks = []
    for line in text.splitlines():
        if "remark: " not in line:
            continue
        where, message = line.split("remark: ", 1)
        parts = where.rstrip(": ").rsplit(":", 2)
        remark = Remark(args={"Remark": message})
        if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            remark.file, remark.line, remark.column = parts[0], int(parts[1]), int(parts[2])
        remarks.append(remark)
    return remarks


def run(tool, flags, source):
    """Runs ``tool - *flags`` on source; returns the CompletedProcess (text)
    and the remarks (YAML where the tool can write it, else stderr's)."""
    with tempfile.TemporaryDirectory(prefix="rope_remarks_") as folder:
        path = os.path.join(folder, "remarks.yaml")
        done = subprocess.run(
            [tool, "-", *flags, "--remark-format=yaml", "--remarks-filter=.*",
             f"--remarks-output-file={path}"],
            input=source, capture_output=True, text=True)
        if done.returncode == 0 and os.path.exists(path):
            with open(path) as f:
                found = parse_yaml(f.read())
            # Passes that still print plain remarks leave the file empty.
            return done, found or parse_stderr(done.stderr)
        if "remark-format" not in done.stderr and "remarks-" not in done.stderr:
            return done, parse_stderr(done.stderr)
    done = subprocess.run([tool, "-", *flags], input=source, capture_output=True, text=True)
    return done, parse_stderr(done.stderr)
