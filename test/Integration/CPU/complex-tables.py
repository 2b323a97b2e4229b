# RUN: %python %s | FileCheck %s
#
# Meta's complex-form RoPE with freqs_cis a registered complex buffer, as
# torch-mlir exports it (hand-reduced from torch-mlir's linalg-on-tensors
# output): a dense_resource table of complex<f32> (torch.polar) gathered by
# position ids, view_as_complex of the queries times the gathered rows,
# view_as_real. Also complex<f64> (complex128) and a table read by a
# plain gather with no rotation. Compiled through rope_mlir.aot with
# rope-lower-to-llvm at odd sizes and compared with numpy's complex128
# product: within 4 eps of the element type times |x| |f|.
#
# CHECK-NOT: FAIL
# CHECK: 4 cases passed

import os
import sys

import numpy as np

from rope_mlir import aot


def freqs_cis(dim, end, dtype, theta=10000.0):
    freqs = 1.0 / theta ** (np.arange(0, dim, 2)[: dim // 2].astype(np.float64) / dim)
    angles = np.outer(np.arange(end), freqs)
    return np.exp(1j * angles).astype(dtype)


def resource(name, table):
    """The dialect_resources entry of `table`: its alignment (as torch-mlir
    writes it, the element size), then its bytes."""
    alignment = table.dtype.itemsize
    return (f'{name}: "0x{alignment.to_bytes(4, "little").hex()}'
            f'{np.ascontiguousarray(table).tobytes().hex().upper()}"')


def meta_module(s, h, d, table, real):
    """Meta's apply_rotary_emb on xq [1, s, h, d] with the rows of `table`
    at positions [s] (i64), `real` the element type of the parts."""
    rows, half = table.shape
    c = f"complex<{real}>"
    x, x5 = f"tensor<1x{s}x{h}x{d}x{real}>", f"tensor<1x{s}x{h}x{half}x2x{real}>"
    z, g = f"tensor<1x{s}x{h}x{half}x{c}>", f"tensor<{s}x{half}x{c}>"
    return f"""
#pos = affine_map<(d0, d1) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#lead = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @f(%xq: {x}, %positions: tensor<{s}xi64>) -> {x} attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %rows = arith.constant {rows} : i64
  %table = arith.constant dense_resource<freqs_cis> : tensor<{rows}x{half}x{c}>
  %e0 = tensor.empty() : {g}
  %freqs = linalg.generic {{indexing_maps = [#pos, #id2], iterator_types = ["parallel", "parallel"]}}
      ins(%positions : tensor<{s}xi64>) outs(%e0 : {g}) {{
  ^bb0(%p: i64, %out: {c}):
    %neg = arith.cmpi slt, %p, %c0_i64 : i64
    %wrapped = arith.addi %p, %rows : i64
    %q = arith.select %neg, %wrapped, %p : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %f = tensor.extract %table[%i, %j] : tensor<{rows}x{half}x{c}>
    linalg.yield %f : {c}
  }} -> {g}
  %pairs = tensor.expand_shape %xq [[0], [1], [2], [3, 4]] output_shape [1, {s}, {h}, {half}, 2] : {x} into {x5}
  %e1 = tensor.empty() : {z}
  %xc = linalg.generic {{indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      outs(%e1 : {z}) {{
  ^bb0(%out: {c}):
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %re = tensor.extract %pairs[%c0, %i1, %i2, %i3, %c0] : {x5}
    %im = tensor.extract %pairs[%c0, %i1, %i2, %i3, %c1] : {x5}
    %v = complex.create %re, %im : {c}
    linalg.yield %v : {c}
  }} -> {z}
  %f4 = tensor.expand_shape %freqs [[0, 1], [2, 3]] output_shape [1, {s}, 1, {half}] : {g} into tensor<1x{s}x1x{half}x{c}>
  %prod = linalg.generic {{indexing_maps = [#id4, #row, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%xc, %f4 : {z}, tensor<1x{s}x1x{half}x{c}>) outs(%e1 : {z}) {{
  ^bb0(%a: {c}, %b: {c}, %out: {c}):
    %m = complex.mul %a, %b : {c}
    linalg.yield %m : {c}
  }} -> {z}
  %e2 = tensor.empty() : {x5}
  %parts = linalg.generic {{indexing_maps = [#lead, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}}
      ins(%prod : {z}) outs(%e2 : {x5}) {{
  ^bb0(%v: {c}, %out: {real}):
    %re = complex.re %v : {c}
    %im = complex.im %v : {c}
    %k = linalg.index 4 : index
    %first = arith.cmpi eq, %k, %c0 : index
    %part = arith.select %first, %re, %im : {real}
    linalg.yield %part : {real}
  }} -> {x5}
  %r = tensor.collapse_shape %parts [[0], [1], [2], [3, 4]] : {x5} into {x}
  return %r : {x}
}}

{{-#
  dialect_resources: {{
    builtin: {{
      {resource("freqs_cis", table)}
    }}
  }}
#-}}
"""


def gather_module(s, table, real):
    """The rows of `table` at positions [s], as [s, half, 2] parts."""
    rows, half = table.shape
    c = f"complex<{real}>"
    out = f"tensor<{s}x{half}x2x{real}>"
    return f"""
func.func @f(%positions: tensor<{s}xi64>) -> {out} attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %table = arith.constant dense_resource<freqs_cis> : tensor<{rows}x{half}x{c}>
  %e = tensor.empty() : {out}
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%positions : tensor<{s}xi64>) outs(%e : {out}) {{
  ^bb0(%q: i64, %o: {real}):
    %p = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %f = tensor.extract %table[%p, %j] : tensor<{rows}x{half}x{c}>
    %re = complex.re %f : {c}
    %im = complex.im %f : {c}
    %first = arith.cmpi eq, %k, %c0 : index
    %v = arith.select %first, %re, %im : {real}
    linalg.yield %v : {real}
  }} -> {out}
  return %r : {out}
}}

{{-#
  dialect_resources: {{
    builtin: {{
      {resource("freqs_cis", table)}
    }}
  }}
#-}}
"""


def run(name, text, args, shape, dtype):
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_complex_tables_{os.getpid()}")
    try:
        return aot.call(aot.compile_module(text, workdir=folder), "f", args, [(shape, dtype)])
    except Exception as error:  # a case that does not compile fails alone
        print(f"FAIL: {name}: {str(error).strip().splitlines()[0]}")
        return None


def verdict(name, ok, detail=""):
    print(f"{'PASS' if ok else 'FAIL'}: {name}{detail}")
    return ok


def main():
    rng = np.random.default_rng(3)
    passed = 0
    s, h, d, end = 5, 3, 22, 37
    positions = np.array([7, 0, 36, 19, -2], np.int64)  # -2: torch's wrap-around
    for real, complex_type, dtype in [("f32", np.complex64, np.float32),
                                      ("f64", np.complex128, np.float64)]:
        table = freqs_cis(d, end, complex_type)
        xq = rng.standard_normal((1, s, h, d)).astype(dtype)
        name = f"Meta complex form, complex<{real}> table {end}x{d // 2}, 1x{s}x{h}x{d}"
        got = run(name, meta_module(s, h, d, table, real), [xq, positions], xq.shape, dtype)
        if got is not None:
            x = xq.astype(np.float64).reshape(1, s, h, d // 2, 2)
            xc = x[..., 0] + 1j * x[..., 1]
            f = table.astype(np.complex128)[positions % end][None, :, None, :]
            want = xc * f
            want = np.stack([want.real, want.imag], -1).reshape(xq.shape)
            bound = 4 * np.finfo(dtype).eps * np.repeat(np.abs(xc) * np.abs(f), 2, -1).reshape(xq.shape)
            error = np.abs(got.astype(np.float64) - want)
            worst = float(np.max(error / bound))
            passed += verdict(name, bool(np.all(error <= bound)), f": max error {worst:.3f} of the bound")

        gathered = np.array([3, 36, 0, 11, 29, 5, 17], np.int64)
        name = f"gather of a complex<{real}> table by 7 positions"
        got = run(name, gather_module(len(gathered), table, real), [gathered],
                  (len(gathered), d // 2, 2), dtype)
        if got is not None:
            want = table[gathered]
            passed += verdict(name, np.array_equal(got[..., 0], want.real) and
                              np.array_equal(got[..., 1], want.imag))

    print(f"{passed} cases passed")
    return 0 if passed == 4 else 1


if __name__ == "__main__":
    sys.exit(main())
