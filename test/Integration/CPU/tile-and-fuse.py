# RUN: %python %s | FileCheck %s
#
# The TilingInterface of the rotations, run: modules are transformed by an
# upstream transform schedule (Inputs/*_schedule.mlir, preloaded) before
# rope-lower-to-llvm, compiled through rope_mlir.aot, and compared with the
# float64 numpy reference.
#   * fuse: QK^T tiled by (head, 16 queries) with the rotations of Q and K
#     fused into the tiles (the query offset moves with each tile).
#   * tile: rotations tiled by (1, 5, 8): sequence tiles that do not divide
#     the length and head tiles that split pairs apart.
# Tolerance: 1e-5 absolute for rotations of N(0, 1) data, 1e-4 for the
# 32-term dot products of the scores.
#
# CHECK-NOT: FAIL
# CHECK: 6 cases passed

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
from rope_mlir import aot, reference  # noqa: E402

F = reference.inverse_frequencies(32)
FREQS = ", ".join(repr(float(v)) for v in F)


def schedule_flags(name):
    path = os.path.join(HERE, "Inputs", name)
    return [f"--transform-preload-library=transform-library-paths={path}",
            "--transform-interpreter", "--rope-lower-to-llvm"]


FUSE_MODULE = f"""
func.func @scores(%q: tensor<4x48x32xf32>, %k: tensor<4x48x32xf32>, %off: index,
                  %pos: tensor<48xi64>, %layout_half: i1) -> tensor<4x48x48xf32>
    attributes {{llvm.emit_c_interface}} {{
  %f = arith.constant dense<[{FREQS}]> : tensor<16xf64>
  %qr = rope.rotate %q, %off, %f layout(half) : tensor<4x48x32xf32>, index, tensor<16xf64> -> tensor<4x48x32xf32>
  %kr = rope.rotate %k, %pos, %f layout(half) : tensor<4x48x32xf32>, tensor<48xi64>, tensor<16xf64> -> tensor<4x48x32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x48x48xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
  %s = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<4x48x32xf32>, tensor<4x48x32xf32>)
      outs(%z : tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
  return %s : tensor<4x48x48xf32>
}}
"""

TILE_MODULE = f"""
func.func @rotate(%x: tensor<3x12x32xf32>, %pos: tensor<3x12xi64>) -> tensor<3x12x32xf32>
    attributes {{llvm.emit_c_interface}} {{
  %f = arith.constant dense<[{FREQS}]> : tensor<16xf64>
  %r = rope.rotate %x, %pos, %f layout(interleaved) inverse : tensor<3x12x32xf32>, tensor<3x12xi64>, tensor<16xf64> -> tensor<3x12x32xf32>
  return %r : tensor<3x12x32xf32>
}}
func.func @partial(%x: tensor<3x12x32xf32>, %off: i32) -> tensor<3x12x32xf32>
    attributes {{llvm.emit_c_interface}} {{
  %f = arith.constant dense<[{", ".join(repr(float(v)) for v in reference.inverse_frequencies(20))}]> : tensor<10xf64>
  %r = rope.rotate %x, %off, %f layout(half) rotary_dim(20) : tensor<3x12x32xf32>, i32, tensor<10xf64> -> tensor<3x12x32xf32>
  return %r : tensor<3x12x32xf32>
}}
func.func @tables(%x: tensor<3x12x32xf32>, %c: tensor<12x16xf32>, %s: tensor<12x16xf32>) -> tensor<3x12x32xf32>
    attributes {{llvm.emit_c_interface}} {{
  %r = rope.rotate_with_tables %x, %c, %s layout(half) : tensor<3x12x32xf32>, tensor<12x16xf32>, tensor<12x16xf32> -> tensor<3x12x32xf32>
  return %r : tensor<3x12x32xf32>
}}
"""


def check(name, got, want, tol):
    err = float(np.max(np.abs(got.astype(np.float64) - want)))
    ok = err <= tol
    print(f"{'ok' if ok else 'FAIL'} {name}: max abs err {err:.2e} (tolerance {tol:.0e})")
    return ok


def main():
    rng = np.random.default_rng(7)
    results = []

    lib = aot.compile_module(FUSE_MODULE, pipeline=schedule_flags("fuse_qk_schedule.mlir"))
    q, k = (rng.standard_normal((4, 48, 32)).astype(np.float32) for _ in range(2))
    for off in (0, 1000):
        pos = (np.arange(48) * 3 + 5).astype(np.int64)
        got = aot.call(lib, "scores", [q, k, off, pos, 1], results=[((4, 48, 48), np.float32)])
        qr = reference.rotate(q, off, F, "half")
        kr = reference.rotate(k, pos, F, "half")
        results.append(check(f"fused QK^T, query offset {off}", got, qr @ np.swapaxes(kr, -1, -2), 1e-4))

    lib = aot.compile_module(TILE_MODULE, pipeline=schedule_flags("tile_rotations_schedule.mlir"))
    x = rng.standard_normal((3, 12, 32)).astype(np.float32)
    pos = rng.integers(0, 5000, size=(3, 12)).astype(np.int64)
    got = aot.call(lib, "rotate", [x, pos], results=[((3, 12, 32), np.float32)])
    results.append(check("tiled interleaved inverse, [batch, seq] positions", got,
                         reference.rotate(x, pos, F, "interleaved", inverse=True), 1e-5))
    for off in (0, 77):
        got = aot.call(lib, "partial", [x, np.int32(off)], results=[((3, 12, 32), np.float32)])
        results.append(check(f"tiled partial rotary 20 of 32, offset {off}", got,
                             reference.rotate(x, off, reference.inverse_frequencies(20), "half",
                                              rotary_dim=20), 1e-5))
    angles = np.arange(12)[:, None] * F
    cos, sin = np.cos(angles).astype(np.float32), np.sin(angles).astype(np.float32)
    got = aot.call(lib, "tables", [x, cos, sin], results=[((3, 12, 32), np.float32)])
    results.append(check("tiled rotate_with_tables", got,
                         reference.rotate_with_tables(x, cos.astype(np.float64),
                                                      sin.astype(np.float64), "half"), 1e-5))

    if all(results):
        print(f"{len(results)} cases passed")
        return 0
    print("FAIL")
    return 1


if __name__ == "__main__":
    sys.exit(main())
