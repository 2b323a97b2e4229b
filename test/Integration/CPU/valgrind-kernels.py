# REQUIRES: valgrind
# RUN: %python %s | FileCheck %s
#
# Compiled rotation kernels under valgrind memcheck: no invalid read or
# write, no use of uninitialised memory, no bad free. The kernels (static and
# dynamic shapes, sizes 0 included, tensor results allocated by the kernel,
# a destination-passing entry point writing into the caller's buffer,
# internal table buffers) are built here, once with the CPU strategy and once
# with the scalar reference loops (vectorize=false), by
#   rope-opt --rope-lower-to-llvm="target-cpu=x86-64-v2 num-threads=1 ..."
#   | mlir-translate | clang -O2 -march=x86-64-v2
# (valgrind 3.19 cannot decode AVX-512: the kernel is built for a CPU
# without it, whatever the host and the AOT path's defaults are; one thread,
# so no OpenMP runtime), and called by a generated C driver from buffers of
# exactly the arrays' size (heap redzones around each). The driver writes
# the results back and they are checked against rope_mlir.reference (f32:
# |y - ref| <= 1e-5; bf16/f16: one rounding, as in rotate-matrix.py).
#
# CHECK: vectorize=true: valgrind memcheck: 0 errors ({{[0-9]+}} calls, {{[0-9]+}} of them with a zero-sized dimension)
# CHECK-NEXT: 0 invalid reads, 0 invalid writes
# CHECK-NOT: FAIL
# CHECK: all {{[0-9]+}} results match the reference
# CHECK: vectorize=false: valgrind memcheck: 0 errors
# CHECK-NEXT: 0 invalid reads, 0 invalid writes
# CHECK-NOT: FAIL
# CHECK: all {{[0-9]+}} results match the reference

import os
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from rope_cases import from_device, to_device  # noqa: E402
from rope_mlir import aot, reference, schedules  # noqa: E402

CPU = "x86-64-v2"
MARCH = f"-march={CPU}"
F8 = reference.inverse_frequencies(8)

KERNELS = """
// Static shapes, partial rotary, a start offset, a tensor result.
func.func @static_half(%x: tensor<2x5x10xf32>, %off: index) -> tensor<2x5x10xf32>
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 6> -> tensor<3xf64>
  %r = rope.rotate %x, %off, %f layout(half) rotary_dim(6)
         : tensor<2x5x10xf32>, index, tensor<3xf64> -> tensor<2x5x10xf32>
  return %r : tensor<2x5x10xf32>
}

// Dynamic batch and sequence, [batch, seq] positions, scale, inverse.
func.func @dynamic_interleaved(%x: tensor<?x?x8xf32>, %p: tensor<?x?xi64>, %s: f32)
    -> tensor<?x?x8xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %r = rope.rotate %x, %p, %f layout(interleaved) scale(%s : f32) inverse
         : tensor<?x?x8xf32>, tensor<?x?xi64>, tensor<4xf64> -> tensor<?x?x8xf32>
  return %r : tensor<?x?x8xf32>
}

// bf16, multimodal sections with i32 positions [3, seq], rank 4.
func.func @dynamic_sections(%x: tensor<?x2x?x8xbf16>, %p: tensor<3x?xi32>)
    -> tensor<?x2x?x8xbf16> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf32>
  %r = rope.rotate %x, %p, %f layout(half) sections([1, 1, 2])
         : tensor<?x2x?x8xbf16>, tensor<3x?xi32>, tensor<4xf32> -> tensor<?x2x?x8xbf16>
  return %r : tensor<?x2x?x8xbf16>
}

// f16 with f32 tables [batch, seq, R/2], partial rotary of an odd head_dim.
func.func @dynamic_tables(%x: tensor<?x?x7xf16>, %c: tensor<?x?x3xf32>, %s: tensor<?x?x3xf32>)
    -> tensor<?x?x7xf16> attributes {llvm.emit_c_interface} {
  %r = rope.rotate_with_tables %x, %c, %s layout(interleaved) rotary_dim(6)
         : tensor<?x?x7xf16>, tensor<?x?x3xf32>, tensor<?x?x3xf32> -> tensor<?x?x7xf16>
  return %r : tensor<?x?x7xf16>
}

// A run-time length schedule (float64 code, an internal frequency buffer)
// and two rotations sharing one cos/sin table (Q and K).
func.func @dynamic_ntk_qk(%q: tensor<?x?x8xf32>, %k: tensor<?x?x8xf32>, %off: i32, %len: index)
    -> (tensor<?x?x8xf32>, tensor<?x?x8xf32>) attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.0, original_max_position = 16> (%len : index) -> tensor<4xf64>
  %qr = rope.rotate %q, %off, %f layout(half) : tensor<?x?x8xf32>, i32, tensor<4xf64> -> tensor<?x?x8xf32>
  %kr = rope.rotate %k, %off, %f layout(half) : tensor<?x?x8xf32>, i32, tensor<4xf64> -> tensor<?x?x8xf32>
  return %qr, %kr : tensor<?x?x8xf32>, tensor<?x?x8xf32>
}

// Destination-passing style: the result is written into %out.
func.func @into_destination(%x: memref<3x?x6xf32>, %out: memref<3x?x6xf32>, %off: i64) {
  %xt = bufferization.to_tensor %x restrict : memref<3x?x6xf32> to tensor<3x?x6xf32>
  %f = rope.frequencies #rope.default<rotary_dim = 6> -> tensor<3xf64>
  %r = rope.rotate %xt, %off, %f layout(interleaved)
         : tensor<3x?x6xf32>, i64, tensor<3xf64> -> tensor<3x?x6xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
    : (tensor<3x?x6xf32>, memref<3x?x6xf32>) -> ()
  return
}
"""

