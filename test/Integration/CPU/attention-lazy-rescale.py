# RUN: %python %s | FileCheck %s
#
# The flash loop's lazy rescaling, against numpy float64: a query tile's
# running maximum moves only to a key block whose maximum exceeds it by more
# than 8, and the output accumulator is rescaled only in such blocks. With
# all positions 0 the rotation is the identity, so the scores are set
# directly: every query has sqrt(D) in dimension 0 and noise elsewhere, key
# j has profile(j // 64) in dimension 0, so that key block b's scores are
# about profile(b) (+- a few units of noise). The profiles:
#   rise12   each block 12 above the last: the maximum moves (and the
#            accumulator is rescaled) in every block;
#   rise5    each block 5 above the last: the maximum moves every other
#            block, and the probabilities in between reach e^8;
#   fall     the first block the highest: the maximum never moves;
#   rise1e3  each block 1000 above the last: the old accumulator underflows
#            to 0 when rescaled, and nothing overflows.
# Each profile runs non-causal and causal prefill (full and masked blocks, a
# partial last block), with bf16 products (the probabilities rounded to
# bf16 before P V), and as flash-decoding (one query against 2000 keys, the
# keys split into ranges whose states are combined at the end).
#
# Tolerance, relative to the largest |output|: 5e-6 in f32, 1e-2 with bf16
# inputs and products, plus 8 * 2^-24 * the largest |score|: the scores are
# accumulated in f32, and an absolute error e in a score changes its weight
# by a factor exp(e) (the old build, with the maximum moved in every block,
# has the same errors).
#
# CHECK-NOT: FAIL
# CHECK: 24 cases passed

import math
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

D = 64
PROFILES = {
    "rise12": lambda b: 12.0 * b,
    "rise5": lambda b: 5.0 * b,
    "fall": lambda b: -6.0 * b,
    "rise1e3": lambda b: 1e3 * b,
}
# (name, query rows, keys, causal, element)
SHAPES = [
    ("prefill", 128, 300, False, "f32"),
    ("causal", 128, 300, True, "f32"),
    ("products", 96, 200, True, "bf16"),
    ("split_decode", 1, 2000, True, "f32"),
    ("split_products", 3, 1100, True, "bf16"),
    ("prefill_products", 64, 256, False, "bf16"),
]


def module(name, rows, keys, causal, element):
    q = f"tensor<1x2x{rows}x{D}x{element}>"
    k = f"tensor<1x2x{keys}x{D}x{element}>"
    attrs = "layout(half)" + (" causal" if causal else "")
    return f"""
func.func @{name}(%q: {q}, %k: {k}, %v: {k}, %qp: tensor<{rows}xi64>,
                  %kp: tensor<{keys}xi64>) -> {q}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) {attrs}
     : {q}, {k}, {k}, tensor<{D // 2}xf64>, tensor<{rows}xi64>, tensor<{keys}xi64> -> {q}
  return %o : {q}
}}"""


def to_input(x, element):
    """Returns (array to pass, float64 values it holds)."""
    if element == "bf16":
        bits = bf16.float32_to_bf16(x.astype(np.float32))
        return bits, bf16.bf16_to_float32(bits).astype(np.float64)
    arr = x.astype(np.float32)
    return arr, arr.astype(np.float64)


def main():
    plain = [s for s in SHAPES if "products" not in s[0]]
    products = [s for s in SHAPES if "products" in s[0]]
    lib = aot.compile_module("\n".join(module(*s) for s in plain))
    lib_products = aot.compile_module(
        "\n".join(module(*s) for s in products),
        pipeline=["--rope-decompose-attention=bf16-products=1",
                  "--rope-lower-to-llvm"])
    rng = np.random.default_rng(11)
    results = []
    for profile_name, profile in PROFILES.items():
        for name, rows, keys, causal, element in SHAPES:
            q = rng.standard_normal((1, 2, rows, D))
            q[..., 0] = math.sqrt(D)
            k = rng.standard_normal((1, 2, keys, D))
            k[..., 0] = [profile(j // 64) for j in range(keys)]
            v = rng.standard_normal((1, 2, keys, D))
            (q, q64), (k, k64), (v, v64) = (to_input(x, element)
                                            for x in (q, k, v))
            zeros_q = np.zeros(rows, np.int64)
            zeros_k = np.zeros(keys, np.int64)
            dtype = np.uint16 if element == "bf16" else np.float32
            got = aot.call(lib_products if "products" in name else lib, name,
                           [q, k, v, zeros_q, zeros_k],
                           [((1, 2, rows, D), dtype)])
            if element == "bf16":
                got = bf16.bf16_to_float32(got)
            # Positions 0: the reference's rotation is the identity too.
            want = reference.attention(q64, k64, v64, zeros_q,
                                       reference.inverse_frequencies(D),
                                       "half", k_positions=zeros_k,
                                       causal=causal)
            err = float(np.max(np.abs(got.astype(np.float64) - want)) /
                        np.max(np.abs(want)))
            largest = np.max(np.abs(np.matmul(q64, np.swapaxes(k64, -1, -2))))
            tol = ((1e-2 if element == "bf16" else 5e-6) +
                   8 * 2.0**-24 * largest / math.sqrt(D))
            ok = err <= tol and bool(np.all(np.isfinite(got)))
            results.append(ok)
            print(f"{'ok' if ok else 'FAIL'} {profile_name} {name}: "
                  f"max error {err:.2e} (tolerance {tol:.1e})")
    if not all(results):
        print("FAIL")
        return 1
    print(f"{len(results)} cases passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
