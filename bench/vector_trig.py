#!/usr/bin/env python3
"""Run: `python3 bench/vector_trig.py [--baseline-opt OTHER_ROPE_OPT]` after `bash scripts/build.sh`.

Throughput of f32 math.cos and math.sin on vectors (rope-approximate-vector-math)
against a libm loop (`rope-lower-to-llvm=vectorize=0`: one cosf/sinf call per
element), one thread, angles uniform in [-1e6, 1e6] (the rotary angles of f32
graphs at positions near 2^20), all timed in this one run (round-robin,
median; absf, timed the same way, is the floor of call, allocation and
bytes). --baseline-opt adds the vectorized code of another rope-opt (e.g. a
build before a change). Every candidate is checked against numpy's float64
result before it is timed. Environment: ROPE_OPT (default build/bin/rope-opt).
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

ROWS, COLUMNS = 16, 1024  # 64 KiB in and out: the heap, not fresh pages


def module(op):
    t = f"tensor<{ROWS}x{COLUMNS}xf32>"
    m = "affine_map<(d0, d1) -> (d0, d1)>"
    return f"""
func.func @f(%x: {t}) -> {t} attributes {{llvm.emit_c_interface}} {{
  %e = tensor.empty() : {t}
  %r = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = ["parallel", "parallel"]}}
      ins(%x : {t}) outs(%e : {t}) {{
  ^bb0(%in: f32, %out: f32):
    %p = math.{op} %in : f32
    linalg.yield %p : f32
  }} -> {t}
  return %r : {t}
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
    print(f"{'op':4} {'candidate':18} {'ns/element':>10} {'max abs error':>14}")
    # absf: the same call, allocation and bytes without the math (the floor).
    for op, reference in (("cos", np.cos), ("sin", np.sin), ("absf", np.abs)):
        want = reference(x.astype(np.float64))
        calls = []
        for name, opt, pipeline in tools[:1] if op == "absf" else tools:
            lib = aot.compile_module(module(op), opt_tool=opt, pipeline=pipeline)
            call = (lambda lib=lib: aot.call(lib, "f", [x], [((ROWS, COLUMNS), np.float32)]))
            error = float(np.max(np.abs(call() - want)))
            calls.append((name, call, error, []))
        for _ in range(args.repeats):
            for _, call, _, times in calls:
                start = time.perf_counter()
                call()
                times.append(time.perf_counter() - start)
        for name, _, error, times in calls:
            ns = statistics.median(times) / x.size * 1e9
            print(f"{op:4} {name:18} {ns:10.2f} {error:14.3g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
