#!/usr/bin/env python3
"""Run: `bash bench/setup-venv.sh`, then `build/bench-venv/bin/python bench/attention_nope.py`.

Prints one table: the attention of a layer without positional embedding
(NoPE: SmolLM3's and Llama 4's every fourth layer, Cohere 2's global
layers) on CPU, grouped-query heads 16/4, head_dim 128, 1 thread, f32 and
bf16:

  cases    prefill S = 2048 causal, decode (1 query) against 8192 cached
           keys
  rows     rope-mlir fused (`rope.attention` without positions, frequencies
           or layout: what rope-fuse-attention now makes of such a layer),
           rope-mlir unfused (the graph a NoPE layer exports as, which is how
           it compiled before it fused: the keys and values broadcast to the
           query heads, `linalg.batch_matmul`, a causal mask, `linalg.softmax`
           (in f32 between an extension and a truncation for bf16, as
           Hugging Face's eager softmax), `linalg.batch_matmul`, through
           `rope-lower-to-llvm=fuse-attention=0`: the score matrix in memory,
           the products on the CPU strategy's matmul kernels), PyTorch eager as
           Hugging Face runs it (repeat_kv, matmul, additive mask, softmax
           in float32, matmul), PyTorch scaled_dot_product_attention
  columns  ms per call (median of the rounds after one warm-up round,
           candidates timed round-robin in one process, the order rotated
           each round by rotate.time_round_robin), and the fused op's
           speed-up over each

Every candidate is checked against rope_mlir.reference.attention without
rotation (float64) before it is timed: bf16 within 2e-2 of the largest
output, f32 within 1e-5. The CPU is named in the header.
"""

import argparse
import math
import os
import sys

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))

from rope_mlir import aot, bf16, reference  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from attention_fused import bind  # noqa: E402
from attention_sinks import cpu_name  # noqa: E402
from rotate import Candidate, time_round_robin  # noqa: E402

HEADS, KV_HEADS, D = 16, 4, 128
CASES = (("prefill S=2048 causal", 2048, 2048), ("decode, 8192 cached keys", 1, 8192))
PIPELINES = {
    "fused": "rope-lower-to-llvm=num-threads=1",
    "unfused": ["--rope-lower-to-llvm=num-threads=1 fuse-attention=0"],
}


