#!/usr/bin/env python3
"""Run: `python3 bench/blocks.py` after `bash scripts/build.sh` (see bench/README.md).

Whole attention blocks as deployed (the exports of
test/Integration/Models/Inputs: input norm, projections, RoPE, mask,
softmax, output projection, residual), compiled twice by rope-lower-to-llvm
from the same raised module: fused (the default) and with fuse-attention=0
(the graph as written, through the same CPU strategy), and run side by side
in this process on the same inputs. The issue-16 goal: every fused block at
least as fast as the same block unfused (x unfused >= 1.00).

  llama-eager-dynamic   Llama block exported with a dynamic sequence length,
                        run at --seqs (default 512, 2048)
  llama-eager-bf16-dynamic  the same in bf16
  llama-eager-bf16      the bf16 block (static: the exported 8 positions)
  llama-eager-f32       the f32 block (static, 8 positions)
  llama-decode-*-cache  decode steps over the exported dynamic / static cache
  llama-prefill-chunk-*-cache  a chunk of 4 tokens over the same caches

Cells: median milliseconds of each (--repeats rounds after a warm-up), and
x unfused = unfused time / fused time. Both results are checked against
each other first (relative to the largest |output|: 1e-5 in f32, 2e-2 in
bf16); a disagreement is reported and the script exits 1. The CPU is named
from /proc/cpuinfo. Threads: --threads (default 1; `num-threads` of the
pipeline, and OMP_NUM_THREADS).

Interpreter: any python3 with numpy. Environment: ROPE_OPT (default
build/bin/rope-opt), LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin).
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))

from rope_mlir import aot, bf16  # noqa: E402

INPUTS = os.path.join(ROOT, "test", "Integration", "Models", "Inputs")
BLOCKS = ["llama-eager-dynamic", "llama-eager-bf16-dynamic", "llama-eager-bf16", "llama-eager-f32",
          "llama-decode-dynamic-cache", "llama-decode-static-cache",
          "llama-prefill-chunk-dynamic-cache", "llama-prefill-chunk-static-cache"]


def cpu_name():
    """The model name with its family and model numbers (a VM may report
    only "AMD EPYC")."""
    fields = {}
    with open("/proc/cpuinfo") as f:
        for line in f:
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
            if not line.strip():
                break
    flags = set(fields.get("flags", "").split())
    units = [f for f in ("avx2", "fma", "avx512f", "avx512_bf16", "amx_bf16") if f in flags]
    return (f"{fields.get('model name', 'unknown CPU')} (family {fields.get('cpu family', '?')}, "
            f"model {fields.get('model', '?')}; {' '.join(units) or 'no AVX2'})")


def raised(name):
    with open(os.path.join(INPUTS, name + ".mlir")) as f:
        text = f.read()
    return subprocess.run([aot.find_opt_tool(), "--rope-raise", "-"], input=text,
                          capture_output=True, text=True, check=True).stdout


def as_float(array):
    if array.dtype == np.uint16:
        return bf16.bf16_to_float32(array).astype(np.float64)
    return array.astype(np.float64)


def arguments(data, seq):
    """The exported inputs, the activations tiled to `seq` positions when
    the block takes a dynamic sequence (seq None: as exported)."""
    args = [np.ascontiguousarray(data[f"a{i}"])
            for i in range(len([k for k in data.files if k[0] == "a" and k[1:].isdigit()]))]
    if seq is not None:
        hidden = args[0]
        reps = -(-seq // hidden.shape[1])
        args[0] = np.ascontiguousarray(np.tile(hidden, (1, reps, 1))[:, :seq])
        args[1] = np.arange(seq, dtype=args[1].dtype).reshape(1, seq)
    return args


def results(data, seq):
    """(shape, dtype) of each result: the exported ones, with `seq`
    positions instead of the exported ones for a dynamic sequence."""
    specs = []
    for i in range(len([k for k in data.files if k[0] == "r" and k[1:].isdigit()])):
        shape = list(data[f"r{i}"].shape)
        if seq is not None:
            shape[1] = seq
        specs.append((tuple(shape), data[f"r{i}"].dtype))
    return specs


def timed(lib, function, args, specs, repeats):
    aot.call(lib, function, args, specs)
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        aot.call(lib, function, args, specs)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1])
    parser.add_argument("--seqs", default="512,2048", help="sequence lengths of the dynamic block")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=9)
    args = parser.parse_args()
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    seqs = [int(s) for s in args.seqs.split(",") if s]
    print(f"CPU: {cpu_name()}; {args.threads} thread(s); median of {args.repeats}")
    print(f"{'block':40s} {'fused ms':>10s} {'unfused ms':>11s} {'x unfused':>10s}")
    failed = False
    for name in BLOCKS:
        text = raised(name)
        function = text.split("func.func @", 1)[1].split("(", 1)[0]
        data = np.load(os.path.join(INPUTS, name + ".npz"))
        libs = {way: aot.compile_module(text, pipeline=[f"--rope-lower-to-llvm={extra}"
                                                         f"num-threads={args.threads}"])
                for way, extra in (("fused", ""), ("unfused", "fuse-attention=0 "))}
        for seq in (seqs if name.endswith("-dynamic") else [None]):
            call_args = arguments(data, seq)
            specs = results(data, seq)
            outs = {way: aot.call(lib, function, call_args, specs) for way, lib in libs.items()}
            first = {w: as_float(o[0] if isinstance(o, tuple) else o) for w, o in outs.items()}
            err = float(np.max(np.abs(first["fused"] - first["unfused"]))) / \
                max(float(np.max(np.abs(first["unfused"]))), 1e-30)
            tol = 2e-2 if specs[0][1] == np.uint16 else 1e-5
            times = {w: timed(lib, function, call_args, specs, args.repeats)
                     for w, lib in libs.items()}
            label = name + ("" if seq is None else f", S={seq}")
            note = "" if err <= tol else f"  FAIL: fused and unfused differ by {err:.1e}"
            failed |= bool(note)
            print(f"{label:40s} {times['fused'] * 1e3:10.3f} {times['unfused'] * 1e3:11.3f} "
                  f"{times['unfused'] / times['fused']:10.2f}{note}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
