# RUN: %python %s | FileCheck %s
#
# IREE's dispatch form of rotate_half (the first case of
# test/Conversion/LinalgToRope/raise-gathered-half.mlir, a generic copied
# from an IREE 3.13 dispatch), compiled by rope-lower-to-llvm as written
# and after rope-raise: at positions 0..7 the raised function equals the
# unraised one within 1e-5; with exact-angles=false (the graph's own
# tables) also at positions 1000..1007, where exact angles differ by the
# graph's float32 angle error.
#
# CHECK: ok exact angles
# CHECK: ok tables
# CHECK-NOT: FAIL

import os
import subprocess

import numpy as np

from rope_mlir import aot

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope", "raise-gathered-half.mlir")
with open(SOURCE) as f:
    text = f.read().split("// -----")[0]


def raised(*options):
    return subprocess.run([aot.find_opt_tool(), "--rope-raise" + "".join(options), "-"],
                          input=text, capture_output=True, text=True, check=True).stdout


def run(lib, proj, pos):
    out = aot.call(lib, "iree_dispatch", [proj, pos], [((4, 8, 16), np.float32)])
    return out[0] if isinstance(out, tuple) else out


rng = np.random.default_rng(3)
proj = rng.standard_normal((8, 64)).astype(np.float32)
original = aot.compile_module(text)
for label, source, starts in (("exact angles", raised(), (0,)),
                              ("tables", raised("=exact-angles=false"), (0, 1000))):
    assert "rope.rotate" in source
    lib = aot.compile_module(source)
    worst = 0.0
    for start in starts:
        pos = np.arange(start, start + 8, dtype=np.int64)
        worst = max(worst, float(np.max(np.abs(run(lib, proj, pos) - run(original, proj, pos)))))
    print(f"{'ok' if worst <= 1e-5 else 'FAIL'} {label}: max |raised - unraised| = {worst:.3g}")
