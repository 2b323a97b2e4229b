# RUN: %python %s | FileCheck %s
#
# Multimodal RoPE (MRoPE, Qwen2-VL): rope.rotate with sections([...]) and
# positions [axes, seq] or [axes, batch, seq], compiled once through
# rope_mlir.aot (driver: Inputs/fn_cases.py) and compared with
# reference.rotate(..., sections=...) in float64:
#   * sections [2, 3, 3] (rotary_dim 16), full and partial rotary
#     (head_dim 24), and Qwen2-VL's [16, 24, 24] (rotary_dim 128, base 1e6,
#     positions laid out as Qwen2-VL's get_rope_index does for text, an image
#     grid and text again), plus [8, 12, 12] as rotary_dim 64 of head_dim 128;
#   * positions [3, seq] (inputs of rank 3 and 4) and [3, batch, seq];
#   * both layouts; f32 and bf16 inputs; f64 frequencies from
#     rope.frequencies (and one f32 frequency tensor per layout, the reference
#     then using the f32-rounded values, as Inputs/rope_cases.py does);
#   * inverse, scale, i32 and index position tensors, 2 and 4 axes
#     ([3, 5], [1, 2, 3, 2]), dynamic shapes;
#   * all three axes carrying the same positions (and a single axis,
#     sections([8])): equal to the plain rotation (checked against the reference without sections and against
#     a plain rope.rotate compiled in the same function).
# Tolerances (as in Inputs/rope_cases.py): f32 |y - ref| <= 1e-5; bf16 (the
# reference computed from the bf16-rounded input) |y - ref| <= 2^-8 |ref| +
# 1e-6.
#
# CHECK-NOT: FAIL
# CHECK: max bf16 abs err:
# CHECK: max bf16 err / bound:
# CHECK: max f32 abs err:
# CHECK: max f32 err / bound:
# CHECK: max sections vs plain rotate (equal axes) abs diff:
# CHECK: 48 cases passed

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from fn_cases import FnCase, run_fn_cases  # noqa: E402
from rope_cases import (ABS_TOL, REL_TOL, fmt_float, from_device, result_dtype,  # noqa: E402
                        round_to, tensor_type, to_device)
from rope_mlir import reference, schedules  # noqa: E402

rng = np.random.default_rng(1234)
cases = []
LAYOUTS = ("interleaved", "half")


def qwen2vl_positions(text_before, grid, text_after, batch=None):
    """[3, seq] positions as Qwen2-VL's get_rope_index lays them out.

    Text tokens carry t = h = w = running index; an image of grid (T, H, W)
    starting at s carries (s + t, s + h, s + w); text after it resumes at
    s + max(T, H, W). With batch, the rows differ by a per-row start shift.
    """
    T, H, W = grid
    t_axis, h_axis, w_axis = [], [], []
    for i in range(text_before):
        t_axis.append(i), h_axis.append(i), w_axis.append(i)
    s = text_before
    for ti in range(T):
        for hi in range(H):
            for wi in range(W):
                t_axis.append(s + ti), h_axis.append(s + hi), w_axis.append(s + wi)
    s += max(T, H, W)
    for i in range(text_after):
        t_axis.append(s + i), h_axis.append(s + i), w_axis.append(s + i)
    pos = np.array([t_axis, h_axis, w_axis], dtype=np.int64)
    if batch is None:
        return pos
    shifts = rng.integers(0, 3000, size=batch)
    return np.stack([pos + k for k in shifts], axis=1)  # [3, batch, seq]


def bound(ref, dtype):
    return REL_TOL[dtype] * np.abs(ref) + ABS_TOL[dtype]


