# RUN: %python %s direct | FileCheck %s
# RUN: %python %s tables | FileCheck %s
#
# The GPU mapping of the rotations (rope-to-gpu: blocks of positions x head
# groups, threads over 128-bit chunks of a row, cos/sin reused across heads),
# executed on the CPU: rope-gpu-launch-to-loops turns each gpu.launch into a
# host loop over its blocks and threads, and rope-lower-to-llvm compiles the
# rest. `direct`: rope.rotate's kernels compute cos/sin themselves (as in
# rope-lower-to-nvvm); `tables`: every rotation first gets a table
# (rope-materialize-tables) and its kernel loads it. Every case is compared with rope_mlir.reference (float64), with the
# tolerances of Inputs/rope_cases.py. The shapes exercise each branch of the
# mapping: 128-bit chunks (f32: 4 pairs, bf16/f16: 8) and narrower
# ones (head dimension 10: 1 pair), heads grouped by 4, 2 or 1 (batched
# tables group within a batch), positions not a multiple of the block's,
# offsets, scale, i32 positions, exact angles up to position 2^24 - 1, an
# empty sequence (no launch),
# threads copying the channels past rotary_dim, dynamic shapes, rank 2, and
# the decode step at offset 32767.
#
# CHECK-NOT: FAIL
# CHECK: cases passed

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from rope_cases import Case, run_cases  # noqa: E402
from rope_mlir import reference  # noqa: E402

PIPELINES = {
    "direct": "rope-to-gpu rope-gpu-launch-to-loops rope-lower-to-llvm",
    "tables": ("rope-materialize-tables rope-to-gpu rope-gpu-launch-to-loops "
               "rope-lower-to-llvm"),
}
rng = np.random.default_rng(1010)
cases = []
add = cases.append
DEFAULT = ("default", 10000.0, "f64")


def tables(shape_prefix, R, ttype):
    pos = rng.integers(0, 4096, size=shape_prefix)
    theta = reference.angles(pos, reference.inverse_frequencies(R))
    return (np.cos(theta), np.sin(theta), ttype)


for layout in ("interleaved", "half"):
    for dtype in ("f32", "bf16", "f16"):
        add(Case(f"{dtype} {layout} x[1,8,33,128]", (1, 8, 33, 128), dtype, layout,
                 positions=("seq", rng.integers(0, 8192, size=33)), freqs=DEFAULT))
        add(Case(f"{dtype} {layout} decode x[1,32,1,128] offset 32767",
                 (1, 32, 1, 128), dtype, layout, positions=("offset", 32767, "i64"),
                 freqs=DEFAULT))
    add(Case(f"bf16 {layout} [batch,seq] positions x[2,4,17,64]", (2, 4, 17, 64),
             "bf16", layout, positions=("batch", rng.integers(0, 4096, size=(2, 17))),
             freqs=DEFAULT))
    add(Case(f"f16 {layout} 3 heads inverse x[3,5,64]", (3, 5, 64), "f16", layout,
             positions=("seq", rng.integers(0, 4096, size=5)), freqs=DEFAULT,
             inverse=True))
    add(Case(f"f32 {layout} partial rotary_dim=16 x[2,6,9,24]", (2, 6, 9, 24), "f32",
             layout, rotary_dim=16,
             positions=("seq", rng.integers(0, 4096, size=9)), freqs=DEFAULT))
    add(Case(f"f32 {layout} 1-pair chunks x[2,7,10]", (2, 7, 10), "f32", layout,
             positions=("seq", rng.integers(0, 4096, size=7)), freqs=DEFAULT))
    add(Case(f"f32 {layout} rank 2 x[7,6]", (7, 6), "f32", layout,
             positions=("seq", rng.integers(0, 4096, size=7)), freqs=DEFAULT))
    add(Case(f"f32 {layout} dynamic x[?,?,7,16]", (2, 3, 7, 16), "f32", layout,
             positions=("seq", rng.integers(0, 4096, size=7)), freqs=DEFAULT,
             dynamic=(0, 1, 2)))
    add(Case(f"bf16 {layout} dynamic x[?,3,?,32] partial", (2, 3, 33, 32), "bf16",
             layout, rotary_dim=16,
             positions=("batch", rng.integers(0, 4096, size=(2, 33))), freqs=DEFAULT,
             dynamic=(0, 2)))
    add(Case(f"f32 {layout} tables [batch,seq,R/2] f64 x[2,6,33,24]", (2, 6, 33, 24),
             "f32", layout, op="tables", tables=tables((2, 33), 24, "f64")))
    add(Case(f"bf16 {layout} tables f32 partial inverse x[4,33,32]", (4, 33, 32),
             "bf16", layout, rotary_dim=16, op="tables",
             tables=tables((33,), 16, "f32"), inverse=True))

for layout in ("interleaved", "half"):
    add(Case(f"f32 {layout} scale=0.5 inverse i32 offset x[2,4,7,16]", (2, 4, 7, 16),
             "f32", layout, positions=("offset", 70000, "i32"), freqs=DEFAULT,
             scale=0.5, inverse=True))
    add(Case(f"bf16 {layout} i32 positions f32 frequencies x[4,9,32]", (4, 9, 32),
             "bf16", layout, positions=("seq_i32", rng.integers(-1000, 1000, size=9)),
             freqs=("default", 10000.0, "f32")))
    add(Case(f"f32 {layout} positions to 2^24 - 1 x[2,5,64]", (2, 5, 64), "f32", layout,
             positions=("seq", np.array([0, 1, 32767, 2 ** 20 + 3, 2 ** 24 - 1])),
             freqs=DEFAULT, rel_pair_tol=1e-6))

add(Case("f32 half dynamic empty sequence x[?,3,?,16]", (2, 3, 0, 16), "f32", "half",
         positions=("seq", np.zeros(0, dtype=np.int64)), freqs=DEFAULT,
         dynamic=(0, 2)))

run_cases(cases, seed=1011, title="gpu-mapping.py", pipeline=PIPELINES[sys.argv[1]])
