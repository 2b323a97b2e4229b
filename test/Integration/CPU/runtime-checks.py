# RUN: %python %s | FileCheck %s
#
# Runtime checks of rope-lower-to-llvm (rope-insert-runtime-checks, on by
# default): rotations with dynamic shapes are compiled once through
# rope_mlir.aot; every size relation the verifier cannot check statically is
# then checked at run time.
#   * Bad calls (positions shorter or longer than the sequence, a too-small
#     batch of [batch, seq] positions, multimodal positions with too few
#     axes, a too-short frequency tensor, cos/sin tables with too few
#     positions, pairs or batches, i64 and index start offsets whose last
#     position offset + seq - 1 overflows int64) raise
#     aot.RuntimeCheckError in this process (the default,
#     on-check-failure=status), with the message that names the op, its
#     location in the compiled module, the relation and the sizes, and the
#     status of rope-c/Runtime.h (1 for sizes, 2 for an overflow); the good
#     calls after them still match.
#   * Compiled with on-check-failure=abort, each bad call runs in a child
#     process (its stdout and stderr pipes, as under lit or a log, with
#     Python's default buffering), which must die of SIGABRT after writing
#     the same message to stderr.
#   * Good calls with dynamic shapes (including offsets at the edge of
#     int64: INT64_MAX with one position, INT64_MAX - seq + 1, INT64_MIN, an
#     empty sequence) return; the ordinary ones match rope_mlir.reference
#     (f32: |y - ref| <= 1e-5), and the module compiled with
#     runtime-checks=0 returns bitwise the same results.
#   * The lowered IR holds one message per relation with the checks and
#     none (nor snprintf, dprintf, abort or __rope_check_failed) with
#     runtime-checks=0.
#
# CHECK-NOT: FAIL
# CHECK: checks on: 17 check messages in the lowered IR
# CHECK: checks off (runtime-checks=0): 0 check messages in the lowered IR
# CHECK: ok good seq: max abs err
# CHECK: ok good offset at INT64_MAX - seq + 1: returned, finite
# CHECK: ok bad positions shorter than the sequence: RuntimeCheckError status 1: @seq: rope.rotate at {{.*}}input.mlir:{{[0-9]+}}:{{[0-9]+}}: runtime check failed: positions cover 3 positions (dimension 0) but the input's sequence dimension (1) has 5
# CHECK: ok bad i64 offset INT64_MAX: RuntimeCheckError status 2: @offset: rope.rotate at {{.*}}: start offset 9223372036854775807 + sequence length 5 - 1 overflows int64
# CHECK: ok good calls after the bad ones still match
# CHECK: ok abort: bad positions shorter than the sequence: SIGABRT, stderr: rope.rotate at {{.*}}input.mlir:{{[0-9]+}}:{{[0-9]+}}: runtime check failed: positions cover 3 positions (dimension 0) but the input's sequence dimension (1) has 5
# CHECK: ok abort: bad positions longer than the sequence: SIGABRT, stderr: {{.*}}: positions cover 9 positions (dimension 0) but the input's sequence dimension (1) has 5
# CHECK: ok abort: bad batch of positions too small: SIGABRT, stderr: rope.rotate at {{.*}}: positions have batch size 1 (dimension 0) but the input's dimension 0 has 2
# CHECK: ok abort: bad too few multimodal axes: SIGABRT, stderr: rope.rotate at {{.*}}: positions have 2 axes (dimension 0) but there are 3 sections
# CHECK: ok abort: bad frequency tensor too short: SIGABRT, stderr: rope.rotate at {{.*}}: expected 8 frequencies (rotary_dim / 2), got 4
# CHECK: ok abort: bad i64 offset INT64_MAX: SIGABRT, stderr: rope.rotate at {{.*}}: start offset 9223372036854775807 + sequence length 5 - 1 overflows int64
# CHECK: ok abort: bad i64 offset INT64_MAX - seq + 2: SIGABRT, stderr: {{.*}}: start offset 9223372036854775804 + sequence length 5 - 1 overflows int64
# CHECK: ok abort: bad index offset INT64_MAX: SIGABRT, stderr: {{.*}}: start offset 9223372036854775807 + sequence length 5 - 1 overflows int64
# CHECK: ok abort: bad cos table shorter than the sequence: SIGABRT, stderr: rope.rotate_with_tables at {{.*}}: cos table covers 4 positions (dimension 0) but the input's sequence dimension (1) has 5
# CHECK: ok abort: bad sin table with too few pairs: SIGABRT, stderr: rope.rotate_with_tables at {{.*}}: sin table holds 4 values per position (dimension 1), expected 8 (rotary_dim / 2)
# CHECK: ok abort: bad batch of tables too small: SIGABRT, stderr: rope.rotate_with_tables at {{.*}}: cos table has batch size 1 (dimension 0) but the input's dimension 0 has 2
# CHECK: 12 good calls and 11 bad calls passed

