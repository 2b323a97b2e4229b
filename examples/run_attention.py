#!/usr/bin/env python3
"""The main job: compile examples/attention.mlir with rope-opt and run it.

rope-opt --rope-lower-to-llvm fuses the attention block (rope.rotate on Q and
K, QK^T, scale, softmax, PV) into one rope.attention (the remarks of
rope-fuse-attention, printed here, say what it recognized and where it
rotates the keys), lowers it as a flash loop nest to the LLVM dialect;
mlir-translate and clang
turn that into a shared library, which this script calls through its C
interface and checks against the float64 numpy reference.

Environment: ROPE_OPT (default build/bin/rope-opt), LLVM_TOOLS_DIR (default
/usr/lib/llvm-22/bin).
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))

import numpy as np  # noqa: E402

from rope_mlir import aot, reference  # noqa: E402

HEADS, SEQ, HEAD_DIM = 8, 128, 64
START = 1000  # positions START .. START + SEQ - 1, as after a KV-cache prefix
TOLERANCE = 1e-5  # max abs error of the f32 result; inputs are N(0, 1)


def main():
    with open(os.path.join(HERE, "attention.mlir")) as f:
        source = f.read()

    start = time.perf_counter()
    lib = aot.compile_module(source)
    compile_s = time.perf_counter() - start

    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((HEADS, SEQ, HEAD_DIM)).astype(np.float32)
               for _ in range(3))
    positions = np.arange(START, START + SEQ, dtype=np.int64)

    start = time.perf_counter()
    out = aot.call(lib, "attention", [q, k, v, positions],
                   results=[((HEADS, SEQ, HEAD_DIM), np.float32)])
    run_s = time.perf_counter() - start

    freqs = reference.inverse_frequencies(HEAD_DIM, base=10000.0)
    expected = reference.attention(q, k, v, positions, freqs, "half")
    error = float(np.max(np.abs(out.astype(np.float64) - expected)))
    unrotated = reference.attention(q, k, v, positions, np.zeros_like(freqs),
                                     "half")
    rope_effect = float(np.max(np.abs(expected - unrotated)))

    fusion = subprocess.run(
        [aot.find_opt_tool(), os.path.join(HERE, "attention.mlir"),
         "--rope-fuse-attention", "--mlir-print-op-on-diagnostic=false",
         "-o", os.devnull], capture_output=True, text=True, check=True)
    for line in fusion.stderr.splitlines():
        if "remark: " in line:
            print("rope-fuse-attention: " + line.split("remark: ", 1)[1])
    print(f"compiled examples/attention.mlir with rope-opt --rope-lower-to-llvm "
          f"in {compile_s:.2f} s")
    print(f"ran attention: {HEADS} heads x {SEQ} positions "
          f"({START}..{START + SEQ - 1}) x head_dim {HEAD_DIM}, f32, "
          f"in {run_s * 1e3:.1f} ms")
    print(f"max |compiled - numpy float64 reference| = {error:.2e} "
          f"(tolerance {TOLERANCE:.0e}; RoPE changes the output by up to "
          f"{rope_effect:.2f})")
    if not error <= TOLERANCE:
        print("FAIL: compiled attention does not match the reference")
        return 1
    print("PASS: compiled attention matches the reference")
    return 0


if __name__ == "__main__":
    sys.exit(main())
