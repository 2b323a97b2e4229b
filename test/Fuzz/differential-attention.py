# RUN: %python %s --seed 1 --count 6 | FileCheck %s
# A miscompile this check found in CI: the values scaled by a constant (a
# near-miss: the scale belongs to the scores) were fused with the scale
# dropped; rope-fuse-attention now keeps a scale of the values in the value
# operand.
# RUN: %python %s --seed 167847850 --only 36 | FileCheck %s --check-prefix=SCALED-V
# SCALED-V: ok graph_36: near-miss scale_on_v, raised and fused
# SCALED-V: 1 graphs passed
#
# Differential fuzzing of rope-raise and rope-fuse-attention: random graphs
# written in plain linalg/tensor/arith the way torch-mlir exports look, and
# NEAR-MISSES (graphs that look like RoPE or attention but are not), each
# compiled three ways with rope-opt and run on the same random inputs:
#
#   fused:    --rope-raise --rope-lower-to-llvm    (raised, then fused)
#   raised:   --rope-raise --rope-lower-to-llvm=fuse-attention=0
#   unraised: --rope-lower-to-llvm=fuse-attention=0 (the graph as written)
#
# and compared with each other and with a float64 numpy evaluation of the
# graph as written (computed op by op while the IR is generated), so that a
# near-miss that is wrongly raised or fused is caught even where all three
# compilations agree.
#
# Each graph draws: rotations only (q and k returned) or attention; batch
# 1-2; query heads and grouped-query ratios 1, 2, 4 (repeat_kv as
# expand_shape, broadcasting generic, collapse_shape); sequence lengths
# 1-17 incl. odd ones; head_dim 4-32 with full or partial rotary (odd
# head_dims with partial); the `half` (rotate_half: slices, negate, concat)
# or `interleaved` (stride-2 slices, expand, concat, collapse) layout; cos
# and sin from sitofp(positions) * inv_freq (a default schedule or explicit
# constants, [batch, seq] or [seq] positions in 0..63), optionally times an
# attention factor; q/k/v given as [b, h, s, d] or [b, s, h, d] (then
# transposed); QK^T as a 4-D linalg.generic or a linalg.batch_matmul of the
# transposed key; the scale on the scores (multiply or divide), on q, or on
# q and k, or none; an optional causal mask (diagonal 0-2, select of -inf by a
# linalg.index comparison, or with [seq] positions key j hidden where
# j > pos[i], a static cache's mask by the positions); linalg.softmax or the decomposed softmax;
# PV. The inverse frequencies are a constant or (a quarter of the graphs) a
# function argument, as torch.compile passes inv_freq.
#
# A near-miss makes one change that breaks the pattern: the wrong sign or
# swapped halves in rotate_half or rotate_every_two, no negation, cos and
# sin swapped, the sin table one position off, halves of the table that
# differ, a mask that is not causal, a mask that selects a finite value,
# the scale on V or on the probabilities, softmax over the queries, V
# rotated too, only q rotated, or q and k with different frequencies.
#
# Checks (inputs uniform in [-1, 1]): every output of every compilation is
# finite and within 1e-4 x max(1, max |reference|) of the reference, and
# fused, raised and unraised within that of each other. The report counts
# the graphs, how many were raised (a rope op after --rope-raise) and fused
# (a rope.attention after --rope-raise --rope-fuse-attention), valid graphs
# and near-misses apart, and the largest errors.
#
# Longer runs: python3 test/Fuzz/differential-attention.py --seed N --count M
# (PYTHONPATH=python, ROPE_OPT=build/bin/rope-opt); --only I reruns graph I
# of a seed, --print shows its IR, --emit DIR writes the graphs as seeds for
# rope-fuzz. scripts/test-hardening.sh runs a fixed count.
#
# CHECK-NOT: FAIL
# CHECK: 6 graphs passed

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

from rope_mlir import aot

TOLERANCE = 1e-4
PIPELINES = {
    "fused": ["--rope-raise", "--rope-lower-to-llvm"],
    "raised": ["--rope-raise", "--rope-lower-to-llvm=fuse-attention=0"],
    "unraised": ["--rope-lower-to-llvm=fuse-attention=0"],
}
ROTATION_MISSES = ["sign", "swapped", "no_negate", "cos_sin_swapped", "sin_off_by_one",
                   "halves_differ"]
ATTENTION_MISSES = ["mask_not_causal", "mask_finite", "scale_on_v", "scale_on_probs",
                    "softmax_over_queries", "v_rotated", "only_q_rotated", "k_other_freqs"]
NINF = "0xFF800000"


def fmt(value):
    return f"{float(value):.9e}"


