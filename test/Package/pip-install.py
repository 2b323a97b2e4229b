# `pip install` of rope-mlir (pyproject.toml, scikit-build-core) into a fresh
# virtual environment, then a run (python -I) from a temporary folder outside
# the checkout with no PYTHONPATH, ROPE_OPT, ROPE_MLIR_C_LIBRARY or
# LLVM_TOOLS_DIR: the installed
# rope_mlir must find the rope-opt and libRopeMLIR-C.so of its own wheel and
# compile and run a rotation. The wheel is made from this build tree
# (ROPE_WHEEL_FROM_BUILD, cmake/Wheel.cmake), compiling nothing. The venv sees
# the system site packages for numpy; scikit-build-core comes from the wheels
# lit.cfg.py downloaded (feature pip-wheels).
# REQUIRES: pip-wheels
# RUN: rm -rf %t && mkdir -p %t
# RUN: env -u PYTHONPATH %python -m venv --system-site-packages %t/venv
# RUN: env -u PYTHONPATH %t/venv/bin/python -m pip install --quiet --no-index --find-links %pip_wheels scikit-build-core > %t/skbuild.log 2>&1
# RUN: env -u PYTHONPATH %t/venv/bin/python -m pip install --no-cache-dir --no-index --find-links %pip_wheels --no-build-isolation --config-settings=build-dir=%t/wheel-build --config-settings=cmake.define.ROPE_WHEEL_FROM_BUILD=%rope_obj_root --config-settings=cmake.define.CMAKE_C_COMPILER=%c_compiler --config-settings=cmake.define.CMAKE_CXX_COMPILER=%cxx_compiler %rope_src_root > %t/pip.log 2>&1
# RUN: env -u PYTHONPATH -u ROPE_OPT -u ROPE_MLIR_C_LIBRARY -u LLVM_TOOLS_DIR %t/venv/bin/python -I %s %rope_src_root %t/venv | FileCheck %s
#
# CHECK-NOT: FAIL
# CHECK: version [[VERSION:[0-9.]+]] from CMakeLists.txt
# CHECK: ok package in the venv
# CHECK: ok rope-opt --version: rope-mlir version [[VERSION]]
# CHECK: ok libRopeMLIR-C.so
# CHECK: ok entry point torch_dynamo_backends rope_mlir
# CHECK: ok rotation
# CHECK: PASS

import importlib.metadata
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

src, venv = sys.argv[1], os.path.realpath(sys.argv[2])
elsewhere = tempfile.TemporaryDirectory(prefix="rope_mlir_pip_")
os.chdir(elsewhere.name)
with open(os.path.join(src, "CMakeLists.txt")) as f:
    version = re.search(r"project\(rope-mlir\s+VERSION\s+([0-9.]+)", f.read()).group(1)
print(f"version {version} from CMakeLists.txt")

import rope_mlir  # noqa: E402
from rope_mlir import aot, ir  # noqa: E402

failures = []


def check(ok, message):
    print(("ok " if ok else "FAIL ") + message)
    if not ok:
        failures.append(message)


package = os.path.realpath(os.path.dirname(rope_mlir.__file__))
check(package.startswith(venv + os.sep) and rope_mlir.__version__ == version
      and importlib.metadata.version("rope-mlir") == version,
      f"package in the venv: {package}, __version__ {rope_mlir.__version__}")

opt = aot.find_opt_tool()
printed = subprocess.run([opt, "--version"], capture_output=True, text=True).stdout
check(opt == os.path.join(package, "bin", "rope-opt")
      and f"rope-mlir version {version}" in printed,
      f"rope-opt --version: rope-mlir version {version} ({opt})")

library = ir.find_library()
canonical = ir.Context().run(
    "func.func @f(%a: i32) -> i32 {\n  %z = arith.constant 0 : i32\n"
    "  %s = arith.addi %a, %z : i32\n  return %s : i32\n}\n",
    "builtin.module(func.func(canonicalize))")
check(library == os.path.join(package, "lib", "libRopeMLIR-C.so")
      and "arith.addi" not in canonical and "return %arg0" in canonical,
      "libRopeMLIR-C.so")

backends = importlib.metadata.entry_points(group="torch_dynamo_backends")
check([e.value for e in backends if e.name == "rope_mlir"]
      == ["rope_mlir.torch_backend:rope_mlir_backend"],
      "entry point torch_dynamo_backends rope_mlir")

# A half-layout rotation against numpy float64: pair (x[i], x[i + D/2])
# turned by position * 10000^(-2i/D).
S, D = 5, 16
MODULE = f"""
func.func @rotate(%x: tensor<{S}x{D}xf32>, %p: tensor<{S}xi64>) -> tensor<{S}x{D}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<{S}x{D}xf32>, tensor<{S}xi64>, tensor<{D // 2}xf64> -> tensor<{S}x{D}xf32>
  return %r : tensor<{S}x{D}xf32>
}}
"""
x = np.random.default_rng(7).standard_normal((S, D)).astype(np.float32)
positions = np.array([0, 1, 7, 100, 4095], np.int64)
out = aot.call(aot.compile_module(MODULE), "rotate", [x, positions],
               [((S, D), np.float32)])
angles = positions[:, None] * 10000.0 ** (-np.arange(0, D, 2) / D)[None, :]
first, second = x[:, :D // 2].astype(np.float64), x[:, D // 2:].astype(np.float64)
want = np.concatenate([first * np.cos(angles) - second * np.sin(angles),
                       second * np.cos(angles) + first * np.sin(angles)], axis=1)
err = float(np.max(np.abs(out - want)))
check(err <= 1e-5, f"rotation: max error {err:.1e} against numpy float64")

os.chdir(venv)
elsewhere.cleanup()
print("FAIL" if failures else "PASS")
sys.exit(1 if failures else 0)
