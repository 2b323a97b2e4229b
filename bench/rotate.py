#!/usr/bin/env python3
"""Run: `python3 bench/rotate.py` after `bash scripts/build.sh` (about 15 s; see bench/README.md).

Benchmarks the CPU code rope-mlir generates for `rope.rotate` on
Q = [1, 32, 2048, 128] f32, positions 0..2047, half and interleaved layouts,
one thread, against what the same bytes cost elsewhere, all timed in this one
run (round-robin over the candidates, warm-up, median of N):

  copy      a STREAM copy of the same bytes (C loop; numpy copyto for reference)
  rope-mlir `rope-opt --rope-lower-to-llvm`, built by rope_mlir.aot, writing
            into a preallocated output (destination-passing entry point)
  C++       a hand-written loop (bench/handwritten_rope.cpp, clang++-22 -O3
            -march=native): cos/sin table computed per call, then the rotation
  PyTorch   eager, when `import torch` works

Every compiled candidate is checked once against rope_mlir.reference (float64
numpy) before it is timed; a wrong result is reported and never timed.

Options: --warm-malloc reruns this script with glibc told to keep freed memory
(GLIBC_TUNABLES, as the shared TOOLCHAIN.md describes), so that 32 MiB allocations
stop getting fresh, page-faulting pages on every call. --repeats, --warmup,
--heads, --layouts for quick runs; --keep DIR keeps the intermediate files.

Environment: ROPE_OPT (default build/bin/rope-opt), LLVM_TOOLS_DIR (default
/usr/lib/llvm-22/bin). Needs numpy: when the interpreter running this lacks it,
the script re-executes itself with /usr/bin/python3 (Debian's numpy).
"""

import argparse
import ctypes
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SYSTEM_PYTHON = "/usr/bin/python3"
WARM_MALLOC_ENV = {
    # glibc never serves malloc with mmap and never returns freed memory to
    # the kernel: a freed 32 MiB block is reused, already faulted in.
    "GLIBC_TUNABLES": "glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=68719476736",
    "NUMPY_MADVISE_HUGEPAGE": "0",
}
# One thread for everything that might spawn more (torch, BLAS).
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

try:
    import numpy as np
except ImportError:
    if os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON) and \
            os.access(SYSTEM_PYTHON, os.X_OK):
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    sys.exit("bench/rotate.py needs numpy: run it with /usr/bin/python3 "
             "(apt-get install python3-numpy)")

sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))

from rope_mlir import aot, bf16, reference  # noqa: E402

BATCH, HEADS, SEQ, HEAD_DIM = 1, 32, 2048, 128
TOLERANCE = 1e-5  # max abs error of an f32 result; inputs are N(0, 1)
TORCH_TOLERANCE = 1e-2  # PyTorch forms compute angles in float32 (see below)
LAYOUTS = ("half", "interleaved")
BF16_NAN = 0x7FC0  # a quiet bfloat16 NaN, as a uint16 bit pattern


# ----------------------------------------------------------------------------
# What is measured


class Candidate:
    """One timed thing: a name, a zero-argument callable and its output."""

    def __init__(self, name, fn, out=None, note=""):
        self.name = name
        self.fn = fn
        self.out = out  # the array fn writes (None: fn returns its result)
        self.note = note
        self.times = []
        self.faults = []
        self.error = None  # max abs error against the reference, once
        self.skipped = None  # a reason, when the candidate is not timed
        # (warmup, repeats) of its own, fewer than the run's: a slow candidate
        # takes part in only its first warmup + repeats rounds.
        self.rounds = None

    def median(self):
        return statistics.median(self.times)


