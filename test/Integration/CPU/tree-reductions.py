# RUN: %python %s | FileCheck %s
#
# Row maxima and minima through rope-lower-to-llvm, whose
# rope-tree-reductions pass computes each unmasked vector.reduction of a
# min or max as a tree of vector ops instead of one lane at a time: against
# numpy on rows holding NaN, infinities, signed zeros and ordinary values.
# Each row starts from -inf (max) or +inf (min). maxnumf and minnumf ignore
# NaN (numpy's fmax and fmin: a row of NaN gives the start), maximumf and
# minimumf propagate it (numpy's maximum and minimum). Rows of
# 64 (whole vectors), 16, 5 and 37 lanes (tiles and a masked rest). For the
# rows of 64 the LLVM dialect must hold no llvm.intr.vector.reduce.fmax,
# fmin, fmaximum or fminimum: the trees replaced them.
#
# CHECK-NOT: FAIL
# CHECK: 16 checks passed

import os
import re
import sys
import tempfile

import numpy as np

from rope_mlir import aot

KINDS = {"maxnumf": np.fmax, "minnumf": np.fmin, "maximumf": np.maximum,
         "minimumf": np.minimum}
SIZES = [64, 16, 5, 37]


def module(kind, n):
    start = {"max": "0xFF800000", "min": "0x7F800000"}[kind[:3]]
    return f"""
func.func @{kind}_{n}(%a: tensor<6x{n}xf32>) -> tensor<6xf32> {{
  %start = arith.constant {start} : f32
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%start : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}}
      ins(%a : tensor<6x{n}xf32>) outs(%init : tensor<6xf32>) {{
  ^bb0(%x: f32, %acc: f32):
    %m = arith.{kind} %x, %acc : f32
    linalg.yield %m : f32
  }} -> tensor<6xf32>
  return %r : tensor<6xf32>
}}
"""


def rows(n, rng):
    a = rng.standard_normal((6, n)).astype(np.float32)
    a[1, n // 2] = np.nan                    # one NaN
    a[2, :] = np.nan                         # all NaN
    a[3, 0], a[3, n - 1] = np.inf, -np.inf   # infinities at the ends
    a[4, :] = -0.0                           # signed zeros
    a[4, n // 3] = 0.0
    a[5, n - 1] = 100.0                      # the extreme in the last lane
    a[5, 0] = -100.0
    return a


def same(got, want):
    """Equal, NaN where NaN; +0 and -0 count as equal (either may come)."""
    return bool(np.all((got == want) | (np.isnan(got) & np.isnan(want))))


def main():
    rng = np.random.default_rng(3)
    text = "\n".join(module(kind, n) for kind in KINDS for n in SIZES)
    library = aot.compile_module(text)
    passed = total = 0
    for kind, reference in KINDS.items():
        for n in SIZES:
            a = rows(n, rng)
            got = aot.call(library, f"{kind}_{n}", [a], [((6,), np.float32)])
            start = np.float32(-np.inf if kind.startswith("max") else np.inf)
            want = reference(reference.reduce(a, axis=1), start)
            ok = same(got, want)
            total += 1
            passed += ok
            print(f"{'PASS' if ok else 'FAIL'}: {kind} rows of {n}: got {got}, want {want}")
    with tempfile.TemporaryDirectory() as folder:
        aot.compile_module("\n".join(module(kind, 64) for kind in KINDS),
                           workdir=folder)
        with open(os.path.join(folder, "lowered.mlir")) as f:
            if re.search(r"vector\.reduce\.f(max|min)", f.read()):
                print("FAIL: a min/max reduction intrinsic is left in the "
                      "LLVM dialect of the rows of 64")
                passed -= 1
    print(f"{passed} checks passed" if passed == total else "FAIL")
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
