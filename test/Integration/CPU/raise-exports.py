# RUN: %python %s | FileCheck %s
#
# rope-raise on the real exports (test/Conversion/LinalgToRope/Inputs, from
# scripts/export-graphs.py): every file is compiled through rope_mlir.aot
# (rope-opt --rope-lower-to-llvm, mlir-translate, clang) as exported and
# after `rope-opt --rope-raise`, both are called on the same random inputs,
# and:
#   * at the exported positions (0..7) the raised function equals the
#     unraised one within 1e-5 (absolute; the outputs are of the order of 1):
#     the raising changes the algorithm, not the result;
#   * on the export's own example inputs (Inputs/<name>.npz, written by the
#     export script with eager PyTorch's outputs), the raised function
#     equals eager PyTorch within 1e-5;
#   * llama-bf16-rope (a bfloat16 model: bf16 inv_freq, tables and
#     products) within 2^-6 of max |output|: the graph rounds its
#     frequencies, tables and every product to bf16, the raised rotation
#     computes in f32 from exact frequencies and rounds once;
#   * llama-dynamic-rope (a dynamic sequence length) also at 5 positions;
#   * with exact-angles=false (the graph's own tables) likewise, also at
#     positions 1000..1007 (50..57 for GPT-J's table of 64 positions; where
#     exact angles differ from the graph's float32 angles by ~1e-4, the
#     graph's own error);
#   * meta-complex-rope, unraised, goes through rope-lower-to-llvm's
#     complex lowering (convert-complex-to-standard on the loops, complex
#     values as LLVM structs) like every other export;
#   * the TOSA exports (<name>-tosa, scripts/export-graphs.py --tosa) go
#     through rope-import-tosa first, raised or not, and are held to the
#     same comparisons;
#   * at positions 2^20 .. 2^20 + 7 (Llama), against a float64 truth
#     (reference.rotate of the unrotated q and k, which the graph returns at
#     position 0, with the float64 default schedule), the raised function
#     (exact angles) is within 1e-5 while the graph's float32
#     position * inv_freq is off by far more: printed and asserted.
#
# CHECK-NOT: FAIL
# CHECK: ok llama-rope
# CHECK: ok llama-sdpa-attention
# CHECK: ok llama3-rope
# CHECK: ok neox-rope
# CHECK: ok qwen2vl-rope
# CHECK: ok gptj-rope
# CHECK: ok gptj-partial-rope
# CHECK: ok meta-complex-rope
# CHECK: ok llama-bf16-rope
# CHECK: ok yarn-rope
# CHECK: ok llama-dynamic-rope
# CHECK: ok llama-rope-tosa
# CHECK: ok llama-sdpa-attention-tosa
# CHECK: ok llama3-rope-tosa
# CHECK: ok neox-rope-tosa
# CHECK: ok qwen2vl-rope-tosa
# CHECK: ok llama-bf16-rope-tosa
# CHECK: ok yarn-rope-tosa
# CHECK: ok gptj-rope-tosa
# CHECK: ok gptj-partial-rope-tosa
# CHECK: long positions: raised err {{.*}}, unraised err
# CHECK: all exports passed

import os
import re
import subprocess
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Conversion",
                      "LinalgToRope", "Inputs")
# bf16 travels as uint16 bit patterns (rope_mlir.bf16).
DTYPES = {"f32": np.float32, "i64": np.int64, "bf16": np.uint16}
TOLERANCE = 1e-5
# bf16 graphs round every product and sum to bf16 (and their inv_freq too);
# the raised rotation computes in f32 and rounds once.
BF16_TOLERANCE = 2.0**-6
rng = np.random.default_rng(7)
failures = 0


def tensor_types(text):
    """(shape, dtype) of every tensor type in text; -1 for a dynamic size."""
    return [(tuple(-1 if d == "?" else int(d) for d in shape.split("x")), DTYPES[elem])
            for shape, elem in re.findall(r"tensor<((?:[\d?]+x)+?[\d?]+)x(f32|i64|bf16)>",
                                          text)]


def signature(text):
    """(name, argument types, result types) of the exported function."""
    match = re.search(r"func\.func @(\w+)\((.*?)\) -> \(?(.*?)\)? \{", text)
    return match.group(1), tensor_types(match.group(2)), tensor_types(match.group(3))


def raise_text(text, *options, tosa=False):
    opt = aot.find_opt_tool()
    imports = ["--rope-import-tosa"] if tosa else []
    return subprocess.run([opt, *imports, "--rope-raise" + "".join(options), "-"], input=text,
                          capture_output=True, text=True, check=True).stdout


def as_tuple(outputs):
    return outputs if isinstance(outputs, tuple) else (outputs,)


class Compiled:
    def __init__(self, text, pipeline="rope-lower-to-llvm", opt_tool=None):
        self.name, self.args, self.results = signature(text)
        self.lib = aot.compile_module(text, pipeline=pipeline, opt_tool=opt_tool)

    def __call__(self, *args):
        # The only dynamic size of these exports is the sequence length,
        # the last dimension of the positions (the last argument).
        seq = args[-1].shape[-1]
        results = [(tuple(seq if d == -1 else d for d in shape), dtype)
                   for shape, dtype in self.results]
        return as_tuple(aot.call(self.lib, self.name, [np.ascontiguousarray(a) for a in args],
                                 results))


