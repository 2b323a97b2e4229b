# RUN: %python %s | FileCheck %s
#
# The matmuls of rope-lower-to-llvm (rope-vectorize-contractions: packed
# panels, register-blocked micro-kernels, remainder kernels, kernels one row
# or column wide for dynamic remainders, OpenMP), compiled through
# rope_mlir.aot and compared with float64 numpy: matmul, batch_matmul, QK^T
# with K read through a
# transposing indexing map (packed by 16 x 16 transposes, the rest of k by
# gathers), a contraction generic with a transposed left
# operand, bf16 operands accumulated in f32, generics with an operand shared
# by the batches or batches between rows and columns; sizes 1, 5, 7, 33, 100
# and others that the 8 x 32 kernel does not divide, one row (the
# one-row kernel of a decode step's P V, with its prefetches), few rows
# against rows of 4 KiB or more read in place (k blocks of 16, with a
# remainder; the remainder rows' kernels stacked into the block of the full
# ones, or in a block of their own), sizes large enough to pack both operands, and dynamic sizes (all, or some: the zero fill is then
# absorbed into the kernels, remainders included), a result over 2 MiB
# (larger than the L2: the kernels add the result's tile after each k block
# instead of starting from it) and results accumulated into a given tensor
# (no fill). Every element must be
# within 2 sqrt(k) eps32 |a_i| |b_j| of the float64 product (the operands are
# exact in both).
#
# CHECK-NOT: FAIL
# CHECK: 43 cases passed

import os
import sys

import numpy as np

from rope_mlir import aot, bf16


class Case:
    def __init__(self, name, batch, m, n, k, transposed=False, left_transposed=False,
                 dynamic=False, dtype="f32", accumulate=False):
        self.name, self.batch, self.m, self.n, self.k = name, batch, m, n, k
        self.transposed, self.left_transposed = transposed, left_transposed
        self.dynamic, self.dtype, self.accumulate = dynamic, dtype, accumulate

    def labels(self):
        lead = "" if self.batch is None else "b"
        return (lead + ("km" if self.left_transposed else "mk"),
                lead + ("nk" if self.transposed else "kn"), lead + "mn")

    def shapes(self):
        size = {"b": self.batch, "m": self.m, "n": self.n, "k": self.k}
        return tuple(tuple(size[d] for d in labels) for labels in self.labels())

    def module(self):
        dynamic = "bmnk" if self.dynamic is True else (self.dynamic or "")

        def text(kind, shape, labels, element):
            dims = ["?" if d in dynamic else str(n) for n, d in zip(shape, labels)]
            return f"{kind}<{'x'.join(dims)}x{element}>"
        (a_shape, b_shape, c_shape), (a_dims, b_dims, c_dims) = self.shapes(), self.labels()
        a = text("tensor", a_shape, a_dims, self.dtype)
        b = text("tensor", b_shape, b_dims, self.dtype)
        c, out = text("tensor", c_shape, c_dims, "f32"), text("memref", c_shape, c_dims, "f32")
        lead = "" if self.batch is None else "h, "
        left = "k, m" if self.left_transposed else "m, k"
        right = "n, k" if self.transposed else "k, n"
        maps = (f"[affine_map<({lead}m, n, k) -> ({lead}{left})>, "
                f"affine_map<({lead}m, n, k) -> ({lead}{right})>, "
                f"affine_map<({lead}m, n, k) -> ({lead}m, n)>]")
        if self.left_transposed:
            iterators = '"parallel", ' * (3 if self.batch else 2) + '"reduction"'
            compute = f"""linalg.generic {{indexing_maps = {maps}, iterator_types = [{iterators}]}}
      ins(%a, %b : {a}, {b}) outs(%z : {c}) {{
  ^bb0(%l: f32, %r: f32, %o: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }} -> {c}"""
        else:
            op = "linalg.matmul" if self.batch is None else "linalg.batch_matmul"
            compute = f"{op} indexing_maps = {maps} ins(%a, %b : {a}, {b}) outs(%z : {c}) -> {c}"
        empty = "tensor.empty() : " + c
        if any(d in dynamic for d in c_dims):
            sizes = ", ".join(f"%d{i}" for i, d in enumerate(c_dims) if d in dynamic)
            dims = "\n  ".join(f"%d{i} = memref.dim %out, %i{i} : {out}" for i in range(len(c_shape)))
            consts = "\n  ".join(f"%i{i} = arith.constant {i} : index" for i in range(len(c_shape)))
            empty = f"tensor.empty({sizes}) : {c}"
            prologue = f"{consts}\n  {dims}"
        else:
            prologue = ""
        if self.accumulate:
            # The product is added to the given %init (no fill).
            return f"""
func.func @mm(%a: {a}, %b: {b}, %z: {c}, %out: {out}) attributes {{llvm.emit_c_interface}} {{
  %r = {compute}
  bufferization.materialize_in_destination %r in restrict writable %out : ({c}, {out}) -> ()
  return
}}
"""
        return f"""
func.func @mm(%a: {a}, %b: {b}, %out: {out}) attributes {{llvm.emit_c_interface}} {{
  {prologue}
  %zero = arith.constant 0.0 : f32
  %e = {empty}
  %z = linalg.fill ins(%zero : f32) outs(%e : {c}) -> {c}
  %r = {compute}
  bufferization.materialize_in_destination %r in restrict writable %out : ({c}, {out}) -> ()
  return
}}
"""


