#!/usr/bin/env python3
"""Run: `bash bench/setup-venv.sh`, then `build/bench-venv/bin/python bench/attention_sinks.py`.

Prints one table: gpt-oss-shaped attention with attention sinks on CPU
(grouped-query heads 16/2, head_dim 64, half layout, YaRN's attention
factor left out: the default schedule), 1 thread, f32 and bf16:

  cases    prefill S = 2048 causal (a full-attention layer), prefill
           S = 2048 causal with a sliding window of 128 keys (a sliding
           layer), decode (1 query at position S - 1) against a cache of
           8192 rotated keys
  rows     rope-mlir fused with sinks (`rope.attention ... sinks(%s)`),
           rope-mlir fused without sinks (the same op: what the sinks
           cost), PyTorch eager as Hugging Face's gpt-oss runs it
           (rotation of the split halves, matmul, additive mask,
           cat([scores, sinks]), the shift by the row maximum, softmax,
           [..., :-1], matmul), PyTorch scaled_dot_product_attention
           after the same rotation, which has no sinks (a bound, not the
           same computation)
  columns  ms per call (median of the rounds after one warm-up round,
           candidates timed round-robin in one process, the order rotated
           each round by rotate.time_round_robin), x eager (eager's time / this one's), x SDPA

rope-mlir with sinks is checked against rope_mlir.reference.attention
(float64) before it is timed (bf16 within 2e-2 of the largest output, f32
within 1e-5), PyTorch eager within 50 times that (its float32 angles are
~1e-4 off at position 8191). The CPU is named in the header.
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
from rotate import Candidate, time_round_robin  # noqa: E402

HEADS, KV_HEADS, D = 16, 2, 64
CASES = (("prefill causal", 2048, 2048, ""),
         ("prefill causal window(128)", 2048, 2048, " window(128)"),
         ("decode, 8192 cached keys", 1, 8192, ""))


def cpu_name():
    fields = {}
    with open("/proc/cpuinfo") as f:
        for line in f:
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
    flags = set(fields.get("flags", "").split())
    has = [f for f in ("avx512f", "avx512_bf16", "amx_bf16") if f in flags]
    return (f"{fields.get('model name', 'unknown CPU')} (family {fields.get('cpu family', '?')}, "
            f"model {fields.get('model', '?')}; {', '.join(has) or 'no AVX-512'})")


def module(name, dtype, sq, skv, window, sinks):
    q = f"tensor<1x{HEADS}x{sq}x{D}x{dtype}>"
    kv = f"tensor<1x{KV_HEADS}x{skv}x{D}x{dtype}>"
    s = f"tensor<{HEADS}x{dtype}>"
    decode = sq == 1
    positions = "%qp" if decode else "%qp, %kp"
    types = "index" if decode else f"tensor<{sq}xi64>, tensor<{skv}xi64>"
    attrs = ("" if decode else " causal") + window + (f" sinks(%s : {s})" if sinks else "")
    dst = q.replace("tensor", "memref")
    return f"""
