#!/usr/bin/env python3
"""Run: `python3 bench/matmul.py` after `bash scripts/build.sh` (see bench/README.md).

Prints one table: f32 matmuls compiled by rope-mlir (`rope-opt
--rope-lower-to-llvm`, whose rope-vectorize-contractions pass builds the
micro-kernels) against PyTorch's CPU matmul (MKL or oneDNN, as torch ships
it) and against the machine's f32 FMA peak, all measured in this one run,
for 1 and 2 threads:

  peak     bench/fma_peak.c (clang-22 -O3 -march=native -fopenmp): 16
           independent FMA chains per thread on zmm (ymm without AVX-512)
  shapes   matmul 2048^3; attention's QK^T, batch_matmul [8,2048,128] x
           [8,128,2048], with K^T given and with K [8,2048,128] read through
           a transposing indexing map (examples/attention.mlir's form); PV,
           [8,2048,2048] x [8,2048,128]; matmul 2048^3 of bf16 operands
           (rope-mlir: f32 result; PyTorch: bf16 operands and result, its
           error bound widened by 2^-8 |result|)

The peak is that of f32 FMAs: with AVX512_BF16, bf16 dot products
(vdpbf16ps) do twice the flops per instruction, so bf16 cells can exceed 1.

Cells: GFLOP/s (2 m n k per batch over the best time of the timed calls,
since other processes share this machine) and the fraction of the same
run's peak for that thread count. Each thread count runs in its own worker
process (OMP_NUM_THREADS and torch.set_num_threads set before anything
starts); every candidate is checked once against float64 numpy on sampled
rows (error within 4 sqrt(k) eps32 |a_i| |b_j|) before it is timed, and a
wrong one is reported, never timed (exit status 1).

Interpreter: build/bench-venv/bin/python (bash bench/setup-venv.sh), or the
one $BENCH_PYTHON names, which this script re-executes itself with when it
exists; without torch the PyTorch rows print `-`. Never compare with
Debian's numpy: it uses the reference BLAS. Environment: ROPE_OPT (default
build/bin/rope-opt), LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin).

Options: --threads 1,2, --repeats N (timed calls per candidate, default 7),
--keep DIR (kernels and intermediate files), --shapes "NAME;NAME" (only
these shapes, named as in the table, e.g. "matmul 2048^3").
"""

import argparse
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV_PYTHON = os.environ.get(
    "BENCH_PYTHON", os.path.join(ROOT, "build", "bench-venv", "bin", "python"))

if "--worker" not in sys.argv and os.access(VENV_PYTHON, os.X_OK) and \
        os.path.abspath(sys.executable) != os.path.abspath(VENV_PYTHON):
    os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])

sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))
import numpy as np  # noqa: E402
from rope_mlir import aot, bf16  # noqa: E402

# name: (batch, m, n, k, right operand stored as [n, k], operand type)
SHAPES = {
    "matmul 2048^3": (None, 2048, 2048, 2048, False, "f32"),
    "QK^T [8,2048,128] x [8,128,2048]": (8, 2048, 2048, 128, False, "f32"),
    "QK^T, K [8,2048,128] transposed by the map": (8, 2048, 2048, 128, True, "f32"),
    "PV [8,2048,2048] x [8,2048,128]": (8, 2048, 128, 2048, False, "f32"),
    "matmul 2048^3, bf16 operands": (None, 2048, 2048, 2048, False, "bf16"),
}


def operand_shapes(shape):
    batch, m, n, k, transposed, _ = shape
    lead = () if batch is None else (batch,)
    right = (n, k) if transposed else (k, n)
    return lead + (m, k), lead + right, lead + (m, n)


def kernel_module(shape):
    """A destination-passing entry point: out = a b (or a b^T)."""
    batch, m, n, k, transposed, dtype = shape
    a, b, c = (f"tensor<{'x'.join(map(str, s))}x{t}>"
               for s, t in zip(operand_shapes(shape), (dtype, dtype, "f32")))
    out = c.replace("tensor", "memref")
    op = "linalg.matmul" if batch is None else "linalg.batch_matmul"
    maps = ""
    if transposed:
        lead = "" if batch is None else "h, "
        maps = ("indexing_maps = ["
                f"affine_map<({lead}m, n, k) -> ({lead}m, k)>, "
                f"affine_map<({lead}m, n, k) -> ({lead}n, k)>, "
                f"affine_map<({lead}m, n, k) -> ({lead}m, n)>] ")
    return f"""
func.func @mm(%a: {a}, %b: {b}, %out: {out}) attributes {{llvm.emit_c_interface}} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {c}
  %z = linalg.fill ins(%zero : f32) outs(%e : {c}) -> {c}
  %r = {op} {maps}ins(%a, %b : {a}, {b}) outs(%z : {c}) -> {c}
  bufferization.materialize_in_destination %r in restrict writable %out : ({c}, {out}) -> ()
  return
}}
"""