def add(name, shape, dtype, layout, sections, positions, base=10000.0, rotary_dim=None,
        ftype="f64", inverse=False, scale=None, ptype="i64", dynamic=(), plain=False):
    """One rope.rotate with sections; positions: int array [axes, seq] or [axes, batch, seq].

    plain: also return a plain rope.rotate (no sections) of the same x at
    positions[0] (all axes must then be equal) and compare the two.
    """
    R = shape[-1] if rotary_dim is None else rotary_dim
    rank = len(shape)
    elem = {"f32": "f32", "bf16": "bf16"}[dtype]
    xdims = [None if i in dynamic else s for i, s in enumerate(shape)]
    xt = tensor_type(xdims, elem)
    positions = np.asarray(positions, dtype=np.int64)
    # The positions' seq (and batch) dims follow x's.
    x_of_pdim = [None] + ([0, rank - 2] if positions.ndim == 3 else [rank - 2])
    pdims = [None if d in dynamic else s for s, d in zip(positions.shape, x_of_pdim)]
    pt = tensor_type(pdims, ptype)
    ft = f"tensor<{R // 2}x{ftype}>"
    x_dev, x64 = to_device(rng.standard_normal(shape), dtype)
    p_dev = np.ascontiguousarray(positions, dtype={"i64": np.int64, "i32": np.int32,
                                                   "index": np.int64}[ptype])
    params = [f"%x: {xt}", f"%p: {pt}"]
    args = [x_dev, p_dev]
    body = [f"  %f = rope.frequencies #rope.default<rotary_dim = {R}, "
            f"base = {fmt_float(base)}> -> {ft}"]
    attrs = f"layout({layout})"
    if rotary_dim is not None:
        attrs += f" rotary_dim({rotary_dim})"
    attrs += f" sections([{', '.join(str(s) for s in sections)}])"
    if scale is not None:
        body.append(f"  %s = arith.constant {fmt_float(scale)} : f32")
        attrs += " scale(%s : f32)"
    if inverse:
        attrs += " inverse"
    body.append(f"  %r = rope.rotate %x, %p, %f {attrs} : {xt}, {pt}, {ft} -> {xt}")
    results = [(shape, result_dtype(dtype))]
    returns, rtypes = ["%r"], [xt]
    if plain:
        assert all(np.array_equal(positions[0], p) for p in positions)
        qdims = pdims[1:]
        qt = tensor_type(qdims, ptype)
        params.append(f"%q: {qt}")
        args.append(np.ascontiguousarray(p_dev[0]))
        plain_attrs = attrs.split(" sections(")[0] + (
            "" if "scale(" not in attrs else " scale(%s : f32)") + (
            " inverse" if inverse else "")
        body.append(f"  %u = rope.rotate %x, %q, %f {plain_attrs} : {xt}, {qt}, {ft} -> {xt}")
        results.append((shape, result_dtype(dtype)))
        returns.append("%u")
        rtypes.append(xt)
    body.append(f"  return {', '.join(returns)} : {', '.join(rtypes)}")
    signature = f"({', '.join(params)}) -> ({', '.join(rtypes)})"

    freqs = round_to(schedules.default(R, base), ftype)
    sc = 1.0 if scale is None else scale
    ref = reference.rotate(x64, positions, freqs, layout, R, inverse=inverse, scale=sc,
                           sections=list(sections))
    if plain:
        # Equal axes: the sectioned rotation IS the plain one.
        ref_plain = reference.rotate(x64, positions[0], freqs, layout, R, inverse=inverse,
                                     scale=sc)
        assert np.allclose(ref, ref_plain, rtol=0, atol=1e-12)

    def check(outputs):
        y = from_device(outputs[0], dtype)
        diff = np.abs(y - ref)
        ok = bool(np.all(diff <= bound(ref, dtype)))  # NaN fails
        err = float(np.max(diff))
        untouched = bool(np.array_equal(y[..., R:], x64[..., R:]))
        ok = ok and untouched
        frac = float(np.max(diff / bound(ref, dtype)))
        metrics = {f"{dtype} abs err": err, f"{dtype} err / bound": frac}
        msg = f"max_abs_err={err:.3e} (of bound: {frac:.3f})" + ("" if untouched else " PASS-THROUGH CHANGED")
        if plain:
            u = from_device(outputs[1], dtype)
            d_plain = float(np.max(np.abs(y - u)))
            ok_plain = bool(np.all(np.abs(u - ref) <= bound(ref, dtype)))
            # Both rotate by the same angles: they must agree to the bound of
            # one dtype rounding (identical code gives 0).
            ok = ok and ok_plain and bool(np.all(np.abs(y - u) <= bound(ref, dtype)))
            metrics["sections vs plain rotate (equal axes) abs diff"] = d_plain
            msg += f"; vs plain rotate: max_abs_diff={d_plain:.3e}" + (
                " (bitwise equal)" if np.array_equal(outputs[0], outputs[1]) else "")
        return ok, metrics, msg

    tags = [dtype, layout, f"x{list(shape)}", f"sections{list(sections)}",
            f"positions{list(positions.shape)}"]
    if rotary_dim is not None:
        tags.append(f"rotary_dim={rotary_dim}")
    if ftype != "f64":
        tags.append(f"{ftype} freqs")
    if ptype != "i64":
        tags.append(f"{ptype} positions")
    if inverse:
        tags.append("inverse")
    if scale is not None:
        tags.append(f"scale={scale}")
    if dynamic:
        tags.append(f"dynamic dims {list(dynamic)}")
    cases.append(FnCase(f"{name}: {' '.join(tags)}", signature, "\n".join(body), args,
                        results, check))


