"""Put python/ on sys.path so the tests run from a checkout without installing."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


import pytest  # noqa: E402


@pytest.fixture(scope="session")
def rope_opt():
    """rope-opt: $ROPE_OPT, else rope-opt on PATH, else build/bin/rope-opt of
    this checkout; the test skips without one."""
    from rope_mlir import aot

    try:
        return aot.find_opt_tool()
    except aot.ToolError:
        pass
    built = os.path.join(os.path.dirname(__file__), "..", "..", "build", "bin", "rope-opt")
    if os.access(built, os.X_OK):
        return os.path.abspath(built)
    pytest.skip("rope-opt not found: set ROPE_OPT, put it on PATH or build build/")


@pytest.fixture(scope="session")
def compile_with_rope_opt(rope_opt):
    """compile(mlir_text) -> the library rope-opt --rope-lower-to-llvm makes
    of it; the test skips without mlir-translate or clang."""
    from rope_mlir import aot

    try:
        aot.find_llvm_tool("mlir-translate")
        aot.find_llvm_tool("clang-22", "clang")
    except aot.ToolError as error:
        pytest.skip(str(error))
    return lambda text: aot.compile_module(text, opt_tool=rope_opt)
