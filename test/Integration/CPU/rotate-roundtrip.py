# RUN: %python %s | FileCheck %s
#
# rotate(inverse(x)) == x through compiled code
# (rope_mlir.aot: rope-opt --rope-lower-to-llvm, mlir-translate, clang; driver
# and tolerances in Inputs/rope_cases.py, f32: |y - x| <= 1e-5):
#   * "separate": the second rotation reads its positions from another
#     argument holding the same values, so both rotations are computed;
#   * "same": both rotations use the same SSA positions, so the pair may
#     fold away (rope.rotate's canonicalization) and the
#     function then returns its argument, which must still compile, return
#     x exactly and leave the caller's buffer alone.
# Kept out of rotate-features.py so that a compile failure here does not
# hide the other cases.
#
# CHECK-NOT: FAIL
# CHECK: 12 cases passed

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from rope_cases import Case, run_cases  # noqa: E402

rng = np.random.default_rng(404)
BIG = 2 ** 24 - 1
cases = []
for mode in ("separate", "same"):
    for layout in ("interleaved", "half"):
        cases.append(Case(
            f"f32 {layout} roundtrip({mode}) rotate;inverse offset x[2,33,10]",
            (2, 33, 10), "f32", layout, positions=("offset", 4000, "i64"),
            freqs=("default", 10000.0, "f32"), roundtrip=mode))
        cases.append(Case(
            f"f32 {layout} roundtrip({mode}) inverse;rotate [batch,seq] partial x[2,3,7,18]",
            (2, 3, 7, 18), "f32", layout, rotary_dim=10,
            positions=("batch", rng.integers(0, 4096, size=(2, 7))),
            freqs=("default", 10000.0, "f32"), inverse=True, roundtrip=mode))
        cases.append(Case(
            f"f32 {layout} roundtrip({mode}) positions near 2^24 f64 freqs x[7,34]",
            (7, 34), "f32", layout, positions=("seq", BIG - rng.integers(0, 100, size=7)),
            freqs=("default", 10000.0, "f64"), roundtrip=mode))

run_cases(cases, seed=4, title=os.path.basename(__file__))
