#!/usr/bin/env python3
"""Run: `python3 bench/runtime_checks.py` after `bash scripts/build.sh` (see bench/README.md).

Prints what the run-time checks cost (rope-insert-runtime-checks with
on-check-failure=status, the default of rope-lower-to-llvm, and =abort):
each kernel is compiled from one source with dynamic sizes three times,
with checks returning a status, with checks that abort, and with
runtime-checks=0, and the three run interleaved in this process on the same
inputs, one thread (num-threads=1):

  rotate    Q [32, S, 128] f32 rotated by S positions (half layout),
            written into an output argument (S = 2048 by default)
  decode    one token of 32 heads x 128, a start offset (the KV-cache
            decode step, where a fixed cost weighs most)
  attention rope.attention, 8 heads, Sq = Skv = 1024, d = 64, causal,
            positions for queries and keys

The compiled entry points are called through ctypes directly
(_rope_checked_<name> for the status build, _mlir_ciface_<name> for the
others) with arguments built once, so the timings hold the kernels and one
ctypes call, not aot.call's argument checks. Cells: the median time of each
build and its ratio to the unchecked one (1.000: the checks cost nothing;
the issue's budget is 1.02). Each result is first compared with the
unchecked build's (bitwise: the checks must not change a value) and the
script exits 1 on a difference.

Interpreter: any python3 with numpy (Debian's /usr/bin/python3 has it).
Environment: ROPE_OPT (default build/bin/rope-opt), LLVM_TOOLS_DIR (default
/usr/lib/llvm-22/bin). Options: --repeats N (default 21), --seq S.
"""

import argparse
import ctypes
import os
import statistics
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))

from rope_mlir import aot  # noqa: E402
from rotate import cpu_name  # noqa: E402  (bench/ is the script's folder)

MODULE = """
func.func @rotate(%x: tensor<32x?x128xf32>, %p: tensor<?xi64>, %out: memref<32x?x128xf32>)
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<32x?x128xf32>, tensor<?xi64>, tensor<64xf64> -> tensor<32x?x128xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<32x?x128xf32>, memref<32x?x128xf32>) -> ()
  return
}
func.func @decode(%x: tensor<32x?x128xf32>, %off: i64, %out: memref<32x?x128xf32>)
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %r = rope.rotate %x, %off, %f layout(half) : tensor<32x?x128xf32>, i64, tensor<64xf64> -> tensor<32x?x128xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<32x?x128xf32>, memref<32x?x128xf32>) -> ()
  return
}
func.func @attention(%q: tensor<1x8x?x64xf32>, %k: tensor<1x8x?x64xf32>, %v: tensor<1x8x?x64xf32>,
                     %qp: tensor<?xi64>, %kp: tensor<?xi64>, %out: memref<1x8x?x64xf32>)
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal
       : tensor<1x8x?x64xf32>, tensor<1x8x?x64xf32>, tensor<1x8x?x64xf32>, tensor<32xf64>,
         tensor<?xi64>, tensor<?xi64> -> tensor<1x8x?x64xf32>
  bufferization.materialize_in_destination %o in restrict writable %out
      : (tensor<1x8x?x64xf32>, memref<1x8x?x64xf32>) -> ()
  return
}
"""

# One flag each (a list, so that the option list keeps its space).
BUILDS = {
    "status": ["--rope-lower-to-llvm=num-threads=1"],
    "abort": ["--rope-lower-to-llvm=num-threads=1 on-check-failure=abort"],
    "unchecked": ["--rope-lower-to-llvm=num-threads=1 runtime-checks=0"],
}


def cpu_description():
    """The model name (bench/rotate.py's cpu_name), family/model and the
    vector features that decide the generated code."""
    family = model = "?"
    flags = set()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "cpu family":
                    family = value.strip()
                elif key == "model":
                    model = value.strip()
                elif key == "flags":
                    flags = set(value.split())
                    break
    except OSError:
        pass
    shown = [f for f in ("avx2", "fma", "avx512f", "avx512_bf16", "amx_bf16") if f in flags]
    return f"{cpu_name()} (family {family}, model {model}; {' '.join(shown) or 'no AVX2'})"


