# RUN: %python %s | FileCheck %s
#
# Logit soft-capping in rope.attention (`softcap(C)`: scores
# C * tanh(scale q.k / C) before the mask and softmax, Gemma 2's
# attn_logit_softcapping). Inputs scaled by 3 put the scaled scores at
# several times C, where the cap changes the weights: without it the results
# differ from the reference by 7% to 90% of its largest value. Each
# pipeline (the vectorized
# flash loop nest, the scalar one, the graph form) is compared with a numpy
# float64 reference, prefill (causal and not, several query tiles and key
# blocks, f32 and bf16) and decoding one query over flash-decoding's key
# ranges. Errors are relative to the largest |reference|: 1e-5 in f32,
# 2e-2 in bf16 (the inputs, the rotated Q and K and the result rounded to
# bf16), as in the other attention tests.
#
# CHECK-NOT: FAIL
# CHECK: ok flash (rope-lower-to-llvm): 10 cases
# CHECK: ok scalar (vectorize=0): 10 cases
# CHECK: ok graph (form=graph): 10 cases
# CHECK: PASS

import math
import os
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
import attention_pipelines  # noqa: E402

HEADS, KV_HEADS, D = 4, 2, 16
PIPELINES = attention_pipelines.CPU
# (name, queries, keys, causal, softcap, element)
CASES = [
    ("prefill_causal_c5", 150, 150, True, 5.0, "f32"),
    ("prefill_full_c5", 70, 200, False, 5.0, "f32"),
    ("prefill_causal_c1", 33, 33, True, 1.0, "f32"),
    ("prefill_causal_c50", 64, 64, True, 50.0, "f32"),
    ("prefill_causal_bf16", 40, 40, True, 5.0, "bf16"),
    ("decode_c5", 1, 3000, True, 5.0, "f32"),
    ("decode_full_c2", 1, 777, False, 2.0, "f32"),
    ("decode_bf16", 1, 1500, True, 5.0, "bf16"),
    ("prefill_odd_c3", 17, 45, True, 3.0, "f32"),
    ("decode_short_c5", 1, 9, True, 5.0, "f32"),
]


def module(name, sq, skv, causal, softcap, element):
    q = f"tensor<1x{HEADS}x{sq}x{D}x{element}>"
    kv = f"tensor<1x{KV_HEADS}x{skv}x{D}x{element}>"
    return f"""\
func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}, %qp: tensor<{sq}xi64>, %kp: tensor<{skv}xi64>) -> {q}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) softcap({softcap}){' causal' if causal else ''}
       : {q}, {kv}, {kv}, tensor<{D // 2}xf64>, tensor<{sq}xi64>, tensor<{skv}xi64> -> {q}
  return %o : {q}
}}
"""


def expected(q, k, v, qp, kp, causal, softcap):
    freqs = reference.inverse_frequencies(D)
    qr = reference.rotate(q, qp, freqs, "half")
    kr = np.repeat(reference.rotate(k, kp, freqs, "half"), HEADS // KV_HEADS, axis=1)
    v = np.repeat(v, HEADS // KV_HEADS, axis=1)
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(D)
    scores = softcap * np.tanh(scores / softcap)
    if causal:
        sq, skv = scores.shape[-2:]
        hidden = np.arange(skv)[None, :] > np.arange(sq)[:, None] + (skv - sq)
        scores = np.where(hidden, -np.inf, scores)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return (weights / weights.sum(axis=-1, keepdims=True)) @ v


def main():
    rng = np.random.default_rng(29)
    text = "\n".join(module(*case) for case in CASES)
    inputs = {}
    for name, sq, skv, causal, softcap, element in CASES:
        arrays = [3.0 * rng.standard_normal(shape) for shape in
                  [(1, HEADS, sq, D), (1, KV_HEADS, skv, D), (1, KV_HEADS, skv, D)]]
        if element == "bf16":
            given = [bf16.float32_to_bf16(a.astype(np.float32)) for a in arrays]
            exact = [bf16.bf16_to_float32(g).astype(np.float64) for g in given]
        else:
            given = [a.astype(np.float32) for a in arrays]
            exact = [g.astype(np.float64) for g in given]
        qp = np.arange(sq, dtype=np.int64) + (skv - sq) + 1000
        kp = np.arange(skv, dtype=np.int64) + 1000
        want = expected(*exact, qp, kp, causal, softcap)
        uncapped = expected(*exact, qp, kp, causal, 1e30)
        inputs[name] = (given + [qp, kp], want, element, float(np.max(np.abs(want - uncapped))))
    failed = False
    for label, pipeline in PIPELINES.items():
        lib = aot.compile_module(text, pipeline=pipeline)
        problems = []
        for name, (args, want, element, effect) in inputs.items():
            dtype = np.uint16 if element == "bf16" else np.float32
            got = aot.call(lib, name, args, [(want.shape, dtype)])
            got = bf16.bf16_to_float32(got) if element == "bf16" else got
            scale = float(np.max(np.abs(want)))
            err = float(np.max(np.abs(got - want))) / scale
            effect /= scale
            tol = 2e-2 if element == "bf16" else 1e-5
            # The cap must matter at these scores, or the test proves nothing.
            if not err <= tol or effect < 50 * tol:
                problems.append(f"{name}: error {err:.2e} (tolerance {tol:.0e}; "
                                f"the cap changes the result by {effect:.2e})")
        failed |= bool(problems)
        print(f"{'FAIL' if problems else 'ok'} {label}: {len(inputs)} cases"
              + ("" if not problems else ": " + "; ".join(problems)))
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
