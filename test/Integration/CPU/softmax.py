# RUN: %python %s | FileCheck %s
#
# linalg.softmax through rope-lower-to-llvm's CPU strategy (decomposed into
# a row max, exp, a row sum and a division; the reductions vectorized a row
# at a time, exp a vector polynomial rather than libm calls), against numpy
# float64 on rows of 7, 33, 100 and 2048 scores, including large and very
# negative ones. Tolerance, relative to each row's largest probability:
# 1e-6 for the polynomial exp and the division, plus 2^-24 per term a
# 16-lane partial sum accumulates (n / 16), the f32 rounding of the row sum.
#
# CHECK-NOT: FAIL
# CHECK: 4 cases passed

import sys

import numpy as np

from rope_mlir import aot

ROWS = 6
LENGTHS = (7, 33, 100, 2048)

MODULE = "\n".join(f"""
func.func @softmax_{n}(%x: tensor<{ROWS}x{n}xf32>) -> tensor<{ROWS}x{n}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %e = tensor.empty() : tensor<{ROWS}x{n}xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<{ROWS}x{n}xf32>) outs(%e : tensor<{ROWS}x{n}xf32>) -> tensor<{ROWS}x{n}xf32>
  return %p : tensor<{ROWS}x{n}xf32>
}}""" for n in LENGTHS)


def main():
    lib = aot.compile_module(MODULE)
    rng = np.random.default_rng(17)
    passed = 0
    for n in LENGTHS:
        x = rng.standard_normal((ROWS, n)).astype(np.float32) * 8
        x[0, 0] = 80.0   # exp overflows in f32 without the max subtraction
        x[1] = -50.0 + rng.standard_normal(n).astype(np.float32)
        got = aot.call(lib, f"softmax_{n}", [x], [((ROWS, n), np.float32)])
        x64 = x.astype(np.float64)
        want = np.exp(x64 - x64.max(axis=1, keepdims=True))
        want /= want.sum(axis=1, keepdims=True)
        err = float(np.max(np.abs(got - want) / want.max(axis=1, keepdims=True)))
        tol = 1e-6 + n / 16 * 2.0 ** -24
        ok = err <= tol and np.all(np.isfinite(got))
        passed += ok
        print(f"{'ok' if ok else 'FAIL'} softmax rows of {n}: max error {err:.2e} "
              f"(relative to the row's largest probability, tolerance {tol:.1e})")
    if passed == len(LENGTHS):
        print(f"{passed} cases passed")
        return 0
    print("FAIL")
    return 1


if __name__ == "__main__":
    sys.exit(main())
