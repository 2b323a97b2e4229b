"""bf16 x bf16 -> f32 contractions for the integration tests of the bf16
kernel families (matmul-amx.py, matmul-bf16-dot.py) and, with other element
types, of contractions with a bf16 or f16 result (matmul-narrow-results.py):
the cases as linalg.generic modules, and the check against numpy's float64
product of the same values, within 2 sqrt(k) eps32 |a_i| |b_j| (+ eps32 |c|)
(+ one rounding to a narrow result, u |c + a b|)."""

import os
import re
import subprocess

import numpy as np

from rope_mlir import aot, bf16


class Case:
    """C[b..., m, n] (+)= sum_k A B, operands named by their index letters
    (b: batch, m, n, k), e.g. ("bmk", "bnk", "bmn") for QK^T."""

    def __init__(self, name, letters, sizes, dynamic="", accumulate=False,
                 operand="bf16", result="f32"):
        self.name, self.letters, self.sizes = name, letters, sizes
        self.dynamic, self.accumulate = dynamic, accumulate
        self.operand, self.result = operand, result

    def with_types(self, operand, result):
        """This case with other operand and result element types."""
        return Case(self.name, self.letters, self.sizes, self.dynamic,
                    self.accumulate, operand, result)

    def shapes(self):
        return tuple(tuple(self.sizes[d] for d in op) for op in self.letters)

    def module(self):
        def text(kind, op, element):
            dims = ["?" if d in self.dynamic else str(self.sizes[d]) for d in op]
            return f"{kind}<{'x'.join(dims)}x{element}>"
        la, lb, lc = self.letters
        x, y = self.operand, self.result
        a, b = text("tensor", la, x), text("tensor", lb, x)
        c, out = text("tensor", lc, y), text("memref", lc, y)
        loops = "bmnk" if "b" in lc else "mnk"
        maps = ", ".join(f"affine_map<({', '.join(loops)}) -> ({', '.join(op)})>"
                         for op in self.letters)
        iterators = ", ".join(['"parallel"'] * (len(loops) - 1) + ['"reduction"'])
        if self.accumulate:
            start, init_arg = "%init", f", %init: {c}"
        else:
            dynamic = [f"%d{i}" for i, d in enumerate(lc) if d in self.dynamic]
            dims = "".join(f"\n  %i{i} = arith.constant {i} : index"
                           f"\n  %d{i} = memref.dim %out, %i{i} : {out}"
                           for i, d in enumerate(lc) if d in self.dynamic)
            start, init_arg = "%z", ""
            start_ops = f"""{dims}
  %zero = arith.constant 0.0 : {y}
  %e = tensor.empty({', '.join(dynamic)}) : {c}
  %z = linalg.fill ins(%zero : {y}) outs(%e : {c}) -> {c}"""
        if y == "f32":
            body = f"""
  ^bb0(%l: {x}, %r: {x}, %o: f32):
    %lf = arith.extf %l : {x} to f32
    %rf = arith.extf %r : {x} to f32
    %p = arith.mulf %lf, %rf : f32"""
        else:
            # Multiplied and added in the result type, as linalg.matmul of
            # that type is.
            body = f"""
  ^bb0(%lf: {x}, %rf: {x}, %o: {y}):
    %p = arith.mulf %lf, %rf : {y}"""
        return f"""
func.func @mm(%a: {a}, %b: {b}{init_arg}, %out: {out}) attributes {{llvm.emit_c_interface}} {{{'' if self.accumulate else start_ops}
  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}}
      ins(%a, %b : {a}, {b}) outs({start} : {c}) {{{body}
    %s = arith.addf %o, %p : {y}
    linalg.yield %s : {y}
  }} -> {c}
  bufferization.materialize_in_destination %r in restrict writable %out : ({c}, {out}) -> ()
  return
}}
"""


def sizes(**kw):
    return kw


