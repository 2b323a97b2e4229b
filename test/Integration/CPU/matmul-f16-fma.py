# RUN: %if avx512fp16 %{ %python %s run | FileCheck %s --check-prefix=FP16 %} %else %{ %python %s compile | FileCheck %s --check-prefix=COMPILE %}
#
# Contractions of f16 operands with an f16 result on AVX512-FP16 f16 FMAs
# (rope-lower-to-llvm with f16-family=f16-fma: rope-widen-accumulators keeps
# them in f16 and rope-vectorize-contractions runs them on 32-lane f16
# registers), whole: on a host with AVX512-FP16, compiled for the host
# through rope_mlir.aot, run, and compared with an emulation in numpy of
# what the op defines, one fused multiply-add per k in order, each rounded
# to f16 (float64 holds every f16 product and sum exactly, and numpy rounds
# float64 to float16 correctly): the results must be bit for bit the same.
# The cases are Inputs/bf16_matmul_cases.py's with f16 operands and result
# (odd sizes, k blocks up to 2100, batches, QK^T, a left operand read as
# [k, m], dynamic sizes, accumulation into a nonzero output). Elsewhere
# each is compiled for sapphirerapids to an object (clang-22 -c), which
# must hold vfmadd231ph (a scalar f16 FMA, ...sh, for the one-column case). The LLVM dialect must hold FMAs on f16 vectors,
# so a contraction left to the scalar loops or widened to f32 fails too.
#
# FP16-NOT: FAIL
# FP16: 20 cases bit-exact on f16 FMAs
# COMPILE-NOT: FAIL
# COMPILE: 20 cases compiled for sapphirerapids with vfmadd231ph

import os
import re
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "Inputs"))
from bf16_matmul_cases import CASES, canonical, compile_only  # noqa: E402

from rope_mlir import aot  # noqa: E402

FAMILY = re.compile(r"llvm\.intr\.fmuladd\b.*vector<\d+xf16>")


def uses_f16(case, lowered):
    if FAMILY.search(lowered):
        return True
    print(f"FAIL: {case.name}: no f16 FMAs in the LLVM dialect")
    return False


def emulate(case, a, b, init):
    """C[b, m, n] after k in-order f16 FMAs: c = f16(c + a b) per step."""
    la, lb, lc = case.letters
    left = canonical(a.astype(np.float64), la, "bmk")
    right = canonical(b.astype(np.float64), lb, "bkn")
    c = canonical(init.astype(np.float64), lc, "bmn")
    c = np.broadcast_to(c, np.broadcast_shapes(c.shape, left.shape[:-1] + (1,),
                                               right.shape[:1] + (1, right.shape[-1])))
    c = c.astype(np.float16)
    for k in range(case.sizes["k"]):
        product = left[..., :, k:k + 1] * right[..., k:k + 1, :]
        c = (c.astype(np.float64) + product).astype(np.float16)
    return c


def run(case, rng, folder):
    a_shape, b_shape, c_shape = case.shapes()
    a = rng.standard_normal(a_shape).astype(np.float16)
    b = rng.standard_normal(b_shape).astype(np.float16)
    init = (rng.standard_normal(c_shape).astype(np.float16) if case.accumulate
            else np.zeros(c_shape, np.float16))
    out = np.full(c_shape, np.nan, np.float16)
    work = os.path.join(folder, re.sub(r"[^A-Za-z0-9]+", "_", case.name))
    library = aot.compile_module(case.module(), workdir=work,
                                 pipeline="--rope-lower-to-llvm=f16-family=f16-fma")
    with open(os.path.join(work, "lowered.mlir")) as f:
        if not uses_f16(case, f.read()):
            return False
    aot.call(library, "mm", [a, b, init, out] if case.accumulate else [a, b, out])
    want = emulate(case, a, b, init)
    got = canonical(out, case.letters[2], "bmn")
    differ = int(np.count_nonzero(want.view(np.uint16) != got.view(np.uint16)))
    print(f"{'PASS' if differ == 0 else 'FAIL'}: {case.name}: {differ} of {want.size} "
          "elements differ from the f16 FMA emulation")
    return differ == 0


def main():
    mode = sys.argv[1]
    cases = [case.with_types("f16", "f16") for case in CASES]
    rng = np.random.default_rng(16)
    with tempfile.TemporaryDirectory() as folder:
        if mode == "run":
            passed = sum(run(case, rng, folder) for case in cases)
            print(f"{passed} cases bit-exact on f16 FMAs")
        else:
            flags = ["--rope-lower-to-llvm=target-cpu=sapphirerapids f16-family=f16-fma"]
            # One column: a scalar f16 FMA (vfmadd...sh).
            passed = sum(compile_only(case, folder, uses_f16, flags, "sapphirerapids",
                                      "vfmadd231ph" if case.sizes["n"] > 1 else "sh\t")
                         for case in cases)
            print(f"{passed} cases compiled for sapphirerapids with vfmadd231ph")
    return 0 if passed == len(cases) else 1


if __name__ == "__main__":
    sys.exit(main())
