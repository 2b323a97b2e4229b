# RUN: %python %s | FileCheck %s
#
# Attention sinks in rope.attention (`sinks(%s)`: one logit per query head in
# the softmax's normalization, gpt-oss's learned sinks). Each pipeline (the
# vectorized flash loop nest, the scalar one, the graph form, and the GPU
# lowering's graph run as host loops) is compared with numpy float64
# (rope_mlir.reference.attention with `sinks`): prefill causal and not,
# grouped-query heads, a sliding window, per-query limits with a query that
# sees no key (0, not NaN), a diagonal that hides every key from the first
# 40 queries of a tile whose others see keys (f32 and f64), decode over flash-decoding's key ranges and over
# stacked query heads, bf16; sinks around the scores' range, far above it
# (most of a head's weight on the sink) and far below (no effect on that
# head). Errors are relative to the largest |reference|: 1e-5 in f32, 1e-12
# in f64, 2e-2 in bf16, as in the other attention tests; each case's sinks must change
# its result by at least 10 times the tolerance, or the test proves nothing.
#
# CHECK-NOT: FAIL
# CHECK: ok flash (rope-lower-to-llvm): 10 cases
# CHECK: ok scalar (vectorize=0): 10 cases
# CHECK: ok graph (form=graph): 10 cases
# CHECK: ok gpu loops (form=graph, rope-gpu-launch-to-loops): 10 cases
# CHECK: PASS

import os
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
import attention_pipelines  # noqa: E402

HEADS, KV_HEADS, D = 4, 2, 16
PIPELINES = attention_pipelines.ALL
# (name, queries, keys, mask attributes, limits, element)
CASES = [
    ("prefill_causal", 100, 100, "causal", None, "f32"),
    ("prefill_full", 70, 130, "", None, "f32"),
    ("prefill_window", 90, 90, "causal window(16)", None, "f32"),
    ("chunk_limits", 5, 40, "causal", [39, -1, 10, 0, 20], "f32"),
    # A diagonal of -40: the first 40 of a tile of 64 queries see no key,
    # in the blocks the others see.
    ("prefill_hidden_rows", 64, 64, "causal", -40, "f32"),
    ("prefill_hidden_rows_f64", 64, 64, "causal", -40, "f64"),
    ("prefill_bf16", 40, 40, "causal", None, "bf16"),
    ("decode_split", 1, 3000, "causal", None, "f32"),
    ("decode_short", 1, 9, "causal", None, "f32"),
    ("decode_bf16", 1, 700, "", None, "bf16"),
]


def module(name, sq, skv, mask, limits, element):
    q = f"tensor<1x{HEADS}x{sq}x{D}x{element}>"
    kv = f"tensor<1x{KV_HEADS}x{skv}x{D}x{element}>"
    s = f"tensor<{HEADS}x{element}>"
    if isinstance(limits, int):
        extra, attrs = ", %d: index", mask + " diagonal(%d)"
    else:
        extra = f", %l: tensor<{sq}xi64>" if limits else ""
        attrs = mask + (f" limits(%l : tensor<{sq}xi64>)" if limits else "")
    return f"""\
func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}, %qp: tensor<{sq}xi64>, %kp: tensor<{skv}xi64>,
                  %s: {s}{extra}) -> {q}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) {attrs} sinks(%s : {s})
       : {q}, {kv}, {kv}, tensor<{D // 2}xf64>, tensor<{sq}xi64>, tensor<{skv}xi64> -> {q}
  return %o : {q}
}}
"""


def expected(q, k, v, qp, kp, mask, limits, sinks):
    window = int(mask.split("window(")[1].rstrip(")")) if "window" in mask else None
    diagonal = limits if isinstance(limits, int) else None
    limits = None if isinstance(limits, int) else limits
    return reference.attention(q, k, v, qp, reference.inverse_frequencies(D), "half",
                               k_positions=kp, causal="causal" in mask, limits=limits,
                               diagonal=diagonal, window=window, sinks=sinks)


def main():
    rng = np.random.default_rng(31)
    text = "\n".join(module(*case) for case in CASES)
    inputs = {}
    for name, sq, skv, mask, limits, element in CASES:
        arrays = [rng.standard_normal(shape) for shape in
                  [(1, HEADS, sq, D), (1, KV_HEADS, skv, D), (1, KV_HEADS, skv, D)]]
        # Around the scores, far above them, far below them.
        arrays.append(np.array([0.5, 2.0, 12.0, -1e4]))
        if element == "bf16":
            given = [bf16.float32_to_bf16(a.astype(np.float32)) for a in arrays]
            exact = [bf16.bf16_to_float32(g).astype(np.float64) for g in given]
        else:
            given = [a.astype(np.float64 if element == "f64" else np.float32)
                     for a in arrays]
            exact = [g.astype(np.float64) for g in given]
        qp = np.arange(sq, dtype=np.int64) + (skv - sq) + 1000
        kp = np.arange(skv, dtype=np.int64) + 1000
        q, k, v, sinks = exact
        want = expected(q, k, v, qp, kp, mask, limits, sinks)
        without = expected(q, k, v, qp, kp, mask, limits, None)
        args = given[:3] + [qp, kp, given[3]]
        if isinstance(limits, int):
            args.append(limits)
        elif limits:
            args.append(np.array(limits, dtype=np.int64))
        effect = float(np.nanmax(np.abs(want - without)))
        inputs[name] = (args, want, element, effect)
    failed = False
    for label, pipeline in PIPELINES.items():
        lib = aot.compile_module(text, pipeline=pipeline)
        problems = []
        for name, (args, want, element, effect) in inputs.items():
            dtype = {"bf16": np.uint16, "f64": np.float64}.get(element, np.float32)
            got = aot.call(lib, name, args, [(want.shape, dtype)])
            got = bf16.bf16_to_float32(got) if element == "bf16" else got
            scale = float(np.max(np.abs(want)))
            # NaN anywhere (a row that sees no key gives 0 with sinks) fails.
            err = float(np.max(np.abs(got - want))) / scale
            err = err if np.all(np.isfinite(got)) else float("inf")
            tol = {"bf16": 2e-2, "f64": 1e-12}.get(element, 1e-5)
            if not err <= tol or effect / scale < 10 * tol:
                problems.append(f"{name}: error {err:.2e} (tolerance {tol:.0e}; the sinks "
                                f"change the result by {effect / scale:.2e})")
        failed |= bool(problems)
        print(f"{'FAIL' if problems else 'ok'} {label}: {len(inputs)} cases"
              + ("" if not problems else ": " + "; ".join(problems)))
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