def unfused_module(name, dtype, sq, skv):
    """The attention as a NoPE layer's export writes it (see the header)."""
    group = HEADS // KV_HEADS
    q = f"tensor<1x{HEADS}x{sq}x{D}x{dtype}>"
    kv = f"tensor<1x{KV_HEADS}x{skv}x{D}x{dtype}>"
    wide = f"tensor<1x{KV_HEADS}x{group}x{skv}x{D}x{dtype}>"
    flat_q, flat_kv = f"tensor<{HEADS}x{sq}x{D}x{dtype}>", f"tensor<{HEADS}x{skv}x{D}x{dtype}>"
    scores = f"tensor<{HEADS}x{sq}x{skv}x{dtype}>"
    scores32 = f"tensor<{HEADS}x{sq}x{skv}xf32>"
    dst = q.replace("tensor", "memref")
    ident = "affine_map<(h, i, j) -> (h, i, j)>"
    ew = f'indexing_maps = [{ident}, {ident}], iterator_types = ["parallel", "parallel", "parallel"]'
    widen = ""
    probs = "%p"
    softmax_in, softmax_type = "%m", scores
    if dtype == "bf16":
        widen = f"""
  %e32 = tensor.empty() : {scores32}
  %m32 = linalg.generic {{{ew}}} ins(%m : {scores}) outs(%e32 : {scores32}) {{
  ^bb0(%x: {dtype}, %o: f32):
    %y = arith.extf %x : {dtype} to f32
    linalg.yield %y : f32
  }} -> {scores32}"""
        softmax_in, softmax_type = "%m32", scores32
    softmax = f"""
  %se = tensor.empty() : {softmax_type}
  %p = linalg.softmax dimension(2) ins({softmax_in} : {softmax_type}) outs(%se : {softmax_type}) -> {softmax_type}"""
    if dtype == "bf16":
        softmax += f"""
  %pn = linalg.generic {{{ew}}} ins(%p : {scores32}) outs(%s0 : {scores}) {{
  ^bb0(%x: f32, %o: {dtype}):
    %y = arith.truncf %x : f32 to {dtype}
    linalg.yield %y : {dtype}
  }} -> {scores}"""
        probs = "%pn"
    return f"""
func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}, %dst: {dst}) attributes {{llvm.emit_c_interface}} {{
  %zero = arith.constant 0.0 : {dtype}
  %ninf = arith.constant {"0xFF80" if dtype == "bf16" else "0xFF800000"} : {dtype}
  %scale = arith.constant {1.0 / math.sqrt(D)} : {dtype}
  %we = tensor.empty() : {wide}
  %kb = linalg.broadcast ins(%k : {kv}) outs(%we : {wide}) dimensions = [2]
  %vb = linalg.broadcast ins(%v : {kv}) outs(%we : {wide}) dimensions = [2]
  %kc = tensor.collapse_shape %kb [[0, 1, 2], [3], [4]] : {wide} into {flat_kv}
  %vc = tensor.collapse_shape %vb [[0, 1, 2], [3], [4]] : {wide} into {flat_kv}
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : {q} into {flat_q}
  %s0e = tensor.empty() : {scores}
  %s0 = linalg.fill ins(%zero : {dtype}) outs(%s0e : {scores}) -> {scores}
  %s = linalg.batch_matmul indexing_maps = [affine_map<(h, i, j, d) -> (h, i, d)>,
         affine_map<(h, i, j, d) -> (h, j, d)>, affine_map<(h, i, j, d) -> (h, i, j)>]
       ins(%qc, %kc : {flat_q}, {flat_kv}) outs(%s0 : {scores}) -> {scores}
  %m = linalg.generic {{{ew}}} ins(%s : {scores}) outs(%s0e : {scores}) {{
  ^bb0(%x: {dtype}, %o: {dtype}):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c = arith.constant {skv - sq} : index
    %last = arith.addi %i, %c : index
    %hide = arith.cmpi ugt, %j, %last : index
    %y = arith.mulf %x, %scale : {dtype}
    %r = arith.select %hide, %ninf, %y : {dtype}
    linalg.yield %r : {dtype}
  }} -> {scores}{widen}{softmax}
  %oe = tensor.empty() : {flat_q}
  %o0 = linalg.fill ins(%zero : {dtype}) outs(%oe : {flat_q}) -> {flat_q}
  %oc = linalg.batch_matmul ins({probs}, %vc : {scores}, {flat_kv}) outs(%o0 : {flat_q}) -> {flat_q}
  %o = tensor.expand_shape %oc [[0, 1], [2], [3]] output_shape [1, {HEADS}, {sq}, {D}] : {flat_q} into {q}
  bufferization.materialize_in_destination %o in restrict writable %dst : ({q}, {dst}) -> ()
  return
}}"""


def module(name, dtype, sq, skv):
    q = f"tensor<1x{HEADS}x{sq}x{D}x{dtype}>"
    kv = f"tensor<1x{KV_HEADS}x{skv}x{D}x{dtype}>"
    dst = q.replace("tensor", "memref")
    return f"""
func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}, %dst: {dst}) attributes {{llvm.emit_c_interface}} {{
  %o = rope.attention %q, %k, %v causal : {q}, {kv}, {kv} -> {q}
  bufferization.materialize_in_destination %o in restrict writable %dst : ({q}, {dst}) -> ()
  return
}}"""


