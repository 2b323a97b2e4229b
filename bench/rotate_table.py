#!/usr/bin/env python3
"""Run: `bash bench/setup-venv.sh`, then `python3 bench/rotate_table.py` (see bench/README.md).

Prints one table: RoPE on CPU by rope-mlir, a hand-written C++ loop and
PyTorch (eager and torch.compile), f32 and bf16, 1 and 2 threads, on the
shapes of an attention layer, every cell a speed ratio to a STREAM copy of
the same bytes measured in the same run (copy time / time; 1.00 = as fast as
copying the bytes).

  columns  Q [1,32,2048,128]; Q+K, both [1,32,2048,128], rotated in one call
           (as apply_rotary_pos_emb(q, k, ...) does; tables shared); GQA K
           [1,8,2048,128]; decode Q [1,32,1,128] at position 4095, against
           the time of moving its bytes at the Q column's copy bandwidth
  rows     rope-mlir (half, interleaved, partial rotary 0.25), the C++ loop of
           bench/handwritten_rope.cpp, PyTorch eager (Hugging Face rotate_half,
           also partial; Meta's complex form), torch.compile of rotate_half

Each thread count runs in its own worker process (OMP_NUM_THREADS and
torch.set_num_threads set once, before anything starts), which measures its
own copy. Every candidate is checked against rope_mlir.reference (float64)
before it is timed; a wrong one is reported and never timed (exit status 1).

Options: --pipeline=FLAGS (rope-opt flags, default --rope-lower-to-llvm; a
{threads} in them is replaced by each block's thread count), --threads 1,2,
--repeats, --warmup, --cold-malloc, --no-compile, --keep DIR.

Interpreter: build/bench-venv/bin/python (bash bench/setup-venv.sh), which
this script re-executes itself with when it exists; without it the PyTorch
rows are skipped. Environment: ROPE_OPT (default build/bin/rope-opt),
LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin).
"""

import argparse
import ctypes
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV_PYTHON = os.path.join(ROOT, "build", "bench-venv", "bin", "python")

# The running script (this one, or bench/attention.py, which imports it)
# starts again with the venv's python; workers are started with it.
if "--worker" not in sys.argv and os.access(VENV_PYTHON, os.X_OK) and \
        os.path.abspath(sys.executable) != VENV_PYTHON and os.path.isfile(sys.argv[0]):
    os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(sys.argv[0])] + sys.argv[1:])

sys.path.insert(0, HERE)
import rotate  # noqa: E402  (after the re-exec: it needs numpy)
from rotate import Candidate, aot, bf16, reference, np  # noqa: E402

