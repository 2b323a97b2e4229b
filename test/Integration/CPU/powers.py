# RUN: %python %s | FileCheck %s
#
# Integer powers through rope-lower-to-llvm (rope-expand-powers), compiled
# through rope_mlir.aot and compared with float64 numpy at odd sizes:
# RMSNorm as torch-mlir exports it (x.pow(2) as math.fpowi with an i64
# constant, then mean, rsqrt and the weight), vectorized; math.fpowi by
# constant exponents (i32 and i64, negative and 0), by exponents read from a
# tensor (different in every element, negative ones too), math.ipowi on
# integers, and math.powf by 2.0, 3.0 and 0.5. Every element must be within
# a few ulp of the float64 result (x^n rounds once per multiplication);
# integer powers must be exact (wrapping as two's complement).
#
# CHECK-NOT: FAIL
# CHECK: 8 cases passed

import os
import sys

import numpy as np

from rope_mlir import aot

ID3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
ROW3 = "affine_map<(d0, d1, d2) -> (d0, d1)>"
LAST3 = "affine_map<(d0, d1, d2) -> (d2)>"
ID2 = "affine_map<(d0, d1) -> (d0, d1)>"


def rms_norm_module(b, s, d):
    x = f"tensor<{b}x{s}x{d}xf32>"
    rows = f"tensor<{b}x{s}xf32>"
    return f"""
func.func @f(%x: {x}, %w: tensor<{d}xf32>) -> {x} attributes {{llvm.emit_c_interface}} {{
  %c2 = arith.constant 2 : i64
  %zero = arith.constant 0.0 : f32
  %n = arith.constant {float(d)} : f32
  %eps = arith.constant 1.0e-6 : f32
  %e = tensor.empty() : {x}
  %sq = linalg.generic {{indexing_maps = [{ID3}, {ID3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x : {x}) outs(%e : {x}) {{
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %c2 : f32, i64
    linalg.yield %p : f32
  }} -> {x}
  %e2 = tensor.empty() : {rows}
  %z = linalg.fill ins(%zero : f32) outs(%e2 : {rows}) -> {rows}
  %sum = linalg.generic {{indexing_maps = [{ID3}, {ROW3}], iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%sq : {x}) outs(%z : {rows}) {{
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  }} -> {rows}
  %r = linalg.generic {{indexing_maps = [{ID3}, {ROW3}, {LAST3}, {ID3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x, %sum, %w : {x}, {rows}, tensor<{d}xf32>) outs(%e : {x}) {{
  ^bb0(%in: f32, %t: f32, %wi: f32, %out: f32):
    %mean = arith.divf %t, %n : f32
    %a = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %a : f32
    %y = arith.mulf %in, %rs : f32
    %o = arith.mulf %y, %wi : f32
    linalg.yield %o : f32
  }} -> {x}
  return %r : {x}
}}
"""


def elementwise_module(shape, element, body, exponent=None):
    """A generic over `shape` applying `body` (MLIR ops on %in and, with
    `exponent` (its element type), %k, yielding %p) to an `element` tensor."""
    t = f"tensor<{'x'.join(map(str, shape))}x{element}>"
    if exponent is None:
        args, ins, types, block = f"%x: {t}", "%x", t, f"%in: {element}"
    else:
        k = f"tensor<{'x'.join(map(str, shape))}x{exponent}>"
        args, ins, types = f"%x: {t}, %k: {k}", "%x, %k", f"{t}, {k}"
        block = f"%in: {element}, %kk: {exponent}"
    maps = ", ".join([ID2] * (2 if exponent is None else 3))
    return f"""
func.func @f({args}) -> {t} attributes {{llvm.emit_c_interface}} {{
  %e = tensor.empty() : {t}
  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = ["parallel", "parallel"]}}
      ins({ins} : {types}) outs(%e : {t}) {{
  ^bb0({block}, %out: {element}):
    {body}
    linalg.yield %p : {element}
  }} -> {t}
  return %r : {t}
}}
"""