CASES = [
    Case("matmul 1x1x1", None, 1, 1, 1),
    Case("matmul 7x33 k 100", None, 7, 33, 100),
    Case("matmul 100x100 k 100", None, 100, 100, 100),
    Case("matmul 33x7 k 5", None, 33, 7, 5),
    Case("matmul 64x96 k 300", None, 64, 96, 300),
    Case("matmul 300x520 k 300 (both operands packed)", None, 300, 520, 300),
    Case("matmul 256x512 k 257 (packed, k block remainder)", None, 256, 512, 257),
    Case("matmul 300x520 k 1100 (packed, k blocks of 512 or 256 and a remainder)",
         None, 300, 520, 1100),
    Case("batch_matmul 3x17x65 k 40", 3, 17, 65, 40),
    Case("batch_matmul 2x264x64 k 33 (packed panels)", 2, 264, 64, 33),
    Case("QK^T 2x33x70 d 24", 2, 33, 70, 24, transposed=True),
    Case("QK^T 2x260x300 d 64 (packed by 16 x 16 transposes)", 2, 260, 300, 64,
         transposed=True),
    Case("QK^T 2x260x300 d 70 (packed by transposes, the last 6 of k by gathers)",
         2, 260, 300, 70, transposed=True),
    Case("QK^T 1x1x1 d 1", 1, 1, 1, 1, transposed=True),
    Case("generic A^T B 16x40 k 24", None, 16, 40, 24, left_transposed=True),
    Case("generic A^T B 300x600 k 270", None, 300, 600, 270, left_transposed=True),
    Case("matmul dynamic 37x70 k 45", None, 37, 70, 45, dynamic=True),
    Case("matmul dynamic 64x64 k 64", None, 64, 64, 64, dynamic=True),
    Case("matmul dynamic 300x520 k 300", None, 300, 520, 300, dynamic=True),
    Case("batch_matmul dynamic 2x9x40 k 7", 2, 9, 40, 7, dynamic=True),
    Case("matmul dynamic 45x77, static k 300 (fill absorbed)", None, 45, 77, 300, dynamic="mn"),
    Case("batch_matmul dynamic batch 3x264x600 k 270", 3, 264, 600, 270, dynamic="b"),
    Case("QK^T dynamic 2x45x77 d 32", 2, 45, 77, 32, transposed=True, dynamic=True),
    Case("bf16 matmul 7x33 k 100", None, 7, 33, 100, dtype="bf16"),
    Case("bf16 matmul 264x520 k 300", None, 264, 520, 300, dtype="bf16"),
    Case("bf16 QK^T 2x40x70 d 64", 2, 40, 70, 64, transposed=True, dtype="bf16"),
    Case("matmul 1x200 k 70 (one row: wide block, rows prefetched)", None, 1, 200, 70),
    Case("bf16 batch_matmul 3x1x128 k 64 (one row: a decode P V)", 3, 1, 128, 64, dtype="bf16"),
    Case("matmul 1x7 k 300 (one row, narrow)", None, 1, 7, 300),
    Case("matmul 20x1100 k 100 (rows of 4400 bytes in place: k blocks of 16; "
         "the 8 rows left in a block of their own)", None, 20, 1100, 100),
    Case("matmul 23x1030 k 70 (rows in place, 11 rows left in a block of their own, "
         "6 columns left)", None, 23, 1030, 70),
    Case("matmul 13x1025 k 40 (rows in place, 1 row left in a block of its own, "
         "1 column left)", None, 13, 1025, 40),
    Case("matmul 20x2100 k 40 (rows of 8400 bytes in place: the 8 rows left stacked "
         "into the 12-row block, columns split)", None, 20, 2100, 40),
    Case("matmul 64x2048 k 300 (rows of 8 KiB in place: 5 kernels of 12 rows and the "
         "4 rows left in one block, columns split)", None, 64, 2048, 300),
    Case("bf16 matmul 5x2100 k 37 (on f32 FMAs, rows of 4200 bytes in place)",
         None, 5, 2100, 37, dtype="bf16"),
    Case("matmul 700x800 k 1100 (a result over 2 MiB: after the first k block, "
         "each kernel adds its tile after its loop)", None, 700, 800, 1100),
    Case("accumulate 700x800 k 1100 (no fill: every k block adds the tile after "
         "its loop)", None, 700, 800, 1100, accumulate=True),
    Case("accumulate 37x70 k 45 (no fill, a result that fits the L2)",
         None, 37, 70, 45, accumulate=True),
]


