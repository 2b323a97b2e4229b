# RUN: %python %s | FileCheck %s
#
# rope-fuse-attention on attention as deployed models write it (issue 16):
# every function of the lit tests fuse-attention-finite-mask.mlir,
# -kv-cache.mlir, -mla.mlir, -bf16.mlir and -dynamic-gqa.mlir is compiled
# with rope-lower-to-llvm fused (the default) and with fuse-attention=0 (the
# graph as written), run on the same random inputs, and compared with a
# numpy float64 evaluation of what the graph computes (REFERENCES below).
# Errors are relative to the largest |reference|; both compilations must be
# within 1e-4 in f32, 5e-3 in f16 and 3e-2 in bf16 (the unfused graph
# rounds the scores and probabilities; the fused op computes in f32). Each
# function must be fused, or not, as EXPECT_UNFUSED says.
#
# The finite-mask cases use inputs scaled by 80, so that visible scores fall
# below -1e4: a mask of -1e4 fused as -inf is then far from the graph (max
# error about 1 relative), which is why it is refused.
#
# CHECK-NOT: FAIL
# CHECK: ok select_minus_1e4: not fused
# CHECK: ok decode_dynamic_cache: fused
# CHECK: ok static_cache_runtime_position: fused
# CHECK: ok static_cache_runtime_positions_per_query: fused
# CHECK: ok per_query_scaled: fused
# CHECK: ok per_query_plus_index: not fused
# CHECK: ok symbolic_past_length: fused
# CHECK: ok mla: fused
# CHECK: ok mla_insert_slices: fused
# CHECK: ok eager_bf16: fused
# CHECK: ok dynamic_gqa: fused
# CHECK: all {{[0-9]+}} functions agree with the float64 reference

import os
import re
import subprocess
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "..", "..", "Dialect", "Rope")
FILES = ["fuse-attention-finite-mask.mlir", "fuse-attention-kv-cache.mlir",
         "fuse-attention-mla.mlir", "fuse-attention-bf16.mlir",
         "fuse-attention-dynamic-gqa.mlir"]
DYNAMIC = 5
EXPECT_UNFUSED = {"select_minus_1e4", "additive_minus_1e4",
                  "static_cache_runtime_position_per_head", "keys_split_elsewhere",
                  "per_query_plus_index", "f32_softmax_in_f64"}
INPUT_SCALE = {"select_lowest_f32": 80.0, "select_minus_1e4": 80.0,
               "additive_minus_1e4": 80.0}
TOLERANCE = {"f32": 1e-4, "f16": 5e-3, "bf16": 3e-2}


def rot(x, pos, layout="half"):
    return reference.rotate(x, pos, reference.inverse_frequencies(x.shape[-1]),
                            layout)


def attend(q, k, v, scale, diagonal=None, hidden=None, additive=False):
    """softmax(scale * q k^T, keys j > i + diagonal hidden) v, in float64.
    hidden: the value of a hidden score (-inf if None); additive: the graph
    adds it to the score instead of selecting it."""
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if diagonal is not None:
        i = np.arange(s.shape[-2])[:, None]
        j = np.arange(s.shape[-1])[None, :]
        masked = j > i + diagonal
        if hidden is None:
            s = np.where(masked, -np.inf, s)
        elif additive:
            s = np.where(masked, s + hidden, s)
        else:
            s = np.where(masked, hidden, s)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    return np.matmul(w / w.sum(axis=-1, keepdims=True), v)


def static_cache(cache, new, at):
    cache = cache.copy()
    cache[:, at:at + new.shape[1]] = new
    return cache


def attend_below(q, k, v, last):
    """softmax(q k^T, keys j > last[row] hidden by the lowest f32) v, with
    `last` broadcast against the [heads, queries] rows of the scores."""
    s = np.matmul(q, np.swapaxes(k, -1, -2))
    j = np.arange(s.shape[-1])
    s = np.where(j > np.asarray(last)[..., None], np.finfo(np.float32).min, s)
    w = np.exp(s - s.max(axis=-1, keepdims=True))
    return np.matmul(w / w.sum(axis=-1, keepdims=True), v)


