# RUN: %python %s --seed 1 --count 40 | FileCheck %s
# Tiled and untiled f64 tables that rounded differently (LLVM folded the
# untiled table to constants, each multiply-add rounded twice, and computed
# the tiled one with FMAs; rope-fuse-multiply-adds makes them fmuladd):
# RUN: %python %s --seed 1920 --count 224 --only 223 | FileCheck %s --check-prefix=CONTRACT
# CONTRACT: ok prog_223: f64[3, 12]
# CONTRACT: 1 programs passed
#
# Structure-aware fuzzing of the rotations: random WELL-FORMED rope IR,
# compiled through rope_mlir.aot twice, untiled (--rope-lower-to-llvm) and
# tiled (every rotation tiled by random positive tile sizes with upstream
# transform.structured.tile_using_for, then --rope-lower-to-llvm), run on
# random inputs and compared with the float64 reference (rope_mlir.reference
# with rope_mlir.schedules' frequencies rounded to the frequency tensor's
# type) and with each other.
#
# Each program draws: the op (rope.rotate, rope.rotate_with_tables, or two
# rotations sharing positions and frequencies, as Q and K do); the element
# type (f32, f64, f16, bf16); rank 2-4 with sizes including 0 and `?`; the
# layout; full or partial rotary (odd head_dims with partial); positions as
# a [seq] or [batch, seq] tensor (i8, i16, i32, i64, index) or a start offset of
# every integer type (i8, i16, i32, i64, index) up to the type's extremes;
# multimodal sections; the frequencies from any schedule with extreme
# parameters (constant or run-time sequence length) as f64/f32/f16/bf16, or
# as an argument; scale (a constant, an argument, or the schedule's
# attention factor); inverse.
#
# Checks (inputs uniform in [-1, 1]):
#   * tiled and untiled results are bitwise equal;
#   * against the reference, per element |y - ref| <= rel |ref| + abs, with
#     f32: abs 1e-5 (x max(1, |scale|)); f64: abs 1e-9 + 1e-12 max|angle|;
#     f16 / bf16: one rounding, rel 2^-11 / 2^-8, abs 1e-5
#     (test/Integration/CPU/rotate-matrix.py's tolerances, the reference
#     computed from the input as rounded to its type);
#   * where max |position * theta| exceeds 2^23 turns (beyond the exact
#     Cody-Waite reduction, README "Precision") only that every rotated pair
#     keeps its norm (times |scale|) within the same tolerances, and that
#     the output is finite.
# Programs are generated only where the reference accepts the parameters and
# gives finite frequencies, so rope-opt must accept, lower and compile each.
#
# Longer runs: python3 test/Fuzz/generate-rotations.py --seed N --count M
# (with PYTHONPATH=python and ROPE_OPT=build/bin/rope-opt); --only I reruns
# program I of a seed, --print shows its IR, --emit DIR writes the programs
# as a seed corpus for rope-fuzz (tools/rope-fuzz/README.md).
#
# CHECK-NOT: FAIL
# CHECK: 40 programs passed

import argparse
import math
import os
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Integration", "CPU", "Inputs"))
from rope_cases import from_device, result_dtype, round_to, tensor_type, to_device  # noqa: E402
from rope_mlir import aot, reference, schedules  # noqa: E402

FLOATS = ("f32", "f64", "f16", "bf16")
REL_TOL = {"f32": 0.0, "f64": 0.0, "f16": 2.0 ** -11, "bf16": 2.0 ** -8}
ABS_TOL = {"f32": 1e-5, "f64": 1e-9, "f16": 1e-5, "bf16": 1e-5}
# Beyond 2^23 turns the angle reduction is no longer exact (README).
EXACT_ANGLE = 2.0 ** 23 * 2.0 * math.pi
# Beyond about 2^53 rad the float64 angle itself is off by whole turns; the
# lowering clamps its reduced angle there, so such programs are kept and
# checked for norms and finiteness only (see EXACT_ANGLE). --angle-limit
# draws programs again above a given |position * theta|.
INT_RANGE = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
INT_TENSOR = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
              "index": np.int64}
