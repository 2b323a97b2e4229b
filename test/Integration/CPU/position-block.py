# RUN: %python %s | FileCheck %s
#
# rope-lower-to-llvm's position-block option (rope-to-vector's loop over
# blocks of 16 positions with the heads inside, and rope-prefetch-rows'
# prefetches in that order) run and compared with float64 numpy: shared
# tables ([2, 3, 64, 72] by positions [64]: batch and heads share each
# block), batched tables (positions [2, 64]: the heads share), a partial
# rotation (rotary_dim 40 of 72), f32 and bf16, both layouts, and shapes
# the blocks divide or not (48 positions: three blocks; 40: the rows in
# order). Every result must equal the same kernel compiled with
# position-block=0 bit for bit, and the reference within 1e-5 (f32) or one
# bf16 rounding of the largest value.
#
# CHECK-NOT: FAIL
# CHECK: forall over blocks of 16 positions: 5 kernels of 6
# CHECK: 12 calls passed

import os
import subprocess
import sys

import numpy as np

from rope_mlir import aot, bf16, reference

FUNCTION = """
func.func @{name}(%x: {t}, %p: {p}) -> {t} attributes {{llvm.emit_c_interface}} {{
  %f = rope.frequencies #rope.default<rotary_dim = 40> -> tensor<20xf64>
  %r = rope.rotate %x, %p, %f layout({layout}) rotary_dim(40) : {t}, {p}, tensor<20xf64> -> {t}
  return %r : {t}
}}
"""

# name: (dtype, layout, shape, batched positions)
CASES = {
    "f32_half_shared": ("f32", "half", (2, 3, 64, 72), False),
    "bf16_interleaved_shared": ("bf16", "interleaved", (2, 3, 64, 72), False),
    "f32_interleaved_batched": ("f32", "interleaved", (2, 3, 64, 72), True),
    "bf16_half_batched": ("bf16", "half", (2, 3, 64, 72), True),
    "f32_half_48": ("f32", "half", (3, 48, 72), False),
    "bf16_half_40": ("bf16", "half", (3, 40, 72), False),
}


def module_text():
    text = ""
    for name, (dtype, layout, shape, batched) in CASES.items():
        t = "tensor<" + "x".join(map(str, shape)) + f"x{dtype}>"
        p = f"tensor<{shape[0]}x{shape[-2]}xi64>" if batched else f"tensor<{shape[-2]}xi64>"
        text += FUNCTION.format(name=name, t=t, p=p, layout=layout)
    return text


def main():
    libs = {}
    for block in (16, 0):
        libs[block] = aot.compile_module(
            module_text(), pipeline=f"rope-lower-to-llvm=position-block={block}")
    # The blocked loops: foralls whose last loop runs over the 16 positions
    # of a block, in every kernel but the one of 40 positions.
    rope_opt = os.environ.get("ROPE_OPT", "rope-opt")
    lowered = subprocess.run(
        [rope_opt, "--rope-materialize-tables", "--rope-to-vector=position-block=16"],
        input=module_text(), capture_output=True, text=True, check=True).stdout
    foralls = [line for line in lowered.splitlines() if "scf.forall (" in line]
    blocked = sum(", 16) shared_outs" in line for line in foralls)
    ok = blocked == 5 and len(foralls) == 6
    print(("" if ok else "FAIL ") +
          f"forall over blocks of 16 positions: {blocked} kernels of {len(foralls)}")
    rng = np.random.default_rng(11)
    passed = failed = 0
    for name, (dtype, layout, shape, batched) in CASES.items():
        x = rng.standard_normal(shape).astype(np.float32)
        if dtype == "bf16":
            x = bf16.float32_to_bf16(x)
        seq = shape[-2]
        positions = (rng.integers(0, 5000, (shape[0], seq)) if batched
                     else np.arange(seq) * 3 + 7).astype(np.int64)
        out_dtype = np.float32 if dtype == "f32" else "bfloat16"
        got = {block: aot.call(lib, name, [x, positions], [(shape, out_dtype)])
               for block, lib in libs.items()}
        x64 = (x if dtype == "f32" else bf16.bf16_to_float32(x)).astype(np.float64)
        want = reference.rotate(x64, positions, reference.inverse_frequencies(40), layout,
                                rotary_dim=40)
        for block in (16, 0):
            values = got[block].astype(np.float64) if dtype == "f32" else \
                bf16.bf16_to_float32(got[block]).astype(np.float64)
            error = float(np.max(np.abs(values - want)))
            bound = 1e-5 if dtype == "f32" else 2.0 ** -8 * float(np.max(np.abs(want)))
            same = np.array_equal(got[16], got[0])
            ok = same and error <= bound
            passed += ok
            failed += not ok
            print(f"{'ok' if ok else 'FAIL'} {name}, position-block={block}: identical: {same}, "
                  f"max error {error:.3g} (bound {bound:.3g})")
    print(f"{passed} calls passed" + (f", {failed} FAILED" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