REFERENCES = {
    "select_lowest_f32": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 1.0, 0),
    "select_minus_1e4": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 1.0, 0,
                                                  hidden=-1e4),
    "additive_minus_1e4": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 1.0, 0,
                                                    hidden=-1e4, additive=True),
    "select_lowest_f16": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 1.0, 0),
    "decode_dynamic_cache": lambda q, k, v, pk, pv, p: attend(
        rot(q, p), np.concatenate([pk, rot(k, p)], 1), np.concatenate([pv, v], 1),
        np.float32(0.353553385)),
    "chunked_prefill": lambda q, k, v, pk, pv, p: attend(
        rot(q, p), np.concatenate([pk, rot(k, p)], 1), np.concatenate([pv, v], 1),
        1.0, 4),
    "decode_static_cache": lambda q, k, v, ck, cv, p: attend(
        rot(q, p), static_cache(ck, rot(k, p), 5), static_cache(cv, v, 5), 1.0, 5),
    "static_cache_runtime_position": lambda q, k, v, ck, cv, p: attend(
        rot(q, p), static_cache(ck, rot(k, p), 5), static_cache(cv, v, 5), 1.0,
        int(p[0])),
    "static_cache_runtime_positions_per_query": lambda q, k, v, ck, cv, p: attend_below(
        rot(q, p), static_cache(ck, rot(k, p), 5), static_cache(cv, v, 5), p[None, :]),
    # Random positions in 0..49: the chunk's cache positions are not
    # consecutive, and rope.attention's limits must follow them as given.
    # Symbolic lengths (each DYNAMIC): the mask's diagonal is the past length.
    "symbolic_past_length": lambda q, k, v, pk, pv, p: attend(
        rot(q, p), np.concatenate([pk, rot(k, p)], 1), np.concatenate([pv, v], 1),
        1.0, pk.shape[1], hidden=np.finfo(np.float32).min),
    "per_query_scaled": lambda q, k, v, qp, p: attend_below(
        rot(q, qp), k, v, 2 * p[0] + 1),
    "per_query_plus_index": lambda q, k, v, qp, p: attend_below(
        rot(q, qp), k, v, p + np.arange(p.shape[0])),
    "static_cache_runtime_position_per_head": lambda q, k, v, ck, cv, p, n: attend_below(
        rot(q, p), static_cache(ck, rot(k, p), 5), static_cache(cv, v, 5), n[:, None]),
    "prefill_returns_rotated_keys": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v,
                                                              1.0),
    "mla": lambda qn, qp, kn, kp, v, p: attend(
        np.concatenate([qn, rot(qp, p, "interleaved")], -1),
        np.concatenate([kn, np.broadcast_to(rot(kp, p, "interleaved"), (2, 4, 4))], -1),
        v, np.float32(0.288675129), 0),
    "mla_insert_slices": lambda qn, qp, kn, kp, v, p: attend(
        np.concatenate([qn, rot(qp, p, "interleaved")], -1),
        np.concatenate([kn, np.broadcast_to(rot(kp, p, "interleaved"), (2, 4, 4))], -1),
        v, np.float32(0.288675129), 0),
    "rotated_first": lambda qn, qp, kn, kp, v, p: attend(
        np.concatenate([rot(qp, p), qn], -1), np.concatenate([rot(kp, p), kn], -1),
        v, 1.0),
    "keys_split_elsewhere": lambda qn, qp, kn, kp, v, p: attend(
        np.concatenate([qn, rot(qp, p)], -1), np.concatenate([kn, kp], -1), v, 1.0),
    "eager_bf16": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 0.353515625, 0),
    "eager_f16": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 0.353515625, 0),
    "torch_mlir_bf16": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 0.353515625,
                                                 0),
    "resource_mask_bf16": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v,
                                                    0.353515625, 0),
    "f32_softmax_in_f64": lambda q, k, v, p: attend(rot(q, p), rot(k, p), v, 1.0),
    "dynamic_gqa": lambda q, k, v, p: attend(
        rot(q, p), np.repeat(rot(k, p), 2, axis=1), np.repeat(v, 2, axis=1), 1.0),
}


