#!/usr/bin/env python3
"""Run: `bash bench/setup-venv.sh`, then `python3 bench/attention.py` (see bench/README.md).

Prints one table: unfused attention with RoPE on CPU (B = 1, 8 heads,
head_dim 128, f32, non-causal; rope(Q), rope(K) at positions 0..S-1, Q K^T
scaled by 1/sqrt(d), softmax, P V) by rope-mlir and PyTorch, S = 2048 and
S = 512, 1 and 2 threads, every time read against the f32 FMA peak of a C
kernel measured in the same run.

  rows     FMA peak (bench/fma_peak.c: 16 chains of FMAs on zmm, 12 on ymm,
           per thread),
           rope-mlir (examples/attention.mlir at these shapes, compiled with
           rope_mlir.aot, writing into a preallocated output), PyTorch eager
           (Hugging Face rotate_half rope + matmul + softmax + matmul),
           PyTorch scaled_dot_product_attention after the same rope
  columns  per S: ms per call, GFLOP/s (4 S^2 d heads flops: the two matmuls;
           rope, scale and softmax not counted), x peak (GFLOP/s / the same-run
           FMA peak at that thread count), x eager (PyTorch eager time / time)

Each thread count runs in its own worker process (bench/rotate_table.py's
machinery: OMP_NUM_THREADS and torch.set_num_threads set once, warm
allocator, candidates timed round-robin). Every candidate is checked against
rope_mlir.reference.attention (float64 numpy) before it is timed; a wrong
one is reported and never timed (exit status 1).

Options: --pipeline=FLAGS (rope-opt flags, default --rope-lower-to-llvm=fuse-attention=0, the graph as written; a
{threads} in them is replaced by each block's thread count), --threads 1,2,
--seqs 2048,512, --repeats, --warmup, --budget, --cold-malloc, --keep DIR.

Interpreter: build/bench-venv/bin/python (bash bench/setup-venv.sh), which
this script re-executes itself with when it exists; without it the PyTorch
rows are skipped. Environment: ROPE_OPT (default build/bin/rope-opt),
LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin).
"""

import argparse
import ctypes
import json
import math
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rotate_table  # noqa: E402  (first: it re-executes this script with the venv's python)
import rotate  # noqa: E402
from rotate import Candidate, reference, np  # noqa: E402

HEADS, HEAD_DIM = 8, 128
LAYOUT = "half"
FMA_SAMPLE_S = 0.05  # the FMA kernel's iterations are set so that one call takes this long

ROWS = {"fma": "FMA peak (C, vector FMAs)", "mlir": "rope-mlir",
        "eager": "PyTorch eager", "sdpa": "PyTorch SDPA"}


def flops(seq):
    """Flops of the two matmuls (Q K^T and P V); rope, scale and softmax are not counted."""
    return 4 * seq * seq * HEAD_DIM * HEADS


# ----------------------------------------------------------------------------
# The rope-mlir module


