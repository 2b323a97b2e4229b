#!/usr/bin/env python3
"""Run: `python3 bench/vector_trig.py [--baseline-opt OTHER_ROPE_OPT]` after `bash scripts/build.sh`.

Throughput of f32 math.cos and math.sin on vectors (rope-approximate-vector-math)
against a libm loop (`rope-lower-to-llvm=vectorize=0`: one cosf/sinf call per
element), one thread, angles uniform in [-1e6, 1e6] (the rotary angles of f32
graphs at positions near 2^20), all timed in this one run (round-robin,
median; absf, timed the same way, is the floor of call, allocation and
bytes, subtracted in the column "minus absf"). --baseline-opt adds the vectorized code of another rope-opt (e.g. a
build before a change). Every candidate is checked against numpy's float64
row sums before it is timed (the f32 sum's own rounding, ~1e-4, for exact
elements). Environment: ROPE_OPT (default build/bin/rope-opt).
"""

import argparse
import os
import platform
import statistics
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))
os.environ.setdefault("OMP_NUM_THREADS", "1")

from rope_mlir import aot  # noqa: E402

ROWS, COLUMNS = 256, 1024  # 1 MiB of angles, row sums out


def module(op):
    """Row sums of op(x): the result is ROWS floats, so a call times the math,
    not the copy of its output."""
    t = f"tensor<{ROWS}x{COLUMNS}xf32>"
    rows = f"tensor<{ROWS}xf32>"
    return f"""
func.func @f(%x: {t}) -> {rows} attributes {{llvm.emit_c_interface}} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {rows}
  %z = linalg.fill ins(%zero : f32) outs(%e : {rows}) -> {rows}
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}}
      ins(%x : {t}) outs(%z : {rows}) {{
  ^bb0(%in: f32, %out: f32):
    %p = math.{op} %in : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  }} -> {rows}
  return %r : {rows}
}}
"""


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline-opt", help="another rope-opt to time too")
    parser.add_argument("--repeats", type=int, default=200)
    args = parser.parse_args()

    x = np.random.default_rng(1).uniform(-1e6, 1e6, (ROWS, COLUMNS)).astype(np.float32)
    tools = [("vector", os.environ["ROPE_OPT"], "rope-lower-to-llvm"),
             ("libm loop", os.environ["ROPE_OPT"], "rope-lower-to-llvm=vectorize=0")]
    if args.baseline_opt:
        tools.insert(1, ("vector (baseline)", args.baseline_opt, "rope-lower-to-llvm"))
    print(f"CPU: {cpu_name()}; {ROWS * COLUMNS} f32 angles in [-1e6, 1e6], 1 thread")
    print(f"{'op':4} {'candidate':18} {'ns/element':>10} {'minus absf':>10} {'max row error':>14}")
    # absf: the same call, allocation and bytes without the math (the floor).
    floor = 0.0
    for op, reference in (("absf", np.abs), ("cos", np.cos), ("sin", np.sin)):
        want = reference(x.astype(np.float64)).sum(axis=1)
        calls = []
        for name, opt, pipeline in tools[:1] if op == "absf" else tools:
            lib = aot.compile_module(module(op), opt_tool=opt, pipeline=pipeline)
            call = (lambda lib=lib: aot.call(lib, "f", [x], [((ROWS,), np.float32)]))
            error = float(np.max(np.abs(call() - want)))
            calls.append((name, call, error, []))
        for _ in range(args.repeats):
            for _, call, _, times in calls:
                start = time.perf_counter()
                call()
                times.append(time.perf_counter() - start)
        for name, _, error, times in calls:
            ns = statistics.median(times) / x.size * 1e9
            if op == "absf":
                floor = ns
            shown = "-" if op == "absf" else f"{error:.3g}"  # f32 sums of 1e6s
            print(f"{op:4} {name:18} {ns:10.2f} {ns - floor:10.2f} {shown:>14}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
