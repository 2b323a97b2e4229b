"""Run-time checks that fail raise, and the process goes on.

A rotation and an attention with dynamic sizes, compiled by rope-opt
--rope-lower-to-llvm (on-check-failure=status, the default): 100 calls with
sizes that disagree each raise aot.RuntimeCheckError carrying the located
message and status, then a correct call in the same process returns the
numpy float64 reference's values. rope-opt is $ROPE_OPT, else rope-opt on
PATH, else build/bin/rope-opt of this checkout; the tests skip without one.
"""

import math
import threading

import numpy as np
import pytest

from rope_mlir import aot, reference

MODULE = """\
func.func @rotate(%x: tensor<?x?x16xf32>, %p: tensor<?xi64>) -> tensor<?x?x16xf32>
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<?x?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<?x?x16xf32>
  return %r : tensor<?x?x16xf32>
}
func.func @attention(%q: tensor<1x?x?x16xf32>, %k: tensor<1x?x?x16xf32>, %v: tensor<1x?x?x16xf32>,
                     %qp: tensor<?xi64>, %kp: tensor<?xi64>) -> tensor<1x?x?x16xf32>
    attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half)
       : tensor<1x?x?x16xf32>, tensor<1x?x?x16xf32>, tensor<1x?x?x16xf32>, tensor<8xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<1x?x?x16xf32>
  return %o : tensor<1x?x?x16xf32>
}
"""

FREQS = reference.inverse_frequencies(16)


@pytest.fixture(scope="module")
def lib(compile_with_rope_opt):
    return compile_with_rope_opt(MODULE)


def _rotate(lib, x, p):
    return aot.call(lib, "rotate", [x, p], [(x.shape, np.float32)])


def _attention_reference(q, k, v, qp, kp):
    q, k, v = (a.astype(np.float64) for a in (q, k, v))
    group = q.shape[1] // k.shape[1]
    qr = reference.rotate(q, qp, FREQS, "half")
    kr = np.repeat(reference.rotate(k, kp, FREQS, "half"), group, axis=1)
    scores = qr @ np.swapaxes(kr, -1, -2) / math.sqrt(q.shape[-1])
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return (weights / weights.sum(axis=-1, keepdims=True)) @ np.repeat(v, group, axis=1)


def test_bad_rotations_raise_and_a_good_call_still_works(lib):
    rng = np.random.default_rng(0)
    for i in range(100):
        seq = 2 + i % 7
        x = rng.standard_normal((3, seq, 16)).astype(np.float32)
        short = np.arange(seq - 1, dtype=np.int64)
        with pytest.raises(aot.RuntimeCheckError) as raised:
            _rotate(lib, x, short)
        error = raised.value
        assert error.status == 1 and error.function == "rotate"
        assert isinstance(error, ValueError)
        assert str(error).startswith("@rotate: rope.rotate at ")
        assert str(error).endswith(
            f"runtime check failed: positions cover {seq - 1} positions (dimension 0) "
            f"but the input's sequence dimension (1) has {seq}")
        # The location is the op's line and column in the compiled module.
        assert ":4:8: runtime check failed" in str(error)
    x = rng.standard_normal((3, 6, 16)).astype(np.float32)
    p = rng.integers(0, 50000, size=6).astype(np.int64)
    got = _rotate(lib, x, p)
    want = reference.rotate(x.astype(np.float64), p, FREQS, "half")
    assert np.max(np.abs(got - want)) <= 1e-5
    assert aot.last_error(lib) is None


def test_bad_attentions_raise_and_a_good_call_still_works(lib):
    rng = np.random.default_rng(1)
    make = lambda *shape: rng.standard_normal(shape).astype(np.float32)
    bad = [
        # key positions short, values short, query heads not a multiple
        lambda: [make(1, 4, 3, 16), make(1, 2, 7, 16), make(1, 2, 7, 16),
                 np.arange(3, dtype=np.int64), np.arange(5, dtype=np.int64)],
        lambda: [make(1, 4, 3, 16), make(1, 2, 7, 16), make(1, 2, 6, 16),
                 np.arange(3, dtype=np.int64), np.arange(7, dtype=np.int64)],
        lambda: [make(1, 3, 3, 16), make(1, 2, 7, 16), make(1, 2, 7, 16),
                 np.arange(3, dtype=np.int64), np.arange(7, dtype=np.int64)],
    ]
    for i in range(100):
        args = bad[i % 3]()
        with pytest.raises(aot.RuntimeCheckError, match=r"^@attention: rope\.attention at "
                           r".*: runtime check failed: "):
            aot.call(lib, "attention", args, [(args[0].shape, np.float32)])
    q, k, v = make(1, 4, 5, 16), make(1, 2, 9, 16), make(1, 2, 9, 16)
    qp, kp = np.arange(5, dtype=np.int64) + 4, np.arange(9, dtype=np.int64)
    got = aot.call(lib, "attention", [q, k, v, qp, kp], [(q.shape, np.float32)])
    assert np.max(np.abs(got - _attention_reference(q, k, v, qp, kp))) <= 1e-5


def test_threads_see_their_own_status(lib):
    """Bad calls on one thread leave good calls on another alone."""
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 5, 16)).astype(np.float32)
    p = np.arange(5, dtype=np.int64) * 31
    want = reference.rotate(x.astype(np.float64), p, FREQS, "half")
    outcomes = {"bad": 0, "good": 0}

    def bad():
        for _ in range(200):
            try:
                _rotate(lib, x, p[:3])
            except aot.RuntimeCheckError:
                outcomes["bad"] += 1

    def good():
        for _ in range(200):
            if np.max(np.abs(_rotate(lib, x, p) - want)) <= 1e-5:
                outcomes["good"] += 1

    threads = [threading.Thread(target=bad), threading.Thread(target=good)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert outcomes == {"bad": 200, "good": 200}


def test_the_library_exports_the_status_abi(lib):
    assert hasattr(lib, "_rope_checked_rotate")
    assert hasattr(lib, "_rope_checked_attention")
    assert hasattr(lib, "rope_last_status")
    assert hasattr(lib, "rope_clear_error")