def attention_module(seq):
    """examples/attention.mlir at [HEADS, seq, HEAD_DIM], writing into a memref argument.

    The output is written with `bufferization.materialize_in_destination ...
    restrict writable` into a caller's buffer (destination-passing style, as
    bench/rotate.py explains), so the timed call allocates no output.
    """
    t = f"tensor<{HEADS}x{seq}x{HEAD_DIM}xf32>"
    scores = f"tensor<{HEADS}x{seq}x{seq}xf32>"
    pos = f"tensor<{seq}xi64>"
    freqs = f"tensor<{HEAD_DIM // 2}xf64>"
    out = t.replace("tensor", "memref")
    return f"""
func.func @attention(%q: {t}, %k: {t}, %v: {t}, %pos: {pos}, %dst: {out})
    attributes {{llvm.emit_c_interface}} {{
  %freqs = rope.frequencies #rope.default<rotary_dim = {HEAD_DIM}> -> {freqs}
  %qr = rope.rotate %q, %pos, %freqs layout({LAYOUT}) : {t}, {pos}, {freqs} -> {t}
  %kr = rope.rotate %k, %pos, %freqs layout({LAYOUT}) : {t}, {pos}, {freqs} -> {t}

  %zero = arith.constant 0.0 : f32
  %scores_init = tensor.empty() : {scores}
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_init : {scores}) -> {scores}
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : {t}, {t}) outs(%scores_zero : {scores}) -> {scores}

  %scale = arith.constant {1.0 / math.sqrt(HEAD_DIM)!r} : f32
  %scaled = linalg.generic
      {{indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>,
                        affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%scores : {scores}) outs(%scores_init : {scores}) {{
    ^bb0(%s: f32, %o: f32):
      %r = arith.mulf %s, %scale : f32
      linalg.yield %r : f32
  }} -> {scores}
  %probs = linalg.softmax dimension(2) ins(%scaled : {scores})
             outs(%scores_init : {scores}) -> {scores}

  %out_init = tensor.empty() : {t}
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_init : {t}) -> {t}
  %out = linalg.batch_matmul ins(%probs, %v : {scores}, {t}) outs(%out_zero : {t}) -> {t}
  bufferization.materialize_in_destination %out in restrict writable %dst : ({t}, {out}) -> ()
  return
}}
"""


def write_inputs(seq, workdir):
    """Q, K, V (N(0, 1), f32), positions 0..seq-1 and the float64 reference, into workdir."""
    rng = np.random.default_rng(seq)
    q, k, v = (rng.standard_normal((HEADS, seq, HEAD_DIM), dtype=np.float32) for _ in range(3))
    positions = np.arange(seq, dtype=np.int64)
    expected = reference.attention(q, k, v, positions, reference.inverse_frequencies(HEAD_DIM),
                                   LAYOUT)
    np.savez(os.path.join(workdir, f"inputs_{seq}.npz"), q=q, k=k, v=v, positions=positions,
             expected=expected)


# ----------------------------------------------------------------------------
# A worker: one thread count, everything timed in this process


def load_fma(path):
    lib = ctypes.CDLL(path)
    lib.fma_peak_run.argtypes = [ctypes.c_int64, ctypes.c_int]
    lib.fma_peak_run.restype = ctypes.c_double
    return lib


def fma_candidate(lib, threads):
    """The FMA kernel on `threads` threads, its rounds set so that a call
    takes FMA_SAMPLE_S; .flops per call."""
    probe = 1 << 20
    lib.fma_peak_run(probe, threads)  # wake the thread pool
    start = time.perf_counter()
    lib.fma_peak_run(probe, threads)
    rounds = max(probe, int(probe * FMA_SAMPLE_S / (time.perf_counter() - start)))
    candidate = Candidate("fma", None)
    candidate.threads = threads

    def run():
        candidate.flops = lib.fma_peak_run(rounds, threads)
    candidate.fn = run
    run()
    return candidate


def torch_candidates(torch, inputs):
    """PyTorch eager and scaled_dot_product_attention, both after Hugging Face's rotate_half
    rope (rotate_table.torch_forms: cos/sin computed in the call), on [1, heads, seq, d]."""
    rope = rotate_table.torch_forms(torch)["eager-hf"]
    q, k, v = (torch.from_numpy(inputs[n]).unsqueeze(0) for n in ("q", "k", "v"))
    positions = torch.from_numpy(inputs["positions"])
    inv_freq = torch.from_numpy(reference.inverse_frequencies(HEAD_DIM).astype(np.float32))
    scale = 1.0 / math.sqrt(HEAD_DIM)

    def eager():
        qr, kr = rope((q, k), positions, inv_freq)
        scores = torch.matmul(qr, kr.transpose(-1, -2)) * scale
        return torch.matmul(torch.softmax(scores, dim=-1), v)

    def sdpa():
        qr, kr = rope((q, k), positions, inv_freq)
        return torch.nn.functional.scaled_dot_product_attention(qr, kr, v, scale=scale)

    candidates = {}
    for key, fn in (("eager", eager), ("sdpa", sdpa)):
        holder = {}
        candidate = Candidate(key, lambda fn=fn, holder=holder: holder.update(out=fn()))
        candidate.result = lambda holder=holder: holder["out"][0].numpy()
        candidates[key] = candidate
    return candidates