C_SCALARS = {"index": "int64_t", "i64": "int64_t", "i32": "int32_t", "f32": "float"}

DRIVER_HEAD = r"""
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MEMREF(N) struct { void *allocated; void *aligned; int64_t offset; \
                           int64_t sizes[N]; int64_t strides[N]; }
typedef MEMREF(1) M1;
typedef MEMREF(2) M2;
typedef MEMREF(3) M3;
typedef MEMREF(4) M4;

static const char *dir;

/* A buffer of exactly `bytes` bytes (memcheck puts redzones around it). */
static void *load(const char *name, size_t bytes) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "rb");
  void *data = malloc(bytes ? bytes : 1);
  if (!f || !data || fread(data, 1, bytes, f) != bytes) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  fclose(f);
  return data;
}

static void store(const char *name, const void *data, size_t bytes) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  if (!f || fwrite(data, 1, bytes, f) != bytes) {
    fprintf(stderr, "cannot write %s\n", path);
    exit(2);
  }
  fclose(f);
}

static void describe(void *desc, void *data, int rank, const int64_t *sizes) {
  M4 *m = (M4 *)desc; /* every MEMREF(N) starts with the same fields */
  int64_t *s = (int64_t *)((char *)desc + offsetof(M4, sizes));
  m->allocated = m->aligned = data;
  m->offset = 0;
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    s[i] = sizes[i];
    s[rank + i] = stride;
    stride *= sizes[i];
  }
}
"""


class Call:
    """One call of a kernel: its arrays, scalars and expected results."""

    def __init__(self, kernel, arrays, scalars, results, dest=None):
        self.kernel, self.arrays, self.scalars = kernel, arrays, scalars
        self.results = results  # [(shape, numpy dtype, reference, dtype name)]
        self.dest = dest  # index of the array the kernel writes into

    def has_zero(self):
        return any(0 in a.shape for a in self.arrays)


