# RUN: %python %s | FileCheck %s
#
# rope.attention with per-query causal limits (`causal limits(%l)`): query i
# sees key j when j <= limits[i] (and, with `window(W)`, j > limits[i] - W),
# as a static KV cache masks by each query's cache position. Each pipeline
# (the vectorized flash loop nest, which bounds and masks key blocks by the
# smallest and largest limit of a query tile, the scalar one, the unfused
# graph form) is compared with a numpy float64 reference whose mask uses
# Python integers:
#   * prefill over several query tiles and key blocks, with limits that are
#     consecutive, shuffled, repeated, negative (a query that sees no key
#     gets NaN) and past the last key (INT64_MAX: nothing may wrap);
#   * a static chunk of 4 queries against 1000 keys (flash-decoding's key
#     ranges, where a range may hold keys that some of the chunk's queries
#     see and others do not), with i64 and i32 limits;
#   * the same chunk with a run-time diagonal whose last keys straddle a
#     range boundary (which gave NaN rows before such ranges guarded rows
#     that have seen no key yet).
#
# CHECK-NOT: FAIL
# CHECK: ok prefill flash (rope-lower-to-llvm): 10 cases
# CHECK: ok prefill scalar (vectorize=0): 10 cases
# CHECK: ok prefill graph (form=graph): 10 cases
# CHECK: ok chunk flash (rope-lower-to-llvm): 12 cases
# CHECK: ok chunk scalar (vectorize=0): 12 cases
# CHECK: ok chunk graph (form=graph): 12 cases
# CHECK: PASS

import math
import os
import sys

import numpy as np

from rope_mlir import aot, reference

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
import attention_pipelines  # noqa: E402

INT64_MAX = 2**63 - 1
HEADS, D = 2, 16


def function(name, queries, limit_type, window=None, diagonal=False):
    """`queries`: "?" or a static count (a static chunk shorter than a query
    tile gets flash-decoding's key ranges)."""
    window_text = f" window({window})" if window else ""
    if diagonal:
        mask, argument = "causal diagonal(%l)", "%l: index"
    else:
        mask = f"causal limits(%l : tensor<{queries}x{limit_type}>)"
        argument = f"%l: tensor<{queries}x{limit_type}>"
    t = f"tensor<1x{HEADS}x{queries}x{D}xf32>"
    kv = f"tensor<1x{HEADS}x?x{D}xf32>"
    return f"""\
func.func @{name}(%q: {t}, %k: {kv}, %v: {kv}, %qp: tensor<{queries}xi64>, %kp: tensor<?xi64>,
                  {argument}) -> {t}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) {mask}{window_text}
       : {t}, {kv}, {kv}, tensor<{D // 2}xf64>, tensor<{queries}xi64>, tensor<?xi64> -> {t}
  return %o : {t}
}}
"""


FUNCTIONS = {
    "limits_i64": ("i64", None, False),
    "limits_i32": ("i32", None, False),
    "limits_window_5": ("i64", 5, False),
    "limits_window_70": ("i64", 70, False),
    "diagonal": ("i64", None, True),
}
# Each function twice: any number of queries (prefill), and a chunk of 4.
CHUNK = 4
MODULE = "\n".join(function(f"{name}_{suffix}", queries, *spec)
                    for name, spec in FUNCTIONS.items()
                    for suffix, queries in (("any", "?"), ("chunk", CHUNK)))

PIPELINES = attention_pipelines.CPU


