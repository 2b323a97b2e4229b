# RUN: %python %s | FileCheck %s
#
# The interleaved rotations whose tables repeat each value twice before cos
# and sin (Cohere: repeat_interleave of the angles) or after them (GLM: the
# first half of a table of halves, repeated), from
# test/Conversion/LinalgToRope/raise-interleaved.mlir: raised with exact
# angles, compiled, and compared with the float64 rotation (default
# schedule, rotary_dim 8) at positions 0..3, 1000..1003 and 2^20..2^20+3
# within 1e-5; the unraised graph (float32 angles) is printed beside it.
#
# CHECK: ok repeated_angles
# CHECK: ok repeated_half_tables
# CHECK-NOT: FAIL

import os
import subprocess

import numpy as np

from rope_mlir import aot, reference

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope", "raise-interleaved.mlir")
with open(SOURCE) as f:
    cases = {name: text for text in f.read().split("// -----")
             for name in ("repeated_angles", "repeated_half_tables")
             if f"func.func @{name}(" in text}
FREQS = reference.inverse_frequencies(8)

rng = np.random.default_rng(11)
x = rng.standard_normal((1, 2, 4, 8)).astype(np.float32)
for name, text in cases.items():
    raised = subprocess.run([aot.find_opt_tool(), "--rope-raise", "-"], input=text,
                            capture_output=True, text=True, check=True).stdout
    assert "rope.rotate " in raised, raised
    lib, original = aot.compile_module(raised), aot.compile_module(text)
    worst = worst_graph = 0.0
    for start in (0, 1000, 1 << 20):
        pos = np.arange(start, start + 4, dtype=np.int64).reshape(1, 4)
        truth = reference.rotate(x, pos.ravel(), FREQS, "interleaved")
        got = aot.call(lib, name, [x, pos], [((1, 2, 4, 8), np.float32)])
        graph = aot.call(original, name, [x, pos], [((1, 2, 4, 8), np.float32)])
        worst = max(worst, float(np.max(np.abs(got - truth))))
        worst_graph = max(worst_graph, float(np.max(np.abs(graph - truth))))
    print(f"{'ok' if worst <= 1e-5 else 'FAIL'} {name}: max |raised - float64| = {worst:.3g} "
          f"(unraised float32 angles: {worst_graph:.3g})")
