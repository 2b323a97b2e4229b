# RUN: %python %s | FileCheck %s
#
# rope-cache-scratch-buffers keeps each matmul's packed operand buffers
# for the next call (rope-lower-to-llvm's scratch-cache, on by default).
# Compared with float64 numpy, C = A B, every element within
# 2 sqrt(k) eps32 |a_i| |b_j|:
# * one function of dynamic sizes called with packs that grow, shrink and
#   grow again (the kept buffer is reused while it is large enough, freed
#   and replaced when it is not);
# * the same function called from four threads at once, 12 calls each
#   with inputs of their own (ctypes releases the GIL: the calls overlap
#   and race for the slot; each must still own its buffer);
# * a static 1024^3 matmul called again: it must not fault in the pages of
#   its packs a second time (minor page faults of the process, not a
#   time). glibc is told to map every allocation of 3 MiB or more and to
#   unmap it when freed (mallopt M_MMAP_THRESHOLD; the heap below is kept,
#   M_TRIM_THRESHOLD), as it does on its own
#   for some sequences of sizes (two 8 MiB packs of a bf16 matmul on AMX):
#   without the cache (scratch-cache=false) each call must then fault in
#   the 4 MiB of packed panels again (the control), with it at most a few
#   pages.
#
# CHECK: static, scratch-cache=false: {{[0-9]+}} page faults a call or more (1024 pages of packs)
# CHECK: static, cached: at most {{[0-9]+}} page faults a call
# CHECK: dynamic sizes: 6 calls ok
# CHECK: threads: 48 calls ok
# CHECK-NOT: FAIL

import ctypes
import os
import resource
import sys
import threading

import numpy as np

from rope_mlir import aot

EPS = np.finfo(np.float32).eps
failed = False


def check(name, a, b, c):
    global failed
    expected = a.astype(np.float64) @ b.astype(np.float64)
    bound = 2 * np.sqrt(a.shape[1]) * EPS * (
        np.linalg.norm(a, axis=1)[:, None] * np.linalg.norm(b, axis=0)[None, :])
    worst = float(np.max(np.abs(c - expected) / bound))
    if not worst <= 1:
        print(f"FAIL: {name}: error {worst:.3g} of the bound")
        failed = True
        return False
    return True


rng = np.random.default_rng(5)
workdir = os.environ.get("ROPE_TEST_WORKDIR")

STATIC = """
func.func @mm(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>,
              %c: memref<1024x1024xf32>) attributes {llvm.emit_c_interface} {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<1024x1024xf32>)
  linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>)
                outs(%c : memref<1024x1024xf32>)
  return
}"""


def faults_per_call(pipeline, pick):
    static = aot.compile_module(STATIC, pipeline=pipeline, workdir=workdir)
    a = rng.standard_normal((1024, 1024)).astype(np.float32)
    b = rng.standard_normal((1024, 1024)).astype(np.float32)
    c = np.zeros((1024, 1024), np.float32)
    aot.call(static, "mm", [a, b, c], [])  # the first call maps the packs
    check(pipeline, a, b, c)
    counts = []
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        aot.call(static, "mm", [a, b, c], [])
        counts.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
    check(pipeline, a, b, c)
    return pick(counts)


# M_MMAP_THRESHOLD (-3): allocations of 3 MiB or more (the 4 MiB of packed
# panels, not the left blocks) are mapped, and unmapped when freed, whatever
# their history. Before any other thread runs: each thread may get an arena
# of its own.
# M_TRIM_THRESHOLD (-1) of 1 GiB: the heap below that is kept.
libc = ctypes.CDLL(None)
if libc.mallopt(-3, 3 << 20) != 1 or libc.mallopt(-1, 1 << 30) != 1:
    print("FAIL: mallopt refused")
    failed = True
uncached = faults_per_call("rope-lower-to-llvm=scratch-cache=false", min)
cached = faults_per_call("rope-lower-to-llvm", max)
# 4 MiB of packed panels are 1024 pages; a call may still touch a few new
# pages elsewhere.
print(f"static, scratch-cache=false: {uncached} page faults a call or more "
      f"(1024 pages of packs)")
print(f"static, cached: at most {cached} page faults a call")
if uncached < 1000:
    print(f"FAIL: the control faulted {uncached} pages a call, not 1000 or more")
    failed = True
if cached > 64:
    print(f"FAIL: {cached} page faults a call with the cache")
    failed = True

DYNAMIC = """
func.func @mm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>)
    attributes {llvm.emit_c_interface} {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32>)
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>)
                outs(%c : memref<?x?xf32>)
  return
}"""

lib = aot.compile_module(DYNAMIC, workdir=workdir)

# Packs of the right operand (k x n f32, 256+ rows): 1.7, 4.0, 1.0, 4.5 MiB.
ok = 0
for m, k, n in [(300, 600, 700), (520, 900, 1100), (256, 500, 520),
                (40, 900, 1100), (600, 1000, 1150), (300, 600, 700)]:
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    c = np.full((m, n), np.nan, np.float32)
    aot.call(lib, "mm", [a, b, c], [])
    ok += check(f"{m}x{k}x{n}", a, b, c)
print(f"dynamic sizes: {ok} calls ok")


def worker(seed, sizes, results):
    local = np.random.default_rng(seed)
    for m, k, n in sizes:
        a = local.standard_normal((m, k)).astype(np.float32)
        b = local.standard_normal((k, n)).astype(np.float32)
        c = np.full((m, n), np.nan, np.float32)
        aot.call(lib, "mm", [a, b, c], [])
        results.append((f"thread {seed} {m}x{k}x{n}", a, b, c))


results = []
threads = [threading.Thread(
    target=worker,
    args=(seed, [(260 + 40 * seed + i, 520 + 7 * i, 600 + 50 * seed)
                 for i in range(12)], results))
    for seed in range(4)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
ok = sum(check(*result) for result in results)
print(f"threads: {ok} calls ok")

sys.exit(1 if failed else 0)
