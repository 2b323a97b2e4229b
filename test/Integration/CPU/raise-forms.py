# RUN: %python %s | FileCheck %s
#
# Hand-written rotation forms of test/Conversion/LinalgToRope, raised with
# exact angles, compiled, and compared with the float64 rotation (default
# schedule, rotary_dim 8) at positions 0..3, 1000..1003 and 2^20..2^20+3
# within 1e-5; the unraised graph (float32 angles) is printed beside it:
#   * raise-interleaved.mlir: interleaved tables repeated before cos and sin
#     (Cohere: repeat_interleave of the angles) or after them (GLM: the
#     first half of a table of halves, repeated);
#   * raise-pair-components.mlir: DeepSeek's even/odd rotation, whose truth is
#     the half rotation of concat(x[..., 0::2], x[..., 1::2]); gpt-oss's
#     split halves (the half rotation of x) and vLLM's stacked pairs (the
#     interleaved rotation of x).
#
# CHECK: ok repeated_angles
# CHECK: ok repeated_half_tables
# CHECK: ok even_odd
# CHECK: ok split_halves
# CHECK: ok stacked_pairs
# CHECK-NOT: FAIL

import os
import subprocess

import numpy as np

from rope_mlir import aot, reference

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope")
# (file, function, the float64 truth of a rotation of x at positions).
FORMS = (
    ("raise-interleaved.mlir", "repeated_angles",
     lambda x, pos: reference.rotate(x, pos, FREQS, "interleaved")),
    ("raise-interleaved.mlir", "repeated_half_tables",
     lambda x, pos: reference.rotate(x, pos, FREQS, "interleaved")),
    ("raise-pair-components.mlir", "even_odd",
     lambda x, pos: reference.rotate(np.concatenate([x[..., 0::2], x[..., 1::2]], -1), pos,
                                     FREQS, "half")),
    ("raise-pair-components.mlir", "split_halves",
     lambda x, pos: reference.rotate(x, pos, FREQS, "half")),
    ("raise-pair-components.mlir", "stacked_pairs",
     lambda x, pos: reference.rotate(x, pos, FREQS, "interleaved")),
)


def case(path, name):
    with open(os.path.join(INPUTS, path)) as f:
        return next(text for text in f.read().split("// -----")
                    if f"func.func @{name}(" in text)


FREQS = reference.inverse_frequencies(8)

rng = np.random.default_rng(11)
x = rng.standard_normal((1, 2, 4, 8)).astype(np.float32)
for path, name, truth_of in FORMS:
    text = case(path, name)
    raised = subprocess.run([aot.find_opt_tool(), "--rope-raise", "-"], input=text,
                            capture_output=True, text=True, check=True).stdout
    assert "rope.rotate " in raised, raised
    lib, original = aot.compile_module(raised), aot.compile_module(text)
    worst = worst_graph = 0.0
    for start in (0, 1000, 1 << 20):
        pos = np.arange(start, start + 4, dtype=np.int64).reshape(1, 4)
        truth = truth_of(x, pos.ravel())
        got = aot.call(lib, name, [x, pos], [((1, 2, 4, 8), np.float32)])
        graph = aot.call(original, name, [x, pos], [((1, 2, 4, 8), np.float32)])
        worst = max(worst, float(np.max(np.abs(got - truth))))
        worst_graph = max(worst_graph, float(np.max(np.abs(graph - truth))))
    print(f"{'ok' if worst <= 1e-5 else 'FAIL'} {name}: max |raised - float64| = {worst:.3g} "
          f"(unraised float32 angles: {worst_graph:.3g})")
