#!/usr/bin/env python3
"""Run: `python3 bench/matmul.py` after `bash scripts/build.sh` (see bench/README.md).

Prints one table: f32 matmuls compiled by rope-mlir (`rope-opt
--rope-lower-to-llvm`, whose rope-vectorize-contractions pass builds the
micro-kernels) against PyTorch's CPU matmul (MKL or oneDNN, as torch ships
it) and against the machine's arithmetic peaks, all measured in this one
run, for 1 and 2 threads:

  peaks    bench/peaks.py's kernels (clang-22 -O3 -march=native -fopenmp),
           independent chains of one instruction on every thread: f32 FMA
           (bench/fma_peak.c: 16 chains of vfmadd...ps on zmm, 12 on ymm
           without AVX-512); vdpbf16ps (bench/lowp_peak.c: 16 chains of AVX512-BF16
           dot products, 64 flops each); fp16 FMA (16 chains of AVX512-FP16
           vfmadd...ph on zmm, 64 flops each); AMX tdpbf16ps (4 accumulator
           tiles of 16 x 16 f32 from 2 + 2 bf16 operand tiles, 16*16*32*2
           flops each). A low-precision peak prints `-` where -march=native
           or the CPU lacks it, or Linux refuses AMX tile data.
  shapes   matmul 2048^3; attention's QK^T, batch_matmul [8,2048,128] x
           [8,128,2048], with K^T given and with K [8,2048,128] read through
           a transposing indexing map (examples/attention.mlir's form); PV,
           [8,2048,2048] x [8,2048,128]; the projections of 8 and 64 tokens,
           [8,4096] x [4096,4096] and [64,4096] x [4096,4096] (few rows: the
           right operand is read in place, not packed, and for 8 rows read
           once, so bound by memory); matmul 2048^3 of bf16 operands
           (rope-mlir: f32 result; PyTorch: bf16 operands and result, its
           error bound widened by 2^-8 |result|), with the host's default
           family (AMX tiles where it has them), then again, rope-mlir only,
           with rope-lower-to-llvm's bf16-family=bf16-dot (vdpbf16ps, where
           the host has AVX512-BF16) and bf16-family=f32-fma; matmul 2048^3
           of f16 operands and an f16 result (rope-mlir's default: an f32
           accumulation rounded once, rope-widen-accumulators; PyTorch: f16
           result; both bounds widened by 2^-11 |result|), then again,
           rope-mlir only, with f16-family=f16-fma (accumulated in f16 on
           AVX512-FP16, where the host has it; its bound takes eps16 for
           eps32)

Operands and results start on 64-byte boundaries (rope_mlir.aot.aligned_empty),
as PyTorch allocates; numpy's large arrays start 16 bytes past one, which
slows the skinny shapes' result rows (bench/README.md).

Cells: GFLOP/s (2 m n k per batch over the best time of the timed calls,
since other processes share this machine); x f32, the fraction of the same
worker's f32 FMA peak; for the bf16 rows also x dpbf16 and x AMX, the
fractions of its vdpbf16ps and AMX peaks, for the f16 rows x fp16 of its
AVX512-FP16 FMA peak (columns shown where the host has them). The bf16 and
f16 cells can exceed x f32 = 1: vdpbf16ps, AMX and f16 FMAs do more flops
per instruction. Each worker measures the peaks before and after the shapes
and keeps each kernel's best call. Each thread count runs in its own worker
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
import peaks  # noqa: E402

# name: (batch, m, n, k, right operand stored as [n, k], operand type)
SHAPES = {
    "matmul 2048^3": (None, 2048, 2048, 2048, False, "f32"),
    "QK^T [8,2048,128] x [8,128,2048]": (8, 2048, 2048, 128, False, "f32"),
    "QK^T, K [8,2048,128] transposed by the map": (8, 2048, 2048, 128, True, "f32"),
    "PV [8,2048,2048] x [8,2048,128]": (8, 2048, 128, 2048, False, "f32"),
    "decode projection [8,4096] x [4096,4096]": (None, 8, 4096, 4096, False, "f32"),
    "short prompt [64,4096] x [4096,4096]": (None, 64, 4096, 4096, False, "f32"),
    "matmul 2048^3, bf16 operands": (None, 2048, 2048, 2048, False, "bf16"),
    "QK^T, K transposed by the map, bf16 operands": (8, 2048, 2048, 128, True, "bf16"),
    "matmul 2048^3, f16 operands and result": (None, 2048, 2048, 2048, False, "f16"),
}
# A low-precision shape again with an instruction family forced
# (rope-lower-to-llvm's bf16-family or f16-family; the rows above take the
# target's default): rope-mlir only, where the host has the family's
# instructions. name: (pipeline option, /proc/cpuinfo flag, shape).
FAMILY_ROWS = {
    "  ... on vdpbf16ps (bf16-family=bf16-dot)": (
        "bf16-family=bf16-dot", "avx512_bf16", "matmul 2048^3, bf16 operands"),
    "  ... on f32 FMAs (bf16-family=f32-fma)": (
        "bf16-family=f32-fma", None, "matmul 2048^3, bf16 operands"),
    "  ... in f16 on f16 FMAs (f16-family=f16-fma)": (
        "f16-family=f16-fma", "avx512_fp16", "matmul 2048^3, f16 operands and result"),
}


def operand_shapes(shape):
    batch, m, n, k, transposed, _ = shape
    lead = () if batch is None else (batch,)
    right = (n, k) if transposed else (k, n)
    return lead + (m, k), lead + right, lead + (m, n)


def result_type(dtype):
    """The result of a shape of operand type `dtype`: f16 for f16 (as
    linalg.matmul of f16 defines it; rope-lower-to-llvm accumulates in f32
    and rounds once unless f16-family=f16-fma), else f32."""
    return "f16" if dtype == "f16" else "f32"


def kernel_module(shape):
    """A destination-passing entry point: out = a b (or a b^T)."""
    batch, m, n, k, transposed, dtype = shape
    result = result_type(dtype)
    a, b, c = (f"tensor<{'x'.join(map(str, s))}x{t}>"
               for s, t in zip(operand_shapes(shape), (dtype, dtype, result)))
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
  %zero = arith.constant 0.0 : {result}
  %e = tensor.empty() : {c}
  %z = linalg.fill ins(%zero : {result}) outs(%e : {c}) -> {c}
  %r = {op} {maps}ins(%a, %b : {a}, {b}) outs(%z : {c}) -> {c}
  bufferization.materialize_in_destination %r in restrict writable %out : ({c}, {out}) -> ()
  return
}}
"""