def c_call(i, call):
    lines = [f"  {{ /* call {i}: {call.kernel} */"]
    names = []
    for j, array in enumerate(call.arrays):
        rank = array.ndim
        dims = ", ".join(str(d) for d in array.shape)
        lines.append(f"    int64_t sz{j}[{rank}] = {{{dims}}};")
        lines.append(f"    void *d{j} = load(\"c{i}_a{j}.bin\", {array.nbytes});")
        lines.append(f"    M{rank} m{j}; describe(&m{j}, d{j}, {rank}, sz{j});")
        names.append(f"&m{j}")
    for k, (ctype_name, value) in enumerate(call.scalars):
        ctype = C_SCALARS[ctype_name]
        literal = f"{value}f" if ctype == "float" else f"(({ctype}){value}LL)"
        lines.append(f"    {ctype} s{k} = {literal};")
        names.append(f"s{k}")
    args = ", ".join(names)
    if call.dest is not None:
        lines.append(f"    _mlir_ciface_{call.kernel}({args});")
        array = call.arrays[call.dest]
        lines.append(f"    store(\"c{i}_r0.bin\", d{call.dest}, {array.nbytes});")
    else:
        ranks = [len(shape) for shape, *_ in call.results]
        fields = " ".join(f"M{r} r{n};" for n, r in enumerate(ranks))
        lines.append(f"    struct {{ {fields} }} out;")
        lines.append(f"    _mlir_ciface_{call.kernel}({'(void *)&out' if len(ranks) > 1 else '&out.r0'}, {args});")
        for n, (shape, dtype, *_) in enumerate(call.results):
            nbytes = int(np.prod(shape)) * np.dtype(dtype).itemsize
            lines.append(f"    store(\"c{i}_r{n}.bin\", (char *)out.r{n}.aligned + "
                         f"out.r{n}.offset * {np.dtype(dtype).itemsize}, {nbytes});")
            # A result never aliases an input here: the kernel allocated it.
            lines.append(f"    free(out.r{n}.allocated);")
    for j in range(len(call.arrays)):
        lines.append(f"    free(d{j});")
    lines.append("  }")
    return "\n".join(lines)


def declarations(calls):
    seen = {}
    for call in calls:
        if call.kernel in seen:
            continue
        params = []
        if call.dest is None:
            params.append("void *")
        params += ["void *"] * len(call.arrays)
        params += [C_SCALARS[t] for t, _ in call.scalars]
        seen[call.kernel] = f"void _mlir_ciface_{call.kernel}({', '.join(params)});"
    return "\n".join(seen.values())


def make_calls(rng):
    calls = []

    def f32(shape):
        return rng.uniform(-1, 1, size=shape).astype(np.float32)

    for off in (0, 1000):
        x = f32((2, 5, 10))
        ref = reference.rotate(x.astype(np.float64), off, reference.inverse_frequencies(6),
                               "half", rotary_dim=6)
        calls.append(Call("static_half", [x], [("index", off)],
                          [((2, 5, 10), np.float32, ref, "f32")]))
    for batch, seq in ((2, 7), (0, 3), (3, 0), (1, 33)):
        x = f32((batch, seq, 8))
        p = rng.integers(-5000, 5000, size=(batch, seq)).astype(np.int64)
        ref = reference.rotate(x.astype(np.float64), p, F8, "interleaved", inverse=True,
                               scale=0.5)
        calls.append(Call("dynamic_interleaved", [x, p], [("f32", 0.5)],
                          [(x.shape, np.float32, ref, "f32")]))
    for batch, seq in ((2, 5), (0, 4), (1, 0), (3, 17)):
        xd, x64 = to_device(rng.uniform(-1, 1, size=(batch, 2, seq, 8)), "bf16")
        p = rng.integers(-3000, 3000, size=(3, seq)).astype(np.int32)
        f = F8.astype(np.float32).astype(np.float64)
        ref = reference.rotate(x64, p.astype(np.int64), f, "half", sections=[1, 1, 2])
        calls.append(Call("dynamic_sections", [xd, p], [],
                          [(xd.shape, np.uint16, ref, "bf16")]))
    for batch, seq in ((2, 9), (0, 2), (4, 0)):
        xd, x64 = to_device(rng.uniform(-1, 1, size=(batch, seq, 7)), "f16")
        c = rng.uniform(-1, 1, size=(batch, seq, 3)).astype(np.float32)
        s = rng.uniform(-1, 1, size=(batch, seq, 3)).astype(np.float32)
        ref = reference.rotate_with_tables(x64, c.astype(np.float64), s.astype(np.float64),
                                           "interleaved", rotary_dim=6)
        calls.append(Call("dynamic_tables", [xd, c, s], [],
                          [(xd.shape, np.float16, ref, "f16")]))
    for heads, seq, length in ((2, 6, 64), (0, 6, 8), (3, 0, 100), (1, 40, 16)):
        q, k = f32((heads, seq, 8)), f32((heads + 1, seq, 8))
        f = schedules.dynamic_ntk(8, 2.0, 16, length)
        refs = [reference.rotate(a.astype(np.float64), -7, f, "half") for a in (q, k)]
        calls.append(Call("dynamic_ntk_qk", [q, k], [("i32", -7), ("index", length)],
                          [(q.shape, np.float32, refs[0], "f32"),
                           (k.shape, np.float32, refs[1], "f32")]))
    for seq in (4, 0, 11):
        x = f32((3, seq, 6))
        ref = reference.rotate(x.astype(np.float64), 123456, reference.inverse_frequencies(6),
                               "interleaved")
        out = np.full_like(x, np.nan)
        calls.append(Call("into_destination", [x, out], [("i64", 123456)],
                          [(x.shape, np.float32, ref, "f32")], dest=1))
    return calls