def fit_budget(candidate, seconds, warmup, repeats, budget):
    """Give a candidate whose call takes `seconds` fewer rounds, so that it spends about
    `budget` seconds: at least one timed call, and no warm-up when that would not fit
    (its check has run it once already)."""
    if seconds * (warmup + repeats) <= budget:
        return
    samples = max(1, min(repeats, int(budget / seconds)))
    candidate.rounds = (warmup if seconds * (warmup + samples) <= budget else 0, samples)


def worker(args):
    """Check and time every candidate on args.worker threads; write the results as JSON."""
    threads = args.worker
    with open(os.path.join(args.workdir, "kernels.json")) as f:
        kernels = json.load(f)[str(threads)]
    try:
        import torch
    except ImportError:
        torch = None
    else:
        torch.set_num_threads(threads)
    fma = load_fma(os.path.join(args.workdir, "fma_peak.so"))
    results = {"threads": threads, "columns": {},
               "torch": torch.__version__ if torch is not None else None,
               "numpy": np.__version__}

    for seq in args.seqs:
        with np.load(os.path.join(args.workdir, f"inputs_{seq}.npz")) as data:
            inputs = {name: data[name] for name in data.files}
        candidates = {"fma": fma_candidate(fma, threads)}
        entry = kernels[f"S{seq}"]
        if "error" in entry:
            candidates["mlir"] = Candidate("mlir", None)
            candidates["mlir"].skipped = f"does not compile: {entry['error']}"
        else:
            out = np.empty_like(inputs["q"])
            call = rotate.bind(ctypes.CDLL(entry["library"]), "attention",
                               [inputs[n] for n in ("q", "k", "v", "positions")] + [out])
            candidates["mlir"] = Candidate("mlir", call, out)
        if torch is None:
            for key in ("eager", "sdpa"):
                candidates[key] = Candidate(key, None)
                candidates[key].skipped = "torch not installed (bash bench/setup-venv.sh)"
        else:
            candidates.update(torch_candidates(torch, inputs))

        for key, c in candidates.items():
            if c.skipped or key == "fma":
                continue
            tolerance = rotate.TOLERANCE if key == "mlir" else rotate.TORCH_TOLERANCE
            start = time.perf_counter()
            try:
                rotate.check(c, inputs["expected"], tolerance)
            except Exception as error:  # e.g. a PyTorch kernel missing on this CPU
                c.skipped = f"failed: {type(error).__name__}: {str(error).splitlines()[0]}"
            fit_budget(c, time.perf_counter() - start, args.warmup, args.repeats, args.budget)
        live = [c for c in candidates.values() if c.skipped is None]
        rotate.time_round_robin(live, args.warmup, args.repeats,
                                pause_s=rotate_table.SETTLE_S if threads > 1 else 0.0)
        column = {key: {"skipped": c.skipped} if c.skipped else
                  {"median": c.median(), "min": min(c.times), "samples": len(c.times),
                   "error": c.error} for key, c in candidates.items()}
        column["fma"]["flops"] = candidates["fma"].flops
        column["fma"]["threads"] = candidates["fma"].threads
        results["columns"][str(seq)] = column
        print(f"  {threads} thread(s): S = {seq} done", file=sys.stderr, flush=True)
    with open(os.path.join(args.workdir, f"results_{threads}.json"), "w") as f:
        json.dump(results, f)
    return 0


# ----------------------------------------------------------------------------
# The parent: compile, run one worker per thread count, print the table


def cells(key, seq, column):
    """The four cells of one row in one column: ms, GFLOP/s, x peak, x eager."""
    entry = column[key]
    if entry.get("skipped"):
        reason = entry["skipped"]
        return [("WRONG" if reason.startswith("WRONG") else
                 "-" if reason.startswith("torch not installed") else "failed"), "", "", ""]
    peak = column["fma"]["flops"] / column["fma"]["median"]
    if key == "fma":
        return ["", f"{peak / 1e9:.1f}", "1.00", ""]
    gflops = flops(seq) / entry["median"]
    eager = column["eager"]
    ratio = "" if eager.get("skipped") else f"{eager['median'] / entry['median']:.2f}"
    return [f"{entry['median'] * 1e3:.1f}", f"{gflops / 1e9:.1f}", f"{gflops / peak:.3f}", ratio]


