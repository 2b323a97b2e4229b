# RUN: %python %s | FileCheck %s
#
# Everything rotate-matrix.py does not vary, compiled once as one module
# through rope_mlir.aot and compared with rope_mlir.reference in float64
# (driver and tolerances: Inputs/rope_cases.py):
#   * [batch, seq] positions (broadcast over heads, up to rank 5), i32 and
#     index position tensors, i32 offsets, negative and repeated positions;
#   * scale (the attention factor multiplying cos and sin), with inverse;
#   * f16 inputs (|y - ref| <= 2^-11 * |ref| + 1e-6, reference from the
#     f16-rounded input);
#   * f64, f16 and bf16 frequency tensors; explicit schedules; frequencies
#     passed as a function argument; all-zero frequencies (identity);
#   * rope.rotate_with_tables with [seq, R/2] and [batch, seq, R/2] tables
#     of f32, f64, f16 and bf16, inverse, scaled tables, partial rotary;
#   * dynamic shapes (batch, heads, seq);
#   * large positions up to 2^24 - 1: with f64 frequencies the error of each
#     rotated pair relative to its norm must be <= 1e-6 for f32 (angles are
#     formed in float64 and range-reduced, as rope.rotate defines them); with f32
#     frequencies likewise against the reference run with the f32-rounded
#     frequencies (the product m * theta must not be formed in f32).
#
# CHECK-NOT: FAIL
# CHECK: max error bf16:
# CHECK: max error f16:
# CHECK: max error f32:
# CHECK: max error f32 (pair-rel):
# CHECK: 112 cases passed

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from rope_cases import Case, run_cases  # noqa: E402
from rope_mlir import reference  # noqa: E402

rng = np.random.default_rng(303)
cases = []
add = cases.append
LAYOUTS = ("interleaved", "half")
BIG = 2 ** 24 - 1


def dflt(ftype="f32", base=10000.0):
    return ("default", base, ftype)


# --- [batch, seq] positions, i32 and negative positions --------------------
for layout in LAYOUTS:
    for dtype in ("f32", "bf16", "f16"):
        add(Case(f"{dtype} {layout} [batch,seq] positions x[2,3,7,10]",
                 (2, 3, 7, 10), dtype, layout,
                 positions=("batch", rng.integers(0, 2048, size=(2, 7))),
                 freqs=dflt()))
    add(Case(f"f32 {layout} [batch,seq] positions rank 3 partial inverse x[3,33,18]",
             (3, 33, 18), "f32", layout, rotary_dim=12,
             positions=("batch", rng.integers(0, 2048, size=(3, 33))),
             freqs=dflt(), inverse=True))
    add(Case(f"f32 {layout} [batch,seq] positions batch=1 x[1,2,5,6]",
             (1, 2, 5, 6), "f32", layout,
             positions=("batch", rng.integers(0, 100, size=(1, 5))), freqs=dflt()))
    add(Case(f"f32 {layout} i32 positions x[2,7,10]", (2, 7, 10), "f32", layout,
             positions=("seq_i32", rng.integers(-1000, 1000, size=7)), freqs=dflt()))
    add(Case(f"f32 {layout} negative and repeated positions x[7,6]", (7, 6), "f32",
             layout, positions=("seq", np.array([-5, -5, 0, 3, 3, -4096, 17])),
             freqs=dflt()))
    add(Case(f"f32 {layout} index positions tensor x[2,7,10]", (2, 7, 10), "f32", layout,
             positions=("seq_index", rng.integers(0, 5000, size=7)), freqs=dflt()))
    add(Case(f"f32 {layout} i32 offset x[3,7,6]", (3, 7, 6), "f32", layout,
             positions=("offset", 70000, "i32"), freqs=dflt()))
    add(Case(f"f32 {layout} [batch,seq] positions rank 5 x[2,2,3,7,6]", (2, 2, 3, 7, 6),
             "f32", layout, positions=("batch", rng.integers(0, 4096, size=(2, 7))),
             freqs=dflt()))
    add(Case(f"f32 {layout} negative offset x[2,7,10]", (2, 7, 10), "f32", layout,
             positions=("offset", -3, "i64"), freqs=dflt()))