import ctypes
import glob
import os
import re
import signal
import subprocess
import sys
import tempfile

import numpy as np

from rope_mlir import aot, reference

INT64_MAX = 2**63 - 1
INT64_MIN = -2**63
FREQS = reference.inverse_frequencies(16)

# One function per op; the result names (%seq_r, ...) locate each op's line.
MODULE = """\
func.func @seq(%x: tensor<?x?x16xf32>, %p: tensor<?xi64>) -> tensor<?x?x16xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %seq_r = rope.rotate %x, %p, %f layout(half) : tensor<?x?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<?x?x16xf32>
  return %seq_r : tensor<?x?x16xf32>
}
func.func @batch(%x: tensor<?x?x?x16xf32>, %p: tensor<?x?xi64>) -> tensor<?x?x?x16xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %batch_r = rope.rotate %x, %p, %f layout(interleaved) : tensor<?x?x?x16xf32>, tensor<?x?xi64>, tensor<8xf64> -> tensor<?x?x?x16xf32>
  return %batch_r : tensor<?x?x?x16xf32>
}
func.func @mm(%x: tensor<?x?x16xf32>, %p: tensor<?x?xi64>) -> tensor<?x?x16xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %mm_r = rope.rotate %x, %p, %f layout(half) sections([2, 3, 3]) : tensor<?x?x16xf32>, tensor<?x?xi64>, tensor<8xf64> -> tensor<?x?x16xf32>
  return %mm_r : tensor<?x?x16xf32>
}
func.func @freqs(%x: tensor<?x?x16xf32>, %p: tensor<?xi64>, %f: tensor<?xf64>) -> tensor<?x?x16xf32> attributes {llvm.emit_c_interface} {
  %freqs_r = rope.rotate %x, %p, %f layout(interleaved) : tensor<?x?x16xf32>, tensor<?xi64>, tensor<?xf64> -> tensor<?x?x16xf32>
  return %freqs_r : tensor<?x?x16xf32>
}
func.func @offset(%x: tensor<?x?x16xf32>, %off: i64) -> tensor<?x?x16xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %offset_r = rope.rotate %x, %off, %f layout(half) : tensor<?x?x16xf32>, i64, tensor<8xf64> -> tensor<?x?x16xf32>
  return %offset_r : tensor<?x?x16xf32>
}
func.func @offset_index(%x: tensor<?x16xf32>, %off: index) -> tensor<?x16xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %offset_index_r = rope.rotate %x, %off, %f layout(interleaved) : tensor<?x16xf32>, index, tensor<8xf64> -> tensor<?x16xf32>
  return %offset_index_r : tensor<?x16xf32>
}
func.func @tables(%x: tensor<?x?x16xf32>, %c: tensor<?x?xf32>, %s: tensor<?x?xf32>) -> tensor<?x?x16xf32> attributes {llvm.emit_c_interface} {
  %tables_r = rope.rotate_with_tables %x, %c, %s layout(half) : tensor<?x?x16xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?x16xf32>
  return %tables_r : tensor<?x?x16xf32>
}
func.func @tables_batch(%x: tensor<?x?x?x16xf32>, %c: tensor<?x?x8xf32>, %s: tensor<?x?x8xf32>) -> tensor<?x?x?x16xf32> attributes {llvm.emit_c_interface} {
  %tables_batch_r = rope.rotate_with_tables %x, %c, %s layout(interleaved) : tensor<?x?x?x16xf32>, tensor<?x?x8xf32>, tensor<?x?x8xf32> -> tensor<?x?x?x16xf32>
  return %tables_batch_r : tensor<?x?x?x16xf32>
}
"""


