# RUN: %python %s | FileCheck %s
#
# tm_tensor.scatter (torch-mlir's index_copy_/index_put_) through
# rope-lower-tm-tensor and rope-lower-to-llvm, vectorized and scalar,
# against numpy float64 loops written from the op's definition: the element
# of the original at p, p[d] = u[d - leading] on the slice's dimensions,
# p[dimension_map[c]] += indices[n, c], becomes region(update, original),
# updates in order; an update that would write outside the original writes
# nothing. The caller's original is left unchanged (rope-read-only-arguments),
# unless its argument is marked {bufferization.writable = true}: then the
# function writes the updates into it in place.
#
# CHECK-NOT: FAIL
# CHECK: ok static-cache
# CHECK: ok rows
# CHECK: ok row-ranges
# CHECK: ok accumulate-dynamic
# CHECK: ok out-of-range
# CHECK: ok wider-dynamic
# CHECK: ok writable-in-place
# CHECK: PASS

import itertools
import sys

import numpy as np

from rope_mlir import aot

PIPELINES = ["rope-lower-to-llvm", "rope-lower-to-llvm=vectorize=0"]


def scatter_module(name, upd, idx, dst, dimension_map, unique, combine):
    body = ("tm_tensor.yield %new : f32" if combine == "copy" else
            "%s = arith.addf %new, %old : f32\n    tm_tensor.yield %s : f32")
    dims = ", ".join(str(d) for d in dimension_map)
    return f"""\
func.func @{name}(%upd: tensor<{upd}xf32>, %idx: tensor<{idx}>, %dst: tensor<{dst}xf32>) -> tensor<{dst}xf32>
    attributes {{llvm.emit_c_interface}} {{
  %0 = tm_tensor.scatter {{dimension_map = array<i64: {dims}>}} unique_indices({unique}) ins(%upd, %idx : tensor<{upd}xf32>, tensor<{idx}>) outs(%dst : tensor<{dst}xf32>) {{
  ^bb0(%new: f32, %old: f32):
    {body}
  }} -> tensor<{dst}xf32>
  return %0 : tensor<{dst}xf32>
}}
"""


def reference(upd, idx, dst, dimension_map, combine):
    out = dst.astype(np.float64).copy()
    slice_shape = upd.shape[1:]
    leading = dst.ndim - len(slice_shape)
    for n in range(upd.shape[0]):
        writes = []
        inside = True
        for u in itertools.product(*[range(s) for s in slice_shape]):
            p = [0] * leading + list(u)
            for c, d in enumerate(dimension_map):
                p[d] += int(idx[n, c])
            if any(x < 0 or x >= dst.shape[d] for d, x in enumerate(p)):
                inside = False
            writes.append((tuple(p), float(upd[(n,) + u])))
        if not inside:
            continue
        for p, value in writes:
            out[p] = value if combine == "copy" else out[p] + value
    return out


def check(name, upd, idx, dst, dimension_map, *, unique=True, combine="copy", dynamic=False):
    def text(shape):
        return "x".join("?" if dynamic else str(s) for s in shape)
    idx_type = text(idx.shape) + "x" + {np.int64: "i64", np.int32: "i32"}[idx.dtype.type]
    if dynamic:
        idx_type = "?x" + str(idx.shape[1]) + "x" + idx_type.rsplit("x", 1)[1]
    module = scatter_module(name.replace("-", "_"), text(upd.shape), idx_type, text(dst.shape),
                            dimension_map, "true" if unique else "false", combine)
    want = reference(upd, idx, dst, dimension_map, combine)
    problems = []
    original = dst.copy()
    for pipeline in PIPELINES:
        lib = aot.compile_module(module, pipeline=pipeline)
        got = aot.call(lib, name.replace("-", "_"), [upd, idx, dst], [(dst.shape, np.float32)])
        err = float(np.max(np.abs(got - want)))
        if err > 1e-6:
            problems.append(f"{pipeline}: max error {err:.2e}")
        if not np.array_equal(dst, original):
            problems.append(f"{pipeline}: the caller's original was written")
            dst[...] = original
    print(f"{'FAIL' if problems else 'ok'} {name}" + ("" if not problems else ": " + "; ".join(problems)))
    return not problems


