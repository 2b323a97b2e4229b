# RUN: %python %s | FileCheck %s
#
# The softmax of bf16 attention's 256-key blocks one score row at a time
# (rope-decompose-attention row-softmax, which rope-lower-to-llvm sets with
# the bf16 products it takes on AMX tiles or vdpbf16ps), forced here with
# bf16 products so that it runs on any host, against numpy float64: 128
# queries (two tiles of 64) against 600 keys (two full 256-key blocks, taken
# by rows, and a last block of 88, taken by the element-wise generics);
# non-causal, causal (the diagonal crosses full blocks: masked rows),
# causal under a sliding window of 100 with a diagonal that hides every
# key of the first full block from some rows (rows that have seen no key
# yet), grouped-query heads, and keys whose second full block's maximum
# exceeds the first's by 48 (the running maximum moves: the rows' rescale
# factor exp(m - m')) while the last block's stays below. The same modules
# without row-softmax (the generics everywhere) are checked too.
#
# Tolerance: 1e-2 of the largest |output| (the queries, probabilities and
# output are rounded to bf16).
#
# CHECK-NOT: FAIL
# CHECK: 10 cases passed

import math
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

D, SQ, SK = 128, 128, 600


def function(name, heads, kv_heads, mask, diagonal):
    q = f"tensor<1x{heads}x{SQ}x{D}xbf16>"
    k = f"tensor<1x{kv_heads}x{SK}x{D}xbf16>"
    # A diagonal other than causal's default (SK - SQ) is an operand.
    prelude = ""
    if diagonal is not None and diagonal != SK - SQ:
        prelude = f"  %d = arith.constant {diagonal} : index\n"
        mask = mask.replace("causal", "causal diagonal(%d)")
    return f"""
func.func @{name}(%q: {q}, %k: {k}, %v: {k}, %qp: tensor<{SQ}xi64>,
                  %kp: tensor<{SK}xi64>) -> {q}
    attributes {{llvm.emit_c_interface}} {{
{prelude}  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f)
       layout(half) {mask}
     : {q}, {k}, {k}, tensor<{D // 2}xf64>, tensor<{SQ}xi64>, tensor<{SK}xi64> -> {q}
  return %o : {q}
}}"""


# (name, query heads, key heads, mask, diagonal, window, rising keys). The
# window's diagonal 180: query i sees keys (80 + i, 180 + i], so query 0
# sees none of block 1 (256-511) and queries 76 on see some.
CASES = [
    ("plain", 2, 2, "", None, None, False),
    ("causal", 2, 2, "causal", SK - SQ, None, False),
    ("window", 2, 2, "causal window(100)", 180, 100, False),
    ("gqa", 4, 2, "causal", SK - SQ, None, False),
    ("rising", 2, 2, "", None, None, True),
]


def module():
    return "\n".join(function(name, heads, kv, mask, diagonal)
                     for name, heads, kv, mask, diagonal, _, _ in CASES)


def expected(q, k, v, qp, kp, group, diagonal, window):
    freqs = reference.inverse_frequencies(D)
    qr = reference.rotate(q, qp, freqs, "half")
    kr = np.repeat(reference.rotate(k, kp, freqs, "half"), group, axis=1)
    vv = np.repeat(v, group, axis=1)
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(D)
    if diagonal is not None:
        i = np.arange(SQ)[:, None]
        j = np.arange(SK)[None, :]
        visible = j <= i + diagonal
        if window:
            visible &= j > i + diagonal - window
        scores = np.where(visible, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return (weights / weights.sum(axis=-1, keepdims=True)) @ vv


def as_bf16(x):
    bits = bf16.float32_to_bf16(x.astype(np.float32))
    return bits, bf16.bf16_to_float32(bits).astype(np.float64)


def main():
    text = module()
    libs = {
        "rows": aot.compile_module(text, pipeline=[
            "--rope-decompose-attention=bf16-products=1 row-softmax=1",
            "--rope-lower-to-llvm"]),
        "generics": aot.compile_module(text, pipeline=[
            "--rope-decompose-attention=bf16-products=1",
            "--rope-lower-to-llvm"]),
    }
    rng = np.random.default_rng(3)
    results = []
    for name, heads, kv, _, diagonal, window, rising in CASES:
        q = rng.standard_normal((1, heads, SQ, D))
        k = rng.standard_normal((1, kv, SK, D))
        v = rng.standard_normal((1, kv, SK, D))
        qp = np.zeros(SQ, np.int64)
        kp = np.zeros(SK, np.int64)
        if rising:
            # Positions 0 (no rotation); the score of key j is about 12 *
            # (j // 64) up to 84, so that block 1's maximum exceeds block
            # 0's by 48 (the rows rescale by a = e^-48), then 80 in the last
            # block, which leaves the maximum where it is: the sums of the
            # full blocks stay in the result.
            q[..., 0] = math.sqrt(D)
            k[..., 0] = [12.0 * (j // 64) if j < 512 else 80.0
                         for j in range(SK)]
        else:
            qp = np.arange(SQ, dtype=np.int64) + (SK - SQ)
            kp = np.arange(SK, dtype=np.int64)
        (qb, q64), (kb, k64), (vb, v64) = (as_bf16(x) for x in (q, k, v))
        want = expected(q64, k64, v64, qp, kp, heads // kv, diagonal, window)
        for label, lib in libs.items():
            got = bf16.bf16_to_float32(aot.call(
                lib, name, [qb, kb, vb, qp, kp],
                [((1, heads, SQ, D), np.uint16)])).astype(np.float64)
            err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
            ok = err <= 1e-2 and bool(np.all(np.isfinite(got)))
            results.append(ok)
            print(f"{'ok' if ok else 'FAIL'} {name} {label}: "
                  f"max error {err:.2e} of the largest |output|")
    if not all(results):
        print("FAIL")
        return 1
    print(f"{len(results)} cases passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