def op_location(function):
    """(line, column) of the rope op of `function` in MODULE, 1-based."""
    for number, line in enumerate(MODULE.splitlines(), start=1):
        if line.lstrip().startswith(f"%{function}_r = rope."):
            return number, line.index("rope.") + 1
    raise KeyError(function)


def x_of(rng, shape):
    return rng.standard_normal(shape).astype(np.float32)


def positions(rng, shape):
    return rng.integers(0, 4096, size=shape).astype(np.int64)


def tables(rng, shape):
    theta = rng.uniform(-np.pi, np.pi, size=shape)
    return np.cos(theta).astype(np.float32), np.sin(theta).astype(np.float32)


# name -> (function, make_args(rng) -> (args, reference or None)).
# A reference of None means: only check that the call returns finite values.
def good_cases():
    def seq(rng):
        x, p = x_of(rng, (3, 5, 16)), positions(rng, (5,))
        return [x, p], reference.rotate(x, p, FREQS, "half")

    def batch(rng):
        x, p = x_of(rng, (2, 3, 5, 16)), positions(rng, (2, 5))
        return [x, p], reference.rotate(x, p, FREQS, "interleaved")

    def mm(rng):
        x, p = x_of(rng, (2, 5, 16)), positions(rng, (3, 5))
        return [x, p], reference.rotate(x, p, FREQS, "half", sections=[2, 3, 3])

    def freqs(rng):
        x, p = x_of(rng, (2, 5, 16)), positions(rng, (5,))
        return [x, p, FREQS.copy()], reference.rotate(x, p, FREQS, "interleaved")

    def offset(value, shape=(2, 5, 16), compare=True):
        def make(rng):
            x = x_of(rng, shape)
            ref = reference.rotate(x, value, FREQS, "half") if compare else None
            return [x, value], ref
        return make

    def offset_index(rng):
        x = x_of(rng, (5, 16))
        return [x, 7], reference.rotate(x, 7, FREQS, "interleaved")

    def tables_(rng):
        x = x_of(rng, (3, 5, 16))
        c, s = tables(rng, (5, 8))
        return [x, c, s], reference.rotate_with_tables(x, c, s, "half")

    def tables_batch(rng):
        x = x_of(rng, (2, 3, 5, 16))
        c, s = tables(rng, (2, 5, 8))
        return [x, c, s], reference.rotate_with_tables(x, c, s, "interleaved")

    return {
        "seq": ("seq", seq),
        "batch": ("batch", batch),
        "multimodal": ("mm", mm),
        "frequency tensor": ("freqs", freqs),
        "negative offset": ("offset", offset(-3)),
        "offset at INT64_MAX - seq + 1": ("offset", offset(INT64_MAX - 4, compare=False)),
        "offset INT64_MAX with one position": ("offset", offset(INT64_MAX, (2, 1, 16), False)),
        "offset INT64_MAX with an empty sequence": ("offset", offset(INT64_MAX, (2, 0, 16))),
        "offset INT64_MIN": ("offset", offset(INT64_MIN, compare=False)),
        "index offset": ("offset_index", offset_index),
        "tables": ("tables", tables_),
        "tables batch": ("tables_batch", tables_batch),
    }


