# rope-mlir has one version: the top-level CMakeLists.txt's
# project(rope-mlir VERSION ...). rope-opt --version, rope_mlir.__version__,
# the installed RopeMLIRConfigVersion.cmake (the build tree's copy) and the
# newest CHANGELOG.md entry must all name it.
# RUN: %python %s %rope_src_root %rope_obj_root

import os
import re
import subprocess
import sys

src, obj = sys.argv[1], sys.argv[2]

with open(os.path.join(src, "CMakeLists.txt")) as f:
    match = re.search(r"project\(rope-mlir\s+VERSION\s+([0-9]+\.[0-9]+\.[0-9]+)",
                      f.read())
if not match:
    sys.exit("CMakeLists.txt: no project(rope-mlir VERSION x.y.z)")
version = match.group(1)

problems = []
tool = subprocess.run([os.path.join(obj, "bin", "rope-opt"), "--version"],
                      capture_output=True, text=True, check=True).stdout
if f"rope-mlir version {version}\n" not in tool:
    problems.append(f"rope-opt --version does not say {version}:\n{tool}")

sys.path.insert(0, os.path.join(src, "python"))
import rope_mlir  # noqa: E402

if rope_mlir.__version__ != version:
    problems.append(f"rope_mlir.__version__ is {rope_mlir.__version__}")

with open(os.path.join(obj, "RopeMLIRConfigVersion.cmake")) as f:
    if f'set(PACKAGE_VERSION "{version}")' not in f.read():
        problems.append("RopeMLIRConfigVersion.cmake names another version")

with open(os.path.join(src, "CHANGELOG.md")) as f:
    newest = re.search(r"^## ([0-9.]+)", f.read(), re.MULTILINE)
if not newest or newest.group(1) != version:
    problems.append("CHANGELOG.md's newest entry is not " + version)

if problems:
    sys.exit("\n".join(problems))
print("version", version, "everywhere")
