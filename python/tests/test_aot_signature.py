"""aot.call checks arguments and result specs against the signature that
rope-opt --rope-lower-to-llvm stores in the library (rope-export-signatures).

Every function here adds 1 to its `calls` argument, so a test can tell that
a rejected call ran nothing. rope-opt is $ROPE_OPT, else rope-opt on PATH,
else build/bin/rope-opt of this checkout; the tests skip without one.
"""


import numpy as np
import pytest

from rope_mlir import aot, reference
from rope_mlir.bf16 import float32_to_bf16

MODULE = """
#id2 = affine_map<(i, j) -> (i, j)>

// Destination passing: rotates x into out.
func.func @rotate_into(%x: tensor<2x?x8xf32>, %pos: tensor<?xi64> {rope.name = "positions"},
                       %out: memref<2x?x8xf32> {rope.name = "out"},
                       %calls: memref<1xi64> {rope.name = "calls"}) {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %r = rope.rotate %x, %pos, %f layout(half)
      : tensor<2x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<2x?x8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<2x?x8xf32>, memref<2x?x8xf32>) -> ()
  call @count(%calls) : (memref<1xi64>) -> ()
  return
}

// An f32 scalar and a returned tensor.
func.func @scale(%x: tensor<?x4xf32>, %s: f32, %calls: memref<1xi64>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<?x4xf32>
  call @count(%calls) : (memref<1xi64>) -> ()
  return %r : tensor<?x4xf32>
}

// Integer and float scalars interleaved: x * a + b + c * d.
func.func @mix(%x: tensor<3xf64>, %a: i32, %b: f32, %c: index, %d: f64,
               %calls: memref<1xi64>) -> tensor<3xf64> {
  %af = arith.sitofp %a : i32 to f64
  %bf = arith.extf %b : f32 to f64
  %ci = arith.index_cast %c : index to i64
  %cf = arith.sitofp %ci : i64 to f64
  %cd = arith.mulf %cf, %d : f64
  %k = arith.addf %bf, %cd : f64
  %e = tensor.empty() : tensor<3xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<3xf64>) outs(%e : tensor<3xf64>) {
  ^bb0(%v: f64, %o: f64):
    %m = arith.mulf %v, %af : f64
    %s = arith.addf %m, %k : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  call @count(%calls) : (memref<1xi64>) -> ()
  return %r : tensor<3xf64>
}

// Element types carried by 16-bit arrays; a fixed non-contiguous layout.
func.func @halves(%b: tensor<4xbf16>, %h: tensor<4xf16>, %calls: memref<1xi64>) {
  call @count(%calls) : (memref<1xi64>) -> ()
  return
}

func.func @strided(%m: memref<2x2xf32, strided<[4, 1], offset: 1>>, %calls: memref<1xi64>) {
  call @count(%calls) : (memref<1xi64>) -> ()
  return
}

func.func @scalar_result(%calls: memref<1xi64>) -> i64 {
  call @count(%calls) : (memref<1xi64>) -> ()
  %c = arith.constant 7 : i64
  return %c : i64
}

func.func private @count(%calls: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %v = memref.load %calls[%c0] : memref<1xi64>
  %w = arith.addi %v, %one : i64
  memref.store %w, %calls[%c0] : memref<1xi64>
  return
}
"""

SEQ = 5


@pytest.fixture(scope="module")
def lib(compile_with_rope_opt):
    return compile_with_rope_opt(MODULE)


@pytest.fixture
def calls():
    return np.zeros(1, dtype=np.int64)


def _rotate_args(calls, x=None, positions=None, out=None):
    x = np.linspace(-1, 1, 2 * SEQ * 8, dtype=np.float32).reshape(2, SEQ, 8) if x is None else x
    positions = np.arange(3, 3 + SEQ, dtype=np.int64) if positions is None else positions
    out = np.full((2, SEQ, 8), 42.0, dtype=np.float32) if out is None else out
    return [x, positions, out, calls]


