# RUN: %python %s | FileCheck %s
#
# The vectorized, threaded CPU code of rope-lower-to-llvm (rope-to-vector rows,
# vectorized polynomial tables, OpenMP), run and compared with float64 numpy:
#   * the shapes of issue 7: sequences 1, 7 and 33, head_dim 72 with
#     rotary_dim 40 (a row that fills no whole register), both layouts, f32,
#     bf16 and f16, static and dynamic sizes (Inputs/rope_cases.py checks
#     them: f32 within 1e-5, bf16/f16 within one rounding of the result);
#   * threads: one library, run with OMP_NUM_THREADS=1 and 2 in child
#     processes, gives bit-identical results;
#   * positions near 2^63 (angles far beyond exact reduction): the result is
#     still finite and norm-preserving;
#   * cos/sin: rotating the unit pairs (1, 0) returns the tables themselves
#     (x cos - 0 sin = cos exactly), which must be within 1 ulp of float32 of
#     the float64 cos/sin of the same float64 angle, at positions up to
#     2^24 - 1.
#
# CHECK-NOT: FAIL
# CHECK: threads: 1 and 2 threads give identical results
# CHECK: cos/sin: max {{[01]}} ulp over 524288 table entries
# CHECK: huge angles: finite, pair norms kept
# CHECK: 24 cases passed

import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "Inputs"))
from rope_cases import Case, compile_cases, run_cases  # noqa: E402
from rope_mlir import aot, reference  # noqa: E402


def shape_cases():
    cases = []
    for dtype in ("f32", "bf16", "f16"):
        for layout in ("half", "interleaved"):
            for seq in (1, 7, 33):
                dynamic = (0, 1) if seq == 33 else ()
                cases.append(Case(
                    f"{dtype} {layout} [2, {seq}, 72] rotary 40 "
                    f"{'dynamic' if dynamic else 'static'}",
                    (2, seq, 72), dtype, layout, rotary_dim=40,
                    positions=("seq", np.arange(seq) * 5 + 3),
                    freqs=("default", 10000.0, "f64"), dynamic=dynamic))
            cases.append(Case(f"{dtype} {layout} [3, 5, 128] offset",
                              (3, 5, 128), dtype, layout,
                              positions=("offset", 4095, "index"),
                              freqs=("default", 500000.0, "f64")))
    return cases


THREADS_MODULE = """
func.func @rotate(%x: tensor<8x64x128xf32>, %p: tensor<64xi64>) -> tensor<8x64x128xf32>
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %r = rope.rotate %x, %p, %f layout(interleaved) : tensor<8x64x128xf32>, tensor<64xi64>, tensor<64xf64> -> tensor<8x64x128xf32>
  return %r : tensor<8x64x128xf32>
}
"""

CHILD = r"""
import sys, numpy as np
sys.path[:0] = sys.argv[1].split(":")
import ctypes
from rope_mlir import aot
lib = ctypes.CDLL(sys.argv[2])
x = np.random.default_rng(5).standard_normal((8, 64, 128)).astype(np.float32)
p = (np.arange(64) * 997).astype(np.int64)
out = aot.call(lib, "rotate", [x, p], [((8, 64, 128), np.float32)])
sys.stdout.buffer.write(out.tobytes())
"""


def check_threads():
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_threads_{os.getpid()}")
    aot.compile_module(THREADS_MODULE, workdir=folder)
    library = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".so")][0]
    outputs = []
    for threads in ("1", "2"):
        env = dict(os.environ, OMP_NUM_THREADS=threads)
        done = subprocess.run([sys.executable, "-c", CHILD, ":".join(sys.path), library],
                              capture_output=True, env=env, check=True)
        outputs.append(done.stdout)
    same = outputs[0] == outputs[1] and len(outputs[0]) == 8 * 64 * 128 * 4
    print(("threads: 1 and 2 threads give identical results" if same else
           "FAIL threads: 1 and 2 threads differ"))
    return same


# The reference's own float64 frequencies (a schedule folded by rope-opt
# may differ from them in the last bit, which moves an angle of 6e4 rad by
# 7e-12): both sides then form the same float64 angle.
THETA = reference.inverse_frequencies(128)
TABLE_MODULE = """
func.func @unit(%x: tensor<4096x128xf32>, %p: tensor<4096xi64>) -> tensor<4096x128xf32>
    attributes {llvm.emit_c_interface} {
  %f = arith.constant dense<[THETA]> : tensor<64xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<4096x128xf32>, tensor<4096xi64>, tensor<64xf64> -> tensor<4096x128xf32>
  return %r : tensor<4096x128xf32>
}
"""


def ulps(got, want):
    """Distance in float32 ulps between float32 arrays."""
    a = got.astype(np.float32).view(np.int32).astype(np.int64)
    b = want.astype(np.float32).view(np.int32).astype(np.int64)
    a = np.where(a < 0, -(a & 0x7FFFFFFF), a)
    b = np.where(b < 0, -(b & 0x7FFFFFFF), b)
    return np.abs(a - b)


def check_tables():
    lib = aot.compile_module(TABLE_MODULE.replace(
        "THETA", ", ".join(f"{v:.17e}" for v in THETA)))
    rng = np.random.default_rng(11)
    positions = np.concatenate([np.arange(2048), rng.integers(0, 2**24, 2047),
                                [2**24 - 1]]).astype(np.int64)
    x = np.zeros((4096, 128), np.float32)
    x[:, :64] = 1.0
    out = aot.call(lib, "unit", [x, positions], [((4096, 128), np.float32)])
    angles = positions[:, None].astype(np.float64) * THETA[None, :]
    worst = max(int(ulps(out[:, :64], np.cos(angles)).max()),
                int(ulps(out[:, 64:], np.sin(angles)).max()))
    ok = worst <= 1
    print(f"{'' if ok else 'FAIL '}cos/sin: max {worst} ulp over {2 * angles.size} table entries")
    return ok


HUGE_MODULE = """
func.func @huge(%x: tensor<6x64xf32>, %p: tensor<6xi64>) -> tensor<6x64xf32>
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 64, base = 2.0> -> tensor<32xf64>
  %r = rope.rotate %x, %p, %f layout(interleaved) : tensor<6x64xf32>, tensor<6xi64>, tensor<32xf64> -> tensor<6x64xf32>
  return %r : tensor<6x64xf32>
}
"""


def check_huge_angles():
    """Positions near 2^63 give angles whose float64 value is off by many
    turns; the result must still be a rotation: finite, pair norms kept."""
    lib = aot.compile_module(HUGE_MODULE)
    x = np.random.default_rng(2).standard_normal((6, 64)).astype(np.float32)
    positions = np.array([2**53, 2**56 + 3, 2**60, 2**62 - 1, 2**63 - 1, -(2**63)],
                         np.int64)
    out = aot.call(lib, "huge", [x, positions], [((6, 64), np.float32)])
    norms_in = np.hypot(x[:, 0::2], x[:, 1::2])
    norms_out = np.hypot(out[:, 0::2], out[:, 1::2])
    err = float(np.max(np.abs(norms_out - norms_in) / np.maximum(norms_in, 1e-3)))
    ok = bool(np.all(np.isfinite(out))) and err <= 1e-5
    print(f"{'' if ok else 'FAIL '}huge angles: finite, pair norms kept within {err:.1e}")
    return ok


if __name__ == "__main__":
    ok = check_threads() & check_tables() & check_huge_angles()
    sys.stdout.flush()
    if not ok:
        sys.exit(1)
    run_cases(shape_cases(), seed=3, title=os.path.basename(__file__))
