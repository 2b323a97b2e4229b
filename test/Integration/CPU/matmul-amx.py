# RUN: %if amx %{ %python %s run | FileCheck %s --check-prefix=TILES %} %else %{ %python %s compile | FileCheck %s --check-prefix=COMPILE %}
#
# bf16 contractions on AMX tiles (rope-vectorize-contractions' amx-bf16
# kernels), whole: on a host with AMX, compiled by rope-lower-to-llvm for the
# host through rope_mlir.aot, run and compared with numpy's float64 product
# of the same bf16 values; elsewhere compiled for sapphirerapids to an object
# (clang-22 -c), which must hold tdpbf16ps. Every case's LLVM dialect must
# call the tdpbf16ps intrinsic, so a kernel that silently fell back to the
# vector FMAs fails too.
#
# Shapes: single elements, a dynamic k of 0 (no k step: the zeros of the
# absorbed fill must still be written), sizes no tile divides (7, 33, 17, 5, 100, 300,
# 520), exact tiles, more than one chunk of n (520 columns) and of k (2100 >
# 2048: the second chunk reads back the first one's sums), batches, QK^T
# with K read as [n, k] (packed along k),
# dynamic sizes (all, some, the batch), and results that accumulate into a
# nonzero output (no fill: every block is read from the result, in place or
# through the scratch buffer at the edges). Each element must be within
# 2 sqrt(k) eps32 |a_i| |b_j| (+ eps32 |c|) of the float64 value. Two more
# cases here (WIDE) have result rows 2 and 4 KiB apart, whose blocks are
# stored in place (and, accumulating over two chunks of k, read back in
# place) though 8 or 16 of a tile's rows fall into one L1 set.
#
# TILES-NOT: FAIL
# TILES: 22 cases passed on AMX tiles
# COMPILE-NOT: FAIL
# COMPILE: 22 cases compiled for sapphirerapids with tdpbf16ps

import os
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "Inputs"))
from bf16_matmul_cases import (  # noqa: E402
    CASES, Case, compile_only, run, sizes)

WIDE = [
    Case("matmul 64x512 k 64 (rows 2 KiB apart)", ("mk", "kn", "mn"),
         sizes(m=64, n=512, k=64)),
    Case("accumulate 96x1024 k 2100 (rows 4 KiB apart, two chunks of k)",
         ("mk", "kn", "mn"), sizes(m=96, n=1024, k=2100), accumulate=True),
]


def uses_tiles(case, lowered):
    if "llvm.x86.tdpbf16ps.internal" in lowered:
        return True
    print(f"FAIL: {case.name}: no tdpbf16ps in the LLVM dialect")
    return False


def main():
    mode = sys.argv[1]
    rng = np.random.default_rng(11)
    with tempfile.TemporaryDirectory() as folder:
        if mode == "run":
            passed = sum(run(case, rng, folder, uses_tiles)
                         for case in CASES + WIDE)
            print(f"{passed} cases passed on AMX tiles")
        else:
            flags = ["--rope-lower-to-llvm=target-cpu=sapphirerapids"]
            passed = sum(compile_only(case, folder, uses_tiles, flags,
                                      "sapphirerapids", "tdpbf16ps")
                         for case in CASES + WIDE)
            print(f"{passed} cases compiled for sapphirerapids with tdpbf16ps")
    return 0 if passed == len(CASES + WIDE) else 1


if __name__ == "__main__":
    sys.exit(main())
