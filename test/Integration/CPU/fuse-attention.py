# RUN: %python %s | FileCheck %s
#
# rope-fuse-attention end to end: every function of the fusion tests
# (test/Dialect/Rope/fuse-attention.mlir: each attention form the matcher
# recognizes; fuse-attention-kv-cache.mlir and -softcap.mlir: KV caches and
# logit soft-capping, without their near-misses; fuse-attention-torch-sdpa.mlir: torch-mlir's export of a Hugging
# Face Llama attention layer with SDPA, its rotations as rope-raise makes
# them; fuse-attention-torch-dynamic.mlir: the same layer exported with a
# dynamic sequence length) is compiled twice with rope-lower-to-llvm: fused (the default) and
# with fuse-attention=0 (the graph as written, through the same CPU strategy).
# Both run on the same random inputs (shapes from the signatures the library
# records; dynamic sizes 37; positions 0..49) and must agree (NaN where the
# unfused graph has NaN, a query that sees no key): relative to the
# largest |output|, 2e-5 in f32 and 2e-2 in bf16 (the unfused graph rounds
# the scores and probabilities to bf16, the fused op keeps them in f32).
# Every function must actually have been fused (rope.attention in
# rope-opt --rope-fuse-attention's output).
#
# CHECK-NOT: FAIL
# CHECK: ok llama_sdpa_attention
# CHECK: ok llama_sdpa_dynamic
# CHECK: fused and unfused agree on {{[0-9]+}} functions

import os
import re
import subprocess
import sys

import numpy as np

from rope_mlir import aot, bf16

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "..", "..", "Dialect", "Rope")
FILES = ["fuse-attention.mlir", "fuse-attention-kv-cache.mlir", "fuse-attention-softcap.mlir",
         "fuse-attention-torch-sdpa.mlir",
         "fuse-attention-torch-dynamic.mlir"]
DYNAMIC = 37


def fused_functions(text):
    """Names of the functions whose output after rope-fuse-attention holds a
    rope.attention."""
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


def make_argument(entry, rng):
    shape = tuple(DYNAMIC if d == -1 else d for d in entry.get("shape", []))
    kind, element = entry["kind"], entry["type"]
    if kind == "scalar":
        return 3 if element in ("index", "i64", "i32") else np.float32(1.1)
    if element.startswith("i") or element == "index":
        return rng.integers(0, 50, size=shape).astype(
            {"i8": np.int8, "i16": np.int16, "i32": np.int32}.get(element, np.int64))
    values = rng.standard_normal(shape).astype(np.float32)
    if element == "bf16":
        return bf16.float32_to_bf16(values)
    return values.astype({"f32": np.float32, "f16": np.float16,
                          "f64": np.float64}[element])


def as_float(array, element):
    if element == "bf16":
        return bf16.bf16_to_float32(array).astype(np.float64)
    return array.astype(np.float64)


def main():
    rng = np.random.default_rng(11)
    failures, agreed = 0, 0
    # Each test case (between `// -----` lines) is a module of its own.
    chunks = [chunk for name in FILES
              for chunk in open(os.path.join(TESTS, name)).read().split("\n// -----\n")
              if "func.func" in chunk]
    for text in chunks:
        # The near-misses of the KV-cache tests are not fused, by design.
        if "// Near-miss" in text:
            continue
        fused_names = fused_functions(text)
        fused = aot.compile_module(text)
        unfused = aot.compile_module(
            text, pipeline="rope-lower-to-llvm=fuse-attention=0")
        for function in re.findall(r"func\.func @(\w+)", text):
            signature = aot.signature(fused, function)
            results = signature["results"]
            if len(results) != 1:
                continue
            args = [make_argument(entry, rng) for entry in signature["args"]]
            result = results[0]
            element = result["type"]
            # A dynamic result size is the dynamic size of the arguments,
            # or (all arguments static, a tensor.cast in the graph) the
            # query's size in that dimension.
            static_args = all(-1 not in entry.get("shape", [])
                              for entry in signature["args"])
            query_shape = signature["args"][0]["shape"]
            shape = tuple((query_shape[i] if static_args else DYNAMIC)
                          if d == -1 else d
                          for i, d in enumerate(result["shape"]))
            dtype = {"f32": np.float32, "bf16": np.uint16, "f16": np.float16,
                     "f64": np.float64}[element]
            a = as_float(aot.call(fused, function, args, [(shape, dtype)]), element)
            b = as_float(aot.call(unfused, function, args, [(shape, dtype)]), element)
            # Queries that see no key (a strict causal mask's first row) are
            # NaN in both; everything else must be finite and agree.
            nan = np.isnan(b)
            same_nan = bool(np.array_equal(np.isnan(a), nan))
            a, b = np.where(nan, 0.0, a), np.where(nan, 0.0, b)
            scale = max(float(np.max(np.abs(b))), 1e-30)
            err = float(np.max(np.abs(a - b))) / scale
            tol = 2e-2 if element == "bf16" else 2e-5
            ok = (function in fused_names and err <= tol and same_nan and
                  bool(np.all(np.isfinite(a))))
            failures += not ok
            agreed += ok
            print(f"{'ok' if ok else 'FAIL'} {function}: "
                  f"{'fused' if function in fused_names else 'NOT FUSED'}, "
                  f"max |fused - unfused| / max |unfused| = {err:.1e} "
                  f"(tolerance {tol:.0e})")
    if failures:
        print("FAIL")
        return 1
    print(f"fused and unfused agree on {agreed} functions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
