#!/usr/bin/env python3
"""Run: `python3 bench/dynamic_shapes.py` after `bash scripts/build.sh` (see bench/README.md).

Prints what dynamic sizes cost the CPU strategy: each kernel is compiled
twice from the same source, once with static tensor types and once with
every size dynamic (`tensor<?x?xf32>`), and both run side by side in this
process on the same inputs, one thread (`rope-lower-to-llvm num-threads=1`):

  softmax   linalg.softmax over rows of N scores (N not a multiple of 16:
            whole tiles of 16 lanes and a masked rest where dynamic)
  matmul    M x K times K x N with a zero fill (N not a multiple of the
            32-column kernel: the dynamic remainder runs 8 x 1 kernels)

Cells: median time of the static and dynamic kernels, the dynamic one's
time over the static one's (1.00: dynamic sizes cost nothing), and for the
matmul GFLOP/s. Every result is first checked against float64 numpy
(softmax: 1e-6 + N / 16 * 2^-24 relative to each row's largest
probability, as test/Integration/CPU/softmax.py; matmul: 4 sqrt(k) eps32
|a| |b|); a wrong one is reported and the script exits 1.

Interpreter: any python3 with numpy (Debian's /usr/bin/python3 has it).
Environment: ROPE_OPT (default build/bin/rope-opt), LLVM_TOOLS_DIR (default
/usr/lib/llvm-22/bin). Options: --repeats N (default 9), --rows, --cols
(softmax, default 4096 x 2000), --mkn (matmul, default 1000,256,1000).
"""

import argparse
import os
import statistics
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))

from rope_mlir import aot  # noqa: E402


def empty(result, rows_of, cols_of):
    """`%e = tensor.empty` of type `result`; where it is dynamic, its sizes are
    dimension 0 of `rows_of` and dimension 1 of `cols_of` ((value, type) pairs)."""
    if "?" not in result:
        return f"%e = tensor.empty() : {result}"
    return ("%c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
            f"  %d0 = tensor.dim {rows_of[0]}, %c0 : {rows_of[1]}\n"
            f"  %d1 = tensor.dim {cols_of[0]}, %c1 : {cols_of[1]}\n"
            f"  %e = tensor.empty(%d0, %d1) : {result}")


def softmax_function(name, rows, cols, dynamic):
    t = "tensor<?x?xf32>" if dynamic else f"tensor<{rows}x{cols}xf32>"
    m = t.replace("tensor", "memref")
    return f"""
func.func @{name}(%x: {t}, %out: {m}) attributes {{llvm.emit_c_interface}} {{
  {empty(t, ("%x", t), ("%x", t))}
  %p = linalg.softmax dimension(1) ins(%x : {t}) outs(%e : {t}) -> {t}
  bufferization.materialize_in_destination %p in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""


def matmul_function(name, m, k, n, dynamic):
    ta = "tensor<?x?xf32>" if dynamic else f"tensor<{m}x{k}xf32>"
    tb = "tensor<?x?xf32>" if dynamic else f"tensor<{k}x{n}xf32>"
    tc = "tensor<?x?xf32>" if dynamic else f"tensor<{m}x{n}xf32>"
    mc = tc.replace("tensor", "memref")
    return f"""
func.func @{name}(%a: {ta}, %b: {tb}, %out: {mc}) attributes {{llvm.emit_c_interface}} {{
  {empty(tc, ("%a", ta), ("%b", tb))}
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : {tc}) -> {tc}
  %c = linalg.matmul ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}
  bufferization.materialize_in_destination %c in restrict writable %out : ({tc}, {mc}) -> ()
  return
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--cols", type=int, default=2000)
    parser.add_argument("--mkn", default="1000,256,1000")
    args = parser.parse_args()
    rows, cols = args.rows, args.cols
    m, k, n = (int(v) for v in args.mkn.split(","))

    text = (softmax_function("softmax_static", rows, cols, False)
            + softmax_function("softmax_dynamic", rows, cols, True)
            + matmul_function("matmul_static", m, k, n, False)
            + matmul_function("matmul_dynamic", m, k, n, True))
    start = time.perf_counter()
    lib = aot.compile_module(text, pipeline="rope-lower-to-llvm=num-threads=1")
    compile_s = time.perf_counter() - start

    rng = np.random.default_rng(0)
    x = rng.standard_normal((rows, cols)).astype(np.float32) * 4
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    outs = {name: np.full(shape, np.nan, np.float32)
            for name, shape in (("softmax_static", (rows, cols)),
                                ("softmax_dynamic", (rows, cols)),
                                ("matmul_static", (m, n)), ("matmul_dynamic", (m, n)))}
    operands = {"softmax": [x], "matmul": [a, b]}
    calls = {name: (lambda name=name: aot.call(
        lib, name, operands[name.split("_")[0]] + [outs[name]])) for name in outs}

    # Check every kernel once before timing it.
    x64 = x.astype(np.float64)
    probabilities = np.exp(x64 - x64.max(axis=1, keepdims=True))
    probabilities /= probabilities.sum(axis=1, keepdims=True)
    product = a.astype(np.float64) @ b.astype(np.float64)
    bound = 4 * np.sqrt(k) * 2.0 ** -24 * (np.abs(a).astype(np.float64) @ np.abs(b))
    wrong = []
    for name, call in calls.items():
        call()
        got = outs[name].astype(np.float64)
        if name.startswith("softmax"):
            error = np.max(np.abs(got - probabilities) / probabilities.max(axis=1, keepdims=True))
            ok = error <= 1e-6 + cols / 16 * 2.0 ** -24
        else:
            error = np.max(np.abs(got - product) / bound)
            ok = error <= 1.0
        if not (ok and np.all(np.isfinite(got))):
            wrong.append(f"{name}: max error {error:.3g} of its bound")
    if wrong:
        print("WRONG:", "; ".join(wrong))
        return 1

    times = {name: [] for name in calls}
    for _ in range(args.repeats + 2):
        for name, call in calls.items():
            start = time.perf_counter()
            call()
            times[name].append(time.perf_counter() - start)
    med = {name: statistics.median(values[2:]) for name, values in times.items()}

    flops = 2 * m * k * n
    print(f"Dynamic sizes on CPU, 1 thread (rope-opt --rope-lower-to-llvm=num-threads=1, "
          f"compiled in {compile_s:.1f} s); median of {args.repeats} calls, side by side")
    print(f"{'kernel':<34} {'static ms':>10} {'dynamic ms':>11} {'dyn/static':>11}")
    for op, label, extra in (
            ("softmax", f"softmax [{rows}, {cols}]", ""),
            ("matmul", f"matmul {m}x{k} x {k}x{n}",
             f"  ({flops / med['matmul_static'] / 1e9:.1f} / "
             f"{flops / med['matmul_dynamic'] / 1e9:.1f} GFLOP/s)")):
        static, dynamic = med[f"{op}_static"], med[f"{op}_dynamic"]
        print(f"{label:<34} {static * 1e3:>10.2f} {dynamic * 1e3:>11.2f} "
              f"{dynamic / static:>11.2f}{extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
