# RUN: %python %s | FileCheck %s
#
# Element-wise generics on i1 tensors (the boolean masks torch-mlir builds
# for causal attention: a comparison, an `andi` with a constant true mask, a
# select of 0 / -inf) through rope-lower-to-llvm with and without the
# vectorized CPU strategy, against numpy. LLVM stores a vector of i1 as
# packed bits while an i1 buffer holds a byte per element, so the strategy
# must leave such generics scalar: vectorized, the `andi` once came out
# wrong in all 28 masked entries of an 8 x 8 mask.
#
# CHECK-NOT: FAIL
# CHECK: 4 cases passed

import sys

import numpy as np

from rope_mlir import aot

N = 8
MODULE = f"""
func.func @mask(%j: tensor<1x{N}xi64>, %i: tensor<{N}x1xi64>) -> tensor<{N}x{N}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %zero = arith.constant 0 : i64
  %keep = arith.constant dense<0.000000e+00> : tensor<f32>
  %hide = arith.constant dense<0xFF800000> : tensor<f32>
  %true = arith.constant dense<true> : tensor<{N}x{N}xi1>
  %e64 = tensor.empty() : tensor<{N}x{N}xi64>
  %d = linalg.generic {{indexing_maps = [affine_map<(a, b) -> (0, b)>, affine_map<(a, b) -> (a, 0)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]}}
      ins(%j, %i : tensor<1x{N}xi64>, tensor<{N}x1xi64>) outs(%e64 : tensor<{N}x{N}xi64>) {{
    ^bb0(%x: i64, %y: i64, %o: i64):
      %s = arith.subi %x, %y : i64
      linalg.yield %s : i64
  }} -> tensor<{N}x{N}xi64>
  %e1 = tensor.empty() : tensor<{N}x{N}xi1>
  %c = linalg.generic {{indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]}}
      ins(%d : tensor<{N}x{N}xi64>) outs(%e1 : tensor<{N}x{N}xi1>) {{
    ^bb0(%x: i64, %o: i1):
      %le = arith.cmpi sle, %x, %zero : i64
      linalg.yield %le : i1
  }} -> tensor<{N}x{N}xi1>
  %m = linalg.generic {{indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]}}
      ins(%c, %true : tensor<{N}x{N}xi1>, tensor<{N}x{N}xi1>) outs(%e1 : tensor<{N}x{N}xi1>) {{
    ^bb0(%x: i1, %y: i1, %o: i1):
      %a = arith.andi %x, %y : i1
      linalg.yield %a : i1
  }} -> tensor<{N}x{N}xi1>
  %ef = tensor.empty() : tensor<{N}x{N}xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> ()>, affine_map<(a, b) -> ()>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]}}
      ins(%m, %keep, %hide : tensor<{N}x{N}xi1>, tensor<f32>, tensor<f32>) outs(%ef : tensor<{N}x{N}xf32>) {{
    ^bb0(%x: i1, %k: f32, %h: f32, %o: f32):
      %v = arith.select %x, %k, %h : f32
      linalg.yield %v : f32
  }} -> tensor<{N}x{N}xf32>
  return %r : tensor<{N}x{N}xf32>
}}
"""


def main():
    passed = 0
    cases = 0
    for pipeline in ("rope-lower-to-llvm", "rope-lower-to-llvm=vectorize=0"):
        lib = aot.compile_module(MODULE, pipeline=pipeline)
        for shift in (0, 3):
            j = np.arange(N, dtype=np.int64).reshape(1, N) - shift
            i = np.arange(N, dtype=np.int64).reshape(N, 1)
            want = np.where(j <= i, 0.0, -np.inf)
            got = aot.call(lib, "mask", [j, i], [((N, N), np.float32)])
            wrong = int(np.sum(got != want))
            ok = wrong == 0
            cases += 1
            passed += ok
            print(f"{'ok' if ok else 'FAIL'} {pipeline}, keys shifted by {shift}: "
                  f"{wrong} wrong entries")
    if passed == cases:
        print(f"{passed} cases passed")
        return 0
    print("FAIL")
    return 1


if __name__ == "__main__":
    sys.exit(main())
