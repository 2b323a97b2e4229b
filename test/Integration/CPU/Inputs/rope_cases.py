"""Shared driver of the CPU rotation integration tests (rotate-*.py).

A test builds a list of `Case`s, and `run_cases` then
  1. writes ONE MLIR module holding one function per case (`@case_<i>`),
  2. compiles it once with rope_mlir.aot (rope-opt --rope-lower-to-llvm,
     mlir-translate, clang) into a shared library,
  3. calls every case with fresh random inputs (normal, fixed seed), passing
     copies and asserting afterwards that the copies were not written to,
  4. compares each result with rope_mlir.reference (float64 numpy), and
  5. prints one line per case and a summary line "<N> cases passed" (or
     "<K> of <N> cases FAILED"), exiting non-zero on any failure.

This folder is named Inputs so that lit does not run it as a test.

Tolerances (inputs ~ N(0, 1), |x| < ~5):
  f32   |y - ref| <= 1e-5 absolute.
  bf16  the reference is computed from the bf16-rounded input (the exact
        values the compiled code sees); |y - ref| <= 2^-8 * |ref| + 1e-6,
        i.e. one bf16 rounding (half an ulp <= 2^-8 relative) plus a tiny
        absolute term for the f32 arithmetic before the single rounding.
  f16   likewise with 2^-11 relative (f16 has 11 significant bits) + 1e-6.
  Cases may set `rel_pair_tol`: then the error of every rotated pair is
        measured relative to the pair's norm, |y_pair - ref_pair| / |x_pair|
        (a rotation preserves that norm); used for large positions.

Frequencies given by a schedule are computed for the reference with
reference.inverse_frequencies (float64) and rounded to the frequency
tensor's element type, since that tensor is what the IR rotates by;
frequencies that are function arguments are used as passed.
"""

import os
import sys
import time

import numpy as np

from rope_mlir import aot, reference
from rope_mlir.bf16 import bf16_to_float32, float32_to_bf16

MLIR_TYPE = {"f32": "f32", "f16": "f16", "bf16": "bf16", "f64": "f64"}
REL_TOL = {"f32": 0.0, "bf16": 2.0 ** -8, "f16": 2.0 ** -11}
ABS_TOL = {"f32": 1e-5, "bf16": 1e-6, "f16": 1e-6}


def round_to(values, dtype):
    """Return float64 values rounded to the float type `dtype` (as float64)."""
    values = np.asarray(values, dtype=np.float64)
    if dtype == "f64":
        return values
    if dtype == "f32":
        return values.astype(np.float32).astype(np.float64)
    if dtype == "f16":
        return values.astype(np.float16).astype(np.float64)
    if dtype == "bf16":
        # Round float64 -> bf16 once (as APFloat does), not via f32, which
        # could round twice: take the bf16 nearest the f32 value and its two
        # neighbours and keep the nearest to the float64 value (ties: even).
        bits = float32_to_bf16(values.astype(np.float32)).astype(np.int64)
        best = bf16_to_float32(bits.astype(np.uint16)).astype(np.float64)
        for step in (-1, 1):
            other_bits = bits + step
            other = bf16_to_float32(other_bits.astype(np.uint16)).astype(np.float64)
            d_best, d_other = np.abs(best - values), np.abs(other - values)
            better = (d_other < d_best) | ((d_other == d_best) & (other_bits % 2 == 0))
            best = np.where(better, other, best)
            bits = np.where(better, other_bits, bits)
        return best
    raise ValueError(dtype)


def to_device(values_f64, dtype):
    """Return (array passed to the compiled code, its exact float64 value)."""
    if dtype == "f32":
        arr = np.ascontiguousarray(values_f64, dtype=np.float32)
        return arr, arr.astype(np.float64)
    if dtype == "f64":
        arr = np.ascontiguousarray(values_f64, dtype=np.float64)
        return arr, arr.copy()
    if dtype == "f16":
        arr = np.ascontiguousarray(values_f64, dtype=np.float16)
        return arr, arr.astype(np.float64)
    if dtype == "bf16":
        arr = np.ascontiguousarray(float32_to_bf16(np.asarray(values_f64, np.float32)))
        return arr, bf16_to_float32(arr).astype(np.float64)
    raise ValueError(dtype)