def flops(shape):
    batch, m, n, k, _, _ = shape
    return 2.0 * (batch or 1) * m * n * k


def build_peak(workdir):
    clang = aot.find_llvm_tool("clang-22", "clang")
    library = os.path.join(workdir, "fma_peak.so")
    command = [clang, "-O3", "-march=native", "-shared", "-fPIC",
               os.path.join(HERE, "fma_peak.c"), "-o", library, "-fopenmp",
               *aot.openmp_flags()]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise aot.ToolError(f"{' '.join(command)} failed:\n{done.stderr}")
    lib = ctypes.CDLL(library)
    lib.fma_peak_run.argtypes = [ctypes.c_int64, ctypes.c_int]
    lib.fma_peak_run.restype = ctypes.c_double
    return lib


def bind(lib, arrays):
    function = lib._mlir_ciface_mm
    function.restype = None
    descriptors = [aot.as_memref(x) for x in arrays]
    refs = [ctypes.byref(d) for d in descriptors]

    def call():
        function(*refs)
    call.keep = descriptors
    return call


def check(out, a, b, transposed, rng, relative=0.0):
    """Returns the worst error over sampled rows as a multiple of its bound
    (plus `relative` times the result, for results rounded to bf16)."""
    rows = rng.choice(out.shape[-2], size=min(32, out.shape[-2]), replace=False)
    right = np.swapaxes(b, -1, -2) if transposed else b
    a64 = a[..., rows, :].astype(np.float64)
    expected = a64 @ right.astype(np.float64)
    k = a.shape[-1]
    bound = 4 * np.sqrt(k) * np.finfo(np.float32).eps * (
        np.linalg.norm(a64, axis=-1)[..., :, None] *
        np.linalg.norm(right, axis=-2)[..., None, :]) + \
        relative * np.abs(expected) + 1e-30
    return float(np.max(np.abs(out[..., rows, :] - expected) / bound))


def best_time(call, repeats, warmup=2, pause_s=0.2):
    for _ in range(warmup):
        call()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    time.sleep(pause_s)  # lets the previous runtime's threads stop spinning
    return min(times)


def worker(args):
    threads = args.worker
    results = {"peak": None, "rows": {}, "torch": None}
    peak = build_peak(args.workdir)
    rounds = 200000
    results["peak"] = max(peak.fma_peak_run(rounds, threads) / best_time(
        lambda: peak.fma_peak_run(rounds, threads), 1, warmup=0, pause_s=0)
        for _ in range(30)) / 1e9
    try:
        import torch
        torch.set_num_threads(threads)
        results["torch"] = torch.__version__
    except ImportError:
        torch = None
    rng = np.random.default_rng(0)
    for name, shape in SHAPES.items():
        if name not in args.kernels:
            continue
        a_shape, b_shape, c_shape = operand_shapes(shape)
        a = rng.standard_normal(a_shape, dtype=np.float32)
        b = rng.standard_normal(b_shape, dtype=np.float32)
        bf16_operands = shape[5] == "bf16"
        if bf16_operands:  # bit patterns for rope-mlir, their values for checks
            a_bits, b_bits = bf16.float32_to_bf16(a), bf16.float32_to_bf16(b)
            a, b = bf16.bf16_to_float32(a_bits), bf16.bf16_to_float32(b_bits)
        row = {}
        lib = ctypes.CDLL(args.kernels[name])
        out = np.full(c_shape, np.nan, np.float32)
        call = bind(lib, [a_bits, b_bits, out] if bf16_operands else [a, b, out])
        call()
        error = check(out, a, b, shape[4], rng)
        row["rope-mlir"] = (error, None if error > 1 else
                            flops(shape) / best_time(call, args.repeats) / 1e9)
        if torch is not None:
            ta, tb = torch.from_numpy(a), torch.from_numpy(b)
            result_type = torch.float32
            if bf16_operands:  # exact: the values are bf16 already
                ta, tb = ta.to(torch.bfloat16), tb.to(torch.bfloat16)
                result_type = torch.bfloat16
            if shape[4]:
                tb = tb.transpose(-1, -2)
            tout = torch.empty(c_shape, dtype=result_type)
            torch_call = lambda: torch.matmul(ta, tb, out=tout)  # noqa: E731
            torch_call()
            error = check(tout.float().numpy(), a, b, shape[4], rng,
                          relative=2.0 ** -8 if bf16_operands else 0.0)
            row["PyTorch"] = (error, None if error > 1 else
                              flops(shape) / best_time(torch_call, args.repeats) / 1e9)
        results["rows"][name] = row
    # Peak again at the end: the run's best of both.
    results["peak"] = max(results["peak"], max(
        peak.fma_peak_run(rounds, threads) / best_time(
            lambda: peak.fma_peak_run(rounds, threads), 1, warmup=0, pause_s=0)
        for _ in range(30)) / 1e9)
    print(json.dumps(results))


