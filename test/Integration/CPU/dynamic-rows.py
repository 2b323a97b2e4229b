# RUN: %python %s | FileCheck %s
#
# Element-wise rows of dynamic length through rope-lower-to-llvm, for the
# host and for an AVX2 target (x86-64-v3: 8 lanes, masked loads and stores
# of 32-bit lanes; f16 rests without a 16-bit masked load), against numpy:
# inputs broadcast along rows and along columns, a transposed read, f16
# widened to f32, and a fill; shapes [1, 1], [3, 5], [2, 16], [3, 37],
# [5, 100] and [2, 0] (one tile, a rest only, whole tiles, tiles and a rest,
# an empty row). Exact but for the fused add-multiply (1e-6 relative). The
# AVX2 kernels run only where the host has AVX2 and FMA.
#
# CHECK-NOT: FAIL
# CHECK: host: 24 checks passed
# CHECK: x86-64-v3: {{24 checks passed|not run}}

import os
import re
import subprocess
import sys

import numpy as np

from rope_mlir import aot

M = """
#r = affine_map<(i, j) -> (i, j)>
#t = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (j)>
#col = affine_map<(i, j) -> (i)>
func.func @bcast(%a: tensor<?x?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#r, #row, #col, #r], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %p = arith.mulf %s, %z : f32
    linalg.yield %p : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @transpose(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#t, #r], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @f16_ext(%a: tensor<?x?xf16>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf16>
  %n = tensor.dim %a, %c1 : tensor<?x?xf16>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#r, #r], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf16>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f16, %o: f32):
    %y = arith.extf %x : f16 to f32
    linalg.yield %y : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @fill_dyn(%n: index) -> tensor<3x?xf32> {
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %z = arith.constant 2.5 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x?xf32>) -> tensor<3x?xf32>
  return %f : tensor<3x?xf32>
}
"""

SHAPES = ((1, 1), (3, 5), (2, 16), (3, 37), (5, 100), (2, 0))


def main():
    text = re.sub(r"(func\.func @[^\n]*) \{\n", r"\1 attributes {llvm.emit_c_interface} {\n", M)
    failed = 0
    with open("/proc/cpuinfo") as cpuinfo:
        flags_here = set(next((line for line in cpuinfo if line.startswith("flags")), "").split())
    targets = [("host", "")]
    if {"avx2", "fma"} <= flags_here:
        targets.append(("x86-64-v3", "=target-cpu=x86-64-v3"))
    else:
        print("x86-64-v3: not run (the host lacks AVX2 or FMA)")
    for name, flags in targets:
        pipeline = "rope-lower-to-llvm" + flags
        done = subprocess.run([os.environ.get("ROPE_OPT", "rope-opt"), "--" + pipeline, "-o",
                               os.devnull], input=text, capture_output=True, text=True)
        if done.returncode or done.stderr.strip():
            print(f"FAIL {name}: rope-opt printed {done.stderr[:300]}")
        lib = aot.compile_module(text, pipeline=pipeline)
        rng = np.random.default_rng(0)
        checks = []
        for m, n in SHAPES:
            a = rng.standard_normal((m, n)).astype(np.float32)
            b = rng.standard_normal(n).astype(np.float32)
            c = rng.standard_normal(m).astype(np.float32)
            got = aot.call(lib, "bcast", [a, b, c], [((m, n), np.float32)])
            checks.append((f"bcast {m}x{n}", np.allclose(got, (a + b) * c[:, None], rtol=1e-6)))
            got = aot.call(lib, "transpose", [a], [((n, m), np.float32)])
            checks.append((f"transpose {m}x{n}", np.array_equal(got, a.T)))
            h = a.astype(np.float16)
            got = aot.call(lib, "f16_ext", [h], [((m, n), np.float32)])
            checks.append((f"f16_ext {m}x{n}", np.array_equal(got, h.astype(np.float32))))
            got = aot.call(lib, "fill_dyn", [n], [((3, n), np.float32)])
            checks.append((f"fill 3x{n}", bool(np.all(got == 2.5))))
        bad = [what for what, ok in checks if not ok]
        for what in bad:
            print(f"FAIL {name}: {what}")
        failed += len(bad)
        print(f"{name}: {len(checks) - len(bad)} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
