"""rope_mlir.ir: in-process parsing and pass pipelines through libRopeMLIR-C.so.

Skipped when the library has not been built (it comes from the C++ build).
"""

import os
import re

import pytest

from rope_mlir import ir

try:
    LIBRARY = ir.find_library()
except FileNotFoundError:
    LIBRARY = None
pytestmark = pytest.mark.skipif(LIBRARY is None, reason="libRopeMLIR-C.so not built")

SOURCE = """
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
"""


@pytest.fixture
def ctx():
    with ir.Context(LIBRARY) as context:
        yield context


def test_round_trip_keeps_rope_ops(ctx):
    printed = ctx.run(SOURCE)
    assert "rope.rotate" in printed and "layout(half)" in printed


def test_canonicalize_folds_the_schedule(ctx):
    # 100^(-2i/4) for i = 0, 1 is [1, 0.1]: the folded constant.
    printed = ctx.run(SOURCE, "builtin.module(canonicalize)")
    assert "rope.frequencies" not in printed
    assert "dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>" in printed


def test_lowering_removes_rope_ops(ctx):
    printed = ctx.run(SOURCE, "builtin.module(rope-to-linalg)")
    assert "rope." not in printed and "linalg.generic" in printed


def test_remarks_are_collected(ctx):
    ctx.run(SOURCE, "builtin.module(rope-report-schedules)")
    assert len(ctx.remarks) == 1
    assert "schedule #rope.default<rotary_dim = 4, base = 1.000000e+02>: 2 pairs" in ctx.remarks[0]
    assert ctx.remarks[0].startswith("loc(")


def test_verifier_errors_carry_location_and_message(ctx):
    bad = SOURCE.replace("rotary_dim = 4, base", "rotary_dim = 6, base")
    with pytest.raises(ir.MlirError) as error:
        ctx.run(bad)
    assert "schedule has 3 pairs (rotary_dim 6) but the result holds 2 values" in str(error.value)
    assert ":3:" in str(error.value)  # the line of rope.frequencies


def test_parse_errors_raise(ctx):
    with pytest.raises(ir.MlirError, match="parsing failed"):
        ctx.run("func.func @broken(")


def test_bad_pipeline_raises(ctx):
    with pytest.raises(ir.MlirError, match="no-such-pass"):
        ctx.run(SOURCE, "builtin.module(no-such-pass)")


def test_nested_lowering_pipeline_runs(ctx):
    # Once aborted the process: the pipeline added a func.func pass to the
    # module pass manager.
    printed = ctx.run(SOURCE, "builtin.module(rope-lower-to-llvm)")
    assert "llvm.func @_mlir_ciface_rotate" in printed
    # No rope op is left (the runtime check's message names the op it checks).
    assert not re.search(r'^\s*(%\S+ = )?"?rope\.', printed, re.MULTILINE)


def test_lower_to_nvvm_serializes_kernels(ctx):
    # Once failed: the C API registered no translation to LLVM IR, which
    # gpu-module-to-binary needs. PTX text without libdevice needs no toolkit.
    printed = ctx.run(SOURCE, "builtin.module(rope-lower-to-nvvm{format=isa libdevice=})")
    assert re.search(r'gpu\.binary @rotate_kernel +\[#gpu\.object<#nvvm\.target<chip = "sm_90"',
                     printed)
    assert ".target sm_90" in printed


def test_misplaced_lowering_pipeline_raises(ctx):
    with pytest.raises(ir.MlirError, match="runs on 'builtin.module', not on 'func.func'"):
        ctx.run(SOURCE, "builtin.module(func.func(rope-lower-to-llvm))")


def test_missing_library_is_reported(tmp_path):
    with pytest.raises(FileNotFoundError, match="ROPE_MLIR_C_LIBRARY"):
        ir.find_library(str(tmp_path / "absent.so"))
