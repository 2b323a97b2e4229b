"""Compile a small upstream-only MLIR module with mlir-opt through aot.py and call it.

These tests need no rope-opt: the opt tool is upstream mlir-opt with a
pipeline of upstream passes. They skip when mlir-opt or clang is missing.
"""

import ctypes
import os

import numpy as np
import pytest

from rope_mlir import aot
from rope_mlir.bf16 import float32_to_bf16, round_to_bf16

UPSTREAM_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops",
    # bf16 truncf would otherwise become a __truncsfbf2 call, which libgcc 12 lacks.
    "--arith-expand=include-bf16=true",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
]

MODULE = """
#id1 = affine_map<(i) -> (i)>
#id2 = affine_map<(i, j) -> (i, j)>
#id3 = affine_map<(i, j, l) -> (i, j, l)>

// k * x + y: a returned memref (result descriptor first) and an i64 scalar.
func.func @axpy(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>, %k: i64) -> tensor<?x4xf32>
    attributes {llvm.emit_c_interface} {
  %a = arith.sitofp %k : i64 to f32
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x4xf32>) outs(%y : tensor<?x4xf32>) {
  ^bb0(%xi: f32, %yi: f32):
    %m = arith.mulf %a, %xi : f32
    %s = arith.addf %m, %yi : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// Two results: a struct of descriptors.
func.func @sum_prod(%x: tensor<2x3x4xf64>, %y: tensor<2x3x4xf64>)
    -> (tensor<2x3x4xf64>, tensor<2x3x4xf64>) attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<2x3x4xf64>
  %s, %p = linalg.generic {indexing_maps = [#id3, #id3, #id3, #id3],
                           iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %y : tensor<2x3x4xf64>, tensor<2x3x4xf64>)
      outs(%e, %e : tensor<2x3x4xf64>, tensor<2x3x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o0: f64, %o1: f64):
    %0 = arith.addf %a, %b : f64
    %1 = arith.mulf %a, %b : f64
    linalg.yield %0, %1 : f64, f64
  } -> (tensor<2x3x4xf64>, tensor<2x3x4xf64>)
  return %s, %p : tensor<2x3x4xf64>, tensor<2x3x4xf64>
}

// bf16 (as uint16) and f16 inputs, bf16 output.
func.func @add_half(%x: tensor<5xbf16>, %h: tensor<5xf16>) -> tensor<5xbf16>
    attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<5xbf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%x, %h : tensor<5xbf16>, tensor<5xf16>) outs(%e : tensor<5xbf16>) {
  ^bb0(%a: bf16, %b: f16, %o: bf16):
    %0 = arith.extf %a : bf16 to f32
    %1 = arith.extf %b : f16 to f32
    %2 = arith.addf %0, %1 : f32
    %3 = arith.truncf %2 : f32 to bf16
    linalg.yield %3 : bf16
  } -> tensor<5xbf16>
  return %r : tensor<5xbf16>
}

// Destination passing: writes into its arguments, returns nothing.
func.func @iota_into(%out: memref<?xi64>, %count: memref<1xi32>, %start: index)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.addi %start, %i : index
    %w = arith.index_cast %v : index to i64
    memref.store %w, %out[%i] : memref<?xi64>
  }
  %n32 = arith.index_cast %n : index to i32
  memref.store %n32, %count[%c0] : memref<1xi32>
  return
}

// A strided result with an offset that aliases the argument: column 1.
func.func @column(%m: memref<3x4xf32>) -> memref<3xf32, strided<[4], offset: 1>>
    attributes {llvm.emit_c_interface} {
  %c = memref.subview %m[0, 1] [3, 1] [1, 1]
      : memref<3x4xf32> to memref<3xf32, strided<[4], offset: 1>>
  return %c : memref<3xf32, strided<[4], offset: 1>>
}
"""


def _mlir_opt():
    try:
        opt = aot.find_llvm_tool("mlir-opt")
        aot.find_llvm_tool("mlir-translate")
        aot.find_llvm_tool("clang-22", "clang")
    except aot.ToolError as error:
        pytest.skip(str(error))
    return opt


@pytest.fixture(scope="module")
def lib():
    return aot.compile_module(MODULE, opt_tool=_mlir_opt(), pipeline=UPSTREAM_PIPELINE)


def test_axpy_returns_memref(lib):
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    y = np.full((3, 4), 0.5, dtype=np.float32)
    out = aot.call(lib, "axpy", [x, y, 3], results=[((3, 4), np.float32)])
    np.testing.assert_array_equal(out, 3 * x + 0.5)


def test_two_results_rank3(lib):
    rng = np.random.default_rng(0)
    x, y = rng.standard_normal((2, 2, 3, 4))
    total, product = aot.call(lib, "sum_prod", [x, y],
                              results=[((2, 3, 4), np.float64), ((2, 3, 4), np.float64)])
    np.testing.assert_array_equal(total, x + y)
    np.testing.assert_array_equal(product, x * y)