# --- sections [2, 3, 3], rotary_dim 16 ---------------------------------------------
for dtype in ("f32", "bf16"):
    for layout in LAYOUTS:
        for hd, rd in ((16, None), (24, 16)):
            add("small", (2, 7, hd), dtype, layout, (2, 3, 3),
                rng.integers(0, 4096, size=(3, 7)), rotary_dim=rd)
            add("small batch", (2, 3, 7, hd), dtype, layout, (2, 3, 3),
                rng.integers(0, 4096, size=(3, 2, 7)), rotary_dim=rd)

# --- Qwen2-VL: sections [16, 24, 24], rotary_dim 128, base 1e6 ----------------------
QWEN_POS = qwen2vl_positions(3, (2, 3, 4), 4)  # 3 + 24 + 4 = 31 tokens
for dtype in ("f32", "bf16"):
    for layout in LAYOUTS:
        add("qwen2-vl", (1, 2, QWEN_POS.shape[1], 128), dtype, layout, (16, 24, 24),
            QWEN_POS, base=1000000.0)
        add("qwen2-vl batch", (2, 2, QWEN_POS.shape[1], 128), dtype, layout, (16, 24, 24),
            qwen2vl_positions(3, (2, 3, 4), 4, batch=2), base=1000000.0)
    add("qwen2-vl-like partial", (2, QWEN_POS.shape[1], 128), dtype, "half", (8, 12, 12),
        QWEN_POS, base=1000000.0, rotary_dim=64)

# --- other variations --------------------------------------------------------------
for layout in LAYOUTS:
    add("f32 frequencies", (2, 7, 16), "f32", layout, (2, 3, 3),
        rng.integers(0, 4096, size=(3, 7)), ftype="f32")
    add("inverse + scale", (2, 2, 7, 24), "f32", layout, (2, 3, 3),
        rng.integers(0, 4096, size=(3, 2, 7)), rotary_dim=16, inverse=True, scale=0.75)
    add("i32 positions", (2, 7, 16), "bf16", layout, (2, 3, 3),
        rng.integers(-100, 4096, size=(3, 7)), ptype="i32")
    add("index positions", (2, 7, 16), "f32", layout, (2, 3, 3),
        rng.integers(0, 4096, size=(3, 7)), ptype="index")
    add("2 axes", (2, 7, 16), "f32", layout, (3, 5), rng.integers(0, 4096, size=(2, 7)))
    add("4 axes, uneven", (2, 3, 7, 16), "bf16", layout, (1, 2, 3, 2),
        rng.integers(0, 4096, size=(4, 2, 7)))
    add("dynamic", (2, 3, 7, 20), "f32", layout, (2, 3, 3),
        rng.integers(0, 4096, size=(3, 2, 7)), rotary_dim=16, dynamic=(0, 2))

# --- equal axes == plain rotation ---------------------------------------------------
for layout in LAYOUTS:
    same = np.repeat(rng.integers(0, 8192, size=(1, 9)), 3, axis=0)
    add("equal axes", (2, 9, 128), "f32", layout, (16, 24, 24), same, base=1000000.0,
        plain=True)
    same_b = np.repeat(rng.integers(0, 8192, size=(1, 2, 9)), 3, axis=0)
    add("equal axes batch", (2, 2, 9, 24), "bf16", layout, (2, 3, 3), same_b, rotary_dim=16,
        plain=True)
    add("equal axes inverse+scale", (2, 9, 20), "f32", layout, (2, 3, 3), same,
        rotary_dim=16, inverse=True, scale=1.25, plain=True)
    add("one axis", (2, 9, 16), "f32", layout, (8,), same[:1], plain=True)

run_fn_cases(cases, title=os.path.basename(__file__))
