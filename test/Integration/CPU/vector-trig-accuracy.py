# RUN: %python %s | FileCheck %s
#
# Vectorized f32 math.cos and math.sin (rope-approximate-vector-math) over
# the whole f32 range, compiled through rope_mlir.aot and compared with
# numpy's float64 cos and sin of the same f32 inputs. Unraised Hugging Face
# graphs compute cos(position * inv_freq) in f32: at positions near 2^20 the
# angles reach 1e6 rad, where a reduction by pi/2 with one f32 constant was
# 1e-3 off (eager PyTorch: the f32 angle's own rounding only). Every result
# must be within 1 ulp of the float64 value (ulp of the f32 result), at
# magnitudes up to 2^24 and beyond (2^48 where the f64 reduction ends, and
# huge values taking libm), next to large multiples of pi/2 (the worst
# cancellation), and at 0, -0 (sin keeps the sign), +-inf and NaN (NaN).
#
# CHECK-NOT: FAIL
# CHECK: cos |x| <= 10: max
# CHECK: sin |x| <= 2^24: max
# CHECK: sin near k*pi/2
# CHECK: sin specials: [0.0, -0.0, nan, nan, nan]
# CHECK: 2 functions passed

import os
import sys

import numpy as np

from rope_mlir import aot

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from elementwise_module import elementwise_module  # noqa: E402

COLUMNS = 61  # odd: vector bodies and a remainder

MAGNITUDES = [("10", 10.0), ("1e3", 1e3), ("1e5", 1e5), ("1e6", 1e6),
              ("2^24", 2.0 ** 24), ("2^32", 2.0 ** 32), ("2^48", 2.0 ** 48),
              ("3e38", 3e38)]


def ulp_error(got, x):
    """|got - f(x)| in ulps of the f32 nearest f(x), f in float64."""
    want = got[1](x.astype(np.float64))
    ulp = np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)
    return np.abs(got[0].astype(np.float64) - want) / ulp, np.abs(got[0] - want)


def inputs(rng):
    """(label, f32 array) groups: uniform at each magnitude, and the f32
    neighbours of k*pi/2 for large k."""
    groups = []
    for label, top in MAGNITUDES:
        x = rng.uniform(-top, top, 40 * COLUMNS)
        if top > 1e6:  # log-uniform too: small values at every scale
            x = np.concatenate([x, np.sign(x) * np.exp(rng.uniform(0, np.log(top), x.size))])
        groups.append((f"|x| <= {label}", np.clip(x, -3e38, 3e38).astype(np.float32)))
    k = np.concatenate([np.arange(1, 2000), rng.integers(2000, 2 ** 24 // 2 * 2 ** 4, 4000)])
    near = (k * (np.pi / 2)).astype(np.float32)
    near = np.concatenate([near, np.nextafter(near, np.float32(np.inf)),
                           np.nextafter(near, np.float32(0))])
    groups.append(("near k*pi/2", np.concatenate([near, -near])))
    return groups


def main():
    rng = np.random.default_rng(5)
    groups = inputs(rng)
    groups.append(("tiny and huge", np.array([1e-30, -1e-30, 1e-45, -1e-45, 2.0 ** -12, 1e-4,
                                              3.4e38, -3.4e38, 2.0 ** 48, 2.0 ** 49],
                                             np.float32)))
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan], np.float32)
    xs = [x for _, x in groups] + [specials]
    everything = np.concatenate(xs)
    rows = -(-everything.size // COLUMNS)
    padded = np.zeros(rows * COLUMNS, np.float32)
    padded[:everything.size] = everything
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_trig_{os.getpid()}")
    passed = 0
    for op, reference in (("cos", np.cos), ("sin", np.sin)):
        lib = aot.compile_module(elementwise_module(op, rows, COLUMNS), workdir=folder)
        out = aot.call(lib, "f", [padded.reshape(rows, COLUMNS)],
                       [((rows, COLUMNS), np.float32)]).reshape(-1)
        ok = True
        start = 0
        for label, x in groups:
            got = out[start:start + x.size]
            start += x.size
            ulps, absolute = ulp_error((got, reference), x)
            worst = float(np.max(ulps))
            good = worst <= 1.0
            ok &= good
            print(f"{'ok' if good else 'FAIL'}: {op} {label}: max {worst:.3f} ulp, "
                  f"max abs {float(np.max(absolute)):.3g}")
        got = out[start:start + specials.size]
        with np.errstate(invalid="ignore"):
            want = reference(specials.astype(np.float64)).astype(np.float32)
        same = np.array_equal(got, want, equal_nan=True) and \
            np.array_equal(np.signbit(got[:2]), np.signbit(want[:2]))
        ok &= same
        print(f"{'ok' if same else 'FAIL'}: {op} specials: {got.tolist()}")
        passed += ok
    print(f"{passed} functions passed")
    return 0 if passed == 2 else 1


if __name__ == "__main__":
    sys.exit(main())