def flops(shape):
    batch, m, n, k, _, _ = shape
    return 2.0 * (batch or 1) * m * n * k


def bind(lib, arrays):
    function = lib._mlir_ciface_mm
    function.restype = None
    descriptors = [aot.as_memref(x) for x in arrays]
    refs = [ctypes.byref(d) for d in descriptors]

    def call():
        function(*refs)
    call.keep = descriptors
    return call


def check(out, a, b, transposed, rng, relative=0.0, eps=np.finfo(np.float32).eps):
    """Returns the worst error over sampled rows as a multiple of its bound,
    4 sqrt(k) eps |a_i| |b_j| (plus `relative` times the result, for results
    rounded to bf16 or f16)."""
    rows = rng.choice(out.shape[-2], size=min(32, out.shape[-2]), replace=False)
    right = np.swapaxes(b, -1, -2) if transposed else b
    a64 = a[..., rows, :].astype(np.float64)
    expected = a64 @ right.astype(np.float64)
    k = a.shape[-1]
    bound = 4 * np.sqrt(k) * eps * (
        np.linalg.norm(a64, axis=-1)[..., :, None] *
        np.linalg.norm(right, axis=-2)[..., None, :]) + \
        relative * np.abs(expected) + 1e-30
    return float(np.max(np.abs(out[..., rows, :] - expected) / bound))


