# RUN: %python %s | FileCheck %s
#
# Row reductions and element-wise rows of dynamic length through
# rope-lower-to-llvm, against numpy, for lengths 0, 1, 5, 16, 17, 37, 100,
# 4097 and 5000 (no tile, a partial tile, whole tiles, whole tiles and a
# rest, longer than the 4096 a row vector takes):
#   i32 sum, bf16 values summed in f32, a 1-D sum: vectorized (lane-wide
#     partials through the whole tiles, a masked rest);
#   a sum weighted by linalg.index, and an argmax-like reduction with two
#     results: left scalar (partial-reduction tiling cannot take them), and
#     still right;
#   an element-wise row adding linalg.index: peeled tiles, masked rest.
# rope-opt must print nothing for them (no error from an attempted tiling).
# Integer results are exact; f32 sums within 1e-5 of the float64 sum
# relative to the sum of magnitudes; argmax exact.
#
# CHECK-NOT: FAIL
# CHECK: rope-opt: no diagnostics
# CHECK: 54 checks passed

import os
import re
import subprocess
import sys

import numpy as np

from rope_mlir import aot, bf16

MODULE = """
#r = affine_map<(i, j) -> (i, j)>
#o = affine_map<(i, j) -> (i)>
func.func @int_sum(%a: tensor<3x?xi32>, %init: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.reduce ins(%a : tensor<3x?xi32>) outs(%init : tensor<3xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<3xi32>
}
func.func @bf16_sum(%a: tensor<3x?xbf16>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [#r, #o], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<3x?xbf16>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %e = arith.extf %x : bf16 to f32
    %s = arith.addf %e, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @sum_1d(%a: tensor<?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<?xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @index_sum(%a: tensor<3x?xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [#r, #o], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<3x?xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %p = arith.mulf %x, %jf : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @argmax(%a: tensor<4x?xf32>, %init: tensor<4xf32>, %idx: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) {
  %r:2 = linalg.generic {indexing_maps = [#r, #o, #o], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x?xf32>) outs(%init, %idx : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%x: f32, %m: f32, %k: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %gt = arith.cmpf ogt, %x, %m : f32
    %nm = arith.select %gt, %x, %m : f32
    %nk = arith.select %gt, %ji, %k : i64
    linalg.yield %nm, %nk : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64>
}
func.func @index_add(%a: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c1 : tensor<3x?xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %r = linalg.generic {indexing_maps = [#r, #r], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x?xf32>) outs(%e : tensor<3x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %p = arith.addf %x, %jf : f32
    linalg.yield %p : f32
  } -> tensor<3x?xf32>
  return %r : tensor<3x?xf32>
}
"""

LENGTHS = (0, 1, 5, 16, 17, 37, 100, 4097, 5000)


def module_text():
    return re.sub(r"(func\.func @[^\n]*) \{\n", r"\1 attributes {llvm.emit_c_interface} {\n",
                  MODULE)


def close(got, want, magnitude):
    return bool(np.all(np.abs(np.asarray(got, np.float64) - want) <= 1e-5 * (magnitude + 1)))


def main():
    text = module_text()
    rope_opt = os.environ.get("ROPE_OPT", "rope-opt")
    done = subprocess.run([rope_opt, "--rope-lower-to-llvm", "-o", os.devnull], input=text,
                          capture_output=True, text=True)
    quiet = done.returncode == 0 and not done.stderr.strip()
    print(("rope-opt: no diagnostics" if quiet else "FAIL rope-opt printed:\n" + done.stderr))
    lib = aot.compile_module(text)
    rng = np.random.default_rng(5)
    passed = failed = 0

    def report(ok, what):
        nonlocal passed, failed
        passed += ok
        failed += not ok
        if not ok:
            print(f"FAIL {what}")

    for n in LENGTHS:
        # The kernels reduce into their init arguments: pass copies.
        ints = rng.integers(-1000, 1000, (3, n)).astype(np.int32)
        init = rng.integers(-5, 5, 3).astype(np.int32)
        got = aot.call(lib, "int_sum", [ints, init.copy()], [((3,), np.int32)])
        report(np.array_equal(got, init + ints.sum(axis=1, dtype=np.int32)), f"int_sum n={n}")

        values = rng.standard_normal((3, n)).astype(np.float32)
        halves = bf16.float32_to_bf16(values)
        wide = bf16.bf16_to_float32(halves).astype(np.float64)
        start = rng.standard_normal(3).astype(np.float32)
        got = aot.call(lib, "bf16_sum", [halves, start.copy()], [((3,), np.float32)])
        report(close(got, start + wide.sum(axis=1), np.abs(wide).sum()), f"bf16_sum n={n}")

        row = values[0].copy()
        got = aot.call(lib, "sum_1d", [row, np.array(0.5, np.float32)], [((), np.float32)])
        report(close(got, 0.5 + row.astype(np.float64).sum(), np.abs(row).sum()), f"sum_1d n={n}")

        got = aot.call(lib, "index_sum", [values, start.copy()], [((3,), np.float32)])
        weighted = values.astype(np.float64) * np.arange(n)
        report(close(got, start + weighted.sum(axis=1), np.abs(weighted).sum()),
               f"index_sum n={n}")

        scores = rng.standard_normal((4, n)).astype(np.float32)
        floor = np.full(4, -0.5, np.float32)
        best, where = aot.call(lib, "argmax", [scores, floor.copy(), np.full(4, -1, np.int64)],
                               [((4,), np.float32), ((4,), np.int64)])
        padded = np.concatenate([floor[:, None], scores], axis=1)
        want_where = np.argmax(padded, axis=1) - 1  # first maximum; -1: none above the floor
        report(np.array_equal(best, padded.max(axis=1)) and np.array_equal(where, want_where),
               f"argmax n={n}")

        got = aot.call(lib, "index_add", [values], [((3, n), np.float32)])
        report(np.array_equal(got, values + np.arange(n, dtype=np.float32)), f"index_add n={n}")
    print(f"{passed} checks passed" + (f", {failed} FAILED" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