def print_report(args, results, kernels, flags, compile_s, reference_s):
    thread_counts = sorted(results)
    first = results[thread_counts[0]]
    print(f"Attention on CPU: B = 1, {HEADS} heads, head_dim {HEAD_DIM}, f32, non-causal; "
          f"RoPE ({LAYOUT} layout, default schedule, positions 0..S-1) on Q and K, Q K^T / "
          "sqrt(d), softmax, P V; every figure measured in this run")
    print(f"CPU: {rotate.cpu_name()}; torch {first['torch'] or 'not installed'}, "
          f"numpy {first['numpy']}, {sys.executable}")
    for t in thread_counts:
        built = [kernels[t][f"S{seq}"] for seq in args.seqs]
        counts = {what: "/".join(str(e.get(what, "?")) for e in built)
                  for what in ("forks", "mallocs")}
        print(f"rope-mlir, {t} thread(s): rope-opt {flags[t]} | mlir-translate | clang-22 -O3 "
              f"(rope_mlir.aot); {counts['forks']} OpenMP parallel regions, {counts['mallocs']} "
              f"malloc calls in the code (S = {'/'.join(str(s) for s in args.seqs)}); output "
              "written into a preallocated buffer")
    print(f"  compiled in {compile_s:.1f} s; float64 numpy references in {reference_s:.1f} s")
    print("FMA peak: bench/fma_peak.c, clang-22 -O3 -march=native -fopenmp, 16 independent "
          "chains of FMAs on the widest vector registers per thread, all threads of the block")
    print(rotate_table.allocator_line())
    print(rotate_table.threads_line())
    print(f"timing: per column, candidates round-robin, {args.warmup} warm-up round(s), median "
          f"of {args.repeats}; a candidate whose calls would take more than {args.budget:g} s "
          "gets fewer rounds (at least one timed call, listed below)")
    print("GFLOP/s: 4 S^2 d heads flops (Q K^T and P V; rope, scale and softmax not counted) / "
          "time; x peak: GFLOP/s / the FMA peak of the same column and thread count; x eager: "
          "PyTorch eager time / time (higher is better)")

    names = ("ms", "GFLOP/s", "x peak", "x eager")
    widths = (9, 8, 7, 8)
    label_width = max(len(label) for label in ROWS.values())
    groups = [f"S = {seq}".center(sum(widths) + len(widths) - 1) for seq in args.seqs]
    print()
    print(f"{'':<{label_width}}     " + " | ".join(groups))
    header = f"{'':<{label_width}} {'thr':>3} " + " | ".join(" ".join(f"{n:>{w}}" for n, w in zip(names, widths))
                               for _ in args.seqs)
    print(header)
    print("-" * len(header))
    for key, label in ROWS.items():
        for i, t in enumerate(thread_counts):
            row = [" ".join(f"{c:>{w}}" for c, w in
                            zip(cells(key, seq, results[t]["columns"][str(seq)]), widths))
                   for seq in args.seqs]
            print(f"{label if i == 0 else '':<{label_width}} {t:>3} " + " | ".join(row))
    print("-" * len(header))

    per_thread = "; ".join(
        f"{t} thread(s): " + " / ".join(
            f"{c['fma']['flops'] / c['fma']['median'] / c['fma']['threads'] / 1e9:.1f}"
            for c in (results[t]["columns"][str(seq)] for seq in args.seqs))
        for t in thread_counts)
    print(f"FMA peak per thread, GFLOP/s (S = {'/'.join(str(s) for s in args.seqs)} columns): "
          + per_thread)
    short, errors, failures = [], {}, []
    for t in thread_counts:
        for seq in args.seqs:
            for key, entry in results[t]["columns"][str(seq)].items():
                if key == "fma":
                    continue
                if entry.get("skipped"):
                    if not entry["skipped"].startswith("torch not installed"):
                        failures.append(f"  {ROWS[key]} (S = {seq}, {t} thread(s)): "
                                        f"{entry['skipped']}")
                    continue
                errors[key] = max(errors.get(key, 0.0), entry["error"])
                if entry["samples"] < args.repeats:
                    short.append(f"{ROWS[key]} S = {seq} {t}t: {entry['samples']}")
    if short:
        print("timed calls, where fewer than --repeats: " + ", ".join(short))
    for line in failures:
        print(line)
    print(f"max |error| against the float64 reference (inputs N(0,1); bound {rotate.TOLERANCE:g}"
          f" for rope-mlir, {rotate.TORCH_TOLERANCE:g} for PyTorch, whose rope forms angles in "
          "float32): " + ", ".join(f"{ROWS[k]} {e:.1e}" for k, e in errors.items()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pipeline", default="--rope-lower-to-llvm=fuse-attention=0",
                        help="rope-opt flags for the rope-mlir module (write --pipeline=FLAGS); "
                        "{threads} is replaced by the block's thread count (default: %(default)s)")
    parser.add_argument("--threads", default="1,2", help="thread counts, one block each")
    parser.add_argument("--seqs", default="2048,512", help="sequence lengths, one column each")
    parser.add_argument("--repeats", type=int, default=7, help="timed rounds (median of these)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed rounds first")
    parser.add_argument("--budget", type=float, default=10.0,
                        help="seconds one candidate may spend in a column's rounds before it "
                        "gets fewer of them (default: %(default)s)")
    parser.add_argument("--cold-malloc", action="store_true",
                        help="glibc's default allocator instead of the warm one")
    parser.add_argument("--keep", metavar="DIR", help="keep the libraries and raw results in DIR")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--workdir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    try:
        args.seqs = [int(s) for s in args.seqs.split(",") if s]
    except ValueError:
        parser.error(f"--seqs takes a comma-separated list of lengths, got {args.seqs!r}")
    if not args.seqs or min(args.seqs) < 1:
        parser.error("--seqs: lengths must be >= 1")
    if args.repeats < 1 or args.warmup < 0:
        parser.error("--repeats must be >= 1 and --warmup >= 0")
    if args.worker:
        return worker(args)

    rotate_table.use_warm_malloc(args.cold_malloc)
    thread_counts = rotate_table.parse_thread_counts(parser, args.threads)
    rotate_table.check_rope_opt()

    started = time.perf_counter()
    workdir = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="rope_attn_")
    os.makedirs(workdir, exist_ok=True)
    try:
        modules = {f"S{seq}": attention_module(seq) for seq in args.seqs}
        kernels, flags = rotate_table.compile_kernels(args.pipeline, thread_counts, workdir,
                                                      modules)
        rotate.build_shared("fma_peak.c", os.path.join(workdir, "fma_peak.so"), openmp=True)
        compile_s = time.perf_counter() - started
        with open(os.path.join(workdir, "kernels.json"), "w") as f:
            json.dump({str(t): k for t, k in kernels.items()}, f)
        start = time.perf_counter()
        for seq in args.seqs:
            write_inputs(seq, workdir)
        reference_s = time.perf_counter() - start
        worker_args = ["--repeats", str(args.repeats), "--warmup", str(args.warmup),
                       "--budget", str(args.budget), "--seqs", ",".join(map(str, args.seqs))]
        results = rotate_table.run_workers(thread_counts, workdir, worker_args)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)

    print_report(args, results, kernels, flags, compile_s, reference_s)
    print(f"whole run: {time.perf_counter() - started:.0f} s")
    wrong = any(entry.get("skipped", "").startswith(("WRONG", "failed", "does not compile"))
                for r in results.values() for column in r["columns"].values()
                for entry in column.values())
    if wrong:
        print("\nFAIL: a candidate failed or computed a wrong result (see above); it was not timed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