CASES = [
    Case("matmul 1x1 k 1", ("mk", "kn", "mn"), sizes(m=1, n=1, k=1)),
    Case("matmul 5x7 k 0 (zeros, no k step)", ("mk", "kn", "mn"),
         sizes(m=5, n=7, k=0), dynamic="k"),
    Case("matmul 7x33 k 100", ("mk", "kn", "mn"), sizes(m=7, n=33, k=100)),
    Case("matmul 33x17 k 5", ("mk", "kn", "mn"), sizes(m=33, n=17, k=5)),
    Case("matmul 64x64 k 64 (whole tiles)", ("mk", "kn", "mn"), sizes(m=64, n=64, k=64)),
    Case("matmul 100x520 k 300 (three chunks of n)", ("mk", "kn", "mn"),
         sizes(m=100, n=520, k=300)),
    Case("matmul 40x70 k 2100 (two chunks of k)", ("mk", "kn", "mn"),
         sizes(m=40, n=70, k=2100)),
    Case("batch_matmul 3x17x65 k 40", ("bmk", "bkn", "bmn"), sizes(b=3, m=17, n=65, k=40)),
    Case("left read as [k, m] 45x70 k 33", ("km", "kn", "mn"), sizes(m=45, n=70, k=33)),
    Case("QK^T 2x40x70 d 64 (keys packed along k)", ("bmk", "bnk", "bmn"),
         sizes(b=2, m=40, n=70, k=64)),
    Case("QK^T 4x32x128 d 128 (whole tiles)", ("bmk", "bnk", "bmn"),
         sizes(b=4, m=32, n=128, k=128)),
    Case("QK^T 2x24x48 d 37 (odd d: 16 pairs transposed, 3 gathered)",
         ("bmk", "bnk", "bmn"), sizes(b=2, m=24, n=48, k=37)),
    Case("QK^T dynamic 2x40x64 d 77 (transposed chunks, gathered rest)",
         ("bmk", "bnk", "bmn"), sizes(b=2, m=40, n=64, k=77), dynamic="bmnk"),
    Case("matmul dynamic 37x70 k 45", ("mk", "kn", "mn"), sizes(m=37, n=70, k=45),
         dynamic="mnk"),
    Case("matmul dynamic 45x77, static k 2100", ("mk", "kn", "mn"),
         sizes(m=45, n=77, k=2100), dynamic="mn"),
    Case("QK^T dynamic 2x45x77 d 32", ("bmk", "bnk", "bmn"), sizes(b=2, m=45, n=77, k=32),
         dynamic="bmnk"),
    Case("batch_matmul dynamic batch 3x64x96 k 50", ("bmk", "bkn", "bmn"),
         sizes(b=3, m=64, n=96, k=50), dynamic="b"),
    Case("accumulate 64x64 k 40 (blocks read in place)", ("mk", "kn", "mn"),
         sizes(m=64, n=64, k=40), accumulate=True),
    Case("accumulate 50x90 k 33 (edge blocks)", ("mk", "kn", "mn"),
         sizes(m=50, n=90, k=33), accumulate=True),
    Case("accumulate dynamic 2x33x40 k 2100", ("bmk", "bkn", "bmn"),
         sizes(b=2, m=33, n=40, k=2100), dynamic="bmnk", accumulate=True),
]


def canonical(x, letters, order):
    """x, indexed by `letters`, as [b, ...order] (a missing b broadcast)."""
    for d in order:
        if d not in letters:
            x, letters = np.expand_dims(x, 0), d + letters
    return np.transpose(x, [letters.index(d) for d in order])


# The unit roundoff of a narrow result: one rounding of the f32 sum.
ROUNDOFF = {"f32": 0.0, "bf16": 2.0**-8, "f16": 2.0**-11}


def narrow(x, element):
    """x (float32) rounded to `element`, as the arrays passed to the kernels:
    float32, bf16 bits (uint16) or float16."""
    if element == "bf16":
        return bf16.float32_to_bf16(x)
    return x.astype(np.float16 if element == "f16" else np.float32)


