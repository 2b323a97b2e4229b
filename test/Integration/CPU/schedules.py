# RUN: %python %s | FileCheck %s
#
# rope.frequencies through compiled code against the independent float64
# numpy schedules of rope_mlir.schedules (driver:
# Inputs/fn_cases.py, one module compiled once through rope_mlir.aot):
#   * default (several rotary dims and bases), explicit, linear, NTK-aware,
#     Llama 3.1 (base 500000, factor 8, low 1, high 4, L 8192, d 128) and
#     Llama 3.2 (factor 32), YaRN (factor 4, L 4096, d 128, truncate true and
#     false, DeepSeek mscale / mscale_all_dim, an explicit attention factor,
#     other betas, factor < 1), dynamic NTK at 0.5x, 1x, 2x of L and more,
#     LongRoPE (64-value short/long lists, d 128) below, at and above L;
#   * schedules that take the sequence length get it once as a constant
#     (folded at compile time: checked below with --canonicalize) and once as
#     a function argument (the runtime lowering), as index, i64 and i32;
#   * attention factors (the second result, f32 or f64) against
#     schedules.yarn_attention_factor / longrope_attention_factor;
#   * proportional (Gemma 4: head_dim 512 share 0.25 base 1e6, factors, a
#     share giving no rotated pair), f64 and f32;
#   * partial rotary: rotary_dim 64 frequencies used by a rope.rotate of
#     head_dim 128 (both layouts, with the attention factor as scale), and
#     proportional frequencies over the whole head, against reference.rotate
#     driven by the numpy schedule.
# Tolerances: f64 results: |y - ref| <= 1e-12 |ref| per value. f32, f16 and
# bf16 results: EXACTLY the float64 oracle rounded once to the type (the op
# computes in float64 and rounds once). Rotations: f32, |y - ref| <= 1e-5.
#
# CHECK: folding: {{[0-9]+}} constant-length ops fold, {{[0-9]+}} runtime-length ops stay
# CHECK-NOT: FAIL
# CHECK: max f64 attention factor rel err:
# CHECK: max f64 frequencies rel err:
# CHECK: max rotate abs err:
# CHECK: max rounded (f32/f16/bf16) mismatches: 0.000e+00
# CHECK: 119 cases passed

import os
import re
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from fn_cases import FnCase, run_fn_cases  # noqa: E402
from rope_cases import fmt_float, from_device, result_dtype, round_to  # noqa: E402
from rope_mlir import aot, reference, schedules  # noqa: E402

REL_TOL_F64 = 1e-12
ROTATE_ABS_TOL = 1e-5
ITYPES = {"index": int, "i64": int, "i32": np.int32}

rng = np.random.default_rng(2024)
cases = []
expect_fold = {}  # case index -> True (constant length) / False (runtime)


def compare(got, expected, ftype, what):
    """Return (ok, metrics, message) for one result against the float64 oracle."""
    expected = np.asarray(expected, dtype=np.float64)
    got = np.asarray(got, dtype=np.float64)
    if got.shape != expected.shape:
        return False, {}, f"{what}: shape {got.shape} != {expected.shape}"
    scale = np.where(expected == 0.0, 1.0, np.abs(expected))
    rel = float(np.max(np.abs(got - expected) / scale)) if got.size else 0.0
    if ftype == "f64":
        ok = bool(rel <= REL_TOL_F64)  # NaN fails
        return ok, {f"f64 {what} rel err": rel}, f"{what} f64 rel_err={rel:.2e}"
    rounded = round_to(expected, ftype)
    mismatches = int(np.sum(got != rounded))
    return (mismatches == 0, {"rounded (f32/f16/bf16) mismatches": mismatches},
            f"{what} {ftype} mismatches={mismatches}/{got.size} (rel_err={rel:.2e})")


def attr_text(kind, **params):
    """#rope.<kind><k = v, ...>; floats printed to parse back exactly."""
    def value(v):
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, float):
            return fmt_float(v)
        if isinstance(v, (list, tuple, np.ndarray)):
            return "[" + ", ".join(fmt_float(x) for x in v) + "]"
        return str(v)
    return f"#rope.{kind}<" + ", ".join(f"{k} = {value(v)}" for k, v in params.items()) + ">"


