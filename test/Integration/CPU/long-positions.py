# RUN: %python %s | FileCheck %s
#
# Exact angles at long positions (the default keeps the angle error small
# at long positions: angles formed and range-reduced in float64). f32 inputs x[2, *, 128] rotated
# at positions {0, 1, 1023, 2^20, 2^24 - 1} by f64 frequency tensors from
# rope.frequencies (default d = 128 base 10000, and Llama 3.1: base 500000,
# factor 8, low 1, high 4, L 8192), both layouts, the positions given as
#   * a [seq] tensor argument, and as a dense constant in the IR;
#   * a start offset argument (index), one call per position, and as an
#     arith.constant (i64) in the IR;
# compiled once through rope_mlir.aot (driver: Inputs/fn_cases.py).
# The reference is reference.rotate in float64 with the NUMPY schedule's
# float64 frequencies (rope_mlir.schedules), not the compiled ones, so the
# frequencies, the angle m * theta and its cos/sin are all checked. Asserted:
# the error of every rotated pair relative to its norm,
# ||y_pair - ref_pair|| / ||x_pair||, is <= 1e-6 (f32 output rounding is
# ~6e-8 per component).
#
# Documentation only (printed, NOT asserted): the same rotations with f32
# frequency tensors. An f32 theta_i is off by up to 2^-24 relative, so at
# position 2^24 - 1 the angle is off by up to ~theta_i rad: errors of the
# order of 1 (a wrong rotation), which is why f64 frequencies are recommended
# for long contexts.
#
# CHECK-NOT: FAIL
# CHECK: f32 frequencies (documentation, not asserted):
# CHECK: position 16777215:
# CHECK: max f64-frequency pair-rel err:
# CHECK: 32 cases passed

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from fn_cases import FnCase, run_fn_cases  # noqa: E402
from rope_cases import pair_relative_error  # noqa: E402
from rope_mlir import reference, schedules  # noqa: E402

TOL = 1e-6
D = 128
HEADS = 2
POSITIONS = np.array([0, 1, 1023, 2 ** 20, 2 ** 24 - 1], dtype=np.int64)
SCHEDULES = {
    "default d=128 base=10000": ("#rope.default<rotary_dim = 128, base = 10000.0>",
                                 schedules.default(D, 10000.0)),
    "llama3.1 d=128": ("#rope.llama3<rotary_dim = 128, base = 500000.0, factor = 8.0, "
                       "low_freq_factor = 1.0, high_freq_factor = 4.0, "
                       "original_max_position = 8192>",
                       schedules.llama3(D, 500000.0, 8.0, 1.0, 4.0, 8192)),
}

rng = np.random.default_rng(777)
cases = []
doc = []  # (schedule, layout, per-position max error) of the f32-frequency runs


def per_position(y, ref, x, layout):
    """Max over heads and pairs of ||y_pair - ref_pair|| / ||x_pair||, per position."""
    y, x = y.astype(np.float64), x.astype(np.float64)
    seq = y.shape[-2]
    return np.array([np.max(pair_relative_error(y[:, s:s + 1], ref[:, s:s + 1],
                                                x[:, s:s + 1], layout, D))
                     for s in range(seq)])


def add_case(sched, layout, form, ftype="f64", offset=None):
    attr, freqs64 = SCHEDULES[sched]
    seq = 1 if form.startswith("offset") else len(POSITIONS)
    xt = f"tensor<{HEADS}x{seq}x{D}xf32>"
    ft = f"tensor<{D // 2}x{ftype}>"
    x = rng.standard_normal((HEADS, seq, D)).astype(np.float32)
    params, args = [f"%x: {xt}"], [x]
    body = [f"  %f = rope.frequencies {attr} -> {ft}"]
    if form == "tensor arg":
        pt, ref_pos = f"tensor<{seq}xi64>", POSITIONS
        params.append(f"%p: {pt}")
        args.append(POSITIONS.copy())
    elif form == "tensor const":
        pt, ref_pos = f"tensor<{seq}xi64>", POSITIONS
        values = ", ".join(str(int(p)) for p in POSITIONS)
        body.append(f"  %p = arith.constant dense<[{values}]> : {pt}")
    elif form == "offset arg":
        pt, ref_pos = "index", int(offset)
        params.append("%p: index")
        args.append(int(offset))
    else:  # offset const
        pt, ref_pos = "i64", int(offset)
        body.append(f"  %p = arith.constant {int(offset)} : i64")
    body.append(f"  %r = rope.rotate %x, %p, %f layout({layout}) : {xt}, {pt}, {ft} -> {xt}")
    body.append(f"  return %r : {xt}")
    # The oracle: numpy float64 frequencies, never the compiled ones.
    ref = reference.rotate(x.astype(np.float64), ref_pos, freqs64, layout)
    where = form if offset is None else f"{form} {offset}"
    name = f"f32 {layout} {sched} {ftype} freqs positions {where}"

    def check(outputs):
        errs = per_position(outputs[0], ref, x, layout)
        worst = float(np.max(errs))
        if ftype == "f64":
            ok = bool(np.all(errs <= TOL)) and bool(np.all(np.isfinite(outputs[0])))
            return ok, {"f64-frequency pair-rel err": worst}, \
                f"max_pair_rel_err={worst:.3e} tol={TOL:.0e}"
        doc.append((sched, layout, errs))
        return True, {}, f"max_pair_rel_err={worst:.3e} (documentation, not asserted)"

    cases.append(FnCase(name, f"({', '.join(params)}) -> {xt}", "\n".join(body), args,
                        [((HEADS, seq, D), np.float32)], check))


for sched in SCHEDULES:
    for layout in ("interleaved", "half"):
        add_case(sched, layout, "tensor arg")
        add_case(sched, layout, "tensor const")
        for p in POSITIONS[[2, 4]]:
            add_case(sched, layout, "offset const", offset=p)
        for p in POSITIONS[[0, 3, 4]]:
            add_case(sched, layout, "offset arg", offset=p)
        add_case(sched, layout, "tensor arg", ftype="f32")


def report(_outputs):
    print("f32 frequencies (documentation, not asserted): max pair-rel err per position")
    for i, p in enumerate(POSITIONS):
        row = ", ".join(f"{s} {layout}: {errs[i]:.2e}" for s, layout, errs in doc)
        print(f"  position {p}: {row}")


run_fn_cases(cases, title=os.path.basename(__file__), extra_report=report)