def mlir_module(shapes, layout):
    """Destination-passing entry points for one layout.

    shapes: {suffix: shape}; each shape gets @rotate<suffix> (rope.rotate
    with the default schedule) and @rotate_tables<suffix> (rope.rotate_with_tables,
    the rotation alone, tables given).

    The output is a memref argument written through
    `bufferization.materialize_in_destination ... restrict writable`: the
    forms that return the destination tensor instead either do not lower
    (a returned argument gets a `bufferization.clone` that the pipeline
    leaves in the LLVM dialect) or are erased as dead code when the result
    is not returned (see bench/README.md).
    """
    functions = []
    for suffix, shape in shapes.items():
        dims = "x".join(str(d) for d in shape)
        seq, half = shape[-2], shape[-1] // 2
        t = f"tensor<{dims}xf32>"
        m = f"memref<{dims}xf32>"
        table = f"tensor<{seq}x{half}xf32>"
        functions.append(f"""
func.func @rotate{suffix}(%x: {t}, %pos: tensor<{seq}xi64>, %out: {m})
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {shape[-1]}> -> tensor<{half}xf32>
  %r = rope.rotate %x, %pos, %f layout({layout})
      : {t}, tensor<{seq}xi64>, tensor<{half}xf32> -> {t}
  bufferization.materialize_in_destination %r in restrict writable %out : ({t}, {m}) -> ()
  return
}}

func.func @rotate_tables{suffix}(%x: {t}, %cos: {table}, %sin: {table}, %out: {m})
    attributes {{llvm.emit_c_interface}} {{
  %r = rope.rotate_with_tables %x, %cos, %sin layout({layout})
      : {t}, {table}, {table} -> {t}
  bufferization.materialize_in_destination %r in restrict writable %out : ({t}, {m}) -> ()
  return
}}
""")
    return "".join(functions)


# The pipeline as shipped, and the same pipeline with tensor.empty elimination
# in front of its bufferization (not in rope-lower-to-llvm yet): the second
# lets the rotation write straight into the caller's buffer.
PIPELINES = {
    "shipped": ["rope-lower-to-llvm"],
    "eet": ["canonicalize", "rope-to-linalg", "eliminate-empty-tensors",
            "rope-lower-to-llvm"],
}


def returned_destination_module(shape, layout):
    """The entry point written as DESIGN suggests: return the materialized tensor."""
    dims = "x".join(str(d) for d in shape)
    seq, half = shape[-2], shape[-1] // 2
    t = f"tensor<{dims}xf32>"
    return f"""
func.func @rotate(%x: {t}, %pos: tensor<{seq}xi64>, %out: {t}) -> {t}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = {shape[-1]}> -> tensor<{half}xf32>
  %r = rope.rotate %x, %pos, %f layout({layout})
      : {t}, tensor<{seq}xi64>, tensor<{half}xf32> -> {t}
  %o = bufferization.materialize_in_destination %r in %out : ({t}, {t}) -> {t}
  return %o : {t}
}}
"""


def describe_lowering(rope_opt, source, flags):
    """Lower source with rope-opt and say what the entry point allocates and copies."""
    done = subprocess.run([rope_opt, "-", *("--" + f for f in flags)], input=source,
                          capture_output=True, text=True)
    if done.returncode != 0:
        return f"rope-opt fails: {done.stderr.strip().splitlines()[0]}"
    # Only the body of @rotate (not its C wrapper, not other functions).
    body = done.stdout.split("llvm.func @rotate(", 1)[-1].split("llvm.func @", 1)[0]
    leftovers = sorted({line.split("=", 1)[-1].split()[0] for line in body.splitlines()
                        if "bufferization." in line})
    if leftovers:
        return f"does not lower: {', '.join(leftovers)} left in the LLVM dialect"
    mallocs, frees = body.count("llvm.call @malloc"), body.count("llvm.call @free")
    text = f"{mallocs} malloc, {frees} free, {body.count('llvm.intr.memcpy')} memcpy per call"
    if mallocs > frees:
        text += f"; returns {mallocs - frees} new buffer(s) the caller must free"
    return text


def bind(lib, name, arrays):
    """Return a zero-argument callable of _mlir_ciface_<name> over fixed arrays."""
    function = getattr(lib, f"_mlir_ciface_{name}")
    function.restype = None
    descriptors = [aot.as_memref(a) for a in arrays]
    refs = [ctypes.byref(d) for d in descriptors]

    def call():
        function(*refs)
    call.descriptors = descriptors  # keep them (and the arrays) alive
    return call


def build_shared(source, library, openmp=False):
    """Compile a C or C++ file of bench/ to a shared library (clang-22 / clang++-22 -O3
    -march=native) and load it.

    openmp: build with -fopenmp against LLVM's libomp (the runtime rope-mlir's
    kernels link), so that its parallel regions run on OMP_NUM_THREADS threads;
    otherwise the pragmas are ignored.
    """
    if source.endswith(".c"):
        compiler = aot.find_llvm_tool("clang-22", "clang")
    else:
        compiler = aot.find_llvm_tool("clang++-22", "clang++")
    command = [compiler, "-O3", "-march=native", "-shared", "-fPIC",
               os.path.join(HERE, source), "-o", library]
    if openmp:
        command += ["-fopenmp", *aot.openmp_flags()]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise aot.ToolError(f"{' '.join(command)} failed:\n{done.stderr}")
    return ctypes.CDLL(library)


