# RUN: %if avx512bf16 %{ %python %s run | FileCheck %s --check-prefix=DOT %} %else %{ %python %s compile | FileCheck %s --check-prefix=COMPILE %}
#
# bf16 contractions on vdpbf16ps (rope-vectorize-contractions' bf16-dot
# kernels, AVX512-BF16), whole: on a host with AVX512-BF16, compiled by
# rope-lower-to-llvm for the host with bf16-family=bf16-dot (a host with AMX
# would otherwise take the tiles) through rope_mlir.aot, run and compared
# with numpy's float64 product of the same bf16 values; elsewhere compiled
# for znver4 (where bf16-dot is the default) to an object (clang-22 -c),
# which must hold vdpbf16ps. Every case's LLVM dialect must call the
# dpbf16ps intrinsic where a full panel of 32 columns exists, so a kernel
# that silently fell back to the f32 FMAs fails too.
#
# The cases are Inputs/bf16_matmul_cases.py's: odd k (1, 5, 33, 45: the last
# pair padded with a zero in both packs), k blocks (2100: eight blocks of 128
# pairs, the last one odd), n remainders (on the f32 FMA kernels), m
# remainders (row panels of pairs of their own height), batches, QK^T (keys
# packed from [n, k]), a left operand read as [k, m], dynamic sizes, and
# results that accumulate into a nonzero output. Each element must be within
# 2 sqrt(k) eps32 |a_i| |b_j| (+ eps32 |c|) of the float64 value.
#
# DOT-NOT: FAIL
# DOT: 20 cases passed on vdpbf16ps
# COMPILE-NOT: FAIL
# COMPILE: 20 cases compiled for znver4 with vdpbf16ps

import os
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "Inputs"))
from bf16_matmul_cases import CASES, compile_only, run  # noqa: E402


def uses_dot(case, lowered):
    """The dot kernels take the panels of 32 columns: cases with at least
    that many columns must call vdpbf16ps."""
    if case.sizes["n"] < 32 or "llvm.x86.avx512bf16.dpbf16ps.512" in lowered:
        return True
    print(f"FAIL: {case.name}: no dpbf16ps in the LLVM dialect")
    return False


def main():
    mode = sys.argv[1]
    rng = np.random.default_rng(12)
    with tempfile.TemporaryDirectory() as folder:
        if mode == "run":
            pipeline = "--rope-lower-to-llvm=bf16-family=bf16-dot"
            passed = sum(run(case, rng, folder, uses_dot, pipeline) for case in CASES)
            print(f"{passed} cases passed on vdpbf16ps")
        else:
            flags = ["--rope-lower-to-llvm=target-cpu=znver4"]
            passed = sum(compile_only(case, folder, uses_dot, flags, "znver4",
                                      "vdpbf16ps")
                         for case in CASES
                         if case.sizes["n"] >= 32 or not print(
                             f"PASS: {case.name}: narrower than a panel"))
            passed += sum(case.sizes["n"] < 32 for case in CASES)
            print(f"{passed} cases compiled for znver4 with vdpbf16ps")
    return 0 if passed == len(CASES) else 1


if __name__ == "__main__":
    sys.exit(main())