def _rejected(lib, calls, name, args, error, match, results=()):
    """Call and expect `error`; the callee must not have run, out untouched."""
    outs = [a.copy() for a in args if isinstance(a, np.ndarray)]
    with pytest.raises(error, match=match):
        aot.call(lib, name, args, results)
    assert calls[0] == 0, "the function ran"
    for before, after in zip(outs, [a for a in args if isinstance(a, np.ndarray)]):
        np.testing.assert_array_equal(before, after)


def test_signature_is_readable(lib):
    sig = aot.signature(lib, "rotate_into")
    assert sig["function"] == "rotate_into"
    assert [(a["kind"], a["type"], a["shape"], a.get("name")) for a in sig["args"]] == [
        ("tensor", "f32", [2, -1, 8], None),
        ("tensor", "i64", [-1], "positions"),
        ("memref", "f32", [2, -1, 8], "out"),
        ("memref", "i64", [1], "calls"),
    ]
    assert sig["results"] == []
    scale = aot.signature(lib, "scale")
    assert scale["args"][1] == {"kind": "scalar", "type": "f32", "mlir": "f32"}
    assert scale["results"][0]["mlir"] == "tensor<?x4xf32>"
    assert aot.signature(lib, "count") is None  # private: no signature


def test_good_call_matches_reference(lib, calls):
    args = _rotate_args(calls)
    assert aot.call(lib, "rotate_into", args) is None
    x, positions, out, _ = args
    freqs = 10000.0 ** (-np.arange(4) * 2.0 / 8)
    expected = reference.rotate(x.astype(np.float64), positions, freqs, layout="half")
    np.testing.assert_allclose(out, expected, rtol=0, atol=2e-6)
    assert calls[0] == 1


def test_missing_argument_is_named(lib, calls):
    args = _rotate_args(calls)[:2]
    _rejected(lib, calls, "rotate_into", args, TypeError,
              r"@rotate_into: argument #2 \(out\): missing, expected memref<2x\?x8xf32> "
              r"\(float32 array of shape \(2, \?, 8\)\)")


def test_too_many_arguments(lib, calls):
    _rejected(lib, calls, "rotate_into", _rotate_args(calls) + [1], TypeError,
              r"@rotate_into takes 4 argument\(s\) .*got 5")


def test_f64_array_for_f32(lib, calls):
    x = np.zeros((2, SEQ, 8), dtype=np.float64)
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, x=x), TypeError,
              r"argument #0: expected element type f32 \(float32 array\), got float64 array")


def test_integer_dtype_names_the_argument(lib, calls):
    positions = np.arange(SEQ, dtype=np.int32)
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, positions=positions), TypeError,
              r"argument #1 \(positions\): expected element type i64 \(int64 array\), "
              r"got int32 array")


def test_rank_mismatch(lib, calls):
    x = np.zeros((2 * SEQ, 8), dtype=np.float32)
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, x=x), ValueError,
              r"argument #0: expected rank 3, tensor<2x\?x8xf32> .*got rank 2 \(shape \(10, 8\)\)")


def test_wrong_static_size(lib, calls):
    out = np.zeros((3, SEQ, 8), dtype=np.float32)
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, out=out), ValueError,
              r"argument #2 \(out\): dimension 0 has size 3, expected 2")
    x = np.zeros((2, SEQ, 6), dtype=np.float32)
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, x=x), ValueError,
              r"argument #0: dimension 2 has size 6, expected 8")


def test_scalar_for_array_and_array_for_scalar(lib, calls):
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, positions=3), TypeError,
              r"argument #1 \(positions\): expected tensor<\?xi64> .*got 3 of type int")
    x = np.ones((2, 4), dtype=np.float32)
    _rejected(lib, calls, "scale", [x, np.float32([2.0]), calls], TypeError,
              r"@scale: argument #1: expected a scalar f32 \(a float or an int\), "
              r"got float32 array")


def test_non_contiguous_array(lib, calls):
    out = np.zeros((2, SEQ, 16), dtype=np.float32)[:, :, ::2]
    _rejected(lib, calls, "rotate_into", _rotate_args(calls, out=out), ValueError,
              r"argument #2 \(out\): arrays must be C-contiguous")