def torch_candidates(torch, dtype, sq, skv, arrays):
    """Hugging Face's eager attention and SDPA, neither rotating."""
    tdt = torch.bfloat16 if dtype == "bf16" else torch.float32
    q, k, v = (torch.from_numpy(a).view(torch.bfloat16) if dtype == "bf16"
               else torch.from_numpy(a) for a in arrays)
    group = HEADS // KV_HEADS
    scale = 1.0 / math.sqrt(D)
    j, i = torch.arange(skv)[None, :], torch.arange(skv - sq, skv)[:, None]
    mask = torch.zeros(sq, skv, dtype=tdt).masked_fill(j > i, torch.finfo(tdt).min)

    def eager():
        kr, vv = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
        scores = torch.matmul(q, kr.transpose(2, 3)) * scale + mask
        probs = torch.softmax(scores, dim=-1, dtype=torch.float32).to(tdt)
        return torch.matmul(probs, vv)

    def sdpa():
        return torch.nn.functional.scaled_dot_product_attention(
            q, k, v, attn_mask=None, is_causal=sq > 1, scale=scale, enable_gqa=True)

    return eager, sdpa


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dtypes", default="f32,bf16")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    import torch
    torch.set_num_threads(1)
    print(f"# {cpu_name()}; 1 thread; heads {HEADS}/{KV_HEADS}, head_dim {D}; "
          f"medians of {args.repeats} rounds, round-robin in one process")
    print("| case | dtype | fused ms | unfused ms | PyTorch eager ms | SDPA ms "
          "| fused x unfused | fused x eager | fused x SDPA |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    failed = False
    rng = np.random.default_rng(0)
    for dtype in args.dtypes.split(","):
        builders = {"fused": module, "unfused": unfused_module}
        libs = {way: aot.compile_module(
                    "\n".join(builders[way](f"case{index}", dtype, sq, skv)
                              for index, (_, sq, skv) in enumerate(CASES)),
                    pipeline=pipeline)
                for way, pipeline in PIPELINES.items()}
        for index, (label, sq, skv) in enumerate(CASES):
            raw = [rng.standard_normal(shape).astype(np.float32) for shape in
                   ((1, HEADS, sq, D), (1, KV_HEADS, skv, D), (1, KV_HEADS, skv, D))]
            if dtype == "bf16":
                arrays = [bf16.float32_to_bf16(a) for a in raw]
                exact = [bf16.bf16_to_float32(a).astype(np.float64) for a in arrays]
            else:
                arrays = raw
                exact = [a.astype(np.float64) for a in arrays]
            want = reference.attention(*exact, None, None, None, causal=True)
            outs = {way: np.zeros((1, HEADS, sq, D),
                                  dtype=np.uint16 if dtype == "bf16" else np.float32)
                    for way in libs}
            timed = {way: bind(lib, f"case{index}", [*arrays, outs[way]])
                     for way, lib in libs.items()}
            eager, sdpa = torch_candidates(torch, dtype, sq, skv, arrays)
            timed.update(eager=eager, sdpa=sdpa)
            tol = 2e-2 if dtype == "bf16" else 1e-5
            errors = {}
            for key, fn in timed.items():
                got = fn()
                got = (outs[key] if key in outs else got.float().numpy())
                got = bf16.bf16_to_float32(got) if got.dtype == np.uint16 else got
                errors[key] = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
            if max(errors.values()) > tol:
                print(f"| {label} | {dtype} | WRONG: " + ", ".join(
                    f"{key} {err:.2e}" for key, err in errors.items())
                    + f" (tolerance {tol:.0e}) |")
                failed = True
                continue
            candidates = [Candidate(key, fn) for key, fn in timed.items()]
            time_round_robin(candidates, warmup=1, repeats=args.repeats)
            ms = {c.name: c.median() * 1e3 for c in candidates}
            print(f"| {label} | {dtype} | {ms['fused']:.2f} | {ms['unfused']:.2f} | "
                  f"{ms['eager']:.2f} | {ms['sdpa']:.2f} | {ms['unfused'] / ms['fused']:.2f} | "
                  f"{ms['eager'] / ms['fused']:.2f} | {ms['sdpa'] / ms['fused']:.2f} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