def expected(q, k, v, qp, kp, last, window):
    """`last[i]`: the last key query i sees (Python integers)."""
    freqs = reference.inverse_frequencies(D)
    qr = reference.rotate(q.astype(np.float64), qp, freqs, "half")
    kr = reference.rotate(k.astype(np.float64), kp, freqs, "half")
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(D)
    sq, skv = q.shape[2], k.shape[2]
    visible = np.array([[j <= last[i] and (window is None or j > last[i] - window)
                         for j in range(skv)] for i in range(sq)])
    scores = np.where(visible, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
        return (weights / weights.sum(axis=-1, keepdims=True)) @ v.astype(np.float64)


def compare(got, want):
    """Returns a problem, or None."""
    nan_rows = np.isnan(want)
    if not np.array_equal(np.isnan(got), nan_rows):
        return f"{int(np.isnan(got).sum())} NaN values, expected {int(nan_rows.sum())}"
    err = float(np.max(np.abs(np.where(nan_rows, 0, got - want))))
    return f"max error {err:.2e}" if err > 1e-5 else None


def run(label, suffix, libs, sq, skv, cases, rng):
    """`cases`: (function, limits or a diagonal, label)."""
    q = rng.standard_normal((1, HEADS, sq, D)).astype(np.float32)
    k = rng.standard_normal((1, HEADS, skv, D)).astype(np.float32)
    v = rng.standard_normal((1, HEADS, skv, D)).astype(np.float32)
    qp = np.arange(sq, dtype=np.int64) + (skv - sq)
    kp = np.arange(skv, dtype=np.int64)
    failed = False
    for name in PIPELINES:
        problems = []
        for function, limits, what in cases:
            limit_type, window, diagonal = FUNCTIONS[function]
            if diagonal:
                last = [i + limits for i in range(sq)]
                argument = limits
            else:
                last = [int(x) for x in limits]
                argument = np.array(limits, dtype=np.int32 if limit_type == "i32" else np.int64)
            got = aot.call(libs[name], f"{function}_{suffix}", [q, k, v, qp, kp, argument],
                           [(q.shape, np.float32)])
            problem = compare(got, expected(q, k, v, qp, kp, last, window))
            if problem:
                problems.append(f"{function}, {what}: {problem}")
        ok = not problems
        failed |= not ok
        print(f"{'ok' if ok else 'FAIL'} {label} {name}: {len(cases)} cases"
              + ("" if ok else ": " + "; ".join(problems)))
    return failed


def main():
    rng = np.random.default_rng(11)
    libs = {name: aot.compile_module(MODULE, pipeline=pipeline)
            for name, pipeline in PIPELINES.items()}
    # 150 queries: two full query tiles of 64 and a partial one; 200 keys:
    # three full key blocks and a partial one.
    sq, skv = 150, 200
    consecutive = list(range(skv - sq, skv))
    shuffled = [int(x) for x in rng.permutation(consecutive)]
    repeated = [min(skv - 1, 10 * (i // 20)) for i in range(sq)]
    edges = [[-1, -5, 0, 199, 200, 10**6, INT64_MAX, -(2**40)][i % 8] for i in range(sq)]
    prefill = [("limits_i64", consecutive, "consecutive"),
               ("limits_i64", shuffled, "shuffled"),
               ("limits_i64", repeated, "repeated"),
               ("limits_i64", edges, "negative and past the end"),
               ("limits_i32", shuffled, "shuffled i32"),
               ("limits_i32", [[-1, 5, 2**31 - 1][i % 3] for i in range(sq)], "i32 extremes"),
               ("limits_window_5", shuffled, "shuffled"),
               ("limits_window_5", edges, "negative and past the end"),
               ("limits_window_70", shuffled, "shuffled"),
               ("limits_window_70", repeated, "repeated")]
    failed = run("prefill", "any", libs, sq, skv, prefill, rng)
    # A static chunk of 4 queries against 1000 keys of a dynamic count:
    # flash-decoding splits the keys into 16 ranges of 64; limits and
    # diagonals put the chunk's last keys on both sides of range boundaries
    # (diagonal 125: the rows seeing keys up to 125, 126 and 127 see none
    # of the range [128, 192), which the last row does).
    chunk = [("limits_i64", [100, 101, 102, 103], "a chunk at 100"),
             ("limits_i64", [997, 998, 999, 1000], "a chunk at the end"),
             ("limits_i64", [255, 256, 511, 512], "straddling ranges"),
             ("limits_i64", [900, 3, 450, -1], "scattered, one negative"),
             ("limits_i32", [127, 128, 129, 130], "i32 at a block edge"),
             ("limits_window_5", [255, 256, 700, 3], "window 5"),
             ("limits_window_70", [100, 600, 260, 999], "window 70"),
             ("diagonal", 253, "diagonal 253"),
             ("diagonal", 125, "diagonal 125"),
             ("diagonal", 996, "diagonal 996"),
             ("diagonal", 0, "diagonal 0"),
             ("diagonal", -2, "diagonal -2")]
    failed |= run("chunk", "chunk", libs, CHUNK, 1000, chunk, rng)
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
