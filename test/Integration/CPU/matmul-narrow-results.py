# RUN: %python %s | FileCheck %s
#
# Contractions with a bf16 or f16 result (JAX's and IREE's bf16 dots),
# whole: rope-lower-to-llvm widens each to an f32 accumulation rounded once
# (rope-widen-accumulators), which the contraction kernels then run. The 20
# cases of Inputs/bf16_matmul_cases.py (odd sizes, k blocks up to 2100,
# batches, QK^T, a left operand read as [k, m], dynamic sizes, results
# accumulated into a nonzero bf16/f16 output) are compiled for the host
# through rope_mlir.aot with their body written as linalg.matmul of that
# type defines it (multiply and add in the result type) and run three ways:
#   * bf16 x bf16 -> bf16 with the host's default family (AMX tiles, vdpbf16ps
#     or f32 FMAs),
#   * the same on the f32 FMA kernels (bf16-family=f32-fma),
#   * f16 x f16 -> f16 (f32 FMA kernels, operands converted when packed).
# Each element must be within 2 sqrt(k) eps32 |a_i| |b_j| (+ eps32 |c|) of
# the float64 value, plus one rounding to the result type: a sum rounded
# to bf16 at every step (the graph's literal semantics) misses that bound by
# far at k = 2100. The LLVM dialect must hold vector FMAs, vdpbf16ps or
# tdpbf16ps, so a contraction left to the scalar loops fails too.
#
# CHECK-NOT: FAIL
# CHECK: 20 bf16-result cases passed with the default family
# CHECK: 20 bf16-result cases passed on f32 FMAs
# CHECK: 20 f16-result cases passed

import os
import re
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "Inputs"))
from bf16_matmul_cases import CASES, run  # noqa: E402

KERNELS = re.compile(r"llvm\.intr\.fmuladd\b.*vector<\d+xf32>|dpbf16ps")


def vectorized(case, lowered):
    if KERNELS.search(lowered):
        return True
    print(f"FAIL: {case.name}: no vector kernel in the LLVM dialect")
    return False


def main():
    rng = np.random.default_rng(19)
    runs = [("bf16", "rope-lower-to-llvm", "bf16-result cases passed with the default family"),
            ("bf16", "--rope-lower-to-llvm=bf16-family=f32-fma",
             "bf16-result cases passed on f32 FMAs"),
            ("f16", "rope-lower-to-llvm", "f16-result cases passed")]
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        for element, pipeline, summary in runs:
            passed = sum(run(case.with_types(element, element), rng, folder, vectorized,
                             pipeline) for case in CASES)
            print(f"{passed} {summary}")
            failed += len(CASES) - passed
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
