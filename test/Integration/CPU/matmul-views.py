# RUN: %python %s | FileCheck %s
#
# Contractions whose operands are reshaped views, as every TOSA export of an
# attention block has them after rope-import-tosa: tosa.matmul's
# linalg.batch_matmul reads its [1, k, n] weights through an expand_shape of
# the [k, n] matrix. Compiled through rope_mlir.aot with rope-lower-to-llvm
# (rope-vectorize-contractions' micro-kernels) and compared with float64
# numpy: the projection of 32 tokens by a 256 x 256 weight from TOSA text,
# then hand-written batch_matmuls with expanded right (or left) operands of
# sizes 1x8x64 x 64x64, 1x1x256 x 256x256 (one token), batch 3, a
# transposed right operand ([n, k] weights), odd sizes and dynamic ones.
# Every element must be within 2 sqrt(k) eps32 |a_i| |b_j| of the float64
# product.
#
# CHECK-NOT: FAIL
# CHECK: 8 cases passed

import os
import sys

import numpy as np

from rope_mlir import aot


def tosa_projection(s, k, n):
    x, w = f"tensor<1x{s}x{k}xf32>", f"tensor<{n}x{k}xf32>"
    return f"""
func.func @f(%x: {x}, %w: {w}) -> tensor<1x{s}x{n}xf32> attributes {{llvm.emit_c_interface}} {{
  %wt = tosa.transpose %w {{perms = array<i32: 1, 0>}} : ({w}) -> tensor<{k}x{n}xf32>
  %shape = tosa.const_shape {{values = dense<[1, {k}, {n}]> : tensor<3xindex>}} : () -> !tosa.shape<3>
  %w3 = tosa.reshape %wt, %shape : (tensor<{k}x{n}xf32>, !tosa.shape<3>) -> tensor<1x{k}x{n}xf32>
  %za = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %zb = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %y = tosa.matmul %x, %w3, %za, %zb : ({x}, tensor<1x{k}x{n}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x{s}x{n}xf32>
  return %y : tensor<1x{s}x{n}xf32>
}}
"""


def dims(shape, dynamic):
    """Static sizes, or with `dynamic` all but a batch (the first of three):
    expand-strided-metadata (MLIR 22) crashes on an expand_shape with two
    dynamic sizes in one group."""
    return "x".join(str(d) if not dynamic or (i == 0 and len(shape) == 3) else "?"
                    for i, d in enumerate(shape))


def expanded_matmul(b, m, k, n, transposed=False, left=False, dynamic=False):
    """batch_matmul of [b, m, k] by [b, k, n] (or [b, n, k] with
    `transposed`), the right operand (the left one with `left`) an
    expand_shape of a matrix of b * its rows."""
    right_rows, right_cols = (n, k) if transposed else (k, n)
    if left:
        a_arg, a_shape = [b * m, k], [b, m, k]
        b_arg, b_shape = [b, right_rows, right_cols], None
    else:
        a_arg, a_shape = [b, m, k], None
        b_arg, b_shape = [b * right_rows, right_cols], [b, right_rows, right_cols]
    t = lambda shape: f"tensor<{dims(shape, dynamic)}xf32>"
    lines = []
    a_val, b_val = "%a", "%b"
    if dynamic:
        lines.append("%c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index")
        lines.append(f"%c2 = arith.constant 2 : index\n  %batch = arith.constant {b} : index")
    def expand(name, arg_shape, shape):
        if not dynamic:
            return (f"%{name}3 = tensor.expand_shape %{name} [[0, 1], [2]] output_shape "
                    f"[{', '.join(map(str, shape))}] : {t(arg_shape)} into {t(shape)}")
        return (f"%{name}r = tensor.dim %{name}, %c0 : {t(arg_shape)}\n"
                f"  %{name}rows = arith.divui %{name}r, %batch : index\n"
                f"  %{name}c = tensor.dim %{name}, %c1 : {t(arg_shape)}\n"
                f"  %{name}3 = tensor.expand_shape %{name} [[0, 1], [2]] output_shape "
                f"[{b}, %{name}rows, %{name}c] : {t(arg_shape)} into {t(shape)}")
    if a_shape:
        lines.append(expand("a", a_arg, a_shape))
        a_val, a_type = "%a3", t(a_shape)
    else:
        a_type = t(a_arg)
    if b_shape:
        lines.append(expand("b", b_arg, b_shape))
        b_val, b_type = "%b3", t(b_shape)
    else:
        b_type = t(b_arg)
    c = t([b, m, n])
    if dynamic:
        lines.append(f"%m = tensor.dim {a_val}, %c1 : {a_type}")
        lines.append(f"%n = tensor.dim {b_val}, {'%c1' if transposed else '%c2'} : {b_type}")
        empty = f"tensor.empty(%m, %n) : {c}"
    else:
        empty = f"tensor.empty() : {c}"
    right = "(h, n, k)" if transposed else "(h, k, n)"
    maps = (f"indexing_maps = [affine_map<(h, m, n, k) -> (h, m, k)>, "
            f"affine_map<(h, m, n, k) -> {right}>, affine_map<(h, m, n, k) -> (h, m, n)>]")
    body = "\n  ".join(lines)
    return f"""
func.func @f(%a: {t(a_arg)}, %b: {t(b_arg)}) -> {c} attributes {{llvm.emit_c_interface}} {{
  {body}
  %zero = arith.constant 0.0 : f32
  %e = {empty}
  %z = linalg.fill ins(%zero : f32) outs(%e : {c}) -> {c}
  %r = linalg.batch_matmul {maps} ins({a_val}, {b_val} : {a_type}, {b_type}) outs(%z : {c}) -> {c}
  return %r : {c}
}}
"""


