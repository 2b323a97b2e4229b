# RUN: %python %s | FileCheck %s
#
# The rotation matrix: {f32, bf16} x both layouts x {full, partial rotary}
# x {positions tensor, start offset (i64 or index)} x {forward, inverse} x
# sequence lengths {1, 7, 33} = 96 cases, with head dims 6, 10, 18, 34 (not
# powers of two) and inputs of rank 2, 3 and 4 (Inputs/rope_matrix.py).
# All cases are compiled ONCE, as one module, through rope_mlir.aot
# (rope-opt --rope-lower-to-llvm, mlir-translate, clang), called with
# copies of random N(0,1) inputs (fixed seed; the call must leave them
# unchanged) and compared with rope_mlir.reference in float64
# (Inputs/rope_cases.py has the driver). Tolerances:
#   f32:  |y - ref| <= 1e-5;
#   bf16: the reference is computed from the bf16-rounded input (the values
#         the compiled code sees); |y - ref| <= 2^-8 * |ref| + 1e-6, i.e. one
#         bf16 rounding of an f32 result.
# Every case prints "ok ..." or "FAIL ..." with its maximum error; the script
# exits non-zero on any failure and prints the count of passed cases last.
#
# CHECK-NOT: FAIL
# CHECK: max error bf16:
# CHECK: max error f32:
# CHECK: 96 cases passed

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from rope_cases import run_cases  # noqa: E402
from rope_matrix import matrix_cases  # noqa: E402

run_cases(matrix_cases("f32", seed=101) + matrix_cases("bf16", seed=202),
          seed=1, title=os.path.basename(__file__))
