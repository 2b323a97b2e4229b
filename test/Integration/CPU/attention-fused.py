# RUN: %python %s | FileCheck %s %if avx512bf16 %{ --check-prefixes=CHECK,DOT %}
#
# rope.attention through rope-lower-to-llvm (rope-decompose-attention's flash
# loop nest, then the CPU strategy), against numpy float64
# (rope_mlir.reference.attention: RoPE on Q and K, scores, the causal mask,
# grouped-query heads, softmax and PV). Shapes cover full and
# partial query tiles and key blocks (64), both key rotation strategies and
# keys already rotated, decode at an offset, partial rotary, multimodal
# sections, batched positions, an attention factor, a dynamic sequence
# length, bf16 (with the host's bf16 products where it has them), f16 and
# f64 inputs, and flash-decoding (split_*: a few
# queries and heads, the keys split into ranges), and grouped-query decode
# steps and chunks whose query heads stack into one tile per key head
# (gqa_*: the causal mask reads query r mod Sq for row r; with a split of
# keys rotated on read), and decode steps and chunks with dynamic lengths
# (dynamic_*: versioned by rope-specialize-decode on one query, on 2 to 4
# queries padded to 4, and the rest). The tiled_* cases are first tiled
# through rope.attention's TilingInterface by an upstream transform schedule
# (Inputs/tile_attention_schedule.mlir: 3 query heads of a 4-head group, 40
# queries) and then lowered. The sinks_* cases (and tiled_sinks,
# products_sinks) add attention sinks.
#
# Tolerance, relative to the largest |output|: 5e-6 for f32 inputs
# (computed in f32; f64 in f64: 1e-13), 1e-2 for bf16 and 2e-3 for f16 (the
# rotated Q and K are rounded to the input type, as the unfused graph
# rounds them, and so is the result). With bf16 products (the products_*
# cases) the scaled queries and the probabilities are rounded to bf16 as
# well: each score and each weight then carries up to 2^-9 relative
# rounding more, and the tolerance stays 1e-2. Where the host has
# AVX512-BF16, the products_* cases run again with bf16-family=bf16-dot
# (both products on vdpbf16ps; by default a host with AMX takes the tiles).
#
# CHECK-NOT: FAIL
# CHECK: 42 cases passed
# DOT: 4 cases passed on vdpbf16ps

import os
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

TYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
         "bf16": np.uint16}


def mlir_tensor(shape, element):
    dims = "x".join("?" if d is None else str(d) for d in shape)
    return f"tensor<{dims}x{element}>" if dims else element


class Case:
    def __init__(self, name, *, batch=(1,), heads=4, kv_heads=None, seq=128,
                 kv_seq=None, head_dim=64, value_dim=None, rotary_dim=None,
                 layout="half", causal=False, element="f32",
                 key_rotation=None, keys_rotated=False, offset=None,
                 sections=None, batched_positions=False, rope_scale=None,
                 dynamic_seq=False, scale=None, sinks=False):
        self.__dict__.update(locals())
        del self.__dict__["self"]
        self.kv_heads = kv_heads or heads
        self.kv_seq = kv_seq or seq
        self.value_dim = value_dim or head_dim
        self.rotary_dim = rotary_dim or head_dim

    def shapes(self):
        b = list(self.batch)
        seq = None if self.dynamic_seq else self.seq
        kv_seq = None if self.dynamic_seq else self.kv_seq
        return (b + [self.heads, seq, self.head_dim],
                b + [self.kv_heads, kv_seq, self.head_dim],
                b + [self.kv_heads, kv_seq, self.value_dim],
                b + [self.heads, seq, self.value_dim])

    def positions_shape(self, length):
        shape = [length]
        if self.batched_positions:
            shape = [self.batch[0]] + shape
        if self.sections:
            shape = [len(self.sections)] + shape
        return shape

    def module(self):
        q, k, v, out = (mlir_tensor(s, self.element) for s in self.shapes())
        pairs = self.rotary_dim // 2
        seq = None if self.dynamic_seq else self.seq
        kv_seq = None if self.dynamic_seq else self.kv_seq
        args = [f"%q: {q}", f"%k: {k}", f"%v: {v}"]
        types = [q, k, v, f"tensor<{pairs}xf64>"]
        if self.offset is not None:
            args.append("%qp: index")
            types.append("index")
        else:
            qp = mlir_tensor(self.positions_shape(seq), "i64")
            args.append(f"%qp: {qp}")
            types.append(qp)
        positions = "%qp"
        if not self.keys_rotated:
            kp = mlir_tensor(self.positions_shape(kv_seq), "i64")
            args.append(f"%kp: {kp}")
            types.append(kp)
            positions += ", %kp"
        attrs = f"layout({self.layout})"
        if self.rotary_dim != self.head_dim:
            attrs += f" rotary_dim({self.rotary_dim})"
        if self.sections:
            attrs += f" sections({list(self.sections)})"
        if self.rope_scale is not None:
            args.append("%rs: f32")
            attrs += " rope_scale(%rs : f32)"
        if self.scale is not None:
            attrs += f" scale({self.scale!r})"
        if self.causal:
            attrs += " causal"
        if self.key_rotation:
            attrs += f" key_rotation({self.key_rotation})"
        if self.sinks:
            sinks = mlir_tensor([self.heads], self.element)
            args.append(f"%s: {sinks}")
            attrs += f" sinks(%s : {sinks})"
        return f"""
func.func @{self.name}({", ".join(args)}) -> {out}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {self.rotary_dim}> -> tensor<{pairs}xf64>
  %o = rope.attention %q, %k, %v positions({positions}) frequencies(%f) {attrs}
     : {", ".join(types)} -> {out}
  return %o : {out}
}}"""


