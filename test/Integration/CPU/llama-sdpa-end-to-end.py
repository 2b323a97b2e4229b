# RUN: %python %s | FileCheck %s
#
# The whole path of a real graph: torch-mlir's export of a Hugging Face Llama
# attention layer with SDPA (test/Conversion/LinalgToRope/Inputs, made by
# scripts/export-graphs.py: projections, rotate_half on Q and K, repeat_kv,
# causal mask, softmax, output projection) compiled with
# `rope-opt --rope-raise --rope-lower-to-llvm`: rope-raise turns the
# rotations into rope.rotate, rope-fuse-attention (run by the pipeline)
# fuses them with QK^T, the mask, softmax and PV into one rope.attention,
# which runs as the flash loop nest. Its output on the export's own inputs
# must match eager PyTorch's (stored with the export) within 1e-5 of the
# largest output, and the remarks must say that it was raised and fused.
#
# CHECK-NOT: FAIL
# CHECK: remark: {{.*}}rope.rotate
# CHECK: remark: fused into rope.attention: {{.*}}causal mask
# CHECK: ok llama_sdpa_attention: raised, fused, max error

import os
import subprocess
import sys

import numpy as np

from rope_mlir import aot

HERE = os.path.dirname(os.path.abspath(__file__))
EXPORT = os.path.join(HERE, "..", "..", "Conversion", "LinalgToRope", "Inputs",
                      "llama-sdpa-attention")


def main():
    with open(EXPORT + ".mlir") as f:
        text = f.read()
    remarks = subprocess.run(
        [aot.find_opt_tool(), "-", "--rope-raise", "--rope-lower-to-llvm",
         "--mlir-print-op-on-diagnostic=false", "-o", os.devnull],
        input=text, capture_output=True, text=True, check=True).stderr
    for line in remarks.splitlines():
        if "remark:" in line:
            print("remark:" + line.split("remark:", 1)[1])
    fused = "fused into rope.attention" in remarks
    lib = aot.compile_module(text, pipeline=["--rope-raise",
                                             "--rope-lower-to-llvm"])
    data = np.load(EXPORT + ".npz")
    got = aot.call(lib, "llama_sdpa_attention", [data["a0"], data["a1"]],
                   [(data["r0"].shape, np.float32)])
    want = data["r0"].astype(np.float64)
    err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    ok = fused and err <= 1e-5
    print(f"{'ok' if ok else 'FAIL'} llama_sdpa_attention: raised, "
          f"{'fused' if fused else 'NOT FUSED'}, max error {err:.1e} relative to "
          "eager PyTorch")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
