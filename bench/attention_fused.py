#!/usr/bin/env python3
"""Run: `bash bench/setup-venv.sh`, then `python3 bench/attention_fused.py` (see bench/README.md).

Prints one table: attention with RoPE on CPU (B = 1, head_dim 128, half
layout, default schedule) by rope-mlir's fused `rope.attention` (lowered
through rope-decompose-attention's flash loop nest), rope-mlir's unfused
graph and PyTorch, f32 and bf16, causal and not, MHA and GQA, prefill and
decode, 1 and 2 threads, every time read against the f32 FMA peak of a C
kernel (bf16 also against the vdpbf16ps and AMX peaks) and against PyTorch
SDPA measured in the same run.

  cases    prefill (S queries at positions 0..S-1 against S keys), default:
           8 heads at S = 512 and 2048, 32 heads at S = 2048, GQA 32 query
           / 8 key-value heads at S = 2048, each non-causal and causal;
           decode (1 query at position S-1 against S keys, 32 heads),
           S = 4096 and 32768, rotating the keys on read; decode against
           a cache of rotated keys (only the query rotated, as Hugging
           Face's KV caches hold them), S = 4096; each in f32 and bf16 (--full adds S = 512
           and 8192 for every head count)
  peaks    a first group of rows, bench/peaks.py's kernels measured in each
           worker before and after its cases (best call): f32 FMA
           (bench/fma_peak.c: 16 chains of vfmadd...ps on zmm, 12 on ymm,
           per thread),
           vdpbf16ps (bench/lowp_peak.c: 16 chains of AVX512-BF16 dot
           products, 64 flops each), fp16 FMA (16 chains of AVX512-FP16
           vfmadd...ph on zmm, 64 flops each), AMX tdpbf16ps (4 accumulator
           tiles of 16 x 16 f32 from 2 + 2 bf16 operand tiles, 16*16*32*2
           flops each); `-` where -march=native or the CPU lacks one, or
           Linux refuses AMX tile data (named under the table)
  rows     FMA peak (bench/fma_peak.c: 16 chains of FMAs on zmm, 12 on
           ymm, per thread, in every case's rounds), rope-mlir fused
           (rope.attention), rope-mlir
           unfused (rope.rotate + batch_matmul + scale + softmax + batch_matmul,
           compiled with rope-lower-to-llvm's fuse-attention=0 so it runs as written,
           examples/attention.mlir's graph; skipped where the scores would
           take more than 2 GB), PyTorch eager (Hugging Face rotate_half rope
           + matmul + softmax + matmul; skipped there too), PyTorch
           scaled_dot_product_attention after the same rope; rope-mlir's
           entry points write into a preallocated output
  columns  per thread count: ms per call, GFLOP/s (4 Sq Sk d heads flops, half
           of that for causal prefill; rope, scale and softmax not counted),
           x peak (GFLOP/s / the same-run f32 FMA peak at that thread count,
           for bf16 too), x dpbf16 and x AMX (bf16 cases: GFLOP/s / the
           worker's vdpbf16ps and AMX tdpbf16ps peaks; columns shown where
           the host has them), x SDPA (SDPA time / time), and for decode x BW
           (bytes of K and V / time, over the bandwidth of a same-run STREAM
           copy: 1.00 = as fast as reading K and V once)

Each thread count runs in its own worker process (bench/rotate_table.py's
machinery: OMP_NUM_THREADS and torch.set_num_threads set once, warm
allocator, candidates timed round-robin). Every candidate is checked against
a float64 numpy reference (RoPE by rope_mlir.reference.rotate, causal mask
and GQA spelled out) before it is timed; a wrong one is reported and never
timed (exit status 1).

Options: --pipeline=FLAGS (rope-opt flags, default --rope-lower-to-llvm; a
{threads} in them is replaced by each block's thread count), --threads 1,2,
--dtypes f32,bf16, --shapes 8x512,8x2048,32x2048,32/8x2048 (heads x S,
query/key-value heads for GQA), --masks none,causal, --decode
32x4096,32x32768 (heads x keys; empty: none), --cached 32x4096,32/8x8192
(the same against a cache of rotated keys; 32/8: Llama 3 8B's grouped-query
heads), --symbolic 32/8x8192 (cached decode compiled with symbolic query
and key lengths, as one graph for prefill and decode is exported), --full, --repeats, --warmup,
--budget, --cold-malloc, --keep DIR.

Interpreter: build/bench-venv/bin/python (bash bench/setup-venv.sh), which
this script re-executes itself with when it exists; without it the PyTorch
rows are skipped. Environment: ROPE_OPT (default build/bin/rope-opt),
LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin).
"""

import argparse
import ctypes
import json
import math
import os
import shlex
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rotate_table  # noqa: E402  (first: it re-executes this script with the venv's python)
import rotate  # noqa: E402
from rotate import Candidate, aot, bf16, reference, np  # noqa: E402
from attention import load_fma, fma_candidate, fit_budget  # noqa: E402
import peaks  # noqa: E402

