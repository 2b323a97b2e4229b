# RUN: %python %s | FileCheck %s
#
# rope-vectorize-contractions stacks the kernels of the rows left over by
# the full kernels into the block of the full ones when the right operand
# is read in place with rows of 4 KiB or more and the row blocks would run
# in turn (here: the matmul is inside a parallel loop, one batch per
# iteration): all the rows make one block, the full kernels' and then the
# others (vectorize-contractions-long-rows.mlir shows the IR). Compared with float64 numpy: C += A B, every element within
# 2 sqrt(k) eps32 (|c_ij| + |a_i| |b_j|).
#
# CHECK: 64x100x1030: ok
# CHECK: 23x70x1100: ok
# CHECK: 128x37x1024: ok
# CHECK: 13x40x1025: ok

import os
import sys

import numpy as np

from rope_mlir import aot

failed = False
for m, k, n in [(64, 100, 1030), (23, 70, 1100), (128, 37, 1024), (13, 40, 1025)]:
    a_view = f"memref<{m}x{k}xf32, strided<[{k}, 1], offset: ?>>"
    c_view = f"memref<{m}x{n}xf32, strided<[{n}, 1], offset: ?>>"
    source = f"""
func.func @mm(%a: memref<2x{m}x{k}xf32>, %b: memref<{k}x{n}xf32>,
              %c: memref<2x{m}x{n}xf32>) attributes {{llvm.emit_c_interface}} {{
  scf.forall (%i) in (2) {{
    %sa = memref.subview %a[%i, 0, 0] [1, {m}, {k}] [1, 1, 1]
        : memref<2x{m}x{k}xf32> to {a_view}
    %sc = memref.subview %c[%i, 0, 0] [1, {m}, {n}] [1, 1, 1]
        : memref<2x{m}x{n}xf32> to {c_view}
    linalg.matmul ins(%sa, %b : {a_view}, memref<{k}x{n}xf32>) outs(%sc : {c_view})
  }}
  return
}}"""
    lib = aot.compile_module(source, workdir=os.environ.get("ROPE_TEST_WORKDIR"))
    rng = np.random.default_rng(m)
    a = rng.standard_normal((2, m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    c = rng.standard_normal((2, m, n)).astype(np.float32)
    before = c.astype(np.float64)
    aot.call(lib, "mm", [a, b, c], [])
    expected = before + a.astype(np.float64) @ b.astype(np.float64)
    bound = 2 * np.sqrt(k) * np.finfo(np.float32).eps * (
        np.abs(before) + np.linalg.norm(a, axis=-1)[..., :, None] *
        np.linalg.norm(b, axis=0)[None, None, :])
    worst = float(np.max(np.abs(c - expected) / bound))
    ok = worst <= 1.0
    failed |= not ok
    print(f"{m}x{k}x{n}: {'ok' if ok else 'FAIL'} (max error {worst:.3f} of the bound)")
sys.exit(1 if failed else 0)