func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}, %qp: {"index" if decode else f"tensor<{sq}xi64>"},
                  %kp: tensor<{skv}xi64>, %s: {s}, %dst: {dst}) attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {D}> -> tensor<{D // 2}xf64>
  %o = rope.attention %q, %k, %v positions({positions}) frequencies(%f) layout(half){attrs}
     : {q}, {kv}, {kv}, tensor<{D // 2}xf64>, {types} -> {q}
  bufferization.materialize_in_destination %o in restrict writable %dst : ({q}, {dst}) -> ()
  return
}}"""


def torch_candidates(torch, dtype, sq, skv, window, arrays, sinks):
    """Hugging Face's gpt-oss eager attention (and SDPA without sinks) after
    its rotation of the split halves, cos/sin from float32 angles."""
    tdt = torch.bfloat16 if dtype == "bf16" else torch.float32
    q, k, v = (torch.from_numpy(a).view(torch.bfloat16) if dtype == "bf16"
               else torch.from_numpy(a) for a in arrays)
    s = (torch.from_numpy(sinks).view(torch.bfloat16) if dtype == "bf16"
         else torch.from_numpy(sinks))
    inv_freq = torch.from_numpy(reference.inverse_frequencies(D).astype(np.float32))
    kpos = torch.arange(skv)
    qpos = kpos[skv - sq:]
    group = HEADS // KV_HEADS
    scale = 1.0 / math.sqrt(D)
    decode = sq == 1
    mask = None
    if not decode:  # HF's additive mask, built once per forward
        j, i = torch.arange(skv)[None, :], qpos[:, None]
        hidden = j > i
        if window:
            hidden |= j <= i - 128
        mask = torch.zeros(sq, skv, dtype=tdt).masked_fill(hidden, torch.finfo(tdt).min)

    def rotate(x, positions):
        angles = positions[:, None].float() * inv_freq
        cos, sin = angles.cos().to(tdt), angles.sin().to(tdt)
        first, second = torch.chunk(x, 2, dim=-1)
        return torch.cat((first * cos - second * sin, second * cos + first * sin), dim=-1)

    def rotated():
        return rotate(q, qpos), (k if decode else rotate(k, kpos))

    def eager():
        qr, kr = rotated()
        kr, vv = kr.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
        scores = torch.matmul(qr, kr.transpose(2, 3)) * scale
        if mask is not None:
            scores = scores + mask
        column = s.reshape(1, -1, 1, 1).expand(1, -1, sq, -1)
        logits = torch.cat([scores, column], dim=-1)
        logits = logits - logits.max(dim=-1, keepdim=True).values
        probs = torch.softmax(logits, dim=-1, dtype=logits.dtype)[..., :-1]
        return torch.matmul(probs, vv)

    def sdpa():
        qr, kr = rotated()
        return torch.nn.functional.scaled_dot_product_attention(
            qr, kr, v, attn_mask=None if mask is None else mask, scale=scale,
            enable_gqa=True)

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
    print("| case | dtype | rope-mlir sinks ms | rope-mlir no sinks ms | PyTorch eager (sinks) ms "
          "| SDPA (no sinks) ms | sinks x eager | sinks x SDPA | sinks / no sinks |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    failed = False
    rng = np.random.default_rng(0)
    for dtype in args.dtypes.split(","):
        text, entries = [], []
        for index, (label, sq, skv, window) in enumerate(CASES):
            for sinks in (True, False):
                name = f"case{index}_{'s' if sinks else 'n'}"
                text.append(module(name, dtype, sq, skv, window, sinks))
        lib = aot.compile_module("\n".join(text), pipeline="rope-lower-to-llvm=num-threads=1")
        for index, (label, sq, skv, window) in enumerate(CASES):
            raw = [rng.standard_normal(shape).astype(np.float32) for shape in
                   ((1, HEADS, sq, D), (1, KV_HEADS, skv, D), (1, KV_HEADS, skv, D))]
            raw_sinks = rng.uniform(-1.0, 3.0, HEADS).astype(np.float32)
            if dtype == "bf16":
                arrays = [bf16.float32_to_bf16(a) for a in raw]
                sinks = bf16.float32_to_bf16(raw_sinks)
                exact = [bf16.bf16_to_float32(a).astype(np.float64) for a in arrays]
                sinks64 = bf16.bf16_to_float32(sinks).astype(np.float64)
                out_dtype = np.uint16
            else:
                arrays, sinks = raw, raw_sinks
                exact = [a.astype(np.float64) for a in arrays]
                sinks64 = sinks.astype(np.float64)
                out_dtype = np.float32
            kpos = np.arange(skv, dtype=np.int64)
            qpos = kpos[skv - sq:]
            # The keys of the decode case are a cache of rotated keys.
            if sq == 1:
                keys64 = reference.rotate(exact[1], kpos, reference.inverse_frequencies(D), "half")
                kr = keys64.astype(np.float32)
                arrays[1] = bf16.float32_to_bf16(kr) if dtype == "bf16" else kr
                exact[1] = (bf16.bf16_to_float32(arrays[1]) if dtype == "bf16"
                            else arrays[1]).astype(np.float64)
            want = reference.attention(
                *exact, qpos, reference.inverse_frequencies(D), "half", k_positions=kpos,
                keys_rotated=sq == 1, causal=sq != 1, window=128 if window else None,
                sinks=sinks64)
            out = np.zeros((1, HEADS, sq, D), dtype=out_dtype)
            qarg = int(qpos[0]) if sq == 1 else qpos
            calls = {tag: bind(lib, f"case{index}_{tag}", [*arrays, qarg, kpos, sinks, out])
                     for tag in ("s", "n")}
            eager, sdpa = torch_candidates(torch, dtype, sq, skv, window, arrays, sinks)
            tol = 2e-2 if dtype == "bf16" else 1e-5
            calls["s"]()
            got = bf16.bf16_to_float32(out) if dtype == "bf16" else out
            err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
            torch_err = float(np.max(np.abs(eager().float().numpy() - want)) / np.max(np.abs(want)))
            # Eager's own float32 angles (position * inv_freq rounded to
            # f32) put it up to ~1e-4 from float64 at position 8191: a
            # looser check that it computes the same attention.
            if err > tol or torch_err > 50 * tol:
                print(f"| {label} | {dtype} | WRONG: rope-mlir {err:.2e}, eager {torch_err:.2e} "
                      f"(tolerance {tol:.0e}) |")
                failed = True
                continue
            timed = {"s": calls["s"], "n": calls["n"], "eager": eager, "sdpa": sdpa}
            candidates = [Candidate(key, fn) for key, fn in timed.items()]
            time_round_robin(candidates, warmup=1, repeats=args.repeats)
            ms = {c.name: c.median() * 1e3 for c in candidates}
            print(f"| {label} | {dtype} | {ms['s']:.2f} | {ms['n']:.2f} | {ms['eager']:.2f} | "
                  f"{ms['sdpa']:.2f} | {ms['eager'] / ms['s']:.2f} | {ms['sdpa'] / ms['s']:.2f} | "
                  f"{ms['s'] / ms['n']:.3f} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
