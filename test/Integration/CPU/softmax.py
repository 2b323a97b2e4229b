# RUN: %python %s | FileCheck %s
#
# linalg.softmax through rope-lower-to-llvm's CPU strategy (decomposed into
# a row max, exp, a row sum and a division; the reductions vectorized a row
# at a time, exp a vector polynomial rather than libm calls), against numpy
# float64 on rows of 7, 33, 100, 101, 2048 and 5000 scores (static: each row one
# vector up to 4096, else a loop of 16-lane partials and a masked rest) and on
# the same rows with a dynamic length (the loop and a masked rest, also for
# the exp and the division), including large and very negative scores.
# Tolerance, relative to each row's largest probability:
# 1e-6 for the polynomial exp and the division, plus 2^-24 per term a
# 16-lane partial sum accumulates (n / 16), the f32 rounding of the row sum.
#
# CHECK-NOT: FAIL
# CHECK: 11 cases passed

import sys

import numpy as np

from rope_mlir import aot

ROWS = 6
LENGTHS = (7, 33, 100, 101, 2048, 5000)
DYNAMIC = (7, 33, 100, 2048, 5000)

MODULE = "\n".join(f"""
func.func @softmax_{n}(%x: tensor<{ROWS}x{n}xf32>) -> tensor<{ROWS}x{n}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %e = tensor.empty() : tensor<{ROWS}x{n}xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<{ROWS}x{n}xf32>) outs(%e : tensor<{ROWS}x{n}xf32>) -> tensor<{ROWS}x{n}xf32>
  return %p : tensor<{ROWS}x{n}xf32>
}}""" for n in LENGTHS) + f"""
func.func @softmax_dynamic(%x: tensor<?x?xf32>, %out: memref<?x?xf32>)
    attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = tensor.dim %x, %c0 : tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%rows, %n) : tensor<?x?xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}}"""


def main():
    lib = aot.compile_module(MODULE)
    rng = np.random.default_rng(17)
    passed = 0
    cases = [(n, False) for n in LENGTHS] + [(n, True) for n in DYNAMIC]
    for n, dynamic in cases:
        x = rng.standard_normal((ROWS, n)).astype(np.float32) * 8
        # exp(100) overflows f32: a row max that missed the first tile or the
        # rest of a row would give inf / inf.
        x[0, 0] = 100.0
        x[2, -1] = 100.0
        x[1] = -50.0 + rng.standard_normal(n).astype(np.float32)
        if dynamic:
            got = np.full((ROWS, n), np.nan, np.float32)
            aot.call(lib, "softmax_dynamic", [x, got])
        else:
            got = aot.call(lib, f"softmax_{n}", [x], [((ROWS, n), np.float32)])
        x64 = x.astype(np.float64)
        want = np.exp(x64 - x64.max(axis=1, keepdims=True))
        want /= want.sum(axis=1, keepdims=True)
        err = float(np.max(np.abs(got - want) / want.max(axis=1, keepdims=True)))
        tol = 1e-6 + n / 16 * 2.0 ** -24
        ok = err <= tol and np.all(np.isfinite(got))
        passed += ok
        kind = "dynamic" if dynamic else "static"
        print(f"{'ok' if ok else 'FAIL'} softmax {kind} rows of {n}: max error {err:.2e} "
              f"(relative to the row's largest probability, tolerance {tol:.1e})")
    if passed == len(cases):
        print(f"{passed} cases passed")
        return 0
    print("FAIL")
    return 1


if __name__ == "__main__":
    sys.exit(main())
