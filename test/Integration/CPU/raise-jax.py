# RUN: %python %s | FileCheck %s
#
# The JAX exports of test/Conversion/LinalgToRope/Inputs
# (scripts/export-jax-graphs.py: jax.jit lowered to StableHLO, then IREE's
# input conversion to linalg), compiled by rope-lower-to-llvm as exported
# and after rope-raise:
#   * on the export's own inputs (positions 0..7) both equal JAX's output
#     (Inputs/<name>.npz) within 1e-5;
#   * at positions 2^20 .. 2^20 + 7 the raised function (exact angles, the
#     schedule recovered from the inverse frequencies the graph computes)
#     is within 1e-5 of the float64 rotation, where the graph's float32
#     angles are off by far more (printed, and asserted above 1e-3).
#
# CHECK: ok jax-llama-rope
# CHECK: ok jax-gptj-rope
# CHECK-NOT: FAIL

import os
import subprocess

import numpy as np

from rope_mlir import aot, reference

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope", "Inputs")
LAYOUTS = {"jax-llama-rope": "half", "jax-gptj-rope": "interleaved"}

for name, layout in LAYOUTS.items():
    with open(os.path.join(INPUTS, name + ".mlir")) as f:
        text = f.read()
    raised = subprocess.run([aot.find_opt_tool(), "--rope-raise", "-"], input=text,
                            capture_output=True, text=True, check=True).stdout
    assert raised.count("rope.rotate ") == 1 and "math.cos" not in raised, raised
    data = np.load(os.path.join(INPUTS, name + ".npz"))
    x, positions, expected = data["a0"], data["a1"], data["r0"]
    fn = name.replace("-", "_")
    libs = {"raised": aot.compile_module(raised), "unraised": aot.compile_module(text)}

    def run(label, pos):
        return aot.call(libs[label], fn, [x, pos], [(x.shape, np.float32)])

    eager = {label: float(np.max(np.abs(run(label, positions) - expected))) for label in libs}
    far = positions + np.int32(1 << 20)
    # x is [batch, seq, heads, D]: rotate [heads, seq, D] in float64.
    truth = np.swapaxes(reference.rotate(np.swapaxes(x[0], 0, 1), far[0].astype(np.int64),
                                         reference.inverse_frequencies(16), layout), 0, 1)
    long_err = {label: float(np.max(np.abs(run(label, far)[0] - truth))) for label in libs}
    ok = (max(eager.values()) <= 1e-5 and long_err["raised"] <= 1e-5 and
          long_err["unraised"] > 1e-3)
    print(f"{'ok' if ok else 'FAIL'} {name}: vs JAX raised {eager['raised']:.3g} unraised "
          f"{eager['unraised']:.3g}; at 2^20 vs float64 raised {long_err['raised']:.3g} "
          f"unraised {long_err['unraised']:.3g}")