HEAD_DIM, SEQ, HEADS, KV_HEADS = 128, 2048, 32, 8
DECODE_OFFSET = 4095
DTYPES = ("f32", "bf16")
# name: (layout, rotary_dim)
VARIANTS = {"half": ("half", HEAD_DIM), "interleaved": ("interleaved", HEAD_DIM),
            "partial": ("half", HEAD_DIM // 4)}
# Columns: name -> the tensors rotated in one call ("q", "k": [1, 32, 2048,
# 128]; "kg": [1, 8, 2048, 128]; "qd": [1, 32, 1, 128] at DECODE_OFFSET).
GROUPS = {"Q": ("q",), "Q+K": ("q", "k"), "GQA K": ("kg",), "decode": ("qd",)}
SHAPES = {"q": (1, HEADS, SEQ, HEAD_DIM), "k": (1, HEADS, SEQ, HEAD_DIM),
          "kg": (1, KV_HEADS, SEQ, HEAD_DIM), "qd": (1, HEADS, 1, HEAD_DIM)}
# Max error allowed: (absolute, relative to the reference). rope-mlir and the
# C++ loop compute in f32 and round once (the bounds of the integration
# tests); PyTorch forms angles in float32 and rounds bf16 after every op.
TOLERANCES = {"f32": (rotate.TOLERANCE, 0.0), "bf16": (1e-6, 2.0**-8)}
TORCH_TOLERANCES = {"f32": (rotate.TORCH_TOLERANCE, 0.0), "bf16": (5e-2, 2.0**-6)}
DECODE_SAMPLE_S = 2e-3  # decode calls are repeated until a sample takes this long
# With several threads, PyTorch's libgomp and the libomp of rope-mlir's and the
# C++ loop's code each keep a pool whose idle threads spin for a while
# (libgomp ~10 ms by default; libomp KMP_BLOCKTIME, 200 ms by default, set to
# OMP_BLOCKTIME_MS here) before they sleep. A pause of SETTLE_S before each
# timed sample lets them sleep, so that no candidate shares the cores with the
# previous one's spinning threads.
OMP_BLOCKTIME_MS = 10
SETTLE_S = 0.025

# Rows: key -> label. Keys are "what/dtype/variant".
ROWS = {"copy/f32": "STREAM copy, GB/s: f32 bytes", "copy/bf16": "STREAM copy, GB/s: bf16 bytes"}
for _dtype in DTYPES:
    for _variant in VARIANTS:
        ROWS[f"mlir/{_dtype}/{_variant}"] = f"rope-mlir {_dtype} {_variant}" + \
            (" 0.25" if _variant == "partial" else "")
for _variant in ("half", "interleaved"):
    ROWS[f"cpp/f32/{_variant}"] = f"C++ loop f32 {_variant}"
for _dtype in DTYPES:
    ROWS[f"eager-hf/{_dtype}/half"] = f"PyTorch eager rotate_half {_dtype}"
    ROWS[f"eager-hf/{_dtype}/partial"] = f"PyTorch eager rotate_half {_dtype} partial 0.25"
    ROWS[f"eager-meta/{_dtype}/interleaved"] = f"PyTorch eager complex {_dtype}"
    ROWS[f"compile-hf/{_dtype}/half"] = f"torch.compile rotate_half {_dtype}"


# ----------------------------------------------------------------------------
# Compiled rope-mlir kernels (the parent process builds them once)


def kernel_module(dtype, variant):
    """@q, @qk, @gqa_k, @decode for one element type and variant, writing into memref outputs."""
    layout, rotary = VARIANTS[variant]
    partial = f" rotary_dim({rotary})" if rotary != HEAD_DIM else ""
    freqs = f"tensor<{rotary // 2}xf64>"

    def function(name, inputs, positions):
        tensors = {n: "tensor<" + "x".join(map(str, SHAPES[n])) + f"x{dtype}>" for n in inputs}
        args = [f"%{n}: {tensors[n]}" for n in inputs]
        args.append(f"%pos: {positions}")
        args += [f"%{n}_out: {tensors[n].replace('tensor', 'memref')}" for n in inputs]
        body = [f"  %f = rope.frequencies #rope.default<rotary_dim = {rotary}> -> {freqs}"]
        for n in inputs:
            t = tensors[n]
            body.append(f"  %{n}_r = rope.rotate %{n}, %pos, %f layout({layout}){partial}"
                        f" : {t}, {positions}, {freqs} -> {t}")
            body.append(f"  bufferization.materialize_in_destination %{n}_r in restrict writable "
                        f"%{n}_out : ({t}, {t.replace('tensor', 'memref')}) -> ()")
        return (f"func.func @{name}({', '.join(args)}) attributes {{llvm.emit_c_interface}} {{\n"
                + "\n".join(body) + "\n  return\n}\n")

    return "\n".join([function("q", ["q"], f"tensor<{SEQ}xi64>"),
                      function("qk", ["q", "k"], f"tensor<{SEQ}xi64>"),
                      function("gqa_k", ["kg"], f"tensor<{SEQ}xi64>"),
                      function("decode", ["qd"], "index")])


def compile_kernels(pipeline, thread_counts, workdir, modules):
    """Compile modules ({key: MLIR text}); return {threads: {key: entry}}, {threads: flags}.

    One set of libraries per distinct pipeline ({threads} in it replaced by
    the count). An entry is {"library": path, "parallel": bool, "forks": int,
    "mallocs": int} or {"error": text}. "forks": OpenMP parallel regions
    (calls of __kmpc_fork_call) in the LLVM IR, "parallel": there is one;
    "mallocs": calls of malloc in the lowered module (its entry points and
    their C wrappers), not counting how often each runs.
    """
    kernels, flags = {}, {}
    for threads in thread_counts:
        flags[threads] = pipeline.replace("{threads}", str(threads))
        same = [t for t in kernels if flags[t] == flags[threads]]
        if same:
            kernels[threads] = kernels[same[0]]
            continue
        kernels[threads] = {}
        for key, text in modules.items():
            folder = os.path.join(workdir, f"{key.replace('/', '_')}_{threads}t")
            try:
                lib = aot.compile_module(text, pipeline=flags[threads], workdir=folder)
            except aot.ToolError as error:
                # The tool's command line, then its stderr: keep the first line of that.
                lines = str(error).strip().splitlines()
                entry = {"error": lines[min(1, len(lines) - 1)][:200]}
            else:
                with open(os.path.join(folder, "module.ll")) as f:
                    forks = sum(1 for line in f if "@__kmpc_fork_call(" in line and
                                not line.startswith("declare"))
                with open(os.path.join(folder, "lowered.mlir")) as f:
                    mallocs = f.read().count("llvm.call @malloc(")
                entry = {"library": lib._name, "parallel": forks > 0, "forks": forks,
                         "mallocs": mallocs}
            kernels[threads][key] = entry
    return kernels, flags


# ----------------------------------------------------------------------------
# A worker: one thread count, everything timed in this process


def make_inputs():
    """Inputs of every column, f32 and bf16 with the same values, and their references.

    Values are N(0, 1) rounded to bf16, so the f32 and bf16 inputs are equal
    and share one float64 reference per variant: expected[variant, tensor].
    The C++ loop takes f32 frequencies (rope-mlir's are f64): its references
    are expected["cpp " + variant, tensor], computed with those.
    """
    rng = np.random.default_rng(0)
    values = {}
    for name in ("q", "k", "qd"):
        values[name] = bf16.round_to_bf16(rng.standard_normal(SHAPES[name], dtype=np.float32))
    values["kg"] = np.ascontiguousarray(values["k"][:, :KV_HEADS])
    inputs = {"f32": values, "bf16": {n: bf16.float32_to_bf16(v) for n, v in values.items()}}
    positions = np.arange(SEQ, dtype=np.int64)
    expected = {}
    cases = [(variant, layout, rotary, reference.inverse_frequencies(rotary))
             for variant, (layout, rotary) in VARIANTS.items()]
    cases += [("cpp " + variant, variant, HEAD_DIM, cpp_frequencies().astype(np.float64))
              for variant in ("half", "interleaved")]
    for variant, layout, rotary, freqs in cases:
        for name in ("q", "k", "qd"):
            where = DECODE_OFFSET if name == "qd" else positions
            expected[variant, name] = reference.rotate(values[name], where, freqs, layout,
                                                       rotary_dim=rotary)
        expected[variant, "kg"] = expected[variant, "k"][:, :KV_HEADS]
    return inputs, positions, expected


def cpp_frequencies():
    """The f32 frequencies the C++ loop (and PyTorch) are given."""
    return reference.inverse_frequencies(HEAD_DIM).astype(np.float32)


def repeated(candidate, call):
    """Make candidate.fn run call(candidate.calls) and start at one call."""
    candidate.calls = 1
    candidate.fn = lambda: call(candidate.calls)
    return candidate


def copy_candidate(hw, threads, arrays, outs, group):
    """The STREAM copy of the group's bytes (plain loop for 1 thread, OpenMP otherwise)."""
    parallel = threads > 1
    copy = hw.bench_stream_copy_parallel if parallel else hw.bench_stream_copy
    pairs = [(a.ctypes.data, o.ctypes.data, a.nbytes // 4) for a, o in zip(arrays, outs)]
    name = f"copy {threads}t"
    if group == "decode":
        (src, dst, n), = pairs
        return repeated(Candidate(name, None),
                        lambda calls: hw.bench_stream_copy_repeat(src, dst, n, parallel, calls))

    def run():
        for src, dst, n in pairs:
            copy(src, dst, n)
    return Candidate(name, run)


def mlir_candidate(hw, lib, group, arrays, outs, positions):
    """A rope-mlir entry point over fixed arrays (decode: repeated through the C++ library)."""
    out = outs[0] if len(outs) == 1 else tuple(outs)
    if group == "decode":
        kernel = ctypes.cast(lib._mlir_ciface_decode, ctypes.c_void_p).value
        x_ref, out_ref = aot.as_memref(arrays[0]), aot.as_memref(outs[0])
        x_ptr, out_ptr = ctypes.addressof(x_ref), ctypes.addressof(out_ref)
        candidate = Candidate("rope-mlir decode", None, out)
        candidate.descriptors = (x_ref, out_ref)  # keep them alive
        return repeated(candidate, lambda calls: hw.bench_repeat_kernel(
            kernel, x_ptr, DECODE_OFFSET, out_ptr, calls))
    name = {"Q": "q", "Q+K": "qk", "GQA K": "gqa_k"}[group]
    return Candidate(f"rope-mlir {name}", rotate.bind(lib, name, [*arrays, positions, *outs]), out)


def cpp_candidate(hw, variant, group, arrays, outs, positions, tables):
    """The C++ loop: tables for the call's positions once, then each tensor rotated."""
    interleaved = 1 if variant == "interleaved" else 0
    freqs = tables["freqs32"]
    out = outs[0] if len(outs) == 1 else tuple(outs)
    if group == "decode":
        x, o = arrays[0], outs[0]
        where = tables["decode_position"]
        return repeated(Candidate("C++ decode", None, out),
                        lambda calls: hw.bench_rope_rotate_repeat(
                            x.ctypes.data, where.ctypes.data, freqs.ctypes.data, o.ctypes.data,
                            x.shape[0] * x.shape[1], x.shape[2], HEAD_DIM, interleaved, calls))
    cos, sin = tables["cos"], tables["sin"]

    def run():
        hw.bench_rope_tables(positions.ctypes.data, freqs.ctypes.data, SEQ, HEAD_DIM // 2,
                             cos.ctypes.data, sin.ctypes.data)
        for x, o in zip(arrays, outs):
            hw.bench_rope_rotate_tables(x.ctypes.data, cos.ctypes.data, sin.ctypes.data,
                                        o.ctypes.data, x.shape[0] * x.shape[1], SEQ, HEAD_DIM,
                                        interleaved)
    return Candidate("C++", run, out)


def torch_forms(torch):
    """PyTorch formulations as models write them: (tensors, positions, inv_freq) -> tensors.

    The cos/sin tables are computed in the call, as rope-mlir computes its
    tables in the call: cos/sin [seq, rotary_dim] from cat(freqs, freqs) in
    float32, cast to the input dtype (Hugging Face's rotary embedding and
    apply_rotary_pos_emb with rotate_half; partial rotary rotates the first
    rotary_dim channels and concatenates the rest, as GPT-NeoX, Phi and
    StableLM do), and Meta LLaMA's apply_rotary_emb (view_as_complex of the
    input in float32 times freqs_cis = polar(1, freqs), view_as_real, cast
    back).
    """

    def rotate_half(x):
        x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
        return torch.cat((-x2, x1), dim=-1)

    def hf(tensors, positions, inv_freq):
        freqs = torch.outer(positions.float(), inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        dtype = tensors[0].dtype
        cos, sin = emb.cos().to(dtype), emb.sin().to(dtype)
        rotary = emb.shape[-1]
        outs = []
        for x in tensors:
            if rotary == x.shape[-1]:
                outs.append(x * cos + rotate_half(x) * sin)
            else:
                x_rot, x_pass = x[..., :rotary], x[..., rotary:]
                outs.append(torch.cat((x_rot * cos + rotate_half(x_rot) * sin, x_pass), dim=-1))
        return tuple(outs)

    def meta(tensors, positions, inv_freq):
        freqs = torch.outer(positions.float(), inv_freq)
        freqs_cis = torch.polar(torch.ones_like(freqs), freqs)
        outs = []
        for x in tensors:
            xc = torch.view_as_complex(x.float().reshape(*x.shape[:-1], -1, 2))
            outs.append(torch.view_as_real(xc * freqs_cis).flatten(-2).type_as(x))
        return tuple(outs)

    return {"eager-hf": hf, "eager-meta": meta, "compile-hf": hf}


def torch_candidate(torch, form, fn, dtype, variant, group, arrays, positions, compiled):
    """A PyTorch candidate; compiled: the torch.compile'd functions by column, dtype, variant."""
    if dtype == "bf16":
        tensors = tuple(torch.from_numpy(a).view(torch.bfloat16) for a in arrays)
    else:
        tensors = tuple(torch.from_numpy(a) for a in arrays)
    where = torch.arange(DECODE_OFFSET, DECODE_OFFSET + 1) if group == "decode" else \
        torch.from_numpy(positions)
    inv_freq = torch.from_numpy(
        reference.inverse_frequencies(VARIANTS[variant][1]).astype(np.float32))
    if form.startswith("compile"):
        # One compiled function per column and dtype, static shapes: each
        # gets its own graph, never a dynamic-shape one.
        fn = compiled.setdefault((group, dtype, variant), torch.compile(fn, dynamic=False))
    holder = {}

    def run(calls):
        for _ in range(calls):
            holder["out"] = fn(tensors, where, inv_freq)

    candidate = repeated(Candidate(form, None), run)
    candidate.result = lambda: tuple(t.float().numpy() for t in holder["out"])
    return candidate


def calibrate(candidates):
    """Set each repeated candidate's calls so that one timed sample takes DECODE_SAMPLE_S."""
    for c in candidates:
        if c.skipped is None and hasattr(c, "calls"):
            c.calls = 8
            start = time.perf_counter()
            c.fn()
            per_call = (time.perf_counter() - start) / c.calls
            c.calls = max(1, int(DECODE_SAMPLE_S / per_call))


def worker(args):
    """Check and time every candidate on args.worker threads; write the results as JSON."""
    threads = args.worker
    with open(os.path.join(args.workdir, "kernels.json")) as f:
        kernels = json.load(f)[str(threads)]
    try:
        import torch
    except ImportError:
        torch, torch_reason = None, "torch not installed (bash bench/setup-venv.sh)"
    else:
        torch.set_num_threads(threads)
        for limit in ("recompile_limit", "accumulated_recompile_limit"):
            if hasattr(torch._dynamo.config, limit):
                setattr(torch._dynamo.config, limit, 64)
        forms = torch_forms(torch)
    folder = os.path.join(args.workdir, f"handwritten_{threads}t")
    os.makedirs(folder, exist_ok=True)
    hw = rotate.build_handwritten(folder, openmp=True)
    libs = {}
    for key, entry in kernels.items():
        if "library" in entry:
            libs[key] = ctypes.CDLL(entry["library"])

    inputs, positions, expected = make_inputs()
    tables = {"freqs32": cpp_frequencies(),
              "decode_position": np.array([DECODE_OFFSET], dtype=np.int64),
              "cos": np.empty((SEQ, HEAD_DIM // 2), np.float32),
              "sin": np.empty((SEQ, HEAD_DIM // 2), np.float32)}
    # Rows on 64-byte boundaries, as PyTorch's: rope-mlir's large outputs are
    # stored non-temporally only where a row starts on one.
    outputs = {dtype: {n: aot.aligned_empty(a.shape, a.dtype) for n, a in inputs[dtype].items()}
               for dtype in DTYPES}
    results = {"threads": threads, "groups": {},
               "torch": torch.__version__ if torch is not None else None,
               "numpy": np.__version__}
    compiled, compile_s = {}, 0.0

    for group, names in GROUPS.items():
        candidates = {}
        for dtype in DTYPES:
            arrays = [inputs[dtype][n] for n in names]
            outs = [outputs[dtype][n] for n in names]
            candidates[f"copy/{dtype}"] = copy_candidate(hw, threads, arrays, outs, group)
            for variant in VARIANTS:
                key = f"mlir/{dtype}/{variant}"
                entry = kernels[f"{dtype}/{variant}"]
                if "error" in entry:
                    candidates[key] = Candidate(key, None)
                    candidates[key].skipped = f"does not compile: {entry['error']}"
                else:
                    candidates[key] = mlir_candidate(hw, libs[f"{dtype}/{variant}"], group,
                                                     arrays, outs, positions)
                if dtype == "f32" and f"cpp/f32/{variant}" in ROWS:
                    candidates[f"cpp/f32/{variant}"] = cpp_candidate(
                        hw, variant, group, arrays, outs, positions, tables)
            for key in ROWS:
                form, row_dtype, variant = (key.split("/") + ["", ""])[:3]
                if row_dtype != dtype or form not in ("eager-hf", "eager-meta", "compile-hf"):
                    continue
                if torch is None:
                    candidates[key] = Candidate(key, None)
                    candidates[key].skipped = torch_reason
                elif form == "compile-hf" and args.no_compile:
                    candidates[key] = Candidate(key, None)
                    candidates[key].skipped = "--no-compile"
                else:
                    candidates[key] = torch_candidate(torch, form, forms[form], dtype, variant,
                                                      group, arrays, positions, compiled)

        for key, c in candidates.items():
            if c.skipped or key.startswith("copy/"):
                continue
            dtype, variant = key.split("/")[1:]
            if key.startswith("cpp/"):
                variant = "cpp " + variant
            want = tuple(expected[variant, n] for n in names)
            bounds = TORCH_TOLERANCES if key.startswith(("eager", "compile")) else TOLERANCES
            start = time.perf_counter()
            try:
                rotate.check(c, want, *bounds[dtype])
            except Exception as error:  # e.g. torch.compile without a C++ compiler
                c.skipped = f"failed: {type(error).__name__}: {str(error).splitlines()[0]}"
            if key.startswith("compile"):
                compile_s += time.perf_counter() - start
        live = [c for c in candidates.values() if c.skipped is None]
        calibrate(live)
        rotate.time_round_robin(live, args.warmup, args.repeats,
                                pause_s=SETTLE_S if threads > 1 else 0.0)
        results["groups"][group] = {
            key: {"skipped": c.skipped} if c.skipped else
            {"median": c.median() / getattr(c, "calls", 1),
             "min": min(c.times) / getattr(c, "calls", 1),
             "calls": getattr(c, "calls", 1), "error": c.error,
             "faults": statistics.median(c.faults) / getattr(c, "calls", 1)}
            for key, c in candidates.items()}
        results["groups"][group]["bytes"] = {
            dtype: 2 * sum(inputs[dtype][n].nbytes for n in names) for dtype in DTYPES}
        print(f"  {threads} thread(s): {group} done", file=sys.stderr, flush=True)
    results["compile_s"] = compile_s
    results["compiled_graphs"] = len(compiled)
    with open(os.path.join(args.workdir, f"results_{threads}.json"), "w") as f:
        json.dump(results, f)
    return 0

# ----------------------------------------------------------------------------
# The parent: compile, run one worker per thread count, print the table


def short_reason(reason):
    if reason.startswith("WRONG"):
        return "WRONG"
    if reason.startswith(("torch not installed", "--no-compile")):
        return "-"
    return "failed"


def cell(key, group, results):
    """The text of one cell: GB/s for the copy rows, else the ratio to the copy."""
    entry = results["groups"][group].get(key)
    if entry is None:
        return ""
    if entry.get("skipped"):
        return short_reason(entry["skipped"])
    dtype = key.split("/")[1]
    moved = results["groups"][group]["bytes"][dtype]
    if key.startswith("copy/"):
        return f"{moved / entry['median'] / 1e9:.1f}"
    if group == "decode":
        q = results["groups"]["Q"]
        copy_q = q[f"copy/{dtype}"]
        if copy_q.get("skipped"):
            return "?"
        bandwidth = q["bytes"][dtype] / copy_q["median"]
        return f"{moved / bandwidth / entry['median']:.2f}"
    copy = results["groups"][group][f"copy/{dtype}"]
    return f"{copy['median'] / entry['median']:.2f}"


def print_report(args, results, kernels, flags, compile_s):
    thread_counts = sorted(results)
    first = results[thread_counts[0]]
    print("RoPE on CPU: speed as a fraction of a STREAM copy of the same bytes, measured in the "
          "same process (copy time / time; 1.00 = as fast as copying; higher is better)")
    print(f"CPU: {rotate.cpu_name()}; torch {first['torch'] or 'not installed'}, "
          f"numpy {first['numpy']}, {sys.executable}")
    for t in thread_counts:
        kinds = {e.get("parallel") for e in kernels[t].values() if "library" in e}
        omp = "OpenMP-parallel" if kinds == {True} else \
            "single-threaded (no OpenMP fork in the code)" if kinds == {False} else "mixed"
        print(f"rope-mlir, {t} thread(s): rope-opt {flags[t]} | mlir-translate | clang-22 -O3 "
              f"(rope_mlir.aot); kernels {omp}")
    print(f"  compiled in {compile_s:.1f} s; entry points write into preallocated outputs; "
          "positions 0..2047 (decode: offset 4095); f64 frequencies, default schedule")
    print(allocator_line())
    print(threads_line())
    print(f"timing: per column, candidates round-robin, {args.warmup} warm-up rounds, median of "
          f"{args.repeats}; decode calls repeated back to back (inputs stay in cache) until a "
          f"sample takes {DECODE_SAMPLE_S * 1e3:.0f} ms")
    print("columns: Q [1,32,2048,128]; Q+K: Q and K [1,32,2048,128] rotated in one call (tables "
          "shared); GQA K [1,8,2048,128]; decode Q [1,32,1,128]: time to move its bytes at the Q "
          "column's copy bandwidth / time (the goal: >= 0.50)")

    columns = list(GROUPS)
    label_width = max(len(label) for label in ROWS.values())
    header = f"{'':<{label_width}} {'thr':>4} " + " ".join(f"{c:>7}" for c in columns)
    print()
    print(header)
    print("-" * len(header))
    single_threaded = set()
    for key, label in ROWS.items():
        for i, t in enumerate(thread_counts):
            mark = " "
            if key.startswith("mlir/") and t > 1:
                entry = kernels[t][key.split("/", 1)[1]]
                if entry.get("parallel") is False:
                    mark = "*"
                    single_threaded.add(t)
            cells = " ".join(f"{cell(key, g, results[t]):>7}" for g in columns)
            print(f"{label if i == 0 else '':<{label_width}} {t:>3}{mark} {cells}")
        if key == "copy/bf16" or key.endswith("/partial") and key.startswith("mlir/bf16") or \
                key == "cpp/f32/interleaved":
            print()
    print("STREAM copy rows: GB/s (read + written) of the copy each ratio divides by; decode: a "
          "copy of the decode bytes, hot in cache")
    print("outputs start on 64-byte boundaries (as PyTorch's allocator gives); rope-mlir stores "
          "rows of outputs >= its nontemporal-bytes (default 24 MiB) around the cache, the "
          "copy (a plain loop) through it")
    if single_threaded:
        print("* the kernels have no OpenMP parallel region: these rows ran on 1 thread")
    print("partial: rotary_dim 32 of head_dim 128 (half layout); C++ loop: f32, full rotation, "
          "tables computed per call; PyTorch: cos/sin computed in the call")
    print("  '-': not run (torch missing or --no-compile); WRONG/failed: see below")

    errors, failures = {}, {}
    for t in thread_counts:
        for group in columns:
            for key, entry in results[t]["groups"][group].items():
                if key == "bytes" or key.startswith("copy/"):
                    continue
                if entry.get("skipped"):
                    if short_reason(entry["skipped"]) != "-":
                        failures.setdefault((ROWS[key], entry["skipped"]), []).append(
                            f"{group} {t}t")
                    continue
                family = key.split("/")[0].split("-")[0] + "/" + key.split("/")[1]
                errors[family] = max(errors.get(family, 0.0), entry["error"])
    for (label, reason), where in failures.items():
        print(f"  {label} ({', '.join(where)}): {reason}")
    names = {"mlir": "rope-mlir", "cpp": "C++", "eager": "PyTorch eager",
             "compile": "torch.compile"}
    print("max |error| against the float64 reference (inputs N(0,1), bf16-representable): " +
          ", ".join(f"{names[f.split('/')[0]]} {f.split('/')[1]} {e:.1e}"
                    for f, e in errors.items()))
    compiled = [(t, r["compiled_graphs"], r["compile_s"]) for t, r in results.items()
                if r["compiled_graphs"]]
    if compiled:
        print("torch.compile: " + "; ".join(f"{n} graphs in {s:.0f} s ({t} thread(s))"
                                            for t, n, s in compiled) +
              f" (inductor cache: {os.environ.get('TORCHINDUCTOR_CACHE_DIR', INDUCTOR_CACHE)})")


INDUCTOR_CACHE = os.path.join(ROOT, "build", "bench-inductor-cache")


def use_warm_malloc(cold_malloc):
    """Re-execute the running script with the warm allocator's environment, unless
    cold_malloc or it already has it."""
    if not cold_malloc and \
            os.environ.get("GLIBC_TUNABLES") != rotate.WARM_MALLOC_ENV["GLIBC_TUNABLES"]:
        env = dict(os.environ, **rotate.WARM_MALLOC_ENV)
        os.execve(sys.executable, [sys.executable, os.path.abspath(sys.argv[0])] + sys.argv[1:],
                  env)


def allocator_line():
    """What the report says about the allocator the run used."""
    warm = os.environ.get("GLIBC_TUNABLES") == rotate.WARM_MALLOC_ENV["GLIBC_TUNABLES"]
    return "allocator: " + (
        "warm (GLIBC_TUNABLES=" + rotate.WARM_MALLOC_ENV["GLIBC_TUNABLES"] +
        ", NUMPY_MADVISE_HUGEPAGE=0): freed memory is reused, not unmapped" if warm else
        "glibc default (--cold-malloc): PyTorch's outputs fault in fresh pages every call; "
        "not a fair comparison")


def threads_line():
    """What the report says about how the thread counts were run."""
    return ("threads: one worker process per count, OMP_NUM_THREADS=N and "
            "torch.set_num_threads(N) set before anything runs; "
            f"KMP_BLOCKTIME={OMP_BLOCKTIME_MS} (ms) and, with N > 1, a {SETTLE_S * 1e3:.0f} ms "
            "pause before each sample, so that the idle threads of torch's libgomp and LLVM's "
            "libomp are asleep when another candidate starts")


def parse_thread_counts(parser, text):
    """The sorted thread counts of a --threads value; parser.error on a bad one."""
    try:
        counts = sorted({int(t) for t in text.split(",") if t})
    except ValueError:
        parser.error(f"--threads takes a comma-separated list of counts, got {text!r}")
    if not counts or min(counts) < 1:
        parser.error("--threads: counts must be >= 1")
    return counts


def check_rope_opt():
    rope_opt = os.environ["ROPE_OPT"]
    if not os.access(rope_opt, os.X_OK):
        sys.exit(f"{rope_opt} not found: run `bash scripts/build.sh` first (or set ROPE_OPT)")


def run_workers(thread_counts, workdir, worker_args):
    """Run the running script once per thread count as `--worker N --workdir DIR
    worker_args`, one after the other; return {N: the worker's results_N.json}.

    Each worker gets OMP_NUM_THREADS=N, MKL_NUM_THREADS=N and KMP_BLOCKTIME;
    its output goes to worker_N.log in workdir (printed when it fails).
    """
    results = {}
    for t in thread_counts:
        env = dict(os.environ, OMP_NUM_THREADS=str(t), MKL_NUM_THREADS=str(t),
                   OPENBLAS_NUM_THREADS="1", KMP_BLOCKTIME=str(OMP_BLOCKTIME_MS))
        env.setdefault("TORCHINDUCTOR_CACHE_DIR", INDUCTOR_CACHE)
        command = [sys.executable, os.path.abspath(sys.argv[0]), "--worker", str(t),
                   "--workdir", workdir] + worker_args
        block_start = time.perf_counter()
        log_path = os.path.join(workdir, f"worker_{t}.log")
        with open(log_path, "w") as log:
            done = subprocess.run(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        if done.returncode != 0:
            with open(log_path) as log:
                sys.stderr.write(log.read()[-4000:])
            sys.exit(f"the {t}-thread worker failed (exit {done.returncode})")
        print(f"{t}-thread block: {time.perf_counter() - block_start:.0f} s",
              file=sys.stderr, flush=True)
        with open(os.path.join(workdir, f"results_{t}.json")) as f:
            results[t] = json.load(f)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pipeline", default="--rope-lower-to-llvm",
                        help="rope-opt flags for the kernels (write --pipeline=FLAGS); {threads} "
                        "is replaced by the block's thread count (default: %(default)s)")
    parser.add_argument("--threads", default="1,2", help="thread counts, one block each")
    parser.add_argument("--repeats", type=int, default=11, help="timed rounds (median of these)")
    parser.add_argument("--warmup", type=int, default=2, help="untimed rounds first")
    parser.add_argument("--cold-malloc", action="store_true",
                        help="glibc's default allocator instead of the warm one")
    parser.add_argument("--no-compile", action="store_true", help="skip torch.compile")
    parser.add_argument("--keep", metavar="DIR", help="keep the libraries and raw results in DIR")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--workdir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args)

    use_warm_malloc(args.cold_malloc)
    thread_counts = parse_thread_counts(parser, args.threads)
    check_rope_opt()

    started = time.perf_counter()
    workdir = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="rope_table_")
    os.makedirs(workdir, exist_ok=True)
    try:
        modules = {f"{dtype}/{variant}": kernel_module(dtype, variant)
                   for dtype in DTYPES for variant in VARIANTS}
        kernels, flags = compile_kernels(args.pipeline, thread_counts, workdir, modules)
        compile_s = time.perf_counter() - started
        with open(os.path.join(workdir, "kernels.json"), "w") as f:
            json.dump({str(t): k for t, k in kernels.items()}, f)
        worker_args = ["--repeats", str(args.repeats), "--warmup", str(args.warmup)] + \
            (["--no-compile"] if args.no_compile else [])
        results = run_workers(thread_counts, workdir, worker_args)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)

    print_report(args, results, kernels, flags, compile_s)
    print(f"whole run: {time.perf_counter() - started:.0f} s")
    wrong = any(entry.get("skipped", "").startswith(("WRONG", "failed", "does not compile"))
                for r in results.values() for group in r["groups"].values()
                for key, entry in group.items() if key != "bytes")
    if wrong:
        print("\nFAIL: a candidate failed or computed a wrong result (see above); it was not timed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