def build(workdir, calls, vectorize):
    opt = aot.find_opt_tool()
    translate = aot.find_llvm_tool("mlir-translate")
    clang = aot.find_llvm_tool("clang-22", "clang")
    source = os.path.join(workdir, "kernels.mlir")
    with open(source, "w") as f:
        f.write(KERNELS)
    lowered = os.path.join(workdir, "kernels.llvm.mlir")
    llvm_ir = os.path.join(workdir, "kernels.ll")
    library = os.path.join(workdir, "libkernels.so")
    driver = os.path.join(workdir, "driver")
    subprocess.run([opt, source, f"--rope-lower-to-llvm=target-cpu={CPU} num-threads=1 "
                    f"vectorize={'true' if vectorize else 'false'}", "-o", lowered],
                   check=True)
    subprocess.run([translate, "--mlir-to-llvmir", lowered, "-o", llvm_ir], check=True)
    subprocess.run([clang, "-O2", MARCH, "-shared", "-fPIC", "-Wno-override-module",
                    "-x", "ir", llvm_ir, "-o", library, "-lm"], check=True)
    body = "\n".join(c_call(i, call) for i, call in enumerate(calls))
    c_source = os.path.join(workdir, "driver.c")
    with open(c_source, "w") as f:
        f.write(DRIVER_HEAD + declarations(calls) + "\n\nint main(int argc, char **argv) {\n"
                "  dir = argv[1];\n" + body + "\n  return 0;\n}\n")
    subprocess.run([clang, "-O1", "-g", MARCH, c_source, library, "-o", driver,
                    f"-Wl,-rpath,{workdir}", "-lm"], check=True)
    return driver


def main():
    rng = np.random.default_rng(2025)
    calls = make_calls(rng)
    status = 0
    for vectorize in (True, False):
        print(f"vectorize={'true' if vectorize else 'false'}: ", end="")
        status |= check(calls, vectorize)
    return status


def check(calls, vectorize):
    with tempfile.TemporaryDirectory(prefix="rope_valgrind_") as workdir:
        for i, call in enumerate(calls):
            for j, array in enumerate(call.arrays):
                array.tofile(os.path.join(workdir, f"c{i}_a{j}.bin"))
        driver = build(workdir, calls, vectorize)
        run = subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99",
                              "--leak-check=no", driver, workdir],
                             capture_output=True, text=True)
        log = run.stderr
        summary = re.search(r"ERROR SUMMARY: (\d+) errors", log)
        errors = int(summary.group(1)) if summary else -1
        reads, writes = log.count("Invalid read"), log.count("Invalid write")
        zero = sum(call.has_zero() for call in calls)
        print(f"valgrind memcheck: {errors} errors ({len(calls)} calls, "
              f"{zero} of them with a zero-sized dimension)")
        print(f"{reads} invalid reads, {writes} invalid writes")
        if errors != 0 or run.returncode != 0:
            print(f"FAIL: driver exit {run.returncode}\n{log}")
            return 1

        checked, failed = 0, 0
        for i, call in enumerate(calls):
            for n, (shape, dtype, ref, name) in enumerate(call.results):
                raw = np.fromfile(os.path.join(workdir, f"c{i}_r{n}.bin"),
                                  dtype=dtype).reshape(shape)
                y = from_device(raw, name)
                rel = {"f32": 0.0, "bf16": 2.0 ** -8, "f16": 2.0 ** -11}[name]
                abs_ = {"f32": 1e-5, "bf16": 1e-6, "f16": 1e-6}[name]
                ok = bool(np.all(np.abs(y - ref) <= rel * np.abs(ref) + abs_))
                checked += 1
                if not ok:
                    failed += 1
                    print(f"FAIL call {i} ({call.kernel}) result {n}: max error "
                          f"{float(np.max(np.abs(y - ref))):.3e}")
        if failed:
            return 1
        print(f"all {checked} results match the reference")
        return 0


if __name__ == "__main__":
    sys.exit(main())
