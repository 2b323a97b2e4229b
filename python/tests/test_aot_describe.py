"""aot.describe: argument descriptions in error messages stay short."""

import numpy as np

from rope_mlir import aot


def test_array_named_by_dtype_and_shape():
    text = aot.describe(np.zeros((300, 400), np.float32))
    assert text == "float32 array of shape (300, 400)"


def test_long_repr_is_cut():
    text = aot.describe(list(range(10000)))
    assert len(text) < 90
    assert text.endswith("... of type list")


def test_torch_like_objects_are_not_printed_without_torch():
    # A class named torch.Tensor, as aot recognizes tensors without importing torch.
    Tensor = type("Tensor", (), {"__module__": "torch", "dtype": "torch.float32",
                                 "shape": (2, 3), "device": "cpu"})
    assert aot.describe(Tensor()) == "torch tensor of dtype torch.float32, shape (2, 3) on cpu"