def freq_case(name, attr, expected, ftype="f64", seq=None, factor=None):
    """A function returning rope.frequencies' tensor (and attention factor).

    seq: None, or (mode, value, itype) with mode "const" (an arith.constant,
    which must fold) or "arg" (a function argument: the runtime lowering).
    factor: None, or (aftype, expected_factor): the op's second result,
    returned as tensor<1xaftype>.
    """
    pairs = len(expected)
    ftt = f"tensor<{pairs}x{ftype}>"
    args, params, body = [], [], []
    operand = ""
    if seq is not None:
        mode, length, itype = seq
        if mode == "const":
            body.append(f"  %n = arith.constant {length} : {itype}")
        else:
            params.append(f"%n: {itype}")
            args.append(ITYPES[itype](length))
        operand = f" (%n : {itype})"
    res_types, res_vals, results = [ftt], ["%f"], [((pairs,), result_dtype(ftype))]
    if factor is None:
        body.append(f"  %f = rope.frequencies {attr}{operand} -> {ftt}")
    else:
        aft, _ = factor
        body.append(f"  %f, %s = rope.frequencies {attr}{operand} -> {ftt}, {aft}")
        body.append(f"  %t = tensor.from_elements %s : tensor<1x{aft}>")
        res_types.append(f"tensor<1x{aft}>")
        res_vals.append("%t")
        results.append(((1,), result_dtype(aft)))
    body.append(f"  return {', '.join(res_vals)} : {', '.join(res_types)}")
    signature = f"({', '.join(params)}) -> ({', '.join(res_types)})"

    def check(outputs):
        ok, metrics, msg = compare(from_device(outputs[0], ftype), expected, ftype,
                                   "frequencies")
        if factor is not None:
            aft, want = factor
            ok2, m2, msg2 = compare(from_device(outputs[1], aft), [want], aft,
                                    "attention factor")
            ok, msg = ok and ok2, f"{msg}; {msg2} (value {float(outputs[1][0]):.9g})"
            metrics.update(m2)
        return ok, metrics, msg

    seq_text = "" if seq is None else f" seq_len={seq[1]} ({seq[0]} {seq[2]})"
    if seq is not None:
        expect_fold[len(cases)] = seq[0] == "const"
    cases.append(FnCase(f"{name}{seq_text} -> {ftype}", signature, "\n".join(body),
                        args, results, check))


# --- default ----------------------------------------------------------------
for d, base in ((2, 10000.0), (8, 10000.0), (64, 10000.0), (128, 10000.0),
                (128, 500000.0), (128, 1000000.0), (96, 10000.0), (80, 10.0)):
    freq_case(f"default d={d} base={base:g}", attr_text("default", rotary_dim=d, base=base),
              schedules.default(d, base))
freq_case("default d=128 (base omitted: 10000)", "#rope.default<rotary_dim = 128>",
          schedules.default(128))
for ftype, base in (("f32", 10000.0), ("f32", 500000.0), ("f16", 500000.0),
                    ("bf16", 10000.0)):
    freq_case(f"default d=128 base={base:g}", attr_text("default", rotary_dim=128, base=base),
              schedules.default(128, base), ftype)

# --- explicit -----------------------------------------------------------------
learned = rng.uniform(0.0, 2.0, size=12)
learned[3] = 0.0
for ftype in ("f64", "f32"):
    freq_case("explicit 12 values (one zero)",
              "#rope.explicit<[" + ", ".join(fmt_float(v) for v in learned) + "]>",
              learned, ftype)

# --- linear -----------------------------------------------------------------------
for d, factor, base, ftype in ((128, 4.0, 10000.0, "f64"), (64, 2.5, 500000.0, "f64"),
                               (128, 0.5, 10000.0, "f64"), (128, 4.0, 10000.0, "f32")):
    freq_case(f"linear d={d} factor={factor} base={base:g}",
              attr_text("linear", rotary_dim=d, base=base, factor=factor),
              schedules.linear(d, factor, base), ftype)

# --- NTK-aware ------------------------------------------------------------------
for d, factor, base, ftype in ((128, 4.0, 10000.0, "f64"), (64, 8.0, 500000.0, "f64"),
                               (4, 2.0, 10000.0, "f64"), (128, 1.5, 10000.0, "f64"),
                               (128, 4.0, 10000.0, "f32")):
    freq_case(f"ntk d={d} factor={factor} base={base:g}",
              attr_text("ntk", rotary_dim=d, base=base, factor=factor),
              schedules.ntk(d, factor, base), ftype)

