# RUN: %python %s | FileCheck %s
#
# Runtime checks of rope.attention (rope-insert-runtime-checks, on by default
# in rope-lower-to-llvm): one attention with dynamic batch, heads and
# sequence lengths is compiled once; calls whose sizes break a relation the
# verifier could not check each raise aot.RuntimeCheckError with the check's
# message (the op, its location, the relation, the sizes) instead of reading
# past a buffer, and the process goes on: a good call before and after them
# matches the numpy float64 reference.
#
# CHECK-NOT: FAIL
# CHECK: ok good call: max error
# CHECK: ok bad key positions shorter than the keys: RuntimeCheckError status 1: @attention: rope.attention at {{.*}}input.mlir:5:8: runtime check failed: key positions cover 5 positions (dimension 0) but the key's sequence dimension (2) has 7
# CHECK: ok bad query positions longer than the queries: RuntimeCheckError status 1: {{.*}}: query positions cover 4 positions (dimension 0) but the query's sequence dimension (2) has 3
# CHECK: ok bad values shorter than the keys: RuntimeCheckError status 1: {{.*}}: key and value have different sequence lengths (7 and 6)
# CHECK: ok bad query heads not a multiple: RuntimeCheckError status 1: {{.*}}: query heads (3) must be a multiple of key/value heads (2)
# CHECK: ok bad batch of the values: RuntimeCheckError status 1: {{.*}}: batch dimension 0 of the query (2) and the value (1) differ
# CHECK: ok good call after the bad ones: max error
# CHECK: 2 good calls and 5 bad calls passed

import math
import os
import sys
import tempfile

import numpy as np

from rope_mlir import aot, reference

MODULE = """\
func.func @attention(%q: tensor<?x?x?x32xf32>, %k: tensor<?x?x?x32xf32>, %v: tensor<?x?x?x32xf32>,
                     %qp: tensor<?xi64>, %kp: tensor<?xi64>) -> tensor<?x?x?x32xf32>
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half)
       : tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<16xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<?x?x?x32xf32>
  return %o : tensor<?x?x?x32xf32>
}
"""


def arguments(q_shape, k_shape, v_shape, q_len, k_len):
    rng = np.random.default_rng(3)
    make = lambda shape: rng.standard_normal(shape).astype(np.float32)
    return [make(q_shape), make(k_shape), make(v_shape),
            np.arange(q_len, dtype=np.int64) + 4, np.arange(k_len, dtype=np.int64)]


BAD = {
    "key positions shorter than the keys":
        ((2, 4, 3, 32), (2, 2, 7, 32), (2, 2, 7, 32), 3, 5),
    "query positions longer than the queries":
        ((2, 4, 3, 32), (2, 2, 7, 32), (2, 2, 7, 32), 4, 7),
    "values shorter than the keys":
        ((2, 4, 3, 32), (2, 2, 7, 32), (2, 2, 6, 32), 3, 7),
    "query heads not a multiple":
        ((2, 3, 3, 32), (2, 2, 7, 32), (2, 2, 7, 32), 3, 7),
    "batch of the values":
        ((2, 4, 3, 32), (2, 2, 7, 32), (1, 2, 7, 32), 3, 7),
}


def call(library, shapes):
    args = arguments(*shapes)
    return aot.call(library, "attention", args, [(args[0].shape, np.float32)]), args


def good_call(library, label):
    """Calls with good sizes and compares with numpy; returns whether it matched."""
    got, args = call(library, ((2, 4, 3, 32), (2, 2, 7, 32), (2, 2, 7, 32), 3, 7))
    q, k, v, qp, kp = (a.astype(np.float64) if a.dtype == np.float32 else a
                       for a in args)
    freqs = reference.inverse_frequencies(32)
    qr = reference.rotate(q, qp, freqs, "half")
    kr = np.repeat(reference.rotate(k, kp, freqs, "half"), 2, axis=1)
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(32)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    want = (weights / weights.sum(axis=-1, keepdims=True)) @ np.repeat(v, 2, axis=1)
    err = float(np.max(np.abs(got - want)))
    ok = err < 1e-5
    print(f"{'ok' if ok else 'FAIL'} {label}: max error {err:.1e}")
    return ok


def main():
    passed, failed = 0, 0
    with tempfile.TemporaryDirectory(prefix="rope_attention_checks_") as tmp:
        library = aot.compile_module(MODULE, workdir=tmp)
        ok = good_call(library, "good call")
        passed += ok
        failed += not ok

        for name in BAD:
            try:
                call(library, BAD[name])
            except aot.RuntimeCheckError as error:
                ok = "runtime check failed" in str(error) and error.status == 1
                print(f"{'ok' if ok else 'FAIL'} bad {name}: RuntimeCheckError status "
                      f"{error.status}: {error}")
            else:
                ok = False
                print(f"FAIL bad {name}: the call returned")
            passed += ok
            failed += not ok

        ok = good_call(library, "good call after the bad ones")
        passed += ok
        failed += not ok
    if failed:
        print("FAIL")
        return 1
    print(f"{passed - len(BAD)} good calls and {len(BAD)} bad calls passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