def from_device(arr, dtype):
    if dtype == "bf16":
        return bf16_to_float32(arr).astype(np.float64)
    return arr.astype(np.float64)


def result_dtype(dtype):
    return {"f32": np.float32, "f64": np.float64, "f16": np.float16,
            "bf16": "bfloat16"}[dtype]


def fmt_float(value):
    """A float literal MLIR parses back exactly (repr gives the shortest)."""
    text = repr(float(value))
    if "e" not in text and "." not in text and "inf" not in text and "nan" not in text:
        text += ".0"
    return text


def tensor_type(shape, elem):
    dims = "x".join("?" if d is None else str(d) for d in shape)
    return f"tensor<{dims}x{elem}>" if dims else f"tensor<{elem}>"


class Case:
    """One rotation to compile, run and check.

    op: "rotate" or "tables".
    shape: x shape [..., seq, head_dim]; dtype: "f32" | "bf16" | "f16".
    layout: "interleaved" | "half"; rotary_dim: None (attribute omitted:
    full rotary) or an int (printed as rotary_dim(R)).
    positions (op "rotate"): ("seq", array) | ("batch", array) |
      ("offset", int, "i64" | "index" | "i32") | ("seq_i32", array) |
      ("seq_index", array) (a tensor of index).
    freqs (op "rotate"): ("default", base, ftype) | ("explicit", values,
      ftype) | ("arg", values, ftype)  (a function argument).
    tables (op "tables"): (cos, sin, ttype), arrays [seq, R/2] or
      [batch, seq, R/2].
    scale: None or a float; inverse: bool.
    dynamic: which dims of x (and positions/tables) are `?` in the IR.
    rel_pair_tol: see the module docstring.
    roundtrip (op "rotate"): rotate, then rotate the result again with
      `inverse` flipped at the same positions; the reference is x itself
      (rotate(inverse(x)) == x). "same": both
      rotations use the same SSA positions (so the pair may fold away);
      "separate": the second one takes the positions from a second
      argument holding the same values (no fold; both rotations run).
    """

    def __init__(self, name, shape, dtype, layout, rotary_dim=None, op="rotate",
                 positions=None, freqs=None, tables=None, scale=None,
                 inverse=False, dynamic=(), rel_pair_tol=None, x=None,
                 roundtrip=False):
        self.name = name
        self.shape = tuple(shape)
        self.dtype = dtype
        self.layout = layout
        self.rotary_dim = rotary_dim
        self.op = op
        self.positions = positions
        self.freqs = freqs
        self.tables = tables
        self.scale = scale
        self.inverse = inverse
        self.dynamic = tuple(dynamic)
        self.rel_pair_tol = rel_pair_tol
        self.x = x
        self.roundtrip = roundtrip

    @property
    def effective_rotary_dim(self):
        return self.shape[-1] if self.rotary_dim is None else self.rotary_dim

    # -- IR ---------------------------------------------------------------
    def ir_shape(self, shape, dims_of_x):
        """shape with `?` where the x dim it stands for is dynamic."""
        return [None if d in self.dynamic else s for s, d in zip(shape, dims_of_x)]

    def mlir(self, fname):
        rank = len(self.shape)
        elem = MLIR_TYPE[self.dtype]
        xtype = tensor_type(self.ir_shape(self.shape, range(rank)), elem)
        args = [f"%x: {xtype}"]
        body = []
        attrs = f"layout({self.layout})"
        if self.rotary_dim is not None:
            attrs += f" rotary_dim({self.rotary_dim})"
        if self.op == "rotate":
            kind = self.positions[0]
            if kind == "offset":
                ptype = self.positions[2]
            else:
                pos = np.asarray(self.positions[1])
                pdims = [0, rank - 2] if pos.ndim == 2 else [rank - 2]
                ptype = tensor_type(self.ir_shape(pos.shape, pdims),
                                    {"seq_i32": "i32", "seq_index": "index"}.get(kind, "i64"))
            args.append(f"%p: {ptype}")
            p2 = "%p"
            if self.roundtrip == "separate":
                args.append(f"%p2: {ptype}")
                p2 = "%p2"
            fkind, fvalue, ftype = self.freqs
            npairs = self.effective_rotary_dim // 2
            fttype = tensor_type([npairs], MLIR_TYPE[ftype])
            if fkind == "arg":
                args.append(f"%f: {fttype}")
            elif fkind == "default":
                body.append(
                    f"  %f = rope.frequencies #rope.default<rotary_dim = "
                    f"{self.effective_rotary_dim}, base = {fmt_float(fvalue)}> -> {fttype}")
            elif fkind == "explicit":
                values = ", ".join(fmt_float(v) for v in fvalue)
                body.append(f"  %f = rope.frequencies #rope.explicit<[{values}]> -> {fttype}")
            else:
                raise ValueError(fkind)
            if self.scale is not None:
                body.append(f"  %scale = arith.constant {fmt_float(self.scale)} : f32")
                attrs += " scale(%scale : f32)"
            if self.inverse:
                attrs += " inverse"
            if self.roundtrip:
                back = (attrs[: -len(" inverse")] if self.inverse
                        else attrs + " inverse")
                body.append(f"  %a = rope.rotate %x, %p, %f {attrs} : {xtype}, {ptype}, "
                            f"{fttype} -> {xtype}")
                body.append(f"  %r = rope.rotate %a, {p2}, %f {back} : {xtype}, {ptype}, "
                            f"{fttype} -> {xtype}")
            else:
                body.append(f"  %r = rope.rotate %x, %p, %f {attrs} : {xtype}, {ptype}, "
                            f"{fttype} -> {xtype}")
        else:
            cos, _, ttype = self.tables
            cos = np.asarray(cos)
            tdims = ([0, rank - 2] if cos.ndim == 3 else [rank - 2]) + [None]
            tt = tensor_type(self.ir_shape(cos.shape, tdims), MLIR_TYPE[ttype])
            args += [f"%c: {tt}", f"%s: {tt}"]
            if self.inverse:
                attrs += " inverse"
            body.append(f"  %r = rope.rotate_with_tables %x, %c, %s {attrs} : "
                        f"{xtype}, {tt}, {tt} -> {xtype}")
        return "\n".join(
            [f"// {self.name}",
             f"func.func @{fname}({', '.join(args)}) -> {xtype} "
             f"attributes {{llvm.emit_c_interface}} {{"]
            + body + [f"  return %r : {xtype}", "}"])

    # -- data and reference ----------------------------------------------
    def make_inputs(self, rng):
        """Return (args passed to the call, x as float64 exactly as seen,
        reference float64 result)."""
        x_src = self.x if self.x is not None else rng.standard_normal(self.shape)
        x_dev, x64 = to_device(x_src, self.dtype)
        args = [x_dev]
        R = self.effective_rotary_dim
        if self.op == "rotate":
            kind = self.positions[0]
            if kind == "offset":
                pos_ref = int(self.positions[1])
                args.append(np.int32(pos_ref) if self.positions[2] == "i32" else pos_ref)
            else:
                pos = np.asarray(self.positions[1])
                dev = np.ascontiguousarray(
                    pos, dtype=np.int32 if kind == "seq_i32" else np.int64)
                args.append(dev)
                pos_ref = dev.astype(np.int64)
            if self.roundtrip == "separate":
                args.append(args[-1].copy() if isinstance(args[-1], np.ndarray)
                            else args[-1])
            fkind, fvalue, ftype = self.freqs
            if fkind == "default":
                f_ref = round_to(reference.inverse_frequencies(R, fvalue), ftype)
            else:
                f_dev, f_ref = to_device(np.asarray(fvalue, np.float64), ftype)
                if fkind == "arg":
                    args.append(f_dev)
                else:
                    f_ref = round_to(fvalue, ftype)
            if self.roundtrip:
                assert self.scale is None
                ref = x64.copy()
            else:
                ref = reference.rotate(x64, pos_ref, f_ref, self.layout, R,
                                       inverse=self.inverse,
                                       scale=1.0 if self.scale is None else self.scale)
        else:
            cos, sin, ttype = self.tables
            c_dev, c_ref = to_device(cos, ttype)
            s_dev, s_ref = to_device(sin, ttype)
            args += [c_dev, s_dev]
            ref = reference.rotate_with_tables(x64, c_ref, s_ref, self.layout, R,
                                               inverse=self.inverse)
        return args, x64, ref

    def check(self, y, x64, ref):
        """Return (ok, message-with-max-error)."""
        if self.rel_pair_tol is not None:
            err = pair_relative_error(y, ref, x64, self.layout,
                                      self.effective_rotary_dim)
            ok = bool(np.all(err <= self.rel_pair_tol)) and np.all(np.isfinite(y))
            worst = float(np.max(err)) if err.size else 0.0
            return ok, f"max_pair_rel_err={worst:.3e} tol={self.rel_pair_tol:.0e}"
        diff = np.abs(y - ref)
        bound = REL_TOL[self.dtype] * np.abs(ref) + ABS_TOL[self.dtype]
        ok = bool(np.all(diff <= bound))  # NaN compares false: fails
        worst = float(np.max(diff)) if diff.size else 0.0
        # The error in units of the allowed bound (1.0 = at the limit).
        frac = float(np.max(diff / bound)) if diff.size else 0.0
        return ok, f"max_abs_err={worst:.3e} (of bound: {frac:.3f})"


