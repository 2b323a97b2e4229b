# RUN: %python %s | FileCheck %s
#
# rope.attention without rotation (no positions, frequencies or layout: the
# attention of NoPE layers). Each pipeline (the vectorized flash loop nest,
# the scalar one, the graph form, and the GPU lowering's graph run as host
# loops) is compared with numpy float64 (rope_mlir.reference.attention
# without positions): prefill causal and not, grouped-query heads, a sliding
# window, per-query limits, decode over flash-decoding's key ranges and over
# stacked query heads, soft-capping with sinks, bf16 (with the host's bf16
# products where it has them), f64, and a dynamic query and key length
# (versioned by rope-specialize-decode in the flash pipeline). Errors are
# relative to the largest |reference|: 1e-5 in f32, 1e-12 in f64, 2e-2 in
# bf16, as in the other attention tests.
#
# CHECK-NOT: FAIL
# CHECK: ok flash (rope-lower-to-llvm): 11 cases
# CHECK: ok scalar (vectorize=0): 11 cases
# CHECK: ok graph (form=graph): 11 cases
# CHECK: ok gpu loops (form=graph, rope-gpu-launch-to-loops): 11 cases
# CHECK: PASS

import os
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
import attention_pipelines  # noqa: E402

HEADS, KV_HEADS, D = 4, 2, 16
PIPELINES = attention_pipelines.ALL
# (name, queries, keys, attributes, limits, element, dynamic lengths)
CASES = [
    ("prefill_causal", 100, 100, "causal", None, "f32", False),
    ("prefill_full", 70, 130, "", None, "f32", False),
    ("prefill_window", 90, 90, "causal window(16)", None, "f32", False),
    ("chunk_limits", 5, 40, "causal", [39, 3, 10, 0, 20], "f32", False),
    ("decode_split", 1, 3000, "causal", None, "f32", False),
    ("decode_short", 1, 9, "causal", None, "f32", False),
    ("softcap_sinks", 60, 60, "softcap(5.0) causal", None, "f32", False),
    ("prefill_f64", 64, 64, "causal", None, "f64", False),
    ("prefill_bf16", 130, 130, "causal", None, "bf16", False),
    ("decode_bf16", 1, 700, "", None, "bf16", False),
    ("dynamic_decode", 1, 300, "causal", None, "f32", True),
]


def module(name, sq, skv, attrs, limits, element, dynamic):
    q = f"tensor<1x{HEADS}x{'?' if dynamic else sq}x{D}x{element}>"
    kv = f"tensor<1x{KV_HEADS}x{'?' if dynamic else skv}x{D}x{element}>"
    extra = ""
    if limits:
        extra = f", %l: tensor<{sq}xi64>"
        attrs += f" limits(%l : tensor<{sq}xi64>)"
    if "softcap" in attrs:
        extra += f", %s: tensor<{HEADS}x{element}>"
        attrs += f" sinks(%s : tensor<{HEADS}x{element}>)"
    return f"""\
func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}{extra}) -> {q}
    attributes {{llvm.emit_c_interface}} {{
  %o = rope.attention %q, %k, %v {attrs} : {q}, {kv}, {kv} -> {q}
  return %o : {q}
}}
"""


def expected(q, k, v, attrs, limits, sinks):
    window = int(attrs.split("window(")[1].split(")")[0]) if "window" in attrs else None
    softcap = float(attrs.split("softcap(")[1].split(")")[0]) if "softcap" in attrs else None
    return reference.attention(q, k, v, None, None, None, causal="causal" in attrs,
                               limits=limits, window=window, softcap=softcap,
                               sinks=sinks)


def main():
    rng = np.random.default_rng(37)
    text = "\n".join(module(*case) for case in CASES)
    inputs = {}
    for name, sq, skv, attrs, limits, element, _ in CASES:
        arrays = [rng.standard_normal(shape) for shape in
                  [(1, HEADS, sq, D), (1, KV_HEADS, skv, D), (1, KV_HEADS, skv, D)]]
        if "softcap" in attrs:
            arrays[0] *= 4.0  # scores well into the cap
            arrays.append(np.array([0.5, 2.0, 4.0, -1e4]))
        if element == "bf16":
            given = [bf16.float32_to_bf16(a.astype(np.float32)) for a in arrays]
            exact = [bf16.bf16_to_float32(g).astype(np.float64) for g in given]
        else:
            given = [a.astype(np.float64 if element == "f64" else np.float32)
                     for a in arrays]
            exact = [g.astype(np.float64) for g in given]
        sinks = exact[3] if len(exact) > 3 else None
        want = expected(*exact[:3], attrs, limits, sinks)
        args = given[:3] + ([np.array(limits, dtype=np.int64)] if limits else []) \
            + given[3:]
        inputs[name] = (args, want, element)
    failed = False
    for label, pipeline in PIPELINES.items():
        lib = aot.compile_module(text, pipeline=pipeline)
        problems = []
        for name, (args, want, element) in inputs.items():
            dtype = {"bf16": np.uint16, "f64": np.float64}.get(element, np.float32)
            got = aot.call(lib, name, args, [(want.shape, dtype)])
            got = bf16.bf16_to_float32(got) if element == "bf16" else got
            scale = float(np.max(np.abs(want)))
            err = float(np.max(np.abs(got - want))) / scale
            err = err if np.all(np.isfinite(got)) else float("inf")
            tol = {"bf16": 2e-2, "f64": 1e-12}.get(element, 1e-5)
            if not err <= tol:
                problems.append(f"{name}: error {err:.2e} (tolerance {tol:.0e})")
        failed |= bool(problems)
        print(f"{'FAIL' if problems else 'ok'} {label}: {len(inputs)} cases"
              + ("" if not problems else ": " + "; ".join(problems)))
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