def aligned_copy(array):
    """`array` copied to a 64-byte boundary (aot.aligned_empty)."""
    copy = aot.aligned_empty(array.shape, array.dtype)
    copy[...] = array
    return copy


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
    results = {"peaks": None, "missing": None, "rows": {}, "torch": None}
    kernels = peaks.Peaks(args.workdir)
    results["missing"] = kernels.missing
    before = kernels.measure(threads)
    try:
        import torch
        torch.set_num_threads(threads)
        results["torch"] = torch.__version__
    except ImportError:
        torch = None
    rng = np.random.default_rng(0)
    for name, shape in all_shapes().items():
        if name not in args.kernels:
            continue
        a_shape, b_shape, c_shape = operand_shapes(shape)
        a = rng.standard_normal(a_shape, dtype=np.float32)
        b = rng.standard_normal(b_shape, dtype=np.float32)
        dtype = shape[5]
        bf16_operands = dtype == "bf16"
        a_in, b_in = a, b
        if bf16_operands:  # bit patterns for rope-mlir, their values for checks
            a_in, b_in = bf16.float32_to_bf16(a), bf16.float32_to_bf16(b)
            a, b = bf16.bf16_to_float32(a_in), bf16.bf16_to_float32(b_in)
        elif dtype == "f16":
            a_in, b_in = a.astype(np.float16), b.astype(np.float16)
            a, b = a_in.astype(np.float32), b_in.astype(np.float32)
        # rope-mlir's operands on 64-byte boundaries, as PyTorch allocates:
        # numpy's large arrays start 16 bytes past one, and result rows that
        # straddle cache lines cost the skinny shapes up to 30%
        # (bench/README.md). f32 operands are PyTorch's inputs too.
        a_in, b_in = aligned_copy(a_in), aligned_copy(b_in)
        if dtype == "f32":
            a, b = a_in, b_in
        row = {}
        lib = ctypes.CDLL(args.kernels[name])
        out = aot.aligned_empty(c_shape, np.float16 if dtype == "f16" else np.float32)
        out[...] = np.nan
        call = bind(lib, [a_in, b_in, out])
        call()
        # An f16 result is rounded once (2^-11 |result|), and with f16-fma
        # every k step is: the bound takes f16's epsilon instead of f32's
        # (a generous 10 to 20 times the typical error at k = 2048; a wrong
        # result is off by the result itself, sqrt(k) / 4 times more).
        in_f16 = "f16-fma" in FAMILY_ROWS.get(name, ("",))[0]
        error = check(out.astype(np.float32), a, b, shape[4], rng,
                      relative=2.0 ** -11 if dtype == "f16" else 0.0,
                      eps=np.finfo(np.float16 if in_f16 else np.float32).eps)
        row["rope-mlir"] = (error, None if error > 1 else
                            flops(shape) / best_time(call, args.repeats) / 1e9)
        if torch is not None and name in SHAPES:
            ta, tb = torch.from_numpy(a), torch.from_numpy(b)
            result_type = torch.float32
            if bf16_operands:  # exact: the values are bf16 already
                ta, tb = ta.to(torch.bfloat16), tb.to(torch.bfloat16)
                result_type = torch.bfloat16
            elif dtype == "f16":
                ta, tb = ta.to(torch.float16), tb.to(torch.float16)
                result_type = torch.float16
            if shape[4]:
                tb = tb.transpose(-1, -2)
            tout = torch.empty(c_shape, dtype=result_type)
            torch_call = lambda: torch.matmul(ta, tb, out=tout)  # noqa: E731
            torch_call()
            error = check(tout.float().numpy(), a, b, shape[4], rng,
                          relative={"bf16": 2.0 ** -8, "f16": 2.0 ** -11}.get(dtype, 0.0))
            row["PyTorch"] = (error, None if error > 1 else
                              flops(shape) / best_time(torch_call, args.repeats) / 1e9)
        results["rows"][name] = row
    # Peaks again at the end: the run's best of both.
    results["peaks"] = peaks.best_of(before, kernels.measure(threads))
    print(json.dumps(results))


