# RUN: %python %s | FileCheck %s
#
# Vectorized f32 math.exp (rope-approximate-vector-math's own pattern,
# VectorExp.cpp), compiled through rope_mlir.aot, against numpy's float64
# exp of the same f32 inputs. Softmax rows take exp of scores minus their
# maximum, so [-87, 0] matters most, but every f32 input is covered:
#   * within 2 ulp (ulps of the f32 nearest the float64 value) wherever the
#     result is at least 2^-125 (~2.4e-38), up to the largest finite result,
#     ln(FLT_MAX) = 88.72283;
#   * below that the result is +0 or within 2^-125 of the true value;
#   * at and past ln(FLT_MAX), +inf once the true value rounds to inf;
#   * exp(-inf) = +0 exactly (masked scores give no weight), exp(+inf) =
#     inf, exp(NaN) = NaN, exp(+-0) = 1.
# The same inputs through `math.exp fastmath<afn>` (the 10-operation form
# bf16 attention's probabilities take, rounded to bf16 next): within 1.1e-4
# relative where the result is at least 2^-125, the same edges (past
# ln(FLT_MAX), inf or within the bound of FLT_MAX) and the same specials.
#
# CHECK-NOT: FAIL
# CHECK: ok: exp [-87, 0]: max
# CHECK: ok: exp [-1, 1]: max
# CHECK: ok: exp specials: [1.0, 1.0, inf, 0.0, nan]
# CHECK: ok: exp afn [-87, 0]: max
# CHECK: ok: exp afn specials: [1.0, 1.0, inf, 0.0, nan]
# CHECK: exp passed

import os
import sys

import numpy as np

from rope_mlir import aot

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from elementwise_module import elementwise_module  # noqa: E402

COLUMNS = 61  # odd: vector bodies and a remainder
LN_FLT_MAX = float(np.log(np.float64(np.finfo(np.float32).max)))
TINY = 2.0 ** -125


def groups(rng):
    """(label, f32 inputs): uniform in ranges, the neighbours of multiples
    of ln 2 / 2 (where n = round(x / ln 2) switches), and the edges."""
    out = []
    for label, lo, hi in (("[-87, 0]", -87.0, 0.0), ("[-1, 1]", -1.0, 1.0),
                          ("[0, 88.7]", 0.0, LN_FLT_MAX),
                          ("[-104, -86]", -104.0, -86.0)):
        out.append((label, rng.uniform(lo, hi, 60 * COLUMNS).astype(np.float32)))
    half = np.arange(-250, 256) * (np.log(2.0) / 2)
    near = half.astype(np.float32)
    near = np.concatenate([near, np.nextafter(near, np.float32(np.inf)),
                           np.nextafter(near, np.float32(-np.inf))])
    out.append(("near k ln2/2", near[(near > -104) & (near < LN_FLT_MAX)]))
    edge = np.float32(LN_FLT_MAX)
    top = [edge]
    for _ in range(8):
        top += [np.nextafter(top[-1], np.float32(np.inf))]
    bottom = [edge]
    for _ in range(8):
        bottom += [np.nextafter(bottom[-1], np.float32(0))]
    out.append(("near ln(FLT_MAX)", np.array(top + bottom + [89.0, 100.0, 1e10, 3e38],
                                             np.float32)))
    out.append(("tiny and large negative", np.array(
        [1e-30, -1e-30, 1e-45, -87.3, -88.0, -103.0, -150.0, -1e10, -3e38], np.float32)))
    return out


# The `afn` form's bound, relative: 1.03e-4 for its polynomial, 2.6e-6 for
# ln 2 rounded to f32, and the f32 evaluation.
AFN_RELATIVE = 1.1e-4


def check(label, x, got, approximate=False):
    """Prints one line; returns whether every lane meets the contract:
    within 2 ulp, or with `approximate` within AFN_RELATIVE relative."""
    with np.errstate(over="ignore"):
        want = np.exp(x.astype(np.float64))
        want32 = want.astype(np.float32)
    normal = (want >= TINY) & np.isfinite(want32)
    if approximate:
        unit, bound, name = want[normal], AFN_RELATIVE, "relative"
    else:
        unit, bound, name = np.spacing(want32[normal]).astype(np.float64), 2.0, "ulp"
    ulps = np.abs(got[normal].astype(np.float64) - want[normal]) / unit
    worst = float(np.max(ulps)) if ulps.size else 0.0
    small = want < TINY
    small_ok = bool(np.all((got[small] == 0) | (np.abs(got[small] - want[small]) <= TINY)))
    overflow = ~np.isfinite(want32)
    top = np.float64(np.finfo(np.float32).max) * (1 - AFN_RELATIVE)
    inf_ok = bool(np.all(np.isposinf(got[overflow]) |
                         (approximate & (got[overflow] >= top))))
    good = worst <= bound and small_ok and inf_ok
    print(f"{'ok' if good else 'FAIL'}: exp {label}: max {worst:.3g} {name} over "
          f"{int(normal.sum())} normal results, {int(small.sum())} below 2^-125 "
          f"({'+0 or within it' if small_ok else 'WRONG'}), {int(overflow.sum())} "
          f"overflowing ({'inf' if inf_ok else 'WRONG'})")
    return good


def main():
    rng = np.random.default_rng(7)
    named = groups(rng)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan], np.float32)
    everything = np.concatenate([x for _, x in named] + [specials])
    rows = -(-everything.size // COLUMNS)
    padded = np.zeros(rows * COLUMNS, np.float32)
    padded[:everything.size] = everything
    ok = True
    for fastmath, prefix in ((None, ""), ("afn", "afn ")):
        folder = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                              f"rope_exp_{os.getpid()}_{fastmath}")
        lib = aot.compile_module(
            elementwise_module("exp", rows, COLUMNS, fastmath), workdir=folder)
        # The polynomial must be what ran, not libm's per-lane calls.
        with open(os.path.join(folder, "lowered.mlir")) as f:
            lowered = f.read()
        vectorized = "llvm.intr.exp" not in lowered and "@expf" not in lowered
        print(f"{'ok' if vectorized else 'FAIL'}: {prefix}no exp call or "
              "intrinsic is left")
        out = aot.call(lib, "f", [padded.reshape(rows, COLUMNS)],
                       [((rows, COLUMNS), np.float32)]).reshape(-1)
        ok &= vectorized
        start = 0
        for label, x in named:
            ok &= check(prefix + label, x, out[start:start + x.size],
                        approximate=fastmath is not None)
            start += x.size
        got = out[start:start + specials.size]
        want = np.array([1.0, 1.0, np.inf, 0.0, np.nan], np.float32)
        same = np.array_equal(got, want, equal_nan=True) and not np.signbit(got[3])
        ok &= same
        print(f"{'ok' if same else 'FAIL'}: exp {prefix}specials: {got.tolist()}")
    print("exp passed" if ok else "exp FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