def check(name, out, left, right):
    k = left.shape[-1]
    left, right = left.astype(np.float64), right.astype(np.float64)
    expected = left @ right
    bound = 2 * np.sqrt(k) * np.finfo(np.float32).eps * (
        np.linalg.norm(left, axis=-1)[..., :, None] * np.linalg.norm(right, axis=-2)[..., None, :])
    error = np.abs(out.astype(np.float64) - expected)
    ok = out.shape == expected.shape and bool(np.all(error <= bound))
    worst = float(np.max(error / bound)) if error.size else 0.0
    print(f"{'PASS' if ok else 'FAIL'}: {name}: max error {worst:.3f} of the bound")
    return ok


def run(name, text, args, result_shape, pipeline="rope-lower-to-llvm"):
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_matmul_views_{os.getpid()}")
    try:
        lib = aot.compile_module(text, pipeline=pipeline, workdir=folder)
        return aot.call(lib, "f", args, [(result_shape, np.float32)])
    except Exception as error:  # a case that does not compile fails alone
        print(f"FAIL: {name}: {str(error).strip().splitlines()[0]}")
        return None


def main():
    rng = np.random.default_rng(5)
    passed = 0

    s, k, n = 32, 256, 256
    x = rng.standard_normal((1, s, k)).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)
    out = run("TOSA projection", tosa_projection(s, k, n), [x, w], (1, s, n),
              pipeline=["--rope-import-tosa", "--rope-lower-to-llvm"])
    passed += out is not None and check("TOSA projection 1x32x256 by 256x256", out, x, w.T)

    cases = [
        ("1x8x64 by expanded 64x64", dict(b=1, m=8, k=64, n=64)),
        ("1x1x256 by expanded 256x256 (one token)", dict(b=1, m=1, k=256, n=256)),
        ("3x7x40 by expanded 3*40x33", dict(b=3, m=7, k=40, n=33)),
        ("1x5x64 by expanded transposed [n, k] 70x64", dict(b=1, m=5, k=64, n=70, transposed=True)),
        ("expanded left 2*9x24 by 2x24x37", dict(b=2, m=9, k=24, n=37, left=True)),
        ("dynamic 1x13x48 by expanded 48x40", dict(b=1, m=13, k=48, n=40, dynamic=True)),
        ("dynamic 2x6x20 by expanded transposed 2*35x20", dict(b=2, m=6, k=20, n=35,
                                                              transposed=True, dynamic=True)),
    ]
    for name, p in cases:
        b, m, k, n = p["b"], p["m"], p["k"], p["n"]
        a = rng.standard_normal((b, m, k)).astype(np.float32)
        right = rng.standard_normal((b, n, k) if p.get("transposed") else (b, k, n)).astype(np.float32)
        args = [a.reshape(b * m, k) if p.get("left") else a,
                right if p.get("left") else right.reshape(-1, right.shape[-1])]
        out = run(name, expanded_matmul(**p), args, (b, m, n))
        passed += out is not None and check(
            name, out, a, np.swapaxes(right, -1, -2) if p.get("transposed") else right)

    print(f"{passed} cases passed")
    return 0 if passed == 8 else 1


if __name__ == "__main__":
    sys.exit(main())
