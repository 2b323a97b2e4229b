# RUN: %python %s | FileCheck %s
#
# Row reductions through rope-lower-to-llvm, whose rope-vectorize-elementwise
# reduces rows in blocks of as many rows as a register has lanes (16 f32
# with AVX-512, 8 with AVX2) when their count is a multiple of it and each
# row is at most four registers long: every row's chunks combine lane by
# lane, then pairs of registers combine their shuffled halves until one
# register holds all the rows' results (populateRowBlockReductionPatterns).
# Against numpy, on 32 rows (blocks) and 24 rows (a block and a rest with
# AVX2, rows one by one with AVX-512) of 16 and 64 lanes, with NaN, all-NaN,
# infinities, signed zeros and the extremes in the first and last lanes of
# rows at both ends of a block. maxnumf and minnumf ignore NaN (numpy's fmax
# and fmin, from the -inf or +inf start), maximumf and minimumf propagate
# it; their zeros must carry the right sign: +0 wins a max, -0 a min. Sums
# (from 0) are compared with float64 within n * 2^-24 * sum |a| (a bound on
# any order of f32 additions).
#
# CHECK-NOT: FAIL
# CHECK: 20 checks passed

import sys

import numpy as np

from rope_mlir import aot

KINDS = {"maxnumf": np.fmax, "minnumf": np.fmin, "maximumf": np.maximum,
         "minimumf": np.minimum, "addf": None}
ROWS = [32, 24]
SIZES = [16, 64]
STARTS = {"max": "0xFF800000", "min": "0x7F800000", "add": "0.0"}


def module(kind, m, n):
    start = STARTS[kind[:3]]
    return f"""
func.func @{kind}_{m}_{n}(%a: tensor<{m}x{n}xf32>) -> tensor<{m}xf32> {{
  %start = arith.constant {start} : f32
  %e = tensor.empty() : tensor<{m}xf32>
  %init = linalg.fill ins(%start : f32) outs(%e : tensor<{m}xf32>) -> tensor<{m}xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}}
      ins(%a : tensor<{m}x{n}xf32>) outs(%init : tensor<{m}xf32>) {{
  ^bb0(%x: f32, %acc: f32):
    %r = arith.{kind} %x, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<{m}xf32>
  return %r : tensor<{m}xf32>
}}
"""


def rows(m, n, rng, finite):
    a = rng.standard_normal((m, n)).astype(np.float32)
    a[0, n - 1] = 100.0                      # extremes in the last lane ...
    a[0, 0] = -100.0
    a[15, 0] = 50.0                          # ... and the first
    a[15, n - 1] = -50.0
    a[16, :] = -0.0                          # zeros, one +0
    a[16, n // 3] = 0.0
    a[m - 1, :] = 0.0                        # zeros, one -0
    a[m - 1, n // 2] = -0.0
    if not finite:
        a[1, n // 2] = np.nan                # one NaN
        a[17, :] = np.nan                    # all NaN
        a[m - 2, 0], a[m - 2, n - 1] = np.inf, -np.inf
    return a


def matches(got, want, kind, a):
    """Per row: equal (NaN for NaN, zeros of the same sign), or for sums
    within the bound of f32 additions in any order."""
    if kind == "addf":
        bound = a.shape[1] * 2.0**-24 * np.abs(a).astype(np.float64).sum(axis=1)
        return np.abs(got - want) <= bound
    equal = (got == want) & (np.signbit(got) == np.signbit(want))
    return equal | (np.isnan(got) & np.isnan(want))


def main():
    rng = np.random.default_rng(5)
    text = "\n".join(module(kind, m, n)
                     for kind in KINDS for m in ROWS for n in SIZES)
    library = aot.compile_module(text)
    passed = total = 0
    for kind, reference in KINDS.items():
        for m in ROWS:
            for n in SIZES:
                a = rows(m, n, rng, finite=kind == "addf")
                got = aot.call(library, f"{kind}_{m}_{n}", [a],
                               [((m,), np.float32)])
                if reference is None:
                    want = a.astype(np.float64).sum(axis=1)
                else:
                    start = np.float32(-np.inf if kind.startswith("max")
                                       else np.inf)
                    want = reference(reference.reduce(a, axis=1), start)
                good = matches(got, want, kind, a)
                ok = bool(np.all(good))
                total += 1
                passed += ok
                if not ok:
                    bad = np.nonzero(~good)[0]
                    print(f"FAIL: {kind} {m} rows of {n}: rows {bad}: "
                          f"got {got[bad]}, want {want[bad]}")
    print(f"{passed} checks passed" if passed == total else "FAIL")
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
