#!/usr/bin/env python3
"""Export whole JAX attention blocks to linalg-on-tensors through IREE.

The JAX counterparts of scripts/export-graphs.py --blocks: a Llama-style
attention block as JAX ports write it (RMSNorm, q/k/v projections,
rotate_half RoPE with inv_freq computed in the graph, grouped-query
attention, causal mask, jax.nn.softmax, output projection, residual) and the
same block with GPT-J's rotate_every_two, with the weights as function
arguments. Each is lowered with `jax.jit(...).lower(...)` to StableHLO and
converted by `iree-compile --iree-input-type=stablehlo --compile-to=input`,
as scripts/export-jax-graphs.py does for the rotations alone.

    build/jax-venv/bin/python scripts/export-jax-blocks.py \\
        test/Integration/Models/Inputs [name ...]

<name>.npz holds the example inputs (a0, a1, the weights), JAX's outputs
(r0) and a float64 numpy evaluation of the block (f64_r0) at positions
0..7, and the same at positions from 1000 and 2^20 (at<start>_a1, ...), the
layout test/Integration/Models/blocks.py reads.
"""

import argparse
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from importlib.util import module_from_spec, spec_from_file_location

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = spec_from_file_location("export_jax_graphs", os.path.join(HERE, "export-jax-graphs.py"))
graphs = module_from_spec(_spec)
_spec.loader.exec_module(graphs)

SEQ, HIDDEN, HEADS, KV_HEADS, HEAD_DIM = 8, 64, 4, 2, 16
STARTS = (0, 1000, 1 << 20)
EPS = 1e-6


def rms_norm(x, weight, xp):
    variance = xp.mean(x * x, axis=-1, keepdims=True)
    return x / xp.sqrt(variance + EPS) * weight


