#!/usr/bin/env python3
"""Run: `python3 bench/peaks.py [--threads 1,2]` (see bench/README.md).

The arithmetic peaks of this CPU, which bench/matmul.py and
bench/attention_fused.py measure in their own runs and read their cells
against. Each is a C kernel (clang-22 -O3 -march=native -fopenmp, LLVM's
libomp) whose every OpenMP thread runs independent chains of one
instruction, more chains than its latency times its throughput, so that
nothing but that instruction's throughput bounds it:

  f32 FMA    bench/fma_peak.c: 16 chains of vfmadd...ps on zmm (12 on ymm
             without AVX-512F, as 16 registers hold), 2 flops per f32 lane
  vdpbf16ps  bench/lowp_peak.c: 16 chains of AVX512-BF16 vdpbf16ps on zmm,
             64 flops each (16 f32 lanes, each adding two bf16 products)
  fp16 FMA   bench/lowp_peak.c: 16 chains of AVX512-FP16 vfmadd...ph on zmm,
             64 flops each (32 f16 lanes)
  AMX        bench/lowp_peak.c: AMX tdpbf16ps on 4 accumulator tiles (16 x 16
             f32) from 2 + 2 operand tiles (16 rows of 32 bf16) loaded once,
             16 * 16 * 32 * 2 flops each; the process first asks Linux for
             the tile data permission (arch_prctl ARCH_REQ_XCOMP_PERM)

A low-precision kernel is compiled only when -march=native has the feature
and runs only when cpuid (and XCR0) say the CPU has it; otherwise its peak
is None (printed `-`, with the reason). measure() calibrates each kernel so
that a call takes about sample_s, then times the kernels round-robin and
keeps each one's best call (other processes share these machines).
"""

import argparse
import ctypes
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
from rope_mlir import aot  # noqa: E402

# key: (label, source, kernel number in lowp_peak.c)
KINDS = {
    "f32": ("f32 FMA", "fma_peak.c", None),
    "dpbf16": ("vdpbf16ps", "lowp_peak.c", 0),
    "fp16": ("fp16 FMA", "lowp_peak.c", 1),
    "amx": ("AMX tdpbf16ps", "lowp_peak.c", 2),
}
# lowp_peak_available's answers other than 1 (ready).
UNAVAILABLE = {0: "not compiled (-march=native lacks it)", -1: "the CPU lacks it",
               -2: "not available: Linux refused the AMX tile data permission"}
FLAGS = ("avx512f", "avx512_bf16", "avx512_fp16", "amx_tile", "amx_bf16")


def build(workdir):
    """Compile fma_peak.c and lowp_peak.c into workdir (fma_peak.so, lowp_peak.so)."""
    clang = aot.find_llvm_tool("clang-22", "clang")
    for source in ("fma_peak.c", "lowp_peak.c"):
        library = os.path.join(workdir, source.replace(".c", ".so"))
        command = [clang, "-O3", "-march=native", "-shared", "-fPIC",
                   os.path.join(HERE, source), "-o", library, "-fopenmp", *aot.openmp_flags()]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise aot.ToolError(f"{' '.join(command)} failed:\n{done.stderr}")


