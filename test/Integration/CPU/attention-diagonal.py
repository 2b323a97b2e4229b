# RUN: %python %s | FileCheck %s
#
# A causal rope.attention with a run-time diagonal anywhere in int64: query
# i sees key j when j <= i + diagonal, computed without wrapping. From
# diagonal >= Skv on every key is visible (the non-causal result), from
# diagonal <= -Sq none is (NaN rows, softmax over nothing). Before the
# lowering clamped the diagonal, queryStart + rows + diagonal wrapped for a
# diagonal near INT64_MAX and every row came out NaN. Each pipeline (the
# vectorized flash loop nest, the scalar one, the unfused graph form) is
# compared with a numpy float64 reference whose mask uses Python integers.
#
# CHECK-NOT: FAIL
# CHECK: ok flash (rope-lower-to-llvm): 13 diagonals
# CHECK: ok scalar (vectorize=0): 13 diagonals
# CHECK: ok graph (form=graph): 13 diagonals
# CHECK: PASS

import math
import os
import sys

import numpy as np

from rope_mlir import aot, reference

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
import attention_pipelines  # noqa: E402

INT64_MAX, INT64_MIN = 2**63 - 1, -2**63
HEADS, SQ, SKV, D = 2, 70, 75, 16

MODULE = f"""\
func.func @causal(%q: tensor<1x{HEADS}x?x{D}xf32>, %k: tensor<1x{HEADS}x?x{D}xf32>,
                  %v: tensor<1x{HEADS}x?x{D}xf32>, %qp: tensor<?xi64>, %kp: tensor<?xi64>,
                  %d: index) -> tensor<1x{HEADS}x?x{D}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal diagonal(%d)
       : tensor<1x{HEADS}x?x{D}xf32>, tensor<1x{HEADS}x?x{D}xf32>, tensor<1x{HEADS}x?x{D}xf32>, tensor<{D // 2}xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<1x{HEADS}x?x{D}xf32>
  return %o : tensor<1x{HEADS}x?x{D}xf32>
}}
"""

DIAGONALS = [INT64_MAX, INT64_MAX - SQ, 2**62, SKV, 9, 0, -3, -SQ + 1, -SQ,
             -2**62, INT64_MIN + SQ + SKV, INT64_MIN + 1, INT64_MIN]

PIPELINES = attention_pipelines.CPU


def expected(q, k, v, qp, kp, diagonal):
    freqs = reference.inverse_frequencies(D)
    qr = reference.rotate(q.astype(np.float64), qp, freqs, "half")
    kr = reference.rotate(k.astype(np.float64), kp, freqs, "half")
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(D)
    visible = np.array([[j <= i + diagonal for j in range(SKV)] for i in range(SQ)])
    scores = np.where(visible, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
        return (weights / weights.sum(axis=-1, keepdims=True)) @ v.astype(np.float64)


def main():
    rng = np.random.default_rng(11)
    q = rng.standard_normal((1, HEADS, SQ, D)).astype(np.float32)
    k = rng.standard_normal((1, HEADS, SKV, D)).astype(np.float32)
    v = rng.standard_normal((1, HEADS, SKV, D)).astype(np.float32)
    qp = np.arange(SQ, dtype=np.int64) + (SKV - SQ)
    kp = np.arange(SKV, dtype=np.int64)
    failed = False
    for name, pipeline in PIPELINES.items():
        lib = aot.compile_module(MODULE, pipeline=pipeline)
        problems = []
        for diagonal in DIAGONALS:
            got = aot.call(lib, "causal", [q, k, v, qp, kp, diagonal], [(q.shape, np.float32)])
            want = expected(q, k, v, qp, kp, diagonal)
            nan_rows = np.isnan(want)
            if not np.array_equal(np.isnan(got), nan_rows):
                problems.append(f"diagonal {diagonal}: {int(np.isnan(got).sum())} NaN values, "
                                f"expected {int(nan_rows.sum())}")
                continue
            err = float(np.max(np.abs(np.where(nan_rows, 0, got - want))))
            if err > 1e-5:
                problems.append(f"diagonal {diagonal}: max error {err:.2e}")
        ok = not problems
        failed |= not ok
        print(f"{'ok' if ok else 'FAIL'} {name}: {len(DIAGONALS)} diagonals"
              + ("" if ok else ": " + "; ".join(problems)))
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