def fused_functions(text):
    """Names of the functions that hold a rope.attention after
    rope-fuse-attention."""
    out = subprocess.run([aot.find_opt_tool(), "-", "--rope-fuse-attention",
                          "--mlir-print-op-on-diagnostic=false"], input=text,
                         capture_output=True, text=True, check=True).stdout
    names, current = set(), None
    for line in out.splitlines():
        m = re.search(r"func\.func @(\w+)", line)
        if m:
            current = m.group(1)
        elif "rope.attention" in line and current:
            names.add(current)
    return names


def make_argument(entry, rng, scale):
    """The argument as passed and as float64 (the rounded values)."""
    shape = tuple(DYNAMIC if d == -1 else d for d in entry.get("shape", []))
    element = entry["type"]
    if element.startswith("i") or element == "index":
        value = rng.integers(0, 50, size=shape).astype(
            np.int32 if element == "i32" else np.int64)
        return value, value
    values = (rng.standard_normal(shape) * scale).astype(np.float32)
    if element == "bf16":
        bits = bf16.float32_to_bf16(values)
        return bits, bf16.bf16_to_float32(bits).astype(np.float64)
    given = values.astype({"f32": np.float32, "f16": np.float16}[element])
    return given, given.astype(np.float64)


def result_specs(signature):
    specs = []
    for entry in signature["results"]:
        shape = tuple(DYNAMIC if d == -1 else d for d in entry["shape"])
        dtype = {"f32": np.float32, "bf16": np.uint16, "f16": np.float16}[entry["type"]]
        specs.append((shape, dtype))
    return specs


def first_result(out, element):
    if isinstance(out, tuple):
        out = out[0]
    if element == "bf16":
        return bf16.bf16_to_float32(out).astype(np.float64)
    return out.astype(np.float64)


def main():
    rng = np.random.default_rng(16)
    failures, count = 0, 0
    chunks = [chunk for name in FILES
              for chunk in open(os.path.join(TESTS, name)).read().split("\n// -----\n")
              if "func.func" in chunk]
    for text in chunks:
        fused_names = fused_functions(text)
        fused = aot.compile_module(text)
        unfused = aot.compile_module(text, pipeline="rope-lower-to-llvm=fuse-attention=0")
        for function in re.findall(r"func\.func @(\w+)", text):
            signature = aot.signature(fused, function)
            scale = INPUT_SCALE.get(function, 1.0)
            pairs = [make_argument(entry, rng, scale) for entry in signature["args"]]
            args = [given for given, _ in pairs]
            exact = REFERENCES[function](*[value for _, value in pairs])
            element = signature["results"][0]["type"]
            specs = result_specs(signature)
            a = first_result(aot.call(fused, function, args, specs), element)
            b = first_result(aot.call(unfused, function, args, specs), element)
            norm = max(float(np.max(np.abs(exact))), 1e-30)
            err_fused = float(np.max(np.abs(a - exact))) / norm
            err_unfused = float(np.max(np.abs(b - exact))) / norm
            err_between = float(np.max(np.abs(a - b))) / norm
            is_fused = function in fused_names
            tol = TOLERANCE[element]
            ok = (is_fused != (function in EXPECT_UNFUSED) and err_fused <= tol and
                  err_unfused <= tol)
            failures += not ok
            count += 1
            print(f"{'ok' if ok else 'FAIL'} {function}: "
                  f"{'fused' if is_fused else 'not fused'}; max error / max |ref|: "
                  f"fused {err_fused:.1e}, unfused {err_unfused:.1e}, "
                  f"fused vs unfused {err_between:.1e} (tolerance {tol:.0e}, {element})")
    if failures:
        print("FAIL")
        return 1
    print(f"all {count} functions agree with the float64 reference")
    return 0


if __name__ == "__main__":
    sys.exit(main())