# --- Llama 3 ----------------------------------------------------------------------
llama31 = schedules.llama3(128, 500000.0, 8.0, 1.0, 4.0, 8192)
for ftype in ("f64", "f32"):
    freq_case("llama3.1 d=128 base=500000 factor=8 low=1 high=4 L=8192 (spelled out)",
              attr_text("llama3", rotary_dim=128, base=500000.0, factor=8.0,
                        low_freq_factor=1.0, high_freq_factor=4.0,
                        original_max_position=8192), llama31, ftype)
freq_case("llama3.1 d=128 base=500000 (defaults)",
          attr_text("llama3", rotary_dim=128, base=500000.0), llama31)
freq_case("llama3.2 d=64 base=500000 factor=32 L=8192",
          attr_text("llama3", rotary_dim=64, base=500000.0, factor=32.0),
          schedules.llama3(64, 500000.0, 32.0))
freq_case("llama3 d=128 base=10000 factor=4 low=2 high=8 L=4096",
          attr_text("llama3", rotary_dim=128, base=10000.0, factor=4.0, low_freq_factor=2.0,
                    high_freq_factor=8.0, original_max_position=4096),
          schedules.llama3(128, 10000.0, 4.0, 2.0, 8.0, 4096))

# --- YaRN -------------------------------------------------------------------------
for truncate in (True, False):
    expected = schedules.yarn(128, 4.0, 4096, truncate=truncate)
    for ftype, aft in (("f64", "f32"), ("f64", "f64"), ("f32", "f32")):
        freq_case(f"yarn d=128 factor=4 L=4096 truncate={str(truncate).lower()}",
                  attr_text("yarn", rotary_dim=128, factor=4.0, original_max_position=4096,
                            truncate=truncate),
                  expected, ftype, factor=(aft, schedules.yarn_attention_factor(4.0)))
freq_case("yarn d=128 factor=4 L=4096 (truncate omitted: true, no attention factor)",
          attr_text("yarn", rotary_dim=128, factor=4.0, original_max_position=4096),
          schedules.yarn(128, 4.0, 4096))
yarn_variants = [
    # (label, attr params, numpy schedule kwargs, attention factor kwargs)
    ("DeepSeek-style mscale=1 mscale_all_dim=1",
     dict(rotary_dim=128, factor=4.0, original_max_position=4096, mscale=1.0,
          mscale_all_dim=1.0),
     dict(rotary_dim=128, factor=4.0, original_max_position=4096),
     dict(factor=4.0, mscale=1.0, mscale_all_dim=1.0)),
    ("mscale=0.707 mscale_all_dim=1",
     dict(rotary_dim=128, factor=4.0, original_max_position=4096, mscale=0.707,
          mscale_all_dim=1.0),
     dict(rotary_dim=128, factor=4.0, original_max_position=4096),
     dict(factor=4.0, mscale=0.707, mscale_all_dim=1.0)),
    ("DeepSeek-V2 d=64 factor=40 mscale=0.707 mscale_all_dim=0.707",
     dict(rotary_dim=64, factor=40.0, original_max_position=4096, beta_fast=32.0,
          beta_slow=1.0, mscale=0.707, mscale_all_dim=0.707),
     dict(rotary_dim=64, factor=40.0, original_max_position=4096),
     dict(factor=40.0, mscale=0.707, mscale_all_dim=0.707)),
    ("lone mscale=0.707 (ignored)",
     dict(rotary_dim=128, factor=4.0, original_max_position=4096, mscale=0.707),
     dict(rotary_dim=128, factor=4.0, original_max_position=4096),
     dict(factor=4.0, mscale=0.707)),
    ("explicit attention_factor=1.2",
     dict(rotary_dim=128, factor=4.0, original_max_position=4096, attention_factor=1.2),
     dict(rotary_dim=128, factor=4.0, original_max_position=4096),
     dict(factor=4.0, attention_factor=1.2)),
    ("Qwen2.5 d=128 base=1e6 factor=4 L=32768",
     dict(rotary_dim=128, base=1000000.0, factor=4.0, original_max_position=32768),
     dict(rotary_dim=128, base=1000000.0, factor=4.0, original_max_position=32768),
     dict(factor=4.0)),
    ("betas 16/2 base=500000 factor=8 L=8192 truncate=false",
     dict(rotary_dim=128, base=500000.0, factor=8.0, original_max_position=8192,
          beta_fast=16.0, beta_slow=2.0, truncate=False),
     dict(rotary_dim=128, base=500000.0, factor=8.0, original_max_position=8192,
          beta_fast=16.0, beta_slow=2.0, truncate=False),
     dict(factor=8.0)),
    ("factor=0.5 (attention factor 1) d=32 L=2048",
     dict(rotary_dim=32, factor=0.5, original_max_position=2048),
     dict(rotary_dim=32, factor=0.5, original_max_position=2048),
     dict(factor=0.5)),
]
for label, attr_params, sched_kw, af_kw in yarn_variants:
    freq_case(f"yarn {label}", attr_text("yarn", **attr_params), schedules.yarn(**sched_kw),
              "f64", factor=("f64", schedules.yarn_attention_factor(**af_kw)))
    freq_case(f"yarn {label}", attr_text("yarn", **attr_params), schedules.yarn(**sched_kw),
              "f32", factor=("f32", schedules.yarn_attention_factor(**af_kw)))