def test_f32_scalar_is_passed_as_float(lib, calls):
    x = np.arange(8, dtype=np.float32).reshape(2, 4)
    for s in (0.5, 3, np.float64(-1.25), np.float32(2.0), np.int16(4)):
        out = aot.call(lib, "scale", [x, s, calls], results=[((2, 4), np.float32)])
        np.testing.assert_array_equal(out, x * np.float32(s))
    assert calls[0] == 5


def test_mixed_scalars(lib, calls):
    x = np.array([1.0, -2.0, 0.5])
    out = aot.call(lib, "mix", [x, np.int32(-3), 0.25, 7, 1.5, calls],
                   results=[((3,), np.float64)])
    np.testing.assert_array_equal(out, x * -3 + 0.25 + 7 * 1.5)
    assert calls[0] == 1


def test_bad_scalars(lib, calls):
    x = np.zeros(3)
    good = [x, 1, 0.0, 2, 0.0, calls]
    for i, bad, error, match in [
            (1, 2.0, TypeError, r"argument #1: expected a scalar i32 \(an int\), got 2.0"),
            (1, 1 << 40, ValueError, r"argument #1: 1099511627776 does not fit in i32"),
            (2, True, TypeError, r"argument #2: expected a scalar f32 .*got True"),
            (3, "7", TypeError, r"argument #3: expected a scalar index"),
            (4, None, TypeError, r"argument #4: expected a scalar f64")]:
        args = list(good)
        args[i] = bad
        _rejected(lib, calls, "mix", args, error, match, results=[((3,), np.float64)])


def test_16_bit_element_types(lib, calls):
    b = float32_to_bf16(np.ones(4, dtype=np.float32))
    h = np.ones(4, dtype=np.float16)
    _rejected(lib, calls, "halves", [h, h, calls], TypeError,
              r"argument #0: expected element type bf16 \(uint16 array\), got float16 array")
    _rejected(lib, calls, "halves", [b, b, calls], TypeError,
              r"argument #1: expected element type f16 \(float16 array\), got uint16 array")
    aot.call(lib, "halves", [b, h, calls])
    assert calls[0] == 1


def test_fixed_layout_needs_matching_strides(lib, calls):
    _rejected(lib, calls, "strided", [np.zeros((2, 2), dtype=np.float32), calls], ValueError,
              r"argument #0: memref<2x2xf32, strided<\[4, 1\], offset: 1>> fixes strides "
              r"\[4, 1\] and offset 1")


def test_result_count(lib, calls):
    x = np.ones((2, 4), dtype=np.float32)
    _rejected(lib, calls, "scale", [x, 1.0, calls], TypeError,
              r"@scale returns 1 result\(s\) \(tensor<\?x4xf32>\); results= describes 0")
    _rejected(lib, calls, "rotate_into", _rotate_args(calls), TypeError,
              r"@rotate_into returns 0 result\(s\) \(nothing\); results= describes 1",
              results=[((2, SEQ, 8), np.float32)])


def test_result_rank(lib, calls):
    x = np.ones((2, 4), dtype=np.float32)
    _rejected(lib, calls, "scale", [x, 1.0, calls], ValueError,
              r"@scale: result #0: expected rank 2, .*got shape \(8,\)",
              results=[((8,), np.float32)])


def test_result_dtype(lib, calls):
    x = np.ones((2, 4), dtype=np.float32)
    for dtype in (np.float64, "bfloat16"):
        _rejected(lib, calls, "scale", [x, 1.0, calls], TypeError,
                  r"@scale: result #0: element type f32 comes back as float32, not",
                  results=[((2, 4), dtype)])


def test_result_static_size(lib, calls):
    _rejected(lib, calls, "mix", [np.zeros(3), 1, 0.0, 2, 0.0, calls], ValueError,
              r"@mix: result #0: dimension 0 has size 3 \(tensor<3xf64>\), not 4",
              results=[((4,), np.float64)])


def test_scalar_result_is_refused(lib, calls):
    _rejected(lib, calls, "scalar_result", [calls], TypeError,
              r"@scalar_result: result #0 is i64, which aot.call cannot pass",
              results=[((), np.int64)])
