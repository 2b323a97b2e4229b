# RUN: %python %s | FileCheck %s
#
# Non-finite frequencies given at run time propagate as IEEE arithmetic
# would: a NaN frequency, and an infinite one (whose angle is 0 * inf = NaN
# at position 0 and inf elsewhere), give NaN in both channels of their pair
# at every position, position 0 included; the other pairs keep their exact
# values. Before, the range reduction clamped a NaN angle to pi/4: every
# position of such a pair was rotated by exactly pi/4, finite and wrong.
# Each pipeline (vectorized, scalar, and the fast f32 angles) and both
# layouts, with f32 and f64 frequency tensors, are compared with numpy
# float64.
#
# CHECK-NOT: FAIL
# CHECK: ok rope-lower-to-llvm f64 frequencies half
# CHECK: ok rope-lower-to-llvm=vectorize=0 f32 frequencies interleaved
# CHECK: ok fast-angles f64 frequencies half
# CHECK: PASS

import sys

import numpy as np

from rope_mlir import aot, reference

SEQ, D = 6, 16
MODULE = """\
func.func @rotate_{ftype}_{layout}(%x: tensor<3x?x16xf32>, %p: tensor<?xi64>, %f: tensor<8x{ftype}>)
    -> tensor<3x?x16xf32> attributes {{llvm.emit_c_interface}} {{
  %r = rope.rotate %x, %p, %f layout({layout}) : tensor<3x?x16xf32>, tensor<?xi64>, tensor<8x{ftype}> -> tensor<3x?x16xf32>
  return %r : tensor<3x?x16xf32>
}}
"""
FUNCTIONS = [(ftype, layout) for ftype in ("f64", "f32") for layout in ("half", "interleaved")]
PIPELINES = {
    "rope-lower-to-llvm": "rope-lower-to-llvm",
    "rope-lower-to-llvm=vectorize=0": "rope-lower-to-llvm=vectorize=0",
    "fast-angles": ["--rope-materialize-tables=fast-angles=1", "--rope-lower-to-llvm"],
}


def pair_channels(layout, pair):
    return (pair, pair + D // 2) if layout == "half" else (2 * pair, 2 * pair + 1)


def main():
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, SEQ, D)).astype(np.float32)
    positions = np.array([0, 1, 2, 100, 4096, 65537], dtype=np.int64)
    freqs = reference.inverse_frequencies(D).copy()
    bad = {0: np.nan, 3: np.inf, 5: -np.inf}
    for pair, value in bad.items():
        freqs[pair] = value
    finite = [i for i in range(D // 2) if i not in bad]
    text = "".join(MODULE.format(ftype=t, layout=l) for t, l in FUNCTIONS)
    failed = False
    for name, pipeline in PIPELINES.items():
        lib = aot.compile_module(text, pipeline=pipeline)
        tolerance = 5e-2 if name == "fast-angles" else 1e-5
        for ftype, layout in FUNCTIONS:
            f = freqs.astype(np.float64 if ftype == "f64" else np.float32)
            got = aot.call(lib, f"rotate_{ftype}_{layout}", [x, positions, f],
                           [(x.shape, np.float32)])
            problems = []
            for pair in bad:
                channels = list(pair_channels(layout, pair))
                if not np.all(np.isnan(got[..., channels])):
                    finite_at = np.argwhere(~np.isnan(got[..., channels]))
                    problems.append(f"pair {pair} (frequency {bad[pair]}) not NaN at "
                                    f"{len(finite_at)} places")
            # The frequencies as the function received them (f32 rounded).
            given = f.astype(np.float64)
            want = reference.rotate(x.astype(np.float64), positions,
                                    np.where(np.isfinite(given), given, 0.0), layout)
            keep = [c for pair in finite for c in pair_channels(layout, pair)]
            err = float(np.max(np.abs(got[..., keep] - want[..., keep])))
            if not err <= tolerance:
                problems.append(f"finite pairs: max error {err:.2e}")
            ok = not problems
            failed |= not ok
            print(f"{'ok' if ok else 'FAIL'} {name} {ftype} frequencies {layout}"
                  + ("" if ok else ": " + "; ".join(problems)))
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