# --- dynamic NTK ----------------------------------------------------------------------
def dyn(d, factor, length, n, base=10000.0):
    return (attr_text("dynamic_ntk", rotary_dim=d, base=base, factor=factor,
                      original_max_position=length),
            schedules.dynamic_ntk(d, factor, length, n, base))


for n in (8192, 2048, 4096, 4097, 100000):
    attr, expected = dyn(128, 2.0, 4096, n)
    for mode in ("const", "arg"):
        freq_case("dynamic_ntk d=128 factor=2 L=4096", attr, expected,
                  seq=(mode, n, "index"))
for mode in ("const", "arg"):
    for n, itype in ((12000, "i64"), (3000, "i32")):
        attr, expected = dyn(64, 1.5, 8192, n, 500000.0)
        freq_case("dynamic_ntk d=64 factor=1.5 base=500000 L=8192", attr, expected,
                  seq=(mode, n, itype))
    attr, expected = dyn(128, 4.0, 2048, 16384)
    freq_case("dynamic_ntk d=128 factor=4 L=2048", attr, expected, "f32",
              seq=(mode, 16384, "index"))
    attr, expected = dyn(128, 2.0, 4096, 8192)
    freq_case("dynamic_ntk d=128 factor=2 L=4096", attr, expected, "f32",
              seq=(mode, 8192, "index"))
    # 16-bit results of a run-time schedule are rounded once from float64
    # (round to odd into f32, then to nearest), and need no __truncdfbf2.
    for ftype in ("bf16", "f16"):
        attr, expected = dyn(128, 4.0, 2048, 16384)
        freq_case("dynamic_ntk d=128 factor=4 L=2048", attr, expected, ftype,
                  seq=(mode, 16384, "index"))
    # Within the original context, factor * L / L - (factor - 1) is 0 in f64
    # for factors beyond 2^53 (the run-time form once gave log(0) and infinite
    # frequencies); 1 + factor * (max(n, L) - L) / L is exactly 1.
    for n in (100, 4097):
        attr, expected = dyn(16, 1.25e17, 4096, n)
        freq_case("dynamic_ntk d=16 factor=1.25e17 L=4096", attr, expected,
                  seq=(mode, n, "index"))

# --- LongRoPE ---------------------------------------------------------------------------
# Phi-3-mini-128k-like lists: short factors near 1, long ones rising to ~60.
pairs = np.arange(64) / 63.0
short_factor = np.round(1.0 + 0.08 * pairs ** 2 + rng.uniform(0, 0.02, 64), 6)
long_factor = np.round(1.0 + 59.0 * pairs ** 3 + rng.uniform(0, 0.5, 64), 6)
L_PHI = 4096
PHI_FACTOR = 32.0  # 131072 / 4096
longrope_attr = attr_text("longrope", rotary_dim=128, short_factor=short_factor,
                          long_factor=long_factor, original_max_position=L_PHI,
                          factor=PHI_FACTOR)
phi_af = schedules.longrope_attention_factor(PHI_FACTOR, L_PHI)
for n in (1024, 4096, 4097, 131072):
    expected = schedules.longrope(128, short_factor, long_factor, L_PHI, n)
    for mode in ("const", "arg"):
        freq_case("longrope d=128 L=4096 factor=32", longrope_attr, expected,
                  seq=(mode, n, "index"), factor=("f32", phi_af))