def cpu_name():
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return "unknown CPU"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--keep")
    parser.add_argument("--shapes", help="shape names separated by ';'")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--workdir", help=argparse.SUPPRESS)
    parser.add_argument("--kernels", type=json.loads, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args)

    workdir = args.keep or tempfile.mkdtemp(prefix="rope_matmul_")
    kernels = {}
    start = time.perf_counter()
    wanted = args.shapes.split(";") if args.shapes else list(SHAPES)
    unknown = [name for name in wanted if name not in SHAPES]
    if unknown:
        sys.exit(f"unknown shapes {unknown}; shapes: {list(SHAPES)}")
    shapes = {name: SHAPES[name] for name in wanted}
    for index, (name, shape) in enumerate(shapes.items()):
        folder = os.path.join(workdir, f"kernel{index}")
        aot.compile_module(kernel_module(shape), workdir=folder)
        kernels[name] = [os.path.join(folder, f) for f in os.listdir(folder)
                         if f.endswith(".so")][0]
    compile_s = time.perf_counter() - start

    thread_counts = [int(t) for t in args.threads.split(",")]
    results = {}
    for threads in thread_counts:
        env = dict(os.environ, OMP_NUM_THREADS=str(threads))
        done = subprocess.run(
            [sys.executable, os.path.abspath(__file__), f"--worker={threads}",
             f"--workdir={workdir}", f"--repeats={args.repeats}",
             "--kernels=" + json.dumps(kernels)],
            env=env, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"worker for {threads} threads failed:\n{done.stderr}")
        results[threads] = json.loads(done.stdout.strip().splitlines()[-1])

    torch_version = next((r["torch"] for r in results.values() if r["torch"]), None)
    print(f"f32 matmul on {cpu_name()}, {os.cpu_count()} CPUs; "
          f"rope-mlir kernels compiled in {compile_s:.1f} s; "
          f"PyTorch {torch_version or 'not installed (bash bench/setup-venv.sh)'}")
    print("GFLOP/s (best of the timed calls) and fraction of the same run's "
          "FMA peak\n")
    header = f"{'shape':<44} {'candidate':<10}"
    for threads in thread_counts:
        header += f" {f'{threads} thread' + ('s' if threads > 1 else ''):>18}"
    print(header)
    line = f"{'FMA peak (fma_peak.c)':<44} {'C':<10}"
    for threads in thread_counts:
        line += f" {results[threads]['peak']:>10.1f} {1:>7.2f}"
    print(line)
    failed = False
    for name in shapes:
        for candidate in ("rope-mlir", "PyTorch"):
            line = f"{name:<44} {candidate:<10}"
            for threads in thread_counts:
                entry = results[threads]["rows"][name].get(candidate)
                if entry is None:
                    line += f" {'-':>18}"
                elif entry[1] is None:
                    failed = True
                    line += f" {'WRONG x%.1f' % entry[0]:>18}"
                else:
                    fraction = entry[1] / results[threads]["peak"]
                    line += f" {entry[1]:>10.1f} {fraction:>7.2f}"
            print(line)
    if args.keep:
        print(f"\nkernels kept in {workdir}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
