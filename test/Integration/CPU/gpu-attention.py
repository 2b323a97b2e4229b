# RUN: %python %s | FileCheck %s
#
# The whole GPU lowering of an attention graph (rope-lower-to-nvvm's steps up
# to the kernels), executed on the CPU: the rotations become rope-to-gpu
# kernels, QK^T, the scaling, the decomposed softmax and PV parallel loops on
# rope-gpu-map-parallel-loops' linear grid of 256-thread blocks (the sizes
# are not multiples of 256, so the bounds checks matter);
# rope-gpu-launch-to-loops then runs every gpu.launch as host loops and
# rope-lower-to-llvm compiles the rest. Compared with
# rope_mlir.reference.attention in float64.
#
# CHECK: half: max error {{.*}} ok
# CHECK: interleaved: max error {{.*}} ok

import os
import sys

import numpy as np

from rope_mlir import aot, reference

HEADS, SEQ, DIM = 3, 37, 16
PIPELINE = [
    "rope-to-gpu", "rope-materialize-tables", "rope-to-gpu", "rope-to-linalg",
    "rope-decompose-aggregated-ops",
    "one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "convert-linalg-to-parallel-loops", "rope-gpu-map-parallel-loops",
    "convert-parallel-loops-to-gpu", "rope-gpu-launch-to-loops",
    "rope-lower-to-llvm",
]


def module(layout):
    x = f"tensor<{HEADS}x{SEQ}x{DIM}xf32>"
    s = f"tensor<{HEADS}x{SEQ}x{SEQ}xf32>"
    return f"""
func.func @attention(%q: {x}, %k: {x}, %v: {x}, %pos: tensor<{SEQ}xi64>)
    -> {x} attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {DIM}> -> tensor<{DIM // 2}xf64>
  %qr = rope.rotate %q, %pos, %f layout({layout})
      : {x}, tensor<{SEQ}xi64>, tensor<{DIM // 2}xf64> -> {x}
  %kr = rope.rotate %k, %pos, %f layout({layout})
      : {x}, tensor<{SEQ}xi64>, tensor<{DIM // 2}xf64> -> {x}
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant {1.0 / np.sqrt(DIM)} : f32
  %e = tensor.empty() : {s}
  %z = linalg.fill ins(%zero : f32) outs(%e : {s}) -> {s}
  %raw = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%qr, %kr : {x}, {x}) outs(%z : {s}) -> {s}
  %scaled = linalg.generic {{
      indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>,
                       affine_map<(b, m, n) -> (b, m, n)>],
      iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%raw : {s}) outs(%e : {s}) {{
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %scale : f32
    linalg.yield %m : f32
  }} -> {s}
  %e2 = tensor.empty() : {s}
  %p = linalg.softmax dimension(2) ins(%scaled : {s}) outs(%e2 : {s}) -> {s}
  %e3 = tensor.empty() : {x}
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : {x}) -> {x}
  %o = linalg.batch_matmul ins(%p, %v : {s}, {x}) outs(%z3 : {x}) -> {x}
  return %o : {x}
}}
"""


rng = np.random.default_rng(6)
failed = False
for layout in ("half", "interleaved"):
    lib = aot.compile_module(module(layout), pipeline=PIPELINE,
                             workdir=os.environ.get("ROPE_TEST_WORKDIR"))
    q, k, v = (rng.standard_normal((HEADS, SEQ, DIM)).astype(np.float32)
               for _ in range(3))
    pos = rng.integers(0, 4096, size=SEQ).astype(np.int64)
    out = aot.call(lib, "attention", [q, k, v, pos],
                   [((HEADS, SEQ, DIM), np.float32)])
    ref = reference.attention(q, k, v, pos, reference.inverse_frequencies(DIM),
                              layout)
    error = float(np.abs(out - ref).max())
    ok = error <= 1e-5
    failed |= not ok
    print(f"{layout}: max error {error:.3e} {'ok' if ok else 'FAIL'}")
sys.exit(1 if failed else 0)
