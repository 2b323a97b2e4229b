# RUN: %python %s | FileCheck %s
#
# The real exports of test/Conversion/LinalgToRope/Inputs after upstream
# elementwise fusion (rope-opt --linalg-fuse-elementwise-ops), raised by
# rope-raise (which splits the fused rotation generics) and compiled: on the
# export's own inputs each equals eager PyTorch (Inputs/<name>.npz) within
# 1e-5, with every rotation raised to rope.rotate (exact angles).
#
# CHECK: ok llama-rope: 2 rotations
# CHECK: ok gptj-rope: 2 rotations
# CHECK: ok neox-rope: 2 rotations
# CHECK: ok qwen2vl-rope: 2 rotations
# CHECK-NOT: FAIL

import os
import subprocess

import numpy as np

from rope_mlir import aot

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope", "Inputs")


def opt(text, *flags):
    return subprocess.run([aot.find_opt_tool(), *flags, "-"], input=text, capture_output=True,
                          text=True, check=True).stdout


for name in ("llama-rope", "gptj-rope", "neox-rope", "qwen2vl-rope"):
    with open(os.path.join(INPUTS, name + ".mlir")) as f:
        raised = opt(opt(f.read(), "--linalg-fuse-elementwise-ops"), "--rope-raise")
    data = np.load(os.path.join(INPUTS, name + ".npz"))
    args = [data[f"a{i}"] for i in range(sum(k.startswith("a") for k in data))]
    expected = [data[f"r{i}"] for i in range(sum(k.startswith("r") for k in data))]
    got = aot.call(aot.compile_module(raised), name.replace("-", "_"), args,
                   [(r.shape, r.dtype) for r in expected])
    worst = max(float(np.max(np.abs(g - r))) for g, r in zip(got, expected))
    rotations = raised.count("rope.rotate ")
    ok = worst <= 1e-5 and rotations == 2 and "math.cos" not in raised
    print(f"{'ok' if ok else 'FAIL'} {name}: {rotations} rotations, "
          f"max |raised - eager| = {worst:.3g}")
