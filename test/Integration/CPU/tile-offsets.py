# RUN: %python %s | FileCheck %s
#
# Tiling a rotation with a start offset of every integer type gives the same
# result as the untiled rotation: each 64-position tile adds its start to the
# offset in i64, as the untiled lowering does. An i8 offset of 100 and an i32
# offset near 2^31 once wrapped from the second tile on. Both libraries are
# compared bit for bit, and with the float64 reference.
#
# CHECK-NOT: FAIL
# CHECK: 7 cases passed

import os
import sys

import numpy as np

from rope_mlir import aot, reference

HERE = os.path.dirname(os.path.abspath(__file__))
SEQ, HEAD = 192, 16
F = reference.inverse_frequencies(HEAD, base=10000.0) * 1e-3
FREQS = ", ".join(f"{v:.17e}" for v in F)
CASES = [("i8", 100), ("i8", -128), ("i16", 32700), ("i32", 2**31 - 100),
         ("i64", 2**40), ("index", 5000), ("index", 2**33)]


def function(ty):
    """@rotate_<ty> takes the offset as i64 (index for index) and narrows it."""
    arg = "index" if ty == "index" else "i64"
    narrow = ("" if ty in ("index", "i64") else
              f"%off = arith.trunci %arg : i64 to {ty}")
    offset = "%arg" if not narrow else "%off"
    return f"""
func.func @rotate_{ty}(%x: tensor<{SEQ}x{HEAD}xf32>, %arg: {arg}) -> tensor<{SEQ}x{HEAD}xf32>
    attributes {{llvm.emit_c_interface}} {{
  {narrow}
  %f = arith.constant dense<[{FREQS}]> : tensor<{HEAD // 2}xf64>
  %r = rope.rotate %x, {offset}, %f layout(half) : tensor<{SEQ}x{HEAD}xf32>, {ty}, tensor<{HEAD // 2}xf64> -> tensor<{SEQ}x{HEAD}xf32>
  return %r : tensor<{SEQ}x{HEAD}xf32>
}}"""


MODULE = "\n".join(function(ty) for ty in ("i8", "i16", "i32", "i64", "index"))


def main():
    schedule = os.path.join(HERE, "Inputs", "tile_seq64_schedule.mlir")
    tiled = aot.compile_module(MODULE, pipeline=[
        f"--transform-preload-library=transform-library-paths={schedule}",
        "--transform-interpreter", "--rope-lower-to-llvm"])
    untiled = aot.compile_module(MODULE)
    x = np.random.default_rng(3).standard_normal((SEQ, HEAD)).astype(np.float32)
    passed = 0
    for ty, offset in CASES:
        arg = offset
        spec = [((SEQ, HEAD), np.float32)]
        got_tiled = aot.call(tiled, f"rotate_{ty}", [x, arg], results=spec)
        got_untiled = aot.call(untiled, f"rotate_{ty}", [x, arg], results=spec)
        want = reference.rotate(x, np.arange(SEQ, dtype=np.int64) + offset, F, "half")
        differ = int(np.count_nonzero(got_tiled != got_untiled))
        err = float(np.max(np.abs(got_tiled - want)))
        ok = differ == 0 and err <= 1e-4
        passed += ok
        print(f"{'ok' if ok else 'FAIL'} {ty} offset {offset}: {differ} elements differ "
              f"between tiled and untiled, max abs err {err:.2e} (tolerance 1e-4)")
    if passed == len(CASES):
        print(f"{passed} cases passed")
        return 0
    print("FAIL")
    return 1


if __name__ == "__main__":
    sys.exit(main())