def test_bf16_and_f16(lib):
    values = np.array([1.0, -2.5, 3.140625, 1e-3, 250.0], dtype=np.float32)
    halves = np.array([0.5, 0.25, 1.0, -2.0, 0.001], dtype=np.float16)
    out = aot.call(lib, "add_half", [float32_to_bf16(values), halves],
                   results=[((5,), "bfloat16")])
    assert out.dtype == np.uint16
    expected = float32_to_bf16(round_to_bf16(values) + halves.astype(np.float32))
    np.testing.assert_array_equal(out, expected)


def test_destination_passing_writes_arguments(lib):
    out = np.zeros(6, dtype=np.int64)
    count = np.zeros(1, dtype=np.int32)
    assert aot.call(lib, "iota_into", [out, count, 40]) is None
    np.testing.assert_array_equal(out, 40 + np.arange(6))
    assert count[0] == 6


def test_strided_result_with_offset(lib):
    m = np.arange(12, dtype=np.float32).reshape(3, 4)
    column = aot.call(lib, "column", [m], results=[((3,), np.float32)])
    np.testing.assert_array_equal(column, m[:, 1])


def test_result_shape_is_checked(lib):
    x = np.ones((2, 4), dtype=np.float32)
    with pytest.raises(ValueError, match="expected"):
        aot.call(lib, "axpy", [x, x, 1], results=[((3, 4), np.float32)])


def test_library_without_signature_is_called_unchecked(lib):
    # mlir-opt's pipeline has no rope-export-signatures: nothing to check
    # against, and the calls above work as they always did.
    assert aot.signature(lib, "axpy") is None
    assert aot.signature(lib, "iota_into") is None


def test_missing_function(lib):
    with pytest.raises(AttributeError, match="emit_c_interface"):
        aot.call(lib, "no_such_function", [])


def test_tool_error_carries_stderr():
    with pytest.raises(aot.ToolError, match="mlir-opt.*\n.*error"):
        aot.compile_module("func.func @f() { return %x : i32 }",
                           opt_tool=_mlir_opt(), pipeline=UPSTREAM_PIPELINE)


def test_workdir_keeps_intermediate_files(tmp_path):
    text = """
    func.func @twice(%x: memref<4xf64>) attributes {llvm.emit_c_interface} {
      %c0 = arith.constant 0 : index
      %v = memref.load %x[%c0] : memref<4xf64>
      %w = arith.addf %v, %v : f64
      memref.store %w, %x[%c0] : memref<4xf64>
      return
    }
    """
    pipeline = "finalize-memref-to-llvm convert-arith-to-llvm convert-func-to-llvm " \
               "reconcile-unrealized-casts"
    lib = aot.compile_module(text, opt_tool=_mlir_opt(), pipeline=pipeline, workdir=tmp_path)
    names = sorted(os.listdir(tmp_path))
    assert names[:3] == ["input.mlir", "lowered.mlir", "module.ll"]
    assert names[3].endswith(".so")
    x = np.array([1.5, 2.0, 3.0, 4.0])
    aot.call(lib, "twice", [x])
    np.testing.assert_array_equal(x, [3.0, 2.0, 3.0, 4.0])


def test_tool_lookup_is_overridable(tmp_path, monkeypatch):
    monkeypatch.setenv("LLVM_TOOLS_DIR", str(tmp_path))
    with pytest.raises(aot.ToolError, match="LLVM_TOOLS_DIR"):
        aot.find_llvm_tool("mlir-translate")
    monkeypatch.delenv("ROPE_OPT", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(aot.ToolError, match="rope-opt not found"):
        aot.find_opt_tool()
    monkeypatch.setenv("ROPE_OPT", "/opt/custom/rope-opt")
    assert aot.find_opt_tool() == "/opt/custom/rope-opt"
    assert aot.find_opt_tool("my-opt") == "my-opt"


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16, np.uint16,
                                   np.int64, np.int32, np.int16, np.int8, np.bool_])
def test_descriptor_wraps_without_copy(dtype):
    array = np.zeros((2, 3, 5), dtype=dtype)
    descriptor = aot.as_memref(array)
    assert ctypes.cast(descriptor.aligned, ctypes.c_void_p).value == array.ctypes.data
    assert ctypes.cast(descriptor.allocated, ctypes.c_void_p).value == array.ctypes.data
    assert descriptor.offset == 0
    assert list(descriptor.sizes) == [2, 3, 5]
    assert list(descriptor.strides) == [15, 5, 1]
    assert ctypes.sizeof(descriptor) == 8 * (3 + 2 * 3)


def test_rank0_descriptor():
    descriptor = aot.as_memref(np.array(2.5))
    assert [name for name, _ in descriptor._fields_] == ["allocated", "aligned", "offset"]


def test_descriptor_rejects_bad_arrays():
    with pytest.raises(ValueError, match="C-contiguous"):
        aot.as_memref(np.zeros((4, 4), dtype=np.float32)[:, 1])
    with pytest.raises(ValueError, match="unsupported memref dtype"):
        aot.as_memref(np.zeros(3, dtype=np.complex64))