def block(rope, xp, low=None):
    """The block in `xp` (jnp for the export, np for the float64 reference).
    With `low` (jnp.bfloat16), the activations and weights are of that type
    and the block computes as mixed-precision JAX ports do (MaxText, the
    Flax Llama): the norm, the angles and the softmax in float32, cast back
    to `low`; the projections and both attention products in `low`."""
    def to(x, dtype):
        return x if low is None else x.astype(dtype)

    def forward(hidden, positions, norm, wq, wk, wv, wo):
        x = to(rms_norm(to(hidden, xp.float32), to(norm, xp.float32), xp), low)
        b, s, _ = x.shape
        q = (x @ wq).reshape(b, s, HEADS, HEAD_DIM)
        k = (x @ wk).reshape(b, s, KV_HEADS, HEAD_DIM)
        v = (x @ wv).reshape(b, s, KV_HEADS, HEAD_DIM)
        q, k = rope(q, positions, xp), rope(k, positions, xp)
        k = xp.repeat(k, HEADS // KV_HEADS, axis=2)
        v = xp.repeat(v, HEADS // KV_HEADS, axis=2)
        scores = xp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(HEAD_DIM).astype(q.dtype)
        causal = xp.tril(xp.ones((s, s), dtype=bool))
        scores = xp.where(causal, scores, xp.finfo(scores.dtype).min)
        scores = to(scores, xp.float32)
        scores = scores - scores.max(axis=-1, keepdims=True)
        weights = xp.exp(scores)
        weights = to(weights / weights.sum(axis=-1, keepdims=True), low)
        out = xp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, s, HEADS * HEAD_DIM)
        return hidden + out @ wo
    return forward


def angles(positions, d, xp, dtype):
    inv_freq = 1.0 / (10000.0 ** (xp.arange(0, d, 2, dtype=dtype) / d))
    return positions[..., None].astype(dtype) * inv_freq


def angle_type(x, xp):
    """Angles in float32 for bf16 activations (their tables are cast)."""
    return xp.float32 if x.dtype == jnp.bfloat16 else x.dtype


def rotate_half(x, positions, xp):
    d = x.shape[-1]
    a = angles(positions, d, xp, angle_type(x, xp))
    emb = xp.concatenate([a, a], -1)
    cos = xp.cos(emb)[:, :, None, :].astype(x.dtype)
    sin = xp.sin(emb)[:, :, None, :].astype(x.dtype)
    rotated = xp.concatenate([-x[..., d // 2:], x[..., : d // 2]], -1)
    return x * cos + rotated * sin


def rotate_every_two(x, positions, xp):
    d = x.shape[-1]
    a = angles(positions, d, xp, angle_type(x, xp))
    sin = xp.repeat(xp.sin(a), 2, axis=-1)[:, :, None, :].astype(x.dtype)
    cos = xp.repeat(xp.cos(a), 2, axis=-1)[:, :, None, :].astype(x.dtype)
    rotated = xp.stack([-x[..., 1::2], x[..., ::2]], -1).reshape(x.shape)
    return x * cos + rotated * sin


EXPORTS = {
    "jax-llama-block": (rotate_half, "Llama-style block: RMSNorm, rotate_half, GQA 4/2, causal "
                                     "mask (finfo.min), jax.nn-style softmax, residual", None),
    "jax-gptj-block": (rotate_every_two, "the same block with GPT-J's rotate_every_two", None),
    "jax-llama-block-bf16": (rotate_half, "the Llama-style block with bf16 activations and "
                                          "weights: norm, angles and softmax in f32, "
                                          "projections and attention products in bf16 "
                                          "(bf16 results)", jnp.bfloat16),
}


def to_npz(array):
    """bf16 arrays as their bits (uint16), the layout blocks.py reads."""
    array = np.asarray(array)
    return array.view(np.uint16) if array.dtype == jnp.bfloat16 else array


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("names", nargs="*", help=f"exports (default: all of {list(EXPORTS)})")
    args = parser.parse_args()
    for name in args.names or EXPORTS:
        rope, what, low = EXPORTS[name]
        rng = np.random.default_rng(0)
        shapes = [(1, SEQ, HIDDEN), None, (HIDDEN,), (HIDDEN, HEADS * HEAD_DIM),
                  (HIDDEN, KV_HEADS * HEAD_DIM), (HIDDEN, KV_HEADS * HEAD_DIM),
                  (HEADS * HEAD_DIM, HIDDEN)]
        values = [None if s is None else (rng.standard_normal(s) / (np.sqrt(s[0]) if len(s) == 2
                                                                    else 1)).astype(np.float32)
                  for s in shapes]
        values[2] = 1.0 + 0.1 * values[2]
        if low is not None:
            values = [v if v is None else v.astype(low) for v in values]
        fn = block(lambda x, p, xp: rope(x, p, xp), jnp, low)
        record = {}
        for i, start in enumerate(STARTS):
            positions = (start + np.arange(SEQ, dtype=np.int32)).reshape(1, SEQ)
            args_ = list(values)
            args_[1] = positions
            prefix = "" if i == 0 else f"at{start}_"
            out = to_npz(jax.jit(fn)(*args_))
            exact = block(lambda x, p, xp: rope(x, p, xp), np)(
                *[a.astype(np.float64) if a.dtype.kind == "f" or a.dtype == jnp.bfloat16 else a
                  for a in args_])
            if i == 0:
                record.update({f"a{j}": to_npz(a) for j, a in enumerate(args_)})
            else:
                record[f"{prefix}a1"] = positions
            record[f"{prefix}r0"] = out
            record[f"{prefix}f64_r0"] = exact
        record["starts"] = np.array(STARTS, dtype=np.int64)
        lowered = jax.jit(fn).lower(*[jnp.asarray(v) if v is not None else
                                      jnp.zeros((1, SEQ), jnp.int32) for v in values])
        text = graphs.convert(lowered.as_text(), name)
        path = os.path.join(args.out_dir, name + ".mlir")
        graphs.write_export(path, "export-jax-blocks.py", name, what,
                            f"inputs: hidden [1, {SEQ}, {HIDDEN}] "
                            f"{'bf16' if low is not None else 'f32'}, positions [1, {SEQ}] i32, "
                            "norm weight, wq, wk, wv, wo; output: the block output [1, 8, 64].",
                            text)
        np.savez_compressed(os.path.join(args.out_dir, name + ".npz"), **record)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