for mode, n, itype in (("arg", 8000, "i64"), ("arg", 100, "i32"), ("const", 8000, "i64")):
    freq_case("longrope d=128 L=4096 factor=32", longrope_attr,
              schedules.longrope(128, short_factor, long_factor, L_PHI, n),
              "f64", seq=(mode, n, itype), factor=("f64", phi_af))
for mode, n in (("arg", 131072), ("const", 2000)):
    freq_case("longrope d=128 L=4096 factor=32", longrope_attr,
              schedules.longrope(128, short_factor, long_factor, L_PHI, n),
              "f32", seq=(mode, n, "index"), factor=("f32", phi_af))
freq_case("longrope d=128 L=4096 factor=32 (no sequence length: short)", longrope_attr,
          schedules.longrope(128, short_factor, long_factor, L_PHI), factor=("f64", phi_af))
freq_case("longrope d=128 base=500000 L=8192 factor=16 attention_factor=1.5",
          attr_text("longrope", rotary_dim=128, base=500000.0, short_factor=short_factor,
                    long_factor=long_factor, original_max_position=8192, factor=16.0,
                    attention_factor=1.5),
          schedules.longrope(128, short_factor, long_factor, 8192, 9000, 500000.0),
          seq=("arg", 9000, "index"),
          factor=("f32", schedules.longrope_attention_factor(16.0, 8192, 1.5)))
freq_case("longrope d=128 L=4096 factor omitted (1: attention factor 1)",
          attr_text("longrope", rotary_dim=128, short_factor=short_factor,
                    long_factor=long_factor, original_max_position=L_PHI),
          schedules.longrope(128, short_factor, long_factor, L_PHI, 5000),
          seq=("const", 5000, "index"),
          factor=("f64", schedules.longrope_attention_factor(1.0, L_PHI)))

# --- proportional (Gemma 4: exponents over head_dim, zero beyond the rotated share) ------
for head_dim, p, base, factor in ((512, 0.25, 1000000.0, 1.0), (256, 1.0, 10000.0, 1.0),
                                  (128, 0.5, 10000.0, 8.0), (96, 0.3, 500000.0, 2.0),
                                  (8, 0.1, 10000.0, 1.0)):
    attr = attr_text("proportional", head_dim=head_dim, partial_rotary_factor=p, base=base,
                     factor=factor)
    for ftype in ("f64", "f32"):
        freq_case(f"proportional head_dim={head_dim} p={p} base={base:g} factor={factor:g}",
                  attr, schedules.proportional(head_dim, p, base, factor), ftype=ftype)
freq_case("proportional head_dim=64 (defaults: p 1, base 10000, factor 1)",
          "#rope.proportional<head_dim = 64>", schedules.proportional(64),
          factor=("f32", 1.0))
# --- other schedules' attention factor (1) ----------------------------------------------
freq_case("default d=16 with attention factor (1)", attr_text("default", rotary_dim=16),
          schedules.default(16), factor=("f32", 1.0))
attr, expected = dyn(16, 2.0, 64, 200)
freq_case("dynamic_ntk d=16 with attention factor (1)", attr, expected,
          seq=("arg", 200, "index"), factor=("f64", 1.0))


# --- partial rotary: rotary_dim 64 of head_dim 128 in rope.rotate ------------------------
SEQ, HD, RD = 9, 128, 64