CASES = [
    Case("plain"),
    # Without a mask, tiles of 192 queries (getQueryTile): two full tiles
    # and a partial one of 16, under grouped-query attention; and a dynamic
    # length, whose partial tile has a run-time size.
    Case("tall_tiles", heads=4, kv_heads=2, seq=400),
    Case("tall_tiles_dynamic", heads=2, seq=250, dynamic_seq=True),
    Case("causal_on_read", causal=True, layout="interleaved",
         key_rotation="on_read"),
    Case("causal_up_front", causal=True, key_rotation="up_front"),
    Case("gqa_partial_tiles", batch=(2,), heads=8, kv_heads=2, seq=100,
         causal=True, batched_positions=True),
    Case("decode", heads=8, seq=1, kv_seq=300, offset=299, causal=True),
    Case("chunk_at_offset", heads=2, seq=70, kv_seq=200, offset=130,
         causal=True, key_rotation="on_read"),
    Case("partial_rotary", heads=2, seq=72, head_dim=96, rotary_dim=32,
         value_dim=32, layout="interleaved"),
    Case("sections", heads=2, seq=65, sections=(8, 8, 16), causal=True),
    Case("keys_rotated", heads=4, seq=1, kv_seq=130, offset=129,
         keys_rotated=True),
    Case("attention_factor", heads=2, seq=64, rope_scale=1.2, scale=0.1),
    Case("dynamic", heads=2, seq=90, dynamic_seq=True, causal=True),
    Case("bf16", heads=4, seq=96, causal=True, element="bf16"),
    # bf16 without a mask through the default pipeline: the host's family
    # (query tiles of 192 on vdpbf16ps, two full and a partial one of 16;
    # 64 on AMX tiles; f32 products elsewhere), key blocks of 256 and a
    # tail of 144 keys.
    Case("bf16_tall_tiles", heads=2, seq=400, element="bf16"),
    Case("f16", heads=2, seq=64, element="f16"),
    Case("f64", batch=(), heads=2, seq=80, causal=True, element="f64"),
    # Flash-decoding: few heads, keys split into ranges combined at the end.
    Case("split_decode", heads=2, seq=1, kv_seq=2000, offset=1999,
         causal=True),
    Case("split_gqa_chunk", heads=4, kv_heads=1, seq=3, kv_seq=1100,
         offset=1097, causal=True, key_rotation="up_front", element="bf16"),
    # Stacked heads: the query heads of a group in one tile (GQA decode).
    Case("gqa_decode", heads=8, kv_heads=2, seq=1, kv_seq=300, offset=299,
         causal=True),
    Case("gqa_decode_cache", heads=6, kv_heads=3, seq=1, kv_seq=200,
         offset=199, keys_rotated=True, element="bf16"),
    Case("gqa_chunk_causal", heads=6, kv_heads=2, seq=5, kv_seq=90,
         offset=85, causal=True, layout="interleaved"),
    Case("gqa_decode_split_on_read", heads=8, kv_heads=2, seq=1, kv_seq=1500,
         offset=1300, causal=True, key_rotation="on_read"),
    # Dynamic query and key lengths (one graph for prefill and decode):
    # rope-specialize-decode versions the op on Sq == 1, and one query
    # takes the static decode copy (stacked heads; positions [axes, batch,
    # ?] cast to one query), more queries the op as it was.
    Case("dynamic_gqa_decode", heads=8, kv_heads=2, seq=1, kv_seq=300,
         offset=299, causal=True, dynamic_seq=True),
    Case("dynamic_gqa_decode_cache", heads=6, kv_heads=3, seq=1, kv_seq=200,
         offset=199, keys_rotated=True, element="bf16", dynamic_seq=True),
    Case("dynamic_decode_sections", batch=(2,), heads=2, seq=1, kv_seq=70,
         sections=(8, 8, 16), batched_positions=True, causal=True,
         dynamic_seq=True),
    Case("dynamic_gqa_chunk", heads=6, kv_heads=2, seq=5, kv_seq=90,
         offset=85, causal=True, dynamic_seq=True),
    # 2 to 4 queries: the copy padded to 4 (zero queries; the default
    # diagonal made explicit, positions and limits padded).
    Case("dynamic_gqa_chunk_padded", heads=8, kv_heads=2, seq=3, kv_seq=130,
         causal=True, dynamic_seq=True),
    Case("dynamic_chunk_padded_cache", heads=4, seq=2, kv_seq=70, offset=68,
         keys_rotated=True, element="bf16", dynamic_seq=True, causal=True),
    # Attention sinks (one logit per query head in the normalization): in
    # the output of full and partial query tiles, of stacked heads (row r
    # of head h + r / Sq), of flash-decoding's combined ranges, and of the
    # versioned dynamic copies.
    Case("sinks_gqa_causal", heads=8, kv_heads=2, seq=100, causal=True,
         sinks=True),
    Case("sinks_bf16", heads=4, seq=96, causal=True, element="bf16",
         sinks=True),
    Case("sinks_gqa_chunk", heads=6, kv_heads=2, seq=5, kv_seq=90, offset=85,
         causal=True, sinks=True),
    Case("sinks_split_decode", heads=2, seq=1, kv_seq=2000, offset=1999,
         causal=True, sinks=True),
    Case("sinks_dynamic_gqa_decode", heads=8, kv_heads=2, seq=1, kv_seq=300,
         offset=299, causal=True, dynamic_seq=True, sinks=True),
]