# name -> (function, make_args(rng), op, relation).
def bad_cases():
    def x_p(x_shape, p_shape):
        return lambda rng: [x_of(rng, x_shape), positions(rng, p_shape)]

    def tables_args(x_shape, c_shape, s_shape):
        def make(rng):
            return [x_of(rng, x_shape), tables(rng, c_shape)[0], tables(rng, s_shape)[1]]
        return make

    def seq_rel(length):
        return (f"positions cover {length} positions (dimension 0) but the input's "
                "sequence dimension (1) has 5")

    def overflow(offset):
        return f"start offset {offset} + sequence length 5 - 1 overflows int64"

    return {
        "positions shorter than the sequence": ("seq", x_p((3, 5, 16), (3,)), "rope.rotate",
                                                seq_rel(3)),
        "positions longer than the sequence": ("seq", x_p((3, 5, 16), (9,)), "rope.rotate",
                                               seq_rel(9)),
        "batch of positions too small": (
            "batch", x_p((2, 3, 5, 16), (1, 5)), "rope.rotate",
            "positions have batch size 1 (dimension 0) but the input's dimension 0 has 2"),
        "too few multimodal axes": ("mm", x_p((2, 5, 16), (2, 5)), "rope.rotate",
                                    "positions have 2 axes (dimension 0) but there are 3 "
                                    "sections"),
        "frequency tensor too short": (
            "freqs", lambda rng: [x_of(rng, (2, 5, 16)), positions(rng, (5,)), FREQS[:4].copy()],
            "rope.rotate", "expected 8 frequencies (rotary_dim / 2), got 4"),
        "i64 offset INT64_MAX": ("offset", lambda rng: [x_of(rng, (2, 5, 16)), INT64_MAX],
                                 "rope.rotate", overflow(INT64_MAX)),
        "i64 offset INT64_MAX - seq + 2": (
            "offset", lambda rng: [x_of(rng, (2, 5, 16)), INT64_MAX - 3], "rope.rotate",
            overflow(INT64_MAX - 3)),
        "index offset INT64_MAX": ("offset_index", lambda rng: [x_of(rng, (5, 16)), INT64_MAX],
                                   "rope.rotate", overflow(INT64_MAX)),
        "cos table shorter than the sequence": (
            "tables", tables_args((3, 5, 16), (4, 8), (5, 8)), "rope.rotate_with_tables",
            "cos table covers 4 positions (dimension 0) but the input's sequence dimension (1) "
            "has 5"),
        "sin table with too few pairs": (
            "tables", tables_args((3, 5, 16), (5, 8), (5, 4)), "rope.rotate_with_tables",
            "sin table holds 4 values per position (dimension 1), expected 8 (rotary_dim / 2)"),
        "batch of tables too small": (
            "tables_batch", tables_args((2, 3, 5, 16), (1, 5, 8), (1, 5, 8)),
            "rope.rotate_with_tables",
            "cos table has batch size 1 (dimension 0) but the input's dimension 0 has 2"),
    }


def result_shape(args):
    return args[0].shape


def call_bad(library, name):
    """Make the bad case's arguments and call it (it should raise or, in a
    child process with a library compiled with on-check-failure=abort,
    abort)."""
    function, make, _, _ = bad_cases()[name]
    args = make(np.random.default_rng(0))
    aot.call(ctypes.CDLL(library), function, args, [(result_shape(args), np.float32)])
    print("the call returned")


def check_messages(lowered_path):
    """The messages of the runtime checks (globals @rope_check_message*) in
    lowered LLVM-dialect IR, and whether it declares dprintf or abort."""
    messages = []
    with open(lowered_path) as f:
        text = f.read()
    for line in text.splitlines():
        if "llvm.mlir.global" not in line or "@rope_check_message" not in line:
            continue
        hex_string = re.search(r'dense<"0x([0-9A-F]*)">', line)
        if hex_string:
            messages.append(bytes.fromhex(hex_string.group(1)).rstrip(b"\0").decode())
        else:  # printed as an escaped string
            messages.append(re.search(r'\("(.*)"\)', line).group(1))
    declares = any(name in text for name in
                   ("@dprintf", "@abort", "@snprintf", "@__rope_check_failed"))
    return messages, declares


def compile_in(folder, pipeline):
    lib = aot.compile_module(MODULE, workdir=folder, pipeline=pipeline)
    (library,) = glob.glob(os.path.join(folder, "rope_mlir_*.so"))
    return (lib, library) + check_messages(os.path.join(folder, "lowered.mlir"))


def _matches(lib, lib_off, function, make):
    """Whether the good case `make` of `function` gives the same values with
    and without checks (and the reference's, where it has one)."""
    args, ref = make(np.random.default_rng(1))
    spec = [(result_shape(args), np.float32)]
    y = aot.call(lib, function, [a.copy() if isinstance(a, np.ndarray) else a
                                 for a in args], spec)
    if not np.array_equal(y, aot.call(lib_off, function, args, spec)):
        return False
    return ref is None or not y.size or float(np.max(np.abs(y - ref))) <= 1e-5


