"""aot.call: a result size given as None is the size the function returned."""

import numpy as np
import pytest

from rope_mlir import aot

SOURCE = """
func.func @add(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.add ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>)
                  outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
"""


@pytest.fixture(scope="module")
def lib(compile_with_rope_opt):
    return compile_with_rope_opt(SOURCE)


@pytest.mark.parametrize("rows", [1, 5, 9])
def test_dynamic_size_comes_back(lib, rows):
    rng = np.random.default_rng(rows)
    a = rng.standard_normal((rows, 4)).astype(np.float32)
    b = rng.standard_normal((rows, 4)).astype(np.float32)
    got = aot.call(lib, "add", [a, b], [((None, 4), np.float32)])
    assert got.shape == (rows, 4)
    np.testing.assert_allclose(got, a.astype(np.float64) + b, rtol=1e-6)


def test_static_size_still_checked(lib):
    a = np.zeros((3, 4), np.float32)
    with pytest.raises(ValueError, match="dimension 1 has size 4"):
        aot.call(lib, "add", [a, a], [((None, 5), np.float32)])


def test_given_size_must_match_the_returned_one(lib):
    a = np.zeros((3, 4), np.float32)
    with pytest.raises(ValueError, match=r"result has shape \(3, 4\), expected \(2, 4\)"):
        aot.call(lib, "add", [a, a], [((2, 4), np.float32)])
