"""rope_mlir.remarks: YAML and stderr remarks as records."""

import os

import pytest

from rope_mlir import remarks

# Written by hand in LLVM's remark format (one document per remark).
YAML = """--- !Passed
Pass:            rope-raise
Name:            RotationRaised
DebugLoc:        { File: 'in''put.mlir', Line: 174, Column: 11 }
Function:        forward
Args:
  - Remark:          'rope-raise: raised (the graph''s 16 values)'
  - Layout:          half
  - RotaryDim:       '32'
...
--- !Missed
Pass:            rope-fuse-attention
Name:            NotFused
DebugLoc:        { File: x.mlir, Line: 3, Column: 5 }
Function:        main
Args:
  - Remark:          "no softmax: \\"exp\\" missing"
...
"""

def test_parse_yaml():
    first, second = remarks.parse_yaml(YAML)
    assert (first.kind, first.pass_name, first.name, first.function) == (
        "Passed", "rope-raise", "RotationRaised", "forward")
    assert (first.file, first.line, first.column) == ("in'put.mlir", 174, 11)
    assert first.args == {"Remark": "rope-raise: raised (the graph's 16 values)",
                          "Layout": "half", "RotaryDim": "32"}
    assert str(first) == "rope-raise: raised (the graph's 16 values)"
    assert (second.kind, second.pass_name, second.file, second.line) == (
        "Missed", "rope-fuse-attention", "x.mlir", 3)
    assert second.message == 'no softmax: "exp" missing'


def test_parse_stderr():
    (remark,) = remarks.parse_stderr(
        "a.mlir:4:7: remark: fused into rope.attention: x\n    %1 = op\n          ^\n")
    assert (remark.file, remark.line, remark.column) == ("a.mlir", 4, 7)
    assert remark.message == "fused into rope.attention: x"


def test_run_returns_output_and_remarks(rope_opt):
    """examples/attention.mlir fuses; the fusion remark comes back as a record
    (with its pass where the tool writes YAML remarks)."""
    path = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "attention.mlir")
    with open(path) as f:
        source = f.read()
    done, found = remarks.run(rope_opt, ["--rope-fuse-attention"], source)
    assert done.returncode == 0, done.stderr
    assert "rope.attention" in done.stdout
    fused = [r for r in found if "fused into rope.attention" in r.message]
    assert len(fused) == 1
    assert fused[0].kind == "Remark" or fused[0].pass_name == "rope-fuse-attention"
    assert fused[0].line > 0


def test_run_reports_errors(rope_opt):
    done, _ = remarks.run(rope_opt, [], "func.func @f( {")
    assert done.returncode != 0
    assert "error" in done.stderr


if __name__ == "__main__":
    pytest.main([__file__])