MAX_ELEMENTS = 4096


def fmt_float(value):
    """A float literal MLIR parses back exactly: `1e-30` needs a `.0`."""
    text = repr(float(value))
    if "inf" in text or "nan" in text:
        raise ValueError(text)
    if "." not in text:
        mantissa, _, exponent = text.partition("e")
        text = mantissa + ".0" + ("e" + exponent if exponent else "")
    return text


class Program:
    """One function: its MLIR, how to call it, and the reference results."""

    # The ops the transform schedule tiles.
    TILED_OPS = ("rope.rotate", "rope.rotate_with_tables")

    def __init__(self, index, rng):
        self.index = index
        self.name = f"prog_{index}"
        self.rng = rng
        self.params = []   # MLIR arguments
        self.args = []     # values passed to the call
        self.body = []     # MLIR lines
        self.outputs = []  # (ssa name, shape, dtype, checker)
        self.notes = []    # what was drawn, for the report
        self.tile_sizes = []
        self.rank = 0
        self.max_angle = 0.0

    # -- random draws ----------------------------------------------------
    def choice(self, options, p=None):
        return options[self.rng.choice(len(options), p=p)]

    def arg(self, mlir_type, value):
        name = f"%a{len(self.params)}"
        self.params.append(f"{name}: {mlir_type}")
        self.args.append(value)
        return name

    def draw_shape(self):
        rank = int(self.rng.integers(2, 5))
        while True:
            lead = [int(self.choice([0, 1, 2, 3, 4], p=[0.05, 0.3, 0.3, 0.2, 0.15]))
                    for _ in range(rank - 2)]
            seq = int(self.choice([0, 1, 2, 3, 5, 7, 16, 33],
                                  p=[0.05, 0.15, 0.1, 0.1, 0.15, 0.15, 0.15, 0.15]))
            partial = self.rng.random() < 0.4
            if partial:
                head = int(self.choice([1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 17, 34]))
                rotary = 2 * int(self.rng.integers(0, head // 2 + 1))
                if rotary == 0:
                    continue
            else:
                head = int(self.choice([2, 4, 6, 8, 10, 12, 16, 18, 34, 64]))
                rotary = None
            shape = tuple(lead + [seq, head])
            if int(np.prod(shape)) <= MAX_ELEMENTS:
                return shape, rotary

    def dims_type(self, shape, elem, dynamic):
        return tensor_type([None if d else s for s, d in zip(shape, dynamic)], elem)

    def draw_dynamic(self, n, static_last=False):
        dyn = [bool(self.rng.random() < 0.3) for _ in range(n)]
        if static_last:
            dyn[-1] = False
        return dyn

    def int_value(self, itype, small=True):
        """A signed value of itype: mostly small, sometimes an extreme."""
        bits = INT_RANGE[itype]
        lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
        kind = self.rng.random()
        if small and kind < 0.6:
            return int(self.rng.integers(max(lo, -5000), min(hi, 5000) + 1))
        if kind < 0.75:
            return int(self.choice([lo, hi, 0, -1, 1]))
        if kind < 0.85 and bits > 24:
            return int(self.choice([2 ** 24 - 1, 2 ** 24, -(2 ** 24)]))
        return int(self.rng.integers(lo, hi, endpoint=True))

    # -- frequencies -----------------------------------------------------
    def draw_schedule(self, R):
        """Return (attribute text, float64 frequencies, attention factor or
        None, sequence-length operand (type, value, constant?) or None)."""
        pick = self.choice(["default", "explicit", "linear", "ntk", "dynamic_ntk",
                            "yarn", "llama3", "longrope"])
        base = float(self.choice([10000.0, 500000.0, 2.0, 1.5, 1.0000001, 1e6, 1e12,
                                  1e300, 0.5]))
        factor = float(self.choice([1.0, 2.0, 4.0, 8.0, 32.0, 0.25, 1e-3, 1e6]))
        length = int(self.choice([1, 2, 16, 4096, 8192, 2 ** 31 - 1, 2 ** 62]))
        if pick == "default":
            return (f"#rope.default<rotary_dim = {R}, base = {fmt_float(base)}>",
                    schedules.default(R, base), None, None)
        if pick == "explicit":
            values = self.rng.choice([0.0, 1.0, 0.5, -0.25, 1e-30, 3.0, 1e4, -7.5],
                                     size=R // 2)
            text = ", ".join(fmt_float(v) for v in values)
            return f"#rope.explicit<[{text}]>", values.astype(np.float64), None, None
        if pick == "linear":
            return (f"#rope.linear<rotary_dim = {R}, base = {fmt_float(base)}, "
                    f"factor = {fmt_float(factor)}>",
                    schedules.linear(R, factor, base), None, None)
        if pick == "ntk":
            return (f"#rope.ntk<rotary_dim = {R}, base = {fmt_float(base)}, "
                    f"factor = {fmt_float(factor)}>",
                    schedules.ntk(R, factor, base), None, None)
        # Lengths just above L only where float64 tells them apart:
        # rope_mlir.schedules compares lengths as floats.
        above = length + 1 if length < 2 ** 53 else min(2 * length, 2 ** 63 - 1)
        if pick == "dynamic_ntk":
            seq_len = int(self.choice([0, 1, length, above, min(3 * length, 2 ** 63 - 1),
                                       2 ** 62]))
            return (f"#rope.dynamic_ntk<rotary_dim = {R}, base = {fmt_float(base)}, "
                    f"factor = {fmt_float(factor)}, original_max_position = {length}>",
                    schedules.dynamic_ntk(R, factor, length, seq_len, base), None,
                    self.length_operand(seq_len))
        if pick == "yarn":
            beta_slow = float(self.choice([1.0, 0.5, 2.0, 1e-3, 64.0]))
            beta_fast = beta_slow * float(self.choice([1.0, 32.0, 1e3]))
            truncate = bool(self.rng.random() < 0.5)
            mscale, mscale_all = (float(self.choice([0.0, 1.0, 0.707])),
                                  float(self.choice([0.0, 1.0, 0.5])))
            attention = None if self.rng.random() < 0.8 else float(
                self.choice([1.25, 0.5, 1e-3]))
            text = (f"#rope.yarn<rotary_dim = {R}, base = {fmt_float(base)}, "
                    f"factor = {fmt_float(factor)}, original_max_position = {length}, "
                    f"beta_fast = {fmt_float(beta_fast)}, "
                    f"beta_slow = {fmt_float(beta_slow)}, "
                    f"truncate = {'true' if truncate else 'false'}, "
                    f"mscale = {fmt_float(mscale)}, mscale_all_dim = {fmt_float(mscale_all)}")
            if attention is not None:
                text += f", attention_factor = {fmt_float(attention)}"
            return (text + ">",
                    schedules.yarn(R, factor, length, base, beta_fast, beta_slow, truncate),
                    schedules.yarn_attention_factor(factor, mscale, mscale_all, attention),
                    None)
        if pick == "llama3":
            low = float(self.choice([1.0, 0.5, 2.0, 1e-3]))
            high = low * float(self.choice([4.0, 1.0001, 1e3]))
            return (f"#rope.llama3<rotary_dim = {R}, base = {fmt_float(base)}, "
                    f"factor = {fmt_float(factor)}, low_freq_factor = {fmt_float(low)}, "
                    f"high_freq_factor = {fmt_float(high)}, "
                    f"original_max_position = {length}>",
                    schedules.llama3(R, base, factor, low, high, length), None, None)
        short = self.rng.choice([1.0, 1.5, 0.25, 1e3, 1e-3], size=R // 2)
        long_ = self.rng.choice([2.0, 8.0, 0.5, 1e4], size=R // 2)
        seq_len = int(self.choice([0, length, above, 2 ** 62]))
        with_length = self.rng.random() < 0.7
        text = (f"#rope.longrope<rotary_dim = {R}, base = {fmt_float(base)}, "
                f"short_factor = [{', '.join(fmt_float(v) for v in short)}], "
                f"long_factor = [{', '.join(fmt_float(v) for v in long_)}], "
                f"original_max_position = {length}, factor = {fmt_float(factor)}>")
        return (text,
                schedules.longrope(R, short, long_, length,
                                   seq_len if with_length else None, base),
                schedules.longrope_attention_factor(factor, length),
                self.length_operand(seq_len) if with_length else None)

    def length_operand(self, seq_len):
        itype = self.choice(["index", "i64", "i32"])
        if itype == "i32" and seq_len >= 2 ** 31:
            itype = "i64"
        return itype, seq_len, bool(self.rng.random() < 0.5)

    def frequencies(self, R):
        """Emit the frequency tensor; return (ssa name, type, float64 values
        as rotated, the attention factor %att as f32 or None)."""
        ftype = self.choice(FLOATS, p=[0.3, 0.4, 0.15, 0.15])
        ttype = tensor_type([R // 2], ftype)
        if self.rng.random() < 0.15:
            values = self.rng.uniform(-2.0, 2.0, size=R // 2)
            dev, exact = to_device(values, ftype)
            self.notes.append(f"freqs=arg:{ftype}")
            return self.arg(ttype, dev), ttype, exact, None
        for _ in range(100):
            try:
                text, values, attention, length = self.draw_schedule(R)
            except ValueError:
                continue  # parameters the reference rejects: draw again
            rounded = round_to(values, ftype)
            if np.all(np.isfinite(rounded)) and np.all(np.abs(rounded) < 1e30):
                break
        else:
            raise RuntimeError("no valid schedule drawn")
        operand = ""
        if length is not None:
            itype, value, constant = length
            # Known defect, left out until fixed: a run-time length with bf16
            # frequencies lowers to an f64 -> bf16 fptrunc, a call to
            # __truncdfbf2, which libgcc lacks (the library fails to load).
            constant = constant or ftype == "bf16"
            if constant:
                self.body.append(f"  %len = arith.constant {value} : {itype}")
                name = "%len"
            else:
                name = self.arg(itype, np.int32(value) if itype == "i32" else value)
            operand = f" ({name} : {itype})"
        result = f"{ttype}"
        use_attention = attention is not None and self.rng.random() < 0.5
        if use_attention:
            result += ", f32"
            self.body.append(f"  %f, %att = rope.frequencies {text}{operand} -> {result}")
        else:
            self.body.append(f"  %f = rope.frequencies {text}{operand} -> {result}")
        self.notes.append(f"freqs={text.split('<')[0]}:{ftype}"
                          f"{'(len)' if length is not None else ''}")
        factor = float(np.float32(attention)) if use_attention else None
        return "%f", ttype, rounded, factor

    # -- positions -------------------------------------------------------
    def positions(self, shape, dynamic, sections):
        """Emit positions; return (ssa name, mlir type, reference positions)."""
        rank, seq = len(shape), shape[-2]
        if sections is None and self.rng.random() < 0.45:
            itype = self.choice(["i8", "i16", "i32", "i64", "index"])
            value = self.int_value(itype, small=False)
            value = min(value, 2 ** 63 - max(seq, 1))  # offset + s stays in i64
            self.notes.append(f"offset={value}:{itype}")
            if self.rng.random() < 0.2:
                self.body.append(f"  %off = arith.constant {value} : {itype}")
                return "%off", itype, value
            carried = np.int32(value) if itype == "i32" else value
            return self.arg(itype, carried), itype, value
        itype = self.choice(["i8", "i16", "i32", "i64", "index"])
        batched = rank >= 3 and self.rng.random() < 0.4
        pshape = ([shape[0]] if batched else []) + [seq]
        pdyn = [self.rng.random() < 0.3 for _ in pshape]
        if sections is not None:
            pshape, pdyn = [len(sections)] + pshape, [self.rng.random() < 0.2] + pdyn
        values = np.array([self.int_value(itype) for _ in range(int(np.prod(pshape)))],
                          dtype=np.int64).reshape(pshape)
        carrier = values.astype(INT_TENSOR[itype])
        ptype = self.dims_type(pshape, itype, pdyn)
        self.notes.append(f"positions={list(pshape)}:{itype}"
                          f"{'' if sections is None else ' sections=' + str(sections)}")
        return self.arg(ptype, np.ascontiguousarray(carrier)), ptype, values

    def draw_sections(self, pairs):
        parts = int(self.rng.integers(1, min(4, pairs) + 1))
        cuts = sorted(self.rng.choice(np.arange(1, pairs), size=parts - 1, replace=False)) \
            if parts > 1 else []
        bounds = [0] + [int(c) for c in cuts] + [pairs]
        return [bounds[i + 1] - bounds[i] for i in range(parts)]

    # -- the program -----------------------------------------------------
    def build(self):
        shape, rotary = self.draw_shape()
        self.rank = len(shape)
        R = shape[-1] if rotary is None else rotary
        dtype = self.choice(FLOATS, p=[0.4, 0.2, 0.2, 0.2])
        layout = self.choice(["half", "interleaved"])
        inverse = bool(self.rng.random() < 0.3)
        dynamic = self.draw_dynamic(len(shape), static_last=True)
        xtype = self.dims_type(shape, dtype, dynamic)
        attrs = f"layout({layout})" + (f" rotary_dim({rotary})" if rotary else "")
        self.notes += [f"{dtype}{list(shape)}", f"dyn={''.join('?' if d else 's' for d in dynamic)}",
                       layout, f"R={R}"]
        op = self.choice(["rotate", "tables", "qk"], p=[0.6, 0.2, 0.2])
        x_dev, x64 = to_device(self.rng.uniform(-1.0, 1.0, size=shape), dtype)
        xname = self.arg(xtype, x_dev)

        if op == "tables":
            batched = len(shape) >= 3 and self.rng.random() < 0.4
            tshape = ([shape[0]] if batched else []) + [shape[-2], R // 2]
            tdyn = self.draw_dynamic(len(tshape))
            ttype_elem = self.choice(FLOATS)
            ttype = self.dims_type(tshape, ttype_elem, tdyn)
            cos_dev, cos64 = to_device(self.rng.uniform(-1, 1, size=tshape), ttype_elem)
            sin_dev, sin64 = to_device(self.rng.uniform(-1, 1, size=tshape), ttype_elem)
            c, s = self.arg(ttype, cos_dev), self.arg(ttype, sin_dev)
            if inverse:
                attrs += " inverse"
            self.body.append(f"  %r0 = rope.rotate_with_tables {xname}, {c}, {s} {attrs} : "
                             f"{xtype}, {ttype}, {ttype} -> {xtype}")
            ref = reference.rotate_with_tables(x64, cos64, sin64, layout, R, inverse)
            self.notes.append(f"tables={list(tshape)}:{ttype_elem}")
            self.outputs.append(("%r0", xtype, shape, dtype,
                                 Checker(ref, x64, dtype, layout, R, 1.0, 0.0)))
            self.tile_sizes = self.draw_tiles(shape)
            return self

        sections = None
        if R // 2 >= 2 and self.rng.random() < 0.2:
            sections = self.draw_sections(R // 2)
            attrs += f" sections([{', '.join(str(s) for s in sections)}])"
        fname, ftype, freqs, attention = self.frequencies(R)
        pname, ptype, pos = self.positions(shape, dynamic, sections)
        scale = 1.0
        if attention is not None:
            attrs += " scale(%att : f32)"
            scale = attention
        elif self.rng.random() < 0.2:
            scale = float(np.float32(self.choice([0.5, 1.0, 2.0, -1.0, 0.0, 1e-3])))
            if self.rng.random() < 0.5:
                self.body.append(f"  %sc = arith.constant {fmt_float(scale)} : f32")
                attrs += " scale(%sc : f32)"
            else:
                attrs += f" scale({self.arg('f32', np.float32(scale))} : f32)"
        if inverse:
            attrs += " inverse"
        inputs = [(xname, xtype, shape, x64)]
        if op == "qk":
            # A second rotation (K) with the same positions and frequencies:
            # rope-to-linalg shares one cos/sin table between the two.
            # Heads may differ (rank 4); batch, sequence and head_dim not.
            kshape, kdyn = list(shape), list(dynamic)
            if len(shape) == 4:
                kshape[1] = int(self.choice([1, 2, 3]))
                kdyn[1] = bool(self.rng.random() < 0.3)
            kshape = tuple(kshape)
            ktype = self.dims_type(kshape, dtype, kdyn)
            k_dev, k64 = to_device(self.rng.uniform(-1.0, 1.0, size=kshape), dtype)
            inputs.append((self.arg(ktype, k_dev), ktype, kshape, k64))
            self.notes.append(f"k={list(kshape)}")
        max_angle = float(np.max(np.abs(freqs))) * self.max_position(pos, shape)
        self.max_angle = max_angle
        for i, (name, itype, ishape, i64v) in enumerate(inputs):
            self.body.append(f"  %r{i} = rope.rotate {name}, {pname}, {fname} {attrs} : "
                             f"{itype}, {ptype}, {ftype} -> {itype}")
            if isinstance(pos, np.ndarray):
                p = pos
            else:
                p = np.array([float(pos + s) for s in range(ishape[-2])], dtype=np.float64)
            ref = self.reference(i64v, p, freqs, layout, R, inverse, scale, sections)
            self.outputs.append((f"%r{i}", itype, ishape, dtype,
                                 Checker(ref, i64v, dtype, layout, R, scale, max_angle)))
        self.tile_sizes = self.draw_tiles(shape)
        return self

    @staticmethod
    def max_position(pos, shape):
        if isinstance(pos, np.ndarray):
            return float(np.max(np.abs(pos.astype(np.float64)))) if pos.size else 0.0
        return float(max(abs(pos), abs(pos + max(shape[-2] - 1, 0))))

    @staticmethod
    def reference(x64, pos, freqs, layout, R, inverse, scale, sections):
        if x64.size == 0:
            return x64.copy()
        if isinstance(pos, np.ndarray) and pos.dtype == np.float64:
            # Offset positions (Python ints, possibly beyond 2^53) as the
            # kernel converts them: one rounding from int64 to float64.
            theta = pos[:, None] * freqs
            theta = -theta if inverse else theta
            return reference._rotate_pairs(x64, scale * np.cos(theta), scale * np.sin(theta),
                                           layout, R)
        return reference.rotate(x64, pos, freqs, layout, R, inverse=inverse, scale=scale,
                                sections=sections)

    def draw_tiles(self, shape):
        sizes = []
        for dim in shape:
            options = [1, 2, 3, 5, 8, max(dim, 1), dim + 3]
            sizes.append(int(self.choice(options)))
        return sizes

    def mlir(self):
        results = ", ".join(mlir_type for _, mlir_type, *_ in self.outputs)
        returns = ", ".join(name for name, *_ in self.outputs)
        return "\n".join(
            [f"// {self.name}: {' '.join(self.notes)} tiles={self.tile_sizes}",
             f"func.func @{self.name}({', '.join(self.params)}) -> ({results}) "
             f"attributes {{llvm.emit_c_interface}} {{"]
            + self.body + [f"  return {returns} : {results}", "}"])

    def transform(self):
        n = len(self.tile_sizes)
        loops = ", ".join(["!transform.any_op"] * n)
        ops = ", ".join(f'"{op}"' for op in self.TILED_OPS)
        i = self.index
        return (f"    %f{i} = transform.structured.match ops{{[\"func.func\"]}} "
                f"attributes{{sym_name = \"{self.name}\"}} in %root "
                f": (!transform.any_op) -> !transform.any_op\n"
                f"    %o{i} = transform.structured.match ops{{[{ops}]}} in %f{i} "
                f": (!transform.any_op) -> !transform.any_op\n"
                f"    %t{i}, %l{i}:{n} = transform.structured.tile_using_for %o{i} "
                f"tile_sizes {self.tile_sizes} : (!transform.any_op) -> "
                f"(!transform.any_op, {loops})\n")


class Checker:
    """Compares one output with its reference (see the header)."""

    def __init__(self, ref, x64, dtype, layout, R, scale, max_angle):
        self.ref, self.x64, self.dtype = ref, x64, dtype
        self.layout, self.R, self.scale, self.max_angle = layout, R, scale, max_angle

    def check(self, y):
        if y.size == 0:
            return True, "empty"
        if not np.all(np.isfinite(y)):
            return False, "non-finite output"
        rel, abs_ = REL_TOL[self.dtype], ABS_TOL[self.dtype] * max(1.0, abs(self.scale))
        if self.dtype == "f64":
            abs_ += 1e-12 * self.max_angle
        if self.max_angle <= EXACT_ANGLE:
            diff = np.abs(y - self.ref)
            bound = rel * np.abs(self.ref) + abs_
            worst = float(np.max(diff / bound))
            return bool(worst <= 1.0), f"max err/bound {worst:.3f}"
        # Norms only: every rotated pair keeps |scale| times its length.
        def pair_norms(a):
            if self.layout == "interleaved":
                return np.hypot(a[..., 0:self.R:2], a[..., 1:self.R:2])
            return np.hypot(a[..., :self.R // 2], a[..., self.R // 2:self.R])
        got, want = pair_norms(y), abs(self.scale) * pair_norms(self.x64)
        bound = rel * want + 2 * abs_
        worst = float(np.max(np.abs(got - want) / bound))
        tail = bool(np.array_equal(y[..., self.R:], self.ref[..., self.R:]) or
                    np.all(np.abs(y[..., self.R:] - self.ref[..., self.R:])
                           <= rel * np.abs(self.ref[..., self.R:]) + abs_))
        return bool(worst <= 1.0 and tail), f"norms only (angle {self.max_angle:.2e}): " \
                                             f"max err/bound {worst:.3f}"


def generate(seed, count, angle_limit=math.inf):
    """Program i of a seed depends on (seed, i) only."""
    programs = []
    for i in range(count):
        rng = np.random.default_rng([seed, i])
        program = Program(i, rng).build()
        while program.max_angle > angle_limit:
            program = Program(i, rng).build()
        programs.append(program)
    return programs


TRANSFORM_HEADER = ("module attributes {transform.with_named_sequence} {\n"
                    "  transform.named_sequence @__transform_main(%root: !transform.any_op "
                    "{transform.readonly}) {\n")
TRANSFORM_FOOTER = "    transform.yield\n  }\n}\n"


def compile_programs(programs, tiled, workdir):
    module = "\n\n".join(p.mlir() for p in programs) + "\n"
    if not tiled:
        return aot.compile_module(module)
    path = os.path.join(workdir, f"tiles_{programs[0].index}_{len(programs)}.mlir")
    with open(path, "w") as f:
        f.write(TRANSFORM_HEADER + "".join(p.transform() for p in programs) + TRANSFORM_FOOTER)
    return aot.compile_module(module, pipeline=[
        f"--transform-preload-library=transform-library-paths={path}",
        "--transform-interpreter", "--rope-lower-to-llvm"])


def compile_all(programs, how, workdir, compile_programs=compile_programs):
    """Return {program index: library or the error text}; one module, and
    one module per program where the whole one fails to compile.
    `compile_programs(programs, how, workdir)` compiles a module."""
    try:
        lib = compile_programs(programs, how, workdir)
        return {p.index: lib for p in programs}
    except aot.ToolError:
        libs = {}
        for p in programs:
            try:
                libs[p.index] = compile_programs([p], how, workdir)
            except aot.ToolError as error:
                libs[p.index] = "\n".join(str(error).splitlines()[:6])
        return libs


def run(program, lib):
    specs = [(shape, result_dtype(dtype)) for _, _, shape, dtype, _ in program.outputs]
    passed = [a.copy() if isinstance(a, np.ndarray) else a for a in program.args]
    out = aot.call(lib, program.name, passed, results=specs)
    out = out if isinstance(out, tuple) else (out,)
    return [from_device(o, dtype) for o, (*_, dtype, _) in zip(out, program.outputs)], out


def add_options(parser, count, prefix):
    """The options every generator of this folder takes."""
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=count)
    parser.add_argument("--only", type=int, help="run only this program of the seed")
    parser.add_argument("--print", action="store_true", help="print the generated IR")
    parser.add_argument("--emit", metavar="DIR",
                        help=f"write each program as DIR/{prefix}-<seed>-<i>.mlir and stop")


def select_programs(opts, programs, prefix):
    """Applies --only, --emit and --print; returns the programs to run, or
    None once --emit has written them."""
    if opts.only is not None:
        programs = [programs[opts.only]]
    if opts.emit:
        os.makedirs(opts.emit, exist_ok=True)
        for p in programs:
            name = os.path.join(opts.emit, f"{prefix}-{opts.seed}-{p.index}.mlir")
            with open(name, "w") as f:
                f.write(p.mlir() + "\n")
        print(f"wrote {len(programs)} programs to {opts.emit}")
        return None
    if opts.print:
        for p in programs:
            print(p.mlir())
            print("// transform:\n" + p.transform())
    return programs


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    add_options(parser, 40, "gen")
    parser.add_argument("--angle-limit", type=float, default=math.inf,
                        help="draw programs again above this |position * theta|")
    opts = parser.parse_args()

    start = time.time()
    programs = select_programs(opts, generate(opts.seed, opts.count, opts.angle_limit),
                               "gen")
    if programs is None:
        return 0

    with tempfile.TemporaryDirectory(prefix="rope_fuzz_") as workdir:
        untiled = compile_all(programs, False, workdir)
        tiled = compile_all(programs, True, workdir)
    compiled = time.time() - start

    failures = []
    for p in programs:
        problems = []
        for kind, libs in (("untiled", untiled), ("tiled", tiled)):
            if isinstance(libs[p.index], str):
                problems.append(f"{kind} compile failed: {libs[p.index]}")
        if not problems:
            ys, raw = run(p, untiled[p.index])
            ts, traw = run(p, tiled[p.index])
            for (name, *_, checker), y, r, tr in zip(p.outputs, ys, raw, traw):
                ok, message = checker.check(y)
                if not ok:
                    problems.append(f"{name} vs reference: {message}")
                if r.tobytes() != tr.tobytes():
                    problems.append(f"{name}: tiled != untiled (max diff "
                                    f"{float(np.max(np.abs(y - from_device(tr, checker.dtype)))):.3e})")
        if report(p, problems):
            failures.append(p.name)
    print(f"seed {opts.seed}: compile {compiled:.1f}s, total {time.time() - start:.1f}s")
    return summarize(opts, programs, failures)


def report(program, problems, checked=""):
    """Prints a program's line and its problems; returns true if it failed."""
    status = "FAIL" if problems else "ok"
    print(f"{status} {program.name}: {' '.join(program.notes)} "
          f"tiles={program.tile_sizes}{checked}")
    for problem in problems:
        print(f"    {problem}")
    return bool(problems)


def summarize(opts, programs, failures):
    """Prints the last line; returns the exit status."""
    if failures:
        print(f"{len(failures)} of {len(programs)} programs FAILED "
              f"(rerun one with --seed {opts.seed} --only I --print)")
        return 1
    print(f"{len(programs)} programs passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