def pair_relative_error(y, ref, x64, layout, R):
    """|y_pair - ref_pair| / max(|x_pair|, tiny) for every rotated pair;
    pass-through channels count as pairs of themselves."""
    def pairs(a):
        if layout == "interleaved":
            return a[..., 0:R:2], a[..., 1:R:2]
        return a[..., : R // 2], a[..., R // 2: R]
    ya, yb = pairs(y)
    ra, rb = pairs(ref)
    xa, xb = pairs(x64)
    num = np.hypot(ya - ra, yb - rb)
    den = np.maximum(np.hypot(xa, xb), 1e-30)
    tail = np.abs(y[..., R:] - ref[..., R:]) / np.maximum(np.abs(x64[..., R:]), 1e-30)
    return np.concatenate([(num / den).ravel(), tail.ravel()])


def compile_cases(cases, title, pipeline="rope-lower-to-llvm"):
    """Compile every case's function into one library; return (lib, seconds).

    pipeline: rope-opt flags, as rope_mlir.aot.compile_module takes them.
    $ROPE_TEST_WORKDIR, when set, keeps the intermediate files for debugging.
    """
    funcs = [case.mlir(f"case_{i}") for i, case in enumerate(cases)]
    module = "// Generated by " + title + "\n" + "\n\n".join(funcs) + "\n"
    start = time.time()
    lib = aot.compile_module(module, pipeline=pipeline,
                             workdir=os.environ.get("ROPE_TEST_WORKDIR"))
    return lib, time.time() - start


def run_cases(cases, seed, title, pipeline="rope-lower-to-llvm"):
    """Compile all cases into one module, run and check them; exit 1 on failure."""
    start = time.time()
    lib, compiled = compile_cases(cases, title, pipeline)
    rng = np.random.default_rng(seed)
    failures = []
    per_dtype = {}
    for i, case in enumerate(cases):
        args, x64, ref = case.make_inputs(rng)
        originals = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        passed = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        out = aot.call(lib, f"case_{i}", passed,
                       [(case.shape, result_dtype(case.dtype))])
        y = from_device(out, case.dtype)
        ok, msg = case.check(y, x64, ref)
        for orig, p in zip(originals, passed):
            if isinstance(orig, np.ndarray) and not np.array_equal(
                    orig.view(np.uint8), p.view(np.uint8)):
                ok = False
                msg += " INPUT MODIFIED by the call"
        status = "ok" if ok else "FAIL"
        print(f"{status} case_{i} {case.name}: {msg}")
        key = case.dtype if case.rel_pair_tol is None else case.dtype + " (pair-rel)"
        metric = float(msg.split("=")[1].split()[0])
        per_dtype[key] = max(per_dtype.get(key, 0.0), metric)
        if not ok:
            failures.append(case.name)
    for key, value in sorted(per_dtype.items()):
        print(f"max error {key}: {value:.3e}")
    print(f"compile {compiled:.1f}s, total {time.time() - start:.1f}s")
    if failures:
        print(f"{len(failures)} of {len(cases)} cases FAILED: {', '.join(failures)}")
        sys.stdout.flush()
        sys.exit(1)
    print(f"{len(cases)} cases passed")