def widen(x, element):
    """The float32 values of an array made by narrow."""
    return bf16.bf16_to_float32(x) if element == "bf16" else x.astype(np.float32)


def check(case, out, a, b, init):
    la, lb, lc = case.letters
    left = canonical(a.astype(np.float64), la, "bmk")
    right = canonical(b.astype(np.float64), lb, "bkn")
    start = canonical(init.astype(np.float64), lc, "bmn")
    expected = start + left @ right
    eps = np.finfo(np.float32).eps
    bound = (2 * np.sqrt(case.sizes["k"]) * eps *
             np.linalg.norm(left, axis=-1)[..., :, None] *
             np.linalg.norm(right, axis=-2)[..., None, :] + eps * np.abs(start))
    bound = bound * (1 + ROUNDOFF[case.result]) + ROUNDOFF[case.result] * np.abs(expected)
    error = np.abs(canonical(out.astype(np.float64), lc, "bmn") - expected)
    ok = bool(np.all(error <= bound))
    worst = float(np.max(error / np.maximum(bound, 1e-300))) if error.size else 0.0
    print(f"{'PASS' if ok else 'FAIL'}: {case.name}: max error {worst:.3f} of the bound")
    return ok


def run(case, rng, folder, uses_family, pipeline="rope-lower-to-llvm"):
    """Compiles `case` for the host with `pipeline`, checks its LLVM dialect
    with `uses_family(case, text)`, runs it on random bf16 values and checks
    the result."""
    a_shape, b_shape, c_shape = case.shapes()
    a = narrow(rng.standard_normal(a_shape).astype(np.float32), case.operand)
    b = narrow(rng.standard_normal(b_shape).astype(np.float32), case.operand)
    init = narrow(rng.standard_normal(c_shape).astype(np.float32) if case.accumulate
                  else np.zeros(c_shape, np.float32), case.result)
    out = narrow(np.full(c_shape, np.nan, np.float32), case.result)
    work = os.path.join(folder, re.sub(r"[^A-Za-z0-9]+", "_", case.name))
    library = aot.compile_module(case.module(), workdir=work, pipeline=pipeline)
    with open(os.path.join(work, "lowered.mlir")) as f:
        if not uses_family(case, f.read()):
            return False
    args = [a, b, init, out] if case.accumulate else [a, b, out]
    aot.call(library, "mm", args)
    return check(case, widen(out, case.result), widen(a, case.operand),
                 widen(b, case.operand), widen(init, case.result))


def compile_only(case, folder, uses_family, flags, march, instruction):
    """Lowers `case` with rope-opt `flags`, checks its LLVM dialect with
    `uses_family`, compiles it with clang-22 -march=`march` to an object and
    checks that the object holds `instruction`."""
    tools = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")
    base = os.path.join(folder, re.sub(r"[^A-Za-z0-9]+", "_", case.name))
    with open(base + ".mlir", "w") as f:
        f.write(case.module())
    subprocess.run([aot.find_opt_tool(None), base + ".mlir", *flags, "-o",
                    base + ".lowered.mlir"], check=True, stderr=subprocess.DEVNULL)
    with open(base + ".lowered.mlir") as f:
        if not uses_family(case, f.read()):
            return False
    subprocess.run([os.path.join(tools, "mlir-translate"), "--mlir-to-llvmir",
                    base + ".lowered.mlir", "-o", base + ".ll"], check=True)
    subprocess.run([os.path.join(tools, "clang"), "-O3", "-c", f"-march={march}",
                    "-Wno-override-module", "-x", "ir", base + ".ll", "-o", base + ".o"],
                   check=True)
    disassembly = subprocess.run([os.path.join(tools, "llvm-objdump"), "-d", base + ".o"],
                                 check=True, capture_output=True, text=True).stdout
    if instruction not in disassembly:
        print(f"FAIL: {case.name}: no {instruction} in the object")
        return False
    print(f"PASS: {case.name}: compiled")
    return True
