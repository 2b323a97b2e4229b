"""Tool lookup of an installed rope_mlir (the wheel of ``pip install .``):
rope-opt in the package's bin/ and libRopeMLIR-C.so in its lib/ are found
after the environment variables and before PATH and the checkout's build/.
test/Package/pip-install.py checks a real install."""

import os

from rope_mlir import _installed, aot, ir


def _fake_package(tmp_path, monkeypatch):
    for folder, name in (("bin", "rope-opt"), ("lib", "libRopeMLIR-C.so")):
        os.makedirs(tmp_path / folder, exist_ok=True)
        (tmp_path / folder / name).write_text("")
    monkeypatch.setattr(_installed, "PACKAGE_DIR", str(tmp_path))


def test_checkout_has_no_packaged_tools():
    assert _installed.packaged_file("bin", "rope-opt") is None
    assert _installed.packaged_file("lib", "libRopeMLIR-C.so") is None


def test_packaged_rope_opt_after_rope_opt_variable(tmp_path, monkeypatch):
    _fake_package(tmp_path, monkeypatch)
    monkeypatch.delenv("ROPE_OPT", raising=False)
    assert aot.find_opt_tool() == str(tmp_path / "bin" / "rope-opt")
    monkeypatch.setenv("ROPE_OPT", "/opt/custom/rope-opt")
    assert aot.find_opt_tool() == "/opt/custom/rope-opt"
    assert aot.find_opt_tool("my-opt") == "my-opt"


def test_packaged_library_after_library_variable(tmp_path, monkeypatch):
    _fake_package(tmp_path, monkeypatch)
    monkeypatch.delenv("ROPE_MLIR_C_LIBRARY", raising=False)
    assert ir.find_library() == str(tmp_path / "lib" / "libRopeMLIR-C.so")
    other = tmp_path / "other.so"
    other.write_text("")
    monkeypatch.setenv("ROPE_MLIR_C_LIBRARY", str(other))
    assert ir.find_library() == str(other)
