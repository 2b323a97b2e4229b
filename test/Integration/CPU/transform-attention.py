# RUN: %python %s | FileCheck %s
#
# The transform-scripted lowering of an attention, run and compared with
# numpy float64: a causal attention written in linalg with Hugging Face's
# rotate_half on Q and K (Inputs/rotated_attention.mlir) is raised, fused
# and decomposed with 6-query tiles and 5-key blocks by the transform
# schedule Inputs/transform_attention_schedule.mlir alone
# (transform.rope.raise, fuse_attention, decompose_attention), then lowered
# by rope-lower-to-llvm with its own fusion off and run. The schedule's
# output is checked first: no graph and no rope.attention left, the flash
# loop nest there. Tolerance: 5e-6 of the largest |output| (f32).
#
# CHECK: schedule: loop nest built
# CHECK: ok transform-scripted attention
# CHECK-NOT: FAIL

import os
import subprocess
import sys

import numpy as np

from rope_mlir import aot

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs")
PAYLOAD = os.path.join(INPUTS, "rotated_attention.mlir")
SCHEDULE = os.path.join(INPUTS, "transform_attention_schedule.mlir")
PRELOAD = f"--transform-preload-library=transform-library-paths={SCHEDULE}"

HEADS, SEQ, DIM = 2, 16, 8
INV_FREQ = np.array([1.0, 0.1, 0.01, 0.001])
SCALE = float(np.float32(0.353553385))


def reference(q, k, v, pos):
    """Float64 attention with rotate_half RoPE, causal, as the graph says."""
    angles = pos[:, None].astype(np.float64) * INV_FREQ[None, :]
    cos = np.cos(np.concatenate([angles, angles], axis=-1))
    sin = np.sin(np.concatenate([angles, angles], axis=-1))

    def rotate(x):
        half = DIM // 2
        rotated = np.concatenate([-x[..., half:], x[..., :half]], axis=-1)
        return x * cos + rotated * sin

    qr, kr = rotate(q[0]), rotate(k[0])
    scores = qr @ np.swapaxes(kr, -1, -2) * SCALE
    i = np.arange(SEQ)[:, None]
    j = np.arange(SEQ)[None, :]
    scores = np.where(j <= i, scores, -np.inf)
    scores -= scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v[0]


def main():
    with open(PAYLOAD) as f:
        payload = f.read()
    # What the schedule alone produces.
    scheduled = subprocess.run(
        [aot.find_opt_tool(), PAYLOAD, PRELOAD, "--transform-interpreter"],
        check=True, capture_output=True, text=True).stdout
    left = [op for op in ("rope.attention", "linalg.softmax",
                          "linalg.batch_matmul", "tensor.concat")
            if op in scheduled]
    if left or "scf.forall" not in scheduled:
        print(f"FAIL schedule: left {left}, scf.forall "
              f"{'present' if 'scf.forall' in scheduled else 'missing'}")
        return 1
    print("schedule: loop nest built")

    lib = aot.compile_module(
        payload, pipeline=[PRELOAD, "--transform-interpreter",
                           "--rope-lower-to-llvm=fuse-attention=false"])
    rng = np.random.default_rng(18)
    shape = (1, HEADS, SEQ, DIM)
    q, k, v = (rng.standard_normal(shape).astype(np.float32)
               for _ in range(3))
    pos = (3 + np.arange(SEQ, dtype=np.int64))[None, :]
    got = aot.call(lib, "rotated_attention", [q, k, v, pos],
                   [((HEADS, SEQ, DIM), np.float32)])
    want = reference(q.astype(np.float64), k.astype(np.float64),
                     v.astype(np.float64), pos[0])
    err = float(np.max(np.abs(got.astype(np.float64) - want)) /
                np.max(np.abs(want)))
    ok = err <= 5e-6 and np.all(np.isfinite(got))
    print(f"{'ok' if ok else 'FAIL'} transform-scripted attention: max error "
          f"{err:.2e} (tolerance 5e-06)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