class Peaks:
    """The kernels that build() compiled into workdir, loaded into this process."""

    def __init__(self, workdir):
        self.fma = ctypes.CDLL(os.path.join(workdir, "fma_peak.so"))
        self.fma.fma_peak_run.argtypes = [ctypes.c_int64, ctypes.c_int]
        self.fma.fma_peak_run.restype = ctypes.c_double
        self.lowp = ctypes.CDLL(os.path.join(workdir, "lowp_peak.so"))
        self.lowp.lowp_peak_run.argtypes = [ctypes.c_int, ctypes.c_int64, ctypes.c_int]
        self.lowp.lowp_peak_run.restype = ctypes.c_double
        self.lowp.lowp_peak_available.argtypes = [ctypes.c_int]
        # Asking once also requests the AMX permission, before any tile instruction.
        self.missing = {}
        for key, (_, _, kernel) in KINDS.items():
            if kernel is not None:
                answer = self.lowp.lowp_peak_available(kernel)
                if answer != 1:
                    self.missing[key] = UNAVAILABLE.get(answer, f"unavailable ({answer})")

    def run(self, key, rounds, threads):
        """One call of a kernel on `threads` threads; returns the flops done."""
        kernel = KINDS[key][2]
        if kernel is None:
            return self.fma.fma_peak_run(rounds, threads)
        return self.lowp.lowp_peak_run(kernel, rounds, threads)

    def measure(self, threads, sample_s=0.02, samples=10):
        """{key: GFLOP/s or None}: each available kernel's best of `samples`
        calls of about sample_s on `threads` threads, timed round-robin."""
        rounds = {}
        for key in KINDS:
            if key in self.missing:
                continue
            count = 1024
            self.run(key, count, threads)  # wakes the thread pool
            while True:
                start = time.perf_counter()
                self.run(key, count, threads)
                elapsed = time.perf_counter() - start
                if elapsed >= 2e-3:
                    break
                count *= 4
            rounds[key] = max(1, int(count * sample_s / elapsed))
        best = {key: None for key in KINDS}
        for _ in range(samples):
            for key, count in rounds.items():
                start = time.perf_counter()
                flops = self.run(key, count, threads)
                gflops = flops / (time.perf_counter() - start) / 1e9
                best[key] = max(best[key] or 0.0, gflops)
        return best


def best_of(*measured):
    """Each kernel's best over several measure() results (None where it never ran)."""
    return {key: max((m[key] for m in measured if m.get(key) is not None), default=None)
            for key in KINDS}


def cpu_flags():
    """The flags /proc/cpuinfo lists for the first CPU."""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("flags"):
                return set(line.partition(":")[2].split())
    return set()


def cpu_line():
    """`model name (family F, model M); has ...; lacks ...` of the flags
    these peaks depend on (a VM may report a generic model name)."""
    fields = {}
    with open("/proc/cpuinfo") as f:
        for line in f:
            if not line.strip():
                break
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
    flags = set(fields.get("flags", "").split())
    has = [f for f in FLAGS if f in flags]
    lacks = [f for f in FLAGS if f not in flags]
    parts = [f"{fields.get('model name', 'unknown CPU')} (family "
             f"{fields.get('cpu family', '?')}, model {fields.get('model', '?')})"]
    if has:
        parts.append("has " + " ".join(has))
    if lacks:
        parts.append("lacks " + " ".join(lacks))
    return "; ".join(parts)


def describe_missing(missing):
    """One line naming the peaks that printed `-` and why, or ''."""
    return "; ".join(f"{KINDS[key][0]}: {why}" for key, why in missing.items())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--threads", default="1,2", help="thread counts (default: %(default)s)")
    parser.add_argument("--samples", type=int, default=20,
                        help="calls per kernel, best kept (default: %(default)s)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rope_peaks_") as workdir:
        build(workdir)
        peaks = Peaks(workdir)
        thread_counts = [int(t) for t in args.threads.split(",")]
        measured = {t: peaks.measure(t, samples=args.samples) for t in thread_counts}
    print(f"CPU: {cpu_line()}; {os.cpu_count()} CPUs")
    print("GFLOP/s, best call of each kernel; x f32: / the f32 FMA peak of the same thread count")
    print(f"{'peak':<30}" + "".join(f"{f'{t} thread' + ('s' if t > 1 else ''):>18}"
                                    for t in thread_counts))
    for key, (label, source, _) in KINDS.items():
        line = f"{f'{label} ({source})':<30}"
        for t in thread_counts:
            value = measured[t][key]
            line += (f"{'-':>10}{'':8}" if value is None else
                     f"{value:>10.1f} {value / measured[t]['f32']:>7.2f}")
        print(line.rstrip())
    if peaks.missing:
        print(f"-: {describe_missing(peaks.missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