def main():
    failures = []

    def report(ok, text):
        print(f"{'ok' if ok else 'FAIL'} {text}")
        if not ok:
            failures.append(text)

    with tempfile.TemporaryDirectory(prefix="rope_runtime_checks_") as tmp:
        on_dir, off_dir = os.path.join(tmp, "on"), os.path.join(tmp, "off")
        abort_dir = os.path.join(tmp, "abort")
        lib, library, messages, _ = compile_in(on_dir, "rope-lower-to-llvm")
        lib_off, _, messages_off, declares_off = compile_in(
            off_dir, "rope-lower-to-llvm=runtime-checks=0")
        _, abort_library, _, _ = compile_in(
            abort_dir, "rope-lower-to-llvm=on-check-failure=abort")
        print(f"checks on: {len(messages)} check messages in the lowered IR")
        print(f"checks off (runtime-checks=0): {len(messages_off)} check messages in the "
              "lowered IR")
        input_path = os.path.join(on_dir, "input.mlir")
        located = [f"{op} at {input_path}:{':'.join(map(str, op_location(function)))}: "
                   "runtime check failed: "
                   for function, _, op, _ in bad_cases().values()]
        unlocated = [m for m in messages if not any(m.startswith(p) for p in located)]
        report(not unlocated and not messages_off and not declares_off,
               "lowered IR: each check message names its op and location; none, nor "
               "the functions a failed check calls, with runtime-checks=0"
               + (f"; unexpected: {unlocated}" if unlocated else ""))

        for name, (function, make) in good_cases().items():
            args, ref = make(np.random.default_rng(1))
            spec = [(result_shape(args), np.float32)]
            y = aot.call(lib, function, [a.copy() if isinstance(a, np.ndarray) else a
                                         for a in args], spec)
            y_off = aot.call(lib_off, function, args, spec)
            same = np.array_equal(y, y_off)
            if ref is None:
                ok = bool(np.all(np.isfinite(y))) and same
                report(ok, f"good {name}: returned, finite"
                       + ("" if same else ", DIFFERS from runtime-checks=0"))
                continue
            err = float(np.max(np.abs(y - ref))) if y.size else 0.0
            ok = err <= 1e-5 and same
            report(ok, f"good {name}: max abs err {err:.2e}"
                   + ("" if same else ", DIFFERS from runtime-checks=0"))

        for name, (function, _, op, relation) in bad_cases().items():
            line, column = op_location(function)
            message = (f"{op} at {input_path}:{line}:{column}: runtime check failed: "
                       f"{relation}")
            status = 2 if "overflows" in relation else 1
            try:
                call_bad(library, name)
            except aot.RuntimeCheckError as error:
                ok = (str(error) == f"@{function}: {message}" and error.status == status
                      and error.function == function)
                report(ok, f"bad {name}: RuntimeCheckError status {error.status}: {error}"
                       + ("" if ok else f"; expected status {status} and {message!r}"))
            else:
                report(False, f"bad {name}: the call returned")

        # The process goes on: the good calls still return the right values.
        bad_after = [name for name, (function, make) in good_cases().items()
                     if not _matches(lib, lib_off, function, make)]
        report(not bad_after, "good calls after the bad ones still match"
               + (f"; not: {bad_after}" if bad_after else ""))

        abort_input = os.path.join(abort_dir, "input.mlir")
        for name, (function, _, op, relation) in bad_cases().items():
            child = subprocess.run([sys.executable, __file__, "--call-bad", abort_library,
                                    name], capture_output=True, text=True)
            line, column = op_location(function)
            message = (f"{op} at {abort_input}:{line}:{column}: runtime check failed: "
                       f"{relation}")
            ok = (child.returncode == -signal.SIGABRT and child.stderr == message + "\n"
                  and not child.stdout)
            if ok:
                report(True, f"abort: bad {name}: SIGABRT, stderr: {message}")
            else:
                report(False, f"abort: bad {name}: exit status {child.returncode}, expected "
                       f"SIGABRT and {message!r} on stderr; stdout: {child.stdout!r}, "
                       f"stderr: {child.stderr!r}")

    sys.stdout.flush()
    if failures:
        print(f"{len(failures)} FAILED")
        sys.exit(1)
    print(f"{len(good_cases())} good calls and {len(bad_cases())} bad calls passed")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--call-bad":
        call_bad(sys.argv[2], sys.argv[3])
    else:
        main()
