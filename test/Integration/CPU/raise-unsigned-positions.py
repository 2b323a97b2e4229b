# RUN: %python %s | FileCheck %s
#
# Positions converted with arith.uitofp are unsigned
# (test/Conversion/LinalgToRope/raise-unsigned-positions.mlir): the i16
# graph at positions 32768..65535, compiled after rope-raise, equals the
# float64 rotation at those (unsigned) positions within 1e-5, where reading
# the bits as signed positions (-32768..-1) would be off by up to 2. The
# unraised graph, whose float32 angles lose precision there, is printed for
# comparison and held to 1e-2. The i64 graph keeps the graph's tables
# (rope.rotate_with_tables) and equals the unraised graph at positions
# 2^63 .. 2^63 + 3 within 1e-6.
#
# CHECK: ok unsigned i16
# CHECK: ok unsigned i64
# CHECK-NOT: FAIL

import os
import subprocess

import numpy as np

from rope_mlir import aot, reference

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope", "raise-unsigned-positions.mlir")
with open(SOURCE) as f:
    cases = f.read().split("// -----")
# The graphs' inverse frequencies, as their f32 constant holds them.
FREQS = np.array([1.0, 0.3, 0.02, 0.007], dtype=np.float32).astype(np.float64)


def raised(text):
    return subprocess.run([aot.find_opt_tool(), "--rope-raise", "-"], input=text,
                          capture_output=True, text=True, check=True).stdout


def run(lib, name, x, pos):
    return aot.call(lib, name, [x, pos], [((1, 2, 4, 8), np.float32)])


rng = np.random.default_rng(5)
x = rng.standard_normal((1, 2, 4, 8)).astype(np.float32)

# i16: positions 32768.. as their bit patterns.
source = raised(cases[0])
assert "arith.extui" in source and "rope.rotate " in source
lib, original = aot.compile_module(source), aot.compile_module(cases[0])
worst = worst_graph = worst_signed = 0.0
for start in (32768, 40000, 65532):
    unsigned = np.arange(start, start + 4, dtype=np.uint16)
    pos = unsigned.view(np.int16).reshape(1, 4)
    truth = reference.rotate(x, unsigned.astype(np.int64), FREQS, "half")
    signed = reference.rotate(x, pos.astype(np.int64).ravel(), FREQS, "half")
    worst = max(worst, float(np.max(np.abs(run(lib, "unsigned_i16", x, pos) - truth))))
    worst_graph = max(worst_graph,
                      float(np.max(np.abs(run(original, "unsigned_i16", x, pos) - truth))))
    worst_signed = max(worst_signed, float(np.max(np.abs(signed - truth))))
ok = worst <= 1e-5 and worst_graph <= 1e-2 and worst_signed > 0.5
print(f"{'ok' if ok else 'FAIL'} unsigned i16: max |raised - float64| = {worst:.3g}, "
      f"unraised graph {worst_graph:.3g}, signed reading would be {worst_signed:.3g}")

# i64: unsigned positions at and above 2^63 keep the graph's tables.
source = raised(cases[1])
assert "rope.rotate_with_tables" in source and "arith.extui" not in source
lib, original = aot.compile_module(source), aot.compile_module(cases[1])
unsigned = (np.uint64(2) ** np.uint64(63)) + np.arange(4, dtype=np.uint64)
pos = unsigned.view(np.int64).reshape(1, 4)
worst = float(np.max(np.abs(run(lib, "unsigned_i64", x, pos) -
                            run(original, "unsigned_i64", x, pos))))
print(f"{'ok' if worst <= 1e-6 else 'FAIL'} unsigned i64: max |raised - unraised| = {worst:.3g}")