TILED = [
    Case("tiled_gqa_causal", batch=(2,), heads=8, kv_heads=2, seq=100,
         causal=True, batched_positions=True),
    Case("tiled_offset", heads=6, kv_heads=3, seq=50, kv_seq=120, offset=70,
         causal=True, layout="interleaved"),
    Case("tiled_keys_rotated", heads=6, kv_heads=6, seq=45, kv_seq=45,
         offset=0, keys_rotated=True),
    # Each tile of query heads takes its sinks.
    Case("tiled_sinks", heads=8, kv_heads=2, seq=100, causal=True,
         sinks=True),
]

# bf16 products (rope-decompose-attention bf16-products, which
# rope-lower-to-llvm sets where the target has AMX-BF16): the scaled queries
# and the probabilities rounded to bf16 before Q K^T and P V, on any host
# (on tiles with AMX, on the vector kernels elsewhere). Prefill with a
# partial query tile and key block, grouped-query heads, and a last query
# tile of one row.
PRODUCTS = [
    Case("products_causal", heads=4, seq=96, causal=True, element="bf16"),
    Case("products_gqa", heads=8, kv_heads=2, seq=100, element="bf16",
         key_rotation="on_read"),
    Case("products_one_row", heads=2, seq=65, kv_seq=200, offset=135,
         causal=True, element="bf16", key_rotation="up_front"),
    Case("products_sinks", heads=4, seq=96, causal=True, element="bf16",
         sinks=True),
]

TILE_SCHEDULE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                             "Inputs", "tile_attention_schedule.mlir")


def reference_attention(case, q, k, v, qpos, kpos, freqs, sinks):
    """rope_mlir.reference.attention with the case's options (kpos None:
    the keys are given rotated)."""
    return reference.attention(
        q, k, v, qpos, freqs, case.layout, rotary_dim=case.rotary_dim, scale=case.scale,
        k_positions=kpos, causal=case.causal, keys_rotated=kpos is None,
        rope_scale=1.0 if case.rope_scale is None else case.rope_scale,
        sections=case.sections, sinks=sinks)