def inputs(args, start, seq=8):
    """Random hidden states and positions start..start+seq-1 for every argument
    (`seq` for a dynamic sequence length)."""
    values = []
    for shape, dtype in args:
        shape = tuple(seq if d == -1 else d for d in shape)
        if dtype == np.int64:
            # [batch, seq], or [axes, batch, seq] (Qwen2-VL): axis a steps by a + 1.
            seq = shape[-1]
            steps = np.arange(1, shape[0] + 1) if len(shape) == 3 else np.ones(1, np.int64)
            rows = start + steps[:, None] * np.arange(seq, dtype=np.int64)
            values.append(np.broadcast_to(rows.reshape((-1,) + (1,) * (len(shape) - 2) + (seq,)),
                                          shape).astype(np.int64).copy())
        elif dtype == np.uint16:
            values.append(bf16.float32_to_bf16(rng.standard_normal(shape).astype(np.float32)))
        else:
            values.append(rng.standard_normal(shape).astype(np.float32))
    return values


def as_float(array):
    if array.dtype == np.uint16:
        return bf16.bf16_to_float32(array).astype(np.float64)
    return array.astype(np.float64)


def difference(want, got, relative):
    """Max |got - want|, divided by max |want| when `relative`."""
    want, got = as_float(want), as_float(got)
    error = float(np.max(np.abs(want - got)))
    return error / float(np.max(np.abs(want))) if relative else error


def check_export(name):
    global failures
    with open(os.path.join(INPUTS, name + ".mlir")) as f:
        text = f.read()
    tosa = name.endswith("-tosa")
    raised_text = raise_text(text, tosa=tosa)
    assert "rope.rotate" in raised_text, name
    pipeline = "rope-lower-to-llvm"
    if tosa:
        original = Compiled(text, ["--rope-import-tosa", "--" + pipeline])
    else:
        original = Compiled(text, pipeline)
    raised = Compiled(raised_text, pipeline)
    tables = Compiled(raise_text(text, "=exact-angles=false", tosa=tosa), pipeline)
    worst = 0.0
    relative = any(dtype == np.uint16 for _, dtype in original.results)
    eager = np.load(os.path.join(INPUTS, name + ".npz"))
    example = [eager[f"a{i}"] for i in range(len(original.args))]
    for want, got in zip((eager[f"r{i}"] for i in range(len(raised.results))),
                         raised(*example)):
        worst = max(worst, difference(want, got, relative))
    # GPT-J gathers from a table of 64 positions.
    later = 50 if name.startswith("gptj") else 1000
    runs = [(0, 8, (raised, tables)), (later, 8, (tables,))]
    if any(-1 in shape for shape, _ in original.args):
        runs.append((0, 5, (raised, tables)))
    for start, seq, compared in runs:
        args = inputs(original.args, start, seq)
        want = original(*args)
        for fn in compared:
            for w, g in zip(want, fn(*args)):
                worst = max(worst, difference(w, g, relative))
    tolerance = BF16_TOLERANCE if relative else TOLERANCE
    status = "ok" if worst <= tolerance else "FAIL"
    failures += status == "FAIL"
    what = " / max |unraised or eager|" if relative else ""
    print(f"{status} {name}: max |raised - unraised or eager|{what} = {worst:.3g}")
    return original, raised


def check_long_positions(original, raised):
    """Llama at positions near 2^20: exact angles against the float32 graph."""
    global failures
    hidden = rng.standard_normal(original.args[0][0]).astype(np.float32)
    zero = np.zeros(original.args[1][0], dtype=np.int64)
    unrotated = original(hidden, zero)
    positions = (1 << 20) + np.arange(zero.shape[-1], dtype=np.int64)
    pos = np.broadcast_to(positions, zero.shape).copy()
    freqs = reference.inverse_frequencies(unrotated[0].shape[-1])
    errors = {}
    for label, fn in (("raised", raised), ("unraised", original)):
        got = fn(hidden, pos)
        err = 0.0
        for x0, y in zip(unrotated[:2], got[:2]):
            truth = reference.rotate(x0.astype(np.float64), positions, freqs, "half")
            err = max(err, float(np.max(np.abs(y - truth))))
        errors[label] = err
    ok = errors["raised"] <= TOLERANCE and errors["unraised"] > 100 * errors["raised"]
    failures += not ok
    print(f"long positions: raised err {errors['raised']:.3g}, unraised err "
          f"{errors['unraised']:.3g}" + ("" if ok else " FAIL"))


llama = None
for export in ("llama-rope", "llama-sdpa-attention", "llama3-rope", "neox-rope", "qwen2vl-rope",
               "gptj-rope", "gptj-partial-rope", "meta-complex-rope", "llama-bf16-rope",
               "yarn-rope", "llama-dynamic-rope", "llama-rope-tosa", "llama-sdpa-attention-tosa",
               "llama3-rope-tosa", "neox-rope-tosa", "qwen2vl-rope-tosa", "llama-bf16-rope-tosa",
               "yarn-rope-tosa", "gptj-rope-tosa", "gptj-partial-rope-tosa"):
    compiled = check_export(export)
    if export == "llama-rope":
        llama = compiled
check_long_positions(*llama)
if failures:
    print(f"{failures} FAILED")
    sys.exit(1)
print("all exports passed")