def ttype(shape, elem="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def amap(rank, exprs):
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({', '.join(exprs)})>"


def identity(rank):
    return [f"d{i}" for i in range(rank)]


def view(array, exprs, domain):
    """array read through the indexing map `exprs` (loop dims `dK` or `0`),
    broadcast over the iteration domain."""
    arr = array
    for axis in reversed(range(len(exprs))):
        if exprs[axis] == "0":
            arr = arr.take(0, axis=axis)
    dims = [int(e[1:]) for e in exprs if e != "0"]
    arr = np.transpose(arr, np.argsort(dims))
    shape = [1] * len(domain)
    for d, size in zip(sorted(dims), arr.shape):
        shape[d] = size
    return np.broadcast_to(arr.reshape(shape), domain)


class Value:
    def __init__(self, name, shape, elem, val):
        self.name, self.shape, self.elem, self.val = name, tuple(shape), elem, val

    @property
    def type(self):
        return ttype(self.shape, self.elem)


class Graph:
    """One function: its MLIR and, op by op, its float64 evaluation on the
    inputs drawn for it."""

    def __init__(self, index, rng, extra=None):
        # `extra` draws the variants added later, so that the graphs of a
        # seed drawn from `rng` stay what they were.
        self.index, self.rng = index, rng
        self.extra = extra if extra is not None else np.random.default_rng([index])
        self.name = f"graph_{index}"
        self.params, self.args, self.body, self.results = [], [], [], []
        self.notes, self.count = [], 0
        self.near_miss = None

    def choice(self, options):
        return options[int(self.rng.integers(len(options)))]

    def fresh(self):
        self.count += 1
        return f"%v{self.count}"

    def emit(self, line):
        self.body.append("  " + line)

    # -- arguments and constants -------------------------------------------
    def arg(self, shape, elem, array):
        name = f"%a{len(self.params)}"
        self.params.append(f"{name}: {ttype(shape, elem)}")
        self.args.append(array)
        return Value(name, shape, elem, array.astype(np.float64)
                     if elem == "f32" else array.astype(np.int64))

    def const_vector(self, values):
        values = np.asarray(values, np.float32)
        name = self.fresh()
        text = ", ".join(fmt(v) for v in values)
        self.emit(f"{name} = arith.constant dense<[{text}]> : {ttype(values.shape)}")
        return Value(name, values.shape, "f32", values.astype(np.float64))

    def scalar(self, value):
        name = self.fresh()
        self.emit(f"{name} = arith.constant {fmt(value) if value != '-inf' else NINF} : f32")
        return name

    # -- ops ---------------------------------------------------------------
    def empty(self, shape, elem="f32"):
        name = self.fresh()
        self.emit(f"{name} = tensor.empty() : {ttype(shape, elem)}")
        return name

    def fill(self, shape, value):
        cst, init = self.scalar(value), self.empty(shape)
        name = self.fresh()
        self.emit(f"{name} = linalg.fill ins({cst} : f32) outs({init} : {ttype(shape)}) "
                  f"-> {ttype(shape)}")
        return name

    def generic(self, inputs, shape, body, fn, elem="f32", iterators=None, init=None,
                init_val=None, out_exprs=None):
        """A linalg.generic over `shape` (the iteration domain, also the
        result unless out_exprs drops reduced dims). inputs: (Value, exprs);
        body: MLIR lines using %in0.. and %out, ending in `linalg.yield`; fn:
        the numpy mirror taking the broadcast inputs (and, for reductions,
        computing over the domain and returning the reduced result)."""
        rank = len(shape)
        out_exprs = out_exprs or identity(rank)
        out_shape = tuple(shape[int(e[1:])] for e in out_exprs)
        iterators = iterators or ["parallel"] * rank
        init = init or self.empty(out_shape, elem)
        maps = [amap(rank, e) for _, e in inputs] + [amap(rank, out_exprs)]
        name = self.fresh()
        ins = ", ".join(v.name for v, _ in inputs)
        in_types = ", ".join(v.type for v, _ in inputs)
        block = ", ".join([f"%in{i}: {v.elem}" for i, (v, _) in enumerate(inputs)] +
                          [f"%out: {elem}"])
        its = ", ".join(f'"{t}"' for t in iterators)
        self.emit(f"{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                  f"iterator_types = [{its}]}} ins({ins} : {in_types}) "
                  f"outs({init} : {ttype(out_shape, elem)}) {{")
        self.emit(f"^bb0({block}):")
        for line in body:
            self.emit("  " + line)
        self.emit(f"}} -> {ttype(out_shape, elem)}")
        args = [view(v.val, e, shape) for v, e in inputs]
        val = fn(*args)
        if init_val is None:
            val = np.broadcast_to(val, out_shape)
        return Value(name, out_shape, elem, np.array(val, np.float64 if elem == "f32"
                                                     else np.int64))

    def unary(self, x, op_lines, fn):
        return self.generic([(x, identity(len(x.shape)))], x.shape,
                            op_lines + ["linalg.yield %r : f32"], fn)

    def binary(self, a, b, op, fn, b_exprs=None):
        rank = len(a.shape)
        return self.generic([(a, identity(rank)), (b, b_exprs or identity(rank))], a.shape,
                            [f"%r = arith.{op} %in0, %in1 : f32", "linalg.yield %r : f32"], fn)

    def times_const(self, x, c, divide=False):
        cst = fmt(c)
        op = "divf" if divide else "mulf"
        return self.unary(x, [f"%c = arith.constant {cst} : f32",
                              f"%r = arith.{op} %in0, %c : f32"],
                          (lambda a: a / np.float64(np.float32(c))) if divide
                          else (lambda a: a * np.float64(np.float32(c))))

    def slice(self, x, offsets, sizes, strides=None):
        strides = strides or [1] * len(sizes)
        name = self.fresh()
        out = ttype(sizes)
        self.emit(f"{name} = tensor.extract_slice {x.name}{list(offsets)} {list(sizes)} "
                  f"{list(strides)} : {x.type} to {out}")
        index = tuple(slice(o, o + s * st, st) for o, s, st in zip(offsets, sizes, strides))
        return Value(name, sizes, x.elem, x.val[index])

    def concat(self, dim, parts):
        shape = list(parts[0].shape)
        shape[dim] = sum(p.shape[dim] for p in parts)
        name = self.fresh()
        self.emit(f"{name} = tensor.concat dim({dim}) {', '.join(p.name for p in parts)} : "
                  f"({', '.join(p.type for p in parts)}) -> {ttype(shape, parts[0].elem)}")
        return Value(name, shape, parts[0].elem, np.concatenate([p.val for p in parts], dim))

    def reassoc(self, groups):
        return "[" + ", ".join("[" + ", ".join(str(i) for i in g) + "]" for g in groups) + "]"

    def expand(self, x, groups, shape):
        name = self.fresh()
        self.emit(f"{name} = tensor.expand_shape {x.name} {self.reassoc(groups)} "
                  f"output_shape {list(shape)} : {x.type} into {ttype(shape, x.elem)}")
        return Value(name, shape, x.elem, x.val.reshape(shape))

    def collapse(self, x, groups):
        shape = [int(np.prod([x.shape[i] for i in g])) for g in groups]
        name = self.fresh()
        self.emit(f"{name} = tensor.collapse_shape {x.name} {self.reassoc(groups)} : "
                  f"{x.type} into {ttype(shape, x.elem)}")
        return Value(name, shape, x.elem, x.val.reshape(shape))

    def transpose(self, x, perm):
        shape = [x.shape[p] for p in perm]
        init = self.empty(shape)
        name = self.fresh()
        self.emit(f"{name} = linalg.transpose ins({x.name} : {x.type}) outs({init} : "
                  f"{ttype(shape)}) permutation = {list(perm)}")
        return Value(name, shape, x.elem, np.transpose(x.val, perm))

    def mlir(self):
        results = ", ".join(r.type for r in self.results)
        return (f"func.func @{self.name}({', '.join(self.params)}) -> ({results}) {{\n"
                + "\n".join(self.body) +
                f"\n  return {', '.join(r.name for r in self.results)} : {results}\n}}")