def build_handwritten(workdir, openmp=False):
    """Compile bench/handwritten_rope.cpp to a shared library and load it (see build_shared)."""
    library = os.path.join(workdir, "handwritten_rope_omp.so" if openmp else "handwritten_rope.so")
    lib = build_shared("handwritten_rope.cpp", library, openmp)
    p = ctypes.c_void_p
    i32, i64 = ctypes.c_int32, ctypes.c_int64
    signatures = {
        "bench_stream_copy": [p, p, i64],
        "bench_stream_copy_parallel": [p, p, i64],
        "bench_stream_copy_repeat": [p, p, i64, i32, i64],
        "bench_rope_tables": [p, p, i64, i64, p, p],
        "bench_rope_rotate_tables": [p, p, p, p, i64, i64, i64, i32],
        "bench_rope_rotate": [p, p, p, p, i64, i64, i64, i32],
        "bench_rope_rotate_repeat": [p, p, p, p, i64, i64, i64, i32, i64],
        "bench_repeat_kernel": [p, p, i64, p, i64],
    }
    for name, argtypes in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = None
    return lib


def torch_candidates(x, positions, freqs32, layout):
    """PyTorch eager in the form its users write, or a reason why not.

    half: Hugging Face's rotate_half form, cos/sin computed from the
    frequencies in the call (as a model's forward does). interleaved: Meta
    LLaMA's complex form (view_as_complex times polar(1, angles)). Both form
    angles in float32, as these models do, so they are checked against the
    reference with a looser tolerance.
    """
    try:
        import torch
    except ImportError:
        return None, "skipped: torch not installed"
    except Exception as error:  # e.g. built against another numpy
        return None, f"skipped: import torch failed: {error}"
    torch.set_num_threads(1)
    q = torch.from_numpy(x)
    pos = torch.from_numpy(positions)
    inv_freq = torch.from_numpy(freqs32)
    holder = {}

    if layout == "half":
        def run():
            angles = torch.outer(pos.float(), inv_freq)
            emb = torch.cat((angles, angles), dim=-1)
            cos, sin = emb.cos(), emb.sin()
            x1, x2 = q[..., : q.shape[-1] // 2], q[..., q.shape[-1] // 2:]
            holder["out"] = q * cos + torch.cat((-x2, x1), dim=-1) * sin
        name = "PyTorch eager, rotate_half"
    else:
        def run():
            angles = torch.outer(pos.float(), inv_freq)
            freqs_cis = torch.polar(torch.ones_like(angles), angles)
            qc = torch.view_as_complex(q.reshape(*q.shape[:-1], -1, 2))
            holder["out"] = torch.view_as_real(qc * freqs_cis).flatten(-2)
        name = "PyTorch eager, complex"
    candidate = Candidate(name, run, note=f"torch {torch.__version__}")
    candidate.result = lambda: holder["out"].numpy()
    return candidate, None


# ----------------------------------------------------------------------------
# Checking and timing


def check(candidate, expected, tolerance, relative=0.0):
    """Run the candidate once into NaN-filled outputs and record its max abs error.

    expected: the float64 reference, or a tuple of them for a candidate with
    several outputs (candidate.out a tuple, or result() returning one).
    Outputs are float arrays or bfloat16 bit patterns (uint16 arrays). The
    candidate passes when |result - expected| <= tolerance + relative * |expected|
    everywhere; otherwise it is marked skipped.
    """
    expected = expected if isinstance(expected, tuple) else (expected,)
    outs = candidate.out if isinstance(candidate.out, tuple) else (candidate.out,)
    for out in outs:
        if out is not None:
            out.fill(BF16_NAN if out.dtype == np.uint16 else np.nan)
    candidate.fn()
    results = outs if candidate.out is not None else candidate.result()
    results = results if isinstance(results, tuple) else (results,)
    error, passed = 0.0, True
    for result, want in zip(results, expected, strict=True):
        got = bf16.bf16_to_float32(result) if result.dtype == np.uint16 else result
        difference = np.abs(got.astype(np.float64) - want)
        error = max(error, float(np.max(difference)))
        # NaN compares false: an output never written fails.
        passed &= bool(np.all(difference <= tolerance + relative * np.abs(want)))
    candidate.error = error
    if not passed:
        bound = f"{tolerance:g}" + (f" + {relative:g}|expected|" if relative else "")
        candidate.skipped = f"WRONG RESULT: max abs error {error:.3g}, bound {bound}; not timed"


def time_round_robin(candidates, warmup, repeats, pause_s=0.0):
    """Time every candidate once per round, rotating the order each round.

    pause_s: sleep this long before each call, so that the idle threads of
    the previous candidate's thread pool stop spinning before it starts.
    A candidate whose rounds are set runs its own warm-up and repeats
    within the first rounds.
    """
    live = [c for c in candidates if c.skipped is None]
    for round_index in range(warmup + repeats):
        shift = round_index % len(live)
        for c in live[shift:] + live[:shift]:
            own_warmup, own_repeats = c.rounds or (warmup, repeats)
            if round_index >= own_warmup + own_repeats:
                continue
            time.sleep(pause_s)
            faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
            start = time.perf_counter()
            c.fn()
            elapsed = time.perf_counter() - start
            faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults
            if round_index >= own_warmup:
                c.times.append(elapsed)
                c.faults.append(faults)


# ----------------------------------------------------------------------------
# Reporting


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def print_layout(layout, rows, copy, bytes_moved):
    print(f"\nlayout({layout})")
    header = f"  {'candidate':<56} {'median ms':>9} {'min ms':>8} {'GB/s':>6} " \
             f"{'x copy':>7} {'faults':>7} {'max|err|':>9}"
    print(header)
    print("  " + "-" * (len(header) - 2))
    for c in rows:
        if c.skipped:
            print(f"  {c.name:<56} {c.skipped}")
            continue
        t = c.median()
        gbs = bytes_moved / t / 1e9
        ratio = copy.median() / t
        faults = statistics.median(c.faults)
        error = "" if c.error is None else f"{c.error:.1e}"
        print(f"  {c.name:<56} {t * 1e3:9.2f} {min(c.times) * 1e3:8.2f} {gbs:6.1f} "
              f"{ratio:7.2f} {faults:7.0f} {error:>9}")


def ratio_line(label, numerator, denominator):
    if numerator.skipped or denominator.skipped:
        return
    speed = denominator.median() / numerator.median()
    print(f"  {label}: {speed:.2f}x the speed ({1 / speed:.1f}x the time)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=21, help="timed rounds (median of these)")
    parser.add_argument("--warmup", type=int, default=3, help="untimed rounds first")
    parser.add_argument("--heads", type=int, default=HEADS, help="heads of Q (default 32)")
    parser.add_argument("--layouts", default=",".join(LAYOUTS),
                        help="comma-separated: half,interleaved")
    parser.add_argument("--warm-malloc", action="store_true",
                        help="rerun with glibc keeping freed memory (GLIBC_TUNABLES)")
    parser.add_argument("--keep", metavar="DIR", help="keep the compiled files in DIR")
    args = parser.parse_args()

    if args.warm_malloc and os.environ.get("GLIBC_TUNABLES") != WARM_MALLOC_ENV["GLIBC_TUNABLES"]:
        env = dict(os.environ, **WARM_MALLOC_ENV)
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__)] + sys.argv[1:], env)
    layouts = [l for l in args.layouts.split(",") if l]
    for layout in layouts:
        if layout not in LAYOUTS:
            parser.error(f"unknown layout {layout!r}")

    rope_opt = os.environ["ROPE_OPT"]
    if not os.access(rope_opt, os.X_OK):
        sys.exit(f"{rope_opt} not found: run `bash scripts/build.sh` first (or set ROPE_OPT)")

    shape = (BATCH, args.heads, SEQ, HEAD_DIM)
    shape_1head = (1, 1, SEQ, HEAD_DIM)  # probes: table cost with little rotation
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape, dtype=np.float32)
    x_1head = np.ascontiguousarray(x[:1, :1])
    positions = np.arange(SEQ, dtype=np.int64)
    # rope.frequencies folds the default schedule to f32 values (computed in
    # float64, rounded once): the reference rotates by exactly those.
    freqs32 = reference.inverse_frequencies(HEAD_DIM).astype(np.float32)
    angles = positions[:, None].astype(np.float64) * freqs32.astype(np.float64)
    cos_table = np.cos(angles).astype(np.float32)
    sin_table = np.sin(angles).astype(np.float32)
    scratch_cos, scratch_sin = np.empty_like(cos_table), np.empty_like(sin_table)
    bytes_moved = 2 * x.nbytes  # read x, write out (tables and positions: < 2%)
    rows = BATCH * args.heads
    warm = os.environ.get("GLIBC_TUNABLES") == WARM_MALLOC_ENV["GLIBC_TUNABLES"]

    workdir = args.keep or tempfile.mkdtemp(prefix="rope_bench_")
    os.makedirs(workdir, exist_ok=True)
    start = time.perf_counter()
    handwritten = build_handwritten(workdir)
    libs = {}
    for layout in layouts:
        for variant, pipeline in PIPELINES.items():
            libs[layout, variant] = aot.compile_module(
                mlir_module({"": shape, "_1head": shape_1head}, layout), pipeline=pipeline,
                workdir=os.path.join(workdir, f"{layout}_{variant}") if args.keep else None)
    compile_s = time.perf_counter() - start
    if not args.keep:
        for name in os.listdir(workdir):
            os.remove(os.path.join(workdir, name))
        os.rmdir(workdir)

    print(f"rope.rotate on Q {list(shape)} f32, positions 0..{SEQ - 1}, rotary_dim "
          f"{HEAD_DIM}, 1 thread, {cpu_name()}")
    print(f"median of {args.repeats} rounds after {args.warmup} warm-up rounds, candidates "
          f"timed round-robin in this one process; compiled in {compile_s:.1f} s")
    print("GB/s counts the bytes of Q read + the output written "
          f"({bytes_moved / 2**20:.0f} MiB per call); 'x copy' = copy time / candidate "
          "time; faults = minor page faults per call")
    if warm:
        print("allocator: warm (GLIBC_TUNABLES mmap_max=0, trim_threshold=64 GiB; "
              f"NUMPY_MADVISE_HUGEPAGE={os.environ.get('NUMPY_MADVISE_HUGEPAGE', 'unset')})")
    else:
        print("allocator: glibc default (every malloc >= 32 MiB maps fresh pages that "
              "fault on first touch); --warm-malloc for the warm-allocator figures")

    print("what the compiled entry points do (from the lowered IR, layout "
          f"{layouts[0]}; the output is {x.nbytes / 2**20:.0f} MiB, each table "
          f"{cos_table.nbytes // 1024} KiB):")
    for label, source, flags in (
            ("memref destination, shipped pipeline",
             mlir_module({"": shape}, layouts[0]), PIPELINES["shipped"]),
            ("memref destination, + eliminate-empty-tensors",
             mlir_module({"": shape}, layouts[0]), PIPELINES["eet"]),
            ("returned destination tensor, shipped pipeline",
             returned_destination_module(shape, layouts[0]), PIPELINES["shipped"])):
        print(f"  @rotate, {label}: {describe_lowering(rope_opt, source, flags)}")

    failed = False
    for layout in layouts:
        interleaved = 1 if layout == "interleaved" else 0
        expected = reference.rotate(x, positions, freqs32.astype(np.float64), layout)
        outs = {}

        def out(key):
            outs[key] = np.empty_like(x)
            return outs[key]

        dst_c, dst_np = np.empty_like(x), np.empty_like(x)
        copy = Candidate("copy: C loop (STREAM, the 1.00 column)",
                         lambda: handwritten.bench_stream_copy(x.ctypes.data, dst_c.ctypes.data,
                                                               x.size))
        copy_np = Candidate("copy: numpy copyto (glibc memmove)",
                            lambda: np.copyto(dst_np, x))
        mlir = {}
        for variant, label in (("shipped", "shipped pipeline"),
                               ("eet", "+ eliminate-empty-tensors")):
            lib = libs[layout, variant]
            o = out(("mlir", variant))
            mlir[variant] = Candidate(f"rope-mlir rotate ({label})",
                                      bind(lib, "rotate", [x, positions, o]), o)
            o = out(("mlir_tables", variant))
            mlir[variant + "_tables"] = Candidate(
                f"rope-mlir rotate_with_tables ({label})",
                bind(lib, "rotate_tables", [x, cos_table, sin_table, o]), o)
        o_hw = out("hw")
        hw = Candidate("C++ loop, tables per call",
                       lambda: handwritten.bench_rope_rotate(
                           x.ctypes.data, positions.ctypes.data, freqs32.ctypes.data,
                           o_hw.ctypes.data, rows, SEQ, HEAD_DIM, interleaved), o_hw)
        o_hwt = out("hw_tables")
        hw_tables = Candidate("C++ loop, rotation only (tables given)",
                              lambda: handwritten.bench_rope_rotate_tables(
                                  x.ctypes.data, cos_table.ctypes.data, sin_table.ctypes.data,
                                  o_hwt.ctypes.data, rows, SEQ, HEAD_DIM, interleaved), o_hwt)
        torch_c, torch_reason = torch_candidates(x, positions, freqs32, layout)

        # Probes for where the time goes, timed with the others, not tabled:
        # the table generic alone is rotate - rotate_with_tables on one head
        # (the difference of two small times, so less noisy than on 32).
        eet = libs[layout, "eet"]
        o1, o1t = np.empty_like(x_1head), np.empty_like(x_1head)
        probes = {
            "rotate_1head": Candidate("one-head probe: rotate", bind(
                eet, "rotate_1head", [x_1head, positions, o1]), o1),
            "rotate_tables_1head": Candidate("one-head probe: rotate_with_tables", bind(
                eet, "rotate_tables_1head", [x_1head, cos_table, sin_table, o1t]), o1t),
            "hw_tables_only": Candidate("C++ table loop", lambda: handwritten.bench_rope_tables(
                positions.ctypes.data, freqs32.ctypes.data, SEQ, HEAD_DIM // 2,
                scratch_cos.ctypes.data, scratch_sin.ctypes.data)),
        }
        for name in ("rotate_1head", "rotate_tables_1head"):
            check(probes[name], expected[:1, :1], TOLERANCE)
            if probes[name].skipped:
                print(f"  {probes[name].name}: {probes[name].skipped}")
                failed = True

        candidates = [copy, copy_np, mlir["shipped"], mlir["shipped_tables"], mlir["eet"],
                      mlir["eet_tables"], hw, hw_tables]
        for c in candidates[2:]:
            check(c, expected, TOLERANCE)
        if torch_c is not None:
            check(torch_c, expected, TORCH_TOLERANCE)
            candidates.append(torch_c)
        failed |= any(c.skipped for c in candidates)

        time_round_robin(candidates + list(probes.values()), args.warmup, args.repeats)
        print_layout(layout, candidates, copy, bytes_moved)
        if torch_c is None:
            print(f"  {'PyTorch eager':<56} {torch_reason}")

        print("  ratios (measured in this run):")
        ratio_line("rope-mlir (shipped pipeline) vs copy", mlir["shipped"], copy)
        ratio_line("rope-mlir (shipped pipeline) vs C++ loop", mlir["shipped"], hw)
        ratio_line("rope-mlir + eliminate-empty-tensors vs C++ loop", mlir["eet"], hw)
        ratio_line("rope-mlir rotation only vs C++ rotation only", mlir["eet_tables"], hw_tables)
        if torch_c is not None and not torch_c.skipped:
            ratio_line(f"rope-mlir (shipped pipeline) vs {torch_c.name}", mlir["shipped"], torch_c)
        if not any(c.skipped for c in list(mlir.values()) + list(probes.values())):
            shipped, eet_t = mlir["shipped"].median(), mlir["eet"].median()
            tables = probes["rotate_1head"].median() - probes["rotate_tables_1head"].median()
            print(f"  where rope-mlir's {shipped * 1e3:.1f} ms go: cos/sin table generic "
                  f"~{tables * 1e3:.1f} ms (C++ table loop: "
                  f"{probes['hw_tables_only'].median() * 1e3:.1f} ms), rotation generic "
                  f"~{mlir['eet_tables'].median() * 1e3:.1f} ms, output alloc + page faults + "
                  f"copy-out ~{(shipped - eet_t) * 1e3:.1f} ms")
        if torch_c is not None and not warm:
            print("  note: PyTorch eager allocates its outputs; with glibc's default allocator "
                  "much of its time is page faults. --warm-malloc gives the fair figure.")

    if failed:
        print("\nFAIL: a candidate computed a wrong result (see above); it was not timed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