def main():
    rng = np.random.default_rng(5)
    ok = True
    # Hugging Face's static cache as torch-mlir writes it: every element of
    # one token's [1, 2, 1, 16] keys at (0, head, position, channel).
    cache = rng.standard_normal((1, 2, 128, 16)).astype(np.float32)
    new = rng.standard_normal((32, 1, 1, 1, 1)).astype(np.float32)
    idx = np.array([[0, h, 100, c] for h in range(2) for c in range(16)], dtype=np.int64)
    ok &= check("static-cache", new, idx, cache, [0, 1, 2, 3])
    # Rows at (batch, row) pairs, i32 indices.
    dst = rng.standard_normal((2, 8, 16)).astype(np.float32)
    upd = rng.standard_normal((3, 1, 16)).astype(np.float32)
    idx = np.array([[1, 7], [0, 0], [1, 3]], dtype=np.int32)
    ok &= check("rows", upd, idx, dst, [0, 1])
    # Four channels of a row from an indexed start: the slice's own
    # dimension is indexed too.
    dst = rng.standard_normal((6, 10)).astype(np.float32)
    upd = rng.standard_normal((3, 4)).astype(np.float32)
    idx = np.array([[5, 6], [0, 0], [2, 3]], dtype=np.int64)
    ok &= check("row-ranges", upd, idx, dst, [0, 1])
    # An accumulating index_put_ of scalars with repeated indices, the index
    # columns in the opposite order, every size dynamic.
    dst = rng.standard_normal((5, 7)).astype(np.float32)
    upd = rng.standard_normal((9,)).astype(np.float32)
    idx = np.array([[c, r] for r, c in [(0, 0), (4, 6), (0, 0), (2, 3), (2, 3), (2, 3), (1, 5),
                                         (4, 6), (3, 0)]], dtype=np.int64)
    ok &= check("accumulate-dynamic", upd, idx, dst, [1, 0], unique=False, combine="add",
                dynamic=True)
    # Updates that would write outside the original write nothing.
    dst = rng.standard_normal((4, 8)).astype(np.float32)
    upd = rng.standard_normal((5, 4)).astype(np.float32)
    idx = np.array([[1, 0], [4, 0], [-1, 2], [2, 5], [3, 4]], dtype=np.int64)
    ok &= check("out-of-range", upd, idx, dst, [0, 1])
    # Dynamic sizes that the verifier cannot compare: rows of 12 into rows
    # of 8 lie outside the original and write nothing.
    dst = rng.standard_normal((4, 8)).astype(np.float32)
    upd = rng.standard_normal((2, 12)).astype(np.float32)
    idx = np.array([[1], [3]], dtype=np.int64)
    ok &= check("wider-dynamic", upd, idx, dst, [0], dynamic=True)
    # A cache the caller asks to be updated in place.
    cache = rng.standard_normal((1, 2, 128, 16)).astype(np.float32)
    new = rng.standard_normal((32, 1, 1, 1, 1)).astype(np.float32)
    idx = np.array([[0, h, 57, c] for h in range(2) for c in range(16)], dtype=np.int64)
    module = scatter_module("write", "32x1x1x1x1", "32x4xi64", "1x2x128x16", [0, 1, 2, 3], "true",
                            "copy").replace("%dst: tensor<1x2x128x16xf32>",
                                            "%dst: tensor<1x2x128x16xf32> {bufferization.writable = true}")
    want = reference(new, idx, cache, [0, 1, 2, 3], "copy")
    aot.call(aot.compile_module(module), "write", [new, idx, cache], [(cache.shape, np.float32)])
    err = float(np.max(np.abs(cache - want)))
    print(f"{'ok' if err == 0 else 'FAIL'} writable-in-place" + ("" if err == 0 else f": {err:.2e}"))
    ok &= err == 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
