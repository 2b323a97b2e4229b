# RUN: %python %s | FileCheck %s
#
# llama-inv-freq-input (the Llama f32 block with inv_freq a function
# argument, as torch.compile passes it): the raised and fused block must read
# its inverse frequencies at run time. It is compiled unraised (the graph as
# exported, f32 angles from the argument) and raised and fused (exact
# angles from the argument), and both are called with the model's own
# frequencies and with those of base 500000 at the exported positions
# 0..7: the two compilations agree within 1e-5 (relative to the largest
# |output|) for each set of frequencies, while the two sets of frequencies
# give outputs more than 1e-3 apart. A fused op that had baked the exported
# frequencies in would agree with the graph for the first set only.
#
# CHECK-NOT: FAIL
# CHECK: ok fused reads inv_freq: base 10000
# CHECK: ok fused reads inv_freq: base 500000
# CHECK: PASS

import os
import subprocess
import sys

import numpy as np

from rope_mlir import aot

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "llama-inv-freq-input"
FREQUENCY_ARGUMENT = 2


def main():
    with open(os.path.join(HERE, "Inputs", NAME + ".mlir")) as f:
        text = f.read()
    data = np.load(os.path.join(HERE, "Inputs", NAME + ".npz"))
    function = text.split("func.func @", 1)[1].split("(", 1)[0]
    raised = subprocess.run([aot.find_opt_tool(), "--rope-raise", "-"], input=text,
                            capture_output=True, text=True, check=True).stdout
    if "rope.rotate" not in raised:
        print("FAIL: not raised to rope.rotate")
        return 1
    unraised_lib = aot.compile_module(text, pipeline="rope-lower-to-llvm=fuse-attention=0")
    fused_lib = aot.compile_module(raised)
    args = [np.ascontiguousarray(data[f"a{i}"])
            for i in range(len([k for k in data.files if k[0] == "a" and k[1:].isdigit()]))]
    spec = [(data["r0"].shape, data["r0"].dtype)]
    half = args[FREQUENCY_ARGUMENT].shape[0]
    outputs = {}
    failed = False
    for base in (10000.0, 500000.0):
        frequencies = (1.0 / base ** (np.arange(half) * 2.0 / (2 * half))).astype(np.float32)
        call = list(args)
        call[FREQUENCY_ARGUMENT] = frequencies
        unraised = aot.call(unraised_lib, function, call, spec).astype(np.float64)
        fused = aot.call(fused_lib, function, call, spec).astype(np.float64)
        err = float(np.max(np.abs(fused - unraised))) / float(np.max(np.abs(unraised)))
        ok = err <= 1e-5
        failed |= not ok
        print(f"{'ok' if ok else 'FAIL'} fused reads inv_freq: base {base:g} "
              f"(fused vs unraised {err:.1e})")
        outputs[base] = unraised
    apart = float(np.max(np.abs(outputs[10000.0] - outputs[500000.0])))
    if apart <= 1e-3:
        print(f"FAIL: the two sets of frequencies give outputs only {apart:.1e} apart")
        failed = True
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