# --- scale ------------------------------------------------------------------
for layout in LAYOUTS:
    for scale, inverse in ((0.5, False), (1.25, True), (0.7, False)):
        for dtype in ("f32", "bf16"):
            add(Case(f"{dtype} {layout} scale={scale} {'inverse' if inverse else 'forward'}"
                     f" x[2,7,10] rotary_dim=8", (2, 7, 10), dtype, layout, rotary_dim=8,
                     positions=("offset", 11, "i64"), freqs=dflt(), scale=scale,
                     inverse=inverse))
    add(Case(f"f32 {layout} scale=0.5 [batch,seq] x[2,2,7,6]", (2, 2, 7, 6), "f32",
             layout, positions=("batch", rng.integers(0, 500, size=(2, 7))),
             freqs=dflt(), scale=0.5))
    add(Case(f"f32 {layout} scale=1.0 explicit (folds like no scale) x[7,6]", (7, 6),
             "f32", layout, positions=("offset", 2, "index"), freqs=dflt(), scale=1.0))

# --- f16 inputs ----------------------------------------------------------
for layout in LAYOUTS:
    for rotary_dim, posmode, inverse in ((None, "seq", False), (8, "offset", True),
                                         (16, "seq", True), (None, "offset", False)):
        hd = 18 if rotary_dim == 16 else 10
        positions = (("seq", rng.integers(0, 4096, size=33)) if posmode == "seq"
                     else ("offset", 1000, "index"))
        add(Case(f"f16 {layout} x[2,33,{hd}] rotary_dim={rotary_dim} {posmode} "
                 f"{'inverse' if inverse else 'forward'}", (2, 33, hd), "f16", layout,
                 rotary_dim=rotary_dim, positions=positions, freqs=dflt(),
                 inverse=inverse))

# --- frequency element types and sources ------------------------------------
for layout in LAYOUTS:
    for ftype in ("f64", "f16", "bf16"):
        add(Case(f"f32 {layout} default schedule as {ftype} x[3,7,10]", (3, 7, 10),
                 "f32", layout, positions=("seq", rng.integers(0, 4096, size=7)),
                 freqs=dflt(ftype)))
    add(Case(f"bf16 {layout} default schedule as f64, base 500000 x[3,7,34]",
             (3, 7, 34), "bf16", layout,
             positions=("offset", 77, "i64"), freqs=dflt("f64", 500000.0)))
    learned = rng.uniform(0.0, 1.5, size=5)
    for ftype in ("f64", "f32"):
        add(Case(f"f32 {layout} explicit schedule as {ftype} x[7,10]", (7, 10), "f32",
                 layout, positions=("offset", 3, "i64"),
                 freqs=("explicit", learned, ftype)))
        add(Case(f"f32 {layout} frequencies argument {ftype} partial x[2,7,14]",
                 (2, 7, 14), "f32", layout, rotary_dim=10,
                 positions=("seq", rng.integers(0, 4096, size=7)),
                 freqs=("arg", learned, ftype)))
    add(Case(f"bf16 {layout} frequencies argument bf16 x[7,10]", (7, 10), "bf16",
             layout, positions=("offset", 9, "index"), freqs=("arg", learned, "bf16")))
    add(Case(f"f32 {layout} explicit all-zero frequencies (identity) x[2,7,6]",
             (2, 7, 6), "f32", layout, positions=("offset", 123, "i64"),
             freqs=("explicit", [0.0, 0.0, 0.0], "f32")))
    add(Case(f"f32 {layout} all-zero frequencies with scale=0.5 x[2,7,6]",
             (2, 7, 6), "f32", layout, positions=("offset", 123, "i64"),
             freqs=("explicit", [0.0, 0.0, 0.0], "f32"), scale=0.5))

# --- rotate_with_tables ------------------------------------------------------
def tables(shape_prefix, R, ttype, factor=1.0, batch_pos=False):
    pos = rng.integers(0, 4096, size=shape_prefix)
    theta = reference.angles(pos, reference.inverse_frequencies(R))
    return (factor * np.cos(theta), factor * np.sin(theta), ttype)