def all_shapes():
    """SHAPES, then a low-precision shape once per forced family
    (FAMILY_ROWS)."""
    shapes = dict(SHAPES)
    for name, (_, _, base) in FAMILY_ROWS.items():
        shapes[name] = SHAPES[base]
    return shapes


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
    flags = peaks.cpu_flags()
    wanted += [name for name, (_, flag, base) in FAMILY_ROWS.items()
               if base in wanted and (flag is None or flag in flags)]
    shapes = {name: all_shapes()[name] for name in wanted}
    for index, (name, shape) in enumerate(shapes.items()):
        folder = os.path.join(workdir, f"kernel{index}")
        family = FAMILY_ROWS.get(name, ("bf16-family=auto",))[0]
        aot.compile_module(kernel_module(shape), workdir=folder,
                           pipeline=f"--rope-lower-to-llvm={family}")
        kernels[name] = [os.path.join(folder, f) for f in os.listdir(folder)
                         if f.endswith(".so")][0]
    compile_s = time.perf_counter() - start
    peaks.build(workdir)

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
    print(f"matmuls on {peaks.cpu_line()}; {os.cpu_count()} CPUs")
    print(f"rope-mlir kernels compiled in {compile_s:.1f} s; "
          f"PyTorch {torch_version or 'not installed (bash bench/setup-venv.sh)'}")
    # The low-precision rows' extra ratios, for the peaks some worker
    # measured: vdpbf16ps and AMX for bf16 rows, f16 FMAs for f16 rows.
    row_kinds = {"dpbf16": "bf16", "amx": "bf16", "fp16": "f16"}
    extra = [key for key in row_kinds
             if any(results[t]["peaks"][key] for t in thread_counts)]
    names = {"dpbf16": "x dpbf16", "amx": "x AMX", "fp16": "x fp16"}
    print("GFLOP/s (best of the timed calls); x f32: / the same worker's f32 FMA peak"
          + "".join(f"; {names[k]}: / its {peaks.KINDS[k][0]} peak ({row_kinds[k]} rows)"
                    for k in extra)
          + "\n")
    widths = [10, 7] + [len(names[k]) + 1 for k in extra]
    span = sum(widths)

    def cells(values):  # GFLOP/s, then ratios (3 decimals below 0.1)
        text = ["" if v is None else f"{v:.1f}" if i == 0 else
                f"{v:.2f}" if v >= 0.1 else f"{v:.3f}" for i, v in enumerate(values)]
        return "".join(f"{c:>{w}}" for c, w in zip(text, widths))

    def note(text):  # in place of a block's cells: "-", "WRONG ..."
        return f" {text:>{widths[0] + widths[1]}}{'':<{span - widths[0] - widths[1]}}"

    print(f"{'shape':<44} {'candidate':<10}" + "".join(
        f" {f'{t} thread' + ('s' if t > 1 else ''):>{span}}" for t in thread_counts))
    print(f"{'':<55}" + "".join(
        " " + "".join(f"{n:>{w}}" for n, w in zip(
            ["GFLOP/s", "x f32"] + [names[k] for k in extra], widths))
        for _ in thread_counts))
    for key, (label, source, _) in peaks.KINDS.items():
        line = f"{f'{label} peak ({source})':<44} {'C':<10}"
        for t in thread_counts:
            value = results[t]["peaks"][key]
            line += (note("-") if value is None else
                     " " + cells([value, value / results[t]["peaks"]["f32"]]
                                 + [None] * len(extra)))
        print(line.rstrip())
    failed = False
    for name in shapes:
        row_dtype = shapes[name][5]
        for candidate in ("rope-mlir", "PyTorch") if name in SHAPES else ("rope-mlir",):
            line = f"{name:<44} {candidate:<10}"
            for threads in thread_counts:
                entry = results[threads]["rows"][name].get(candidate)
                if entry is None:
                    line += note("-")
                elif entry[1] is None:
                    failed = True
                    line += note("WRONG x%.1f" % entry[0])
                else:
                    found = results[threads]["peaks"]
                    line += " " + cells([entry[1], entry[1] / found["f32"]] + [
                        entry[1] / found[k] if row_kinds[k] == row_dtype and found[k]
                        else None
                        for k in extra])
            print(line.rstrip())
    missing = {k: v for t in thread_counts for k, v in results[t]["missing"].items()}
    if missing:
        print(f"\npeaks not measured (-): {peaks.describe_missing(missing)}")
    if args.keep:
        print(f"\nkernels kept in {workdir}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
