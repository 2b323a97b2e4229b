# RUN: %python %s | FileCheck %s
#
# rope-lower-to-llvm's non-temporal row stores (nontemporal-bytes, here 1 so
# that small tensors take them; a dynamic sequence length keeps the row
# loop parallel and the size check at run time) run and compared with
# float64 numpy: rows
# that start on a 64-byte boundary go through the non-temporal store, the
# others through the ordinary write. Each function is called with its
# result allocated by the kernel (64-byte aligned), written into a 64-byte
# aligned numpy buffer and into one 4 bytes off (every row misaligned:
# the fallback), with 1 and 2 threads, f32 and bf16, both layouts; all
# must equal the same kernel compiled with nontemporal-bytes=0 bit for bit
# and the reference within 1e-5 (f32) or one bf16 rounding.
#
# CHECK-NOT: FAIL
# CHECK: LLVM IR: non-temporal vector stores and a fence
# CHECK: 24 calls passed

import os
import subprocess
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

SHAPE = (3, 40, 64)

MODULE = """
func.func @ret_{name}(%x: {t}, %p: tensor<?xi64>) -> {t}
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %r = rope.rotate %x, %p, %f layout({layout}) : {t}, tensor<?xi64>, tensor<32xf64> -> {t}
  return %r : {t}
}}

func.func @dps_{name}(%x: {t}, %p: tensor<?xi64>, %out: {m})
    attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %r = rope.rotate %x, %p, %f layout({layout}) : {t}, tensor<?xi64>, tensor<32xf64> -> {t}
  bufferization.materialize_in_destination %r in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""

VARIANTS = [(dtype, layout) for dtype in ("f32", "bf16") for layout in ("half", "interleaved")]


def module_text():
    text = ""
    for dtype, layout in VARIANTS:
        elem = "f32" if dtype == "f32" else "bf16"
        t = f"tensor<3x?x64x{elem}>"
        m = f"memref<3x?x64x{elem}>"
        text += MODULE.format(name=f"{dtype}_{layout}", t=t, m=m, layout=layout)
    return text


def buffer(dtype, offset):
    """An uninitialized SHAPE buffer `offset` bytes past a 64-byte boundary."""
    np_dtype = np.float32 if dtype == "f32" else np.uint16
    nbytes = int(np.prod(SHAPE)) * np.dtype(np_dtype).itemsize
    raw = np.zeros(nbytes + 128, dtype=np.uint8)
    start = (-raw.ctypes.data % 64) + offset
    return raw[start:start + nbytes].view(np_dtype).reshape(SHAPE)


CHILD = r"""
import sys, json, numpy as np, ctypes
sys.path[:0] = sys.argv[1].split(":")
sys.argv = sys.argv[:1] + sys.argv[2:]
import importlib.util
spec = importlib.util.spec_from_file_location("nt", sys.argv[1])
nt = importlib.util.module_from_spec(spec); spec.loader.exec_module(nt)
nt.child(sys.argv[2], sys.argv[3])
"""


def inputs(dtype):
    rng = np.random.default_rng(3)
    x = rng.standard_normal(SHAPE)
    x = x.astype(np.float32) if dtype == "f32" else bf16.float32_to_bf16(x.astype(np.float32))
    positions = (np.arange(40) * 37 + 5).astype(np.int64)
    return x, positions


def child(library, output):
    """Runs every call of `library` and saves the results to `output`."""
    lib = __import__("ctypes").CDLL(library)
    results = {}
    for dtype, layout in VARIANTS:
        name = f"{dtype}_{layout}"
        x, positions = inputs(dtype)
        out_dtype = np.float32 if dtype == "f32" else "bfloat16"
        results[f"{name} returned"] = aot.call(lib, f"ret_{name}", [x, positions],
                                               [(SHAPE, out_dtype)])
        for offset in (0, 4):
            out = buffer(dtype, offset)
            aot.call(lib, f"dps_{name}", [x, positions, out])
            results[f"{name} into a buffer {offset} bytes past 64"] = out.copy()
    np.savez(output, **results)


def main():
    folder = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"rope_nontemporal_{os.getpid()}")
    libraries = {}
    for bytes_ in (1, 0):
        work = os.path.join(folder, str(bytes_))
        aot.compile_module(module_text(), workdir=work,
                           pipeline=f"rope-lower-to-llvm=nontemporal-bytes={bytes_}")
        libraries[bytes_] = [os.path.join(work, f) for f in os.listdir(work) if f.endswith(".so")][0]
        if bytes_ == 1:
            with open(os.path.join(work, "module.ll")) as f:
                llvm_ir = f.read()
            ok = "!nontemporal" in llvm_ir and "fence seq_cst" in llvm_ir
            print(("" if ok else "FAIL ") + "LLVM IR: non-temporal vector stores and a fence")
    runs = {}
    for bytes_, library in libraries.items():
        for threads in ("1", "2"):
            output = os.path.join(folder, f"out_{bytes_}_{threads}.npz")
            env = dict(os.environ, OMP_NUM_THREADS=threads)
            subprocess.run([sys.executable, "-c", CHILD, ":".join(sys.path), os.path.abspath(__file__),
                            library, output], env=env, check=True)
            runs[(bytes_, threads)] = dict(np.load(output))
    passed = failed = 0
    for key, got in runs[(1, "1")].items():
        dtype, layout = key.split(" ")[0].split("_")
        x, positions = inputs(dtype)
        x64 = x.astype(np.float64) if dtype == "f32" else bf16.bf16_to_float32(x).astype(np.float64)
        want = reference.rotate(x64, positions, reference.inverse_frequencies(64), layout)
        for threads in ("1", "2"):
            got = runs[(1, threads)][key]
            same = np.array_equal(got, runs[(0, threads)][key])
            values = got.astype(np.float64) if dtype == "f32" else bf16.bf16_to_float32(got).astype(np.float64)
            error = float(np.max(np.abs(values - want)))
            bound = 1e-5 if dtype == "f32" else 2.0 ** -8 * float(np.max(np.abs(want)))
            ok = same and error <= bound
            passed += ok
            failed += not ok
            if not ok:
                print(f"FAIL {key}, {threads} thread(s): identical to nontemporal-bytes=0: "
                      f"{same}, max error {error:.3g}")
    print(f"{passed} calls passed" + (f", {failed} FAILED" if failed else ""))


if __name__ == "__main__":
    main()
