# RUN: %python %s | FileCheck %s
#
# A decode step over a static KV cache whose mask reads the cache position
# at run time (test/Dialect/Rope/fuse-attention-kv-cache.mlir's
# @static_cache_runtime_position: the new key rotated and inserted at slot 5,
# the keys after `pos` masked with the lowest f32), fused into a
# rope.attention with a run-time diagonal, and unfused, against numpy
# float64 at positions 0..15 of the 16-slot cache (and 40, past its end: every
# key visible). Each position must match within 2e-6, and the fused form
# must be a rope.attention with a diagonal operand.
#
# CHECK-NOT: FAIL
# CHECK: ok fused: 17 positions
# CHECK: ok unfused: 17 positions
# CHECK: PASS

import os
import subprocess
import sys

import numpy as np

from rope_mlir import aot, reference

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "..", "Dialect", "Rope", "fuse-attention-kv-cache.mlir")
FUNCTION = "static_cache_runtime_position"
D, SLOTS, SLOT = 8, 16, 5


def module_text():
    for chunk in open(SOURCE).read().split("\n// -----\n"):
        if f"func.func @{FUNCTION}(" in chunk:
            return chunk
    raise SystemExit(f"FAIL: @{FUNCTION} not found in {SOURCE}")


def expected(q, k, v, cache_k, cache_v, pos):
    freqs = reference.inverse_frequencies(D)
    positions = np.array([pos])
    qr = reference.rotate(q.astype(np.float64), positions, freqs, "half")
    kr = reference.rotate(k.astype(np.float64), positions, freqs, "half")
    keys = cache_k.astype(np.float64).copy()
    values = cache_v.astype(np.float64).copy()
    keys[:, SLOT:SLOT + 1] = kr
    values[:, SLOT:SLOT + 1] = v
    scores = qr @ np.swapaxes(keys, -1, -2)
    scores[..., np.arange(SLOTS) > pos] = -np.inf
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return (weights / weights.sum(axis=-1, keepdims=True)) @ values


def main():
    text = module_text()
    fused = subprocess.run([aot.find_opt_tool(), "-", "--rope-fuse-attention"], input=text,
                           capture_output=True, text=True, check=True).stdout
    if "causal diagonal(" not in fused:
        print("FAIL: not fused into a rope.attention with a run-time diagonal")
        return 1
    rng = np.random.default_rng(3)
    q, k, v = (rng.standard_normal((2, 1, D)).astype(np.float32) for _ in range(3))
    cache_k, cache_v = (rng.standard_normal((2, SLOTS, D)).astype(np.float32) for _ in range(2))
    positions = list(range(SLOTS)) + [40]
    failed = False
    for name, pipeline in [("fused", "rope-lower-to-llvm"),
                           ("unfused", "rope-lower-to-llvm=fuse-attention=0")]:
        lib = aot.compile_module(text, pipeline=pipeline)
        problems = []
        for pos in positions:
            got = aot.call(lib, FUNCTION, [q, k, v, cache_k, cache_v, np.array([pos], np.int64)],
                           [((2, 1, D), np.float32)])
            err = float(np.max(np.abs(got - expected(q, k, v, cache_k, cache_v, pos))))
            if not err <= 2e-6:
                problems.append(f"position {pos}: {err:.2e}")
        failed |= bool(problems)
        print(f"{'FAIL' if problems else 'ok'} {name}: {len(positions)} positions"
              + ("" if not problems else ": " + "; ".join(problems)))
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