class Attention(Graph):
    def build(self):
        rng = self.rng
        self.kind = "attention" if rng.random() < 0.7 else "rotation"
        misses = ROTATION_MISSES + (ATTENTION_MISSES if self.kind == "attention" else [])
        if rng.random() < 0.35:
            self.near_miss = self.choice(misses)
        b = int(self.choice([1, 1, 2]))
        hkv = int(self.choice([1, 2]))
        group = int(self.choice([1, 1, 2, 4]))
        hq = hkv * group
        s = int(self.choice([1, 2, 3, 5, 8, 13, 16, 17]))
        partial = rng.random() < 0.3
        if partial:
            d = int(self.choice([5, 6, 9, 10, 12, 16, 17]))
            r = 2 * int(rng.integers(1, d // 2 + 1))
        else:
            d = int(self.choice([4, 6, 8, 10, 16, 18, 32]))
            r = d
        self.layout = self.choice(["half", "interleaved"])
        seq_first = rng.random() < 0.4
        batched_pos = rng.random() < 0.7
        self.notes += [self.kind, f"b={b} hq={hq} hkv={hkv} s={s} d={d} r={r}", self.layout,
                       "[b,s,h,d]" if seq_first else "[b,h,s,d]",
                       "pos[b,s]" if batched_pos else "pos[s]"]

        def qkv_arg(heads):
            shape = (b, s, heads, d) if seq_first else (b, heads, s, d)
            x = self.arg(shape, "f32", rng.uniform(-1, 1, shape).astype(np.float32))
            return self.transpose(x, [0, 2, 1, 3]) if seq_first else x

        q, k = qkv_arg(hq), qkv_arg(hkv)
        v = qkv_arg(hkv) if self.kind == "attention" else None
        pos_shape = (b, s) if batched_pos else (s,)
        pos = self.arg(pos_shape, "i64", rng.integers(0, 64, pos_shape).astype(np.int64))

        if rng.random() < 0.5:
            base = float(self.choice([10000.0, 500000.0, 100.0]))
            inv = 1.0 / base ** (np.arange(0, r, 2, dtype=np.float64) / r)
        else:
            inv = rng.choice([1.0, 0.5, 0.3, 0.1, 0.02, 0.001], size=r // 2)
        factor = float(self.choice([1.0, 1.0, 1.5, 0.75]))
        self.separate_sitofp = rng.random() < 0.75
        self.positions = pos
        self.runtime_inv = self.extra.random() < 0.25
        self.inv_args = {}
        if self.runtime_inv:
            self.notes.append("inv_freq-argument")
        self.notes.append(f"factor={factor}")
        if not self.separate_sitofp:
            self.notes.append("sitofp-in-product")
        tables = self.tables(pos, inv, factor, b, s, r)
        q_tables = tables
        k_tables = tables
        if self.near_miss == "k_other_freqs":
            k_tables = self.tables(pos, inv * 0.5, factor, b, s, r)

        q_scale = k_scale = None
        scale_kind = self.choice(["scores", "scores_div", "q", "qk", "none"]) \
            if self.kind == "attention" else "none"
        scale = float(self.choice([1.0 / np.sqrt(d), 0.125, 0.5]))
        if scale_kind == "q":
            q_scale = scale
        elif scale_kind == "qk":
            q_scale = k_scale = float(np.sqrt(scale))
        if q_scale is not None and rng.random() < 0.5:
            q = self.times_const(q, q_scale)
            q_scale = None
        q = self.rotate(q, q_tables, r)
        if self.near_miss != "only_q_rotated":
            k = self.rotate(k, k_tables, r)
        if q_scale is not None:
            q = self.times_const(q, q_scale)
        if k_scale is not None:
            k = self.times_const(k, k_scale)
        if self.kind == "rotation":
            self.results = [q, k]
            return self
        if self.near_miss == "v_rotated":
            v = self.rotate(v, tables, r, near_miss=False)
        if self.near_miss == "scale_on_v":
            v = self.times_const(v, scale)
        if group > 1:
            k, v = self.repeat_kv(k, group), self.repeat_kv(v, group)
        self.notes.append(f"scale={scale_kind}")
        out = self.attention(q, k, v, scale if scale_kind in ("scores", "scores_div") else None,
                             scale_kind == "scores_div")
        if seq_first and rng.random() < 0.5:
            out = self.transpose(out, [0, 2, 1, 3])
        self.results = [out]
        return self

    # -- RoPE ----------------------------------------------------------------
    def angles(self, pos, inv, b, s, half, offset=0.0):
        """sitofp(positions) [+ offset] times the inverse frequencies:
        [b, s, half] (or [s, half]); the conversion as a generic of its own
        (torch-mlir's `position_ids.float()`) or inside the product."""
        if len(pos.shape) == 2:
            pe = self.expand(pos, [[0], [1, 2]], (b, s, 1))
            shape, pexpr, fexpr = (b, s, half), ["d0", "d1", "0"], ["d2"]
        else:
            pe = self.expand(pos, [[0, 1]], (s, 1))
            shape, pexpr, fexpr = (s, half), ["d0", "0"], ["d1"]
        body = []
        if self.separate_sitofp:
            pe = self.generic([(pe, identity(len(pe.shape)))], pe.shape,
                              ["%r = arith.sitofp %in0 : i64 to f32", "linalg.yield %r : f32"],
                              lambda p: p)
            p = "%in0"
        else:
            body.append("%p = arith.sitofp %in0 : i64 to f32")
            p = "%p"
        if offset:
            body += [f"%o = arith.constant {fmt(offset)} : f32", f"%q = arith.addf {p}, %o : f32"]
            p = "%q"
        body += [f"%r = arith.mulf {p}, %in1 : f32", "linalg.yield %r : f32"]
        if self.runtime_inv:
            # One argument per distinct vector, as a graph passes inv_freq.
            key = tuple(np.asarray(inv, np.float32).tolist())
            if key not in self.inv_args:
                self.inv_args[key] = self.arg((len(key),), "f32",
                                              np.asarray(inv, np.float32))
            inv_c = self.inv_args[key]
        else:
            inv_c = self.const_vector(inv)
        return self.generic([(pe, pexpr), (inv_c, fexpr)], shape, body,
                            lambda p, f: np.float32(p + offset) * f)

    def trig(self, f, fn_name, factor):
        """cos or sin of f, times the attention factor."""
        fn = np.cos if fn_name == "cos" else np.sin
        body = [f"%t = math.{fn_name} %in0 : f32"]
        if factor != 1.0:
            body += [f"%c = arith.constant {fmt(factor)} : f32", "%r = arith.mulf %t, %c : f32"]
        body += [f"linalg.yield {'%r' if factor != 1.0 else '%t'} : f32"]
        return self.generic([(f, identity(len(f.shape)))], f.shape, body,
                            lambda a: fn(a) * np.float32(factor))

    def table(self, f, fn_name, factor, other=None):
        """A full-width cos or sin table of the angles f: cos(cat(f, f))
        (half: Hugging Face's `emb = cat(freqs, freqs)`) or cos(f) with each
        value twice in a row (interleaved: GPT-J's repeat_interleave, a
        broadcasting generic along a new trailing dimension, collapsed).
        With `other` the second half (or every second value) comes from
        those angles instead."""
        rank = len(f.shape)
        if self.layout == "half":
            return self.trig(self.concat(rank - 1, [f, f if other is None else other]),
                             fn_name, factor)
        t = self.trig(f, fn_name, factor)
        groups = [[i] for i in range(rank - 1)] + [[rank - 1, rank]]
        if other is None:
            rep = self.generic([(t, identity(rank))], t.shape + (2,),
                               ["linalg.yield %in0 : f32"], lambda a: a)
        else:
            t2 = self.trig(other, fn_name, factor)
            rep = self.concat(rank, [self.expand(t, groups, t.shape + (1,)),
                                     self.expand(t2, groups, t.shape + (1,))])
        return self.collapse(rep, groups)

    def tables(self, pos, inv, factor, b, s, r):
        half = r // 2
        f = self.angles(pos, inv, b, s, half)
        other = None
        if self.near_miss == "halves_differ":
            other = self.times_const(f, 2.0)
        cos = self.table(f, "cos", factor, other)
        f_sin = f
        if self.near_miss == "sin_off_by_one":
            f_sin = self.angles(pos, inv, b, s, half, offset=1.0)
        sin = self.table(f_sin, "sin", factor, other)
        return cos, sin

    def rotate(self, x, tables, r, near_miss=True):
        """x * cos + rotate_half(x) * sin (or rotate_every_two), on the first
        r channels of x [b, h, s, d]; the tables broadcast over the heads."""
        miss = self.near_miss if near_miss else None
        bb, h, s, d = x.shape
        xr = self.slice(x, [0, 0, 0, 0], [bb, h, s, r]) if r < d else x
        half = r // 2
        neg = ["%r = arith.negf %in0 : f32"]
        if self.layout == "half":
            lo = self.slice(xr, [0, 0, 0, 0], [bb, h, s, half])
            hi = self.slice(xr, [0, 0, 0, half], [bb, h, s, half])
            if miss == "sign":
                parts = [hi, self.unary(lo, neg, lambda a: -a)]
            elif miss == "swapped":
                parts = [self.unary(lo, neg, lambda a: -a), hi]
            elif miss == "no_negate":
                parts = [hi, lo]
            else:
                parts = [self.unary(hi, neg, lambda a: -a), lo]
            rot = self.concat(3, parts)
        else:
            even = self.slice(xr, [0, 0, 0, 0], [bb, h, s, half], [1, 1, 1, 2])
            odd = self.slice(xr, [0, 0, 0, 1], [bb, h, s, half], [1, 1, 1, 2])
            if miss == "sign":
                a, c = odd, self.unary(even, neg, lambda t: -t)
            elif miss == "swapped":
                a, c = self.unary(even, neg, lambda t: -t), odd
            elif miss == "no_negate":
                a, c = odd, even
            else:
                a, c = self.unary(odd, neg, lambda t: -t), even
            groups = [[0], [1], [2], [3, 4]]
            ea = self.expand(a, groups, (bb, h, s, half, 1))
            ec = self.expand(c, groups, (bb, h, s, half, 1))
            rot = self.collapse(self.concat(4, [ea, ec]), groups)
        cos, sin = tables
        if miss == "cos_sin_swapped":
            cos, sin = sin, cos
        texprs = ["d0", "d2", "d3"] if len(cos.shape) == 3 else ["d2", "d3"]
        if len(cos.shape) == 3:
            groups = [[0], [1, 2], [3]]
            cos4 = self.expand(cos, groups, (cos.shape[0], 1, s, r))
            sin4 = self.expand(sin, groups, (sin.shape[0], 1, s, r))
            texprs = ["d0", "0", "d2", "d3"]
        else:
            cos4, sin4 = cos, sin
        xc = self.binary(xr, cos4, "mulf", lambda p, t: p * t, texprs)
        rs = self.binary(rot, sin4, "mulf", lambda p, t: p * t, texprs)
        out = self.binary(xc, rs, "addf", lambda p, t: p + t)
        if r < d:
            out = self.concat(3, [out, self.slice(x, [0, 0, 0, r], [bb, h, s, d - r])])
        return out

    # -- attention -------------------------------------------------------------
    def repeat_kv(self, x, group):
        bb, h, s, d = x.shape
        e = self.expand(x, [[0], [1, 2], [3], [4]], (bb, h, 1, s, d))
        bc = self.generic([(e, ["d0", "d1", "0", "d3", "d4"])], (bb, h, group, s, d),
                          ["linalg.yield %in0 : f32"], lambda a: a)
        return self.collapse(bc, [[0], [1, 2], [3], [4]])

    def contract(self, a, bmat, transpose_b):
        """a [b, h, m, k] times b [b, h, k, n] (or [b, h, n, k] transposed)."""
        bb, h, m, kk = a.shape
        n = bmat.shape[2] if transpose_b else bmat.shape[3]
        if self.contraction == "generic":
            bexpr = ["d0", "d1", "d3", "d4"] if transpose_b else ["d0", "d1", "d4", "d3"]
            init = self.fill((bb, h, m, n), 0.0)
            return self.generic(
                [(a, ["d0", "d1", "d2", "d4"]), (bmat, bexpr)], (bb, h, m, n, kk),
                ["%p = arith.mulf %in0, %in1 : f32", "%r = arith.addf %out, %p : f32",
                 "linalg.yield %r : f32"],
                lambda x, y: np.sum(x * y, axis=4), iterators=["parallel"] * 4 + ["reduction"],
                init=init, init_val=0.0, out_exprs=["d0", "d1", "d2", "d3"])
        a3 = self.collapse(a, [[0, 1], [2], [3]])
        b3 = self.collapse(bmat, [[0, 1], [2], [3]])
        if transpose_b:
            b3 = self.transpose(b3, [0, 2, 1])
        init = self.fill((bb * h, m, n), 0.0)
        name = self.fresh()
        out_t = ttype((bb * h, m, n))
        self.emit(f"{name} = linalg.batch_matmul ins({a3.name}, {b3.name} : {a3.type}, "
                  f"{b3.type}) outs({init} : {out_t}) -> {out_t}")
        res = Value(name, (bb * h, m, n), "f32", np.matmul(a3.val, b3.val))
        return self.expand(res, [[0, 1], [2], [3]], (bb, h, m, n))

    def attention(self, q, k, v, scale, divide):
        self.contraction = self.choice(["generic", "bmm"])
        softmax = self.choice(["linalg", "decomposed"])
        causal = self.rng.random() < 0.6 or self.near_miss in ("mask_not_causal",
                                                                "mask_finite")
        diagonal = int(self.choice([0, 0, 1, 2]))
        self.notes += [self.contraction, f"softmax={softmax}",
                       f"causal(diag {diagonal})" if causal else "no mask"]
        scores = self.contract(q, k, transpose_b=True)
        if scale is not None:
            scores = self.times_const(scores, 1.0 / scale if divide else scale, divide)
        # With [seq] positions only: a mask by [batch, seq] ones depends on
        # the batch, which no rope.attention expresses.
        by_positions = (causal and len(self.positions.shape) == 1
                        and self.near_miss not in ("mask_not_causal", "mask_finite")
                        and self.extra.random() < 0.5)
        if by_positions:
            self.notes.append("mask j > pos[i]")
            scores = self.mask_by_positions(scores)
        elif causal:
            scores = self.mask(scores, diagonal)
        if self.near_miss == "softmax_over_queries":
            probs = self.softmax(scores, 2, "linalg")
        else:
            probs = self.softmax(scores, 3, softmax)
        if self.near_miss == "scale_on_probs":
            probs = self.times_const(probs, 0.5)
        return self.contract(probs, v, transpose_b=False)

    def mask(self, scores, diagonal):
        """Hide key j from query i where j > i + diagonal (the causal mask)."""
        i, j = np.meshgrid(np.arange(scores.shape[2]), np.arange(scores.shape[3]),
                           indexing="ij")
        value = NINF
        if self.near_miss == "mask_not_causal":
            hidden, pred, rhs, body_d = j < i, "ult", "%i", []
        else:
            hidden, pred, rhs = j > i + diagonal, "ugt", "%id"
            body_d = [f"%c = arith.constant {diagonal} : index",
                      "%id = arith.addi %i, %c : index"]
        if self.near_miss == "mask_finite":
            value = fmt(-2.0)
        body = ["%i = linalg.index 2 : index", "%j = linalg.index 3 : index"] + body_d + [
            f"%h = arith.cmpi {pred}, %j, {rhs} : index",
            f"%m = arith.constant {value} : f32",
            "%r = arith.select %h, %m, %in0 : f32", "linalg.yield %r : f32"]
        fill = -np.inf if value == NINF else -2.0
        return self.generic([(scores, identity(4))], scores.shape, body,
                            lambda a: np.where(hidden, fill, a))

    def mask_by_positions(self, scores):
        """Hide key j from query i where j > pos[i] (a static cache's mask
        by each query's cache position)."""
        pos = self.positions
        exprs = ["d2"]
        j = np.arange(scores.shape[3])
        body = ["%j = linalg.index 3 : index", "%ji = arith.index_cast %j : index to i64",
                "%h = arith.cmpi sgt, %ji, %in1 : i64", f"%m = arith.constant {NINF} : f32",
                "%r = arith.select %h, %m, %in0 : f32", "linalg.yield %r : f32"]
        return self.generic([(scores, identity(4)), (pos, exprs)], scores.shape, body,
                            lambda a, p: np.where(j > p, -np.inf, a))

    def softmax(self, x, dim, form):
        if form == "linalg":
            init = self.empty(x.shape)
            name = self.fresh()
            self.emit(f"{name} = linalg.softmax dimension({dim}) ins({x.name} : {x.type}) "
                      f"outs({init} : {x.type}) -> {x.type}")
            e = np.exp(x.val - np.max(x.val, axis=dim, keepdims=True))
            return Value(name, x.shape, "f32", e / np.sum(e, axis=dim, keepdims=True))
        rows = ["d0", "d1", "d2"]
        red = (x.shape[0], x.shape[1], x.shape[2])
        its = ["parallel"] * 3 + ["reduction"]
        mx = self.generic([(x, identity(4))], x.shape,
                          ["%r = arith.maximumf %in0, %out : f32", "linalg.yield %r : f32"],
                          lambda a: np.max(a, axis=3), iterators=its,
                          init=self.fill(red, "-inf"), init_val=-np.inf, out_exprs=rows)
        ex = self.generic([(x, identity(4)), (mx, rows)], x.shape,
                          ["%d = arith.subf %in0, %in1 : f32", "%r = math.exp %d : f32",
                           "linalg.yield %r : f32"], lambda a, m: np.exp(a - m))
        sm = self.generic([(ex, identity(4))], x.shape,
                          ["%r = arith.addf %in0, %out : f32", "linalg.yield %r : f32"],
                          lambda a: np.sum(a, axis=3), iterators=its,
                          init=self.fill(red, 0.0), init_val=0.0, out_exprs=rows)
        return self.generic([(ex, identity(4)), (sm, rows)], x.shape,
                            ["%r = arith.divf %in0, %in1 : f32", "linalg.yield %r : f32"],
                            lambda a, t: a / t)


def generate(seed, count):
    """Graph i of a seed depends on (seed, i) only."""
    return [Attention(i, np.random.default_rng([seed, i]),
                      np.random.default_rng([seed, i, 1])).build() for i in range(count)]


def rope_ops(module):
    """{function: (raised, fused)} after --rope-raise --rope-fuse-attention."""
    out = subprocess.run([aot.find_opt_tool(), "-", "--rope-raise", "--rope-fuse-attention"],
                         input=module, capture_output=True, text=True)
    found, current = {}, None
    for line in out.stdout.splitlines():
        m = re.search(r"func\.func @(\w+)", line)
        if m:
            current = m.group(1)
            found[current] = [False, False]
        elif current and re.search(r"rope\.(rotate|attention)", line):
            found[current][0] = True
            found[current][1] |= "rope.attention" in line
    return {name: tuple(v) for name, v in found.items()}


def compile_all(graphs, flags):
    """{graph index: library or the error text}: one module, and one module
    per graph where the whole one fails."""
    module = "\n\n".join(g.mlir() for g in graphs) + "\n"
    try:
        lib = aot.compile_module(module, pipeline=flags)
        return {g.index: lib for g in graphs}
    except aot.ToolError:
        libs = {}
        for g in graphs:
            try:
                libs[g.index] = aot.compile_module(g.mlir() + "\n", pipeline=flags)
            except aot.ToolError as error:
                libs[g.index] = "\n".join(str(error).splitlines()[:6])
        return libs


def error(a, ref):
    if not np.all(np.isfinite(a)):
        return np.inf
    return float(np.max(np.abs(a - ref), initial=0.0)) / max(1.0, float(np.max(np.abs(ref),
                                                                              initial=0.0)))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--only", type=int, help="run only this graph of the seed")
    parser.add_argument("--print", action="store_true", help="print the generated IR")
    parser.add_argument("--emit", metavar="DIR",
                        help="write each graph as DIR/attention-<seed>-<i>.mlir and stop")
    opts = parser.parse_args()

    start = time.time()
    if opts.only is not None:
        graphs = [Attention(opts.only, np.random.default_rng([opts.seed, opts.only]),
                            np.random.default_rng([opts.seed, opts.only, 1])).build()]
    else:
        graphs = generate(opts.seed, opts.count)
    if opts.emit:
        os.makedirs(opts.emit, exist_ok=True)
        for g in graphs:
            with open(os.path.join(opts.emit, f"attention-{opts.seed}-{g.index}.mlir"),
                      "w") as f:
                f.write(g.mlir() + "\n")
        print(f"wrote {len(graphs)} graphs to {opts.emit}")
        return 0
    if opts.print:
        for g in graphs:
            print(g.mlir())

    module = "\n\n".join(g.mlir() for g in graphs) + "\n"
    # The three compilations run side by side (rope-opt and clang are
    # processes of their own).
    with concurrent.futures.ThreadPoolExecutor(len(PIPELINES) + 1) as pool:
        status = pool.submit(rope_ops, module)
        jobs = {kind: pool.submit(compile_all, graphs, flags) for kind, flags in PIPELINES.items()}
        status = status.result()
        libs = {kind: job.result() for kind, job in jobs.items()}
    compiled = time.time() - start

    failures = []
    counts = {"valid": [0, 0, 0], "near-miss": [0, 0, 0]}
    worst = {kind: 0.0 for kind in PIPELINES}
    worst_pair = 0.0
    for g in graphs:
        raised, fused = status.get(g.name, (False, False))
        group = counts["near-miss" if g.near_miss else "valid"]
        group[0] += 1
        group[1] += raised
        group[2] += fused
        problems, outs = [], {}
        for kind in PIPELINES:
            lib = libs[kind][g.index]
            if isinstance(lib, str):
                problems.append(f"{kind} compile failed: {lib}")
                continue
            specs = [(r.shape, np.float32) for r in g.results]
            out = aot.call(lib, g.name, [a.copy() for a in g.args], results=specs)
            outs[kind] = [o.astype(np.float64) for o in (out if isinstance(out, tuple)
                                                         else (out,))]
            for i, (o, r) in enumerate(zip(outs[kind], g.results)):
                err = error(o, r.val)
                worst[kind] = max(worst[kind], err)
                if not err <= TOLERANCE:
                    problems.append(f"{kind} result {i} vs reference: error {err:.2e}")
        for a, b in (("fused", "raised"), ("raised", "unraised")):
            if a in outs and b in outs:
                for i, (x, y) in enumerate(zip(outs[a], outs[b])):
                    err = error(x, y)
                    worst_pair = max(worst_pair, err)
                    if not err <= TOLERANCE:
                        problems.append(f"{a} vs {b} result {i}: error {err:.2e}")
        what = ("raised and fused" if fused else "raised" if raised else "not raised")
        miss = f"near-miss {g.near_miss}" if g.near_miss else "valid"
        print(f"{'FAIL' if problems else 'ok'} {g.name}: {miss}, {what}: {' '.join(g.notes)}")
        for problem in problems:
            print(f"    {problem}")
        if problems:
            failures.append(g.index)

    for name, (n, raised, fused) in counts.items():
        print(f"{name} graphs: {n}, raised {raised}, fused {fused}")
    print("max error vs reference: " +
          ", ".join(f"{kind} {err:.1e}" for kind, err in worst.items()) +
          f"; between compilations {worst_pair:.1e}")
    print(f"seed {opts.seed}: compile {compiled:.1f}s, total {time.time() - start:.1f}s")
    if failures:
        print(f"{len(failures)} of {len(graphs)} graphs FAILED: "
              + ", ".join(f"--seed {opts.seed} --only {i} --print" for i in failures))
        return 1
    print(f"{len(graphs)} graphs passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