def entry(lib, build, name):
    """The compiled function to time and whether it returns a status."""
    if build == "status":
        function = getattr(lib, f"_rope_checked_{name}")
        function.restype = ctypes.c_int32
        return function, True
    function = getattr(lib, f"_mlir_ciface_{name}")
    function.restype = None
    return function, False


def c_args(args):
    """ctypes arguments built once (descriptors keep their arrays alive)."""
    out = []
    for arg in args:
        if isinstance(arg, np.ndarray):
            out.append(ctypes.byref(aot.as_memref(arg)))
        else:
            out.append(ctypes.c_int64(arg))
    return out


def kernels(seq, rng):
    x = rng.standard_normal((32, seq, 128)).astype(np.float32)
    p = np.arange(seq, dtype=np.int64) + 1000
    token = rng.standard_normal((32, 1, 128)).astype(np.float32)
    sq = 1024
    q, k, v = (rng.standard_normal((1, 8, sq, 64)).astype(np.float32) for _ in range(3))
    qp = np.arange(sq, dtype=np.int64)
    return {
        # name -> (function, inputs, output shape, calls per timing)
        "rotate": ("rotate", [x, p], x.shape, 1),
        "decode": ("decode", [token, 4095], token.shape, 2000),
        "attention": ("attention", [q, k, v, qp, qp], q.shape, 1),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=21)
    parser.add_argument("--seq", type=int, default=2048)
    args = parser.parse_args()

    start = time.perf_counter()
    libs = {build: aot.compile_module(MODULE, pipeline=pipeline)
            for build, pipeline in BUILDS.items()}
    compile_s = time.perf_counter() - start

    rng = np.random.default_rng(0)
    print(f"CPU: {cpu_description()}; one thread; compiled 3 builds in {compile_s:.1f} s; "
          f"median of {args.repeats} timings, the builds interleaved")
    print(f"{'kernel':<10} {'unchecked':>12} {'status':>12} {'ratio':>7} "
          f"{'abort':>12} {'ratio':>7}")
    failed = False
    for label, (name, inputs, shape, calls) in kernels(args.seq, rng).items():
        # Zeros on 64-byte boundaries, as PyTorch allocates: large outputs
        # are stored around the cache only where a row starts on one
        # (nontemporal-bytes), so every build gets the same kind of stores.
        outputs = {build: aot.aligned_empty(shape) for build in BUILDS}
        for output in outputs.values():
            output[...] = 0
        prepared = {}
        for build, lib in libs.items():
            function, checked = entry(lib, build, name)
            prepared[build] = (function, checked, c_args(inputs + [outputs[build]]))

        for build, (function, checked, cargs) in prepared.items():
            status = function(*cargs)
            if checked and status != 0:
                print(f"FAIL {label}: status {status}: {aot.last_error(libs[build])}")
                failed = True
        for build in ("status", "abort"):
            if not np.array_equal(outputs[build], outputs["unchecked"], equal_nan=True):
                print(f"FAIL {label}: the {build} build's result differs from the "
                      "unchecked one")
                failed = True
        times = {build: [] for build in BUILDS}
        order = list(prepared)
        for repeat in range(args.repeats):
            # Each build goes first as often as the others.
            for build in order[repeat % 3:] + order[:repeat % 3]:
                function, _, cargs = prepared[build]
                begin = time.perf_counter()
                for _ in range(calls):
                    function(*cargs)
                times[build].append((time.perf_counter() - begin) / calls)
        med = {build: statistics.median(values) for build, values in times.items()}

        def cell(seconds):
            return f"{seconds * 1e6:9.1f} us" if seconds < 1e-3 else f"{seconds * 1e3:9.2f} ms"

        print(f"{label:<10} {cell(med['unchecked']):>12} {cell(med['status']):>12} "
              f"{med['status'] / med['unchecked']:7.3f} {cell(med['abort']):>12} "
              f"{med['abort'] / med['unchecked']:7.3f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
