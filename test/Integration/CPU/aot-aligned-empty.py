# RUN: %python %s | FileCheck %s
#
# rope_mlir.aot.aligned_empty: C-contiguous, writable arrays of the shape and
# type asked for whose data starts on the alignment asked for (64 bytes by
# default), which compiled kernels take as any array; a bad alignment is an
# error.
#
# CHECK: aligned: ok
# CHECK: kernel: ok
# CHECK: alignment 48: ValueError: alignment must be a power of two, got 48

import os

import numpy as np

from rope_mlir import aot

for shape in [(3, 5), (7,), 9, (2, 3, 4), (1000, 1100)]:
    for dtype in (np.float32, np.uint16, np.float64, np.int64):
        for alignment in (64, 4096):
            array = aot.aligned_empty(shape, dtype, alignment)
            expected = (shape,) if isinstance(shape, int) else shape
            assert array.shape == expected and array.dtype == dtype, (shape, dtype)
            assert array.flags.c_contiguous and array.flags.writeable
            assert array.ctypes.data % alignment == 0, (shape, dtype, alignment)
            array[...] = 1
print("aligned: ok")

# A matmul writing into aligned operands, against float64 numpy.
m, k, n = 20, 50, 1100
module = f"""
func.func @mm(%a: memref<{m}x{k}xf32>, %b: memref<{k}x{n}xf32>,
              %c: memref<{m}x{n}xf32>) attributes {{llvm.emit_c_interface}} {{
  linalg.matmul ins(%a, %b : memref<{m}x{k}xf32>, memref<{k}x{n}xf32>)
                outs(%c : memref<{m}x{n}xf32>)
  return
}}"""
lib = aot.compile_module(module, workdir=os.environ.get("ROPE_TEST_WORKDIR"))
rng = np.random.default_rng(0)
a, b, c = aot.aligned_empty((m, k)), aot.aligned_empty((k, n)), aot.aligned_empty((m, n))
a[...] = rng.standard_normal((m, k))
b[...] = rng.standard_normal((k, n))
c[...] = 0
aot.call(lib, "mm", [a, b, c])
expected = a.astype(np.float64) @ b.astype(np.float64)
bound = 2 * np.sqrt(k) * np.finfo(np.float32).eps * np.outer(
    np.linalg.norm(a, axis=1), np.linalg.norm(b, axis=0))
print("kernel:", "ok" if np.all(np.abs(c - expected) <= bound) else "FAIL")

try:
    aot.aligned_empty((4,), alignment=48)
except ValueError as error:
    print(f"alignment 48: ValueError: {error}")