HEAD_DIM = 128
LAYOUT = "half"
DTYPES = ("f32", "bf16")
DEFAULT_SHAPES = "8x512,8x2048,32x2048,32/8x2048"
FULL_SHAPES = "8x512,8x2048,8x8192,32x512,32x2048,32x8192,32/8x512,32/8x2048,32/8x8192"
DEFAULT_DECODE = "32x4096,32x32768"
DEFAULT_CACHED = "32x4096,32/8x8192"
DEFAULT_SYMBOLIC = "32/8x8192"
SCORES_LIMIT = 2e9  # bytes of f32 scores above which the unfused graph and eager are not run
REFERENCE_ROWS = 1 << 28  # above Hq * Sq * Sk, the reference covers a sample of query rows
# Max error allowed: (absolute, relative to |reference|). rope-mlir computes in
# f32 (bf16: Q and K rotated and rounded to bf16, scores, softmax and P V in
# f32, the result rounded once); PyTorch forms its rope angles in float32 and,
# in bf16, rounds after every op (scores and probabilities included).
TOLERANCES = {"f32": (1e-5, 0.0), "bf16": (2e-2, 2.0**-7)}
TORCH_TOLERANCES = {"f32": (rotate.TORCH_TOLERANCE, 0.0), "bf16": (1e-1, 2.0**-5)}

ROWS = {"fma": "FMA peak (C, vector FMAs)", "fused": "rope-mlir fused",
        "unfused": "rope-mlir unfused", "eager": "PyTorch eager", "sdpa": "PyTorch SDPA"}
FAILED = ("WRONG", "failed", "does not compile")


# ----------------------------------------------------------------------------
# Cases