class EinsumCase:
    """A contraction generic over (b, m, n, k) given by its operands' index
    letters, e.g. ("bmk", "kn", "bmn"): an operand shared by the batches, or
    batches between other dimensions."""

    def __init__(self, name, letters, sizes):
        self.name, self.letters, self.sizes = name, letters, sizes
        self.k = sizes["k"]

    def shapes(self):
        return tuple(tuple(self.sizes[d] for d in op) for op in self.letters)

    def module(self):
        types = [f"tensor<{'x'.join(map(str, s))}xf32>" for s in self.shapes()]
        a, b, c = types
        out = c.replace("tensor", "memref")
        maps = ", ".join(f"affine_map<(b, m, n, k) -> ({', '.join(op)})>"
                         for op in self.letters)
        return f"""
func.func @mm(%a: {a}, %b: {b}, %out: {out}) attributes {{llvm.emit_c_interface}} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {c}
  %z = linalg.fill ins(%zero : f32) outs(%e : {c}) -> {c}
  %r = linalg.generic {{indexing_maps = [{maps}],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}}
      ins(%a, %b : {a}, {b}) outs(%z : {c}) {{
  ^bb0(%l: f32, %r: f32, %o: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }} -> {c}
  bufferization.materialize_in_destination %r in restrict writable %out : ({c}, {out}) -> ()
  return
}}
"""


EINSUM_CASES = [
    EinsumCase("right operand shared by the batches", ("bmk", "kn", "bmn"),
               dict(b=3, m=300, n=65, k=70)),
    EinsumCase("transposed right operand shared", ("bmk", "nk", "bmn"),
               dict(b=3, m=40, n=65, k=70)),
    EinsumCase("left operand shared, both packed", ("mk", "bkn", "bmn"),
               dict(b=2, m=33, n=530, k=600)),
    EinsumCase("batch between rows and columns (BSHD QK^T)", ("mbk", "bnk", "mbn"),
               dict(b=3, m=45, n=70, k=24)),
    EinsumCase("result [b, n, m]: left to the scalar lowering", ("bmk", "bkn", "bnm"),
               dict(b=2, m=9, n=13, k=7)),
]


def operand(rng, shape, dtype):
    x = rng.standard_normal(shape).astype(np.float32)
    if dtype == "bf16":
        bits = bf16.float32_to_bf16(x)
        return bits, bf16.bf16_to_float32(bits)
    return x, x


def check(case, out, left, right, init=None):
    """Compares out with the float64 product of left [..., m, k] and right
    [..., k, n] (out in the same layout), plus `init` where given (one more
    term of the sum), and prints the verdict."""
    expected = left.astype(np.float64) @ right.astype(np.float64)
    bound = 2 * np.sqrt(case.k) * np.finfo(np.float32).eps * (
        np.linalg.norm(left.astype(np.float64), axis=-1)[..., :, None] *
        np.linalg.norm(right.astype(np.float64), axis=-2)[..., None, :])
    if init is not None:
        expected += init
        bound = 2 * np.sqrt(case.k + 1) * np.finfo(np.float32).eps * (
            bound / (2 * np.sqrt(case.k) * np.finfo(np.float32).eps) + np.abs(init))
    error = np.abs(out.astype(np.float64) - expected)
    worst = float(np.max(error / bound)) if error.size else 0.0
    ok = bool(np.all(error <= bound))
    print(f"{'PASS' if ok else 'FAIL'}: {case.name}: max error {worst:.3f} of the bound")
    return ok


def compile_case(case):
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_matmul_{os.getpid()}")
    return aot.compile_module(case.module(), workdir=folder)


def run_einsum(case, rng):
    a_shape, b_shape, c_shape = case.shapes()
    a = rng.standard_normal(a_shape).astype(np.float32)
    b = rng.standard_normal(b_shape).astype(np.float32)
    out = np.full(c_shape, np.nan, np.float32)
    aot.call(compile_case(case), "mm", [a, b, out])
    # Bring every operand to [b, m, k] / [b, k, n] / [b, m, n] for the check.
    def canonical(x, letters, order):
        for d in order:
            if d not in letters:
                x, letters = np.expand_dims(x, 0), d + letters
        return np.transpose(x, [letters.index(d) for d in order])
    (la, lb, lc) = case.letters
    return check(case, canonical(out, lc, "bmn"), canonical(a, la, "bmk"),
                 canonical(b, lb, "bkn"))


def run(case, rng):
    a_shape, b_shape, c_shape = case.shapes()
    a, a32 = operand(rng, a_shape, case.dtype)
    b, b32 = operand(rng, b_shape, case.dtype)
    out = np.full(c_shape, np.nan, np.float32)
    init = rng.standard_normal(c_shape).astype(np.float32) if case.accumulate else None
    aot.call(compile_case(case), "mm", [a, b] + ([init] if case.accumulate else []) + [out])
    left = np.swapaxes(a32, -1, -2) if case.left_transposed else a32
    right = np.swapaxes(b32, -1, -2) if case.transposed else b32
    return check(case, out, left, right, init)


def main():
    rng = np.random.default_rng(7)
    passed = sum(run(case, rng) for case in CASES)
    passed += sum(run_einsum(case, rng) for case in EINSUM_CASES)
    print(f"{passed} cases passed")
    return 0 if passed == len(CASES) + len(EINSUM_CASES) else 1


if __name__ == "__main__":
    sys.exit(main())
