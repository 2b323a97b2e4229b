# RUN: %python %s | FileCheck %s
#
# Sliding-window rope.attention (`causal window(W)`): query i sees key j when
# i + diagonal - W < j <= i + diagonal. Each pipeline (the vectorized flash
# loop nest, which skips and masks key blocks by the window, the scalar one,
# the unfused graph form) is compared with a numpy float64 reference whose
# mask uses Python integers: prefill over several query tiles and key blocks
# (windows narrower than a block, straddling blocks, wider than every
# sequence, up to INT64_MAX, where nothing may wrap; diagonals past the last
# key, whose windows hide some or all keys) and decoding one query
# (flash-decoding's key ranges, some of them wholly outside the window).
#
# CHECK-NOT: FAIL
# CHECK: ok prefill flash (rope-lower-to-llvm): 40 cases
# CHECK: ok prefill scalar (vectorize=0): 40 cases
# CHECK: ok prefill graph (form=graph): 40 cases
# CHECK: ok decode flash (rope-lower-to-llvm): 7 cases
# CHECK: ok decode scalar (vectorize=0): 7 cases
# CHECK: ok decode graph (form=graph): 7 cases
# CHECK: PASS

import math
import os
import sys

import numpy as np

from rope_mlir import aot, reference

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
import attention_pipelines  # noqa: E402

INT64_MAX = 2**63 - 1
HEADS, D = 2, 16
WINDOWS = [1, 5, 64, 65, 100, 333, 2**40, INT64_MAX]


def function(name, window):
    return f"""\
func.func @{name}(%q: tensor<1x{HEADS}x?x{D}xf32>, %k: tensor<1x{HEADS}x?x{D}xf32>,
                  %v: tensor<1x{HEADS}x?x{D}xf32>, %qp: tensor<?xi64>, %kp: tensor<?xi64>,
                  %d: index) -> tensor<1x{HEADS}x?x{D}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal diagonal(%d) window({window})
       : tensor<1x{HEADS}x?x{D}xf32>, tensor<1x{HEADS}x?x{D}xf32>, tensor<1x{HEADS}x?x{D}xf32>, tensor<{D // 2}xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<1x{HEADS}x?x{D}xf32>
  return %o : tensor<1x{HEADS}x?x{D}xf32>
}}
"""


# One function per window (the window is an attribute), all in one module:
# the sizes are dynamic, so prefill and decoding call the same functions.
MODULE = "\n".join(function(f"window_{i}", w) for i, w in enumerate(WINDOWS))


PIPELINES = attention_pipelines.CPU


def expected(q, k, v, qp, kp, diagonal, window):
    freqs = reference.inverse_frequencies(D)
    qr = reference.rotate(q.astype(np.float64), qp, freqs, "half")
    kr = reference.rotate(k.astype(np.float64), kp, freqs, "half")
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(D)
    sq, skv = q.shape[2], k.shape[2]
    visible = np.array([[i + diagonal - window < j <= i + diagonal
                         for j in range(skv)] for i in range(sq)])
    scores = np.where(visible, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
        return (weights / weights.sum(axis=-1, keepdims=True)) @ v.astype(np.float64)


def run(label, libs, sq, skv, diagonals, windows, rng):
    q = rng.standard_normal((1, HEADS, sq, D)).astype(np.float32)
    k = rng.standard_normal((1, HEADS, skv, D)).astype(np.float32)
    v = rng.standard_normal((1, HEADS, skv, D)).astype(np.float32)
    qp = np.arange(sq, dtype=np.int64) + (skv - sq)
    kp = np.arange(skv, dtype=np.int64)
    failed = False
    for name in PIPELINES:
        problems = []
        cases = 0
        for window in windows:
            function = f"window_{WINDOWS.index(window)}"
            for diagonal in diagonals:
                cases += 1
                got = aot.call(libs[name], function, [q, k, v, qp, kp, diagonal],
                               [(q.shape, np.float32)])
                want = expected(q, k, v, qp, kp, diagonal, window)
                nan_rows = np.isnan(want)
                if not np.array_equal(np.isnan(got), nan_rows):
                    problems.append(f"window {window}, diagonal {diagonal}: "
                                    f"{int(np.isnan(got).sum())} NaN values, "
                                    f"expected {int(nan_rows.sum())}")
                    continue
                err = float(np.max(np.abs(np.where(nan_rows, 0, got - want))))
                if err > 1e-5:
                    problems.append(f"window {window}, diagonal {diagonal}: "
                                    f"max error {err:.2e}")
        ok = not problems
        failed |= not ok
        print(f"{'ok' if ok else 'FAIL'} {label} {name}: {cases} cases"
              + ("" if ok else ": " + "; ".join(problems)))
    return failed


def main():
    rng = np.random.default_rng(5)
    libs = {name: aot.compile_module(MODULE, pipeline=pipeline)
            for name, pipeline in PIPELINES.items()}
    # 150 queries: two full query tiles of 64 and a partial one; 200 keys:
    # three full key blocks and a partial one.
    failed = run("prefill", libs, 150, 200, [50, 0, -3, 250, 10**6], WINDOWS, rng)
    # One query against 1000 keys: flash-decoding splits the keys into
    # ranges, and narrow windows leave most ranges empty.
    failed |= run("decode", libs, 1, 1000, [999], [1, 5, 64, 65, 333, 2**40, INT64_MAX], rng)
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
