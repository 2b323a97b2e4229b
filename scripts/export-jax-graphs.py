#!/usr/bin/env python3
"""Export JAX RoPE graphs to linalg-on-tensors through IREE's input conversion.

The JAX counterparts of scripts/export-graphs.py's PyTorch exports: a
function is lowered with `jax.jit(...).lower(...)` to StableHLO, then
`iree-compile --iree-input-type=stablehlo --compile-to=input` converts it to
linalg on tensors, the form IREE's own pipeline starts from. There the
cos/sin tables are broadcast over the heads by copy generics, the inverse
frequencies are computed in the graph (`1 / base ** (2 * iota / D)` over
`linalg.index`), and concatenations are chains of `tensor.insert_slice`.
IREE's `util.func` / `util.return` are written as `func.func` / `return`,
the only change made to its output.

Run it with the pinned versions of scripts/export-jax-requirements.txt:

    python3 -m venv build/jax-venv
    build/jax-venv/bin/pip install -r scripts/export-jax-requirements.txt
    build/jax-venv/bin/python scripts/export-jax-graphs.py \\
        test/Conversion/LinalgToRope/Inputs [name ...]

Each <name>.mlir starts with a header naming the versions; <name>.npz
beside it holds the example inputs (a0, a1) and JAX's output for them (r0).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

import jax
import jax.numpy as jnp
import numpy as np
from importlib.metadata import version

SEQ = 8
HEADS = 4
HEAD_DIM = 16


def inverse_frequencies(d, base):
    return 1.0 / (base ** (jnp.arange(0, d, 2, dtype=jnp.float32) / d))


def llama_rope(x, positions, base=10000.0):
    """rotate_half on [batch, seq, heads, D], as JAX Llama ports write it."""
    d = x.shape[-1]
    angles = positions[..., None].astype(jnp.float32) * inverse_frequencies(d, base)
    emb = jnp.concatenate([angles, angles], -1)
    cos, sin = jnp.cos(emb)[:, :, None, :], jnp.sin(emb)[:, :, None, :]
    rotated = jnp.concatenate([-x[..., d // 2:], x[..., : d // 2]], -1)
    return x * cos + rotated * sin


def gptj_rope(x, positions, base=10000.0):
    """rotate_every_two with repeated tables, as JAX GPT-J ports write it."""
    d = x.shape[-1]
    angles = positions[..., None].astype(jnp.float32) * inverse_frequencies(d, base)
    sin = jnp.repeat(jnp.sin(angles), 2, axis=-1)[:, :, None, :]
    cos = jnp.repeat(jnp.cos(angles), 2, axis=-1)[:, :, None, :]
    rotated = jnp.stack([-x[..., 1::2], x[..., ::2]], -1).reshape(x.shape)
    return x * cos + rotated * sin


EXPORTS = {
    "jax-llama-rope": (llama_rope, "JAX rotate_half, inv_freq computed in the graph"),
    "jax-gptj-rope": (gptj_rope, "JAX rotate_every_two, inv_freq computed in the graph"),
}


def iree_compile():
    return os.path.join(os.path.dirname(sys.executable), "iree-compile")


def export(fn, name):
    x = jnp.zeros((1, SEQ, HEADS, HEAD_DIM), jnp.float32)
    positions = jnp.zeros((1, SEQ), jnp.int32)
    return convert(jax.jit(fn).lower(x, positions).as_text(), name)


def convert(stablehlo, name):
    """StableHLO text to linalg on tensors by IREE's input conversion, its
    util.func written as func.func @<name>."""
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "in.mlir")
        with open(source, "w") as f:
            f.write(stablehlo)
        converted = subprocess.run(
            [iree_compile(), "--iree-input-type=stablehlo", "--compile-to=input", source],
            capture_output=True, text=True, check=True).stdout
    converted = re.sub(r"util\.func public @main", f"func.func @{name.replace('-', '_')}",
                       converted)
    return converted.replace("util.return", "return")


def write_export(path, script, name, what, io, text):
    """Writes `text` to `path` after the header naming the script, the
    versions and the inputs and outputs (`io`)."""
    with open(path, "w") as f:
        f.write(f"// Exported by scripts/{script} ({name}): {what}\n"
                f"// jax {version('jax')}, iree-base-compiler {version('iree-base-compiler')}; "
                "iree-compile --iree-input-type=stablehlo --compile-to=input, util.func "
                "written as func.func.\n"
                f"// {io}\n"
                f"// Regenerate: see scripts/{script}; do not edit by hand.\n")
        f.write(text.rstrip() + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("names", nargs="*", help=f"exports (default: all of {list(EXPORTS)})")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    for name in args.names or EXPORTS:
        fn, what = EXPORTS[name]
        text = export(fn, name)
        x = rng.standard_normal((1, SEQ, HEADS, HEAD_DIM)).astype(np.float32)
        positions = np.arange(SEQ, dtype=np.int32).reshape(1, SEQ)
        out = np.asarray(jax.jit(fn)(x, positions))
        path = os.path.join(args.out_dir, name + ".mlir")
        write_export(path, "export-jax-graphs.py", name, what,
                     f"inputs: x [1, {SEQ}, {HEADS}, {HEAD_DIM}] f32, positions [1, {SEQ}] i32; "
                     "output: the rotated x.", text)
        np.savez_compressed(os.path.join(args.out_dir, name + ".npz"), a0=x, a1=positions, r0=out)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
