"""Python side of rope-mlir.

* ``rope_mlir.reference``: an independent float64 numpy oracle for rotary
  position embedding (RoPE) and attention, used to check compiled code.
* ``rope_mlir.bf16``: bfloat16 <-> float32 conversion on uint16 bit patterns.
* ``rope_mlir.aot``: compile MLIR ahead of time to a shared library and call
  its C interface through ctypes.

The submodules are imported explicitly (``from rope_mlir import reference``);
importing the package itself loads nothing but this docstring and
``__version__``, except where torch is installed: then it registers the
``torch.compile`` backend "rope_mlir" (``rope_mlir.torch_backend``).
"""

# rope-mlir's version: the top-level CMakeLists.txt's project(VERSION), which
# rope-opt --version prints too (test/Tools/version.py checks they agree).
__version__ = "0.2.0"

# The torch.compile backend "rope_mlir" (rope_mlir.torch_backend), registered
# with TorchDynamo where torch is installed; without torch nothing is imported.
import importlib.util as _importlib_util  # noqa: E402

if _importlib_util.find_spec("torch") is not None:
    try:
        from rope_mlir import torch_backend as _torch_backend

        _torch_backend.register()
    except Exception as _error:  # noqa: BLE001 - a broken torch must not break the core package
        import logging as _logging

        _logging.getLogger("rope_mlir").warning(
            "rope_mlir: torch.compile backend not registered: %s", _error)