def rotate_case(name, layout, attr, freqs64, seq=None, scale=None, rd=RD):
    """rope.rotate of x[2, SEQ, 128] by rotary_dim `rd` frequencies of `attr`
    (rd = 128: the whole head, without a rotary_dim clause)."""
    xt, pt, ft = f"tensor<2x{SEQ}x{HD}xf32>", f"tensor<{SEQ}xi64>", f"tensor<{rd // 2}xf64>"
    x = rng.standard_normal((2, SEQ, HD)).astype(np.float32)
    pos = rng.integers(0, 32768, size=SEQ).astype(np.int64)
    params, args, body = [f"%x: {xt}", f"%p: {pt}"], [x, pos], []
    operand = ""
    if seq is not None:
        params.append("%n: index")
        args.append(int(seq))
        operand = " (%n : index)"
    if scale is None:
        body.append(f"  %f = rope.frequencies {attr}{operand} -> {ft}")
        extra = ""
    else:
        body.append(f"  %f, %s = rope.frequencies {attr}{operand} -> {ft}, f32")
        extra = " scale(%s : f32)"
    partial = f" rotary_dim({rd})" if rd != HD else ""
    body.append(f"  %r = rope.rotate %x, %p, %f layout({layout}){partial}{extra}"
                f" : {xt}, {pt}, {ft} -> {xt}")
    body.append(f"  return %r : {xt}")
    ref = reference.rotate(x.astype(np.float64), pos, freqs64, layout, rd,
                           scale=1.0 if scale is None else scale)

    # Channels beyond rd and the pairs of zero frequencies pass through exactly.
    zero = np.flatnonzero(np.asarray(freqs64) == 0.0)
    pairs = (np.concatenate([zero, zero + rd // 2]) if layout == "half"
             else np.concatenate([2 * zero, 2 * zero + 1]))
    kept = np.concatenate([pairs, np.arange(rd, HD)]).astype(np.int64)

    def check(outputs):
        y = outputs[0].astype(np.float64)
        err = float(np.max(np.abs(y - ref)))
        untouched = bool(np.array_equal(outputs[0][..., kept], x[..., kept]))
        ok = bool(err <= ROTATE_ABS_TOL) and untouched
        return (ok, {"rotate abs err": err},
                f"max_abs_err={err:.3e}{'' if untouched else ' PASS-THROUGH CHANNELS CHANGED'}")

    cases.append(FnCase(f"f32 {layout} x[2,{SEQ},{HD}] rotary_dim={rd} {name}",
                        f"({', '.join(params)}) -> {xt}", "\n".join(body), args,
                        [((2, SEQ, HD), np.float32)], check))


short32, long32 = short_factor[::2], long_factor[::2]
for layout in ("interleaved", "half"):
    rotate_case("default base=10000", layout, attr_text("default", rotary_dim=RD),
                schedules.default(RD))
    rotate_case("llama3.1 base=500000", layout,
                attr_text("llama3", rotary_dim=RD, base=500000.0),
                schedules.llama3(RD, 500000.0))
    rotate_case("yarn factor=4 L=4096 with scale", layout,
                attr_text("yarn", rotary_dim=RD, factor=4.0, original_max_position=4096),
                schedules.yarn(RD, 4.0, 4096), scale=schedules.yarn_attention_factor(4.0))
    rotate_case("dynamic_ntk factor=2 L=4096 runtime seq_len=16384", layout,
                attr_text("dynamic_ntk", rotary_dim=RD, factor=2.0, original_max_position=4096),
                schedules.dynamic_ntk(RD, 2.0, 4096, 16384), seq=16384)
    rotate_case("longrope L=4096 runtime seq_len=20000 with scale", layout,
                attr_text("longrope", rotary_dim=RD, short_factor=short32, long_factor=long32,
                          original_max_position=4096, factor=32.0),
                schedules.longrope(RD, short32, long32, 4096, 20000), seq=20000,
                scale=schedules.longrope_attention_factor(32.0, 4096))
    # Proportional: 16 of the 64 pairs rotate, the exponents run over the
    # whole head, and the half layout pairs channel i with i + 64.
    rotate_case("proportional partial_rotary_factor=0.25 base=1e6", layout,
                attr_text("proportional", head_dim=HD, partial_rotary_factor=0.25,
                          base=1000000.0),
                schedules.proportional(HD, 0.25, 1000000.0), rd=HD)


# --- folding: constant lengths fold, runtime ones stay (until lowering) ------------------
def check_folding():
    module = "\n\n".join(case.mlir(f"case_{i}") for i, case in enumerate(cases))
    done = subprocess.run([aot.find_opt_tool(), "--canonicalize", "-"], input=module,
                          capture_output=True, text=True)
    if done.returncode != 0:
        print(f"FAIL folding: rope-opt --canonicalize failed:\n{done.stderr}")
        sys.exit(1)
    bodies = dict(re.findall(r"func\.func @(case_\d+)\((.*?)\n  \}", done.stdout, re.S))
    bad = []
    for i, folded in expect_fold.items():
        has_op = "rope.frequencies" in bodies.get(f"case_{i}", "rope.frequencies")
        if has_op == folded:
            bad.append(f"case_{i} ({'should fold' if folded else 'should stay'})")
    n_const = sum(expect_fold.values())
    if bad:
        print(f"FAIL folding: {', '.join(bad)}")
        sys.exit(1)
    print(f"folding: {n_const} constant-length ops fold, "
          f"{len(expect_fold) - n_const} runtime-length ops stay")


check_folding()
run_fn_cases(cases, title=os.path.basename(__file__))