def positions(case, length, start, rng):
    if case.sections:
        base = start + np.arange(length)
        rows = [base, base // 3, base % 5]
        p = np.stack(rows[:len(case.sections)])
        if case.batched_positions:
            p = np.stack([p] * case.batch[0], axis=1)
        return np.ascontiguousarray(p, dtype=np.int64)
    p = start + np.arange(length, dtype=np.int64)
    if case.batched_positions:
        p = np.stack([p + 7 * b for b in range(case.batch[0])])
    return p


def to_input(x, element):
    """Returns (array to pass, float64 values it holds)."""
    if element == "bf16":
        bits = bf16.float32_to_bf16(x.astype(np.float32))
        return bits, bf16.bf16_to_float32(bits).astype(np.float64)
    arr = x.astype(TYPES[element])
    return arr, arr.astype(np.float64)


def main():
    lib = aot.compile_module("\n".join(c.module() for c in CASES))
    tiled = aot.compile_module(
        "\n".join(c.module() for c in TILED),
        pipeline=[f"--transform-preload-library=transform-library-paths="
                  f"{TILE_SCHEDULE}", "--transform-interpreter",
                  "--rope-lower-to-llvm"])
    products = aot.compile_module(
        "\n".join(c.module() for c in PRODUCTS),
        pipeline=["--rope-decompose-attention=bf16-products=1",
                  "--rope-lower-to-llvm"])
    runs = [(case, tiled if case in TILED else
             products if case in PRODUCTS else lib)
            for case in CASES + TILED + PRODUCTS]
    if "avx512_bf16" in cpu_flags():
        dot = aot.compile_module(
            "\n".join(c.module() for c in PRODUCTS),
            pipeline=["--rope-decompose-attention=bf16-products=1",
                      "--rope-lower-to-llvm=bf16-family=bf16-dot"])
        runs += [(case, dot) for case in PRODUCTS]
    rng = np.random.default_rng(5)
    results = []
    for case, lib_of_case in runs:
        qs, ks, vs, outs = case.shapes()
        fix = lambda s: [case.seq if d is None and i == len(s) - 2 else d
                         for i, d in enumerate(s)]
        qs, ks, vs, outs = fix(qs), fix(ks), fix(vs), fix(outs)
        if case.dynamic_seq:
            ks[-2] = vs[-2] = case.kv_seq
        freqs = reference.inverse_frequencies(case.rotary_dim)
        q, q64 = to_input(rng.standard_normal(qs), case.element)
        k_raw = rng.standard_normal(ks)
        v, v64 = to_input(rng.standard_normal(vs), case.element)
        start = case.offset if case.offset is not None else 0
        qpos = positions(case, case.seq, start, rng)
        kpos = positions(case, case.kv_seq, 0, rng)
        args = [q]
        if case.keys_rotated:
            kr = reference.rotate(k_raw, kpos, freqs, case.layout,
                                  rotary_dim=case.rotary_dim)
            k, k64 = to_input(kr, case.element)
            ref_kpos = None
        else:
            k, k64 = to_input(k_raw, case.element)
            ref_kpos = kpos
        args += [k, v]
        args.append(case.offset if case.offset is not None else qpos)
        if not case.keys_rotated:
            args.append(kpos)
        if case.rope_scale is not None:
            args.append(np.float32(case.rope_scale))
        sinks64 = None
        if case.sinks:
            # Around the scores' own range (|s| <~ 3), one far above them
            # (most of its head's weight on the sink).
            raw = rng.uniform(-2.0, 3.0, case.heads)
            raw[-1] = 6.0
            sinks, sinks64 = to_input(raw, case.element)
            args.append(sinks)
        dtype = TYPES[case.element]
        got = aot.call(lib_of_case, case.name, args, [(tuple(outs), dtype)])
        if case.element == "bf16":
            got = bf16.bf16_to_float32(got)
        got = got.astype(np.float64)
        ref_qpos = qpos
        want = reference_attention(case, q64, k64, v64, ref_qpos, ref_kpos,
                                   freqs, sinks64)
        err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
        tol = {"f32": 5e-6, "f64": 1e-13, "bf16": 1e-2, "f16": 2e-3}[case.element]
        ok = err <= tol and np.all(np.isfinite(got))
        results.append(ok)
        print(f"{'ok' if ok else 'FAIL'} {case.name}: max error {err:.2e} "
              f"(tolerance {tol:.0e})")
    default = len(CASES) + len(TILED) + len(PRODUCTS)
    if not all(results):
        print("FAIL")
        return 1
    print(f"{default} cases passed")
    if len(results) > default:
        print(f"{len(results) - default} cases passed on vdpbf16ps")
    return 0


def cpu_flags():
    with open("/proc/cpuinfo") as cpuinfo:
        for line in cpuinfo:
            if line.startswith("flags"):
                return set(line.split(":", 1)[1].split())
    return set()


if __name__ == "__main__":
    sys.exit(main())