def within_ulps(name, got, want, ulps):
    want = np.asarray(want, np.float64)
    bound = ulps * np.finfo(np.float32).eps * np.maximum(np.abs(want), np.finfo(np.float32).tiny)
    error = np.abs(got.astype(np.float64) - want)
    ok = got.shape == want.shape and bool(np.all(error <= bound))
    worst = float(np.max(error / bound)) if error.size else 0.0
    print(f"{'PASS' if ok else 'FAIL'}: {name}: max error {worst:.3f} of {ulps} ulp")
    return ok


def compile_and_call(name, text, args, results):
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_powers_{os.getpid()}")
    try:
        return aot.call(aot.compile_module(text, workdir=folder), "f", args, results)
    except Exception as error:  # a case that does not compile fails alone
        print(f"FAIL: {name}: {str(error).strip().splitlines()[0]}")
        return None


def main():
    rng = np.random.default_rng(11)
    passed = 0

    b, s, d = 3, 5, 37
    x = rng.standard_normal((b, s, d)).astype(np.float32)
    w = rng.standard_normal(d).astype(np.float32)
    got = compile_and_call("RMSNorm", rms_norm_module(b, s, d), [x, w], [((b, s, d), np.float32)])
    x64 = x.astype(np.float64)
    want = x64 / np.sqrt(np.mean(x64 * x64, axis=-1, keepdims=True) + 1e-6) * w
    passed += got is not None and within_ulps("RMSNorm 3x5x37", got, want, 8)

    shape = (7, 45)
    x = rng.uniform(0.5, 2.0, shape).astype(np.float32) * rng.choice([-1, 1], shape).astype(np.float32)
    x64 = x.astype(np.float64)
    for n, itype, ulps in [(2, "i64", 1), (-3, "i32", 3), (0, "i64", 0), (13, "i64", 8)]:
        body = f"%c = arith.constant {n} : {itype}\n    %p = math.fpowi %in, %c : f32, {itype}"
        got = compile_and_call(f"fpowi {n}", elementwise_module(shape, "f32", body), [x],
                               [(shape, np.float32)])
        passed += got is not None and within_ulps(f"fpowi by constant {n} ({itype}) 7x45",
                                                  got, x64 ** n, max(ulps, 1))

    k = rng.integers(-9, 10, shape).astype(np.int32)
    body = "%p = math.fpowi %in, %kk : f32, i32"
    got = compile_and_call("fpowi by a tensor", elementwise_module(shape, "f32", body, "i32"),
                           [x, k], [(shape, np.float32)])
    passed += got is not None and within_ulps("fpowi by exponents -9..9 per element 7x45",
                                              got, x64 ** k.astype(np.float64), 12)

    base = rng.integers(-5, 6, shape).astype(np.int64)
    exps = rng.integers(-2, 12, shape).astype(np.int64)
    body = "%p = math.ipowi %in, %kk : i64"
    got = compile_and_call("ipowi", elementwise_module(shape, "i64", body, "i64"),
                           [base, exps], [(shape, np.int64)])
    want = np.array([int(a) ** int(e) if e >= 0 else (1 if a == 1 else (-1) ** int(e) if a == -1 else 0)
                     for a, e in zip(base.ravel(), exps.ravel())], np.int64).reshape(shape)
    ok = got is not None and np.array_equal(got, want)
    print(f"{'PASS' if ok else 'FAIL'}: ipowi i64 with exponents -2..11 per element 7x45")
    passed += ok

    body = ("%c2 = arith.constant 2.0 : f32\n    %c3 = arith.constant 3.0 : f32\n"
            "    %h = arith.constant 0.5 : f32\n    %a2 = math.powf %in, %c2 : f32\n"
            "    %a = math.absf %in : f32\n    %a3 = math.powf %a, %c3 : f32\n"
            "    %s = math.powf %a, %h : f32\n    %t = arith.addf %a2, %a3 : f32\n"
            "    %p = arith.addf %t, %s : f32")
    got = compile_and_call("powf", elementwise_module(shape, "f32", body), [x], [(shape, np.float32)])
    a = np.abs(x64)
    passed += got is not None and within_ulps("powf by 2.0, 3.0 and 0.5 7x45", got,
                                              x64 ** 2 + a ** 3 + np.sqrt(a), 6)

    print(f"{passed} cases passed")
    return 0 if passed == 8 else 1


if __name__ == "__main__":
    sys.exit(main())