class Case:
    """One group of rows: an element type, head counts, query and key lengths, a mask."""

    def __init__(self, dtype, heads, kv_heads, seq, causal, decode, cached=False,
                 symbolic=False):
        self.dtype, self.heads, self.kv_heads = dtype, heads, kv_heads
        self.seq_k = seq
        self.seq_q = 1 if decode else seq
        self.causal, self.decode = causal, decode
        # Decode against a KV cache of keys rotated when they were written (as
        # Hugging Face's caches hold them): only the query is rotated.
        self.cached = cached
        # Compiled with symbolic query and key lengths (one graph for prefill
        # and decode), called with one query.
        self.symbolic = symbolic
        self.group = heads // kv_heads

    @property
    def shape_key(self):
        """The inputs' key: cases that differ only in dtype or mask share inputs."""
        kind = "cached" if self.cached else "decode" if self.decode else "prefill"
        if self.symbolic:
            kind += "_symbolic"
        return f"{kind}_H{self.heads}_{self.kv_heads}_S{self.seq_k}"

    @property
    def reference_key(self):
        return self.shape_key + ("_causal" if self.causal else "")

    @property
    def key(self):
        return f"{self.dtype}_{self.reference_key}"

    def heads_text(self):
        return (f"{self.heads} heads" if self.group == 1 else
                f"GQA {self.heads}/{self.kv_heads} heads")

    def label(self):
        if self.decode:
            keys = "keys from a rotated cache" if self.cached else "keys rotated on read"
            return (f"{self.dtype} decode, {self.heads_text()}, 1 query at {self.seq_k - 1}, "
                    f"{self.seq_k} {keys}" + (", symbolic lengths" if self.symbolic else ""))
        return (f"{self.dtype} prefill, {self.heads_text()}, S = {self.seq_k}, "
                + ("causal" if self.causal else "non-causal"))

    def flops(self):
        """The two matmuls (Q K^T and P V); causal prefill counts the lower half."""
        full = 4 * self.seq_q * self.seq_k * HEAD_DIM * self.heads
        return full // 2 if self.causal and self.seq_q == self.seq_k else full

    def scores_bytes(self):
        return 4 * self.heads * self.seq_q * self.seq_k

    def kv_bytes(self):
        return 2 * self.kv_heads * self.seq_k * HEAD_DIM * (4 if self.dtype == "f32" else 2)

    def reference_rows(self):
        """The query rows the reference covers: all of them, or an even sample (with
        the first and last) where the float64 reference would take too long."""
        if self.heads * self.seq_q * self.seq_k <= REFERENCE_ROWS:
            return np.arange(self.seq_q)
        count = max(2, REFERENCE_ROWS // (self.heads * self.seq_k))
        return np.unique(np.linspace(0, self.seq_q - 1, count).astype(np.int64))


def parse_shapes(parser, text, option):
    """[(heads, kv_heads, seq)] of a list like 8x512,32/8x2048."""
    shapes = []
    for item in (s for s in text.split(",") if s):
        try:
            heads_text, seq = item.split("x")
            heads, _, kv = heads_text.partition("/")
            heads, kv, seq = int(heads), int(kv or heads), int(seq)
        except ValueError:
            parser.error(f"{option}: expected HEADSxS or QHEADS/KVHEADSxS, got {item!r}")
        if min(heads, kv, seq) < 1 or heads % kv:
            parser.error(f"{option}: {item!r}: sizes >= 1, query heads a multiple of kv heads")
        shapes.append((heads, kv, seq))
    return shapes


def unfused_pipeline(pipeline):
    """`pipeline` (rope-opt flags) with rope-lower-to-llvm's fuse-attention=0."""
    flag = "--rope-lower-to-llvm"
    tokens = []
    for token in shlex.split(pipeline):
        if token == flag:
            token = f"{flag}=fuse-attention=0"
        elif token.startswith(flag + "="):
            token = f"{flag}=fuse-attention=0 {token[len(flag) + 1:]}"
        tokens.append(shlex.quote(token))
    return " ".join(tokens)


def make_cases(args):
    cases = []
    for dtype in args.dtypes:
        for heads, kv, seq in args.shapes:
            for mask in args.masks:
                cases.append(Case(dtype, heads, kv, seq, mask == "causal", False))
        for heads, kv, seq in args.decode:
            cases.append(Case(dtype, heads, kv, seq, False, True))
        for heads, kv, seq in args.cached:
            cases.append(Case(dtype, heads, kv, seq, False, True, cached=True))
        for heads, kv, seq in args.symbolic:
            cases.append(Case(dtype, heads, kv, seq, False, True, cached=True, symbolic=True))
    return cases


def make_inputs(case):
    """Q [1, Hq, Sq, 128], K and V [1, Hkv, Sk, 128]: N(0, 1) rounded to bf16 (so that the
    f32 and bf16 inputs hold equal values and share a reference), seeded by the shape."""
    seed = [case.heads, case.kv_heads, case.seq_k, int(case.decode) + int(case.cached)]
    rng = np.random.default_rng(seed)
    shapes = {"q": (1, case.heads, case.seq_q, HEAD_DIM),
              "k": (1, case.kv_heads, case.seq_k, HEAD_DIM),
              "v": (1, case.kv_heads, case.seq_k, HEAD_DIM)}
    return {n: bf16.round_to_bf16(rng.standard_normal(s, dtype=np.float32))
            for n, s in shapes.items()}


def query_start(case):
    """Position of the first query: the queries are the last Sq of the Sk positions."""
    return case.seq_k - case.seq_q


def reference_attention(case, inputs, rows):
    """float64 attention of the given query rows: [Hq, len(rows), 128]."""
    freqs = reference.inverse_frequencies(HEAD_DIM)
    scale = 1.0 / math.sqrt(HEAD_DIM)
    key_positions = np.arange(case.seq_k, dtype=np.int64)
    query_positions = query_start(case) + rows
    out = np.empty((case.heads, len(rows), HEAD_DIM))
    for g in range(case.kv_heads):
        kr = inputs["k"][0, g].astype(np.float64)
        if not case.cached:
            kr = reference.rotate(kr, key_positions, freqs, LAYOUT)
        vv = inputs["v"][0, g].astype(np.float64)
        for h in range(g * case.group, (g + 1) * case.group):
            qr = reference.rotate(inputs["q"][0, h, rows].astype(np.float64), query_positions,
                                  freqs, LAYOUT)
            scores = (qr @ kr.T) * scale
            if case.causal:
                scores[key_positions[None, :] > query_positions[:, None]] = -np.inf
            scores -= scores.max(axis=-1, keepdims=True)
            weights = np.exp(scores)
            weights /= weights.sum(axis=-1, keepdims=True)
            out[h] = weights @ vv
    return out


# ----------------------------------------------------------------------------
# The rope-mlir modules (destination-passing: the result is written into a memref argument)


def mlir_type(shape, element, kind="tensor"):
    return f"{kind}<{'x'.join(map(str, shape))}x{element}>"


def position_types(case):
    query = "index" if case.decode else f"tensor<{case.seq_q}xi64>"
    return query, f"tensor<{'?' if case.symbolic else case.seq_k}xi64>"


def fused_module(case):
    """@fused: rope.attention on [1, H, S, 128], written into %dst."""
    el = case.dtype
    seq_q, seq_k = ("?", "?") if case.symbolic else (case.seq_q, case.seq_k)
    q = mlir_type((1, case.heads, seq_q, HEAD_DIM), el)
    k = mlir_type((1, case.kv_heads, seq_k, HEAD_DIM), el)
    dst = q.replace("tensor", "memref")
    qp, kp = position_types(case)
    freqs = f"tensor<{HEAD_DIM // 2}xf64>"
    causal = " causal" if case.causal else ""
    # A rotated cache: no key positions (%kp stays an unused argument).
    positions = "%qp" if case.cached else "%qp, %kp"
    position_types_text = qp if case.cached else f"{qp}, {kp}"
    return f"""
func.func @fused(%q: {q}, %k: {k}, %v: {k}, %qp: {qp}, %kp: {kp}, %dst: {dst})
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {HEAD_DIM}> -> {freqs}
  %o = rope.attention %q, %k, %v positions({positions}) frequencies(%f) layout({LAYOUT}){causal}
     : {q}, {k}, {k}, {freqs}, {position_types_text} -> {q}
  bufferization.materialize_in_destination %o in restrict writable %dst : ({q}, {dst}) -> ()
  return
}}
"""


def unfused_module(case):
    """@unfused: examples/attention.mlir's graph on [H, S, 128], written into %dst.

    rope.rotate on Q and K (in the input type), scores = Q K^T in f32
    (linalg.batch_matmul extends bf16 operands), scale (and the causal mask:
    -inf above the diagonal), linalg.softmax, P V in f32, rounded to the
    input type once. GQA: the rotated Q [Hq, Sq, D] is viewed as [Hkv,
    G Sq, D] (query heads h*G..h*G+G-1 read key-value head h), so that both
    matmuls stay batch_matmuls over the key-value heads.
    """
    el, g = case.dtype, case.group
    hq, hkv, sq, sk, d = case.heads, case.kv_heads, case.seq_q, case.seq_k, HEAD_DIM
    m = g * sq
    q = mlir_type((hq, sq, d), el)
    k = mlir_type((hkv, sk, d), el)
    qm = mlir_type((hkv, m, d), el)
    scores = mlir_type((hkv, m, sk), "f32")
    acc = mlir_type((hkv, m, d), "f32")
    out_m = mlir_type((hkv, m, d), el)
    dst = q.replace("tensor", "memref")
    qp, kp = position_types(case)
    freqs = f"tensor<{d // 2}xf64>"
    lines = [
        f"func.func @unfused(%q: {q}, %k: {k}, %v: {k}, %qp: {qp}, %kp: {kp}, %dst: {dst})",
        "    attributes {llvm.emit_c_interface} {",
        f"  %f = rope.frequencies #rope.default<rotary_dim = {d}> -> {freqs}",
        f"  %qr = rope.rotate %q, %qp, %f layout({LAYOUT}) : {q}, {qp}, {freqs} -> {q}",
    ]
    if not case.cached:  # a rotated cache's keys are read as given
        lines.append(
            f"  %kr = rope.rotate %k, %kp, %f layout({LAYOUT}) : {k}, {kp}, {freqs} -> {k}")
    key_value = "%k" if case.cached else "%kr"
    if g > 1:
        q4 = mlir_type((hkv, g, sq, d), el)
        lines += [
            f"  %q4 = tensor.expand_shape %qr [[0, 1], [2], [3]] output_shape [{hkv}, {g}, {sq}, "
            f"{d}] : {q} into {q4}",
            f"  %qm = tensor.collapse_shape %q4 [[0], [1, 2], [3]] : {q4} into {qm}",
        ]
    qm_value = "%qm" if g > 1 else "%qr"
    mask = ""
    if case.causal:
        mask = f"""
      %r = linalg.index 1 : index
      %n = linalg.index 2 : index
      %sq = arith.constant {sq} : index
      %diag = arith.constant {sk - sq} : index
      %i = arith.remui %r, %sq : index
      %last = arith.addi %i, %diag : index
      %seen = arith.cmpi ule, %n, %last : index
      %ninf = arith.constant 0xFF800000 : f32
      %y = arith.select %seen, %x, %ninf : f32"""
    result = "%y" if case.causal else "%x"
    lines.append(f"""
  %zero = arith.constant 0.0 : f32
  %scores_init = tensor.empty() : {scores}
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_init : {scores}) -> {scores}
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins({qm_value}, {key_value} : {qm}, {k}) outs(%scores_zero : {scores}) -> {scores}
  %scale = arith.constant {1.0 / math.sqrt(d)!r} : f32
  %scaled = linalg.generic
      {{indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>,
                        affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%scores : {scores}) outs(%scores_init : {scores}) {{
    ^bb0(%s: f32, %o: f32):
      %x = arith.mulf %s, %scale : f32{mask}
      linalg.yield {result} : f32
  }} -> {scores}
  %probs = linalg.softmax dimension(2) ins(%scaled : {scores})
             outs(%scores_init : {scores}) -> {scores}
  %acc_init = tensor.empty() : {acc}
  %acc_zero = linalg.fill ins(%zero : f32) outs(%acc_init : {acc}) -> {acc}
  %acc = linalg.batch_matmul ins(%probs, %v : {scores}, {k}) outs(%acc_zero : {acc}) -> {acc}""")
    om_value = "%acc" if el == "f32" else "%om"
    if el != "f32":
        lines.append(f"""  %om_init = tensor.empty() : {out_m}
  %om = linalg.generic
      {{indexing_maps = [affine_map<(h, m, d) -> (h, m, d)>,
                        affine_map<(h, m, d) -> (h, m, d)>],
       iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%acc : {acc}) outs(%om_init : {out_m}) {{
    ^bb0(%a: f32, %o: {el}):
      %t = arith.truncf %a : f32 to {el}
      linalg.yield %t : {el}
  }} -> {out_m}""")
    if g > 1:
        o4 = mlir_type((hkv, g, sq, d), el)
        lines += [
            f"  %o4 = tensor.expand_shape {om_value} [[0], [1, 2], [3]] output_shape "
            f"[{hkv}, {g}, {sq}, {d}] : {out_m} into {o4}",
            f"  %out = tensor.collapse_shape %o4 [[0, 1], [2], [3]] : {o4} into {q}",
        ]
    out_value = "%out" if g > 1 else om_value
    lines += [f"  bufferization.materialize_in_destination {out_value} in restrict writable %dst "
              f": ({q}, {dst}) -> ()", "  return", "}", ""]
    return "\n".join(lines)


# ----------------------------------------------------------------------------
# A worker: one thread count, everything timed in this process


def bind(lib, name, args):
    """A zero-argument callable of _mlir_ciface_<name>: arrays by memref descriptor,
    Python ints as index values."""
    function = getattr(lib, f"_mlir_ciface_{name}")
    function.restype = None
    keep = [aot.as_memref(a) if isinstance(a, np.ndarray) else None for a in args]
    call_args = [ctypes.byref(d) if d is not None else ctypes.c_int64(a)
                 for d, a in zip(keep, args)]

    def call():
        function(*call_args)
    call.descriptors = keep
    return call


def mlir_candidate(key, entry, case, arrays, positions):
    if "error" in entry:
        candidate = Candidate(key, None)
        candidate.skipped = f"does not compile: {entry['error']}"
        return candidate
    q, k, v = arrays
    out = np.empty_like(q)
    qp, kp = positions
    if key == "unfused":  # [H, S, D] views of the same memory
        q, k, v, dst = q[0], k[0], v[0], out[0]
    else:
        dst = out
    call = bind(ctypes.CDLL(entry["library"]), key, [q, k, v, qp, kp, dst])
    return Candidate(key, call, out)


def torch_candidates(torch, case, arrays):
    """PyTorch eager and SDPA after Hugging Face's rotate_half rope (rotate_table.torch_forms:
    cos/sin computed in the call, in float32, cast to the dtype) on [1, H, S, d]."""
    rope = rotate_table.torch_forms(torch)["eager-hf"]
    if case.dtype == "bf16":
        q, k, v = (torch.from_numpy(a).view(torch.bfloat16) for a in arrays)
    else:
        q, k, v = (torch.from_numpy(a) for a in arrays)
    key_positions = torch.arange(case.seq_k)
    query_positions = key_positions[query_start(case):]
    inv_freq = torch.from_numpy(reference.inverse_frequencies(HEAD_DIM).astype(np.float32))
    scale = 1.0 / math.sqrt(HEAD_DIM)
    causal = case.causal
    if causal:  # built once, as a model builds its mask once per forward
        mask = torch.ones(case.seq_q, case.seq_k, dtype=torch.bool).triu(
            1 + query_start(case))
    group = case.group

    def rotated():
        if case.cached:
            (qr,) = rope((q,), query_positions, inv_freq)
            return qr, k
        if case.decode:
            (qr,) = rope((q,), query_positions, inv_freq)
            (kr,) = rope((k,), key_positions, inv_freq)
            return qr, kr
        return rope((q, k), key_positions, inv_freq)

    def eager():
        qr, kr = rotated()
        vv = v
        if group > 1:  # Hugging Face's repeat_kv
            kr = kr.repeat_interleave(group, dim=1)
            vv = v.repeat_interleave(group, dim=1)
        scores = torch.matmul(qr, kr.transpose(-1, -2)) * scale
        if causal:
            scores = scores.masked_fill(mask, float("-inf"))
        return torch.matmul(torch.softmax(scores, dim=-1), vv)

    def sdpa():
        qr, kr = rotated()
        return torch.nn.functional.scaled_dot_product_attention(
            qr, kr, v, scale=scale, is_causal=causal, enable_gqa=group > 1)

    candidates = {}
    for key, fn in (("eager", eager), ("sdpa", sdpa)):
        holder = {}
        candidate = Candidate(key, lambda fn=fn, holder=holder: holder.update(out=fn()))
        candidate.result = lambda holder=holder: holder["out"].float().numpy()
        candidates[key] = candidate
    return candidates


def copy_candidate(hw, threads, arrays, dst):
    """The STREAM copy of K and V (each into dst, a buffer of K's size)."""
    copy = hw.bench_stream_copy_parallel if threads > 1 else hw.bench_stream_copy
    pairs = [(a.ctypes.data, dst.ctypes.data, a.nbytes // 4) for a in arrays]

    def run():
        for src, out, n in pairs:
            copy(src, out, n)
    candidate = Candidate("copy", run)
    candidate.buffers = (arrays, dst)  # keep them alive: run() holds raw pointers
    return candidate


def check(candidate, expected, rows, tolerance, relative):
    """Run the candidate once into a NaN-filled output; compare its rows with the reference.

    expected: [Hq, len(rows), d] float64. Marks the candidate WRONG (skipped) when
    |result - expected| > tolerance + relative |expected| anywhere (NaN included).
    """
    if candidate.out is not None:
        candidate.out.fill(rotate.BF16_NAN if candidate.out.dtype == np.uint16 else np.nan)
    candidate.fn()
    got = candidate.out if candidate.out is not None else candidate.result()
    if got.dtype == np.uint16:
        got = bf16.bf16_to_float32(got)
    got = got.reshape(expected.shape[0], -1, HEAD_DIM)[:, rows].astype(np.float64)
    difference = np.abs(got - expected)
    candidate.error = float(np.max(difference))
    if not np.all(difference <= tolerance + relative * np.abs(expected)):
        bound = f"{tolerance:g}" + (f" + {relative:g}|expected|" if relative else "")
        candidate.skipped = (f"WRONG RESULT: max abs error {candidate.error:.3g}, bound {bound}"
                             "; not timed")


def worker(args):
    """Check and time every candidate on args.worker threads; write the results as JSON."""
    threads = args.worker
    with open(os.path.join(args.workdir, "kernels.json")) as f:
        kernels = json.load(f)[str(threads)]
    try:
        import torch
    except ImportError:
        torch = None
    else:
        torch.set_num_threads(threads)
    fma = load_fma(os.path.join(args.workdir, "fma_peak.so"))
    peak_kernels = peaks.Peaks(args.workdir)
    before = peak_kernels.measure(threads)
    folder = os.path.join(args.workdir, f"handwritten_{threads}t")
    os.makedirs(folder, exist_ok=True)
    hw = rotate.build_handwritten(folder, openmp=True)
    results = {"threads": threads, "cases": {},
               "torch": torch.__version__ if torch is not None else None,
               "numpy": np.__version__, "missing": peak_kernels.missing}

    values, values_key = None, None
    # Cases sharing inputs run one after the other, so that each is generated once.
    for case in sorted(make_cases(args), key=lambda c: (c.shape_key, c.dtype, c.causal)):
        if values_key != case.shape_key:
            values, values_key = None, None  # free the previous inputs first
            values, values_key = make_inputs(case), case.shape_key
        arrays = [values[n] if case.dtype == "f32" else bf16.float32_to_bf16(values[n])
                  for n in ("q", "k", "v")]
        with np.load(os.path.join(args.workdir, f"expected_{case.reference_key}.npz")) as data:
            expected, rows = data["expected"], data["rows"]
        key_positions = np.arange(case.seq_k, dtype=np.int64)
        positions = (query_start(case) if case.decode else key_positions, key_positions)

        candidates = {"fma": fma_candidate(fma, threads)}
        for key in ("fused", "unfused"):
            if key == "unfused" and case.scores_bytes() > SCORES_LIMIT:
                candidates[key] = Candidate(key, None)
                candidates[key].skipped = (f"not run: the scores would take "
                                           f"{case.scores_bytes() / 1e9:.1f} GB")
                continue
            candidates[key] = mlir_candidate(key, kernels[case.key][key], case, arrays, positions)
        if torch is None:
            for key in ("eager", "sdpa"):
                candidates[key] = Candidate(key, None)
                candidates[key].skipped = "torch not installed (bash bench/setup-venv.sh)"
        else:
            candidates.update(torch_candidates(torch, case, arrays))
            if case.scores_bytes() > SCORES_LIMIT:
                candidates["eager"].fn = None
                candidates["eager"].skipped = (f"not run: the scores would take "
                                               f"{case.scores_bytes() / 1e9:.1f} GB")
        if case.decode:
            candidates["copy"] = copy_candidate(hw, threads, arrays[1:], np.empty_like(arrays[1]))

        for key, c in candidates.items():
            if c.skipped or key in ("fma", "copy"):
                continue
            bounds = TORCH_TOLERANCES if key in ("eager", "sdpa") else TOLERANCES
            start = time.perf_counter()
            try:
                check(c, expected, rows, *bounds[case.dtype])
            except Exception as error:  # e.g. a PyTorch kernel missing on this CPU
                c.skipped = f"failed: {type(error).__name__}: {str(error).splitlines()[0]}"
            fit_budget(c, time.perf_counter() - start, args.warmup, args.repeats, args.budget)
        live = [c for c in candidates.values() if c.skipped is None]
        rotate.time_round_robin(live, args.warmup, args.repeats,
                                pause_s=rotate_table.SETTLE_S if threads > 1 else 0.0)
        column = {key: {"skipped": c.skipped} if c.skipped else
                  {"median": c.median(), "min": min(c.times), "samples": len(c.times),
                   "error": c.error} for key, c in candidates.items()}
        column["fma"]["flops"] = candidates["fma"].flops
        column["fma"]["threads"] = candidates["fma"].threads
        if case.decode:
            column["copy"]["bytes"] = 2 * sum(a.nbytes for a in arrays[1:])
        results["cases"][case.key] = column
        del candidates, live, arrays
        print(f"  {threads} thread(s): {case.label()} done", file=sys.stderr, flush=True)
    results["peaks"] = peaks.best_of(before, peak_kernels.measure(threads))
    with open(os.path.join(args.workdir, f"results_{threads}.json"), "w") as f:
        json.dump(results, f)
    return 0


# ----------------------------------------------------------------------------
# The parent: compile, reference, run one worker per thread count, print the table


def cells(key, case, column, found, extra):
    """The cells of one row for one thread count: ms, GFLOP/s, x peak, then x
    <peak> for each of `extra` (bf16 cases: GFLOP/s / found[peak], the
    worker's peaks in GFLOP/s), x SDPA, x BW."""
    entry = column[key]
    if entry.get("skipped"):
        reason = entry["skipped"]
        return [("WRONG" if reason.startswith("WRONG") else
                 "failed" if reason.startswith(FAILED) else "-")] + [""] * (4 + len(extra))
    peak = column["fma"]["flops"] / column["fma"]["median"]
    if key == "fma":
        return ["", f"{peak / 1e9:.1f}", "1.00"] + [""] * (2 + len(extra))
    gflops = case.flops() / entry["median"]
    lowp = [f"{gflops / 1e9 / found[k]:.3f}" if case.dtype == "bf16" and found[k] else ""
            for k in extra]
    sdpa = column["sdpa"]
    ratio = "" if sdpa.get("skipped") else f"{sdpa['median'] / entry['median']:.2f}"
    bandwidth = ""
    if case.decode:
        copy_gbps = column["copy"]["bytes"] / column["copy"]["median"]
        bandwidth = f"{case.kv_bytes() / entry['median'] / copy_gbps:.2f}"
    return [f"{entry['median'] * 1e3:.1f}", f"{gflops / 1e9:.1f}", f"{gflops / peak:.3f}",
            *lowp, ratio, bandwidth]


def peak_cells(key, found, extra):
    """A peak row's cells for one thread count (GFLOP/s and / the f32 FMA peak)."""
    if found[key] is None:
        return ["", "-"] + [""] * (3 + len(extra))
    return ["", f"{found[key]:.1f}", f"{found[key] / found['f32']:.2f}"] + [""] * (2 + len(extra))


def print_report(args, cases, results, kernels, flags, compile_s, reference_s):
    thread_counts = sorted(results)
    first = results[thread_counts[0]]
    print(f"Attention with RoPE on CPU: B = 1, head_dim {HEAD_DIM}; RoPE ({LAYOUT} layout, "
          "default schedule) on Q and K, Q K^T / sqrt(d), softmax, P V; every figure measured "
          "in this run")
    print(f"CPU: {peaks.cpu_line()}; torch {first['torch'] or 'not installed'}, "
          f"numpy {first['numpy']}, {sys.executable}")
    for t in thread_counts:
        built = [kernels[t][c.key][k] for c in cases for k in ("fused", "unfused")]
        forks = sorted({e["forks"] for e in built if "forks" in e})
        print(f"rope-mlir, {t} thread(s): rope-opt {flags[t]} | mlir-translate | clang-22 -O3 "
              f"(rope_mlir.aot); {'/'.join(map(str, forks))} OpenMP parallel regions per "
              "module; output written into a preallocated buffer")
    print(f"  compiled in {compile_s:.1f} s; float64 numpy references in {reference_s:.1f} s")
    print("FMA peak: bench/fma_peak.c, clang-22 -O3 -march=native -fopenmp, 16 independent "
          "chains of f32 FMAs on the widest vector registers per thread, all threads of the "
          "block; measured in every case's rounds")
    print("peaks (first rows): bench/peaks.py's chain kernels (f32 FMA; vdpbf16ps, fp16 FMA and "
          "AMX tdpbf16ps from lowp_peak.c), each worker's best call before and after its cases; "
          "x peak there: / that f32 FMA peak")
    print(rotate_table.allocator_line())
    print(rotate_table.threads_line())
    print(f"timing: per case, candidates round-robin, {args.warmup} warm-up round(s), median "
          f"of {args.repeats}; a candidate whose calls would take more than {args.budget:g} s "
          "gets fewer rounds (at least one timed call, listed below)")
    print("GFLOP/s: 4 Sq Sk d Hq flops (Q K^T and P V; causal prefill: half; rope, scale and "
          "softmax not counted) / time; x peak: GFLOP/s / the f32 FMA peak of the same case "
          "and thread count (bf16 too); x dpbf16, x AMX (bf16 cases): GFLOP/s / the worker's "
          "vdpbf16ps, AMX tdpbf16ps peak; x SDPA: PyTorch SDPA time / time (higher is better); "
          "x BW (decode): bytes of K and V / time / the GB/s of a same-run STREAM copy of them "
          "(1.00 = reading K and V once at copy speed)")
    print("'-': not run (unfused and eager where the f32 scores would exceed 2 GB)")

    found = {t: results[t]["peaks"] for t in thread_counts}
    extra = [k for k in ("dpbf16", "amx") if "bf16" in args.dtypes and
             any(found[t][k] for t in thread_counts)]
    extra_names = {"dpbf16": "x dpbf16", "amx": "x AMX"}
    names = ("ms", "GFLOP/s", "x peak", *(extra_names[k] for k in extra), "x SDPA", "x BW")
    widths = (8, 7, 6, *(len(extra_names[k]) for k in extra), 6, 5)
    span = sum(widths) + len(widths) - 1
    peak_labels = {k: f"{label} ({source})" for k, (label, source, _) in peaks.KINDS.items()}
    label_width = max(len(label) for label in (*ROWS.values(), *peak_labels.values())) + 2
    print()
    print(f"{'':<{label_width}} | " + " | ".join(
        f"{t} thread{'s' if t > 1 else ''}".center(span) for t in thread_counts))
    header = f"{'':<{label_width}} | " + " | ".join(
        " ".join(f"{n:>{w}}" for n, w in zip(names, widths)) for _ in thread_counts)
    print(header)
    print("-" * len(header))
    print("peaks")
    for key, label in peak_labels.items():
        row = [" ".join(f"{c:>{w}}" for c, w in zip(peak_cells(key, found[t], extra), widths))
               for t in thread_counts]
        print(f"  {label:<{label_width - 2}} | " + " | ".join(row))
    for case in cases:
        line = case.label()
        if case.decode:
            copies = [results[t]["cases"][case.key]["copy"] for t in thread_counts]
            line += ("; STREAM copy " + ", ".join(f"{c['bytes'] / c['median'] / 1e9:.1f}"
                                                  for c in copies)
                     + f" GB/s ({'/'.join(map(str, thread_counts))} threads), K+V "
                     f"{case.kv_bytes() / 2**20:.0f} MiB")
        print(line)
        for key, label in ROWS.items():
            row = [" ".join(f"{c:>{w}}" for c, w in
                            zip(cells(key, case, results[t]["cases"][case.key], found[t],
                                      extra), widths))
                   for t in thread_counts]
            print(f"  {label:<{label_width - 2}} | " + " | ".join(row))
    print("-" * len(header))

    short, errors, failures = [], {}, []
    for case in cases:
        for t in thread_counts:
            for key, entry in results[t]["cases"][case.key].items():
                if key in ("fma", "copy"):
                    continue
                name = f"{ROWS[key]} {case.dtype}"
                if entry.get("skipped"):
                    if entry["skipped"].startswith(FAILED):
                        failures.append(f"  {ROWS[key]} ({case.label()}, {t} thread(s)): "
                                        f"{entry['skipped']}")
                    continue
                errors[name] = max(errors.get(name, 0.0), entry["error"])
                if entry["samples"] < args.repeats:
                    short.append(f"{ROWS[key]} {case.key} {t}t: {entry['samples']}")
    if short:
        print("timed calls, where fewer than --repeats: " + ", ".join(short))
    missing = {k: v for t in thread_counts for k, v in results[t]["missing"].items()}
    if missing:
        print(f"peaks not measured (-): {peaks.describe_missing(missing)}")
    for line in failures:
        print(line)
    bounds = lambda table: ", ".join(  # noqa: E731
        f"{d} {a:g}" + (f" + {r:g}|ref|" if r else "") for d, (a, r) in table.items())
    print(f"max |error| against the float64 reference (inputs N(0,1) rounded to bf16; bounds "
          f"rope-mlir {bounds(TOLERANCES)}; PyTorch {bounds(TORCH_TOLERANCES)}): "
          + ", ".join(f"{k} {e:.1e}" for k, e in errors.items()))
    sampled = [c.label() for c in cases if c.dtype == cases[0].dtype and
               len(c.reference_rows()) < c.seq_q]
    if sampled:
        print("checked on a sample of query rows (the float64 reference of all would take too "
              "long): " + "; ".join(sampled))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pipeline", default="--rope-lower-to-llvm",
                        help="rope-opt flags for the rope-mlir modules (write --pipeline=FLAGS); "
                        "{threads} is replaced by the block's thread count (default: %(default)s)")
    parser.add_argument("--threads", default="1,2", help="thread counts, one block each")
    parser.add_argument("--dtypes", default="f32,bf16", help="element types (f32, bf16)")
    parser.add_argument("--shapes", default=None,
                        help=f"prefill shapes, HEADSxS or QHEADS/KVHEADSxS (default: "
                        f"{DEFAULT_SHAPES}; --full: {FULL_SHAPES})")
    parser.add_argument("--masks", default="none,causal", help="prefill masks: none, causal")
    parser.add_argument("--decode", default=DEFAULT_DECODE,
                        help="decode shapes, HEADSxKEYS (one query at KEYS-1); empty for none "
                        "(default: %(default)s)")
    parser.add_argument("--cached", default=DEFAULT_CACHED,
                        help="decode shapes against a cache of rotated keys, HEADSxKEYS; "
                             "empty for none (default: %(default)s)")
    parser.add_argument("--symbolic", default=DEFAULT_SYMBOLIC,
                        help="decode shapes against a cache of rotated keys, compiled with "
                             "symbolic query and key lengths (one graph for prefill and decode, "
                             "rope-specialize-decode); empty for none (default: %(default)s)")
    parser.add_argument("--full", action="store_true",
                        help="every prefill shape: 8, 32 and GQA 32/8 heads at S = 512, 2048, "
                        "8192 (a long run)")
    parser.add_argument("--repeats", type=int, default=5, help="timed rounds (median of these)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed rounds first")
    parser.add_argument("--budget", type=float, default=4.0,
                        help="seconds one candidate may spend in a case's rounds before it "
                        "gets fewer of them (default: %(default)s)")
    parser.add_argument("--cold-malloc", action="store_true",
                        help="glibc's default allocator instead of the warm one")
    parser.add_argument("--keep", metavar="DIR", help="keep the libraries and raw results in DIR")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--workdir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.shapes is None:
        args.shapes = FULL_SHAPES if args.full else DEFAULT_SHAPES
    args.raw = {n: getattr(args, n)
                for n in ("dtypes", "shapes", "masks", "decode", "cached", "symbolic")}
    args.shapes = parse_shapes(parser, args.shapes, "--shapes")
    args.decode = parse_shapes(parser, args.decode, "--decode")
    args.cached = parse_shapes(parser, args.cached, "--cached")
    args.symbolic = parse_shapes(parser, args.symbolic, "--symbolic")
    args.dtypes = [d for d in args.dtypes.split(",") if d]
    args.masks = [m for m in args.masks.split(",") if m]
    if not args.dtypes or set(args.dtypes) - set(DTYPES):
        parser.error(f"--dtypes: a list of {', '.join(DTYPES)}")
    if set(args.masks) - {"none", "causal"}:
        parser.error("--masks: a list of none, causal")
    if not make_cases(args):
        parser.error("no cases: give --shapes with --masks, --decode, --cached or --symbolic")
    if args.repeats < 1 or args.warmup < 0:
        parser.error("--repeats must be >= 1 and --warmup >= 0")
    if args.worker:
        return worker(args)

    rotate_table.use_warm_malloc(args.cold_malloc)
    thread_counts = rotate_table.parse_thread_counts(parser, args.threads)
    rotate_table.check_rope_opt()
    cases = make_cases(args)

    started = time.perf_counter()
    workdir = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="rope_fused_")
    os.makedirs(workdir, exist_ok=True)
    try:
        modules = {}
        for case in cases:
            modules[f"{case.key}/fused"] = fused_module(case)
            if case.scores_bytes() <= SCORES_LIMIT:
                modules[f"{case.key}/unfused"] = unfused_module(case)
        # rope-lower-to-llvm fuses attention graphs by default: the unfused
        # rows are compiled with fuse-attention=0, so that they run as written.
        fused_modules = {k: v for k, v in modules.items() if k.endswith("/fused")}
        unfused_modules = {k: v for k, v in modules.items() if k.endswith("/unfused")}
        compiled, flags = rotate_table.compile_kernels(args.pipeline, thread_counts, workdir,
                                                       fused_modules)
        unfused_compiled, _ = rotate_table.compile_kernels(
            unfused_pipeline(args.pipeline), thread_counts, workdir, unfused_modules)
        for t in thread_counts:
            compiled[t] = {**compiled[t], **unfused_compiled[t]}
        kernels = {t: {} for t in thread_counts}
        for t in thread_counts:
            for name, entry in compiled[t].items():
                case_key, which = name.split("/")
                kernels[t].setdefault(case_key, {})[which] = entry
            for case in cases:
                kernels[t].setdefault(case.key, {}).setdefault("unfused", {})
        peaks.build(workdir)
        compile_s = time.perf_counter() - started
        with open(os.path.join(workdir, "kernels.json"), "w") as f:
            json.dump({str(t): k for t, k in kernels.items()}, f)
        print(f"compiled {len(modules)} modules in {compile_s:.0f} s", file=sys.stderr,
              flush=True)

        start = time.perf_counter()
        done = set()
        for case in cases:
            if case.reference_key in done:
                continue
            done.add(case.reference_key)
            rows = case.reference_rows()
            expected = reference_attention(case, make_inputs(case), rows)
            np.savez(os.path.join(workdir, f"expected_{case.reference_key}.npz"),
                     expected=expected, rows=rows)
        reference_s = time.perf_counter() - start
        print(f"references in {reference_s:.0f} s", file=sys.stderr, flush=True)

        worker_args = ["--repeats", str(args.repeats), "--warmup", str(args.warmup),
                       "--budget", str(args.budget)]
        for name, value in args.raw.items():
            worker_args.append(f"--{name}={value}")
        results = rotate_table.run_workers(thread_counts, workdir, worker_args)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)

    print_report(args, cases, results, kernels, flags, compile_s, reference_s)
    print(f"whole run: {time.perf_counter() - started:.0f} s")
    wrong = any(entry.get("skipped", "").startswith(FAILED)
                for r in results.values() for column in r["cases"].values()
                for entry in column.values())
    if wrong:
        print("\nFAIL: a candidate failed or computed a wrong result (see above); it was not timed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
