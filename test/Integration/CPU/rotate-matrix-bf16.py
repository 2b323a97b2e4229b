# RUN: %python %s | FileCheck %s
#
# The rotation matrix for bf16 inputs: both layouts x {full, partial rotary}
# x {positions tensor, start offset} x {forward, inverse} x sequence lengths
# {1, 7, 33}, head dims 6, 10, 18, 34 (not powers of two), inputs of rank 2,
# 3 and 4. All cases are compiled once as one module through rope_mlir.aot
# (rope-opt --rope-lower-to-llvm, mlir-translate, clang) and compared with
# rope_mlir.reference in float64; see Inputs/rope_cases.py for the driver
# and the tolerances (bf16: the reference is computed from the
# bf16-rounded input; error <= 2^-8 * |ref| + 1e-6, one bf16 rounding).
#
# CHECK-NOT: FAIL
# CHECK: max error bf16:
# CHECK: 48 cases passed

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from rope_matrix import matrix_cases  # noqa: E402
from rope_cases import run_cases  # noqa: E402

run_cases(matrix_cases("bf16", seed=202), seed=2, title=os.path.basename(__file__))