for layout in LAYOUTS:
    for ttype in ("f32", "f64", "f16", "bf16"):
        add(Case(f"f32 {layout} tables [seq,R/2] {ttype} x[3,7,10]", (3, 7, 10), "f32",
                 layout, op="tables", tables=tables((7,), 10, ttype)))
    add(Case(f"f32 {layout} tables [batch,seq,R/2] inverse x[2,3,33,18]",
             (2, 3, 33, 18), "f32", layout, op="tables",
             tables=tables((2, 33), 18, "f32"), inverse=True))
    add(Case(f"f32 {layout} tables partial rotary_dim=6 x[2,7,10]", (2, 7, 10), "f32",
             layout, rotary_dim=6, op="tables", tables=tables((7,), 6, "f32")))
    add(Case(f"f32 {layout} tables scaled by 0.8 x[7,6]", (7, 6), "f32", layout,
             op="tables", tables=tables((7,), 6, "f32", factor=0.8)))
    add(Case(f"bf16 {layout} tables f32 partial inverse x[2,33,18]", (2, 33, 18),
             "bf16", layout, rotary_dim=16, op="tables",
             tables=tables((33,), 16, "f32"), inverse=True))
    add(Case(f"f16 {layout} tables [batch,seq,R/2] f16 x[2,7,10]", (2, 7, 10), "f16",
             layout, op="tables", tables=tables((2, 7), 10, "f16")))

# --- dynamic shapes -------------------------------------------------------------
for layout in LAYOUTS:
    add(Case(f"f32 {layout} dynamic x[?,?,7,10] positions [?]", (2, 3, 7, 10), "f32",
             layout, positions=("seq", rng.integers(0, 4096, size=7)), freqs=dflt(),
             dynamic=(0, 1, 2)))
    add(Case(f"f32 {layout} dynamic x[?,3,?,10] positions [?,?] partial", (2, 3, 33, 10),
             "f32", layout, rotary_dim=6,
             positions=("batch", rng.integers(0, 4096, size=(2, 33))), freqs=dflt(),
             dynamic=(0, 2)))
    add(Case(f"bf16 {layout} dynamic x[?,?,10] offset", (3, 7, 10), "bf16", layout,
             positions=("offset", 5, "index"), freqs=dflt(), dynamic=(0, 1)))
    add(Case(f"f32 {layout} dynamic tables [?,5] x[?,?,10]", (3, 7, 10), "f32",
             layout, op="tables", tables=tables((7,), 10, "f32"), dynamic=(0, 1)))

# --- large positions (to 2^24 - 1) ------------------------------------------------
for layout in LAYOUTS:
    for inverse in (False, True):
        add(Case(f"f32 {layout} offset 2^24-33 (positions to 2^24-1) f64 freqs "
                 f"{'inverse' if inverse else 'forward'} x[2,33,34]", (2, 33, 34), "f32",
                 layout, positions=("offset", BIG - 32, "i64"), freqs=dflt("f64"),
                 inverse=inverse, rel_pair_tol=1e-6))
    add(Case(f"f32 {layout} random positions in [2^23, 2^24) f64 freqs x[3,33,18]",
             (3, 33, 18), "f32", layout,
             positions=("seq", rng.integers(2 ** 23, 2 ** 24, size=33)),
             freqs=dflt("f64"), rel_pair_tol=1e-6))
    add(Case(f"f32 {layout} [batch,seq] positions near 2^24 f64 freqs partial x[2,2,7,10]",
             (2, 2, 7, 10), "f32", layout, rotary_dim=8,
             positions=("batch", BIG - rng.integers(0, 1000, size=(2, 7))),
             freqs=dflt("f64", 500000.0), rel_pair_tol=1e-6))
    add(Case(f"f32 {layout} index offset 2^24-7 f64 freqs scale=0.5 x[7,6]", (7, 6),
             "f32", layout, positions=("offset", BIG - 6, "index"), freqs=dflt("f64"),
             scale=0.5, rel_pair_tol=1e-6))
    add(Case(f"f32 {layout} offset 2^24-33 f32 freqs (vs f32-rounded reference) x[33,10]",
             (33, 10), "f32", layout, positions=("offset", BIG - 32, "i64"),
             freqs=dflt("f32"), rel_pair_tol=1e-6))
    add(Case(f"f32 {layout} positions near 2^24 explicit f64 freqs [1, 0.37, 2^-20] x[7,6]",
             (7, 6), "f32", layout, positions=("seq", BIG - np.arange(7) * 3),
             freqs=("explicit", [1.0, 0.37, 2.0 ** -20], "f64"), rel_pair_tol=1e-6))
    add(Case(f"bf16 {layout} offset 2^24-33 f64 freqs x[33,18]", (33, 18), "bf16",
             layout, positions=("offset", BIG - 32, "i64"), freqs=dflt("f64")))
    add(Case(f"f16 {layout} offset 2^24-33 f64 freqs x[33,18]", (33, 18), "f16",
             layout, positions=("offset", BIG - 32, "i64"), freqs=dflt("f64")))

run_cases(cases, seed=3, title=os.path.basename(__file__))
